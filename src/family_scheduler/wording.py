"""Plain words shared across the graphs and the edges, in one place: names not ids, lists
as people say them, counts with the right plural, sentences that start with a capital,
ordinals, and times in the family's clock.

Graph state and messages keep one canonical 24-hour wording (what tests, the rephrase
guard and tools read); `in_clock` says a finished reply in the family's clock at the
edges (CLI, chat, Python API), so a US family reads "3–4pm" and a German one "15:00–16:00".
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from datetime import date, datetime, time, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.models import Event, Family, Occurrence
from family_scheduler.models.events import is_outage
from family_scheduler.repeat_words import describe_repeat
from family_scheduler.timeutil import clock_span, clock_time, describe_local, describe_span, zone

IRREGULAR_PLURALS = {"person": "people", "child": "children", "this": "these", "is": "are", "was": "were"}
"""The few irregular words replies count; every other noun takes -s or -es."""

ORDINAL_WORDS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "eleventh": 11,
    "twelfth": 12,
    "thirteenth": 13,
    "fourteenth": 14,
    "fifteenth": 15,
    "sixteenth": 16,
    "seventeenth": 17,
    "eighteenth": 18,
    "nineteenth": 19,
    "twentieth": 20,
    "thirtieth": 30,
}
"""English ordinal words, one word each (compounds like "twenty-first" are built from these)."""


def join_names(names: Sequence[str], none: str = "nobody", word: str = "and") -> str:
    """'Emma', 'Emma and Jake', 'Sarah, Emma and Jake' (`none` for an empty list); with
    `word` "or", the choices offered: 'the Minivan or the Sedan'."""
    names = list(names)
    if not names:
        return none
    if len(names) == 1:
        return names[0]
    return ", ".join(names[:-1]) + f" {word} " + names[-1]


def guest_names(guests: Sequence[str]) -> str:
    """'uncle Bob', 'Tom (a guest)', 'Tom and Ann (guests)', 'friends': a bare name says what it is,
    since the family would otherwise read it as someone they are asked about."""
    bare = [g for g in guests if len(g.split()) == 1 and g[:1].isupper()]  # "friends" says what it is
    if len(bare) == 1:
        return join_names([f"{g} (a guest)" if g in bare else g for g in guests])
    if bare and len(bare) == len(guests):
        return f"{join_names(guests)} (guests)"
    return join_names(guests)


def people(family: Family, member_ids: Iterable[str], none: str = "nobody") -> str:
    """Members' (or resources') display names, joined as people say them."""
    return join_names([family.display_name(m) for m in member_ids], none)


def with_names(family: Family, text: str) -> str:
    """Replace member ids in a rule's wording ('jake would have 4 events') with names."""
    for member in family.members:
        text = re.sub(rf"\b{re.escape(member.id)}\b", member.name, text)
    return text


def zone_label(zone_name: str) -> str:
    """'London time' for Europe/London, 'Los Angeles time' for America/Los_Angeles."""
    return zone_name.rsplit("/", 1)[-1].replace("_", " ") + " time"


def short_day(day: date | datetime) -> str:
    """ "Sat Nov 28": a local day (or a local moment's day), short."""
    return f"{day:%a %b} {day.day}"


def when_words(
    start: datetime,
    end: datetime,
    tz: ZoneInfo,
    *,
    all_day: bool = False,
    reminder: bool = False,
    own_zone: str | None = None,
) -> str:
    """When an entry happens, in the family's zone: 'Sat Nov 28 14:00–15:00', 'Sat Nov 28
    (all day)', 'Fri Nov 27 – Sun Nov 29 (all day)', 'Fri Nov 27 10:00–11:00 (15:00–16:00
    London time)', 'due Fri Nov 27 17:00' for a reminder."""
    if all_day:
        s, last = start.astimezone(tz), (end - timedelta(seconds=1)).astimezone(tz)
        days = short_day(s) if s.date() >= last.date() else f"{short_day(s)} – {short_day(last)}"
        return f"due {days}" if reminder else f"{days} (all day)"
    text = f"due {describe_local(start, tz)}" if reminder else describe_span(start, end, tz)
    if own_zone and own_zone != tz.key:
        there = zone(own_zone)
        said = describe_local(
            start, there, with_day=start.astimezone(there).date() != start.astimezone(tz).date()
        )
        if not reminder:
            said += f"–{describe_local(end, there, with_day=False)}"
        text += f" ({said} {zone_label(own_zone)})"
    return text


