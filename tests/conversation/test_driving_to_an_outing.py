"""Saturday's outings: someone drives, friends come along, and the car has to seat them.

A drive to a new outing means one of the family's cars goes; which one is asked, and the
seats are counted with the friends. A drive to an event on the calendar adds the driver
(and the friends riding along) to it, asked first, never a second booking of that event."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_driving_six_kids_to_a_match_asks_which_car_and_says_only_the_van_seats_them(app: FamilyScheduler):
    turn = app.ask(
        "mike's driving emma, jake and 4 of their friends to the match sunday at 11", thread_id="d"
    )

    assert "Which car, the Minivan or the Sedan?" in turn.reply
    assert "Only the Minivan seats all 7" in turn.reply
    assert turn.committed == []

    done = app.ask("the minivan", thread_id="d")

    assert done.committed and "(Minivan)" in done.reply


def test_a_drive_for_three_asks_the_car_without_a_word_on_seats(app: FamilyScheduler):
    turn = app.ask("I'm driving jake to the birthday party saturday at 2", thread_id="d")

    assert "Which car" in turn.reply and "seats" not in turn.reply
    assert "didn't catch" not in turn.reply


def test_a_driving_lesson_is_what_is_booked_not_a_car(app: FamilyScheduler):
    turn = app.ask("emma has her driving lesson wednesday at 4", thread_id="d")

    assert "Which car" not in turn.reply and "driving lesson" in turn.reply


def test_friends_riding_to_soccer_join_that_practice_instead_of_a_second_soccer(app: FamilyScheduler):
    turn = app.ask("mike is driving jake and 3 teammates to soccer thursday", thread_id="d")

    assert turn.intent == "modify" and turn.committed == []
    assert "Add Mike and 3 teammates to soccer practice on Thu Nov 26 4–5:30pm" in turn.reply


def test_more_riders_than_any_car_seats_is_said_before_a_car_is_picked(app: FamilyScheduler):
    turn = app.ask("I'm driving the kids and 6 of their classmates to the museum friday at 4", thread_id="d")

    assert "Neither seats all 9" in turn.reply
