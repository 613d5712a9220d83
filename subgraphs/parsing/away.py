"""Where someone will be, said as a state: "Mike's out of town tuesday through thursday",
"grandma is visiting next weekend", "Emma is at camp all next week".

Families tell the calendar where people are rather than what they do. Read as an activity,
"out of town" had no title and the message was not understood; "visiting" became a one-hour
visit at 9am. Such a state is an entry of its own, over the whole days said (a time said
keeps it to that time), named by the state; being away takes the person's time, being here
(a visit, working from home) does not. Being ill stays a remark about the day ("jake is
sick today"), as does anything said in the past.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .claims import Claims, holds_any
from .vocabulary import MONTH, WD

IN_TOWN = "in town"
"""A visitor staying with the family ("grandma is staying with us until sunday")."""
WORKING_LATE = "working late"
"""An evening of work past the usual day: from its end (5pm unless said) to the hour said."""
_BE = (
    r"(?:(?:\b(?:is|are|am|will)|'s|'re|'m|'ll)\s+(?:(?:going\s+to|gonna)\s+be\s+|be\s+)?"
    r"|(?:^|\b(?:when|why|how\s+long)\s+)(?:is|are|will)\s+(?:[a-z']+\s+){1,3}?(?:be\s+)?"
    r"|\b(?:has|have|'s\s+got|'ve\s+got|needs?)\s+to\s+(?=work\s+late)"
    r"|(?<=[a-z'])\s+(?=visiting\b))"  # "add mike's parents visiting dec 24 to 28": no verb
)
"""'s, is, 'll be, is going to be; or asked: "is mike ...", "will emma and jake be ..."."""
_STATES: tuple[tuple[str, str, bool], ...] = (
    # (words, title, takes their time)
    (r"out\s+of\s+town", "out of town", True),
    (r"out\s+of\s+the\s+country", "out of the country", True),
    (r"away(?:\s+(?:on\s+(?:a\s+)?(?:business|work)|for\s+work))?", "away", True),
    (r"on\s+(?:a\s+)?(?:vacation|holiday|holidays|leave)", "vacation", True),
    (r"on\s+(?:a\s+)?(?:work\s+|business\s+)?trip", "trip", True),
    (r"(?:traveling|travelling)(?:\s+for\s+work)?", "traveling", True),
    (r"(?:at|(?:going|off|headed|heading)\s+to)\s+(?:summer\s+|day\s+|sleepaway\s+)?camp", "camp", True),
    (r"in\s+(?:the\s+)?hospital", "in hospital", True),
    (
        r"(?:visiting|coming\s+(?:over\s+)?to\s+(?:visit|stay)|coming\s+to\s+town|coming\s+in\s+to\s+town|"
        r"coming\s+(?:over|round|around|by)(?!\s+(?:for|to|at)\b)(?!(?:\s+[a-z0-9:']+){0,4}\s+(?:for|to)\s+"
        r"(?:an?\s+)?(?:breakfast|brunch|lunch|dinner|supper|bbq|barbecue|cookout|potluck)\b))"
        r"(?:\s+(?:us|with\s+us))?",
        "visit",
        False,
    ),
    (r"(?:in\s+town|staying\s+with\s+us)", IN_TOWN, False),
    (
        r"(?:(?:sleeping|staying)\s+over|(?:staying|spending)\s+the\s+night)(?!\s+(?:at|in|with)\b)",
        "sleepover",
        False,
    ),
    (r"working\s+from\s+home", "working from home", False),
    (
        r"(?:working|(?:at|stuck\s+at|staying\s+at)\s+work|staying|(?:going\s+to\s+|gonna\s+)?work)\s+late"
        r"|(?:working|at\s+work)\s+(?:an?\s+)?(?:late|night|evening)\s+shift",
        WORKING_LATE,
        True,
    ),
)
VISIT = "visit"
VISITS = (VISIT, "sleepover")
"""States of someone coming to the family: the visitor said is the entry's guest, not its title."""
COMING_BARE = re.compile(
    r"(?<=[a-z] )coming\s+(?:over\s+)?to\s+(?:visit|stay)(?:\s+(?:us|with\s+us))?(?![a-z'])"
)
"""A visit said without "is" ("grandma coming to visit sat"), after the visitor."""
_WHEN_WORD = (
    rf"(?:this|next|coming|on|from|for|at|over|tomorrow|today|tonight|until|till|thru|through|starting|"
    rf"all|the\s+weekend|us|with|here|{WD}|{MONTH}|\d)"
)
GOING_TO_VISIT = re.compile(
    r"(?:^|\b(?:i'm|im|i\s+am|we're|we\s+are|i'll\s+be|we'll\s+be|i\s+will\s+be|we\s+will\s+be)\s+)"
    r"(?P<said>(?:visiting|(?:going|off|heading)\s+to\s+(?:visit|see))\s+"
    rf"(?P<whom>(?:(?!{_WHEN_WORD}\b)[a-z'][a-z']*(?:\s+|$)){{1,6}}))"
)
"""The speaker going to see someone ("visiting grandma in ohio this weekend", "we're off to
visit my sister in boston"): away over the days said, the words kept as the title. Said of
someone else ("grandma is visiting") it is a visit here, read by _STATES."""
GOING_ON_A_TRIP = re.compile(
    r"(?:^|\b(?:i'm|im|i\s+am|we're|were|we\s+are|i'll\s+be|we'll\s+be|(?:the\s+)?family(?:'s|\s+is)?"
    r"|[a-z]+(?:'s|\s+is|\s+are|'ll\s+be|\s+will\s+be)(?=\s+(?:flying|driving|heading|headed|off)\b))\s+)"
    r"(?P<said>(?:going|off|heading|headed|driving|flying|taking\s+the\s+kids)\s+(?:up\s+|down\s+|out\s+)?to\s+"
    rf"(?P<place>(?!(?:be|bed|see|visit|work|school|the\s+(?:dentist|doctor|store|gym)|{_WHEN_WORD})\b)"
    rf"(?:(?!{_WHEN_WORD}\b)[a-z'][a-z']*(?:\s+|$)){{1,4}}))"
)
"""The family going somewhere for days ("we're going to disney dec 20-27", "we're off to the
lake for the week", "heading to the lake house fri-sun"), or one of them travelling ("mike's
flying to chicago tue-thu"; "emma's going to soccer" is no trip): a trip, away over the days said.
Taken only when the message says a span of days and no clock time (_DAYS_SPAN): "going to
the pool saturday at 2" is an outing, not days away."""
_DAYS_SPAN = re.compile(
    rf"(?:\d{{1,2}}(?:st|nd|rd|th)?|{WD})\s*(?:-|–|to|through|thru|till|until)\s*(?:{MONTH}\s*)?(?:\d{{1,2}}\b|{WD})"
    r"|\bfor\s+(?:the|a|one|two|three|four|five|six|seven|\d+)\s+(?:week|weekend|days|nights|weeks)\b"
    r"|\b(?:this|next|the)\s+weekend\b|\ball\s+(?:next\s+)?week\b|\bfor\s+the\s+week\b"
)
_CLOCK = re.compile(r"\d\s*(?:am|pm|a\.m|p\.m)\b|\d:\d\d|\bnoon\b|\bat\s+\d")
_ANY_STATE = "|".join(f"(?P<s{n}>{words})" for n, (words, _, _) in enumerate(_STATES))
_STATE = re.compile(_BE + r"(?:(?:all|still)\s+)?(?:" + _ANY_STATE + r")\b")
_NEEDS = (
    "town",
    "country",
    "away",
    "vacation",
    "holiday",
    "leave",
    "trip",
    "travel",
    "camp",
    "hospital",
    "visiting",
    "visit",
    "see",
    "staying",
    "sleeping",
    "spending",
    "sleepover",
    "coming",
    "from home",
    "late",
    "shift",
    "going",
    "off",
    "heading",
    "headed",
    "driving",
    "flying",
    "taking",
)
"""_STATE cannot match without one of these."""


