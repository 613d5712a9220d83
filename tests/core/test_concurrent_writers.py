"""Eight people book the same hour at the same instant: exactly one booking, never two.

Eight real processes (forked after one warm-up, each opening its own connections, as
eight `family-scheduler ask` would) are released together by a start file, round after
round. In half the rounds all eight
book Ann at the same hour; in the other half each books someone else with the family's
one van. Every round ends with exactly one booking, the seven others answered with the
clash and ways out; nobody sees "database is locked" and nothing reported written is lost.
The same race runs on the SQLite file and on PostgreSQL (where the writers could as well
be on eight machines: the per-family advisory lock is the database's).
"""

from __future__ import annotations

import json
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path
from typing import Any
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.app import FamilyScheduler
from family_scheduler.models import Family

NY = ZoneInfo("America/New_York")
NOW = datetime(2026, 11, 23, 9, 0, tzinfo=NY)
WRITERS = 8
ROUNDS = 8  # half for a person, half for the van
PEOPLE = ["ann", "ben", "cal", "dee", "eve", "fay", "gus", "hal"]
WORKER = Path(__file__).with_name("racing_writer.py")


def crowd() -> Family:
    """Eight grown-ups sharing one van."""
    return Family.model_validate(
        {
            "id": "crowd",
            "name": "The Crowd",
            "timezone": "America/New_York",
            "default_speaker": "ann",
            "members": [{"id": p, "name": p.capitalize(), "role": "parent"} for p in PEOPLE],
            "resources": [{"id": "van", "name": "Van", "aliases": ["the van"], "kind": "vehicle"}],
        }
    )


def day(number: int) -> datetime:
    """Round `number` books Tuesday Dec 1 + `number` days, 10:00."""
    return datetime(2026, 12, 1, 10, tzinfo=NY) + timedelta(days=number)


def request(number: int, writer: int) -> str:
    when = day(number).strftime("%B %-d")
    if number % 2 == 0:
        return f"dentist for Ann on {when} at 10am"
    return f"errand for {PEOPLE[writer].capitalize()} with the van on {when} at 10am"


@dataclass
class Race:
    db: str
    outcomes: list[list[dict[str, Any]]]
    """Per round, what each writer was told."""
    seconds: float


def run_race(db: str, family_id: str, workdir: Path) -> Race:
    names = [f"w{k}" for k in range(WRITERS)]
    requests = [[request(n, k) for n in range(ROUNDS)] for k in range(WRITERS)]
    command = [sys.executable, str(WORKER), db, family_id, str(workdir), str(WRITERS), NOW.isoformat()]
    launcher = subprocess.Popen(
        [*command, json.dumps(requests)], stdout=subprocess.PIPE, stderr=subprocess.STDOUT
    )
    try:
        wait_for([workdir / f"ready-{n}" for n in names], launcher)
        started = time.perf_counter()
        outcomes = []
        for number in range(ROUNDS):
            (workdir / f"go-{number}").touch()  # all eight released at once
            outs = [workdir / f"out-{number}-{n}.json" for n in names]
            wait_for(outs, launcher)
            outcomes.append([json.loads(p.read_text()) for p in outs])
        seconds = time.perf_counter() - started
        assert launcher.wait(timeout=60) == 0, launcher.stdout.read().decode() if launcher.stdout else ""
        return Race(db, outcomes, seconds)
    finally:
        if launcher.poll() is None:
            launcher.kill()
            launcher.wait()


def wait_for(files: list[Path], launcher: subprocess.Popen[bytes], limit: float = 120) -> None:
    deadline = time.monotonic() + limit
    while not all(f.exists() for f in files):
        if launcher.poll() is not None:
            output = launcher.stdout.read().decode() if launcher.stdout else ""
            raise AssertionError(f"the writers stopped: {output[-2000:]}")
        assert time.monotonic() < deadline, f"writers did not finish: {[f.name for f in files]}"
        time.sleep(0.01)


@pytest.fixture(scope="module", params=["sqlite", "postgres"])
def race(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Race]:
    """The race run once per store: a SQLite file, and a PostgreSQL database of its own
    (skipped, saying why, when no server runs)."""
    folder = tmp_path_factory.mktemp("race")
    if request.param == "sqlite":
        db = str(folder / "crowd.sqlite")
        FamilyScheduler.create(db, crowd()).close()
        yield run_race(db, "crowd", folder)
        return
    from family_scheduler.calendar.postgres import create_database, drop_database

    server = request.getfixturevalue("pg_server")
    name = f"fs_race_{uuid.uuid4().hex[:10]}"
    db = create_database(server, name)
    try:
        FamilyScheduler.create(db, crowd()).close()
        yield run_race(db, "crowd", folder)
    finally:
        drop_database(server, name)


def booked(db: str, number: int) -> list[tuple[str, list[str], list[str]]]:
    with FamilyScheduler.open(db, family_id="crowd", clock=lambda: NOW) as app:
        found = app.events(day(number), day(number) + timedelta(hours=1))
    return [(o.event_id, o.participants, o.resources) for o in found]


def test_eight_writers_booking_ann_at_once_leave_exactly_one_booking(race: Race) -> None:
    for number in range(0, ROUNDS, 2):
        assert_one_winner(race, number)
        assert [b[1] for b in booked(race.db, number)] == [["ann"]]


def test_eight_writers_taking_the_one_van_at_once_leave_exactly_one_booking(race: Race) -> None:
    for number in range(1, ROUNDS, 2):
        assert_one_winner(race, number)
        assert [b[2] for b in booked(race.db, number)] == [["van"]]


def assert_one_winner(race: Race, number: int) -> None:
    outcomes = race.outcomes[number]
    problems = [o["reply"] for o in outcomes if o["status"] in ("error", "failed")]
    assert problems == [], problems  # "database is locked" would be one
    assert not any("locked" in o["reply"] for o in outcomes)
    winners = [o for o in outcomes if o["committed"]]
    assert len(winners) == 1, [o["reply"] for o in outcomes]
    losers = [o for o in outcomes if not o["committed"]]
    # The others hear of the clash and get ways out, as with any clash, or (when the
    # winner's booking was written before they checked) that it is there already.
    assert all(o["status"] == "awaiting_user" or "on the calendar already" in o["reply"] for o in losers), [
        o["reply"] for o in losers
    ]
    # No lost write: what the winner was told is written is in the calendar.
    assert [b[0] for b in booked(race.db, number)] == winners[0]["committed"]
