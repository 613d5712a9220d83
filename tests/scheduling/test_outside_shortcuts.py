"""The search's shortcuts give exactly what the plain way gives.

`_Search.skip_banned_sides` skips a side of the "nearest outside the window" search
when a hard per-day cap bans every start there, without building its busy model. On
calendars busy enough to fill Jake's days (he does at most 3 things a day), the
results with and without the shortcut must be identical, and the shortcut must have
been taken at least once (or this test proves nothing). And `group_reasons`, which
takes its first lines off a heap, says what a full sort says.
"""

from __future__ import annotations

import random
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.slots import search, search_slots
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=NY)


def busy_calendar(seed: int, per_day: float, days: int = 40) -> InMemoryCalendar:
    family, _ = demo_family()
    members = family.member_ids()
    rng = random.Random(seed)
    events = []
    first = (NOW - timedelta(days=days // 2)).date()
    for n in range(int(per_day * days)):
        day = first + timedelta(days=rng.randrange(days))
        start = datetime(day.year, day.month, day.day, rng.randrange(7, 21), rng.choice((0, 30)), tzinfo=NY)
        people = sorted(rng.sample(members, rng.choice((1, 2, 3))))
        if rng.random() < 0.5 and "jake" not in people:
            people = sorted([*people, "jake"])
        events.append(
            Event(
                id=f"b{n}",
                title=f"thing {n}",
                start=start,
                end=start + timedelta(minutes=rng.choice((30, 60, 90))),
                recurrence="FREQ=WEEKLY;COUNT=4" if n % 9 == 0 else None,
                participants=people,
                created_by=people[0],
            )
        )
    return InMemoryCalendar(family, events)


def cases(rng: random.Random) -> list[dict[str, object]]:
    out: list[dict[str, object]] = []
    for _ in range(12):
        people = ["jake", *rng.sample(["sarah", "mike", "emma", "linda"], rng.randrange(0, 3))]
        now = NOW + timedelta(hours=rng.randrange(-30, 30))
        a = now + timedelta(hours=rng.randrange(0, 48))
        window = (a, a + timedelta(days=rng.choice((1, 3, 7))))
        duration = timedelta(minutes=rng.choice((30, 60, 120)))
        out.append({"participants": people, "now": now, "window": window, "duration": duration})
        out.append({"participants": people, "now": now, "start": a, "duration": duration})
        out.append({"participants": people, "now": now, "duration": duration})
    return out


@pytest.mark.parametrize("seed,per_day", [(1, 6.0), (2, 9.0), (3, 14.0), (4, 4.0), (5, 5.0)])
def test_skipping_banned_sides_changes_nothing(
    seed: int, per_day: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    calendar = busy_calendar(seed, per_day)
    skipped = 0
    real = search.start_ranges

    def counting(merged, bans, lo, hi, duration):
        nonlocal skipped
        found = real(merged, bans, lo, hi, duration)
        if not merged and bans and not found:
            skipped += 1
        return found

    monkeypatch.setattr(search, "start_ranges", counting)
    for case in cases(random.Random(seed)):
        monkeypatch.setattr(search._Search, "skip_banned_sides", True)
        fast = search_slots(calendar, **case)  # type: ignore[arg-type]
        monkeypatch.setattr(search._Search, "skip_banned_sides", False)
        full = search_slots(calendar, **case)  # type: ignore[arg-type]
        assert fast == full, case
    if per_day >= 6:
        assert skipped > 0, "the shortcut was never taken: the test calendar is not busy enough"


@pytest.mark.parametrize("seed,per_day", [(11, 3.0), (12, 6.0), (13, 12.0)])
def test_reading_on_from_earlier_reads_changes_nothing(
    seed: int, per_day: float, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A search reads its window, then a day and a week beyond it, each read going on from
    the last: the results are those of reading every span whole, and reading on happened
    (or this test proves nothing)."""
    from family_scheduler.domain import busy

    calendar = busy_calendar(seed, per_day)
    went_on = 0
    real = busy.read_busy

    def counting(*args, **kwargs):
        nonlocal went_on
        found = real(*args, **kwargs)
        went_on += any(r.lo <= found.lo < r.hi <= found.hi for r in kwargs.get("earlier", ()))
        return found

    monkeypatch.setattr(search, "read_busy", counting)
    for case in cases(random.Random(seed)):
        monkeypatch.setattr(search._Search, "reuse_reads", True)
        fast = search_slots(calendar, **case)  # type: ignore[arg-type]
        monkeypatch.setattr(search._Search, "reuse_reads", False)
        full = search_slots(calendar, **case)  # type: ignore[arg-type]
        assert fast == full, case
    assert went_on > 0, "no search read on from an earlier read"


def reference_group_reasons(family, spans, tz, limit=None):
    """group_reasons as it was first written: sort everything, group, describe in order."""
    from family_scheduler.domain.busy import BusySpan, describe

    grouped: dict[tuple[object, ...], list[str]] = {}
    for x in sorted(spans, key=lambda x: (x.start, x.end, x.label)):
        who = grouped.setdefault((x.start, x.end, x.label, x.resource, x.kind), [])
        who.extend(m for m in x.who if m not in who)
    lines: list[str] = []
    for (start, end, label, resource, kind), who in grouped.items():
        if limit is not None and len(lines) >= limit:
            break
        line = describe(family, BusySpan(start, end, label, tuple(who), resource, kind), tz)
        if line not in lines:
            lines.append(line)
    return lines


@pytest.mark.parametrize("seed", range(6))
def test_group_reasons_matches_a_full_sort(seed: int) -> None:
    """group_reasons takes the first lines off a heap: same lines as sorting them all,
    ties (same start, end and label: several people, kinds or resources) included."""
    from family_scheduler.domain.busy import BusySpan, SpanKind, group_reasons

    family, _ = demo_family()
    rng = random.Random(seed)
    base = int(NOW.timestamp())
    spans = []
    for _ in range(rng.randrange(0, 60)):
        start = base + 900 * rng.randrange(0, 12)
        end = start + 900 * rng.randrange(1, 4)
        kinds: list[SpanKind] = ["event", "rule", "gap", "resource", "day_full"]
        kind = rng.choice(kinds)
        resource = "minivan" if kind == "resource" and rng.random() < 0.7 else None
        who = tuple(rng.sample(family.member_ids(), rng.randrange(0, 3)))
        spans.append(
            BusySpan(start, end, rng.choice(["piano", "school", "gap", "full"]), who, resource, kind)
        )
    for limit in (None, 0, 1, 3, 8, 100):
        assert group_reasons(family, spans, NY, limit) == reference_group_reasons(family, spans, NY, limit)