_NO_PLACE_TO_GO = frozenset({"online", "virtual", "virtually", "remote", "remotely"})
"""Places that are none: such an event is held "online", never "at online"."""
_VIDEO = frozenset({"zoom", "facetime", "teams", "ms teams", "skype", "google meet", "video call"})
"""Where a call is held: "on Zoom"."""


def at_place(location: str) -> str:
    """Where an event is, as said after its name: "at grandma's", "online", "on Zoom"."""
    low = location.casefold()
    if low in _NO_PLACE_TO_GO:
        return "online"
    return f"on {location}" if low in _VIDEO else f"at {location}"


NOTES_SHOWN = 70
"""How much of an event's notes a listing shows (asked for, they are shown whole)."""


def notes_line(notes: str) -> str:
    """'Notes: Bring the retainer case, 14 Elm Street': on one line, cut at a word when long."""
    text = " ".join(notes.split())
    if len(text) > NOTES_SHOWN:
        text = text[:NOTES_SHOWN].rsplit(" ", 1)[0].rstrip(",;:.") + "…"
    return f"Notes: {text}"


def to_place(location: str) -> str:
    """Where an event goes, as said after a verb of moving: "to grandma's", "online"."""
    return "online" if location.casefold() in _NO_PLACE_TO_GO else f"to {location}"


def things_booked(family: Family, resources: Sequence[str]) -> str:
    """The title of a car or room booked with no activity named: "Minivan booking"."""
    return f"{join_names([family.display_name(r) for r in resources])} booking"


def own_booking(event: Event, family: Family) -> bool:
    """Whether `event` is a car or room booked with no activity named (its title is
    `things_booked`), said as "the Minivan"."""
    return bool(event.resources) and event.title == things_booked(family, event.resources)


def event_name(event: Event, family: Family) -> str:
    """What an event is called in a sentence: its title, or "the Minivan" for a car or room
    booked with no activity (proposals and the ways out of a clash say it the same way)."""
    if own_booking(event, family):
        return f"the {join_names([family.display_name(r) for r in event.resources])}"
    return event.title


def describe_event(event: Event, family: Family, tz: ZoneInfo) -> str:
    """'soccer practice for Emma with uncle Bob at the YMCA, Sat Nov 28 14:00–15:00, every
    Saturday at 14:00 (Minivan)' in local time; a reminder: 'reminder for Sarah: call mom, due
    Fri Nov 27 17:00'."""
    reminder = event.kind == "reminder"
    when = when_words(
        event.start, event.end, tz, all_day=event.all_day, reminder=reminder, own_zone=event.timezone
    )
    whom = people(family, event.participants)
    alone = own_booking(event, family)
    if reminder:
        text = (
            f"reminder for {whom}: {event.title}, {when}"
            if event.participants
            else f"reminder: {event.title}, {when}"
        )
    else:
        what = event_name(event, family)  # "Book the Minivan for Mike, …", not "Minivan booking"
        text = f"{what}{f' for {whom}' if event.participants else ''}"
        if event.guests:
            text += f" with {guest_names(event.guests)}"
        text += f" {at_place(event.location)}, {when}" if event.location else f", {when}"
    if event.recurrence:
        text += ", " + describe_repeat(event.recurrence, event.start, zone(event.timezone), event.all_day)
    if event.resources and not alone and not is_outage(event.title, event.participants, event.resources):
        text += f" ({', '.join(family.display_name(r) for r in event.resources)})"
    if not reminder and not event.blocks_time:
        text += " — shown as free"
    return text


