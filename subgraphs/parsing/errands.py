"""A grown-up's school run: "pick jake up from school friday", "can mike drop emma off at
school tomorrow", "emma gets out of school early wednesday".

Read word by word these booked "pick" or a one-hour "school". What the family plans is the
errand of whoever drives (the speaker, or the adult named): "pick up Jake from school" at
the end of his school hours when the family file has them, "drop off Jake at school" before
they begin. An early release says only that school ends sooner: when is asked (`time_asked`),
and the pick-up is booked at the time said. School is no event on the calendar, so a ride to
it (`roster.ride_change`) has nothing to join.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.constraints import rule_blocks
from family_scheduler.models.family import Family
from family_scheduler.timeutil import at_local
from family_scheduler.wording import people as said_names

from .claims import Claims, holds_any
from .given_names import GIVEN_NAMES
from .people import PersonMention
from .strangers import RELATIONS

_SCHOOL = r"(?:the\s+)?(?P<{}>school|preschool|daycare|day\s+care|nursery|kindergarten)\b"
_HUB = (
    r"the\s+(?:airport|(?:train|bus|railway|subway|coach)\s+station|station|bus\s+(?:stop|depot)|"
    r"ferry(?:\s+terminal)?)\b"
)
"""Where a traveller arrives or leaves from: a run there is the whole errand, said with the article."""
_OUTING = (
    r"(?:(?:the|a|her|his|their)\s+)?"
    r"(?:(?:birthday\s+|pool\s+|slumber\s+)?party|practice|game|rehearsal|sleepover|camp)\b"
)
"""Where a child is for a while: fetched from it ("from the party") or dropped off at it."""
_LEAD = (
    r"^(?P<lead>(?:(?:please|pls|ok|okay|so|and)\s+)?(?:(?:can|could|will|would)\s+[a-z']+(?:\s+(?:and|&)\s+[a-z']+)?\s+"
    r"|i(?:'ll|'m\s+going\s+to|\s+(?:will|can|could|need\s+to|have\s+to|got\s+to|gotta))?\s+"
    r"|we(?:'ll|\s+(?:will|can|could|need\s+to|have\s+to|got\s+to|gotta))\s+"
    r"|[a-z']+(?:\s+(?:and|&)\s+[a-z']+)?\s+(?:will|can|could|should|must|'ll|is\s+going\s+to|needs\s+to|has\s+to|"
    r"has\s+got\s+to|gotta)\s+|(?:we|i)\s+need\s+(?:someone|somebody)\s+to\s+"
    r"|i(?:'m|\s+am)\s+|(?!who)[a-z']+(?:\s+(?:and|&)\s+[a-z']+)?\s+(?:is|are)\s+|(?!who)[a-z]+(?:'s|'re)\s+)?)"
)
"""Who does the run, said as a request or as news ("nana is picking up", "dad's getting";
"who's picking up jake?" asks the calendar)."""
_RUN = re.compile(
    _LEAD + r"(?:"
    r"(?P<up>pick(?:ing)?\s+(?P<r1>.+?)\s+up|(?:pick(?:ing)?\s+up|collect(?:ing)?|get|getting|fetch(?:ing)?|"
    r"grab(?:bing)?)\s+(?P<r2>.+?))\s+(?:from|at)\s+(?:"
    + _SCHOOL.format("from")
    + rf"|(?P<from_place>{_HUB}|{_OUTING}))|"
    r"(?P<verb>drop(?:ping)?\s+off|drop(?:ping)?|take|taking|drive|driving|run|running|bring|bringing)\s+(?P<r3>.+?)\s+"
    r"(?:off\s+)?(?:at|to)\s+(?:" + _SCHOOL.format("to") + rf"|(?P<to_place>{_HUB}|{_OUTING})))"
)
"""A pick-up from school or a drop-off at it, by the speaker or the grown-up named first."""
_RUN_NEEDS = (
    "school",
    "daycare",
    "day care",
    "nursery",
    "kindergarten",
    "airport",
    "station",
    "bus stop",
    "bus depot",
    "ferry",
    "party",
    "practice",
    "game",
    "rehearsal",
    "sleepover",
    "camp",
)
_HUB_RE = re.compile(_HUB)
_DROPPED = re.compile(r"drop")
HUB_MINUTES = 60
"""How long a run to the airport or the station is kept: the drive, and the wait there."""
_PICK_UP = re.compile(
    _LEAD
    + r"(?:pick(?:ing)?\s+up|pick(?:ing)?(?=\s.*\bup\b)|collect(?:ing)?|fetch(?:ing)?|grab(?:bing)?)(?=\s)"
)
"""A pick-up with no place said ("nana is picking up jake tuesday at 5"): the children are
read from what follows, which must be only their names and the time."""
_PICK_UP_NEEDS = ("pick", "collect", "fetch", "grab")
_PICK_UP_GLUE = re.compile(r"\b(?:up|at|on|by|around|about|this|next)\b|[?.!]")
_EARLY = re.compile(
    r"\b(?P<kids>(?:the\s+)?[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?)(?:\s+(?:gets?|getting|is\s+getting|are\s+getting|"
    r"will\s+get|(?:is|are|will\s+be)\s+let|gets?\s+let)|(?P<be>'s|'re|'ll)\s+(?:getting|get|be\s+let))\s+out"
    r"(?:\s+of\s+" + _SCHOOL.format("school") + r")?\s+early\b"
    r"|\bearly\s+(?:dismissal|release|pick\s*-?\s*up)\b"
    r"|\b(?:school|preschool|daycare)\s+(?:lets|let|gets|is\s+letting)\s+out\s+early\b"
)
"""School ending early: "emma gets out of school early wednesday", "early dismissal friday"."""
_EARLY_NEEDS = ("early",)
RUN_MINUTES = 30
"""How long a school run is kept: the drive there and back, about."""
_RIDERS = re.compile(r"\b(?:him|her|them|the\s+kids|both|my\s+kids|the\s+children)\b")
_GLUE = re.compile(r"\b(?:and|&|both)\b|[,\s]+")
_LEAD_WORDS = re.compile(
    r"\b(?:please|pls|ok|okay|so|and|can|could|will|would|should|must|'ll|is|are|am|going|to|needs|has|got|gotta)\b"
    r"|'(?:s|re)\b|[&,\s]+"
)
_NOBODY_NAMED = re.compile(
    r"\b(?:someone|somebody|anyone|anybody|who|we\s+need(?!\s+to\b)|i\s+need(?!\s+to\b))\b"
)
"""A run whose driver is wanted, not said: "someone needs to", "can anybody", "who can"."""


@dataclass(frozen=True)
class SchoolRun:
    """Who drives whom, which way, and whether the time is the family's to say."""

    title: str
    drivers: tuple[str, ...]
    """Who drives; empty when nobody is named ("someone needs to get jake"): asked."""
    riders: tuple[str, ...]
    pick_up: bool
    early: bool
    school: str = "school"
    """As said: only "school" has hours in the family file; a daycare's time is asked."""
    minutes: int = RUN_MINUTES
    """How long the run is kept: longer to the airport or a station."""


