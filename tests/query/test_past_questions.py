"""Asked about days gone by: whether something took place, and what was on, said in the past tense."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

NY = ZoneInfo("America/New_York")


def at(day: int, hour: int = 0) -> datetime:
    return datetime(2026, 11, day, hour, tzinfo=NY)


def test_the_last_family_dinner_is_the_one_just_gone_not_the_coming_one(ask):
    asked = ask("event_lookup", title="family dinner", looks_back=True)

    assert (
        asked.text
        == "The last family dinner was Sunday Nov 22 18:00–19:30 (Sarah, Mike, Emma and Jake; Kitchen)."
    )
    assert asked.data["last_before"]["title"] == "family dinner"


def test_something_that_never_took_place_is_said_so(ask):
    asked = ask("event_lookup", title="birthday party", looks_back=True)

    assert asked.text == "No birthday party has been on the calendar before now."


def test_a_lesson_on_a_day_gone_by_is_a_yes_naming_whom_it_was_for(ask):
    asked = ask(
        "event_lookup", title="piano", participants=["emma"], window=(at(16), at(17)), looks_back=True
    )

    assert asked.text == "Yes: Emma had piano lesson Monday Nov 16 17:00–18:00 (Sedan)."


def test_no_such_event_that_day_is_a_no(ask):
    asked = ask(
        "event_lookup", title="soccer", participants=["jake"], window=(at(22), at(23)), looks_back=True
    )

    assert asked.text == "No: Jake had no soccer on Sunday Nov 22."


def test_a_day_gone_by_is_said_in_the_past_even_when_not_asked_so(ask):
    asked = ask("event_lookup", window=(at(21), at(22)))

    assert asked.text.splitlines() == [
        "What was on Saturday Nov 21:",
        "- 10:00–11:00 swim class (Emma and Jake; Minivan)",
    ]


def test_what_happened_with_no_day_said_is_the_last_seven_days(ask):
    asked = ask("event_lookup", looks_back=True)

    assert asked.text.startswith("What was on from Monday Nov 16 00:00 to Monday Nov 23 09:00:"), asked.text
    assert asked.text.endswith("(No time given, so the last 7 days.)")


def test_a_day_still_to_come_reads_as_before(ask):
    asked = ask("event_lookup", window=(at(24), at(25)))

    assert asked.text.startswith("What's on Tuesday Nov 24:")
