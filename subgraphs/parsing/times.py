"""Clock times and time ranges: "2pm", "14:00", "noon", "half past 3", "from 7 to 9 pm".

A bare hour follows the contract: 1-6 is pm, 7-11 is am unless the utterance speaks
of the evening (then pm), 12 is noon; a part of the day said alongside decides
too ("tomorrow morning at 6" is 06:00). In a range a trailing am/pm covers both
ends, and an unmarked end is the first time after the start with that reading.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from family_scheduler.models.request import READ_AS

from .claims import Claims
from .minutes_to import minutes_to

CLOCK = (
    r"(?:noon|midnight"
    r"|(?:(?:half|quarter|\d{1,2}(?:\s+minutes)?)\s+past|quarter\s+(?:to|til|until|of|before))\s+\d{1,2}"
    r"(?:\s*(?:am|pm)(?![a-z]))?"
    r"|\d{1,2}(?::[0-5]\d)?(?:\s*(?:am|pm)(?![a-z])|[ap](?![a-z]))?(?:\s*o'clock)?)"
)
_EDGE_L = r"(?<![\d/:.a-z])"
_EDGE_R = (
    r"(?![\d/:.]|\s*(?:minutes|hours|days|weeks|months|years|times|people|kids|"
    r"of\b|st\b|nd\b|rd\b|th\b|-?hour|-?minute))"
)

RANGE_RE = re.compile(
    rf"{_EDGE_L}(?:(?P<pre>from|between|at)\s+)?(?P<a>{CLOCK}){_EDGE_R}\s*"
    rf"(?P<join>-|to|until|through|and|till)\s*(?P<b>{CLOCK}){_EDGE_R}"
)
SINGLE_RE = re.compile(
    rf"{_EDGE_L}(?:(?P<prep>at|around|about|approx|approximately|from|after|before|until|by|to|start(?:ing|s)?\s+at|"
    r"(?:ending|ends?|finish(?:ing|es)?|done|over)\s+(?:at|by))\s+)?"
    rf"(?P<c>{CLOCK}){_EDGE_R}"
)

_DIGIT = re.compile(r"\d")
_NUM = re.compile(r"(?P<h>\d{1,2})(?::(?P<m>\d{2}))?\s*(?P<mer>am|pm|a|p)?(?:\s*o'clock)?$")
_PAST = re.compile(
    r"(?P<q>half|quarter|\d{1,2})(?:\s+minutes)?\s+past\s+(?P<h>\d{1,2})(?:\s*(?P<mer>am|pm))?$"
)
_TO = re.compile(r"quarter\s+(?:to|til|until|of|before)\s+(?P<h>\d{1,2})(?:\s*(?P<mer>am|pm))?$")


_AMEND_BEFORE = re.compile(
    r"\b(?:make|makes|made|change|move|push|switch)\s+(?:it|that|this)\s+(?:to\s+|for\s+)?$"
)
"""A bare hour right after "make it" is a time: "make it 4" is 16:00 (1-6 is pm)."""
_CHANGED_BEFORE = re.compile(
    r"(?:^|\b(?:and|so|please|can\s+we|could\s+we|let's|lets)\s+)(?:make|move|change|switch|push|put)\s+"
    r"(?!(?:it|that|this|them)\s)(?:[a-z']+\s+){1,4}$"
)
"""An event named right after a changing verb, then a bare hour: "make family dinner 7",
"move jake's soccer 5 on thursday": the hour is the new time (the event's own time tells
morning from evening, `bare_hours`)."""
_CHANGED_AFTER = re.compile(
    r"\s*(?:$|[,.!?]|(?:on|this|next|tomorrow|today|tonight|instead|please|pls|then|"
    r"monday|tuesday|wednesday|thursday|friday|saturday|sunday|mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)\b)"
)
"""What may follow that hour: the end, a day, "instead" ("make piano 4 2 kids" is no time)."""
_INSTEAD_AFTER = re.compile(r"\s+(?:instead\s+of|rather\s+than)\b")
"""A bare hour said as the new one: "make gym 7 instead of 6:30"."""
_INSTEAD_BEFORE = re.compile(r"\b(?:instead\s+of|rather\s+than)\s+$")
"""A time said as the one it was: "… instead of 6:30", never the new time."""


@dataclass(frozen=True)
class Clock:
    """A clock reading as typed; `meridiem` None means the bare-hour rule decides."""

    hour: int
    minute: int = 0
    meridiem: str | None = None
    kind: str = "bare"
    """'bare', 'marked' (am/pm), '24h', 'noon', 'midnight'."""
    standalone: bool = False
    """Readable as a time without "at" in front (has am/pm, a colon, noon...)."""

    @property
    def valid(self) -> bool:
        if self.kind in ("noon", "midnight"):
            return True
        if self.kind == "24h":
            return 0 <= self.hour <= 23 and 0 <= self.minute <= 59
        return 1 <= self.hour <= 12 and 0 <= self.minute <= 59


def _said_past(hour: int, minute: int, meridiem: str | None) -> Clock:
    """ "half past 4", "quarter to 6 pm": marked when am/pm is said, else the bare-hour rule."""
    if meridiem:
        return Clock(hour, minute, meridiem, "marked", True)
    return Clock(hour, minute, None, "bare", True)


def minutes_before(hour: int, minutes: int, meridiem: str | None) -> Clock:
    """ "quarter to 5", "10 to 5": `minutes` before the hour said, its am/pm kept."""
    before = hour - 1 or 12
    if meridiem and before == 11:  # "quarter to 12 pm" is 11:45 in the morning
        meridiem = "am" if meridiem == "pm" else "pm"
    return _said_past(before, 60 - minutes, meridiem)


def read_clock(text: str) -> Clock | None:
    """The Clock of one CLOCK match."""
    text = " ".join(text.split())
    if text == "noon":
        return Clock(12, 0, "pm", "noon", True)
    if text == "midnight":
        return Clock(0, 0, "am", "midnight", True)
    past = _PAST.match(text)
    if past:
        q = past.group("q")
        minute = 30 if q == "half" else 15 if q == "quarter" else int(q)
        return _said_past(int(past.group("h")), minute, past.group("mer"))
    to = _TO.match(text)
    if to:
        return minutes_before(int(to.group("h")), 15, to.group("mer"))
    num = _NUM.match(text)
    if not num:
        return None
    hour, minute = int(num.group("h")), int(num.group("m") or 0)
    mer = num.group("mer")
    oclock = "o'clock" in text
    if mer:
        return Clock(hour, minute, "am" if mer.startswith("a") else "pm", "marked", True)
    has_colon = num.group("m") is not None
    if hour >= 13 or hour == 0 or (has_colon and num.group("h").startswith("0")):
        return Clock(hour, minute, None, "24h", has_colon or oclock)
    return Clock(hour, minute, None, "bare", has_colon or oclock)


@dataclass
class TimeMention:
    """A time or a range the text names, where it was, and how it was introduced."""

    clock: Clock
    end_clock: Clock | None
    start: int
    end: int
    prep: str | None = None
    """'between' marks a range meant as a window; 'after'/'before' an open side."""
    note: str | None = None
    """The other way the words read ("10 to 5" as a range or as 4:50), asked about."""


def minutes_of(clock: Clock, evening: bool, morning: bool = False) -> int:
    """Minutes after midnight for `clock`, applying the bare-hour rule."""
    if clock.kind in ("noon", "midnight", "24h"):
        return clock.hour * 60 + clock.minute
    hour = clock.hour % 12
    if clock.meridiem == "pm":
        hour += 12
    elif clock.meridiem is None:
        if clock.hour == 12:
            hour = 12
        elif morning:
            pass
        elif evening or 1 <= clock.hour <= 6:
            hour += 12
    return hour * 60 + clock.minute


def range_minutes(first: Clock, last: Clock, evening: bool, morning: bool = False) -> tuple[int, int]:
    """Start and end minutes of a range; the end may pass 24:00 (next day)."""
    if last.kind == "midnight":
        start = minutes_of(first, True if first.meridiem is None else evening, False)
        return start, 24 * 60
    if first.meridiem is None and first.kind == "bare" and last.meridiem is not None:
        end = minutes_of(last, evening, morning)
        same = minutes_of(Clock(first.hour, first.minute, last.meridiem, "marked"), evening)
        start = (
            same
            if same < end
            else minutes_of(
                Clock(first.hour, first.minute, "am" if last.meridiem == "pm" else "pm", "marked"),
                evening,
            )
        )
        return start, end
    start = minutes_of(first, evening, morning)
    if last.meridiem is not None or last.kind in ("24h", "noon"):
        end = minutes_of(last, evening, morning)
        if end <= start and start >= 12 * 60 and end < 12 * 60:
            return start, end + 24 * 60  # "from 11pm to 1am": overnight
        return start, end if end > start or last.kind == "24h" or last.meridiem else end + 24 * 60
    base = (last.hour % 12) * 60 + last.minute
    for candidate in (base, base + 12 * 60, base + 24 * 60):
        if candidate > start:
            return start, candidate
    return start, base + 24 * 60


def clock_possible(text: str) -> bool:
    """Whether CLOCK can match in `text`: every reading has a digit, or is noon or midnight."""
    return "noon" in text or "midnight" in text or _DIGIT.search(text) is not None


_FOR_BEFORE = re.compile(r"\bfor\s+$")
"""A bare range right after "for" names the hours: "put it in for 4 to 6" (never "for 4 to 6 kids")."""


def find_ranges(
    claims: Claims,
    after_dates: frozenset[int] = frozenset(),
    bare_alone: bool = False,
    length_said: bool = False,
) -> list[TimeMention]:
    """Claim "from 2 to 3:30", "2-3pm", "between 3 and 5", and bare "7 to 11" right after
    a day, a part of the day or any other when ("saturday night 7 to 11", "every weekday
    next week 9 to 12"), or after "for" ("put it in for 4 to 6"); "at 10 to 5" and "20 to 6"
    are one clock (minutes_to), `length_said` when a length elsewhere leaves no room for a range."""
    found: list[TimeMention] = []
    if not clock_possible(claims.text):
        return found
    for match in claims.free_matches(RANGE_RE):
        pre, join = match.group("pre"), match.group("join")
        if (join == "and") != (pre == "between"):
            continue
        first, last = read_clock(match.group("a")), read_clock(match.group("b"))
        if first is None or last is None:
            continue
        after_day = join in ("to", "till", "until") and (
            match.start() - 1 in after_dates
            or bool(_FOR_BEFORE.search(claims.text, 0, match.start()))
            or (bare_alone and match.start() == 0)  # "9 to 12" answering "what time?"
        )
        if pre is None and not (first.standalone or last.standalone or join == "-" or after_day):
            continue
        said = minutes_to(match, length_said)
        claims.claim(match.start(), match.end())
        if said is not None and said.as_clock:
            clock = minutes_before(said.hour, said.minutes, said.meridiem)
            found.append(TimeMention(clock, None, match.start(), match.end(), "at", said.note))
            continue
        found.append(TimeMention(first, last, match.start(), match.end(), pre, said.note if said else None))
    return found


_IT_ENDS = re.compile(r"(?:\b(?:is|be|are|was|were|gets?|got)|'s|'re)\s+$")
"""What comes before "over at 5" when it is when something ends ("it should be over at 5")."""
_DAY_WORD = (
    r"(?:today|tonight|tomorrow|morning|afternoon|evening|night|monday|tuesday|wednesday|thursday|friday|"
    r"saturday|sunday|weekend)"
)
_DAY_BEFORE_BY = re.compile(rf"\b{_DAY_WORD}\s+(?:[a-z']+\s+)?$")
_DAY_AFTER_BY = re.compile(rf"\s+(?:(?:on|this|next|in\s+the)\s+)?{_DAY_WORD}\b")
"""A day or a part of one next to "by 7" ("tomorrow evening by 7", "by 5 on friday"): the
hour it is due; without one "by 2" is an amount ("push it back by 2", "won by 3")."""


def _by_the_hour(text: str, match: re.Match[str]) -> bool:
    return bool(_DAY_BEFORE_BY.search(text, 0, match.start()) or _DAY_AFTER_BY.match(text, match.end()))


_ANSWER_AFTER = re.compile(
    r"\s+(?:works?|would|is|sounds|suits?|should|could|then|please|instead|is\s+better|better|fine|ok|okay)\b"
)
"""What may follow a bare number that answers a question about the time ("4 would be better")."""


def find_single_times(
    claims: Claims,
    bare_after_to: bool = False,
    bare_alone: bool = False,
    after_dates: frozenset[int] = frozenset(),
    bare_after_event: bool = False,
) -> list[TimeMention]:
    """Claim single clock times; a bare number counts only after "at" (or "to" when moving;
    with `bare_after_event`, right after the event a change names: "make family dinner 7")."""
    found: list[TimeMention] = []
    if not clock_possible(claims.text):
        return found
    for match in claims.free_matches(SINGLE_RE):
        after_event = False
        clock = read_clock(match.group("c"))
        if clock is None:
            continue
        prep = (match.group("prep") or "").split()[0] if match.group("prep") else None
        if prep == "over" and not _IT_ENDS.search(claims.text, 0, match.start()):
            prep = "at"  # "emma's friend comes over at 4": arrives then ("it's over at 5" ends)
        if not clock.standalone:
            allowed = (
                prep
                in (
                    "at",
                    "around",
                    "about",
                    "approx",
                    "approximately",
                    "start",
                    "starts",
                    "starting",
                )
                or (prep == "to" and bare_after_to)
                or (prep in ("from", "until", "after", "before") and clock.hour <= 12)
                or (prep == "by" and clock.hour <= 12 and _by_the_hour(claims.text, match))
                or (
                    bare_alone
                    and match.start() == 0
                    and (
                        match.end() == len(claims.text) or bool(_ANSWER_AFTER.match(claims.text, match.end()))
                    )
                )
                or (prep is None and match.start() - 1 in after_dates and clock.hour <= 12)
                or (
                    prep is None
                    and clock.hour <= 12
                    and bool(_AMEND_BEFORE.search(claims.text[: match.start()]))
                )
                or (
                    prep is None and clock.hour <= 12 and bool(_INSTEAD_AFTER.match(claims.text, match.end()))
                )
                or (after_event := _new_hour_of_event(claims.text, match, prep, clock, bare_after_event))
                or (
                    prep in (None, "at")
                    and clock.hour <= 12
                    and bool(_INSTEAD_BEFORE.search(claims.text, 0, match.start()))
                )
            )
            if not allowed:
                continue
        if prep in ("ending", "ends", "end", "finishing", "finish", "finishes", "done", "over"):
            prep = "until"
        if prep in (None, "at") and _INSTEAD_BEFORE.search(claims.text, 0, match.start()):
            prep = "instead"  # "make gym 7 instead of 6:30": 6:30 is where it was, not where it goes
        if prep == "to":
            start = match.start("c")
        elif prep == "by":
            start = match.start("c")
            prep = None
        else:
            start = match.start()
        claims.claim(start, match.end())
        # "make family dinner 7": a bare hour read as the new time, said back and asked first
        said_new = after_event and not clock.standalone
        note = f'{READ_AS} "{match.group("c")}" as the new time' if said_new else None
        found.append(TimeMention(clock, None, start, match.end(), prep, note=note))
    return found


def _new_hour_of_event(
    text: str, match: re.Match[str], prep: str | None, clock: Clock, allowed: bool
) -> bool:
    """Whether a bare hour follows the event a change names ("make family dinner 7")."""
    return (
        allowed
        and prep is None
        and clock.hour <= 12
        and bool(_CHANGED_AFTER.match(text, match.end()))
        and bool(_CHANGED_BEFORE.search(text[: match.start()]))
    )
