"""A family swaps two things' times: "swap emma's piano and jake's soccer this week". Each
moves to the other's start and keeps its own length (said when they differ); both are
checked together, asked first, written by the one writer at once, and undone together.
Not found or unclear: said plainly, nothing changed.
"""

from __future__ import annotations

from datetime import datetime, timedelta

from .conftest import NY


def on(app, day: int, month: int = 11) -> list[tuple[str, str, str]]:
    start = datetime(2026, month, day, tzinfo=NY)
    return [
        (o.title, o.start.astimezone(NY).strftime("%H:%M"), o.end.astimezone(NY).strftime("%H:%M"))
        for o in app.events(start, start + timedelta(days=1))
    ]


def test_piano_and_soccer_trade_places_this_week_and_undo_puts_both_back(app):
    asked = app.ask("could we swap Jake's soccer with Emma's piano this week?", thread_id="s")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert "soccer practice Tue Nov 24 4–5:30pm → Mon Nov 23 5–6:30pm" in asked.reply
    assert "piano lesson Mon Nov 23 5–6pm → Tue Nov 24 4–5pm" in asked.reply
    assert "each keeps its own length" in asked.reply  # 1h 30m and 1h: said
    assert ("piano lesson", "17:00", "18:00") in on(app, 23)  # nothing written before the yes
    done = app.ask("yes", thread_id="s")
    assert done.reply.startswith("Swapped") and sorted(done.committed) == ["demo-piano", "demo-soccer"]
    assert ("soccer practice", "17:00", "18:30") in on(app, 23)
    assert ("piano lesson", "16:00", "17:00") in on(app, 24)
    assert ("piano lesson", "17:00", "18:00") in on(app, 30)  # next week's lesson stays
    assert ("soccer practice", "16:00", "17:30") in on(app, 26)  # Thursday's practice stays
    app.ask("undo", thread_id="s")
    app.ask("yes", thread_id="s")
    assert ("piano lesson", "17:00", "18:00") in on(app, 23)
    assert ("soccer practice", "16:00", "17:30") in on(app, 24)


def test_two_one_offs_swapped_without_a_day(app):
    app.ask("vet for sarah thursday at 10am", thread_id="v")
    app.ask("oil change for mike friday at 2pm", thread_id="o")
    asked = app.ask("Let's swap the vet and the oil change", thread_id="x")
    assert "vet Thu Nov 26 10–11am → Fri Nov 27 2–3pm" in asked.reply
    app.ask("yes", thread_id="x")
    assert ("oil change", "10:00", "11:00") in on(app, 26)
    assert ("vet", "14:00", "15:00") in on(app, 27)


def test_each_lands_where_the_other_was_without_a_clash(app):
    # Emma's swim (Sat 10am) and the family dinner (Sun 6pm) share Emma: each takes the
    # other's place, where the other no longer is, so nothing clashes.
    asked = app.ask("swap saturday's swim class and sunday's family dinner", thread_id="w")
    assert "clash" not in asked.reply.lower()
    app.ask("yes", thread_id="w")
    assert ("family dinner", "10:00", "11:30") in on(app, 28)
    assert ("swim class", "18:00", "19:00") in on(app, 29)


def test_a_repeating_pair_asks_which_ones_and_the_next_ones_swap(app):
    asked = app.ask("swap book club and mike's gym", thread_id="b")
    assert "Swap only the next ones" in asked.reply and asked.committed == []
    proposal = app.ask("1", thread_id="b")  # book club is every other Wednesday: Dec 2 next
    assert "Swap book club (Sarah) and gym (Mike)" in proposal.reply
    app.ask("yes", thread_id="b")
    assert ("book club", "06:30", "08:00") in on(app, 25)
    assert ("gym", "19:30", "20:30") in on(app, 2, month=12)
    assert ("book club", "19:30", "21:00") in on(app, 16, month=12)  # the series keeps its time
    assert ("gym", "06:30", "07:30") in on(app, 27)


def test_a_clash_where_one_lands_is_said_and_nothing_written(app):
    app.ask("soccer for emma thursday at 5pm", thread_id="e")
    asked = app.ask("switch tuesday's and thursday's soccer", thread_id="t")
    assert "Jake already has soccer practice Thu Nov 26" in asked.reply
    assert "other events or another week" in asked.reply
    assert app.ask("no", thread_id="t").committed == []
    assert ("soccer practice", "16:00", "17:30") in on(app, 24)


def test_a_week_said_again_moves_the_whole_swap_and_a_clock_time_is_refused(app):
    app.ask("swap emma's piano and jake's soccer this week", thread_id="n")
    moved = app.ask("make it next week", thread_id="n")
    assert "piano lesson Mon Nov 30 5–6pm → Tue Dec 1 4–5pm" in moved.reply
    refused = app.ask("at 4pm", thread_id="n")
    assert "a swap moves each event to the other's time" in refused.reply.lower()
    assert refused.committed == []


def test_the_same_practice_on_two_days_is_said_to_change_nothing(app):
    said = app.ask("switch tuesday's and thursday's soccer", thread_id="same")
    assert (said.status, said.committed) == ("completed", [])
    assert "Soccer practice on Tue Nov 24 and Thu Nov 26 is the same event" in said.reply
    assert "would read just as it does now" in said.reply


def test_an_event_not_on_the_calendar_is_said_plainly(app):
    said = app.ask("can we swap the dentist and piano", thread_id="d")
    assert said.status == "completed" and said.committed == []
    assert "I couldn't find dentist" in said.reply and "Nothing was changed" in said.reply


def test_the_whole_series_swapped_moves_each_weekly_slot(app):
    app.ask("swap piano and the swim class", thread_id="w")
    proposal = app.ask("the whole series", thread_id="w")
    assert "Move every piano lesson to Saturdays 10–11am" in proposal.reply
    app.ask("yes", thread_id="w")
    assert ("piano lesson", "10:00", "11:00") in on(app, 5, month=12)
    assert ("swim class", "17:00", "18:00") in on(app, 7, month=12)
    assert "piano lesson" not in [e[0] for e in on(app, 30)]  # Monday: swim, no piano