def school_run(
    claims: Claims, people: list[PersonMention], speaker: str, family: Family, timed: bool = False
) -> SchoolRun | None:
    """The school run `claims` says (its words claimed), or None. A run to the airport or a
    station is one too; one from a party or practice only with a clock time (`timed`): said
    without one, "pick jake up from soccer" is a ride to the event on the calendar (`roster.py`)."""
    text = claims.text
    if holds_any(text, _EARLY_NEEDS) and (found := _EARLY.search(text)) is not None:
        return _early_release(claims, found, people, speaker, family)
    if not holds_any(text, _RUN_NEEDS) or (run := _RUN.search(text)) is None:
        return _pick_up(claims, people, speaker, family)
    pick_up = run.group("up") is not None
    place = run.group("from_place") or run.group("to_place")
    hub = place is not None and _HUB_RE.match(place) is not None
    if place is not None and not hub:
        dropped = pick_up or _DROPPED.match(run.group("verb") or "") is not None
        if not (timed and dropped):
            return None  # "take jake to the party saturday": he goes, not an errand
    rider_group = next(g for g in ("r1", "r2", "r3") if run.group(g) is not None)
    riders = _names_in(text, run.span(rider_group), people, _RIDERS)
    drivers = _drivers(text, run.span("lead"), people, speaker)
    said = None
    if riders is None and hub:  # "pick up my sister from the airport": no member, said as typed
        said = traveller(text[slice(*run.span(rider_group))], family, speaker)
        riders = () if said is not None else None
    if riders is None or drivers is None:
        return None
    if not riders and said is None:
        return None  # "pick him up from school": who he is comes from elsewhere
    if set(riders) & set(drivers):
        return None
    claims.claim(run.start(), run.end())
    school = run.group("from") if pick_up else run.group("to")
    school = re.sub(r"\s+", " ", school or place or "")
    title = _title(family, riders, pick_up, school, said)
    return SchoolRun(title, drivers, riders, pick_up, False, school, HUB_MINUTES if hub else RUN_MINUTES)


