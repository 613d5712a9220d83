"""Reading an iCalendar file into the calendar's own events, without writing anything.

Each UID becomes one `Event`: the master VEVENT's RRULE, EXDATEs and DURATION map onto the
event; each RECURRENCE-ID override becomes an `OccurrenceOverride` keyed by the original
start (or the RDATE occurrence it changes); each RDATE becomes a one-off event of its own
(the model holds one rule per event). STATUS:CANCELLED cancels the event or the occurrence;
STATUS:TENTATIVE is a "proposed" event, which still takes its time; on a RECURRENCE-ID it is
that occurrence's own status (one swim of the weekly ones pencilled in).
A change to "this and all later occurrences" (RANGE=THISANDFUTURE) cuts the series into
consecutive ones (ranges.py), or is kept for that one occurrence with a note saying why.

How times are read (docs/usage.md, "Other calendars"):
- a TZID the zone database knows (or a Windows id or label, or a bare offset such as
  "GMT-0500", zones.py, or a "/mozilla.org/.../Area/City" id by its last parts) is the
  event's zone, with or without
  a VTIMEZONE; a VTIMEZONE nobody names is the zone its rules match (zones.py), else it
  keeps the instant it gives, in the family's zone; a TZID neither known nor defined is
  read on the family's clock, with a warning;
- a floating time is the file's X-WR-TIMEZONE, else the family's zone, and so are UTC
  times of a file with X-WR-TIMEZONE (web calendars mean that zone's clock, which decides
  where a series falls after a DST change); an all-day date is the family's day;
- no DTEND and no DURATION: an all-day event lasts one day, a timed one is a moment,
  which the calendar holds as a one-minute reminder (an event must end after it starts);
  a DTEND before DTSTART is read swapped, with a warning;
- a DTSTART its RRULE would not give is still the first occurrence (RFC 5545); an all-day
  series' UNTIL written as a time ends on that date.

An event the calendar cannot hold (a rule outside the limits of recurrence_rules, a date
outside the supported years) is left out with one line saying why; the rest still import.
"""

from __future__ import annotations

import hashlib
import re
from collections import defaultdict
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta, tzinfo
from typing import Any
from zoneinfo import ZoneInfo

from ..models.events import Event, HeldStatus, OccurrenceOverride, occurrence_key
from ..models.family import Family
from ..problems import one_line
from ..timeutil import localize, wall_shifted, zone
from .alarms import alarms_of
from .decoding import ics_text
from .kept import categories_of, extra_lines, in_order, notes_of, own_lines, url_of, written_sequence
from .people import members_declined, members_invited
from .ranges import Cut, clock_shift, consecutive, moved, moved_single, why_not
from .zones import labelled_zone, offset_zone, zone_by_rules

OUR_UID_SUFFIX = "@family-scheduler"
"""UIDs of events this calendar wrote: `<event id>@family-scheduler` (see writing.py)."""
PARTICIPANTS = "X-FAMILY-SCHEDULER-PARTICIPANTS"
RESOURCES = "X-FAMILY-SCHEDULER-RESOURCES"
KIND = "X-FAMILY-SCHEDULER-KIND"
TRANSP_DEFAULT = "X-FAMILY-SCHEDULER-TRANSP"
"""Set when TRANSP only states the default for the entry's kind (a birthday does not block)."""
MOMENT = timedelta(minutes=1)
"""How long a VEVENT without an end (a moment) lasts here: a one-minute reminder."""


class IcsError(ValueError):
    """A file that is not a readable iCalendar calendar: nothing of it is imported."""


@dataclass
class ReadCalendar:
    """What a file holds, as events, and the events it holds that the calendar cannot."""

    events: list[Event] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    """Events imported with a part the calendar cannot hold left out, one line each."""
    uids: int = 0


def event_id_for(uid: str, feed: str | None = None) -> str:
    """The stable id of the event with `uid`: our own UIDs give back the id they were made
    from (export, then import, changes nothing); a feed's events are kept apart per feed."""
    if feed is None and uid.endswith(OUR_UID_SUFFIX):
        own = uid[: -len(OUR_UID_SUFFIX)]
        if own and "@" not in own and len(own) <= 200:
            return own
    digest = hashlib.sha256(uid.encode()).hexdigest()[:16]
    return f"feed-{feed}-{digest}" if feed else f"ics-{digest}"


