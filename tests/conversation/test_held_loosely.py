"""A parent asks for the booking on offer to be held loosely: "pencil it in", "put it on
hold", "tentatively". The calendar keeps firm bookings only, so it says so plainly and asks
the same question again: nothing is written, no booking called "hold" appears, and a yes
after it books as usual."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler

ASKED = "Book art class for Emma, Thu Nov 26 3–4pm. Shall I go ahead?"


@pytest.mark.parametrize(
    "said", ["pencil it in", "could you put it on hold for now?", "yes, tentatively", "just hold the slot"]
)
def test_a_loose_hold_is_said_plainly_not_possible_and_the_question_stays(
    app: FamilyScheduler, titles_on, said: str
):
    assert ASKED in app.ask("art class for emma thursday afternoon", thread_id="h").reply
    turn = app.ask(said, thread_id="h")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "can't hold a time tentatively" in turn.reply and ASKED in turn.reply
    assert "on hold;" not in turn.reply  # not parked behind a new request
    assert titles_on(26, "emma") == [("homework on the laptop", "19:00")]


def test_yes_after_it_books_it_firmly(app: FamilyScheduler, titles_on):
    app.ask("art class for emma thursday afternoon", thread_id="h")
    app.ask("pencil it in", thread_id="h")
    assert app.ask("yes", thread_id="h").committed
    assert ("art class", "15:00") in titles_on(26, "emma")


def test_hold_on_is_still_a_pause_not_a_hold(app: FamilyScheduler):
    app.ask("art class for emma thursday afternoon", thread_id="h")
    turn = app.ask("hold on", thread_id="h")
    assert "tentatively" not in turn.reply and turn.committed == []
