"""The busy model's shortcuts say exactly what the plain way says (hypothesis).

A full 14-day window ("nothing fits") is the slow case of the slot search, so the busy
model no longer makes a span per event to walk the free time, and "why nothing fits"
merges the events in from their sorted rows and stops at its 8th reason. On crowded
random weeks (same titles at the same times for different people, odd seconds,
reminders that take nobody's time, a shared car) each shortcut is compared with the
computation it replaces:

- the merged busy time against merging every span;
- the per-day bans counted from the calendar rows against counting the model's rows;
- "why nothing fits" against grouping every span inside the window;
- a read going on from an earlier one against reading the whole span;
- whether a window lies in someone's sleep, on timestamps against on datetimes;
- an asked time checked on its own span first against the model 3 days around it.
"""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.busy import (
    BusyModel,
    BusySpan,
    _full_days,
    epoch_ceil,
    epoch_floor,
    group_reasons,
    merge_spans,
    read_busy,
)
from family_scheduler.domain.slots import search, search_slots
from family_scheduler.family_file import demo_family
from family_scheduler.intervals import merge
from family_scheduler.models import Constraint, Event

NY = ZoneInfo("America/New_York")
FAMILY = demo_family()[0]
MEMBERS = FAMILY.member_ids()
MONDAY = datetime(2026, 11, 23, 0, 0, tzinfo=NY)
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=NY)


@st.composite
def crowded_week(draw: st.DrawFn) -> list[Event]:
    """Up to 60 events over five days at a few hours, lengths and titles, so that many
    share start, end and title (a "school" may match the school rule's own span); some
    start or end off the whole second."""
    out = []
    for n in range(draw(st.integers(0, 60))):
        start = MONDAY + timedelta(
            days=draw(st.integers(0, 4)), minutes=draw(st.sampled_from([420, 480, 540, 900, 930, 1020, 1200]))
        )
        if draw(st.integers(0, 9)) == 0:
            start += timedelta(microseconds=draw(st.integers(1, 999_999)))
        length = timedelta(minutes=draw(st.sampled_from([30, 60, 90, 420])))
        if draw(st.integers(0, 9)) == 0:
            length += timedelta(microseconds=draw(st.integers(1, 999_999)))
        out.append(
            Event(
                id=f"e{n}",
                title=draw(st.sampled_from(["soccer", "piano lesson", "dentist", "school"])),
                start=start,
                end=start + length,
                recurrence="FREQ=DAILY;COUNT=3" if n % 7 == 0 else None,
                participants=draw(st.lists(st.sampled_from(MEMBERS), min_size=1, max_size=3, unique=True)),
                resources=["minivan"] if draw(st.integers(0, 3)) == 0 else [],
                transparency="transparent" if draw(st.integers(0, 9)) == 0 else None,
            )
        )
    return out


windows = st.tuples(st.integers(0, 5 * 24), st.integers(1, 3 * 24)).map(
    lambda hours: (MONDAY + timedelta(hours=hours[0]), MONDAY + timedelta(hours=hours[0] + hours[1]))
)
people = st.lists(st.sampled_from(MEMBERS), min_size=1, max_size=5, unique=True)
things = st.sampled_from([[], ["minivan"]])
SETTINGS = settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def model_of(events: list[Event], who: list[str], resources: list[str], window: tuple[datetime, datetime]):
    calendar = InMemoryCalendar(FAMILY, events)
    run = search._Search(calendar, FAMILY, who, resources, NOW, timedelta(hours=1), [], 5, None)
    return run, run._model(*window, True)


def why_from_every_span(run: search._Search, model: BusyModel, lo: int, hi: int) -> list[str]:
    """`_Search._why` as it was: every span inside the window clipped, then grouped."""
    if hi <= lo:
        return ["that time has already passed"]
    inside = [x for x in model.spans + model.start_bans if x.start < hi and lo < x.end]
    ruled: dict[str, list[tuple[int, int]]] = {}
    for x in inside:
        if x.kind == "rule":
            for member in x.who:
                ruled.setdefault(member, []).append((x.start, x.end))
    covers = {member: merge(spans) for member, spans in ruled.items()}

    def said_by_a_rule(x: BusySpan) -> bool:
        a, b = max(x.start, lo), min(x.end, hi)
        return all(search._covered(covers.get(member, []), a, b) for member in x.who)

    inside = [
        x
        if x.kind in ("event", "resource") or (lo <= x.start and x.end <= hi)
        else BusySpan(max(x.start, lo), min(x.end, hi), x.label, x.who, x.resource, x.kind)
        for x in inside
        if x.kind != "default_hours" or not said_by_a_rule(x)
    ]
    return group_reasons(run.family, inside, run.tz, limit=8)


