"""The `family-scheduler` command: one module per sub-command, errors as one clear line."""

from __future__ import annotations

import argparse
import sqlite3
import sys
from collections.abc import Sequence

from . import (
    ask_cmd,
    chat_cmd,
    events_cmd,
    export_cmd,
    import_cmd,
    init_cmd,
    parse_cmd,
    serve_cmd,
    subscribe_cmd,
    sync_cmd,
)

COMMANDS = [
    init_cmd,
    ask_cmd,
    chat_cmd,
    events_cmd,
    parse_cmd,
    import_cmd,
    export_cmd,
    subscribe_cmd,
    sync_cmd,
    serve_cmd,
]


class CliError(Exception):
    """A user-facing failure: printed as one line, exit status 2."""


def installed_version() -> str:
    """The installed distribution's version (the package's own when run from a source tree)."""
    from importlib.metadata import PackageNotFoundError, version

    try:
        return version("family-scheduler")
    except PackageNotFoundError:
        from .. import __version__

        return __version__


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="family-scheduler",
        description="A family scheduling assistant: offline, correct to the minute.",
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {installed_version()}")
    sub = parser.add_subparsers(dest="command", required=True)
    for module in COMMANDS:
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    try:
        return int(args.run(args) or 0)
    except BrokenPipeError:  # output piped into `head`: stop quietly
        sys.stderr.close()
        return 0
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except (CliError, ValueError, OSError, sqlite3.Error) as err:
        if _from_pydantic(err):  # one line, not pydantic's several
            from ..problems import one_line

            print(f"family-scheduler: {one_line(err)}", file=sys.stderr)
            return 2
        for line in str(err).splitlines() or [type(err).__name__]:  # one line per problem
            print(f"family-scheduler: {line}", file=sys.stderr)
        return 2
    except Exception as err:
        if type(err).__module__.startswith(("psycopg", "psycopg_pool")):  # the database said no
            first = (str(err).strip().splitlines() or [type(err).__name__])[0]
            print(f"family-scheduler: the calendar database failed: {first}", file=sys.stderr)
            return 2
        print(f"family-scheduler: unexpected error ({type(err).__name__}): {err}", file=sys.stderr)
        return 3


def _from_pydantic(err: Exception) -> bool:
    """A pydantic ValidationError, told without importing pydantic (`--help` stays light)."""
    return type(err).__name__ == "ValidationError" and type(err).__module__.startswith("pydantic")
