"""The notes and link of the events a question is about, said only when asked for them.

Notes come from the calendars the family imports or syncs (DESCRIPTION: "bring shin
guards", a video link, an address) and a link from their URL. They are shown when the
question asks ("any notes on the dentist?", "the zoom link for the meeting?", "details of
the recital"), never read for anything else: a place that is only in the notes is not
given as the event's place.
"""

from __future__ import annotations

from family_scheduler.models import Occurrence

NO_NOTES = "No notes are on the calendar for"


def notes_lines(events: list[Occurrence], one: bool) -> list[str]:
    """'Notes: ...' and 'Link: ...' for the one event asked about (`one`), else a line per
    event (a series once) with notes; a plain line when none has any."""
    if one:
        events = events[:1]
    said: list[str] = []
    seen: set[tuple[str, str | None, str | None]] = set()
    for occ in events:
        key = (occ.event_id, occ.notes, occ.url)
        if key in seen or not (occ.notes or occ.url):
            continue
        seen.add(key)
        whose = "" if one else f" for {occ.title}"
        if occ.notes:
            said.append(f"Notes{whose}: {occ.notes}")
        if occ.url and occ.url not in (occ.notes or ""):
            said.append(f"Link{whose}: {occ.url}")
    if not said:
        return [f"{NO_NOTES} {'it' if one or len(events) == 1 else 'them'}."]
    return said