@SETTINGS
@given(crowded_week(), people, things, windows)
def test_the_merged_busy_time_is_the_union_of_every_span(events, who, resources, window) -> None:
    _, model = model_of(events, who, resources, window)
    assert model.merged == merge_spans(model.spans)
    assert [x for x in model.spans if x.kind == "event"] == [
        BusySpan(s, e, o.title, w, None, "event") for s, e, o, w in model.rows if w
    ]


@SETTINGS
@given(crowded_week(), people, windows)
def test_full_days_counted_from_the_rows_are_those_of_the_model(events, who, window) -> None:
    """Jake does at most 3 things a day: his full days are the same whether counted from
    the calendar's rows (all a banned side of the outside search reads) or the model's."""
    calendar = InMemoryCalendar(FAMILY, events)
    read = read_busy(calendar, ["jake", *who], *window)
    caps = [r for r in read.rules if r.kind == "max_events_per_day"]
    from_model = list(
        _full_days(
            "jake",
            caps,
            [(s, o.occurrence_id) for s, _, o, w in read.occs if "jake" in w],
            read.lo,
            read.hi,
            read.tz,
        )
    )
    assert read.bans() == from_model


@SETTINGS
@given(crowded_week(), people, things, windows)
def test_why_nothing_fits_names_what_grouping_every_span_names(events, who, resources, window) -> None:
    run, model = model_of(events, who, resources, window)
    lo, hi = max(epoch_floor(window[0]), run.now_s), epoch_ceil(window[1])
    assert run._why(model, lo, hi) == why_from_every_span(run, model, lo, hi)


def test_a_full_afternoon_names_the_first_reasons_in_time_order() -> None:
    """Tuesday afternoon is piano for Emma, then soccer for both kids, on and on: the
    reasons come in the order the kids live them, both named together for soccer, Jake's
    full day where it begins, and only the first eight of them."""
    emma_jake = ["emma", "jake"]
    day = MONDAY + timedelta(days=1)
    events = [
        Event(
            id=f"x{n}",
            title="soccer" if n % 2 else "piano lesson",
            start=day + timedelta(hours=15, minutes=30 * n),
            end=day + timedelta(hours=15, minutes=30 * (n + 1)),
            participants=emma_jake if n % 2 else ["emma"],
        )
        for n in range(10)
    ]
    calendar = InMemoryCalendar(FAMILY, events)
    window = (day + timedelta(hours=15), day + timedelta(hours=20))
    result = search_slots(calendar, emma_jake, now=NOW, window=window, duration=timedelta(minutes=45))
    assert result.nothing_fits
    assert result.why_nothing_fits == [
        "Emma's piano lesson, Tue Nov 24 15:00–15:30",
        "Jake: already 5 events that day (Jake does at most 3 things a day), Tue Nov 24",
        "Emma and Jake's soccer, Tue Nov 24 15:30–16:00",
        "Emma's piano lesson, Tue Nov 24 16:00–16:30",
        "Emma and Jake's soccer, Tue Nov 24 16:30–17:00",
        "Emma's piano lesson, Tue Nov 24 17:00–17:30",
        "Emma and Jake's soccer, Tue Nov 24 17:30–18:00",
        "Emma's piano lesson, Tue Nov 24 18:00–18:30",
    ]
    run, model = model_of(events, emma_jake, [], window)
    lo, hi = epoch_floor(window[0]), epoch_ceil(window[1])
    assert result.why_nothing_fits == why_from_every_span(run, model, lo, hi)


def test_appointments_at_the_same_hour_are_named_in_a_steady_order() -> None:
    """Sarah's soccer and Mike's dentist both at 16:00 (soccer entered first): the reasons
    name them by title, then Mike's next appointment, whatever order they were entered."""
    at = MONDAY + timedelta(days=1, hours=16)
    hour = timedelta(hours=1)
    events = [
        Event(id="e1", title="soccer", start=at, end=at + hour, participants=["sarah"]),
        Event(id="e2", title="dentist", start=at, end=at + hour, participants=["mike"]),
        Event(id="e3", title="dentist", start=at + hour, end=at + 2 * hour, participants=["mike"]),
    ]
    window = (at, at + 2 * hour)
    run, model = model_of(events, ["sarah", "mike"], [], window)
    lo, hi = epoch_floor(window[0]), epoch_ceil(window[1])
    assert run._why(model, lo, hi) == [
        "Mike's dentist, Tue Nov 24 16:00–17:00",
        "Sarah's soccer, Tue Nov 24 16:00–17:00",
        "Mike's dentist, Tue Nov 24 17:00–18:00",
    ]


