"""Plain words for options: names not ids, local times not UTC, shifts as people say them."""

from __future__ import annotations

from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.models import Event, Family
from family_scheduler.timeutil import describe_span
from family_scheduler.wording import event_name, own_booking, people, short_day


def whose(event: Event, family: Family) -> str:
    """ "Emma's piano lesson", "the family dinner" (for four or more people), "the Minivan
    for Mike" (a car booked with no activity, said as proposals say it)."""
    if own_booking(event, family):
        whom = f" for {people(family, event.participants)}" if event.participants else ""
        return f"{event_name(event, family)}{whom}"
    if not event.participants or len(event.participants) > 3:
        return f"the {event.title}"
    return f"{people(family, event.participants)}'s {event.title}"


def capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def duration_words(minutes: int) -> str:
    """ "45 minutes", "1 hour", "1 hour 30 minutes", "2 days"."""
    minutes = abs(minutes)
    if minutes >= 24 * 60 and minutes % (24 * 60) == 0:
        days = minutes // (24 * 60)
        return f"{days} day{'s' if days != 1 else ''}"
    hours, rest = divmod(minutes, 60)
    parts = []
    if hours:
        parts.append(f"{hours} hour{'s' if hours != 1 else ''}")
    if rest or not hours:
        parts.append(f"{rest} minute{'s' if rest != 1 else ''}")
    return " ".join(parts)


def shift_words(before: datetime, after: datetime, tz: ZoneInfo) -> str:
    """How a start moved: "30 minutes later", "1 hour earlier", "to Tue Nov 24"."""
    a, b = before.astimezone(tz), after.astimezone(tz)
    if a.date() != b.date():
        return f"to {short_day(b)}"
    minutes = round((b.replace(tzinfo=None) - a.replace(tzinfo=None)) / timedelta(minutes=1))
    return f"{duration_words(minutes)} {'later' if minutes > 0 else 'earlier'}"


def span(event: Event, tz: ZoneInfo) -> str:
    return describe_span(event.start, event.end, tz)
