"""What the speaker says the event is called: "call it X", "name the event X", "title it
as X", "save it under the name X", "put X as the title", "the event name is X",
"X for the event title", "X would be a good name".

A named title is taken as said, whatever its words ("Appointment with Koppe Michael J",
"Movie at United Artists Berkeley 7", "Restaurant reservation for 3 at Perch"): the
words after the naming cue up to where the sentence moves on (a comma, "and it/put/the
time…", a time or place already read, "as the title"). It wins over the first
unclaimed stretch, which is only a guess at the activity.
"""

from __future__ import annotations

import re

from .claims import Claims, holds_any

_THING = (
    r"(?:the\s+|this\s+|that\s+|my\s+|an?\s+)?(?:new\s+)?"
    r"(?:event|even|appointment|entry|meeting|reminder|item|it|this|that)"
)
_FIELD = r"(?:(?:event(?:'s)?|appointment|entry)\s+)?(?:title|tittle|name|label|heading|subject)"
_VERB = r"(?:call|name|label|title|tittle|entitle|dub)"
FORWARD = re.compile(
    # "call it X", "name the event as X", "label this event X", "title the appointment as X"
    rf"(?<![a-z'])(?:{_VERB}|labeled|labelled|titled|named)\s+{_THING}(?:\s+{_FIELD})?\s+(?:as\s+|to\s+)?(?:an?\s+)?"
    # "titled X", "called X", "named X", "to be called X"
    r"|(?<![a-z'])(?:titled|entitled|called|named|labeled|labelled|tagged)\s+(?:as\s+)?"
    # "under the name X", "by the name X", "with the event title X", "under X"
    rf"|(?<![a-z'])(?:under|by|with|using|in)\s+(?:the\s+)?{_FIELD}(?:\s+of)?\s+(?:as\s+)?"
    r"|(?<![a-z'])(?:it|this|that)\s+(?:down\s+)?under\s+(?:the\s+)?(?:(?:name|title)\s+(?:of\s+)?)?"
    # "the title is X", "the name of the event is X", "I want the title to be X", "make the title X"
    rf"|(?<![a-z'])(?:the\s+|its\s+|an?\s+)?{_FIELD}(?:\s+(?:of|for)\s+(?:the\s+|this\s+)?(?:event|it|appointment))?"
    r"\s+(?:is|should\s+be|would\s+be|will\s+be|to\s+be|be|as|reads|:)\s+(?:called\s+)?"
    rf"|(?<![a-z'])(?:make|set|use|put|give|mark|change|add|write|input|enter)\s+(?:(?:it|the\s+event|this)\s+)?(?:the\s+)?{_FIELD}"
    r"(?:\s+(?:of|for)\s+(?:the\s+)?event)?\s+(?:as\s+|to\s+|be\s+|to\s+be\s+|is\s+)?"
    # "for the name, just write X", "for the title I was thinking about X"
    rf"|(?<![a-z'])for\s+the\s+{_FIELD}\s*,?\s*(?=just|please|i\s|i'd|let's|use|write|put|say|go\s+with)"
    r"(?:(?:just|please|i\s+was\s+thinking(?:\s+about|\s+of)?|i'd\s+like|"
    r"i\s+want|let's\s+(?:use|say)|use|write|put|say|go\s+with)\s+)*"
    # "set it as X", "save it as X", "add it as X"
    r"|(?<![a-z'])(?:set|save|add|put|mark|enter|note|list|book|schedule|include|keep|log)\s+(?:it|this|that)\s+"
    r"(?:down\s+|in\s+|on\s+)?as\s+(?:an?\s+|the\s+)?"
    r"|(?<![a-z'])(?:i\s+prefer|let's\s+go\s+with|go\s+with)\s+"
    r"|(?<![a-z'])(?:calendar|calender|schedule|agenda|diary)\s+as\s+(?:an?\s+|the\s+)?(?!event\b|an?\s+event\b)"
)
BACKWARD = re.compile(
    rf"\s+(?:as|for|on|in)\s+(?:the\s+|a\s+|an\s+|my\s+|this\s+|that\s+)?(?:main\s+)?{_FIELD}(?:\s+(?:of|for)\s+(?:the\s+)?event)?(?![a-z])"
    rf"|\s+(?:would|will|should|could)\s+(?:be\s+a\s+good|be\s+the|work\s+for\s+the|do\s+for\s+the)\s+{_FIELD}"
    r"|\s+(?:is|it's)\s+(?:a\s+)?(?:good|fine|great|the)\s+(?:name|title)"
)
"""A cue after the title: "Put Bedtime as the event title", "Movie show would be a good name"."""
_FORWARD_NEEDS = (
    *("call", "name", "label", "title", "tittle", "dub", "tagged", "heading", "subject"),
    *("under", "as", "prefer", "go"),
)
_BACKWARD_NEEDS = ("title", "tittle", "name", "label", "heading", "subject")
"""Words FORWARD / BACKWARD cannot match without (one of them): most messages name no title."""
_BACKWARD_START = re.compile(
    r"^|,\s|\b(?:put|use|add|give|input|write|make|place|with|just|enter|set|mark|then|have|be|called)\s"
)
_STOP = re.compile(
    r"\s*,|\s+(?:and|but|so|then)\s+(?:it|it's|it'll|its|the|put|set|make|schedule|mark|give|add|i|i'm|"
    r"for|at|location|time|address|place|have|let's|please|can|could|also|save|book|call|use|start|starts|"
    r"is|will|this|that|we|my)\b|\s+(?:please|thanks|thank\s+you|too|as\s+well)\b"
    rf"|\s+(?:as|for|on|in)\s+(?:the\s+|a\s+|an\s+)?(?:event\s+)?(?:{_FIELD}|location|address|time)\b"
    r"|\s+(?:for|of)\s+(?:the|this|that)\s+(?:event|appointment)\b"
    r"|\s+(?:to|in|on|into|onto)\s+(?:my|the|our)\s+(?:\w+\s+)?(?:calendar|calender|schedule|agenda|itinerary|diary)"
    r"|\s+(?:which|that|who)\s+(?:starts?|begins?|will|is|would|should)\b|\s+(?:with|at)\s+(?:a\s+)?(?:start\s+)?time\b"
    r"|\s+(?:starting|beginning|from)\s+(?:at\s+)?\d"
)
_TRAILING = re.compile(r"(?:\s+(?:for|at|on|by|from|around|in|with|to|and|is|the|a|an))?\s*$")
_GENERIC = frozenset(
    {"it", "this", "that", "event", "an event", "a event", "the event", "entry", "them", "one"}
)


