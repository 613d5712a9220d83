"""A grown-up picking a child up, told as news: "nana is collecting jake thursday at 5:15".

From an event on the calendar ("from piano", "after practice") it is a ride: the grown-up
goes on that event. With no place said it is the grown-up's errand, "pick up Jake", on
their calendar only: the child is not taken out of what they are doing. Always asked first;
with no time said, the time is asked.
"""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_grandma_fetching_jake_after_practice_goes_on_that_practice(app: FamilyScheduler) -> None:
    turn = app.ask("grandma's fetching jake after practice thursday", thread_id="g")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "Add Linda to soccer practice on Thu Nov 26 4–5:30pm" in turn.reply


def test_dad_grabbing_emma_from_piano_is_a_ride_not_a_booking(app: FamilyScheduler) -> None:
    turn = app.ask("mike's grabbing emma from piano next monday", thread_id="p", speaker="sarah")
    assert turn.committed == []
    assert "Add Mike to piano lesson on Mon Nov 30 5–6pm" in turn.reply
    assert "grabbing" not in turn.reply


def test_mum_saying_she_collects_jake_after_soccer_puts_her_on_it(app: FamilyScheduler) -> None:
    turn = app.ask("i'm collecting jake after soccer tuesday", thread_id="m", speaker="sarah")
    assert "Add Sarah to soccer practice on Tue Nov 24 4–5:30pm" in turn.reply


def test_a_pick_up_at_a_time_is_the_grown_ups_and_does_not_clash_with_practice(
    app: FamilyScheduler, titles_on
) -> None:
    turn = app.ask("nana is collecting jake thursday at 5:15", thread_id="n")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert turn.reply.startswith("Book pick up Jake for Linda, Thu Nov 26 5:15–5:45pm.")
    assert "already has" not in turn.reply  # practice runs to 5:30: Jake is not booked twice
    done = app.ask("yes", thread_id="n")
    assert done.committed, done.reply
    assert ("pick up Jake", "17:15") in titles_on(26, "linda")
    assert ("pick up Jake", "17:15") not in titles_on(26, "jake")


def test_a_pick_up_with_no_time_asks_when(app: FamilyScheduler, titles_on) -> None:
    asked = app.ask("mike is fetching the kids friday", thread_id="k", speaker="sarah")
    assert asked.committed == []
    assert asked.reply == "What time should I book pick up Emma and Jake on Fri Nov 27?"
    proposal = app.ask("4:30", thread_id="k", speaker="sarah")
    assert "Book pick up Emma and Jake for Mike, Fri Nov 27 4:30–5pm" in proposal.reply
    assert app.ask("yes", thread_id="k", speaker="sarah").committed
    assert ("pick up Emma and Jake", "16:30") in titles_on(27, "mike")


def test_the_speaker_picking_up_is_the_one_who_drives(app: FamilyScheduler) -> None:
    turn = app.ask("i'm picking jake up at 6 tomorrow", thread_id="s", speaker="mike")
    assert turn.committed == []
    assert "Book pick up Jake for Mike, Tue Nov 24 6–6:30pm" in turn.reply


def test_picking_up_a_thing_is_not_a_child_pick_up(app: FamilyScheduler) -> None:
    turn = app.ask("i'm picking up the dry cleaning thursday at 5", thread_id="d", speaker="sarah")
    assert "dry cleaning" in turn.reply
    assert "pick up Jake" not in turn.reply and "pick up Emma" not in turn.reply


def test_asking_who_picks_jake_up_books_nothing(app: FamilyScheduler) -> None:
    turn = app.ask("who's picking up jake on thursday?", thread_id="w", speaker="sarah")
    assert turn.intent == "query" and turn.committed == []
    assert "Book" not in turn.reply and "soccer practice" in turn.reply
