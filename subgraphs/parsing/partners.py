""" "My husband", "my wife", "the hubby": the speaker's partner, when the family file makes it
plain who that is.

A family file has no marriages, but it has roles: said by a parent of a family with exactly
two parents, a partner word means the other parent. Said by anyone else, or in a family with
one parent or several, the word is left to the strangers, and the assistant asks who it is.
"""

from __future__ import annotations

import re

from family_scheduler.models.family import Family

from .claims import Claims

_PARTNER = re.compile(
    r"(?<![a-z0-9'])(?:(?:my|the)\s+(?P<word>husband|hubby|hubs|wife|wifey|spouse|partner|other\s+half|"
    r"better\s+half|missus)|(?P<bare>hubby|wifey))"
    r"(?P<poss>'s|'|(?:(?<=husband)|(?<=wife)|(?<=hubby))s)?(?![a-z0-9'])"
)
"""The words, after "my" or "the" ("hubby" and "wifey" need neither), possessive or not."""
_ONLY_AFTER_MY = frozenset({"spouse", "partner", "other half", "better half", "hubs"})
"""Words that name the speaker's partner only after "my" ("the partner" may be anyone's)."""


def partner_of(family: Family, speaker: str) -> str | None:
    """The other parent, when the speaker is one of exactly two parents."""
    member = family.member(speaker)
    if member is None or member.role != "parent":
        return None
    others = [m.id for m in family.members if m.role == "parent" and m.id != speaker]
    return others[0] if len(others) == 1 else None


def find_partners(claims: Claims, family: Family, speaker: str) -> list[tuple[int, int, str, bool]]:
    """Claim each "my husband" / "the wife" that means one member: (start, end, id, possessive)."""
    if not any(word in claims.text for word in ("my ", "the ", "hubby", "wifey")):
        return []  # ("hubby" and "wifey" are said bare: "book wifey and me a spa day")
    partner = partner_of(family, speaker)
    if partner is None:
        return []
    found: list[tuple[int, int, str, bool]] = []
    for match in claims.free_matches(_PARTNER):
        word = " ".join((match.group("word") or match.group("bare")).split())
        if word in _ONLY_AFTER_MY and not match.group(0).startswith("my"):
            continue
        claims.claim(match.start(), match.end())
        found.append((match.start(), match.end(), partner, bool(match.group("poss"))))
    return found
