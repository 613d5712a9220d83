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


def test_taking_the_dog_by_its_name_to_the_groomer_is_the_dogs_grooming(app: FamilyScheduler, titles_on):
    asked = app.ask(
        "can you put in that i'm taking our dog biscuit to the groomer on friday at 9",
        thread_id="b",
        speaker="mike",
    )
    assert "groomer for Biscuit" in asked.reply, asked.reply
    assert "taking" not in asked.reply and "don't know who" not in asked.reply


def test_bringing_the_cat_to_the_vet_is_a_booking_not_a_move(app: FamilyScheduler, titles_on):
    done = app.ask("bring the cat to the vet thursday at 10", thread_id="c")
    assert "vet for the cat" in done.reply and "couldn't find" not in done.reply, done.reply


def test_a_childs_hamster_at_the_vet_is_the_childs_trip(app: FamilyScheduler, titles_on):
    app.ask("emma has to take her hamster to the vet wednesday at 5", thread_id="h", speaker="sarah")
    assert ("vet for her hamster", "17:00") in titles_on(25, "emma")


def test_the_dog_going_to_the_park_comes_along_and_walking_it_stays_a_walk(app: FamilyScheduler, titles_on):
    app.ask("jake is taking the dog to the park saturday at 3", thread_id="p", speaker="mike")
    assert ("park with the dog", "15:00") in titles_on(28, "jake")
    app.ask("walk the dog tomorrow at 7am", thread_id="w", speaker="mike")
    assert ("walk the dog", "07:00") in titles_on(24, "mike")
