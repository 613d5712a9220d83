"""A day said by its name: "on christmas eve", "this thanksgiving", "on the end of school".

Families date things by holidays as often as by numbers. Without this, "cancel band
practice on christmas eve" left the day in the title and changed the next practice
instead. A name counts only after "on", "this", "next" or "to", and only when it is
all the words up to the next part of the request (a time, "at", "with", a part of the
day, the end), so "christmas party", "go to the christmas market" and "book the kitchen
for thanksgiving dinner" keep their titles;
it is a holiday of the family's country or one of its own days (`named_days`), the
next one on or after today. Read after the numeric dates, so "on dec 24" never asks.

A holiday said bare, with no "on" ("dinner xmas eve at 6", "christmas eve at 6 dinner with
grandma", "what's happening thanksgiving"), counts only when it cannot be part of a name: it
says it is a day ("… day", "… eve") or is a word that names nothing but the holiday
("christmas", "thanksgiving", "halloween"), and what follows it starts another part of the
request (a time, "at", "with", a part of the day, a comma, the end), never an activity's
word or a meal ("christmas party", "thanksgiving dinner" stay titles); after "the", "a",
"my", "our"… or "happy"/"merry", after "after", "before", "until"… ("the day after
christmas" is not Christmas), or with another day said ("valentine's day with her
tomorrow"), it is the thing itself, not its day.
"""

from __future__ import annotations

import re
from datetime import date

from family_scheduler.models.family import Family
from family_scheduler.named_days import find_named_day

from .claims import Claims, holds_any
from .dates import DateMention

_NAMED_DAY_RE = re.compile(
    r"(?<![a-z'])(?:(?:on(?:\s+for)?|to)(?:\s+(?:this|next))?|this|next)\s+(?:the\s+)?(?P<rest>[a-z0-9' ]+)"
)
_ASKED_FOR_RE = re.compile(r"(?<![a-z'])for(?:\s+(?:this|next))?\s+(?:the\s+)?(?P<rest>[a-z0-9' ]+)")
"""In a question, "for" names the day too: "anything on the calendar for thanksgiving?"."""
MAX_WORDS = 5
_STOP = frozenset(
    {"at", "from", "to", "with", "for", "by", "in", "and", "around", "until", "till", "or", "but", "so"}
    | {"morning", "afternoon", "evening", "night", "noon", "lunch", "lunchtime", "dinner", "tonight"}
)
"""Words that end a name: what follows them is another part of the request."""
_BARE_HINTS = (
    "day",
    "eve",
    "christmas",
    "xmas",
    "thanksgiving",
    "halloween",
    "hanukkah",
    "juneteenth",
    "kwanzaa",
)
"""A bare name holds one of these words; the cheap test before looking further."""
_HOLIDAY_WORDS = frozenset(_BARE_HINTS[2:])
"""Words that name nothing but their holiday, so they may stand alone."""
_DAY_WORDS = frozenset({"day", "eve"})
_BARE_AFTER = (_STOP - {"lunch", "lunchtime", "dinner"}) | {","}
"""What may follow a bare name: a meal after it ("thanksgiving dinner") is the title."""
_NOT_BEFORE = frozenset(
    {"the", "a", "an", "my", "our", "your", "his", "her", "their", "its", "happy", "merry", "whole"}
    | {"after", "before", "since", "until", "till", "through", "by", "from", "past", "around"}
)
"""After these a holiday is the thing itself ("our christmas eve at 6", "happy thanksgiving"),
or a day reckoned from it ("the day after christmas", "until thanksgiving"), never the day."""
_WORD = re.compile(r"[a-z0-9']+|,")


def find_holiday_dates(
    claims: Claims, family: Family, today: date, asking: bool = False
) -> list[DateMention]:
    """Claim each "on <a named day>" (and, in a question, "for <a named day>") and return its
    date."""
    if not holds_any(
        claims.text, ("on ", "this ", "next ", "to ", "for ") if asking else ("on ", "this ", "next ", "to ")
    ):
        return []
    found: list[DateMention] = []
    spots = [*_NAMED_DAY_RE.finditer(claims.text), *(_ASKED_FOR_RE.finditer(claims.text) if asking else [])]
    for match in sorted(spots, key=lambda m: m.start()):
        # The "on" may be claimed already ("what's on for ..."): the name must not be.
        words = _name_words(match.group("rest"))
        if not words or len(words) > MAX_WORDS:
            continue
        said = " ".join(words)
        begin, end = match.start("rest"), match.start("rest") + len(said)
        if not claims.is_free(begin, end):
            continue
        day = find_named_day(said, family, today)
        if day is not None:
            if claims.is_free(match.start(), begin):
                begin = match.start()
            claims.claim(begin, end)
            found.append(DateMention(day.day, begin, end))
    return found


def find_bare_holiday_dates(claims: Claims, family: Family, today: date) -> list[DateMention]:
    """Claim each holiday said with no "on" where it can only be the day (see the module's
    docstring) and return its date; read after `find_holiday_dates`."""
    if not holds_any(claims.text, _BARE_HINTS):
        return []
    words = list(_WORD.finditer(claims.text))
    found: list[DateMention] = []
    first = 0
    while first < len(words):
        taken = _bare_name_at(claims, words, first, family, today)
        if taken is None:
            first += 1
            continue
        last, day = taken
        begin, end = words[first].start(), words[last].end()
        claims.claim(begin, end)
        found.append(DateMention(day, begin, end))
        first = last + 1
    return found


def _bare_name_at(
    claims: Claims, words: list[re.Match[str]], first: int, family: Family, today: date
) -> tuple[int, date] | None:
    """The last word and the day of the longest bare holiday name starting at word `first`."""
    if first > 0 and words[first - 1].group(0) in _NOT_BEFORE:
        return None
    for last in range(min(len(words), first + MAX_WORDS) - 1, first - 1, -1):
        said = [w.group(0) for w in words[first : last + 1]]
        if "," in said or not claims.is_free(words[first].start(), words[last].end()):
            continue
        if not (said[-1] in _DAY_WORDS or (len(said) == 1 and said[0] in _HOLIDAY_WORDS)):
            continue
        if last + 1 < len(words):
            following = words[last + 1]
            free = claims.is_free(following.start(), following.end())
            if free and following.group(0) not in _BARE_AFTER and not following.group(0)[:1].isdigit():
                continue  # "christmas party", "thanksgiving dinner": the holiday names the thing
            if following.group(0) in ("lunch", "lunchtime", "dinner"):
                continue
        named = find_named_day(" ".join(said), family, today)
        if named is not None:
            return last, named.day
    return None


def _name_words(rest: str) -> list[str]:
    """The words that may form a name: up to the first word that starts another part."""
    words: list[str] = []
    for word in rest.split():
        if word in _STOP or word[:1].isdigit():
            break
        words.append(word)
    return words
