"""Sarah books one thing for both kids, each at their own time. Each child gets their own
booking at the time said beside their name, each checked for clashes on its own: a free
time is booked, a clash is shown for that child alone and waits for an answer."""

from __future__ import annotations

from datetime import datetime, timedelta

from .conftest import NY


def test_two_free_times_are_two_bookings(app, titles_on):
    turn = app.ask("dentist cleanings on friday, 4pm for emma and 4:45 for jake", thread_id="d")
    assert len(turn.committed) == 2, turn.reply
    assert "dentist cleanings for Emma, Fri Nov 27 4–5pm" in turn.reply
    assert "dentist cleanings for Jake, Fri Nov 27 4:45–5:45pm" in turn.reply
    assert ("dentist cleanings", "16:00") in titles_on(27, "emma")
    assert ("dentist cleanings", "16:45") in titles_on(27, "jake")
    assert ("dentist cleanings", "16:00") not in titles_on(27, "jake")


def test_a_clash_for_one_child_is_asked_about_for_that_child_only(app, titles_on):
    # Jake has soccer Tuesdays 4-5:30; Emma is free at 3.
    turn = app.ask("eye tests tuesday: emma at 3, jake at 4:15", thread_id="e")
    assert len(turn.committed) == 1 and "eye tests for Emma, Tue Nov 24 3–4pm" in turn.reply
    assert "Book eye tests for Jake, Tue Nov 24 4:15–5:15pm" in turn.reply, turn.reply
    assert "soccer practice" in turn.reply and turn.status == "awaiting_user"
    assert ("eye tests", "15:00") in titles_on(24, "emma")
    assert not any(title == "eye tests" for title, _ in titles_on(24, "jake"))
    turn = app.ask("no", thread_id="e")
    assert not any(title == "eye tests" for title, _ in titles_on(24, "jake"))


def test_a_possessive_said_first_gives_the_activity_to_both(app, titles_on):
    turn = app.ask("emma's haircut at 1 and jake's at 1:30 on sunday", thread_id="h")
    assert len(turn.committed) == 2, turn.reply
    assert ("haircut", "13:00") in titles_on(29, "emma")
    assert ("haircut", "13:30") in titles_on(29, "jake")


def test_a_length_each_from_a_time_books_them_back_to_back(app, titles_on):
    turn = app.ask("haircuts sunday at 1 for emma and jake, 30 minutes each", thread_id="h")
    assert "one booking each, back to back: Emma, then Jake" in turn.reply, turn.reply
    assert "Book haircuts for Emma, Sun Nov 29 1–1:30pm" in turn.reply and not turn.committed
    turn = app.ask("yes", thread_id="h")
    assert "haircuts for Jake, Sun Nov 29 1:30–2pm" in turn.reply, turn.reply
    assert ("haircuts", "13:00") in titles_on(29, "emma") and ("haircuts", "13:30") in titles_on(29, "jake")
    assert ("haircuts", "13:00") not in titles_on(29, "jake")  # never one slot for both


def test_a_length_each_with_no_time_asks_for_each_child_in_turn(app, titles_on):
    turn = app.ask("eye exams tuesday for jake and emma, 20 minutes each", thread_id="e")
    # in the order said: Jake first, as with "each have" below
    assert "one booking each, asked in turn: Jake, then Emma" in turn.reply, turn.reply
    assert "Book eye exams for Jake, Tue Nov 24" in turn.reply and "Emma," not in turn.reply
    turn = app.ask("yes", thread_id="e")
    assert "Book eye exams for Emma, Tue Nov 24" in turn.reply, turn.reply
    assert app.ask("yes", thread_id="e").committed
    assert [t for t, _ in titles_on(24, "jake") if t == "eye exams"] == ["eye exams"]
    assert [t for t, _ in titles_on(24, "emma") if t == "eye exams"] == ["eye exams"]


def test_each_having_the_same_thing_is_a_booking_each_at_that_time(app, titles_on):
    turn = app.ask("jake and emma each have a violin lesson saturday at 2", thread_id="v")
    assert "one booking each, at the same time: Jake, then Emma" in turn.reply, turn.reply
    assert "Book violin lesson for Jake, Sat Nov 28 2–3pm" in turn.reply and not turn.committed
    turn = app.ask("yes", thread_id="v")  # Emma's, as said and free, is booked with it
    assert "Booked: violin lesson for Emma, Sat Nov 28 2–3pm" in turn.reply, turn.reply
    assert ("violin lesson", "14:00") in titles_on(28, "jake")
    assert ("violin lesson", "14:00") in titles_on(28, "emma")
    start = datetime(2026, 11, 28, tzinfo=NY)
    lessons = [o for o in app.events(start, start + timedelta(days=1)) if o.title == "violin lesson"]
    assert sorted(len(o.participants) for o in lessons) == [1, 1]  # each their own, never one for both


def test_a_repeat_each_week_is_still_one_booking_for_both(app):
    turn = app.ask("emma and jake have swim each week on wednesday at 5", thread_id="s")
    assert "one booking each" not in turn.reply and "swim for Emma and Jake" in turn.reply


def test_each_time_said_after_for_and_a_name_is_that_childs_own(app, titles_on):
    turn = app.ask("book dentist wednesday for jake at 3 and for emma at 4", thread_id="f")
    assert len(turn.committed) == 2, turn.reply
    assert ("dentist", "15:00") in titles_on(25, "jake")
    assert ("dentist", "16:00") in titles_on(25, "emma")
    assert ("dentist", "15:00") not in titles_on(25, "emma")
