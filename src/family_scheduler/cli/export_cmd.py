"""`family-scheduler export --output FILE.ics`: the family's calendar as RFC 5545 iCalendar."""

from __future__ import annotations

import argparse

from .common import add_db, open_calendar_for


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("export", help="write the calendar as an iCalendar (.ics) file")
    add_db(parser)
    parser.add_argument("--from", dest="start", default=None, help="first day or ISO datetime")
    parser.add_argument("--to", dest="end", default=None, help="last day (included) or ISO datetime")
    parser.add_argument(
        "--output", "-o", required=True, metavar="FILE.ics", help="where to write ('-': stdout)"
    )
    parser.add_argument("--now", default=None, help="fix the clock for DTSTAMP (ISO 8601 with offset)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import sys
    from datetime import UTC, datetime

    from ..ical.exporting import export_ics
    from .common import parse_now

    calendar = open_calendar_for(args)
    try:
        now = parse_now(args.now) or datetime.now(UTC)  # the clock, at the edge
        data, count = export_ics(calendar, now, args.start, args.end)
    finally:
        calendar.close()
    if args.output == "-":
        sys.stdout.buffer.write(data)
        return 0
    from pathlib import Path

    target = Path(args.output)
    partial = target.with_name(target.name + ".part")
    partial.write_bytes(data)
    partial.replace(target)  # a reader never sees half a file
    print(f"{count} event{'s' if count != 1 else ''} written to {target}.")
    return 0
