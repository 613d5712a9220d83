"""Emma's piano teacher moves lessons from Mondays to another weekday from a date on.

The first lesson on the new day is the first such day from the date said: "to wednesdays
starting dec 2" gives Wed Dec 2, not Wed Dec 9 after a skipped week. The Mondays before
stay; "from next week" and "from december" hold from then on like "starting"."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from .conftest import NY


def _piano_days(app) -> list[str]:
    start = datetime(2026, 11, 23, tzinfo=NY)
    return [
        o.start.astimezone(NY).strftime("%a %b %d")
        for o in app.events(start, start + timedelta(days=28), members=["emma"])
        if o.title == "piano lesson"
    ]


@pytest.mark.parametrize(
    ("said", "lessons"),
    [
        (
            "move emma's piano to wednesdays starting dec 2",
            ["Mon Nov 23", "Mon Nov 30", "Wed Dec 02", "Wed Dec 09", "Wed Dec 16"],
        ),
        (
            "from december emma's piano is on thursdays",
            ["Mon Nov 23", "Mon Nov 30", "Thu Dec 03", "Thu Dec 10", "Thu Dec 17"],
        ),
        (
            "switch emma's piano to fridays from next week",
            ["Mon Nov 23", "Fri Dec 04", "Fri Dec 11", "Fri Dec 18"],
        ),
    ],
)
def test_the_new_weekday_starts_on_the_date_said_and_no_week_is_skipped(app, said, lessons):
    turn = app.ask(said, thread_id="p")

    assert turn.status == "completed" and turn.committed, turn.reply
    assert _piano_days(app) == lessons


def test_moving_piano_from_one_month_to_another_is_not_read_as_from_then_on(app):
    turn = app.ask("move emma's piano from december to january", thread_id="p")

    assert not turn.committed
    assert "from Mon" not in turn.reply
