"""The query subgraph's locate mode: which event does "move Emma's piano" or "cancel the
dentist" mean? The main graph asks it before drafting any change."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.context import SchedulerContext
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event
from family_scheduler.subgraphs.query import graph


def locate(context: SchedulerContext, **request: Any) -> tuple[str, dict[str, Any]]:
    out = graph.invoke({"request": request, "mode": "locate"}, context=context)
    return out["messages"][-1].content, out["result"]["data"]


def test_the_next_piano_lesson_and_its_weekly_series_are_found(context: SchedulerContext) -> None:
    text, found = locate(context, intent="cancel", title="piano lessons", participants=["emma"])
    assert found["chosen"]["title"] == "piano lesson"
    assert found["chosen"]["start"].startswith("2026-11-23T17:00")  # tonight's, not last week's
    assert found["series"]["recurrence"] and found["series"]["id"] == found["chosen"]["event_id"]
    assert not found["date_named"]
    assert text.startswith("Found piano lesson (Emma) Mon Nov 23")


def test_a_day_named_narrows_the_search_to_that_day(context: SchedulerContext, at) -> None:
    _, found = locate(
        context,
        intent="cancel",
        title="piano lesson",
        start=at(30, 17).isoformat(),
        participants=["emma"],
    )
    assert found["date_named"] and found["chosen"]["start"].startswith("2026-11-30T17:00")


def test_two_events_with_the_same_name_are_listed_not_guessed(now: datetime, at) -> None:
    family, events = demo_family()
    for day in (24, 26):
        events.append(
            Event(id=f"dentist-{day}", title="dentist", start=at(day, 15), end=at(day, 16), participants=[])
        )
    ctx = SchedulerContext(calendar=InMemoryCalendar(family, events), family=family, now=now.isoformat())
    text, found = locate(ctx, intent="modify", title="dentist", shift_minutes=30)
    assert found["chosen"] is None and len(found["candidates"]) == 2
    assert text.startswith("I found several events that could be meant") and text.endswith("Which one?")


def test_an_event_that_is_not_there_is_said_plainly(context: SchedulerContext) -> None:
    text, found = locate(context, intent="cancel", title="trombone recital")
    assert found["chosen"] is None and found["candidates"] == []
    assert text == "I couldn't find trombone recital on the calendar in the coming weeks."
