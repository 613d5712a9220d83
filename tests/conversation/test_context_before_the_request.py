"""A parent explains first and asks second. The explanation is never what gets booked:
"my sister is visiting next weekend, can you block sat afternoon for a family outing" books
the outing (after a yes), not an all-day entry called "sister"."""

from __future__ import annotations


def test_the_outing_is_booked_not_the_visit(app, titles_on):
    turn = app.ask(
        "my sister is visiting next weekend, can you block sat afternoon for a family outing", thread_id="s"
    )
    assert turn.status == "awaiting_user" and not turn.committed, turn.reply
    assert "Book family outing for Emma, Jake, Mike and Sarah, Sat Nov 28 12–5pm" in turn.reply
    turn = app.ask("yes", thread_id="s")
    assert ("family outing", "12:00") in titles_on(28, "sarah")
    assert all("sister" not in title for title, _ in titles_on(28, "sarah"))


def test_her_in_the_request_is_who_the_context_named(app, titles_on):
    turn = app.ask("emma has a science fair friday so pls add study time for her thurs 6-7", thread_id="e")
    assert "Book study time for Emma, Thu Nov 26 6–7pm" in turn.reply, turn.reply
    assert "science fair" not in turn.reply
    app.ask("yes", thread_id="e")
    assert ("study time", "18:00") in titles_on(26, "emma")


def test_grandma_in_town_comes_along_on_the_trip(app):
    turn = app.ask(
        "grandma's in town this week so can we do a museum trip with her saturday at 1", thread_id="g"
    )
    assert "museum trip for Emma, Jake, Linda, Mike and Sarah, Sat Nov 28 1–2pm" in turn.reply, turn.reply
    assert "shown as free" not in turn.reply


def test_sick_today_so_cancel_her_piano_cancels_todays_lesson_after_a_yes(app, titles_on):
    turn = app.ask("emma has a fever today so cancel her piano", thread_id="p")
    assert "Cancel piano lesson on Mon Nov 23 5–6pm" in turn.reply, turn.reply
    app.ask("yes", thread_id="p")
    assert all(title != "piano lesson" for title, _ in titles_on(23, "emma"))
    assert ("piano lesson", "17:00") in titles_on(30, "emma")


def test_a_surprise_dinner_on_the_birthday_told_first(app):
    turn = app.ask(
        "dad's birthday is dec 5, can we plan a surprise dinner that night at 7 for everyone", thread_id="b"
    )
    assert "Book surprise dinner for Emma, Jake, Mike and Sarah, Sat Dec 5 7–8pm" in turn.reply, turn.reply
    assert not turn.committed
