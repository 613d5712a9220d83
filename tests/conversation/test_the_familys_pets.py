"""The dog's and the cat's appointments, booked by a parent: the animal stays in the entry's
name, so whoever reads the calendar knows whose vet visit it is; a pet's name is never asked
about as if it were a person; a car's service keeps the car as the thing booked."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_the_dogs_vet_visit_says_it_is_the_dogs(app: FamilyScheduler, titles_on):
    done = app.ask("vet for the dog on wednesday at 11", thread_id="v")
    assert done.committed, done.reply
    assert done.reply.startswith("Booked: vet for the dog for Sarah, Wed Nov 25 11am–12pm"), done.reply
    assert ("vet for the dog", "11:00") in titles_on(25, "sarah")


def test_a_cats_grooming_booked_by_dad_is_dads_and_the_cats(app: FamilyScheduler, titles_on):
    app.ask("grooming for our cat saturday at 1pm", thread_id="g", speaker="mike")
    assert ("grooming for our cat", "13:00") in titles_on(28, "mike")


def test_a_dog_called_by_its_name_is_not_asked_about(app: FamilyScheduler, titles_on):
    done = app.ask("shots for biscuit the puppy friday at 4", thread_id="p")
    assert "don't know who" not in done.reply, done.reply
    assert ("shots for biscuit the puppy", "16:00") in titles_on(27, "sarah")


def test_an_oil_change_for_the_van_still_takes_the_van(app: FamilyScheduler):
    asked = app.ask("oil change for the van wednesday at 10", thread_id="o")
    assert "oil change" in asked.reply and "(Minivan)" in asked.reply, asked.reply
    assert "for the van" not in asked.reply


def test_a_friend_of_the_family_is_still_asked_about(app: FamilyScheduler):
    asked = app.ask("lunch with tom friday at 1", thread_id="t")
    assert "I don't know who Tom is" in asked.reply, asked.reply
