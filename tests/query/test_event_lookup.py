"""What's on, and when does it happen? Recurring events expanded, grouped by day, people named."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from family_scheduler.calendar import InMemoryCalendar, OverlayCalendar
from family_scheduler.models import Event

NY = ZoneInfo("America/New_York")


def at(day: int, hour: int = 0, minute: int = 0, month: int = 11) -> datetime:
    return datetime(2026, month, day, hour, minute, tzinfo=NY)


def titles(asked) -> list[str]:
    return [e["title"] for e in asked.data["events"]]


def test_whats_on_tuesday_lists_the_recurring_week_with_people_and_things(ask):
    asked = ask("event_lookup", window=(at(24), at(25)))

    assert titles(asked) == ["soccer practice", "homework on the laptop"]
    assert all(e["recurring"] for e in asked.data["events"])
    assert asked.text.splitlines() == [
        "What's on Tuesday Nov 24:",
        "- 16:00–17:30 soccer practice (Jake; Minivan)",
        "- 19:00–20:00 homework on the laptop (Emma; Family laptop)",
    ]


def test_thursday_evening_includes_soccer_still_running_at_five(ask):
    asked = ask("event_lookup", window=(at(26, 17), at(26, 21)))

    assert titles(asked) == ["soccer practice", "homework on the laptop"]
    assert asked.text.startswith("What's on Thursday Nov 26 17:00–21:00:")


def test_the_weekend_is_grouped_saturday_then_sunday(ask):
    asked = ask("event_lookup", window=(at(28), at(30)))

    lines = asked.text.splitlines()
    assert lines[0] == "What's on from Saturday Nov 28 to Sunday Nov 29:"
    assert lines[1] == "- Saturday Nov 28: 10:00–11:00 swim class (Emma and Jake; Minivan)"
    assert lines[2] == ("- Sunday Nov 29: 18:00–19:30 family dinner (Sarah, Mike, Emma and Jake; Kitchen)")


def test_jakes_week_shows_only_his_events(ask):
    asked = ask("event_lookup", window=(at(30), at(7, month=12)), participants=["jake"])

    assert titles(asked) == ["soccer practice", "soccer practice", "swim class", "family dinner"]
    assert "piano" not in asked.text and "gym" not in asked.text
    assert asked.text.startswith("What's on for Jake from Monday Nov 30 to Sunday Dec 6:")
    assert asked.result["explanation"] == "4 events for Jake from Monday Nov 30 to Sunday Dec 6."


def test_a_quiet_day_for_emma_is_answered_plainly(ask):
    asked = ask("event_lookup", window=(at(25), at(26)), participants=["emma"])

    assert asked.data["events"] == []
    assert asked.text == "Nothing on for Emma on Wednesday Nov 25."


def test_an_empty_calendar_has_nothing_on_tuesday(ask, empty_calendar):
    asked = ask("event_lookup", calendar=empty_calendar, window=(at(24), at(25)))

    assert asked.text == "Nothing on Tuesday Nov 24."
    assert asked.confidence >= 0.9


def test_when_is_emmas_next_piano_lesson(ask):
    asked = ask("event_lookup", title="piano lesson", participants=["emma"])

    first = asked.data["events"][0]
    assert (first["start"], first["end"]) == (at(23, 17).isoformat(), at(23, 18).isoformat())
    assert asked.text.startswith(
        "The next piano lesson for Emma is Monday Nov 23 17:00–18:00 (Emma; Sedan). "
        "After that: Monday Nov 30 17:00"
    )
    assert "(Looking 8 weeks ahead.)" in asked.text


def test_titles_match_by_word_whatever_the_case_or_plural(ask):
    for spoken in ("piano", "Piano Lessons", "the piano lesson"):
        asked = ask("event_lookup", title=spoken)
        assert set(titles(asked)) == {"piano lesson"}, spoken
    assert titles(ask("event_lookup", title="swim classes"))[0] == "swim class"


def test_a_cancelled_lesson_this_week_moves_the_answer_to_next_monday(ask, calendar):
    piano = calendar.get_event("demo-piano")
    skipped = piano.model_copy(update={"exdates": [at(23, 17)]})
    asked = ask("event_lookup", calendar=OverlayCalendar(calendar, [skipped]), title="piano lesson")

    assert asked.data["events"][0]["start"] == at(30, 17).isoformat()
    assert "The next piano lesson is Monday Nov 30 17:00–18:00" in asked.text


def test_soccer_next_week_within_a_span(ask):
    asked = ask("event_lookup", title="soccer", window=(at(30), at(7, month=12)))

    starts = [e["start"] for e in asked.data["events"]]
    assert starts == [at(1, 16, month=12).isoformat(), at(3, 16, month=12).isoformat()]
    assert asked.text.splitlines()[0] == "Soccer from Monday Nov 30 to Sunday Dec 6:"


def test_an_event_that_is_not_on_the_calendar(ask):
    asked = ask("event_lookup", title="dentist", participants=["jake"])

    assert asked.data["events"] == []
    assert asked.text.startswith("No dentist for Jake on the calendar.")
    assert "every date was searched" in asked.text


def test_with_no_span_and_no_title_it_lists_the_coming_week(ask):
    asked = ask("event_lookup")

    assert asked.data["plan"]["start"] == at(23, 9).isoformat()
    assert asked.data["plan"]["end"] == at(1, month=12).isoformat()
    assert titles(asked)[0] == "piano lesson"  # the gym at 06:30 today is already over
    assert asked.text.startswith("What's on from Monday Nov 23 09:00 to the end of Monday Nov 30:")
    assert asked.text.endswith("(No time given, so the rest of today and the next 7 days.)")


def test_the_sqlite_store_gives_the_same_answer(ask, sqlite_calendar, calendar):
    from_sqlite = ask("event_lookup", calendar=sqlite_calendar, window=(at(28), at(30)))
    in_memory = ask("event_lookup", calendar=calendar, window=(at(28), at(30)))

    assert from_sqlite.text == in_memory.text
    assert from_sqlite.data["events"] == in_memory.data["events"]


def test_a_one_off_event_appears_among_the_series(ask, family):
    dentist = Event(
        id="dentist",
        title="dentist",
        start=at(24, 15, 30),
        end=at(24, 16, 15),
        participants=["jake"],
        resources=["sedan"],
    )
    asked = ask(
        "event_lookup",
        calendar=InMemoryCalendar(family, [dentist]),
        window=(at(24), at(25)),
        participants=["jake"],
    )

    assert asked.text == ("What's on for Jake on Tuesday Nov 24:\n- 15:30–16:15 dentist (Jake; Sedan)")
    assert asked.data["events"][0]["recurring"] is False


def test_is_there_anything_at_four_on_tuesday(ask):
    asked = ask("event_lookup", start=at(24, 16))

    assert titles(asked) == ["soccer practice"]
    assert asked.text.startswith("What's on Tuesday Nov 24 16:00–17:00:")
    assert "(Taking 60 minutes as the length.)" in asked.text


def test_nothing_at_three_on_tuesday_because_soccer_starts_at_four(ask):
    asked = ask("event_lookup", start=at(24, 15), duration_minutes=60)

    assert asked.text == "Nothing on Tuesday Nov 24 15:00–16:00."


def test_a_monthly_meeting_five_weeks_away_is_still_found(ask, calendar):
    meeting = Event(
        id="pta",
        title="PTA meeting",
        start=at(30, 19, month=12),
        end=at(30, 20, month=12),
        participants=["sarah"],
    )
    asked = ask("event_lookup", calendar=OverlayCalendar(calendar, [meeting]), title="pta meetings")

    assert [e["event_id"] for e in asked.data["events"]] == ["pta"]
    assert asked.text.startswith("The next PTA meeting is Wednesday Dec 30 19:00–20:00 (Sarah).")


def dentist(day: datetime, who: str = "jake") -> Event:
    return Event(
        id=f"dentist-{day:%Y%m%d}",
        title="dentist appointment",
        start=day,
        end=day.replace(hour=day.hour + 1),
        timezone="America/New_York",
        participants=[who],
    )


def test_a_dentist_appointment_next_spring_is_found_whatever_the_span(ask, calendar):
    spring = datetime(2027, 4, 14, 15, tzinfo=NY)  # far beyond the first 8 weeks looked at
    booked = OverlayCalendar(calendar, [dentist(spring)])
    asked = ask("event_lookup", calendar=booked, title="dentist")

    assert [e["start"] for e in asked.data["events"]] == [spring.isoformat()]
    assert asked.text.startswith("The next dentist appointment is Wednesday Apr 14 2027 15:00–16:00 (Jake).")
    assert "(Nothing in the next 8 weeks, so every date was searched.)" in asked.text
    assert ask("event_lookup", calendar=booked, title="dentist", participants=["emma"]).data["events"] == []


def test_a_dentist_appointment_already_past_is_named_as_the_last_one(ask, calendar):
    booked = OverlayCalendar(calendar, [dentist(datetime(2026, 10, 6, 9, tzinfo=NY), "emma")])
    asked = ask("event_lookup", calendar=booked, title="dentist appointment", participants=["emma"])

    assert asked.data["events"] == [] and asked.data["last_before"]["title"] == "dentist appointment"
    assert asked.text.startswith(
        "No dentist appointment for Emma ahead; the last one was Tuesday Oct 6 09:00–10:00 (Emma)."
    )


def test_book_club_in_its_week_off_says_when_the_next_one_is(ask):
    # book club meets every other Wednesday: none this week, the next on Dec 2
    asked = ask("event_lookup", window=(at(23, 9), at(30)), title="book club")

    assert asked.data["events"] == []
    assert asked.text == (
        "No book club from Monday Nov 23 09:00 to the end of Sunday Nov 29. "
        "The next book club is Wednesday Dec 2 19:30–21:00 (Sarah; Sedan)."
    )


def test_a_week_with_no_dentist_anywhere_ahead_says_only_none(ask):
    asked = ask("event_lookup", window=(at(23, 9), at(30)), title="dentist")

    assert asked.text == "No dentist from Monday Nov 23 09:00 to the end of Sunday Nov 29."
    assert asked.data["next_after"] is None
