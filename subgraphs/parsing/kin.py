""" "My son", "our youngest", "my kids", "my brother": family members named by how they are
related to the one speaking.

A family file has roles and ages but no sexes: said by a parent, "my kids" is every child and
"our oldest" the eldest by age; "my son" is a child only when the family leaves no doubt (one
child, or a child whose aliases hold the word). Said by a child, "my sister" is a brother or
sister among the other children, the same way; said by a grandparent (a guest), "my grandson"
looks among the children. When the words could mean more than one member, the assistant asks
which, naming them; before, "book my son for a haircut" wrote an hour called "son" for the
speaker and "dentist for my kids" booked the parent too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from family_scheduler.models.family import Family, Member

from .claims import Claims
from .given_names import GIVEN_NAMES
from .strangers import Stranger

_KIN = re.compile(
    r"(?<![a-z0-9'])(?P<det>my|our)\s+"
    r"(?:(?P<age>oldest|eldest|older|elder|youngest|younger|big|little|baby)(?![a-z0-9])\s*)?"
    r"(?P<noun>sons?|daughters?|boys?|girls?|kids?|kiddos?|children|child|ones|one|brothers?|sisters?|"
    r"siblings?|bro|sis|grandkids?|grandchild(?:ren)?|grandsons?|granddaughters?|parents|folks)?"
    r"(?P<poss>'s|')?(?![a-z0-9'])"
)
""""my"/"our", an age word, a relation; at least one of the last two (checked in code)."""
THEIRS = (
    r"(?:teachers?|coach(?:es)?|tutors?|school|principal|counsell?or|nanny|babysitter|"
    r"(?:friend|classmate)s?'s?\s+(?:mom|mum|dad|parents)|pediatrician|doctor|mom|mum|dad|parents)(?![a-z0-9'])"
    r"(?!\s+(?:play|concert|show|trip|run|pictures?|photos?|dance|fair|event|performance|recital|assembly|"
    r"conferences?|meeting|appointment|pickup|pick-up|drop-?off|bus|holiday|break|day|night|musical|game|open|"
    r"party|practice|lesson|session|visit|call|check-?up)(?![a-z]))"
)
THEIR_PEOPLE = re.compile(r"\s+" + THEIRS)
"""Their people, not their plans: "email my kids' teacher" is the speaker's errand (the kids
were booked into it, and school ruled it out). A friend alone is left out: "jake's friend is
coming over" is Jake's visit."""


def kin_people_after(text: str, end: int) -> bool:
    """Whether "my"/"our" ending at `end` begins a relation's person: "my kids' teacher"."""
    found = _KIN.match(text, end - 2 if text[end - 2 : end] == "my" else end - 3)
    return (
        found is not None
        and bool(found.group("poss"))
        and bool(found.group("noun") or found.group("age"))
        and their_people_after(text, found.end())
    )


def their_people_after(text: str, end: int) -> bool:
    """Whether a possessive ending at `end` owns a person or a school, not a plan."""
    found = THEIR_PEOPLE.match(text, end)
    if found is None:
        return False
    if found.group(0).split()[0] == "school" and not _CONTACTED.search(text, 0, end):
        return False  # "when does jake's school start?": Jake's school day, asked about
    named = _NEXT_WORD.match(text, found.end())
    return named is None or named.group(1) not in GIVEN_NAMES  # "jake's friend noah": Noah, Jake's guest


_CONTACTED = re.compile(
    r"\b(?:call|email|e-mail|text|phone|ring|contact|message|write\s+to|visit|meet\s+with)\b"
)


_NEXT_WORD = re.compile(r"\s+([a-z]+)")
_ELDER = frozenset({"oldest", "eldest", "older", "elder", "big"})
_YOUNGER = frozenset({"youngest", "younger", "little", "baby"})
_ALONE = frozenset({"oldest", "eldest", "youngest"})
"""Age words that name a child with no noun after them ("our youngest")."""
_PLURAL = frozenset(
    {"sons", "daughters", "boys", "girls", "kids", "kiddos", "children", "ones", "brothers", "sisters",
     "siblings", "grandkids", "grandchildren", "grandsons", "granddaughters"}
)  # fmt: skip
_OFFSPRING = frozenset({"son", "daughter", "boy", "girl", "kid", "kiddo", "child", "one"})
_SIBLINGS = frozenset({"brother", "sister", "sibling", "bro", "sis"})
_GRANDCHILDREN = frozenset({"grandkid", "grandchild", "grandson", "granddaughter"})


@dataclass(frozen=True)
class Kin:
    """A relation word claimed: the members it means (one, or a whole plural), or, when it
    could be any of several, those it could be (`choices`) and nobody yet."""

    start: int
    end: int
    said: str
    ids: tuple[str, ...] = ()
    choices: tuple[str, ...] = ()
    possessive: bool = False


