"""Time added up ("how many hours did mike spend at work this week?") is not built yet:
said plainly, never answered as a look-up of an event called "spend at work"."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler


@pytest.mark.parametrize(
    "said",
    [
        "how many hours did dad spend at work this week?",
        "how much time does emma spend on activities every week",
        "how many hours of soccer has jake got this week",
    ],
)
def test_totals_of_time_are_said_to_be_beyond_it(app: FamilyScheduler, said: str):
    turn = app.ask(said, thread_id="t")
    assert turn.status == "completed" and turn.committed == []
    assert turn.reply.startswith("I can't add up the time spent on things yet."), turn.reply
    assert "please say it again" not in turn.reply


def test_a_countdown_is_still_a_question_about_the_calendar(app: FamilyScheduler):
    turn = app.ask("how many hours until piano?", thread_id="c")
    assert "add up" not in turn.reply