def entry_line(occ: Occurrence, family: Family, tz: ZoneInfo, repeat: str | None = None) -> str:
    """One listed occurrence, its day left to the heading: '14:00–15:00  soccer practice
    (Emma) at the YMCA [Minivan]', 'all day  grandma's birthday (…)', 'due 17:00  reminder:
    call mom (Sarah)'; its repeat in words and its note (a change of the clocks) after."""
    return f"{entry_when(occ, tz)}  {entry_what(occ, family, repeat)}"


def entry_when(occ: Occurrence, tz: ZoneInfo) -> str:
    """A listed occurrence's time column: '14:00–15:00', 'all day', 'due 17:00', an overnight
    span with its end day, and the event's own zone in brackets when it has one."""
    local, end = occ.start.astimezone(tz), occ.end.astimezone(tz)
    if occ.all_day:
        last = (occ.end - timedelta(seconds=1)).astimezone(tz)
        clock = "all day" if last.date() == local.date() else f"all day until {short_day(last)}"
    elif occ.kind == "reminder":
        clock = f"due {local:%H:%M}"
    elif end.date() != local.date() and not (
        end - local <= timedelta(hours=24) and end.hour == end.minute == 0
    ):
        clock = f"{local:%H:%M} – {short_day(end)} {end:%H:%M}"
    else:
        clock = f"{local:%H:%M}–{end:%H:%M}"
    if occ.timezone and occ.timezone != tz.key and not occ.all_day:
        there = zone(occ.timezone)
        clock += f" ({occ.start.astimezone(there):%H:%M} {zone_label(occ.timezone)})"
    return clock


def entry_what(occ: Occurrence, family: Family, repeat: str | None = None) -> str:
    """A listed occurrence's words: what, who, where, what it uses, its repeat and note."""
    whom = ", ".join(family.display_name(p) for p in occ.participants)
    what = f"reminder: {occ.title}" if occ.kind == "reminder" else occ.title
    text = f"{what} ({whom})" if whom else what
    if occ.guests:
        text += f" with {join_names(occ.guests)}"
    if occ.location:
        text += f" {at_place(occ.location)}"
    if occ.resources:
        text += f" [{', '.join(family.display_name(r) for r in occ.resources)}]"
    extras = [x for x in (repeat, occ.note) if x]
    if occ.status == "proposed":  # STATUS:TENTATIVE in the calendar it came from
        extras.append("tentative")
    if occ.kind != "reminder" and not occ.blocks_time:
        extras.append("shown as free")
    return text + "".join(f"  — {x}" for x in extras)


def plural(noun: str, count: int = 2) -> str:
    """`noun` as it reads for `count` of them: 'event', 'events', 'person', 'people'."""
    if count == 1:
        return noun
    head, _, last = noun.rpartition(" ")
    word = IRREGULAR_PLURALS.get(last)
    if word is None:
        if re.search(r"(?:s|x|z|ch|sh)$", last):
            word = last + "es"
        elif re.search(r"[^aeiou]y$", last):
            word = last[:-1] + "ies"
        else:
            word = last + "s"
    return f"{head} {word}" if head else word


def count_of(count: int, noun: str) -> str:
    """'1 shared thing', '2 shared things', '0 events'."""
    return f"{count} {plural(noun, count)}"


def hours_and_minutes(minutes: int) -> str:
    """A length added up, short as families write it: '4h 30m', '3h', '45m', '0m' (never
    folded into days or weeks: 30h of practice in a month reads as hours)."""
    hours, rest = divmod(max(0, minutes), 60)
    if not hours:
        return f"{rest}m"
    return f"{hours}h {rest}m" if rest else f"{hours}h"


def capitalised(text: str) -> str:
    """`text` with its first letter upper case (the rest untouched: 'piano lesson' → 'Piano lesson')."""
    for i, char in enumerate(text):
        if char.isalpha():
            return text[:i] + char.upper() + text[i + 1 :]
        if not char.isspace() and char not in "\"'(“‘":
            return text
    return text


