"""Asked who is free or busy, the family hears about each person, not only the time they share.

"is anyone busy tuesday 4 to 6?" was answered "all free … 5:30–6pm", which reads as if nobody
were busy; "who's free to watch jake saturday?" was answered with Jake's own free time."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_anyone_busy_on_a_soccer_afternoon_names_jake_and_his_practice(app: FamilyScheduler):
    said = app.ask("anybody busy on tuesday from 4 to 6?", thread_id="a", speaker="mike").reply
    assert "Jake is not (Jake's soccer practice" in said, said
    assert "Sarah, Mike and Emma are free" in said, said


def test_who_is_free_on_thursday_evening_says_who_has_homework(app: FamilyScheduler):
    said = app.ask("who's free thursday evening?", thread_id="w", speaker="sarah").reply
    assert "Sarah and Mike are free; Emma and Jake are not" in said, said
    assert "Emma's homework" in said and "Jake's soccer practice" in said, said


def test_are_the_kids_free_still_gives_the_time_they_share(app: FamilyScheduler):
    said = app.ask("are emma and jake free tuesday from 4 to 6?", thread_id="k", speaker="sarah").reply
    assert said.startswith("Emma and Jake are both free on Tuesday Nov 24 4–6pm: 5:30–6pm."), said


def test_who_can_watch_jake_names_the_grown_ups_free_then(app: FamilyScheduler):
    said = app.ask("who is around to look after jake friday at 7pm?", thread_id="j", speaker="sarah").reply
    assert "Sarah, Mike and Linda" in said and "free" in said, said
    assert "Jake has" not in said and "Jake is free" not in said, said


def test_a_busy_parent_is_left_out_of_who_can_babysit(app: FamilyScheduler):
    app.ask("mike has a work dinner friday 6 to 9pm", thread_id="d", speaker="mike")
    app.ask("yes", thread_id="d", speaker="mike")
    said = app.ask("who can babysit emma friday at 7?", thread_id="b", speaker="sarah").reply
    assert "Mike is not" in said and "work dinner" in said, said
    assert "Sarah and Linda are free" in said, said


def test_can_someone_keep_an_eye_on_the_kids_asks_of_the_grown_ups(app: FamilyScheduler):
    asked = "can somebody keep an eye on the kids saturday at 2pm?"
    said = app.ask(asked, thread_id="e", speaker="mike").reply
    assert "Sarah, Mike and Linda" in said and "Emma" not in said, said
