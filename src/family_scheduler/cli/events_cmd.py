"""`family-scheduler events`: list a span of the calendar in local time."""

from __future__ import annotations

import argparse
import json
from datetime import UTC, date, datetime, timedelta

from ..timeutil import at_local, parse_instant, zone
from .common import add_db, open_calendar_for, parse_now


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("events", help="list events in a span (default: the next 7 days)")
    add_db(parser)
    parser.add_argument("--from", dest="start", default=None, help="date or ISO datetime (default: today)")
    parser.add_argument("--to", dest="end", default=None, help="date or ISO datetime (default: +7 days)")
    parser.add_argument("--now", default=None, help="fix the clock (ISO 8601 with offset)")
    parser.add_argument("--json", action="store_true", help="every occurrence as JSON")
    parser.set_defaults(run=run, family_id=None)


def _bound(text: str, tz) -> datetime:
    try:
        return at_local(date.fromisoformat(text), datetime.min.time(), tz)
    except ValueError:
        pass
    try:
        moment = datetime.fromisoformat(text.replace("Z", "+00:00"))
    except ValueError as err:
        raise ValueError(f"{text!r} is not a date (2026-11-23) or ISO datetime") from err
    return parse_instant(moment) if moment.tzinfo else moment.replace(tzinfo=tz)


def run(args: argparse.Namespace) -> int:
    calendar = open_calendar_for(args)  # the calendar alone: no graph, no LangGraph import
    family = calendar.family()
    tz = zone(family.timezone)
    today = (parse_now(args.now) or datetime.now(UTC)).astimezone(tz).date()  # the clock, at the edge
    start = _bound(args.start, tz) if args.start else at_local(today, datetime.min.time(), tz)
    end = _bound(args.end, tz) if args.end else at_local(today + timedelta(days=7), datetime.min.time(), tz)
    if end <= start:
        raise ValueError("--to must be after --from")
    found = calendar.occurrences(start, end)
    if args.json:
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
                    }
                )
            )
        return 0
    if not found:
        print(f"Nothing between {start:%a %b %d} and {end:%a %b %d}.")
        return 0
    day = None
    for occ in found:
        local = occ.start.astimezone(tz)
        if local.date() != day:
            day = local.date()
            print(f"{local:%A %b} {local.day}")
        people = ", ".join(family.display_name(p) for p in occ.participants)
        things = f" [{', '.join(family.display_name(r) for r in occ.resources)}]" if occ.resources else ""
        print(f"  {local:%H:%M}–{occ.end.astimezone(tz):%H:%M}  {occ.title} ({people}){things}")
    return 0
