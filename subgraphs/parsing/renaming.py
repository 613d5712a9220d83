"""A new name for an event already on the calendar: 'rename the dentist to "Ortho check"',
"change the title of saturday's practice to scrimmage", "call emma's piano lesson piano
with Ms Lee from now on", "change piano to keys".

Only the words are read here: which words name the event (`target`, read by the grammar
afterwards as a change, so its day and people find the occurrence) and the new name, as
typed (its capitals kept, its quotes and the words about which occurrences dropped).
Three kinds of saying differ in how sure they are:

- `said`: a verb of naming ("rename", "the title of", "should be called"): always a rename;
- `called`: "call X Y" names an event only when X is one on the calendar and the new name
  is quoted or said to hold from now on ("call the dentist tomorrow" is a phone call);
- `bare`: "change X to Y" is a rename only when X is on the calendar and Y says no time,
  day, person or thing ("change piano to 4" moves it); the parser checks Y.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from family_scheduler.domain.titles import title_likeness, title_matches, title_words
from family_scheduler.models.family import Family

LONGEST_TEXT = 300
"""A rename is a short message; longer ones are never read as one (time stays bounded)."""
LONGEST_TITLE = 80
"""The longest new name taken; a longer one is a problem said back."""
BARE_WORDS = 6
"""The most words "change X to Y" may give Y and still be read as a name."""

LEAD = (  # "can you please", "let's", "i want to": how a request may begin
    r"^\s*(?:(?:hey|hi|ok|okay|so|um|oh|and|also|please|pls)\b[\s,!.]*)*"
    r"(?:(?:can|could|would|will)\s+(?:you|we|u)\s+(?:please\s+)?|let'?s\s+|"
    r"i\s+(?:want|need|'d\s+like|would\s+like)\s+to\s+|please\s+)?"
)
_QUOTE_START = "\"“‘'"
_NEW = r"(?P<new>.+)$"

_SAID = [
    re.compile(
        LEAD
        + r"(?:rename|re-name|retitle)\s+(?P<what>.+?)(?:\s+(?:to|as|into)\s+|\s*:\s*|\s+(?=[\"“‘']))"
        + _NEW
    ),
    re.compile(
        LEAD + r"(?:change|update|switch|edit|set|fix|make)\s+(?:the\s+)?(?:title|name)\s+(?:of|for|on)\s+"
        r"(?P<what>.+?)\s+(?:to|as|into)\s+(?:be\s+)?" + _NEW
    ),
    re.compile(
        LEAD + r"(?:change|update|switch|edit|set|fix|make)\s+(?P<what>.+?)(?:'s|s')\s+(?:title|name)\s+"
        r"(?:to|as|into)\s+(?:be\s+)?" + _NEW
    ),
    re.compile(
        LEAD
        + r"(?:change|update|switch|make)\s+(?P<what>.+?)\s+(?:to\s+)?be\s+(?:called|named|titled)\s+"
        + _NEW
    ),
    re.compile(LEAD + r"(?P<what>.+?)\s+should\s+(?:be|now\s+be)\s+(?:called|named|titled)\s+" + _NEW),
]
"""A verb of naming: always a rename, whatever the event."""
_CALL = re.compile(LEAD + r"(?:call|name)\s+(?P<rest>.+)$")
_BARE = re.compile(LEAD + r"(?:change|switch|update)\s+(?P<what>.+?)\s+to\s+" + _NEW)

_TAIL = re.compile(
    r"(?:^|[\s,;.!?]+)(?:from\s+now\s+on|going\s+forward|from\s+here\s+on(?:\s+out)?|instead|now|please|pls|"
    r"thanks|thank\s+you|thx|for\s+(?:the\s+)?(?:whole|entire|rest\s+of\s+the)\s+(?:season|series|year|term)|"
    r"for\s+all\s+of\s+them|for\s+every\s+one(?:\s+of\s+them)?|for\s+all\s+(?:future\s+)?ones|"
    r"(?:just|only)\s+(?:for\s+)?(?:this|the\s+next)\s+(?:one|time|week)|this\s+time\s+only|"
    r"(?:on|in)\s+(?:the|my|our)\s+(?:calendar|schedule))[\s,;.!?]*$"
)
"""Words after a new name that are not part of it: which occurrences, politeness."""
_FOR_GOOD = re.compile(r"\b(?:from\s+now\s+on|going\s+forward|from\s+here\s+on|instead)\b")
"""What makes "call X Y" a new name rather than a phone call."""
_DAY_WORDS = frozenset(
    "monday tuesday wednesday thursday friday saturday sunday today tonight tomorrow next this "
    "week weekend one kid child children mom dad".split()
)
"""Words of an event's name said that point at its day or people, not its name ("saturday's
practice", "the kids' swim")."""
_NOT_A_NAME = re.compile(
    r"\b(?:later|earlier|sooner|before|after|longer|shorter|online|virtual|remote|in\s+person|zoom|"
    r"cancel(?:led|ed)?|tentative|free|busy|private|public|weekly|biweekly|monthly|daily|yearly|"
    r"another|different|same|usual|normal|regular|option|morning|afternoon|evening|night|noon|"
    r"midnight|am|pm|it|them|him|her|me|us)\b|\d"
)
"""Words that make Y in "change X to Y" something other than a name."""

