"""Reading the family's answer to a question: yes, no, an option, a scope, or something new.

The one grammar for answers, next to the one for requests: the main graph asks (an
interrupt), the parsing subgraph reads what came back given which question it answers.
A confirmation takes yes / no / an option number / "book it anyway" (keep it despite a
rule in the way) / a new instruction; the question
"which occurrences of this repeating event?" takes 1 / 2 / 3 or words ("just this
one", "this and all after it", "the whole series") or no.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from family_scheduler.models.dialogue import AnswerKind, FamilyAnswer
from family_scheduler.models.results import Scope
from family_scheduler.wording import ORDINAL_WORDS

YES = {
    "yes",
    "y",
    "yeah",
    "yep",
    "yup",
    "sure",
    "ok",
    "okay",
    "confirm",
    "confirmed",
    "go ahead",
    "do it",
    "book it",
    "sounds good",
    "perfect",
    "please do",
    "great",
    "fine",
    "correct",
    "right",
}
NO = {
    "no",
    "n",
    "nope",
    "nah",
    "cancel",
    "never mind",
    "nevermind",
    "stop",
    "don't",
    "dont",
    "forget it",
    "reject",
    "abort",
    "no thanks",
    "not now",
}
ORDINALS = {
    **{word: n for word, n in ORDINAL_WORDS.items() if n <= 10},
    "1st": 1,
    "2nd": 2,
    "3rd": 3,
    "4th": 4,
    "5th": 5,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
}
_OPTION = re.compile(
    r"^(?:(?:let'?s\s+)?(?:go with|pick|choose|take|use)\s+)?(?:the\s+)?(?:option\s*|number\s*|#\s*)?"
    r"(\d{1,2}|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|1st|2nd|3rd|4th|5th"
    r"|one|two|three|four|five)(?:\s+(?:one|option))?(?:\s+please)?$"
)


_OVERRIDE = re.compile(
    r"\b(?:anyway|anyways|anyhow|regardless|all the same|even so)\b"
    r"|\b(?:skip|skips|skipping|miss|misses|missing)\s+(?:school|class|bedtime)\b"
    r"|\b(?:ignore|override|overrule|bend|break|waive)\s+(?:the\s+|that\s+|this\s+|his\s+|her\s+)?"
    r"(?:rule|rules|school|bedtime|limit)\b"
    r"|\bset\s+(?:it\s+|that\s+|the\s+rule\s+|school\s+|bedtime\s+)?aside\b|\bmake\s+an?\s+exception\b"
    r"|\b(?:just\s+)?this\s+(?:once|one\s+time)\b|\bstay\s+up\s+late\b"
    r"|\bkeep\s+(?:it|that|the\s+time|that\s+time|\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\b"
)
"""Keeping a proposal as it is despite a rule in the way: "book it anyway", "yes, keep 10am,
he'll skip school" (only a parent may; the main graph checks)."""
_REFUSAL = re.compile(r"^(?:no|nope|nah|don't|dont|do not|never)\b")
_NEW_TIME = re.compile(
    r"\b(?:make|move|change|push|shift|reschedule|instead)\b|(?<!keep )\b\d{1,2}(?::\d\d)?\s*(?:am|pm)\b"
)
"""An answer that asks for another time is a new instruction, whatever else it says."""

SCOPES: dict[int, Scope] = {1: "occurrence", 2: "following", 3: "series"}
"""The scope question's numbered options."""
_FOLLOWING = ("following", "from now", "after", "onwards", "on ward", "going forward")
_WHOLE = ("all", "every", "whole", "series", "entire", "always")
_ONE = ("only", "just", "this one", "next one", "once", "single")


@dataclass(frozen=True)
class Answer:
    """What an answer means: its kind, the option number, the scope chosen, the words."""

    kind: AnswerKind
    option: int | None = None
    scope: Scope | None = None
    text: str = ""


def answer_meaning(answer: FamilyAnswer) -> Answer:
    """The meaning of `answer` to the question it answers."""
    said = _read(answer)
    if answer["question"] != "scope":
        return said
    if said.kind == "no":
        return said
    number = said.option if said.kind == "option" else scope_from_words(said.text)
    if number in SCOPES:
        return Answer("scope", number, SCOPES[number], said.text)
    return Answer("unclear", text=said.text)


def scope_from_words(text: str) -> int | None:
    """1 (this one), 2 (this and following) or 3 (the whole series) from the words said."""
    words = text.lower()
    if any(w in words for w in _FOLLOWING):
        return 2
    if any(w in words for w in _WHOLE):
        return 3
    if any(w in words for w in _ONE):
        return 1
    return None


def _read(answer: FamilyAnswer) -> Answer:
    """Yes, no, an option, an instruction, or nothing usable (an empty answer)."""
    if answer["option"] is not None:
        return Answer("option", answer["option"])
    text = answer["text"]
    norm = re.sub(r"[^\w\s#']", " ", text.lower())
    norm = re.sub(r"\s+", " ", norm).strip()
    if not norm:
        return Answer("unclear", text=text)
    if norm in YES or norm.removesuffix(" please") in YES:
        return Answer("yes", text=text)
    if norm in NO:
        return Answer("no", text=text)
    match = _OPTION.match(norm)
    if match:
        token = match.group(1)
        return Answer("option", int(token) if token.isdigit() else ORDINALS[token], text=text)
    if answer["question"] == "confirm" and _OVERRIDE.search(norm) and not _NEW_TIME.search(norm):
        return Answer("no" if _REFUSAL.match(norm) else "override", text=text)
    first = norm.split(" ", 1)[0]
    if first in {"yes", "yeah", "yep", "sure", "ok", "okay"} and len(norm.split()) <= 4:
        return Answer("yes", text=text)
    if first in {"no", "nope", "nah"} and len(norm.split()) <= 3:
        return Answer("no", text=text)
    return Answer("instruction", text=text)
