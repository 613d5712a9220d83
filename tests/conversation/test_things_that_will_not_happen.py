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
    assert "won't happen, so I didn't book it" in turn.reply


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


def test_emma_says_mom_cannot_take_her(app: FamilyScheduler):
    turn = app.ask("mom can't take me to piano monday", thread_id="e", speaker="emma")
    assert turn.committed == []
    assert "Sarah can't drive Emma to piano lesson on Mon Nov 30 5–6pm" in turn.reply
    assert "Mike and Linda are free then" in turn.reply


def test_a_run_told_by_its_errand(app: FamilyScheduler):
    turn = app.ask("heads up, nana isn't doing the swim run saturday", thread_id="e")
    assert turn.committed == []
    assert "Linda can't drive Emma and Jake to swim class on Sat Nov 28 10–11am" in turn.reply


def test_the_reason_after_a_comma_is_not_the_event(app: FamilyScheduler):
    turn = app.ask("Jake will miss soccer on Thursday, he has a dentist thing", thread_id="m")
    assert turn.committed == []
    assert "Cancel soccer practice on Thu Nov 26 4–5:30pm" in turn.reply


def test_neither_child_at_swim_cancels_that_class_once_asked(app: FamilyScheduler, titles_on):
    turn = app.ask("neither of the kids can do swim saturday", thread_id="n")
    assert turn.committed == [] and "Cancel swim class on Sat Nov 28 10–11am" in turn.reply
    app.ask("yes", thread_id="n")
    assert ("swim class", "10:00") not in titles_on(28, "emma")
    assert ("swim class", "10:00") in titles_on(5, "emma", month=12)  # next week's stays


@pytest.mark.parametrize(
    ("said", "shown"),
    [
        ("book club isn't on next week", "Cancel book club on Wed Dec 2"),
        ("jake's soccer cancelled thursday", "Cancel soccer practice on Thu Nov 26"),
        ("the coach cancelled practice thursday", "Cancel soccer practice on Thu Nov 26"),
    ],
)
def test_more_ways_of_calling_off(app: FamilyScheduler, said: str, shown: str):
    turn = app.ask(said, thread_id="o")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert shown in turn.reply


def test_school_closed_marks_the_childrens_day(app: FamilyScheduler):
    turn = app.ask("schools closed friday", thread_id="s")
    assert turn.reply.startswith("Booked: no school for Emma and Jake, Fri Nov 27 (all day) — shown as free.")


def test_an_activity_not_on_the_calendar_is_not_booked_either(app: FamilyScheduler):
    turn = app.ask("emma doesn't have guitar friday", thread_id="g")
    _booked_nothing_odd(turn)
    assert "couldn't find Emma's guitar" in turn.reply


@pytest.mark.parametrize("said", ["don't cancel piano", "don't add soccer to the calendar", "dont move swim"])
def test_told_not_to_do_something_we_leave_it(app: FamilyScheduler, titles_on, said: str):
    turn = app.ask(said, thread_id="l")
    _booked_nothing_odd(turn)
    assert "left the calendar alone" in turn.reply
    assert ("swim class", "10:00") in titles_on(28, "emma")


@pytest.mark.parametrize(
    ("said", "shown"),
    [
        ("emma doesn't have piano monday, right?", "5–6pm piano lesson"),
        ("jake doesn't have soccer thursday, does he?", "4–5:30pm soccer practice"),
    ],
)
def test_a_negative_checked_back_is_answered(app: FamilyScheduler, said: str, shown: str):
    turn = app.ask(said, thread_id="q")
    assert turn.status == "completed" and turn.committed == []
    assert shown in turn.reply


# -- news said politely, and times ruled out ----------------------------------------------------


def test_news_opened_politely_is_read_as_the_news(app: FamilyScheduler):
    turn = app.ask(
        "hi there, I wanted to let you know Jake will not be attending soccer practice on Tuesday. Thanks!",
        thread_id="p",
    )
    assert turn.committed == [] and "Cancel soccer practice on Tue Nov 24 4–5:30pm" in turn.reply
    ride = app.ask(
        "just letting you know that mike won't be able to pick jake up from soccer thursday", thread_id="p2"
    )
    assert "Mike can't drive Jake to soccer practice on Thu Nov 26" in ride.reply


def test_joining_us_for_dinner_with_a_reason(app: FamilyScheduler):
    turn = app.ask(
        "Emma won't be joining us for family dinner this Sunday as she has a sleepover.", thread_id="j"
    )
    assert turn.committed == [] and "Take Emma off family dinner on Sun Nov 29" in turn.reply


def test_a_time_ruled_out_is_never_the_one_booked(app: FamilyScheduler, titles_on):
    turn = app.ask("schedule a checkup for jake friday, not at 3 though, at 4", thread_id="t")
    assert "3–4pm" not in turn.reply, turn.reply
    assert ("checkup", "16:00") in titles_on(27, "jake") or "4–5pm" in turn.reply


def test_days_ruled_out_before_a_booking_are_not_its_days(app: FamilyScheduler):
    turn = app.ask("jake can't do tuesdays, book guitar wednesday at 4", thread_id="d")
    assert "Tue" not in turn.reply and "every" not in turn.reply, turn.reply
    assert "guitar for Jake, Wed Nov 25 4–5pm" in turn.reply


def test_dont_forget_is_a_reminder_not_a_booking_of_dont_forget(app: FamilyScheduler):
    turn = app.ask("don't forget emma's piano monday", thread_id="f")
    assert "don't forget" not in turn.reply.lower(), turn.reply
    assert "reminder" in turn.reply


def test_wondering_is_a_question(app: FamilyScheduler):
    turn = app.ask("I'm not sure if jake has soccer thursday", thread_id="w")
    assert turn.status == "completed" and turn.committed == []
    assert "4–5:30pm soccer practice" in turn.reply


def test_we_wont_be_at_dinner_is_the_whole_dinner_off_once_asked(app: FamilyScheduler, titles_on):
    turn = app.ask("we won't be at family dinner sunday", thread_id="we")
    assert turn.committed == [] and "Cancel family dinner on Sun Nov 29 6–7:30pm" in turn.reply
    app.ask("yes", thread_id="we")
    assert ("family dinner", "18:00") not in titles_on(29, "sarah")
    assert ("family dinner", "18:00") in titles_on(6, "sarah", month=12)


def test_a_correction_with_not_is_still_a_correction(app: FamilyScheduler):
    app.ask("book a haircut for emma monday at 5", thread_id="c")
    turn = app.ask("no not monday, tuesday at 5", thread_id="c")
    assert "Tue Nov 24" in turn.reply and "Book no" not in turn.reply
