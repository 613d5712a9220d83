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
from datetime import datetime
from zoneinfo import ZoneInfo

from ..calendar.base import CalendarReader
from ..domain.busy import busy_time
from ..domain.targets import EventTarget
from ..models.events import Occurrence
from ..models.family import Family
from ..models.request import ParsedRequest, RequestJSON
from ..timeutil import day_span, describe_span
from ..wording import people


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
    adults = offered or [m.id for m in family.members if m.role != "child" and m.id not in riders]
    free = [a for a in adults if not busy_time(calendar, [a], occ.start, occ.end)]
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
    ride = ride_words(riders, occ, family, tz)
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
    if cannot:
        return f"{people(family, cannot)} can't drive {ride}. Who's driving instead?{free}", pending.to_json()
    return f"Who's driving {ride}?{free}", pending.to_json()


def nobody_words(pending: RequestJSON, family: Family, tz: ZoneInfo) -> str:
    """ "Nobody" to "who's driving?": said back plainly; nothing is written."""
    window = pending["window"]
    day = f" on {datetime.fromisoformat(window[0]).astimezone(tz):%a %b %-d}" if window else ""
    return (
        f"OK: nobody is down to drive {people(family, pending['joining'])} to {pending['title']}{day}. "
        "Nothing was changed."
    )
