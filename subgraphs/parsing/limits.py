"""What cannot be booked, said in one plain sentence each: a clock reading past 23:59
("3:75pm", "99:99"), a length of zero, below zero, under a minute or without end
("for 0 minutes", "-30 minutes", "1 second", "inf hours"), a repeat every 0 weeks,
a year outside the supported range ("in year 99999", "dec 31 9999").

The supported dates are the years 1900 through 2199: every date the parser returns
lies in them, so no later step overflows (Python's datetime ends at year 9999, and
an offset added to 9999-12-31 would pass it).
"""

from __future__ import annotations

import re

from .claims import Claims, holds_any

FIRST_YEAR = 1900
LAST_YEAR = 2199
SUPPORTED = f"dates from {FIRST_YEAR} through {LAST_YEAR}"
MAX_LENGTH_MINUTES = 14 * 24 * 60
"""Longer than two weeks is not one event (a holiday is a repeat or a series of days)."""

_BAD_CLOCK = re.compile(r"(?<![\d:/.])(?P<h>\d{1,2}):(?P<m>\d{2})(?![\d:])\s*(?P<mer>am|pm)?")
_YEAR = re.compile(r"\b(?:in\s+(?:the\s+)?)?year\s+(?P<y>\d+)\b|\b(?P<y2>\d{5,})\b(?=\s*$|\s*,)")
_ENDLESS = re.compile(
    r"\b(?:for\s+)?(?P<n>inf|infinity|infinite|infinitely\s+many|forever|nan|eternity|ever)\s*"
    r"(?P<u>hours?|minutes?|mins?|days?|weeks?)?\b"
)
_SECONDS = re.compile(
    r"\bfor\s+(?:a|an|1|\d+)\s+(?:seconds?|secs?)\b|\b(?:a|1|\d+)\s+(?:seconds?|secs?)\s+long\b"
)
_ZERO = re.compile(r"\b(?:for\s+)?0+\s*(?P<u>minutes?|mins?|hours?|hrs?|h)\b")
_EVERY_ZERO = re.compile(r"\b(?:every|each)\s+0+\s+(?P<u>days?|weeks?|months?|years?)\b")
_ZERO_NEEDS = re.compile(r"0\s*[hm]")
"""What every _ZERO match holds: a zero then an hour or minute unit."""
_YEAR_NEEDS = re.compile(r"year|\d{5}")
"""What every _YEAR match holds: the word year, or five figures in a row."""
_EVERY_ZERO_NEEDS = ("every", "each")
NEGATIVE_LENGTH = re.compile(
    r"(?<![\w:])[-\u2212]\s*(?P<n>\d+(?:\.\d+)?)\s*(?P<u>minutes?|mins?|hours?|hrs?|h|m)\b", re.IGNORECASE
)
"""Checked on the raw text: normalisation reads a lone dash as a separator."""


def year_problem(year: int) -> str | None:
    """A sentence when `year` is outside the supported range."""
    if FIRST_YEAR <= year <= LAST_YEAR:
        return None
    return f"the year {year} is outside the supported range ({SUPPORTED})"


def impossible(claims: Claims) -> list[str]:
    """Claim impossible clock readings, lengths, repeats and years; one sentence each."""
    text = claims.text
    problems: list[str] = []
    # Each pattern is tried only when the text holds what it cannot match without.
    if ":" in text:
        problems += _bad_clocks(claims)
    if "inf" in text or "nan" in text or "ever" in text or "eternity" in text:
        problems += _endless(claims)
    if "sec" in text:
        for match in claims.free_matches(_SECONDS):
            claims.claim(match.start(), match.end())
            problems.append("an event cannot be shorter than a minute")
    if "0" in text and _ZERO_NEEDS.search(text):
        for match in claims.free_matches(_ZERO):
            claims.claim(match.start(), match.end())
            problems.append(f"an event cannot last 0 {match.group('u').rstrip('s')}s")
    if "0" in text and holds_any(text, _EVERY_ZERO_NEEDS):
        for match in claims.free_matches(_EVERY_ZERO):
            claims.claim(match.start(), match.end())
            problems.append(f"'{match.group(0)}' never repeats: the gap must be at least 1")
    if _YEAR_NEEDS.search(text):  # "2027" alone cannot match
        for match in claims.free_matches(_YEAR):
            year = int(match.group("y") or match.group("y2"))
            problem = year_problem(year)
            if problem:
                claims.claim(match.start(), match.end())
                problems.append(problem)
    return problems


def _bad_clocks(claims: Claims) -> list[str]:
    problems: list[str] = []
    for match in claims.free_matches(_BAD_CLOCK):
        hour, minute = int(match.group("h")), int(match.group("m"))
        mer = match.group("mer")
        limit = 12 if mer else 23
        if minute > 59 or hour > limit or (mer and hour == 0):
            claims.claim(match.start(), match.end())
            said = f"{match.group('h')}:{match.group('m')}{' ' + mer if mer else ''}"
            problems.append(f"{said} is not a time of day")
    return problems


def _endless(claims: Claims) -> list[str]:
    text = claims.text
    problems: list[str] = []
    for match in claims.free_matches(_ENDLESS):
        if match.group("u") or text[: match.start()].rstrip().endswith("for"):
            claims.claim(match.start(), match.end())
            problems.append(f"'{match.group(0).strip()}' is not a length an event can have")
    return problems


def negative_length(raw: str) -> str | None:
    """A sentence for a length below zero ("-30 minutes"), read on the raw text."""
    if "-" not in raw and "\u2212" not in raw:
        return None  # no minus sign: nothing below zero
    match = NEGATIVE_LENGTH.search(raw)
    if match is None:
        return None
    return f"an event cannot last a negative time (-{match.group('n')} {match.group('u').lower()})"
