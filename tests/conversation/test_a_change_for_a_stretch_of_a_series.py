"""Emma's swim class moves to 11 for a while: "for the rest of the year", "until the
holidays", "for the next two weeks". A change for a stretch of a series is not something
the assistant can make yet; it must never make a different change instead (the next one
only, written at once), but ask which occurrences, saying plainly what it cannot do."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler


@pytest.mark.parametrize(
    "said",
    [
        "push emma's swim class to 11 for the rest of the month",
        "can we move swim to 11 for the next two weeks",
        "move swim to 11 till christmas",
        "swim class should be at 11 throughout december",
    ],
)
def test_a_stretch_said_is_asked_about_and_nothing_is_written(app: FamilyScheduler, said: str):
    turn = app.ask(said, thread_id="swim")

    assert turn.committed == []
    assert turn.status == "awaiting_user"
    assert "I can't change only the ones" in turn.reply
    assert "(1 / 2 / 3)" in turn.reply


def test_after_the_stretch_is_refused_the_family_picks_from_now_on(app: FamilyScheduler, titles_on):
    app.ask("move swim to 11 for the rest of the year", thread_id="swim")

    done = app.ask("2", thread_id="swim")

    assert done.committed
    assert ("swim class", "11:00") in titles_on(5, "emma", month=12)


def test_from_now_on_is_still_written_as_said(app: FamilyScheduler):
    turn = app.ask("move emma's swim to 11 from now on", thread_id="swim")

    assert turn.committed and "I can't" not in turn.reply
