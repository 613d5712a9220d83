"""Cars seat the people riding, guests included; a rule a parent set aside for one event
is not held against it."""

from __future__ import annotations

from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.subgraphs.resolution import propose_resolutions
from family_scheduler.subgraphs.resources import check_resources


def test_the_whole_family_and_two_guests_do_not_fit_in_the_sedan(calendar, make_event, at, now):
    airport = make_event(
        "airport run",
        at(28, 8),
        at(28, 9),
        ["sarah", "mike", "emma", "jake"],
        ["sedan"],
        guests=["uncle Bob", "aunt Sue"],
    )
    report = detect_conflicts(airport, calendar)
    (seats,) = [c for c in report.conflicts if c.blocking]  # and a note: 8am is early for the family
    assert seats.type == "resource_conflict" and seats.blocking and seats.resource_id == "sedan"
    assert seats.details == (
        "The sedan seats 5, but 6 people would ride (Sarah, Mike, Emma, Jake, uncle Bob and aunt Sue)."
    )
    # the minivan seats seven: taking it is the way out, and it is free then
    ways = propose_resolutions(airport, report.conflicts, calendar, speaker="sarah", now=now)
    best = ways.options[0]
    assert best.strategy == "alternative_resource"
    assert [e.resources for e in best.events] == [["minivan"]]
    assert "Minivan instead of the Sedan" in best.description
    assert not detect_conflicts(best.events[0], calendar).has_blocking


def test_four_people_fit_in_the_sedan_and_the_resources_check_counts_guests(calendar, make_event, at):
    family_only = make_event(
        "airport run", at(28, 8), at(28, 9), ["sarah", "mike", "emma", "jake"], ["sedan"]
    )
    assert not detect_conflicts(family_only, calendar).has_blocking
    checked = check_resources(
        calendar,
        ["sedan"],
        at(28, 8),
        at(28, 9),
        participants=["sarah", "mike", "emma", "jake"],
        ride_together=True,
        guests=["uncle Bob", "aunt Sue"],
    )
    (sedan,) = checked.checks
    assert sedan.seats_needed == 6 and sedan.seats_ok is False and not sedan.usable
    assert sedan.alternatives == ["minivan"]


def test_a_rule_set_aside_for_one_dentist_visit_is_not_held_against_it(calendar, make_event, at):
    # Jake's dentist Wed 10:00 is during school; a parent said "he'll skip school"
    dentist = make_event("dentist", at(25, 10), at(25, 11), ["jake"])
    assert [c.constraint_id for c in detect_conflicts(dentist, calendar).conflicts] == ["school"]
    excused = dentist.model_copy(update={"rules_set_aside": ["school"]})
    assert detect_conflicts(excused, calendar).conflicts == []
    # only that rule: at 20:30 his bedtime still counts
    late = excused.model_copy(update={"start": at(25, 20, 30), "end": at(25, 21, 30)})
    assert [c.constraint_id for c in detect_conflicts(late, calendar).conflicts if c.blocking] == [
        "jake-bedtime"
    ]
