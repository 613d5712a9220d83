"""A day said not to work is where the event is now, never where it goes: "friday doesn't
work anymore, monday at 4?" moves Friday's event to Monday at 4. A change asked for as a
result ("can we get the dentist moved", "need piano rescheduled") is a change."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("text", "title", "old", "new_day", "hour"),
    [
        (
            "can we get the orthodontist for emma moved, friday doesn't work anymore. monday at 4 instead?",
            "orthodontist",
            27,
            30,
            16,
        ),
        ("move mike's haircut, saturday is out now, sunday at 11", "haircut", 28, 29, 11),
        (
            "wednesday's no good for tutoring anymore, could we do it thursday at 5 instead",
            "tutoring",
            25,
            26,
            17,
        ),
        ("thursday won't work for us, can we do the vet friday at 2", "vet", 26, 27, 14),
        (
            "need to get jake's checkup rescheduled, tuesday is not going to work, wednesday at 3:30",
            "checkup",
            24,
            25,
            15,
        ),
    ],
)
def test_the_day_that_does_not_work_is_the_old_day(parse, text, title, old, new_day, hour):
    req = parse(text)
    assert req.intent == "modify" and req.title == title, req
    assert req.from_day == ny(old).date()
    assert req.start is not None and req.start.day == new_day and req.start.hour == hour


@pytest.mark.parametrize(
    ("text", "intent"),
    [
        ("can we get the piano lesson moved", "modify"),
        ("i need to have the dentist rescheduled", "modify"),
        ("get saturday's swim cancelled please", "cancel"),
    ],
)
def test_a_change_asked_for_as_a_result(parse, text, intent):
    req = parse(text)
    assert req.intent == intent and req.title not in (None, "moved", "rescheduled", "cancelled"), req


def test_a_new_booking_with_a_day_ruled_out_books_on_the_other_day(parse):
    req = parse("book a haircut for mike, saturday doesn't work so sunday at 10")
    assert req.intent == "create" and req.title == "haircut"
    assert req.start == ny(29, 10)


def test_a_question_about_a_day_is_no_day_ruled_out(parse):
    req = parse("is friday out for you?")
    assert req.intent == "query" and req.from_day is None


@pytest.mark.parametrize(
    ("text", "old", "new", "month"),
    [
        # the day ruled out is next week's: a weekday said alone is in that week, not this one
        ("emma's piano next monday doesn't work, can we do wednesday at 5", 30, 2, 12),
        ("next thursday is out for jake's checkup, could we do tuesday at 4", 3, 1, 12),
        ("the vet on dec 4 won't work for us, can we do wednesday at 2", 4, 2, 12),
        # a day after it, a date or "this ..." stays as said
        ("friday doesn't work for the vet, can we do monday at 2", 27, 30, 11),
        ("emma's piano next monday doesn't work, can we do this wednesday at 5", 30, 25, 11),
        ("emma's piano next monday doesn't work, can we do nov 25 at 5", 30, 25, 11),
    ],
)
def test_the_new_day_is_never_in_a_week_before_the_old_one(parse, text, old, new, month):
    req = parse(text)
    assert req.intent == "modify", req
    assert req.from_day is not None and req.from_day.day == old
    assert req.start is not None and (req.start.month, req.start.day) == (month, new)


def test_a_move_from_a_day_to_a_weekday_at_a_time_is_the_nearest_one(parse):
    req = parse("move emma's piano from next monday to wednesday at 5")
    assert req.from_day == ny(30).date()
    assert req.start == ny(2, 17, month=12)
