"""The Parkers' school and doctor's events come from Google with notes: a video link, what
to bring, an address. Asked for the notes or the link, the assistant shows them; asked
where or when, it answers as before and never takes a place out of the notes."""

from __future__ import annotations

from family_scheduler import FamilyScheduler

FROM_GOOGLE = (
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\n"
    "BEGIN:VEVENT\r\nUID:conference-3@google.com\r\nDTSTAMP:20261120T120000Z\r\n"
    "DTSTART;TZID=America/New_York:20261202T180000\r\nDTEND;TZID=America/New_York:20261202T181500\r\n"
    "SUMMARY:Jake school conference\r\nX-FAMILY-SCHEDULER-PARTICIPANTS:jake,mike\r\n"
    "DESCRIPTION:Video call with Ms. Rivera\\nhttps://meet.example/xyz-123\r\n"
    "URL:https://school.example/conferences\r\nEND:VEVENT\r\n"
    "BEGIN:VEVENT\r\nUID:eye-doctor@google.com\r\nDTSTAMP:20261120T120000Z\r\n"
    "DTSTART;TZID=America/New_York:20261204T100000\r\nDTEND;TZID=America/New_York:20261204T110000\r\n"
    "SUMMARY:eye doctor\r\nX-FAMILY-SCHEDULER-PARTICIPANTS:emma\r\n"
    "DESCRIPTION:Dr. Ames\\, 220 Birch Road\\; bring her glasses\r\nEND:VEVENT\r\n"
    "END:VCALENDAR\r\n"
)


def _with_notes(app: FamilyScheduler) -> FamilyScheduler:
    app.import_ics(FROM_GOOGLE.encode())
    return app


def test_asking_for_the_notes_shows_them_whole(app: FamilyScheduler) -> None:
    reply = _with_notes(app).ask("any notes on the eye doctor?", thread_id="n").reply
    assert "Friday Dec 4" in reply
    assert "Notes: Dr. Ames, 220 Birch Road; bring her glasses" in reply


def test_asking_for_the_link_shows_the_notes_and_the_link(app: FamilyScheduler) -> None:
    reply = _with_notes(app).ask("what's the video link for jake's school conference?", thread_id="l").reply
    assert "Wednesday Dec 2" in reply
    assert "https://meet.example/xyz-123" in reply
    assert "Link: https://school.example/conferences" in reply


def test_where_and_when_do_not_read_the_notes(app: FamilyScheduler) -> None:
    _with_notes(app)
    where = app.ask("where is the eye doctor?", thread_id="w").reply
    assert "No place is on the calendar for it" in where and "Birch" not in where
    when = app.ask("when is the eye doctor?", thread_id="t").reply
    assert "Friday Dec 4" in when and "Notes" not in when and "Birch" not in when


def test_notes_asked_of_a_day_and_of_an_event_without_any(app: FamilyScheduler) -> None:
    _with_notes(app)
    day = app.ask("any notes for friday dec 4?", thread_id="d").reply
    assert "eye doctor" in day and "Notes for eye doctor: Dr. Ames" in day
    plain = app.ask("notes for emma's piano lesson?", thread_id="p").reply
    assert "piano" in plain and "No notes are on the calendar for it." in plain
    assert "No notes on the calendar" not in plain  # "notes" is not read as an event's name


VIOLIN = (
    "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Google Inc//Google Calendar 70.9054//EN\r\n"
    "BEGIN:VEVENT\r\nUID:violin@google.com\r\nDTSTAMP:20261120T120000Z\r\n"
    "DTSTART;TZID=America/New_York:20261202T160000\r\nDTEND;TZID=America/New_York:20261202T164500\r\n"
    "RRULE:FREQ=WEEKLY;BYDAY=WE\r\nSUMMARY:violin\r\nX-FAMILY-SCHEDULER-PARTICIPANTS:emma\r\n"
    "DESCRIPTION:Bring the rosin and the green folder\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n"
)


def test_a_series_moved_from_a_date_on_keeps_its_notes(app: FamilyScheduler) -> None:
    app.import_ics(VIOLIN.encode())
    moved = app.ask("move emma's violin to 5pm from january on", thread_id="v")
    assert moved.committed and "from Wed Jan 6 on" in moved.reply, moved.reply
    january = app.ask("any notes on violin on january 13?", thread_id="j").reply
    assert "5" in january and "Notes: Bring the rosin and the green folder" in january
