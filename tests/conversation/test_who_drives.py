"""Who drives: "Mike will drive Jake to soccer on Thursday" puts Mike on that practice
(he goes along); it books nothing new and never asks what "drive" is."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_the_driver_joins_the_practice_he_drives_to(app):
    turn = app.ask("mike will drive jake to soccer on thursday", thread_id="r")
    assert "Add Mike to soccer practice on Thu Nov 26" in turn.reply
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id="r")
    assert turn.status == "completed", turn.reply
    thursday = [o for o in app.events("2026-11-26") if o.title == "soccer practice"]
    assert sorted(thursday[0].participants) == ["jake", "mike"]
    tuesday = [o for o in app.events("2026-11-24") if o.title == "soccer practice"]
    assert tuesday[0].participants == ["jake"]  # that practice only
    assert not [o for o in app.events("2026-11-26") if "drive" in o.title]


def test_asking_whether_mom_can_drive_asks_before_writing(app):
    turn = app.ask("can mom take emma to piano on monday?", thread_id="r", speaker="mike")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "Add Sarah to piano lesson on Mon Nov 30" in turn.reply


def test_a_rider_who_was_not_going_goes_too(app):
    turn = app.ask("dad is taking emma to soccer on thursday", thread_id="r")
    assert "Emma" in turn.reply and "Mike" in turn.reply and "soccer practice" in turn.reply


def test_driving_somewhere_that_is_no_event_is_still_a_booking(app):
    turn = app.ask("mike will drive to the airport friday at 6pm", thread_id="r")
    assert turn.intent == "create"


def test_friends_counted_along_take_seats_too(app):
    """Five of the family and three friends are eight: the minivan seats seven."""
    turn = app.ask(
        "book the van for mike, sarah, emma, jake, grandma and 3 friends saturday at 2", thread_id="s"
    )
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "seats 7, but 8 people would ride" in turn.reply
    fits = app.ask("take the honda to the movies with emma and 2 friends friday at 6", thread_id="f")
    assert fits.status == "completed" and "with 2 friends" in fits.reply  # four in a five-seat car


def test_taking_the_kids_somewhere_at_a_time_is_an_outing_to_book(app):
    turn = app.ask("mike will take the kids to the park saturday at 1pm", thread_id="o")
    assert turn.intent == "create" and "park" in turn.reply
    assert "couldn't find" not in turn.reply


def test_needing_a_ride_asks_who_drives_to_that_lesson_and_books_nothing(app):
    turn = app.ask("emma needs a ride to piano on monday", thread_id="n")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert turn.reply == "Who's driving Emma to piano lesson on Mon Nov 30 5–6pm?"
    assert "Which car" not in turn.reply


def test_dropping_her_at_piano_is_a_ride_never_a_cancellation(app: FamilyScheduler) -> None:
    turn = app.ask("can somebody drop emma off at piano on monday", thread_id="drop")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert turn.reply.startswith("Who's driving Emma to piano lesson on Mon Nov 30")
    assert "Cancel" not in turn.reply


def test_someone_named_dropping_her_goes_along(app: FamilyScheduler) -> None:
    turn = app.ask("dad will drop emma at piano monday", thread_id="dad")
    assert turn.committed == [] and turn.reply.startswith("Add Mike to piano lesson on Mon Nov 30")


def test_picking_him_up_from_soccer_asks_who_drives(app: FamilyScheduler) -> None:
    turn = app.ask("could someone pick jake up from soccer on thursday?", thread_id="pick")
    assert turn.reply.startswith("Who's driving Jake to soccer practice on Thu Nov 26")
