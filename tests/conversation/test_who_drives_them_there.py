"""A child needs a ride and nobody is named to drive: the assistant asks who, and the
answer puts the driver on that one lesson (asked before it is written); "nobody" is said
back plainly. "Who's driving Jake to soccer?" is answered from the people on it."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def _people_at(app: FamilyScheduler, day: str, title: str) -> list[str]:
    return sorted(next(o for o in app.events(day) if o.title == title).participants)


def test_dad_answers_that_he_drives_and_only_that_practice_changes(app: FamilyScheduler):
    asked = app.ask("jake needs a lift to soccer on thursday", thread_id="d")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply == "Who's driving Jake to soccer practice on Thu Nov 26 4–5:30pm?"
    proposal = app.ask("dad can", thread_id="d")
    assert proposal.status == "awaiting_user" and proposal.committed == []
    assert "Add Mike to soccer practice on Thu Nov 26 4–5:30pm (this occurrence only)" in proposal.reply
    done = app.ask("yes", thread_id="d")
    assert done.status == "completed" and done.committed
    assert _people_at(app, "2026-11-26", "soccer practice") == ["jake", "mike"]
    assert _people_at(app, "2026-12-03", "soccer practice") == ["jake"]


def test_i_will_means_the_one_speaking(app: FamilyScheduler):
    app.ask("Emma needs a ride to piano on monday", thread_id="i", speaker="mike")
    proposal = app.ask("I'll take her", thread_id="i", speaker="mike")
    assert "Add Mike to piano lesson on Mon Nov 30 5–6pm" in proposal.reply


def test_nobody_can_drive_is_said_back_and_nothing_changes(app: FamilyScheduler):
    app.ask("emma needs a ride to swim on saturday", thread_id="n")
    turn = app.ask("no one can", thread_id="n")
    assert turn.status == "completed" and turn.committed == []
    assert "nobody is down to drive Emma to swim class on Sat Nov 28" in turn.reply
    assert _people_at(app, "2026-11-28", "swim class") == ["emma", "jake"]


def test_an_answer_naming_nobody_of_the_family_asks_again(app: FamilyScheduler):
    app.ask("emma needs a ride to piano on monday", thread_id="a")
    again = app.ask("the neighbour maybe", thread_id="a")
    assert again.status == "awaiting_user" and again.committed == []
    assert "Who's driving?" in again.reply


def test_who_is_driving_is_answered_from_the_people_on_it(app: FamilyScheduler):
    before = app.ask("who's driving jake to soccer on thursday?", thread_id="q")
    assert (
        before.reply
        == "Nobody is down to drive Jake to soccer practice on Thu Nov 26 4–5:30pm yet. Who's driving?"
    )
    app.ask("mike will drive jake to soccer on thursday", thread_id="w")
    app.ask("yes", thread_id="w")
    after = app.ask("who is taking jake to soccer on thursday?", thread_id="q2")
    assert after.reply == "Mike is down to drive Jake to soccer practice on Thu Nov 26 4–5:30pm."
    assert after.committed == []


def test_a_child_named_to_drive_is_asked_about_again(app: FamilyScheduler):
    app.ask("jake needs a ride to soccer on tuesday", thread_id="c")
    again = app.ask("emma can", thread_id="c")
    assert again.status == "awaiting_user" and again.committed == []
    assert "Name a grown-up in the family" in again.reply
    proposal = app.ask("grandma will", thread_id="c")
    assert "Add Linda to soccer practice on Tue Nov 24" in proposal.reply


def test_whos_taking_him_just_after_booking_his_game_asks_and_takes_the_answer(app: FamilyScheduler):
    app.ask("add jake's hockey game on sunday at 1pm", thread_id="h")
    asked = app.ask("who's taking him?", thread_id="h")
    assert asked.reply.startswith("Nobody is down to drive Jake to hockey game on Sun Nov 29 1–2pm")
    named = app.ask("dad is", thread_id="h")
    assert named.reply.startswith("Add Mike to hockey game on Sun Nov 29 1–2pm")
    done = app.ask("yes", thread_id="h")
    assert done.status == "completed" and done.committed


def test_a_ride_to_something_not_on_the_calendar_says_so_and_asks_nothing(app: FamilyScheduler):
    told = app.ask("emma needs a lift to gymnastics on friday", thread_id="g")
    assert told.status == "completed" and told.committed == []
    assert told.reply.startswith("I couldn't find Emma's gymnastics on the calendar"), told.reply
    assert "driving" not in told.reply
    after = app.ask("mike", thread_id="g")
    assert after.committed == [] and "Add Mike" not in after.reply


def test_who_can_drive_names_the_grown_ups_free_then(app: FamilyScheduler):
    asked = app.ask("who's free to take jake to soccer tuesday?", thread_id="w")

    assert "Who's driving?" in asked.reply
    assert asked.reply.endswith("Sarah, Mike and Linda are free then.")
    assert asked.committed == []


def test_who_is_driving_alone_does_not_list_who_is_free(app: FamilyScheduler):
    asked = app.ask("who's driving emma to piano monday?", thread_id="w")

    assert "free then" not in asked.reply
