"""Whole turns texted the way a family texts: shorthand, thumbs, "i meant", "just this one".

Each of these once wrote or proposed something nobody meant (an event called "meant", a
booking of "only" for Friday, a "kill homework" event) or asked again for no reason.
"""

from __future__ import annotations


def test_oops_i_meant_another_day_moves_what_was_just_booked(app, titles_on):
    booked = app.ask("lunch w nana wed noon", thread_id="l")
    assert booked.committed
    asked = app.ask("oops i meant thurs", thread_id="l")
    assert asked.status == "awaiting_user" and asked.intent == "modify"
    assert "Move lunch" in asked.reply and "Thu Nov 26" in asked.reply
    app.ask("yes", thread_id="l")
    assert ("lunch", "12:00") in titles_on(26, "sarah")
    assert titles_on(25, "sarah") == []
    assert "meant" not in [o.title for o in app.events("2026-11-23", "2026-12-07")]


def test_can_it_be_another_time_after_a_booking_is_a_change_not_a_question(app, titles_on):
    app.ask("book jake dentist fri 4", thread_id="d")
    asked = app.ask("hmm actually can it be 3:30", thread_id="d")
    assert asked.intent == "modify" and "3:30" in asked.reply
    app.ask("yep", thread_id="d")
    assert ("dentist", "15:30") in titles_on(27, "jake")


def test_only_that_day_agrees_to_cancelling_one_occurrence(app, titles_on):
    asked = app.ask("pls remove soccer tues", thread_id="s")
    assert asked.status == "awaiting_user"
    done = app.ask("only tues", thread_id="s")
    assert done.committed and "Cancelled soccer practice" in done.reply
    assert titles_on(24, "jake") == []
    assert ("soccer practice", "16:00") in titles_on(26, "jake")  # Thursday's stays


def test_just_this_one_agrees_to_a_change_of_one_occurrence(app, titles_on):
    app.ask("move jakes practice from tue to wed", thread_id="m")
    done = app.ask("yeah just this one", thread_id="m")
    assert done.committed and ("soccer practice", "16:00") in titles_on(25, "jake")


def test_another_day_said_with_only_is_no_yes_and_books_nothing(app, titles_on):
    app.ask("pls remove soccer tues", thread_id="s")
    turn = app.ask("only fri", thread_id="s")
    assert not turn.committed
    assert "only" not in [o.title for o in app.events("2026-11-23", "2026-11-30")]
    assert ("soccer practice", "16:00") in titles_on(24, "jake")


def test_a_thumbs_up_answers_yes_and_a_thumbs_down_no(app, titles_on):
    app.ask("cancel swim sat", thread_id="up")
    assert app.ask("\U0001f44d", thread_id="up").committed
    assert titles_on(28, "emma") == []
    app.ask("book a playdate for jake sun afternoon", thread_id="down")
    dropped = app.ask("\U0001f44e", thread_id="down")
    assert not dropped.committed and titles_on(29, "jake") == [("family dinner", "18:00")]


def test_k_and_a_thumb_after_a_booking_say_it_stands(app):
    app.ask("add brunch sun 11 for everyone", thread_id="b")
    for said in ("k", "\U0001f44d", "sure thing!", "yes pls", "yep thx"):
        turn = app.ask(said, thread_id="b")
        assert "didn't understand" not in turn.reply, said
        assert not turn.committed


def test_slang_cancellations_are_asked_never_booked(app, titles_on):
    asked = app.ask("kill homework thurs", thread_id="k")
    assert asked.intent == "cancel" and "Cancel homework on the laptop" in asked.reply
    app.ask("yes", thread_id="k")
    assert titles_on(26, "emma") == []  # her Thursday homework, that day only
    assert ("homework on the laptop", "19:00") in titles_on(24, "emma")
    assert "kill homework" not in [o.title for o in app.events("2026-11-23", "2026-11-30")]


def test_my_husband_needing_the_van_is_asked_for_mike(app):
    asked = app.ask("my husband needs the van fri 8-10am", thread_id="v")
    assert asked.status == "awaiting_user" and "for Mike" in asked.reply and "husband" not in asked.reply
    done = app.ask("yes", thread_id="v")
    assert done.committed
    booked = app.events("2026-11-27", members=["mike"])
    assert any(o.start.hour == 8 and "minivan" in o.resources for o in booked)


def test_a_question_typed_in_shorthand_books_nothing(app):
    for text in ("wats on this wknd", "wat does em have tmrw", "whats on the cal for thurs"):
        turn = app.ask(text, thread_id=text)
        assert turn.intent == "query" and not turn.committed, text
        assert "Book" not in turn.reply


def test_the_news_came_from_emma_so_the_dentist_is_hers_alone(app):
    app.ask("ok so emma just told me she has a dentist appt on thurs at 3:30 can u add it", thread_id="e")
    booked = [o for o in app.events("2026-11-26") if o.title == "dentist appointment"]
    assert [o.participants for o in booked] == [["emma"]]


def test_a_movie_at_a_bare_7_is_asked_about_not_written_at_7am(app, titles_on):
    asked = app.ask("add movie w the kids sat at 7", thread_id="mv")
    assert asked.status == "awaiting_user" and not asked.committed and "7–9am" in asked.reply
    app.ask("no make it 7pm", thread_id="mv")
    app.ask("yes", thread_id="mv")
    assert ("movie", "19:00") in titles_on(28, "jake")


def test_the_kids_stuff_typed_plainly_cancels_all_of_theirs_that_day_when_agreed(app, titles_on):
    asked = app.ask("cancel all the kids stuff sat", thread_id="ks")
    assert asked.status == "awaiting_user" and "swim class" in asked.reply
    app.ask("yes", thread_id="ks")
    assert titles_on(28, "emma") == [] and titles_on(28, "jake") == []


def test_a_yes_with_another_time_changes_the_booking_waiting(app, titles_on):
    asked = app.ask("can u add a bbq sat at 8", thread_id="bbq")
    assert asked.status == "awaiting_user" and "8–9am" in asked.reply
    assert asked.reply.startswith('I read "8" as 8am, not 8pm.'), asked.reply
    changed = app.ask("ya 8pm", thread_id="bbq")  # a yes that settles the guess: the evening, written
    assert changed.committed and "8–9pm" in changed.reply and "on hold" not in changed.reply
    assert ("bbq", "20:00") in titles_on(28, "sarah")


def test_a_reminder_texted_with_2_for_to_is_named_for_the_task(app):
    turn = app.ask("remind me 2 call the plumber 2morrow at 10", thread_id="r2")
    assert "reminder for Sarah: call the plumber, due Tue Nov 24 10am" in turn.reply, turn.reply
