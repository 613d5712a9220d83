"""Subscribed feeds (the school's calendar, the soccer league's): read-only, refreshed on demand.

A feed's events carry `feed` = the subscription's name: nobody may change or cancel them
here (permissions.may_change), since the next refresh would bring the source's copy back.
A refresh imports the feed again through the one commit; events the feed no longer has
are cancelled. A feed that cannot be fetched or read is reported and keeps its last copy.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path

from ..calendar.base import Calendar
from ..timeutil import FIRST_INSTANT, LAST_INSTANT
from .importing import ImportReport, apply_events, resolve_members
from .links import Links, Subscription

FETCH_TIMEOUT_S = 20
MAX_FEED_BYTES = 20_000_000


@dataclass
class RefreshReport:
    """One line per feed: what it changed, or why it could not be refreshed."""

    imported: list[ImportReport] = field(default_factory=list)
    failed: list[str] = field(default_factory=list)

    def lines(self) -> list[str]:
        return [r.line() for r in self.imported] + self.failed

    def warnings(self) -> list[str]:
        """What each feed holds that could not be kept, or was read otherwise than written
        (the "not imported (below)" its line announces), one line each."""
        return [line for r in self.imported for line in r.skipped + r.notes]


def feed_name(source: str, taken: list[str]) -> str:
    """A short name for a feed from its file or URL ('maple-school'), unique in the family."""
    stem = Path(source.split("?")[0].rstrip("/")).stem or "feed"
    base = re.sub(r"[^a-z0-9]+", "-", stem.lower()).strip("-")[:40] or "feed"
    name, n = base, 2
    while name in taken:
        name, n = f"{base}-{n}", n + 1
    return name


def subscribe(
    calendar: Calendar, links: Links, source: str, members: list[str], now: datetime, name: str | None = None
) -> tuple[Subscription, RefreshReport]:
    """Add a feed for `members` and bring its events in now (the subscription is kept only
    when the first refresh works: a typo in the URL is said at once)."""
    family = calendar.family()
    people = resolve_members(family, members)
    if not people:
        raise ValueError("say who the feed is for: --for MEMBER")
    taken = [s.name for s in links.subscriptions()]
    if name is not None and not re.fullmatch(r"[a-z0-9][a-z0-9-]{0,39}", name):
        raise ValueError(f"a feed name is lower-case letters, digits and dashes: {name!r}")
    chosen = name or feed_name(source, taken)
    subscription = Subscription(chosen, _normal_source(source), people)
    report = RefreshReport()
    _refresh_one(calendar, subscription, report)
    if report.failed:
        raise ValueError(report.failed[0])
    links.add_subscription(subscription)
    links.refreshed(chosen, now.isoformat())
    return subscription, report


def refresh(calendar: Calendar, links: Links, now: datetime, names: list[str] | None = None) -> RefreshReport:
    """Fetch every feed (or those named) again and bring the calendar in line with each."""
    report = RefreshReport()
    known = links.subscriptions()
    unknown = set(names or ()) - {s.name for s in known}
    if unknown:
        raise ValueError(f"no subscription called {', '.join(sorted(unknown))}")
    for subscription in known:
        if names and subscription.name not in names:
            continue
        if _refresh_one(calendar, subscription, report):
            links.refreshed(subscription.name, now.isoformat())
    return report


def _refresh_one(calendar: Calendar, subscription: Subscription, report: RefreshReport) -> bool:
    from .reading import read_calendar

    label = f"{subscription.name} ({subscription.source})"
    try:
        data = fetch(subscription.source)
        read = read_calendar(data, calendar.family(), subscription.members, label, feed=subscription.name)
    except (OSError, ValueError) as err:
        report.failed.append(f"{label}: not refreshed, the last copy is kept ({err})")
        return False
    new_ids = {e.id for e in read.events}
    stored = [
        e
        for e in calendar.candidate_events(FIRST_INSTANT, LAST_INSTANT)
        if e.feed == subscription.name and e.id not in new_ids
    ]
    result = ImportReport(label, skipped=read.skipped, notes=read.notes)
    apply_events(calendar, result, read.events, gone=stored, key_prefix=f"feed-{subscription.name}")
    report.imported.append(result)
    return True


def fetch(source: str) -> bytes:
    """A feed's bytes: a local file, or an http(s) URL (webcal:// read as https://)."""
    if source.startswith(("http://", "https://")):
        import urllib.request

        request = urllib.request.Request(source, headers={"User-Agent": "family-scheduler"})
        with urllib.request.urlopen(request, timeout=FETCH_TIMEOUT_S) as response:
            data: bytes = response.read(MAX_FEED_BYTES + 1)
        if len(data) > MAX_FEED_BYTES:
            raise ValueError(f"the feed is larger than {MAX_FEED_BYTES // 1_000_000} MB")
        return data
    path = Path(source)
    if not path.is_file():
        raise FileNotFoundError(f"no file {source}")
    return path.read_bytes()


def _normal_source(source: str) -> str:
    if source.startswith("webcal://"):
        return "https://" + source[len("webcal://") :]
    if "://" in source:
        if not source.startswith(("http://", "https://")):
            raise ValueError(f"a feed is an http(s) or webcal URL, or a file: {source}")
        return source
    return str(Path(source).resolve())
