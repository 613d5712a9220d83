"""Things a family asks any assistant: the date, the time, to be woken. The day and time are
answered from the assistant's clock; waking up is a reminder at that time, in the morning."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler


@pytest.mark.parametrize(
    "asked", ["what's today's date?", "what day is it today", "what time is it now?", "what's the date"]
)
def test_the_date_or_time_asked_is_the_assistants_clock(app: FamilyScheduler, asked: str):
    turn = app.ask(asked, thread_id="c")

    assert turn.reply == "It's 9am on Monday, November 23, 2026."
    assert turn.committed == []


def test_the_date_of_an_event_is_still_looked_up(app: FamilyScheduler):
    turn = app.ask("what's the date of the next family dinner?", thread_id="c")

    assert "family dinner" in turn.reply and "It's 9am" not in turn.reply


@pytest.mark.parametrize(
    ("said", "who", "when"),
    [
        ("wake me up at 6:45 tomorrow", "Sarah", "Tue Nov 24 6:45am"),
        ("please wake jake up at 7 on saturday", "Jake", "Sat Nov 28 7am"),
    ],
)
def test_being_woken_is_a_morning_reminder(app: FamilyScheduler, said: str, who: str, when: str):
    turn = app.ask(said, thread_id="w")

    assert f"reminder for {who}: wake up, due {when}" in turn.reply
