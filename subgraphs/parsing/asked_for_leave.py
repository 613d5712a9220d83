"""Someone of the family addressed before asking leave: "mom, can I go to a sleepover at
Lily's saturday?", "dad may we get pizza friday at 6". The one addressed is asked, not
going: the name is no participant of the request, and the rest is read as said.

Only a grown-up addressed (a parent, grandma), and only before "can/may/could I (we)" and
"is it ok if I": "mike can you drive emma to soccer" puts the question to Mike about his
own part, and "emma, can we go to the park" may mean Emma comes along, so those names stay.
"""

from __future__ import annotations

import re

from family_scheduler.models import Family

from .lexicon import Lexicon

_ASKING_LEAVE = re.compile(
    r"\s*(?:,\s*)?(?=(?:can|may|could)\s+(?:i|we)\b"
    r"|(?:is\s+it\s+(?:(?:ok|okay|alright|all\s+right)\s+)?|(?:ok|okay|alright|all\s+right)\s+)if\s+(?:i|we)\b)"
)
"""What follows the name: asking leave ("is it ok if i" is "is it if i" once normalised)."""


def without_address(text: str, lex: Lexicon, family: Family) -> str:
    """`text` (normalised) without a leading family name said to the one asked for leave."""
    named = lex.people_re.match(text)
    if named is None or named.group("poss"):
        return text
    spoken = " ".join(named.group("p").split())
    members = [family.member(m) for m in lex.people.get(spoken, ())]
    if not members or any(m is None or m.role == "child" for m in members):
        return text
    rest = _ASKING_LEAVE.match(text, named.end())
    return text[rest.end() :] if rest is not None else text
