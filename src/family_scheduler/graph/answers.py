"""Reading the family's answer to a confirmation: yes, no, an option, or a new instruction."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Any, Literal

from ..wording import ORDINAL_WORDS

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


@dataclass
class Answer:
    kind: Literal["yes", "no", "option", "instruction", "empty"]
    option: int | None = None
    text: str = ""


def read_answer(raw: Any) -> Answer:
    """Interpret a resume value: a string, or a dict like {"answer": "2"} / {"option": 2}."""
    if isinstance(raw, dict):
        if raw.get("option") is not None:
            try:
                return Answer("option", int(raw["option"]))
            except (TypeError, ValueError):
                pass
        raw = raw.get("answer") or raw.get("text") or ""
    if isinstance(raw, bool):
        return Answer("yes" if raw else "no")
    if isinstance(raw, int):
        return Answer("option", raw)
    text = str(raw or "").strip()
    norm = re.sub(r"[^\w\s#']", " ", text.lower())
    norm = re.sub(r"\s+", " ", norm).strip()
    if not norm:
        return Answer("empty", text=text)
    if norm in YES or norm.removesuffix(" please") in YES:
        return Answer("yes", text=text)
    if norm in NO:
        return Answer("no", text=text)
    match = _OPTION.match(norm)
    if match:
        token = match.group(1)
        return Answer("option", int(token) if token.isdigit() else ORDINALS[token], text=text)
    first = norm.split(" ", 1)[0]
    if first in {"yes", "yeah", "yep", "sure", "ok", "okay"} and len(norm.split()) <= 4:
        return Answer("yes", text=text)
    if first in {"no", "nope", "nah"} and len(norm.split()) <= 3:
        return Answer("no", text=text)
    return Answer("instruction", text=text)
