"""Calendars the Parkers bring in (the school's term, the district's days off, a trip across
zones, the soccer league's changes) list exactly the occurrences an independent expander
(`recurring-ical-events`) finds in the same files, and importing is idempotent."""

from __future__ import annotations

from pathlib import Path

import pytest

from family_scheduler.calendar import SqliteCalendar
from family_scheduler.ical.importing import import_ics
from family_scheduler.ical.reading import IcsError

from .conftest import CORPUS, WINDOW, oracle, seen

FILES = sorted(p.name for p in CORPUS.glob("*.ics"))


@pytest.mark.parametrize("name", FILES)
def test_an_imported_file_lists_what_the_oracle_expands(calendar: SqliteCalendar, name: str) -> None:
    data = (CORPUS / name).read_bytes()
    report = import_ics(calendar, data, name)
    skipped_uids = {line.split("(UID ")[1].split(")")[0] for line in report.skipped}
    assert seen(calendar) == oracle(data, skip_uids=skipped_uids)
    assert report.added and not report.updated


def test_the_whole_corpus_together_still_matches(calendar: SqliteCalendar) -> None:
    expected: set[tuple[str, float, float]] = set()
    for name in FILES:
        data = (CORPUS / name).read_bytes()
        report = import_ics(calendar, data, name)
        expected |= oracle(data, skip_uids={line.split("(UID ")[1].split(")")[0] for line in report.skipped})
    assert seen(calendar) == expected
    assert len(expected) > 150  # the corpus is not trivial


def test_an_hourly_rule_is_reported_for_that_event_and_the_rest_imports(calendar: SqliteCalendar) -> None:
    report = import_ics(calendar, (CORPUS / "league_changes.ics").read_bytes(), "league.ics")
    assert len(report.skipped) == 1
    assert "'Hydrate!'" in report.skipped[0] and "HOURLY" in report.skipped[0]
    titles = {title for title, _, _ in seen(calendar)}
    assert "U10 soccer game (rain date)" in titles and "Hydrate!" not in titles
    # A cancelled party never appears; a cancelled game leaves a gap in the series.
    assert "End of season party" not in titles


def test_importing_twice_changes_nothing(calendar: SqliteCalendar) -> None:
    data = (CORPUS / "school_term.ics").read_bytes()
    first = import_ics(calendar, data, "school.ics")
    before = {e.id: e.version for e in calendar.all_events()}
    again = import_ics(calendar, data, "school.ics")
    assert not again.added and not again.updated and len(again.unchanged) == len(first.added)
    assert {e.id: e.version for e in calendar.all_events()} == before
    assert "0 new, 0 updated" in again.line()


def test_an_updated_file_updates_the_same_events(calendar: SqliteCalendar, tmp_path: Path) -> None:
    data = (CORPUS / "school_term.ics").read_text()
    import_ics(calendar, data, "school.ics")
    count = len(calendar.all_events())
    changed = data.replace("SUMMARY:Parent-teacher conference", "SUMMARY:Parent-teacher conference (room 14)")
    report = import_ics(calendar, changed, "school.ics")
    assert len(report.updated) == 1 and not report.added
    assert len(calendar.all_events()) == count
    assert "Parent-teacher conference (room 14)" in {t for t, _, _ in seen(calendar)}
    assert oracle(changed.encode()) == seen(calendar)


def test_a_broken_file_imports_nothing(calendar: SqliteCalendar) -> None:
    good = (CORPUS / "school_term.ics").read_text()
    with pytest.raises(IcsError, match="school.ics"):
        import_ics(calendar, good[: len(good) // 2] + "\nBEGIN:VEVENT\nDTSTART:garbage", "school.ics")
    with pytest.raises(IcsError, match="notes.txt is not an iCalendar file"):
        import_ics(calendar, "shopping list: milk, eggs", "notes.txt")
    assert calendar.all_events() == []


def test_events_are_for_the_members_named(calendar: SqliteCalendar) -> None:
    import_ics(calendar, (CORPUS / "league_changes.ics").read_bytes(), "league.ics", members=["Jake"])
    games = calendar.occurrences(*WINDOW)
    assert games and all(o.participants == ["jake"] for o in games)
    with pytest.raises(ValueError, match="no family member called 'Bob'"):
        import_ics(calendar, (CORPUS / "league_changes.ics").read_bytes(), "league.ics", members=["Bob"])
