"""An activity said to be off: "Jake has no soccer on Tuesday", "no piano next week",
"Emma doesn't have swim this Saturday".

Read word by word these are bookings of "no soccer"; a family means the soccer practice
on the calendar is off that day. When the calendar holds the activity for those people
then, the request becomes its cancellation (asked about before anything is cancelled);
when it does not ("no school Friday", with school kept as a rule), it stays a note to add,
as said. Said of some of the people of a shared event ("Emma doesn't have swim" of Emma
and Jake's class), it takes them off that occurrence instead.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from datetime import datetime

from family_scheduler.calendar import CalendarReader
from family_scheduler.models.request import ParsedRequest

from .cancel_everything import over_several_days, said_weekdays
from .targets import find_target

_OFF = re.compile(
    r"(?:^|(?:[,;]|\bso)\s+|\b(?:has|have|got|there'?s|there\s+is|there\s+are|is|are)\s+)no\s+(?:more\s+)?"
    r"(?P<a>[a-z][a-z' -]*?)"
    r"|\b(?:doesn'?t|does\s+not|don'?t|do\s+not|won'?t|will\s+not|isn'?t\s+having|aren'?t\s+having)\s+"
    r"(?:have|having|going\s+to|go\s+to|do|doing)\s+(?:any\s+)?(?P<b>[a-z][a-z' -]*?)"
)
_END = re.compile(
    r"\s+(?:on|this|next|today|tomorrow|tonight|for|at|in|from|until|after|before|any\s?more|anymore|"
    r"(?:mon|tues?|wed(?:nes)?|thu(?:rs?)?|fri|sat(?:ur)?|sun)(?:day)?s?|week(?:end)?|morning|afternoon|evening|"
    r"jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)\b|[,.!?]|$"
)
_FILLER = re.compile(r"^(?:the|a|an|his|her|their|my|our|any)\s+")
_OFF_NEEDS = ("no", "does", "dont", "don't", "wont", "won't", "will", "having")
"""Every match of `_OFF` holds one of these (`pattern_needs.needs(_OFF)`, checked by
tests/parsing/test_pattern_needs.py): most messages hold none, and the search, tried at
every position, is skipped."""


def _said_off(plain: str) -> re.Match[str] | None:
    """`_OFF.search(plain)`, not run when `plain` holds none of `_OFF_NEEDS`."""
    for piece in _OFF_NEEDS:
        if piece in plain:
            return _OFF.search(plain)
    return None


def off_activity(text: str) -> str | None:
    """The activity `text` says is off ("soccer" in "jake has no soccer on tuesday"), or None."""
    plain = text.lower().replace("’", "'")
    found = _said_off(plain)
    if found is None:
        return None
    begin = found.start("a") if found.group("a") is not None else found.start("b")
    end = _END.search(plain, begin)
    what = _FILLER.sub("", plain[begin : end.start() if end else len(plain)].strip())
    return what or None


def _said_not_having(text: str) -> bool:
    """Whether `text` says an activity is off with a negated verb ("doesn't have", "won't do"),
    not as "no X" (which may be a note to add: "no school friday")."""
    found = _said_off(text.lower().replace("’", "'"))
    return found is not None and found.group("b") is not None


def as_called_off(
    request: ParsedRequest,
    calendar: CalendarReader,
    now: datetime,
    names_an_event: Callable[[str], bool] = lambda _: False,
) -> ParsedRequest:
    """`request` as the cancellation it means when it says an activity on the calendar is
    off; unchanged otherwise (see the module docstring). `names_an_event` tells an activity
    ("practice") from a phrase ("no worries") when the calendar has none to go by."""
    if request.intent not in ("create", "unknown") or (
        request.recurrence is not None and said_weekdays(request) is None  # "… on thursdays in december"
    ):
        return request
    what = off_activity(request.text)
    if what is None:
        return request
    window = request.window
    if window is None and request.start is not None and request.start.time() == datetime.min.time():
        window = None  # a whole day read as midnight: searched from now on below
    cancel = request.model_copy(
        update={
            "intent": "cancel",
            "title": what,
            "start": None,
            "end": None,
            "duration_minutes": None,
            "window": window,
            "missing": [],
            "confidence": 0.6,  # read from a negation: asked about before anything is cancelled
            "participants": [p for p in request.participants if p != request.speaker]
            if request.intent == "create"
            else request.participants,
        }
    )
    target = find_target(calendar, cancel, now)
    if target.chosen is None and not target.candidates:
        # "no school friday" is a note to add, as said; "jake's sick today, no practice" with
        # no practice that day is told so by the cancellation finding nothing
        # "emma doesn't have guitar friday" with no guitar then is told so too: never a
        # booking of "doesn't have guitar"
        if (request.intent == "unknown" and names_an_event(what)) or _said_not_having(request.text):
            return cancel
        return request
    named = set(cancel.participants)
    if target.chosen is not None and named and named < set(target.chosen.participants):
        # "Emma doesn't have swim this Saturday": Jake still goes; Emma is taken off it
        return cancel.model_copy(update={"intent": "modify", "leaving": sorted(named)})
    return cancel.model_copy(update={"every": True}) if over_several_days(cancel) else cancel
