"""How long a kind of activity usually lasts, and for a few, when in the day it usually is.

When the family says no length, an hour was booked whatever the activity: a movie, a date
night or a birthday party cut short, a haircut taking twice its time. This small table
gives the usual length of a few common kinds; the length is chosen here, in scheduling
(the parse keeps `duration_minutes` null), and the reply says it whenever it is not an
hour, so the family sees it and can say "make it 3 hours".

A few kinds also have their own usual hours (a date night in the evening, not at 5pm); they
replace the general habit (`habits`) for that booking, so the existing slot search ranks
the times. Anything the table does not name keeps an hour and its habit (docs/usage.md,
"How long, and when, when you don't say").
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from datetime import time

from .habits import Habit, Span

DEFAULT_LENGTH = 60
"""Minutes of anything the table does not name."""


@dataclass(frozen=True)
class Kind:
    """One kind of activity: the words of its title, its usual length and why, and (None:
    its habit's) its own usual hours."""

    label: str
    words: str
    minutes: int
    why: str
    """The reason said with the length ("as a movie usually runs")."""
    hours: Habit | None = None


_EVENING_AT_HOME: Span = (time(18, 0), time(22, 0))
"""6pm to 10pm: a night in or out, late enough to be an evening, over by bedtime."""
_NIGHT_IN = Habit("a movie or game night", "", _EVENING_AT_HOME, _EVENING_AT_HOME, wind_down=False)
"""A family's evening at home: the children's waking hours bound it, not a wind-down."""

KINDS: tuple[Kind, ...] = (
    Kind(
        "date night",
        r"date nights?|^date$|dinner date",  # not a due date nor an update
        120,
        "as a date night usually runs",
        Habit("a date night", "", _EVENING_AT_HOME, _EVENING_AT_HOME, wind_down=False),
    ),
    Kind("movie night", r"(?:movie|film) night", 120, "as a movie night usually runs", _NIGHT_IN),
    Kind("game night", r"games? night", 120, "as a game night usually runs", _NIGHT_IN),
    Kind("movie", r"movies?|cinema|film", 120, "as a movie usually runs"),
    Kind("party", r"(?:birthday )?part(?:y|ies)", 120, "as a party usually runs"),
    Kind("playdate", r"play ?dates?", 120, "as a playdate usually runs"),
    Kind("day trip", r"day trips?", 480, "a day trip takes the day"),
    Kind("haircut", r"hair ?cuts?|barber", 45, "as a haircut usually takes"),
    Kind("brunch", r"brunch", 90, "as brunch usually runs"),
    Kind("dinner", r"dinner|supper", 90, "as dinner usually runs"),
)
_COMPILED = [(re.compile(rf"\b(?:{k.words})\b"), k) for k in KINDS]


def kind_of(title: str | None) -> Kind | None:
    """The first kind whose words the title uses ("family movie night": a movie night),
    else None (an hour, as always)."""
    words = (title or "").lower()
    for pattern, kind in _COMPILED:
        if pattern.search(words):
            return kind
    return None


def length_words(minutes: int) -> str:
    """ "45 minutes", "1½ hours", "2 hours" """
    hours, rest = divmod(minutes, 60)
    if not hours:
        return f"{minutes} minutes"
    if rest == 30:
        return f"{hours}½ hours"
    if rest:
        return f"{hours} h {rest} min"
    return f"{hours} hour" if hours == 1 else f"{hours} hours"


def usual_length(title: str | None) -> tuple[int, str | None]:
    """Minutes for `title` when nobody said, and the words that say so in the reply (None
    for an hour, which goes without saying)."""
    kind = kind_of(title)
    if kind is None or kind.minutes == DEFAULT_LENGTH:
        return DEFAULT_LENGTH, None
    return kind.minutes, f"{length_words(kind.minutes)}, {kind.why}"


__all__ = ["DEFAULT_LENGTH", "KINDS", "Kind", "kind_of", "length_words", "usual_length"]
