"""`family-scheduler events`: list a span of the calendar in local time.

events                                   today and the next 6 days
events --from 2026-11-30 --to 2026-11-30 that Monday (a date is the whole day at either end)
events --week [2026-12-02]               the Monday-to-Sunday week (this week without a date)
events --month 2026-12                   December
"""

from __future__ import annotations

import argparse
import json
from datetime import UTC, datetime, timedelta

from .common import add_db, open_calendar_for, parse_now, report_warnings

DEFAULT_DAYS = 7
"""No span given: today and the next six days."""


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "events", help="list events: a span, a week or a month (default: the next 7 days)"
    )
    add_db(parser)
    parser.add_argument(
        "--from", dest="start", default=None, help="first day or ISO datetime (default: today)"
    )
    parser.add_argument(
        "--to", dest="end", default=None, help="last day (included) or ISO datetime (default: 7 days)"
    )
    span = parser.add_mutually_exclusive_group()
    span.add_argument("--month", default=None, metavar="YYYY-MM", help="a whole month, e.g. 2026-12")
    span.add_argument(
        "--week",
        nargs="?",
        const="",
        default=None,
        metavar="DATE",
        help="the Monday-to-Sunday week holding DATE (this week without one)",
    )
    parser.add_argument("--now", default=None, help="fix the clock (ISO 8601 with offset)")
    parser.add_argument("--json", action="store_true", help="every occurrence as JSON, one per line")
    parser.set_defaults(run=run, family_id=None)


def run(args: argparse.Namespace) -> int:
    # Imported here, not at the top: `--help` loads no models, and no command here builds a graph.
    from ..days import bound, month_span, read_when, week_span
    from ..domain.agenda import agenda
    from ..repeat_words import describe_repeat
    from ..timeutil import check_span_in_range, start_of_day, zone
    from .screen import Screen  # rich loads only when a command runs

    if (args.month is not None or args.week is not None) and (args.start or args.end):
        raise ValueError("give --from/--to, or --week, or --month, not both")
    calendar = open_calendar_for(args)  # the calendar alone: no graph, no LangGraph import
    try:
        family = calendar.family()
        tz = zone(family.timezone)
        today = (parse_now(args.now) or datetime.now(UTC)).astimezone(tz).date()  # the clock, at the edge
        if args.month is not None:
            start, end = month_span(args.month, tz)
        elif args.week is not None:
            named = read_when(args.week, "--week") if args.week else today
            start, end = week_span(named.date() if isinstance(named, datetime) else named, tz)
        else:
            start = bound(args.start, tz, "--from") if args.start else start_of_day(today, tz)
            end = (
                bound(args.end, tz, "--to", end=True)
                if args.end
                else start_of_day(today + timedelta(days=DEFAULT_DAYS), tz)
            )
        if end <= start:
            raise ValueError(f"--to must be on or after --from (a date alone is the whole day): {args.end}")
        check_span_in_range(start, end, "listing")
        if args.json:
            found = calendar.occurrences(start, end)
            report_warnings(calendar)
            for occ in found:
                series = calendar.get_event(occ.event_id)
                print(
                    json.dumps(
                        {
                            "id": occ.occurrence_id,
                            "series_id": occ.event_id,
                            "title": occ.title,
                            "start": occ.start.astimezone(tz).isoformat(),
                            "end": occ.end.astimezone(tz).isoformat(),
                            "participants": occ.participants,
                            "resources": occ.resources,
                            "status": occ.status,
                            "recurrence": series.recurrence if series else None,
                            "note": occ.note,
                            "kind": occ.kind,
                            "all_day": occ.all_day,
                            "location": occ.location,
                            "timezone": occ.timezone,
                            "blocks_time": occ.blocks_time,
                            "repeats": describe_repeat(
                                series.recurrence, series.start, zone(series.timezone), series.all_day
                            )
                            if series and series.recurrence
                            else None,
                            "alarms": [a.model_dump() for a in occ.alarms],
                            "guests": occ.guests,
                            "notes": occ.notes,
                            "url": occ.url,
                            "categories": series.categories if series else [],
                        }
                    )
                )
            return 0
        days = agenda(calendar, start, end)
        report_warnings(calendar)
        screen = Screen(family)
        if not days:
            last = (end - timedelta(microseconds=1)).astimezone(tz)
            first = start.astimezone(tz)
            screen.say(f"Nothing from {first:%a %b} {first.day} to {last:%a %b} {last.day}.")
            return 0
        screen.agenda(days)
    finally:
        calendar.close()
    return 0
