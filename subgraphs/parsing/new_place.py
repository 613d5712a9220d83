"""A new place for an event already on the calendar: "family dinner is at grandma's this
sunday", "soccer practice is at the north field on thursday", "move family dinner to
grandma's on sunday", "change the location of sunday's family dinner to grandma's house",
"piano is online this week".

Only the words are read here: which words name the event (`target`, with the day said
after the place, so "this sunday" finds that occurrence), and the new place as typed.
A person's home said as the place ("grandma's") stays in the place: it never names whose
event it is or who comes. Three kinds of saying differ in how sure they are:

- `said`: a word for the place ("the location of", "the venue for"): always a new place;
- `stated`: "X is at P" is one when X is on the calendar and P is a place, not a time,
  a day, a person or a thing ("piano is at 5" is a time; "homework is on the laptop" a thing);
- `moved`: "move X to P" is one when X is on the calendar and P can only be a place by
  its form (someone's home, "the north field", "online"): "move piano to 4" moves it.

Whether some words read alone say a time, a thing or someone is the grammar's to tell:
the parser hands it in as `read_alone`.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Literal

from family_scheduler.domain.titles import title_words

from .renaming import LEAD, LONGEST_TEXT, cleaned, is_on_calendar, short_message

LONGEST_PLACE = 80
"""The longest new place taken; a longer one is a problem said back."""
PLACE_WORDS = 6
"""The most words a place read from "X is at P" or "move X to P" may have."""

_PLACE_NOUN = r"(?:location|place|venue|address|spot|meeting\s+(?:place|point|spot))"
_CHANGING = r"(?:change|update|switch|set|move|make|edit|fix)"
_BECOMES = (
    r"(?:is\s+now|is\s+changing\s+to|has\s+changed\s+to|changed\s+to|is\s+moving\s+to|is|will\s+be|"
    r"should\s+be|now)\s+(?:at\s+|in\s+)?"
)
_NEW = r"(?P<new>.+)$"

_SAID = [
    re.compile(
        LEAD + _CHANGING + r"\s+(?:the\s+)?" + _PLACE_NOUN + r"\s+(?:of|for|on)\s+"
        r"(?P<what>.+?)\s+(?:to|as|into)\s+(?:be\s+)?(?:at\s+)?" + _NEW
    ),
    re.compile(
        LEAD + _CHANGING + r"\s+(?P<what>.+?)(?:'s|s')\s+" + _PLACE_NOUN + r"\s+"
        r"(?:to|as|into)\s+(?:be\s+)?(?:at\s+)?" + _NEW
    ),
    re.compile(LEAD + r"(?:the\s+)?" + _PLACE_NOUN + r"\s+(?:of|for)\s+(?P<what>.+?)\s+" + _BECOMES + _NEW),
    re.compile(LEAD + r"(?P<what>.+?)(?:'s|s')\s+" + _PLACE_NOUN + r"\s+" + _BECOMES + _NEW),
]
"""A word for the place: always a change of place, whatever the event."""

_STATED = re.compile(
    r"(?:\s(?:has\s+been\s+moved|was\s+moved|moved|is\s+moving|has\s+moved|is\s+being\s+held|"
    r"will\s+be\s+held|is\s+happening|is\s+taking\s+place|takes\s+place|is|are|will\s+be)|"
    r"(?<!\b(?:it|he))(?<!\b(?:who|how))(?<!\b(?:what|that|when|here))(?<!\b(?:where|there))'s)"
    r"\s+(?:now\s+)?(?P<prep>(?:over\s+)?at\s+|in\s+|to\s+|on\s+)?"
)
"""The verb of 'X is at P', 'X has moved to P', 'piano's online': read as a place only
when the words before it name an event on the calendar and P is a place."""
_START = re.compile(LEAD)
_MOVED = re.compile(
    LEAD + r"(?:move|switch|change|shift|take|relocate)\s+(?P<what>.+?)\s+(?:over\s+)?(?:to|into)\s+" + _NEW
)
"""'move X to P': a new place only when P can be nothing else."""

_ONLINE = re.compile(
    r"^(?:(?:on|over|via|by)\s+)?(?:online|virtual(?:ly)?|remote(?:ly)?|zoom|facetime|google\s+meet|"
    r"(?:ms\s+|microsoft\s+)?teams|skype|video(?:\s+call)?)(?:\s+call)?$"
)
"""A meeting with no place to go to: "online", "on zoom", "over facetime"."""
_ONLINE_AHEAD = re.compile(r"(?:online|virtual|remote|zoom|on\s+zoom)\b")
"""'piano is online', with no word before the place: the calendar is read for it."""
_PREP = re.compile(r"^(?:over\s+at|over|at|in|on|via|by)\s+")
_HOME = re.compile(
    r"^(?:(?:my|his|her|their|our|a|the)\s+(?:best\s+)?)?[a-z][a-z-]*'s(?:\s+[a-z][a-z-]*){0,2}$"
)
"""Someone's home or place: "grandma's", "mike's office", "her friend's house"."""
_NOT_HOMES = re.compile(
    r"^(?:today|tomorrow|tonight|yesterday|monday|tuesday|wednesday|thursday|friday|saturday|sunday|"
    r"this|next|last|that|week|weekend|month|year|morning|afternoon|evening|night)'s\b"
)
"""A day's ("sunday's"), not someone's home."""
_PLACE_HEAD = re.compile(
    r"(?:^|\s)(?:field|fields|park|gym|school|library|church|temple|synagogue|mosque|center|centre|studio|"
    r"pool|rink|court|courts|office|hall|stadium|arena|house|home|restaurant|cafe|café|diner|campus|"
    r"clinic|hospital|ymca|ywca|y|room|pitch|diamond|track|garage|barn|beach|lake|club|clubhouse|"
    r"building|classroom|auditorium|theater|theatre|cafeteria|playground|complex|dojo|academy|"
    r"community\s+center|rec\s+center|fieldhouse|museum|mall|bowling\s+alley|backyard|yard|farm|"
    r"cabin|cottage|apartment|flat|basement|kitchen|garden)$"
)
"""A place named by what it is: "the north field", "the rec center", "the music room"."""
_NOT_PLACES = re.compile(
    r"^(?:the\s+)?(?:same|usual|normal|regular|other|next|last|first|new|another|different|"
    r"least|most|all|once|time|advance|person|progress|charge|general|case|order|a\s+bit|a\s+while|"
    r"(?:my|our|the|your)\s+calendar|calendar|schedule|agenda|it|them|him|her|me|us|everyone|"
    r"everybody|no\s+one|nobody|cancel(?:l?ed)?|off|on|tentative|free|busy|over|done|late|early|"
    r"later|earlier|sooner|longer|shorter|before|after|weekly|monthly|daily)\b"
)
"""What follows "is at"/"is in"/"is" that is no place ("at least", "in person", "is off")."""

