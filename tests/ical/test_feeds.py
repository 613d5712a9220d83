"""Emma's school publishes a calendar feed; the Parkers subscribe to it for her. Its events
come in, take part in conflicts like any other, are refreshed on demand (served here by a
local http.server on a free loopback port), and the assistant will not move or cancel them."""

from __future__ import annotations

import threading
from collections.abc import Iterator
from datetime import UTC, datetime
from functools import partial
from http.server import SimpleHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path

import pytest

from family_scheduler import FamilyScheduler
from family_scheduler.cli import main

NOW = datetime(2026, 11, 23, 14, 0, tzinfo=UTC)
FEED = """BEGIN:VCALENDAR
VERSION:2.0
PRODID:-//Maple Street Elementary//feed//EN
BEGIN:VEVENT
UID:winter-concert@maple.example
DTSTAMP:20261101T120000Z
DTSTART;TZID=America/New_York:20261124T180000
DTEND;TZID=America/New_York:20261124T193000
SUMMARY:{title}
LOCATION:School auditorium
END:VEVENT
{extra}END:VCALENDAR
"""
FIELD_TRIP = """BEGIN:VEVENT
UID:field-trip@maple.example
DTSTAMP:20261101T120000Z
DTSTART;TZID=America/New_York:20261127T090000
DTEND;TZID=America/New_York:20261127T150000
SUMMARY:Field trip to the science museum
END:VEVENT
"""


class _Quiet(SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: object) -> None:
        pass


@pytest.fixture
def site(tmp_path: Path) -> Iterator[tuple[Path, str]]:
    """A folder served on a free loopback port: (folder, base URL)."""
    folder = tmp_path / "www"
    folder.mkdir()
    server = ThreadingHTTPServer(("127.0.0.1", 0), partial(_Quiet, directory=str(folder)))
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield folder, f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def app(tmp_path: Path) -> Iterator[FamilyScheduler]:
    with FamilyScheduler.create(tmp_path / "family.sqlite", clock=lambda: NOW) as scheduler:
        yield scheduler


def test_a_school_feed_comes_in_for_emma_and_is_refreshed(
    app: FamilyScheduler, site: tuple[Path, str]
) -> None:
    folder, base = site
    (folder / "maple.ics").write_text(FEED.format(title="Winter concert", extra=FIELD_TRIP))
    report = app.subscribe(f"{base}/maple.ics", ["Emma"])
    assert [r.line() for r in report.imported] == [
        f"maple ({base}/maple.ics): 2 events (2 new, 0 updated, 0 unchanged)"
    ]
    concert = [o for o in app.events("2026-11-24") if o.title == "Winter concert"]
    assert len(concert) == 1 and concert[0].participants == ["emma"]
    # The school renames the concert and drops the field trip.
    (folder / "maple.ics").write_text(FEED.format(title="Winter concert (grades 3-5)", extra=""))
    again = app.refresh()
    assert again.imported[0].updated and again.imported[0].removed and not again.failed
    titles = {o.title for o in app.events("2026-11-23", "2026-11-29")}
    assert "Winter concert (grades 3-5)" in titles and "Field trip to the science museum" not in titles


def test_a_feed_that_cannot_be_fetched_keeps_its_last_copy(
    app: FamilyScheduler, site: tuple[Path, str]
) -> None:
    folder, base = site
    (folder / "maple.ics").write_text(FEED.format(title="Winter concert", extra=""))
    app.subscribe(f"{base}/maple.ics", ["emma"])
    (folder / "maple.ics").unlink()
    report = app.refresh()
    assert len(report.failed) == 1 and "not refreshed, the last copy is kept" in report.failed[0]
    assert "Winter concert" in {o.title for o in app.events("2026-11-24")}
    with pytest.raises(ValueError, match="not refreshed"):
        app.subscribe(f"{base}/nowhere.ics", ["emma"])


def test_the_assistant_will_not_move_or_cancel_a_feed_event(app: FamilyScheduler, tmp_path: Path) -> None:
    feed = tmp_path / "maple.ics"
    feed.write_text(FEED.format(title="Winter concert", extra=""))
    app.subscribe(str(feed), ["emma"], name="maple-school")
    for said in ("cancel Emma's winter concert tomorrow", "move Emma's winter concert to 7pm tomorrow"):
        turn = app.ask(said, thread_id=said, speaker="sarah", now=NOW)
        assert "read-only" in turn.reply and "maple-school" in turn.reply, turn.reply
    assert "Winter concert" in {o.title for o in app.events("2026-11-24")}


def test_a_feed_event_takes_part_in_conflicts(app: FamilyScheduler, tmp_path: Path) -> None:
    feed = tmp_path / "maple.ics"
    feed.write_text(FEED.format(title="Winter concert", extra=""))
    app.subscribe(str(feed), ["emma"])
    turn = app.ask("dentist for Emma tomorrow at 6:30pm", thread_id="t", speaker="sarah", now=NOW)
    assert turn.status == "awaiting_user" and "Winter concert" in turn.reply


def test_subscribe_and_refresh_commands(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    db = str(tmp_path / "cli.sqlite")
    feed = tmp_path / "league.ics"
    feed.write_text(FEED.format(title="Winter concert", extra=""))
    assert main(["init", "--db", db]) == 0
    assert main(["subscribe", str(feed), "--for", "Jake", "--db", db]) == 0
    out = capsys.readouterr().out
    assert "Subscribed as 'league'" in out and "1 new" in out
    assert main(["refresh", "--db", db]) == 0
    assert "1 unchanged" in capsys.readouterr().out
    assert main(["refresh", "--list", "--db", db]) == 0
    assert f"league: {feed} for jake" in capsys.readouterr().out
    assert main(["refresh", "nope", "--db", db]) == 2
    assert capsys.readouterr().err.strip() == "family-scheduler: no subscription called nope"


def test_our_export_imported_back_does_not_double_a_feeds_events(
    app: FamilyScheduler, tmp_path: Path
) -> None:
    feed = tmp_path / "maple.ics"
    feed.write_text(FEED.format(title="Winter concert", extra=""))
    app.subscribe(str(feed), ["emma"], name="maple-school")
    report = app.import_ics(app.export_ics())
    assert not report.added and not report.updated
    assert report.skipped == [
        "'Winter concert' (UID winter-concert@maple.example) not imported: "
        "the subscribed calendar 'maple-school' has it already"
    ]
    assert [o.title for o in app.events("2026-11-24")].count("Winter concert") == 1


def test_a_feed_needs_a_calendar_file_and_says_so_plainly():
    from family_scheduler.calendar import InMemoryCalendar
    from family_scheduler.family_file import demo_family
    from family_scheduler.ical.links import Links, NoCalendarFile

    family, events = demo_family()
    with pytest.raises(NoCalendarFile, match="not available on a calendar in memory yet"):
        Links.of(InMemoryCalendar(family, events))
