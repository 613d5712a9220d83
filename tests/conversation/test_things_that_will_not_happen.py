"""A week of things that will NOT happen, told as news: a grown-up who can't do a ride,
a child dropping out of a class, an activity called off, a "never book" rule, a question put
the negative way. Before, most of these were proposed as bookings of the negation itself
("Book isn't picking for Jake and Mike"); now each is read as what it says, anything that
changes the calendar is asked first, and nothing is ever booked under the negation's words."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler


def _booked_nothing_odd(turn) -> None:
    """Nothing written, and no booking offered: not "Book isn't picking for Jake"."""
    assert turn.committed == [], turn.reply
    assert "Book " not in turn.reply and "Booked" not in turn.reply, turn.reply


# -- a grown-up who can't do a ride ---------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "mike isn't picking up jake tuesday",
        "mike won't be picking up jake tuesday",
        "dad cant get jake from soccer on tuesday",
        "mike's not driving jake to soccer tuesday",
        "mike is unable to take jake to soccer this tuesday",
    ],
)
def test_a_ride_dad_cannot_do_asks_who_drives_instead(app: FamilyScheduler, said: str):
    turn = app.ask(said, thread_id="r")
    _booked_nothing_odd(turn)
    assert turn.status == "awaiting_user"
    assert "Mike can't drive Jake to soccer practice on Tue Nov 24" in turn.reply
    assert "Who's driving instead?" in turn.reply
    assert "Sarah and Linda are free then" in turn.reply  # Mike is not offered back


def test_grandma_steps_in_for_dad_only_after_a_yes(app: FamilyScheduler, titles_on):
    app.ask("mike will drive jake to soccer thursday", thread_id="g")
    app.ask("yes", thread_id="g")
    assert ("soccer practice", "16:00") in titles_on(26, "mike")
    turn = app.ask("actually mike can't drive jake to soccer thursday", thread_id="g")
    assert turn.committed == [] and "Who's driving instead?" in turn.reply
    offered = app.ask("grandma", thread_id="g")
    assert offered.committed == []
    assert "Put Linda on soccer practice on Thu Nov 26 4–5:30pm instead of Mike" in offered.reply
    done = app.ask("yes", thread_id="g")
    assert done.committed
    assert ("soccer practice", "16:00") not in titles_on(26, "mike")
    assert ("soccer practice", "16:00") in titles_on(26, "linda")
    assert ("soccer practice", "16:00") in titles_on(26, "jake")


def test_nobody_to_drive_changes_nothing(app: FamilyScheduler, titles_on):
    app.ask("I won't be able to drive the kids to swim saturday", thread_id="n", speaker="mike")
    turn = app.ask("nobody", thread_id="n", speaker="mike")
    assert turn.committed == [] and "Nothing was changed" in turn.reply
    assert ("swim class", "10:00") in titles_on(28, "emma")


def test_a_chore_that_wont_happen_is_never_booked(app: FamilyScheduler):
    turn = app.ask("mike can't take the recycling to the depot tuesday", thread_id="c")
    _booked_nothing_odd(turn)
    assert "haven't booked anything" in turn.reply


# -- a child dropping out of a class ---------------------------------------------------------


def test_jake_skipping_swim_keeps_emma_on_it(app: FamilyScheduler, titles_on):
    turn = app.ask("jake is skipping swim saturday", thread_id="s")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "Take Jake off swim class on Sat Nov 28" in turn.reply
    app.ask("yes", thread_id="s")
    assert ("swim class", "10:00") not in titles_on(28, "jake")
    assert ("swim class", "10:00") in titles_on(28, "emma")


@pytest.mark.parametrize(
    ("said", "shown"),
    [
        ("emma won't be at swim this saturday", "Take Emma off swim class on Sat Nov 28"),
        ("jake has to miss swim on saturday", "Take Jake off swim class on Sat Nov 28"),
        ("emma's gonna miss swim saturday", "Take Emma off swim class on Sat Nov 28"),
        ("jake can't do soccer tuesday", "Cancel soccer practice on Tue Nov 24"),
    ],
)
def test_dropping_out_is_asked_before_it_is_written(app: FamilyScheduler, said: str, shown: str):
    turn = app.ask(said, thread_id="d")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert shown in turn.reply


def test_dad_out_for_sunday_dinner_is_asked_then_undoable(app: FamilyScheduler, titles_on):
    turn = app.ask("i'm out for family dinner sunday", thread_id="f", speaker="mike")
    assert turn.committed == [] and "Take Mike off family dinner on Sun Nov 29" in turn.reply
    app.ask("yes", thread_id="f", speaker="mike")
    assert ("family dinner", "18:00") not in titles_on(29, "mike")
    undo = app.ask("undo", thread_id="f", speaker="mike")
    assert undo.reply.startswith("Put family dinner back as it was"), undo.reply
    app.ask("yes", thread_id="f", speaker="mike")
    assert ("family dinner", "18:00") in titles_on(29, "mike")


# -- an activity called off ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "shown"),
    [
        ("coach says no practice tuesday", "Cancel soccer practice on Tue Nov 24"),
        ("soccer got rained out thursday", "Cancel soccer practice on Thu Nov 26"),
        ("the swim school emailed that there's no swim saturday", "Cancel swim class on Sat Nov 28"),
    ],
)
def test_an_activity_called_off_is_a_cancellation_asked_first(app: FamilyScheduler, said: str, shown: str):
    turn = app.ask(said, thread_id="o")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert shown in turn.reply


# -- a "never book" rule ---------------------------------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "do not schedule jake on sundays",
        "never book anything before 8am",
        "please don't put anything during family dinner",
    ],
)
def test_a_standing_rule_is_said_to_be_beyond_us(app: FamilyScheduler, said: str):
    turn = app.ask(said, thread_id="x")
    _booked_nothing_odd(turn)
    assert "can't keep standing rules like that yet" in turn.reply


# -- questions put the negative way -----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "shown"),
    [
        ("isn't emma at piano monday?", "5–6pm piano lesson"),
        ("doesn't jake have soccer tomorrow", "4–5:30pm soccer practice"),
        ("aren't the kids at swim saturday morning?", "10–11am swim class"),
        ("wait, doesn't dad have gym wednesday?", "6:30–7:30am gym"),
    ],
)
def test_a_negative_question_is_answered(app: FamilyScheduler, said: str, shown: str):
    turn = app.ask(said, thread_id="q")
    assert turn.status == "completed" and turn.committed == []
    assert shown in turn.reply
    assert "No isn't" not in turn.reply and "No doesn't" not in turn.reply
