"""An event's own time zone, said right after its time: "3pm London time", "9am PT",
"10:30 eastern", "at noon (Tokyo time)".

Only a zone written next to a clock time counts ("free time", "reading time" are not
zones). Cities are the tz database's ("<city> time" for any zone's city), abbreviations
the usual North American and European ones. The request's times are then read in that
zone, DST-correct there; the event keeps the zone and is shown in the family's.
"""

from __future__ import annotations

import re
from functools import lru_cache
from zoneinfo import available_timezones

from .claims import Claims
from .times import TimeMention

ABBREVIATIONS = {
    "pt": "America/Los_Angeles",
    "pst": "America/Los_Angeles",
    "pdt": "America/Los_Angeles",
    "pacific": "America/Los_Angeles",
    "mt": "America/Denver",
    "mst": "America/Denver",
    "mdt": "America/Denver",
    "mountain": "America/Denver",
    "ct": "America/Chicago",
    "cst": "America/Chicago",
    "cdt": "America/Chicago",
    "central": "America/Chicago",
    "et": "America/New_York",
    "est": "America/New_York",
    "edt": "America/New_York",
    "eastern": "America/New_York",
    "gmt": "Europe/London",
    "bst": "Europe/London",
    "uk": "Europe/London",
    "british": "Europe/London",
    "cet": "Europe/Paris",
    "cest": "Europe/Paris",
    "utc": "UTC",
    "hawaii": "Pacific/Honolulu",
    "alaska": "America/Anchorage",
    "la": "America/Los_Angeles",
    "ny": "America/New_York",
    "nyc": "America/New_York",
    "sf": "America/Los_Angeles",
    "san francisco": "America/Los_Angeles",
    "seattle": "America/Los_Angeles",
    "boston": "America/New_York",
    "washington": "America/New_York",
    "dc": "America/New_York",
    "atlanta": "America/New_York",
    "miami": "America/New_York",
    "dallas": "America/Chicago",
    "houston": "America/Chicago",
}
"""Spoken zones that are not a tz database city."""
_NOT_CITIES = frozenset({"easter", "reading", "central", "eastern", "mountain", "pacific"})


@lru_cache(maxsize=1)
def _cities() -> dict[str, str]:
    """'london' → Europe/London, 'los angeles' → America/Los_Angeles (every zone's city)."""
    found: dict[str, str] = {}
    for name in sorted(available_timezones()):
        if "/" not in name or name.startswith(("Etc/", "SystemV/", "posix/", "right/")):
            continue
        city = name.rsplit("/", 1)[-1].replace("_", " ").lower()
        if city not in _NOT_CITIES:
            found.setdefault(city, name)
    return found


@lru_cache(maxsize=1)
def _zone_re() -> re.Pattern[str]:
    names = sorted({*ABBREVIATIONS, *_cities()}, key=len, reverse=True)
    spoken = "|".join(re.escape(n) for n in names)
    return re.compile(
        rf"\s*(?:,\s*)?\(?\s*(?:in\s+)?(?P<zone>{spoken})(?:\s+(?:standard|daylight))?(?P<time>\s+time)?\s*\)?(?![a-z])"
    )


def zone_named(said: str) -> str | None:
    """The tz database name of a spoken zone ("pt", "london"), or None."""
    said = " ".join(said.lower().split())
    return ABBREVIATIONS.get(said) or _cities().get(said)


def find_zone(claims: Claims, times: list[TimeMention]) -> str | None:
    """Claim the zone said right after a time, and return its tz database name.

    An abbreviation or a city needs either "time" after it or to follow a clock reading
    directly ("9am PT", "3pm London time"); a bare city after a time ("3pm London") is
    not taken, since "at 3pm in London" says where, not which clock.
    """
    pattern = _zone_re()
    for mention in times:
        match = pattern.match(claims.text, mention.end)
        if match is None or not claims.is_free(mention.end + match.start("zone"), mention.end + match.end()):
            continue
        said = match.group("zone")
        if said not in ABBREVIATIONS and not match.group("time"):
            continue
        zone = zone_named(said)
        if zone is not None:
            claims.claim(mention.end, mention.end + match.end())
            return zone
    return None
