"""Two-way sync with a CalDAV calendar (Nextcloud, iCloud, Fastmail, Radicale...), by UID and ETag.

One server object per UID. What was in step at the last sync is remembered (links.py):
the object's ETag and our events' versions. Then, per UID:

- changed only on the server (or new there): the server's copy is pulled in;
- changed only here (or new here): ours is pushed, with If-Match on the ETag last seen;
- changed on both sides since the last sync: **the server's copy wins**, and ours is
  reported (what it said), so nothing is lost silently;
- deleted on the server: cancelled here (if ours changed meanwhile, reported);
- cancelled here: deleted on the server (unless the server changed it: then it comes back
  here, reported);
- on the server but not something the calendar can hold (an hourly rule...): said, one
  line each as an import says it, and left alone there (never taken for "cancelled here").

Everything pulled is written here in one `Calendar.commit` (the one writer), after the
server writes; a push the server refuses (its copy changed in between: 412) is reported
and left for the next sync. Feeds (read-only subscriptions) are not synced.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from datetime import datetime
from typing import Any
from urllib.parse import quote

from ..calendar.base import Calendar
from ..models.events import Event
from ..timeutil import FIRST_INSTANT, LAST_INSTANT, describe_span, zone
from .decoding import ics_text
from .importing import ImportReport, apply_events, carry_over, same_event
from .links import Links, SyncItem
from .reading import read_calendar
from .writing import export_bytes, uid_of

RULE = "the server's copy wins"


class SyncError(ValueError):
    """The server could not be reached or refused us: nothing here was changed."""


@dataclass
class SyncReport:
    pushed: list[str] = field(default_factory=list)
    pulled: list[str] = field(default_factory=list)
    deleted_there: list[str] = field(default_factory=list)
    cancelled_here: list[str] = field(default_factory=list)
    conflicts: list[str] = field(default_factory=list)
    not_brought: list[str] = field(default_factory=list)
    """The server's events (or parts) the calendar cannot hold, and what was read otherwise
    than written, one line each, as an import says them: left on the server, not dropped."""

    def lines(self) -> list[str]:
        head = (
            f"synced: {len(self.pushed)} sent, {len(self.pulled)} brought in, "
            f"{len(self.deleted_there)} deleted there, {len(self.cancelled_here)} cancelled here, "
            f"{len(self.conflicts)} conflict{'s' if len(self.conflicts) != 1 else ''}"
        )
        return [head, *(f"conflict: {line}" for line in self.conflicts), *self.not_brought]


@dataclass
class _Remote:
    href: str
    etag: str
    data: str


def connect(url: str, user: str | None, password: str | None) -> tuple[Any, Any]:
    """The client and the calendar collection at `url` (made when it does not exist yet)."""
    try:
        import caldav  # noqa: F401
    except ImportError:
        raise SyncError(
            "CalDAV sync needs the caldav package: pip install 'family-scheduler[caldav]'"
        ) from None
    from caldav.davclient import DAVClient
    from caldav.lib import error

    client = DAVClient(url=url, username=user, password=password, timeout=30)
    cal = client.calendar(url=url)
    try:
        cal.search(event=True)
    except error.NotFoundError:
        cal = _make_calendar(client, url)
    except Exception as err:
        raise SyncError(f"cannot reach the CalDAV calendar at {url} ({_short(err)})") from None
    return client, cal


def _make_calendar(client: Any, url: str) -> Any:
    """Make the calendar at `url` when it sits in the user's calendar home (a new family
    calendar); anywhere else it must exist already."""
    from urllib.parse import urlsplit

    from caldav.davclient import DAVClient

    parts = urlsplit(url)
    parent, _, name = parts.path.rstrip("/").rpartition("/")
    try:
        root = DAVClient(
            url=f"{parts.scheme}://{parts.netloc}/",
            username=client.username,
            password=client.password,
            timeout=30,
        )
        principal = root.principal()
        home = urlsplit(str(principal.calendar_home_set.url)).path.rstrip("/")
        if home != parent or not name:
            raise SyncError(f"no calendar at {url} (the calendars live under {home}/)")
        principal.make_calendar(name=name, cal_id=name)
    except SyncError:
        raise
    except Exception as err:
        raise SyncError(f"no calendar at {url}, and it could not be made ({_short(err)})") from None
    return client.calendar(url=url)


def sync(
    calendar: Calendar, links: Links, url: str, user: str | None, password: str | None, now: datetime
) -> SyncReport:
    """One two-way sync of the family's events with the CalDAV calendar at `url`."""
    from caldav.calendarobjectresource import Event as RemoteEvent
    from caldav.lib import error

    client, remote_cal = connect(url, user, password)
    try:
        remote = _remote(remote_cal)
    except Exception as err:
        raise SyncError(f"cannot read the CalDAV calendar at {url} ({_short(err)})") from None
    family = calendar.family()
    tz = zone(family.timezone)
    local: dict[str, list[Event]] = {}
    for event in calendar.candidate_events(FIRST_INSTANT, LAST_INSTANT):
        if event.feed is None:
            local.setdefault(uid_of(event), []).append(event)
    state = links.sync_items(url)
    report = SyncReport()
    pulled: list[Event] = []
    gone: list[Event] = []
    new_state: dict[str, SyncItem] = {}
    handled: set[str] = set()

    def pull(uid: str, item: _Remote) -> list[Event]:
        read = read_calendar(item.data, family, None, f"{url} {uid}")
        report.not_brought.extend(
            line for line in [*read.skipped, *read.notes] if line not in report.not_brought
        )
        ids = {e.id for e in read.events}
        pulled.extend(read.events)
        gone.extend(e for e in local.get(uid, []) if e.id not in ids)
        if any(uid_of(e) != uid for e in read.events):
            rewrite(uid, item, read.events)
        return read.events

    def rewrite(uid: str, item: _Remote, read: list[Event]) -> None:
        """Put a series a phone changed "from this one on" (RANGE=THISANDFUTURE) on the server
        as it is kept here: the part before under its UID, each later part a series of its
        own (writing.uid_of). Left as it was, the server's copy and ours would both give the
        later meetings once the parts are pushed: every one twice on the phone."""
        groups: dict[str, list[Event]] = {}
        for event in read:
            if event.status != "cancelled":
                groups.setdefault(uid_of(event), []).append(event)
        for own, events in groups.items():
            known = SyncItem(item.href, item.etag, {}) if own == uid else state.get(own)
            push(own, events, known)
            if own in new_state:  # the versions are the ones the commit gives (filled after it)
                new_state[own] = SyncItem(new_state[own].href, new_state[own].etag, {})
            handled.add(own)

    def push(uid: str, events: list[Event], known: SyncItem | None) -> None:
        data = export_bytes(events, family, now).decode()
        href = (
            known.href
            if known
            else str(remote_cal.url.join(quote(uid.replace("/", "-"), safe="@.-_") + ".ics"))
        )
        obj = RemoteEvent(client=client, url=href, data=data, parent=remote_cal)
        try:
            if known:
                obj.props["{DAV:}getetag"] = known.etag
                obj.save(increase_seqno=False, precondition="etag")
            else:
                obj.save(no_overwrite=True, increase_seqno=False)
        except (error.ETagMismatchError, error.ConsistencyError):
            report.conflicts.append(
                f"{_title(events)}: changed on the server while syncing; left for next time"
            )
            if known:
                new_state[uid] = known
            return
        new_state[uid] = SyncItem(href, obj.etag or "", _versions(events))
        report.pushed.append(_title(events))

    def settle(uid: str) -> None:
        """Bring one UID in step (see the module docstring for the rule)."""
        if uid in handled:
            return
        there, here, known = remote.get(uid), local.get(uid, []), state.get(uid)
        live = [e for e in here if e.status != "cancelled"]
        here_changed = bool(here) and (known is None or _versions(here) != known.versions)
        there_changed = there is not None and (known is None or there.etag != known.etag)
        if there is not None and (known is None or there_changed):
            if live and (known is None or here_changed):
                theirs = pull(uid, there)
                if not _same(live, theirs):
                    report.conflicts.append(
                        f"{_title(live)} changed here and on the server: {RULE}; ours was "
                        f"{_describe(live, tz)}"
                    )
            elif here and not live and known is not None:  # cancelled here, changed there
                pull(uid, there)
                report.conflicts.append(
                    f"{_title(here)} was cancelled here but changed on the server: {RULE}"
                )
            elif pull(uid, there) or here:  # nothing of it read: said in not_brought
                report.pulled.append(_title(here) if here else uid)
            # versions filled after the commit (a rewrite of the server copy has its own ETag)
            new_state.setdefault(uid, SyncItem(there.href, there.etag, {}))
        elif there is None and known is not None:  # deleted on the server
            if live:
                gone.extend(live)
                report.cancelled_here.append(_title(live))
                if here_changed:
                    report.conflicts.append(
                        f"{_title(live)} changed here but was deleted on the server: {RULE}"
                    )
        elif there is not None and known is not None and here and not live:  # cancelled here
            try:
                obj = RemoteEvent(client=client, url=there.href, parent=remote_cal)
                obj.props["{DAV:}getetag"] = there.etag
                obj.delete(if_match=True)
                report.deleted_there.append(_title(here) if here else uid)
            except error.DAVError as err:
                report.conflicts.append(f"{_title(here)}: not deleted on the server ({_short(err)})")
                new_state[uid] = known
        elif live and (known is None or here_changed):
            push(uid, live, known)
        elif known is not None:
            new_state[uid] = known

    try:
        for uid in sorted(set(remote) | set(local) | set(state)):
            settle(uid)
    except (error.DAVError, OSError) as err:  # nothing here was written yet
        raise SyncError(f"the CalDAV server stopped answering ({_short(err)}); run sync again") from None
    apply_events(calendar, ImportReport(url), pulled, gone=gone, key_prefix="caldav")
    # The versions our events have now are the ones in step with the server.
    by_uid: dict[str, list[Event]] = {}
    for event in calendar.candidate_events(FIRST_INSTANT, LAST_INSTANT):
        if event.feed is None:
            by_uid.setdefault(uid_of(event), []).append(event)
    for uid, item in list(new_state.items()):
        if not item.versions:
            new_state[uid] = SyncItem(item.href, item.etag, _versions(by_uid.get(uid, [])))
    links.save_sync_items(url, new_state)
    return report


