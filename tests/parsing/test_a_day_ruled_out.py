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
