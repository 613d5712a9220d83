"""Plain words and stable ids for conflicts: names not ids, local times not UTC."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from family_scheduler.models import Family, Occurrence, Resource
from family_scheduler.wording import people, short_day


def owner_of(family: Family, occ: Occurrence) -> str:
    """Whose booking this is, for 'by Jake's soccer practice'."""
    who = occ.participants or ([occ.created_by] if occ.created_by else [])
    return people(family, who) + "'s" if who else "the"


def stamp(moment: datetime, tz: ZoneInfo) -> str:
    """Local minute of a proposal occurrence, the date part of a conflict id."""
    return moment.astimezone(tz).strftime("%Y-%m-%dT%H:%M")


def conflict_id(kind: str, subject: str, when: datetime, tz: ZoneInfo) -> str:
    """Deterministic: the same check on the same calendar gives the same ids."""
    return f"{kind}:{subject}:{stamp(when, tz)}"


def local_date(moment: datetime, tz: ZoneInfo) -> str:
    return moment.astimezone(tz).date().isoformat()


def short_date(moment: datetime, tz: ZoneInfo) -> str:
    return short_day(moment.astimezone(tz))


def the(resource: Resource) -> str:
    """'The minivan', 'The family laptop': a resource named at the start of a sentence."""
    name = resource.name.strip()
    if name.lower().startswith("the "):
        return name[0].upper() + name[1:]
    return f"The {name[0].lower()}{name[1:]}" if name else "The resource"