def parse_calendar(data: bytes | str, source: str) -> Any:
    """The VCALENDAR in `data`, or IcsError with one line naming `source`."""
    import icalendar

    try:
        calendars = icalendar.Calendar.from_ical(data, multiple=True)
    except Exception as err:  # icalendar raises ValueError, KeyError, IndexError...
        raise IcsError(f"{source} is not an iCalendar file ({_short(err)})") from None
    if not calendars or calendars[0].name != "VCALENDAR":
        raise IcsError(f"{source} is not an iCalendar file (no VCALENDAR)")
    return calendars[0]


def read_calendar(
    data: bytes | str,
    family: Family,
    members: list[str] | None,
    source: str,
    feed: str | None = None,
) -> ReadCalendar:
    """Every VEVENT of `data` as events for `members` (None: as the file says, else the whole
    family); IcsError when the file cannot be read at all."""
    text, charset = ics_text(data)
    cal = parse_calendar(text, source)
    groups: dict[str, list[Any]] = defaultdict(list)
    try:
        vevents = list(cal.walk("VEVENT"))
    except Exception as err:
        raise IcsError(f"{source} cannot be read ({_short(err)})") from None
    for index, vevent in enumerate(vevents):
        uid = str(vevent.get("UID") or "").strip() or f"{source}#{index}"
        groups[uid].append(vevent)
    result = ReadCalendar(uids=len(groups), notes=[charset] if charset else [])
    result.notes.extend(_not_events(cal))
    reader = _Reader(family, members, feed, _calendar_zone(cal))
    for uid, components in groups.items():
        try:
            result.events.extend(reader.events_of(uid, components))
            title = _title(_master(components) or components[0])
            result.notes.extend(f"{title!r} (UID {uid}): {line}" for line in reader.warnings)
            result.notes.extend(f"{title!r} (UID {uid}): {line}" for line in _written_twice(components))
            if reader.kept_once is not None:
                result.notes.append(
                    f"{_title(_master(components) or components[0])!r} (UID {uid}): a change to "
                    "'this and all later occurrences' (RANGE=THISANDFUTURE) is kept for that one "
                    f"occurrence only: {reader.kept_once}"
                )
        except (ValueError, TypeError, KeyError, AttributeError) as err:
            title = _title(_master(components) or components[0])
            result.skipped.append(f"{title!r} (UID {uid}) not imported: {_reason(err)}")
    return result


