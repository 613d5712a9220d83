"""Words the grammar shares: weekday and month names, number words, regex fragments.

Kept in one place so every recogniser spells a weekday or a month the same way
(normalisation rewrites phone spellings and typos to these canonical forms first).
"""

from __future__ import annotations

from family_scheduler import wording

WEEKDAYS = ("monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday")
WEEKDAY_CODES = ("MO", "TU", "WE", "TH", "FR", "SA", "SU")
MONTHS = (
    "january",
    "february",
    "march",
    "april",
    "may",
    "june",
    "july",
    "august",
    "september",
    "october",
    "november",
    "december",
)

WD = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)"
"""A weekday, canonical spelling."""
MONTH = r"(?:january|february|march|april|may|june|july|august|september|october|november|december)"
DAYNUM = r"(?:3[01]|[12]\d|0?[1-9])(?:st|nd|rd|th)?"
"""A day of the month, optionally ordinal ("3", "03", "3rd")."""
ORDINAL_SUFFIX = r"(?:st|nd|rd|th)"

NUMBER_WORDS = {
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
    "six": 6,
    "seven": 7,
    "eight": 8,
    "nine": 9,
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
    "twenty": 20,
    "thirty": 30,
    "forty": 40,
    "fourty": 40,
    "fifty": 50,
    "sixty": 60,
    "ninety": 90,
}
ORDINAL_WORDS = {word: n for word, n in wording.ORDINAL_WORDS.items() if word != "second"}
"""Ordinal words read as days of the month; "second" alone is left as it is."""


def ordinal(n: int) -> str:
    """1 -> '1st', 22 -> '22nd'."""
    if 10 <= n % 100 <= 20:
        return f"{n}th"
    return f"{n}" + {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")


def weekday_index(name: str) -> int:
    """0 for monday ... 6 for sunday; accepts a plural ("fridays")."""
    return WEEKDAYS.index(name.rstrip("s") if name.endswith("days") else name)


def month_index(name: str) -> int:
    return MONTHS.index(name) + 1
