"""Property: whatever the week, every option offered leaves no blocking conflict once applied."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar, OverlayCalendar
from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.domain.permissions import may_change
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event, OccurrenceOverride, occurrence_key
from family_scheduler.recurrence import expand
from family_scheduler.subgraphs.resolution import propose_resolutions

NY = ZoneInfo("America/New_York")
FAMILY, DEMO_EVENTS = demo_family()
MEMBERS = FAMILY.member_ids()
RESOURCES = [r.id for r in FAMILY.resources]


@st.composite
def plans(draw, id_: str) -> Event:
    day = draw(st.integers(23, 29))
    hour = draw(st.integers(6, 21))
    minute = draw(st.sampled_from((0, 15, 30, 45)))
    start = datetime(2026, 11, day, hour, minute, tzinfo=NY)
    length = timedelta(minutes=draw(st.sampled_from((30, 45, 60, 90, 120))))
    who = draw(st.lists(st.sampled_from(MEMBERS), min_size=1, max_size=3, unique=True))
    things = draw(st.lists(st.sampled_from(RESOURCES), max_size=1))
    weekly = draw(st.booleans()) and draw(st.booleans())
    return Event(
        id=id_,
        title=f"plan {id_}",
        start=start,
        end=start + length,
        participants=who,
        resources=things,
        created_by=draw(st.sampled_from(who + ["sarah"])),
        recurrence="FREQ=WEEKLY;COUNT=4" if weekly else None,
    )


@st.composite
def weeks(draw) -> tuple[InMemoryCalendar, Event, str]:
    count = draw(st.integers(0, 12))
    extra = [draw(plans(f"e{n}")) for n in range(count)]
    calendar = InMemoryCalendar(FAMILY, [*DEMO_EVENTS, *extra])
    proposal = draw(plans("proposal"))
    speaker = draw(st.sampled_from(MEMBERS))
    return calendar, proposal, speaker


@settings(max_examples=120, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(weeks())
def test_every_offered_option_is_conflict_free_once_applied(kit, week):
    calendar, proposal, speaker = week
    report = kit.resolve(calendar, proposal, speaker=speaker)
    assert [o.id for o in report.options] == list(range(1, len(report.options) + 1))
    assert report.recommended == (1 if report.options else None)
    assert bool(report.options) != bool(report.unresolvable_reason) or report.problems
    family = calendar.family()
    for option in report.options:
        assert kit.blocking_after(calendar, proposal, option) == [], option.description
        for change in option.changes:  # only events the speaker may change
            if change.event_id != proposal.id:
                assert may_change(family, speaker, calendar.get_event(change.event_id))
        assert option.strategy != "override_constraint" or option.changes == []


SERIES = [e for e in DEMO_EVENTS if e.recurrence]


@st.composite
def occasion_moves(draw) -> tuple[InMemoryCalendar, Event, str, str]:
    """A week with some one-off plans, and one occasion of a weekly plan moved (or someone
    added to it), as the main graph proposes a change to that occasion only."""
    count = draw(st.integers(0, 8))
    extra = [draw(plans(f"e{n}")) for n in range(count)]
    calendar = InMemoryCalendar(FAMILY, [*DEMO_EVENTS, *extra])
    series = draw(st.sampled_from(SERIES))
    start = datetime(2026, 11, 23, 9, tzinfo=NY)
    occasions = expand(series, start, start + timedelta(days=14))
    occ = draw(st.sampled_from(occasions))
    assert occ.original_start is not None
    day = occ.start.astimezone(NY).date() + timedelta(days=draw(st.integers(-2, 2)))
    hour, minute = draw(st.integers(7, 21)), draw(st.sampled_from((0, 15, 30, 45)))
    new_start = datetime(day.year, day.month, day.day, hour, minute, tzinfo=NY)
    length = occ.end - occ.start
    joining = draw(st.lists(st.sampled_from(MEMBERS), max_size=1))
    who = sorted({*occ.participants, *joining})
    change = OccurrenceOverride(
        start=max(new_start, start),
        end=max(new_start, start) + length,
        participants=None if who == sorted(series.participants) else who,
    )
    key = occurrence_key(occ.original_start)
    proposal = series.model_copy(update={"overrides": {**series.overrides, key: change}})
    return calendar, Event.model_validate(proposal.model_dump()), key, draw(st.sampled_from(MEMBERS))


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(occasion_moves())
def test_ways_out_for_one_occasion_change_that_occasion_only_and_clear_every_clash(kit, case):
    calendar, proposal, key, speaker = case
    found = detect_conflicts(proposal, calendar, since=kit.NOW)
    report = propose_resolutions(proposal, found.conflicts, calendar, speaker=speaker, now=kit.NOW)
    stored = calendar.get_event(proposal.id)
    family = calendar.family()
    for option in report.options:
        (after,) = [e for e in option.events if e.id == proposal.id] or [proposal]
        # the series itself, and every other occasion, stay as they are stored
        assert after.model_dump(exclude={"overrides"}) == stored.model_dump(exclude={"overrides"})
        assert {k: v for k, v in after.overrides.items() if k != key} == stored.overrides
        view = OverlayCalendar(calendar, changed=list(option.events) or [proposal])
        assert not detect_conflicts(after, view, since=kit.NOW).has_blocking, option.description
        moved = [
            o for o in expand(after, kit.NOW, kit.NOW + timedelta(days=30)) if o.occurrence_id.endswith(key)
        ]
        for occ in moved:  # never on top of another week's occasion of the same plan
            assert [o.occurrence_id for o in expand(after, occ.start, occ.end)] == [occ.occurrence_id]
        for other in option.events:
            if other.id != proposal.id:
                assert may_change(family, speaker, calendar.get_event(other.id))
                if other.status != "cancelled":
                    since = kit.NOW if other.recurrence else None
                    assert not detect_conflicts(other, view, since=since).has_blocking
