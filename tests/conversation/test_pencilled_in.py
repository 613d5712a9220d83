"""The Parkers pencil things in before they are sure: a haircut for Jake not yet settled, a
playdate waiting on the other family. A pencilled-in booking is written tentative: it takes
its time (nothing is booked over it unseen, as in the calendar apps), shows "— tentative",
is listed when they ask what is still open, and is made firm when they say it is confirmed.
Undo puts each step back."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from family_scheduler.app import FamilyScheduler

from .conftest import NY

FRIDAY = datetime(2026, 11, 27, tzinfo=NY)


def _fridays(app: FamilyScheduler, member: str) -> list[tuple[str, str, str]]:
    """(title, HH:MM, status) of a member's events on Friday."""
    return [
        (o.title, o.start.astimezone(NY).strftime("%H:%M"), o.status)
        for o in app.events(FRIDAY, FRIDAY + timedelta(days=1), members=[member])
    ]


@pytest.mark.parametrize(
    "said",
    [
        "pencil in a haircut for jake on friday at 4",
        "tentatively book jake a haircut friday 4pm",
        "haircut for jake friday at 4, not confirmed yet",
        "provisionally put jake's haircut on friday at 4",
    ],
)
def test_a_booking_said_loosely_is_pencilled_in(app: FamilyScheduler, said: str):
    turn = app.ask(said, thread_id="p")
    assert turn.status == "completed" and len(turn.committed) == 1
    assert turn.reply.startswith("Pencilled in: haircut for Jake, Fri Nov 27 4–4:45pm")
    assert ("haircut", "16:00", "proposed") in _fridays(app, "jake")


def test_a_loose_booking_the_assistant_timed_is_asked_first(app: FamilyScheduler):
    asked = app.ask("pencil in a playdate for emma saturday afternoon", thread_id="p")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "Pencil in playdate for Emma" in asked.reply
    done = app.ask("yes", thread_id="p")
    assert done.reply.startswith("Pencilled in: playdate for Emma")


def test_holding_an_afternoon_for_a_party_not_yet_confirmed(app: FamilyScheduler):
    turn = app.ask("hold saturday afternoon for the block party (not confirmed yet)", thread_id="p")
    assert turn.reply.startswith("Pencilled in: block party")
    assert "confirmed" not in turn.reply.split("(tentative")[0]  # the hedge is no part of the name


def test_a_pencilled_in_booking_still_takes_its_time(app: FamilyScheduler):
    app.ask("pencil in a haircut for jake on friday at 4", thread_id="p")
    clash = app.ask("book a tutor for jake friday at 4:30", thread_id="b")
    assert clash.status == "awaiting_user" and clash.committed == []
    assert "Jake already has haircut Fri Nov 27 4–4:45pm (pencilled in)" in clash.reply
    free = app.ask("is jake free friday at 4?", thread_id="q").reply
    assert "no free time" in free


def test_what_is_still_tentative_lists_only_those(app: FamilyScheduler):
    app.ask("pencil in a haircut for jake on friday at 4", thread_id="p")
    listed = app.ask("what's still tentative this week?", thread_id="q").reply
    assert listed.startswith("Still tentative")
    assert "haircut (Jake) — tentative" in listed
    assert "gym" not in listed and "piano" not in listed  # the firm ones are left out
    assert "haircut" in app.ask("anything pencilled in?", thread_id="q").reply


def test_nothing_pencilled_in_is_said_plainly(app: FamilyScheduler):
    reply = app.ask("what's not confirmed yet this week?", thread_id="q").reply
    assert "Nothing is pencilled in" in reply and "everything on is confirmed" in reply


@pytest.mark.parametrize(
    "said",
    ["jake's haircut is confirmed", "confirm the haircut on friday", "mark jake's haircut as confirmed"],
)
def test_confirming_makes_it_firm(app: FamilyScheduler, said: str):
    app.ask("pencil in a haircut for jake on friday at 4", thread_id="p")
    turn = app.ask(said, thread_id="c")
    assert turn.status == "completed" and turn.reply == "Confirmed haircut on Fri Nov 27 4–4:45pm."
    assert ("haircut", "16:00", "confirmed") in _fridays(app, "jake")
    assert "Nothing is pencilled in" in app.ask("what's still tentative this week?", thread_id="q").reply


def test_confirming_what_is_firm_already_changes_nothing(app: FamilyScheduler):
    turn = app.ask("confirm emma's piano on monday", thread_id="c")
    assert turn.committed == [] and "already confirmed, so nothing was changed" in turn.reply


def test_confirming_one_of_two_asks_which(app: FamilyScheduler):
    app.ask("pencil in a haircut for jake on friday at 4", thread_id="p")
    app.ask("pencil in a haircut for emma on friday at 5", thread_id="p")
    asked = app.ask("confirm the haircut", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == [] and "Which one?" in asked.reply
    done = app.ask("jake's", thread_id="c")
    assert done.committed and ("haircut", "16:00", "confirmed") in _fridays(app, "jake")
    assert ("haircut", "17:00", "proposed") in _fridays(app, "emma")


@pytest.mark.parametrize(
    ("said_before", "said", "asked", "left"),
    [
        ([], "confirm it", "Confirm haircut on Fri Nov 27 4–4:45pm", ["confirmed"]),
        (["jake's haircut is confirmed"], "undo", "Put haircut back to tentative", ["proposed"]),
        ([], "undo", "Cancel haircut for Jake, Fri Nov 27 4–4:45pm (undoing the booking)", []),
    ],
)
def test_asked_first_then_done(app: FamilyScheduler, said_before, said, asked, left):
    """ "confirm it" right after pencilling in; "undo" after confirming (tentative again) and
    after pencilling in (taken off)."""
    app.ask("pencil in a haircut for jake on friday at 4", thread_id="p")
    for words in said_before:
        app.ask(words, thread_id="p")
    assert asked in app.ask(said, thread_id="p").reply
    app.ask("yes", thread_id="p")
    assert [status for title, _, status in _fridays(app, "jake") if title == "haircut"] == left