@dataclass(frozen=True)
class Away:
    """A state said of someone: its entry's title and whether it takes their time."""

    title: str
    blocks_time: bool
    start: int
    end: int


def find_away(claims: Claims) -> Away | None:
    """Claim the first state said of someone ("'s out of town", "is visiting"), if any."""
    if not holds_any(claims.text, _NEEDS):
        return None
    for match in claims.free_matches(GOING_TO_VISIT):
        start, end = match.start("said"), match.start("said") + len(match.group("said").rstrip())
        claims.claim(start, end)
        return Away(f"visiting {match.group('whom').strip()}", True, start, end)
    if _DAYS_SPAN.search(claims.text) and not _CLOCK.search(claims.text):
        for match in claims.free_matches(GOING_ON_A_TRIP):
            start, end = match.start("said"), match.start("said") + len(match.group("said").rstrip())
            claims.claim(start, end)
            return Away(f"trip to {match.group('place').strip()}", True, start, end)
    for match in claims.free_matches(_STATE):
        for n, (_, title, blocks) in enumerate(_STATES):
            if match.group(f"s{n}") is not None:
                start = match.start(f"s{n}")
                claims.claim(start, match.end())
                return Away(title, blocks, start, match.end())
    for match in claims.free_matches(COMING_BARE):  # "grandma coming to visit sat", texted
        claims.claim(match.start(), match.end())
        return Away(VISIT, False, match.start(), match.end())
    return None
