"""A friend's visit asked for: "can ava come over saturday?", "can my friends sleep over
friday?", "can i have ava over saturday at 2?".

Said as a question, it was a question about everyone's free time ("Sarah, Mike, Emma and Jake
are all free on Saturday") or a look-up of an event called "sleep"; told as news ("ava is
coming over saturday at 2") it was already the visit. The ask is read as that news, no longer
a question: the visit is proposed, and a child's ask waits for a parent's yes
(`domain.whose_yes.asks_leave`)."""

from __future__ import annotations

import re

_NOT_A_VISITOR = r"(?!(?:i|we|you|he|she|they|it|someone|anyone|somebody|anybody|everyone|everybody)\b)"
_WHO = rf"(?P<who>(?:my|our)\s+(?:best\s+)?friends?|a\s+friend|{_NOT_A_VISITOR}[a-z]+(?:\s+and\s+[a-z]+)?)"
_LEAD = r"^(?:(?:mom|mum|dad|mommy|daddy)\s*,?\s*)?(?:please\s+)?(?:can|could|may)\s+"
_COME = re.compile(_LEAD + _WHO + r"\s+(?P<verb>come\s+(?:over|round|around|by)|sleep\s+over|stay\s+over)\b")
_HAVE = re.compile(_LEAD + r"(?:i|we)\s+(?:have|invite|ask)\s+" + _WHO + r"\s+(?P<verb>over|round|around)\b")


def visit_asked(low: str) -> str | None:
    """`low` (lower case, the question mark kept or not) told as the visit ("ava is coming
    over saturday?"), or None when it asks no visit."""
    found = _COME.match(low) or _HAVE.match(low)
    if found is None:
        return None
    who, verb = found.group("who"), found.group("verb")
    several = " and " in who or who.endswith("friends")
    staying = "sleep" in verb or "stay" in verb
    told = f"{who} {'are' if several else 'is'} {'sleeping over' if staying else 'coming over'}"
    return (told + low[found.end() :]).rstrip(" ?")
