"""`family-scheduler chat`: a conversation at the terminal, with live progress."""

from __future__ import annotations

import argparse
import sys

from .common import add_turn_options, open_app, report_warnings

STEPS = {
    "parsing": "reading",
    "scheduling": "finding a time",
    "resources": "checking cars and rooms",
    "conflicts": "checking clashes",
    "resolution": "looking for ways out",
    "query": "looking it up",
    "commit": "saving",
}


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("chat", help="talk with the assistant (Ctrl-D or /quit to leave)")
    add_turn_options(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    app = open_app(args)
    family = app.calendar.family()
    speaker = args.speaker or family.speaker
    interactive = sys.stdin.isatty()
    shown: set[str] = set()
    if interactive:
        print(f"Family Scheduler for {family.name}. You are {family.display_name(speaker)}. /quit to leave.")
    while True:
        try:
            text = input("> " if interactive else "")
        except EOFError:
            break
        if text.strip() in ("/quit", "/exit"):
            break
        if not text.strip():
            continue
        for namespace, update in app.stream(text, thread_id=args.thread, speaker=args.speaker):
            if namespace or not interactive:
                continue
            for node in update:
                if node in STEPS:
                    print(f"\r  … {STEPS[node]:<30}", end="", flush=True)
        if interactive:
            print("\r" + " " * 36 + "\r", end="")
        result = app.result(args.thread)
        report_warnings(app, shown)
        print(result.reply)
    return 0
