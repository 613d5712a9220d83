"""`family-scheduler ask "<text>"`: one turn on a thread; answers a pending confirmation too."""

from __future__ import annotations

import argparse
import json
import sys

from .common import add_turn_options, open_app, report_warnings


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("ask", help="one turn: book, move, cancel or ask something")
    parser.add_argument("text", help="what you want, in your own words")
    add_turn_options(parser)
    parser.add_argument("--json", action="store_true", help="machine-readable output")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    with open_app(args) as app:
        result = app.ask(args.text, thread_id=args.thread, speaker=args.speaker)
        report_warnings(app)
    from .screen import model_failure_words

    for error in result.model_failures:  # said plainly, on stderr: the reply stays clean
        print(f"family-scheduler: {model_failure_words(error)}", file=sys.stderr)
    if args.json:
        print(json.dumps(result.to_json(), default=str))
    else:
        print(result.reply)
    return 1 if result.status == "failed" else 0
