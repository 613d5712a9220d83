"""What a question said before a conditional request came to ("is the van free at 3? if not,
book the sedan"): yes, no, or not plainly either. Read from the query subgraph's structured
answer, never from its words, so a request hanging on the other answer is not proposed."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from datetime import datetime
from typing import Any, Literal

from typing_extensions import TypedDict

from ..models import Family


class Outcome(TypedDict):
    """The question's answer and how it is said back ("The Minivan is free then")."""

    answer: Literal["yes", "no"]
    said: str


def outcome_of(query: Mapping[str, Any], family: Family, day_named: bool = True) -> Outcome | None:
    """The plain answer of a question, or None when it cannot be told (partly free, an error,
    a question about clashes): then the request hanging on it is asked as before.
    `day_named`: the question named its day (else "is the dentist at 3?" asks the next one's
    time, not whether it is today)."""
    plan = query.get("plan") or {}
    if query.get("problems") or plan.get("problems"):
        return None
    kind = query.get("query_type")
    if kind == "resource_status":
        return _resources(query.get("resource_status") or [], bool(plan.get("exact_start")))
    if kind == "availability":
        return _people(query, plan, family)
    if kind == "event_lookup":
        found = bool(query.get("events")) or (not day_named and _next_at_that_time(query, plan))
        said = "It is on the calendar then" if found else "Nothing like that is on the calendar then"
        return Outcome(answer="yes" if found else "no", said=said)
    return None


def _next_at_that_time(query: Mapping[str, Any], plan: Mapping[str, Any]) -> bool:
    """ "is the dentist at 3?" with no day: the next dentist starts at 3 (on its own day)."""
    after, start = query.get("next_after"), plan.get("start")
    if not after or start is None or not plan.get("exact_start"):
        return False
    asked = _at(start)
    return _at(after["start"]).astimezone(asked.tzinfo).time() == asked.time()


def _resources(statuses: Sequence[Mapping[str, Any]], exact: bool) -> Outcome | None:
    """Free over the whole time is a yes; taken is a no only at a time said ("at 3"): over a
    day or an afternoon the van may be taken for an hour, and which answer that is is not plain."""
    if not statuses:
        return None
    names = " and the ".join(str(s["name"]) for s in statuses)
    if all(s["free"] and not s.get("out_of_service") for s in statuses):
        verb = "is" if len(statuses) == 1 else "are"
        return Outcome(answer="yes", said=f"The {names} {verb} free then")
    if len(statuses) == 1 and exact:
        return Outcome(answer="no", said=f"The {names} is not free then")
    return None  # one free, one not: which one the condition meant is not plain


def _people(query: Mapping[str, Any], plan: Mapping[str, Any], family: Family) -> Outcome | None:
    names = [family.display_name(str(m)) for m in plan.get("members") or []]
    if not names:
        return None
    who = " and ".join(names)
    at = query.get("at_the_time") or []
    if at:
        free = [bool(a["free"]) for a in at]
    else:
        free = [_whole_time_free(query.get("free_windows") or [], plan)]
    if all(free):
        verb = "is" if len(names) == 1 else "are"
        return Outcome(answer="yes", said=f"{who} {verb} free then")
    if not plan.get("exact_start") and not at:
        return None  # busy for part of an afternoon: neither plainly free nor plainly not
    if len(free) == 1 or not any(free):
        verb = "is" if len(names) == 1 else "are"
        return Outcome(answer="no", said=f"{who} {verb} not free then")
    return None


def _whole_time_free(windows: Sequence[Mapping[str, Any]], plan: Mapping[str, Any]) -> bool:
    """Whether one free window covers the whole time asked about."""
    start, end = plan.get("start"), plan.get("end")
    if start is None or end is None:
        return False
    asked = (_at(start), _at(end))
    return any(_at(w["start"]) <= asked[0] and asked[1] <= _at(w["end"]) for w in windows)


def _at(value: Any) -> datetime:
    return value if isinstance(value, datetime) else datetime.fromisoformat(str(value))


def not_done_line(outcome: Outcome, request: Mapping[str, Any], family: Family) -> str:
    """Why the request was left: "The Minivan is free then, so I did not book the Sedan." """
    verb = {"create": "book", "modify": "change", "cancel": "cancel"}.get(str(request.get("intent")), "do")
    what = "it"
    if request.get("title"):
        what = f"the {request['title']}"
    elif request.get("resources"):
        what = "the " + " and the ".join(family.display_name(str(r)) for r in request["resources"])
    return f"{outcome['said']}, so I did not {verb} {what}."
