"""Hours said as a bare range ("9 to 12", "for 6 to 8"): both ends are kept, never an hour
from the start, and each end follows the bare-hour rule."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _agree(app: FamilyScheduler, thread: str, text: str):
    turn = app.ask(text, thread_id=thread)
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id=thread)
    return turn


def test_a_week_of_mornings_keeps_its_three_hours(app: FamilyScheduler) -> None:
    turn = _agree(app, "yoga", "yoga for sarah every weekday next week 9 to 12")
    assert turn.committed, turn.reply
    spans = [
        (o.start.astimezone(NY).day, o.start.astimezone(NY).hour, o.end.astimezone(NY).hour)
        for o in app.events("2026-11-23", "2026-12-31", members=["sarah"])
        if o.title == "yoga"
    ]
    assert spans == [(30, 9, 12), (1, 9, 12), (2, 9, 12), (3, 9, 12), (4, 9, 12)]


def test_the_hours_of_a_booking_changed_to_a_range(app: FamilyScheduler) -> None:
    first = app.ask("book the sedan for mike tomorrow", thread_id="car")
    assert not first.committed
    turn = _agree(app, "car", "could you make that for 6 to 8")
    assert turn.committed, turn.reply
    (booked,) = [o for o in app.events("2026-11-24", "2026-11-25", members=["mike"]) if "Sedan" in o.title]
    assert (booked.start.astimezone(NY).hour, booked.end.astimezone(NY).hour) == (18, 20)


def test_a_week_of_camp_asks_the_time_and_keeps_its_week(app: FamilyScheduler) -> None:
    asked = app.ask("art camp for sarah every weekday next week", thread_id="camp")
    assert asked.status == "awaiting_user"
    assert "What time" in asked.reply and "Which days" not in asked.reply  # the days were said
    turn = _agree(app, "camp", "10 to 2")
    assert turn.committed, turn.reply
    spans = [
        (o.start.astimezone(NY).day, o.start.astimezone(NY).hour, o.end.astimezone(NY).hour)
        for o in app.events("2026-11-23", "2026-12-31", members=["sarah"])
        if o.title == "art camp"
    ]
    assert spans == [(30, 10, 14), (1, 10, 14), (2, 10, 14), (3, 10, 14), (4, 10, 14)]
