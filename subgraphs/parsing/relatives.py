""" "My parents", "my sister and her kids", "the in-laws", "our neighbours" said by a grown-up
of the family: the speaker's own relatives and neighbours, from outside the family file.

Read as members, Sarah's "my parents are coming for dinner" was Mike and Sarah ("parents" is
the family's group word) and "my sister and her kids" brought Emma and Jake ("kids"). Said by
a parent, these words name people outside the family: guests, named as the booking shows them
("Sarah's parents", "the in-laws"). A family file has no parent-of links, so "my mom" said by a
parent may be the grandmother the file lists (Linda, "grandma") or not: that one is asked,
with her as the likely answer. Said by a child, "my mom" is still the family's mother.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from family_scheduler.models.family import Family

from .claims import Claims, holds_any
from .given_names import GIVEN_NAMES
from .partners import partner_of

_OWN = (
    r"mother-in-law|father-in-law|sister-in-law|brother-in-law|in-?laws|"
    r"(?:mom|mum|mother)\s+(?:and|&)\s+(?:dad|father|stepdad)|(?:dad|father)\s+(?:and|&)\s+(?:mom|mum|mother|stepmom)|"
    r"parents|folks|mom|mum|mother|mama|dad|father|papa|sister|sisters|brother|brothers|sis|bro|"
    r"aunt|uncle|niece|nephew|nieces|nephews|grandparents|grandma|grandpa|neighbou?rs?|family"
)
_THEIRS = r"kids|children|boys|girls|family|husband|wife|partner|boyfriend|girlfriend|baby|twins"
_KIN = re.compile(
    rf"(?<![a-z0-9'])(?:(?P<my>my)\s+(?:(?P<partner>husband|wife|hubby|partner)'s\s+)?(?P<rel>{_OWN})"
    r"|our\s+(?P<ours>neighbou?rs?|in-?laws|folks)"
    r"|the\s+(?P<the>in-?laws|inlaws))"
    rf"(?:\s+(?:and|&|plus)\s+(?P<whose>his|her|their)\s+(?P<theirs>{_THEIRS}))?(?![a-z0-9'])"
)
"""The speaker's relatives: "my parents", "my sister and her kids", "our neighbours", "the in-laws"."""
_KIN_NEEDS = ("my ", "our ", "laws")
"""_KIN cannot match without one of these."""
_NAME_NEXT = re.compile(r"\s+(?P<name>[a-z][a-z'\-]*)")
_WITH_LIST = re.compile(r"\bwith\s+(?:(?:[a-z']+\s+){1,3}(?:and|&|plus)\s+)?$")
"""Only as the one coming ("my parents are coming…") or in a "with" list ("dinner with (mike and)
my parents")."""
_MOTHERS = frozenset("mom mum mother mama".split())
_FATHERS = frozenset("dad father papa".split())
_GRANDMOTHERS = frozenset("grandma nana nan nanna granny gran grandmother grandmom".split())
_GRANDFATHERS = frozenset("grandpa grandad granddad grandfather gramps grampa".split())
_NOT_GUESTS = frozenset({"family"})
""""my family" said by a parent is the family itself: left to the members."""


@dataclass(frozen=True)
class Relative:
    """The speaker's relatives said at [start, end): how the booking names them, and the member
    they may be ("my mom": the grandmother the family file lists), asked before it is taken."""

    start: int
    end: int
    named: str
    maybe: str | None = None


def find_relatives(
    claims: Claims, family: Family, speaker: str, capitalized: frozenset[str] = frozenset()
) -> list[Relative]:
    """Claim each mention of the speaker's relatives, when the speaker is a parent of the family
    (`capitalized`: the words typed with a capital, names)."""
    text = claims.text
    if not holds_any(text, _KIN_NEEDS):
        return []
    member = family.member(speaker)
    if member is None or member.role != "parent":
        return []
    found: list[Relative] = []
    for match in claims.free_matches(_KIN):
        rel = match.group("rel") or match.group("ours") or match.group("the")
        after = _NAME_NEXT.match(text, match.end())
        if rel in _NOT_GUESTS or (
            after and (after.group("name") in GIVEN_NAMES or after.group("name") in capitalized)
        ):
            continue  # "my nephew leo": a guest by name (`guests.py`)
        before = text[: match.start()]
        if before.strip() and not _WITH_LIST.search(before):
            continue  # "piano lesson for my nephew": whom it is for is asked (`strangers.py`)
        partner = partner_of(family, speaker) if match.group("partner") else None
        if match.group("partner") and partner is None:
            continue  # "my partner's parents" with no one partner in the file: left to the strangers
        claims.claim(match.start(), match.end())
        owner = family.member(partner) if partner else member
        whose = f"{owner.name}'s " if match.group("my") and owner is not None else "the "
        named = f"{whose}{rel}"
        if match.group("theirs"):
            named += f" and {match.group('whose')} {match.group('theirs')}"
        maybe = None if match.group("theirs") or partner else _likely_member(rel, family)
        found.append(Relative(match.start(), match.end(), named, maybe))
    return found


def names_relatives(words: str, family: Family, speaker: str) -> bool:
    """Whether `words` are all the speaker's relatives ("my parents", said by a parent)."""
    member = family.member(speaker)
    found = _KIN.fullmatch(words)
    parent = member is not None and member.role == "parent"
    return found is not None and parent and not found.group("partner")


def _likely_member(relation: str, family: Family) -> str | None:
    """The one member of the family a parent's "my mom" / "my dad" may be: the grandmother
    (grandfather) the family file lists, when it lists exactly one."""
    words = _GRANDMOTHERS if relation in _MOTHERS else _GRANDFATHERS if relation in _FATHERS else None
    if words is None:
        return None
    found = [
        m.id
        for m in family.members
        if m.role != "child" and any(a.lower() in words for a in (m.name, *m.aliases))
    ]
    return found[0] if len(found) == 1 else None
