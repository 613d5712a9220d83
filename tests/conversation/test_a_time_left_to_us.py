"""The Parkers leave the time to the assistant: asked "What time should it be?", they say
"whenever everyone's free this week" or "you pick". The booking they asked for is kept, a
time is found inside the days they named (or in the coming week), and because the
assistant chose it, it is said back and asked about before anything is written."""

from __future__ import annotations

from .conftest import NY


def test_a_family_meeting_left_to_whenever_everyone_is_free_this_week_is_found_and_asked(app):
    before = len(app.calendar.all_events())
    assert app.ask("set up a family meeting", thread_id="c").reply == "What time should it be?"
    asked = app.ask("whenever everyone's free this week", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []  # our choice: asked first
    assert asked.reply.startswith("Book family meeting for Emma, Jake, Mike and Sarah, "), asked.reply
    assert len(app.calendar.all_events()) == before
    done = app.ask("yes", thread_id="c")
    meeting = app.calendar.get_event(done.committed[0])
    assert meeting.start.astimezone(NY).date().isoformat() <= "2026-11-29"  # inside this week


def test_a_haircut_left_to_when_jake_is_free_on_saturday_lands_on_saturday(app):
    app.ask("book jake a haircut", thread_id="c")
    asked = app.ask("whenever he's free on saturday", thread_id="c")
    assert asked.status == "awaiting_user", asked.reply
    assert asked.reply.startswith("Book haircut for Jake, Sat Nov 28 "), asked.reply


def test_you_pick_finds_a_time_instead_of_asking_again(app):
    app.ask("dentist for emma", thread_id="c")  # offered: "Shall I book dentist for Emma?"
    asked = app.ask("you pick", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply.startswith("Book dentist for Emma, "), asked.reply
    assert "Shall I go ahead?" in asked.reply


def test_asking_when_he_is_free_instead_is_still_answered_as_a_question(app):
    app.ask("book jake a haircut", thread_id="c")
    answered = app.ask("when is he free on saturday?", thread_id="c")
    assert answered.committed == [] and "Jake is free on Saturday Nov 28" in answered.reply, answered.reply
    assert answered.reply.endswith("Back to your earlier request:\nWhat time should it be?"), answered.reply
