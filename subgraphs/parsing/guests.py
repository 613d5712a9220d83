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
from collections.abc import Callable
from dataclasses import dataclass

from .claims import Claims
from .given_names import GIVEN_NAMES
from .kin import THEIRS
from .people import PersonMention
from .relatives import Relative
from .strangers import RELATIONS, Stranger

_SINGLE = "|".join(
    sorted((r for r in RELATIONS if not r.endswith("s") or r.endswith("ss")), key=len, reverse=True)
)
_GUEST = re.compile(
    rf"(?<![a-z0-9'])(?:(?:my|our|the|their|his|her)\s+)?(?:(?:best|good|old|close)\s+)?(?P<rel>{_SINGLE})\s+(?P<name>[a-z][a-z'\-]*)(?![a-z0-9'])"
)
_WITH_BEFORE = re.compile(
    r"\b(?:with|w|along\s+with|together\s+with|plus|and\s+also|including)\s+(?:(?:my|our|the|their|his|her)\s+)?$"
)
_COUNTED = re.compile(
    r"(?<![a-z0-9'])(?:with|w|plus|and|\+|along\s+with|together\s+with)\s+(?:(?:my|our|their|his|her)\s+)?"
    r"(?P<n>[1-9]\d?)\s+(?:other\s+|more\s+)?"
    r"(?:of\s+(?:my|our|their|his|her)\s+(?=(?:friends|classmates|teammates|neighbou?rs|cousins)\b))?"
    r"(?P<who>friends|kids|children|guests|people|others|more|classmates|teammates|neighbou?rs|cousins|adults)\b"
)
"""Guests counted rather than named: "and 3 friends", "with 2 of her classmates"; "2 of the
kids" is a count of the family's own, never guests."""
_JOINED = re.compile(r"^\s*(?:,\s*)?(?:and|plus|&)\s+(?:(?:my|our|his|her|their)\s+)?$")
"""A member and then, joined by "and", a relation and a name: "take emma and her friend lily
to the movies" brings Lily along, a guest, as "with" does; she is no part of the title."""
_LIST_GAP = re.compile(r"^\s*(?:,\s*)?(?:and|plus|&|as\s+well\s+as)?\s*$")
_SOMEONES = re.compile(
    r"(?<=\bwith\s)(?P<owner>(?:(?:my|our)\s+(?:[a-z]+\s+)?)?[a-z]+)(?P<whose>(?:'s|')\s+" + THEIRS + ")"
)
"""Someone known by whose they are, after "with": "meeting with jake's teacher", "coffee with
my son's coach" (the member's words are left free for them: `their_people_after`)."""


_SURNAMED = re.compile(r"(?<=\bwith\s)the\s+(?P<name>[a-z]{3,}(?P<s>s)?)(?(s)|\s+family)\b(?!')")
"""A household by its surname after "with": "dinner with the smiths", "bbq with the garcia
family" (they were dropped without a word: "Booked: dinner for Sarah")."""
_NOT_HOUSEHOLDS = frozenset("others guests people folks kids children adults parents visitors".split())
"""Plural words that name no household ("the kids", "the guests"), wherever "the …s" is read."""
_NOT_A_HOUSEHOLD = _NOT_HOUSEHOLDS | frozenset(
    """boys girls twins guys gang rest neighbours neighbors grandparents cousins friends ladies things
    dogs cats plans lights windows dishes groceries bills whole doctors dentists teachers coaches
    players team teams scouts leftovers results details papers forms documents taxes kittens puppies
    animals horses chickens plants flowers decorations""".split()
)
"""Read after "with" with no one else to go by, the things families do things with too."""


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
            or any(_JOINED.match(text[end:start]) for end, _ in ends if end <= start)
            or any(_LIST_GAP.match(text[end:start]) for end in guest_ends if end <= start)
        )
        if not in_with_list:
            continue
        claims.claim(start, match.end())
        guests.append(_as_named(match.group("rel"), name))
        guest_ends.append(match.end())
    for match in claims.free_matches(_SOMEONES):  # "meeting with jake's teacher": a guest, described
        claims.claim(match.start(), match.end())
        owner, whose = match.group("owner"), match.group("whose")
        guests.append(f"{owner if owner.startswith(('my ', 'our ')) else owner.capitalize()}{whose}")
    if "with the " in text:
        for match in claims.free_matches(_SURNAMED):  # "dinner with the smiths": that household
            name = match.group("name")
            if name[:-1] in GIVEN_NAMES or name in RELATIONS or name in _NOT_A_HOUSEHOLD:
                continue
            claims.claim(match.start(), match.end())
            guests.append(
                f"the {name.capitalize()}" if match.group("s") else f"the {name.capitalize()} family"
            )
    for match in claims.free_matches(_COUNTED):  # "the whole family and 3 friends": 3 more seats
        claims.claim(match.start(), match.end())
        guests.append(f"{match.group('n')} {match.group('who')}")
    return guests


