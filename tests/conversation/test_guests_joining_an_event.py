"""Friends and neighbours joining an event already on the calendar: "emma's friend lily is
coming to swim saturday" adds Lily to that swim class as a guest (asked first, undoable);
"lily can't come to the playdate anymore" takes her off. Nothing new is booked, the
family's own people stay as they were, and a name the family cannot place is asked about."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _on(app: FamilyScheduler, day: int, title: str) -> list[tuple[list[str], list[str]]]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [
        (o.participants, o.guests) for o in app.events(start, start + timedelta(days=1)) if o.title == title
    ]


def test_a_friend_coming_to_saturdays_swim_joins_that_class_only_after_a_yes(app):
    asked = app.ask("emma's friend lily is coming to swim saturday", thread_id="s")
    assert asked.status == "awaiting_user" and not asked.committed, asked.reply
    assert asked.reply.startswith(
        "Add Emma's friend Lily to swim class on Sat Nov 28 10–11am (this occurrence only)."
    )
    assert "Book" not in asked.reply
    done = app.ask("yes", thread_id="s")
    assert done.committed == ["demo-swim"]
    assert _on(app, 28, "swim class") == [(["emma", "jake"], ["Emma's friend Lily"])]
    december = datetime(2026, 12, 5, tzinfo=NY)
    later = [o for o in app.events(december, december + timedelta(days=1)) if o.title == "swim class"]
    assert [o.guests for o in later] == [[]]  # next week's class is as it was


def test_a_name_with_the_child_it_comes_with_is_a_guest_not_a_second_booking(app):
    asked = app.ask("max is coming to swim with jake on saturday", thread_id="m")
    assert asked.reply.startswith("Add Max (a guest) to swim class on Sat Nov 28"), asked.reply
    app.ask("yes", thread_id="m")
    assert _on(app, 28, "swim class") == [(["emma", "jake"], ["Max"])]


def test_the_neighbours_by_their_surname_come_to_sunday_dinner(app):
    asked = app.ask("the Johnsons are joining us for family dinner on sunday", thread_id="d")
    assert "Add the Johnsons to family dinner on Sun Nov 29 6–7:30pm" in asked.reply, asked.reply
    app.ask("yes", thread_id="d")
    assert _on(app, 29, "family dinner") == [(["emma", "jake", "mike", "sarah"], ["the Johnsons"])]


def test_a_guest_dropping_out_is_taken_off_and_the_playdate_stays(app):
    app.ask("book jake a playdate with Oliver on friday at 4", thread_id="p")
    asked = app.ask("add priya to the playdate on friday", thread_id="p")
    assert asked.reply.startswith("Add Priya (a guest) to playdate on Fri Nov 27 4–6pm."), asked.reply
    app.ask("yes", thread_id="p")
    assert _on(app, 27, "playdate") == [(["jake"], ["Oliver", "Priya"])]
    gone = app.ask("oliver can't come to the playdate anymore", thread_id="p")
    assert gone.reply.startswith("Take Oliver off playdate on Fri Nov 27 4–6pm."), gone.reply
    app.ask("yes", thread_id="p")
    assert _on(app, 27, "playdate") == [(["jake"], ["Priya"])]


def test_a_guest_who_was_never_coming_changes_nothing(app):
    app.ask("book emma a movie saturday at 4", thread_id="n")
    said = app.ask("nora isn't coming to the movie on saturday", thread_id="n")
    assert said.reply == "Nora isn't on movie Sat Nov 28 4–6pm: nothing was changed.", said.reply
    assert not said.committed


def test_a_friend_coming_too_joins_what_was_just_booked(app):
    app.ask("book emma a movie saturday at 4", thread_id="t")
    asked = app.ask("her friend zoe is coming too", thread_id="t")
    assert asked.reply.startswith("Add Zoe (a guest) to movie on Sat Nov 28 4–6pm."), asked.reply
    app.ask("yes", thread_id="t")
    assert _on(app, 28, "movie") == [(["emma"], ["Zoe"])]


def test_a_guest_added_is_undone_as_it_was_not_as_a_move(app):
    app.ask("uncle dave is coming to family dinner sunday", thread_id="u")
    app.ask("yes", thread_id="u")
    assert _on(app, 29, "family dinner")[0][1] == ["uncle Dave"]
    undo = app.ask("undo that", thread_id="u")
    assert undo.reply.startswith("Put family dinner back as it was"), undo.reply
    app.ask("yes", thread_id="u")
    assert _on(app, 29, "family dinner")[0][1] == []


def test_lookups_say_who_comes_along(app):
    app.ask("add priya to the swim class on saturday", thread_id="l")
    app.ask("yes", thread_id="l")
    day = app.ask("what's on saturday?", thread_id="q")
    assert "swim class (Emma and Jake with Priya; Minivan)" in day.reply, day.reply
    nxt = app.ask("when is the next swim class?", thread_id="q2")
    assert "with Priya" in nxt.reply


def test_a_guest_never_clashes_with_the_familys_own_plans(app):
    booked = app.ask("book mike a coffee with Oliver on saturday at 10:30", thread_id="c")  # over swim
    assert booked.committed, booked.reply
    asked = app.ask("oliver is coming to swim saturday", thread_id="c2")
    assert asked.reply.startswith("Add Oliver (a guest) to swim class on Sat Nov 28 10–11am"), asked.reply
    assert "clash" not in asked.reply.lower() and "conflict" not in asked.reply.lower()


def test_which_swim_classes_is_asked_when_no_day_is_said(app):
    asked = app.ask("add priya to the swim class", thread_id="w")
    assert asked.status == "awaiting_user" and "Change only the next one" in asked.reply, asked.reply


def test_someone_the_family_cannot_place_is_asked_about_first(app):
    asked = app.ask("grandpa is coming to family dinner sunday", thread_id="g")
    assert "I don't know who grandpa is" in asked.reply and not asked.committed
    assert "Book" not in asked.reply
    said = app.ask("he's a neighbour", thread_id="g")
    assert "Add grandpa to family dinner on Sun Nov 29" in said.reply, said.reply


def test_a_near_miss_of_a_child_is_asked_and_yes_puts_the_child_on_it(app):
    asked = app.ask("jak is coming to piano on monday", thread_id="j")
    assert "I don't know who jak is (did you mean Jake?)" in asked.reply, asked.reply
    done = app.ask("yes", thread_id="j")
    assert "Added Jake to piano lesson on Mon Nov 30" in done.reply, done.reply
    monday = datetime(2026, 11, 30, tzinfo=NY)
    lesson = [o for o in app.events(monday, monday + timedelta(days=1)) if o.title == "piano lesson"]
    assert lesson[0].participants == ["emma", "jake"] and lesson[0].guests == []


def test_a_family_member_joining_still_works_as_before(app):
    app.ask("book a bbq for emma saturday at 4pm", thread_id="k")
    done = app.ask("the kids are coming to the bbq too", thread_id="k")
    assert done.reply == "Added Jake to bbq on Sat Nov 28 4–5pm.", done.reply
