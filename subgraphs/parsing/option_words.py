"""Options picked in loose words: "the earlier one is fine", "go with the second, thanks",
"the first one but make it 30 min", "the saturday one".

A numbered list of ways out is on screen; the family points at one the way people do.
Each reading picks an option only when exactly one fits. An option with a change after it
becomes that option's time with the change, asked about again (never written at once);
"the saturday one" when no single option is on Saturday is asked about again, naming why,
so a loose pointer never turns into a move of its own.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import datetime, tzinfo

from family_scheduler.models.dialogue import Choice
from family_scheduler.timeutil import parse_instant

from .answers import ORDINALS

_LEAD = (
    r"^(?:(?:ok|okay|yes|yeah|yep|sure|so|then|hmm+|um+|actually|alright|great|perfect"
    r"|let'?s\s+(?:do|go\s+with|take)|go\s+with|i'?ll\s+take|we'?ll\s+take|i'?d\s+like|take|pick|book"
    r"|do)[\s,]+)*"
)
_TAIL = (
    r"(?:[\s,]+(?:please|thanks|thank\s+you|then|is\s+(?:fine|better|good|great|perfect|ok|okay|best)"
    r"|works(?:\s+(?:best|better))?(?:\s+for\s+(?:me|us))?|sounds\s+(?:good|great|fine)"
    r"|looks\s+(?:good|great|fine)|will\s+do|it\s+is|ok|okay|pls|plz|thx))*"
)
_NUMBER = (
    r"(?:(?:option\s*|number\s*|#\s*)?(?P<number>\d{1,2}|first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th"
    r"|one|two|three|four|five|six)(?:\s+(?:one|option|choice))?|(?:option|choice)\s+(?P<letter>[a-f]))"
)
"""An option's number, or its letter as on a form ("option b" is the second)."""
_PICKED_NUMBER = re.compile(rf"{_LEAD}(?:the\s+)?{_NUMBER}{_TAIL}$")
"""An option by its number with courtesy around it ("go with the second, thanks")."""
_NUMBER_THEN_CHANGE = re.compile(
    rf"{_LEAD}(?:the\s+)?{_NUMBER}[\s,]+(?:but|and|only|except|just)[\s,]+(?P<change>.+)$"
)
"""An option with a change after it ("the first one but make it 30 min")."""
_POINTER = re.compile(
    rf"{_LEAD}(?:the\s+)?(?:(?P<named>(?!one\b)[\w':-]+(?:\s+[\w':-]+){{0,3}}?)\s+one"
    rf"|one\s+(?P<after>(?:on|at|in)\s+[\w': -]+?)){_TAIL}$"
)
"""An option pointed at by what it is ("the saturday one", "the one on thursday")."""
_EARLY = {"earlier", "earliest", "sooner", "soonest", "earlier in the day"}
_LATE = {"later", "latest", "later in the day"}
_SUPERLATIVE = {"earliest", "soonest", "latest"}
_PLAIN = re.compile(r"[^\w\s#':-]")
_LEAD_CHANGE = re.compile(r"^(?:(?:make|change)\s+it\s+|have\s+it\s+|with\s+)")


@dataclass(frozen=True)
class Pointed:
    """What a loose pointer at the options came to: an option, or why it is asked again."""

    option: int | None = None
    change: str = ""
    """Said with an option: the words of the change to make to it."""
    why: str = ""
    named: str = ""
    """What the words pointed with, when no option fits ("saturday", "honda")."""


def pointed_option(
    text: str, choices: Sequence[Choice], count: int, fits: Callable[[str], int | None]
) -> Pointed | None:
    """The option `text` points at among `count` options (`choices` holds the ones that move
    the event, with their times), or why it is unclear; None when it does not point at one.
    `fits` names the one option a phrase such as "saturday" or "3pm" fits, or None."""
    norm = " ".join(_PLAIN.sub(" ", text.lower()).split())
    if not norm or count < 1:
        return None
    numbered = _PICKED_NUMBER.match(norm)
    if numbered is not None:
        return Pointed(option=_picked(numbered))
    changed = _NUMBER_THEN_CHANGE.match(norm)
    if changed is not None:
        number = _picked(changed)
        other = _another_option(changed.group("change"), count)
        if other is not None and other != number:  # "1 and 3": two of them, for one event
            return Pointed(why=f"you picked two options, {number} and {other}; one can be booked: say which")
        return Pointed(option=number, change=_LEAD_CHANGE.sub("", changed.group("change")).strip())
    pointer = _POINTER.match(norm)
    if pointer is None:
        return None
    named = (pointer.group("named") or pointer.group("after") or "").strip()
    if named in ORDINALS:
        return Pointed(option=ORDINALS[named])
    if named in _LAST:  # "the last one": the bottom of the list, whatever its time
        return Pointed(option=count)
    if named in _EARLY or named in _LATE:
        return _by_order(named, choices, count)
    picked = fits(named)
    if picked is not None:
        return Pointed(option=picked)
    return Pointed(why=f"no single option is '{named}'; say its number", named=named)


