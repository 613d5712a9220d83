"""Scenarios from the Parkers' week (Mon Nov 23 2026): what the conflict checker tells them."""

from __future__ import annotations

from family_scheduler.calendar import InMemoryCalendar, OverlayCalendar
from family_scheduler.domain.conflicts import detect_conflicts


def kinds(report):
    return sorted({c.type for c in report.conflicts})


def test_a_free_afternoon_has_no_conflicts(calendar, make_event, at):
    dentist = make_event("dentist", at(25, 15, 30), at(25, 16, 30), ["jake"])
    report = detect_conflicts(dentist, calendar)
    assert report.conflicts == [] and not report.has_blocking
    assert report.occurrences_checked == 1
    assert "No conflicts" in report.summary


def test_a_double_booked_child_is_named_with_the_other_event(calendar, make_event, at):
    # Jake has soccer Tue 16:00–17:30; a dentist visit at 17:00 overlaps by half an hour.
    dentist = make_event("dentist", at(24, 17, 0), at(24, 18, 0), ["jake", "sarah"])
    report = detect_conflicts(dentist, calendar)
    clash = [c for c in report.conflicts if c.type == "time_conflict"]
    assert len(clash) == 1
    assert clash[0].event_id == "demo-soccer" and clash[0].event_title == "soccer practice"
    assert clash[0].participants == ["jake"]  # Sarah is free: only Jake is affected
    assert clash[0].severity == "high" and clash[0].blocking
    assert clash[0].id in report.blocking and report.has_blocking
    assert clash[0].details == "Jake already has soccer practice Tue Nov 24 16:00–17:30."
    assert (clash[0].start, clash[0].end) == (at(24, 17, 0), at(24, 17, 30))


def test_only_the_people_involved_count(calendar, make_event, at):
    # Dad's gym (Mon 06:30–07:30) never blocks something Emma does at the same time.
    early = make_event("early practice", at(30, 6, 30), at(30, 7, 30), ["emma"])
    report = detect_conflicts(early, calendar)
    assert "time_conflict" not in kinds(report)


def test_touching_ends_are_not_a_clash(calendar, make_event, at):
    # Soccer ends at 17:30; a lesson starting at 17:30 follows it.
    after = make_event("tutoring", at(24, 17, 30), at(24, 18, 30), ["jake"])
    assert "time_conflict" not in kinds(detect_conflicts(after, calendar))


def test_the_car_is_taken(calendar, make_event, at):
    # The minivan drives Jake to soccer Tue 16:00–17:30; Mike wants it for a 17:00 errand.
    errand = make_event("hardware store", at(24, 17, 0), at(24, 18, 0), ["mike"], ["minivan"])
    report = detect_conflicts(errand, calendar)
    assert kinds(report) == ["resource_conflict"]
    (car,) = report.conflicts
    assert car.resource_id == "minivan" and car.event_id == "demo-soccer"
    assert car.severity == "high" and car.blocking
    assert "minivan is already taken Tue Nov 24 16:00–17:30 by Jake's soccer practice" in car.details
    # the sedan is free then
    sedan = errand.model_copy(update={"resources": ["sedan"]})
    assert detect_conflicts(sedan, calendar).conflicts == []


def test_a_car_out_of_service_is_critical(family, make_event, at):
    broken = family.model_copy(deep=True)
    broken.resources[1].capacity = 0  # the sedan is at the garage
    cal = InMemoryCalendar(broken)
    errand = make_event("groceries", at(25, 10), at(25, 11), ["sarah"], ["sedan"])
    report = detect_conflicts(errand, cal)
    (car,) = report.conflicts
    assert car.severity == "critical" and car.blocking and car.resource_id == "sedan"
    assert "out of service" in car.details


def test_the_kitchen_is_exclusive(calendar, make_event, at):
    # Sunday dinner holds the kitchen 18:00–19:30; baking at 19:00 needs it too.
    baking = make_event("cookie baking", at(29, 19, 0), at(29, 20, 0), ["linda"], ["kitchen"])
    report = detect_conflicts(baking, calendar)
    (kitchen,) = report.conflicts
    assert kinds(report) == ["resource_conflict"]
    assert kitchen.event_id == "demo-dinner" and kitchen.resource_id == "kitchen"
    later = baking.model_copy(update={"start": at(29, 19, 30), "end": at(29, 20)})
    assert detect_conflicts(later, calendar).conflicts == []  # starts as dinner ends


