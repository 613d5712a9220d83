"""Optional rewording of a reply by the chat model, never trusted with the facts.

The structured data never comes from here: only the words a family reads. A rewording
that drops a time (HH:MM) or a name (a capitalised word) of the original is refused,
and so is any failure; the original text is returned in both cases.
"""

from __future__ import annotations

import re
from typing import Any

_CLOCK = re.compile(r"\b\d{1,2}:\d{2}\b")
_NAME = re.compile(r"\b[A-Z][a-zA-Z'’-]+\b")
_COMMON = frozenset(
    "I I'm I've I'll A An The You You're Your We We'll Our It It's Its This That There Here "
    "Sorry Yes No Ok Okay Nothing Please Unclear Problem Done Booked Added Moved Cancelled "
    "Canceled Changed Nobody Everyone Nothing Which What When Where Who How Should Would "
    "Shall Do Does Is Are Can Could Reply Say Or And But So Also Note Heads Then Next".split()
)
"""Words that start sentences in replies; a rewording may drop them."""
MAX_LENGTH_FACTOR = 3
INSTRUCTIONS = (
    "Reword this message from a family calendar assistant so it reads warmly and "
    "naturally, in the same language. Keep every time, date, name and number exactly "
    "as written; add no facts and no questions. Answer with the message only."
)


def wants_rephrase(model: Any) -> bool:
    """Whether replies should be reworded: a model is set and its metadata says rephrase."""
    return model is not None and bool((getattr(model, "metadata", None) or {}).get("rephrase"))


def rephrase(text: str, model: Any, *, facts: str | None = None) -> str:
    """The model's rewording of `text`, or `text` itself when that is not safe."""
    if model is None or not text or not text.strip():
        return text
    try:
        from langchain_core.messages import HumanMessage, SystemMessage

        system = INSTRUCTIONS + (f"\nFacts (for context, do not add them): {facts}" if facts else "")
        answer = model.invoke([SystemMessage(content=system), HumanMessage(content=text)])
        reworded = _text_of(answer).strip()
    except Exception:
        return text
    return reworded if keeps_facts(text, reworded) else text


def keeps_facts(original: str, reworded: str) -> bool:
    """True when `reworded` is usable: not empty or rambling, with every time and name kept."""
    if not reworded or len(reworded) > MAX_LENGTH_FACTOR * len(original) + 80:
        return False
    if any(clock not in reworded for clock in set(_CLOCK.findall(original))):
        return False
    return all(re.search(rf"\b{re.escape(name)}\b", reworded) for name in names_in(original))


def names_in(text: str) -> set[str]:
    """Capitalised words of `text` that must survive: names, days, months (not openers)."""
    return {word for word in _NAME.findall(text) if word not in _COMMON}


def _text_of(answer: Any) -> str:
    content = getattr(answer, "content", answer)
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        return "".join(
            part if isinstance(part, str) else str(part.get("text", ""))
            for part in content
            if isinstance(part, (str, dict))
        )
    raise TypeError(f"unexpected model answer of type {type(answer).__name__}")
