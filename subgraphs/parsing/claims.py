"""Which characters of the normalised utterance a recogniser has already explained.

Each recogniser (dates, times, people...) claims the span it understood, so two
recognisers never read the same words twice and the title is what nobody claimed.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

from .pattern_needs import holds_any, needs

__all__ = ["Claims", "holds_any"]

_UNCLAIMED = re.compile(rb"\x00+")
"""A run of unclaimed characters in the mask."""


class Claims:
    """The normalised text plus a mask of claimed characters."""

    __slots__ = ("text", "_mask")

    def __init__(self, text: str) -> None:
        self.text = text
        self._mask = bytearray(len(text))

    def is_free(self, start: int, end: int) -> bool:
        return self._mask.find(1, start, end) < 0  # no claimed byte (slice semantics)

    def claim(self, start: int, end: int) -> None:
        self._mask[start:end] = b"\x01" * (end - start)

    def is_claimed(self, index: int) -> bool:
        return 0 <= index < len(self._mask) and bool(self._mask[index])

    def snapshot(self) -> bytes:
        """The mask as it is now, to tell later which stretches a finder claimed."""
        return bytes(self._mask)

    def ends_since(self, snapshot: bytes) -> frozenset[int]:
        """Where each stretch claimed since `snapshot` ends (one past its last character)."""
        return frozenset(
            i + 1
            for i in range(len(self._mask))
            if self._mask[i] and not snapshot[i] and (i + 1 == len(self._mask) or not self._mask[i + 1])
        )

    def free_matches(self, pattern: re.Pattern[str], pos: int = 0) -> Iterator[re.Match[str]]:
        """Matches of `pattern` that touch no claimed character (claimed ones are skipped);
        none, unsearched, when the text holds none of the pieces every match needs."""
        text = self.text
        pieces = needs(pattern)
        if pieces is not None and not holds_any(text, pieces):
            return  # `may_match`, inlined: this runs for most patterns of every message
        while pos <= len(text):
            match = pattern.search(text, pos)
            if match is None:
                return
            if match.end() > match.start() and self.is_free(match.start(), match.end()):
                yield match
                pos = match.end()
            else:
                pos = match.start() + 1

    def take(self, pattern: re.Pattern[str]) -> list[re.Match[str]]:
        """Claim and return every free match of `pattern`, left to right."""
        taken = []
        for match in self.free_matches(pattern):
            self.claim(match.start(), match.end())
            taken.append(match)
        return taken

    def fragments(self) -> list[tuple[int, str]]:
        """The unclaimed stretches of text, with their start offsets."""
        text, size = self.text, len(self._mask)
        return [
            (run.start(), text[run.start() :] if run.end() == size else text[run.start() : run.end()])
            for run in _UNCLAIMED.finditer(self._mask)
        ]
