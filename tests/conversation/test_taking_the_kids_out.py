"""A grown-up taking the kids out: "can I take the kids to the park saturday?". The one who
takes them goes too (the contract's "I" is the speaker), so their own calendar shows it and
a clash of theirs is found; an outing somewhere not on the calendar is booked, never
looked for as a change."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler


@pytest.mark.parametrize(
    ("said", "speaker", "who"),
    [
        ("can I take the kids to the pool sunday at 3?", "sarah", "Emma, Jake and Sarah"),
        ("I'm going to take jake to the museum saturday at 1", "mike", "Jake and Mike"),
        ("let me take emma to the bookstore friday at 5", "mike", "Emma and Mike"),
        ("could I take the kids to the playground sunday at 2?", "linda", "Emma, Jake and Linda"),
    ],
)
def test_the_one_taking_them_goes_too(app: FamilyScheduler, said: str, speaker: str, who: str):
    turn = app.ask(said, thread_id="out", speaker=speaker)

    assert f"for {who}," in turn.reply


def test_i_will_bring_jake_to_a_place_not_on_the_calendar_books_the_outing(app: FamilyScheduler):
    turn = app.ask("I'll bring jake to the aquarium sunday at 11", thread_id="out")

    assert turn.intent == "create"
    assert "aquarium for Jake and Sarah" in turn.reply
    assert "couldn't find" not in turn.reply and "didn't catch" not in turn.reply


def test_take_emma_with_no_one_said_taking_her_stays_hers_alone(app: FamilyScheduler):
    turn = app.ask("take emma to the library thursday at 4", thread_id="out")

    assert "library for Emma," in turn.reply


def test_booking_for_a_child_is_not_going_along(app: FamilyScheduler):
    turn = app.ask("can I book the orthodontist for jake friday at 3", thread_id="out")

    assert "orthodontist for Jake," in turn.reply