_MORE_SAID = re.compile(
    r"(?:(?<!\b(?:dr|mr|ms|st|mt|jr|sr|no))(?<!\b(?:mrs|ave|rev))\.|[!?;])\s+\S", re.IGNORECASE
)
"""A sentence after the place ("Dr." and "St." end none): the message says more than
where an event is."""
_NO_EVENT = frozenset("event events appointment appt meeting thing this that it one entry booking".split())
"""Words that name no event on the calendar ("the location of the event is..." describes
the one being booked)."""

Kind = Literal["said", "stated", "moved"]


@dataclass(frozen=True)
class Alone:
    """What some words read alone say, as far as a place is concerned."""

    when: bool
    """only when-words: a day, a week, a part of one, a time ("this sunday", "on thursday",
    "this week", "sunday at 5"), no words left over for a name"""
    clock: bool
    """a clock time or a new length ("at 5", "an hour later")"""
    someone: bool
    """someone of the family or not ("grandma's", "our house" name someone too)"""
    other: bool
    """a thing of the family's, a repeat or a problem"""


Reader = Callable[[str], Alone]


@dataclass(frozen=True)
class PlaceChange:
    """The words naming the event (its day included) and the new place, as typed."""

    target: str
    new_place: str
    kind: Kind
    what: str = ""
    """the event's own words, without the day or time said with the place"""
    new_time: str | None = None
    """the new time said with the place ("sunday at 5", "5"), its day too, when one is said:
    the one occurrence moves and changes place in one change"""


