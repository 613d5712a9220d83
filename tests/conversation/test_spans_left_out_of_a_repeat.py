"""Sarah sets up weekly things that pause over the holidays. The weeks she names are left
out of the series and said back with the dates they take out; a break she never dated is
asked about, and nothing is written until she says when it is."""

from __future__ import annotations

from datetime import datetime, timedelta

from .conftest import NY


def _days_with(app, title, member, first, last):
    start = datetime(first[0], first[1], first[2], tzinfo=NY)
    end = datetime(last[0], last[1], last[2], tzinfo=NY) + timedelta(days=1)
    return sorted(
        o.start.astimezone(NY).date().isoformat()
        for o in app.events(start, end, members=[member])
        if o.title == title
    )


def test_a_holiday_week_is_skipped_and_named(app):
    turn = app.ask("violin for emma every wednesday at 6 except the week of christmas", thread_id="v")
    assert turn.committed, turn.reply
    assert "except over week of christmas (Wed Dec 23)" in turn.reply
    assert _days_with(app, "violin", "emma", (2026, 12, 14), (2027, 1, 3)) == ["2026-12-16", "2026-12-30"]


def test_two_dates_joined_are_skipped_and_the_rest_kept(app):
    turn = app.ask("add reading club for jake mondays at 6 but not from dec 21 to jan 3", thread_id="r")
    assert turn.committed, turn.reply
    assert "except over Dec 21 to Jan 3 (Mon Dec 21 and Mon Dec 28)" in turn.reply
    assert _days_with(app, "reading club", "jake", (2026, 12, 14), (2027, 1, 11)) == [
        "2026-12-14",
        "2027-01-04",
        "2027-01-11",
    ]


def test_our_reading_of_winter_break_is_asked_first(app):
    turn = app.ask("yoga for mike every sunday at 9 except over winter break", thread_id="y")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "I took it as Mon Dec 21 to Sun Jan 3" in turn.reply, turn.reply
    turn = app.ask("yes", thread_id="y")
    assert turn.committed
    assert _days_with(app, "yoga", "mike", (2026, 12, 20), (2027, 1, 10)) == ["2026-12-20", "2027-01-10"]


def test_a_break_never_dated_is_asked_and_nothing_written(app):
    turn = app.ask("book chess for jake every friday at 5 except during february break", thread_id="c")
    assert not turn.committed
    assert "I don't know the dates of february break" in turn.reply, turn.reply
    assert _days_with(app, "chess", "jake", (2026, 11, 23), (2027, 3, 1)) == []