class _Reader:
    """Maps one UID's components onto events, in the family's zone."""

    def __init__(
        self, family: Family, members: list[str] | None, feed: str | None, local: str | None = None
    ) -> None:
        self.family = family
        self.members = members
        self.feed = feed
        self.home = family.timezone
        self.tz = zone(family.timezone)
        self.local = local
        """The file's own zone (X-WR-TIMEZONE): its UTC and floating times are on that clock."""
        self.kept_once: str | None = None
        """Why the last UID's THISANDFUTURE changes were kept for their one occurrence only."""
        self.warnings: list[str] = []
        """What the last UID's components hold that was read otherwise than written."""
        self._by_rules: dict[int, tuple[tzinfo, str | None]] = {}
        """The zone a VTIMEZONE nobody names matches, by the id of its tzinfo (kept alive)."""

    def events_of(self, uid: str, components: list[Any]) -> list[Event]:
        self.warnings = []
        master = _master(components)
        changes = [c for c in components if c.get("RECURRENCE-ID") is not None]
        base_id = event_id_for(uid, self.feed)
        futures = [c for c in changes if _this_and_future(c)]
        self.kept_once = "the file has no series for it to carry on" if futures else None
        if master is None:  # only changed occurrences (a forwarded invitation): each stands alone
            return [
                self._single(change, uid, f"{base_id}-{self._key(_original(change))}".lower())
                for change in changes
                if not _cancelled(change)
            ]
        rules = master.get("RRULE")
        if isinstance(rules, list) and len(rules) > 1:
            raise ValueError("it has more than one RRULE, and an event here repeats by one rule")
        # The highest SEQUENCE of the UID's parts (a changed occurrence may have a higher one).
        top = max((written_sequence(c) or 0 for c in components), default=0) or None
        event = self._single(master, uid, base_id, top)
        if rules is not None:
            rule = rules[0] if isinstance(rules, list) else rules
            text = rule.to_ical().decode()
            text = _dated_until(text) if event.all_day else text
            exdates = [self._instant(x, event) for x in _dates(master, "EXDATE")]
            event = Event.model_validate({**event.model_dump(), "recurrence": text, "exdates": exdates})
        singles: dict[str, Event] = {}
        skipped = {self._key(x, event) for x in _dates(master, "EXDATE")}
        if event.recurrence and not _rule_gives(event, event.start):
            # RFC 5545: DTSTART is the first occurrence even when the rule would not give it.
            if occurrence_key(event.start) not in skipped:
                singles[occurrence_key(event.start)] = _extra(event, event.start, event.end, base_id)
        periods: set[str] = set()
        for rdate in _rdates(master):
            single = self._rdate(event, rdate, base_id)
            if single is not None and occurrence_key(single.start) not in skipped:
                singles[occurrence_key(single.start)] = single
                if isinstance(rdate, tuple):
                    periods.add(occurrence_key(single.start))
        if not event.recurrence and occurrence_key(event.start) in skipped:
            # Only its RDATEs happen: the first stands for the event (our export writes it
            # as the DTSTART, so it imports back onto the same one), the others beside it.
            if singles:
                first = min(singles, key=lambda k: singles[k].start)
                event = singles.pop(first).model_copy(update={"id": base_id})
            else:
                event = event.model_copy(update={"status": "cancelled"})
        cuts, self.kept_once = self._cuts(uid, base_id, event, futures, singles) if futures else ([], None)
        if cuts:
            singles = {key: moved_single(e, _cut_of(cuts, key), key in periods) for key, e in singles.items()}
        # The series' parts by the key of the cut that opens each (None: before any cut).
        parts = {(c.key if c else None): e for c, e in consecutive(event, cuts)} if cuts else {}
        if cuts and None not in parts:  # changed from the first occurrence: the series itself
            parts[cuts[0].key] = parts[cuts[0].key].model_copy(update={"id": base_id})
        overrides: dict[str | None, dict[str, OccurrenceOverride]] = defaultdict(dict)
        for change in changes:
            if cuts and _this_and_future(change):
                continue  # the first occurrence of its own part already
            key = self._key(_original(change), event)
            if key in singles:
                singles[key] = self._changed_single(singles[key], change)
            elif event.recurrence:
                original = self._instant(_original(change), event)
                if _sequence(change) < _sequence(master) and not _rule_gives(event, original):
                    continue  # a stale change to a date the series, changed since, no longer has
                cut = _cut_of(cuts, key)
                opened = cut.key if cut else None
                if cuts and opened not in parts:
                    continue  # before the first occurrence, which was changed for good
                if cut is not None:  # re-keyed: the occurrence's own start in the moved part
                    key = occurrence_key(moved(original, cut.shift, zone(event.timezone)))
                overrides[opened][key] = self._override(parts.get(opened, event), change)
            elif key == occurrence_key(event.start):
                event = self._changed_single(event, change)
        series = [
            Event.model_validate({**e.model_dump(), "overrides": overrides[k]}) if overrides.get(k) else e
            for k, e in (parts or {None: event}).items()
        ]
        return [*series, *singles.values()]

    def _cuts(
        self, uid: str, base_id: str, event: Event, futures: list[Any], singles: dict[str, Event]
    ) -> tuple[list[Cut], str | None]:
        """Where THISANDFUTURE changes cut the series, or none and why they cannot."""
        if not event.recurrence:
            return [], "the event has no rule to carry it on"
        cuts: list[Cut] = []
        for change in futures:
            original = self._instant(_original(change), event)
            if not _rule_gives(event, original):
                return [], "it changes a date the rule does not give"
            changed = self._single(change, uid, f"{base_id}-{occurrence_key(original).lower()}")
            cut = Cut(original, clock_shift(event, original, changed.start), changed)
            why = why_not(event, cut)
            if why is not None:
                return [], f"{why}, so no series with the same rule gives the moved times"
            cuts.append(cut)
        cuts.sort(key=lambda c: c.original)
        if len({c.key for c in cuts}) < len(cuts):
            return [], "two changes name the same occurrence"
        return cuts, None

    # -- one component -------------------------------------------------------------------

    def _single(
        self, vevent: Any, uid: str, event_id: str, sequence: int | None = None, occurrence: bool = False
    ) -> Event:
        """The event `vevent` describes (`occurrence`: one changed occurrence of a series,
        whose own people `_override` reads)."""
        start_value = self._when(vevent, "DTSTART")
        if start_value is None:
            raise ValueError("it has no DTSTART")
        all_day = not isinstance(start_value, datetime)
        tzname = self._zone_name(start_value)
        start = self._instant(start_value)
        start, end, kind = self._end(vevent, start, zone(tzname), all_day)
        participants = self._people(vevent, PARTICIPANTS, self.family.member_ids())
        resources = self._people(vevent, RESOURCES, [r.id for r in self.family.resources], default=[])
        transp = str(vevent.get("TRANSP") or "").upper()
        if not occurrence and self._declined_by_all(vevent):  # shown, but nobody is busy
            transp = "TRANSPARENT"
        alarms, lost = alarms_of(vevent, start, end, zone(tzname), vevent.get("RRULE") is not None)
        self.warnings.extend(line for line in lost if line not in self.warnings)
        data: dict[str, Any] = {
            "id": event_id,
            "title": _title(vevent),
            "start": start,
            "end": end,
            "timezone": tzname,
            "participants": participants,
            "resources": resources,
            "status": _status(vevent),
            "kind": "reminder" if str(vevent.get(KIND) or "") == "reminder" else kind,
            "all_day": all_day,
            "location": str(vevent.get("LOCATION") or "") or None,
            "transparency": None
            if vevent.get(TRANSP_DEFAULT)
            else {"TRANSPARENT": "transparent", "OPAQUE": "opaque"}.get(transp),
            "alarms": alarms,
            "ical_uid": None if _ours(uid, self.feed) else uid,
            "feed": self.feed,
            "notes": notes_of(vevent),
            "url": url_of(vevent),
            "categories": categories_of(vevent),
            "ical_extra": extra_lines(vevent),
            "ical_sequence": None if _ours(uid, self.feed) else sequence or written_sequence(vevent),
        }
        return Event.model_validate(data)

    def _end(
        self, vevent: Any, start: datetime, tz: ZoneInfo, all_day: bool
    ) -> tuple[datetime, datetime, str]:
        end_value = self._when(vevent, "DTEND")
        if end_value is not None:
            end = self._instant(end_value)
            if end < start:  # the two times swapped (as recurring-ical-events reads them), said
                written = _shown(end, tz, all_day), _shown(start, tz, all_day)
                self.warnings.append(
                    f"its end ({written[0]}) is before its start ({written[1]}): "
                    "imported with the two swapped; check it at its source"
                )
                start, end = end, start
        else:
            duration = _value(vevent, "DURATION")
            if isinstance(duration, timedelta) and duration > timedelta(0):
                end = after(start, duration, tz)
            elif all_day:
                end = after(start, timedelta(days=1), tz)
            else:
                return start, start + MOMENT, "reminder"
        if end <= start and all_day:  # DTEND = DTSTART on a date: that one day
            return start, after(start, timedelta(days=1), tz), "event"
        if end <= start:  # a zero-length event: a moment
            return start, start + MOMENT, "reminder"
        return start, end, "event"

    def _declined_by_all(self, vevent: Any) -> bool:
        """Whether every member the invitation names declined it (and it is imported for
        them): it is kept as free time, said once."""
        declined = members_declined(vevent, self.family)
        if not declined or (self.members is not None and not set(declined) & set(self.members)):
            return False
        line = f"{' and '.join(_name_of(self.family, m) for m in declined)} declined it: kept as free time"
        if line not in self.warnings:
            self.warnings.append(line)
        return True

    def _people(
        self, vevent: Any, name: str, known: list[str], default: list[str] | None = None
    ) -> list[str]:
        if name == PARTICIPANTS and self.members is not None:
            return list(self.members)
        written = [p.strip() for p in str(vevent.get(name) or "").split(",") if p.strip()]
        if written and set(written) <= set(known):
            return written
        invited = members_invited(vevent, self.family) if name == PARTICIPANTS else []
        if invited:  # an invitation: the members it names as organizer or attendee
            return invited
        declined = members_declined(vevent, self.family) if name == PARTICIPANTS else []
        if declined:  # an invitation every member it names declined: theirs, as free time
            return declined
        return list(known) if default is None else default

    def _when(self, vevent: Any, name: str) -> Any:
        """The value of `name`; a time whose TZID has no VTIMEZONE (icalendar leaves it
        floating) on the zone that TZID names, or floating with a warning when none."""
        prop = vevent.get(name)
        if prop is None:
            return None
        value = _as_written(prop.dt, prop.params)
        if not isinstance(value, datetime):
            return value
        tzid = str(prop.params.get("TZID") or "").strip()
        if not tzid or value.tzinfo is not None:
            return value
        known = _named_zone(tzid)
        if known is not None:
            return value.replace(tzinfo=zone(known))
        whose = "file" if self.local else "family"
        warning = (
            f"its time zone {tzid!r} is not one known here and the file does not define it: "
            f"its times are read on the {whose}'s clock ({self.local or self.home})"
        )
        if warning not in self.warnings:
            self.warnings.append(warning)
        return value

    def _known(self, value: datetime) -> str | None:
        """The zone database's name for the zone of `value`: by its TZID, else (a VTIMEZONE
        nobody names, "Customized Time Zone") the zone its rules match."""
        assert value.tzinfo is not None
        name = _iana_name(value.tzinfo, value)
        if name is not None or isinstance(value.tzinfo, ZoneInfo):
            return name
        key = id(value.tzinfo)
        if key not in self._by_rules:
            self._by_rules[key] = (value.tzinfo, zone_by_rules(value.tzinfo, value, self.home))
        return self._by_rules[key][1]

    def _zone_name(self, value: date) -> str:
        if not isinstance(value, datetime):
            return self.home
        if value.tzinfo is None:
            return self.local or self.home
        name = self._known(value)
        if name == "UTC" and self.local:
            return self.local
        return name or self.home

    def _instant(self, value: date, event: Event | None = None) -> datetime:
        """An aware start or end: a date is local midnight, a floating time local time (the
        family's zone, or `event`'s for an EXDATE or RECURRENCE-ID of that event)."""
        tz = zone(event.timezone) if event is not None else self.tz
        if not isinstance(value, datetime):
            if event is not None and not event.all_day:  # a date for a timed series: its time that day
                wall = datetime.combine(value, event.start.astimezone(tz).time().replace(tzinfo=None))
                return localize(wall, tz)
            return localize(datetime.combine(value, time(0)), tz)
        if value.tzinfo is None:
            return localize(value, zone(self.local) if self.local and event is None else tz)
        name = self._known(value)
        if name == "UTC":  # an instant: written on the clock of the zone it is read in
            return value.astimezone(zone(self.local) if self.local and event is None else tz)
        if name is not None:  # read on its own zone's clock (a Windows name mapped)
            return localize(value.replace(tzinfo=None), zone(name))
        return value.astimezone(tz)  # an unknown zone: the instant its VTIMEZONE gives

    def _key(self, value: date, event: Event | None = None) -> str:
        return occurrence_key(self._instant(value, event))

    def _rdate(self, event: Event, rdate: Any, base_id: str) -> Event | None:
        """A one-off event for an RDATE (None when the rule or the start gives it already)."""
        tz = zone(event.timezone)
        if isinstance(rdate, tuple):
            first = self._instant(rdate[0], event)
            last = rdate[1]
            end = after(first, last, tz) if isinstance(last, timedelta) else self._instant(last, event)
        else:
            first = self._instant(rdate, event)
            if event.all_day:  # as many days as the event, on the clock
                days = event.end.astimezone(tz).date() - event.start.astimezone(tz).date()
                end = after(first, days, tz)
            else:
                end = first + (event.end - event.start)
        key = occurrence_key(first)
        if key == occurrence_key(event.start) or _rule_gives(event, first):
            return None
        return _extra(event, first, end, base_id)

    def _override(self, event: Event, change: Any) -> OccurrenceOverride:

        if _cancelled(change):
            return OccurrenceOverride(cancelled=True)
        moved = self._single(change, event.ical_uid or "", event.id, occurrence=True)
        return OccurrenceOverride(
            start=moved.start,
            end=moved.end,
            title=moved.title if moved.title != event.title else None,
            participants=self._occurrence_people(change, event, moved.start),
            location=moved.location if moved.location != event.location else None,
            status=_held(change, event),
            notes=moved.notes if moved.notes != event.notes else None,
            ical_extra=self._own_extra(moved, event, change),
        )

    def _occurrence_people(self, change: Any, series: Event, start: datetime) -> list[str] | None:
        """Who goes to one changed occurrence when its entry says so and they are not the
        series' people (only Mike at one standup: Sarah declined that one, or a change made
        here and exported); None: as the series."""
        if self.members is not None:
            return None
        written = [p.strip() for p in str(change.get(PARTICIPANTS) or "").split(",") if p.strip()]
        own = written if written and set(written) <= set(self.family.member_ids()) else []
        own = own or members_invited(change, self.family)
        if own:
            return own if sorted(own) != sorted(series.participants) else None
        declined = members_declined(change, self.family)
        if declined and set(declined) & set(series.participants):
            names = " and ".join(_name_of(self.family, m) for m in declined)
            line = (
                f"{names} declined the {_shown(start, zone(series.timezone), series.all_day)} one: it "
                "still takes their time here (one occurrence of a series cannot be free time yet)"
            )
            if line not in self.warnings:
                self.warnings.append(line)
        return None

    def _own_extra(self, moved: Event, series: Event, change: Any) -> list[str] | None:
        """A changed occurrence's properties the calendar does not use, when not its series'
        (with its own URL and CATEGORIES when they differ); None: as the series."""
        own = list(moved.ical_extra)
        if (moved.url, moved.categories) != (series.url, series.categories):
            own = in_order(own + own_lines(change, ("URL", "CATEGORIES")))
        return own if own != series.ical_extra else None

    def _changed_single(self, event: Event, change: Any) -> Event:
        if _cancelled(change):
            return event.model_copy(update={"status": "cancelled"})
        moved = self._single(change, event.ical_uid or "", event.id)
        own = {"notes": moved.notes} if moved.notes is not None else {}
        return Event.model_validate(
            {**event.model_dump(), "start": moved.start, "end": moved.end, "title": moved.title, **own}
        )