Kind = Literal["said", "called", "bare"]


@dataclass(frozen=True)
class Rename:
    """The words naming the event and the new name, as typed."""

    target: str
    new_title: str
    kind: Kind


def family_names(family: Family) -> frozenset[str]:
    """The family's names and nicknames: they say whose event it is, never which."""
    return frozenset(n.lower() for m in family.members for n in (m.id, m.name, *m.aliases))


def find_rename(text: str, titles: Sequence[str] | None, names: frozenset[str]) -> Rename | None:
    """The rename `text` asks for, or None. `titles`: the calendar's event names (None when
    no calendar is known: then only a verb of naming or a quoted name is a rename);
    `names`: the family's names, which say whose event it is, never which."""
    message = short_message(text)
    if message is None:
        return None
    raw, low = message
    for pattern in _SAID:
        found = pattern.match(low)
        if found is not None:
            return _named(raw, found.start("what"), found.end("what"), found.start("new"), "said")
    called = _CALL.match(low)
    if called is not None and titles:
        return _called(raw, called.start("rest"), titles, names)
    bare = _BARE.match(low)
    if bare is not None and titles and is_on_calendar(bare.group("what"), titles, names):
        said = _named(raw, bare.start("what"), bare.end("what"), bare.start("new"), "bare")
        if said is not None and _could_be_a_name(said.new_title):
            return said
    return None


def short_message(text: str) -> tuple[str, str] | None:
    """`text` as typed and in lower case, the same length (the capitals are dropped for
    letters whose lower case is longer); None when empty or longer than LONGEST_TEXT."""
    raw = str(text or "")
    if len(raw) > LONGEST_TEXT or not raw.strip():
        return None
    low = raw.lower()
    return (low if len(low) != len(raw) else raw), low


def needs_titles(text: str) -> bool:
    """Whether reading `text` as a rename needs the calendar's event names ("call X Y",
    "change X to Y"), so the calendar is read only for such messages."""
    low = str(text or "").lower()
    if len(low) > LONGEST_TEXT or any(p.match(low) for p in _SAID):
        return False
    return _CALL.match(low) is not None or _BARE.match(low) is not None


def _named(raw: str, what_at: int, what_end: int, new_at: int, kind: Kind) -> Rename | None:
    target = raw[what_at:what_end].strip(" ,")
    new = cleaned(raw[new_at:])
    if not target or not new:
        return None
    return Rename(target, new, kind)


def cleaned(said: str) -> str:
    """The new name without its quotes, the words after them, or a tail about occurrences."""
    said = said.strip()
    if said[:1] in _QUOTE_START:
        closing = {"“": "”", "‘": "’"}.get(said[0], said[0])
        end = said.find(closing, 1)
        if end > 1:
            return said[1:end].strip()
    for _ in range(6):  # "football for the whole season please": each tail word in turn
        tail = _TAIL.search(said)
        if tail is None:
            break
        said = said[: tail.start()]
    return said.strip(" ,;.!?\"“”‘’'")


