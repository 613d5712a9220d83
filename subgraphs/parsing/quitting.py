"""Someone giving an activity up: "emma quit piano", "jake's not doing soccer anymore
after december", "no more book club for me", "mike stopped going to the gym".

Read as a cancellation of that activity from a day on (`since`, as "cancel piano from
now on" is): today, or the day after the one said ("after december" is January 1). The
main graph asks before it cancels anything. A question ("did emma quit piano?"), a limit
("no more than 3 things a day") or a time of day ("i'm done with work at 5") is not one.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import date, timedelta

from .claims import Claims
from .dates import add_months, date_at
from .vocabulary import MONTH, MONTHS

_BE = r"(?:(?:\b(?:is|are|am|has|have)|'s|'re|'m|'ve)\s+)?"
"""A verb's helper, left unclaimed when it is a contraction of a name ("jake's quitting")."""
_GIVES_UP = re.compile(
    _BE
    + r"(?P<w>\b(?:quit(?:s|ting)?|stop(?:s|ped|ping)?(?!\s+(?:by|in|at|over|off|for)\b)(?:\s+going\s+to)?|"
    r"done(?=\s+after\b)|dropped(?:\s+out\s+of)?|"
    r"dropping(?:\s+out\s+of)?|gave\s+up|giving\s+up|done\s+with|"
    r"no\s+longer\s+(?:does|do|has|have|goes\s+to|go\s+to|takes|take|plays|play|wants?)|"
    r"no\s+more(?!\s+than\b))\b)"
)
_NOT_ANY_MORE = re.compile(
    _BE + r"(?P<w>\b(?:not|isn't|aren't|won't\s+be|will\s+not\s+be|(?:does|do)n't|(?:does|do)\s+not|"
    r"can't|cant|cannot|can\s+not|won't|will\s+not)\s+"
    r"(?:doing|going\s+to|taking|playing|attending|do|go\s+to|take|play|have|having|make|attend)\b)"
)
ANY_MORE = re.compile(r"\b(?:any\s*more|any\s+longer)\b")
""""anymore", "any longer": how long something stops, never part of an event's name."""
_AT_A_TIME = re.compile(r"\b(?:at|by|around|until|till)\s+\d|\d(?::\d\d)?\s*(?:am|pm)\b|\bnoon\b")
"""A clock time said: something done or stopped then, not given up."""
_AFTER = re.compile(r"\bafter\s+(?:the\s+end\s+of\s+)?")
_MONTH_ALONE = re.compile(rf"(?P<m>{MONTH})(?!\s+(?:the\s+)?\d)")


@dataclass(frozen=True)
class Quitting:
    since: date
    """The first day the activity is no longer on."""


def find_quitting(claims: Claims, today: date, cancelling: bool = False) -> Quitting | None:
    """Claim the words of giving something up and the day it holds from; None when none.
    `cancelling`: the words were read as a cancellation already ("we're not doing swim"),
    and only "anymore" makes it one from a day on."""
    text = claims.text
    if _AT_A_TIME.search(text):
        return None  # "i'm done with work at 5 today": finishing then, not giving it up
    if cancelling:
        more = next(claims.free_matches(ANY_MORE), None)
        if more is None:
            return None
        claims.claim(more.start(), more.end())
        return Quitting(_after(claims, today) or today)
    said = next(claims.free_matches(_GIVES_UP), None)
    if said is None:
        more = ANY_MORE.search(text)
        said = next(claims.free_matches(_NOT_ANY_MORE), None) if more is not None else None
        if said is None or more is None or not claims.is_free(more.start(), more.end()):
            return None
        claims.claim(more.start(), more.end())
    claims.claim(said.start("w"), said.end("w"))
    for extra in claims.free_matches(ANY_MORE):
        claims.claim(extra.start(), extra.end())
    return Quitting(_after(claims, today) or today)


def _after(claims: Claims, today: date) -> date | None:
    """The day after the one said in "after december", "after the 15th", claimed."""
    for lead in claims.free_matches(_AFTER):
        pos = lead.end()
        month = _MONTH_ALONE.match(claims.text, pos)
        if month is not None:
            index = MONTHS.index(month.group("m")) + 1
            year = today.year if index >= today.month else today.year + 1
            claims.claim(lead.start(), month.end())
            return add_months(date(year, index, 1), 1)
        mention = date_at(claims.text, pos, today)
        if mention is not None and mention.day is not None:
            claims.claim(lead.start(), mention.end)
            return mention.day + timedelta(days=1)
    return None
