"""Questions that go on from the last one: "and Wednesday?", "what about Jake?", "is he
free at 2?", "when is it again?"."""

from __future__ import annotations


def test_and_wednesday_after_emmas_tuesday_is_emmas_wednesday(app):
    app.ask("what does emma have tuesday?", thread_id="c")
    assert app.ask("and wednesday?", thread_id="c").reply == "Nothing on for Emma on Wednesday Nov 25."


def test_what_about_jake_keeps_the_day(app):
    app.ask("what does emma have tuesday?", thread_id="c")
    reply = app.ask("what about jake?", thread_id="c").reply
    assert reply.startswith("What's on for Jake on Tuesday Nov 24:") and "soccer practice" in reply


def test_and_jake_said_alone_goes_on_from_the_question(app):
    app.ask("what does emma have tuesday?", thread_id="c")
    assert app.ask("and jake?", thread_id="c").reply.startswith("What's on for Jake on Tuesday Nov 24:")


def test_is_he_free_at_2_is_jake_on_saturday(app):
    app.ask("what's jake doing saturday?", thread_id="c")
    reply = app.ask("is he free at 2pm?", thread_id="c").reply
    assert reply.startswith("Jake is free the whole time on Saturday Nov 28 2–3pm."), reply


def test_when_is_it_again_after_booking_the_dentist(app):
    app.ask("dentist for jake friday at 3pm", thread_id="c")
    reply = app.ask("when is it again?", thread_id="c").reply
    assert reply.startswith("The next dentist for Jake is Friday Nov 27 3–4pm"), reply


def test_a_new_question_without_those_words_starts_afresh(app):
    app.ask("what does emma have tuesday?", thread_id="c")
    reply = app.ask("what's on wednesday?", thread_id="c").reply
    assert reply.startswith("What's on Wednesday Nov 25:") and "gym (Mike)" in reply


def test_and_sunday_after_is_she_free_asks_if_she_is_free_sunday(app):
    app.ask("is emma free saturday morning?", thread_id="free")
    sunday = app.ask("and sunday?", thread_id="free")
    assert sunday.reply.startswith("Emma is free on Sunday Nov 29"), sunday.reply
    jake = app.ask("what about jake?", thread_id="free")
    assert jake.reply.startswith("Jake is free on Sunday Nov 29"), jake.reply
    own = app.ask("and what's on monday?", thread_id="free")
    assert "free" not in own.reply and "Monday Nov 30" in own.reply, own.reply
