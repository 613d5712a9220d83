"""Who and which day the conversation is about, for the next request's "him" and "at 5".

"What does Jake have tomorrow?" then "add dentist for him at 5": read alone, the second
request points at someone (`ParsedRequest.pronoun`) and names a clock time with no day,
which would be today. A family means Jake, tomorrow. The main graph keeps the people and
the single day the newest request was about (`MainState.focus`) and fills the next
request's gaps from them: the people it points at, and the day of a one-off time said
without one. What is filled is shown in the proposal, which is asked about before
anything is written (the request's confidence stays below a clear booking's).
"""

from __future__ import annotations

from datetime import date, datetime, timedelta

from typing_extensions import TypedDict

from ..models.request import ParsedRequest
from ..timeutil import localize


class Focus(TypedDict):
    people: list[str]
    """Members the conversation was last about, the speaker left out."""
    day: str | None
    """The one day (ISO date) the newest request was about, when it was about one day."""


def filled(request: ParsedRequest, focus: Focus | None, now: datetime) -> ParsedRequest:
    """`request` with the people it points at and the day of a day-less time taken from
    `focus` (`now` in the family's zone: a day already past is not taken)."""
    if focus is None or request.intent != "create":
        return request
    update: dict[str, object] = {}
    if request.pronoun is not None and not request.participants and focus["people"]:
        update["participants"] = sorted(focus["people"])
        update["missing"] = [m for m in request.missing if m != "participants"]
        if not update["missing"]:
            update["confidence"] = 0.6
    day = date.fromisoformat(focus["day"]) if focus["day"] else None
    if (
        day is not None
        and request.start is not None
        and not request.day_named
        and request.recurrence is None
        and day > now.date()
    ):
        tz = now.tzinfo
        local = request.start.astimezone(tz)
        start = localize(datetime.combine(day, local.time()), tz)  # type: ignore[arg-type]
        update["start"] = start
        if request.end is not None:
            update["end"] = start + (request.end - request.start)
        update["confidence"] = min(request.confidence, 0.6)
    return request.model_copy(update=update) if update else request


def focus_after(request: ParsedRequest, focus: Focus | None, speaker: str, now: datetime) -> Focus:
    """The focus once `request` is the newest: its people, unless it named only the speaker,
    and its day, when it was about one day."""
    people = [p for p in request.participants if p != speaker]
    return Focus(
        people=people or (focus["people"] if focus else []),
        day=_one_day(request, now),
    )


def _one_day(request: ParsedRequest, now: datetime) -> str | None:
    tz = now.tzinfo
    if request.recurrence is not None:
        return None
    if request.start is not None:
        return request.start.astimezone(tz).date().isoformat()
    if request.window is not None:
        first, last = (w.astimezone(tz) for w in request.window)
        if last - first <= timedelta(days=1) and (last - timedelta(microseconds=1)).date() == first.date():
            return first.date().isoformat()
    return None
