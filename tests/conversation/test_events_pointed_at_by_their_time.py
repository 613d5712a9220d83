"""A family points at an event by its time or as "a thing" rather than by name: "move my
3pm thursday to 4", "push the 10am on saturday back an hour", "cancel jake's thing on
thurs". It is the event at that time (or theirs that day); several fitting are listed by
number, none fitting says what is on that day; every change is asked before it is written."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler


@pytest.mark.parametrize(
    "said",
    [
        "push the 10am on saturday back an hour",
        "can we push saturday's 10am back an hour",
        "move the 10 o'clock on saturday an hour later",
    ],
)
def test_saturdays_ten_oclock_is_the_swim_class(app: FamilyScheduler, titles_on, said: str):
    turn = app.ask(said, thread_id="s", speaker="mike")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert "swim class on Sat Nov 28 10–11am to Sat Nov 28 11am–12pm" in turn.reply
    done = app.ask("yes", thread_id="s", speaker="mike")
    assert done.committed
    assert ("swim class", "11:00") in titles_on(28, "emma")


@pytest.mark.parametrize(
    "said", ["cancel jake's thing on thurs", "drop jakes thing thursday", "cancel jake's 4pm on thursday"]
)
def test_his_one_thing_that_day_is_cancelled_once_asked(app: FamilyScheduler, titles_on, said: str):
    turn = app.ask(said, thread_id="j")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert "Cancel soccer practice on Thu Nov 26 4–5:30pm" in turn.reply
    app.ask("yes", thread_id="j")
    assert ("soccer practice", "16:00") not in titles_on(26, "jake")
    assert ("soccer practice", "16:00") in titles_on(24, "jake")  # only that one


def test_the_five_oclock_on_monday_moves_to_six(app: FamilyScheduler):
    turn = app.ask("move the 5pm monday to 6", thread_id="p")
    assert turn.committed == []
    assert "piano lesson on Mon Nov 30 5–6pm to Mon Nov 30 6–7pm" in turn.reply


def test_two_things_that_day_are_listed_by_number_and_picked(app: FamilyScheduler, titles_on):
    app.ask("dentist for jake friday at 4", thread_id="f")
    app.ask("movie night for jake friday at 6", thread_id="f")
    turn = app.ask("cancel jake's thing on friday", thread_id="f")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "1. dentist (Jake) Fri Nov 27 4–5pm" in turn.reply
    assert "2. movie night (Jake) Fri Nov 27 6–8pm" in turn.reply
    picked = app.ask("the second one", thread_id="f")
    assert picked.committed == [] and "Cancel movie night on Fri Nov 27" in picked.reply
    app.ask("yes", thread_id="f")
    assert titles_on(27, "jake") == [("dentist", "16:00")]


def test_a_number_picks_the_one_to_move(app: FamilyScheduler, titles_on):
    app.ask("dentist for jake friday at 4", thread_id="m")
    app.ask("movie night for jake friday at 6", thread_id="m")
    app.ask("move jake's thing on friday to saturday at 3", thread_id="m")
    picked = app.ask("1", thread_id="m")
    assert picked.committed == [] and "Move dentist from Fri Nov 27 4–5pm to Sat Nov 28 3–4pm" in picked.reply
    app.ask("yes", thread_id="m")
    assert ("dentist", "15:00") in titles_on(28, "jake")


def test_nothing_at_that_time_says_what_is_on_that_day(app: FamilyScheduler):
    turn = app.ask("cancel the 10am on sunday", thread_id="n")
    assert turn.committed == [] and turn.status == "completed"
    assert "nothing at 10am on Sun Nov 29" in turn.reply
    assert "family dinner" in turn.reply and "Nothing was changed" in turn.reply


def test_my_three_oclock_when_i_have_none_changes_nothing(app: FamilyScheduler):
    turn = app.ask("move my 3pm thursday to 4", thread_id="x")
    assert turn.committed == [] and "Sarah has nothing at 3pm on Thu Nov 26" in turn.reply


def test_the_one_at_a_time_said_is_that_one(app: FamilyScheduler):
    app.ask("haircut for mike wednesday at 2", thread_id="h", speaker="mike")
    turn = app.ask("cancel the one at 2 on wednesday", thread_id="h", speaker="mike")
    assert turn.committed == [] and "Cancel haircut on Wed Nov 25 2–2:45pm" in turn.reply


def test_the_thing_on_a_day_with_nobody_named_lists_that_days_events(app: FamilyScheduler, titles_on):
    turn = app.ask("please drop the thing on thursday", thread_id="t")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert "1. soccer practice (Jake) Thu Nov 26 4–5:30pm" in turn.reply
    assert "2. homework on the laptop (Emma) Thu Nov 26 7–8pm" in turn.reply
    picked = app.ask("2", thread_id="t")
    assert picked.committed == [] and "Cancel homework on the laptop on Thu Nov 26 7–8pm" in picked.reply
    app.ask("yes", thread_id="t")
    assert titles_on(26, "emma") == []
    assert ("soccer practice", "16:00") in titles_on(26, "jake")


def test_the_only_thing_that_day_is_the_one_moved_once_asked(app: FamilyScheduler):
    turn = app.ask("move the event on sunday to 5:30pm", thread_id="d")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert "Move family dinner on Sun Nov 29 6–7:30pm to Sun Nov 29 5:30–7pm" in turn.reply


@pytest.mark.parametrize(
    "said", ["push my 6:30am meeting on wednesday to 7", "move my 6:30 appointment to 7"]
)
def test_a_word_for_an_event_with_its_time_is_whatever_the_speaker_has_then(app: FamilyScheduler, said: str):
    turn = app.ask(said, thread_id="g", speaker="mike")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert "gym" in turn.reply.lower()


def test_my_three_oclock_meeting_when_i_have_none_says_so_with_the_time(app: FamilyScheduler):
    turn = app.ask("can you move my 2pm appointment to 3", thread_id="a")
    assert turn.committed == [] and turn.status == "completed"
    assert turn.reply.startswith("Sarah has nothing at 2pm in the coming weeks.")
    assert "Nothing was changed" in turn.reply


def test_a_named_event_at_a_time_it_is_not_at_says_where_it_is(app: FamilyScheduler):
    turn = app.ask("move emma's 4:30 piano to 6", thread_id="p")
    assert turn.committed == [] and turn.status == "completed"
    assert "There is no piano at 4:30pm in the coming weeks: the next is Mon Nov 23 5–6pm" in turn.reply


def test_a_named_event_at_its_time_is_the_one_changed(app: FamilyScheduler, titles_on):
    turn = app.ask("cancel the 10am swim", thread_id="s")
    assert turn.committed == [] and "Swim class repeats" in turn.reply, turn.reply
    app.ask("only the next one", thread_id="s")
    app.ask("yes", thread_id="s")
    assert ("swim class", "10:00") not in titles_on(28, "emma")
    assert ("swim class", "10:00") in titles_on(5, "emma", month=12)


def test_a_bare_time_said_of_an_early_event_finds_it_in_the_morning(app: FamilyScheduler):
    turn = app.ask("cancel my 6:30 gym on friday", thread_id="f", speaker="mike")
    assert turn.committed == [] and "Cancel gym on Fri Nov 27 6:30–7:30am" in turn.reply