def _cut(text: str, start: int, claims: Claims) -> tuple[int, int] | None:
    """The span of the title that starts at `start`: up to a stop or a claimed word."""
    end = len(text)
    stop = _STOP.search(text, start)
    if stop is not None:
        end = stop.start()
    for i in range(start, end):
        if claims.is_claimed(i):
            end = i
            break
    while True:
        trimmed = _TRAILING.sub("", text[start:end])
        if len(trimmed) == end - start:
            break
        end = start + len(trimmed)
    while start < end and text[start] == " ":
        start += 1
    if end <= start:
        return None
    return start, end


_ARTICLES = re.compile(r"^(?:(?:a|an|the|new)\s+)+")
_TITLE_LEAD = re.compile(r"^(?:(?:the|an?)\s+)?(?:event\s+)?(?:title\s+)?")


def find_named_title(claims: Claims) -> str | None:
    """Claim and return the title the speaker gives by name, if they give one."""
    text = claims.text
    if not holds_any(text, _FORWARD_NEEDS):
        return None  # BACKWARD's words are among FORWARD's
    for cue in FORWARD.finditer(text):
        span = _cut(text, cue.end(), claims)
        if span is None:
            continue
        title = text[span[0] : span[1]].strip(" '-")
        if not title or _ARTICLES.sub("", title) in _GENERIC:
            continue
        _claim_free(claims, cue.start(), span[1])
        return title
    if not holds_any(text, _BACKWARD_NEEDS):
        return None
    for cue in BACKWARD.finditer(text):
        if not claims.is_free(cue.start(), cue.end()):
            continue
        begin = None
        for opener in _BACKWARD_START.finditer(text, 0, cue.start()):
            begin = opener.end()
        if begin is None:
            continue
        span = (begin, cue.start())
        title = text[span[0] : span[1]].strip(" '-")
        title = _TITLE_LEAD.sub("", title) or title
        if not title or title in _GENERIC or any(claims.is_claimed(i) for i in range(*span)):
            continue
        _claim_free(claims, span[0], cue.end())
        return title
    return None


def _claim_free(claims: Claims, start: int, end: int) -> None:
    """Claim what is still free in [start, end) (the verb of "save it under…" may be the intent's)."""
    for i in range(start, end):
        if not claims.is_claimed(i):
            claims.claim(i, i + 1)
