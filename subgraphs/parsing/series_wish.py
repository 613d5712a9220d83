"""Other days wished for a weekly booking still waiting for a yes: "soccer for jake every
tuesday at 5" clashes, and the family says "make it wednesdays", "fridays instead", "every
other tuesday then" or "the 1st and 3rd only".

Before, the first lesson moved to Wednesday while the repeat stayed every Tuesday (a
Wednesday start with a Tuesday rule), "make it wednesdays" changed nothing, and "the 1st and
3rd only" was read as a new request. Now the repeat's days are the ones said (its end or
count kept), "the 1st and 3rd" makes it those weeks of each month on its weekday, and the
first lesson is the first such day from the one pending, at the same clock time. The
booking is shown again and asked about before anything is written.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.models.request import ParsedRequest
from family_scheduler.timeutil import localize

from .claims import holds_any
from .days_left_out import days_added, days_left_out
from .series_days import adds_days_to, takes_days_off

CODES = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")
_NTHS = {"1st": 1, "first": 1, "2nd": 2, "second": 2, "3rd": 3, "third": 3, "4th": 4, "fourth": 4, "last": -1}
_NTH = r"(?:1st|2nd|3rd|4th|first|second|third|fourth|last)"
_WEEKDAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)s?"
_NTH_LIST = re.compile(
    r"^(?:(?:ok|okay|so|then|no|nah|hmm+|well|actually|make\s+it|just|only|can\s+we\s+do|let's\s+do)\s*,?\s+)*"
    rf"(?:the\s+)?(?:(?:every|each)\s+)?(?P<list>{_NTH}(?:\s*(?:,|and|&|\+)\s*(?:the\s+)?{_NTH})*)"
    rf"(?:\s+(?P<day>{_WEEKDAY})|\s+(?:ones?|weeks?|times?|lessons?|sessions?))?"
    r"(?:\s+(?:of|in)\s+(?:the|each|every|a)\s+month|\s+monthly)?"
    r"(?:\s+(?:only|then|please|pls|instead))*\s*[.!?]*$"
)
_NTH_NEEDS = ("1st", "2nd", "3rd", "4th", "first", "second", "third", "fourth", "last")
"""Weeks of the month said of a weekly booking: "the 1st and 3rd only", "first and third
tuesdays", "just the 2nd one of the month"."""
_SEARCHED_DAYS = 70
"""How far on the first day of the new repeat is looked for (past any month's last week)."""


def _parts(rule: str) -> dict[str, str]:
    return dict(part.split("=", 1) for part in rule.upper().split(";") if "=" in part)


def _rule(parts: dict[str, str]) -> str:
    order = ("FREQ", "INTERVAL", "BYDAY", "COUNT", "UNTIL")
    keys = [k for k in order if k in parts] + [k for k in parts if k not in order]
    return ";".join(f"{k}={parts[k]}" for k in keys)


def _weekly_days(rule: str | None) -> list[str] | None:
    """The days of a plain weekly rule ("FREQ=WEEKLY;BYDAY=TU,TH"), else None."""
    if not rule:
        return None
    parts = _parts(rule)
    if (
        parts.get("FREQ") != "WEEKLY"
        or "BYDAY" not in parts
        or set(parts) - {"FREQ", "BYDAY", "INTERVAL", "COUNT", "UNTIL"}
    ):
        return None
    days = parts["BYDAY"].split(",")
    return days if all(d in CODES for d in days) else None


def weeks_of_the_month(text: str) -> tuple[list[int], str | None] | None:
    """The weeks of each month said ("the 1st and 3rd only": [1, 3]) and the weekday named
    with them, if any; None when `text` says no such thing."""
    low = text.lower().strip()
    if not holds_any(low, _NTH_NEEDS):
        return None
    said = _NTH_LIST.match(low)
    if said is None:
        return None
    nths = [_NTHS[w] for w in re.findall(_NTH, said.group("list"))]
    day = said.group("day")
    return sorted(set(nths), key=lambda n: (n < 0, n)), (CODES[_weekday_index(day)] if day else None)