_LAST = {"last", "final", "bottom"}
_ANOTHER = re.compile(rf"^(?:the\s+)?{_NUMBER}$")


def _another_option(change: str, count: int) -> int | None:
    """The option a "change" names when it is only another option's number ("1 and 3")."""
    said = _ANOTHER.match(change.strip())
    if said is None:
        return None
    number = _picked(said)
    return number if 1 <= number <= count else None


def _picked(match: re.Match[str]) -> int:
    """The option a number or a letter names (a = 1, b = 2 ...)."""
    letter = match.group("letter")
    return "abcdef".index(letter) + 1 if letter else _number(match.group("number"))


def _number(token: str) -> int:
    return int(token) if token.isdigit() else ORDINALS[token]


def _by_order(named: str, choices: Sequence[Choice], count: int) -> Pointed:
    """ "the earlier one": of two, the one that starts first; "the latest": of any number."""
    if len(choices) != count or (count > 2 and named not in _SUPERLATIVE):
        return Pointed(why=f"there are {count} options, so I can't tell which is '{named}'; say its number")
    ordered = sorted(choices, key=lambda c: parse_instant(c["start"]))
    return Pointed(option=(ordered[0] if named in _EARLY else ordered[-1])["id"])


def option_said_as(choice: Choice, change: str, tz: tzinfo, when_stated: bool) -> str:
    """An option with a change, as a change to the pending request: the option's day (and its
    time unless the change names one) with the change ("make it nov 28 at 11:15am for 30 min")."""
    start: datetime = parse_instant(choice["start"]).astimezone(tz)
    day = f"{start:%B} {start.day}"
    if when_stated:
        return f"make it {day} {change}"
    clock = f"{start.hour % 12 or 12}:{start:%M}{'am' if start.hour < 12 else 'pm'}"
    rest = change if re.match(r"^(?:for|\d)", change) else f"and {change}"
    return f"make it {day} at {clock} {rest}"


_POINTING = re.compile(
    r"\b(?:option|number|one|first|second|third|fourth|fifth|sixth|1st|2nd|3rd|4th|5th)\b|#|\d"
)
"""A cheap test: words that could point at a numbered option at all."""
_DAY_OF_MONTH = re.compile(r"\d{1,2}(?:st|nd|rd|th)")
_MARKED = re.compile(r"\b(?:option|number)\b|#|\d(?:st|nd|rd|th)\s+(?:one|option)\b")
_TIME_WORD = re.compile(r"\b(?:at|by|until|till|to|from|for|after|before|around|about|past|half|quarter)$")
"""A pointer's words ending like a clock time ("lunch at one" is 1pm, not an option)."""


def points_at_option(text: str) -> bool:
    """Whether the whole message picks one of a list of options ("the first option", "option
    2", "let's go with the saturday one"). Said when no options are on offer, it is never a
    request of its own (a booking titled "option"): the family is told there is nothing to pick."""
    norm = " ".join(_PLAIN.sub(" ", text.lower()).split())
    if not norm or _POINTING.search(norm) is None:
        return False
    numbered = _PICKED_NUMBER.match(norm)
    if numbered is not None:  # "the 5th" alone is a day of the month, "the 5th one" an option
        said = numbered.group("number")
        if said is None:  # "option b": a letter, as on a form
            return True
        return not _DAY_OF_MONTH.fullmatch(said) or bool(_MARKED.search(norm))
    changed = _NUMBER_THEN_CHANGE.match(norm)
    if changed is not None:  # "the first one but 30 min", never "2 and 3"
        number = changed.group("number")
        return not number.isdigit() or bool(re.search(r"(?:option|number|#)\s*\d", norm))
    pointer = _POINTER.match(norm)
    if pointer is None or not re.search(r"(?:^|\s)the\s", f" {norm}"):
        return False
    if pointer.group("after") is not None:  # "the one on thursday", never "one in the afternoon"
        return bool(re.search(r"\bthe\s+one\s", norm))
    named = (pointer.group("named") or "").strip()
    return not _TIME_WORD.search(named)