def find_place_change(
    text: str, titles: Sequence[str] | None, names: frozenset[str], read_alone: Reader
) -> PlaceChange | None:
    """The change of place `text` asks for, or None. `titles`: the calendar's event names
    (None when no calendar is known: then only a word for the place makes one); `names`:
    the family's names, which say whose event it is, never which; `read_alone` reads a few
    words with the grammar."""
    message = short_message(text)
    if message is None:
        return None
    raw, low = message
    for pattern in _SAID:
        found = pattern.match(low)
        if found is not None:
            return _placed(raw, found.span("what"), found.start("new"), "said", read_alone)
    if not titles or low.rstrip().endswith("?"):
        return None  # "is piano at the school?" asks; it changes nothing
    begin = _START.match(low)
    at = begin.end() if begin is not None else 0
    for verb in _STATED.finditer(low, at):  # "emma's piano is online": not "emma" + "'s"
        if not _names_an_event(low[at : verb.start()], titles, names, read_alone):
            continue
        change = _placed(raw, (at, verb.start()), verb.end(), "stated", read_alone)
        if change is not None and (verb.group("prep") or _ONLINE.match(change.new_place.lower())):
            return change
    moved = _MOVED.match(low)
    if moved is not None and _names_an_event(moved.group("what"), titles, names, read_alone):
        change = _placed(raw, moved.span("what"), moved.start("new"), "moved", read_alone)
        if change is not None and _by_its_form(change.new_place.lower()):
            return change
    return None


def needs_titles(text: str) -> bool:
    """Whether reading `text` as a change of place needs the calendar's event names ("X is
    at P", "move X to P"), so the calendar is read only for such messages."""
    low = str(text or "").lower()
    if len(low) > LONGEST_TEXT or any(p.match(low) for p in _SAID):
        return False
    stated = (verb.group("prep") or _ONLINE_AHEAD.match(low, verb.end()) for verb in _STATED.finditer(low))
    return any(stated) or _MOVED.match(low) is not None


def _placed(
    raw: str, what_at: tuple[int, int], new_at: int, kind: Kind, read_alone: Reader
) -> PlaceChange | None:
    """The event's words and the new place, the day said after the place moved to the
    event's words ("grandma's this sunday": the place is grandma's, the event sunday's)."""
    what = raw[what_at[0] : what_at[1]].strip(" ,")
    said = cleaned(raw[new_at:])
    words = said.split()
    if not what or not words or _MORE_SAID.search(said) or not title_words(what) - _NO_EVENT:
        return None  # "the location of the event is ... . put dentist as the title": a booking
    lead = _lead_cut(words, read_alone)  # "dinner is at 5 at grandma's": the time first
    if lead < 0:
        return None  # "piano is at 5 at the latest": a time, and no place after it
    first, words = " ".join(words[:lead]), words[lead:]
    repeat = _repeat_cut(words, read_alone)  # "grandma's every sunday": which ones is asked
    if repeat < 0:
        return None  # "grandma's every sunday at 5": a new time for the series, the grammar's
    words = words[:repeat]
    cut = _when_cut(words, read_alone)
    place = _PREP.sub("", " ".join(words[:cut]).strip(" ,;"), count=1).strip(" ,;")
    when = " ".join([first, *words[cut:]]).strip()
    if not place or not _is_a_place(place, kind, read_alone):
        return None
    timed = f"at {when}" if when[:1].isdigit() else when  # "5 on thursday" alone is the 5th
    if not (when and read_alone(timed).clock):
        return PlaceChange(f"{what} {when}".strip(), place, kind, what)
    return PlaceChange(f"{what} {when}".strip(), place, kind, what, timed)  # "grandma's sunday at 5"


