"""\"Can Jake do tennis on Wednesdays at 4?\" asks whether he is free then."""

from __future__ import annotations


def test_can_he_do_it_then_is_answered_with_his_time_not_the_calendars_titles(app):
    """Jake has soccer on Tuesdays at 4 and nothing on Wednesdays at 4."""
    free = app.ask("can jake do tennis on wednesdays at 4?", thread_id="q")
    assert "Jake is free" in free.reply and "No tennis" not in free.reply
    busy = app.ask("can jake do karate on tuesdays at 4?", thread_id="q2")
    assert "no free time" in busy.reply
