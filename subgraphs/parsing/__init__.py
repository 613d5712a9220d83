"""Parsing subgraph: one utterance -> one structured request (offline, deterministic).

`graph` is imported on first use: `parse_request` alone (the `parse` command) needs no
LangGraph, whose import is most of a second.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .addressed import addressed_to
from .all_of_it import drops_everything
from .answers import scope_said
from .driver_answer import nobody_drives
from .merge import declines, merge_answer, said_in_passing
from .nobody_named import names_nobody
from .only_this_one import only_this_one
from .option_words import points_at_option
from .parser import holds_several_requests, parse_request
from .renaming import family_names, new_name_of_pending
from .series_days import keeps_only_days, several_days_kept, takes_days_off
from .small_talk import small_talk
from .swapped_people import leaves_nobody, people_swapped
from .title import names_an_event
from .totals import span_said_again

if TYPE_CHECKING:
    from .graph import graph

__all__ = [
    "addressed_to",
    "declines",
    "drops_everything",
    "family_names",
    "graph",
    "holds_several_requests",
    "keeps_only_days",
    "several_days_kept",
    "merge_answer",
    "names_an_event",
    "names_nobody",
    "new_name_of_pending",
    "nobody_drives",
    "only_this_one",
    "parse_request",
    "leaves_nobody",
    "people_swapped",
    "points_at_option",
    "said_in_passing",
    "small_talk",
    "scope_said",
    "span_said_again",
    "takes_days_off",
]


def __getattr__(name: str) -> Any:
    if name == "graph":
        from .graph import graph

        # Importing the submodule `graph` bound the package's `graph` to that module:
        # bind the compiled graph instead, as an eager import would.
        globals()["graph"] = graph
        return graph
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
