"""Plain words shared by the subgraphs' replies: names not ids, lists as people say them."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

from family_scheduler.models import Family


def join_names(names: Sequence[str]) -> str:
    """'Emma', 'Emma and Jake', 'Sarah, Emma and Jake'."""
    names = list(names)
    if not names:
        return "nobody"
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + " and " + names[-1]


def people(family: Family, member_ids: Iterable[str]) -> str:
    return join_names([family.display_name(m) for m in member_ids])


def with_names(family: Family, text: str) -> str:
    """Replace member ids in a rule's wording ('jake would have 4 events') with names."""
    for member in family.members:
        text = re.sub(rf"\b{re.escape(member.id)}\b", member.name, text)
    return text
