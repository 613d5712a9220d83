"""Reading a family file (shared/eval/family.json shape, plus constraints and events)."""

from __future__ import annotations

import json
from importlib import resources
from pathlib import Path
from typing import Any

from pydantic import ValidationError

from .models.events import Event
from .models.family import Family


class FamilyFileError(ValueError):
    """The family file cannot be read; the message says where and why."""


def parse_family_data(data: dict[str, Any], source: str = "family file") -> tuple[Family, list[Event]]:
    """The family and its starting events from the file's JSON object."""
    try:
        family = Family.model_validate(data)
        events = [
            Event.model_validate({"timezone": family.timezone, **raw}) for raw in data.get("events", [])
        ]
    except ValidationError as err:
        first = err.errors()[0]
        where = ".".join(str(p) for p in first["loc"])
        raise FamilyFileError(f"{source}: {where}: {first['msg']}") from err
    return family, events


def load_family_file(path: str | Path) -> tuple[Family, list[Event]]:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except OSError as err:
        raise FamilyFileError(f"cannot read family file {path}: {err.strerror}") from err
    except json.JSONDecodeError as err:
        raise FamilyFileError(f"{path} is not valid JSON (line {err.lineno}): {err.msg}") from err
    if not isinstance(data, dict):
        raise FamilyFileError(f"{path} must hold a JSON object")
    return parse_family_data(data, str(path))


def demo_family() -> tuple[Family, list[Event]]:
    """The built-in family: two parents, two kids, grandma, two cars and a real week."""
    text = resources.files("family_scheduler").joinpath("data/demo_family.json").read_text("utf-8")
    return parse_family_data(json.loads(text), "demo family")
