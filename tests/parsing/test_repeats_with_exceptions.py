"""Days a repeat leaves out, and the first date of a repeat said after it."""

from __future__ import annotations

from datetime import date

import pytest


@pytest.mark.parametrize(
    ("text", "days"),
    [
        ("karate every thursday at 5 except dec 24 and dec 31", [date(2026, 12, 24), date(2026, 12, 31)]),
        ("swim saturdays at 9 but not the 5th", [date(2026, 12, 5)]),
        ("choir every tuesday at 6 excluding jan 5", [date(2027, 1, 5)]),
    ],
)
def test_the_days_after_except_are_left_out(parse, text, days) -> None:
    request = parse(text)
    assert request.intent == "create" and request.recurrence
    assert request.except_days == days, text
    assert request.start is not None and request.start.date() not in days, text


def test_a_one_off_keeps_its_date(parse) -> None:
    assert parse("dentist for jake on dec 10 at 3").except_days == []


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("orthodontist every 4 weeks on thursday at 3:30, next one is dec 10", date(2026, 12, 10)),
        ("art club on wednesdays at 4, the next one is on dec 2", date(2026, 12, 2)),
    ],
)
def test_a_date_on_the_repeats_weekday_is_its_start(parse, text, first) -> None:
    request = parse(text)
    assert request.start is not None and request.start.date() == first, text


@pytest.mark.parametrize(
    ("text", "rule"),
    [
        ("gym every day but sunday at 7am", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR,SA"),
        ("walk the dog daily except weekends at 6pm", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"),
        ("homework club every weekday except fridays at 4", "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH"),
    ],
)
def test_weekdays_said_after_except_leave_the_repeat(parse, text, rule) -> None:
    request = parse(text)
    assert request.recurrence == rule, text


def test_a_correction_naming_two_days_is_no_repeat(parse) -> None:
    assert parse("not on friday, saturday at 3 please").recurrence is None