def _event_words(words: str, names: frozenset[str]) -> frozenset[str]:
    """The words of an event's name said, without whose it is and which day."""
    return frozenset(w for w in title_words(words) if w not in names and w not in _DAY_WORDS)


def is_on_calendar(words: str, titles: Sequence[str], names: frozenset[str]) -> bool:
    """Whether `words` name an event among `titles` (whose it is and its day aside)."""
    wanted = _event_words(words, names)
    return bool(wanted) and any(title_matches(wanted, t) for t in titles)


def _called(raw: str, at: int, titles: Sequence[str], names: frozenset[str]) -> Rename | None:
    """ "call X Y": X the calendar's event whose name the words fit best (the fewest words
    of the best fit), Y the rest, when Y is quoted or said to hold from now on."""
    rest = raw[at:]
    quote = next((i for i, c in enumerate(rest) if c in _QUOTE_START and (i == 0 or rest[i - 1] == " ")), -1)
    if quote > 0:
        target = rest[:quote].strip()
        new = cleaned(rest[quote:])
        ok = is_on_calendar(target, titles, names) and bool(new)
        return Rename(target, new, "called") if ok else None
    if _FOR_GOOD.search(rest.lower()) is None:
        return None
    words = rest.split()
    best: tuple[float, int] = (0.0, 0)
    for cut in range(1, len(words)):
        wanted = _event_words(" ".join(words[:cut]), names)
        if not wanted or not any(title_matches(wanted, t) for t in titles):
            continue
        fit = max(title_likeness(wanted, t) for t in titles)
        if fit > best[0]:
            best = (fit, cut)
    if best[1] == 0:
        return None
    new = cleaned(" ".join(words[best[1] :]))
    return Rename(" ".join(words[: best[1]]), new, "called") if new else None


def _could_be_a_name(new: str) -> bool:
    """Whether Y of "change X to Y" can only be a name: short, and no word of a time, a
    day part, a way of meeting or a person ("change piano to later" is no name)."""
    return len(new.split()) <= BARE_WORDS and _NOT_A_NAME.search(new.lower()) is None


_PENDING = re.compile(
    r"^\s*(?:(?:actually|oh|ok|okay|and|also|wait|oops|hmm+|please|but|no)\b[\s,!.]*)*"
    r"(?:(?:can|could|would)\s+(?:you|we|u)\s+(?:please\s+)?|let'?s\s+|please\s+)?"
    r"(?:(?:re-?name|retitle)\s+(?:it|that|this)(?:\s+(?:to|as|into)\s+|\s*:\s*)"
    r"|(?:call|name|title)\s+(?:it|that|this)\s+"
    r"|(?:change|make|set|switch)\s+(?:the|its)\s+(?:name|title)\s+(?:(?:to|into)\s+)?(?:be\s+)?"
    r"|(?:the|its)\s+(?:name|title)\s+(?:should\s+be|is|will\s+be)\s+)"
)
"""The booking waiting for its yes given a name: "rename it to Drawing", "call it Drawing",
"make the title 'Art club'" (no event is named: it is the one asked about)."""
_NO_NEW_NAME = re.compile(r"^(?:a\s+(?:day|night)|quits|off|even|done)\b")
"""Sayings, not names: "call it a day", "call it off", "call it quits"."""


def new_name_of_pending(text: str, title: str | None, names: frozenset[str]) -> str | None:
    """The new name `text` gives the booking waiting for its yes (titled `title`), as typed,
    or None: "call it Drawing", or a rename naming that booking ("rename art class to
    Drawing"). `names`: the family's names, which are never the booking's own words."""
    raw = str(text or "")
    if len(raw) > LONGEST_TEXT or not raw.strip():
        return None
    low = raw.lower()
    if len(low) != len(raw):
        raw = low
    found = _PENDING.match(low)
    if found is not None:
        new = cleaned(raw[found.end() :])
    else:
        said = find_rename(raw, [title] if title else None, names)
        wanted = _event_words(said.target, names) if said is not None else frozenset()
        if said is None or not title or not wanted or not title_matches(wanted, title):
            return None
        new = said.new_title
    if not new or len(new) > LONGEST_TITLE or _NO_NEW_NAME.match(new.lower()):
        return None
    return new
