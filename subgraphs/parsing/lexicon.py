"""The family's own vocabulary: who and what can be named, compiled once per family.

Names, aliases, groups and their spoken forms, resources and their aliases become
two regexes plus lookup tables. Building them costs more than parsing a sentence,
so they are cached keyed by what they are built from (a changed family gets new tables).
"""

from __future__ import annotations

import re
from collections import OrderedDict
from dataclasses import dataclass

from family_scheduler.models.family import Family

from .renaming import family_names

GENERIC_KINDS: dict[str, tuple[str, ...]] = {
    "vehicle": ("car", "vehicle", "auto", "ride"),
    "room": ("room",),
    "device": ("computer", "device", "pc"),
}
"""Kind words that point at "one of" the family's resources of that kind."""


@dataclass(frozen=True)
class Lexicon:
    people_re: re.Pattern[str]
    people: dict[str, tuple[str, ...]]
    """Spoken form -> member ids (a group expands to its members)."""
    groups: frozenset[str]
    """Spoken forms that name a group."""
    resources_re: re.Pattern[str] | None
    resources: dict[str, str]
    generic_re: re.Pattern[str] | None
    generic: dict[str, tuple[str, ...]]
    """Kind word -> resource ids of that kind."""
    names: dict[str, str]
    """Resource id -> display name."""
    everyone: tuple[str, ...]
    known_words: frozenset[str]
    member_names: frozenset[str] = frozenset()
    """The members' names and nicknames, lower-case (`renaming.family_names`): made once a
    family, as the rename and new-place readers of every message need them."""


_CACHE: OrderedDict[tuple[object, ...], Lexicon] = OrderedDict()


def _alternation(phrases: list[str]) -> str:
    ordered = sorted(set(phrases), key=lambda p: (-len(p), p))
    return "|".join(r"\s+".join(re.escape(w) for w in p.split()) for p in ordered)


def _build(family: Family) -> Lexicon:
    people: dict[str, tuple[str, ...]] = {}
    for member in family.members:
        for spoken in (member.name, member.id, *member.aliases):
            key = " ".join(spoken.lower().replace("\u2019", "'").split())
            if key:
                people.setdefault(key, (member.id,))
    groups: set[str] = set()
    for group, ids in family.groups.items():
        aliases = family.group_aliases.get(group, [])
        # "whole family" said without "the" ("…, whole family"); one word alone ("family",
        # "kids") is too often part of a title ("family dinner") to name the group
        bare = [a[4:] for a in aliases if a.lower().startswith("the ") and len(a.split()) > 2]
        for spoken in (group, f"the {group}", *aliases, *bare):
            key = " ".join(spoken.lower().split())
            if key and key not in people:
                people[key] = tuple(ids)
                groups.add(key)
    everyone = tuple(family.groups.get("everyone") or family.member_ids())
    people_re = re.compile(
        rf"(?<![a-z0-9'])(?P<p>{_alternation(list(people))})(?P<poss>'s|'(?![a-z])|s(?=\s|$|,))?(?![a-z0-9])"
    )
    resources: dict[str, str] = {}
    names: dict[str, str] = {}
    for res in family.resources:
        names[res.id] = res.name
        for spoken in (res.name, res.id.replace("_", " "), *res.aliases):
            key = " ".join(spoken.lower().split())
            if key.startswith("the "):
                key = key[4:]
            if key:
                resources.setdefault(key, res.id)
    resources_re = None
    if resources:
        resources_re = re.compile(
            r"(?<![a-z0-9'])(?:(?:the|our|my|a|your|family)\s+)*"
            rf"(?P<r>{_alternation(list(resources))})(?:'s)?(?![a-z0-9])"
        )
    generic: dict[str, tuple[str, ...]] = {}
    for kind, words in GENERIC_KINDS.items():
        of_kind = tuple(r.id for r in family.resources if r.kind == kind)
        if of_kind:
            for word in words:
                if word not in resources:
                    generic[word] = of_kind
    generic_re = None
    if generic:
        kinds = _alternation(list(generic))
        generic_re = re.compile(
            rf"(?<![a-z0-9'])(?:(?P<det>the|our|a|one\s+of\s+the|either|which|what|any|any\s+of\s+the|both|all|both\s+the|all\s+the)\s+(?P<g>{kinds})s?"
            r"(?=\s*$|\s*,|\s+(?:for|on|at|to|from|this|next|tomorrow|today|tonight|in|is|are|free|available|"
            r"booked|taken|until|between|after|before|and|so|sometime|around|by|every|each|all|should|can|could|"
            r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|\d))"
            # "is any car free", "what car should mike take": the kind asked about, after a
            # question word another recogniser took
            rf"|(?P<bare>{kinds})s?(?=\s+(?:(?:is|are)\s+)?(?:free|available|booked|taken|in\s+use|should|can|could)\b)"
            r")"
        )
    known = {w for key in (*people, *resources) for w in key.split()}
    return Lexicon(
        people_re,
        people,
        frozenset(groups),
        resources_re,
        resources,
        generic_re,
        generic,
        names,
        everyone,
        frozenset(known),
        family_names(family),
    )


def _key(family: Family) -> tuple[object, ...]:
    """Exactly what `_build` reads of the family, flat: each record ends with None and each
    section with 0, so equal keys mean equal inputs (and equal tables). Several times
    cheaper to make than the family's JSON."""
    key: list[object] = []
    for member in family.members:
        key += (member.id, member.name, *member.aliases, None)
    key.append(0)
    for group, ids in family.groups.items():
        key += (group, *ids, None)
    key.append(0)
    for group, names in family.group_aliases.items():
        key += (group, *names, None)
    key.append(0)
    for res in family.resources:
        key += (res.id, res.name, res.kind, *res.aliases, None)
    return tuple(key)


def lexicon_for(family: Family) -> Lexicon:
    """The compiled vocabulary of `family`, cached by the names and resources it holds."""
    key = _key(family)
    found = _CACHE.get(key)
    if found is None:
        found = _build(family)
        _CACHE[key] = found
        if len(_CACHE) > 16:
            _CACHE.popitem(last=False)
    else:
        _CACHE.move_to_end(key)
    return found
