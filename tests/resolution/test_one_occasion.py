"""Ways out when ONE occasion of a weekly plan is changed and the new time clashes.

Each option changes that occasion only (its override in the series): the rest of the
series, every other week, stays exactly as it was.
"""

from __future__ import annotations

from datetime import timedelta

from family_scheduler.calendar import OverlayCalendar
from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.models import OccurrenceOverride, occurrence_key
from family_scheduler.recurrence import expand
from family_scheduler.subgraphs.resolution import propose_resolutions

SERIES_FIELDS = ("start", "end", "recurrence", "exdates", "participants", "resources", "title")


def occasion_changed(calendar, series_id, original, **change):
    """The stored series with one occasion changed, as the main graph proposes it."""
    series = calendar.get_event(series_id)
    key = occurrence_key(original)
    return series.model_copy(update={"overrides": {**series.overrides, key: OccurrenceOverride(**change)}})


def ways_out(kit, calendar, proposal, speaker="sarah"):
    found = detect_conflicts(proposal, calendar, since=kit.NOW)
    assert found.has_blocking
    return propose_resolutions(proposal, found.conflicts, calendar, speaker=speaker, now=kit.NOW)


def series_after(option, series_id):
    (after,) = [e for e in option.events if e.id == series_id]
    return after


def only_that_occasion_changes(calendar, option, series_id, original):
    """The option's series differs from the stored one in that occasion's override only."""
    stored, after = calendar.get_event(series_id), series_after(option, series_id)
    for name in SERIES_FIELDS:
        assert getattr(after, name) == getattr(stored, name), (name, option.description)
    key = occurrence_key(original)
    assert {k: v for k, v in after.overrides.items() if k != key} == stored.overrides
    around = (original - timedelta(days=15), original + timedelta(days=15))
    others = [o for o in expand(stored, *around) if o.original_start != original]
    assert len(others) >= 2  # the occasion before and the one after
    changed_ = {o.occurrence_id: o for o in expand(after, *around)}
    for other in others:
        same = changed_[other.occurrence_id]
        assert (same.start, same.end, same.participants, same.resources) == (
            other.start,
            other.end,
            other.participants,
            other.resources,
        ), option.description


def nothing_blocks(kit, calendar, option, series_id):
    after = series_after(option, series_id)
    view = OverlayCalendar(calendar, changed=list(option.events))
    assert not detect_conflicts(after, view, since=kit.NOW).has_blocking, option.description


def test_sunday_dinner_moved_past_jakes_bedtime_gets_ways_out_for_that_sunday(kit):
    calendar = kit.week_with()
    sunday = kit.at(29, 18)
    late = occasion_changed(calendar, "demo-dinner", sunday, start=kit.at(29, 19, 30), end=kit.at(29, 21))
    report = ways_out(kit, calendar, late)
    assert report.options, report.unresolvable_reason
    for option in report.options:
        only_that_occasion_changes(calendar, option, "demo-dinner", sunday)
        nothing_blocks(kit, calendar, option, "demo-dinner")
    first = report.options[0]
    assert first.description.endswith("(this occurrence only).")
    moved = series_after(first, "demo-dinner").overrides[occurrence_key(sunday)]
    assert moved.start is not None and moved.end - moved.start == timedelta(minutes=90)
    # the family can also keep 7:30 and have that one dinner without Jake
    without = [o for o in report.options if o.strategy == "split_event"]
    assert without and "without Jake" in without[0].description
    kept = series_after(without[0], "demo-dinner").overrides[occurrence_key(sunday)]
    assert kept.start == kit.at(29, 19, 30) and kept.participants == ["emma", "mike", "sarah"]


def test_a_dinner_months_after_the_series_began_is_checked_on_its_own_day(kit):
    # the dinners began in September; Dec 20 lies past the first twelve weeks of the series
    calendar = kit.week_with()
    sunday = kit.at(20, 18, month=12)
    late = occasion_changed(
        calendar, "demo-dinner", sunday, start=kit.at(20, 19, 30, month=12), end=kit.at(20, 21, month=12)
    )
    report = ways_out(kit, calendar, late)
    assert report.options
    for option in report.options:
        only_that_occasion_changes(calendar, option, "demo-dinner", sunday)
        nothing_blocks(kit, calendar, option, "demo-dinner")


