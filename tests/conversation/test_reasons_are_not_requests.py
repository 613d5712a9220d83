"""A reason said along with a request: Mike can't come to the team dinner, Emma has a party
when soccer was asked for, Emma isn't going to the dentist after all. The reason changes who
goes or stops the booking; it is never the event's title or its people."""

from __future__ import annotations


def test_someone_who_cannot_come_is_not_booked_for_it(app):
    turn = app.ask("team dinner at 6 - sorry mike can't come", thread_id="d")
    assert "Mike" not in turn.reply and "sorry" not in turn.reply.lower(), turn.reply
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="d")
    dinners = [o for o in app.events("2026-11-23") if o.title == "team dinner"]
    assert len(dinners) == 1 and "mike" not in dinners[0].participants


def test_one_child_who_wont_be_there_is_left_off_the_kids_event(app):
    turn = app.ask("bowling saturday at 3 for the kids, jake won't be there", thread_id="b")
    assert "bowling for Emma" in turn.reply and "Jake" not in turn.reply, turn.reply


def test_a_party_then_books_nothing_and_no_party(app, titles_on):
    turn = app.ask("soccer for emma sat at 2, wait, she has a party then", thread_id="s")
    assert not turn.committed and "Book party" not in turn.reply
    assert "she has a party then" in turn.reply and "booked nothing" in turn.reply, turn.reply
    assert titles_on(28, "emma") == [("swim class", "10:00")]


def test_not_going_make_it_the_other_child_swaps_them(app, titles_on):
    app.ask("dentist for emma thursday at 3", thread_id="t")
    turn = app.ask("emma's not going, make it jake", thread_id="t")
    assert "Put Jake on dentist" in turn.reply and "instead of Emma" in turn.reply, turn.reply
    assert not turn.committed
    turn = app.ask("yes", thread_id="t")
    assert ("dentist", "15:00") in titles_on(26, "jake")
    assert all(title != "dentist" for title, _ in titles_on(26, "emma"))
