"""A greeting or a plea for help, said on its own: "hi", "good morning", "help", "what can
you do?". Read as a request, they were "Sorry, I didn't understand that"; a family that
opens a conversation with "hi" is greeted and told what the assistant does.

Only a message that is nothing else counts: "hi, can you add swim for jake on wed at 4?"
is the booking (its greeting is dropped by `normalize`).
"""

from __future__ import annotations

import re
from typing import Literal

from .pattern_needs import holds_any, needs

SmallTalk = Literal["hello", "help", "clock"]

_HELLO = re.compile(
    r"^(?:(?:hi|hey|hello|hiya|howdy|yo|heya|hey there|hi there|hello there|greetings)"
    r"|good\s+(?:morning|afternoon|evening|day))"
    r"(?:\s+(?:there|again|all|everyone|assistant|bot|buddy|friend|you))?$"
)
_HELP = re.compile(
    r"^(?:help(?:\s+me)?(?:\s+please)?|please\s+help|i\s+need\s+help|"
    r"what\s+(?:can|do|could)\s+you\s+(?:do|help\s+(?:me\s+)?with)|what\s+are\s+you|who\s+are\s+you|"
    r"how\s+(?:does\s+this|do\s+(?:i|we)\s+use\s+(?:this|you)|do\s+you)\s*(?:work)?|what\s+is\s+this|"
    r"what\s+should\s+i\s+say|commands|menu|options|\?)$"
)
_CLOCK = re.compile(
    r"^(?:(?:hey\s+|ok\s+|so\s+)?(?:what(?:'s|\s+is)\s+(?:the\s+)?(?:date|day|time)(?:\s+(?:today|now|it\s+is))?"
    r"|what\s+(?:day|date|time)\s+is\s+(?:it|today)(?:\s+(?:today|now))?"
    r"|what(?:'s|\s+is)\s+today(?:'s\s+date)?|today's\s+date|(?:do\s+you\s+know\s+)?what\s+time\s+it\s+is"
    r"|what\s+day\s+of\s+the\s+week\s+is\s+it(?:\s+today)?))(?:\s+please)?$"
)
"""Asked the day or the time itself ("what's the date today?", "what time is it"): answered
from the assistant's clock; it was read as a look-up of an event called "date"."""
_NOT_WORD = re.compile(r"[^a-z?' ]+")
_SPACES = re.compile(r"\s+")
_TALK_NEEDS = tuple(
    sorted({piece for pattern in (_HELLO, _HELP, _CLOCK) for piece in needs(pattern) or ("",)})
)
"""Every greeting, plea for help or question of the clock holds one of these pieces (all
letters but "?"; "" if a pattern had none, which would let every message through)."""
_KEPT = re.compile(r"[a-z?']")


def small_talk(text: str) -> SmallTalk | None:
    """ "hello" for a greeting alone, "help" for a question about the assistant itself,
    "clock" for the day or the time asked."""
    low = text.lower()
    if not holds_any(low, _TALK_NEEDS):
        # None of their words (each one's letters stand together in the text as in the words
        # read below): only a message with no words at all can be small talk then, "help"
        # as an empty one is. Most messages end here, without the rewrites below.
        return "help" if _KEPT.search(low) is None else None
    said = _SPACES.sub(" ", _NOT_WORD.sub(" ", low)).strip()
    if len(said) > 60:
        return None
    if _HELLO.match(said.rstrip("?")):
        return "hello"
    if _HELP.match(said.rstrip("?") or "?"):
        return "help"
    if _CLOCK.match(said.rstrip("? ")):
        return "clock"
    return None
