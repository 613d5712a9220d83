""" "Just this one", "only tues", "yeah just this week": said to a question about one
occurrence, the scope it already has, so a yes.

"Cancel soccer practice on Tue Nov 24 (this occurrence only). Shall I go ahead?" — "only
tuesday" agrees. The words must be all about that one occurrence: a weekday said is the
occurrence's own ("only friday" to Tuesday's is no yes), and anything else said ("just this
one at 5") is read as the change it is.
"""

from __future__ import annotations

import re

from .normalize import normalize
from .vocabulary import WD

_ONE_OF_THEM = re.compile(
    r"^(?:(?:yes|yeah|yea|yep|yup|ya|sure|ok|okay|k|right|correct|exactly|that's\s+right|confirm|"
    r"go\s+ahead|do\s+it|please)\s*,?\s*)*"
    r"(?:(?:just|only)\s+)?(?:for\s+|on\s+)?(?:the\s+|that\s+|this\s+)?"
    rf"(?P<what>this\s+one|that\s+one|the\s+one|one|this\s+week|this\s+time|that\s+day|this\s+day|once|"
    rf"(?:this\s+|that\s+|on\s+)?(?P<day>{WD}|today|tomorrow)(?:'s)?(?:\s+one)?)"
    r"(?:\s+(?:only|just|then))?(?:\s*,?\s*(?:please|thanks|thank\s+you|go\s+ahead|yes|yeah|ok|okay))*$"
)
_COMMA = re.compile(r"\s*,\s*")
_SAYS_ONLY = re.compile(r"\b(?:just|only|this\s+one|that\s+one|this\s+week|this\s+time|once)\b")


def only_this_one(text: str, weekday: str | None, relative: str | None = None) -> bool:
    """Whether `text` says no more than "just this one" of an occurrence on `weekday`
    ("tuesday"); `relative` is "today" or "tomorrow" when the occurrence is then."""
    if not _SAYS_ONLY.search(text.lower()):
        return False  # most answers: no word of one occurrence at all
    said = _COMMA.sub(" ", normalize(text).text).strip()  # "just" is filler there: read above
    match = _ONE_OF_THEM.match(said)
    if match is None:
        return False
    day = match.group("day")
    if day is None:
        return True
    return day == weekday or day == relative
