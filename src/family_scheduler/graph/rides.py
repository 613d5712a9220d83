"""Who drives someone to an event: "emma needs a ride to piano on monday" asks who will,
"who's driving emma to piano?" is answered from the event's people.

The driver of a ride is an adult on the event other than the riders: "Mike will drive
Jake to soccer" puts Mike on that practice (parsing's `ride_change`). So the event found
(by the query subgraph's locate step) tells who is down to drive; when nobody is, a ride
wanted is asked about, and the answer ("Mike", "I will") becomes that same change of the
one occurrence, proposed before it is written.
"""

from __future__ import annotations

import re
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from ..calendar.base import CalendarReader
from ..domain.busy import busy_time
from ..domain.targets import EventTarget
from ..models.events import Occurrence
from ..models.family import Family
from ..models.request import ParsedRequest, RequestJSON
from ..repeat_words import describe_repeat
from ..timeutil import day_span, describe_span, local_clock_span
from ..wording import people

SERIES_AHEAD = timedelta(weeks=4)
"""How far on the rides of a series dropped for good are checked for who is free: a month
of them tells who could take them over; further on is anyone's guess."""


def drivers(occ: Occurrence, riders: list[str], family: Family) -> list[str]:
    """The adults on the occurrence other than the riders: who is down to drive."""
    return [
        p
        for p in occ.participants
        if p not in riders and (m := family.member(p)) is not None and m.role != "child"
    ]


def _riders(request: ParsedRequest, occ: Occurrence, family: Family) -> list[str]:
    return request.participants or [
        p for p in occ.participants if (m := family.member(p)) is not None and m.role == "child"
    ]


def ride_words(riders: list[str], occ: Occurrence, family: Family, tz: ZoneInfo) -> str:
    """ "Emma to piano lesson on Mon Nov 30 5–6pm" """
    return f"{people(family, riders)} to {occ.title} on {describe_span(occ.start, occ.end, tz)}"


def series_ride_words(riders: list[str], target: EventTarget, family: Family, tz: ZoneInfo) -> str:
    """ "Jake to soccer practice every Tuesday and Thursday (16:00–17:30) from Tue Nov 24 on":
    every ride of the series from the first one left, said so the scope is plain."""
    occ, series = target.chosen, target.series
    assert occ is not None and series is not None and series.recurrence
    days = describe_repeat(series.recurrence, series.start, tz, all_day=True)
    first = occ.start.astimezone(tz)
    clock = local_clock_span(occ.start, occ.end, tz)
    return f"{people(family, riders)} to {occ.title} {days} ({clock}) from {first:%a %b} {first.day} on"


def _for_good(request: ParsedRequest, target: EventTarget) -> bool:
    """A ride dropped from a day on ("anymore", "from now on") of a repeating event."""
    return (
        request.since is not None
        and target.since is not None
        and target.series is not None
        and bool(target.series.recurrence)
    )


def free_for_series(
    target: EventTarget, leave_out: list[str], family: Family, calendar: CalendarReader, tz: ZoneInfo
) -> str:
    """ "Sarah and Linda are free for all of them over the next 4 weeks." Who could take over
    every ride of a series: each grown-up checked against each of its next occurrences."""
    occ, series = target.chosen, target.series
    assert occ is not None and series is not None
    coming = calendar.occurrences(occ.start, occ.start + SERIES_AHEAD, members=series.participants or None)
    ahead = [o for o in coming if o.event_id == series.id] or [occ]
    adults = family.grown_ups(but=leave_out)
    clash: dict[str, datetime] = {}
    for adult in adults:
        for o in ahead:
            if busy_time(calendar, [adult], o.start, o.end):
                clash[adult] = o.start
                break
    free = [a for a in adults if a not in clash]
    busy = "; ".join(
        f"{people(family, [a])} is busy on {clash[a].astimezone(tz):%a %b} {clash[a].astimezone(tz).day}"
        for a in adults
        if a in clash
    )
    weeks = "over the next 4 weeks"
    if not free:
        return f" Nobody is free for all of them {weeks} ({busy})."
    verb = "is" if len(free) == 1 else "are"
    return f" {people(family, free)} {verb} free for all of them {weeks}" + (f" ({busy})." if busy else ".")


_WHOEVER = re.compile(r"\b(?:whoever|whichever)\b")
"""A ride left to whoever is free ("whoever is free can take jake to soccer"): the question
who drives says which grown-ups are free then (of the two, when two were offered)."""


_WHO_CAN = re.compile(
    r"\bwho(?:\s+can|\s+could|'s\s+free|\s+is\s+free|'s\s+available|\s+is\s+available|'s\s+around)\b"
)
"""Asked who could drive ("who can take jake to soccer?", "who's free to drive emma?"): which
grown-ups are free then is said with the question who drives."""


