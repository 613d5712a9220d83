"""Writing the calendar out as RFC 5545 iCalendar: a file a phone calendar can subscribe to.

One VEVENT per event with a stable UID (the UID it was imported with, else
`<event id>@family-scheduler`), times on the event's own zone's clock with a VTIMEZONE
for each zone used, a series as its RRULE and EXDATEs, each changed occurrence as a
VEVENT with RECURRENCE-ID, a cancelled occurrence as an EXDATE. The family's own
bookkeeping (who takes part, which resources, a reminder rather than an event) rides in
X-FAMILY-SCHEDULER-* properties, which other calendars ignore and an import reads back.
What an imported or synced event carried that the calendar keeps without using (notes,
link, categories, every other property as written: kept.py) goes back out with it.
"""

from __future__ import annotations

from collections.abc import Iterable
from datetime import UTC, date, datetime, time, timedelta
from typing import Any

from ..models.events import Event, OccurrenceOverride
from ..models.family import Family
from ..recurrence import series_wall_start
from ..recurrence_rules import read_rule
from ..timeutil import local_wall, parse_instant, zone
from .kept import add_kept
from .reading import KIND, OUR_UID_SUFFIX, PARTICIPANTS, RESOURCES, TRANSP_DEFAULT, event_id_for

PRODID = "-//Family Scheduler//family-scheduler//EN"


def uid_of(event: Event) -> str:
    """The UID an event goes out with, the same every time. A later part of a series cut by
    a change to "this and all later occurrences" (RANGE=THISANDFUTURE, read by ranges.py)
    goes out as a series of its own, under its own UID, as a cut made here does: one UID
    holds one rule, and many apps ignore RANGE. Its UID gives back its id on import."""
    own = f"{event.id}{OUR_UID_SUFFIX}"
    if event.ical_uid and event.recurrence and event.id != event_id_for(event.ical_uid, event.feed):
        return own
    return event.ical_uid or own


def calendar_of(events: Iterable[Event], family: Family, now: datetime, name: str | None = None) -> Any:
    """An icalendar Calendar with every event of `events` that is not cancelled."""
    import icalendar

    cal = icalendar.Calendar()
    cal.add("PRODID", PRODID)
    cal.add("VERSION", "2.0")
    cal.add("CALSCALE", "GREGORIAN")
    cal.add("X-WR-CALNAME", name or family.name)
    first, last = date(2030, 1, 1), date(1971, 1, 1)
    for group in by_uid(events).values():
        for component in components_of_group(group, now):
            cal.add_component(component)
        for event in group:
            first = min(first, event.start.date() - timedelta(days=2))
            last = max(last, event.end.date() + timedelta(days=400))
    if first < last:
        cal.add_missing_timezones(first_date=first, last_date=last)
    return cal


def by_uid(events: Iterable[Event]) -> dict[str, list[Event]]:
    """Events that are not cancelled, by the UID they go out with (the extra dates of an
    imported series share its UID), the series first."""
    groups: dict[str, list[Event]] = {}
    for event in events:
        if event.status != "cancelled":
            groups.setdefault(uid_of(event), []).append(event)
    for group in groups.values():
        group.sort(key=lambda e: (not e.recurrence, len(e.id), e.start.timestamp()))
    return groups


def components_of_group(group: list[Event], now: datetime) -> list[Any]:
    """The VEVENTs of the events sharing one UID: the first is the master, the others its
    RDATEs (plain dates or times, which every server takes: Radicale refuses a PERIOD, and
    one refused object stopped every sync), each that differs from the master's title or
    length a RECURRENCE-ID of its own."""
    import icalendar

    master, extra = group[0], group[1:]
    found = components_of(master, now)
    if extra:
        found[0].add("RDATE", [_moment(master, _written_start(e)) for e in extra])
    for event in extra:
        if event.title == master.title and _length(event) == _length(master):
            continue
        vevent = icalendar.Event()
        vevent.add("UID", uid_of(master))
        vevent.add("DTSTAMP", now.astimezone(UTC))
        vevent.add("RECURRENCE-ID", _moment(master, _written_start(event)))
        vevent.add("SUMMARY", event.title)
        _times(vevent, event, event.start, event.end)
        found.append(vevent)
    return found


def _written_start(extra: Event) -> datetime:
    """The start an extra date was read from (its id ends with that occurrence's key, see
    reading._extra), so the RDATE and its change go out as the file had them and import
    back onto the same event; else where it starts now."""
    key = extra.id.rsplit("-", 1)[-1].upper()
    try:
        return parse_instant(_key_iso(key)) if len(key) == 16 and key[8] == "T" else extra.start
    except ValueError:
        return extra.start


def _length(event: Event) -> timedelta | int:
    """How long an occurrence lasts: days for an all-day event (on its clock), else time."""
    if event.all_day:
        tz = zone(event.timezone)
        return (event.end.astimezone(tz).date() - event.start.astimezone(tz).date()).days
    return event.end - event.start


def export_bytes(events: Iterable[Event], family: Family, now: datetime, name: str | None = None) -> bytes:
    """`calendar_of` as the bytes of a .ics file."""
    data: bytes = calendar_of(events, family, now, name).to_ical()
    return data


def sequence_of(event: Event) -> int:
    """Its SEQUENCE: one per change made since it was written here, on top of the one the
    calendar it came from gave it, so an update pushed never goes out with a lower one."""
    return (event.ical_sequence or 0) + max(event.version - 1, 0)