def run_for(family: Family, riders: tuple[str, ...], pick_up: bool, school: str) -> SchoolRun:
    """A school run with nobody named to do it, for the children said (all of them when none
    is: "sarah can't do the school run"): who does it is asked."""
    riders = riders or _children(family)
    return SchoolRun(_title(family, riders, pick_up, school), (), riders, pick_up, False, school)


SCHOOL_AT = re.compile(_SCHOOL.format("school"))
"""The school said as where a run goes ("school", "the daycare")."""


def _early_release(
    claims: Claims, found: re.Match[str], people: list[PersonMention], speaker: str, family: Family
) -> SchoolRun | None:
    text = claims.text
    kids = found.group("kids")
    riders: tuple[str, ...] | None = ()
    if kids is not None:
        end = found.end("be") if found.group("be") else found.end("kids")  # "emma's getting out early"
        riders = _names_in(text, (found.start("kids"), end), people, _RIDERS)
        if riders is None:
            return None  # "the meeting gets out early": not a child of the family
    if riders and not all(_is_child(family, r) for r in riders):
        return None  # "mike gets out of work early": no school run
    said = [i for p in people if p.kind in ("name", "group") for i in p.ids]
    riders = riders or tuple(sorted({i for i in said if _is_child(family, i)})) or _children(family)
    claims.claim(found.start(), found.end())
    for word in claims.free_matches(re.compile(r"\b(?:for|at|from)\s+(?:the\s+)?school\b|\bschool\b")):
        claims.claim(word.start(), word.end())
    return SchoolRun(_title(family, riders, True, "school"), (speaker,), riders, True, True)


def _pick_up(claims: Claims, people: list[PersonMention], speaker: str, family: Family) -> SchoolRun | None:
    """A grown-up fetching children with no place said: "pick up Jake" for whoever drives,
    the children not taken from what they are doing (a pick-up at 5 is not Jake's time)."""
    text = claims.text
    if not holds_any(text, _PICK_UP_NEEDS) or (found := _PICK_UP.search(text)) is None:
        return None
    named = [m for m in people if m.start >= found.end() and m.kind in ("name", "group")]
    left = "".join(
        " " if claims.is_claimed(i) or any(m.start <= i < m.end for m in named) else char
        for i, char in enumerate(text[found.end() :], found.end())
    )
    riders = tuple(sorted({i for m in named for i in m.ids}))
    drivers = _drivers(text, found.span("lead"), people, speaker)
    if not riders or drivers is None or _GLUE.sub("", _PICK_UP_GLUE.sub("", _RIDERS.sub("", left))):
        return None  # "pick up the dry cleaning", "pick up jake from the airport": not this
    if set(riders) & set(drivers):
        return None
    claims.claim(found.start(), len(text))
    return SchoolRun(_title(family, riders, True, ""), drivers, riders, True, False, "")


def school_hours(
    family: Family, riders: tuple[str, ...], day: date, tz: ZoneInfo
) -> tuple[time, time] | None:
    """When school holds on `day` for all the riders, from the family's school rule; None
    when the family file has none for them that day (a weekend, a holiday it is off on)."""
    begin = at_local(day, time(0), tz)
    for rule in family.constraints:
        if rule.kind != "blocked_hours" or "school" not in f"{rule.id} {rule.description}".lower():
            continue
        if not all(rule.applies_to(r) for r in riders):
            continue
        blocks = rule_blocks(rule, begin, begin + timedelta(days=1), tz)
        if blocks:
            return blocks[0].start.astimezone(tz).time(), blocks[-1].end.astimezone(tz).time()
    return None


def run_span(run: SchoolRun, family: Family, day: date, tz: ZoneInfo) -> tuple[datetime, datetime] | None:
    """The pick-up at the end of school hours, the drop-off before they begin; None when
    the family file does not say them for that day."""
    hours = None if run.early or run.school != "school" else school_hours(family, run.riders, day, tz)
    if hours is None:
        return None
    if run.pick_up:
        start = at_local(day, hours[1], tz)
        return start, start + timedelta(minutes=run.minutes)
    end = at_local(day, hours[0], tz)
    return end - timedelta(minutes=run.minutes), end


