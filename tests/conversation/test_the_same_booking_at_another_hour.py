"""The same booking sent again at another hour the same day ("orthodontist for emma
thursday at 3", then "... at 4"): most likely the time corrected, so a second one is asked
about first, saying which is on the calendar already; never two written at once."""

from __future__ import annotations


def test_a_second_orthodontist_the_same_day_is_asked_about_first(app, titles_on):
    app.ask("book the orthodontist for emma thursday at 3", thread_id="o", speaker="sarah")
    turn = app.ask("book the orthodontist for emma thursday at 4:30", thread_id="o", speaker="sarah")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert "On the calendar already: orthodontist for Emma, Thu Nov 26 3–4pm" in turn.reply, turn.reply
    assert [t for t in titles_on(26, "emma") if t[0] == "orthodontist"] == [("orthodontist", "15:00")]


def test_no_to_the_second_one_keeps_the_first_alone(app, titles_on):
    app.ask("book the orthodontist for emma thursday at 3", thread_id="o", speaker="sarah")
    app.ask("book the orthodontist for emma thursday at 4:30", thread_id="o", speaker="sarah")
    turn = app.ask("no", thread_id="o", speaker="sarah")
    assert not turn.committed
    assert [t for t in titles_on(26, "emma") if t[0] == "orthodontist"] == [("orthodontist", "15:00")]


def test_yes_books_the_second_one_too(app, titles_on):
    app.ask("book the orthodontist for emma thursday at 3", thread_id="o", speaker="sarah")
    app.ask("book the orthodontist for emma thursday at 4:30", thread_id="o", speaker="sarah")
    turn = app.ask("yes", thread_id="o", speaker="sarah")
    assert turn.committed, turn.reply
    assert ("orthodontist", "16:30") in titles_on(26, "emma")


def test_another_activity_the_same_afternoon_is_booked_at_once(app, titles_on):
    app.ask("book the orthodontist for emma thursday at 3", thread_id="o", speaker="sarah")
    turn = app.ask("book a haircut for emma thursday at 5", thread_id="o", speaker="sarah")
    assert turn.committed, turn.reply