def test_one_piano_lesson_on_book_club_night_can_take_the_minivan(kit):
    # Emma's Monday piano moved to Wed Dec 2 19:30; Sarah's book club has the sedan then.
    calendar = kit.week_with()
    monday = kit.at(30, 17)
    wednesday = occasion_changed(
        calendar, "demo-piano", monday, start=kit.at(2, 19, 30, month=12), end=kit.at(2, 20, 30, month=12)
    )
    report = ways_out(kit, calendar, wednesday)
    swaps = [o for o in report.options if o.strategy == "alternative_resource"]
    assert swaps and "Minivan instead of the Sedan" in swaps[0].description
    swapped = series_after(swaps[0], "demo-piano")
    assert swapped.overrides[occurrence_key(monday)].resources == ["minivan"]
    assert swapped.resources == ["sedan"]  # every other lesson keeps the sedan
    for option in report.options:
        only_that_occasion_changes(calendar, option, "demo-piano", monday)
        nothing_blocks(kit, calendar, option, "demo-piano")


def test_jake_joining_one_book_club_night_is_not_answered_by_leaving_him_out(kit):
    calendar = kit.week_with()
    night = kit.at(2, 19, 30, month=12)
    joined = occasion_changed(calendar, "demo-bookclub", night, participants=["jake", "sarah"])
    report = ways_out(kit, calendar, joined)
    assert report.options
    for option in report.options:
        assert "without Jake" not in option.description  # that is saying no, not a way out
        after = series_after(option, "demo-bookclub").overrides[occurrence_key(night)]
        assert after.participants == ["jake", "sarah"]
        only_that_occasion_changes(calendar, option, "demo-bookclub", night)
        nothing_blocks(kit, calendar, option, "demo-bookclub")


def test_a_clash_on_another_week_is_not_solved_by_changing_this_one(kit):
    # Jake's dentist sits on next week's practice already; moving this Thursday's
    # practice late is what clashes now: the ways out are for this Thursday only.
    dentist = kit.event("dentist", "dentist", kit.at(3, 16, month=12), kit.at(3, 17, month=12), ["jake"])
    calendar = kit.week_with(dentist)
    thursday = kit.at(26, 16)
    late = occasion_changed(calendar, "demo-soccer", thursday, start=kit.at(26, 19, 30), end=kit.at(26, 21))
    report = ways_out(kit, calendar, late)
    assert report.options == []
    assert report.unresolvable_reason


def test_a_weekly_booking_that_collides_on_one_date_can_move_that_date_alone(kit):
    # Karate for Jake every Friday at 17:00 from Nov 27; his dentist is at 17:30 on Dec 4.
    dentist = kit.event(
        "dentist", "dentist", kit.at(4, 17, 30, month=12), kit.at(4, 18, 30, month=12), ["jake"]
    )
    calendar = kit.week_with(dentist)
    karate = kit.event(
        "karate", "karate", kit.at(27, 17), kit.at(27, 18), ["jake"], rule="FREQ=WEEKLY;BYDAY=FR;COUNT=6"
    )
    report = kit.resolve(calendar, karate)
    (one_date,) = [o for o in report.options if "(that day only)" in o.description]
    assert one_date.description.startswith(
        "Karate every time from Fri Nov 27 17:00–18:00 on, but on Fri Dec 4"
    )
    (after,) = one_date.events
    assert (after.start, after.end, after.recurrence) == (karate.start, karate.end, karate.recurrence)
    (key,) = after.overrides
    assert key == occurrence_key(kit.at(4, 17, month=12))
    assert after.overrides[key].end <= kit.at(4, 17, 30, month=12)  # clear of the dentist
    assert kit.blocking_after(calendar, karate, one_date) == []
    fridays = [o.start for o in expand(after, kit.at(27, 0), kit.at(31, 0, month=12))]
    assert kit.at(27, 17) in fridays and kit.at(11, 17, month=12) in fridays  # the others as asked


def test_tuesdays_practice_is_never_offered_on_top_of_thursdays(kit):
    # Tuesday's practice moved into Wednesday's school hours; the nearest free hours for
    # Jake and the minivan include Thursday 15:00, half over Thursday's own practice.
    calendar = kit.week_with()
    tuesday = kit.at(24, 16)
    school = occasion_changed(calendar, "demo-soccer", tuesday, start=kit.at(25, 8), end=kit.at(25, 9, 30))
    report = ways_out(kit, calendar, school)
    assert report.options
    thursday = (kit.at(26, 16), kit.at(26, 17, 30))  # Thanksgiving: no school, practice at 4
    for option in report.options:
        (after,) = [e for e in option.events if e.id == "demo-soccer"]
        moved = after.overrides[occurrence_key(tuesday)]
        start = moved.start or tuesday
        end = moved.end or start + (after.end - after.start)
        assert not (start < thursday[1] and end > thursday[0]), option.description
        only_that_occasion_changes(calendar, option, "demo-soccer", tuesday)
        nothing_blocks(kit, calendar, option, "demo-soccer")
