"""Someone put in the speaker's place right after a booking ("for mike not me", "not me,
mike"): the speaker comes off and the one named goes on; everyone else on it stays."""

from __future__ import annotations


def test_for_mike_not_me_puts_mike_on_the_vet_visit_instead_of_sarah(app):
    app.ask("book a vet visit friday at 10", thread_id="v", speaker="sarah")
    turn = app.ask("for mike not me", thread_id="v", speaker="sarah")
    assert "Put Mike on vet visit on Fri Nov 27 10–11am instead of Sarah" in turn.reply, turn.reply


def test_not_me_mike_keeps_grandma_at_lunch(app):
    app.ask("lunch with linda wednesday at 1", thread_id="l", speaker="sarah")
    turn = app.ask("not me, mike", thread_id="l", speaker="sarah")
    assert "instead of Sarah" in turn.reply and "Linda" not in turn.reply.split("instead of")[1], turn.reply
    done = app.ask("yes", thread_id="l", speaker="sarah")
    assert done.committed, done.reply
    from datetime import datetime, timedelta
    from zoneinfo import ZoneInfo

    day = datetime(2026, 11, 25, tzinfo=ZoneInfo("America/New_York"))
    lunch = [o for o in app.events(day, day + timedelta(days=1)) if o.title == "lunch"]
    assert lunch and lunch[0].participants == ["linda", "mike"]
