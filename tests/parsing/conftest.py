"""Helpers for the parsing scenarios: the demo family, from Monday 2026-11-23 09:00 New York."""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.models import Family, ParsedRequest
from family_scheduler.subgraphs.parsing import parse_request

NY = ZoneInfo("America/New_York")


def ny(day: int, hour: int = 0, minute: int = 0, month: int = 11, year: int = 2026) -> datetime:
    """A New York wall time: ny(28, 14) is Saturday Nov 28 2026 14:00."""
    return datetime(year, month, day, hour, minute, tzinfo=NY)


@pytest.fixture
def parse(family: Family, now: datetime) -> Callable[..., ParsedRequest]:
    """parse("text", speaker="mike") with the demo family and Monday 09:00."""

    def run(text: str, speaker: str = "sarah", when: datetime | None = None) -> ParsedRequest:
        return parse_request(text, family, when or now, speaker)

    return run
