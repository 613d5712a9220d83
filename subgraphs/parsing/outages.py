"""A shared thing out of use for a while, said as its state: "the van is in the shop thursday
and friday", "the sedan's at the mechanic until wednesday", "minivan's getting serviced
tomorrow morning", "the laptop is broken till friday", "the kitchen is being redone next week".

Families tell the calendar what state a car or a room is in rather than ask to book it. Read
as an activity, "in the shop" was not understood and "getting serviced" became an hour of
Sarah's. Such a state is an entry of its own that holds the thing over the span said and
takes nobody's time, so whatever needs the thing then clashes with it. Said in the past
("the van was in the shop") it stays a remark.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .claims import Claims, holds_any

_BE = (
    r"(?:(?:\b(?:is|are|will\s+be|'ll\s+be|'s|(?:is|are)\s+going\s+to\s+be|(?:is|are)\s+gonna\s+be)|'s|'re)\s+"
    r"(?:(?:still|also|both)\s+)?"
    r"|^(?:is|will)\s+(?:the\s+|our\s+|my\s+)?[a-z']+(?:\s+[a-z']+)?\s+(?:be\s+)?(?:still\s+)?"
    r"|\b(?:has|needs)\s+to\s+(?:be|go|stay)\s+"
    r"|\b(?:goes|going|go)\s+(?:in(?:to)?\s+)?)"
)
"""'s, is, will be, is going to be, has to go; or asked: "is the van ...", "will the sedan be ..."."""
_SHOP = r"(?:(?:body|repair|auto)\s+)?shop"
_GARAGE = r"(?:the\s+)?(?:mechanic(?:'?s)?|garage|dealer(?:ship)?|body\s+shop|repair\s+shop|auto\s+shop)"
_STATES: tuple[tuple[str, str], ...] = (
    # (words, title)
    (rf"(?:in|at|to)\s+the\s+{_SHOP}", "in the shop"),
    (rf"(?:at|to|with)\s+{_GARAGE}", "at the mechanic"),
    (
        r"in\s+for\s+(?:a\s+|an\s+|its\s+)?(?:service|servicing|repairs?|maintenance|an?\s+oil\s+change|oil\s+change|"
        r"tune-?\s?up|inspection|recall(?:\s+work)?)",
        "in for service",
    ),
    (r"(?:getting|being)\s+(?:serviced|inspected|looked\s+at|worked\s+on)", "being serviced"),
    (r"(?:getting|being)\s+(?:fixed|repaired|mended)", "being repaired"),
    (
        r"(?:getting|being)\s+(?:renovated|remodel(?:l)?ed|redone|painted|re-?tiled|refinished)",
        "being renovated",
    ),
    (r"out\s+of\s+(?:service|commission|order|action)", "out of service"),
    (r"(?:broken(?:\s+down)?|not\s+working|dead)", "broken"),
)
_ANY_STATE = "|".join(f"(?P<s{n}>{words})" for n, (words, _) in enumerate(_STATES))
_STATE = re.compile(_BE + r"(?:" + _ANY_STATE + r")(?![a-z])")
_NEEDS = (
    "shop",
    "mechanic",
    "garage",
    "dealer",
    "in for",
    "serviced",
    "inspected",
    "looked at",
    "worked on",
    "fixed",
    "repaired",
    "mended",
    "renovat",
    "remodel",
    "redone",
    "painted",
    "tiled",
    "refinished",
    "out of",
    "broken",
    "not working",
    "dead",
)
"""_STATE cannot match without one of these."""
_PAST = re.compile(r"\b(?:was|were|has\s+been|had\s+been|got\s+back|came\s+back|is\s+back)\b")
"""Said of what happened ("the van was in the shop last week"): a remark, not an entry."""


@dataclass(frozen=True)
class OutOfService:
    """A thing's state said: the entry's title and where the words were."""

    title: str
    start: int
    end: int


def find_out_of_service(claims: Claims) -> OutOfService | None:
    """Claim the first out-of-use state said ("is in the shop", "'s getting serviced"), if any.
    Whether it is said of a family's thing is for the caller: only then is it an entry."""
    if not holds_any(claims.text, _NEEDS) or _PAST.search(claims.text):
        return None
    for match in claims.free_matches(_STATE):
        for n, (_, title) in enumerate(_STATES):
            if match.group(f"s{n}") is not None:
                start = match.start(f"s{n}")
                claims.claim(start, match.end())
                return OutOfService(title, start, match.end())
    return None