def components_of(event: Event, now: datetime) -> list[Any]:
    """The VEVENT of `event` and one per changed occurrence of its series."""
    import icalendar

    vevent = icalendar.Event()
    vevent.add("UID", uid_of(event))
    vevent.add("DTSTAMP", now.astimezone(UTC))
    vevent.add("SEQUENCE", sequence_of(event))
    vevent.add("SUMMARY", event.title)
    _times(vevent, event, event.start, event.end)
    if event.recurrence:
        vevent.add("RRULE", icalendar.vRecur.from_ical(rule_for_export(event)))
        skipped = [*event.exdates]
        skipped += [parse_instant(_key_iso(k)) for k, c in event.overrides.items() if c.cancelled]
        if skipped:
            vevent.add("EXDATE", [_moment(event, moment) for moment in sorted(skipped)])
    if event.location:
        vevent.add("LOCATION", event.location)
    vevent.add("STATUS", "TENTATIVE" if event.status == "proposed" else "CONFIRMED")
    if event.transparency is not None:
        vevent.add("TRANSP", event.transparency.upper())
    elif not event.blocks_time:  # a phone shows it free too; an import keeps it a default
        vevent.add("TRANSP", "TRANSPARENT")
        vevent.add(TRANSP_DEFAULT, "DEFAULT")
    if event.participants:
        vevent.add(PARTICIPANTS, ",".join(event.participants))
    if event.resources:
        vevent.add(RESOURCES, ",".join(event.resources))
    if event.kind == "reminder":
        vevent.add(KIND, "reminder")
    add_kept(vevent, event.notes, event.url, event.categories, event.ical_extra)
    for alarm in event.alarms:
        valarm = icalendar.Alarm()
        valarm.add("ACTION", "DISPLAY")
        valarm.add("DESCRIPTION", event.title)
        valarm.add("TRIGGER", timedelta(minutes=-alarm.minutes_before))
        vevent.add_component(valarm)
    found = [vevent]
    for key, change in sorted(event.overrides.items()):
        if not change.cancelled:
            found.append(_changed(event, key, change, now))
    return found


def _changed(event: Event, key: str, change: OccurrenceOverride, now: datetime) -> Any:
    """The VEVENT of one changed occurrence (RECURRENCE-ID: its original start)."""
    import icalendar

    from ..recurrence import expand

    original = parse_instant(_key_iso(key))
    # Its unchanged times, as the series gives them, fill what the change leaves out.
    found = [o for o in expand(event, original, original + timedelta(seconds=1)) if o.original_start]
    plain_end = found[0].end if found else original + (event.end - event.start)
    start = change.start or original
    end = change.end or (start + (plain_end - original))
    vevent = icalendar.Event()
    vevent.add("UID", uid_of(event))
    vevent.add("DTSTAMP", now.astimezone(UTC))
    vevent.add("RECURRENCE-ID", _moment(event, original))
    vevent.add("SEQUENCE", sequence_of(event))
    vevent.add("SUMMARY", change.title or event.title)
    _times(vevent, event, start, end)
    if change.location or event.location:
        vevent.add("LOCATION", change.location or event.location)
    held = change.status or event.status  # "pencil in the swim on dec 8": that one's own STATUS
    vevent.add("STATUS", "TENTATIVE" if held == "proposed" else "CONFIRMED")
    participants = change.participants if change.participants is not None else event.participants
    if participants:
        vevent.add(PARTICIPANTS, ",".join(sorted(participants)))
    extra = change.ical_extra if change.ical_extra is not None else event.ical_extra
    add_kept(vevent, change.notes or event.notes, event.url, event.categories, extra)
    return vevent


def _times(vevent: Any, event: Event, start: datetime, end: datetime) -> None:
    tz = zone(event.timezone)
    if event.all_day and _midnight(start, tz) and _midnight(end, tz):
        # Whole days; one occurrence of an all-day series held at hours of its own (Google
        # lets a school's spirit day be a morning) keeps its times.
        vevent.add("DTSTART", start.astimezone(tz).date())
        vevent.add("DTEND", end.astimezone(tz).date())
        return
    if event.recurrence and start == event.start:
        # The series' own reading (a start the clocks skip keeps its written clock time).
        vevent.add("DTSTART", series_wall_start(start, tz).replace(tzinfo=tz))
    else:
        vevent.add("DTSTART", start.astimezone(tz))
    vevent.add("DTEND", end.astimezone(tz))


def _midnight(moment: datetime, tz: Any) -> bool:
    return moment.astimezone(tz).time() == time(0)


def _moment(event: Event, moment: datetime) -> date | datetime:
    tz = zone(event.timezone)
    return moment.astimezone(tz).date() if event.all_day else moment.astimezone(tz)


def rule_for_export(event: Event) -> str:
    """The RRULE with UNTIL in UTC, as RFC 5545 asks when DTSTART has a zone (a date for
    an all-day series)."""
    assert event.recurrence
    spec = read_rule(event.recurrence)
    if spec.until is None:
        return event.recurrence
    tz = zone(event.timezone)
    if event.all_day:
        until = spec.until if not spec.until_utc else local_wall(spec.until.replace(tzinfo=UTC), tz)
        text = until.strftime("%Y%m%d")
    else:
        moment = spec.until.replace(tzinfo=UTC) if spec.until_utc else _local(spec.until, tz)
        text = moment.astimezone(UTC).strftime("%Y%m%dT%H%M%SZ")
    parts = [
        p if not p.upper().startswith("UNTIL=") else f"UNTIL={text}" for p in event.recurrence.split(";")
    ]
    return ";".join(parts)


def _local(wall: datetime, tz: Any) -> datetime:
    from ..timeutil import localize

    return localize(wall, tz)


def _key_iso(key: str) -> str:
    return f"{key[0:4]}-{key[4:6]}-{key[6:8]}T{key[9:11]}:{key[11:13]}:{key[13:15]}+00:00"
