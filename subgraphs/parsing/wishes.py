"""A wish said while the ways out of a clash are listed: "something in the morning?",
"anything later that day?", "not on sunday", "what about wednesday?", "earlier", "after 6".

The family answers the numbered options with where they would like the time to be
rather than a number. Read as a change of the request, "after 6" moved nothing and
"earlier" changed nothing; read here, it is a `Wish` the ways out are searched within.
Every word of the answer must be a wish or a filler around one: "piano for jake
wednesday at 5" is a request of its own, never a wish.
"""

from __future__ import annotations

import re

from family_scheduler.models.dialogue import Wish

from .vocabulary import WD, weekday_index

_PARTS = {
    "morning": (None, "12:00"),
    "afternoon": ("12:00", "17:00"),
    "evening": ("17:00", None),
    "night": ("17:00", None),
}
"""Parts of the day as clock bounds (start no earlier than, end no later than)."""

_HOUR = r"(?P<h>\d{1,2})(?::(?P<m>\d\d))?\s*(?P<ap>am|pm|a\.m\.|p\.m\.)?|(?P<noon>noon|midday)"
_PIECES: tuple[tuple[str, re.Pattern[str]], ...] = (
    (
        "not_day",
        re.compile(  # "no fridays" leaves them out; "no, friday" is that day instead
            rf"\b(?:(?:not|except|but not)\s+(?:on\s+)?(?:a\s+)?(?P<d>{WD})s?|no\s+(?P<n>{WD})s)\b"
        ),
    ),
    ("part", re.compile(r"\b(?:in\s+the\s+|this\s+|that\s+)?(?P<p>morning|afternoon|evening|night)s?\b")),
    ("after", re.compile(rf"\b(?:after|from|past)\s+(?:{_HOUR})(?=\W|$)")),
    ("before", re.compile(rf"\b(?:before|by|until|till)\s+(?:{_HOUR})(?=\W|$)")),
    (
        "shift",
        re.compile(
            r"\b(?P<s>earlier|later|sooner)(?P<same>\s+(?:that|the\s+same|in\s+the|on\s+the\s+same|on\s+that)\s+day)?\b"
        ),
    ),
    ("day", re.compile(rf"\b(?:on\s+)?(?:a\s+)?(?P<d>{WD})s?\b")),
    ("same_day", re.compile(r"\b(?:that|the\s+same)\s+day\b")),
)
_FILLER = re.compile(
    r"\b(?:what|how|about|something|anything|any|time|anytime|slot|slots|options?|instead|then|maybe|is|are"
    r"|there|got|have|you|we|else|a|bit|little|please|pls|ok|okay|hmm+|um+|so|or|can|it|be|do|try|how's"
    r"|what's|could|would|works?|better|free|open|that|the|in|on|at|for|but)\b"
)
_PUNCT = re.compile(r"[?!.,;'\"]+|:(?!\d)")


def wish_said(text: str) -> Wish | None:
    """The wish in `text`, or None when anything said is not a wish (a request of its own,
    a yes, a number)."""
    words = _PUNCT.sub(" ", text.lower().replace("’", "'").replace("what's", "what is"))
    words = re.sub(r"\s+", " ", words).strip()
    if not words:
        return None
    wish = Wish(
        words="", earliest=None, latest=None, direction=None, same_day=False, weekdays=[], not_weekdays=[]
    )
    said: list[tuple[int, str]] = []
    rest = words
    found = False
    for kind, pattern in _PIECES:
        for match in pattern.finditer(rest):
            if not _take(kind, match, wish):
                return None
            said.append((words.find(match.group(0).strip()), match.group(0).strip()))
            found = True
        rest = pattern.sub(" ", rest)
    if not found or _FILLER.sub(" ", rest).strip():
        return None
    if not (
        wish["earliest"] or wish["latest"] or wish["direction"] or wish["weekdays"] or wish["not_weekdays"]
    ):
        return None  # "what else is open that day?": a question about the day, answered as one
    wish["words"] = _said_back(wish)
    return wish


def only_a_day(wish: Wish) -> bool:
    """ "what about wednesday?": a day and nothing else is a counter-offer (the asked time on
    that day, proposed as it is when free), not a narrowing of the options."""
    return bool(wish["weekdays"]) and not (
        wish["earliest"] or wish["latest"] or wish["direction"] or wish["same_day"] or wish["not_weekdays"]
    )


def _take(kind: str, match: re.Match[str], wish: Wish) -> bool:
    """Add one piece to `wish`; False when it cannot be read as one."""
    if kind == "not_day":
        wish["not_weekdays"].append(weekday_index(match.group("d") or match.group("n")))
    elif kind == "day":
        wish["weekdays"].append(weekday_index(match.group("d")))
    elif kind == "part":
        earliest, latest = _PARTS[match.group("p")]
        wish["earliest"] = earliest or wish["earliest"]
        wish["latest"] = latest or wish["latest"]
    elif kind in ("after", "before"):
        clock = _clock(match)
        if clock is None:
            return False
        wish["earliest" if kind == "after" else "latest"] = clock
    elif kind == "shift":
        wish["direction"] = "earlier" if match.group("s") in ("earlier", "sooner") else "later"
        wish["same_day"] = wish["same_day"] or bool(match.group("same"))
    elif kind == "same_day":
        wish["same_day"] = True
    return True


def _clock(match: re.Match[str]) -> str | None:
    """ "6" → 18:00 (a bare hour up to 7 is in the afternoon or evening), "9am" → 09:00."""
    if match.group("noon"):
        return "12:00"
    hour, minute, half = int(match.group("h")), int(match.group("m") or 0), match.group("ap")
    if hour > 23 or minute > 59:
        return None
    if half and half.startswith("p") and hour < 12:
        hour += 12
    elif half and half.startswith("a") and hour == 12:
        hour = 0
    elif not half and 1 <= hour <= 7:
        hour += 12
    return f"{hour:02d}:{minute:02d}"


_DAY_NAMES = ("Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday")


def _said_back(wish: Wish) -> str:
    """The wish in a few words: "on Wednesday in the morning", "later that day"."""
    parts: list[str] = []
    if wish["weekdays"]:
        parts.append("on " + " or ".join(_DAY_NAMES[d] for d in wish["weekdays"]))
    if wish["direction"]:
        parts.append(wish["direction"] + (" that day" if wish["same_day"] else ""))
    elif wish["same_day"]:
        parts.append("that day")
    part = next(
        (
            f"in the {name}"
            for name, (lo, hi) in _PARTS.items()
            if (lo, hi) == (wish["earliest"], wish["latest"])
        ),
        None,
    )
    if part is not None:
        parts.append(part)
    else:
        if wish["earliest"]:
            parts.append(f"after {_clock_words(wish['earliest'])}")
        if wish["latest"]:
            parts.append(f"ending by {_clock_words(wish['latest'])}")
    if wish["not_weekdays"]:
        parts.append("not on " + " or ".join(_DAY_NAMES[d] for d in wish["not_weekdays"]))
    return " ".join(parts)


def _clock_words(clock: str) -> str:
    """The local time as replies keep it (24-hour; said in the family's clock at the edge)."""
    return clock
