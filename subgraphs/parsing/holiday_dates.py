"""A day said by its name: "on christmas eve", "this thanksgiving", "on the end of school".

Families date things by holidays as often as by numbers. Without this, "cancel band
practice on christmas eve" left the day in the title and changed the next practice
instead. A name counts only after "on", "this", "next" or "to", and only when it is
all the words up to the next part of the request (a time, "at", "with", a part of the
day, the end), so "christmas party", "go to the christmas market" and "book the kitchen
for thanksgiving dinner" keep their titles;
it is a holiday of the family's country or one of its own days (`named_days`), the
next one on or after today. Read after the numeric dates, so "on dec 24" never asks.
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


def _name_words(rest: str) -> list[str]:
    """The words that may form a name: up to the first word that starts another part."""
    words: list[str] = []
    for word in rest.split():
        if word in _STOP or word[:1].isdigit():
            break
        words.append(word)
    return words
