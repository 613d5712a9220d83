"""A wish said while the ways out of a clash are listed: "something in the morning?",
"anything later that day?", "not on sunday", "what about wednesday?", "earlier", "after 6",
"tomorrow afternoon", "the 3rd after 2", "thursday after 4", "before 9 a.m.".

The family answers the numbered options with where they would like the time to be
rather than a number. Read as a change of the request, "after 6" moved nothing and
"earlier" changed nothing; read here, it is a `Wish` the ways out are searched within.
Every word of the answer must be a wish or a filler around one: "piano for jake
wednesday at 5" is a request of its own, never a wish. A bare hour ("after 7") is read by the
booking's own hour and the waking hours of the people in it (`WishContext`): the reading of
the two that falls in their day, else the one nearer the booking, said back when both could be.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta

from family_scheduler.domain.daytime import ADULT_DAY, waking_hours
from family_scheduler.models import Family
from family_scheduler.models.dialogue import Wish

from .dates import calendar_date
from .vocabulary import MONTH, WD, month_index, weekday_index


@dataclass(frozen=True)
class WishContext:
    """What a wish is said about: the booking's own start (local), today, and the hours of the
    day its people are awake (latest waking, earliest bedtime among them)."""

    asked: datetime
    today: date
    waking: tuple[time, time]


def wish_context(asked: datetime, today: date, family: Family, people: Sequence[str]) -> WishContext:
    """The context of a wish said to the ways out of `asked` (local) for `people`."""
    hours = [waking_hours(family, p) for p in people] or [ADULT_DAY]
    first, last = max(h.start for h in hours), min(h.end for h in hours)
    if last <= first:
        first, last = ADULT_DAY.start, ADULT_DAY.end
    return WishContext(asked, today, (first, last))


_SHORT_MONTHS = {
    "jan": 1,
    "feb": 2,
    "mar": 3,
    "apr": 4,
    "jun": 6,
    "jul": 7,
    "aug": 8,
    "sep": 9,
    "sept": 9,
    "oct": 10,
    "nov": 11,
    "dec": 12,
}
_MON = rf"(?:{MONTH}|{'|'.join(_SHORT_MONTHS)})"
_DATE = re.compile(
    r"\b(?:for\s+|on\s+)?(?:"
    r"(?P<rel>tomorrow|today)"
    rf"|(?P<mm>{_MON})\s+(?:the\s+)?(?P<md>\d{{1,2}})(?:st|nd|rd|th)?"
    rf"|(?:the\s+)?(?P<dd>\d{{1,2}})(?:st|nd|rd|th)?\s+(?:of\s+)?(?P<dm>{_MON})"
    r"|the\s+(?P<nth>\d{1,2})(?:st|nd|rd|th)"
    r")\b"
)
"""A day said by date: "tomorrow", "on dec 3", "the 3rd of december", "the 3rd"."""
_DOTTED_HALF = re.compile(r"(?<![a-z])([ap])\.\s?m\b\.?")
"""'a.m.', 'p.m.': the dots are no sentence ends."""

_PARTS = {
    "morning": (None, "12:00"),
    "afternoon": ("12:00", "17:00"),
    "evening": ("17:00", None),
    "night": ("17:00", None),
}
"""Parts of the day as clock bounds (start no earlier than, end no later than)."""

_HOUR = r"(?P<h>\d{1,2})(?::(?P<m>\d\d))?\s*(?P<ap>am|pm|a\.m\.|p\.m\.)?|(?P<noon>noon|midday)"
_PIECES: tuple[tuple[str, re.Pattern[str]], ...] = (
    ("date", _DATE),
    (
        "not_day",
        re.compile(  # "no fridays" leaves them out; "no, friday" is that day instead
            rf"\b(?:(?:not|except|but not)\s+(?:on\s+)?(?:a\s+)?(?P<d>{WD})s?|no\s+(?P<n>{WD})s)\b"
        ),
    ),
    ("part", re.compile(r"\b(?:in\s+the\s+|this\s+|that\s+)?(?P<p>morning|afternoon|evening|night)s?\b")),
    ("after", re.compile(rf"\b(?:after|from|past)\s+(?:{_HOUR})(?=\W|$)")),
    ("before", re.compile(rf"\b(?:before|by|until|till)\s+(?:{_HOUR})(?=\W|$)")),
    (
        "shift",
        re.compile(
            r"\b(?P<s>earlier|later|sooner)(?P<same>\s+(?:that|the\s+same|in\s+the|on\s+the\s+same|on\s+that)\s+day)?\b"
        ),
    ),
    ("day", re.compile(rf"\b(?:on\s+)?(?:a\s+)?(?P<d>{WD})s?\b")),
    ("same_day", re.compile(r"\b(?:that|the\s+same)\s+day\b")),
)
_FILLER = re.compile(
    r"\b(?:what|how|about|something|anything|any|time|anytime|slot|slots|options?|instead|then|maybe|is|are"
    r"|there|got|have|you|we|else|a|bit|little|please|pls|ok|okay|hmm+|um+|so|or|can|it|be|do|try|how's"
    r"|what's|could|would|works?|better|free|open|that|the|in|on|at|for|but)\b"
)
_PUNCT = re.compile(r"[?!.,;'\"]+|:(?!\d)")


def wish_said(text: str, context: WishContext | None = None) -> Wish | None:
    """The wish in `text`, or None when anything said is not a wish (a request of its own,
    a yes, a number). Without a `context` no date is read and a bare 1-7 is the afternoon."""
    low = _DOTTED_HALF.sub(r"\1m", text.lower().replace("’", "'"))
    words = _PUNCT.sub(" ", low.replace("what's", "what is"))
    words = re.sub(r"\s+", " ", words).strip()
    if not words:
        return None
    wish = Wish(
        words="", earliest=None, latest=None, direction=None, same_day=False, weekdays=[], not_weekdays=[]
    )
    said: list[tuple[int, str]] = []
    rest = words
    found = False
    for kind, pattern in _PIECES:
        for match in pattern.finditer(rest):
            if not _take(kind, match, wish, context):
                return None
            said.append((words.find(match.group(0).strip()), match.group(0).strip()))
            found = True
        rest = pattern.sub(" ", rest)
    if not found or _FILLER.sub(" ", rest).strip():
        return None
    if not (
        wish["earliest"]
        or wish["latest"]
        or wish["direction"]
        or wish["weekdays"]
        or wish["not_weekdays"]
        or wish.get("days")
    ):
        return None  # "what else is open that day?": a question about the day, answered as one
    wish["words"] = _said_back(wish)
    return wish


def only_a_day(wish: Wish) -> bool:
    """ "what about wednesday?", "tomorrow?", "the 3rd": a day and nothing else is a
    counter-offer (the asked time on that day, proposed as it is when free), not a narrowing
    of the options."""
    return bool(wish["weekdays"] or wish.get("days")) and not (
        wish["earliest"] or wish["latest"] or wish["direction"] or wish["same_day"] or wish["not_weekdays"]
    )


def _take(kind: str, match: re.Match[str], wish: Wish, context: WishContext | None) -> bool:
    """Add one piece to `wish`; False when it cannot be read as one."""
    if kind == "date":
        day = _date(match, context.today) if context is not None else None
        if day is None:
            return False
        wish.setdefault("days", []).append(day.isoformat())
    elif kind == "not_day":
        wish["not_weekdays"].append(weekday_index(match.group("d") or match.group("n")))
    elif kind == "day":
        wish["weekdays"].append(weekday_index(match.group("d")))
    elif kind == "part":
        earliest, latest = _PARTS[match.group("p")]
        wish["earliest"] = earliest or wish["earliest"]
        wish["latest"] = latest or wish["latest"]
    elif kind in ("after", "before"):
        clock = _clock(match, kind == "after", context, wish)
        if clock is None:
            return False
        wish["earliest" if kind == "after" else "latest"] = clock
    elif kind == "shift":
        wish["direction"] = "earlier" if match.group("s") in ("earlier", "sooner") else "later"
        wish["same_day"] = wish["same_day"] or bool(match.group("same"))
    elif kind == "same_day":
        wish["same_day"] = True
    return True


def _date(match: re.Match[str], today: date) -> date | None:
    """The day a date piece names, the next such on or after today; None when it is no day."""
    if match.group("rel"):
        return today + timedelta(days=1 if match.group("rel") == "tomorrow" else 0)
    month_said = match.group("mm") or match.group("dm")
    number = int(match.group("md") or match.group("dd") or match.group("nth"))
    if month_said:
        month = _SHORT_MONTHS.get(month_said) or month_index(month_said)
        return calendar_date(today, month, number, None)[0]
    for ahead in range(3):  # "the 3rd": this month's, else the next month that has one
        month0 = today.month - 1 + ahead
        try:
            day = date(today.year + month0 // 12, month0 % 12 + 1, number)
        except ValueError:
            continue
        if day >= today:
            return day
    return None


def _clock(match: re.Match[str], after: bool, context: WishContext | None, wish: Wish) -> str | None:
    """ "9am" → 09:00; a bare hour by the booking and its people's day ("after 5": 17:00, 5am
    is before anyone is up); without a context a bare hour up to 7 is the afternoon."""
    if match.group("noon"):
        return "12:00"
    hour, minute, half = int(match.group("h")), int(match.group("m") or 0), match.group("ap")
    if hour > 23 or minute > 59:
        return None
    if half and half.startswith("p") and hour < 12:
        hour += 12
    elif half and half.startswith("a") and hour == 12:
        hour = 0
    elif not half and 1 <= hour <= 11 and context is not None:
        hour = _bare_hour(hour, minute, after, context, wish)
    elif not half and 1 <= hour <= 7:
        hour += 12
    return f"{hour:02d}:{minute:02d}"


def _bare_hour(hour: int, minute: int, after: bool, context: WishContext, wish: Wish) -> int:
    """The half of the day a bare `hour` is in: the one inside the people's waking day (a
    start from it, or an end after its first hour), else the one nearer the booking's hour;
    when both could be, the reading is said back."""
    first, last = context.waking
    readings = [time(hour, minute), time(hour + 12, minute)]
    inside = [t for t in readings if (first <= t < last if after else first < t <= last)]
    if len(inside) == 1:
        return inside[0].hour
    asked = context.asked.hour * 60 + context.asked.minute
    chosen = min(readings, key=lambda t: abs(t.hour * 60 + t.minute - asked))
    if inside:
        said = f"{hour}:{minute:02d}" if minute else str(hour)
        wish["read_as"] = f"I read {said} as {chosen:%H:%M}."
    return chosen.hour


_DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _said_back(wish: Wish) -> str:
    """The wish in a few words: "on Wednesday in the morning", "later that day"."""
    parts: list[str] = []
    if wish.get("days"):
        parts.append("on " + " or ".join(_day_words(d) for d in wish.get("days", [])))
    if wish["weekdays"]:
        parts.append("on " + " or ".join(_DAY_NAMES[d] for d in wish["weekdays"]))
    if wish["direction"]:
        parts.append(wish["direction"] + (" that day" if wish["same_day"] else ""))
    elif wish["same_day"]:
        parts.append("that day")
    part = next(
        (
            f"in the {name}"
            for name, (lo, hi) in _PARTS.items()
            if (lo, hi) == (wish["earliest"], wish["latest"])
        ),
        None,
    )
    if part is not None:
        parts.append(part)
    else:
        if wish["earliest"]:
            parts.append(f"after {_clock_words(wish['earliest'])}")
        if wish["latest"]:
            parts.append(f"ending by {_clock_words(wish['latest'])}")
    if wish["not_weekdays"]:
        parts.append("not on " + " or ".join(_DAY_NAMES[d] for d in wish["not_weekdays"]))
    return " ".join(parts)


def _day_words(iso: str) -> str:
    """'Thursday Dec 3'."""
    day = date.fromisoformat(iso)
    return f"{_DAY_NAMES[day.weekday()]} {day:%b} {day.day}"


def _clock_words(clock: str) -> str:
    """The local time as replies keep it (24-hour; said in the family's clock at the edge)."""
    return clock
