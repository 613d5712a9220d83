"""A family that turned a chat model on: its failures never break a turn, its words stay true."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from langchain_core.language_models.fake_chat_models import FakeListChatModel

from family_scheduler.app import FamilyScheduler
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.family_file import demo_family

NY = ZoneInfo("America/New_York")
MONDAY = datetime(2026, 11, 23, 9, 0, tzinfo=NY)


def app_with(model) -> FamilyScheduler:
    family, events = demo_family()
    return FamilyScheduler(InMemoryCalendar(family, events), clock=lambda: MONDAY, chat_model=model)


def test_a_model_that_cannot_parse_falls_back_and_the_error_is_recorded():
    # A plain text model has no structured output: parsing falls back to the grammar.
    model = FakeListChatModel(responses=["I am not a parser"] * 5)
    turn = app_with(model).ask("Dentist for Jake tomorrow at 3pm")
    assert turn.status == "completed" and len(turn.committed) == 1
    assert turn.reply.startswith("Booked: dentist for Jake, Tue Nov 24 3–4pm")


def test_a_model_failure_is_listed_in_the_turns_errors():
    model = FakeListChatModel(responses=["nope"] * 5)
    app = app_with(model)
    app.ask("Dentist for Jake tomorrow at 3pm", thread_id="e")
    errors = app.graph.get_state(app.config("e")).values["errors"]
    assert errors and errors[0]["step"].startswith("pars")
    assert {"type", "message", "retryable"} <= set(errors[0])


def test_replies_are_reworded_only_when_times_and_names_survive():
    # The model rewords the graph's canonical (24-hour) reply; the family reads it in its clock.
    offline = app_with(None)
    plain = offline.ask("Dentist for Jake tomorrow at 3pm").reply
    canonical = offline.graph.get_state(offline.config()).values["reply"]
    assert "15:00" in canonical and "3–4pm" in plain
    keeps = FakeListChatModel(responses=[f"All set! {canonical}"], metadata={"rephrase": True})
    turn = app_with(keeps).ask("Dentist for Jake tomorrow at 3pm")
    assert turn.reply == f"All set! {plain}"
    drops = FakeListChatModel(
        responses=["nope", "All set for tomorrow afternoon!"] * 3, metadata={"rephrase": True}
    )
    turn = app_with(drops).ask("Dentist for Jake tomorrow at 3pm")
    assert turn.reply.startswith("Booked") and "3–4pm" in turn.reply
