"""How many calendars nobody here wrote import to exactly what recurring-ical-events expands.

    python bench/ical_compatibility.py [FOLDER ...]

By default the .ics files shipped with the installed `recurring_ical_events` and
`icalendar` packages (their own test calendars: real exports from Google, Outlook,
Exchange, Thunderbird, fuzzing cases...). For each file: imported into a new in-memory
calendar (the demo family, New York), then every occurrence over two years from its first
event compared with recurring-ical-events' expansion (cancelled ones and events the import
reported as not held left out; floating and all-day read in New York). Prints the counts
and one line per file that differs, is refused, or that the oracle itself cannot read.
Correctness, not speed: not run by run_all.py.
"""

from __future__ import annotations

import sys
import warnings
from datetime import date, datetime, time, timedelta
from pathlib import Path
from zoneinfo import ZoneInfo

import icalendar
import recurring_ical_events

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.family_file import demo_family
from family_scheduler.ical.importing import import_ics

NY = ZoneInfo("America/New_York")


def _aware(value: date) -> datetime:
    if not isinstance(value, datetime):
        return datetime.combine(value, time(0), tzinfo=NY)
    return value if value.tzinfo is not None else value.replace(tzinfo=NY)


def compare(path: Path) -> str:
    """'match', 'no events', or why not."""
    data = path.read_bytes()
    family, _ = demo_family()
    home = InMemoryCalendar(family, [])
    try:
        report = import_ics(home, data, path.name)
    except ValueError as err:
        return f"refused: {str(err)[:120]}"
    try:
        cal = icalendar.Calendar.from_ical(data)
        starts = [_aware(e.get("DTSTART").dt) for e in cal.walk("VEVENT") if e.get("DTSTART") is not None]
        if not starts:
            return "no events"
        low = max(min(starts) - timedelta(days=1), datetime(1990, 1, 1, tzinfo=NY))
        high = low + timedelta(days=730)
        skipped = {line.split("(UID ")[1].split(")")[0] for line in report.skipped}
        expected = set()
        for occ in recurring_ical_events.of(cal).between(low, high):
            if str(occ.get("STATUS") or "").upper() == "CANCELLED" or str(occ.get("UID")) in skipped:
                continue
            start, end = _aware(occ.start), _aware(occ.end)
            if end <= start:
                end = start + (timedelta(minutes=1) if isinstance(occ.start, datetime) else timedelta(days=1))
            expected.add((start.timestamp(), end.timestamp()))
    except Exception as err:  # the oracle's own limits (a rule it cannot read...)
        return f"oracle cannot read it: {type(err).__name__}"
    got = {(o.start.timestamp(), o.end.timestamp()) for o in home.occurrences(low, high)}
    if got == expected:
        return "match"
    return f"differs: {len(got - expected)} only here, {len(expected - got)} only in the oracle"


def main() -> None:
    warnings.simplefilter("ignore")
    folders = [Path(f) for f in sys.argv[1:]] or [
        Path(recurring_ical_events.__file__).parent / "test",
        Path(icalendar.__file__).parent / "tests",
    ]
    counts: dict[str, int] = {}
    for folder in folders:
        for path in sorted(folder.rglob("*.ics")):
            outcome = compare(path)
            kind = outcome.split(":")[0]
            counts[kind] = counts.get(kind, 0) + 1
            if kind not in ("match", "no events"):
                print(f"{path.relative_to(folder.parent)}: {outcome}")
    print(" ".join(f"{k.replace(' ', '_')}={v}" for k, v in sorted(counts.items())))


if __name__ == "__main__":
    main()
