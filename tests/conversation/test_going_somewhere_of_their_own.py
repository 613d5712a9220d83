"""One of the family going somewhere, said the way joining is said: "jake is going to a
party saturday". When that event is on the calendar then (the Sunday family dinner, Emma's
swim) they join it; when nothing of that name is on then, it is their own outing, proposed
and asked like any booking, never "I couldn't find party on the calendar"."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _on(app: FamilyScheduler, day: int, title: str) -> list[tuple[str, str, list[str]]]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [
        (f"{o.start.astimezone(NY):%H:%M}", f"{o.end.astimezone(NY):%H:%M}", o.participants)
        for o in app.events(start, start + timedelta(days=1))
        if o.title == title
    ]


def test_a_party_nobody_booked_is_jakes_outing_at_the_time_said(app: FamilyScheduler):
    asked = app.ask("jake is going to a pool party on saturday at 1", thread_id="p", speaker="mike")
    assert asked.status == "awaiting_user" and not asked.committed, asked.reply
    assert "couldn't find" not in asked.reply
    assert "no pool party is on the calendar on Sat Nov 28" in asked.reply, asked.reply
    assert "Book pool party for Jake, Sat Nov 28 1–3pm" in asked.reply, asked.reply
    app.ask("yes", thread_id="p")
    assert _on(app, 28, "pool party") == [("13:00", "15:00", ["jake"])]


def test_the_kids_going_to_the_museum_with_no_time_said_is_asked_before_anything(app: FamilyScheduler):
    asked = app.ask("the kids are going to the science museum on sunday", thread_id="m", speaker="sarah")
    assert not asked.committed and "couldn't find" not in asked.reply, asked.reply
    assert "science museum for Emma and Jake, Sun Nov 29" in asked.reply, asked.reply


def test_a_sleepover_at_a_friends_keeps_where_it_is(app: FamilyScheduler):
    asked = app.ask("jake is going to a sleepover at noah's on friday", thread_id="s", speaker="mike")
    assert "Book sleepover for Jake at noah's, Fri Nov 27 6pm – Sat Nov 28 10am" in asked.reply, asked.reply
    assert not asked.committed


def test_saying_no_to_the_outing_books_nothing(app: FamilyScheduler):
    app.ask("emma is going to a concert with ava on saturday at 7pm", thread_id="n", speaker="sarah")
    said = app.ask("no", thread_id="n")
    assert not said.committed
    assert _on(app, 28, "concert") == []


def test_going_to_an_event_on_the_calendar_then_still_joins_it(app: FamilyScheduler):
    asked = app.ask("grandma is going to family dinner on sunday", thread_id="d", speaker="mike")
    assert asked.reply.startswith("Add Linda to family dinner on Sun Nov 29 6–7:30pm"), asked.reply
    said = app.ask("jake is coming to emma's swim on saturday", thread_id="w", speaker="mike")
    assert "visiting" not in said.reply and "Book" not in said.reply, said.reply


def test_the_familys_own_activity_on_another_day_says_where_it_is(app: FamilyScheduler):
    said = app.ask("jake is going to soccer on saturday", thread_id="o", speaker="mike")
    assert "There is no soccer on Sat Nov 28" in said.reply and not said.committed, said.reply


def test_a_party_booked_already_is_joined_not_booked_again(app: FamilyScheduler):
    app.ask("party at the hendersons for emma saturday at 2", thread_id="h", speaker="sarah")
    app.ask("yes", thread_id="h")
    asked = app.ask("jake is going to the party on saturday too", thread_id="j", speaker="sarah")
    assert "Book party" not in asked.reply and "Jake" in asked.reply, asked.reply


def test_going_or_coming_said_before_the_place_is_no_part_of_its_name(app: FamilyScheduler):
    done = app.ask("jake will go to a bowling party on saturday at 3pm", thread_id="g", speaker="mike")
    assert "bowling party for Jake" in done.reply and "go to" not in done.reply, done.reply
    asked = app.ask(
        "emma is coming with us to the craft fair on saturday at 10", thread_id="c", speaker="sarah"
    )
    assert "craft fair for Emma" in asked.reply and "visiting" not in asked.reply, asked.reply


def test_with_no_day_said_the_outing_asks_when(app: FamilyScheduler):
    asked = app.ask("emma is going to a sleepover", thread_id="w", speaker="sarah")
    assert asked.status == "awaiting_user" and not asked.committed, asked.reply
    assert "no sleepover is on the calendar in the coming weeks" in asked.reply, asked.reply
    assert "What time should it be?" in asked.reply


def test_a_parent_taking_a_child_to_a_party_nobody_booked_is_their_outing(app: FamilyScheduler):
    asked = app.ask("sarah is taking emma to a pottery class on saturday", thread_id="t", speaker="mike")
    assert "couldn't find" not in asked.reply and not asked.committed, asked.reply
    assert "Book pottery class for Emma and Sarah, Sat Nov 28" in asked.reply, asked.reply
