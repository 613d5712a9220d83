"""A change and someone added in one breath, right after a booking ("make it 12:30 and add
mike"): the move is asked about with the addition said after it; never a new event called
"make" or a search for "Emma's add"."""

from __future__ import annotations


def test_lunch_moved_to_half_past_and_mike_added(app):
    app.ask("lunch with linda friday at noon", thread_id="l", speaker="sarah")
    turn = app.ask("make it 12:30 and add mike", thread_id="l", speaker="sarah")
    assert "Move lunch from Fri Nov 27 12–1pm to Fri Nov 27 12:30–1:30pm" in turn.reply, turn.reply
    assert "add mike" in turn.reply.lower() and "couldn't find" not in turn.reply, turn.reply
    done = app.ask("yes", thread_id="l", speaker="sarah")
    assert done.committed, done.reply
    held = [o for o in app.events(*_friday()) if o.title == "lunch"]
    assert len(held) == 1 and held[0].participants == ["linda", "mike", "sarah"]


def _friday():
    from datetime import datetime, timedelta
    from zoneinfo import ZoneInfo

    start = datetime(2026, 11, 27, tzinfo=ZoneInfo("America/New_York"))
    return start, start + timedelta(days=1)
