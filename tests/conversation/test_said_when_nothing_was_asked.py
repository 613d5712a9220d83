"""A yes, a no or a thanks when the assistant asked nothing: families say "ok" after a
booking that was written at once, and deserve better than "I didn't understand"."""

from __future__ import annotations


def test_ok_after_a_booking_written_at_once_says_it_stands(app):
    booked = app.ask("haircut for me thursday at 10am", thread_id="h")
    assert booked.status == "completed" and booked.committed
    turn = app.ask("ok great", thread_id="h")
    assert turn.status == "completed" and turn.committed == []
    assert "haircut" in turn.reply and "that's done" in turn.reply
    assert "didn't understand" not in turn.reply


def test_thanks_is_answered_and_changes_nothing(app, titles_on):
    app.ask("haircut for me thursday at 10am", thread_id="h")
    turn = app.ask("thanks!", thread_id="h")
    assert turn.reply == "You're welcome!" and turn.committed == []
    assert ("haircut", "10:00") in titles_on(26, "sarah")


def test_yes_on_a_new_thread_asks_what_to_do(app):
    turn = app.ask("yes", thread_id="fresh")
    assert turn.status == "completed"
    assert "Nothing is waiting for a yes" in turn.reply


def test_no_when_nothing_was_asked_changes_nothing(app):
    app.ask("haircut for me thursday at 10am", thread_id="h")
    turn = app.ask("nope", thread_id="h")
    assert turn.committed == [] and "nothing was changed" in turn.reply.lower()
    assert app.events("2026-11-26")  # the haircut is still there


def test_undo_while_a_booking_waits_drops_it(app):
    """Nothing was written yet: "undo" and "scratch that" mean no."""
    asked = app.ask("book dentist for jake tomorrow at 4pm", thread_id="u")  # clashes with soccer
    assert asked.status == "awaiting_user"
    dropped = app.ask("scratch that", thread_id="u")
    assert dropped.status == "completed" and dropped.committed == []
    assert "dentist" not in [o.title for o in app.events("2026-11-24")]


def test_never_mind_after_a_booking_written_at_once_says_it_still_stands_and_how_to_undo(app):
    app.ask("schedule a playdate for jake wednesday at 4", thread_id="p")
    turn = app.ask("never mind", thread_id="p")
    assert turn.committed == [] and "playdate for Jake, Wed Nov 25 4–6pm" in turn.reply
    assert 'Say "undo"' in turn.reply
    assert [o.title for o in app.events("2026-11-25", members=["jake"])] == ["playdate"]


def test_picking_an_option_when_none_are_offered_books_nothing(app):
    """ "option 2" on a fresh thread: there is no list, so nothing to pick and nothing booked,
    never a booking titled "option"."""
    picks = ("the second option", "let's go with the friday one", "option 3 please", "ok the later one")
    picks += ("option c",)  # a letter, as on a form
    for said in picks:
        turn = app.ask(said, thread_id=said)
        assert turn.status == "completed" and turn.committed == [], said
        assert "nothing to choose from" in turn.reply and "Book" not in turn.reply, said


def test_picking_an_option_after_the_booking_went_through_says_there_is_none(app):
    booked = app.ask("haircut for me thursday at 10am", thread_id="h")
    assert booked.committed
    turn = app.ask("the first one", thread_id="h")
    assert turn.committed == [] and "nothing to choose from" in turn.reply
    assert [o.title for o in app.events("2026-11-26", members=["sarah"])] == ["haircut"]


def test_a_time_said_as_one_is_still_a_booking(app):
    turn = app.ask("coffee with mike friday at one", thread_id="c")
    assert "nothing to choose from" not in turn.reply and "coffee" in turn.reply


def test_a_day_of_the_month_or_an_hour_said_alone_is_not_an_option_pick(app):
    for said in ("the 3rd", "one in the afternoon is good"):
        turn = app.ask(said, thread_id=said)
        assert "nothing to choose from" not in turn.reply, said
