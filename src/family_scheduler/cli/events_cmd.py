"""`family-scheduler events`: list a span of the calendar in local time."""

from __future__ import annotations

import argparse
import json
from datetime import UTC, date, datetime, timedelta

from ..timeutil import at_local, check_in_range, check_span_in_range, parse_instant, zone
from .common import add_db, open_calendar_for, parse_now, report_warnings


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("events", help="list events in a span (default: the next 7 days)")
    add_db(parser)
    parser.add_argument("--from", dest="start", default=None, help="date or ISO datetime (default: today)")
    parser.add_argument("--to", dest="end", default=None, help="date or ISO datetime (default: +7 days)")
    parser.add_argument("--now", default=None, help="fix the clock (ISO 8601 with offset)")
    parser.add_argument("--json", action="store_true", help="every occurrence as JSON")
    parser.set_defaults(run=run, family_id=None)


def _bound(text: str, tz, option: str) -> datetime:
    try:
        day = date.fromisoformat(text)
    except ValueError:
        pass
    else:
        check_in_range(day, option)
        return at_local(day, datetime.min.time(), tz)
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError as err:
        raise ValueError(f"{option} {text!r} is not a date (2026-11-23) or ISO datetime") from err
    check_in_range(moment, option)
    return parse_instant(moment) if moment.tzinfo else moment.replace(tzinfo=tz)


def run(args: argparse.Namespace) -> int:
    from ..domain.agenda import agenda  # here, not at the top: `--help` loads no models
    from ..repeat_words import describe_repeat

    calendar = open_calendar_for(args)  # the calendar alone: no graph, no LangGraph import
    family = calendar.family()
    tz = zone(family.timezone)
    today = (parse_now(args.now) or datetime.now(UTC)).astimezone(tz).date()  # the clock, at the edge
    start = _bound(args.start, tz, "--from") if args.start else at_local(today, datetime.min.time(), tz)
    end = (
        _bound(args.end, tz, "--to")
        if args.end
        else at_local(today + timedelta(days=7), datetime.min.time(), tz)
    )
    if end <= start:
        raise ValueError("--to must be after --from")
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
                    }
                )
            )
        return 0
    days = agenda(calendar, start, end)
    report_warnings(calendar)
    if not days:
        print(f"Nothing between {start:%a %b %d} and {end:%a %b %d}.")
        return 0
    for listed in days:
        print(listed.heading())
        for line in listed.lines:
            print(f"  {line}")
    return 0
