"""Whether a request names anyone: "soccer sat at 2" names nobody (the speaker is only
our default), "soccer for emma sat at 2", "my soccer…", "we have soccer…" do.

The main graph asks this of a booking that matches an event already on the calendar by
its short name: when nobody was named, whose it is was never said, so the one there at
that very time is the one meant.
"""

from __future__ import annotations

import re

from family_scheduler.models.family import Family

from .lexicon import lexicon_for
from .normalize import normalize

_FIRST_PERSON = re.compile(
    r"(?<![a-z'])(?:i|i'm|i'd|i'll|me|my|mine|myself|we|we're|we'll|us|our|ours)(?![a-z'])"
)


def names_nobody(text: str, family: Family) -> bool:
    """No member, group or first-person word in `text`."""
    low = normalize(text).text
    return lexicon_for(family).people_re.search(low) is None and _FIRST_PERSON.search(low) is None
