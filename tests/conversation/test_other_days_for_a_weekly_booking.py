"""A weekly booking that clashes, and the family wishes it on other days or weeks: "make
it wednesdays", "how about fridays", "every other monday then", "the 1st and 3rd only".
The repeat's own days change (never a Wednesday first lesson on a Tuesday rule), the first
lesson is the first such day, and it is asked about again before anything is written."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler

# Jake has soccer practice Tuesdays and Thursdays 4-5:30; Emma piano Mondays 5-6.


@pytest.mark.parametrize(
    ("wish", "first", "every"),
    [
        ("make it wednesdays", "Wed Nov 25 5–6pm", "every Wednesday at 5pm"),
        ("wednesdays instead", "Wed Nov 25 5–6pm", "every Wednesday at 5pm"),
        ("how about fridays", "Fri Nov 27 5–6pm", "every Friday at 5pm"),
        ("could we do mondays and wednesdays instead?", "Wed Nov 25 5–6pm", "every Monday and Wednesday"),
        ("hmm, make it friday", "Fri Nov 27 5–6pm", "every Friday at 5pm"),
    ],
)
def test_a_clashing_weekly_booking_moves_to_the_days_wished(
    app: FamilyScheduler, wish: str, first: str, every: str
) -> None:
    clash = app.ask("football for jake every tuesday at 5", thread_id="f", speaker="sarah")
    assert "That clashes" in clash.reply
    turn = app.ask(wish, thread_id="f", speaker="sarah")
    assert turn.status == "awaiting_user" and not turn.committed  # asked again first
    assert f"football for Jake, {first}" in turn.reply
    assert every in turn.reply
    assert "Tuesday" not in turn.reply
    assert app.ask("yes", thread_id="f", speaker="sarah").committed
    weeks = app.events("2026-11-23", "2026-12-20", members=["jake"])
    football_days = {o.start.strftime("%a") for o in weeks if o.title == "football"}
    assert football_days and "Tue" not in football_days


def test_the_first_and_third_weeks_of_each_month(app: FamilyScheduler) -> None:
    app.ask("football for jake every tuesday at 5", thread_id="n", speaker="mike")
    turn = app.ask("the 1st and 3rd only", thread_id="n", speaker="mike")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "football for Jake, Tue Dec 1 5–6pm" in turn.reply
    assert "first Tuesday and the third Tuesday of every month" in turn.reply


def test_first_and_third_said_in_words(app: FamilyScheduler) -> None:
    app.ask("tutoring for emma every monday at 5", thread_id="w", speaker="sarah")
    turn = app.ask("ok just the first and third mondays", thread_id="w", speaker="sarah")
    assert "first Monday and the third Monday of every month" in turn.reply
    assert not turn.committed


def test_every_other_week_instead(app: FamilyScheduler) -> None:
    app.ask("tutoring for emma every monday at 5", thread_id="o", speaker="sarah")
    turn = app.ask("every other monday then", thread_id="o", speaker="sarah")
    assert "every other Monday" in turn.reply
    assert not turn.committed


def test_a_day_added_is_not_a_day_swapped(app: FamilyScheduler) -> None:
    app.ask("football for jake every tuesday at 5", thread_id="a", speaker="sarah")
    turn = app.ask("and fridays too", thread_id="a", speaker="sarah")
    assert "every Friday at 5pm" not in turn.reply
