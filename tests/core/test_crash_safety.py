"""A power cut in the middle of saving: the calendar keeps all of a proposal or none of it."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import textwrap

from family_scheduler.calendar import SqliteCalendar
from family_scheduler.family_file import demo_family

WRITER = textwrap.dedent("""
    import sys, time
    from datetime import datetime
    from zoneinfo import ZoneInfo
    from family_scheduler.calendar import SqliteCalendar
    from family_scheduler.models import Event

    original = SqliteCalendar._write_event

    def slow(self, conn, event, proposal_id):
        original(self, conn, event, proposal_id)
        print("half written", flush=True)
        time.sleep(60)  # killed here, between the first and the second event

    SqliteCalendar._write_event = slow
    ny = ZoneInfo("America/New_York")
    cal = SqliteCalendar(sys.argv[1], "demo")
    events = [Event(id=f"trip-{n}", title="trip", start=datetime(2026, 12, 1 + n, 9, tzinfo=ny),
                    end=datetime(2026, 12, 1 + n, 17, tzinfo=ny), participants=["mike"]) for n in range(2)]
    cal.commit("road-trip", events)
""")


def test_killing_the_writer_mid_commit_leaves_nothing_half_written(tmp_path):
    path = tmp_path / "family.sqlite"
    family, events = demo_family()
    SqliteCalendar(path, family.id, family).commit("init", events)
    child = subprocess.Popen([sys.executable, "-c", WRITER, str(path)], stdout=subprocess.PIPE, text=True)
    assert child.stdout is not None
    assert child.stdout.readline().strip() == "half written"
    os.kill(child.pid, signal.SIGKILL)
    child.wait(timeout=10)

    after = SqliteCalendar(path, family.id)
    assert after.get_event("trip-0") is None and after.get_event("trip-1") is None
    assert after.committed("road-trip") is None
    assert after.get_event("demo-piano") is not None  # what was confirmed before is intact
    retry = after.commit("road-trip", [])
    assert not retry.replayed
