"""`family-scheduler sync --caldav URL --user U --password P`: two-way sync with a CalDAV calendar."""

from __future__ import annotations

import argparse

from .common import add_db


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "sync", help="two-way sync with a CalDAV calendar (the server's copy wins a clash)"
    )
    parser.add_argument("--caldav", required=True, metavar="URL", help="the calendar collection's URL")
    parser.add_argument("--user", default=None)
    parser.add_argument(
        "--password", default=None, help="password (default: $FAMILY_SCHEDULER_CALDAV_PASSWORD)"
    )
    add_db(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    import os
    from datetime import UTC, datetime

    from ..ical.caldav_sync import sync
    from ..ical.links import Links
    from .common import open_calendar_for

    password = args.password or os.environ.get("FAMILY_SCHEDULER_CALDAV_PASSWORD")
    calendar = open_calendar_for(args)
    links = Links.of(calendar)
    try:
        report = sync(calendar, links, args.caldav, args.user, password, datetime.now(UTC))
    finally:
        links.close()
        calendar.close()
    for line in report.lines():
        print(line)
    return 0
