"""How long something lasts ("90 mins", "a 2-hour", "an hour and a half") and moves by.

A length ("for 45 minutes") becomes `duration_minutes`; a relative move ("push it
back an hour", "30 minutes earlier") becomes `shift_minutes`, signed (later is
positive); "in 2 hours" is a start relative to now.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .claims import Claims

_N = r"(?:\d+(?:\.\d+)?|an?|1|(?:a\s+)?couple(?:\s+of)?)"
_AMOUNT = (
    r"(?:(?P<hh>" + _N + r")\s*-?\s*(?:hours?|h)\s*-?\s*(?:and\s+)?(?P<hm>\d+)\s*-?\s*(?:minutes?|m)(?![a-z])"
    r"|(?P<ah>" + _N + r")\s+(?:hours?\s+and\s+(?:a\s+)?half|and\s+(?:a\s+)?half\s+hours?)(?:\s*-?\s*long)?"
    r"|(?P<hq>" + _N + r")\s+hours?\s+and\s+(?:a\s+)?quarter"
    r"|(?:a\s+)?half\s*-?\s*(?:an?\s+)?hour(?P<half>)"
    r"|(?:a\s+)?quarter\s*-?\s*(?:of\s+)?(?:an?\s+)?hour(?P<quarter>)"
    r"|(?P<h>" + _N + r")\s*-?\s*(?:hours?|h)(?![a-z])"
    r"|(?P<m>\d+)\s*-?\s*(?:minutes?|m)(?![a-z])"
    r"|(?P<d>" + _N + r")\s*-?\s*days?(?![a-z])(?P<day>)"
    r"|(?P<w>" + _N + r")\s*-?\s*weeks?(?![a-z])(?P<week>)"
    r")"
)
_EDGE = r"(?<![\d:/a-z])"
_STARTS = r"(?=[\dacfhloqt])"
"""The first letters a length can begin with (a lead word, a figure, a/an/couple, half,
quarter): a word starting otherwise is not tried against every amount."""
DURATION_RE = re.compile(
    _EDGE
    + _STARTS
    + r"(?P<lead>(?:for|lasting|takes?|about|around|of)\s+)?"
    + _AMOUNT
    + r"(?:\s*-?\s*long(?![a-z]))?"
)
SHIFT_BEFORE_RE = re.compile(
    r"\b(?P<dir>back|up|forward|ahead|out|later|earlier|down)\s+(?:by\s+)?(?:about\s+)?" + _AMOUNT
)
SHIFT_AFTER_RE = re.compile(
    _EDGE + r"(?:by\s+)?" + _AMOUNT + r"\s+(?P<dir>later|earlier|sooner|back|forward|ahead|before|after)\b"
)
SHIFT_BY_RE = re.compile(r"\bby\s+(?:about\s+)?" + _AMOUNT)
RELATIVE_RE = re.compile(r"\bin\s+(?:about\s+)?" + _AMOUNT + r"(?:\s+from\s+now)?")
AFTER_NOW_RE = re.compile(
    r"\bafter\s+(?:about\s+)?"
    + _AMOUNT
    + r"(?:\s+from\s+now)?(?!\s*-|\s+(?:of|at|in|on|with|from|long)\b|\s+\w+ing\b)"
)
"""'remind me after 10 minutes', 'alert me after an hour': said with nothing to follow, "after"
a length counts from now like "in" (never 'after an hour of homework', 'after 2 hours at the park')."""
_UNIT_NEEDED = re.compile(
    r"hour|quarter|\d\s*-?\s*(?:minutes?|m)(?![a-z])|(?:\d|an?|couple|of)\s*-?\s*(?:h|days?|weeks?)(?![a-z])"
)
"""What every DURATION_RE match holds: "hour" or "quarter", or a unit word right after an
amount's last character (a figure, a/an, couple, of). "at 3pm" has none (the "m" follows
"p"), so most bookings skip that long pattern; test_pattern_guards checks the claim."""
_MORE_RE = re.compile(r"\s+(longer|shorter|more|less|extra|fewer)\b")
_EARLIER = {"up", "forward", "earlier", "sooner", "before", "down"}


_LENGTH_VERB = re.compile(r"\b(?:extend|lengthen|shorten|cut|prolong)\b")
_SHORTEN = re.compile(r"\b(?:shorten|cut)\b")
_EARLIER_WORD = re.compile(r"\b(?:earlier|forward|up)\b")
_MOVE_BEFORE = re.compile(r"\b(?:push|delay|postpone|bump|move|shift)\b(?:\s+\S+){0,4}\s*$")
_LENGTH_BEFORE = re.compile(r"\b(?:to|for|lasting)\s*$")


def _n(text: str) -> float:
    if "couple" in text:
        return 2.0
    return 1.0 if text in ("a", "an") else float(text)


def amount_minutes(match: re.Match[str]) -> int | None:
    """Minutes of an _AMOUNT match; None for days/weeks when not wanted."""
    g = match.group
    if g("hh"):
        return round(_n(g("hh")) * 60 + int(g("hm")))
    if g("ah"):
        return round(_n(g("ah")) * 60 + 30)
    if g("hq"):
        return round(_n(g("hq")) * 60 + 15)
    if g("half") is not None:
        return 30
    if g("quarter") is not None:
        return 15
    if g("h"):
        return round(_n(g("h")) * 60)
    if g("m"):
        return int(g("m"))
    if g("d"):
        return round(_n(g("d")) * 1440)
    if g("w"):
        return round(_n(g("w")) * 10080)
    return None


@dataclass
class DurationFindings:
    duration: int | None = None
    shift: int | None = None
    relative_start: int | None = None
    """Minutes from now ("in 2 hours")."""
    extend_by: int | None = None
    """"extend it by 30 minutes": a change of length we cannot express as a new length."""
    duration_pos: int = -1


def find_durations(claims: Claims, moving: bool) -> DurationFindings:
    """Claim lengths, moves and relative starts; `moving` when the intent is a modify."""
    out = DurationFindings()
    text = claims.text
    if moving:
        for pattern in (SHIFT_BEFORE_RE, SHIFT_AFTER_RE):
            for match in claims.free_matches(pattern):
                minutes = amount_minutes(match)
                if minutes:
                    claims.claim(match.start(), match.end())
                    sign = -1 if match.group("dir") in _EARLIER else 1
                    out.shift = sign * minutes
                    break
            if out.shift is not None:
                break
        if out.shift is None:
            for match in claims.free_matches(SHIFT_BY_RE):
                minutes = amount_minutes(match)
                if minutes:
                    before = text[: match.start()]
                    claims.claim(match.start(), match.end())
                    if _LENGTH_VERB.search(before):
                        sign = -1 if _SHORTEN.search(before) else 1
                        out.extend_by = sign * minutes
                    else:
                        sign = -1 if _EARLIER_WORD.search(text) else 1
                        out.shift = sign * minutes
                    break
    for pattern in (RELATIVE_RE,) if moving or "after" not in text else (RELATIVE_RE, AFTER_NOW_RE):
        for match in claims.free_matches(pattern):
            minutes = amount_minutes(match)
            if minutes and minutes < 1440 and match.group("d") is None:
                claims.claim(match.start(), match.end())
                out.relative_start = minutes
                break
        if out.relative_start is not None:
            break
    lengths = claims.free_matches(DURATION_RE) if _UNIT_NEEDED.search(text) else ()
    for match in lengths:
        if match.group("d") is not None or match.group("w") is not None:
            continue
        minutes = amount_minutes(match)
        if not minutes:
            continue
        more = _MORE_RE.match(text, match.end())
        if more:
            claims.claim(match.start(), more.end())
            out.extend_by = -minutes if more.group(1) in ("shorter", "less", "fewer") else minutes
            continue
        if (
            moving
            and out.shift is None
            and _MOVE_BEFORE.search(text[: match.start()])
            and not _LENGTH_BEFORE.search(text[: match.start()])
        ):
            claims.claim(match.start(), match.end())
            out.shift = minutes
            continue
        claims.claim(match.start(), match.end())
        if out.duration is None:
            out.duration = minutes
            out.duration_pos = match.start()
    return out
