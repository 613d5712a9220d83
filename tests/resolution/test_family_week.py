"""Scenarios from the Parkers' week (seen Mon Nov 23 2026 09:00): ways out of a clash."""

from __future__ import annotations

from family_scheduler.models import Event


def dentist_during_piano(kit) -> Event:
    # Emma's piano is every Monday 17:00–18:00; a dentist visit at 17:30 next Monday clashes.
    return kit.event("new-dentist", "dentist", kit.at(30, 17, 30), kit.at(30, 18, 30), ["emma"])


def test_a_clash_with_a_weekly_lesson_moves_the_new_event_not_the_series(kit, calendar):
    proposal = dentist_during_piano(kit)
    report = kit.resolve(calendar, proposal)
    assert report.options and report.recommended == 1
    assert kit.touched(report) == {"new-dentist"}  # piano is never moved or cancelled
    best = report.options[0]
    assert best.strategy == "move_event"
    assert {c.field for c in best.changes} == {"start", "end"}
    assert "Mon Nov 30 18:15–19:15" in best.description  # the nearest free time, local clock
    assert best.side_effects == ["Dentist moves 45 minutes later"]
    for option in report.options:
        assert kit.blocking_after(calendar, proposal, option) == []


def test_options_are_numbered_best_first(kit, calendar):
    report = kit.resolve(calendar, dentist_during_piano(kit))
    assert [o.id for o in report.options] == list(range(1, len(report.options) + 1))
    scores = [o.score for o in report.options]
    assert scores == sorted(scores, reverse=True)
    assert all(0 < s <= 1 for s in scores)
    assert all(o.resolves for o in report.options)


def test_the_sedan_is_taken_so_the_minivan_is_offered_first(kit, calendar):
    # Sarah needs a car Monday 17:00 while piano holds the sedan; the minivan is free.
    errand = kit.event("new-errand", "errand", kit.at(30, 17), kit.at(30, 18), ["sarah"], things=["sedan"])
    report = kit.resolve(calendar, errand)
    best = report.options[0]
    assert best.strategy == "alternative_resource"
    assert best.changes[0].field == "resources"
    assert (best.changes[0].old, best.changes[0].new) == (["sedan"], ["minivan"])
    assert "Minivan instead of the Sedan" in best.description
    assert kit.blocking_after(calendar, errand, best) == []


def test_a_one_off_in_the_way_can_give_its_car_to_the_new_plan(kit):
    # Mike's hardware run has the minivan Saturday 13:00–14:00; Sarah's carpool wants it.
    run = kit.event(
        "hw", "hardware run", kit.at(28, 13), kit.at(28, 14), ["mike"], by="mike", things=["minivan"]
    )
    calendar = kit.week_with(run)
    carpool = kit.event(
        "new-carpool",
        "carpool",
        kit.at(28, 13),
        kit.at(28, 14),
        ["sarah", "emma", "jake"],
        things=["minivan"],
    )
    report = kit.resolve(calendar, carpool)
    swaps = [o for o in report.options if o.strategy == "alternative_resource"]
    assert {tuple(c.event_id for c in o.changes) for o in swaps} == {("new-carpool",), ("hw",)}
    own, theirs = swaps  # swapping the requester's own booking ranks first
    assert own.changes[0].event_id == "new-carpool" and own.score > theirs.score
    assert "give Mike's hardware run the Sedan instead" in theirs.description
    for option in report.options:
        assert kit.blocking_after(calendar, carpool, option) == []


def test_a_late_plan_only_bends_a_preference_so_it_can_be_set_aside(kit, calendar):
    # A parents' movie at 20:00 Saturday breaks only "family time 09:00–20:00" (soft).
    movie = kit.event("new-movie", "movie", kit.at(28, 20), kit.at(28, 21, 30), ["sarah", "mike"])
    report = kit.resolve(calendar, movie)
    assert kit.strategies(report) == ["override_constraint"]
    option = report.options[0]
    assert option.changes == []
    assert "family time between 09:00 and 20:00" in option.description
    assert "Sat Nov 28 20:00–21:30" in option.description
    assert option.resolves == ["constraint_violation:daytime:2026-11-28T20:00"]


def test_a_hard_rule_is_never_overridden_but_the_event_can_end_at_bedtime(kit, calendar):
    # Jake's bedtime is 20:00 (hard); a talk 19:30–20:30 is cut to end at 20:00.
    talk = kit.event(
        "new-talk", "bedtime story club", kit.at(28, 19, 30), kit.at(28, 20, 30), ["jake", "sarah"]
    )
    report = kit.resolve(calendar, talk)
    assert "override_constraint" not in kit.strategies(report)
    best = report.options[0]
    assert best.strategy == "shorten_event"
    assert [(c.field, c.new) for c in best.changes] == [("end", "2026-11-28T20:00:00-05:00")]
    assert "30 minutes instead of 1 hour" in best.description
    assert best.side_effects == ["Bedtime story club loses 30 minutes at the end"]
    # the group can also split: Sarah goes, Jake sleeps
    split = next(o for o in report.options if o.strategy == "split_event")
    assert [(c.field, c.new) for c in split.changes] == [("participants", ["sarah"])]
    assert "without Jake" in split.description


