"""Bringing read events into the calendar: one commit, idempotent, only what changed.

The one writer rule holds: everything an import (or a feed refresh, or a CalDAV pull)
changes goes through `Calendar.commit` in one transaction, under an idempotency key made
from what is written, with the versions it read as the expected ones, so a replay
writes nothing and a change made meanwhile is refused rather than overwritten.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field

from ..calendar.base import Calendar, CalendarError
from ..models.events import Event, OccurrenceOverride
from ..models.family import Family

_NOT_COMPARED = {"version", "proposal_id", "created_by", "ical_sequence"}
"""Bookkeeping: a SEQUENCE bumped alone changes nothing the family sees."""


@dataclass
class ImportReport:
    """What an import did, for one line of output."""

    source: str
    added: list[str] = field(default_factory=list)
    updated: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)

    def line(self) -> str:
        """'school.ics: 12 events: 3 new, 1 updated, 8 unchanged; 1 not imported'."""
        total = len(self.added) + len(self.updated) + len(self.unchanged)
        parts = [f"{len(self.added)} new", f"{len(self.updated)} updated", f"{len(self.unchanged)} unchanged"]
        if self.removed:
            parts.append(f"{len(self.removed)} cancelled")
        text = f"{self.source}: {total} event{'s' if total != 1 else ''} ({', '.join(parts)})"
        if self.skipped:
            text += f"; {len(self.skipped)} not imported (below)"
        return text


def resolve_members(family: Family, names: Sequence[str] | None) -> list[str] | None:
    """Member ids for `--for` names (an id or a display name, any case); None stays None."""
    if not names:
        return None
    found: list[str] = []
    for name in names:
        wanted = name.strip().lower()
        match = [m.id for m in family.members if wanted in (m.id.lower(), m.name.lower())]
        if not match:
            known = ", ".join(m.name for m in family.members)
            raise CalendarError(f"no family member called {name!r} (the family: {known})")
        found.append(match[0])
    return sorted(set(found))


def same_event(a: Event, b: Event) -> bool:
    """Equal in everything the family sees (not the bookkeeping a write changes): a skipped
    occurrence is the same whether kept as an EXDATE or as a cancelled override."""
    return _compared(a) == _compared(b)


def _compared(event: Event) -> dict[str, object]:
    from ..models.events import occurrence_key
    from ..recurrence import rule_parts
    from .writing import rule_for_export

    data = event.model_dump(mode="json", exclude=_NOT_COMPARED)
    skipped = {occurrence_key(x) for x in event.exdates}
    skipped |= {key for key, change in event.overrides.items() if change.cancelled}
    if event.recurrence:  # the same rule, whatever order its parts were written in
        parts = rule_parts(rule_for_export(event))  # UNTIL as an instant
        if parts.get("INTERVAL") == "1":
            del parts["INTERVAL"]
        data["recurrence"] = sorted(parts.items())
    # Instants: the zone they were written in does not matter (an RDATE written in London
    # for a New York series reads back on New York's clock).
    data["start"], data["end"] = event.start.timestamp(), event.end.timestamp()
    data["exdates"] = sorted(skipped)
    data["overrides"] = {
        key: {**change.model_dump(mode="json"), **_times_of(event, key, change)}
        for key, change in event.overrides.items()
        if not change.cancelled
    }
    return data


def _times_of(event: Event, key: str, change: OccurrenceOverride) -> dict[str, float]:
    """A changed occurrence's start and end as instants, its unchanged ones filled in: a
    change made here that leaves the times out (a new title, only Mike going) reads back
    from a file with them written, and is the same change."""
    from ..recurrence import elapsed, occurrence_end
    from ..timeutil import parse_instant, zone

    start = change.start or parse_instant(
        f"{key[0:4]}-{key[4:6]}-{key[6:8]}T{key[9:11]}:{key[11:13]}:{key[13:15]}+00:00"
    )
    tz = zone(event.timezone)
    end = change.end or occurrence_end(event, start, elapsed(event.start, event.end), tz)
    return {"start": start.timestamp(), "end": end.timestamp()}


def apply_events(
    calendar: Calendar,
    report: ImportReport,
    events: Iterable[Event],
    *,
    gone: Iterable[Event] = (),
    key_prefix: str = "import",
) -> ImportReport:
    """Write `events` that differ from the stored ones, and cancel `gone`, in one commit.

    A new event already cancelled is not stored (there is nothing of it to cancel).
    """
    upserts: list[Event] = []
    expected: dict[str, int] = {}
    for event in events:
        stored = calendar.get_event(event.id)
        if stored is not None:
            event = carry_over(stored, event)
        if stored is None:
            if event.status == "cancelled":
                continue
            upserts.append(event.model_copy(update={"version": 1}))
            report.added.append(event.id)
        elif same_event(stored, event):
            report.unchanged.append(event.id)
        else:
            upserts.append(event.model_copy(update={"version": stored.version}))
            expected[event.id] = stored.version
            report.updated.append(event.id)
    for event in gone:
        if event.status != "cancelled":
            upserts.append(event.model_copy(update={"status": "cancelled"}))
            expected[event.id] = event.version
            report.removed.append(event.id)
    if upserts:
        calendar.commit(idempotency_key(key_prefix, calendar.family_id, upserts), upserts, expected)
    return report


def carry_over(stored: Event, read: Event) -> Event:
    """`read` keeping what an iCalendar file cannot say about the stored event: guests,
    rules set aside, who made it, whom each reminder is for."""
    from .writing import uid_of

    keep: dict[str, object] = {
        "guests": stored.guests,
        "rules_set_aside": stored.rules_set_aside,
        "created_by": stored.created_by,
    }
    if [a.minutes_before for a in stored.alarms] == [a.minutes_before for a in read.alarms]:
        keep["alarms"] = stored.alarms
    if stored.ical_uid is None and read.ical_uid == f"{stored.id}@family-scheduler":
        keep["ical_uid"] = None
    own = f"{stored.id}@family-scheduler"
    if stored.ical_uid and read.ical_uid in (None, own) and uid_of(stored) == own:
        keep["ical_uid"] = stored.ical_uid  # a later part of a cut series, back under its own UID
    return read.model_copy(update=keep)


def idempotency_key(prefix: str, family_id: str, upserts: Sequence[Event]) -> str:
    """The same writes on the same versions give the same key: a replay writes nothing."""
    body = json.dumps(
        [e.model_dump(mode="json", exclude={"proposal_id"}) for e in upserts], sort_keys=True
    ).encode()
    digest = hashlib.sha256(family_id.encode() + b"\0" + body).hexdigest()
    return f"{prefix}-{digest[:32]}"


def import_ics(
    calendar: Calendar, data: bytes | str, source: str, members: Sequence[str] | None = None
) -> ImportReport:
    """Import every VEVENT of an iCalendar file for `members` (names or ids; None: as the file
    says, else the whole family). A file that cannot be read raises IcsError and writes
    nothing; an event the calendar cannot hold is listed in `skipped`, the rest import."""
    from ..timeutil import FIRST_INSTANT, LAST_INSTANT
    from .reading import read_calendar

    family = calendar.family()
    read = read_calendar(data, family, resolve_members(family, members), source)
    report = ImportReport(source, skipped=read.skipped, notes=read.notes)
    # An event a feed brings already (our own export, imported back) is the feed's to keep.
    feeds = {e.ical_uid: e.feed for e in calendar.candidate_events(FIRST_INSTANT, LAST_INSTANT) if e.feed}
    kept = []
    for event in read.events:
        if event.ical_uid in feeds:
            line = f"{event.title!r} (UID {event.ical_uid}) not imported: the subscribed calendar"
            line += f" {feeds[event.ical_uid]!r} has it already"
            if line not in report.skipped:
                report.skipped.append(line)
        else:
            kept.append(event)
    return apply_events(calendar, report, kept)