_AT = frozenset("at in".split())
"""The word between a time and a place said after it ("at 5 at grandma's")."""


def _lead_cut(words: list[str], read_alone: Reader) -> int:
    """Where a place said after a new time begins ("5 on sunday | at grandma's"): the time
    read alone, then "at"/"in" and a place by its form or its capital ("at Lincoln Park");
    0 when the words do not start with a time, -1 when no place follows the time ("5 at
    the latest")."""
    timed = False
    for k in range(1, len(words) - 1):
        if words[k].lower() not in _AT or not read_alone(" ".join(words[:k])).clock:
            continue
        rest = words[k + 1 :]
        place = " ".join(rest[: _when_cut(rest, read_alone)]).lower()
        if _by_its_form(place) or rest[0][:1].isupper():
            return k
        timed = True
    return -1 if timed else 0


_FILLER = frozenset("the a an my our his her their at in on to over".split())


def _when_cut(words: list[str], read_alone: Reader) -> int:
    """Where the words naming a day start ("grandma's | this sunday", "piano | on monday"),
    after some word that is not filler; len(words) when no day is said after them."""
    for k in range(1, len(words)):
        if words[k - 1].lower() in _REPEATING:
            continue  # "grandma's every | sunday": the repeat is no part of the place
        if any(w.lower() not in _FILLER for w in words[:k]) and read_alone(" ".join(words[k:])).when:
            return k
    return len(words)


_REPEATING = frozenset("every each other alternate".split())


def _repeat_cut(words: list[str], read_alone: Reader) -> int:
    """Where a repeat said after the place begins ("grandma's | every sunday"), len(words)
    when none is: the days it repeats on are the event's own, so only the place is read and
    the family is asked which of them move; -1 when a new time is said with it."""
    for k in range(1, len(words) - 1):
        rest = " ".join(w for w in words[k + 1 :] if w.lower() != "other")
        if words[k].lower() in ("every", "each") and rest and (alone := read_alone(rest)).when:
            return -1 if alone.clock else k
    return len(words)


def _names_an_event(what: str, titles: Sequence[str], names: frozenset[str], read_alone: Reader) -> bool:
    """Whether `what` names an event on the calendar, a day said after it or not
    ("soccer practice on thursday")."""
    if is_on_calendar(what, titles, names):
        return True
    words = what.split()
    cut = _when_cut(words, read_alone)
    return cut < len(words) and is_on_calendar(" ".join(words[:cut]), titles, names)


def _is_a_place(place: str, kind: Kind, read_alone: Reader) -> bool:
    """Whether `place` can be the place: no time, day or thing; for "X is at P" and "move
    X to P" few words, and for "move X to P" a place by its very form."""
    low = place.lower()
    if _ONLINE.match(low):
        return True
    if kind != "said" and (len(low.split()) > PLACE_WORDS or _NOT_PLACES.match(low)):
        return False
    alone = read_alone(low)
    if alone.when or alone.clock:
        return False  # "change the place of dinner to 6pm", "piano is at 5"
    if kind == "said":
        return True
    if alone.other:
        return False  # "homework is on the laptop": a thing, not a place
    if _by_its_form(low):
        return True  # "grandma's", "our house", "mike's office": the person no part of it
    return not alone.someone and kind == "stated"


def _is_a_home(low: str) -> bool:
    return _HOME.match(low) is not None and _NOT_HOMES.match(low) is None


def _by_its_form(low: str) -> bool:
    """Whether the words can only be a place: online, someone's home, or a noun for a place."""
    return _ONLINE.match(low) is not None or _is_a_home(low) or _PLACE_HEAD.search(low) is not None
