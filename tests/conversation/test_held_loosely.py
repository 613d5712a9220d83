"""A parent asks for the booking on offer to be held loosely: "pencil it in", "put it on
hold", "tentatively". That is a yes that writes it tentative (pencilled in): on the
calendar, taking its time, listed "— tentative" until someone confirms it. A change on
offer is not held loosely: said plainly, the question stays. "Hold on" is still a pause."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from family_scheduler.app import FamilyScheduler

from .conftest import NY

ASKED = "Book art class for Emma, Thu Nov 26 3–4pm. Shall I go ahead?"
THURSDAY = datetime(2026, 11, 26, tzinfo=NY)


def _art_class(app: FamilyScheduler) -> list[str]:
    """The statuses of Emma's art classes on Thursday, as the calendar keeps them."""
    found = app.events(THURSDAY, THURSDAY + timedelta(days=1), members=["emma"])
    return [o.status for o in found if o.title == "art class"]


@pytest.mark.parametrize(
    "said", ["pencil it in", "could you put it on hold for now?", "yes, tentatively", "just hold the slot"]
)
def test_a_loose_hold_pencils_the_booking_in(app: FamilyScheduler, said: str):
    assert ASKED in app.ask("art class for emma thursday afternoon", thread_id="h").reply
    turn = app.ask(said, thread_id="h")
    assert turn.status == "completed" and len(turn.committed) == 1
    assert turn.reply.startswith("Pencilled in: art class for Emma, Thu Nov 26 3–4pm")
    assert "tentative until you confirm it" in turn.reply
    assert _art_class(app) == ["proposed"]  # no booking called "hold" beside it


def test_the_day_shows_it_as_tentative(app: FamilyScheduler):
    app.ask("art class for emma thursday afternoon", thread_id="h")
    app.ask("pencil it in", thread_id="h")
    day = app.ask("what does emma have on thursday?", thread_id="q").reply
    assert "art class (Emma) — tentative" in day


def test_a_plain_yes_still_books_it_firmly(app: FamilyScheduler):
    app.ask("art class for emma thursday afternoon", thread_id="h")
    turn = app.ask("yes", thread_id="h")
    assert turn.reply.startswith("Booked: art class") and _art_class(app) == ["confirmed"]


def test_asking_what_is_tentative_meanwhile_is_a_question_not_a_hold(app: FamilyScheduler):
    app.ask("art class for emma thursday afternoon", thread_id="h")
    turn = app.ask("what's still tentative?", thread_id="h")
    assert turn.committed == [] and turn.status == "awaiting_user"
    assert "Nothing is pencilled in" in turn.reply and ASKED in turn.reply
    assert _art_class(app) == []


def test_turning_the_hold_down_writes_nothing(app: FamilyScheduler):
    app.ask("art class for emma thursday afternoon", thread_id="h")
    turn = app.ask("no, don't pencil it in", thread_id="h")
    assert turn.committed == [] and _art_class(app) == []


def test_a_change_on_offer_is_not_held_loosely(app: FamilyScheduler):
    asked = app.ask("push emma's piano on monday back an hour", thread_id="c")
    assert asked.status == "awaiting_user"
    turn = app.ask("pencil it in", thread_id="c")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "Only a new booking can be pencilled in" in turn.reply


def test_hold_on_is_still_a_pause_not_a_hold(app: FamilyScheduler):
    app.ask("art class for emma thursday afternoon", thread_id="h")
    turn = app.ask("hold on", thread_id="h")
    assert "tentatively" not in turn.reply and "Pencilled" not in turn.reply and turn.committed == []
