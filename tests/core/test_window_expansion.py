"""A long routine read a span at a time: what the family sees is what a plain expansion of
that span gives, and a day's read never works out years of a series.

`expand_rows` answers from a per-event memo filled a block (a fortnight) at a time; it
must give, row for row and in order, what `_expand` of the same span gives, whatever the
rule, the exceptions and the per-occurrence changes (moved far away, lengthened, cut to
nothing, cancelled), on block edges and across DST.
"""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from zoneinfo import ZoneInfo

from hypothesis import given, settings
from hypothesis import strategies as st

from family_scheduler.models import Event, OccurrenceOverride, occurrence_key
from family_scheduler.recurrence import BLOCK, MAX_BLOCKS, _expand, expand, expand_rows

NY = ZoneInfo("America/New_York")
BASE = datetime(2026, 11, 23, 0, 0, tzinfo=NY)


def rows_of_plain(event: Event, start: datetime, end: datetime) -> list[tuple[float, float, str, dict]]:
    return [
        (o.start.timestamp(), o.end.timestamp(), o.occurrence_id, o.model_dump())
        for o in _expand(event, start, end)
    ]


def rows_of_memo(event: Event, start: datetime, end: datetime) -> list[tuple[float, float, str, dict]]:
    return [(r[0], r[1], r[2], r[3].model_dump()) for r in expand_rows(event, start, end)]


RULES = st.sampled_from(
    [
        "FREQ=DAILY",
        "FREQ=WEEKLY;BYDAY=MO,WE,FR",
        "FREQ=WEEKLY;INTERVAL=2;BYDAY=TU",
        "FREQ=MONTHLY;BYDAY=2WE",
        "FREQ=DAILY;COUNT={count}",
        "FREQ=WEEKLY;COUNT={count}",
        "FREQ=WEEKLY;UNTIL={until}",
        "FREQ=DAILY;UNTIL={until}",
    ]
)


@st.composite
def routines(draw: st.DrawFn) -> Event:
    start = BASE + timedelta(days=draw(st.integers(-800, 60)), minutes=15 * draw(st.integers(0, 95)))
    length = timedelta(minutes=draw(st.sampled_from([0, 30, 60, 150, 60 * 26])) or 15)
    until = (start + timedelta(days=draw(st.integers(1, 900)))).astimezone(UTC)
    rule = draw(RULES).format(count=draw(st.integers(1, 60)), until=f"{until:%Y%m%dT%H%M%SZ}")
    step = timedelta(days=1) if "DAILY" in rule else timedelta(weeks=1)
    overrides: dict[str, OccurrenceOverride] = {}
    exdates: list[datetime] = []
    for n in draw(st.lists(st.integers(0, 40), max_size=5, unique=True)):
        original = start + step * n
        kind = draw(st.integers(0, 4))
        moved = original + timedelta(days=draw(st.integers(-60, 60)), minutes=draw(st.integers(0, 600)))
        if kind == 0:
            overrides[occurrence_key(original)] = OccurrenceOverride(start=moved)
        elif kind == 1:
            hours = draw(st.integers(1, 24 * 40))
            overrides[occurrence_key(original)] = OccurrenceOverride(
                start=moved, end=moved + timedelta(hours=hours)
            )
        elif kind == 2:
            overrides[occurrence_key(original)] = OccurrenceOverride(
                start=original, end=original + timedelta(minutes=1)
            )
        elif kind == 3:
            overrides[occurrence_key(original)] = OccurrenceOverride(cancelled=True)
        else:
            exdates.append(original)
    return Event(
        id="routine",
        title="routine",
        start=start,
        end=start + length,
        recurrence=rule,
        overrides=overrides,
        exdates=exdates,
        participants=["emma"],
    )


SPANS = st.tuples(
    st.integers(0, 10),  # near what: the series' start, else a changed occurrence's start or end
    st.integers(-3 * 24, 60 * 24),  # hours from there
    st.sampled_from([1, 60, 24 * 60, 3 * 24 * 60, 15 * 24 * 60, 60 * 24 * 60, 700 * 24 * 60]),  # minutes
)


def anchors(routine: Event) -> list[datetime]:
    found = [routine.start]
    for change in routine.overrides.values():
        found += [moment for moment in (change.start, change.end) if moment is not None]
    return found


@settings(max_examples=200, deadline=None)
@given(routine=routines(), spans=st.lists(SPANS, min_size=1, max_size=6))
def test_a_routine_read_span_by_span_matches_the_plain_expansion(routine: Event, spans: list) -> None:
    near = anchors(routine)
    for which, hours, minutes in spans:
        start = near[which % len(near)] + timedelta(hours=hours)
        end = start + timedelta(minutes=minutes)
        assert rows_of_memo(routine, start, end) == rows_of_plain(routine, start, end), (start, end)


def test_an_occurrence_on_a_block_edge_is_read_from_either_side() -> None:
    edge = datetime.fromtimestamp(100 * BLOCK, UTC)
    event = Event(
        id="edge",
        title="bin day",
        start=edge - timedelta(days=7),
        end=edge - timedelta(days=7) + timedelta(hours=1),
        timezone="UTC",
        recurrence="FREQ=WEEKLY",
        overrides={occurrence_key(edge): OccurrenceOverride(start=edge, end=edge + timedelta(minutes=1))},
    )
    before = expand(event, edge - timedelta(hours=1), edge + timedelta(hours=1))
    assert [o.start for o in before] == [edge]


def test_tomorrow_of_a_ten_year_daily_routine_works_out_a_fortnight_not_ten_years() -> None:
    plants = Event(
        id="plants",
        title="water the plants",
        start=datetime(2019, 4, 1, 18, tzinfo=NY),
        end=datetime(2019, 4, 1, 18, 15, tzinfo=NY),
        recurrence="FREQ=DAILY;UNTIL=20291231T230000Z",
        participants=["jake"],
    )
    tomorrow = (BASE + timedelta(days=1), BASE + timedelta(days=2))
    assert [o.start for o in expand(plants, *tomorrow)] == [datetime(2026, 11, 24, 18, tzinfo=NY)]
    memo = plants._expansion
    worked_out = sum(len(rows) for rows in memo.blocks.values())
    assert worked_out <= 2 * BLOCK / 86_400


def test_a_years_scan_of_a_routine_keeps_no_more_than_its_block_budget() -> None:
    gym = Event(
        id="gym",
        title="gym",
        start=datetime(2008, 1, 7, 6, 30, tzinfo=NY),
        end=datetime(2008, 1, 7, 7, 30, tzinfo=NY),
        recurrence="FREQ=WEEKLY;BYDAY=MO,WE,FR",
        participants=["sarah"],
    )
    found = expand(gym, datetime(2025, 1, 1, tzinfo=NY), datetime(2026, 1, 1, tzinfo=NY))
    assert len(found) == 157  # Mondays, Wednesdays (53: 2025 begins on one) and Fridays
    for week in range(60):  # then a fortnight at a time, for more than a year
        start = datetime(2025, 1, 1, tzinfo=NY) + timedelta(weeks=week)
        expand(gym, start, start + timedelta(days=1))
    assert len(gym._expansion.blocks) <= MAX_BLOCKS
