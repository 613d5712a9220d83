"""A change to a repeating event for a stretch of it: "move swim to 11 for the rest of the
year", "for the next 3 weeks", "until christmas", "in december".

Such a change is not one of the scopes a change can have yet (the next one, this one and
all after it, the whole series). It was written at once as the next one only, which is not
what the family said. The words are kept (`ParsedRequest.bounded`) so the change is never
made on a guess: the family is asked which scope, told plainly that a stretch is not
possible yet, and can name the days one by one.
"""

from __future__ import annotations

import re

_MONTHS = (
    r"jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|"
    r"oct(?:ober)?|nov(?:ember)?|dec(?:ember)?"
)
_BOUNDED = re.compile(
    r"\bfor\s+the\s+rest\s+of\s+(?:the\s+|this\s+)?(?:year|month|season|term|semester|school\s+year|"
    r"fall|autumn|winter|spring|summer)\b"
    r"|\bfor\s+the\s+(?:next|coming)\s+(?:\d{1,2}|two|three|four|five|six|few|couple(?:\s+of)?)\s+"
    r"(?:weeks|months)\b"
    r"|\b(?:until|till|til|through|thru)\s+(?:the\s+end\s+of\s+|(?:new\s+year|christmas|thanksgiving|"
    r"easter|spring\s+break|winter\s+break|summer|the\s+holidays)\b|(?:" + _MONTHS + r")\b)"
    r"|\b(?:in|during|for|all\s+of|throughout)\s+(?:the\s+month\s+of\s+)?(?:" + _MONTHS + r")\b"
    r"|\b(?:over|during)\s+(?:the\s+)?(?:holidays|christmas\s+break|winter\s+break|summer|break)\b"
)
_BOUNDED_NEEDS = ("rest", "next", "coming", "til", "thr", "in ", "during", "for ", "all of", "over")
"""_BOUNDED cannot match without one of these."""


def bounded_change(text: str) -> str | None:
    """The words that bound a change to a stretch of a series, as said; None without them."""
    if not any(word in text for word in _BOUNDED_NEEDS):
        return None
    found = _BOUNDED.search(text)
    return found.group(0) if found is not None else None
