"""A day said not to work any more: "friday doesn't work anymore", "thursday is out".

That day is where the event is now, never where it should go: "can we get the dentist
moved, friday doesn't work anymore. monday at 4 instead?" moves Friday's dentist to
Monday at 4, not to Friday at 4. The day is taken out of the days that say when, and a
change finds its event on it (`ParsedRequest.from_day`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta

from .claims import Claims
from .dates import DateMention

CHANGING_VERBS = frozenset({"do", "have", "try", "fit", "fit in", "squeeze", "squeeze in"})
"""Weak verbs that, after a day ruled out, change an event rather than book one ("friday
doesn't work for the dentist, can we do monday at 4")."""

_NOT_ANY_MORE = r"(?:\s+(?:anymore|any\s+more|after\s+all|for\s+(?:us|me|him|her|them)|now))*"
_RULED_OUT_AFTER = re.compile(
    r"\s*(?:(?:doesn't|does\s+not|won't|will\s+not|isn't\s+going\s+to|no\s+longer)\s+work(?:s)?"
    r"|(?:'s|\s*is|(?<='s))\s+(?:out|no\s+good|not\s+good|not\s+possible|a\s+no\s+go|bad)"
    r"|(?:'s|\s*is)\s+not\s+(?:going\s+to\s+work|working)"
    r"|(?:no\s+longer|doesn't|does\s+not)\s+suit)" + _NOT_ANY_MORE + r"(?![a-z'])"
)
"""What follows a day to rule it out ("friday doesn't work for us anymore", "tuesday is out")."""
_WEEKDAY_ALONE = re.compile(r"(?:on\s+)?(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)[a-z]*")
"""A weekday said alone ("wednesday", "on wed"): not "next wednesday", "this wednesday", a date."""
_ANY_MORE = re.compile(r"(?<![a-z'])(?:anymore|any\s+more)(?![a-z'])")


def ruled_out_day(claims: Claims, dates: list[DateMention]) -> tuple[date, DateMention] | None:
    """The one day said not to work, and its mention; the words saying so are claimed."""
    found = []
    for mention in dates:
        if mention.day is None:
            continue
        said = _RULED_OUT_AFTER.match(claims.text, mention.end)
        if said is not None and claims.is_free(said.start(), said.end()):
            found.append((mention, said))
    if len(found) != 1:
        return None  # none, or several days ruled out: not guessed
    mention, said = found[0]
    claims.claim(said.start(), said.end())
    for more in claims.free_matches(_ANY_MORE):  # "... doesn't work for jake's dentist anymore"
        claims.claim(more.start(), more.end())
    assert mention.day is not None
    return mention.day, mention


def in_its_week(ruled_out: date, dates: list[DateMention], text: str) -> list[DateMention]:
    """`dates` with a weekday said alone moved into the week of the day ruled out, when it
    would fall in an earlier week: "next monday doesn't work, can we do wednesday" is the
    Wednesday after that Monday, never the one before it. A day in that week or later, a date
    or "this wednesday" stays as said."""
    week = ruled_out - timedelta(days=ruled_out.weekday())
    moved = []
    for mention in dates:
        day = mention.day
        alone = _WEEKDAY_ALONE.fullmatch(text[mention.start : mention.end].strip()) is not None
        if day is not None and mention.weekday is not None and alone and day < week:
            mention = replace(mention, day=day + timedelta(days=7 * ((week - day).days // 7 + 1)))
        moved.append(mention)
    return moved
