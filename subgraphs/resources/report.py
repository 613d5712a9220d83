"""What a resource check hands back: per resource, free or not, and what is in the way."""

from __future__ import annotations

from pydantic import BaseModel, Field

from family_scheduler.models import Occurrence


class ResourceCheck(BaseModel):
    """One resource over the event's span (every occurrence of a series)."""

    resource_id: str
    name: str
    kind: str
    capacity: int
    available: bool = Field(description="a free place at every instant of every occurrence")
    peak_in_use: int = Field(description="most other reservations held at one instant")
    in_the_way: list[Occurrence] = Field(
        default_factory=list, description="other bookings holding the resource when the event wants it"
    )
    alternatives: list[str] = Field(
        default_factory=list, description="free resource ids of the same kind (seats permitting)"
    )
    seats: int | None = None
    seats_needed: int | None = None
    seats_ok: bool | None = None
    dates_unavailable: list[str] = Field(default_factory=list, description="local ISO dates")
    details: str = ""

    @property
    def usable(self) -> bool:
        """Free and, when people ride together, big enough."""
        return self.available and self.seats_ok is not False


class ResourcesReport(BaseModel):
    checks: list[ResourceCheck] = Field(default_factory=list)
    all_available: bool = Field(
        default=False, description="every named resource is known, free and has the seats"
    )
    unknown: list[str] = Field(default_factory=list, description="names not recognised")
    known: list[str] = Field(default_factory=list, description="what the family has")
    problems: list[str] = Field(default_factory=list)
    occurrences_checked: int = 0
    summary: str = ""
