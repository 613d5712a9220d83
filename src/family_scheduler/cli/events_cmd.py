"""`family-scheduler events`: list a span of the calendar in local time."""

from __future__ import annotations

import argparse
import json
from datetime import date, datetime, timedelta

from ..timeutil import at_local, check_in_range, check_span_in_range, parse_instant
from .common import add_db, open_app, parse_now, report_warnings


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
    app = open_app(args)
    family = app.calendar.family()
    ctx = app.context(now=parse_now(args.now))
    tz = ctx.tz()
    today = ctx.current_time().date()
    start = _bound(args.start, tz, "--from") if args.start else at_local(today, datetime.min.time(), tz)
    end = (
        _bound(args.end, tz, "--to")
        if args.end
        else at_local(today + timedelta(days=7), datetime.min.time(), tz)
    )
    if end <= start:
        raise ValueError("--to must be after --from")
    check_span_in_range(start, end, "listing")
    found = app.events(start, end)
    report_warnings(app)
    if args.json:
        for occ in found:
            series = app.calendar.get_event(occ.event_id)
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
        note = f"  — {occ.note}" if occ.note else ""
        print(f"  {local:%H:%M}–{occ.end.astimezone(tz):%H:%M}  {occ.title} ({people}){things}{note}")
    return 0
