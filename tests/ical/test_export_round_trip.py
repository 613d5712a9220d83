"""What the Parkers export is what a phone sees and what an import brings back: the same
occurrences, stable UIDs, a VTIMEZONE for each zone, and no duplicates on re-import."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

import icalendar
import pytest

from family_scheduler.calendar import SqliteCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.ical.exporting import export_ics
from family_scheduler.ical.importing import import_ics

from .conftest import CORPUS, oracle, seen

NOW = datetime(2026, 11, 23, 14, 0, tzinfo=UTC)


def fresh(tmp_path: Path, name: str) -> SqliteCalendar:
    family, _ = demo_family()
    return SqliteCalendar(tmp_path / name, family.id, family)


def test_the_demo_week_exports_to_what_a_phone_expands_and_imports_back(tmp_path: Path) -> None:
    family, events = demo_family()
    home = fresh(tmp_path, "home.sqlite")
    home.commit("starting-events", events)
    data, count = export_ics(home, NOW)
    assert count == len(events)
    assert oracle(data) == seen(home)  # a phone subscribing to the file sees the same week
    other = fresh(tmp_path, "other.sqlite")
    import_ics(other, data, "parkers.ics")
    assert seen(other) == seen(home)
    assert {o.participants[0] for o in other.occurrences(*_nov())} >= {"emma", "jake", "mike", "sarah"}


@pytest.mark.parametrize("name", sorted(p.name for p in CORPUS.glob("*.ics")))
def test_an_imported_file_exported_and_imported_again_has_the_same_occurrences(
    tmp_path: Path, name: str
) -> None:
    first = fresh(tmp_path, "first.sqlite")
    import_ics(first, (CORPUS / name).read_bytes(), name)
    data, _ = export_ics(first, NOW)
    assert oracle(data) == seen(first)
    second = fresh(tmp_path, "second.sqlite")
    import_ics(second, data, "exported.ics")
    assert seen(second) == seen(first)
    # Into the calendar it came from: every event is recognised by its UID, nothing doubles.
    again = import_ics(first, data, "exported.ics")
    assert not again.added and not again.updated


def test_uids_are_stable_and_every_zone_has_a_vtimezone(tmp_path: Path) -> None:
    home = fresh(tmp_path, "home.sqlite")
    import_ics(home, (CORPUS / "travel_zones.ics").read_bytes(), "travel.ics")
    home.commit("demo", demo_family()[1])
    one, _ = export_ics(home, NOW)
    two, _ = export_ics(home, NOW)
    assert one == two
    cal = icalendar.Calendar.from_ical(one)
    uids = {str(e["UID"]) for e in cal.walk("VEVENT")}
    assert "flight-out@airline.example" in uids and "demo-piano@family-scheduler" in uids
    zones = {str(tz["TZID"]) for tz in cal.walk("VTIMEZONE")}
    used = {e["DTSTART"].params.get("TZID") for e in cal.walk("VEVENT")} - {None}
    assert used <= zones and {"America/New_York", "Europe/London", "Europe/Berlin"} <= zones


def test_a_span_exports_only_the_events_in_it(tmp_path: Path) -> None:
    home = fresh(tmp_path, "home.sqlite")
    import_ics(home, (CORPUS / "school_term.ics").read_bytes(), "school.ics")
    data, count = export_ics(home, NOW, "2026-11-19", "2026-11-19")
    titles = {str(e["SUMMARY"]) for e in icalendar.Calendar.from_ical(data).walk("VEVENT")}
    assert titles == {"Parent-teacher conference"} and count == 1
    with pytest.raises(ValueError, match="--to must be on or after --from"):
        export_ics(home, NOW, "2026-11-20", "2026-11-19")


def _nov() -> tuple[datetime, datetime]:
    return datetime(2026, 11, 1, tzinfo=UTC), datetime(2026, 12, 1, tzinfo=UTC)
