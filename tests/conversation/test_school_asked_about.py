"""'Is there school on wednesday?': school is a rule of the week, not an event, and is answered."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def _answer(app: FamilyScheduler, text: str) -> str:
    turn = app.ask(text, thread_id=text)
    assert turn.status == "completed" and turn.intent == "query" and turn.committed == [], turn.reply
    return turn.reply


def test_school_on_a_weekday_gives_its_hours(app: FamilyScheduler) -> None:
    assert (
        _answer(app, "is there school on wednesday?")
        == "School for Emma and Jake on Wednesday Nov 25: 8am–3pm."
    )
    assert _answer(app, "does jake have school friday") == "School for Jake on Friday Nov 27: 8am–3pm."


def test_no_school_on_thanksgiving_says_why(app: FamilyScheduler) -> None:
    assert (
        _answer(app, "is there school on thanksgiving?") == "No school on Thursday Nov 26 (Thanksgiving Day)."
    )


def test_a_week_of_school_day_by_day(app: FamilyScheduler) -> None:
    reply = _answer(app, "is there school next week?")
    assert "- Monday Nov 30: 8am–3pm" in reply
    assert "- Saturday Dec 5: no school (the weekend)" in reply


def test_an_activity_asked_the_same_way_is_still_looked_up(app: FamilyScheduler) -> None:
    reply = _answer(app, "is there swim on saturday?")
    assert "10–11am swim class" in reply


def test_what_time_school_ends_with_no_day_is_the_next_school_day(app):
    answer = app.ask("what time does school end", thread_id="s").reply
    assert answer == "School for Emma and Jake on Monday Nov 23: 8am–3pm."


def test_when_school_starts_for_one_child(app):
    answer = app.ask("when does jake's school start?", thread_id="s").reply
    assert answer.startswith("School for Jake on Monday Nov 23: 8am–3pm")
