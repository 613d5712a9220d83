"""Booking through the whole main graph: clear bookings, clashes, options, new instructions."""

from __future__ import annotations

from family_scheduler.domain.conflicts import detect_conflicts


def test_a_clear_booking_is_written_at_once(app, titles_on):
    turn = app.ask("Dentist for Jake tomorrow at 3pm")
    assert turn.status == "completed"
    assert turn.intent == "create"
    assert len(turn.committed) == 1
    assert ("dentist", "15:00") in titles_on(24, "jake")
    assert "3–4pm" in turn.reply and "Jake" in turn.reply  # a US family reads the 12-hour clock
    assert set(turn.outputs) >= {"parsing", "scheduling", "conflicts"}


def test_a_clash_offers_numbered_verified_options_and_option_two_is_booked(app, titles_on):
    turn = app.ask("tutoring for Emma monday at 5:30pm", thread_id="t")
    assert turn.status == "awaiting_user"
    assert turn.committed == []
    assert len(turn.options) >= 2
    assert [o["id"] for o in turn.options] == list(range(1, len(turn.options) + 1))
    assert "piano" in turn.reply
    picked = app.ask("2", thread_id="t")
    assert picked.status == "completed", picked.reply
    assert len(picked.committed) >= 1
    booked = app.calendar.get_event(picked.committed[0])
    assert not detect_conflicts(booked, app.calendar).has_blocking


def test_answering_a_clash_with_a_new_time_books_the_new_time(app, titles_on):
    turn = app.ask("dentist for Jake tuesday at 4pm", thread_id="t")
    assert turn.status == "awaiting_user"
    moved = app.ask("make it 6pm instead", thread_id="t")
    assert moved.status == "completed", moved.reply
    assert ("dentist", "18:00") in titles_on(24, "jake")
    assert ("dentist", "16:00") not in titles_on(24, "jake")


def test_saying_no_leaves_the_calendar_alone(app, titles_on):
    turn = app.ask("tutoring for Emma monday at 5:30pm", thread_id="t")
    assert turn.status == "awaiting_user"
    answer = app.ask("no", thread_id="t")
    assert answer.status == "completed"
    assert answer.committed == []
    assert [t for t, _ in titles_on(30, "emma")] == ["piano lesson"]


def test_when_the_assistant_picks_the_time_it_asks_first(app, titles_on):
    turn = app.ask("swim practice for Jake sometime saturday afternoon", thread_id="w")
    assert turn.status == "awaiting_user"
    assert turn.committed == []
    assert turn.question and turn.question["event"]["title"]
    done = app.ask("yes", thread_id="w")
    assert done.status == "completed" and len(done.committed) == 1
    assert any(t == "swim practice" for t, _ in titles_on(28, "jake"))


def test_a_missing_time_gets_one_question_and_the_answer_completes_the_request(app, titles_on):
    turn = app.ask("book a haircut for Mike", thread_id="c")
    assert turn.status == "awaiting_user"
    assert "time" in turn.reply.lower() or "when" in turn.reply.lower()
    done = app.ask("saturday at 10am", thread_id="c")
    assert done.status == "completed", done.reply
    assert ("haircut", "10:00") in titles_on(28, "mike")


def test_one_request_does_not_leak_into_the_next(app, titles_on):
    app.ask("Dentist for Jake tomorrow at 3pm", thread_id="t")
    second = app.ask("what's on tomorrow?", thread_id="t")
    assert second.intent == "query"
    assert second.proposal is None
    assert second.committed == []
    assert set(second.outputs) == {"parsing", "query"}


def test_nonsense_and_empty_messages_get_a_plain_answer_and_change_nothing(app, titles_on):
    for text in ["", "   ", "asdf qwerty zxcv", "🙂🙂🙂", "x" * 10_000]:
        turn = app.ask(text, thread_id="n")
        assert turn.status in ("completed", "awaiting_user")
        assert turn.committed == []
        assert turn.reply


def test_a_long_thread_stays_bounded_and_keeps_working(app):
    from family_scheduler.graph.nodes import MESSAGE_LIMIT

    for _ in range(MESSAGE_LIMIT // 3 + 5):
        app.ask("what's on tomorrow?", thread_id="long")
    values = app.graph.get_state(app.config("long")).values
    assert len(values["messages"]) <= MESSAGE_LIMIT + 10
    assert len(values["audit_log"]) <= 200
    turn = app.ask("tutoring for Emma monday at 5:30pm", thread_id="long")
    assert turn.status == "awaiting_user" and turn.options


def test_a_made_up_person_or_date_is_named_and_nothing_changes(app):
    bob = app.ask("schedule a meeting for Bob tomorrow at 3", thread_id="b")
    assert bob.committed == [] and "Bob" in bob.reply and "Linda" in bob.reply
    feb = app.ask("book the dentist feb 30 at 3pm", thread_id="f")
    assert feb.committed == [] and "February 30" in feb.reply
    assert "What time" not in feb.reply
