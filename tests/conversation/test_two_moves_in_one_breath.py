"""Two moves said in one breath, the second without its verb: "move jake's soccer on tuesday
to 5 and emma's homework to 8". Read as one, "to 5 and ... to 8" was a span: soccer was
written as 5-8pm and the homework never moved. Each is now a move of its own."""

from __future__ import annotations

from datetime import datetime, timedelta

from .conftest import NY


def _spans(app, day: int, title: str) -> list[tuple[str, str]]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [
        (o.start.astimezone(NY).strftime("%H:%M"), o.end.astimezone(NY).strftime("%H:%M"))
        for o in app.events(start, start + timedelta(days=1))
        if o.title == title
    ]


def test_soccer_keeps_its_length_and_the_homework_moves_too(app):
    turn = app.ask("move jake's soccer on tuesday to 5 and emma's homework to 8", thread_id="t")
    assert "Moved soccer practice on Tue Nov 24 4–5:30pm to Tue Nov 24 5–6:30pm" in turn.reply, turn.reply
    assert "5–8pm" not in turn.reply
    assert _spans(app, 24, "soccer practice") == [("17:00", "18:30")]
    assert "Homework on the laptop repeats" in turn.reply
    done = app.ask("just this one", thread_id="t")
    assert done.status == "completed" and done.committed, done.reply
    assert _spans(app, 24, "homework on the laptop") == [("20:00", "21:00")]
    assert _spans(app, 26, "homework on the laptop") == [("19:00", "20:00")]


def test_swim_and_dinner_pushed_in_one_message_are_each_asked_about(app):
    turn = app.ask("push swim to 11 and dinner to 5", thread_id="s")
    assert "Swim class repeats" in turn.reply, turn.reply
    nxt = app.ask("1", thread_id="s")
    assert "Moved swim class on Sat Nov 28 10–11am to Sat Nov 28 11am–12pm" in nxt.reply, nxt.reply
    assert "Family dinner repeats" in nxt.reply
    done = app.ask("1", thread_id="s")
    assert done.status == "completed", done.reply
    assert _spans(app, 29, "family dinner") == [("17:00", "18:30")]