def in_with_list(text: str, start: int, people: list[PersonMention]) -> bool:
    """Whether what is said at `start` is in a "with" list: "dinner with my parents", "lunch
    with mike and my sister"."""
    return bool(_WITH_BEFORE.search(text[:start])) or any(
        m.role == "with" and _LIST_GAP.match(text[m.end : start]) for m in people if m.end <= start
    )


def _as_named(relation: str, name: str) -> str:
    """How the booking names a guest said with a relation, as `company_said` does: a friend or
    a cousin by their name ("my friend dan": Dan; "my", read by anyone else, is nobody), a
    relation that is how the family knows them with it ("uncle Bob", "coach Dave")."""
    if relation in COMPANIONS or relation in ("buddy", "pal", "mate"):
        return name.capitalize()
    return f"{relation} {name.capitalize()}"


def named_guests(
    strangers: list[Stranger], people: list[PersonMention], looked_up: bool = False
) -> tuple[list[str], list[Stranger]]:
    """The strangers who are guests, and those still to ask about.

    "Jake has a playdate with Tom": a name said after "with" in a request that names a
    member is someone coming along, not someone the event is for. Only a plain name: a
    near miss of a member's name ("with Jak") and a bare relation ("with grandpa") are
    still asked about, and so is a plain name with no member named ("lunch with Tyler"):
    company said by relation ("with friends") is a guest either way. In a cancellation or a
    question (`looked_up`) the one "with" whom it is only points at the event ("cancel lunch
    with peter", "show me my meetings with the boss"): nobody is booked, so nobody is asked
    "who should it be for?"; a near miss of a member is still asked."""
    named = any(p.kind == "name" for p in people)
    guests: list[str] = []
    asked: list[Stranger] = []
    for s in strangers:
        last = s.said.split()[-1]
        if s.role != "with" or s.suggestion is not None:
            asked.append(s)
        elif last in COMPANIONS:  # "lunch with friends": whoever it is for, they come along
            guests.append(companion(last))
        elif looked_up or (named and last not in RELATIONS):
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


@dataclass(frozen=True)
class Company:
    """Who a roster change names: members (ids) and guests (as the booking names them)."""

    members: tuple[str, ...]
    guests: tuple[str, ...]
    unknown: tuple[tuple[str, str | None], ...] = ()
    """Who is asked about, with the member each may mean: "grandpa" the family file does not
    know, "jak" (Jake?): among the guests until the family says who they are."""


@dataclass(frozen=True)
class GuestReading:
    """What it takes to read people from outside the family in a roster change: the words
    typed with a capital, the words that name members, and the member a near miss of a name
    means (never a guest)."""

    capitalized: frozenset[str]
    member_words: frozenset[str]
    near_miss: Callable[[str], str | None]
    """The member a word may mean when it is not their name ("jak": jake), else None."""

    relatives: tuple[Relative, ...] = ()
    """The speaker's relatives said (`relatives.py`): "my parents" are guests, never the family's parents."""

    def member_like(self, word: str) -> str | None:
        """The member `word` names or may mean, as `near_miss`; "member" for a member's own name."""
        return "member" if word in self.member_words else self.near_miss(word)


_ITEM_GLUE = re.compile(r"\s*(?:,|&|\band\b|\bplus\b)\s*")
_ALONG = re.compile(r"\b(?:too|also|both|as\s+well)\b")
_OWNED = re.compile(r"^(?:(?P<owner>@o)(?:'s)?\s+|(?:my|our|his|her|their|@s)\s+)?")
_NAMED_GUEST = re.compile(rf"^(?:(?P<rel>{_SINGLE}|buddy|pal|mate)\s+)?(?P<name>[a-z][a-z'\-]*)$")
_HOUSEHOLD = re.compile(r"^the\s+(?P<house>[a-z][a-z\-]+s)$")
_COMPANY = re.compile(r"^(?:(?:a|an|some|(?P<n>[1-9]\d?))\s+)?(?P<who>[a-z]+)$")
_DETERMINED = re.compile(r"^(?:the|my|our|his|her|their)\s+")


