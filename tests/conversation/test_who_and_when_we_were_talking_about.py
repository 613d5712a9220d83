""" "Add dentist for him at 6" after "what does Jake have tomorrow?": Jake's, tomorrow."""

from __future__ import annotations

from .conftest import NY


def when(event) -> str:
    return event.start.astimezone(NY).strftime("%a %b %d %H:%M")


def test_him_is_jake_and_the_day_is_tomorrow_after_asking_about_jakes_tomorrow(app):
    app.ask("what does jake have tomorrow?", thread_id="c")
    asked = app.ask("add dentist for him at 6pm", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []  # filled in: asked first
    assert asked.reply.startswith("Book dentist for Jake, Tue Nov 24 6–7pm."), asked.reply
    done = app.ask("yes", thread_id="c")
    dentist = app.calendar.get_event(done.committed[0])
    assert dentist.participants == ["jake"] and when(dentist) == "Tue Nov 24 18:00"


def test_him_with_nobody_talked_about_is_asked_then_answered(app):
    asked = app.ask("dentist for him friday at 5pm", thread_id="c")
    assert asked.reply == "Who is it for?" and asked.committed == []
    done = app.ask("jake", thread_id="c")
    assert done.status == "completed", done.reply
    assert app.calendar.get_event(done.committed[0]).participants == ["jake"]


def test_a_time_after_a_question_about_saturday_is_on_saturday(app):
    app.ask("what's on saturday?", thread_id="c")
    asked = app.ask("book piano for emma at 11am", thread_id="c")
    assert asked.reply.startswith("Book piano for Emma, Sat Nov 28 11am–12pm."), asked.reply


def test_a_day_said_outright_wins_over_the_day_talked_about(app):
    app.ask("what's on saturday?", thread_id="c")
    done = app.ask("book piano for emma tomorrow at 4pm", thread_id="c")
    assert when(app.calendar.get_event(done.committed[0])) == "Tue Nov 24 16:00"


def test_lunch_with_her_is_the_speakers_own(app):
    done = app.ask("lunch with her thursday at noon", thread_id="c", speaker="mike")
    assert app.calendar.get_event(done.committed[0]).participants == ["mike"]


def test_book_it_after_asking_about_the_van_takes_the_van_at_that_time(app):
    app.ask("is the van free saturday at 1pm?", thread_id="c")
    asked = app.ask("book it for the hardware store", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply.startswith("Book hardware store for Sarah, Sat Nov 28 1–2pm (Minivan)."), asked.reply
    done = app.ask("yes", thread_id="c")
    trip = app.calendar.get_event(done.committed[0])
    assert trip.resources == ["minivan"] and when(trip) == "Sat Nov 28 13:00"


def test_book_it_after_asking_if_grandma_is_free_for_a_haircut_books_her_haircut(app):
    app.ask("is grandma free wednesday at 11am for a haircut?", thread_id="c")
    asked = app.ask("great, put it in", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []  # read from the question: asked first
    assert asked.reply.startswith("Book haircut for Linda, Wed Nov 25 11–11:45am (45 minutes"), asked.reply
    done = app.ask("yes", thread_id="c")
    haircut = app.calendar.get_event(done.committed[0])
    assert haircut.title == "haircut" and haircut.participants == ["linda"]


def test_book_it_after_a_question_with_no_purpose_still_asks_what_it_is_for(app):
    app.ask("is mike free friday at 2pm?", thread_id="c")
    assert app.ask("ok book it", thread_id="c").reply == "What is it for?"


def test_a_booking_with_no_time_after_asking_if_jake_is_free_takes_that_time(app):
    app.ask("is jake free thursday at 6pm?", thread_id="c")
    asked = app.ask("book piano for him then", thread_id="c")
    assert asked.reply.startswith("Book piano for Jake, Thu Nov 26 6–7pm."), asked.reply


def test_a_booking_with_no_time_after_a_question_without_one_still_asks_when(app):
    app.ask("what's on this week?", thread_id="c")
    assert app.ask("book piano for emma", thread_id="c").reply == "What time should it be?"


def test_a_time_said_alone_after_saying_no_books_the_dentist_then(app):
    app.ask("dentist for jake tuesday at 4pm", thread_id="c")  # soccer practice: a clash
    assert app.ask("no", thread_id="c").committed == []
    asked = app.ask("ok fine, wednesday at 3pm", thread_id="c")
    assert asked.reply.startswith("Book dentist for Jake, Wed Nov 25 3–4pm."), asked.reply
    done = app.ask("yes", thread_id="c")
    assert when(app.calendar.get_event(done.committed[0])) == "Wed Nov 25 15:00"


def test_a_time_said_alone_right_after_booking_moves_what_was_booked(app):
    booked = app.ask("dentist for jake friday at 3pm", thread_id="c")
    asked = app.ask("actually saturday at 2pm", thread_id="c")
    assert asked.reply.startswith("Move dentist from Fri Nov 27 3–4pm to Sat Nov 28 2–3pm."), asked.reply
    app.ask("yes", thread_id="c")
    moved = app.calendar.get_event(booked.committed[0])
    assert when(moved) == "Sat Nov 28 14:00"
    assert [e.title for e in app.calendar.all_events()].count("dentist") == 1


def test_a_time_said_alone_after_a_question_is_not_a_booking(app):
    app.ask("what's on friday?", thread_id="c")
    assert "didn't understand" in app.ask("at 3", thread_id="c").reply


def test_what_else_is_open_that_day_while_a_clash_waits_is_her_day(app):
    app.ask("tutoring for emma monday at 5:30pm", thread_id="t")
    turn = app.ask("what else is open that day?", thread_id="t")
    assert turn.reply.startswith("Emma is free on Monday Nov 30:")
    assert "Back to your earlier request" in turn.reply
    done = app.ask("the second one", thread_id="t")
    assert done.status == "completed" and done.committed


def test_is_he_free_that_day_after_asking_about_saturday(app):
    app.ask("what's on saturday?", thread_id="s")
    turn = app.ask("is mike free that day?", thread_id="s")
    assert turn.reply.startswith("Mike is free on Saturday Nov 28")


def test_book_him_a_doctor_appointment_is_for_jake_and_titled_plainly(app):
    app.ask("what does jake have tomorrow?", thread_id="j")
    turn = app.ask("can you book him a doctor appt tomorrow at 3", thread_id="j")
    assert "doctor appointment for Jake, Tue Nov 24 3–4pm" in turn.reply, turn.reply
    assert "him a" not in turn.reply
