"""Graphs served by `langgraph dev` (Studio) and LangGraph Server.

This module is a composition root: it reads configuration once (the calendar file the
CLI uses too, `settings.default_db_path()`: $FAMILY_SCHEDULER_DB, else the per-user data
file; created with the demo family when missing; the family id from
$FAMILY_SCHEDULER_FAMILY) and gives every served graph a context schema whose
values can be set per run in Studio (`now`, `speaker`, `always_confirm`). Nodes
still receive a plain SchedulerContext and never look at the environment.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from family_scheduler.app import system_clock
from family_scheduler.calendar.sqlite import SqliteCalendar, list_families
from family_scheduler.context import SchedulerContext
from family_scheduler.family_file import demo_family
from family_scheduler.graph.main import build_main_graph
from family_scheduler.settings import default_db_path
from family_scheduler.subgraphs.conflicts import graph as _conflicts
from family_scheduler.subgraphs.parsing import graph as _parsing
from family_scheduler.subgraphs.query import graph as _query
from family_scheduler.subgraphs.resolution import graph as _resolution
from family_scheduler.subgraphs.resources import graph as _resources
from family_scheduler.subgraphs.scheduling import graph as _scheduling


@lru_cache(maxsize=4)
def served_calendar(path: str, family_id: str | None) -> SqliteCalendar:
    """The configured calendar, created with the demo family on first use."""
    families = list_families(path) if Path(path).exists() else []
    if not families:
        family, events = demo_family()
        calendar = SqliteCalendar(path, family.id, family)
        calendar.commit(f"init-{family.id}", events)
        return calendar
    return SqliteCalendar(path, family_id or families[0])


def configured_calendar() -> SqliteCalendar:
    return served_calendar(str(default_db_path()), os.environ.get("FAMILY_SCHEDULER_FAMILY"))


class StudioContext(BaseModel):
    """What a Studio user may set per run; the calendar comes from configuration."""

    model_config = ConfigDict(extra="ignore")

    now: str | None = Field(default=None, description="fix the clock (ISO 8601 with offset)")
    speaker: str | None = Field(default=None, description="member id of who is talking")
    always_confirm: bool = Field(default=False, description="ask before every write")

    def as_scheduler_context(self) -> SchedulerContext:
        calendar = configured_calendar()
        return SchedulerContext(
            calendar=calendar,
            family=calendar.family(),
            now=self.now,
            clock=system_clock,
            speaker=self.speaker,
            always_confirm=self.always_confirm,
        )


def _served(graph: Any) -> Any:
    return graph.copy(update={"context_schema": StudioContext})


main_graph = build_main_graph(context_schema=StudioContext)
parsing = _served(_parsing)
scheduling = _served(_scheduling)
resources = _served(_resources)
conflicts = _served(_conflicts)
resolution = _served(_resolution)
query = _served(_query)
