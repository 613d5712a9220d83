"""`family-scheduler parse`: print what an utterance means, as the contract's JSON.

    family-scheduler parse "soccer for Emma Saturday at 2pm" [--family F] [--now ISO] [--speaker ID]
    family-scheduler parse --jsonl < cases.jsonl     # {"id", "text", "speaker"} per line
    family-scheduler parse "..." --model [NAME]      # also ask a chat model (opt-in)

The family is the calendar's (--db, $FAMILY_SCHEDULER_DB or the default file, as every
command), or --family FILE's; the built-in demo family only when there is no calendar yet.

The current time is read from the wall clock only here, at the edge, when neither
--now nor the family file's "now" gives one. Offline by default: a chat model is
asked only with --model (NAME, else $FAMILY_SCHEDULER_MODEL), and its failures are
printed under "errors" next to the grammar's reading.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from datetime import datetime
from typing import TYPE_CHECKING, Any

from family_scheduler.cli.common import add_db, db_path

if TYPE_CHECKING:  # the models cost a fifth of a second to import: `--help` does without
    from family_scheduler.models.family import Family


def register(subparsers: Any) -> None:
    cmd = subparsers.add_parser("parse", help="show how an utterance is understood (JSON)")
    cmd.add_argument("text", nargs="?", help="what the family typed (omit with --jsonl)")
    cmd.add_argument(
        "--family", metavar="FILE", help="family file (default: the calendar's family, else the demo one)"
    )
    add_db(cmd)
    cmd.add_argument("--now", metavar="ISO", help="current time, ISO 8601 with offset")
    cmd.add_argument("--speaker", metavar="ID", help="member id of who is talking")
    cmd.add_argument("--jsonl", action="store_true", help='read {"id","text","speaker"} lines on stdin')
    cmd.add_argument(
        "--model",
        nargs="?",
        const="",
        default=None,
        metavar="NAME",
        help="also ask a chat model: NAME, else $FAMILY_SCHEDULER_MODEL (see docs/configuration.md)",
    )
    cmd.set_defaults(run=run)


def chat_model(args: argparse.Namespace, environ: Any = None) -> Any:
    """The chat model --model asks for, or None without the flag."""
    if getattr(args, "model", None) is None:
        return None
    from family_scheduler.model_config import chat_model_from_env

    env = dict(os.environ if environ is None else environ)
    if args.model:
        env["FAMILY_SCHEDULER_MODEL"] = args.model
    model, settings = chat_model_from_env(env)
    if settings is None:
        raise ValueError("--model needs a model name, or FAMILY_SCHEDULER_MODEL set")
    return model


def parse_with_model(
    text: str, family: Family, now: datetime, speaker: str | None, model: Any
) -> tuple[Any, list[dict[str, Any]]]:
    """The parsing subgraph's reading with the model beside the grammar, and its errors."""
    from family_scheduler.context import SchedulerContext
    from family_scheduler.models.request import ParsedRequest
    from family_scheduler.subgraphs.parsing import graph
    from family_scheduler.subgraphs.parsing.state import ParsingInput

    inputs: ParsingInput = {"text": text}
    if speaker:
        inputs["speaker"] = speaker
    ctx = SchedulerContext(family=family, now=now.isoformat(), chat_model=model)
    out = graph.invoke(inputs, context=ctx)
    return ParsedRequest.model_validate(out["result"]["data"]), list(out.get("errors") or [])


def _family_and_now(args: argparse.Namespace) -> tuple[Family, datetime]:
    from family_scheduler.family_file import read_family_file
    from family_scheduler.timeutil import check_in_range, parse_instant, zone

    file_now: datetime | None = None
    if args.family:
        checked = read_family_file(args.family)
        family, file_now = checked.family, checked.now
    else:
        family = calendar_family(args)
    tz = zone(family.timezone)
    if args.now:
        try:
            written = parse_instant(args.now)
        except ValueError as err:
            raise ValueError(f"--now must be ISO 8601 with an offset: {args.now!r}") from err
        check_in_range(written, "--now")
        now = written.astimezone(tz)
    elif file_now is not None:
        now = file_now.astimezone(tz)
    else:
        now = datetime.now(tz)
    return family, now


def calendar_family(args: argparse.Namespace) -> Family:
    """The family of the calendar every other command uses; the demo family before `init`."""
    from family_scheduler.calendar.stores import close_store, families_in, open_store, store_exists
    from family_scheduler.family_file import demo_family

    path = db_path(args)
    if not store_exists(path) or not families_in(path):
        return demo_family()[0]
    calendar = open_store(path, getattr(args, "family_id", None))
    try:
        return calendar.family()
    finally:
        close_store(calendar)


def as_json(req: Any) -> dict[str, Any]:
    """The contract's fields, the extensions (kind, place, unknown people, suggestions), plus
    confidence, missing, ambiguities, problems."""
    out = req.contract()
    out.update(req.extensions())
    out.update(
        confidence=req.confidence,
        missing=req.missing,
        ambiguities=req.ambiguities,
        problems=req.problems,
    )
    return out


def run(args: argparse.Namespace) -> int:
    from family_scheduler.subgraphs.parsing import parse_request

    family, now = _family_and_now(args)
    model = chat_model(args)

    def answer_for(text: str, speaker: str | None) -> dict[str, Any]:
        if model is None:
            return as_json(parse_request(text, family, now, speaker))
        req, errors = parse_with_model(text, family, now, speaker, model)
        return {**as_json(req), "errors": errors}

    if not args.jsonl:
        if args.text is None:
            raise ValueError("give the text to parse, or --jsonl to read lines on stdin")
        print(json.dumps(answer_for(args.text, args.speaker), ensure_ascii=False, indent=2))
        return 0
    out = sys.stdout
    for number, line in enumerate(sys.stdin, 1):
        if not line.strip():
            continue
        case_id: Any = f"line-{number}"
        try:
            row = json.loads(line)
            if not isinstance(row, dict):
                raise ValueError("each line must be a JSON object")
            case_id = row.get("id", case_id)
            text = row.get("text")
            speaker = row.get("speaker") or args.speaker
            answer = {
                "id": case_id,
                **answer_for(
                    text if isinstance(text, str) else "",
                    speaker if isinstance(speaker, str) else None,
                ),
            }
        except Exception as err:
            answer = {
                "id": case_id,
                "intent": "unknown",
                "confidence": 0.0,
                "missing": [],
                "ambiguities": [],
                "problems": [f"bad input line: {err}"],
            }
        out.write(json.dumps(answer, ensure_ascii=False) + "\n")
    out.flush()
    return 0
