"""A booking of its own said while the assistant asks who someone is: "lunch with tom thursday
at 12" - "I don't know who Tom is…" - "dentist for jake friday at 3" was written at once as
"lunch for Jake, Fri 3pm": the dentist's words were taken as the answer. Now the dentist is
read as when said alone."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _titles(app: FamilyScheduler, day: int) -> list[tuple[str, list[str]]]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [(o.title, o.participants) for o in app.events(start, start + timedelta(days=1))]


def test_a_dentist_booked_while_tom_is_asked_about_is_a_dentist(app: FamilyScheduler):
    asked = app.ask("coffee with dave wednesday at 10", thread_id="c", speaker="sarah")
    assert "Dave" in asked.reply and asked.status == "awaiting_user", asked.reply
    turn = app.ask("orthodontist for emma thursday at 4:30", thread_id="c", speaker="sarah")
    if turn.status == "awaiting_user":
        app.ask("yes", thread_id="c", speaker="sarah")
    assert ("orthodontist", ["emma"]) in _titles(app, 26)
    assert not any(title == "coffee" for title, _ in _titles(app, 26) + _titles(app, 25))


def test_naming_who_it_is_still_answers_the_question(app: FamilyScheduler):
    app.ask("coffee with dave wednesday at 10", thread_id="d", speaker="sarah")
    turn = app.ask("mike", thread_id="d", speaker="sarah")
    if turn.status == "awaiting_user":
        app.ask("yes", thread_id="d", speaker="sarah")
    assert ("coffee", ["mike"]) in _titles(app, 25)


def test_the_question_about_the_first_booking_comes_back_after_the_second(app: FamilyScheduler):
    app.ask("haircut for emma", thread_id="h", speaker="sarah")
    turn = app.ask("remind me to call the plumber tomorrow at 9", thread_id="h", speaker="sarah")
    assert "plumber" in turn.reply and "Back to your earlier request" in turn.reply, turn.reply
    assert turn.status == "awaiting_user", turn.reply
    done = app.ask("saturday at 2", thread_id="h", speaker="sarah")
    if done.status == "awaiting_user":
        app.ask("yes", thread_id="h", speaker="sarah")
    assert ("haircut", ["emma"]) in _titles(app, 28)
