"""Calendars the Parkers bring from work, school and phones, in the shapes those apps write:
what each file really holds (as `recurring-ical-events` expands it) is what the family sees,
and what the calendar cannot use is said, never dropped unseen."""

from __future__ import annotations

from datetime import UTC, datetime
from pathlib import Path

from family_scheduler.calendar import SqliteCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.ical.exporting import export_ics
from family_scheduler.ical.importing import import_ics
from family_scheduler.models.events import OccurrenceOverride

from .conftest import NY, WINDOW, oracle, seen

NOW = datetime(2026, 11, 23, 14, 0, tzinfo=UTC)


def ics(*lines: str) -> bytes:
    """A calendar file as an app writes it: CRLF line ends around the given content lines."""
    body = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Microsoft Corporation//Outlook 16.0 MIMEDIR//EN"]
    return "\r\n".join([*body, *lines, "END:VCALENDAR", ""]).encode()


def test_sarahs_all_day_outlook_series_keeps_its_last_day(calendar: SqliteCalendar) -> None:
    # Outlook ends an all-day series with a UTC midnight UNTIL: the last Friday still counts.
    data = ics(
        "BEGIN:VEVENT",
        "UID:pizza-friday@school.example",
        "DTSTAMP:20261120T000000Z",
        "DTSTART;VALUE=DATE:20261204",
        "DTEND;VALUE=DATE:20261205",
        "RRULE:FREQ=WEEKLY;BYDAY=FR;UNTIL=20270115T000000Z",
        "SUMMARY:Pizza Friday",
        "END:VEVENT",
    )
    import_ics(calendar, data, "school.ics")
    days = sorted(datetime.fromtimestamp(start, NY).date().isoformat() for _, start, _ in seen(calendar))
    assert days[-1] == "2027-01-15" and len(days) == 7
    assert seen(calendar) == oracle(data)


def test_mikes_outlook_export_says_what_it_holds_besides_events(calendar: SqliteCalendar) -> None:
    # His export carries his free/busy block and a to-do beside the one meeting.
    data = ics(
        "BEGIN:VFREEBUSY",
        "UID:fb-mike@work.example",
        "DTSTAMP:20261120T000000Z",
        "DTSTART:20261201T000000Z",
        "DTEND:20261208T000000Z",
        "FREEBUSY;FBTYPE=BUSY:20261202T140000Z/20261202T160000Z",
        "END:VFREEBUSY",
        "BEGIN:VTODO",
        "UID:todo-mike@work.example",
        "DTSTAMP:20261120T000000Z",
        "SUMMARY:Expense report",
        "END:VTODO",
        "BEGIN:VEVENT",
        "UID:budget@work.example",
        "DTSTAMP:20261120T000000Z",
        "DTSTART:20261203T150000Z",
        "DTEND:20261203T160000Z",
        "SUMMARY:Budget review",
        "END:VEVENT",
    )
    report = import_ics(calendar, data, "mike-work.ics")
    assert report.line().startswith("mike-work.ics: 1 event (1 new")
    said = " | ".join(report.notes)
    assert "1 free/busy block (VFREEBUSY) not imported" in said
    assert "1 to-do (VTODO) not imported" in said
    assert {title for title, _, _ in seen(calendar)} == {"Budget review"}


def invitation(uid: str, day: str, *attendees: str) -> list[str]:
    return [
        "BEGIN:VEVENT",
        f"UID:{uid}",
        "DTSTAMP:20261120T000000Z",
        f"DTSTART;TZID=America/New_York:{day}T100000",
        f"DTEND;TZID=America/New_York:{day}T110000",
        f"SUMMARY:{uid.split('@')[0]}",
        "ORGANIZER;CN=Vendor Sales:mailto:sales@vendor.example",
        *attendees,
        "END:VEVENT",
    ]


def test_a_meeting_sarah_declined_does_not_make_anyone_busy(calendar: SqliteCalendar) -> None:
    declined = "ATTENDEE;CN=Sarah Parker;PARTSTAT=DECLINED:mailto:sarah.parker@example.com"
    accepted = "ATTENDEE;CN=Mike Parker;PARTSTAT=ACCEPTED:mailto:mike.parker@example.com"
    data = ics(
        *invitation("vendor-demo@work.example", "20261203", declined),
        *invitation("pta-budget@school.example", "20261204", declined, accepted),
    )
    report = import_ics(calendar, data, "sarah-work.ics")
    demo, pta = sorted(calendar.all_events(), key=lambda e: e.start)
    # Kept, for Sarah, as free time: the family still sees it, nobody's day is blocked.
    assert demo.title == "vendor-demo" and demo.participants == ["sarah"]
    assert not demo.blocks_time
    assert any("vendor-demo" in line and "declined" in line for line in report.notes)
    assert pta.participants == ["mike"] and pta.blocks_time
    day = datetime(2026, 12, 3, 9, tzinfo=NY), datetime(2026, 12, 3, 12, tzinfo=NY)
    assert not [o for o in calendar.occurrences(*day) if o.blocks_time]


