"""Worst cases of the integrity limits: checking a rule, reading a series, listing everything.

    python bench/bench_integrity.py [--quick]

Prints one line per figure (median and p95 of repeated runs, in ms). Rule checks are
timed cold (their caches cleared before each run): what a family file or a proposal pays.
"""

from __future__ import annotations

import argparse
import sys
from datetime import datetime, timedelta
from functools import partial
from pathlib import Path
from zoneinfo import ZoneInfo

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # the repo root: `bench` as a package

from bench.timing import add_effort, effort, measure, report
from family_scheduler import recurrence_rules
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event
from family_scheduler.recurrence import RecurrenceError, expand, validate_rrule

NY = ZoneInfo("America/New_York")
TUESDAY = datetime(2026, 11, 24, 16, tzinfo=NY)


def cold_check(rule: str, start: datetime = TUESDAY) -> None:
    for cached in (recurrence_rules.check_rule, recurrence_rules.wall_rule, recurrence_rules._read_rule):
        cached.cache_clear()
    try:
        validate_rrule(rule, start, "America/New_York")
    except RecurrenceError:
        pass


def series(rule: str, start: datetime = TUESDAY) -> Event:
    return Event(id="s", title="s", start=start, end=start + timedelta(hours=1), recurrence=rule)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    add_effort(parser)
    args = parser.parse_args()
    few, many = effort(args, (10, 50), (3, 10), (1, 2))

    checks = {
        "a weekly lesson (accepted)": ("FREQ=WEEKLY;BYDAY=TU,TH", TUESDAY),
        "daily with COUNT=5000 (accepted, every start listed)": ("FREQ=DAILY;COUNT=5000", TUESDAY),
        "daily UNTIL 2199 (refused: over 5000)": ("FREQ=DAILY;UNTIL=21991231", TUESDAY),
        "daily, Feb 30 from 2026 (refused: never happens)": ("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30", TUESDAY),
        "daily, Feb 30 from 1900 (refused: worst search)": (
            "FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30",
            datetime(1900, 1, 2, 16, tzinfo=NY),
        ),
        "MINUTELY;COUNT=100000000 (refused by reading)": ("FREQ=MINUTELY;COUNT=100000000", TUESDAY),
    }
    for label, (rule, start) in checks.items():
        report(
            "check_rule_cold",
            measure(partial(cold_check, rule, start), repeat=few, warmup=1),
            case=repr(label),
        )

    sparse = series("FREQ=DAILY;BYMONTH=2;BYMONTHDAY=29;BYDAY=MO")  # Mondays that are Feb 29
    week = (datetime(2030, 6, 3, tzinfo=NY), datetime(2030, 6, 10, tzinfo=NY))
    report(
        "read_sparse_series_week",
        measure(lambda: expand(sparse, *week), repeat=many),
        case="'daily, Mondays that are Feb 29: one week between two of them'",
    )
    dst_weekly = series("FREQ=WEEKLY;BYDAY=SU", datetime(2026, 1, 4, 2, 30, tzinfo=NY))
    year = (datetime(2027, 1, 1, tzinfo=NY), datetime(2028, 1, 1, tzinfo=NY))
    report(
        "read_weekly_0230_year",
        measure(lambda: expand(dst_weekly, *year), repeat=many),
        occurrences=len(expand(dst_weekly, *year)),
        case="'weekly at 02:30, one year with both clock changes (notes included)'",
    )
    everything = (datetime(1900, 1, 1, tzinfo=NY), datetime(2200, 1, 1, tzinfo=NY))
    daily = series("FREQ=DAILY")
    report(
        "read_daily_whole_range",
        measure(lambda: expand(daily, *everything), repeat=few, warmup=1),
        occurrences=len(expand(daily, *everything)),
        case="'an open daily series, 1900-2199'",
    )
    family, events = demo_family()
    calendar = InMemoryCalendar(family, events)
    report(
        "list_demo_whole_range",
        measure(lambda: calendar.occurrences(*everything), repeat=few, warmup=1),
        occurrences=len(calendar.occurrences(*everything)),
        case="'the demo family, 1900-2199 (what events --from 1900-01-01 --to 2200-01-01 reads)'",
    )


if __name__ == "__main__":
    main()