def sentence(text: str) -> str:
    """One sentence for a reply: capitalised, ending with punctuation."""
    text = capitalised(text.strip())
    if not text:
        return text
    return text if text[-1] in ".?!" else text + "."


# -- times in the family's clock ---------------------------------------------------------

_CLOCK = r"(?<![\d:T+\-])({hours}):([0-5]\d)"
_CANONICAL = re.compile(
    _CLOCK.format(hours=r"[01]\d|2[0-4]") + r"–" + r"([01]\d|2[0-4]):([0-5]\d)(?!\d|:\d)"
    r"|" + _CLOCK.format(hours=r"[01]\d|2[0-3]") + r"(?!\d|:\d)"
)
"""Clock readings as the graphs write them (zero-padded 24-hour), a span or a single time;
never a part of an ISO datetime or offset ('2026-11-24T15:00:00-05:00' is left alone)."""


def _wall(hours: str, minutes: str) -> time:
    return time(int(hours) % 24, int(minutes))


def in_clock(text: str, style: str) -> str:
    """A reply written in the canonical 24-hour clock, said in the family's `style`.

    '17:00–18:00 piano lesson' → '5–6pm piano lesson' in '12h'; unchanged in '24h'.
    """
    if style != "12h" or not text:
        return text

    def said(m: re.Match[str]) -> str:
        if m[1] is not None:
            return clock_span(_wall(m[1], m[2]), _wall(m[3], m[4]), style)
        return clock_time(_wall(m[5], m[6]), style)

    return _CANONICAL.sub(said, text)  # one pass: what it writes is never read again


# -- one line for notes that differ only by their date -----------------------------------

_DAY = r"(?:Mon|Tue|Wed|Thu|Fri|Sat|Sun)(?:day|sday|nesday|rsday|urday)? "
_MONTH = r"(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]* "
_DATE = re.compile(rf"\b{_DAY}{_MONTH}\d{{1,2}}\b")
MAX_DATES = 4
"""Dates named in a collapsed line; past that the first and last are named with a count."""


def gather_away(lines: Sequence[str], prefix: str, suffix: str) -> list[str]:
    """What someone away will miss, one sentence for all of it.

    A week's trip misses a dozen things: 'While away, Mike has gym … (left on the calendar)'
    six times over was a wall. They become 'While away (all left on the calendar): Mike has
    gym …; Emma has piano lesson …', in the same place as the first; other lines are kept.
    """
    missed = [line.removeprefix(prefix).removesuffix(suffix) for line in lines if line.startswith(prefix)]
    if len(missed) < 2:
        return list(lines)
    out: list[str] = []
    for line in lines:
        if not line.startswith(prefix):
            out.append(line)
        elif missed:
            heading = f"{prefix.rstrip(', ')} (all {suffix.strip(' ()')})"
            out.append(f"{heading}: " + "; ".join(missed))
            missed = []
    return out


def collapse_dates(lines: Sequence[str]) -> list[str]:
    """Lines that say the same thing about different dates, as one line naming the dates.

    'Jake already has swim class Sat Nov 28 10:00–11:00.' and the same for Sat Dec 5 become
    'Jake already has swim class Sat Nov 28 and Sat Dec 5 10:00–11:00.'; more than
    MAX_DATES dates read 'on 12 dates, Sat Nov 28 to Sat Feb 13,'. Order is kept.
    """
    groups: dict[str, list[str]] = {}
    for line in lines:
        dates = _DATE.findall(line)
        key = _DATE.sub("\0", line, count=1) if len(dates) == 1 else line
        groups.setdefault(key, []).append(dates[0] if len(dates) == 1 else line)
    out = []
    for key, found in groups.items():
        if "\0" not in key:
            out.extend(found)
            continue
        unique = list(dict.fromkeys(found))
        if len(unique) == 1:
            named = unique[0]
        elif len(unique) <= MAX_DATES:
            named = join_names(unique)
        else:
            named = f"on {len(unique)} dates, {unique[0]} to {unique[-1]},"
        out.append(key.replace("\0", named))
    return out
