"""Property: whatever the week, every option offered leaves no blocking conflict once applied."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.permissions import may_change
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event

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
