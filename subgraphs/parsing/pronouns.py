"""People pointed at rather than named: "add dentist for him at 5", "book her piano friday".

Read on its own, such a request says someone other than the speaker takes part but not
who. Assuming the speaker would book the wrong person's dentist; the parser leaves the
people empty, says which word pointed (`ParsedRequest.pronoun`), and the main graph takes
who the conversation was just about, or asks.

"With him" is a companion of the speaker's ("lunch with her tomorrow"), not the person
the event is for, and "their place" is where, not who: neither counts.
"""

from __future__ import annotations

import re

_PLACES = r"(?:place|house|home|apartment|flat|office|work|school|parents|folks)"
_POINTED = re.compile(
    r"(?<!\bwith )(?<!\bw )(?<!\balong with )\b(?P<word>him|her|them|his|their)\b"
    rf"(?!\s*(?:self|selves)\b)(?!\s+(?:own\s+)?{_PLACES}\b)"
)
"""A pointing word, unless it is a companion's ("with her") or a place's ("their house")."""


_SUBJECT = re.compile(r"\b(?P<word>he|she|they)\b")
"""In a question, the one asked about: "is he free at 2?", "what does she have tomorrow?"."""


def pointed_at(text: str, subjects: bool = False) -> str | None:
    """The first third-person word for people in `text` (normalised, lower case), if any:
    "him", "her", "them", "his" or "their"; with `subjects` (a question), "he", "she" or
    "they" too."""
    found = _POINTED.search(text) or (_SUBJECT.search(text) if subjects else None)
    return found.group("word") if found else None
