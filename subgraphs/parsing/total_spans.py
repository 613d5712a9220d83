"""The span a question about time added up covers: "last week", "last month", "in
november", "since september", "the past 2 weeks", "this month so far".

A total is over whole calendar periods, not from now on as a look-up is ("this week"
in "what's on this week?" starts now): "how many hours of soccer does emma have this
week" means Monday to Sunday. Weeks start on Monday (the contract's convention), so
"last week" is the Monday-to-Sunday week before this one and "last month" the calendar
month before this one. A month named in that month is this month; a month already
over, asked in the past tense ("how much time did jake spend at practice in october"),
is the last one, else the next (the contract's "next such date"). Asked in the past
tense of the current period ("how many hours has emma had this week"), it runs to now.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.timeutil import start_of_day

from .claims import Claims, holds_any
from .dates import add_months
from .vocabulary import MONTH, MONTHS, NUMBER_WORDS, WD, WEEKDAYS, month_index, weekday_index


@dataclass(frozen=True)
class TotalSpan:
    """[start, end) summed, and how it is said back ("last week", "in October")."""

    start: datetime
    end: datetime
    said: str


_CALENDAR = re.compile(
    r"(?<![a-z'])(?P<the>the\s+)?(?P<mod>this|last|previous|past)\s+(?P<unit>weekend|week|month|year)(?![a-z'])"
    r"(?!\s+(?:of|in|before|after)\b)"
)
"""This or the last calendar week, weekend, month or year; "the last week", "the past month"
are the stretch back from now instead ("the last week of december" is a week of that month,
not one gone by)."""
_BACK = re.compile(
    r"(?<![a-z'])(?:(?:in|over|during|for)\s+)?(?:the\s+)?(?:last|past|previous)\s+"
    r"(?P<n>\d{1,2}|couple(?:\s+of)?|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s+"
    r"(?P<unit>days|weeks|months)(?![a-z'])"
)
"""A stretch back from now: "the past 2 weeks", "over the last 30 days"."""
_MONTH_SAID = re.compile(
    r"(?<![a-z'])(?:(?P<since>since|from)|in|during|for|over|throughout|all\s+of)\s+"
    rf"(?:the\s+month\s+of\s+)?(?P<month>{MONTH})(?![a-z'])(?!\s*(?:the\s+)?\d)"
    r"(?!\s+(?:\d|first|second|third|last)\b)"
)
_SINCE_DAY = re.compile(rf"(?<![a-z'])since\s+(?:last\s+)?(?P<day>{WD})(?![a-z'])")
_SO_FAR = re.compile(r"(?<![a-z'])(?:(?:so\s+)?far|to\s+date|up\s+to\s+now|until\s+now)(?![a-z'])")
"""To now: "this week so far" (normalising drops the "so"), "this month to date"."""
PAST_TENSE = re.compile(
    r"(?<![a-z'])(?:did|was|were|had|been"
    r"|(?<!\bis\s)(?<!\bare\s)(?<!\bbe\s)(?<!\bget\s)(?<!\bgets\s)spent)(?![a-z'])"
)
"""Asked of time gone by: "how much time did jake spend", "how many hours has she had"
("how much time is spent on soccer" is the present)."""
_NEEDS = ("week", "month", "year", "day", "since", "so far", "to date", "now", *MONTHS)


def find_total_span(claims: Claims, now: datetime, tz: ZoneInfo) -> TotalSpan | None:
    """Claim and return the span a total is over, if the words say one."""
    text = claims.text
    if not holds_any(text, _NEEDS):
        return None
    past = PAST_TENSE.search(text) is not None
    so_far = _SO_FAR.search(text)
    found = _stretch_back(claims, now, tz) or _calendar(claims, now, tz) or _month(claims, now, tz, past)
    found = found or _since_day(claims, now, tz)
    if found is None:
        return None
    if so_far is not None and claims.is_free(so_far.start(), so_far.end()):
        claims.claim(so_far.start(), so_far.end())
    if (past or so_far) and found.start <= now < found.end:  # "has she had this week": to now
        return TotalSpan(found.start, now, f"{found.said} so far")
    return found


def _stretch_back(claims: Claims, now: datetime, tz: ZoneInfo) -> TotalSpan | None:
    for match in claims.free_matches(_BACK):
        said = match.group("n")
        n = 2 if said.startswith("couple") else int(said) if said.isdigit() else NUMBER_WORDS[said]
        if not 1 <= n <= 99:
            continue
        claims.claim(match.start(), match.end())
        today, unit = now.astimezone(tz).date(), match.group("unit")
        first = (
            add_months(today, -n)
            if unit == "months"
            else today - timedelta(days=n * (7 if unit == "weeks" else 1))
        )
        return TotalSpan(start_of_day(first, tz), now, f"over the last {n} {unit}")
    return None


def find_past_span(claims: Claims, now: datetime, tz: ZoneInfo) -> TotalSpan | None:
    """Claim and return a span gone by that a look-up names ("what was on last week", "show me
    last weekend", "what happened over the past 3 days"), read as a total's span is; "this
    week" is left to the look-up's own reading (from now on)."""
    if not holds_any(claims.text, ("last", "previous", "past")):
        return None
    return _stretch_back(claims, now, tz) or _calendar(claims, now, tz, gone_by=True)


def _calendar(claims: Claims, now: datetime, tz: ZoneInfo, gone_by: bool = False) -> TotalSpan | None:
    today = now.astimezone(tz).date()
    for match in claims.free_matches(_CALENDAR):
        mod, unit = match.group("mod"), match.group("unit")
        if gone_by and mod == "this":
            continue
        claims.claim(match.start(), match.end())
        if unit == "weekend":  # "last weekend": the Saturday and Sunday before this week
            saturday = today - timedelta(days=today.weekday() + (2 if mod != "this" else -5))
            said = f"{'this' if mod == 'this' else 'last'} weekend"
            return TotalSpan(start_of_day(saturday, tz), start_of_day(saturday + timedelta(days=2), tz), said)
        if mod == "past" or (match.group("the") and mod == "last"):  # "the past month": back from now
            months = {"week": 0, "month": 1, "year": 12}[unit]
            first = add_months(today, -months) if months else today - timedelta(days=7)
            return TotalSpan(start_of_day(first, tz), now, f"over the past {unit}")
        back = 0 if mod == "this" else 1
        if unit == "week":
            monday = today - timedelta(days=today.weekday() + 7 * back)
            first, last = monday, monday + timedelta(days=7)
        elif unit == "month":
            first = add_months(today.replace(day=1), -back)
            last = add_months(first, 1)
        else:
            first, last = date(today.year - back, 1, 1), date(today.year - back + 1, 1, 1)
        said = f"{'this' if back == 0 else 'last'} {unit}"
        return TotalSpan(start_of_day(first, tz), start_of_day(last, tz), said)
    return None


def _month(claims: Claims, now: datetime, tz: ZoneInfo, past: bool) -> TotalSpan | None:
    if not holds_any(claims.text, MONTHS):
        return None
    today = now.astimezone(tz).date()
    for match in claims.free_matches(_MONTH_SAID):
        claims.claim(match.start(), match.end())
        month = month_index(match.group("month"))
        since = match.group("since") is not None
        if month == today.month:
            year = today.year  # said in that month: this month
        elif past or since:
            year = today.year if month < today.month else today.year - 1
        else:
            year = today.year if month > today.month else today.year + 1
        first = date(year, month, 1)
        name = f"{MONTHS[month - 1].capitalize()}{'' if year == today.year else f' {year}'}"
        if since:
            return TotalSpan(start_of_day(first, tz), now, f"since {name}")
        return TotalSpan(start_of_day(first, tz), start_of_day(add_months(first, 1), tz), f"in {name}")
    return None


def _since_day(claims: Claims, now: datetime, tz: ZoneInfo) -> TotalSpan | None:
    if "since" not in claims.text:
        return None
    today = now.astimezone(tz).date()
    for match in claims.free_matches(_SINCE_DAY):
        claims.claim(match.start(), match.end())
        weekday = weekday_index(match.group("day"))
        back = (today.weekday() - weekday) % 7 or 7  # "since monday" said on a Monday: last Monday
        first = today - timedelta(days=back)
        return TotalSpan(start_of_day(first, tz), now, f"since {WEEKDAYS[weekday].capitalize()}")
    return None
