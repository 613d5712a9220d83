"""A reworded reply is used only when it keeps every time and name of the original."""

from __future__ import annotations

from family_scheduler.rephrase import keeps_facts, rephrase, wants_rephrase

REPLY = "Booked soccer practice for Emma on Sat Nov 28 14:00–15:00. Heads up: Jake has swim at 10:00."


def test_a_faithful_rewording_is_used(scripted):
    better = "All set! Emma's soccer practice is on Sat Nov 28, 14:00–15:00. Jake has swim at 10:00 that day."
    assert rephrase(REPLY, scripted(better), facts="event demo-1") == better


def test_a_rewording_that_drops_a_time_is_refused(scripted):
    assert (
        rephrase(
            REPLY,
            scripted("Emma has soccer on Sat Nov 28 at 2pm; Jake swims at 10:00."),
        )
        == REPLY
    )


def test_a_rewording_that_drops_a_name_is_refused(scripted):
    assert (
        rephrase(REPLY, scripted("Soccer practice is booked for Sat Nov 28 14:00–15:00, swim at 10:00."))
        == REPLY
    )


def test_any_failure_keeps_the_original(scripted):
    assert rephrase(REPLY, scripted(TimeoutError("slow"))) == REPLY
    assert rephrase(REPLY, scripted("")) == REPLY
    assert rephrase(REPLY, None) == REPLY


def test_sentence_openers_may_change_but_names_and_days_may_not():
    assert keeps_facts("Sorry, nothing was changed.", "Nothing changed, sorry!")
    assert not keeps_facts("Moved piano to Tue Nov 24 16:00.", "Moved piano to Tuesday 16:00.")


def test_rephrasing_is_on_only_when_the_model_says_so(scripted):
    assert not wants_rephrase(None)
    assert not wants_rephrase(scripted())
    assert wants_rephrase(scripted().model_copy(update={"metadata": {"rephrase": True}}))
