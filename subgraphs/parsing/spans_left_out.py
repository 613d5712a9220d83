"""Spans a repeat leaves out: "swim every tuesday except thanksgiving week", "piano on
mondays except over christmas break", "tutoring every weekday but not dec 21 to jan 1".

Left unread, the span was asked about and nothing written; read as the request's own days,
it would have moved the series into it. It is read, like a day left out (except_days.py),
only with a repeat and right after "except", "but not", "skip"...: the span's days, whose
occurrences the proposal turns into the series' exceptions and names.

- Two dates joined ("dec 21 to jan 1", "the 21st through the 31st", "dec 21-31"): those
  days, both ends included.
- A holiday's week or weekend ("thanksgiving week", "the week of christmas", "memorial day
  weekend"): as holiday_spans.py reads them.
- A school break: the family's own (its `named_days` "start of spring break" and "end of
  spring break", or "spring break starts" / "spring break ends"), else for Christmas and
  Thanksgiving a usual one, said back as our reading and asked about: Christmas break (or
  winter break, the holidays) is the Monday of Christmas week to the Sunday of New Year's
  week; Thanksgiving break the Wednesday before Thanksgiving to the Sunday after.
- Any other break, vacation or holidays the family has not dated is `unknown`: asked, never
  guessed.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from datetime import date, timedelta

from family_scheduler.models.family import Family
from family_scheduler.models.request import LeftOutSpan
from family_scheduler.named_days import find_named_day

from .claims import Claims
from .dates import date_at
from .holiday_spans import holiday_span

_LEAD = re.compile(
    r"(?<![a-z'])(?:except(?:\s+for)?|but\s+not|not|skip(?:ping)?|other\s+than|excluding|apart\s+from|minus)"
    r"(?:\s+(?:on|for|over|during|through|throughout|in|from|(?P<between>between)))?(?:\s+the)?\s+"
)
_TO = re.compile(r"\s*(?:to|through|thru|till|until|-|–)\s*")
_AND = re.compile(r"\s*(?:and|&|to|-|–)\s*")
"""Between the two ends after "between": "except between dec 21 and jan 3"."""
_DAY_NUMBER = re.compile(r"(?:the\s+)?(?P<n>\d{1,2})(?:st|nd|rd|th)?(?![\d:a-z])")
_AROUND = re.compile(r"(?P<unit>week|weekend)\s+(?P<side>of|after|before)\s+(?:the\s+)?")
_BREAK = re.compile(
    r"(?P<name>(?:[a-z'-]+\s+){0,2}?[a-z'-]+)\s+(?P<kind>break|vacation|holidays|recess)(?![a-z])|"
    r"(?P<holidays>holidays)(?![a-z])"
)
_UNIT_AFTER = re.compile(r"\s+(?P<unit>week|weekend)(?![a-z])")
_CHRISTMAS = frozenset({"christmas", "xmas", "winter", "holiday", "the holiday", "christmas and new year's"})
MAX_NAME_WORDS = 4


@dataclass
class SpansLeftOut:
    """The spans read, and the breaks named that nobody has dated."""

    spans: list[LeftOutSpan] = field(default_factory=list)
    unknown: list[str] = field(default_factory=list)


def find_spans_left_out(claims: Claims, family: Family, today: date) -> SpansLeftOut:
    """Claim each span said as left out of a repeat, in the order said."""
    found = SpansLeftOut()
    text = claims.text
    for lead in claims.free_matches(_LEAD):
        read = (
            _range_at(text, lead.end(), today, _AND if lead.group("between") else _TO)
            or _holiday_at(text, lead.end(), family, today)
            or _break_at(text, lead.end(), family, today)
        )
        if read is None or not claims.is_free(lead.start(), read[1]):
            continue
        span, end = read
        claims.claim(lead.start(), end)
        if isinstance(span, str):
            found.unknown.append(span)  # a break nobody dated: asked, never guessed
        else:
            found.spans.append(span)
    return found


def _range_at(text: str, pos: int, today: date, to: re.Pattern[str]) -> tuple[LeftOutSpan, int] | None:
    """ "dec 21 to jan 1", "december 21-31", "the 21st through the 31st"."""
    first = date_at(text, pos, today)
    joint = to.match(text, first.end) if first is not None and first.day is not None else None
    if first is None or first.day is None or joint is None:
        return None
    second = date_at(text, joint.end(), today)
    if second is not None and second.day is not None:
        last, end = second.day, second.end
    elif (number := _DAY_NUMBER.match(text, joint.end())) is not None and 0 < int(number.group("n")) <= 31:
        try:  # "december 21-31": the same month
            last, end = first.day.replace(day=int(number.group("n"))), number.end()
        except ValueError:
            return None
    else:
        return None
    if last < first.day and last.replace(year=last.year + 1) >= first.day:
        last = last.replace(year=last.year + 1)  # "dec 21 to jan 1": the January after
    name = f"{_short(first.day)} to {_short(last)}"
    return LeftOutSpan(name=name, first=first.day, last=last), end


def _holiday_at(text: str, pos: int, family: Family, today: date) -> tuple[LeftOutSpan, int] | None:
    """ "thanksgiving week", "memorial day weekend", "the week of christmas"."""
    around = _AROUND.match(text, pos)
    if around is not None:
        words = text[around.end() :].split()[:MAX_NAME_WORDS]
        for size in range(len(words), 0, -1):
            said = " ".join(words[:size])
            days = holiday_span(said, around.group("unit"), around.group("side"), family, today)
            if days is not None:
                end = around.end() + len(said)
                return _days_span(text[pos:end], days), end
        return None
    words = text[pos:].split()[:MAX_NAME_WORDS]
    for size in range(len(words), 0, -1):
        said = " ".join(words[:size])
        unit = _UNIT_AFTER.match(text, pos + len(said))
        if unit is None or not text.startswith(said, pos):
            continue
        days = holiday_span(said, unit.group("unit"), None, family, today)
        if days is not None:
            return _days_span(text[pos : unit.end()], days), unit.end()
    return None


def _break_at(text: str, pos: int, family: Family, today: date) -> tuple[LeftOutSpan | str, int] | None:
    """A school break: the family's dates for it, else the usual Christmas or Thanksgiving
    one (assumed), else its name alone: nobody has dated it."""
    said = _BREAK.match(text, pos)
    if said is None:
        return None
    whole = said.group(0)
    name = (said.group("name") or "the").strip()
    own = _family_break(whole, family, today)
    if own is not None:
        return LeftOutSpan(name=whole, first=own[0], last=own[1]), said.end()
    if name in _CHRISTMAS or name.startswith(("christmas", "xmas")):
        first, last = _christmas_break(today)
        return LeftOutSpan(name=whole, first=first, last=last, assumed=True), said.end()
    if name == "thanksgiving":
        named = find_named_day("thanksgiving", family, today - timedelta(days=4))
        if named is not None:
            wednesday = named.day - timedelta(days=1)
            last = wednesday + timedelta(days=4)
            return LeftOutSpan(name=whole, first=wednesday, last=last, assumed=True), said.end()
    return whole, said.end()


def _family_break(said: str, family: Family, today: date) -> tuple[date, date] | None:
    """The family's own dates for a break ("start of spring break", "spring break ends")."""
    firsts = (f"start of {said}", f"first day of {said}", f"{said} starts", f"{said} start", f"{said} begins")
    lasts = (f"end of {said}", f"last day of {said}", f"{said} ends", f"{said} end")
    days = {" ".join(name.lower().split()): day for name, day in family.named_days.items()}
    first = next((days[n] for n in firsts if n in days), None)
    last = next((days[n] for n in lasts if n in days), None)
    if first is None or last is None or last < first or last < today:
        return None
    return first, last


def _christmas_break(today: date) -> tuple[date, date]:
    """The Monday of Christmas week to the Sunday of New Year's week, the next one not over."""
    for year in (today.year - 1, today.year, today.year + 1):
        christmas, new_year = date(year, 12, 25), date(year + 1, 1, 1)
        first = christmas - timedelta(days=christmas.weekday())
        last = new_year + timedelta(days=6 - new_year.weekday())
        if last >= today:
            return first, last
    raise AssertionError("unreachable: next year's break is ahead")


def _days_span(said: str, days: tuple[date, date]) -> LeftOutSpan:
    return LeftOutSpan(name=" ".join(said.split()), first=days[0], last=days[1] - timedelta(days=1))


def undated_break(name: str) -> str:
    """The problem said for a break nobody has dated: asked, nothing booked."""
    return (
        f"I don't know the dates of {name}: say them (like 'except mar 15 to 19') and I'll "
        "leave those days out"
    )


def assumed_span(span: LeftOutSpan) -> str:
    """The ambiguity noted when a break's dates are our reading: the proposal is asked."""
    return f"I took {span.name} as {span.first:%a} {_short(span.first)} to {span.last:%a} {_short(span.last)}"


def _short(day: date) -> str:
    return f"{day:%b} {day.day}"
