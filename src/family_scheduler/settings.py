"""Where the family's calendar lives when nobody says: one answer for every edge.

The CLI, the Python API's callers and the served graphs (LangGraph Studio / Server)
all use `$FAMILY_SCHEDULER_DB` when set, else the per-user data file
(`$XDG_DATA_HOME/family-scheduler/family.sqlite`, `~/.local/share/...` on Linux), so a
booking made in the terminal is the one Studio shows. Read only at the edges.
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path


def default_db_path(environ: Mapping[str, str] | None = None) -> Path:
    """$FAMILY_SCHEDULER_DB, else the per-user data directory (XDG on Linux)."""
    env = os.environ if environ is None else environ
    if env.get("FAMILY_SCHEDULER_DB"):
        return Path(env["FAMILY_SCHEDULER_DB"]).expanduser()
    base = env.get("XDG_DATA_HOME") or os.path.join(Path.home(), ".local", "share")
    return Path(base) / "family-scheduler" / "family.sqlite"