_DAYS_ONLY = re.compile(
    r"^(?:(?:ok|okay|so|then|no|nah|hmm+|well|actually|make\s+it|how\s+about|what\s+about|can\s+we\s+do"
    r"|could\s+we\s+do|let's\s+do|lets\s+do|let's\s+go\s+with|maybe|try|do)\s*,?\s+)*"
    rf"(?P<days>(?:on\s+)?(?:every\s+(?:other\s+)?)?{_WEEKDAY}(?:\s*(?:,|and|&|\+)\s*{_WEEKDAY})*)"
    r"(?:\s+(?:instead|then|please|pls|only|maybe))*\s*[.!?]*$"
)
_DAYS_NEEDS = ("day",)
"""Only weekdays said, as a counter-offer ("how about fridays", "wednesdays instead",
"could we do mondays and wednesdays?")."""


def other_days_said(text: str) -> str | None:
    """What an answer wishing a weekly booking on other days or weeks says, as a change to
    read with it ("how about fridays" → "make it fridays"; "the 1st and 3rd only" as said);
    None when it says something else."""
    low = text.lower().strip()
    if weeks_of_the_month(low) is not None:
        return low
    if not holds_any(low, _DAYS_NEEDS):
        return None
    days = _DAYS_ONLY.match(low)
    return f"make it {days.group('days')}" if days is not None else None


def _weekday_index(word: str) -> int:
    names = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
    return names.index(word.rstrip("s") if word.rstrip("s") in names else word)


def wished_series(
    pending: ParsedRequest, said: ParsedRequest, text: str, tz: ZoneInfo
) -> tuple[str, datetime] | None:
    """The new rule and first start of a weekly booking pending, when `text` (read as `said`)
    wishes it on other days or weeks; None when it does not (or adds days: "tuesdays too")."""
    days = _weekly_days(pending.recurrence)
    if pending.intent != "create" or days is None or pending.start is None or pending.recurrence is None:
        return None
    if adds_days_to(text) or re.search(r"\b(?:too|also|as\s+well|and\s+also)\b", text.lower()):
        return None
    if days_left_out(text) or days_added(text) or takes_days_off(text):
        return None  # "wait, not fridays", "skip mondays": days taken out (`days_left_out.py`)
    parts = _parts(pending.recurrence)
    weeks = weeks_of_the_month(text)
    if weeks is not None:
        nths, named = weeks
        on = [named] if named else days
        parts = {k: v for k, v in parts.items() if k not in ("INTERVAL", "BYDAY")}
        parts.update(FREQ="MONTHLY", BYDAY=",".join(f"{n}{d}" for d in on for n in nths))
    else:
        wanted = _weekly_days(said.recurrence)
        repeat_said = wanted is not None and said.recurrence is not None
        if wanted is None and said.weekday_alone and (said.window is not None or said.start is not None):
            moment = said.start or (said.window[0] if said.window else None)
            assert moment is not None
            wanted = [CODES[moment.astimezone(tz).weekday()]]
        if wanted is None:
            return None
        parts = {k: v for k, v in parts.items() if k != "BYDAY"}
        parts["BYDAY"] = ",".join(wanted)
        if repeat_said and said.recurrence is not None:  # "every other monday then": its interval too
            interval = _parts(said.recurrence).get("INTERVAL")
            parts.pop("INTERVAL", None)
            if interval:
                parts["INTERVAL"] = interval
    rule = _rule(parts)
    if rule == _rule(_parts(pending.recurrence)):
        return None
    local = pending.start.astimezone(tz)
    first = _first_day(local.date(), _parts(rule))
    if first is None:
        return None
    return rule, localize(datetime.combine(first, local.time().replace(tzinfo=None)), tz)


def _first_day(since: date, parts: dict[str, str]) -> date | None:
    """The first day from `since` the rule's days fall on."""
    wanted = parts.get("BYDAY", "").split(",")
    for offset in range(_SEARCHED_DAYS):
        day = since + timedelta(days=offset)
        code = CODES[day.weekday()]
        for entry in wanted:
            if parts.get("FREQ") == "WEEKLY" and entry == code:
                return day
            if parts.get("FREQ") == "MONTHLY" and entry.endswith(code):
                n = int(entry[: -len(code)] or 0)
                week = (day.day - 1) // 7 + 1
                last = (day + timedelta(days=7)).month != day.month
                if n == week or (n == -1 and last):
                    return day
    return None
