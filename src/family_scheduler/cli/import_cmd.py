"""`family-scheduler import FILE.ics ...`: bring other calendars' events in, one line per file."""

from __future__ import annotations

import argparse
import sys

from .common import add_db, open_calendar_for


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("import", help="import iCalendar (.ics) files: idempotent by UID")
    parser.add_argument("files", nargs="+", metavar="FILE.ics", help="iCalendar files ('-' reads stdin)")
    add_db(parser)
    parser.add_argument(
        "--for",
        dest="members",
        nargs="+",
        default=None,
        metavar="MEMBER",
        help="who the events are for (default: as the file says, else the whole family)",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..ical.importing import import_ics

    calendar = open_calendar_for(args)
    failed = False
    try:
        for name in args.files:
            try:
                data = sys.stdin.buffer.read() if name == "-" else _read(name)
                report = import_ics(calendar, data, "stdin" if name == "-" else name, args.members)
            except (OSError, ValueError) as err:  # this file: one line, the next file still imports
                print(f"family-scheduler: {err}", file=sys.stderr)
                failed = True
                continue
            print(report.line())
            for line in report.skipped + report.notes:
                print(f"family-scheduler: warning: {line}", file=sys.stderr)
    finally:
        calendar.close()
    return 2 if failed else 0


def _read(name: str) -> bytes:
    from pathlib import Path

    try:
        return Path(name).read_bytes()
    except FileNotFoundError:
        raise FileNotFoundError(f"no file {name}") from None
    except IsADirectoryError:
        raise IsADirectoryError(f"{name} is a folder, not an .ics file") from None
