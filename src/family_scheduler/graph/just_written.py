""" "what did I just book?": the change this conversation just wrote, not the speaker's week.

Right after a booking a family checks what went in. Read as a look-up it listed the
speaker's coming week (or searched for an event called "add"); the answer is the thread's
newest change (`changes`, as undo and "it" use it), or that nothing was written here yet.
"""

from __future__ import annotations

import re
from zoneinfo import ZoneInfo

from ..calendar.base import CalendarReader
from ..domain.undo import ChangeRecord
from ..models.family import Family
from ..wording import describe_event
from .replies import told_as_done

_ASKED = re.compile(
    r"^\s*(?:(?:ok|okay|so|wait|sorry|um+|hmm+)\b[\s,.!-]*)*(?:remind\s+me\s*,?\s*)?"
    r"what\s+(?:(?:did|have)\s+(?:i|we|you)|(?:was|got|has\s+been))\s+just\s+"
    r"(?:book(?:ed)?|add(?:ed)?|put(?:\s+(?:in|on|down))?|schedule[d]?|write|wrote|written|"
    r"change[d]?|move[d]?|cancel(?:l?ed)?|do(?:ne)?|did|enter(?:ed)?)\b"
    r"(?:\s+(?:in|on|to|into)\s+(?:the\s+|my\s+|our\s+)?(?:calendar|calender|schedule|diary))?"
    r"(?:\s+(?:there|here|again))?[\s?.!]*$",
    re.IGNORECASE,
)


def just_written_asked(text: str) -> bool:
    """Whether the message asks what this conversation just wrote ("what did we just add?")."""
    return _ASKED.match(text) is not None


def told_just_written(log: list[ChangeRecord], calendar: CalendarReader, family: Family, tz: ZoneInfo) -> str:
    """The thread's newest change in words: a booking as it stands now, else as it was done."""
    if not log:
        return "Nothing has been booked or changed on this conversation yet."
    record = log[-1]
    if record["action"] == "create" and record["created"]:
        event = calendar.get_event(record["created"][0])
        if event is not None and event.status != "cancelled":
            return f"The last thing booked here: {describe_event(event, family, tz)}."
    return f"The last change here: {told_as_done(record['summary'])}."
