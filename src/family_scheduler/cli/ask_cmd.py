"""`family-scheduler ask "<text>"`: one turn on a thread; answers a pending confirmation too."""

from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from typing import Any, cast

from .common import add_turn_options, open_app, report_warnings


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("ask", help="one turn: book, move, cancel or ask something")
    parser.add_argument("text", help="what you want, in your own words")
    add_turn_options(parser)
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    try:
        with open_app(args) as app:
            result = app.ask(args.text, thread_id=args.thread, speaker=args.speaker)
            report_warnings(app)
    except (ValueError, OSError, sqlite3.Error) as err:
        if args.json:  # the embedding app reads JSON even then; the line still goes to stderr
            print(json.dumps(failed_turn(err), default=str))
        raise
    from .screen import model_failure_words

    for error in result.model_failures:  # said plainly, on stderr: the reply stays clean
        print(f"family-scheduler: {model_failure_words(error)}", file=sys.stderr)
    if args.json:
        print(json.dumps(result.to_json(), default=str))
    else:
        print(result.reply)
    return 1 if result.status == "failed" else 0


def failed_turn(err: Exception) -> dict[str, Any]:
    """`--json` for a turn that could not run (the file locked past the wait, a bad --now):
    nothing was written (a turn that wrote the calendar reports what it wrote instead)."""
    from ..app import TurnResult
    from ..models.results import ErrorInfo, ErrorJSON

    message = str(err).splitlines()[0] if str(err) else type(err).__name__
    busy = isinstance(err, sqlite3.OperationalError) and ("locked" in message or "busy" in message)
    info = ErrorInfo(step="ask", type=type(err).__name__, message=message, retryable=busy)
    return TurnResult(
        reply=f"Nothing was changed: {message}.",
        status="failed",
        intent=None,
        proposal=None,
        errors=[cast(ErrorJSON, info.model_dump(mode="json"))],
    ).to_json()
