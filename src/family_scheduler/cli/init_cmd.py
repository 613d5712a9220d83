"""`family-scheduler init`: create the calendar for a family (the demo one by default), or
bring it in line with an edited family file, saying what changed."""

from __future__ import annotations

import argparse

from .common import add_db, db_path


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("init", help="create or update the calendar (demo family unless --family)")
    add_db(parser)
    parser.add_argument("--family", default=None, help="family file (JSON; see docs/usage.md)")
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from ..calendar.base import CalendarError
    from ..calendar.stores import close_store, describe, families_in, store_exists, store_for
    from ..family_file import FamilyFile, FamilyFileError, demo_family, read_family_file
    from ..family_sync import apply_changes, plan_changes
    from ..family_sync import describe as describe_plan

    checked = read_family_file(args.family) if args.family else FamilyFile(*demo_family())
    if args.family_id:  # the family's id in a store shared by many: --family-id names it
        if args.family and checked.explicit_id and checked.family.id != args.family_id:
            raise FamilyFileError(
                args.family,
                [f'id: the file says "{checked.family.id}", --family-id says "{args.family_id}": give one'],
            )
        named = checked.family.model_copy(update={"id": args.family_id})
        checked = FamilyFile(named, checked.events, explicit_id=True, now=checked.now)
    family = checked.family
    path = db_path(args)
    existing = families_in(path) if store_exists(path) else []
    calendar = store_for(path, family.id)
    try:
        stored = None
        repaired = False
        if family.id in existing:
            try:
                stored = calendar.family()
            except CalendarError:
                repaired = True  # a damaged family record: the file stores it again
        if stored is not None and not checked.explicit_id and stored.name != family.name:
            raise FamilyFileError(
                args.family,
                [
                    f"id: missing, and {describe(path)} already holds the family "
                    f'"{family.id}" ({stored.name}): '
                    f'give this family its own "id", or write "id": "{family.id}" to update {stored.name}'
                ],
            )
        stored_events = calendar.all_events() if family.id in existing else []
        source = args.family or "demo family"
        plan = plan_changes(stored, stored_events, family, checked.events, source)
        if repaired:
            plan.created = False
            plan.family_changes.insert(0, "the damaged family record stored again")
        apply_changes(calendar, family, plan)
    finally:
        close_store(calendar)
    print(f"{describe_plan(plan, family)}, at {describe(path)}.")
    return 0
