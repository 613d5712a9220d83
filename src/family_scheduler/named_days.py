"""Days a family names instead of dating: public holidays and the family's own days.

"until christmas", "till thanksgiving", "until the end of school": the family's own days
come from its file (`named_days`: {"end of school": "2027-06-18"}), holidays from the
`holidays` library for the family's country (its `country`, else the country of its time
zone, else the US). Public holidays are shown in listings; unofficial ones (Halloween,
Mother's Day, Christmas Eve) can still be named as days. The library is imported on first
use and each country's year is computed once.
"""

from __future__ import annotations

import re
from datetime import date
from functools import lru_cache
from importlib import resources
from pathlib import Path
from typing import NamedTuple

from .models.family import Family

FALLBACK_COUNTRY = "US"
LOOK_AHEAD_YEARS = 2
"""A named day is the next one on or after today, at most this many years on."""
_FILLER = frozenset({"the", "day", "observed", "of"})
_SHORT_NAMES = {"xmas": "christmas", "st": "saint"}
"""How families write a holiday's words short: "xmas eve", "st patrick's day"."""


class NamedDay(NamedTuple):
    day: date
    name: str
    """As the calendar or the family file spells it: "Christmas Day", "end of school"."""


def country_of(family: Family) -> str:
    """The family's holiday country: its own, else its zone's, else the US."""
    return (family.country or zone_country(family.timezone) or FALLBACK_COUNTRY).upper()


@lru_cache(maxsize=64)
def zone_country(zone_name: str) -> str | None:
    """The ISO country of a tz database zone (zone.tab), None when it has none (UTC...)."""
    for text in _zone_tables():
        for line in text.splitlines():
            if line.startswith("#"):
                continue
            parts = line.split("\t")
            if len(parts) >= 3 and parts[2] == zone_name:
                return parts[0]
    return None


def _zone_tables() -> list[str]:
    found = []
    try:
        found.append(resources.files("tzdata").joinpath("zoneinfo", "zone.tab").read_text(encoding="utf-8"))
    except (ModuleNotFoundError, FileNotFoundError, OSError):
        pass
    system = Path("/usr/share/zoneinfo/zone.tab")
    if system.exists():
        found.append(system.read_text(encoding="utf-8"))
    return found


@lru_cache(maxsize=256)
def _year(country: str, year: int, unofficial: bool) -> tuple[NamedDay, ...]:
    import holidays  # late: ~0.1 s to import, needed only when a day is named or listed

    categories = ("public", "unofficial") if unofficial else ("public",)
    try:
        found = holidays.country_holidays(country, years=year, categories=categories)
    except (NotImplementedError, KeyError, ValueError):
        try:  # a country without an unofficial list
            found = holidays.country_holidays(country, years=year)
        except (NotImplementedError, KeyError, ValueError):
            return ()
    days: list[NamedDay] = []
    for day, names in sorted(found.items()):
        for name in str(names).split("; "):
            days.append(NamedDay(day, name))
    return tuple(days)


@lru_cache(maxsize=256)
def _public_days(country: str, year: int) -> frozenset[date]:
    return frozenset(h.day for h in _year(country, year, False))


def is_public_holiday(country: str, day: date) -> bool:
    """Whether `day` is a public holiday (or the day one is observed) in `country`."""
    return day in _public_days(country.upper(), day.year)


def holidays_between(family: Family, first: date, last: date) -> list[NamedDay]:
    """The public holidays of the family's country from `first` to `last` (inclusive)."""
    country = country_of(family)
    out: list[NamedDay] = []
    for year in range(first.year, last.year + 1):
        out += [h for h in _year(country, year, False) if first <= h.day <= last]
    return out


def words_of(name: str) -> tuple[str, ...]:
    """A name's meaningful words, lower case and singular ("New Year's Day" → new, year)."""
    text = name.lower().replace("’", "'").replace("'s", "").replace("'", "")
    words = [_SHORT_NAMES.get(w, w) for w in re.findall(r"[a-z0-9]+", text) if w not in _FILLER]
    return tuple(w[:-1] if len(w) > 3 and w.endswith("s") and not w.endswith("ss") else w for w in words)


def find_named_day(said: str, family: Family, today: date) -> NamedDay | None:
    """The next day on or after `today` called `said` ("christmas", "the end of school")."""
    wanted = words_of(said)
    if not wanted:
        return None
    for name, day in family.named_days.items():
        if words_of(name) == wanted:
            return NamedDay(day, name)
    country = country_of(family)
    for year in range(today.year, today.year + LOOK_AHEAD_YEARS + 1):
        for words, holiday in _by_words(country, year):
            if holiday.day >= today and words == wanted:
                return NamedDay(holiday.day, holiday.name)
    return None


@lru_cache(maxsize=256)
def _by_words(country: str, year: int) -> tuple[tuple[tuple[str, ...], NamedDay], ...]:
    """A year's holidays (unofficial ones too) with the words of their names, worked out once:
    every "on <word>" a family types is looked up here. "independence day" is the 4th, not
    the Friday it is observed on."""
    return tuple((words_of(h.name), h) for h in _year(country, year, True) if "observed" not in h.name)
