"""A week of something ("art class every day next week at 4"): booked for that week only,
from its Monday, never every day from today on."""

from __future__ import annotations


def test_art_class_every_day_next_week_is_seven_days_next_week(app):
    turn = app.ask("art class for emma every day next week at 4", thread_id="a")
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="a")
    assert turn.committed, turn.reply
    days = [
        o.start.day
        for o in app.events("2026-11-23", "2026-12-31", members=["emma"])
        if o.title == "art class"
    ]
    assert days == [30, 1, 2, 3, 4, 5, 6]
