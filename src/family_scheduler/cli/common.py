"""What every command shares: where the calendar lives and how the clock is set."""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Mapping
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ..settings import default_db_path
from ..timeutil import check_in_range, parse_instant

if TYPE_CHECKING:
    from ..app import FamilyScheduler


def add_db(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--db",
        type=Path,
        default=None,
        help="calendar file (default: $FAMILY_SCHEDULER_DB or the user data dir)",
    )
    parser.add_argument("--family-id", default=None, help="which family, when the file holds several")


def add_turn_options(parser: argparse.ArgumentParser) -> None:
    add_db(parser)
    parser.add_argument(
        "--thread",
        default=None,
        help="conversation thread id, the family's own (default: one conversation per speaker)",
    )
    parser.add_argument("--speaker", default=None, help="member id of who is talking")
    parser.add_argument("--now", default=None, help="fix the clock (ISO 8601 with offset)")
    parser.add_argument(
        "--always-confirm", action="store_true", help="ask before every write, even a clear booking"
    )


def parse_now(text: str | None) -> datetime | None:
    if text is None:
        return None
    try:
        moment = parse_instant(text)
    except ValueError as err:
        raise ValueError(
            f"--now must be ISO 8601 with an offset, e.g. 2026-11-23T09:00:00-05:00 ({err})"
        ) from err
    check_in_range(moment, "--now")
    return moment


def report_warnings(source: Any, shown: set[str] | None = None) -> None:
    """Each damaged record the calendar skipped, one line on stderr (the output stays clean);
    with `shown`, only those not reported yet."""
    for line in source.warnings:
        if shown is not None:
            if line in shown:
                continue
            shown.add(line)
        print(f"family-scheduler: warning: {line}", file=sys.stderr)


def db_path(args: argparse.Namespace) -> Path:
    return args.db or default_db_path()


def chat_model_for(args: argparse.Namespace, environ: Mapping[str, str] | None = None) -> Any:
    """The chat model FAMILY_SCHEDULER_MODEL asks for, or None (the default: offline).

    Only commands that run turns (they have --thread) build one; listing events never
    pays for importing the model client.
    """
    if not hasattr(args, "thread"):
        return None
    from ..model_config import chat_model_from_env

    model, _ = chat_model_from_env(os.environ if environ is None else environ)
    return model


def open_calendar_for(args: argparse.Namespace) -> Any:
    """The SQLite calendar the arguments name, for commands that only read it."""
    from ..calendar.sqlite import open_calendar

    return open_calendar(db_path(args), args.family_id)


def open_app(args: argparse.Namespace) -> FamilyScheduler:
    from ..app import FamilyScheduler

    fixed = parse_now(getattr(args, "now", None))
    return FamilyScheduler.open(
        db_path(args),
        family_id=args.family_id,
        clock=(lambda: fixed) if fixed else None,
        always_confirm=getattr(args, "always_confirm", False),
        chat_model=chat_model_for(args),
    )
