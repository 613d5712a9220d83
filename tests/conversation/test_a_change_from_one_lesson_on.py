"""Emma's new swim lessons are on Tuesdays at 5. From Dec 8 the pool moves them to 6, and
Sarah says so the way people do: "move emma's swim on dec 8 to 6pm, and all the ones after
it". The lessons before Dec 8 stay at 5; Dec 8 and every one after it move to 6. Said without
those words, only Dec 8 moves."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from .conftest import NY


def _swim_times(app) -> dict[str, str]:
    start = datetime(2026, 11, 24, tzinfo=NY)
    return {
        o.start.astimezone(NY).strftime("%b %d"): o.start.astimezone(NY).strftime("%H:%M")
        for o in app.events(start, start + timedelta(days=28), members=["emma"])
        if o.title == "swim"
    }


@pytest.mark.parametrize(
    "said",
    [
        "move emma's swim on dec 8 to 6pm, and all the ones after it",
        "move emma's swim on dec 8 to 6pm and every week after that",
        "move emma's swim on dec 8 to 6pm and the rest",
        "move emma's swim on dec 8 to 6pm and all the following ones",
    ],
)
def test_a_change_said_of_one_lesson_and_the_ones_after_it_moves_them_all_from_there(app, said):
    app.ask("swim for emma every tuesday at 5", thread_id="s")
    app.ask(said, thread_id="s")
    times = _swim_times(app)
    assert times["Nov 24"] == times["Dec 01"] == "17:00", times
    assert times["Dec 08"] == times["Dec 15"] == "18:00", times


def test_said_of_one_lesson_alone_only_that_lesson_moves(app):
    app.ask("swim for emma every tuesday at 5", thread_id="s")
    app.ask("move emma's swim on dec 8 to 6pm", thread_id="s")
    times = _swim_times(app)
    assert times["Dec 08"] == "18:00" and times["Dec 15"] == "17:00", times
