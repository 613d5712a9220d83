"""A parent's own relatives and neighbours coming over: "my parents", "my brother and his
wife", "the in-laws", "our neighbours" are people from outside the family, guests at the meal,
never Mike and Sarah (the family's parents) nor Emma and Jake ("his kids"). Grandma in the
family file may be a parent's mother, or not: "my mom" said by a parent is asked about."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _guests(app: FamilyScheduler, day: int, title: str) -> list[tuple[list[str], list[str]]]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [
        (o.participants, o.guests) for o in app.events(start, start + timedelta(days=1)) if o.title == title
    ]


def test_sarahs_parents_join_the_sunday_family_dinner_as_guests(app: FamilyScheduler):
    asked = app.ask("my parents are coming over for dinner on sunday", thread_id="p", speaker="sarah")
    assert asked.reply.startswith("Add Sarah's parents to family dinner on Sun Nov 29 6–7:30pm"), asked.reply
    assert not asked.committed and "visiting" not in asked.reply
    app.ask("yes", thread_id="p")
    [(people, guests)] = _guests(app, 29, "family dinner")
    assert guests == ["Sarah's parents"] and people == ["emma", "jake", "mike", "sarah"]


def test_a_brother_and_his_kids_on_a_night_with_no_dinner_is_a_new_family_dinner(app: FamilyScheduler):
    asked = app.ask("my brother and his kids are coming for dinner thursday", thread_id="b", speaker="mike")
    assert (
        "Book dinner for Emma, Jake, Mike and Sarah with Mike's brother and his kids, Thu Nov 26 6"
        in asked.reply
    ), asked.reply
    assert not asked.committed


def test_the_in_laws_and_the_neighbours_are_nobody_to_ask_about(app: FamilyScheduler):
    for said in (
        "the in-laws are coming for dinner on friday",
        "our neighbors are coming for a cookout saturday",
    ):
        asked = app.ask(said, thread_id=said, speaker="sarah")
        assert "don't know who" not in asked.reply and "Book" in asked.reply, asked.reply
        assert not asked.committed


def test_a_parents_mom_may_be_grandma_and_yes_makes_it_her(app: FamilyScheduler):
    asked = app.ask("my mom is coming for dinner friday", thread_id="m", speaker="mike")
    assert "did you mean Linda?" in asked.reply and not asked.committed, asked.reply
    again = app.ask("yes", thread_id="m")
    assert "Linda" in again.reply and "Mike's mom" not in again.reply, again.reply


def test_a_parents_mom_who_is_not_grandma_stays_a_guest(app: FamilyScheduler):
    app.ask("my mom is coming for dinner friday", thread_id="g", speaker="sarah")
    again = app.ask("she's a guest", thread_id="g")
    assert "with Sarah's mom" in again.reply and "Linda" not in again.reply, again.reply


def test_a_childs_mom_is_still_sarah(app: FamilyScheduler):
    asked = app.ask("my mom is coming to piano on monday", thread_id="c", speaker="emma")
    assert asked.reply.startswith("Add Sarah to piano lesson on Mon Nov 30"), asked.reply


def test_dinner_with_my_parents_is_sarahs_with_them_as_guests(app: FamilyScheduler):
    done = app.ask("dinner with my parents on wednesday at 7pm", thread_id="d", speaker="sarah")
    assert "dinner for Sarah with Sarah's parents" in done.reply, done.reply
    assert "Mike" not in done.reply


def test_the_in_laws_staying_the_weekend_is_their_visit(app: FamilyScheduler):
    done = app.ask("my in-laws are visiting this weekend", thread_id="v", speaker="mike")
    assert "with Mike's in-laws" in done.reply and "Sarah" not in done.reply, done.reply


def test_a_husbands_parents_are_his_not_the_familys(app: FamilyScheduler):
    asked = app.ask(
        "my husband's parents are coming over for dinner on friday", thread_id="h", speaker="sarah"
    )
    assert "with Mike's parents" in asked.reply and "did you mean" not in asked.reply, asked.reply


def test_mom_and_dad_together_are_one_pair_of_guests(app: FamilyScheduler):
    asked = app.ask("my mom and dad are coming for dinner on friday", thread_id="md", speaker="sarah")
    assert "with Sarah's mom and dad" in asked.reply, asked.reply


def test_a_nephew_by_name_and_a_nephew_a_booking_is_for_are_as_before(app: FamilyScheduler):
    done = app.ask("bowling with jake and my nephew leo on sunday at 2", thread_id="n", speaker="sarah")
    assert "nephew Leo" in done.reply, done.reply
    asked = app.ask("piano lesson for my niece on friday at 4", thread_id="f", speaker="sarah")
    assert "I don't know who my niece is" in asked.reply, asked.reply
