"""The racing writers of test_concurrent_writers: real processes, each with its own connection.

    python racing_writer.py DB FAMILY_ID WORKDIR WRITERS NOW REQUESTS_JSON

Imports and warms up once, then forks WRITERS processes (cheaper than starting each
from nothing on a busy machine). Each opens the calendar on its own connection, says
it is ready (`ready-wK`), then for each round waits for the start file `go-<round>` and
asks its request of that round at once, on its own thread; what happened goes to
`out-<round>-wK.json` (status, the ids written, the reply, or the error a writer must
never see, such as "database is locked").
"""

from __future__ import annotations

import json
import os
import sys
import time
from datetime import datetime
from pathlib import Path


def writer(db: str, family_id: str, folder: Path, name: str, fixed: datetime, texts: list[str]) -> None:
    from family_scheduler.app import FamilyScheduler

    with FamilyScheduler.open(db, family_id=family_id, clock=lambda: fixed) as app:
        app.ask("what's on today?", thread_id=f"{name}-warm")
        (folder / f"ready-{name}").touch()
        for number, text in enumerate(texts):
            start = folder / f"go-{number}"
            while not start.exists():
                time.sleep(0.002)
            outcome: dict[str, object]
            try:
                turn = app.ask(text, thread_id=f"{name}-{number}")
                outcome = {"status": turn.status, "committed": turn.committed, "reply": turn.reply}
            except Exception as err:  # recorded, never hidden: the test fails on any
                outcome = {"status": "error", "committed": [], "reply": f"{type(err).__name__}: {err}"}
            done = folder / f"out-{number}-{name}.json"
            done.with_suffix(".tmp").write_text(json.dumps(outcome))
            done.with_suffix(".tmp").rename(done)


def warm_up(fixed: datetime) -> None:
    """Import everything and run one turn on a throwaway calendar before forking."""
    from family_scheduler.app import FamilyScheduler
    from family_scheduler.calendar import InMemoryCalendar
    from family_scheduler.family_file import demo_family

    family, events = demo_family()
    app = FamilyScheduler(InMemoryCalendar(family, events), clock=lambda: fixed)
    app.ask("dentist for Jake friday at 4pm")


def main(argv: list[str]) -> None:
    db, family_id, workdir, writers, now, requests = argv
    fixed = datetime.fromisoformat(now)
    per_writer: list[list[str]] = json.loads(requests)
    warm_up(fixed)
    children = []
    for k in range(int(writers)):
        pid = os.fork()
        if pid == 0:
            code = 0
            try:
                writer(db, family_id, Path(workdir), f"w{k}", fixed, per_writer[k])
            except BaseException as err:
                print(f"writer w{k} failed: {type(err).__name__}: {err}", flush=True)
                code = 1
            os._exit(code)
        children.append(pid)
    failed = 0
    for pid in children:
        _, status = os.waitpid(pid, 0)
        failed += status != 0
    sys.exit(1 if failed else 0)


if __name__ == "__main__":
    main(sys.argv[1:])
