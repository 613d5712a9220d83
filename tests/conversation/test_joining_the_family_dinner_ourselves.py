"""The speaker, or the whole family, saying they come to an event already on the calendar
("we're coming to family dinner sunday", "i'm coming to swim saturday"): they join it, asked
first; if they are on it already that is said. Never a new booking named "coming to …"."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def _swim_people(app: FamilyScheduler) -> list[str]:
    swims = [o for o in app.events("2026-11-28", "2026-11-29") if o.title == "swim class"]
    return [p for o in swims for p in o.participants]


def test_we_are_all_on_sunday_dinner_already(app: FamilyScheduler) -> None:
    turn = app.ask("we're all coming to family dinner on sunday!", thread_id="d")
    assert not turn.committed
    assert "already on family dinner" in turn.reply
    assert "Book" not in turn.reply


def test_dad_says_he_is_coming_to_dinner(app: FamilyScheduler) -> None:
    turn = app.ask("I'm coming to family dinner this sunday", speaker="mike", thread_id="m")
    assert not turn.committed and "Book" not in turn.reply
    assert "Mike is already on family dinner" in turn.reply


def test_dad_joins_the_kids_at_swim_once_asked(app: FamilyScheduler) -> None:
    turn = app.ask("i'll come to swim class on saturday", speaker="mike", thread_id="s")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "Add Mike to swim class" in turn.reply
    assert app.ask("yes", speaker="mike", thread_id="s").committed
    assert sorted(_swim_people(app)) == ["emma", "jake", "mike"]


def test_an_outing_with_a_time_is_still_booked(app: FamilyScheduler) -> None:
    # nothing like it is on the calendar: a plan of our own, not an event to join
    turn = app.ask("we're coming to the farmers market saturday at 9", thread_id="f")
    assert "farmers market" in turn.reply.lower()
    assert "couldn't find" not in turn.reply.lower()
