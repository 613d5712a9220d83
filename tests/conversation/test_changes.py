"""Moving and cancelling: the right event, the right occurrence, and who may do it."""

from __future__ import annotations

from .conftest import NY


def test_cancelling_one_lesson_of_a_weekly_series_keeps_the_others(app, titles_on):
    turn = app.ask("cancel Emma's piano lesson next monday", thread_id="c")
    assert turn.status == "awaiting_user"
    assert "Nov 30" in turn.reply
    done = app.ask("yes", thread_id="c")
    assert done.status == "completed", done.reply
    assert done.reply.startswith("Cancelled piano lesson on Mon Nov 30")
    assert [t for t, _ in titles_on(30, "emma")] == []
    assert [t for t, _ in titles_on(7, "emma", month=12)] == ["piano lesson"]


def test_push_it_back_an_hour_moves_only_that_practice(app, titles_on):
    turn = app.ask("push Jake's soccer practice on thursday back an hour", thread_id="m")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply  # the new time is said back
    assert "to Thu Nov 26 5–6:30pm" in turn.reply
    assert app.ask("yes", thread_id="m").committed
    assert ("soccer practice", "17:00") in titles_on(26, "jake")
    assert ("soccer practice", "16:00") in titles_on(24, "jake")


def test_a_child_cannot_cancel_a_parents_event(app, titles_on):
    turn = app.ask("cancel dad's gym on wednesday", thread_id="k", speaker="jake")
    assert turn.committed == []
    assert "can't" in turn.reply.lower()
    assert [t for t, _ in titles_on(25, "mike")] == ["gym"]


def test_a_child_may_move_their_own_event(app, titles_on):
    turn = app.ask("move my homework on tuesday to 6pm", thread_id="e", speaker="emma")
    assert turn.status == "completed", turn.reply
    assert ("homework on the laptop", "18:00") in titles_on(24, "emma")


def test_a_repeating_event_asks_which_occurrences_and_this_and_following_splits_it(app, titles_on):
    turn = app.ask("move Jake's soccer practice to 5pm", thread_id="s")
    assert turn.status == "awaiting_user"
    assert [o["id"] for o in turn.options] == [1, 2, 3]
    assert "repeats" in turn.reply
    done = app.ask("this one and all after it", thread_id="s")
    assert done.status == "completed", done.reply
    assert ("soccer practice", "17:00") in titles_on(24, "jake")
    assert ("soccer practice", "17:00") in titles_on(3, "jake", month=12)
    assert ("soccer practice", "16:00") in titles_on(19, "jake")  # last week's stays as it was


def test_cancelling_the_whole_series_after_being_asked(app, titles_on):
    turn = app.ask("cancel the kids' swim class", thread_id="w")
    assert turn.status == "awaiting_user" and len(turn.options) == 3
    confirm = app.ask("3", thread_id="w")
    assert confirm.status == "awaiting_user"
    assert "whole series" in confirm.reply
    done = app.ask("yes", thread_id="w")
    assert done.status == "completed", done.reply
    assert titles_on(28, "emma") == [] and titles_on(5, "jake", month=12) == []


def test_saying_no_to_the_occurrence_question_changes_nothing(app, titles_on):
    app.ask("cancel Emma's piano lesson", thread_id="n")
    answer = app.ask("no", thread_id="n")
    assert answer.status == "completed" and answer.committed == []
    assert titles_on(30, "emma") == [("piano lesson", "17:00")]


def test_moving_a_one_off_event_to_another_day(app, titles_on):
    app.ask("Dentist for Jake tomorrow at 3pm", thread_id="d")
    moved = app.ask("move Jake's dentist to friday at 4pm", thread_id="d2")
    assert moved.status == "completed", moved.reply
    assert ("dentist", "16:00") in titles_on(27, "jake")
    assert ("dentist", "15:00") not in titles_on(24, "jake")


def test_a_clock_time_alone_keeps_the_events_own_day(app, titles_on):
    app.ask("Dentist for Jake tomorrow at 3pm", thread_id="d")
    moved = app.ask("move Jake's dentist to 4", thread_id="d2")
    # Tuesday 16:00 is soccer practice: the move is proposed on the dentist's own day and clashes.
    assert moved.proposal["event"]["start"] == "2026-11-24T16:00:00-05:00"
    assert moved.status == "awaiting_user" and "soccer practice" in moved.reply