# -- small readers ---------------------------------------------------------------------


def _rule_gives(event: Event, moment: datetime) -> bool:
    """Whether the series has an occurrence whose original start is `moment` (skipped or not)."""
    from ..recurrence import wall_starts

    if not event.recurrence:
        return False
    tz = zone(event.timezone)
    wall = moment.astimezone(tz).replace(tzinfo=None)
    found = wall_starts(event, wall - timedelta(hours=3), wall + timedelta(hours=3))
    return any(occurrence_key(localize(w, tz)) == occurrence_key(moment) for w in found)


def _dated_until(rule: str) -> str:
    """An all-day series' UNTIL as the date it names: Outlook and Exchange end one with a
    time ("UNTIL=20270115T000000Z", midnight UTC), which on the family's clock is the evening
    before and would drop the last day; recurring-ical-events and the apps read its date."""
    return _UNTIL_TIME.sub(r"\1", rule)


_UNTIL_TIME = re.compile(r"(?<![A-Z])(UNTIL=\d{8})T\d{6}Z?", re.IGNORECASE)


def _cut_of(cuts: list[Cut], key: str) -> Cut | None:
    """The last cut at or before the occurrence `key` (None: before them all)."""
    return ([None, *[c for c in cuts if c.key <= key]])[-1]


def _extra(event: Event, start: datetime, end: datetime, base_id: str) -> Event:
    """A one-off event beside a series, for a date the rule does not give (an RDATE, or a
    DTSTART off the rule): the same UID, people and place."""
    data = event.model_dump()
    data.update(
        id=f"{base_id}-{occurrence_key(start).lower()}",
        start=start,
        end=end,
        recurrence=None,
        exdates=[],
        overrides={},
    )
    return Event.model_validate(data)