def next_school_day(run: SchoolRun, family: Family, now: datetime, tz: ZoneInfo) -> date | None:
    """The first day from today whose run is still ahead ("pick jake up from school" said
    at 9am: today's; at 4pm: the next school day's)."""
    local = now.astimezone(tz)
    for ahead in range(8):
        day = local.date() + timedelta(days=ahead)
        span = run_span(run, family, day, tz)
        if span is not None and span[0] > now:
            return day
    return None


_TRAVELLER = re.compile(
    r"^(?:(?P<whose>my|our|his|her|their|the)\s+)?(?P<rel>"
    + "|".join(sorted(RELATIONS, key=len, reverse=True))
    + r")"
    r"(?:\s+(?P<name>[a-z][a-z'\-]*))?$|^(?P<plain>[a-z][a-z'\-]*)$"
)


def traveller(said: str, family: Family, speaker: str) -> str | None:
    """Someone from outside the family fetched or dropped off, as the booking names them:
    "my sister" (said by Sarah) is "Sarah's sister", "uncle bob" is "uncle Bob", "Tom" a name;
    None for anything else ("the dry cleaning", "the package")."""
    found = _TRAVELLER.match(" ".join(said.split()))
    if found is None:
        return None
    if found.group("plain") is not None:
        plain = found.group("plain")
        return plain.capitalize() if plain in GIVEN_NAMES else None
    name = found.group("name")
    if name is not None and name not in GIVEN_NAMES:
        return None
    whose = found.group("whose")
    member = family.member(speaker)
    lead = (
        f"{member.name}'s " if whose == "my" and member is not None else f"{whose} " if whose == "our" else ""
    )
    return f"{lead}{found.group('rel')}" + (f" {name.capitalize()}" if name else "")


def _title(
    family: Family, riders: tuple[str, ...], pick_up: bool, school: str, said: str | None = None
) -> str:
    names = said or said_names(family, list(riders))
    if not school:
        return f"pick up {names}"  # no place said: where is the family's to know
    return f"pick up {names} from {school}" if pick_up else f"drop off {names} at {school}"


def _children(family: Family) -> tuple[str, ...]:
    return tuple(sorted(m.id for m in family.members if m.role == "child"))


def _is_child(family: Family, member_id: str) -> bool:
    member = family.member(member_id)
    return member is not None and member.role == "child"


def _named_and_rest(
    text: str, span: tuple[int, int], people: list[PersonMention]
) -> tuple[list[PersonMention], str]:
    """The people named by name or group in `span`, and the span's words without them."""
    begin, end = span
    named = [m for m in people if begin <= m.start and m.end <= end and m.kind in ("name", "group")]
    rest = text[begin:end]
    for m in sorted(named, key=lambda m: -m.start):
        rest = rest[: m.start - begin] + rest[m.end - begin :]
    return named, rest


def _names_in(
    text: str, span: tuple[int, int], people: list[PersonMention], also: re.Pattern[str]
) -> tuple[str, ...] | None:
    """The members named in `span` when it holds names (or `also`'s words) and glue only."""
    named, rest = _named_and_rest(text, span, people)
    if _GLUE.sub("", also.sub("", rest)):
        return None
    return tuple(sorted({i for m in named for i in m.ids}))


def _drivers(
    text: str, span: tuple[int, int], people: list[PersonMention], speaker: str
) -> tuple[str, ...] | None:
    """Who drives: the names before the verb, else the speaker ("i'll", "please", nothing)."""
    named, rest = _named_and_rest(text, span, people)
    if not named and _NOBODY_NAMED.search(rest) and not _LEAD_WORDS.sub("", _NOBODY_NAMED.sub("", rest)):
        return ()  # "someone needs to get jake from school": who drives is asked
    # "i'll", and "we're picking grandma up" (said by one of the two who drive: the speaker)
    rest = re.sub(r"\b(?:i(?:'ll|'m)?|we(?:'re|'ll)?)(?!\S)|\b(?:going|need|have|got|gotta)\b", "", rest)
    if _LEAD_WORDS.sub("", rest):
        return None  # "the bus will …": no grown-up of the family drives
    return tuple(sorted({i for m in named for i in m.ids})) or (speaker,)
