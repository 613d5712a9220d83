"""A pick-up said with an arrival: the family plans the pick-up; the flight lands when it lands.

No way out ever moves a flight, a train or the pick-up from one; a landing past the
family's hours is said plainly, and a parent may book it anyway.
"""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_a_pick_up_from_a_late_flight_is_never_moved(app: FamilyScheduler, titles_on) -> None:
    turn = app.ask("mike's plane lands at 11:30pm wednesday, i'll pick him up", thread_id="f")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "pick up mike from the airport for Sarah" in turn.reply
    assert "Move" not in turn.reply and "book it anyway" in turn.reply
    done = app.ask("book it anyway", thread_id="f")
    assert done.committed, done.reply
    assert ("pick up mike from the airport", "23:30") in titles_on(25, "sarah")
    assert all("flight" not in title for title, _ in titles_on(25, "mike"))


def test_whoever_is_asked_to_fetch_does_the_pick_up(app: FamilyScheduler, titles_on) -> None:
    turn = app.ask("grandma's train gets in at 4:45 friday, can mike collect her", thread_id="t")
    assert turn.committed == [] and "I read it as a pick-up for Mike." in turn.reply  # asked of him
    done = app.ask("yes", thread_id="t")
    assert done.committed, done.reply
    assert ("pick up grandma from the station", "16:45") in titles_on(27, "mike")
    assert titles_on(27, "sarah") == []


def test_a_flight_said_alone_keeps_its_time(app: FamilyScheduler) -> None:
    turn = app.ask("sarah's flight lands at 11:50pm tuesday", thread_id="a")
    assert turn.committed == [] and "flight" in turn.reply
    assert "Move" not in turn.reply


def test_what_clashes_with_a_pick_up_gives_way(app: FamilyScheduler) -> None:
    first = app.ask("jake's bus arrives at 3 on thursday, i'll pick him up", thread_id="b")
    assert first.committed, first.reply
    turn = app.ask("dentist for me thursday at 3:30", thread_id="c")
    assert "already has pick up jake from the bus stop" in turn.reply
    assert "Move dentist" in turn.reply and "Move pick up" not in turn.reply
