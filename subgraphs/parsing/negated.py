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

NEWS_LEAD = (
    r"(?:(?:so|and|but|also|fyi|btw|just\s+fyi|heads\s+up|just\s+so\s+you\s+know|unfortunately|sadly|sorry|"
    r"ugh|oh\s+no|update|quick\s+update|actually|hey|ok|okay)\s*,?\s+)*"
)
"""Words that open news without changing it ("heads up, i can't get jake …", "unfortunately …")."""
CANNOT = (
    r"(?:(?:is|are|am|'s|'re|'m)\s+(?:not|no\s+longer)(?:\s+able\s+to|\s+(?:going\s+to|gonna)\s+be\s+able\s+to)?"
    r"|(?:is|are|am|'s|'re|'m)\s+unable\s+to"
    r"|(?:isn't|aren't)(?:\s+able\s+to)?|can't|cannot|can\s+not|can\s+no\s+longer|couldn't|could\s+not"
    r"|won't(?:\s+be(?:\s+able\s+to)?)?|will\s+not(?:\s+be(?:\s+able\s+to)?)?|(?:doesn't|don't|does\s+not|do\s+not)"
    r"|no\s+longer(?:\s+(?:able\s+to|can|could|will(?:\s+be(?:\s+able\s+to)?)?))?|not(?:\s+able\s+to|\s+(?:going\s+to|gonna)\s+be\s+able\s+to)?|unable\s+to)"
)
"""Not doing it: "isn't", "can't", "won't be able to", "is no longer", "('s) not"."""
_NOT_DOING = re.compile(
    "^"
    + NEWS_LEAD
    + r"(?:(?:i|we|he|she|they|(?:the\s+|my\s+|our\s+)?(?:[a-z]+\s+)?[a-z]+(?:'s|'re|'m)?"
    + r"(?:\s+(?:and|&)\s+[a-z]+)?)\s+"
    + CANNOT
    + r"|(?:neither|none|nobody|no\s+one|noone)(?:'s|\s+of\s+(?:us|them|the\s+[a-z]+))?"
    + r"(?:\s+(?:is|are|will|can|could))?)"
    + r"\s+(?!sure\b|wait\b|believe\b|know\b|think\b|forget\b|mind\b|worry\b|problem\b)[a-z]"
)
"""Someone not doing something, opening the message ("mike can't take the trash out",
"the bus won't come friday", "nobody's going to book club"); "i'm not sure …", "can't wait
…" are no such news."""
_CALLED_OFF = re.compile(
    r"\b(?:says?|said|told\s+(?:me|us))\s+(?:there's\s+|there\s+is\s+|that\s+)?no\s+[a-z]"
)
"""An activity told as off by someone else ("the neighbours said no party saturday"): what
normalising did not make a cancellation ("coach says no practice tuesday") is no booking."""
_NEEDS = ("n't", "not", "no", "unable", "cannot", "neither")
_BOOKING_ASKED = re.compile(
    r"\b(?:book(?!\s+(?:club|fair|sale|group|report|signing|swap)\b)|schedule|add|put|pencil|set\s+up|plan|arrange|"
    r"create|reserve|block|keep|remind)\b"
    r"|\bmake\s+(?:an?\s+)?(?:appointment|booking|reservation)"
)
"""A booking asked for in so many words: "jake can't do tuesdays, book piano wednesday" (not
"book club", an activity)."""

_NEVER_BOOK = re.compile(
    r"\b(?:don'?t|do\s+not|never|no\s+more)\s+(?:ever\s+)?(?:book|schedule|put|add|plan|arrange|set\s+up)\b"
)
_NEVER_NEEDS = ("don", "not", "never", "no more")
_STANDING = re.compile(
    r"\b(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days|weekends|mornings|afternoons|evenings|nights|weekdays"
    r"|every|ever|always|during)\b|\b(?:before|after|past)\s+\d"
)
"""What makes a "don't book" a standing rule rather than one span kept free: "on sundays",
"before 8am", "during family dinner", "ever"."""
_DONT = re.compile(
    "^" + NEWS_LEAD + r"(?:please\s+|pls\s+)?(?:don'?t|do\s+not|never)\s+(?:ever\s+)?"
    r"(?:book|schedule|put|add|plan|arrange|set\s+up|cancel|delete|remove|move|change|reschedule|push|shift|drop|clear)\b"
)
"""An instruction not to do something ("don't cancel piano", "don't add soccer to the
calendar", "don't schedule jake this saturday"): nothing to do, never the thing itself."""
_DONT_NEEDS = ("don", "not", "never")

STANDING_RULE = (
    "I can't keep standing rules like that yet. I can keep a particular time free instead: "
    '"keep saturday morning free", "block off sunday for jake"'
)
"""What a standing "never book …" is told: the calendar has no such rule to keep."""
NOT_DONE = (
    "I read that as something not to do, so I left the calendar alone. To keep a time free, say "
    '"keep saturday free for jake"'
)
"""What "don't cancel piano" is told: nothing is done, and the calendar stays as it is."""
_TWO_NEGATIVES = re.compile(
    r"\b(?:can't|cannot|can\s+not|won't|will\s+not|couldn't|don't|doesn't|isn't|aren't|wouldn't|shouldn't"
    r"|not)\s+not\b|^(?:it's|it\s+is|its)\s+not\s+that\b|\bnot\s+(?:un|in)able\s+to\b"
)
"""A negation of a negation ("mike can't not go to swim", "it's not that jake can't go to
soccer", "i'm not unable to drive"): whether anything is off is not plain, so nothing is read."""
_TWO_NEGATIVES_NEEDS = ("not",)
TWO_NEGATIVES = (
    "that has two negatives in it, so I can't be sure what should change. Say it plainly, like "
    '"Mike will take Jake to soccer tuesday" or "take Jake off soccer thursday"'
)
"""What a double negative is told: nothing is booked or changed on a guess at it."""
NOT_A_BOOKING = (
    "that sounds like something that won't happen, so I didn't book it. To change the calendar, "
    'say the change: "cancel soccer on thursday", "take Jake off swim saturday", '
    '"Mike can\'t drive Jake to soccer tuesday"'
)


def standing_rule(raw: str) -> bool:
    """Whether `raw` (lower case, as typed) asks never to book something at a kind of time
    ("do not schedule jake on sundays", "never book anything before 8am")."""
    low = raw.replace("\u2019", "'")
    if not holds_any(low, _NEVER_NEEDS):
        return False
    return _NEVER_BOOK.search(low) is not None and _STANDING.search(low) is not None


def two_negatives(text: str) -> bool:
    """Whether `text` (normalised) negates a negation ("can't not", "it's not that …")."""
    return holds_any(text, _TWO_NEGATIVES_NEEDS) and _TWO_NEGATIVES.search(text) is not None


def told_not_to(text: str) -> bool:
    """Whether `text` (normalised) opens with an instruction not to book or change something."""
    return holds_any(text, _DONT_NEEDS) and _DONT.search(text) is not None


def says_not_happening(text: str) -> bool:
    """Whether `text` (normalised) tells that someone will not do something, or that an activity
    is off, and asks for no booking in so many words."""
    if not holds_any(text, _NEEDS) or _BOOKING_ASKED.search(text):
        return False
    return _NOT_DOING.search(text) is not None or _CALLED_OFF.search(text) is not None
