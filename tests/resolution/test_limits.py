"""Who may change what, and the weeks where nothing works (said plainly, with the reason)."""

from __future__ import annotations

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.permissions import may_cancel, may_change, may_set_rule_aside
from family_scheduler.family_file import demo_family


def test_a_child_cannot_cancel_or_move_a_parents_event(kit):
    # Mike's work dinner (his own, one-off) Saturday 18:00–19:30; Emma wants Dad at her recital.
    dinner = kit.event("work-dinner", "work dinner", kit.at(28, 18), kit.at(28, 19, 30), ["mike"], by="mike")
    calendar = kit.week_with(dinner)
    recital = kit.event("new-recital", "recital", kit.at(28, 18), kit.at(28, 19), ["emma", "mike"], by="emma")
    family = calendar.family()
    assert not may_cancel(family, "emma", dinner) and not may_change(family, "emma", dinner)
    as_emma = kit.resolve(calendar, recital, speaker="emma")
    assert "work-dinner" not in kit.touched(as_emma)  # only her own recital changes
    assert "cancel_event" not in kit.strategies(as_emma)
    assert as_emma.options  # she can still move her recital
    # Sarah, a parent, may move Mike's dinner (but cancelling it is Mike's call)
    as_sarah = kit.resolve(calendar, recital, speaker="sarah")
    assert "work-dinner" in kit.touched(as_sarah)
    assert "cancel_event" not in kit.strategies(as_sarah)


def test_a_child_cannot_cancel_a_siblings_plan_but_a_parent_can(kit):
    playdate = kit.event("playdate", "playdate", kit.at(28, 14), kit.at(28, 15), ["jake"], by="jake")
    calendar = kit.week_with(playdate)
    family = calendar.family()
    assert not may_cancel(family, "emma", playdate)
    assert may_cancel(family, "sarah", playdate)
    assert may_cancel(family, "jake", playdate)
    # Emma plans a movie with Jake while his playdate is on
    both = kit.event("new-prep", "movie prep", kit.at(28, 14), kit.at(28, 15), ["emma", "jake"], by="emma")
    report = kit.resolve(calendar, both, speaker="emma")
    assert "cancel_event" not in kit.strategies(report)


def test_only_a_parent_may_set_a_hard_rule_aside_for_one_event(family):
    # "book it anyway, he'll skip school": Mom or Dad may say it; Emma, Jake and Grandma may not
    assert may_set_rule_aside(family, "sarah") and may_set_rule_aside(family, "mike")
    assert not any(may_set_rule_aside(family, who) for who in ("emma", "jake", "linda", "nobody"))


def test_a_guest_may_only_change_her_own_plans(kit, family):
    tea = kit.event("tea", "tea", kit.at(28, 15), kit.at(28, 16), ["linda"], by="linda")
    walk = kit.event("walk", "walk", kit.at(28, 15), kit.at(28, 16), ["sarah", "linda"])
    assert may_cancel(family, "linda", tea) and may_change(family, "linda", tea)
    assert not may_change(family, "linda", walk) and not may_cancel(family, "linda", walk)


def test_an_out_of_service_van_with_no_other_van_has_no_way_out(kit):
    family, events = demo_family()
    resources = [
        r.model_copy(update={"capacity": 0}) if r.id == "minivan" else r
        for r in family.resources
        if r.id != "sedan"
    ]
    broken = family.model_copy(update={"resources": resources})
    calendar = InMemoryCalendar(broken, [e for e in events if "sedan" not in e.resources])
    trip = kit.event(
        "new-trip", "zoo trip", kit.at(28, 12), kit.at(28, 14), ["sarah", "emma"], things=["minivan"]
    )
    report = kit.resolve(calendar, trip)
    assert report.options == [] and report.recommended is None
    assert "Minivan is out of service" in report.unresolvable_reason


def test_a_hard_rule_and_a_locked_schedule_leave_no_way_out_and_say_why(kit):
    # Jake (a child) wants a 21:00 game with Dad; bedtime is hard, and he can't move it:
    # every evening nearby is bedtime too, and a one-hour game fits no earlier gap
    # because Dad's evenings are all booked (weekly, so they stay put).
    calendar, game = kit.night_shift_game()
    report = kit.resolve(calendar, game, speaker="jake")
    assert report.options == []
    reason = report.unresolvable_reason
    assert reason.startswith("Nothing I tried resolves this")
    assert '"Jake\'s bedtime" is a hard rule for Jake' in reason
    assert "Mike's night shift repeats" in reason
