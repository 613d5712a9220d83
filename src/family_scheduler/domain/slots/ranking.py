"""Picking the top k slots without scoring every quarter hour.

Each free start range is a *lane* of quarter-hour starts. A start's best possible
score (no soft rule broken) is known for free; its real score needs the soft rules.
Lanes are lazy heaps: a start is scored only when its best possible score could
still win, so the stream yields starts in exact (score desc, start asc) order while
usually scoring a handful of them.

Choice, so the k options are good first and spread out second:
1. (alternatives only) the best start on each side of the anchor;
2. then tier by tier (a tier = the same soft penalty, so the same rules broken):
   the best start of each lane not used yet (one per free stretch), then the other
   starts of that tier; none overlapping an option already chosen.
The chosen slots are returned sorted by (score desc, start asc), so the first is
always the best-scored free slot.
"""

from __future__ import annotations

import heapq
from collections.abc import Callable, Sequence
from dataclasses import dataclass

Penalty = Callable[[int, int], tuple[float, tuple[str, ...]]]
# entry: (-score, start, scored, soft details, penalty)
_Entry = tuple[float, int, bool, tuple[str, ...], float]


@dataclass(frozen=True)
class Candidate:
    start: int
    end: int
    score: float
    soft: tuple[str, ...]
    penalty: float
    lane: int

    @property
    def key(self) -> tuple[float, int]:
        return (-self.score, self.start)

    @property
    def tier(self) -> int:
        return round(self.penalty * 10)


class LaneStream:
    """Yields the remaining starts of the lanes in the stream in exact rank order."""

    def __init__(
        self, lanes: list[list[_Entry]], duration: int, score: Callable[[int, float], float], penalty: Penalty
    ) -> None:
        self._lanes = lanes
        self._duration = duration
        self._score = score
        self._penalty = penalty
        self._heap: list[tuple[float, int, int]] = []
        self.scored = 0

    def release(self, lane: int) -> None:
        """(Re)join `lane` to the stream."""
        entries = self._lanes[lane]
        if entries:
            heapq.heappush(self._heap, (entries[0][0], entries[0][1], lane))

    def clear(self) -> None:
        """Every lane leaves the stream (their remaining starts are kept)."""
        self._heap.clear()

    def unread(self, c: Candidate) -> None:
        """Put `c` back into its lane (the lane stays out of the stream until released)."""
        heapq.heappush(self._lanes[c.lane], (-c.score, c.start, True, c.soft, c.penalty))

    def next(self) -> Candidate | None:
        """The best remaining start; its lane leaves the stream until released."""
        while self._heap:
            _, _, lane = heapq.heappop(self._heap)
            entries = self._lanes[lane]
            neg, start, scored, soft, penalty = entries[0]
            if not scored:
                penalty, details = self._penalty(start, start + self._duration)
                self.scored += 1
                entry = (-self._score(start, penalty), start, True, details, penalty)
                heapq.heapreplace(entries, entry)
                self.release(lane)
                continue
            heapq.heappop(entries)
            return Candidate(start, start + self._duration, -neg, soft, penalty, lane)
        return None


def make_lanes(starts_by_lane: Sequence[Sequence[int]], upper: Callable[[int], float]) -> list[list[_Entry]]:
    lanes = []
    for starts in starts_by_lane:
        entries: list[_Entry] = [(-upper(s), s, False, (), 0.0) for s in starts]
        heapq.heapify(entries)
        lanes.append(entries)
    return lanes


def _clashes(c: Candidate, chosen: Sequence[Candidate]) -> bool:
    return any(c.start < o.end and o.start < c.end for o in chosen)


def _best_clear(stream: LaneStream, lanes: Sequence[int], chosen: Sequence[Candidate]) -> Candidate | None:
    """The best start of `lanes` clear of `chosen`; the stream is emptied afterwards."""
    for lane in lanes:
        stream.release(lane)
    found = None
    while (c := stream.next()) is not None:
        if not _clashes(c, chosen):
            found = c
            break
        stream.release(c.lane)
    stream.clear()
    return found


def _by_tiers(stream: LaneStream, chosen: list[Candidate], top_k: int) -> None:
    """Fill `chosen` tier by tier: new lanes' best starts first, then the rest of the tier."""
    used = {c.lane for c in chosen}
    while len(chosen) < top_k:
        # Phase A: one start per lane not used yet, within the best tier left.
        parked: list[int] = []
        tier: int | None = None
        c = stream.next()
        while c is not None and len(chosen) < top_k:
            if tier is None:
                tier = c.tier
            if c.tier > tier:
                break
            if c.lane in used:
                stream.unread(c)
                parked.append(c.lane)
            elif _clashes(c, chosen):
                stream.release(c.lane)
            else:
                chosen.append(c)
                used.add(c.lane)
                parked.append(c.lane)
            c = stream.next()
        if tier is None or len(chosen) >= top_k:
            return
        if c is not None:
            stream.unread(c)
            stream.release(c.lane)
        # Phase B: the rest of this tier, any lane.
        for lane in parked:
            stream.release(lane)
        more = False
        while len(chosen) < top_k and (d := stream.next()) is not None:
            if d.tier > tier:
                stream.unread(d)
                stream.release(d.lane)
                more = True
                break
            if not _clashes(d, chosen):
                chosen.append(d)
                used.add(d.lane)
            stream.release(d.lane)
        if not more:
            return


def choose(
    starts_by_lane: Sequence[Sequence[int]],
    duration: int,
    top_k: int,
    *,
    upper: Callable[[int], float],
    score: Callable[[int, float], float],
    penalty: Penalty,
    split_at: int | None = None,
) -> tuple[list[Candidate], int]:
    """The top_k distinct slots, best first, and how many starts had to be scored.

    With `split_at` (and k >= 2), the best start before it and the best at or after it
    are taken first (alternatives on both sides of an asked time, or of a window).
    """
    lanes_starts: list[Sequence[int]] = []
    sides: list[list[int]] = [[], []]
    for starts in starts_by_lane:
        if split_at is None:
            lanes_starts.append(starts)
            continue
        before = [s for s in starts if s < split_at]
        after = [s for s in starts if s >= split_at]
        for side, part in ((0, before), (1, after)):
            if part:
                sides[side].append(len(lanes_starts))
                lanes_starts.append(part)
    stream = LaneStream(make_lanes(lanes_starts, upper), duration, score, penalty)
    chosen: list[Candidate] = []
    if split_at is not None and top_k >= 2:
        # The better side's best goes first, so the overall best is always chosen.
        firsts = [_best_clear(stream, side, []) for side in sides]
        order = sorted((c.key, n) for n, c in enumerate(firsts) if c is not None)
        for _, n in order:
            c = firsts[n]
            assert c is not None
            if _clashes(c, chosen):
                c = _best_clear(stream, sides[n], chosen)
            if c is not None:
                chosen.append(c)
    for lane in range(len(lanes_starts)):
        stream.release(lane)
    _by_tiers(stream, chosen, top_k)
    chosen.sort(key=lambda c: c.key)
    return chosen, stream.scored
