"""What a listing of the calendar holds, day by day: events, reminders due, holidays.

The content of `family-scheduler events` and of "what do I need to do friday?": every
occurrence in the span, the reminders due in it (reminder entries, and alarms of events:
"remind me 1 day before the dentist"), and the public holidays of the family's country.
How it is laid out on a terminal is the CLI's business; what each line says is here and
in `wording`.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.calendar import CalendarReader
from family_scheduler.calendar.base import occurrence_rows_of
from family_scheduler.models import Family, Occurrence
from family_scheduler.named_days import holidays_between
from family_scheduler.repeat_words import describe_repeat
from family_scheduler.timeutil import describe_local, local_days, zone
from family_scheduler.wording import entry_what, entry_when, notes_line, people

LONGEST_ALARM = timedelta(days=28)
"""How far before its event an alarm may ring (Alarm.minutes_before's limit)."""


@dataclass
class DueAlarm:
    """An alarm of an event, ringing at `due` for `member` about `occurrence`."""

    due: datetime
    member: str | None
    occurrence: Occurrence

    def words(self, family: Family, tz: ZoneInfo) -> str:
        return "  ".join(self.entry(family, tz))

    def entry(self, family: Family, tz: ZoneInfo) -> tuple[str, str]:
        """(when, what): 'due 09:00', 'reminder for Sarah: dentist (Tue Dec 1 15:00)'."""
        occ = self.occurrence
        whom = family.display_name(self.member) if self.member else people(family, occ.participants)
        when = describe_local(occ.start, tz)
        return f"due {self.due.astimezone(tz):%H:%M}", f"reminder for {whom}: {occ.title} ({when})"


@dataclass
class AgendaDay:
    """One local day of a listing."""

    day: date
    holidays: list[str] = field(default_factory=list)
    entries: list[tuple[str, str]] = field(default_factory=list)
    """What happens that day, in time order (whole days first): (when, what) in words; an
    event with notes has them on a second line of its `what`."""
    occurrences: list[Occurrence] = field(default_factory=list)
    alarms: list[DueAlarm] = field(default_factory=list)

    @property
    def lines(self) -> list[str]:
        """Each entry as one line: '14:00–15:00  soccer practice (Emma)', and its notes (an
        imported event's) on a line of their own under it."""
        found: list[str] = []
        for when, what in self.entries:
            first, *more = what.split("\n")
            found.append(f"{when}  {first}")
            found += [f"    {line}" for line in more]
        return found

    def heading(self) -> str:
        """'Thursday Nov 26 — Thanksgiving Day'."""
        text = f"{self.day:%A %b} {self.day.day}"
        return text + "".join(f" — {name}" for name in self.holidays)


def alarms_between(
    calendar: CalendarReader, start: datetime, end: datetime, members: Sequence[str] | None = None
) -> list[DueAlarm]:
    """The alarms of events ringing in [start, end) (for `members` when given), by time."""
    found: list[DueAlarm] = []
    wanted = set(members or ())
    # Only events with alarms can ring: expanding just those keeps a long listing one read.
    span_end = end + LONGEST_ALARM
    ringing = [e for e in calendar.candidate_events(start, span_end) if e.alarms]
    for *_, occ in occurrence_rows_of(ringing, start, span_end):
        for alarm in occ.alarms:
            due = occ.start - timedelta(minutes=alarm.minutes_before)
            whom = [alarm.member] if alarm.member else occ.participants
            if start <= due < end and (not wanted or wanted.intersection(whom)):
                found.append(DueAlarm(due, alarm.member, occ))
    found.sort(key=lambda a: (a.due.timestamp(), a.occurrence.occurrence_id))
    return found


def agenda(
    calendar: CalendarReader,
    start: datetime,
    end: datetime,
    *,
    members: Sequence[str] | None = None,
    reminders_only: bool = False,
    with_holidays: bool = True,
) -> list[AgendaDay]:
    """Each local day of [start, end) that has something, in order, with its lines written."""
    family = calendar.family()
    tz = zone(family.timezone)
    occs = calendar.occurrences(start, end, members=list(members) if members else None)
    if reminders_only:
        occs = [o for o in occs if o.kind == "reminder"]
    days: dict[date, AgendaDay] = {}
    order: dict[date, list[tuple[bool, float, tuple[str, str]]]] = {}

    repeats: dict[str, str | None] = {}

    def on(day: date) -> AgendaDay:
        return days.setdefault(day, AgendaDay(day))

    def repeat_of(occ: Occurrence) -> str | None:
        if occ.event_id not in repeats:
            series = calendar.get_event(occ.event_id)
            repeats[occ.event_id] = (
                describe_repeat(series.recurrence, series.start, zone(series.timezone), series.all_day)
                if series is not None and series.recurrence
                else None
            )
        return repeats[occ.event_id]

    for occ in occs:
        repeat = repeat_of(occ) if occ.recurring else None
        entry = on(max(occ.start, start).astimezone(tz).date())
        entry.occurrences.append(occ)
        what = entry_what(occ, family, repeat)
        if occ.notes:  # what another calendar app wrote on it: "bring shin guards"
            what += "\n" + notes_line(occ.notes)
        order.setdefault(entry.day, []).append(
            (not occ.all_day, occ.start.timestamp(), (entry_when(occ, tz), what))
        )
    for alarm in alarms_between(calendar, start, end, members):
        entry = on(alarm.due.astimezone(tz).date())
        entry.alarms.append(alarm)
        order.setdefault(entry.day, []).append((True, alarm.due.timestamp(), alarm.entry(family, tz)))
    if with_holidays and not reminders_only:
        for holiday in holidays_between(family, *local_days(start, end, tz)):
            on(holiday.day).holidays.append(holiday.name)
    for day, keyed in order.items():
        days[day].entries = [entry for _, _, entry in sorted(keyed, key=lambda k: (k[0], k[1]))]
    return [days[d] for d in sorted(days)]
