"""Runs to the airport, the station and a party, said as a family says them: the errand of
whoever drives ("pick up Jake from the airport" for nana), with the place kept in its name,
asked first. Nothing is left out as "I didn't catch 'airport'", and someone from outside
the family who is fetched is named in the errand, not asked about."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _errands(app: FamilyScheduler, day: int) -> list[tuple[str, str, str, list[str]]]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [
        (o.title, f"{o.start.astimezone(NY):%H:%M}", f"{o.end.astimezone(NY):%H:%M}", o.participants)
        for o in app.events(start, start + timedelta(days=1))
        if o.title.startswith(("pick up", "drop off"))
    ]


def test_nana_fetching_jake_from_the_airport_is_her_errand_there(app: FamilyScheduler):
    asked = app.ask("nana's picking jake up from the airport on friday at 7:15pm", thread_id="a")
    assert asked.status == "awaiting_user" and not asked.committed, asked.reply
    assert asked.reply.startswith("Book pick up Jake from the airport for Linda, Fri Nov 27 7:15–8:15pm")
    assert "didn't catch" not in asked.reply
    app.ask("yes", thread_id="a")
    assert _errands(app, 27) == [("pick up Jake from the airport", "19:15", "20:15", ["linda"])]


def test_dad_taking_grandma_to_the_train_station_is_a_drop_off(app: FamilyScheduler):
    asked = app.ask("dad will drive grandma to the train station on sunday at 4", thread_id="t")
    assert asked.reply.startswith("Book drop off Linda at the train station for Mike, Sun Nov 29 4–5pm")
    app.ask("yes", thread_id="t")
    assert _errands(app, 29) == [("drop off Linda at the train station", "16:00", "17:00", ["mike"])]


def test_my_brother_fetched_from_the_bus_station_is_named_not_asked_about(app: FamilyScheduler):
    asked = app.ask("i need to get my brother from the bus station wednesday at 6pm", thread_id="b")
    assert asked.reply.startswith(
        "Book pick up Sarah's brother from the bus station for Sarah, Wed Nov 25 6–7pm"
    )
    assert "don't know who" not in asked.reply


def test_a_party_pick_up_with_a_time_is_the_drivers_half_hour(app: FamilyScheduler):
    asked = app.ask("mike's collecting emma from the birthday party saturday at 5:30", thread_id="p")
    assert asked.reply.startswith("Book pick up Emma from the birthday party for Mike, Sat Nov 28 5:30–6pm")


def test_an_airport_run_with_no_time_asks_for_one(app: FamilyScheduler):
    asked = app.ask("pick up grandma from the airport on thursday", thread_id="q")
    assert asked.status == "awaiting_user" and not asked.committed
    assert "What time should I book pick up Linda from the airport on Thu Nov 26?" in asked.reply, asked.reply
    done = app.ask("3:45pm", thread_id="q")
    assert "pick up Linda from the airport" in done.reply, done.reply


def test_a_ride_to_soccer_with_no_time_still_joins_the_practice(app: FamilyScheduler):
    asked = app.ask("mike will pick jake up from soccer practice on thursday", thread_id="s")
    assert "soccer practice" in asked.reply and "Book pick up" not in asked.reply, asked.reply


def test_grandma_flying_in_and_dad_asked_to_fetch_her_is_dads_pick_up(app: FamilyScheduler):
    asked = app.ask("grandma flies in on thursday at 2:30pm, can dad pick her up?", thread_id="f")
    assert "Book pick up grandma from the airport for Mike, Thu Nov 26 2:30" in asked.reply, asked.reply
    assert not asked.committed
    assert "No flies" not in asked.reply


def test_nana_landing_saturday_is_fetched_by_the_speaker(app: FamilyScheduler):
    done = app.ask("nana lands saturday at 1pm, i'll get her", thread_id="l", speaker="mike")
    assert "pick up nana from the airport for Mike, Sat Nov 28 1" in done.reply, done.reply


def test_we_fetching_grandma_is_the_speakers_errand(app: FamilyScheduler):
    asked = app.ask("we're collecting nana from the airport sunday at 12:30", thread_id="w")
    assert asked.reply.startswith("Book pick up Linda from the airport for Sarah, Sun Nov 29 12:30"), (
        asked.reply
    )


def test_we_need_to_fetch_jake_from_school_is_the_speakers_school_run(app: FamilyScheduler):
    asked = app.ask("we need to get jake from school on friday", thread_id="s2", speaker="mike")
    assert asked.reply.startswith("Book pick up Jake from school for Mike, Fri Nov 27 3–3:30pm"), asked.reply


def test_a_pick_up_asked_of_dad_without_a_question_mark_is_still_asked_first(app):
    turn = app.ask("grandma's train gets in at 5pm saturday, could mike get her", thread_id="train")

    assert turn.committed == [] and turn.status == "awaiting_user"
    assert "for Mike" in turn.reply
