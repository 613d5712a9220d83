"""Reminders: who is reminded, of what, and how long before an event.

"remind me to buy Jake's soccer cleats on friday": Sarah (the speaker) is reminded, the
task is "buy jake's soccer cleats" (the people in a task stay in it: they are what the
task is about, not who is reminded). "remind Jake to pack his bag": Jake is. "remind me
1 day before the dentist": a reminder of the dentist, a day before each of its times.
"""

from __future__ import annotations

import re

from .claims import Claims, holds_any

_LEAD_RE = re.compile(
    r"(?<![a-z])(?:(?P<n>\d+|a|an|one|half\s+an?)\s+(?P<unit>minutes?|mins?|hours?|hrs?|days?|weeks?)|"
    r"the\s+(?P<the>day|night|week|morning|evening)|(?P<half>half\s+an\s+hour))"
    r"\s+(?:before|ahead\s+of|prior\s+to|in\s+advance\s+of)(?![a-z])"
)
_UNIT = {"minute": 1, "min": 1, "hour": 60, "hr": 60, "day": 1440, "week": 10080}
_THE = {"day": 1440, "night": 60 * 12, "week": 10080, "morning": 60 * 8, "evening": 60 * 14}
"""'the night before' a 9 am dentist is 21:00 the day before (12 hours); roughly what is meant."""
_TASK_RE = re.compile(
    r"\bremind(?:er)?\s+(?:me|us|him|her|them|[a-z]+)\s+(?:to|about|of|that\s+i\s+need\s+to|that|i\s+need\s+to)\s+"
    r"(?P<task>[^.!?;]*)"
)
_TASK_AFTER_WHEN_RE = re.compile(
    r"\bremind(?:er)?\s+(?:(?!(?:to|about|that|of)\s)[\w:']+\s+){1,8}?to\s+"
    r"(?!(?:\d|noon\b|midnight\b|one\b|two\b|three\b|four\b|five\b|six\b|seven\b|eight\b|nine\b|ten\b|"
    r"eleven\b|twelve\b))(?P<task>[a-z][^.!?;]*)"
)
"""The task said after the reminder's when: "remind me every friday at 5pm to submit the
report", "set a reminder in 30 minutes to check the oven" (was read as "submit", "oven").
Never a clock's "to" ("remind me at quarter to 5 to ...": the task is not "5 to ...")."""
TASK_NEEDS = ("remind",)
"""_TASK_AFTER_WHEN_RE cannot match without it."""
_IT_STARTS = re.compile(
    r"\b(?:before|ahead\s+of|prior\s+to)\s+(?P<it>(?:it|that|this|they)\s+(?:starts?|begins?))\b"
)
"""What is left of "10 minutes before it starts" once the lead time is read: no part of the
task ("remind me of the meeting 10 minutes before it starts" is the meeting)."""
WHO_RE = re.compile(r"\bremind\s+(?:for\s+)?$")
"""Just before the person reminded: 'remind ' + 'jake'."""


def find_lead_time(claims: Claims) -> int | None:
    """Claim "1 day before", "an hour ahead of", "the day before": minutes before the event."""
    for match in claims.free_matches(_LEAD_RE):
        claims.claim(match.start(), match.end())
        if match.group("the"):
            return _THE[match.group("the")]
        if match.group("half"):
            return 30
        amount = match.group("n")
        unit = _UNIT[match.group("unit").rstrip("s")]
        if amount.startswith("half"):
            return unit // 2
        return unit * (1 if amount in ("a", "an", "one") else int(amount))
    return None


def task_span(text: str) -> tuple[int, int] | None:
    """Where the task of "remind me to <task>" is in the normalised text."""
    match = _TASK_RE.search(text)
    if match is None and holds_any(text, TASK_NEEDS):
        match = _TASK_AFTER_WHEN_RE.search(text)
    if match is None or not match.group("task").strip():
        return None
    return match.start("task"), match.end("task")


def task_words(claims: Claims, span: tuple[int, int], people: list[tuple[int, int]]) -> str:
    """The task as said, less what dates, times and places claimed; people stay in it."""
    kept = []
    for i in range(*span):
        inside_person = any(a <= i < b for a, b in people)
        kept.append(claims.text[i] if not claims.is_claimed(i) or inside_person else " ")
    for said in _IT_STARTS.finditer(claims.text, *span):
        for i in range(said.start("it"), said.end()):
            kept[i - span[0]] = " "
    return " ".join("".join(kept).split())
