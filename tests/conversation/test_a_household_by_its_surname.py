"""A household by its surname after "with": "dinner with the smiths saturday at 6" was written as
"dinner for Sarah", the Smiths dropped without a word. They come along as guests."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _guests(app: FamilyScheduler, day: int, title: str) -> list[list[str]]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [o.guests for o in app.events(start, start + timedelta(days=1)) if o.title == title]


def test_dinner_with_the_parkers_brings_the_parkers(app: FamilyScheduler):
    turn = app.ask("dinner with the parkers saturday at 6:30", thread_id="p", speaker="sarah")
    assert "the Parkers" in turn.reply, turn.reply
    if turn.status == "awaiting_user":
        app.ask("yes", thread_id="p", speaker="sarah")
    assert _guests(app, 28, "dinner") == [["the Parkers"]]


def test_a_bbq_with_the_lee_family(app: FamilyScheduler):
    turn = app.ask("bbq with the lee family sunday at 1", thread_id="b", speaker="mike")
    assert "the Lee family" in turn.reply, turn.reply


def test_a_walk_with_the_dogs_is_no_household(app: FamilyScheduler):
    turn = app.ask("walk with the dogs sunday at 3", thread_id="d", speaker="mike")
    assert "the Dogs" not in turn.reply, turn.reply
