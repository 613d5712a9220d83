"""Sarah says how often something happens but not on which days: the helper comes "twice a
month". Nothing is written until she says yes, and then it is one visit, named as she said."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_twice_a_month_is_asked_and_a_yes_books_one_visit(app: FamilyScheduler, titles_on):
    asked = app.ask("dog walker twice a month on wednesday at 1", thread_id="w")
    assert asked.committed == [] and asked.status == "awaiting_user"
    assert '"twice a month" as once only' in asked.reply and "twice a month for" not in asked.reply
    assert titles_on(25, "sarah") == []
    done = app.ask("yes", thread_id="w")
    assert done.reply.startswith("Booked: dog walker for Sarah, Wed Nov 25 1–2pm.")
    assert ("dog walker", "13:00") not in titles_on(9, "sarah", month=12)  # once only, not fortnightly
