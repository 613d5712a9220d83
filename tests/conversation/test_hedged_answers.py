"""An answer to "Shall I go ahead?" that hesitates first ("hmm", "oh wait", "maybe") but
still says what to change is that change, proposed again; a plain "good" or "sure, I can
do it" from the one asked is a yes. Nothing is written on a hesitation alone."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def _haircut_asked(app: FamilyScheduler, thread: str) -> None:
    asked = app.ask("book a haircut for emma friday", thread_id=thread)
    assert asked.status == "awaiting_user" and "Shall I go ahead?" in asked.reply, asked.reply


def test_oh_wait_make_it_saturday_moves_the_proposal_to_saturday(app: FamilyScheduler):
    _haircut_asked(app, "w")
    turn = app.ask("oh wait, make it saturday", thread_id="w")
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert "Book haircut for Emma, Sat Nov 28" in turn.reply
    done = app.ask("yes", thread_id="w")
    assert done.committed and "Sat Nov 28" in done.reply


def test_hmm_and_a_day_is_that_day(app: FamilyScheduler):
    _haircut_asked(app, "h")
    turn = app.ask("hmm, saturday", thread_id="h")
    assert not turn.committed and "Sat Nov 28" in turn.reply, turn.reply


def test_half_an_hour_longer_before_the_time_is_settled(app: FamilyScheduler):
    _haircut_asked(app, "l")
    turn = app.ask("hmm make it 30 min longer", thread_id="l")
    assert not turn.committed and "Fri Nov 27 3–4:30pm" in turn.reply, turn.reply


def test_a_question_after_a_wait_is_answered_and_the_proposal_still_waits(app: FamilyScheduler):
    _haircut_asked(app, "q")
    turn = app.ask("wait, is jake free saturday?", thread_id="q")
    assert not turn.committed and "Jake is free on Saturday Nov 28" in turn.reply, turn.reply
    assert "Book haircut for Emma, Fri Nov 27" in turn.reply


def test_a_hesitation_alone_is_asked_again(app: FamilyScheduler):
    _haircut_asked(app, "o")
    turn = app.ask("hold on", thread_id="o")
    assert turn.status == "awaiting_user" and not turn.committed
    assert app.events("2026-11-27", members=["emma"]) == []


def test_good_and_looks_good_are_a_yes(app: FamilyScheduler, titles_on):
    _haircut_asked(app, "g")
    assert app.ask("looks good", thread_id="g").committed
    assert ("haircut", "15:00") in titles_on(27, "emma")


def test_not_good_books_nothing(app: FamilyScheduler):
    _haircut_asked(app, "n")
    turn = app.ask("not good", thread_id="n")
    assert not turn.committed and turn.status == "awaiting_user"


def test_the_dad_asked_about_says_he_can(app: FamilyScheduler):
    asked = app.ask("can mike take jake to soccer on tuesday?", thread_id="d", speaker="sarah")
    assert asked.status == "awaiting_user" and "Add Mike to soccer practice" in asked.reply, asked.reply
    done = app.ask("sure I can do it", thread_id="d", speaker="mike")
    assert done.committed and "Added Mike to soccer practice on Tue Nov 24" in done.reply, done.reply
