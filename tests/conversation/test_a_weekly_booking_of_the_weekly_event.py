"""A new weekly booking of the weekly event the family has already: "piano lessons for emma
every monday at 4:30" when her piano lesson is every Monday at 5 most likely means the
lesson moves, not a second piano every week. One way out moves the lesson from the first
clash on (this one and all after it), books nothing new, and is undone as one change."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _mondays(app: FamilyScheduler, title_word: str, days: tuple[tuple[int, int], ...]) -> list[str]:
    out = []
    for month, day in days:
        start = datetime(2026 if month >= 11 else 2027, month, day, tzinfo=NY)
        out += [
            f"{o.start.astimezone(NY):%m-%d %H:%M}"
            for o in app.events(start, start + timedelta(days=1), members=["emma"])
            if title_word in o.title
        ]
    return out


def test_weekly_piano_at_another_hour_offers_to_move_the_lessons_from_next_week(app: FamilyScheduler):
    asked = app.ask(
        "book piano lessons for emma every monday at 4:15 beginning next week", thread_id="p", speaker="sarah"
    )
    assert asked.status == "awaiting_user" and not asked.committed, asked.reply
    first = [o for o in asked.options if "nothing new is booked" in o["description"]]
    assert len(first) == 1 and first[0]["description"].startswith(
        "Move piano lesson to 4:15–5:15pm from Mon Nov 30 on"
    )
    app.ask(str(first[0]["id"]), thread_id="p", speaker="sarah")
    lessons = _mondays(app, "piano", ((11, 23), (11, 30), (12, 7), (1, 11)))
    assert lessons == ["11-23 17:00", "11-30 16:15", "12-07 16:15", "01-11 16:15"]


def test_moving_the_lessons_this_way_is_undone_as_one_change(app: FamilyScheduler):
    app.ask("emma piano every monday at 5:45 starting next week", thread_id="u", speaker="mike")
    app.ask("1", thread_id="u", speaker="mike")
    assert _mondays(app, "piano", ((12, 7),)) == ["12-07 17:45"]
    app.ask("undo that", thread_id="u", speaker="mike")
    app.ask("yes", thread_id="u", speaker="mike")
    assert _mondays(app, "piano", ((11, 23), (11, 30), (12, 7))) == [
        "11-23 17:00",
        "11-30 17:00",
        "12-07 17:00",
    ]


def test_a_second_weekly_activity_of_another_kind_is_not_offered_as_a_move(app: FamilyScheduler):
    asked = app.ask("guitar for emma every monday at 5 from next week", thread_id="g", speaker="sarah")
    assert not any("nothing new is booked" in o["description"] for o in asked.options), asked.reply
