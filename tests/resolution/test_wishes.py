"""Property: ways out searched within a wish are conflict-free once applied, and every one
puts the proposal where the family wished, for a one-off and a repeating proposal alike."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar, OverlayCalendar
from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event
from family_scheduler.models.dialogue import Wish
from family_scheduler.subgraphs.parsing.wishes import wish_context, wish_said
from family_scheduler.subgraphs.resolution import propose_resolutions

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=NY)
FAMILY, DEMO_EVENTS = demo_family()
MEMBERS = FAMILY.member_ids()
SAID = [
    "something in the morning?",
    "any afternoon slot",
    "evening maybe",
    "later that day?",
    "earlier",
    "later",
    "after 5",
    "before noon",
    "not on sunday",
    "how about thursday?",
    "friday afternoon?",
    "no saturdays",
    "tomorrow afternoon?",
    "anything on the 27th after 3",
    "nov 28 in the morning",
    "thursday after 4",
    "before 9 a.m.",
    "after 1:30 p.m.",
    "after 7",
    "before 8",
]


@st.composite
def clashes(draw) -> tuple[InMemoryCalendar, Event, Wish]:
    day = draw(st.integers(24, 29))
    hour = draw(st.integers(7, 20))
    start = datetime(2026, 11, day, hour, draw(st.sampled_from((0, 30))), tzinfo=NY)
    who = draw(st.lists(st.sampled_from(MEMBERS), min_size=1, max_size=2, unique=True))
    things = draw(st.lists(st.sampled_from(["minivan", "sedan"]), max_size=1))
    length = timedelta(minutes=draw(st.sampled_from((30, 60, 90))))
    busy = Event(
        id="in-the-way", title="errand", start=start, end=start + length, participants=who, created_by="sarah"
    )
    asked = Event(
        id="asked",
        title="tutoring",
        start=start,
        end=start + length,
        participants=who,
        resources=things,
        created_by="sarah",
    )
    if draw(st.booleans()):  # a weekly booking clashing with a weekly one at the same time
        weekly = {"recurrence": "FREQ=WEEKLY;COUNT=6"}
        busy, asked = busy.model_copy(update=weekly), asked.model_copy(update=weekly)
    context = wish_context(start, NOW.date(), FAMILY, who)
    wish = wish_said(draw(st.sampled_from(SAID)), context)
    assert wish is not None
    return InMemoryCalendar(FAMILY, [*DEMO_EVENTS, busy]), asked, wish


def fits(event: Event, asked: Event, wish: Wish) -> bool:
    start, end, first = (t.astimezone(NY) for t in (event.start, event.end, asked.start))
    clock = lambda t: t.strftime("%H:%M")  # noqa: E731
    return (
        (not wish["weekdays"] or start.weekday() in wish["weekdays"])
        and (not wish.get("days") or start.date().isoformat() in wish.get("days", []))
        and start.weekday() not in wish["not_weekdays"]
        and (not wish["same_day"] or start.date() == first.date())
        and (wish["direction"] != "earlier" or start < first)
        and (wish["direction"] != "later" or start > first)
        and (not wish["earliest"] or clock(start) >= wish["earliest"])
        and (not wish["latest"] or (end.date() == start.date() and clock(end) <= wish["latest"]))
    )


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(clashes())
def test_every_option_within_a_wish_is_conflict_free_and_where_wished(clash):
    calendar, asked, wish = clash
    found = detect_conflicts(asked, calendar)
    if not any(c.blocking for c in found.conflicts):
        return
    report = propose_resolutions(asked, found.conflicts, calendar, speaker="sarah", now=NOW, wish=wish)
    for option in report.options:
        after = {e.id: e for e in option.events}
        moved = after.get(asked.id, asked)
        assert fits(moved, asked, wish), (wish["words"], option.description)
        view = OverlayCalendar(calendar, changed=[moved, *(e for i, e in after.items() if i != asked.id)])
        again = detect_conflicts(moved, view)
        assert not any(c.blocking for c in again.conflicts), option.description


def test_a_tuesday_clash_asked_for_the_evening_moves_into_the_evening():
    start = datetime(2026, 11, 24, 15, 0, tzinfo=NY)
    busy = Event(id="b", title="dentist", start=start, end=start + timedelta(hours=1), participants=["emma"])
    asked = busy.model_copy(update={"id": "asked", "title": "art club"})
    calendar = InMemoryCalendar(FAMILY, [*DEMO_EVENTS, busy])
    found = detect_conflicts(asked, calendar)
    wish = wish_said("what about the evening?")
    assert wish is not None
    report = propose_resolutions(asked, found.conflicts, calendar, speaker="sarah", now=NOW, wish=wish)
    assert report.options
    assert all(
        next(e for e in o.events if e.id == "asked").start.astimezone(NY).hour >= 17 for o in report.options
    )


def test_a_weekly_clash_asked_for_late_evening_moves_the_series_there():
    start = datetime(2026, 11, 24, 16, 0, tzinfo=NY)
    weekly = {"recurrence": "FREQ=WEEKLY;COUNT=8"}
    busy = Event(id="b", title="tutor", start=start, end=start + timedelta(hours=1), participants=["sarah"])
    busy = busy.model_copy(update=weekly)
    asked = busy.model_copy(update={"id": "asked", "title": "pottery"})
    calendar = InMemoryCalendar(FAMILY, [*DEMO_EVENTS, busy])
    found = detect_conflicts(asked, calendar)
    wish = wish_said("anything after 8 p.m.?", wish_context(start, NOW.date(), FAMILY, ["sarah"]))
    assert wish is not None
    report = propose_resolutions(asked, found.conflicts, calendar, speaker="sarah", now=NOW, wish=wish)
    moved = [next(e for e in o.events if e.id == "asked") for o in report.options]
    assert moved, report  # searched again after 8pm, not only the options near 4pm filtered
    assert all(e.recurrence and e.start.astimezone(NY).hour >= 20 for e in moved)