def test_sarah_imports_her_work_calendar_for_herself_and_a_declined_meeting_stays_free(
    calendar: SqliteCalendar,
) -> None:
    declined = "ATTENDEE;CN=Sarah Parker;PARTSTAT=DECLINED:mailto:sarah.parker@example.com"
    import_ics(
        calendar, ics(*invitation("vendor-demo@work.example", "20261203", declined)), "w.ics", ["sarah"]
    )
    (demo,) = calendar.all_events()
    assert demo.participants == ["sarah"] and not demo.blocks_time


def scouts(first_changed: str) -> bytes:
    """The troop's feed: weekly Tuesday meetings, moved to the new hall (and half an hour
    later) from `first_changed` on, written as one change to 'this and all later ones'."""
    return ics(
        "BEGIN:VEVENT",
        "UID:troop-12@scouts.example",
        "DTSTAMP:20261120T000000Z",
        "DTSTART;TZID=America/New_York:20261201T180000",
        "DTEND;TZID=America/New_York:20261201T190000",
        "RRULE:FREQ=WEEKLY;UNTIL=20270302T235959Z",
        "SUMMARY:Scouts",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:troop-12@scouts.example",
        "DTSTAMP:20261120T000000Z",
        f"RECURRENCE-ID;RANGE=THISANDFUTURE;TZID=America/New_York:{first_changed}T180000",
        f"DTSTART;TZID=America/New_York:{first_changed}T183000",
        f"DTEND;TZID=America/New_York:{first_changed}T193000",
        "SUMMARY:Scouts (new hall)",
        "END:VEVENT",
    )


def test_the_troops_move_to_a_new_hall_survives_an_export(calendar: SqliteCalendar) -> None:
    data = scouts("20261215")
    import_ics(calendar, data, "scouts.ics")
    assert seen(calendar) == oracle(data)
    exported, _ = export_ics(calendar, NOW)
    # A phone subscribing to the export sees every meeting, old hall and new.
    assert oracle(exported) == seen(calendar)
    assert len([t for t, _, _ in oracle(exported) if t == "Scouts (new hall)"]) == 12
    again = import_ics(calendar, exported, "parkers.ics")
    assert not again.added and not again.updated


def test_a_troop_that_moved_from_its_first_meeting_exports_and_comes_back_once(
    calendar: SqliteCalendar,
) -> None:
    data = scouts("20261201")
    import_ics(calendar, data, "scouts.ics")
    assert seen(calendar) == oracle(data)
    exported, _ = export_ics(calendar, NOW)
    assert oracle(exported) == seen(calendar)
    again = import_ics(calendar, exported, "parkers.ics")
    assert not again.added and not again.updated
    assert len(calendar.all_events()) == 1


def test_a_school_feed_that_reuses_one_uid_says_which_entry_it_kept(calendar: SqliteCalendar) -> None:
    # The school's site gives its band and choir concerts the same UID: as every calendar
    # app reads it, that is one event written twice; the family is told, not left guessing.
    concert = [
        "BEGIN:VEVENT",
        "UID:event-1",
        "DTSTAMP:20261120T000000Z",
        "DTSTART;TZID=America/New_York:{day}T180000",
        "DTEND;TZID=America/New_York:{day}T190000",
        "SUMMARY:{title}",
        "END:VEVENT",
    ]
    data = ics(
        *(line.format(day="20261207", title="Band concert") for line in concert),
        *(line.format(day="20261214", title="Choir concert") for line in concert),
    )
    report = import_ics(calendar, data, "school.ics")
    assert seen(calendar) == oracle(data)
    (kept,) = {title for title, _, _ in seen(calendar)}
    dropped = ({"Band concert", "Choir concert"} - {kept}).pop()
    said = [line for line in report.notes if "UID event-1" in line]
    assert len(said) == 1 and "2 entries" in said[0] and repr(dropped) in said[0]


def test_a_floating_feed_naming_its_zone_the_windows_way_is_read_on_that_clock(
    calendar: SqliteCalendar,
) -> None:
    data = ics(
        "X-WR-TIMEZONE:Pacific Standard Time",
        "BEGIN:VEVENT",
        "UID:call@aunt.example",
        "DTSTAMP:20261120T000000Z",
        "DTSTART:20261205T100000",
        "DTEND:20261205T110000",
        "SUMMARY:Video call with Aunt May",
        "END:VEVENT",
    )
    import_ics(calendar, data, "aunt.ics")
    (call,) = calendar.all_events()
    assert call.start == datetime(2026, 12, 5, 13, 0, tzinfo=NY)  # 10 in Los Angeles
    assert call.timezone == "America/Los_Angeles"