def after(start: datetime, duration: timedelta, tz: ZoneInfo) -> datetime:
    """`start` plus an RFC 5545 DURATION: whole days on the clock of `tz`, the rest exact."""
    days = timedelta(days=duration.days)
    return wall_shifted(start, days, tz) + (duration - days)


def _calendar_zone(cal: Any) -> str | None:
    """The zone X-WR-TIMEZONE names, when known: web calendars write UTC (or floating)
    times and mean that zone's clock, which decides where a series falls after a DST change."""
    name = str(cal.get("X-WR-TIMEZONE") or "").strip()
    return _named_zone(name) if name else None  # a Windows name too ("Pacific Standard Time")


def _not_events(cal: Any) -> list[str]:
    """One line per kind of entry that is not an event (to-dos, journal entries, free/busy
    blocks, availability): the calendar holds events only, and says so rather than drop
    them unseen. Time zones are read with the events they serve."""
    counts: dict[str, int] = defaultdict(int)
    for component in cal.subcomponents:
        name = str(getattr(component, "name", "") or "").upper()
        if name not in ("VEVENT", "VTIMEZONE"):
            counts[name] += 1
    lines = []
    for name, count in counts.items():
        one, many = _ENTRY_WORDS.get(name, ("entry", "entries"))
        lines.append(
            f"{count} {one if count == 1 else many} ({name}) not imported: only events are kept here"
        )
    return lines


