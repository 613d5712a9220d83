"""Something the family says will NOT happen: "mike can't take the trash out tuesday", "the
bus isn't coming friday", "coach says no practice tuesday".

Read word by word such a message became a booking of the very thing it says is off ("Book
isn't picking for Jake"), and a tired parent says yes. The readers that understand a
negation (someone leaving an event, a ride nobody drives, an event called off) run first;
whatever is left that opens with someone not doing something, or tells an activity is off,
and asks for no booking in so many words, is never a booking: it is not understood, with a
hint at what can be said instead.
"""

from __future__ import annotations

import re

from .claims import holds_any

CANNOT = (
    r"(?:(?:is|are|am|'s|'re|'m)\s+(?:not|no\s+longer)(?:\s+able\s+to)?|(?:is|are|am|'s|'re|'m)\s+unable\s+to"
    r"|(?:isn't|aren't)(?:\s+able\s+to)?|can't|cannot|can\s+not|can\s+no\s+longer|couldn't|could\s+not"
    r"|won't(?:\s+be(?:\s+able\s+to)?)?|will\s+not(?:\s+be(?:\s+able\s+to)?)?|(?:doesn't|don't|does\s+not|do\s+not)"
    r"|no\s+longer|not(?:\s+able\s+to)?|unable\s+to)"
)
"""Not doing it: "isn't", "can't", "won't be able to", "is no longer", "('s) not"."""
_NOT_DOING = re.compile(
    r"^(?:(?:so|and|but|also|fyi|btw|just\s+fyi|heads\s+up|just\s+so\s+you\s+know)\s+)?"
    r"(?:i|we|he|she|they|(?:the\s+|my\s+|our\s+)?[a-z]+(?:'s|'re|'m)?(?:\s+(?:and|&)\s+[a-z]+)?)\s+"
    + CANNOT
    + r"\s+(?!sure\b|wait\b|believe\b|know\b|think\b|forget\b|mind\b)[a-z]"
)
"""Someone not doing something, opening the message ("mike can't take the trash out",
"the bus won't come friday"); "i'm not sure …", "can't wait …" are no such news."""
_CALLED_OFF = re.compile(r"\b(?:says?|said|told\s+(?:me|us))\s+(?:there's\s+|there\s+is\s+|that\s+)?no\s+[a-z]")
"""An activity told as off by someone else ("the neighbours said no party saturday"): what
normalising did not make a cancellation ("coach says no practice tuesday") is no booking."""
_NEEDS = ("n't", "not", "no", "unable", "cannot")
_BOOKING_ASKED = re.compile(
    r"\b(?:book|schedule|add|put|pencil|set\s+up|plan|arrange|create|reserve|block|keep|remind)\b"
    r"|\bmake\s+(?:an?\s+)?(?:appointment|booking|reservation)"
)
"""A booking asked for in so many words: "jake can't do tuesdays, book piano wednesday"."""

_NEVER_BOOK = re.compile(
    r"\b(?:don'?t|do\s+not|never|no\s+more)\s+(?:ever\s+)?(?:book|schedule|put|add|plan|arrange|set\s+up)\b"
)
_STANDING = re.compile(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|mornings|afternoons|evenings|nights|weekdays"
    r"|every|ever|always|during)\b|\b(?:before|after|past)\s+\d"
)
"""What makes a "don't book" a standing rule rather than one span kept free: "on sundays",
"before 8am", "during family dinner", "ever"."""
STANDING_RULE = (
    "I can't keep standing rules like that yet, so nothing was booked or changed. I can keep a "
    'particular time free: "keep saturday morning free", "block off sunday for jake"'
)
"""What a standing "never book …" is told: the calendar has no such rule to keep."""

NOT_A_BOOKING = (
    "that sounds like something that won't happen, so I haven't booked anything. To change the "
    'calendar, say it as a change: "cancel soccer on thursday", "take Jake off swim saturday", '
    '"who can drive Jake to soccer tuesday?"'
)


_NEVER_NEEDS = ("don", "not", "never", "no more")


def standing_rule(raw: str) -> bool:
    """Whether `raw` (lower case, as typed) asks never to book something at a kind of time
    ("do not schedule jake on sundays", "never book anything before 8am")."""
    low = raw.replace("’", "'")
    if not holds_any(low, _NEVER_NEEDS):
        return False
    return _NEVER_BOOK.search(low) is not None and _STANDING.search(low) is not None


def says_not_happening(text: str) -> bool:
    """Whether `text` (normalised) tells that someone will not do something, or that an activity
    is off, and asks for no booking in so many words."""
    if not holds_any(text, _NEEDS) or _BOOKING_ASKED.search(text):
        return False
    return _NOT_DOING.search(text) is not None or _CALLED_OFF.search(text) is not None