def test_the_reply_after_a_change_says_what_was_done():
    from family_scheduler.graph.replies import told_as_done as done

    assert (
        done("Cancel piano lesson on Mon Nov 30 17:00–18:00")
        == "Cancelled piano lesson on Mon Nov 30 17:00–18:00"
    )
    assert done("Move dentist from Tue to Fri") == "Moved dentist from Tue to Fri"
    assert done("Something new") == "Done: Something new"


def test_a_clock_time_that_falls_tomorrow_still_keeps_the_events_own_day(app, titles_on):
    """Said on Monday at 09:00, "9" is 09:00 tomorrow; the dentist stays on its Saturday."""
    app.ask("Dentist for Jake saturday at 3pm", thread_id="d")
    moved = app.ask("move Jake's dentist to 9", thread_id="d2")
    assert moved.status == "completed", moved.reply
    assert ("dentist", "09:00") in titles_on(28, "jake")
    assert "dentist" not in [t for t, _ in titles_on(24, "jake")]


def test_a_change_to_one_lesson_shows_that_lessons_date_and_starts_with_a_capital(app):
    asked = app.ask("cancel emma's piano lesson", thread_id="which")
    assert asked.reply.startswith("Piano lesson repeats. Cancel only the next one (Mon Nov 23 5–6pm)")
    one = app.ask("cancel Emma's piano lesson on december 7", thread_id="one")
    assert one.status == "awaiting_user" and one.question is not None
    event = one.question["event"]
    assert event is not None and event["when"] == "Mon Dec 7 5–6pm"  # not the series' first Monday
    assert event["start"] == "2026-12-07T17:00:00-05:00" and one.question["summary"].startswith(
        "Cancel piano lesson on Mon Dec 7 5–6pm"
    )
    app.always_confirm = True
    moved = app.ask("move Emma's piano lesson on december 7 to 6pm", thread_id="move")
    assert moved.question is not None and moved.question["event"] is not None
    assert moved.question["event"]["when"] == "Mon Dec 7 6–7pm"  # where it is going


def test_moving_sundays_dinner_into_bedtime_never_offers_to_drop_that_dinner_or_jake_from_all(app):
    turn = app.ask("change the family dinner on sunday to 7", thread_id="d")
    assert turn.status == "awaiting_user" and "bedtime" in turn.reply
    assert "except Sun Nov 29" not in turn.reply
    without = [o for o in turn.options if "without Jake" in o["description"]]
    assert without and all(o["description"].endswith("(this occurrence only).") for o in without)
    app.ask("no", thread_id="d")
    sunday = [o for o in app.events("2026-11-29") if o.title == "family dinner"]
    assert len(sunday) == 1 and sunday[0].start.strftime("%H:%M") == "18:00"


def test_a_change_to_the_time_it_has_already_writes_nothing_and_asks_what_to_change(app):
    turn = app.ask("move jake's soccer on tuesday to 4pm", thread_id="same")
    assert turn.committed == [] and "What should change about soccer practice" in turn.reply


def test_a_new_time_said_with_next_week_moves_next_weeks_lesson(app) -> None:
    turn = app.ask("move piano to 5:30 next week", thread_id="next-week")
    assert "piano lesson on Mon Nov 30 5–6pm to Mon Nov 30 5:30–6:30pm" in turn.reply
    this_week = [o for o in app.events("2026-11-23") if o.title == "piano lesson"]
    assert [o.start.astimezone(NY).strftime("%H:%M") for o in this_week] == ["17:00"]  # today's as it was


def test_the_time_said_after_instead_of_is_where_it_was_not_where_it_goes(app):
    # Mike's Friday gym is 6:30am: "7 instead of 6:30" is 7am, never 6:30pm.
    turn = app.ask("can you make gym 7 instead of 6:30 on friday", thread_id="g")
    assert "to Fri Nov 27 7–8am" in turn.reply, turn.reply
    assert "pm" not in turn.reply.split("Note:")[0]


def test_a_new_time_rather_than_the_old_one_moves_the_practice(app):
    turn = app.ask("jake's soccer thursday at 5 rather than 4", thread_id="s")
    assert turn.intent == "modify", turn.reply
    assert "soccer practice on Thu Nov 26 4–5:30pm to Thu Nov 26 5–6:30pm" in turn.reply


def test_a_lesson_told_to_be_shorter_now_is_a_change_of_its_length_asked_first(app):
    turn = app.ask("emma's piano lesson is now 45 minutes", thread_id="p")
    assert turn.status == "awaiting_user" and turn.intent == "modify", turn.reply
    turn = app.ask("3", thread_id="p")
    assert "Change every piano lesson to 5–5:45pm (whole series)" in turn.reply, turn.reply
    assert app.ask("yes", thread_id="p").committed
