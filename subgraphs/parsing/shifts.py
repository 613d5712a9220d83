"""An event moved by an amount, said the way families say it: "can we do swim an hour
earlier this weekend", "let's start soccer 30 minutes later on thursday", "could piano be
half an hour earlier today".

No move verb is said, only the amount and its direction, yet "an hour earlier" only means
something of a time already on the calendar: the request is a change of that event (read
by `durations.find_durations` as `shift_minutes`), never a booking titled "swim" or "start
soccer". The verb that carried it ("do", "start", "be", "have") is no part of the title.
"""

from __future__ import annotations

import re

from family_scheduler.models.request import ParsedRequest

from .claims import Claims, holds_any
from .durations import _AMOUNT, _EDGE

SHIFT_SAID = re.compile(
    _EDGE + r"(?:by\s+)?(?:about\s+)?" + _AMOUNT + r"\s+(?P<dir>later|earlier|sooner)(?![a-z'])(?!\s+than\b)"
)
"""An amount and the way it goes ("an hour earlier", "30 minutes later"); "30 minutes
earlier than piano" places something by another event, no shift of one."""
SHIFT_NEEDS = ("later", "earlier", "sooner")
"""What SHIFT_SAID cannot match without (test_pattern_guards checks it)."""
CARRYING_VERB = re.compile(r"(?:^|(?<=\s))(?:do|start|begin|be|have)(?=\s)")
"""Words that carry the shift rather than name the event ("do swim", "start soccer",
"piano be", "have dinner"): never a title."""
_ASKED_ABOUT_FREE_TIME = re.compile(r"\b(?:free|available|busy|clash\w*|conflict\w*|overlap\w*)\b")
"""A question about free time or clashes an hour later stays that question."""


def shift_without_verb(claims: Claims, intent: str, reminder: bool) -> bool:
    """Whether a request read as a booking, a question or nothing moves an event by an
    amount instead; the words that carried it are claimed so they never title it."""
    text = claims.text
    if intent not in ("create", "query", "unknown") or reminder or not holds_any(text, SHIFT_NEEDS):
        return False
    if _ASKED_ABOUT_FREE_TIME.search(text):
        return False
    if next(claims.free_matches(SHIFT_SAID), None) is None:
        return False
    for verb in claims.free_matches(CARRYING_VERB):
        claims.claim(verb.start(), verb.end())
    return True


_WAY = re.compile(
    r"\b(?:move|push|bump|shift|bring|slide|get)(?![a-z'])(?:\s+(?!(?:to|till|until)\b)[a-z0-9'&]+){0,5}?"
    r"\s+(?P<way>up|back|forward|ahead|earlier|later|sooner)(?![a-z'])"
    r"(?!\s+(?:to|till|until|than|into|in\s+the|a\s+(?:day|week)|next|this|that|one|by|with|and\s+forth)\b)"
)
"""A move said with its direction and no amount: "move the dentist up", "push piano back
on monday", "bump up soccer" (never "move it back to friday", "later in the week")."""
WAY_NEEDS = ("up", "back", "forward", "ahead", "earlier", "later", "sooner")
"""What _WAY cannot match without (test_pattern_guards checks it)."""
EARLIER_WAYS = frozenset({"up", "forward", "earlier", "sooner"})
"""Directions that move a time earlier, as `durations` reads them with an amount."""


def way_said(text: str) -> int | None:
    """-1 for a move said to go earlier, +1 later, with no amount; None when no way is said.
    "move the dentist up" asks how much earlier, and "30 minutes" answers it as a shift."""
    plain = text.lower()
    if not holds_any(plain, WAY_NEEDS):
        return None
    found = _WAY.search(plain)
    if found is None:
        return None
    return -1 if found.group("way") in EARLIER_WAYS else 1


def amount_as_shift(said: ParsedRequest, time_stated: bool, way: int) -> ParsedRequest:
    """An answer to "How much earlier?": a bare amount ("30 minutes", "an hour") is the
    shift that way, never a new length; a time or a shift said in full stays as said."""
    if time_stated or said.shift_minutes or not said.duration_minutes:
        return said
    return said.model_copy(update={"shift_minutes": way * said.duration_minutes, "duration_minutes": None})
