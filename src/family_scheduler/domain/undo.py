"""Undo: the last change made on a conversation, put back the way it was.

Each commit on a thread leaves a `ChangeRecord`: the events as they were before (the
ones it changed), the ids it created, and the version each written event had right
after. Undoing it is an ordinary proposal, confirmed and written by the one writer in
one transaction: the old events written back, the created ones cancelled, every
written event expected at the version the change left it at. When one of them was
changed since (someone edited the event after), the undo is refused in words rather
than overwriting that later edit; the one permission rule applies as to any change.

"undo", "oops undo that", "undo the dentist", "put the dance recital back", "bring back
the dentist" ask for it ("put the dentist back to 4" and "bring back the dentist an hour"
are moves); a name picks the newest change of an event with that name.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime
from typing import Literal, cast
from zoneinfo import ZoneInfo

from typing_extensions import TypedDict

from family_scheduler.calendar.base import Calendar, CalendarReader
from family_scheduler.domain.pencilled import CONFIRM, PENCIL
from family_scheduler.domain.permissions import refusal
from family_scheduler.domain.titles import title_matches, title_words
from family_scheduler.models.events import Event, EventJSON
from family_scheduler.models.family import Family
from family_scheduler.models.results import Proposal
from family_scheduler.timeutil import describe_span
from family_scheduler.wording import describe_event, join_names

KEPT = 10
"""Changes remembered per conversation (the newest); older ones can no longer be undone."""


class ChangeRecord(TypedDict):
    """One written change, enough to put it back."""

    proposal_id: str
    action: Literal["create", "modify", "cancel"]
    summary: str
    """The change as it was proposed, in words (local time)."""
    target: str | None
    """The id of the event the change was about."""
    before: list[EventJSON]
    """The events it changed, as they were before."""
    created: list[str]
    """Ids of the events it created."""
    after: dict[str, int]
    """Each written event's version right after the change."""


_LEAD = (
    r"^\s*(?:(?:oops|whoops|oh\s+no|sorry|wait|no|hmm|ugh|actually|ok|okay)\b[\s,.!-]*)*"
    r"(?:please\s+|can\s+you\s+|could\s+you\s+)?"
)
_UNDO = re.compile(
    _LEAD + r"(?:undo|revert|roll\s*back)\b(?P<what>.*?)[\s,.!?]*(?:please)?[\s.!?]*$",
    re.IGNORECASE,
)
_PUT_BACK_FIRST = re.compile(
    _LEAD + r"(?:put|bring)\s+back\s+(?P<what>.+?)[\s,.!?]*(?:please)?[\s.!?]*$",
    re.IGNORECASE,
)
_A_TIME = re.compile(r"\d|\b(?:to|at|on|by|until|from|earlier|later|an?\s+hour)\b", re.IGNORECASE)
"""Words of a move ("bring back the dentist to 3pm", "put it back an hour"), not of an undo."""
_PUT_BACK = re.compile(
    _LEAD
    + r"(?:put|bring)\s+(?P<what>.+?)\s+back(?:\s+(?:on|in)(?:\s+(?:the|my|our)\s+(?:calendar|schedule))?)?"
    r"[\s,.!?]*(?:please)?[\s.!?]*$",
    re.IGNORECASE,
)
_NOT_A_NAME = frozenset(
    said
    for word in (
        "that it this last change thing booking cancellation cancelling move moving what you i we just did "
        "made my me please again everything all one"
    ).split()
    for said in title_words(word, generic=True)
)
"""Words of an undo that name no event, in the form title_words gives them."""


def undo_asked(text: str) -> str | None:
    """None unless `text` asks to undo; else the words naming which event ("" for the last
    change). "put the dentist back to 4" is a move, not an undo."""
    found = _UNDO.match(text)
    if found is None:
        found = _PUT_BACK.match(text) or _PUT_BACK_FIRST.match(text)
        if found is None or _A_TIME.search(found.group("what")):
            return None
    named = _named(found.group("what"))
    return found.group("what").strip(" ,.!?") if named else ""


def _named(phrase: str) -> frozenset[str]:
    return frozenset(w for w in title_words(phrase) if w not in _NOT_A_NAME)