def test_a_weekly_class_skips_the_one_date_that_collides(kit):
    # Emma's birthday party Sat Dec 5 14:00–16:00; a new art class every Saturday 14:00.
    party = kit.event("party", "birthday party", kit.at(5, 14, month=12), kit.at(5, 16, month=12), ["emma"])
    calendar = kit.week_with(party)
    art = kit.event(
        "new-art", "art class", kit.at(28, 14), kit.at(28, 15), ["emma"], rule="FREQ=WEEKLY;BYDAY=SA;COUNT=6"
    )
    report = kit.resolve(calendar, art)
    split = next(o for o in report.options if o.strategy == "split_event")
    assert split.changes[0].field == "exdates"
    assert split.changes[0].new == ["2026-12-05T14:00:00-05:00"]
    assert "except Sat Dec 5" in split.description
    assert split.side_effects == ["No art class on Sat Dec 5"]
    for option in report.options:
        assert option.strategy != "cancel_event" or "party" in {c.event_id for c in option.changes}
        assert kit.blocking_after(calendar, art, option) == []


def test_a_parent_may_move_or_cancel_a_childs_playdate(kit):
    # Jake's playdate Saturday 14:00–15:00 (a one-off); Sarah books Jake's haircut at 14:00.
    playdate = kit.event("playdate", "playdate", kit.at(28, 14), kit.at(28, 15), ["jake"], by="jake")
    calendar = kit.week_with(playdate)
    haircut = kit.event("new-haircut", "haircut", kit.at(28, 14), kit.at(28, 15), ["jake"])
    report = kit.resolve(calendar, haircut)
    found = set(kit.strategies(report))
    assert {"move_event", "cancel_event"} <= found
    moved = next(
        o for o in report.options if o.strategy == "move_event" and o.changes[0].event_id == "playdate"
    )
    assert moved.description.startswith("Keep haircut at Sat Nov 28 14:00–15:00 and move Jake's playdate")
    assert moved.side_effects[0].startswith("Jake's playdate moves")
    cancel = next(o for o in report.options if o.strategy == "cancel_event")
    assert [(c.event_id, c.field, c.old, c.new) for c in cancel.changes] == [
        ("playdate", "status", "confirmed", "cancelled")
    ]
    # keeping the asked time by moving the playdate beats cancelling it
    assert moved.id < cancel.id
    for option in report.options:
        assert kit.blocking_after(calendar, haircut, option) == []


def test_an_overlapping_one_off_can_be_shortened_to_make_room(kit):
    # Sarah's own long call 13:00–15:00 Saturday; her dentist at 14:30 for an hour.
    call = kit.event("call", "long call", kit.at(28, 13), kit.at(28, 15), ["sarah"])
    calendar = kit.week_with(call)
    dentist = kit.event("new-dentist", "dentist", kit.at(28, 14, 30), kit.at(28, 15, 30), ["sarah"])
    report = kit.resolve(calendar, dentist)
    short = next(
        o for o in report.options if o.strategy == "shorten_event" and o.changes[0].event_id == "call"
    )
    assert [(c.field, c.new) for c in short.changes] == [("end", "2026-11-28T14:30:00-05:00")]
    assert "shorten Sarah's long call to Sat Nov 28 13:00–14:30" in short.description
    assert kit.blocking_after(calendar, dentist, short) == []


def test_two_plans_in_the_way_are_cancelled_together_or_the_new_one_moves(kit):
    a = kit.event("a", "errand", kit.at(28, 14), kit.at(28, 14, 30), ["sarah"])
    b = kit.event("b", "phone call", kit.at(28, 14, 30), kit.at(28, 15), ["sarah"])
    calendar = kit.week_with(a, b)
    lunch = kit.event("new-lunch", "lunch with Linda", kit.at(28, 14), kit.at(28, 15), ["sarah", "linda"])
    report = kit.resolve(calendar, lunch)
    cancel = next(o for o in report.options if o.strategy == "cancel_event")
    assert {c.event_id for c in cancel.changes} == {"a", "b"}
    assert len(cancel.side_effects) == 2
    assert kit.blocking_after(calendar, lunch, cancel) == []


def test_each_option_hands_back_the_events_as_they_will_be_written(kit):
    # Mike's hardware run gives the minivan to the carpool and takes the sedan: two events change.
    run = kit.event(
        "hw", "hardware run", kit.at(28, 13), kit.at(28, 14), ["mike"], by="mike", things=["minivan"]
    )
    calendar = kit.week_with(run)
    carpool = kit.event(
        "new-carpool", "carpool", kit.at(28, 13), kit.at(28, 14), ["sarah", "emma"], things=["minivan"]
    )
    report = kit.resolve(calendar, carpool)
    for option in report.options:
        finished = {e.id: e for e in option.events}
        assert set(finished) == {c.event_id for c in option.changes}
        for change in option.changes:
            value = getattr(finished[change.event_id], change.field)
            shown = value.isoformat() if hasattr(value, "isoformat") else value
            assert shown == change.new or value == change.new
        stored = [e for e in option.events if e.id != carpool.id]
        assert all(e.version == calendar.get_event(e.id).version for e in stored)
