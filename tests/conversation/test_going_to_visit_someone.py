"""Going to visit someone is the speaker away over the days said, the visit's words kept as
the title; someone visiting the family stays a visit here, shown as free."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_mike_away_for_the_weekend_visiting_grandma(app: FamilyScheduler) -> None:
    asked = app.ask("visiting grandma in ohio this weekend", thread_id="v", speaker="mike")
    assert "visiting grandma in ohio for Mike, Sat Nov 28 – Sun Nov 29 (all day)" in asked.reply, asked.reply
    assert "Linda" not in asked.reply.split("\n")[0]  # it booked an hour of "visiting" for grandma
    assert "didn't catch" not in asked.reply  # Ohio is kept, not left out


def test_off_to_see_family_said_by_sarah(app: FamilyScheduler) -> None:
    asked = app.ask("i'm off to visit my brother in denver friday to sunday", thread_id="v")
    assert "visiting my brother in denver for Sarah, Fri Nov 27 – Sun Nov 29 (all day)" in asked.reply


def test_grandma_visiting_us_is_still_her_visit_here(app: FamilyScheduler) -> None:
    turn = app.ask("grandma is visiting next weekend", thread_id="g")
    assert turn.committed, turn.reply
    assert "visit for Linda, Sat Dec 5 – Sun Dec 6 (all day) — shown as free" in turn.reply


def test_what_dad_misses_while_visiting_is_told_and_left_not_a_clash(app):
    turn = app.ask("visiting my parents in ohio this weekend", speaker="mike", thread_id="v2")
    assert "While away, Mike has family dinner Sun Nov 29" in turn.reply, turn.reply
    assert "Skip the family dinner" not in turn.reply
