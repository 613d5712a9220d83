"""How good a free slot is: soft rules by priority, then closeness to what was asked.

score = 1 - soft_penalty - proximity, rounded to 4 places, never below 0.

- soft_penalty comes from `constraints.soft_penalty`: the priorities of the soft rules
  the slot breaks (preferred hours and days, avoid back-to-back...), in tenths, plus,
  for a time we choose, how unusual the hour is for the activity (`habits`), capped
  at 1. The rules' meaning lives in `constraints.event_violations`, not here.
- proximity is at most 0.09, so it orders slots only within one penalty level and never
  outweighs a single priority point: 0.09 x (distance to the anchor / scale), where the
  anchor is the window's start (earlier is better), the asked time (closer is better) or
  the window (for options outside it).

Ties are broken by the earlier start, so results are deterministic.
"""

from __future__ import annotations

from bisect import bisect_left
from dataclasses import dataclass
from datetime import UTC, datetime

from family_scheduler.constraints import event_violations, soft_penalty
from family_scheduler.models import Occurrence
from family_scheduler.timeutil import day_span

from ..busy import BusyModel, epoch_ceil, epoch_floor
from .habits import UsualHours

PROXIMITY_WEIGHT = 0.09


@dataclass(frozen=True)
class Anchor:
    """Starts in [lo, hi] are 'where it was asked'; distance is measured to that range."""

    lo: int
    hi: int
    scale: int

    def distance(self, start: int) -> int:
        if start < self.lo:
            return self.lo - start
        if start > self.hi:
            return start - self.hi
        return 0

    def proximity(self, start: int) -> float:
        return PROXIMITY_WEIGHT * min(1.0, self.distance(start) / max(self.scale, 1))


def upper_bound(anchor: Anchor, start: int) -> float:
    """The best score a start can reach: what it would get with no soft rule broken."""
    return round(max(0.0, 1.0 - anchor.proximity(start)), 4)


class SoftScorer:
    """Asks `event_violations` about the soft rules, showing it only nearby events, and
    `usual` (when we choose the time) how unusual the hour is for the activity."""

    def __init__(self, model: BusyModel, usual: UsualHours | None = None) -> None:
        self.model = model
        self.usual = usual
        self._index: dict[str, tuple[list[int], list[int], int]] = {}
        """Per member: starts, ends and the longest occurrence, built on first use (a
        search that finds nothing never scores a slot)."""

    def _near(self, member: str, lo: int, hi: int) -> list[Occurrence]:
        index = self._index.get(member)
        if index is None:
            t = self.model.times[member]
            index = ([s for s, _ in t], [e for _, e in t], max((e - s for s, e in t), default=0))
            self._index[member] = index
        starts, ends, longest = index
        i = bisect_left(starts, lo - longest)
        j = bisect_left(starts, hi)
        occs = self.model.occurrences[member]
        return [occs[k] for k in range(i, j) if ends[k] > lo]

    def penalty(self, start: int, end: int) -> tuple[float, tuple[str, ...]]:
        """Soft penalty of [start, end) and the rules it breaks, in plain words."""
        model = self.model
        if not model.soft_rules and self.usual is None:
            return 0.0, ()
        tz = model.tz
        begin = datetime.fromtimestamp(start, UTC).astimezone(tz)
        finish = datetime.fromtimestamp(end, UTC).astimezone(tz)
        unusual, why = self.usual.penalty(begin, finish) if self.usual is not None else (0.0, "")
        if not model.soft_rules:
            return min(1.0, unusual), (why,) if why else ()
        lo, hi = start - model.soft_reach, end + model.soft_reach
        if model.soft_per_day:
            day_lo, day_hi = day_span(begin.date(), tz)
            lo, hi = min(lo, epoch_floor(day_lo)), max(hi, epoch_ceil(day_hi))
        busy = {m: self._near(m, lo, hi) for m in model.participants}
        found = event_violations(begin, finish, list(model.participants), model.soft_rules, tz, busy)
        soft = [v for v in found if not v.hard]
        details = tuple(v.detail for v in soft) + ((why,) if why else ())
        return min(1.0, soft_penalty(soft) + unusual), details


def slot_score(anchor: Anchor, start: int, penalty: float) -> float:
    return round(max(0.0, 1.0 - penalty - anchor.proximity(start)), 4)