def free_then(
    occ: Occurrence, riders: list[str], family: Family, calendar: CalendarReader, offered: list[str]
) -> str:
    """ "Mike is free then, Sarah is not." of the two offered to drive, else of the grown-ups
    who could, in family order."""
    return free_between(occ.start, occ.end, riders, family, calendar, offered)


def free_between(
    start: datetime,
    end: datetime,
    leave_out: list[str],
    family: Family,
    calendar: CalendarReader,
    offered: list[str] | None = None,
) -> str:
    """ "Mike and Linda are free then." of the grown-ups (or the ones `offered`) other than
    `leave_out`, for [start, end): who could drive, or do a school run someone can't."""
    adults = offered or family.grown_ups(but=leave_out)
    free = [a for a in adults if not busy_time(calendar, [a], start, end)]
    busy = [a for a in adults if a not in free]
    if not free:
        return f" Nobody is free then ({people(family, busy)} {'is' if len(busy) == 1 else 'are'} busy)."
    said = f" {people(family, free)} {'is' if len(free) == 1 else 'are'} free then"
    return said + (f", {people(family, busy)} {'is' if len(busy) == 1 else 'are'} not." if busy else ".")


def after_lookup(
    request: ParsedRequest,
    target: EventTarget,
    family: Family,
    tz: ZoneInfo,
    calendar: CalendarReader | None = None,
) -> tuple[str, RequestJSON | None]:
    """What to say once the event of a ride is found, and the request to keep while the
    family is asked who drives (None: nothing is asked); left to whoever is free, who is."""
    occ = target.chosen
    assert occ is not None, "called only with the event found"
    riders = _riders(request, occ, family)
    for_good = _for_good(request, target)
    ride = series_ride_words(riders, target, family, tz) if for_good else ride_words(riders, occ, family, tz)
    cannot = request.leaving if request.driver == "wanted" else []  # "mike can't pick up jake"
    down = [d for d in drivers(occ, riders, family) if d not in cannot]
    if cannot and down:
        verb = "is" if len(down) == 1 else "are"
        return f"{people(family, down)} {verb} down to drive {ride} as well, so nothing was changed.", None
    if down:
        verb = "is" if len(down) == 1 else "are"
        already = " already" if request.driver == "wanted" else ""
        return f"{people(family, down)} {verb}{already} down to drive {ride}.", None
    day = occ.start.astimezone(tz).date()
    pending = request.model_copy(
        update={
            "intent": "modify",
            "query_type": None,
            "title": occ.title,
            "window": day_span(day, tz),
            "since": target.since if for_good else None,  # "anymore": that ride and every one after it
            "start": None,
            "end": None,
            "participants": [],
            "joining": riders,
            "leaving": [c for c in cannot if c in occ.participants],  # off it once another drives
            "day_named": True,
            "missing": [],
            "driver": "wanted",  # the answer names who drives, asked or offered
        }
    )
    if request.driver == "asked":  # "who's driving jake to soccer?": nobody yet; an answer sets it
        could = calendar is not None and _WHO_CAN.search(request.text.lower()) is not None
        free = free_then(occ, riders, family, calendar, []) if calendar and could else ""
        return f"Nobody is down to drive {ride} yet. Who's driving?{free}", pending.to_json()
    offered = request.people_choices
    asked = calendar is not None and (
        bool(offered) or bool(cannot) or _WHOEVER.search(request.text) is not None
    )
    free = free_then(occ, [*riders, *cannot], family, calendar, offered) if calendar and asked else ""
    if calendar is not None and for_good and cannot and not offered:
        free = free_for_series(target, [*riders, *cannot], family, calendar, tz)
    if cannot:
        return f"{people(family, cannot)} can't drive {ride}. Who's driving instead?{free}", pending.to_json()
    return f"Who's driving {ride}?{free}", pending.to_json()


def nobody_words(pending: RequestJSON, family: Family, tz: ZoneInfo) -> str:
    """ "Nobody" to "who's driving?": said back plainly; nothing is written."""
    window = pending["window"]
    day = f" on {datetime.fromisoformat(window[0]).astimezone(tz):%a %b %-d}" if window else ""
    if window and pending["since"]:  # "… anymore": every ride from then on
        day = f" from {datetime.fromisoformat(window[0]).astimezone(tz):%a %b %-d} on"
    ride = f"{people(family, pending['joining'])} to {pending['title']}{day}"
    if pending["leaving"]:  # the one who can't is on it still: nobody named, nothing changes
        gone = people(family, pending["leaving"])
        stay = "stays" if len(pending["leaving"]) == 1 else "stay"
        return f"OK: nobody else is named to drive {ride}, so {gone} {stay} on it. Nothing was changed."
    return f"OK: nobody is down to drive {ride}. Nothing was changed."
