"""Family Scheduler: a family scheduling assistant built as a LangGraph multi-graph system."""

__version__ = "0.1.0"
