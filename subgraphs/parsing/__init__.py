"""Parsing subgraph: one utterance -> one structured request (offline, deterministic)."""

from .graph import graph
from .merge import merge_answer
from .parser import parse_request

__all__ = ["graph", "merge_answer", "parse_request"]
