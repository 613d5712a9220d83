"""What the family wrote on an event in another app (its notes, a video link, categories,
who organised it) stays on the server when the family changes the event here and sync
pushes our copy back, and notes edited on a phone come back here (a real Radicale)."""

from __future__ import annotations

from datetime import timedelta

import icalendar

from family_scheduler import FamilyScheduler

from .test_caldav_sync import app, edit_on_the_server, radicale, server_calendar, server_object  # noqa: F401

SOCCER = (
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\n"
    "BEGIN:VEVENT\r\nUID:soccer-1@google.com\r\nDTSTAMP:20261123T120000Z\r\n"
    "DTSTART;TZID=America/New_York:20261128T100000\r\nDTEND;TZID=America/New_York:20261128T113000\r\n"
    "SUMMARY:Jake soccer game\r\nSEQUENCE:4\r\n"
    "DESCRIPTION:Bring shin guards\\, water and the orange slices\\; "
    "field 3.\\nCoach: Dan\r\n"
    "URL:https://league.example/games/42\r\n"
    "CATEGORIES:Sports,Kids\r\n"
    "ORGANIZER;CN=Coach Dan:mailto:dan@league.example\r\n"
    "CLASS:PRIVATE\r\n"
    "X-GOOGLE-CONFERENCE:https://meet.google.com/abc-defg-hij\r\n"
    "END:VEVENT\r\nEND:VCALENDAR\r\n"
)


def _soccer_on_the_server(url: str) -> icalendar.Event:
    obj = server_object(url, "soccer-1@google.com")
    found = icalendar.Calendar.from_ical(obj.data).events
    assert len(found) == 1
    return found[0]


def test_moving_an_event_here_keeps_the_notes_and_links_on_the_server(
    app: FamilyScheduler,  # noqa: F811
    radicale: str,  # noqa: F811
) -> None:
    app.sync_caldav(radicale, "parkers", "x")
    server_calendar(radicale).save_event(SOCCER)
    assert len(app.sync_caldav(radicale, "parkers", "x").pulled) == 1
    game = next(e for e in app.calendar.all_events() if e.ical_uid == "soccer-1@google.com")
    # The family moves the game an hour later here; sync pushes our copy.
    later = game.model_copy(
        update={"start": game.start + timedelta(hours=1), "end": game.end + timedelta(hours=1)}
    )
    app.calendar.commit("game-later", [later], {game.id: game.version})
    report = app.sync_caldav(radicale, "parkers", "x")
    assert report.pushed == ["'Jake soccer game'"] and not report.conflicts
    there = _soccer_on_the_server(radicale)
    assert there.decoded("DTSTART").hour == 11  # the move went out
    assert there.sequence > 4  # a newer copy than the phone's, never an older one
    assert str(there["DESCRIPTION"]) == (
        "Bring shin guards, water and the orange slices; field 3.\nCoach: Dan"
    )
    assert str(there["URL"]) == "https://league.example/games/42"
    assert there.categories == ["Sports", "Kids"]
    assert "dan@league.example" in str(there["ORGANIZER"])
    assert str(there["CLASS"]) == "PRIVATE"
    assert str(there["X-GOOGLE-CONFERENCE"]) == "https://meet.google.com/abc-defg-hij"


def test_notes_edited_on_a_phone_come_back_and_our_own_event_can_carry_them(
    app: FamilyScheduler,  # noqa: F811
    radicale: str,  # noqa: F811
) -> None:
    app.sync_caldav(radicale, "parkers", "x")
    server_calendar(radicale).save_event(SOCCER)
    app.sync_caldav(radicale, "parkers", "x")
    # Sarah changes the notes on her phone: the game moved to field 5.
    edit_on_the_server(radicale, "soccer-1@google.com", "field 3.", "field 5 (not 3).")
    report = app.sync_caldav(radicale, "parkers", "x")
    assert report.pulled == ["'Jake soccer game'"] and not report.pushed
    game = next(e for e in app.calendar.all_events() if e.ical_uid == "soccer-1@google.com")
    assert game.notes is not None and "field 5 (not 3)." in game.notes
    # Mike adds notes on his phone to piano, an event made here: they come back here too,
    # and a sync after that is quiet (nothing bounces back and forth).
    edit_on_the_server(
        radicale,
        "demo-piano@family-scheduler",
        "SUMMARY:piano lesson",
        "SUMMARY:piano lesson\r\nDESCRIPTION:Ms. Lee is away on the 7th",
    )
    assert app.sync_caldav(radicale, "parkers", "x").pulled == ["'piano lesson'"]
    piano = app.calendar.get_event("demo-piano")
    assert piano is not None and piano.notes == "Ms. Lee is away on the 7th"
    quiet = app.sync_caldav(radicale, "parkers", "x")
    assert not quiet.pushed and not quiet.pulled and not quiet.conflicts
