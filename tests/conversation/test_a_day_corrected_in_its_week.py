"""A day corrected or moved to by its weekday alone stays in the week of the event.

Sarah books the dentist for Jake next Tuesday, then texts "oops, wednesday": she means the
Wednesday of that week, not the one coming first. Read by the contract alone, a bare
"wednesday" is the next one, and the dentist went back a week."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "fix",
    ["sorry i meant wednesday", "no wait, make that wednesday", "oops, wednesday", "actually wednesday"],
)
def test_a_correction_after_booking_next_week_stays_in_that_week(app, fix):
    booked = app.ask("dentist for jake next tuesday at 3", thread_id="d")
    assert "Tue Dec 1" in booked.reply, booked.reply

    asked = app.ask(fix, thread_id="d")

    assert "Wed Dec 2" in asked.reply and "Nov 25" not in asked.reply, asked.reply


def test_a_lesson_weeks_away_moved_to_a_weekday_moves_within_its_week(app):
    asked = app.ask("move jake's soccer on dec 17 to friday", thread_id="s")

    assert "to Fri Dec 18 4–5:30pm" in asked.reply, asked.reply
    assert asked.committed == []


def test_a_weekday_with_its_week_said_is_kept_as_said(app):
    app.ask("dentist for jake dec 8 at 3", thread_id="d")

    asked = app.ask("move jake's dentist to this friday", thread_id="d")

    assert "Fri Nov 27" in asked.reply, asked.reply
