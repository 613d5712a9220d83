"""A family gives something on the calendar a new name: 'rename the dentist to "Ortho
check"', "change the title of saturday's swim to swim meet", "call emma's piano lesson
piano with Ms Lee from now on". Only the name changes (same time, same people, no clash
looked for); it is asked first, written by the one writer, and "undo" puts the old name back.
"""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from .conftest import NY


def names_on(app, day: int, month: int = 11) -> list[tuple[str, str]]:
    start = datetime(2026, month, day, tzinfo=NY)
    return [
        (o.title, o.start.astimezone(NY).strftime("%H:%M"))
        for o in app.events(start, start + timedelta(days=1))
    ]


def test_the_dentist_renamed_after_a_yes_and_put_back_by_undo(app):
    app.ask("dentist for jake friday at 3pm", thread_id="d")
    asked = app.ask('rename the dentist to "Ortho check"', thread_id="d")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert 'Rename dentist on Fri Nov 27 3–4pm to "Ortho check"' in asked.reply
    assert ("dentist", "15:00") in names_on(app, 27)  # nothing written before the yes
    done = app.ask("yes", thread_id="d")
    assert done.status == "completed" and done.reply.startswith("Renamed dentist")
    assert ("Ortho check", "15:00") in names_on(app, 27)
    undo = app.ask("undo", thread_id="d")
    assert "Put back the name dentist" in undo.reply
    app.ask("yes", thread_id="d")
    assert ("dentist", "15:00") in names_on(app, 27) and ("Ortho check", "15:00") not in names_on(app, 27)


def test_undo_names_the_event_by_its_new_name_too(app):
    app.ask("dentist for jake friday at 3pm", thread_id="d")
    app.ask('rename the dentist to "Ortho check"', thread_id="d")
    app.ask("yes", thread_id="d")
    undo = app.ask("undo the ortho check", thread_id="d")
    assert "Put back the name dentist" in undo.reply


def test_one_saturday_renamed_the_other_swims_keep_their_name(app):
    asked = app.ask("change the title of Saturday's swim to swim meet", thread_id="s")
    assert '"swim meet" (this occurrence only)' in asked.reply
    app.ask("yes", thread_id="s")
    assert names_on(app, 28) == [("swim meet", "10:00")]
    assert names_on(app, 5, month=12) == [("swim class", "10:00")]


def test_a_repeating_event_asks_which_ones_before_renaming(app):
    asked = app.ask("change piano to keys", thread_id="p")
    assert asked.status == "awaiting_user" and "Rename only the next one" in asked.reply
    proposal = app.ask("the whole series", thread_id="p")
    assert 'Rename every piano lesson to "keys" (the whole series)' in proposal.reply
    app.ask("yes", thread_id="p")
    assert ("keys", "17:00") in names_on(app, 23) and ("keys", "17:00") in names_on(app, 30)


@pytest.mark.parametrize(
    ("said", "proposed", "renamed_on"),
    [
        (
            "call emma's piano lesson piano with Ms Lee from now on",
            '"piano with Ms Lee" from Mon Nov 23 on (this one and all after it)',
            [("piano with Ms Lee", 23), ("piano with Ms Lee", 30)],
        ),
        (
            "rename soccer to football for the whole season",
            'Rename every soccer practice to "football" (the whole series)',
            [("football", 24), ("football", 26)],
        ),
    ],
)
def test_the_words_say_which_ones_so_nothing_is_asked_about_them(app, said, proposed, renamed_on):
    asked = app.ask(said, thread_id="p")
    assert proposed in asked.reply
    app.ask("yes", thread_id="p")
    for title, day in renamed_on:  # at the same time, for the same people
        (occ,) = [o for o in app.events(f"2026-11-{day}") if o.title == title]
        assert occ.start.astimezone(NY).strftime("%H:%M") in ("16:00", "17:00") and occ.participants


def test_a_time_said_the_same_way_still_moves_it(app):
    asked = app.ask("change piano to 4", thread_id="p")
    assert "Change only the next one" in asked.reply
    done = app.ask("1", thread_id="p")
    assert "Moved piano lesson on Mon Nov 23 5–6pm to Mon Nov 23 4–5pm" in done.reply
    assert ("piano lesson", "16:00") in names_on(app, 23)


def test_renaming_something_not_on_the_calendar_says_so_and_writes_nothing(app):
    said = app.ask('rename the recital to "Spring concert"', thread_id="r")
    assert said.committed == [] and "recital" in said.reply.lower()
    assert "Rename" not in said.reply


def test_no_keeps_the_old_name(app):
    app.ask("rename the book club to Reading Circle", thread_id="b")
    app.ask("no", thread_id="b")
    assert all(t != "Reading Circle" for t, _ in names_on(app, 25))


@pytest.mark.parametrize(
    ("said", "name"),
    [
        ("call it Drawing", "Drawing"),
        ("actually, rename it to 'Art Club' please", "Art Club"),
        ("make the title Sketching", "Sketching"),
        ("rename the art class to Drawing", "Drawing"),
    ],
)
def test_a_booking_waiting_for_its_yes_is_renamed_and_asked_again(app, said, name):
    asked = app.ask("book art class for emma thursday afternoon", thread_id="a")
    assert "Book art class for Emma, Thu Nov 26 3–4pm" in asked.reply
    renamed = app.ask(said, thread_id="a")
    assert renamed.status == "awaiting_user" and renamed.committed == []
    assert f"Book {name} for Emma, Thu Nov 26 3–4pm" in renamed.reply  # the time found is kept
    assert app.ask("yes", thread_id="a").committed
    assert (name, "15:00") in names_on(app, 26) and ("art class", "15:00") not in names_on(app, 26)


def test_calling_it_a_day_is_no_new_name(app):
    app.ask("book art class for emma thursday afternoon", thread_id="a")
    turn = app.ask("call it a day", thread_id="a")
    assert "a day for Emma" not in turn.reply and turn.committed == []