def _singular(noun: str) -> str:
    if noun in ("children", "grandchildren"):
        return noun[: -len("ren")]
    return noun[:-1] if noun in _PLURAL else noun


def _pool(family: Family, speaker: Member, noun: str) -> list[Member] | None:
    """Whom the relation can mean, said by `speaker`; None when it is not theirs to say."""
    children = [m for m in family.members if m.role == "child"]
    if noun in ("parents", "folks"):
        return [m for m in family.members if m.role == "parent"] if speaker.role == "child" else None
    base = _singular(noun) if noun else ""
    if speaker.role == "parent" and (base in _OFFSPRING or not noun):
        return children
    if speaker.role == "child" and base in _SIBLINGS:
        return [m for m in children if m.id != speaker.id]
    if speaker.role == "guest" and base in _GRANDCHILDREN:
        return children
    return None


def _by_age(pool: list[Member], age: str, speaker: Member) -> list[Member]:
    """The eldest or youngest of `pool` ("our oldest"); among siblings, "my older sister"
    is one older than the speaker. All of `pool` when ages are missing or tie."""
    aged = [m for m in pool if m.age is not None]
    if len(aged) != len(pool) or not pool:
        return pool
    comparative = age in ("older", "elder", "younger") and speaker.role == "child" and speaker.age is not None
    if comparative:
        assert speaker.age is not None
        older = age != "younger"
        return [
            m for m in aged if m.age is not None and (m.age > speaker.age if older else m.age < speaker.age)
        ]
    ages = sorted({m.age for m in aged if m.age is not None})
    wanted = ages[-1] if age in _ELDER else ages[0]
    return [m for m in aged if m.age == wanted]


def find_kin(claims: Claims, family: Family, speaker: str) -> list[Kin]:
    """Claim each relation word said of the speaker's own family, resolved where the family
    file allows, left as a choice where it does not."""
    if "my " not in claims.text and "our " not in claims.text:
        return []
    member = family.member(speaker)
    if member is None:
        return []
    found: list[Kin] = []
    for match in claims.free_matches(_KIN):
        noun, age = match.group("noun") or "", match.group("age") or ""
        if not noun and age not in _ALONE:
            continue  # "my little …", "our big …": a thing, not a person
        if noun in ("one", "ones") and not age:
            continue  # "my one chance"
        pool = _pool(family, member, noun)
        if not pool:
            continue
        if noun in _PLURAL or noun in ("parents", "folks"):
            chosen = pool
        else:
            chosen = _by_age(pool, age, member) if age else pool
            aliased = [m for m in chosen if _singular(noun) in (a.lower() for a in m.aliases)]
            chosen = aliased or chosen
        said = " ".join(match.group(0).removesuffix(match.group("poss") or "").split())
        poss = bool(match.group("poss"))
        if match.group("poss") and their_people_after(claims.text, match.end()):
            continue  # "email my kids' teacher": left in the title, the speaker's errand
        ids = tuple(m.id for m in chosen)
        claims.claim(match.start(), match.end())
        if len(chosen) == 1 or noun in _PLURAL or noun in ("parents", "folks"):
            found.append(Kin(match.start(), match.end(), said, ids=ids, possessive=poss))
        else:
            choices = ids or tuple(m.id for m in pool)
            found.append(Kin(match.start(), match.end(), said, choices=choices, possessive=poss))
        also = _AND_AGE.match(claims.text, match.end())
        if also is not None and member.role == "parent" and claims.is_free(also.start("age"), also.end()):
            # "my oldest and youngest": the second age word is the same speaker's child
            other = _by_age(pool, also.group("age"), member)
            if len(other) == 1:
                claims.claim(also.start("age"), also.end())
                found.append(Kin(also.start("age"), also.end(), also.group("age"), ids=(other[0].id,)))
    return found


_AND_AGE = re.compile(
    r"\s*(?:,\s*)?(?:and|&)\s+(?:the\s+)?(?P<age>oldest|eldest|youngest)(?P<poss>'s|')?(?![a-z0-9])"
)


_FOR_OR_WITH = re.compile(r"\b(?P<r>for|with)\s+$")


def kin_unsure(kin: list[Kin], text: str) -> list[Stranger]:
    """The relation words that could mean several members, as people to ask about ("I don't
    know who my son is: Emma or Jake?"); the answer names them as any unknown person's does."""
    unsure: list[Stranger] = []
    for k in kin:
        if k.ids:
            continue
        before = _FOR_OR_WITH.search(text, 0, k.start)
        role = before.group("r") if before is not None else "plain"
        unsure.append(Stranger(k.said, k.start, k.end, None, role, k.choices))
    return unsure
