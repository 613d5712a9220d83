"""A day that no longer works: the family says which day is out and which day instead, in
one breath, often with a sigh first. The event on the day that is out moves; it is never
moved to another hour of that same day."""

from __future__ import annotations


def test_the_dentist_leaves_the_day_that_does_not_work(app, titles_on):
    app.ask("add dentist for jake friday at 3", thread_id="d")
    turn = app.ask(
        "ugh what a week. can we get the dentist for jake moved, friday doesn't work anymore. "
        "monday at 4 instead?",
        thread_id="d",
    )
    assert "Fri Nov 27 3–4pm to Mon Nov 30 4–5pm" in turn.reply, turn.reply
    assert not turn.committed  # worked out from the sentence: asked first
    turn = app.ask("yes", thread_id="d")
    assert turn.committed
    assert ("dentist", "16:00") in titles_on(30, "jake")
    assert titles_on(27, "jake") == []  # not moved to 4pm that friday


def test_asked_to_move_an_appointment_that_is_not_there_books_nothing(app, titles_on):
    turn = app.ask("can we get the orthodontist for emma moved, thursday doesn't work anymore", thread_id="o")
    assert not turn.committed
    assert "Book" not in turn.reply, turn.reply
    assert all(title != "orthodontist" for title, _ in titles_on(23, "emma"))


def test_a_lesson_said_to_be_no_good_on_its_day_moves_that_week_only(app, titles_on):
    turn = app.ask("monday's no good for emma's piano anymore, can we do wednesday at 5", thread_id="p")
    assert "Move piano lesson on Mon" in turn.reply and "5–6pm" in turn.reply, turn.reply
    assert "this occurrence only" in turn.reply


def test_next_weeks_lesson_moves_later_that_week_never_back_to_this_one(app, titles_on):
    turn = app.ask("emma's piano next monday doesn't work, could we do thursday at 5", thread_id="p")
    assert "Mon Nov 30 5–6pm to Thu Dec 3 5–6pm" in turn.reply, turn.reply
    assert not turn.committed
    assert app.ask("yes", thread_id="p").committed
    assert ("piano lesson", "17:00") in titles_on(3, "emma", month=12)
    assert ("piano lesson", "17:00") not in titles_on(26, "emma")  # not this week's thursday


def test_moved_from_next_monday_to_a_weekday_at_a_time(app):
    turn = app.ask("move emma's piano from next monday to tuesday at 6", thread_id="p")
    assert "Mon Nov 30 5–6pm to Tue Dec 1 6–7pm" in turn.reply, turn.reply


def test_book_club_moved_to_a_weekday_and_its_date_goes_to_that_date(app, titles_on):
    turn = app.ask("move book club to thursday the 3rd", thread_id="b")
    assert "There is no book club" not in turn.reply and "(1 / 2 / 3)" in turn.reply, turn.reply
    turn = app.ask("1", thread_id="b")
    assert turn.committed and "Wed Dec 2 7:30–9pm to Thu Dec 3 7:30–9pm" in turn.reply, turn.reply
    assert ("book club", "19:30") in titles_on(3, "sarah", month=12)
    assert ("book club", "19:30") not in titles_on(2, "sarah", month=12)


def test_a_lesson_moved_from_one_dated_weekday_to_another(app, titles_on):
    turn = app.ask("move emma's piano from monday the 30th to wednesday the 2nd", thread_id="p")
    assert "Mon Nov 30 5–6pm to Wed Dec 2 5–6pm" in turn.reply, turn.reply