def test_one_spirit_day_held_as_a_morning_exports_as_that_morning(calendar: SqliteCalendar) -> None:
    # The school's all-day spirit days; the one on Dec 8 is only a morning assembly.
    data = ics(
        "BEGIN:VEVENT",
        "UID:spirit@school.example",
        "DTSTAMP:20261120T000000Z",
        "DTSTART;VALUE=DATE:20261201",
        "DTEND;VALUE=DATE:20261202",
        "RRULE:FREQ=WEEKLY;COUNT=4",
        "SUMMARY:Spirit day",
        "END:VEVENT",
        "BEGIN:VEVENT",
        "UID:spirit@school.example",
        "DTSTAMP:20261120T000000Z",
        "RECURRENCE-ID;VALUE=DATE:20261208",
        "DTSTART;TZID=America/New_York:20261208T090000",
        "DTEND;TZID=America/New_York:20261208T120000",
        "SUMMARY:Spirit assembly",
        "END:VEVENT",
    )
    import_ics(calendar, data, "school.ics")
    assert seen(calendar) == oracle(data)
    exported, _ = export_ics(calendar, NOW)
    assert oracle(exported) == seen(calendar)  # a phone shows 9 to 12, not the whole day
    again = import_ics(calendar, exported, "parkers.ics")
    assert not again.added and not again.updated


def test_a_meeting_zoned_by_a_bare_offset_lands_at_that_offset(calendar: SqliteCalendar) -> None:
    # An old groupware export names its zone by offset alone and defines nothing.
    data = ics(
        "BEGIN:VEVENT",
        "UID:offset@groupware.example",
        "DTSTAMP:20261120T000000Z",
        "DTSTART;TZID=GMT+0100:20261202T100000",
        "DTEND;TZID=GMT+0100:20261202T110000",
        "SUMMARY:Supplier call",
        "END:VEVENT",
    )
    report = import_ics(calendar, data, "work.ics")
    (call,) = calendar.all_events()
    assert call.start == datetime(2026, 12, 2, 4, 0, tzinfo=NY)  # 10:00 at UTC+1
    assert not report.notes


def test_an_extra_date_written_in_london_comes_back_from_our_export_unchanged(
    calendar: SqliteCalendar,
) -> None:
    # Linda's lunch club adds one date while she visits London, written on London's clock.
    data = ics(
        "BEGIN:VEVENT",
        "UID:lunch@club.example",
        "DTSTAMP:20261120T000000Z",
        "DTSTART;TZID=America/New_York:20261202T120000",
        "DTEND;TZID=America/New_York:20261202T130000",
        "RRULE:FREQ=WEEKLY;COUNT=3",
        "RDATE;TZID=Europe/London:20261219T170000",
        "SUMMARY:Lunch club",
        "END:VEVENT",
    )
    import_ics(calendar, data, "club.ics")
    assert seen(calendar) == oracle(data)
    exported, _ = export_ics(calendar, NOW)
    again = import_ics(calendar, exported, "parkers.ics")
    assert again.line() == "parkers.ics: 2 events (0 new, 0 updated, 2 unchanged)"


def standup(*occurrence_attendees: tuple[str, str]) -> bytes:
    """Sarah and Mike's weekly standup from Google, with their answers for single days:
    (day, the ATTENDEE lines' PARTSTATs for Sarah and Mike, e.g. 'DECLINED,ACCEPTED')."""

    def people(answers: str) -> list[str]:
        sarah, mike = answers.split(",")
        return [
            "ORGANIZER;CN=Team Lead:mailto:lead@work.example",
            f"ATTENDEE;CN=Sarah Parker;PARTSTAT={sarah}:mailto:sarah.parker@example.com",
            f"ATTENDEE;CN=Mike Parker;PARTSTAT={mike}:mailto:mike.parker@example.com",
        ]

    lines = [
        "BEGIN:VEVENT",
        "UID:standup@google.com",
        "DTSTAMP:20261120T000000Z",
        "DTSTART;TZID=America/New_York:20261201T090000",
        "DTEND;TZID=America/New_York:20261201T093000",
        "RRULE:FREQ=WEEKLY;COUNT=5",
        "SUMMARY:Team standup",
        *people("ACCEPTED,ACCEPTED"),
        "END:VEVENT",
    ]
    for day, answers in occurrence_attendees:
        lines += [
            "BEGIN:VEVENT",
            "UID:standup@google.com",
            "DTSTAMP:20261120T000000Z",
            f"RECURRENCE-ID;TZID=America/New_York:{day}T090000",
            f"DTSTART;TZID=America/New_York:{day}T090000",
            f"DTEND;TZID=America/New_York:{day}T093000",
            "SUMMARY:Team standup",
            *people(answers),
            "END:VEVENT",
        ]
    return ics(*lines)


