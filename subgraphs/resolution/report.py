"""What the resolution subgraph hands back: numbered, verified options and the best one."""

from __future__ import annotations

from pydantic import BaseModel, Field

from family_scheduler.models import Resolution


class ResolutionReport(BaseModel):
    """Options 1..N in ranked order (1 = recommended), or why nothing works."""

    options: list[Resolution] = Field(default_factory=list)
    recommended: int | None = Field(default=None, description="id of the best option")
    unresolvable_reason: str | None = Field(
        default=None, description="when no option survives: which rule or person stands in the way"
    )
    problems: list[str] = Field(default_factory=list, description="bad input, in plain words")
