"""Matching a spoken event name to calendar titles: word-based, case- and plural-tolerant."""

from __future__ import annotations

import re
from functools import lru_cache

_WORD = re.compile(r"[a-z0-9]+")
_FILLER = frozenset({"a", "an", "the", "my", "our", "his", "her", "their", "next", "of", "s"})
_GENERIC = frozenset({"appointment", "appointments", "appt", "appts"})
"""Words that say which event only when nothing else is said ("the dentist appointment" is
the dentist; "my appointment" is an appointment)."""


_NO_ACTIVITY = frozenset(
    {"meeting", "appointment", "appt", "event", "thing", "plan", "call", "session", "activity"}
)
"""Words for an event that name no activity: "my 3pm meeting" is whatever is on at 3pm."""


def names_no_activity(title: str | None) -> bool:
    """Whether `title` is only a word for an event ("meeting", "appointments")."""
    words = title_words(title, generic=True)
    return bool(words) and words <= _NO_ACTIVITY


def _singular(word: str) -> str:
    """A crude singular: lessons → lesson, classes → class, parties → party, bus stays."""
    if len(word) <= 3 or word.endswith(("ss", "us", "is")):
        return word
    if word.endswith("ies"):
        return word[:-3] + "y"
    if word.endswith(("ches", "shes", "sses", "xes", "zes")):
        return word[:-2]
    if word.endswith("s"):
        return word[:-1]
    return word


_ING_NOUNS = frozenset(
    {
        "meeting",
        "wedding",
        "evening",
        "morning",
        "building",
        "ceiling",
        "spring",
        "string",
        "thing",
        "sibling",
    }
)
"""Words ending in "ing" that are things, not an activity's verb ("meeting" is no "meet")."""


def _base(word: str) -> str:
    """One spelling for an activity's noun and its verb form, so "swimming" finds "swim
    class" and "dancing" finds "dance": the "-ing" and a final silent "e" are dropped."""
    if word.endswith("ing") and len(word) > 5 and word not in _ING_NOUNS:
        word = word[:-3]
        if len(word) > 2 and word[-1] == word[-2] and word[-1] not in "lsz":
            word = word[:-1]  # swimming -> swim, running -> run; calling stays call
    if len(word) > 4 and word.endswith("e") and not word.endswith("ee"):
        word = word[:-1]
    return word


@lru_cache(maxsize=4096)
def title_words(text: str | None, *, generic: bool = False) -> frozenset[str]:
    """The meaningful words of a title, lower-case, singular: "Piano Lessons" → piano, lesson.

    Generic words ("appointment") count only when nothing else is said, or with `generic`.
    """
    lowered = (text or "").lower().replace("’", "'").replace("'s", "")
    words = [w for w in _WORD.findall(lowered) if w not in _FILLER]
    specific = [w for w in words if w not in _GENERIC]
    return frozenset(_base(_singular(w)) for w in (words if generic else specific or words))


def title_matches(wanted: frozenset[str], title: str) -> bool:
    """Whether every wanted word appears in `title` ("piano" matches "piano lesson")."""
    return wanted <= title_words(title, generic=True)


def title_likeness(wanted: frozenset[str], title: str) -> float:
    """How well `title` answers to the wanted words: shared words over all the words said
    or specific to the title (1.0 = the same event name, 0.0 = nothing shared). Words of one
    kind of occasion stand for each other ("piano class" is the piano lesson); another kind
    shares nothing ("piano recital" is not the piano lesson)."""
    held = title_words(title, generic=True)
    said_kinds, held_kinds = _kinds(wanted), _kinds(held)
    if said_kinds and held_kinds and not said_kinds & held_kinds:
        return 0.0
    said, alike = _as_kinds(wanted), _as_kinds(held)
    shared = said & alike
    return len(shared) / len(said | _as_kinds(title_words(title))) if shared else 0.0


_KIND_WORDS = {
    "lesson": ("lesson", "class", "tutor", "tutoring"),
    "practice": ("practice", "training", "drill"),
    "game": ("game", "match", "tournament", "meet", "race"),
    "performance": ("recital", "concert", "performance", "show", "play"),
    "party": ("party", "celebration"),
    "rehearsal": ("rehearsal",),
    "tryout": ("tryout", "audition"),
}
_KINDS: dict[str, str] = {_base(_singular(w)): kind for kind, words in _KIND_WORDS.items() for w in words}
"""What kind of occasion a word names, for an activity that has several: a piano lesson,
a piano recital; soccer practice, a soccer game. Words of one kind stand for each other."""


def shares_activity(wanted: frozenset[str], title: str) -> bool:
    """Whether `title` shares a word naming the activity with the wanted words, not only the
    kind of occasion ("tutoring" and "piano lesson" are both lessons, of different things)."""
    return bool({w for w in wanted & title_words(title, generic=True) if w not in _KINDS})


def _kinds(words: frozenset[str]) -> set[str]:
    return {_KINDS[w] for w in words if w in _KINDS}


def _as_kinds(words: frozenset[str]) -> frozenset[str]:
    """The words with each word for a kind of occasion as that kind ("class" as a lesson)."""
    return frozenset(f"kind:{_KINDS[w]}" if w in _KINDS else w for w in words)
