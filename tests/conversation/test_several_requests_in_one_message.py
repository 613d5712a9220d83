"""Several requests in one message, in the Parkers' week: each is taken as if sent alone,
one after the other, each its own proposal and its own write; a no to one leaves the next
standing, a no to everything drops them all."""

from __future__ import annotations

from datetime import datetime

from family_scheduler.app import FamilyScheduler
from family_scheduler.calendar import SqliteCalendar
from family_scheduler.family_file import demo_family

from .conftest import NY


def when(app, event_id: str) -> tuple[str, str]:
    event = app.calendar.get_event(event_id)
    return event.title, event.start.astimezone(NY).strftime("%a %H:%M")


def titled(app, title: str) -> list[str]:
    """Start times (day and hour) of the live events called `title`."""
    return [
        e.start.astimezone(NY).strftime("%a %H:%M")
        for e in app.calendar.all_events()
        if e.title == title and e.status != "cancelled"
    ]


def waiting(app, thread: str) -> list[str]:
    """The requests of the last message still waiting on the thread (its checkpoint)."""
    return app.graph.get_state(app.config(thread, None)).values.get("queued") or []


def test_two_free_bookings_are_both_written_in_one_turn(app):
    said = app.ask("put chess club for emma thursday at 4 and guitar for jake friday at 5", thread_id="c")
    assert said.status == "completed"
    assert (
        said.reply
        == "Booked: chess club for Emma, Thu Nov 26 4–5pm. Booked: guitar for Jake, Fri Nov 27 5–6pm."
    )
    assert [when(app, i) for i in said.committed] == [("chess club", "Thu 16:00"), ("guitar", "Fri 17:00")]
    assert waiting(app, "c") == []


