"""A day off sick: "mike's out sick tomorrow", "I'm calling in sick friday", "emma is home
sick today", "jake's taking a sick day wednesday".

Said as news, it means the person misses that day: what they have on then is theirs to
call off. Read word by word it was not understood. It becomes a cancellation of
everything they have that day (`ParsedRequest.every`), which lists it and is asked
before anything is cancelled; the family can say no and keep it all. "jake is sick today"
is the same: what he still has that day is offered to be called off, or he is said to have
nothing else on. Said in the past ("mike was out sick monday") it stays a remark, and
"sick of soccer" is no illness.
"""

from __future__ import annotations

import re

from family_scheduler.domain.called_off import off_activity

from .claims import Claims, holds_any

_SICK_DAY = re.compile(
    r"\b(?:(?:out|home|off|staying\s+home|stay(?:s|ing)?\s+home|at\s+home|in\s+bed)\s+(?:sick|ill)"
    r"|call(?:s|ed|ing)?\s+in\s+sick|(?:taking|take|takes|gonna\s+take|going\s+to\s+take)\s+(?:a\s+)?sick\s+day"
    r"|(?:has|have|'s\s+got|got)\s+(?:a\s+)?sick\s+day"
    r"|(?P<plain>(?:(?<='s)|(?<='re)|(?<='m)|(?<![a-z'])(?:is|are|am|feels|feeling|feel))\s+"
    r"(?:(?:both|all|really|so|very|too|a\s+bit|kind\s+of)\s+)*(?:sick|ill|unwell)(?!\s+(?:of|about|with\s+worry)\b)))\b"
)
"""Out sick, home sick, off sick, calling in sick, taking a sick day, or just sick ("jake
is sick today": not "sick of soccer")."""
_NEEDS = ("sick", "ill", "unwell")
"""_SICK_DAY cannot match without one of these ("out ill" has no "sick")."""
_SUBJECT_END = re.compile(r"(?:'s|'re|'m|\s+(?:is|are|am))?\s*$")
_PRONOUN = re.compile(r"(?<![a-z'])(?:i|he|she|they|we)$")


def _of_someone(before: str, people: re.Pattern[str] | None) -> bool:
    """Whether plain "is sick" is said of a family member or a pronoun ("jake is sick", "i'm
    sick"), not of the dog or the car."""
    said = _SUBJECT_END.sub("", before)
    if _PRONOUN.search(said):
        return True
    found = None if people is None else next((m for m in people.finditer(said) if m.end() == len(said)), None)
    return found is not None


_NO_AFTER = re.compile(r"\bno\s+(?:more\s+)?[a-z]")
"""What is off named after it ("... tomorrow, so no soccer", "so" already gone)."""
_PAST = re.compile(r"\b(?:was|were|had|has\s+been|have\s+been|called\s+in|took|stayed)\b")


def find_sick_day(claims: Claims, people: re.Pattern[str] | None = None) -> bool:
    """Claim the words of a day off sick, if said (and not in the past). Plain "is sick"
    counts only when said of someone `people` names, or of "i", "he", "she"..."""
    if not holds_any(claims.text, _NEEDS):
        return False
    for match in _SICK_DAY.finditer(claims.text):  # "is off" may be read as a verb already
        if _PAST.search(claims.text[: match.end()]):
            return False
        if match.group("plain") and (
            not _of_someone(claims.text[: match.start()], people)
            or off_activity(claims.text) is not None
            or _NO_AFTER.search(claims.text, match.end()) is not None
        ):
            continue  # the dog; "jake is sick tomorrow so no soccer": only soccer is off
        claims.claim(match.start(), match.end())
        return True
    return False
