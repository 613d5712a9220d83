"""Helpers for resolution scenarios: ask for ways out, apply one the way the main graph does."""

from __future__ import annotations

from datetime import datetime
from types import SimpleNamespace
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.calendar import CalendarReader, InMemoryCalendar, OverlayCalendar
from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.domain.proposals import apply_option
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event, Proposal, Resolution
from family_scheduler.subgraphs.resolution import ResolutionReport, propose_resolutions

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=NY)


def at(day: int, hour: int, minute: int = 0, month: int = 11) -> datetime:
    return datetime(2026, month, day, hour, minute, tzinfo=NY)


def event(
    id: str,
    title: str,
    start: datetime,
    end: datetime,
    who: list[str],
    *,
    by: str = "sarah",
    things: list[str] | None = None,
    rule: str | None = None,
) -> Event:
    return Event(
        id=id,
        title=title,
        start=start,
        end=end,
        participants=who,
        created_by=by,
        resources=things or [],
        recurrence=rule,
    )


def week_with(*extra: Event) -> InMemoryCalendar:
    """The demo family's week plus some one-off plans."""
    family, events = demo_family()
    return InMemoryCalendar(family, [*events, *extra])


def night_shift_game() -> tuple[InMemoryCalendar, Event]:
    """Jake's 21:00 video game with Dad, who works a daily night shift: no way out."""
    busy = event("dad-evenings", "night shift", at(20, 7), at(20, 23), ["mike"], by="mike", rule="FREQ=DAILY")
    game = event("new-game", "video game", at(28, 21), at(28, 22), ["jake", "mike"], by="jake")
    return week_with(busy), game


def resolve(
    calendar: CalendarReader,
    proposal: Event,
    speaker: str = "sarah",
    now: datetime = NOW,
    max_options: int = 5,
) -> ResolutionReport:
    found = detect_conflicts(proposal, calendar)
    return propose_resolutions(
        proposal, found.conflicts, calendar, speaker=speaker, now=now, max_options=max_options
    )


def applied(calendar: CalendarReader, proposal: Event, option: Resolution) -> tuple[Event, list[Event]]:
    """The proposal and side events after the main graph's apply_option."""
    draft = Proposal(id="p", action="create", event=proposal)
    done = apply_option(draft, option, NOW)
    assert done.event is not None
    return done.event, done.side_events


def blocking_after(
    calendar: CalendarReader, proposal: Event, option: Resolution, now: datetime = NOW
) -> list[str]:
    """Blocking conflicts left once the option is applied (proposal and every changed event)."""
    new, side = applied(calendar, proposal, option)
    view = OverlayCalendar(calendar, changed=[new, *side])
    left = [c.id for c in detect_conflicts(new, view).conflicts if c.blocking]
    for other in side:
        if other.status != "cancelled":
            since = now if other.recurrence else None
            found = detect_conflicts(other, view, since=since).conflicts
            left += [c.id for c in found if c.blocking]
    return left


def strategies(report: ResolutionReport) -> list[str]:
    return [o.strategy for o in report.options]


def touched(report: ResolutionReport) -> set[str]:
    return {c.event_id for o in report.options for c in o.changes}


@pytest.fixture(scope="session")
def kit() -> SimpleNamespace:
    """The helpers above, for test files (pytest runs with --import-mode=importlib)."""
    return SimpleNamespace(
        NOW=NOW,
        at=at,
        event=event,
        week_with=week_with,
        resolve=resolve,
        applied=applied,
        blocking_after=blocking_after,
        strategies=strategies,
        touched=touched,
        night_shift_game=night_shift_game,
    )
