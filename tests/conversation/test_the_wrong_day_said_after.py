"""Mike books something, then says the day or the time was wrong and gives the right one: a
change of what he just booked, asked first, never a new event called "wrong day"."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_wrong_day_right_after_a_booking_moves_it_once_agreed(app: FamilyScheduler, titles_on):
    app.ask("vet for the dog thursday at 2", thread_id="v", speaker="mike")
    asked = app.ask("whoops wrong day, saturday", thread_id="v", speaker="mike")
    assert asked.committed == [] and asked.status == "awaiting_user"
    assert "wrong day" not in asked.reply.lower()
    assert "Sat Nov 28 2–3pm" in asked.reply
    app.ask("yes", thread_id="v", speaker="mike")
    assert [t for t, _ in titles_on(26, "mike")].count("vet for the dog") == 0
    assert ("vet for the dog", "14:00") in titles_on(28, "mike")  # the dog's vet, as said


def test_the_wrong_time_is_a_new_time_for_the_same_booking(app: FamilyScheduler):
    app.ask("haircut for emma wednesday at 11", thread_id="h")
    asked = app.ask("that's the wrong time, 12:30", thread_id="h")
    assert asked.committed == [] and "12:30" in asked.reply and "wrong" not in asked.reply.lower()
