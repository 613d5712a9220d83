"""A clock said as minutes to the hour: "at 10 to 5" is 4:50.

"5 to 7" and "10 to 5" read two ways: minutes before the hour, or a range of hours
("20 to 6" reads one way only, and normalize makes it 5:40). The reading the words lean
to is taken: "at" points at one moment, and a length said elsewhere ("for an hour")
leaves no room for a range; otherwise the range. Unless a length settled it, the other
reading is named, so the family is asked before anything is written.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from family_scheduler.models.request import READ_AS

_EITHER = frozenset({5, 10})
"""Minutes before the hour or an hour that starts a range."""
_HOUR = re.compile(r"(?P<h>\d{1,2})\s*(?P<mer>am|pm)?$")


@dataclass(frozen=True)
class MinutesTo:
    """How one "N to M" is read: as `minutes` before `hour` (its am/pm `meridiem`) when
    `as_clock`, else as a range; `note` names the other reading when both make sense."""

    as_clock: bool
    minutes: int
    hour: int
    meridiem: str | None
    note: str | None = None


def minutes_to(match: re.Match[str], length_said: bool) -> MinutesTo | None:
    """The reading of a RANGE_RE match said as "N to M" with a bare N; None for any other range."""
    if match.group("join") != "to" or match.group("pre") not in (None, "at"):
        return None
    first, last = match.group("a"), _HOUR.match(" ".join(match.group("b").split()))
    if not first.isdigit() or last is None or not 1 <= int(last.group("h")) <= 12:
        return None
    minutes = int(first)
    if minutes not in _EITHER:
        return None
    hour, meridiem = int(last.group("h")), last.group("mer")
    if length_said:
        return MinutesTo(True, minutes, hour, meridiem)
    said = f"{first} to {match.group('b')}"
    as_clock = f"{hour - 1 or 12}:{60 - minutes:02d}"
    as_range = f"from {first} until {match.group('b')}"
    if match.group("pre") == "at":
        return MinutesTo(True, minutes, hour, meridiem, f'{READ_AS} "{said}" as {as_clock}, not {as_range}')
    return MinutesTo(False, minutes, hour, meridiem, f'{READ_AS} "{said}" as {as_range}, not {as_clock}')
