"""Piano clashes with Emma's Saturday swim and four ways out are listed. Sarah points at one
the way people do: by its number with a thank-you, by its day, by being the latest, or with
a change on top. Nothing is written that she did not pick, and a day no option is on is
asked about, never taken as a move of its own."""

from __future__ import annotations

CLASH = "piano for emma saturday at 10"


def _shown(app) -> None:
    turn = app.ask(CLASH, thread_id="p")
    assert turn.status == "awaiting_user" and len(turn.options) == 4, turn.reply


def test_the_second_with_thanks_books_the_second_option(app, titles_on):
    _shown(app)
    turn = app.ask("go with the second one, thanks", thread_id="p")
    assert turn.status == "completed", turn.reply
    assert ("piano", "17:45") in titles_on(26, "emma")


def test_the_thursday_one_books_the_option_on_thursday(app, titles_on):
    _shown(app)
    turn = app.ask("ok the thursday one works", thread_id="p")
    assert turn.status == "completed", turn.reply
    assert ("piano", "17:45") in titles_on(26, "emma")


def test_the_latest_one_books_the_option_that_starts_last(app, titles_on):
    _shown(app)
    turn = app.ask("the latest one is fine", thread_id="p")
    assert turn.status == "completed", turn.reply
    assert ("piano", "09:00") in titles_on(29, "emma")


def test_the_later_one_of_four_is_asked_about(app, titles_on):
    _shown(app)
    turn = app.ask("the later one works", thread_id="p")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "4 options" in turn.reply and "say its number" in turn.reply


def test_a_day_no_option_is_on_writes_nothing_and_lists_the_options(app, titles_on):
    _shown(app)
    turn = app.ask("the monday one", thread_id="p")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "no single option is 'monday'" in turn.reply and "4. Move piano" in turn.reply
    assert all(title != "piano" for day in range(23, 31) for title, _ in titles_on(day, "emma"))


def test_an_option_with_a_shorter_length_is_asked_about_first(app, titles_on):
    _shown(app)
    turn = app.ask("the first one but make it 30 min", thread_id="p")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "piano for Emma, Sat Nov 28 11:15–11:45am" in turn.reply
    turn = app.ask("yes", thread_id="p")
    assert ("piano", "11:15") in titles_on(28, "emma")


def test_the_car_one_takes_the_other_car_not_a_question(app):
    turn = app.ask("book the van saturday at 10 for soccer", thread_id="v")
    assert turn.status == "awaiting_user" and "Take the Sedan" in turn.reply, turn.reply
    turn = app.ask("the honda one", thread_id="v")
    assert "couldn't tell" not in turn.reply, turn.reply
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="v")
    soccer = [o for o in app.events("2026-11-28") if o.title == "soccer"]
    assert len(soccer) == 1 and soccer[0].resources == ["sedan"]
