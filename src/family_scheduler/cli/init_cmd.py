"""`family-scheduler init`: create the calendar file for a family (the demo one by default)."""

from __future__ import annotations

import argparse

from .common import add_db, db_path


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("init", help="create the calendar (demo family unless --family)")
    add_db(parser)
    parser.add_argument("--family", default=None, help="family file (JSON; see docs/usage.md)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..calendar.sqlite import SqliteCalendar
    from ..family_file import demo_family, load_family_file

    family, events = load_family_file(args.family) if args.family else demo_family()
    path = db_path(args)
    calendar = SqliteCalendar(path, family.id, family)
    result = calendar.commit(f"init-{family.id}", events)
    calendar.close()
    added = "already there" if result.replayed else f"{len(result.event_ids)} events"
    print(
        f"Calendar for {family.name} ({len(family.members)} people, "
        f"{len(family.resources)} shared things, {added}) at {path}"
    )
    return 0
