"""Repeating events -> an RFC 5545 RRULE (without DTSTART).

"every Monday" -> FREQ=WEEKLY;BYDAY=MO; "every other Friday" -> INTERVAL=2;
"every weekday", "daily", "monthly on the 1st", "the first Monday of every month";
"for 6 weeks" counts the occurrences inside those weeks from the first one;
"until Dec 20" ends at 23:59:59 local that day, written in UTC.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.recurrence_rules import RecurrenceError, wall_rule
from family_scheduler.timeutil import localize

from .claims import Claims, holds_any
from .dates import add_months, date_at
from .vocabulary import MONTH, MONTHS, WD, WEEKDAY_CODES, weekday_index

_WDLIST = rf"{WD}s?(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+|\s*/\s*|\s+)(?:on\s+)?{WD}s?)*"
_WDS = r"(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays)"
_PLURAL_LIST = rf"{_WDS}(?:(?:\s*,\s*(?:and\s+)?|\s+and\s+|\s+or\s+|\s*/\s*)(?:on\s+)?{WD}s?)*"

_NOT_NOUN = (
    r"(?:at|from|in|on|for|until|till|starting|and|or|to|between|around|after|before|through|"
    r"mornings?|afternoons?|evenings?|nights?|noon|only|too|also|as\s+well|off|out|each|every|with|is|are|please|thanks)\b"
)

_NTH_SAID = r"(?:1st|2nd|3rd|4th|first|second|third|fourth|last)"

_PATTERNS: list[tuple[str, re.Pattern[str]]] = [
    (
        "nth",
        re.compile(
            rf"\b(?:on\s+)?(?:the\s+|every\s+)?(?P<nth>{_NTH_SAID})\s+(?P<days>{WD})\s+of\s+(?:every|each|the)\s+month\b"
            rf"|\b(?:monthly|(?:every|each)\s+month)\s+on\s+the\s+(?P<nth2>{_NTH_SAID})\s+(?P<days2>{WD})\b"
        ),
    ),
    (
        "other",
        re.compile(
            rf"\b(?:every|each)\s+(?:other|2nd|alternate|second)\s+(?:week\s+on\s+)?(?P<days>{_WDLIST})"
        ),
    ),
    (
        "nweeks",
        re.compile(rf"\b(?:every|each)\s+(?P<n>\d+|other)\s+weeks?(?:\s+on)?(?:\s+(?P<days>{_WDLIST}))?"),
    ),
    (
        "biweekly",
        re.compile(rf"\b(?:bi-?weekly|fortnightly|every\s+fortnight)(?:\s+on)?(?:\s+(?P<days>{_WDLIST}))?"),
    ),
    (
        "weekdays",  # "from monday to friday" is a span of days, not a repeat
        re.compile(
            r"\b(?:(?:every|each|on)\s+)?(?:week\s*days?|work\s*days?)\b(?!\s+(?:morning|afternoon|evening)s?\b(?!\s))|(?<!from\s)\bmonday\s*(?:through|to|until|-)\s*friday\b"
        ),
    ),
    ("weekends", re.compile(r"\b(?:every|each|on)\s+weekends?\b|\bweekends\b")),
    ("every", re.compile(rf"\b(?:every|each)\s+(?:single\s+)?(?P<days>{_WDLIST})")),
    (
        "plural",
        re.compile(
            rf"\b(?:on\s+|every\s+|each\s+)(?P<days>{_PLURAL_LIST})(?![a-z'])"
            rf"|\b(?P<days2>{_PLURAL_LIST})(?![a-z'])(?!\s+(?!{_NOT_NOUN})[a-z])"
        ),
    ),
    (
        "daily",
        re.compile(
            r"\b(?:every\s+(?:single\s+)?day|daily|each\s+day|everyday|every\s+(?=(?:morning|afternoon|evening|night)\b)|nightly|every\s+night)\b"
        ),
    ),
    ("weekly", re.compile(r"\b(?:weekly|every\s+week|each\s+week|once\s+a\s+week)\b")),
    ("monthly", re.compile(r"\b(?:monthly|every\s+month|each\s+month|once\s+a\s+month)\b")),
    ("yearly", re.compile(r"\b(?:yearly|annually|every\s+year|each\s+year|once\s+a\s+year)\b")),
    (
        "annual",  # "every june 3rd", "each 4th of july": that date every year (the date is read apart)
        re.compile(
            rf"\b(?:every|each)(?=\s+(?:the\s+)?{MONTH}\s+\d|\s+(?:the\s+)?\d{{1,2}}(?:st|nd|rd|th)?\s+(?:day\s+)?of\s+{MONTH})"
        ),
    ),
]
_NEEDS: dict[str, tuple[str, ...]] = {
    "nth": ("month",),
    "other": ("every", "each"),
    "nweeks": ("every", "each"),
    "biweekly": ("weekly", "fortnight"),
    "weekdays": ("day",),
    "weekends": ("weekend",),
    "every": ("every", "each"),
    "plural": ("days",),
    "daily": ("every", "each", "daily", "nightly"),
    "weekly": ("week",),
    "monthly": ("month",),
    "yearly": ("year", "annually"),
    "annual": ("every", "each"),
}
"""Words each pattern above cannot match without (one of them): a text with none of them
is not searched with it (most messages do not repeat)."""
_MONTHDAY_RE = re.compile(
    r"\b(?:on\s+)?(?:the\s+)?(?P<d>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)(?:\s+(?:day\s+)?of\s+(?:every|each|the)\s+month)?"
    r"|\bevery\s+(?P<d2>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)\b"
)
_EVERY_MONTHDAY_RE = re.compile(
    r"\b(?:on\s+)?the\s+(?P<d>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)\s+(?:day\s+)?of\s+(?:every|each)\s+month\b"
    r"|\bevery\s+(?P<d2>3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)\b"
)
_COUNT_RE = re.compile(
    r"\bfor\s+(?:the\s+next\s+)?(?P<n>\d+|a|an)\s+(?P<u>weeks?|months?|days?|years?)\b|\b(?P<t>\d+)\s+(?:times|sessions|lessons|classes)\b"
)
_UNTIL_RE = re.compile(
    r"\b(?:until|through|ending(?:\s+on)?|ends(?:\s+on)?|up\s+to|to|till|thru)\s+(?:the\s+end\s+of\s+)?"
)
_START_RE = re.compile(
    r"\b(?:starting|beginning|from|as\s+of|effective|commencing|starts|begins)(?:\s+(?:on|from|in))?\s+"
)
_UNTIL_MONTH_RE = re.compile(
    rf"\b(?P<v>until|through|till|thru|to)\s+(?P<eo>the\s+end\s+of\s+|end\s+of\s+)?(?P<m>{MONTH})\b(?!\s+\d)"
)
_UNTIL_END_OF_RE = re.compile(
    r"\b(?:until|through|till|thru|to)\s+(?:the\s+)?end\s+of\s+(?P<which>the|this|next)\s+(?P<unit>week|month)\b"
)
"""A repeat until the end of this or next week or month ("every day until the end of the week")."""
_NTH = {"1st": 1, "2nd": 2, "3rd": 3, "4th": 4, "first": 1, "second": 2, "third": 3, "fourth": 4, "last": -1}


_WEEKDAY_WORD = re.compile(WD)
_NEXT_WEEK = re.compile(r"(?:next|the\s+following)\s+(?:week|month)\b")


@dataclass
class Recurrence:
    """What repeats, read from the text; turned into an RRULE once the first start is known."""

    freq: str
    interval: int = 1
    days: list[int] = field(default_factory=list)
    nth: int | None = None
    monthday: int | None = None
    count: int | None = None
    span: tuple[int, str] | None = None
    until: date | None = None
    starting: date | None = None
    problems: list[str] = field(default_factory=list)
    month_starts: date | None = None
    """ "until january": the first day of that month. A repeat runs to its end (`until`); a
    stretch of days cancelled stops before it ("cancel piano mondays until january")."""
    weekday_said: tuple[int, str] | None = None
    """ "once a month on saturday": the weekday said with a monthly repeat and the words, so
    the repeat falls on that weekday (which one of the month is read from the first date)."""


def _days(text: str | None) -> list[int]:
    if not text:
        return []
    return sorted({weekday_index(d) for d in _WEEKDAY_WORD.findall(text)})


_REPEAT_WORD = re.compile(r"\b(?:repeat(?:s|ed|ing)?|recurs|recurring|reoccurring)(?:\s+it)?\s*,?\s*$")
"""The word that says a repeat is coming ("birthday repeat every year", "swim repeating each
tuesday"): part of the repeat, never of the activity's name."""


def _claim_repeat_word(claims: Claims, start: int) -> None:
    said = _REPEAT_WORD.search(claims.text, max(0, start - 24), start)
    if said is not None and claims.is_free(said.start(), said.end()):
        claims.claim(said.start(), said.end())


def find_recurrence(claims: Claims, today: date, days_away: bool = False) -> Recurrence | None:
    """Claim the repetition phrases and their count/until/starting parts. `days_away`: the
    message says where someone will be ("jake is at camp monday through friday"), so a
    range of weekdays is those days once, not every weekday from now on."""
    found: Recurrence | None = None
    text = claims.text
    for kind, pattern in _PATTERNS:
        if not holds_any(text, _NEEDS[kind]):
            continue
        for match in claims.free_matches(pattern):
            if days_away and kind == "weekdays" and match.group(0).startswith("monday"):
                continue
            claims.claim(match.start(), match.end())
            _claim_repeat_word(claims, match.start())
            groups = match.groupdict()
            days = _days(groups.get("days") or groups.get("days2"))
            if kind == "nth":
                rec = Recurrence("MONTHLY", days=days, nth=_NTH[match.group("nth") or match.group("nth2")])
            elif kind == "other":
                rec = Recurrence("WEEKLY", 2, days)
            elif kind == "nweeks":
                n = match.group("n")
                rec = Recurrence("WEEKLY", 2 if n == "other" else max(1, int(n)), days)
            elif kind == "biweekly":
                rec = Recurrence("WEEKLY", 2, days)
            elif kind == "weekdays":
                rec = Recurrence("WEEKLY", 1, [0, 1, 2, 3, 4])
            elif kind == "weekends":
                rec = Recurrence("WEEKLY", 1, [5, 6])
            elif kind in ("every", "plural"):
                rec = Recurrence("WEEKLY", 1, days)
            elif kind == "annual":
                rec = Recurrence("YEARLY")
            else:
                rec = Recurrence(kind.upper())
            found = _combine(found, rec)
            break
    if found is None:
        found = _days_from_a_start(claims, today)
    if found is None:
        found = _days_to_an_end(claims, days_away)
    if found is None:
        return None
    if found.freq == "WEEKLY" and not found.days:
        found.days = _days_listed_apart(claims)
    if found.freq == "MONTHLY" and found.nth is None:
        for match in claims.free_matches(_MONTHDAY_RE):
            claims.claim(match.start(), match.end())
            found.monthday = int(match.group("d") or match.group("d2"))
            break
    if found.freq == "MONTHLY" and found.nth is None and found.monthday is None:
        found.weekday_said = _weekday_with_month(claims, found.weekday_said)
    for match in claims.free_matches(_COUNT_RE):
        claims.claim(match.start(), match.end())
        if match.group("t"):
            found.count = int(match.group("t"))
        else:
            n = 1 if match.group("n") in ("a", "an") else int(match.group("n"))
            found.span = (n, match.group("u").rstrip("s"))
        break
    for match in claims.free_matches(_UNTIL_RE):
        mention = date_at(claims.text, match.end(), today)
        if mention is not None and claims.is_free(match.start(), mention.end):
            claims.claim(match.start(), mention.end)
            if mention.problem:
                found.problems.append(mention.problem)
            found.until = mention.day
            break
    if found.until is None:
        for match in claims.free_matches(_UNTIL_MONTH_RE):
            month = MONTHS.index(match.group("m")) + 1
            year = today.year if month >= today.month else today.year + 1
            claims.claim(match.start(), match.end())
            found.until = add_months(date(year, month, 1), 1) - timedelta(days=1)
            if match.group("v") in ("until", "till", "to") and not match.group("eo"):
                found.month_starts = date(year, month, 1)
            break
    if found.until is None and "end of" in claims.text:
        for match in claims.free_matches(_UNTIL_END_OF_RE):
            claims.claim(match.start(), match.end())
            ahead = 1 if match.group("which") == "next" else 0
            if match.group("unit") == "week":
                found.until = today + timedelta(days=6 - today.weekday() + 7 * ahead)
            else:
                found.until = add_months(today.replace(day=1), ahead + 1) - timedelta(days=1)
            break
    for match in claims.free_matches(_START_RE):
        mention = date_at(claims.text, match.end(), today)
        if mention is not None and claims.is_free(match.start(), mention.end):
            claims.claim(match.start(), mention.end)
            if mention.problem:
                found.problems.append(mention.problem)
            found.starting = mention.day
            break
        week = _NEXT_WEEK.match(claims.text[match.end() :])
        if week and claims.is_free(match.start(), match.end() + week.end()):
            claims.claim(match.start(), match.end() + week.end())
            if "month" in week.group(0):
                found.starting = add_months(today.replace(day=1), 1)
            else:
                found.starting = today + timedelta(days=7 - today.weekday())
            break
    return found


_MONTHLY_WORDS = re.compile(r"\b(?:monthly|(?:once\s+)?(?:a|every|each)\s+month)\b")


def _weekday_with_month(claims: Claims, read: tuple[int, str] | None) -> tuple[int, str] | None:
    """The weekday said with a monthly repeat ("once a month on saturday"), left free for
    the first date, and the words to name back; None when no weekday is said. `read`: the
    weekday already read as a weekly repeat ("monthly on tuesdays"), its words still to find."""
    text = claims.text
    weekday = next(iter(claims.free_matches(_WEEKDAY_WORD)), None)
    if read is not None:
        weekday = _WEEKDAY_WORD.search(text)
    if weekday is None:
        return read
    monthly = _MONTHLY_WORDS.search(text)
    said = weekday.group(0)
    if monthly is not None:
        plural = text.startswith("s", weekday.end())
        begin, end = min(monthly.start(), weekday.start()), max(monthly.end(), weekday.end() + plural)
        said = text[begin:end] if end - begin <= 40 else monthly.group(0)
    return (read[0] if read is not None else weekday_index(weekday.group(0))), said


_FROM_A_START = re.compile(
    r"\b(?:starting|beginning|as\s+of|effective|commencing)(?:\s+(?:on|from|in))?\s+|"
    r"\bfrom\s+(?=(?:next|the\s+following)\s+week\b)|"
    r"\b(?P<from>from)\s+"
)
"""A start said for days: "starting next week", "as of dec 1", "from next week"; a plain
"from <day>" only with an end after it ("tues and thurs 4:30-5:30 from dec 1 to dec 17")."""
_LISTED_DAYS = re.compile(rf"\b(?:on\s+)?(?P<days>{_WDLIST})(?![a-z'])")


def _days_from_a_start(claims: Claims, today: date) -> Recurrence | None:
    """ "karate mon and wed at 6 starting next week", "piano on tuesday at 5 as of dec 1":
    days said with a start are the days of a weekly repeat (without one, each day is a
    booking: `listed_days.py`). The weekdays must come before the start, whose own day
    ("starting monday") is where the repeat begins, not one of its days."""
    text = claims.text
    marker = next(iter(claims.free_matches(_FROM_A_START)), None)
    if marker is None:
        return None
    rest = text[marker.end() :]
    start = date_at(text, marker.end(), today)
    if start is None and not _NEXT_WEEK.match(rest):
        return None  # "starting at 5": a time, not a day the repeat starts on
    if marker.group("from") is not None:
        after = len(text) - len(text[start.end :].lstrip()) if start is not None else len(text)
        ends = _UNTIL_RE.match(text, after)
        if start is None or ends is None or date_at(text, ends.end(), today) is None:
            return None  # "from monday": a day, not the start of a repeat
    for match in claims.free_matches(_LISTED_DAYS):
        if match.end() > marker.start():
            return None
        days = _days(match.group("days"))
        if marker.group("from") is not None and len(days) < 2 and not match.group("days").endswith("s"):
            return None  # "camp monday from dec 28 to dec 31": the day it starts, not a repeat
        claims.claim(match.start(), match.end())
        return Recurrence("WEEKLY", 1, days)
    return None


_TIMES_A_WEEK = re.compile(
    r"\b(?:twice|(?:\d|two|three|four|five)\s*(?:x|times))\s+(?:a|per|each|every)\s+week\b"
)
"""How often said instead of "every": "twice a week", "3x a week", "2 times per week"."""
_FOR_WEEKS = re.compile(r"\bfor\s+(?:the\s+next\s+)?\d+\s+weeks\b")
_TO_A_DAY = re.compile(
    r"\b(?:until|till|til|through|thru)\s+"
    r"(?!(?:\d{1,2}(?::\d\d)?\s*(?:am|pm)?|noon|midnight|late|later|then|we|i|he|she|they)\b)"
    r"(?!(?:mon|tue|wed|thu|fri|sat|sun)[a-z]*\b)(?=[a-z])"
)
"""An end after days said without "every": a number of weeks, or until a date, a month or a
named day (never until a time, "until 6", or a weekday, "monday until friday": a span)."""
_CLOCK = re.compile(r"\b\d{1,2}(?::\d\d)?\s*(?:am|pm)\b|\bat\s+\d")
"""A clock time: one day "until dec 17" is a weekly activity only with one ("at 5")."""


def _days_to_an_end(claims: Claims, days_away: bool) -> Recurrence | None:
    """ "swim lessons sat 9am for 8 weeks", "karate tues and thurs 5pm until christmas",
    "tutoring twice a week mon and wed at 4": days said with how long they go on, or how
    often a week, are the days of a weekly repeat. Read without it, the first day was booked
    once and the end was dropped, or read as a second booking called "christmas". One day
    "until" a date needs a clock time ("sarah's at a conference tuesday until dec 4" is a
    span); said of someone away (`days_away`) days are a span."""
    text = claims.text
    often = next(iter(claims.free_matches(_TIMES_A_WEEK)), None)
    for match in claims.free_matches(_LISTED_DAYS):
        days = _days(match.group("days"))
        if _A_CHOICE.search(match.group("days")):
            return None
        rest = text[match.end() :]
        weeks = _FOR_WEEKS.search(rest) is not None
        until = _TO_A_DAY.search(rest) is not None and (len(days) >= 2 or _CLOCK.search(text) is not None)
        ended = not days_away and (weeks or until)
        if not (ended or (often is not None and len(days) >= 2)):
            return None
        claims.claim(match.start(), match.end())
        if often is not None:
            claims.claim(often.start(), often.end())
        return Recurrence("WEEKLY", 1, days)
    return None


def _days_listed_apart(claims: Claims) -> list[int]:
    """ "gym sat and sun 8 to 9 every week", "piano every week on mon and wed at 4": a weekly
    repeat said apart from its days repeats on each of them (read as one, the first day was
    the only one kept). Only a list of two or more days, none of them a choice ("mon or
    wed"); a single day is where the repeat starts, as before."""
    for match in claims.free_matches(_LISTED_DAYS):
        days = _days(match.group("days"))
        if len(days) < 2 or _A_CHOICE.search(match.group("days")):
            continue
        claims.claim(match.start(), match.end())
        return days
    return []


_A_CHOICE = re.compile(r"\bor\b")


_MONTHDAY_NEEDS = ("every", "each")
"""_EVERY_MONTHDAY_RE cannot match without one of these."""


def find_monthday_rule(claims: Claims) -> Recurrence | None:
    """ "the 15th of every month" / "every 15th" without the word monthly."""
    if not holds_any(claims.text, _MONTHDAY_NEEDS):
        return None
    for match in claims.free_matches(_EVERY_MONTHDAY_RE):
        claims.claim(match.start(), match.end())
        return Recurrence("MONTHLY", monthday=int(match.group("d") or match.group("d2")))
    return None


def _combine(old: Recurrence | None, new: Recurrence) -> Recurrence:
    if old is None:
        return new
    if old.freq == "WEEKLY" and new.freq == "WEEKLY":
        old.days = sorted(set(old.days) | set(new.days))
        old.interval = max(old.interval, new.interval)
        return old
    if old.freq == "WEEKLY" and old.interval == 1 and len(old.days) == 1 and new.freq == "MONTHLY":
        new.weekday_said = (old.days[0], "")  # "monthly on tuesdays": a Tuesday a month, not each
        return new
    if old.freq in ("DAILY", "WEEKLY") and new.freq == "WEEKLY" and new.days:
        return new if old.freq == "DAILY" and len(new.days) < 7 and old.interval == 1 else old
    return old


def rule_text(rec: Recurrence, first: datetime | None, tz: ZoneInfo) -> str:
    """The RRULE for `rec`, with COUNT/UNTIL resolved against the first occurrence."""
    parts = [f"FREQ={rec.freq}"]
    if rec.interval > 1:
        parts.append(f"INTERVAL={rec.interval}")
    days = rec.days
    if rec.freq == "WEEKLY" and not days and first is not None:
        days = [first.weekday()]
    if rec.nth is not None and days:
        parts.append("BYDAY=" + ",".join(f"{rec.nth}{WEEKDAY_CODES[d]}" for d in days))
    elif days and rec.freq == "WEEKLY":
        parts.append("BYDAY=" + ",".join(WEEKDAY_CODES[d] for d in days))
    if rec.freq == "MONTHLY" and rec.nth is None:
        monthday = rec.monthday or (first.day if first else None)
        if monthday:
            parts.append(f"BYMONTHDAY={monthday}")
    base = ";".join(parts)
    if rec.count:
        return f"{base};COUNT={rec.count}"
    if rec.span and first is not None:
        n, unit = rec.span
        local = first.astimezone(tz).replace(tzinfo=None)
        if unit == "week":
            limit = local + timedelta(weeks=n)
        elif unit == "day":
            limit = local + timedelta(days=n)
        elif unit == "month":
            limit = datetime.combine(add_months(local.date(), n), local.time())
        else:
            limit = datetime.combine(add_months(local.date(), 12 * n), local.time())
        walls = wall_rule(base, local, tz.key).between(local, limit)
        count = sum(1 for wall in walls if local < wall < limit) + 1
        return f"{base};COUNT={count}"
    if rec.until:
        until = localize(datetime.combine(rec.until, time(23, 59, 59)), tz)
        return f"{base};UNTIL={until.astimezone(ZoneInfo('UTC')).strftime('%Y%m%dT%H%M%SZ')}"
    return base


def first_occurrence(
    rec: Recurrence, clock: time, now: datetime, tz: ZoneInfo, anchor: date | None = None
) -> datetime | None:
    """The first occurrence at or after now (or on/after the "starting" day)."""
    earliest = rec.starting or now.astimezone(tz).date()
    probe = Recurrence(rec.freq, rec.interval, list(rec.days), rec.nth, rec.monthday)
    if probe.freq == "WEEKLY" and not probe.days:
        probe.days = [anchor.weekday()] if anchor else [earliest.weekday()]
    if probe.freq == "MONTHLY" and probe.nth is None and probe.monthday is None:
        probe.monthday = anchor.day if anchor else earliest.day
    if anchor and probe.freq in ("DAILY", "YEARLY") and anchor > earliest:
        earliest = anchor
    base = rule_text(probe, None, tz)
    dtstart = datetime.combine(earliest, clock)
    if probe.freq == "YEARLY":
        dtstart = datetime.combine(anchor or earliest, clock)
    try:
        rule = wall_rule(base, dtstart, tz.key)
    except RecurrenceError:
        return None
    # Bounded: each step is a bounded search, and at most a few hundred steps are taken.
    occurrence = rule.after(dtstart)
    for _ in range(800):
        if occurrence is None:
            return None
        aware = localize(occurrence, tz)
        if aware >= now or (rec.starting and occurrence.date() >= rec.starting):
            return aware
        occurrence = rule.after(occurrence + timedelta(seconds=1))
    return None
