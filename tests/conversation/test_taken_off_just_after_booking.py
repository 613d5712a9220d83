"""Jake's dentist was just booked when Sarah remembers he can't go: "not jake, he has a
sleepover". Jake is the only one on it, so nobody is guessed and no sleepover is booked:
she is asked who should go instead, or to cancel it, and nothing changes until she says."""

from __future__ import annotations


def test_taking_off_the_only_person_asks_who_instead(app, titles_on):
    app.ask("dentist for jake thursday at 3", thread_id="d")
    turn = app.ask("not jake, he has a sleepover", thread_id="d")
    assert not turn.committed and "sleepover" not in turn.reply, turn.reply
    assert "Jake is the only one on dentist" in turn.reply and "who should go instead" in turn.reply
    assert ("dentist", "15:00") in titles_on(26, "jake")


def test_then_naming_someone_puts_them_in_his_place(app, titles_on):
    app.ask("dentist for jake thursday at 3", thread_id="d")
    app.ask("oops not jake", thread_id="d")
    turn = app.ask("make it emma instead", thread_id="d")
    assert "Put Emma on dentist" in turn.reply and "instead of Jake" in turn.reply, turn.reply
    app.ask("yes", thread_id="d")
    assert ("dentist", "15:00") in titles_on(26, "emma")
    assert all(title != "dentist" for title, _ in titles_on(26, "jake"))


def test_one_of_two_with_an_excuse_is_taken_off_asked_first(app, titles_on):
    app.ask("movie night for emma and jake saturday at 7", thread_id="m")
    turn = app.ask("not jake, he's at a sleepover", thread_id="m")
    assert "Take Jake off movie night" in turn.reply and not turn.committed, turn.reply
    app.ask("yes", thread_id="m")
    assert ("movie night", "19:00") in titles_on(28, "emma")
    assert all(title != "movie night" for title, _ in titles_on(28, "jake"))