def test_hard_rules_block_and_soft_ones_only_warn(calendar, make_event, at):
    # 19:30–20:30 on Wednesday: past Jake's 20:00 bedtime (hard) and after 20:00 (soft).
    late = make_event("movie", at(25, 19, 30), at(25, 20, 30), ["jake"])
    report = detect_conflicts(late, calendar)
    by_rule = {c.constraint_id: c for c in report.conflicts}
    bedtime, daytime = by_rule["jake-bedtime"], by_rule["daytime"]
    assert bedtime.severity == "high" and bedtime.blocking
    assert daytime.severity == "low" and not daytime.blocking  # priority 3
    assert report.blocking == [bedtime.id]
    assert "Jake's bedtime" in bedtime.details and "20:00–20:30" in bedtime.details
    assert "Wed Nov 25 19:30–20:30" in bedtime.details


def test_a_soft_rule_of_priority_five_or_more_is_medium(family, make_event, at):
    fam = family.model_copy(deep=True)
    next(c for c in fam.constraints if c.id == "daytime").priority = 6
    late = make_event("call", at(25, 20, 0), at(25, 20, 45), ["sarah"])
    report = detect_conflicts(late, InMemoryCalendar(fam))
    (daytime,) = report.conflicts
    assert daytime.severity == "medium" and not daytime.blocking and not report.has_blocking


def test_school_hours_block_a_child_but_not_a_parent(calendar, make_event, at):
    for who, expected in (("emma", True), ("sarah", False)):
        lunch = make_event("lunch", at(25, 12), at(25, 13), [who])
        report = detect_conflicts(lunch, calendar)
        assert any(c.constraint_id == "school" for c in report.conflicts) is expected


def test_a_fourth_thing_in_a_day_is_too_many_for_jake(calendar, make_event, at):
    # Tuesday: soccer 16:00–17:30; add two more and a fourth breaks his max of three.
    extra = [
        make_event(f"thing {n}", at(24, h), at(24, h, 45), ["jake"], id=f"x{n}") for n, h in ((1, 7), (2, 18))
    ]
    cal = InMemoryCalendar(calendar.family(), [*calendar.all_events(), *extra])
    fourth = make_event("reading club", at(24, 19, 0), at(24, 19, 45), ["jake"])
    report = detect_conflicts(fourth, cal)
    assert any(c.constraint_id == "jake-max" and c.blocking for c in report.conflicts)
    assert "Jake would have 4 events" in next(
        c.details for c in report.conflicts if c.constraint_id == "jake-max"
    )


def test_a_weekly_lesson_colliding_on_two_dates_names_both(calendar, make_event, at):
    # Emma's friends' parties fall on two Fridays; a weekly Friday art class meets them.
    parties = [
        make_event("birthday party", at(d, 16, month=12), at(d, 18, month=12), ["emma"], id=f"party-{d}")
        for d in (4, 18)
    ]
    cal = InMemoryCalendar(calendar.family(), [*calendar.all_events(), *parties])
    art = make_event("art class", at(27, 16, 30), at(27, 17, 30), ["emma"], recurrence="FREQ=WEEKLY;BYDAY=FR")
    report = detect_conflicts(art, cal)
    assert report.occurrences_checked == 12
    assert report.colliding_dates == ["2026-12-04", "2026-12-18"]
    clashes = [c for c in report.conflicts if c.type == "time_conflict"]
    assert [c.occurrence_start for c in clashes] == [at(4, 16, 30, month=12), at(18, 16, 30, month=12)]
    assert {c.event_id for c in clashes} == {"party-4", "party-18"}
    assert len({c.id for c in clashes}) == 2
    assert "2 dates" in report.summary and "Fri Dec 4" in report.summary
    assert "Fri Dec 18" in report.summary


def test_the_horizon_limits_how_far_a_series_is_checked(calendar, make_event, at):
    art = make_event("art class", at(27, 16, 30), at(27, 17, 30), ["emma"], recurrence="FREQ=WEEKLY;BYDAY=FR")
    assert detect_conflicts(art, calendar, horizon_weeks=4).occurrences_checked == 4


