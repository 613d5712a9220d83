"""Sarah tells the calendar Jake has a day off school, in the words parents use: "jake's
off school on friday", "the kids are out of school monday". It is marked as a day
without school, shown as free, as "jake has no school friday" is; it used to be a
one-hour booking called "school" at 3pm."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("said", "who", "day"),
    [
        ("jake's off school on friday", "Jake", "Fri Nov 27"),
        ("jake off school fri", "Jake", "Fri Nov 27"),
        ("the kids are out of school monday", "Emma and Jake", "Mon Nov 30"),
    ],
)
def test_a_day_off_school_is_marked_as_no_school_shown_as_free(app, said, who, day):
    turn = app.ask(said, thread_id="s")
    assert turn.reply.startswith(f"Booked: no school for {who}, {day} (all day) — shown as free."), turn.reply


def test_getting_out_of_school_early_is_not_a_day_off(app):
    turn = app.ask("emma gets out of school early wednesday", thread_id="s")
    assert "no school" not in turn.reply
