"""The runtime context: every dependency a node needs, injected by the caller.

Passed as ``graph.invoke(input, context=SchedulerContext(...))``. Subgraphs read
the calendar through it and never write; "now" comes from here, never from the
wall clock inside logic. Its fields are objects a JSON schema cannot describe (a
calendar store, a clock, a chat model), so served graphs give Studio `StudioContext`
(studio.py) instead, which builds one of these per run.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from datetime import datetime
from typing import Any
from zoneinfo import ZoneInfo

from langchain_core.language_models import BaseChatModel

from .calendar.base import Calendar, CalendarReader
from .models.family import Family
from .timeutil import check_in_range, parse_instant, zone


class MissingContext(RuntimeError):
    """A graph was run without something it needs in its runtime context."""


@dataclass
class SchedulerContext:
    """What every graph reads: calendar, family, clock, zone, speaker, optional model."""

    calendar: CalendarReader | None = None
    """What graphs read (the main graph's commit step needs a writable `Calendar`)."""
    family: Family | dict[str, Any] | None = None
    """The family (or a dict in its shape); the calendar's when absent."""
    now: str | None = None
    """Fixed current time, ISO 8601 with offset; when absent `clock` is asked."""
    clock: Callable[[], datetime] | None = None
    """A zero-argument callable returning an aware datetime; used when `now` is None."""
    timezone: str | None = None
    """Overrides the family's zone when set."""
    speaker: str | None = None
    """Member id of who is talking; defaults to the family's default speaker."""
    chat_model: BaseChatModel | None = None
    """Optional LangChain chat model; None keeps everything deterministic and offline."""
    always_confirm: bool = False
    """Ask before every write, even a conflict-free booking at a stated time."""

    def get_family(self) -> Family:
        if self.family is None:
            if self.calendar is not None:
                return self.calendar.family()
            raise MissingContext("no family in the runtime context")
        if isinstance(self.family, dict):
            self.family = Family.model_validate(self.family)
        return self.family

    def get_calendar(self) -> CalendarReader:
        if self.calendar is None:
            raise MissingContext("no calendar in the runtime context")
        return self.calendar

    def get_writable_calendar(self) -> Calendar:
        """The calendar the one writer commits to (a read-only view cannot be written)."""
        calendar = self.get_calendar()
        if not isinstance(calendar, Calendar):
            raise MissingContext(
                f"the calendar in the runtime context is read-only ({type(calendar).__name__})"
            )
        return calendar

    def tz(self) -> ZoneInfo:
        return zone(self.timezone or self.get_family().timezone)

    def current_time(self) -> datetime:
        """The injected 'now', in the family's zone (DateOutOfRange outside the supported dates).

        A fixed `now` is read once per zone (every node of a turn asks for it); a `clock`
        is asked each time."""
        tz = self.tz()
        if self.now is not None:
            read = self.__dict__.get("_now_read")
            if read is not None and read[0] == self.now and read[1] is tz:
                return read[2]
            moment = parse_instant(self.now)
        elif self.clock is not None:
            moment = parse_instant(self.clock())
        else:
            raise MissingContext("no clock in the runtime context: pass `now` or `clock`")
        check_in_range(moment, "now")
        local = moment.astimezone(tz)
        if self.now is not None:
            self.__dict__["_now_read"] = (self.now, tz, local)
        return local

    def current_speaker(self) -> str:
        return self.speaker or self.get_family().speaker


def context_of(runtime: Any) -> SchedulerContext:
    """The SchedulerContext of a node's `runtime`, with a clear error when it is missing."""
    ctx = getattr(runtime, "context", None)
    if type(ctx) is SchedulerContext:
        return ctx  # the usual case, every node of a turn: no failed attribute look-up to pay
    if ctx is None:
        raise MissingContext(
            "this graph needs a runtime context: graph.invoke(input, context=SchedulerContext(...))"
        )
    if hasattr(ctx, "as_scheduler_context"):
        ctx = ctx.as_scheduler_context()  # a served graph's context fills in its dependencies
    elif isinstance(ctx, dict):
        known = SchedulerContext.__dataclass_fields__
        ctx = SchedulerContext(**{k: v for k, v in ctx.items() if k in known})
    if not isinstance(ctx, SchedulerContext):
        raise MissingContext(f"unexpected runtime context of type {type(ctx).__name__}")
    return ctx