_ENTRY_WORDS = {
    "VTODO": ("to-do", "to-dos"),
    "VJOURNAL": ("journal entry", "journal entries"),
    "VFREEBUSY": ("free/busy block", "free/busy blocks"),
    "VAVAILABILITY": ("availability block", "availability blocks"),
}
"""What each kind of entry is called in the line saying it was not imported."""


def _ours(uid: str, feed: str | None) -> bool:
    """A UID this calendar made (`<event id>@family-scheduler`): the id says it already."""
    return feed is None and uid.endswith(OUR_UID_SUFFIX) and not event_id_for(uid).startswith("ics-")


def _this_and_future(vevent: Any) -> bool:
    recurrence_id = vevent.get("RECURRENCE-ID")
    return recurrence_id is not None and str(recurrence_id.params.get("RANGE", "")).upper() == "THISANDFUTURE"


def _sequence(vevent: Any) -> int:
    try:
        return int(vevent.get("SEQUENCE") or 0)
    except (TypeError, ValueError):
        return 0


def _written_twice(components: list[Any]) -> list[str]:
    """A line when the UID has more than one entry without RECURRENCE-ID (a school site that
    gives every event one UID): one event written twice, as the apps read it, so only one
    (`_master`) is kept; the others are named rather than dropped unseen."""
    masters = [c for c in components if c.get("RECURRENCE-ID") is None]
    kept = _master(components)
    if kept is None:
        return []
    left = [c for c in masters if c is not kept and c.to_ical() != kept.to_ical()]
    if not left:  # one entry, or the same one copied: nothing is lost
        return []
    others = ", ".join(repr(_title(c)) for c in left)
    return [
        f"the file has {len(masters)} entries with this UID and no RECURRENCE-ID: one event, so "
        f"only the one with the highest SEQUENCE is kept; not imported: {others}"
    ]


