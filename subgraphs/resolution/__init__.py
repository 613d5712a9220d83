"""Resolution: a proposal and its conflicts → verified, ranked, numbered ways out.

`propose_resolutions` is the library call; `graph` runs it alone:
``graph.invoke({"event": ev.model_dump(mode="json"), "conflicts": [...], "speaker": "sarah"},
context=SchedulerContext(calendar=cal, family=fam, now="2026-11-23T09:00:00-05:00"))``.
Read only: the main graph applies the option the family picks.
"""

from .graph import graph
from .problem import Disruption, Draft, Problem
from .rank import choose, number
from .report import ResolutionReport
from .resolve import generate_options, propose_resolutions, read_problem, verify_options
from .verify import Verified, verify_option

__all__ = [
    "Disruption",
    "Draft",
    "Problem",
    "ResolutionReport",
    "Verified",
    "choose",
    "generate_options",
    "graph",
    "number",
    "propose_resolutions",
    "read_problem",
    "verify_option",
    "verify_options",
]
