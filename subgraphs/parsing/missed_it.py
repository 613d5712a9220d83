"""Someone who can't make "it", with no event and no day said: "emma can't make it", "sorry,
she can't come after all", "i won't be able to make it".

Read alone these say nothing the calendar can act on, and they were not understood. Just
after the family spoke of an event or a day ("what's on saturday?", "when is piano?"), "it"
is that: the main graph (`graph/focus.py`) takes them off it, asked first. With nothing
spoken of, which event is asked plainly; nothing is written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .claims import holds_any
from .lexicon import Lexicon

_MISSED = re.compile(
    r"^(?:(?:sorry|unfortunately|oh\s+no|so|but|actually|heads\s+up|fyi|ugh)\s*,?\s+)*"
    r"(?P<who>(?:the\s+)?[a-z]+(?:\s+(?:and|&)\s+[a-z]+)?)\s*(?:'s|'re|'m)?\s+"
    r"(?:can't|cannot|can\s+not|couldn't|won't(?:\s+be\s+able\s+to)?|will\s+not(?:\s+be\s+able\s+to)?"
    r"|(?:isn't|aren't|is\s+not|are\s+not|am\s+not|not)\s+able\s+to)\s+"
    r"(?:make\s+it|come|go|be\s+there|attend|join\s+(?:us|in))"
    r"(?:\s+(?:after\s+all|this\s+time|either|now))?\s*[.!?]*$"
)
"""The whole message is someone not making it, nothing said of what or when."""
_NEEDS = ("can", "won", "will", "able", "couldn")
_POINTING = {"she": "she", "he": "he", "they": "they", "him": "he", "her": "she", "them": "they"}
WHICH_EVENT = "which event can't {who} make? Say it with the event, like \"{Who} can't make swim saturday\""
"""Asked when nothing was spoken of just before: what "it" is can't be guessed."""


@dataclass(frozen=True)
class MissedIt:
    """Who can't make it: members named (or the speaker), or a pronoun for the focus to fill."""

    members: tuple[str, ...]
    pronoun: str | None
    you: str = ""
    """Said of the speaker ("I", "We"): asked back as "you", said so in the example."""


def said_missed_it(text: str) -> bool:
    """Whether `text` (normalised) is only someone not making it, no event or day said."""
    return holds_any(text, _NEEDS) and _MISSED.search(text) is not None


def missed_it(text: str, lex: Lexicon, speaker: str) -> MissedIt | None:
    """Who `text` (normalised) says can't make it, or None when it says more than that or
    names nobody of the family ("the bus can't make it")."""
    if not holds_any(text, _NEEDS) or (found := _MISSED.search(text)) is None:
        return None
    who = found.group("who")
    if who in _POINTING:
        return MissedIt((), _POINTING[who])
    if who == "i":
        return MissedIt((speaker,), None, you="I")
    if who == "we":
        return MissedIt(tuple(sorted(lex.everyone)), None, you="We")
    ids: set[str] = set()
    for part in re.split(r"\s+(?:and|&)\s+", who):  # "sarah and i", "the kids"
        said = (speaker,) if part == "i" else lex.people.get(part)
        if said is None:
            return None
        ids.update(said)
    return MissedIt(tuple(sorted(ids)), None)