def record_change(
    proposal: Proposal,
    before: dict[str, Event | None],
    calendar: Calendar,
    versions: dict[str, int] | None = None,
) -> ChangeRecord:
    """What a just-committed proposal changed: `versions`, the written events' versions as
    the store reported them, or else read back from the calendar."""
    written = [e for e in [proposal.event, *proposal.side_events] if e is not None]
    after: dict[str, int] = {}
    for event in written:
        if versions is not None and event.id in versions:
            after[event.id] = versions[event.id]
            continue
        stored = calendar.get_event(event.id)
        if stored is not None:
            after[event.id] = stored.version
    return ChangeRecord(
        proposal_id=proposal.id,
        action=proposal.action,
        summary=proposal.summary,
        target=proposal.target_event_id or (proposal.event.id if proposal.event else None),
        before=[cast(EventJSON, e.model_dump(mode="json")) for e in before.values() if e is not None],
        created=[i for i, e in before.items() if e is None],
        after=after,
    )


def remembered(log: list[ChangeRecord], record: ChangeRecord) -> list[ChangeRecord]:
    """The thread's changes with `record` added, the newest KEPT."""
    return [*log, record][-KEPT:]


def forgotten(log: list[ChangeRecord], proposal_id: str) -> list[ChangeRecord]:
    """The thread's changes without the one undone."""
    return [r for r in log if r["proposal_id"] != proposal_id]


def titles_of(record: ChangeRecord, calendar: CalendarReader) -> list[str]:
    """The names of the events a change wrote, as they were and as they are now ("undo the
    ortho check" after the dentist was renamed to it)."""
    titles = [e["title"] for e in record["before"]]
    for event_id in [*record["created"], *record["after"]]:
        event = calendar.get_event(event_id)
        if event is not None:  # one occurrence renamed carries its name in its override
            titles += [event.title, *(o.title for o in event.overrides.values() if o.title)]
    return titles


def last_written(log: list[ChangeRecord], calendar: CalendarReader) -> Event | None:
    """The event this conversation's newest change booked or moved, while it is still on
    the calendar: what "it" means in "make it 5" or "cancel it" just after."""
    if not log:
        return None
    record = log[-1]
    if record["action"] == "cancel":
        return None
    event_id = record["created"][0] if record["created"] else record["target"]
    event = calendar.get_event(event_id) if event_id is not None else None
    return event if event is not None and event.status != "cancelled" else None