def test_sarah_declines_one_standup_and_only_mike_is_busy_that_morning(calendar: SqliteCalendar) -> None:
    report = import_ics(
        calendar, standup(("20261208", "DECLINED,ACCEPTED"), ("20261215", "DECLINED,DECLINED")), "work.ics"
    )
    who = {o.start.astimezone(NY).day: o.participants for o in calendar.occurrences(*WINDOW)}
    assert who[1] == ["mike", "sarah"] and who[8] == ["mike"]
    # Both said no to Dec 15: one occurrence cannot be free time here yet, and the import says so.
    said = " | ".join(report.notes)
    assert "declined the Tue Dec 15 2026 09:00 one" in said and "kept as free time" not in said


def test_mike_alone_at_one_standup_survives_export_and_import(calendar: SqliteCalendar, db: Path) -> None:
    data = standup()
    import_ics(calendar, data, "work.ics")
    (series,) = calendar.all_events()
    key = "20261208T140000Z"
    changed = {**series.overrides, key: OccurrenceOverride(participants=["mike"])}
    calendar.commit(
        "only-mike", [series.model_copy(update={"overrides": changed})], {series.id: series.version}
    )
    exported, _ = export_ics(calendar, NOW)
    other = SqliteCalendar(db.with_name("other.sqlite"), demo_family()[0].id, demo_family()[0])
    import_ics(other, exported, "parkers.ics")
    who = {o.start.astimezone(NY).day: o.participants for o in other.occurrences(*WINDOW)}
    assert who[8] == ["mike"] and who[1] == ["mike", "sarah"]
    assert not import_ics(calendar, exported, "parkers.ics").updated


def test_one_standup_renamed_here_comes_back_from_our_export_unchanged(calendar: SqliteCalendar) -> None:
    import_ics(calendar, standup(), "work.ics")
    (series,) = calendar.all_events()
    renamed = {"20261215T140000Z": OccurrenceOverride(title="Standup (demo day)")}
    calendar.commit(
        "demo-day", [series.model_copy(update={"overrides": renamed})], {series.id: series.version}
    )
    exported, _ = export_ics(calendar, NOW)
    assert oracle(exported) == seen(calendar)
    again = import_ics(calendar, exported, "parkers.ics")
    assert again.line() == "parkers.ics: 1 event (0 new, 0 updated, 1 unchanged)"


def test_tutoring_on_the_tutors_free_dates_but_not_the_first_still_comes_in(calendar: SqliteCalendar) -> None:
    # The tutor lists her free dates (RDATE) and then cancels the first one (EXDATE on DTSTART).
    data = ics(
        "BEGIN:VEVENT",
        "UID:tutor@math.example",
        "DTSTAMP:20261120T000000Z",
        "DTSTART;TZID=America/New_York:20261130T160000",
        "DTEND;TZID=America/New_York:20261130T170000",
        "RDATE;TZID=America/New_York:20261203T160000,20261207T160000",
        "EXDATE;TZID=America/New_York:20261130T160000",
        "SUMMARY:Math tutoring",
        "END:VEVENT",
    )
    report = import_ics(calendar, data, "tutor.ics")
    assert seen(calendar) == oracle(data) and len(seen(calendar)) == 2
    exported, _ = export_ics(calendar, NOW)
    assert oracle(exported) == seen(calendar)
    assert not import_ics(calendar, exported, "parkers.ics").added
    assert report.added


def test_sarahs_outlook_web_link_with_exchange_utc_zone_lands_at_the_right_hour(
    calendar: SqliteCalendar,
) -> None:
    # Outlook on the web publishes UTC times under Exchange's own zone id, with no VTIMEZONE.
    data = ics(
        "BEGIN:VEVENT",
        "UID:sprint@work.example",
        "DTSTAMP:20261120T000000Z",
        "DTSTART;TZID=tzone://Microsoft/Utc:20261202T150000",
        "DTEND;TZID=tzone://Microsoft/Utc:20261202T160000",
        "SUMMARY:Sprint review",
        "END:VEVENT",
    )
    report = import_ics(calendar, data, "outlook.ics")
    (review,) = calendar.all_events()
    assert review.start == datetime(2026, 12, 2, 10, 0, tzinfo=NY) and not report.notes
