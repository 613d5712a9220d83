"""`family-scheduler subscribe URL|FILE --for MEMBER` and `family-scheduler refresh`: read-only
feeds (a school's or a league's calendar) kept in the family's calendar."""

from __future__ import annotations

import argparse

from .common import add_db


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("subscribe", help="follow a read-only calendar feed (URL or .ics file)")
    parser.add_argument("source", metavar="URL|FILE", help="an http(s)/webcal URL or an .ics file")
    add_db(parser)
    parser.add_argument(
        "--for", dest="members", nargs="+", required=True, metavar="MEMBER", help="who it is for"
    )
    parser.add_argument(
        "--name", default=None, help="a short name for the feed (default: from the URL or file)"
    )
    parser.set_defaults(run=run_subscribe)
    again = sub.add_parser("refresh", help="fetch subscribed feeds again (all, or those named)")
    again.add_argument("names", nargs="*", metavar="NAME", help="feeds to refresh (default: all)")
    add_db(again)
    again.add_argument("--list", action="store_true", help="list the subscriptions instead")
    again.set_defaults(run=run_refresh)


def _now():  # the clock, at the edge
    from datetime import UTC, datetime

    return datetime.now(UTC)


def run_subscribe(args: argparse.Namespace) -> int:
    import sys

    from ..ical.links import Links
    from ..ical.subscriptions import subscribe
    from .common import open_calendar_for

    calendar = open_calendar_for(args)
    links = Links.of(calendar)
    try:
        feed, report = subscribe(calendar, links, args.source, args.members, _now(), args.name)
    finally:
        links.close()
        calendar.close()
    for line in report.lines():
        print(line)
    for line in report.warnings():
        print(f"family-scheduler: warning: {line}", file=sys.stderr)
    print(f"Subscribed as {feed.name!r}: read-only here; `family-scheduler refresh` fetches it again.")
    return 0


def run_refresh(args: argparse.Namespace) -> int:
    import sys

    from ..ical.links import Links
    from ..ical.subscriptions import refresh
    from .common import open_calendar_for

    calendar = open_calendar_for(args)
    links = Links.of(calendar)
    try:
        if args.list:
            feeds = links.subscriptions()
            for feed in feeds:
                who = ", ".join(feed.members)
                print(f"{feed.name}: {feed.source} for {who} (refreshed {feed.refreshed_at})")
            if not feeds:
                print("No subscriptions: `family-scheduler subscribe URL --for MEMBER` adds one.")
            return 0
        report = refresh(calendar, links, _now(), args.names or None)
    finally:
        links.close()
        calendar.close()
    for line in report.lines():
        print(line, file=sys.stderr if line in report.failed else sys.stdout)
    for line in report.warnings():
        print(f"family-scheduler: warning: {line}", file=sys.stderr)
    if not report.imported and not report.failed:
        print("No subscriptions to refresh.")
    return 2 if report.failed else 0