def _remote(cal: Any) -> dict[str, _Remote]:
    import icalendar

    found: dict[str, _Remote] = {}
    for obj in cal.search(event=True):
        data, _ = ics_text(obj.wire_data)  # bytes: a line folded inside a character joins whole
        parsed = icalendar.Calendar.from_ical(data)
        uids = {str(c.get("UID")) for c in parsed.walk("VEVENT") if c.get("UID")}
        for uid in uids:
            found[uid] = _Remote(str(obj.url), obj.etag or "", data)
    return found


def _versions(events: list[Event]) -> dict[str, int]:
    return {e.id: e.version for e in events}


def _same(ours: list[Event], theirs: list[Event]) -> bool:
    mine = {e.id: e for e in ours}
    live = [e for e in theirs if e.status != "cancelled"]
    return len(live) == len(mine) and all(
        e.id in mine and same_event(mine[e.id], carry_over(mine[e.id], e)) for e in live
    )


def _title(events: list[Event]) -> str:
    return repr(events[0].title) if events else "an event"


def _describe(events: list[Event], tz: Any) -> str:
    event = events[0]
    text = describe_span(event.start, event.end, tz, "12h")
    return f"{event.title!r} {text}" + (" (repeating)" if event.recurrence else "")


def _short(err: Exception) -> str:
    return " ".join(str(err).split())[:200] or type(err).__name__
