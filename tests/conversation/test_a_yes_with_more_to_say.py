"""Answers to "Shall I go ahead?" and to a numbered list that say more than yes or a number:
"yeah go ahead, oh and make it 5:30pm", "yes but at 5", "sure, and add emma too", "1 and 3",
"the last one", "none of those work". A partial yes never writes the proposal as it was:
the change is said back and asked about, and a pick of two options picks neither."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from family_scheduler.app import FamilyScheduler
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.family_file import demo_family

from .conftest import MONDAY, NY


@pytest.fixture
def asking() -> FamilyScheduler:
    """The family's assistant set to ask before every write."""
    family, events = demo_family()
    return FamilyScheduler(InMemoryCalendar(family, events), clock=lambda: MONDAY, always_confirm=True)


@pytest.fixture
def titles(asking: FamilyScheduler):
    """(title, HH:MM) of a member's events on a day of November."""

    def read(day: int, member: str) -> list[tuple[str, str]]:
        start = datetime(2026, 11, day, tzinfo=NY)
        return [
            (o.title, o.start.astimezone(NY).strftime("%H:%M"))
            for o in asking.events(start, start + timedelta(days=1), members=[member])
        ]

    return read


@pytest.mark.parametrize(
    ("answer", "when"),
    [
        ("yeah go ahead, oh and make it 5:30pm", "Wed Nov 25 5:30–6:30pm"),
        ("yes but at 5", "Wed Nov 25 5–6pm"),
        ("ok, but make it 4:30pm", "Wed Nov 25 4:30–5:30pm"),
    ],
)
def test_a_yes_with_another_time_asks_about_that_time(asking, titles, answer, when):
    asking.ask("book the dentist for jake wednesday at 3pm", thread_id="d")
    turn = asking.ask(answer, thread_id="d")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert f"Book dentist for Jake, {when}" in turn.reply
    assert "couldn't find" not in turn.reply
    done = asking.ask("yes", thread_id="d")
    assert done.committed and ("dentist", "15:00") not in titles(25, "jake")


@pytest.mark.parametrize("answer", ["sure, and add emma too", "emma too", "yes, emma's coming too"])
def test_someone_added_in_the_answer_is_booked_along(asking, titles, answer):
    asking.ask("book the dentist for jake wednesday at 3pm", thread_id="d")
    turn = asking.ask(answer, thread_id="d")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert "Book dentist for Emma and Jake, Wed Nov 25 3–4pm" in turn.reply
    assert "on hold" not in turn.reply
    asking.ask("yes", thread_id="d")
    assert ("dentist", "15:00") in titles(25, "emma") and ("dentist", "15:00") in titles(25, "jake")


def test_two_options_picked_for_one_dentist_picks_neither(app, titles_on):
    app.ask("book dentist for jake tuesday at 4pm", thread_id="c")
    turn = app.ask("1 and 3", thread_id="c")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert "you picked two options, 1 and 3" in turn.reply
    assert "dentist" not in [t for t, _ in titles_on(24, "jake")]
    assert "dentist" not in [t for t, _ in titles_on(25, "jake")]


def test_the_last_one_is_the_bottom_of_the_list(app, titles_on):
    asked = app.ask("book dentist for jake tuesday at 4pm", thread_id="c")
    last = asked.reply.split("\n")[-2].strip()
    assert last.startswith("4. Move dentist to Thu Nov 26 9–10am"), asked.reply
    done = app.ask("the last one", thread_id="c")
    assert done.committed, done.reply
    assert ("dentist", "09:00") in titles_on(26, "jake")


@pytest.mark.parametrize("answer", ["none of those work", "none", "neither works"])
def test_none_of_the_options_leaves_the_calendar_alone(app, titles_on, answer):
    app.ask("book dentist for jake tuesday at 4pm", thread_id="c")
    turn = app.ask(answer, thread_id="c")
    assert turn.status == "completed" and turn.committed == [], turn.reply
    assert "left the calendar as it was" in turn.reply
