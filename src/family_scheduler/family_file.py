"""Reading a family file (shared/eval/family.json shape, plus constraints and events).

Strict: every problem is reported at once, one line each, naming the file and the field
(`family.json: members[1].rol: unknown field (did you mean role?)`), and nothing is
accepted with a problem left in it.
"""

from __future__ import annotations

import difflib
import json
from dataclasses import dataclass, field
from datetime import datetime
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .models.events import Event, OccurrenceOverride
from .models.family import Constraint, Family, Member, Resource
from .problems import key_path, problem_lines
from .timeutil import check_in_range, parse_instant

FILE_KEYS = ("events", "now")
"""Keys a family file may hold beyond the Family's own fields."""
MAX_LINES = 20
"""Problems listed at most; the rest are counted."""


class FamilyFileError(ValueError):
    """The family file cannot be used; one line per problem, each saying where and why."""

    def __init__(self, source: str, problems: list[str]) -> None:
        self.source = source
        self.problems = problems
        shown = [f"{source}: {line}" for line in problems[:MAX_LINES]]
        if len(problems) > MAX_LINES:
            shown.append(f"{source}: … and {len(problems) - MAX_LINES} more problems")
        super().__init__("\n".join(shown))


@dataclass
class FamilyFile:
    """What a family file holds, checked."""

    family: Family
    events: list[Event] = field(default_factory=list)
    explicit_id: bool = True
    """Whether the file names its family's id (without one it is "family")."""
    now: datetime | None = None
    """The file's "now", when it fixes one (the evaluation family does)."""


def _unknown_keys(raw: dict[str, Any], known: list[str], path: str) -> list[str]:
    lines = []
    for key in raw:
        if key not in known:
            close = difflib.get_close_matches(str(key), known, n=1)
            hint = f" (did you mean {close[0]}?)" if close else ""
            lines.append(f"{key_path(path, str(key))}: unknown field{hint}")
    return lines


def read_family_data(data: Any, source: str = "family file") -> FamilyFile:
    """The family and its starting events from the file's JSON object, every problem at once."""
    if not isinstance(data, dict):
        raise FamilyFileError(source, ["the file must hold a JSON object"])
    problems = _unknown_keys(data, [*Family.model_fields, *FILE_KEYS], "")
    own = {k: v for k, v in data.items() if k in Family.model_fields}
    family: Family | None = None
    try:
        family = Family.model_validate(own, context={"defer_references": True})
    except ValidationError as err:
        problems += problem_lines(err, Family)
    # With some fields refused, the ids the file gives still tell who the others name.
    known = family if family is not None else _sketch(own)
    problems += [f"{path}: {message}" for path, message in known.reference_problems()]
    now = _now(data.get("now"), problems)
    raw_events = data.get("events", [])
    events: list[Event] = []
    if not isinstance(raw_events, list):
        problems.append("events: must be a list of events")
    else:
        # A refused family zone is reported once; the events are still checked (in UTC).
        zone_name = family.timezone if family is not None else "UTC"
        events = _events(raw_events, zone_name, known, problems)
    if problems or family is None:
        raise FamilyFileError(source, problems)
    return FamilyFile(family, events, explicit_id="id" in data, now=now)


def _sketch(own: dict[str, Any]) -> Family:
    """A family built without validation from the ids the file gives, for reference checks."""

    def items(key: str) -> list[dict[str, Any]]:
        value = own.get(key)
        return [x for x in value if isinstance(x, dict)] if isinstance(value, list) else []

    def ids(value: Any) -> list[str]:
        return [str(x) for x in value] if isinstance(value, list) else []

    def groups(key: str) -> dict[str, list[str]]:
        value = own.get(key)
        return {str(k): ids(v) for k, v in value.items()} if isinstance(value, dict) else {}

    speaker = own.get("default_speaker")
    return Family.model_construct(
        id=str(own.get("id", "family")),
        members=[
            Member.model_construct(id=str(m.get("id", "")), name=str(m.get("name", "?")))
            for m in items("members")
        ],
        resources=[Resource.model_construct(id=str(r.get("id", ""))) for r in items("resources")],
        constraints=[
            Constraint.model_construct(id=str(c.get("id", "")), members=ids(c.get("members")))
            for c in items("constraints")
        ],
        groups=groups("groups"),
        group_aliases=groups("group_aliases"),
        default_speaker=str(speaker) if speaker is not None else None,
    )