def test_editing_an_event_never_clashes_with_its_own_old_time(calendar, at):
    # Move Tuesday-Thursday soccer 30 minutes later: it overlaps only its old self.
    soccer = calendar.get_event("demo-soccer")
    later = soccer.model_copy(
        update={"start": soccer.start.replace(hour=16, minute=30), "end": soccer.end.replace(hour=18)}
    )
    report = detect_conflicts(later, calendar, since=at(23, 9))
    assert [c for c in report.conflicts if c.type != "constraint_violation"] == []
    # The same times as a *new* event would clash with soccer on every Tue and Thu.
    twin = later.model_copy(update={"id": "soccer-twin"})
    clashes = detect_conflicts(twin, calendar, since=at(23, 9)).conflicts
    assert {c.event_id for c in clashes if c.type == "time_conflict"} == {"demo-soccer"}


def test_a_changed_one_off_is_checked_at_its_new_time(calendar, make_event, at):
    dentist = make_event("dentist", at(25, 15, 30), at(25, 16, 30), ["jake"], id="dentist")
    cal = InMemoryCalendar(calendar.family(), [*calendar.all_events(), dentist])
    detect_conflicts(dentist, cal)  # warms any memo on the stored copy
    moved = dentist.model_copy(update={"start": at(26, 16, 30), "end": at(26, 17, 30)})
    report = detect_conflicts(moved, cal)
    assert [c.event_id for c in report.conflicts if c.type == "time_conflict"] == ["demo-soccer"]


def test_cancelled_events_never_conflict_but_proposed_ones_do(calendar, make_event, at):
    held = make_event("dentist", at(25, 16), at(25, 17), ["jake"], id="held", status="proposed")
    gone = make_event("vet", at(25, 16), at(25, 17), ["jake"], id="gone", status="cancelled")
    cal = InMemoryCalendar(calendar.family(), [*calendar.all_events(), held, gone])
    report = detect_conflicts(make_event("haircut", at(25, 16, 30), at(25, 17), ["jake"]), cal)
    assert [c.event_id for c in report.conflicts if c.type == "time_conflict"] == ["held"]
    cancelled_proposal = make_event("haircut", at(25, 16), at(25, 17), ["jake"], status="cancelled")
    assert detect_conflicts(cancelled_proposal, cal).conflicts == []


def test_the_same_check_gives_the_same_ids(calendar, make_event, at):
    dentist = make_event("dentist", at(24, 17, 0), at(24, 20, 30), ["jake"], ["minivan"])
    first = detect_conflicts(dentist, calendar)
    second = detect_conflicts(dentist, InMemoryCalendar(calendar.family(), calendar.all_events()))
    assert [c.id for c in first.conflicts] == [c.id for c in second.conflicts]
    assert len({c.id for c in first.conflicts}) == len(first.conflicts)


def test_a_what_if_view_is_respected(calendar, make_event, at):
    # With soccer cancelled in a 'what if' view, the 17:00 dentist is fine for Jake.
    soccer = calendar.get_event("demo-soccer")
    view = OverlayCalendar(calendar, changed=[soccer.model_copy(update={"status": "cancelled"})])
    dentist = make_event("dentist", at(24, 17, 0), at(24, 18, 0), ["jake"])
    assert detect_conflicts(dentist, view).conflicts == []


def test_unknown_people_and_resources_are_problems_not_crashes(calendar, make_event, at):
    odd = make_event("sleepover", at(28, 15), at(28, 16), ["bob", "emma"], ["boat"])
    report = detect_conflicts(odd, calendar)
    assert any("bob" in p and "Emma" in p for p in report.problems)
    assert any("boat" in p and "Minivan" in p for p in report.problems)


def test_an_invalid_copy_is_reported(calendar, make_event, at):
    dentist = make_event("dentist", at(25, 15), at(25, 16), ["jake"])
    backwards = dentist.model_copy(update={"end": at(25, 14)})  # model_copy skips validation
    report = detect_conflicts(backwards, calendar)
    assert report.conflicts == [] and report.problems and "not valid" in report.problems[0]


def test_the_sqlite_calendar_gives_the_same_answer(calendar, sqlite_calendar, make_event, at):
    dentist = make_event("dentist", at(24, 17, 0), at(24, 20, 30), ["jake", "emma"], ["laptop"])
    mem, sql = detect_conflicts(dentist, calendar), detect_conflicts(dentist, sqlite_calendar)
    assert [c.model_dump() for c in mem.conflicts] == [c.model_dump() for c in sql.conflicts]
    assert mem.conflicts
