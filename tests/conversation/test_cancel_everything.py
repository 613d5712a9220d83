""" "Emma is sick tomorrow, cancel her stuff": everything of hers that day, in one go."""

from __future__ import annotations

from datetime import datetime, timedelta

from .conftest import NY


def titles(app, day: int, member: str | None = None) -> list[str]:
    start = datetime(2026, 11, day, tzinfo=NY)
    members = [member] if member else None
    return sorted(o.title for o in app.events(start, start + timedelta(days=1), members=members))


def test_emmas_things_tomorrow_are_cancelled_together_and_jakes_stay(app):
    app.ask("dentist for emma tomorrow at 3:30pm")
    assert titles(app, 24, "emma") == ["dentist", "homework on the laptop"]
    asked = app.ask("emma is sick tomorrow, cancel her stuff", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply.startswith("Cancel Emma's things: dentist Tue Nov 24 3:30–4:30pm; homework")
    done = app.ask("yes", thread_id="c")
    assert done.status == "completed" and len(done.committed) == 2
    assert titles(app, 24, "emma") == [] and titles(app, 24, "jake") == ["soccer practice"]
    assert titles(app, 26, "emma") == ["homework on the laptop"]  # only tomorrow's


def test_undo_puts_all_of_them_back(app):
    app.ask("dentist for emma tomorrow at 3:30pm")
    app.ask("cancel all of emma's things tomorrow", thread_id="c")
    app.ask("yes", thread_id="c")
    app.ask("undo", thread_id="c")
    app.ask("yes", thread_id="c")
    assert titles(app, 24, "emma") == ["dentist", "homework on the laptop"]


def test_jake_is_taken_off_the_swim_class_he_shares_and_emma_still_goes(app):
    asked = app.ask("jake is sick saturday, cancel his stuff", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []  # always asked first
    assert asked.reply.startswith("Take Jake off swim class Sat Nov 28 10–11am (Emma still going).")
    app.ask("yes", thread_id="c")
    saturday = datetime(2026, 11, 28, tzinfo=NY)
    assert [o.participants for o in app.events(saturday, saturday + timedelta(days=1))] == [["emma"]]
    next_week = saturday + timedelta(days=7)
    assert [o.participants for o in app.events(next_week, next_week + timedelta(days=1))] == [
        ["emma", "jake"]
    ]


def test_everything_on_saturday_with_nobody_named_is_everyones(app):
    asked = app.ask("cancel everything on saturday", thread_id="c")
    assert asked.reply.startswith("Cancel everything: swim class Sat Nov 28 10–11am.")
    app.ask("yes", thread_id="c")
    assert titles(app, 28) == []


def test_everything_without_a_day_asks_which_day(app):
    asked = app.ask("cancel everything", thread_id="c")
    assert asked.reply == "Which day?" and asked.committed == []


def test_all_of_jakes_soccer_practices_in_december_go_and_his_swim_stays(app):
    asked = app.ask("call off all of jake's soccer practices in december", thread_id="dec")
    assert asked.status == "awaiting_user"
    assert asked.reply.startswith("Cancel Jake's soccer practices: soccer practice on 10 dates, Tue Dec 1 to")
    app.ask("yes", thread_id="dec")
    december = app.events(datetime(2026, 12, 1, tzinfo=NY), datetime(2027, 1, 1, tzinfo=NY), members=["jake"])
    assert "soccer practice" not in {o.title for o in december} and "swim class" in {
        o.title for o in december
    }
    assert "soccer practice" in titles(app, 24, "jake")  # November's still on


def test_making_sure_jakes_day_is_clear_asks_then_clears_only_that_day(app):
    asked = app.ask("make sure jake's day is completely clear on thursday", thread_id="sure")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply.startswith("Cancel Jake's things: soccer practice Thu Nov 26")
    done = app.ask("yes", thread_id="sure")
    assert len(done.committed) == 1
    assert titles(app, 26, "jake") == [] and titles(app, 26, "emma") == ["homework on the laptop"]
    assert titles(app, 24, "jake") == ["soccer practice"]  # Tuesday's practice stays


def test_not_piano_said_to_cancelling_her_week_keeps_piano_and_asks_again(app):
    app.ask("cancel all of emma's things this week", thread_id="k")
    narrowed = app.ask("not piano", thread_id="k")
    assert narrowed.status == "awaiting_user" and narrowed.committed == [], narrowed.reply
    assert "piano" not in narrowed.reply and "homework on the laptop" in narrowed.reply
    app.ask("yes", thread_id="k")
    assert titles(app, 23, "emma") == ["piano lesson"]  # kept
    assert titles(app, 24, "emma") == []


def test_keeping_the_only_thing_leaves_nothing_to_cancel(app):
    app.ask("cancel everything on saturday", thread_id="s")
    turn = app.ask("no wait, leave swim alone", thread_id="s")
    assert turn.status == "completed" and turn.committed == []
    assert "nothing left to cancel" in turn.reply
    assert titles(app, 28) == ["swim class"]