@SETTINGS
@given(crowded_week(), people, things, windows, st.integers(-24, 48), st.integers(0, 96))
def test_reading_on_from_an_earlier_read_finds_the_same_rows(
    events, who, resources, first, shift, more
) -> None:
    """The outside search reads on from the window's rows: the rows it ends up with are
    those of reading its whole span, wherever that span starts (before, at or inside the
    earlier one) and however far it goes."""
    calendar = InMemoryCalendar(FAMILY, events)
    earlier = read_busy(calendar, who, *first, resources=resources)
    start = first[0] + timedelta(hours=shift)
    end = max(first[1], start + timedelta(hours=1)) + timedelta(hours=more)
    whole = read_busy(calendar, who, start, end, resources=resources)
    on = read_busy(calendar, who, start, end, resources=resources, earlier=[earlier])
    assert on.rows == whole.rows
    assert (on.lo, on.hi) == (whole.lo, whole.hi)


@SETTINGS
@given(people, windows, st.integers(0, 999_999), st.integers(0, 999_999), st.integers(-600, 600))
def test_awake_in_a_window_as_the_rules_blocks_say(who, window, micro_a, micro_b, shift) -> None:
    """Whether a window lies wholly in someone's sleep ("between 10pm and midnight") is
    decided on timestamps: the same answer as on the rule blocks' own times, windows off
    the whole second and right at bedtime included."""
    from family_scheduler.constraints import rule_blocks

    start = window[0] + timedelta(minutes=shift, microseconds=micro_a)
    end = start + timedelta(hours=1, microseconds=micro_b)
    calendar = InMemoryCalendar(FAMILY, [])
    run = search._Search(calendar, FAMILY, who, [], NOW, timedelta(hours=1), [], 5, None)
    asleep = merge(
        (b.start, b.end) for rule in run.default_rules for b in rule_blocks(rule, start, end, run.tz)
    )
    assert run.awake_in(start, end) == (not any(s <= start and end <= e for s, e in asleep))


STRICTER = FAMILY.model_copy(
    update={
        "constraints": [
            *FAMILY.constraints,
            Constraint(
                id="sarah-gap", kind="min_gap", minutes=30, members=["sarah"], description="Sarah's breather"
            ),
            Constraint(id="mike-max", kind="max_events_per_day", count=2, hard=False, members=["mike"]),
        ],
        "resources": [
            r.model_copy(update={"capacity": 2}) if r.id == "kitchen" else r for r in FAMILY.resources
        ],
    }
)


@SETTINGS
@given(
    crowded_week(),
    people,
    st.sampled_from([[], ["minivan"], ["kitchen"]]),
    st.integers(0, 5 * 24 * 12),
    st.sampled_from([15, 45, 60, 120]),
    st.booleans(),
    st.booleans(),
)
def test_an_asked_time_checked_on_its_own_span_gets_the_wide_answer(
    events, who, resources, five_min, minutes, in_window, stricter
) -> None:
    """ "The dentist at 3pm?": the slot is first checked on a model of just its span, and
    only a blocked one gets the model 3 days around it. Free or not, the answer (reasons,
    score, soft rules, alternatives, window) is the wide model's: with Sarah's 30-minute
    breather, Mike's soft cap of 2 a day and a kitchen for two among the rules."""
    family = STRICTER if stricter else FAMILY
    calendar = InMemoryCalendar(family, events)
    start = MONDAY + timedelta(minutes=5 * five_min)
    window = (start - timedelta(hours=3), start + timedelta(hours=5)) if in_window else None
    ask = {
        "now": NOW,
        "start": start,
        "window": window,
        "duration": timedelta(minutes=minutes),
        "resources": resources,
    }
    first = search_slots(calendar, who, **ask)
    try:
        search._Search.check_slot_first = False
        wide = search_slots(calendar, who, **ask)
    finally:
        search._Search.check_slot_first = True
    assert first == wide