def _now(value: Any, problems: list[str]) -> datetime | None:
    if value is None:
        return None
    try:
        moment = parse_instant(str(value))
        check_in_range(moment, "the date")
    except ValueError as err:
        problems.append(f"now: {err}")
        return None
    return moment


def _events(raw_events: list[Any], zone_name: str, family: Family, problems: list[str]) -> list[Event]:
    events: list[Event] = []
    first: dict[str, int] = {}
    for i, raw in enumerate(raw_events):
        path = f"events[{i}]"
        if not isinstance(raw, dict):
            problems.append(f"{path}: must be an object")
            continue
        problems += _unknown_keys(raw, [*Event.model_fields], path)
        overrides = raw.get("overrides")
        if isinstance(overrides, dict):
            for key, change in overrides.items():
                if isinstance(change, dict):
                    known = [*OccurrenceOverride.model_fields]
                    problems += _unknown_keys(change, known, f"{path}.overrides.{key}")
        try:
            event = Event.model_validate({"timezone": zone_name, **raw})
        except ValidationError as err:
            problems += problem_lines(err, Event, prefix=(path,))
            continue
        if not event.id.strip():
            problems.append(f"{path}.id: empty")
        elif event.id in first:
            problems.append(f"{path}.id: {event.id!r} is used by events[{first[event.id]}] too")
        else:
            first[event.id] = i
        if not event.title.strip():
            problems.append(f"{path}.title: empty")
        problems += _names_of_nobody(event, family, path)
        events.append(event)
    return events


def _names_of_nobody(event: Event, family: Family, path: str) -> list[str]:
    people = set(family.member_ids())
    things = {r.id for r in family.resources}
    lines = [f"{path}.participants: {p!r} is not a member" for p in event.participants if p not in people]
    lines += [f"{path}.resources: {r!r} is not a shared thing" for r in event.resources if r not in things]
    if event.created_by is not None and event.created_by not in people:
        lines.append(f"{path}.created_by: {event.created_by!r} is not a member")
    for key, change in event.overrides.items():
        where = f"{path}.overrides.{key}"
        lines += [
            f"{where}.participants: {p!r} is not a member"
            for p in change.participants or []
            if p not in people
        ]
        lines += [
            f"{where}.resources: {r!r} is not a shared thing"
            for r in change.resources or []
            if r not in things
        ]
    return lines


def read_family_file(path: str | Path) -> FamilyFile:
    """A family file from disk, checked (FamilyFileError names every problem)."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as err:
        raise FamilyFileError(str(path), [f"cannot read it: {err.strerror}"]) from err
    except json.JSONDecodeError as err:
        raise FamilyFileError(str(path), [f"not valid JSON (line {err.lineno}): {err.msg}"]) from err
    except UnicodeDecodeError as err:
        raise FamilyFileError(str(path), [f"not UTF-8 text ({err.reason})"]) from err
    return read_family_data(data, str(path))


def parse_family_data(data: dict[str, Any], source: str = "family file") -> tuple[Family, list[Event]]:
    """The family and its starting events from the file's JSON object."""
    checked = read_family_data(data, source)
    return checked.family, checked.events


def load_family_file(path: str | Path) -> tuple[Family, list[Event]]:
    checked = read_family_file(path)
    return checked.family, checked.events


def demo_family() -> tuple[Family, list[Event]]:
    """The built-in family: two parents, two kids, grandma, two cars and a real week."""
    text = resources.files("family_scheduler").joinpath("data/demo_family.json").read_text("utf-8")
    return parse_family_data(json.loads(text), "demo family")
