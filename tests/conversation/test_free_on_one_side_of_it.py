"""Sarah asks about Jake's soccer on Thursday, then "is he free after that?": the free time
after practice ends, not his whole day. "Before that" is the time up to it; an event named
in the question ("after soccer") is the one meant."""

from __future__ import annotations


def test_after_soccer_asked_about_is_the_evening_after_practice(app):
    app.ask("when is jake's soccer on thursday?", thread_id="a")
    turn = app.ask("is he free after that?", thread_id="a")
    assert "Jake is free on Thursday Nov 26 5:30pm" in turn.reply, turn.reply
    assert "7am–4pm" not in turn.reply and "5:30–8pm" in turn.reply
    assert not turn.committed


def test_after_soccer_named_in_the_question(app):
    turn = app.ask("is jake free after soccer on thursday?", thread_id="b")
    assert "5:30–8pm" in turn.reply and "7am–4pm" not in turn.reply, turn.reply


def test_before_emmas_piano_is_the_afternoon_up_to_five(app):
    app.ask("when is emma's piano on monday?", thread_id="c")
    turn = app.ask("is she free before that?", thread_id="c")
    assert "3–5pm" in turn.reply and "6pm" not in turn.reply.split("\n")[0], turn.reply


def test_after_the_dentist_just_booked(app):
    app.ask("dentist for jake friday at 3", thread_id="d")
    turn = app.ask("is he free after that?", thread_id="d")
    assert "Friday Nov 27 4pm" in turn.reply and "4–8pm" in turn.reply, turn.reply


def test_a_day_with_two_of_his_things_and_none_named_is_the_whole_day(app):
    app.ask("dentist for jake thursday at 6", thread_id="e")
    app.ask("what does jake have thursday?", thread_id="e")
    turn = app.ask("is he free after that?", thread_id="e")
    assert "7am–4pm" in turn.reply, turn.reply  # which one is "that" is not guessed
