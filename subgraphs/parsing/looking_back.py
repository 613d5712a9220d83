"""Questions about what already happened: "did emma have piano last monday", "was there book
club last week", "what happened yesterday", "when was the last family dinner", "were the kids
free last night".

Said in the past tense, a question points back: a bare weekday is the one just gone ("did mike
have gym on friday", asked on a Monday, is the Friday before), and the answer is read from the
calendar as it was. Statements in the past tense ("we had a great time") are no questions and
stay small talk; "did you add…" asks what the assistant did and is read elsewhere.
"""

from __future__ import annotations

import re
from dataclasses import replace
from datetime import date, timedelta

from .claims import Claims, holds_any
from .dates import DateMention
from .spans import SpanMention
from .vocabulary import MONTHS

_ASKS_BACK = re.compile(
    r"^(?:(?:and|so|ok|okay|hey|um|wait)\s*,?\s+)?(?:"
    r"did\s+(?!(?:you|it|u)\b)(?:[a-z']+\s+){1,3}?(?:have|go|do|attend|get|make\s+it)\b"
    r"|(?:was|were)\s+there\b"
    r"|(?:was|were)\s+(?!(?:you|it|u)\b)(?:(?!(?:if|whether|wondering|thinking|hoping)\b)[a-z']+\s+){1,3}?"
    r"(?:free|busy|available|around|home|booked)\b"
    r"|what\s+(?:happened|went\s+on|was\s+on|was\s+happening|did\s+(?:[a-z']+\s+){1,2}?(?:do|have|get\s+up\s+to))\b"
    r"|when\s+(?:was|were|did)\b"
    r")"
)
"""The openings of a question about time gone by."""
_NEEDS = ("did", "was", "were", "happened")
"""_ASKS_BACK cannot match without one of these."""
_HAPPENED = re.compile(r"(?<![a-z'])(?:happened|went\s+on|(?:go|get|make\s+it)\s+to|attend)(?![a-z'])")
"""Words asking what took place or whether someone went: never the title of an event ("no
happened on Sunday", "go to soccer")."""
_HAPPENED_NEEDS = ("happened", "went", "to", "attend")
"""_HAPPENED cannot match without one of these."""


def asks_back(text: str) -> bool:
    """Whether `text` (normalised, lower case) asks about time gone by."""
    if not holds_any(text, _NEEDS):
        return False
    return _ASKS_BACK.match(text) is not None


def claim_happened(claims: Claims) -> None:
    """Claim "happened", "went on", "go to": what the question asks, not what it is about."""
    if holds_any(claims.text, _HAPPENED_NEEDS):
        for match in claims.free_matches(_HAPPENED):
            claims.claim(match.start(), match.end())


def days_gone_by(dates: list[DateMention], today: date, text: str = "") -> list[DateMention]:
    """A bare weekday in a question about the past is the last one before today ("did mike
    have gym on friday"); a day said with its week ("next friday") keeps its reading. A date
    said with no year ("on nov 10", "the 16th"), read ahead of today, is the one just gone:
    that day last year, or last month for a day of the month alone (`text` is what the
    mentions index, normalised)."""
    return [_gone_by(d, today, text[d.start : d.end]) for d in dates]


def _gone_by(mention: DateMention, today: date, said: str) -> DateMention:
    if mention.day is None or mention.week_said or mention.day <= today:
        return mention
    if mention.weekday is None:
        day = _dated_back(mention.day, said)
        return mention if day is None else replace(mention, day=day, past=True, problem=None)
    back = (today.weekday() - mention.weekday) % 7 or 7
    return replace(mention, day=today - timedelta(days=back), past=True, problem=None)


_NO_YEAR = re.compile(r"^(?!.*\d{4})(?!.*\b(?:next|this|coming|tomorrow|in)\b).*\d")
"""A date said by its number with no year and no word setting it ahead ("nov 10", "the 16th")."""


def _dated_back(day: date, said: str) -> date | None:
    """`day` (read as the next one) a year back when its month was said, else a month back."""
    if not _NO_YEAR.match(said):
        return None
    try:
        if holds_any(said, MONTHS):
            return day.replace(year=day.year - 1)
        return (
            day.replace(year=day.year - 1, month=12) if day.month == 1 else day.replace(month=day.month - 1)
        )
    except ValueError:
        return None  # "the 31st" of a month with 30 days, "feb 29" of a common year: left as read


def spans_gone_by(spans: list[SpanMention], today: date) -> list[SpanMention]:
    """ "What did we do this weekend", asked on a weekday: the weekend just gone (on a
    Saturday or Sunday it is the one under way); "next weekend" keeps its reading. "What did
    we have on this week", "what did emma do this month": from the start of the week or month,
    never from now (the query cuts what is under way at now)."""
    weekday = today.weekday() < 5
    return [_span_gone_by(s, weekday) for s in spans]


def _span_gone_by(span: SpanMention, weekday: bool) -> SpanMention:
    if span.days is not None or span.offset != 0:
        return span
    if span.unit == "weekend" and weekday:
        return replace(span, offset=-1, from_now=False)
    return replace(span, from_now=False)
