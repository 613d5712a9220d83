"""Guests from outside the family, named with the people who come along: "with the whole
family, uncle bob and aunt sue".

A relation followed by a name ("uncle Bob", "my friend Tom", "coach Dave") introduces
someone the family knows but the family file does not list: not a typo of a member and
not a question. In a "with" list they are guests: they take part without being members,
and they take a seat in the car. So is a plain name after "with" when a member is named
("Jake has a playdate with Tom", `named_guests`); with nobody of the family named ("lunch
with Tyler") or a near miss of a member's name ("with Jak") it is asked about. Anywhere
else ("dentist for uncle Bob") the strangers module asks who they are.
"""

from __future__ import annotations

import re

from .claims import Claims
from .given_names import GIVEN_NAMES
from .people import PersonMention
from .strangers import RELATIONS, Stranger

_SINGLE = "|".join(
    sorted((r for r in RELATIONS if not r.endswith("s") or r.endswith("ss")), key=len, reverse=True)
)
_GUEST = re.compile(
    rf"(?<![a-z0-9'])(?:(?:my|our|the|their|his|her)\s+)?(?P<rel>{_SINGLE})\s+(?P<name>[a-z][a-z'\-]*)(?![a-z0-9'])"
)
_WITH_BEFORE = re.compile(
    r"\b(?:with|w|along\s+with|together\s+with|plus|and\s+also|including)\s+(?:(?:my|our|the|their|his|her)\s+)?$"
)
_COUNTED = re.compile(
    r"(?<![a-z0-9'])(?:with|w|plus|and|\+|along\s+with|together\s+with)\s+(?:(?:my|our|their|his|her)\s+)?"
    r"(?P<n>[1-9]\d?)\s+(?:other\s+|more\s+)?"
    r"(?P<who>friends|kids|children|guests|people|others|more|classmates|teammates|neighbou?rs|cousins|adults)\b"
)
"""Guests counted rather than named: "and 3 friends", "with 2 of her classmates" is not
matched (a count of named groups only)."""
_OWNER_BEFORE = re.compile(r"\b(my|our|his|her|their)\s+$")
_LIST_GAP = re.compile(r"^\s*(?:,\s*)?(?:and|plus|&|as\s+well\s+as)?\s*$")


def find_guests(claims: Claims, capitalized: frozenset[str], people: list[PersonMention]) -> list[str]:
    """Claim and return the guests ("uncle Bob") named in a "with" list, left to right."""
    text = claims.text
    ends = [(m.end, m.role) for m in people]
    guests: list[str] = []
    guest_ends: list[int] = []
    for match in claims.free_matches(_GUEST):
        name = match.group("name")
        if name not in GIVEN_NAMES and name not in capitalized:
            continue
        start = match.start()
        in_with_list = (
            bool(_WITH_BEFORE.search(text[:start]))
            or any(role == "with" and _LIST_GAP.match(text[end:start]) for end, role in ends if end <= start)
            or any(_LIST_GAP.match(text[end:start]) for end in guest_ends if end <= start)
        )
        if not in_with_list:
            continue
        claims.claim(start, match.end())
        lead = match.group(0)[: match.start("rel") - start].strip()
        if not lead and (owner := _OWNER_BEFORE.search(text[:start])):
            lead = owner.group(1)  # "my" was read as a person already: "my friend Dan"
        said = [lead] if lead and lead != "the" else []
        guests.append(" ".join([*said, match.group("rel"), name.capitalize()]))
        guest_ends.append(match.end())
    for match in claims.free_matches(_COUNTED):  # "the whole family and 3 friends": 3 more seats
        claims.claim(match.start(), match.end())
        guests.append(f"{match.group('n')} {match.group('who')}")
    return guests


def named_guests(strangers: list[Stranger], people: list[PersonMention]) -> tuple[list[str], list[Stranger]]:
    """The strangers who are guests, and those still to ask about.

    "Jake has a playdate with Tom": a name said after "with" in a request that names a
    member is someone coming along, not someone the event is for. Only a plain name: a
    near miss of a member's name ("with Jak") and a bare relation ("with grandpa") are
    still asked about, and so is a plain name with no member named ("lunch with Tyler"):
    company said by relation ("with friends") is a guest either way."""
    named = any(p.kind == "name" for p in people)
    guests: list[str] = []
    asked: list[Stranger] = []
    for s in strangers:
        last = s.said.split()[-1]
        if s.role != "with" or s.suggestion is not None:
            asked.append(s)
        elif last in COMPANIONS:  # "lunch with friends": whoever it is for, they come along
            guests.append(companion(last))
        elif named and last not in RELATIONS:
            guests.append(s.said)
        else:
            asked.append(s)
    return guests, asked


COMPANIONS = frozenset(
    """friend friends bestie classmate classmates cousin cousins colleague colleagues coworker coworkers
    roommate roommates girls boys""".split()
)
"""Relations that say what kind of company someone brings, not who: "a movie with her friends",
"a playdate with his cousins" (a guest, never asked about). "with grandpa", "with the
nanny" or "with the neighbours" names people the family file may be missing (and the
neighbours a household of how many?), so they are still asked about."""


def companion(word: str) -> str:
    """How the booking names company said by relation: "a friend", "friends"."""
    return word if word.endswith("s") else f"a {word}"
