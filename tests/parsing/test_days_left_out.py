"""Days taken out of a repeat that waits: "wait, not fridays", "skip mondays and fridays".
The answer leaves those days out; read alone it would be a series of Fridays."""

from __future__ import annotations

from datetime import timedelta

import pytest

from family_scheduler.subgraphs.parsing.days_left_out import days_left_out, first_kept, without_days

from .conftest import NY, ny

WEEKDAYS = "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR"


@pytest.mark.parametrize(
    ("answer", "days"),
    [
        ("wait, not fridays", [4]),
        ("skip mondays and fridays", [0, 4]),
        ("no wednesdays please", [2]),
        ("actually except on thursdays", [3]),
        ("but not monday or tuesday", [0, 1]),
        ("make it 5pm", []),
        ("fridays work", []),
    ],
)
def test_the_days_an_answer_leaves_out(answer, days):
    assert days_left_out(answer) == days


def test_a_rule_keeps_the_days_not_left_out():
    assert without_days(WEEKDAYS, [4]) == "FREQ=WEEKLY;BYDAY=MO,TU,WE,TH"
    assert without_days(WEEKDAYS + ";COUNT=10", [0, 4]) == "FREQ=WEEKLY;BYDAY=TU,WE,TH;COUNT=10"


@pytest.mark.parametrize(
    ("rule", "days"),
    [
        ("FREQ=WEEKLY;BYDAY=FR", [4]),  # nothing would be left
        (WEEKDAYS, [5]),  # saturday was never in it
        ("FREQ=DAILY", [4]),  # no days named to take out of
    ],
)
def test_a_rule_that_cannot_lose_those_days_is_not_changed(rule, days):
    assert without_days(rule, days) is None


def test_a_first_occurrence_on_a_day_left_out_moves_to_the_next_day_kept():
    assert first_kept(ny(23, 16), [0], NY) == timedelta(days=1)  # Monday out: Tuesday
    assert first_kept(ny(23, 16), [4], NY) == timedelta(0)


@pytest.mark.parametrize(
    ("said", "days"),
    [
        ("add thursdays too", "TH"),
        ("oh, saturdays as well", "SA"),
        ("add saturdays and sundays as well", "SA,SU"),
        ("and fridays too", "FR"),
    ],
)
def test_days_added_to_a_written_repeat(parse, said, days):
    request = parse(said)
    assert (request.intent, request.add_days, request.recurrence) == (
        "modify",
        True,
        f"FREQ=WEEKLY;BYDAY={days}",
    )
    assert request.title is None and request.start is None


def test_one_day_added_with_no_repeat_word_is_no_change_of_days(parse):
    assert not parse("add thursday").add_days


def test_days_left_out_alone_are_a_change_of_a_written_series(parse):
    request = parse("wait, not fridays")
    assert (request.intent, request.recurrence) == ("cancel", "FREQ=WEEKLY;BYDAY=FR")
    assert "target_event" in request.missing