def occurrence_just_changed(log: list[ChangeRecord], calendar: CalendarReader) -> datetime | None:
    """Where the one occurrence of a series this conversation's newest change moved or
    changed now starts: what "it" means in "keep it at 5" just after "move emma's piano
    monday to 6" (that Monday's lesson, not the next one). None when the newest change
    was not to exactly one occurrence."""
    if not log or log[-1]["action"] != "modify" or log[-1]["created"]:
        return None
    record = log[-1]
    event = calendar.get_event(record["target"]) if record["target"] is not None else None
    before = next((Event.model_validate(e) for e in record["before"] if e["id"] == record["target"]), None)
    if event is None or before is None or not event.recurrence:
        return None
    changed = [
        (key, change)
        for key, change in event.overrides.items()
        if before.overrides.get(key) != change and not change.cancelled
    ]
    if len(changed) != 1:
        return None
    key, change = changed[0]
    return change.start or datetime.strptime(key, "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)


def change_to_undo(log: list[ChangeRecord], phrase: str, calendar: CalendarReader) -> ChangeRecord | None:
    """The newest change (of the event `phrase` names, when it names one)."""
    named = _named(phrase)
    for record in reversed(log):
        if not named or any(title_matches(named, t) for t in titles_of(record, calendar)):
            return record
    return None


def undo_proposal(
    record: ChangeRecord,
    calendar: CalendarReader,
    speaker: str,
    family: Family,
    proposal_id: str,
    tz: ZoneInfo,
) -> Proposal | str:
    """The proposal putting `record` back, or why it cannot be (one sentence)."""
    current: dict[str, Event] = {}
    for event_id, version in record["after"].items():
        now = calendar.get_event(event_id)
        if now is None or now.version != version:
            title = now.title if now is not None else _title(record, event_id)
            return (
                f"I can't undo that ({_said(record, family)}): {title} was edited since, "
                "so I left the calendar as it is."
            )
        current[event_id] = now
    restored = [Event.model_validate(e) for e in record["before"]]
    withdrawn = [
        current[i].model_copy(update={"status": "cancelled"}) for i in record["created"] if i in current
    ]
    for event in restored:
        refused = refusal(family, speaker, "move", current.get(event.id, event))
        if refused is not None:
            return refused
    for event in withdrawn:
        refused = refusal(family, speaker, "cancel_series", current[event.id])
        if refused is not None:
            return refused
    writes = [*restored, *withdrawn]
    if not writes:
        return "There's nothing left to undo there, so nothing was changed."
    main = next((e for e in writes if e.id == record["target"]), writes[0])
    return Proposal(
        id=proposal_id,
        action="cancel" if record["action"] == "create" else "modify",
        event=main,
        target_event_id=main.id,
        requested_by=speaker,
        side_events=[e for e in writes if e is not main],
        expected_versions=dict(record["after"]),
        summary=_undo_words(record, main, family, tz, current.get(main.id)),
    )


def _undo_words(
    record: ChangeRecord, main: Event, family: Family, tz: ZoneInfo, now: Event | None = None
) -> str:
    """The undo in words, starting with a verb `replies.told_as_done` knows. `now`: the
    event as it is, so a change that kept its time (who comes along) is not said as a move."""
    if record["action"] == "create":
        return f"Cancel {describe_event(main, family, tz)} (undoing the booking)"
    if record["action"] == "cancel":
        verb, _, rest = record["summary"].partition(" ")
        return f"Put back {rest}" if verb == "Cancel" and rest else f"Put {main.title} back"
    if record["summary"].startswith(CONFIRM):  # pencilled in again; nothing else had changed
        return f"Put {main.title} back to tentative (undoing: {_said(record, family)})"
    if record["summary"].startswith(PENCIL):  # firm again; nothing else had changed
        return f"Put {main.title} back to confirmed (undoing: {_said(record, family)})"
    if record["summary"].startswith(RENAMED):  # the name back; nothing else had changed
        return f"Put back the name {main.title} (undoing: {_said(record, family)})"
    if record["summary"].startswith(RELOCATED):  # the place back; nothing else had changed
        return f"Put {main.title} back where it was (undoing: {_said(record, family)})"
    if len(record["before"]) > 1:  # "push everything on saturday back an hour"
        titles = join_names(list(dict.fromkeys(e["title"] for e in record["before"])))
        return f"Put back {titles} as they were (undoing: {_said(record, family)})"
    if now is not None and _times_of(now) == _times_of(main):
        return f"Put {main.title} back as it was (undoing: {_said(record, family)})"
    if not main.recurrence:
        return f"Move {main.title} back to {describe_span(main.start, main.end, tz)}"
    start, end = main.start.astimezone(tz), main.end.astimezone(tz)
    return f"Put {main.title} back at {start:%H:%M}–{end:%H:%M} (undoing: {_said(record, family)})"


def _times_of(event: Event) -> tuple[object, ...]:
    """When an event and each changed occurrence of it happen: equal before and after a change
    of who comes along, so its undo is not said as a move."""
    moved = {
        k: (o.start, o.end, o.cancelled)
        for k, o in event.overrides.items()
        if o.start or o.end or o.cancelled
    }
    return event.start, event.end, event.recurrence, tuple(event.exdates), moved


RENAMED = "Rename "
"""How the summary of a change that gave an event a new name begins (`proposals.draft_rename`)."""
RELOCATED = "Change the place of "
"""How the summary of a change that gave an event a new place begins (`proposals.draft_relocate`)."""


def _said(record: ChangeRecord, family: Family) -> str:
    """The change's summary, short: its first clause, without its asides in brackets (its
    verb in lower case; a name it begins with, "Emma, Mike and Sarah go to...", kept)."""
    summary = _ASIDE.sub("", record["summary"].split(";")[0].split(": ")[0]).strip()
    first = summary.split(" ")[0].rstrip(",")
    if any(first == m.name for m in family.members):
        return summary
    return summary[:1].lower() + summary[1:]


_ASIDE = re.compile(r"\s*\([^)]*\)")


def _title(record: ChangeRecord, event_id: str) -> str:
    return next((e["title"] for e in record["before"] if e["id"] == event_id), "the event")


__all__ = [
    "KEPT",
    "ChangeRecord",
    "change_to_undo",
    "forgotten",
    "record_change",
    "remembered",
    "undo_asked",
    "undo_proposal",
]