def _master(components: list[Any]) -> Any | None:
    """The component without RECURRENCE-ID (the highest SEQUENCE when a file repeats it)."""
    masters = [c for c in components if c.get("RECURRENCE-ID") is None]
    if not masters:
        return None
    return max(masters, key=lambda c: int(c.get("SEQUENCE") or 0))


def _value(vevent: Any, name: str) -> Any:
    prop = vevent.get(name)
    return None if prop is None else prop.dt


def _name_of(family: Family, member_id: str) -> str:
    member = family.member(member_id)
    return member.name if member is not None else member_id


def _title(vevent: Any) -> str:
    return " ".join(str(vevent.get("SUMMARY") or "").split()) or "(no title)"


def _status(vevent: Any) -> str:
    """STATUS as the calendar holds it: TENTATIVE is a "proposed" event (still taking its
    time, listed as tentative; our export writes it back as TENTATIVE), CANCELLED cancelled."""
    written = str(vevent.get("STATUS") or "").upper()
    return {"CANCELLED": "cancelled", "TENTATIVE": "proposed"}.get(written, "confirmed")


def _held(change: Any, series: Event) -> HeldStatus | None:
    """One occurrence's own STATUS when it differs from its series' (one swim of the weekly
    ones pencilled in, or one confirmed of a tentative series); None: as the series."""
    if not change.get("STATUS"):
        return None
    own: HeldStatus = "proposed" if _status(change) == "proposed" else "confirmed"
    return own if own != series.status and not _cancelled(change) else None


def _cancelled(vevent: Any) -> bool:
    return str(vevent.get("STATUS") or "").upper() == "CANCELLED"


