"""Calendar days named in an utterance: weekdays, today/tomorrow, "in N weeks", explicit dates.

Follows the contract's conventions (shared/spec/parsing.md): a bare weekday or
"this <weekday>" is the next such day strictly after today; "next <weekday>" is
that weekday in the next Monday-based week; a date without a year is the next
such date on or after today. Impossible dates ("Feb 30") become a problem, not a guess.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, replace
from datetime import date, timedelta

from .claims import Claims
from .limits import year_problem
from .vocabulary import DAYNUM, MONTH, WD, month_index, ordinal, weekday_index

_WEEKDAY = (
    rf"(?:(?P<mod>this\s+coming|this|next|coming|the\s+coming|the\s+following|following|on|last|this\s+past|past)\s+)?"
    rf"(?P<wdd>{WD})(?:'s|s(?=\s+[a-z]))?(?P<after>\s+after\s+next)?(?P<nextweek>\s+(?:of\s+)?next\s+week(?:'s)?)?"
    r"(?P<thisweek>\s+(?:of\s+)?this\s+(?:coming\s+)?week(?:'s)?)?"
)
DATE_PATTERN = (
    r"(?<![a-z0-9'/:.])(?:"
    r"(?P<dat>(?:the\s+)?day\s+after\s+tomorrow(?:'s)?)"
    r"|(?P<rel>in\s+(?P<rn>\d+|a|an|(?:a\s+)?couple(?:\s+of)?)\s+(?P<ru>days?|weeks?|months?)(?:\s+time)?)"
    r"|(?P<fromnow>(?P<fn>\d+|a|an|(?:a\s+)?couple(?:\s+of)?)\s+(?P<fu>days?|weeks?)\s+from\s+(?:now|today))"
    rf"|(?P<ld>(?:the\s+)?last\s+day\s+of\s+(?:(?:the\s+|this\s+)?(?P<ldn>next\s+|following\s+)?month|(?P<ldm>{MONTH})))"
    rf"|(?P<weekfrom>(?P<wfn>\d+|a|an)\s+(?P<wfu>days?|weeks?)\s+from\s+(?P<wfd>today|tomorrow|{WD}))"
    r"|(?P<tom>tomorrow(?:'s)?)|(?P<tod>today(?:'s)?)|(?P<yest>yesterday(?:'s)?)"
    rf"|(?P<nwwd>next\s+week(?:'s)?\s+(?:on\s+)?(?P<nwd>{WD})(?:'s)?)"
    rf"|(?P<tm>(?:the\s+)?(?P<tmd>{DAYNUM})\s+(?:day\s+)?of\s+(?P<tmw>this|next|the\s+next|the\s+following|the\s+current|"
    r"current|last|the\s+last|previous|the\s+previous)\s+month)"
    rf"|(?P<nth>(?:the\s+)?(?P<nthn>first|second|third|fourth|fifth|last|1st|2nd|3rd|4th|5th)\s+(?P<nthd>{WD})"
    rf"\s+(?:of|in)\s+(?:(?P<nthm>{MONTH})(?:\s*,?\s*(?P<nthy>\d{{4}}))?|(?:the\s+)?(?P<nthw>this|next)\s+month))"
    rf"|(?P<md>(?P<mdm>{MONTH})\s+(?:the\s+)?(?P<mdd>{DAYNUM})(?![\d:/])(?:\s*,?\s*(?P<mdy>\d{{4}}))?)"
    rf"|(?P<dm>(?:the\s+)?(?P<dmd>{DAYNUM})\s+(?:of\s+)?(?P<dmm>{MONTH})(?:\s*,?\s*(?P<dmy>\d{{4}}))?)"
    r"|(?P<num>(?P<nm>\d{1,2})/(?P<nd>\d{1,2})(?:/(?P<ny>\d{4}|\d{2}))?)"
    r"|(?P<iso>(?P<iy>\d{4})-(?P<im>\d{1,2})-(?P<id>\d{1,2}))"
    rf"|(?P<wd>{_WEEKDAY})"
    r"|(?P<dom>(?:on\s+the\s+|the\s+|on\s+)(?P<domd>\d{1,2})(?:st|nd|rd|th)"
    rf"(?!\s+(?:day\s+)?(?:of\s+)?(?:{MONTH}|this\s+month|next\s+month))(?!\s+{WD}\s+(?:of|in)\s))"
    r")(?![a-z0-9/])"
)
DATE_RE = re.compile(DATE_PATTERN)

_MONTH_NAMES = (
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
)


@dataclass
class DateMention:
    """One day named in the text (or a problem when the named day cannot exist)."""

    day: date | None
    start: int
    end: int
    problem: str | None = None
    weekday: int | None = None
    """Set for weekday phrases, so a recurrence can tell "every Monday" apart."""
    past: bool = False
    """The day is real but gone ("yesterday", "last friday"): a problem for a booking, not
    for a question about it ("what did we have last friday?")."""
    week_said: bool = False
    """A weekday whose week was said ("next tuesday", "thursday next week"): in a range of
    weekdays the other end shares that week."""


def next_weekday(today: date, index: int) -> date:
    """The next day with weekday `index`, strictly after `today`."""
    ahead = (index - today.weekday()) % 7 or 7
    return today + timedelta(days=ahead)


def weekday_next_week(today: date, index: int) -> date:
    """`index` weekday of the Monday-based week after this one."""
    monday = today + timedelta(days=7 - today.weekday())
    return monday + timedelta(days=index)


def add_months(day: date, months: int) -> date:
    month0 = day.month - 1 + months
    year, month = day.year + month0 // 12, month0 % 12 + 1
    for dd in (day.day, 30, 29, 28):
        try:
            return date(year, month, dd)
        except ValueError:
            continue
    return date(year, month, 28)


def calendar_date(today: date, month: int, day: int, year: int | None) -> tuple[date | None, str | None]:
    """The named date (next on or after today when no year), or why it cannot exist."""
    if not 1 <= month <= 12:
        return None, f"there is no month {month}"
    label = f"{_MONTH_NAMES[month - 1]} {day}"
    if year is not None and year_problem(year):
        return None, year_problem(year)
    if year is not None:
        try:
            return date(year, month, day), None
        except ValueError:
            return None, f"{label}, {year} is not a real date"
    for candidate_year in range(today.year, today.year + 9):
        try:
            candidate = date(candidate_year, month, day)
        except ValueError:
            if day > 29 or month != 2:
                return None, f"{label} is not a real date"
            continue
        if candidate >= today:
            return candidate, None
    return None, f"{label} is not a real date"


def _amount(word: str) -> int:
    if "couple" in word:
        return 2  # "in a couple of days"
    return 1 if word in ("a", "an") else int(word)


def _last_day(today: date, month: int | None, next_one: bool) -> date:
    """The last day of this month (or the next, or of the month named: the next one whose
    last day is not gone)."""
    first = add_months(today.replace(day=1), 1 if next_one else 0)
    if month is not None:
        while first.month != month or add_months(first, 1) - timedelta(days=1) < today:
            first = add_months(first, 1)
    return add_months(first, 1) - timedelta(days=1)


def _year(text: str | None) -> int | None:
    if not text:
        return None
    value = int(text)
    return value + 2000 if value < 100 else value


_DIGITS = re.compile(r"\d+")


def date_of(match: re.Match[str], today: date) -> DateMention:
    """The day a DATE_RE match names."""
    g = match.group
    start, end = match.start(), match.end()
    if g("dat"):
        return DateMention(today + timedelta(days=2), start, end)
    if g("rel"):
        n, unit = _amount(g("rn")), g("ru")
        if unit.startswith("month"):
            return DateMention(add_months(today, n), start, end)
        return DateMention(today + timedelta(days=n * (7 if unit.startswith("week") else 1)), start, end)
    if g("ld"):  # "rent is due the last day of the month"
        month_said = month_index(g("ldm")) if g("ldm") else None
        return DateMention(_last_day(today, month_said, bool(g("ldn"))), start, end)
    if g("fromnow"):
        n = _amount(g("fn"))
        return DateMention(today + timedelta(days=n * (7 if g("fu").startswith("week") else 1)), start, end)
    if g("weekfrom"):
        base = g("wfd")
        anchor = (
            today
            if base == "today"
            else today + timedelta(days=1)
            if base == "tomorrow"
            else next_weekday(today, weekday_index(base))
        )
        n = _amount(g("wfn")) * (7 if g("wfu").startswith("week") else 1)
        return DateMention(anchor + timedelta(days=n), start, end)
    if g("tom"):
        return DateMention(today + timedelta(days=1), start, end)
    if g("tod"):
        return DateMention(today, start, end)
    if g("yest"):
        return DateMention(
            today - timedelta(days=1), start, end, problem="that day is in the past", past=True
        )
    if g("nwwd"):
        index = weekday_index(g("nwd"))
        return DateMention(weekday_next_week(today, index), start, end, weekday=index, week_said=True)
    if g("tm"):
        wanted = int(_DIGITS.match(g("tmd")).group(0))  # type: ignore[union-attr]
        which = g("tmw").replace("the ", "")
        shift = 1 if which in ("next", "following") else -1 if which in ("last", "previous") else 0
        first = add_months(today.replace(day=1), shift)
        try:
            return DateMention(first.replace(day=wanted), start, end)
        except ValueError:
            label = f"{_MONTH_NAMES[first.month - 1]} {wanted}"
            return DateMention(None, start, end, f"{label} is not a real date")
    if g("nth"):
        return _nth_weekday(g, today, start, end)
    if g("md") or g("dm"):
        month = month_index(g("mdm") or g("dmm"))
        day = int(_DIGITS.match(g("mdd") or g("dmd")).group(0))  # type: ignore[union-attr]
        found, problem = calendar_date(today, month, day, _year(g("mdy") or g("dmy")))
        return DateMention(found, start, end, problem)
    if g("num"):
        month, day = int(g("nm")), int(g("nd"))
        if month > 12 and 1 <= day <= 12:
            month, day = day, month  # "18/12": no month 18, so the day is first (as in Britain)
        found, problem = calendar_date(today, month, day, _year(g("ny")))
        return DateMention(found, start, end, problem)
    if g("iso"):
        found, problem = calendar_date(today, int(g("im")), int(g("id")), int(g("iy")))
        return DateMention(found, start, end, problem)
    if g("wd"):
        index = weekday_index(g("wdd"))
        mod = (g("mod") or "").replace("the ", "")
        if mod in ("last", "this past", "past"):
            named = today - timedelta(days=(today.weekday() - index) % 7 or 7)
            return DateMention(
                named, start, end, f"{named.strftime('%A %B')} {named.day} is in the past", index, past=True
            )
        if g("nextweek") or mod in ("next", "following"):
            named = weekday_next_week(today, index)
        else:
            named = next_weekday(today, index)
        if g("after"):
            named += timedelta(days=7)
        week_said = bool(g("nextweek") or g("thisweek") or g("after") or mod in ("next", "following"))
        return DateMention(named, start, end, weekday=index, week_said=week_said)
    if g("dom"):
        wanted = int(g("domd"))
        if not 1 <= wanted <= 31:
            return DateMention(None, start, end, f"no month has a {ordinal(wanted)} day")
        for months_ahead in range(0, 14):
            first = add_months(today.replace(day=1), months_ahead)
            try:
                candidate = first.replace(day=wanted)
            except ValueError:
                continue
            if candidate >= today:
                return DateMention(candidate, start, end)
        return DateMention(None, start, end, f"the {ordinal(wanted)} is not a real date")
    return DateMention(None, start, end, "I could not read that date")


_NTH = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "1st": 1,
    "2nd": 2,
    "3rd": 3,
    "4th": 4,
    "5th": 5,
}


def _nth_weekday(g: Callable[[str], str | None], today: date, start: int, end: int) -> DateMention:
    """ "the first monday of december", "the last friday of next month": that day of the
    month named (the next such month whose day is still ahead, unless a year is said)."""
    index = weekday_index(g("nthd") or "")
    which = g("nthn") or ""
    year_said = _year(g("nthy"))
    if g("nthm"):
        month = month_index(g("nthm") or "")
        firsts = (
            [date(year_said, month, 1)] if year_said else [date(today.year + k, month, 1) for k in (0, 1)]
        )
    else:
        firsts = [add_months(today.replace(day=1), 1 if g("nthw") == "next" else 0)]
    for first in firsts:
        day = _nth_in_month(first, index, which)
        if day is None:
            label = f"{which} {_WEEKDAY_NAMES[index]} in {_MONTH_NAMES[first.month - 1]} {first.year}"
            return DateMention(None, start, end, f"there is no {label}")
        if day >= today or first is firsts[-1]:
            problem = f"{day.strftime('%A %B')} {day.day} is in the past" if day < today else None
            return DateMention(day, start, end, problem, index)
    return DateMention(None, start, end, "I could not read that date")


def _nth_in_month(first: date, index: int, which: str) -> date | None:
    """The Nth (or last) weekday `index` of the month starting on `first`; None when there is none."""
    if which == "last":
        after = add_months(first, 1)
        last = after - timedelta(days=1)
        return last - timedelta(days=(last.weekday() - index) % 7)
    day = first + timedelta(days=(index - first.weekday()) % 7 + 7 * (_NTH[which] - 1))
    return day if day.month == first.month else None


_WEEKDAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


_LAST_OF_RANGE = re.compile(
    r"\s*(?:-|–|to|through|thru|till|until)\s*(?:the\s+)?(?P<d>\d{1,2})(?:st|nd|rd|th)?"
    r"(?![\d:/]|\s*(?:am|pm|a\.m|p\.m|o'?clock|h\b|hours?|hrs?|minutes?|mins?)|[a-z])"
)
"""The last day of "dec 3-6", "march 9 to 13": a day number after a month's day (never a
time: "dec 3 to 6pm" keeps its time)."""


def find_dates(claims: Claims, today: date) -> list[DateMention]:
    """Claim and resolve every free date phrase; a day beyond the supported years ("in 9999
    weeks") is a problem, not a date."""
    found = []
    for match in claims.take(DATE_RE):
        mention = date_of(match, today)
        if mention.day is not None and mention.problem is None and year_problem(mention.day.year):
            mention = DateMention(
                None, mention.start, mention.end, year_problem(mention.day.year), mention.weekday
            )
        found.append(mention)
        if match.group("md") and mention.day is not None and mention.problem is None:
            last = _last_of_range(claims, mention)
            if last is not None:
                found.append(last)
    return _weeks_shared(claims.text, found)


_BETWEEN_DAYS = re.compile(
    r"\s*(?:-|–|to|through|thru|till|until|and|&|,|,\s*and|or)\s+(?:on\s+)?|\s*[-–,&]\s*"
)
"""What joins two days of a range or a list ("tue to thu", "mon-wed", "tue and thu", "mon, wed")."""


def _weeks_shared(text: str, found: list[DateMention]) -> list[DateMention]:
    """ "tue to thu next week", "mon, wed and fri next week", "next tue and thu": the week said
    of one end of a range or list of weekdays is the week of them all (read alone, a bare
    weekday fell in this week)."""
    shared = list(found)

    def days(n: int) -> tuple[date, int, date, int] | None:
        """The two joined weekdays at `n`, `n + 1` when one has its week said and the other not."""
        first, last = shared[n], shared[n + 1]
        if (
            first.day is None
            or last.day is None
            or first.weekday is None
            or last.weekday is None
            or first.problem
            or last.problem
            or first.week_said == last.week_said
            or _BETWEEN_DAYS.fullmatch(text, first.end, last.start) is None
        ):
            return None
        return first.day, first.weekday, last.day, last.weekday

    for n in reversed(range(len(shared) - 1)):  # the week said last reaches back
        pair = days(n)
        if pair and shared[n + 1].week_said and pair[1] <= pair[3]:
            day = pair[2] - timedelta(days=pair[3] - pair[1])
            shared[n] = replace(shared[n], day=day, week_said=True)
    for n in range(len(shared) - 1):  # the week said first reaches on
        pair = days(n)
        if pair and shared[n].week_said:
            day = pair[0] + timedelta(days=(pair[3] - pair[1]) % 7)
            shared[n + 1] = replace(shared[n + 1], day=day, week_said=True)
    return shared


def _last_of_range(claims: Claims, first: DateMention) -> DateMention | None:
    """Claim the day number closing a range begun by `first` ("dec 3-6": the 6th)."""
    tail = _LAST_OF_RANGE.match(claims.text, first.end)
    if tail is None or first.day is None or not claims.is_free(tail.start("d"), tail.end()):
        return None
    number = int(tail.group("d"))
    if number <= first.day.day:
        return None
    try:
        day = first.day.replace(day=number)
    except ValueError:
        return None
    claims.claim(tail.start("d"), tail.end())
    return DateMention(day, tail.start("d"), tail.end())


def date_at(text: str, pos: int, today: date) -> DateMention | None:
    """The date phrase starting exactly at `pos` (for "until …", "starting …"), if any."""
    match = DATE_RE.match(text, pos)
    if match is None or match.end() == match.start():
        return None
    return date_of(match, today)
