"""`family-scheduler chat`: a conversation at the terminal.

On a terminal a spinner names each step as it starts (LangGraph `custom` stream events),
so a slow chat model shows "waiting for the chat model… (12 s)" rather than a blank
screen, and its failure is said in one plain line. Proposals are tables, each family
member has a colour. Piped or redirected, the chat prints plain replies, one per turn.
"""

from __future__ import annotations

import argparse
import sys

from .common import add_turn_options, open_app, report_warnings

LEAVE = frozenset({"/quit", "/exit", "quit", "exit", "bye", "goodbye", "bye bye", "q"})
"""What ends the chat: the slash commands, and the words a family would type to leave."""


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("chat", help="talk with the assistant (Ctrl-D, /quit or bye to leave)")
    add_turn_options(parser)
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from .screen import Screen  # rich and the graphs load only when a command runs

    with open_app(args) as app:
        family = app.calendar.family()
        screen = Screen(family)
        speaker = args.speaker or family.speaker
        typing_here = sys.stdin.isatty()
        shown: set[str] = set()
        told: list[object] = []  # errors already said (a resumed turn keeps its request's)
        if typing_here:
            screen.say(
                f"Family Scheduler for {family.name}. You are {family.display_name(speaker)}. /quit to leave."
            )
        waiting = app.result(args.thread, args.speaker)
        if waiting.status == "awaiting_user":  # a question left open on this thread: shown first
            screen.say("Still waiting for your answer from before:")
            screen.turn(waiting.reply, waiting.question, [])
        while True:
            try:
                text = input("> " if typing_here else "")
            except EOFError:
                break
            if text.strip().lower().rstrip("!.") in LEAVE:
                break
            if not text.strip():
                continue
            with screen.working() as working:
                for part in app.stream(
                    text, thread_id=args.thread, speaker=args.speaker, stream_mode="custom"
                ):
                    working.started(part["data"])
            result = app.result(args.thread, args.speaker)
            report_warnings(app, shown)
            fresh = [e for e in result.errors if e not in told]
            told.extend(fresh)
            screen.turn(result.reply, result.question, fresh)
    return 0
