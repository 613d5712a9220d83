""" "Take Jake off the swim class on Saturday", "the kids are coming to the BBQ too": who
takes part changes; no new event is booked."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from .conftest import NY


def on(app, day: int, title: str) -> list[list[str]]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [o.participants for o in app.events(start, start + timedelta(days=1)) if o.title == title]


def test_jake_is_taken_off_saturdays_swim_class_only(app):
    asked = app.ask("take jake off the swim class on saturday", thread_id="c")
    assert asked.reply.startswith("Take Jake off swim class on Sat Nov 28 10–11am (this occurrence only).")
    app.ask("yes", thread_id="c")
    assert on(app, 28, "swim class") == [["emma"]]
    december = datetime(2026, 12, 5, tzinfo=NY)
    assert [o.participants for o in app.events(december, december + timedelta(days=1))] == [["emma", "jake"]]


def test_the_kids_join_emmas_bbq_without_a_second_bbq(app):
    app.ask("book a bbq for emma saturday at 4pm")
    done = app.ask("the kids are coming to the bbq too", thread_id="c")
    assert done.reply == "Added Jake to bbq on Sat Nov 28 4–5pm.", done.reply
    assert on(app, 28, "bbq") == [["emma", "jake"]]


def test_someone_already_there_changes_nothing(app):
    said = app.ask("add mike to sunday's family dinner", thread_id="c")
    assert said.reply == "Mike is already on family dinner Sun Nov 29 6–7:30pm: nothing was changed."


def test_the_only_one_leaving_cancels_it_after_a_yes(app):
    asked = app.ask("emma can't make it to piano on monday", thread_id="c")
    assert asked.reply.startswith("Cancel piano lesson on Mon Nov 30 5–6pm (this occurrence only).")


@pytest.mark.parametrize(
    "said", ["put jake's dentist on friday at 4pm", "add dentist for jake to the calendar friday 4pm"]
)
def test_a_booking_or_a_move_is_not_someone_joining(app, said):
    from family_scheduler.subgraphs.parsing import parse_request

    request = parse_request(
        said, app.calendar.family(), datetime(2026, 11, 23, 9, tzinfo=NY), speaker="sarah"
    )
    assert (request.joining, request.leaving, request.title) == ([], [], "dentist")


def test_emmas_not_going_to_swim_this_saturday_takes_her_off_and_jake_still_goes(app):
    asked = app.ask("emma's not going to swim this saturday", thread_id="e")
    assert asked.reply.startswith("Take Emma off swim class on Sat Nov 28 10–11am (this occurrence only).")
    app.ask("yes", thread_id="e")
    assert on(app, 28, "swim class") == [["jake"]]


def test_i_cant_make_my_own_gym_cancels_that_morning_only_after_a_yes(app):
    asked = app.ask("i can't make the gym on friday", thread_id="g", speaker="mike")
    assert asked.reply.startswith("Cancel gym on Fri Nov 27 6:30–7:30am (this occurrence only).")


def test_leaving_something_not_on_that_day_says_where_it_is(app):
    said = app.ask("jake can't make swim class on sunday", thread_id="s")
    assert said.reply.startswith("There is no swim class on Sun Nov 29: the nearest")


def test_not_going_to_be_home_is_no_one_leaving(app):
    turn = app.ask("emma's not going to be home friday", thread_id="h")
    assert "Take Emma off" not in turn.reply and "Book" not in turn.reply and not turn.committed


def test_grandma_joining_dinner_at_another_time_than_the_family_dinner_is_asked_first(app):
    turn = app.ask(
        "so grandma is coming over sunday for dinner at 5, can you add that for everyone", thread_id="g"
    )
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert "Add Linda to family dinner on Sun Nov 29 6–7:30pm" in turn.reply  # its own time shown
    turn = app.ask("no", thread_id="g")
    dinner = [o for o in app.events("2026-11-29") if o.title == "family dinner"][0]
    assert "linda" not in dinner.participants


def test_grandma_joining_the_family_dinner_at_its_time_is_done_at_once(app):
    turn = app.ask("add grandma to the family dinner on sunday at 6", thread_id="g")
    assert turn.committed and "Added Linda to family dinner" in turn.reply
