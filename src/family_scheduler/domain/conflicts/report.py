"""What a conflict check hands back: every conflict, which of them block, and bad input."""

from __future__ import annotations

from pydantic import BaseModel, Field

from family_scheduler.models import Conflict


class ConflictReport(BaseModel):
    """Every conflict found, with the ids that stop the family from confirming."""

    conflicts: list[Conflict] = Field(default_factory=list)
    blocking: list[str] = Field(default_factory=list, description="ids of blocking conflicts")
    has_blocking: bool = False
    occurrences_checked: int = 0
    problems: list[str] = Field(default_factory=list, description="bad input, in plain words")
    colliding_dates: list[str] = Field(
        default_factory=list,
        description="local dates (ISO) of the proposal's occurrences that have a blocking conflict",
    )
    summary: str = Field(default="", description="one or two plain sentences for the family")
    calendar_changes: int | None = Field(
        default=None,
        description="the calendar's write count when the conflicts subgraph began the check "
        "(None: not recorded); "
        "while it stays the same, the check stands",
    )

    @classmethod
    def of(
        cls,
        conflicts: list[Conflict],
        occurrences_checked: int,
        problems: list[str],
        colliding_dates: list[str] | None = None,
        summary: str = "",
    ) -> ConflictReport:
        blocking = [c.id for c in conflicts if c.blocking]
        return cls(
            conflicts=conflicts,
            blocking=blocking,
            has_blocking=bool(blocking),
            occurrences_checked=occurrences_checked,
            problems=problems,
            colliding_dates=colliding_dates or [],
            summary=summary,
        )
