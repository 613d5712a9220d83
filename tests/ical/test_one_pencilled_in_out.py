"""One of Emma's piano lessons pencilled in goes out as that occurrence's STATUS:TENTATIVE (a
phone shows that Monday tentative, the others firm) and comes back in the same."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import icalendar

from family_scheduler.calendar import SqliteCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.ical.exporting import export_ics
from family_scheduler.ical.importing import import_ics
from family_scheduler.models.events import OccurrenceOverride, occurrence_key

NOW = datetime(2026, 11, 23, 14, 0, tzinfo=UTC)
NOV_30 = datetime(2026, 11, 30, 22, 0, tzinfo=UTC)  # 5pm in New York


def _statuses(calendar: SqliteCalendar) -> dict[str, str]:
    """The piano lessons' statuses by day, for two weeks."""
    return {
        o.start.date().isoformat(): o.status
        for o in calendar.occurrences(NOV_30 - timedelta(days=1), NOV_30 + timedelta(days=8))
        if o.title == "piano lesson"
    }


def test_one_tentative_lesson_goes_out_and_comes_back(tmp_path: Path) -> None:
    family, events = demo_family()
    home = SqliteCalendar(tmp_path / "home.sqlite", family.id, family)
    piano = next(e for e in events if e.title == "piano lesson")
    held = OccurrenceOverride(status="proposed")
    home.commit("demo", [piano.model_copy(update={"overrides": {occurrence_key(NOV_30): held}})])
    assert _statuses(home) == {"2026-11-30": "proposed", "2026-12-07": "confirmed"}

    data, _ = export_ics(home, NOW)
    vevents = [c for c in icalendar.Calendar.from_ical(data).walk("VEVENT")]
    master = next(v for v in vevents if v.get("RECURRENCE-ID") is None)
    moved = next(v for v in vevents if v.get("RECURRENCE-ID") is not None)
    assert str(master.get("STATUS")) == "CONFIRMED"
    assert str(moved.get("STATUS")) == "TENTATIVE"
    assert moved.decoded("RECURRENCE-ID").astimezone(UTC) == NOV_30

    other = SqliteCalendar(tmp_path / "other.sqlite", family.id, family)
    import_ics(other, data, "parkers.ics")
    assert _statuses(other) == {"2026-11-30": "proposed", "2026-12-07": "confirmed"}