def company_said(
    text: str,
    span: tuple[int, int],
    people: list[PersonMention],
    reading: GuestReading,
) -> Company | None:
    """The members and guests `span` names when it names someone from outside the family
    ("emma's friend lily", "lily and max", "the smiths", "jake and his friend max", "uncle
    bob", "a friend"), else None: a word there that is neither a plain name, a household nor
    company said by relation leaves the sentence to be read as before. A bare relation the
    family file lacks ("grandpa") or a near miss of a member ("jak": Jake?) is someone
    joining to ask about (`Company.unknown`); a member's name no mention took ("emma's not
    going, make it jake") is never a guest."""
    begin, end = span
    relatives = [k for k in reading.relatives if begin <= k.start and k.end <= end]
    spoken: list[PersonMention | Relative] = [m for m in people if m.start < end and m.end > begin]
    mentions = sorted([*spoken, *relatives], key=lambda m: m.start)
    marked = ""
    owners: list[PersonMention] = []
    members: list[PersonMention] = []
    at = begin
    for m in mentions:  # "emma's not coming": the mention runs past the name, over the "'s"
        marked += text[at : max(at, m.start)]
        if isinstance(m, Relative):
            marked, at = marked + "@k", m.end
            continue
        owner = m.role == "owner" or text[m.end : m.end + 2] == "'s"
        marked += "@o" if owner and m.kind != "self" else "@s" if m.kind == "self" else "@m"
        (owners if owner else members).append(m)
        at = m.end
    marked += text[at:end] if at < end else ""
    guests: list[str] = []
    joined: list[str] = []
    unknown: list[tuple[str, str | None]] = []
    said_members = iter(members)
    said_owners = iter(owners)
    said_kin = iter(relatives)
    for item in _ITEM_GLUE.split(_ALONG.sub(" ", marked)):
        item = " ".join(item.split())
        if not item:
            continue
        if item == "@k":  # "my parents": Sarah's parents; "my mom": Linda, maybe, asked
            relative = next(said_kin)
            guests.append(relative.named)
            if relative.maybe is not None:
                unknown.append((relative.named, relative.maybe))
            continue
        if item == "@m":
            joined += next(said_members).ids
            continue
        lead = _OWNED.match(item)
        whose = next(said_owners) if lead and lead.group("owner") else None
        said = item[lead.end() if lead else 0 :]
        if said in reading.member_words:
            return None
        guest = _guest(said, whose, reading, text)
        relation = _DETERMINED.sub("", said) in RELATIONS  # "grandpa", "the nanny"
        meant = None if relation else reading.near_miss(said)
        if guest is None and (relation or meant is not None):
            unknown.append((said, meant))
            guest = said
        if guest is None:
            return None
        guests.append(guest)
    if not guests:
        return None
    return Company(tuple(sorted(set(joined))), tuple(guests), tuple(unknown))


def _guest(
    said: str,
    owner: PersonMention | None,
    reading: GuestReading,
    text: str,
) -> str | None:
    """How the booking names the guest `said` names ("Lily", "Emma's friend Lily", "uncle
    Bob", "the Smiths", "a friend"), or None when it names nobody from outside the family."""
    typed = text[owner.start : owner.end].removesuffix("'s") if owner is not None else ""
    whose = f"{typed.capitalize()}'s " if typed else ""
    if household := _HOUSEHOLD.match(said):
        house = household.group("house")
        if (
            owner is None
            and house not in RELATIONS
            and house not in _NOT_HOUSEHOLDS
            and not reading.member_like(house)
        ):
            return f"the {house.capitalize()}"
        return None
    if company := _COMPANY.match(said):
        who = company.group("who")
        if who in COMPANIONS:
            return (
                f"{whose}{who}"
                if whose
                else f"{company.group('n')} {who}"
                if company.group("n")
                else companion(who)
            )
    found = _NAMED_GUEST.match(said)
    if found is None:
        return None
    name, relation = found.group("name"), found.group("rel")
    if (
        name in RELATIONS
        or reading.member_like(name) is not None
        or (name not in GIVEN_NAMES and name not in reading.capitalized)
    ):
        return None
    if relation is None:
        return name.capitalize()
    if relation in COMPANIONS or relation in (
        "buddy",
        "pal",
        "mate",
    ):  # "emma's friend lily": Emma's friend Lily; "my friend lily": Lily
        return f"{whose}{relation} {name.capitalize()}" if whose else name.capitalize()
    return f"{relation} {name.capitalize()}"  # "uncle bob", "coach dave": how the family knows them


def visitor_named(said: str) -> str:
    """How the booking names a visitor said before "is visiting" or "is coming over", as a
    guest said with "with" is named: "friend zoe" is Zoe, "uncle bob" uncle Bob, "lily" Lily;
    a relation alone ("grandpa") as said."""
    found = _NAMED_GUEST.match(" ".join(said.split()))
    if found is None or found.group("name") in RELATIONS:
        return said
    relation, name = found.group("rel"), found.group("name")
    return _as_named(relation, name) if relation else name.capitalize()