def _dates(vevent: Any, name: str) -> list[date]:
    found = vevent.get(name)
    if found is None:
        return []
    found = found if isinstance(found, list) else [found]
    return [_as_written(item.dt, prop.params) for prop in found for item in prop.dts]


def _original(change: Any) -> date:
    """The RECURRENCE-ID of a changed occurrence: the start it had before the change."""
    prop = change.get("RECURRENCE-ID")
    return _as_written(prop.dt, prop.params)


def _as_written(value: date, params: Any) -> date:
    """A VALUE=DATE stays a date even with a TZID beside it (Apple and some school feeds
    write both; icalendar then gives midnight in that zone, which on the family's clock
    is another day's evening): a day off is the same day wherever it was written."""
    if isinstance(value, datetime) and str(params.get("VALUE") or "").upper() == "DATE":
        return value.date()
    return value


def _rdates(vevent: Any) -> list[Any]:
    """RDATE values: dates, datetimes, or (start, end or duration) periods."""
    return _dates(vevent, "RDATE")


def _iana_name(tz: tzinfo, at: datetime | None = None) -> str | None:
    """The zone database's name for a parsed TZID (a Windows name mapped, a vendor prefix
    stripped), or None. A zone its VTIMEZONE defines is only taken for the database's
    when the two agree at `at` and half a year either side: a file may define its own rules."""
    from icalendar.timezone.tzid import tzids_from_tzinfo

    names: list[str | None] = [getattr(tz, "key", None), getattr(tz, "zone", None), *tzids_from_tzinfo(tz)]
    for name in names:
        candidate = _named_zone(name or "")
        if candidate is None:
            continue
        if at is not None and not isinstance(tz, ZoneInfo) and not _agree(tz, zone(candidate), at):
            continue
        return candidate
    return None


def _named_zone(tzid: str) -> str | None:
    """The zone database's name for a TZID as written: the database's own, a Windows id or
    label mapped, a bare offset ("GMT-0500") as its fixed zone, a
    "/mozilla.org/20050126_1/America/New_York" id by its last parts."""
    from icalendar.timezone.windows_to_olson import WINDOWS_TO_OLSON

    tzid = tzid.strip()
    if tzid.lower().startswith(_EXCHANGE):  # Exchange's own ids: "tzone://Microsoft/Utc"
        tzid = tzid[len(_EXCHANGE) :]
        tzid = "UTC" if tzid.lower() == "utc" else tzid
    parts = tzid.strip("/").split("/")
    tails = ["/".join(parts[-n:]) for n in (3, 2) if len(parts) > n]
    for candidate in (tzid, WINDOWS_TO_OLSON.get(tzid), labelled_zone(tzid), offset_zone(tzid), *tails):
        if not candidate:
            continue
        try:
            zone(candidate)
        except ValueError:
            continue
        return "UTC" if candidate in _UTC_NAMES else str(candidate)
    return None


def _agree(written: tzinfo, known: ZoneInfo, at: datetime) -> bool:
    wall = at.replace(tzinfo=None)
    for shift in (timedelta(0), timedelta(days=182), timedelta(days=-182)):
        moment = wall + shift
        try:
            if moment.replace(tzinfo=written).utcoffset() != moment.replace(tzinfo=known).utcoffset():
                return False
        except (ValueError, OverflowError):
            return False
    return True


_UTC_NAMES = {
    "UTC",
    "Etc/UTC",
    "Etc/UCT",
    "UCT",
    "Zulu",
    "Etc/Zulu",
    "Universal",
    "Etc/Universal",
    "GMT",
    "Etc/GMT",
}
_EXCHANGE = "tzone://microsoft/"


def _shown(moment: datetime, tz: ZoneInfo, all_day: bool = False) -> str:
    """A time in a warning, on the event's clock: 'Fri Dec 4 2026 16:00' (a date: 'Fri Dec 4 2026')."""
    return f"{moment.astimezone(tz):%a %b %-d %Y}" + ("" if all_day else f" {moment.astimezone(tz):%H:%M}")


def _short(err: Exception) -> str:
    return " ".join(str(err).split())[:160] or type(err).__name__


def _reason(err: Exception) -> str:
    from pydantic import ValidationError

    return one_line(err, Event) if isinstance(err, ValidationError) else _short(err)