def test_a_clash_first_then_the_option_picked_and_the_second_booked(app):
    asked = app.ask("put chess club for emma saturday at 10 and guitar for jake friday at 5", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "swim class" in asked.reply
    assert asked.reply.endswith("\nThen: book guitar for Jake, Fri Nov 27 5–6pm.")  # said to wait too
    assert titled(app, "guitar") == []  # the second waits for the first to be settled

    picked = app.ask("2", thread_id="c")
    assert picked.status == "completed"
    first, second = picked.reply.split(". Booked: ")
    assert first.startswith("Booked: chess club for Emma") and second.startswith(
        "guitar for Jake, Fri Nov 27 5–6pm"
    )
    assert [when(app, i)[0] for i in picked.committed] == ["chess club", "guitar"]
    assert titled(app, "guitar") == ["Fri 17:00"]


def test_no_to_the_first_still_takes_the_second(app):
    app.ask("put chess club for emma saturday at 10 and guitar for jake friday at 5", thread_id="c")
    declined = app.ask("no thanks", thread_id="c")
    assert declined.status == "completed"
    assert declined.reply == (
        "OK, I left the calendar as it was. Next: Booked: guitar for Jake, Fri Nov 27 5–6pm."
    )
    assert titled(app, "chess club") == [] and titled(app, "guitar") == ["Fri 17:00"]


def test_no_to_the_first_then_the_second_is_asked_about(app):
    app.ask("put chess club for emma saturday at 10 and guitar for jake sunday at 6", thread_id="c")
    declined = app.ask("never mind", thread_id="c")
    assert declined.status == "awaiting_user"
    assert declined.reply.startswith(
        "OK, I left the calendar as it was. Next:\nBook guitar for Jake, Sun Nov 29 6–7pm."
    )
    assert "family dinner" in declined.reply
    assert app.ask("no", thread_id="c").reply == "OK, I left the calendar as it was."
    assert titled(app, "chess club") == [] and titled(app, "guitar") == []


def test_forget_it_all_writes_nothing(app):
    before = len(app.calendar.all_events())
    app.ask("put chess club for emma saturday at 10 and guitar for jake friday at 5", thread_id="c")
    dropped = app.ask("forget it all", thread_id="c")
    assert dropped.status == "completed" and dropped.committed == []
    assert "guitar for jake friday at 5" in dropped.reply
    assert waiting(app, "c") == []
    assert app.ask("yes", thread_id="c").committed == []
    assert len(app.calendar.all_events()) == before


def test_stop_at_which_car_drops_both(app):
    asked = app.ask(
        "book the car for the hardware store saturday at 1 and guitar for jake friday at 5", thread_id="c"
    )
    assert asked.status == "awaiting_user" and asked.reply.startswith("Which car")
    stopped = app.ask("stop", thread_id="c")
    assert stopped.status == "completed" and stopped.committed == []
    assert stopped.reply == (
        "OK, I won't book hardware store for Sarah. Nothing was changed. "
        "I dropped the rest of that message too ('guitar for jake friday at 5')."
    )
    assert titled(app, "guitar") == [] and titled(app, "hardware store") == []


def test_which_car_answered_then_the_second_is_booked_once(app):
    app.ask(
        "book the car for the hardware store saturday at 1 and guitar for jake friday at 5", thread_id="c"
    )
    done = app.ask("the sedan", thread_id="c")
    assert done.reply == (
        "Booked: hardware store for Sarah, Sat Nov 28 1–2pm (Sedan). "
        "Booked: guitar for Jake, Fri Nov 27 5–6pm."
    )
    assert titled(app, "guitar") == ["Fri 17:00"]


def test_two_new_requests_said_to_which_car_are_no_answer_to_it(app):
    app.ask(
        "book the car for the hardware store saturday at 1 and guitar for jake friday at 5", thread_id="c"
    )
    said = app.ask("karate for emma wednesday at 5 and chess for jake friday at 7", thread_id="c")
    assert said.status == "completed"
    assert said.reply.startswith(
        "Booked: karate for Emma, Wed Nov 25 5–6pm. Booked: chess for Jake, Fri Nov 27"
    )
    assert "Booked: guitar for Jake, Fri Nov 27 5–6pm." in said.reply  # still waiting, taken after them
    assert titled(app, "hardware store") == []


def test_a_move_and_a_booking(app):
    app.ask("book guitar lesson for jake friday at 4", thread_id="c")
    said = app.ask(
        "move jake's guitar lesson to 5 and add the orthodontist for jake wednesday at 4", thread_id="c"
    )
    assert said.status == "completed"
    assert said.reply == (
        "Moved guitar lesson from Fri Nov 27 4–5pm to Fri Nov 27 5–6pm. "
        "Booked: orthodontist for Jake, Wed Nov 25 4–5pm."
    )
    assert titled(app, "guitar lesson") == ["Fri 17:00"]
    assert titled(app, "orthodontist") == ["Wed 16:00"]


def test_the_first_needs_a_time_and_the_answer_brings_the_second(app):
    asked = app.ask("put chess club for emma saturday and guitar for jake friday at 5", thread_id="c")
    assert asked.status == "awaiting_user" and titled(app, "guitar") == []
    assert asked.reply.endswith(
        "(yes / no, or tell me what to change)\nThen: book guitar for Jake, Fri Nov 27 5–6pm."
    )
    done = app.ask("at 1pm", thread_id="c")
    assert (
        done.reply
        == "Booked: chess club for Emma, Sat Nov 28 1–2pm. Booked: guitar for Jake, Fri Nov 27 5–6pm."
    )


def test_a_question_in_between_keeps_the_second_waiting(app):
    app.ask("put chess club for emma saturday at 10 and guitar for jake friday at 5", thread_id="c")
    between = app.ask("is the minivan free on sunday?", thread_id="c")
    assert between.status == "awaiting_user" and "Back to your earlier request" in between.reply
    assert titled(app, "guitar") == []
    done = app.ask("1", thread_id="c")
    assert done.reply.startswith("Booked: chess club for Emma, Sat Nov 28 11:15am–12:15pm. Booked: guitar")
    assert titled(app, "guitar") == ["Fri 17:00"]


def test_three_at_once_and_undo_takes_back_the_last_only(app):
    said = app.ask(
        "chess club for emma thursday at 4, then guitar for jake friday at 5 "
        "and also pottery for mike wednesday at 7pm",
        thread_id="c",
    )
    assert said.reply.count("Booked:") == 3 and len(said.committed) == 3
    asked = app.ask("undo", thread_id="c")
    assert asked.reply.startswith("Cancel pottery for Mike")
    app.ask("yes", thread_id="c")
    assert titled(app, "pottery") == []
    assert titled(app, "chess club") == ["Thu 16:00"] and titled(app, "guitar") == ["Fri 17:00"]


def test_a_new_turn_starts_with_nothing_waiting(app):
    app.ask("put chess club for emma saturday at 10 and guitar for jake friday at 5", thread_id="c")
    assert waiting(app, "c") == ["guitar for jake friday at 5"]
    app.ask("no", thread_id="c")
    assert waiting(app, "c") == []


def test_the_second_request_survives_a_restart_while_the_first_waits(tmp_path):
    family, events = demo_family()
    path = tmp_path / "family.sqlite"
    calendar = SqliteCalendar(path, family.id, family)
    calendar.commit("init", events)
    calendar.close()
    monday = datetime(2026, 11, 23, 9, tzinfo=NY)
    with FamilyScheduler.open(path, clock=lambda: monday) as first:
        asked = first.ask(
            "put chess club for emma saturday at 10 and guitar for jake friday at 5", thread_id="k"
        )
        assert asked.status == "awaiting_user"
    with FamilyScheduler.open(path, clock=lambda: monday) as second:
        done = second.ask("1", thread_id="k")
        assert done.status == "completed"
        assert [when(second, i) for i in done.committed] == [
            ("chess club", "Sat 11:15"),
            ("guitar", "Fri 17:00"),
        ]


def test_a_cancellation_waiting_behind_a_booking_is_named_by_what_it_finds(app):
    """The cancellation is said as the occurrence it will take, and only taken after the yes."""
    asked = app.ask("swim for the kids sunday afternoon and cancel soccer thursday", thread_id="c")
    assert asked.status == "awaiting_user"
    assert asked.reply.endswith("\nThen: cancel soccer practice on Thu Nov 26.")
    assert waiting(app, "c") == ["cancel soccer thursday"]
    nxt = app.ask("yes", thread_id="c")
    assert nxt.reply.startswith(
        "Booked: swim for Emma and Jake, Sun Nov 29 12–1pm. Next:\nCancel soccer practice"
    )
    assert "Then:" not in nxt.reply  # nothing waits behind the last one


def test_several_waiting_are_said_in_order(app):
    asked = app.ask(
        "put chess club for emma saturday at 10 and guitar for jake friday at 5 and cancel soccer thursday",
        thread_id="c",
    )
    assert asked.reply.endswith(
        "\nThen: book guitar for Jake, Fri Nov 27 5–6pm; then cancel soccer practice on Thu Nov 26."
    )


def test_one_waiting_that_finds_nothing_yet_is_said_as_it_was_said(app):
    asked = app.ask("put chess club for emma saturday at 10 and cancel the orthodontist", thread_id="c")
    assert asked.reply.endswith("\nThen: 'cancel the orthodontist'.")
