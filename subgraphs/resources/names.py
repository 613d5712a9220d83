"""Spoken resource names ("the van", "Den", "sedan") to the family's resource ids."""

from __future__ import annotations

import re
from collections.abc import Sequence

from family_scheduler.models import Family

_ARTICLES = re.compile(r"^(the|our|my|a)\s+")


def _norm(text: str) -> str:
    text = re.sub(r"[’']s\b", "", text.strip().lower())
    return re.sub(r"[\s_\-]+", " ", text).strip()


def name_index(family: Family) -> dict[str, str]:
    """Every way to name a resource (id, name, alias; with or without 'the') -> its id."""
    index: dict[str, str] = {}
    for resource in family.resources:
        for spoken in (resource.id, resource.name, *resource.aliases):
            key = _norm(spoken)
            index.setdefault(key, resource.id)
            index.setdefault(_ARTICLES.sub("", key), resource.id)
    return index


def resolve_resource_names(family: Family, names: Sequence[str]) -> tuple[list[str], list[str]]:
    """(ids, unknown): ids in the order named, without repeats; names not recognised as said."""
    index = name_index(family)
    ids: list[str] = []
    unknown: list[str] = []
    for name in names:
        key = _norm(str(name))
        found = index.get(key) or index.get(_ARTICLES.sub("", key))
        if found is None:
            if str(name).strip() and name not in unknown:
                unknown.append(str(name))
        elif found not in ids:
            ids.append(found)
    return ids, unknown


def known_resources(family: Family) -> list[str]:
    """What the family has, for a reply: 'Minivan (vehicle, 7 seats)'."""
    out = []
    for r in family.resources:
        extra = f"{r.kind}, {r.seats} seats" if r.seats else r.kind
        if r.capacity == 0:
            extra += ", out of service"
        out.append(f"{r.name} ({extra})")
    return out
