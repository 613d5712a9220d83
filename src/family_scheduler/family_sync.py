"""Bringing a calendar in line with a family file: what `init` changes, and says it changed.

Running `init` again with an edited file updates the family (members, groups, resources,
constraints, zone) and the file's events by id: new ones are added, changed ones get a
new version, and events already in the calendar that the file does not list are kept
(the family may have booked them since). Nothing is written when the result would leave
an event naming someone or something the family no longer has.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from .calendar.base import Calendar
from .family_file import FamilyFileError
from .models.events import Event
from .models.family import Family
from .wording import count_of

_SAME_EVENT_EXCLUDES = {"version", "proposal_id"}


@dataclass
class FileChanges:
    """What applying a family file did to a calendar."""

    created: bool
    family_changes: list[str] = field(default_factory=list)
    added: list[Event] = field(default_factory=list)
    changed: list[Event] = field(default_factory=list)
    unchanged: int = 0
    kept_from_file: list[Event] = field(default_factory=list)
    """Events an earlier family file put in the calendar that this file no longer lists."""

    @property
    def anything(self) -> bool:
        return self.created or bool(self.family_changes or self.added or self.changed)


def _by_id(items: Sequence[Any]) -> dict[str, Any]:
    return {item.id: item for item in items}


def _list_changes(label: str, old: Sequence[Any], new: Sequence[Any]) -> str | None:
    """'members: +bob, -linda, ~jake' (added, removed, changed), or None when equal."""
    before, after = _by_id(old), _by_id(new)
    marks = [f"+{i}" for i in after if i not in before]
    marks += [f"-{i}" for i in before if i not in after]
    marks += [f"~{i}" for i in after if i in before and before[i] != after[i]]
    return f"{label}: {', '.join(marks)}" if marks else None


def family_changes(old: Family, new: Family) -> list[str]:
    """What differs between two versions of a family, in short phrases."""
    changes = []
    for name in ("name", "timezone", "default_speaker", "clock"):
        if getattr(old, name) != getattr(new, name):
            changes.append(f"{name} {getattr(old, name)!r} → {getattr(new, name)!r}")
    for label in ("members", "resources", "constraints"):
        text = _list_changes(label, getattr(old, label), getattr(new, label))
        if text:
            changes.append(text)
    if old.groups != new.groups or old.group_aliases != new.group_aliases:
        changes.append("groups")
    return changes


def _same(a: Event, b: Event) -> bool:
    return a.model_dump(mode="json", exclude=_SAME_EVENT_EXCLUDES) == b.model_dump(
        mode="json", exclude=_SAME_EVENT_EXCLUDES
    )


def plan_changes(
    stored_family: Family | None,
    stored_events: Sequence[Event],
    family: Family,
    events: Sequence[Event],
    source: str = "family file",
) -> FileChanges:
    """Compare what the calendar holds with the file; refuse an update that strands events."""
    plan = FileChanges(created=stored_family is None)
    if stored_family is not None:
        plan.family_changes = family_changes(stored_family, family)
    stored = _by_id(stored_events)
    for event in events:
        before = stored.get(event.id)
        if before is None:
            plan.added.append(event)
        elif _same(before, event):
            plan.unchanged += 1
        else:
            plan.changed.append(event)
    listed = {e.id for e in events}
    kept = [e for e in stored_events if e.id not in listed]
    plan.kept_from_file = [e for e in kept if (e.proposal_id or "").startswith("init-")]
    problems = _stranded(kept, family)
    if problems:
        raise FamilyFileError(source, problems)
    return plan


def _stranded(kept: Sequence[Event], family: Family) -> list[str]:
    """Lines for the people and things the file drops that kept events still name."""
    people = set(family.member_ids())
    things = {r.id for r in family.resources}
    missing: dict[tuple[str, str], list[str]] = {}
    for event in kept:
        for who in event.participants:
            if who not in people:
                missing.setdefault(("members", who), []).append(event.title)
        for what in event.resources:
            if what not in things:
                missing.setdefault(("resources", what), []).append(event.title)
    lines = []
    for (section, name), titles in missing.items():
        shown = ", ".join(sorted(set(titles))[:3]) + (", …" if len(set(titles)) > 3 else "")
        count = f"{len(titles)} event{'s' if len(titles) != 1 else ''}"
        lines.append(
            f"{section}: {name!r} is gone, but {count} in the calendar still name {name!r} ({shown}): "
            f"keep {name!r} in the file"
        )
    return lines


def apply_changes(calendar: Calendar, family: Family, plan: FileChanges) -> None:
    """Write the plan: the family first (events are checked against it), then the events
    in one transaction under a proposal id of their content, so a re-run writes nothing twice."""
    if plan.created or plan.family_changes:
        calendar.save_family(family)
    upserts = [*plan.added, *plan.changed]
    if not upserts:
        return
    stored_versions = {}
    for event in plan.changed:
        current = calendar.get_event(event.id)
        stored_versions[event.id] = current.version if current else None
    digest = hashlib.sha256(
        json.dumps([[e.model_dump(mode="json") for e in upserts], stored_versions], sort_keys=True).encode()
    ).hexdigest()[:16]
    calendar.commit(f"init-{family.id}-{digest}", upserts)


def describe(plan: FileChanges, family: Family) -> str:
    """What `init` did, in one or two sentences."""
    size = f"{count_of(len(family.members), 'person')}, {count_of(len(family.resources), 'shared thing')}"
    if plan.created:
        return f"Created the calendar for {family.name} ({size}, {count_of(len(plan.added), 'event')})"
    if not plan.anything:
        unchanged = count_of(plan.unchanged, "event")
        text = f"The calendar for {family.name} is up to date ({size}, {unchanged} from the file)"
    else:
        parts = list(plan.family_changes)
        if plan.added:
            parts.append(f"{_count(plan.added)} added ({_titles(plan.added)})")
        if plan.changed:
            parts.append(f"{_count(plan.changed)} changed ({_titles(plan.changed)})")
        parts.append(f"{plan.unchanged} unchanged")
        text = f"Updated the calendar for {family.name}: " + "; ".join(parts)
    if plan.kept_from_file:
        text += (
            f". Kept {_count(plan.kept_from_file)} the file no longer lists "
            f"({_titles(plan.kept_from_file)}): cancel them with `ask` if they should go"
        )
    return text


def _count(events: Sequence[Event]) -> str:
    return count_of(len(events), "event")


def _titles(events: Sequence[Event]) -> str:
    names = [e.title for e in events]
    return ", ".join(names[:3]) + (", …" if len(names) > 3 else "")
