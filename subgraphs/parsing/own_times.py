"""One activity, each person at their own time: "parent-teacher conferences on dec 3, emma's
at 3:15 and jake's at 3:45", "haircuts saturday: jake at 10, emma at 10:30", "dentist
thursday, 2pm for emma and 2:30 for jake", "checkups next tuesday, emma 3pm, jake 3:30pm",
"dentist tuesday for jake at 3 and for emma at 4".

Read as one request, the first time was booked for everyone and the other time lost: a
booking nobody asked for. Each person with their own time is a booking of its own: the
shared words (the activity, the day, a verb) go with each pair, and the parts travel as
`ParsedRequest.then`, so the main graph proposes, checks and confirms each in turn.
"""

from __future__ import annotations

import re
from datetime import date, datetime, timedelta
from functools import lru_cache

from .lexicon import Lexicon
from .pattern_needs import derive, holds_any

_TIME = r"(?:\d{1,2}(?::\d{2})?\s*(?:am|pm)|\d{1,2}:\d{2}|noon)"
"""A clock time that needs no "at" to be one: "3pm", "3:30", "noon"."""
_AT_TIME = rf"(?:(?:at|@)\s+(?:\d{{1,2}}(?::\d{{2}})?\s*(?:am|pm)?|noon)|{_TIME})"
"""A clock time after a person: "at 10" (a bare hour needs its "at"), "3:30", "3pm"."""
_SEP = r"(?:\s*,\s*(?:and\s+|then\s+)?|\s+(?:and|then|&)\s+|\s*;\s*)"
"""Between two people's times: "," "and" ", and" ";"."""
_SEP_NEEDS = derive(_SEP, 0) or ("",)
"""One of these is in every separator (",", ";", "and", "then", "&"), so in every run of two
or more people's times: a message with none of them is no such run, and the two long
searches of the family's names are skipped ("" would let every message through)."""


def _pair(names: str, n: int) -> str:
    """One person and their time, either way round: "emma's at 3:15", "jake at 10", "for
    jake at 3", "2pm for emma", "9am emma"; groups numbered `n` so several fit in one pattern."""
    person = rf"(?:the\s+)?(?:{names})"
    after = rf"(?:for\s+)?(?P<who{n}a>{person})(?:'s)?\s+(?P<at{n}a>{_AT_TIME})"
    before = rf"(?P<at{n}b>{_TIME})\s+(?:(?:is\s+)?for\s+)?(?P<who{n}b>{person})(?:'s)?"
    return rf"(?:{after}|{before})(?![a-z0-9:'])"


@lru_cache(maxsize=16)
def _patterns(names: str) -> tuple[re.Pattern[str], re.Pattern[str]]:
    """The run of two or more pairs, and one pair alone."""
    run = rf"(?<![a-z0-9']){_pair(names, 0)}(?:{_SEP}{_pair(names, 1)})+"
    return re.compile(run), re.compile(rf"(?<![a-z0-9']){_pair(names, 0)}")


@lru_cache(maxsize=16)
def _activity_first(names: str) -> re.Pattern[str]:
    """The first person's activity said between them and their time, before another pair:
    "emma's dentist at 2, jake's at 2:30"."""
    return re.compile(
        rf"(?<![a-z0-9'])(?P<who>(?:the\s+)?(?:{names})'s)\s+(?P<what>[a-z][a-z' -]{{0,40}}?)"
        rf"(?=\s+{_AT_TIME}(?![a-z0-9:']){_SEP}{_pair(names, 1)})"
    )


def _names(lexicon: Lexicon) -> str:
    return _alternation(tuple(lexicon.people))


@lru_cache(maxsize=16)
def _alternation(people: tuple[str, ...]) -> str:
    """The family's spoken names as one alternation, longest first (made once a family)."""
    spoken = sorted(people, key=lambda s: (-len(s), s))
    return "|".join(r"\s+".join(re.escape(w) for w in said.split()) for said in spoken)


def own_time_parts(text: str, lexicon: Lexicon) -> list[str] | None:
    """`text` (normalised) as one booking per person at their own time, in the order said;
    None when it does not give two or more people each their own time."""
    if not lexicon.people or not holds_any(text, _SEP_NEEDS) or not re.search(r"\d|noon", text):
        return None
    names = _names(lexicon)
    run, one = _patterns(names)
    found = run.search(text)
    if found is None:
        said_first = _activity_first(names).search(text)
        if said_first is None:
            return None
        # "emma's dentist at 2 and jake's at 2:30": the activity is everyone's
        what, who = said_first.group("what"), said_first.group("who")
        text = f"{text[: said_first.start()]}{what} {who}{text[said_first.end('what') :]}"
        found = run.search(text)
        if found is None:
            return None
    pairs: list[tuple[str, str]] = []
    for match in one.finditer(found.group(0)):
        who = match.group("who0a") or match.group("who0b")
        at = match.group("at0a") or match.group("at0b")
        pairs.append((who, at if at.startswith(("at ", "@")) else f"at {at}"))
    members = [lexicon.people.get(" ".join(who.removeprefix("the ").split()), (who,)) for who, _ in pairs]
    if len(pairs) < 2 or len(set(members)) < len(members):
        return None  # the same person twice is a choice or a correction, not each their own
    head = text[: found.start()].strip(" ,-:;")
    tail = text[found.end() :].strip(" ,-:;.")
    if not head:
        return None  # nothing said before them: no shared activity to give each of them
    return [" ".join(f"{head} for {who} {at} {tail}".split()) for who, at in pairs]


EACH = re.compile(
    r"\b(?:minutes?|mins?|hours?|hrs?|an?\s+hour|half\s+an\s+hour)\s+each\b|\beach\s+(?:for|takes?|needs?)\b"
)
"""A length said per person: "20 minutes each", "each for half an hour"."""
EACH_OWN = re.compile(
    r"\beach\s+(?:have|has|had|got|get|gets|need|needs|want|wants|go\s+to|goes\s+to|do|does|take|takes)\s"
    r"|\b(?:one|a\s+(?:booking|slot|session|lesson|appointment))\s+(?:each|apiece)\b"
    r"|\bfor\s+each\s+of\s+(?:them|the\s+kids|the\s+children|us)\b"
)
"""One each, not one together: "emma and jake each have piano", "a lesson each", "for each
of them" (never "each week", a repeat)."""


def in_order_said(participants: list[str], said_at: dict[str, int]) -> list[str]:
    """`participants` in the order they were named (`said_at`: where each was first said);
    anyone not named (the speaker by default) after them, in their order."""
    far = max(said_at.values(), default=0) + 1
    return sorted(participants, key=lambda who: said_at.get(who, far))


def one_after_another(
    title: str,
    participants: list[str],
    minutes: int | None,
    start: datetime | None,
    day: date,
    back_to_back: bool = True,
) -> list[str]:
    """ "eye tests tuesday for emma and jake, 20 minutes each": a booking of its own for each
    person after the first, back to back from `start` when a time was said (each takes the
    slot after the one before), else on that day (a time found for each, asked in turn).
    Not `back_to_back` ("emma and jake each have piano tuesday at 4"): each at `start`."""
    said = f"{day:%B} {day.day} {day.year}".lower()
    parts = []
    for n, who in enumerate(participants[1:], start=1):
        at = ""
        if start is not None:
            begins = start + timedelta(minutes=(minutes or 0) * n if back_to_back else 0)
            at = f" at {begins:%I:%M%p}".lower().replace(" at 0", " at ")
        length = f" for {minutes} minutes" if minutes else ""
        parts.append(f"{title} on {said}{at} for {who}{length}")
    return parts
