"""Spoken numbers as digits: "twenty one" -> 21, "twenty first" -> 21st, "one thousand one
hundred" -> 1100, "two thousand and seventeen" -> 2017.

People who talk to an assistant (and the transcripts of what they said) spell numbers
out. Folding a run of number words into one figure first lets every later rule read
digits only: "march twenty third" becomes "march 23rd", "five hundred and twenty pm"
becomes "520 pm" (then a clock reading), "seven forty five pm" becomes "7 45 pm".
A lone "one" is left alone here ("the one at 9", "one of the kids"): normalisation
reads it as 1 only where a number is expected.
"""

from __future__ import annotations

import re

UNITS = {
    "zero": 0,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
}
TEENS = {
    "ten": 10,
    "eleven": 11,
    "twelve": 12,
    "thirteen": 13,
    "fourteen": 14,
    "fifteen": 15,
    "sixteen": 16,
    "seventeen": 17,
    "eighteen": 18,
    "nineteen": 19,
}
TENS = {
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fourty": 40,
    "fifty": 50,
    "sixty": 60,
    "seventy": 70,
    "eighty": 80,
    "ninety": 90,
}
ORDINALS = {
    "first": 1,
    "second": 2,
    "third": 3,
    "fourth": 4,
    "fifth": 5,
    "sixth": 6,
    "seventh": 7,
    "eighth": 8,
    "ninth": 9,
    "tenth": 10,
    "eleventh": 11,
    "twelfth": 12,
    "twelveth": 12,
    "thirteenth": 13,
    "fourteenth": 14,
    "fifteenth": 15,
    "sixteenth": 16,
    "seventeenth": 17,
    "eighteenth": 18,
    "nineteenth": 19,
    "twentieth": 20,
    "thirtieth": 30,
}
_SCALES = {"hundred": 100, "thousand": 1000}
_WORD = "|".join(sorted({*UNITS, *TEENS, *TENS, *ORDINALS, *_SCALES}, key=lambda w: (-len(w), w)))
_RUN = re.compile(rf"\b(?:{_WORD})(?:(?:\s+|-)(?:and\s+)?(?:{_WORD}))+\b")
"""Two or more number words in a row (with "and" inside), the only runs worth folding."""
_NUMBER_WORDS = frozenset({*UNITS, *TEENS, *TENS, *ORDINALS, *_SCALES})
_WORD_RUN = re.compile(r"\w+")


def ordinal_suffix(n: int) -> str:
    """1 -> '1st', 22 -> '22nd', 13 -> '13th'."""
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def _fold(words: list[str]) -> list[str]:
    """Fold one run of number words into figures, splitting where a new number starts."""
    out: list[str] = []
    total = current = 0
    seen = False
    last = ""  # kind of the previous word: unit, teen, tens, scale, ordinal

    def flush() -> None:
        nonlocal total, current, seen
        if seen:
            out.append(str(total + current))
        total = current = 0
        seen = False

    for word in words:
        if word == "and":
            if last != "scale":
                flush()
                out.append("and")
                last = ""
            continue
        if word in _SCALES:
            if not seen:
                out.append(word)
                last = ""
                continue
            if word == "hundred":
                current = (current or 1) * 100
            else:
                total += (current or 1) * 1000
                current = 0
            last = "scale"
            continue
        if word in ORDINALS:
            value = ORDINALS[word]
            if seen and ((last == "tens" and value < 10) or last == "scale"):
                out.append(ordinal_suffix(total + current + value))
                total = current = 0
                seen = False
            else:
                flush()
                out.append(word)
            last = "ordinal"
            continue
        value = UNITS.get(word, TEENS.get(word, TENS.get(word, 0)))
        kind = "unit" if word in UNITS else "teen" if word in TEENS else "tens"
        joins = seen and (
            (last == "tens" and kind == "unit" and value > 0)
            or (last == "scale" and (current % 100 == 0) and not (kind == "tens" and current % 100))
        )
        if not joins:
            flush()
        current += value
        seen = True
        last = kind
    flush()
    return out


_BETWEEN_WORDS = re.compile(r"[\s-]+")


def fold_numbers(text: str) -> str:
    """`text` with every run of two or more number words folded into figures."""

    def replace(match: re.Match[str]) -> str:
        words = _BETWEEN_WORDS.split(match.group(0))
        return " ".join(_fold(words))

    if _NUMBER_WORDS.isdisjoint(_WORD_RUN.findall(text)):
        return text  # a run starts with a number word standing as a whole word
    return _RUN.sub(replace, text)
