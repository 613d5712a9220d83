"""Graphs served by `langgraph dev` (Studio) and LangGraph Server (`family-scheduler serve`).

This module is a composition root: it reads configuration once (the calendar the CLI
uses too, `settings.default_db_path()`: $FAMILY_SCHEDULER_DB — a file, or a database URL
once a store for it exists — else the per-user data file; created with the demo family
when missing; the default family from $FAMILY_SCHEDULER_FAMILY) and gives every served
graph a context schema whose values can be set per run (`family_id`, `now`, `speaker`,
`always_confirm`). One server serves many families: a run names its family in the
context and gets that family's calendar (opened once per process and kept). Nodes still
receive a plain SchedulerContext and never look at the environment.
"""

from __future__ import annotations

import os
from functools import lru_cache
from pathlib import Path
from typing import Any

from pydantic import BaseModel, ConfigDict, Field

from family_scheduler.app import system_clock
from family_scheduler.calendar.base import Calendar
from family_scheduler.calendar.sqlite import SqliteCalendar, list_families
from family_scheduler.calendar.stores import open_store
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

SERVED_GRAPHS = {
    "family_scheduler": "family_scheduler.studio:main_graph",
    "parsing": "family_scheduler.studio:parsing",
    "scheduling": "family_scheduler.studio:scheduling",
    "resources": "family_scheduler.studio:resources",
    "conflicts": "family_scheduler.studio:conflicts",
    "resolution": "family_scheduler.studio:resolution",
    "query": "family_scheduler.studio:query",
}
"""The graphs langgraph.json names, for `family-scheduler serve` (a test keeps both equal)."""


def configured_location(environ: Any = None) -> str:
    """Where the served calendar lives: a database URL as given, else the file's path."""
    env = os.environ if environ is None else environ
    raw = env.get("FAMILY_SCHEDULER_DB", "")
    return raw if "://" in raw else str(default_db_path(env))


@lru_cache(maxsize=64)
def served_calendar(location: str, family_id: str | None) -> Calendar:
    """The calendar of `family_id` (the configured default when None), opened once per
    process and shared by its runs; a missing file is created with the demo family."""
    if family_id is None and "://" not in location:
        families = list_families(location) if Path(location).exists() else []
        if not families:
            family, events = demo_family()
            calendar = SqliteCalendar(location, family.id, family)
            calendar.commit(f"init-{family.id}", events)
            return calendar
        return SqliteCalendar(location, families[0])
    return open_store(location, family_id)


def default_family_id() -> str | None:
    """The family a run gets when its context names none ($FAMILY_SCHEDULER_FAMILY)."""
    return os.environ.get("FAMILY_SCHEDULER_FAMILY") or None


def configured_calendar(family_id: str | None = None) -> Calendar:
    """The calendar of `family_id`, else of the configured default family."""
    return served_calendar(configured_location(), family_id or default_family_id())


class StudioContext(BaseModel):
    """What a Studio user or an SDK client may set per run; the calendar location comes
    from configuration, the family from `family_id`."""

    model_config = ConfigDict(extra="ignore")

    family_id: str | None = Field(
        default=None,
        description="whose calendar (a family id in the configured calendar; the default family when empty)",
    )
    now: str | None = Field(default=None, description="fix the clock (ISO 8601 with offset)")
    speaker: str | None = Field(default=None, description="member id of who is talking")
    always_confirm: bool = Field(default=False, description="ask before every write")

    def as_scheduler_context(self) -> SchedulerContext:
        calendar = configured_calendar(self.family_id)
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
