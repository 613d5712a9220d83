""" "Push everything on saturday back an hour": every event that day moves, asked first, in one go.

The demo week: Tuesday Jake's soccer 4–5:30pm and Emma's homework 7–8pm (both repeating),
Saturday the swim class Emma and Jake share 10–11am (repeating), Monday Emma's piano 5–6pm.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from .conftest import NY


def on_day(app, day: int, member: str | None = None) -> list[tuple[str, str]]:
    """(title, HH:MM) of what is on a day of November (31 is Dec 1), someone's or everyone's."""
    start = datetime(2026, 11, 1, tzinfo=NY) + timedelta(days=day - 1)
    members = [member] if member else None
    return [
        (o.title, o.start.astimezone(NY).strftime("%H:%M"))
        for o in app.events(start, start + timedelta(days=1), members=members)
    ]


def test_tuesday_goes_an_hour_later_after_a_yes_and_next_week_stays(app):
    asked = app.ask("can we push everything on tuesday back an hour", thread_id="m")
    assert asked.status == "awaiting_user" and asked.committed == []  # never written at once
    assert asked.reply.startswith(
        "Move everything on Tue Nov 24 an hour later: soccer practice Tue Nov 24 4–5:30pm → 5–6:30pm; "
        "homework on the laptop Tue Nov 24 7–8pm → 8–9pm."
    )
    done = app.ask("yes", thread_id="m")
    assert done.status == "completed" and len(done.committed) == 2
    assert done.reply.startswith("Moved everything on Tue Nov 24 an hour later:")
    assert on_day(app, 24) == [("soccer practice", "17:00"), ("homework on the laptop", "20:00")]
    # only that day's occurrences: the series keep their times on other days
    assert on_day(app, 26) == [("soccer practice", "16:00"), ("homework on the laptop", "19:00")]
    assert on_day(app, 24 + 7) == [("soccer practice", "16:00"), ("homework on the laptop", "19:00")]


def test_no_leaves_everything_where_it_was(app):
    app.ask("shift everything on tuesday 30 minutes earlier", thread_id="m")
    said = app.ask("no", thread_id="m")
    assert said.committed == [] and "left the calendar as it was" in said.reply
    assert on_day(app, 24) == [("soccer practice", "16:00"), ("homework on the laptop", "19:00")]


def test_naming_someone_moves_only_theirs(app):
    asked = app.ask("move all of emma's stuff on tuesday to wednesday", thread_id="m")
    assert asked.reply.startswith(
        "Move Emma's things on Tue Nov 24 to Wed Nov 25: homework on the laptop Tue Nov 24 7–8pm → "
        "Wed Nov 25 7–8pm."
    )
    app.ask("yes", thread_id="m")
    assert on_day(app, 24) == [("soccer practice", "16:00")]  # Jake's soccer is untouched
    assert ("homework on the laptop", "19:00") in on_day(app, 25, "emma")
    assert on_day(app, 26, "emma") == [("homework on the laptop", "19:00")]  # Thursday's own stays


def test_a_class_shared_with_someone_not_named_stays_and_is_said_so(app):
    said = app.ask("move jake's things on saturday to sunday", thread_id="m")
    assert said.committed == [] and said.status == "completed"
    assert "swim class Sat Nov 28 10–11am stays (shared with Emma)" in said.reply
    assert on_day(app, 28) == [("swim class", "10:00")]


def test_a_clash_on_the_new_day_is_shown_and_a_yes_does_not_write_it(app):
    app.ask("dentist for emma wednesday at 7:30pm")
    asked = app.ask("move all of emma's stuff on tuesday to wednesday", thread_id="m")
    assert asked.status == "awaiting_user"
    assert "Emma already has dentist Wed Nov 25 7:30–8:30pm" in asked.reply
    assert "can't offer ways out I have checked when several events move at once" in asked.reply
    again = app.ask("yes", thread_id="m")
    assert again.committed == [] and again.reply.startswith("It still clashes")
    app.ask("no", thread_id="m")
    assert on_day(app, 24, "emma") == [("homework on the laptop", "19:00")]


def test_an_event_that_is_not_the_first_is_checked_too(app):
    app.ask("dentist for emma tuesday at 3pm")
    app.ask("movie night for emma friday at 7:30pm")
    asked = app.ask("move emma's things on tuesday to friday", thread_id="m")
    # the dentist moves first and is free; the homework lands on the movie night
    assert asked.reply.startswith("Move Emma's things on Tue Nov 24 to Fri Nov 27: dentist")
    assert "Emma already has movie night Fri Nov 27 7:30–9:30pm" in asked.reply
    assert app.ask("yes", thread_id="m").committed == []


def test_events_moved_together_are_checked_where_the_others_will_be(app):
    # soccer ends at 5:30, the tutor starts then: an hour later both, they still do not overlap
    app.ask("tutor for jake tuesday 5:30pm to 6:30pm")
    asked = app.ask("push jake's stuff on tuesday back an hour", thread_id="m")
    assert "already has" not in asked.reply and asked.reply.startswith("Move Jake's things on Tue Nov 24")
    app.ask("yes", thread_id="m")
    assert on_day(app, 24, "jake") == [("soccer practice", "17:00"), ("tutor", "18:30")]


def test_undo_puts_every_event_back(app):
    app.ask("push everything on tuesday back an hour", thread_id="m")
    app.ask("yes", thread_id="m")
    undo = app.ask("undo", thread_id="m")
    assert undo.reply.startswith(
        "Put back soccer practice and homework on the laptop as they were "
        "(undoing: move everything on Tue Nov 24 an hour later)."
    )
    app.ask("yes", thread_id="m")
    assert on_day(app, 24) == [("soccer practice", "16:00"), ("homework on the laptop", "19:00")]


def test_nothing_on_that_day_is_said_plainly(app):
    said = app.ask("push all of emma's things on wednesday back an hour", thread_id="n")
    assert said.status == "completed" and said.committed == []
    assert said.reply == "Emma has nothing on Wed Nov 25 to move, so nothing was changed."


def test_without_an_amount_or_a_day_it_asks(app):
    asked = app.ask("move everything on saturday", thread_id="m")
    assert asked.reply == "By how much (an hour later, 30 minutes earlier), or to which day?"


def test_moving_onto_the_same_event_is_refused(app):
    said = app.ask("move all of jake's stuff on thursday to tuesday", thread_id="m")
    assert said.committed == [] and "would be there twice" in said.reply


def test_a_child_cannot_move_what_a_parent_set_up(app):
    said = app.ask("move everything on saturday an hour later", thread_id="m", speaker="emma")
    assert said.committed == [] and said.reply.startswith("Sorry, Emma can't change swim class")


def test_a_change_said_to_the_question_changes_the_whole_move(app):
    app.ask("bump everything on tuesday half an hour later", thread_id="m")
    changed = app.ask("make it 20 minutes earlier", thread_id="m")
    assert changed.status == "awaiting_user" and changed.committed == []
    assert changed.reply.startswith("Move everything on Tue Nov 24 20 minutes earlier: soccer practice")
    app.ask("yes", thread_id="m")
    assert on_day(app, 24) == [("soccer practice", "15:40"), ("homework on the laptop", "18:40")]


def test_a_bare_amount_keeps_the_way_it_was_going(app):
    app.ask("move jake's things on tuesday an hour earlier", thread_id="m")
    changed = app.ask("make it 2 hours", thread_id="m")
    assert changed.reply.startswith("Move Jake's things on Tue Nov 24 2 hours earlier:")


def test_a_rule_is_not_set_aside_for_several_events_at_once(app):
    # two hours later, Emma's homework runs into her bedtime: a hard rule
    asked = app.ask("push all of emma's things on tuesday back 2 hours", thread_id="m")
    assert "bedtime" in asked.reply and "book it anyway" not in asked.reply
    kept = app.ask("book it anyway", thread_id="m")
    assert kept.committed == [] and "not for several moved at once" in kept.reply
    assert on_day(app, 24, "emma") == [("homework on the laptop", "19:00")]
