"""Reading the subgraph's input (JSON-ish state) into typed search arguments.

State holds ISO strings so it checkpoints cleanly; the search wants aware datetimes
and a timedelta. Unreadable values become plain-words problems, not exceptions.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime, timedelta
from typing import Any

DEFAULT_TOP_K = 5


@dataclass
class SlotRequest:
    """What to search for, typed; `problems` says what could not be read."""

    participants: list[str] = field(default_factory=list)
    resources: list[str] = field(default_factory=list)
    duration: timedelta | None = None
    """None: nobody said; the search takes the activity's usual length (`slots.kinds`)."""
    start: datetime | None = None
    window: tuple[datetime, datetime] | None = None
    ignore_event_ids: list[str] = field(default_factory=list)
    top_k: int = DEFAULT_TOP_K
    title: str | None = None
    problems: list[str] = field(default_factory=list)

    def to_state(self) -> dict[str, Any]:
        """JSON-safe form for the graph state."""
        return {
            "participants": self.participants,
            "resources": self.resources,
            "duration_minutes": self.minutes(),
            "start": self.start.isoformat() if self.start else None,
            "window": [w.isoformat() for w in self.window] if self.window else None,
            "ignore_event_ids": self.ignore_event_ids,
            "top_k": self.top_k,
            "title": self.title,
            "problems": self.problems,
        }

    def minutes(self) -> int | None:
        """The length said, in minutes (None: not said)."""
        return None if self.duration is None else int(self.duration.total_seconds() // 60)

    @classmethod
    def from_state(cls, data: Mapping[str, Any]) -> SlotRequest:
        """Back from `to_state` (already checked, so values are well-formed)."""
        window = data.get("window")
        return cls(
            participants=list(data.get("participants") or []),
            resources=list(data.get("resources") or []),
            duration=timedelta(minutes=int(minutes)) if (minutes := data.get("duration_minutes")) else None,
            start=datetime.fromisoformat(data["start"]) if data.get("start") else None,
            window=(datetime.fromisoformat(window[0]), datetime.fromisoformat(window[1])) if window else None,
            ignore_event_ids=list(data.get("ignore_event_ids") or []),
            top_k=int(data.get("top_k") or DEFAULT_TOP_K),
            title=data.get("title") or None,
            problems=list(data.get("problems") or []),
        )


def _instant(value: Any, what: str, problems: list[str]) -> datetime | None:
    if value is None or value == "":
        return None
    try:
        moment = (
            value
            if isinstance(value, datetime)
            else datetime.fromisoformat(str(value).strip().replace("Z", "+00:00"))
        )
    except ValueError:
        problems.append(f"I can't read the {what} {value!r} as a date and time.")
        return None
    if moment.tzinfo is None or moment.utcoffset() is None:
        problems.append(
            f"The {what} {value!r} has no time zone; give it with an offset (e.g. 2026-11-24T16:00:00-05:00)."
        )
        return None
    return moment


def _ids(value: Any, what: str, problems: list[str]) -> list[str]:
    if value is None:
        return []
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, (list, tuple)) or not all(isinstance(v, str) for v in value):
        problems.append(f"The {what} must be a list of ids.")
        return []
    return list(dict.fromkeys(v.strip() for v in value if v.strip()))


def read_request(raw: Mapping[str, Any]) -> SlotRequest:
    """A typed request from the subgraph input, with problems for anything unreadable."""
    problems: list[str] = []
    if "participants" not in raw and not raw.get("resources"):
        problems.append("Nobody was named: say who the event is for.")
    request = SlotRequest(
        participants=_ids(raw.get("participants"), "participants", problems),
        resources=_ids(raw.get("resources"), "resources", problems),
        ignore_event_ids=_ids(raw.get("ignore_event_ids"), "events to ignore", problems),
        problems=problems,
    )
    minutes = raw.get("duration_minutes")
    if minutes is not None:
        if isinstance(minutes, bool) or not isinstance(minutes, (int, float)) or minutes < 1:
            problems.append(f"The length {minutes!r} is not a number of minutes above zero.")
        else:
            request.duration = timedelta(minutes=int(minutes))
    request.start = _instant(raw.get("start"), "start", problems)
    window = raw.get("window")
    if window:
        if not isinstance(window, (list, tuple)) or len(window) != 2:
            problems.append("The time window needs exactly a start and an end.")
        else:
            w_start = _instant(window[0], "window start", problems)
            w_end = _instant(window[1], "window end", problems)
            if w_start and w_end:
                request.window = (w_start, w_end)
    title = raw.get("title")
    if title is not None and not isinstance(title, str):
        problems.append(f"The title {title!r} is not text.")
    elif title:
        request.title = title.strip()[:200] or None
    top_k = raw.get("top_k")
    if top_k is not None:
        if isinstance(top_k, bool) or not isinstance(top_k, int):
            problems.append(f"The number of options {top_k!r} is not a whole number.")
        else:
            request.top_k = top_k
    return request
