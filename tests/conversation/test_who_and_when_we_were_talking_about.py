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
