"""Who may do what to which event: the one permission rule of the whole assistant.

Every path that writes asks `refusal` (or its yes/no forms `allows`, `may_change`,
`may_cancel`): the main graph before it drafts a booking, a change, a cancellation or an
undo, and the resolution subgraph before it offers to move, shorten, re-equip, skip or
cancel an event in the way. One rule, so a child cannot do through "option 2" what she
may not do by asking.

The rule, per role (`Member.role`):

- **parent**: books for anyone and moves anything; cancels (one occurrence or a series)
  what they created or take part in, and any event only children take part in, but not
  the other parent's or a guest's own plans (moving those is fine).
- **child**: books what they take part in (others may join); moves and cancels only what
  is theirs: created by them or theirs alone (Emma's piano lesson, not the family dinner
  she is in, not her brother's playdate); ends a whole series only when they set it up.
- **guest**: as a child.

Someone the family file does not know may do nothing. Nobody moves or cancels an event
from a subscribed feed (`Event.feed`): its source owns it. A refusal is one plain
sentence that says nothing was changed.
"""

from __future__ import annotations

from typing import Literal

from family_scheduler.models import Event, Family

Action = Literal["create", "move", "cancel_one", "cancel_series"]
"""create: book (for others too); move: change its time, length, people or things;
cancel_one: call off one occurrence (or a one-off event); cancel_series: end a repeating one."""

ACTIONS: tuple[Action, ...] = ("create", "move", "cancel_one", "cancel_series")


def is_own(event: Event, speaker: str) -> bool:
    """The speaker created it or is its only participant."""
    return event.created_by == speaker or event.participants == [speaker]


def is_childs(event: Event, family: Family) -> bool:
    """Every participant is a child of the family (Jake's playdate, the kids' swim)."""
    roles = [family.member(p) for p in event.participants]
    return bool(roles) and all(m is not None and m.role == "child" for m in roles)


def refusal(family: Family, speaker: str, action: Action, event: Event) -> str | None:
    """None when `speaker` may do `action` to `event`; else why not, in one plain sentence."""
    member = family.member(speaker)
    name = family.display_name(speaker) if member else speaker
    if member is None:
        return f"Sorry, I don't know who {name} is, so nothing was changed."
    if event.feed is not None and action != "create":
        # A subscribed feed owns its events: a refresh would undo any change made here.
        return (
            f"Sorry, {event.title} comes from the subscribed calendar {event.feed!r}, which is "
            "read-only here: change it at its source. Nothing was changed."
        )
    if action == "cancel_series" and not event.recurrence:
        action = "cancel_one"  # a one-off event is its only occurrence
    if action == "create":
        if member.role == "parent" or speaker in event.participants:
            return None
        return (
            f"Sorry, {name} can only book plans that include {name}, so nothing was booked; "
            f"a parent can book {event.title} for {_people(family, event.participants)}."
        )
    if member.role == "parent":
        if action == "move" or _parents_to_cancel(family, speaker, event):
            return None
    elif is_own(event, speaker) and (action != "cancel_series" or event.created_by == speaker):
        return None
    why = _whose(family, speaker, event)
    return f"Sorry, {name} can't {_VERBS[action]} {event.title}: {why}, so nothing was changed."


def allows(family: Family, speaker: str, action: Action, event: Event) -> bool:
    return refusal(family, speaker, action, event) is None


def may_change(family: Family, speaker: str, event: Event) -> bool:
    """Move, shorten, re-equip or otherwise change it (`refusal` with "move")."""
    return allows(family, speaker, "move", event)


def may_cancel(family: Family, speaker: str, event: Event, *, one_occurrence: bool = False) -> bool:
    """Call it off: the whole event, or with `one_occurrence` only the occurrences in the way."""
    return allows(family, speaker, "cancel_one" if one_occurrence else "cancel_series", event)


def may_set_rule_aside(family: Family, speaker: str) -> bool:
    """Only a parent may set a hard rule (school, bedtime, waking hours) aside for one event;
    a child or a guest never can, not even for their own."""
    member = family.member(speaker)
    return member is not None and member.role == "parent"


_VERBS: dict[Action, str] = {
    "create": "book",
    "move": "change",
    "cancel_one": "cancel",
    "cancel_series": "cancel every",
}


def _parents_to_cancel(family: Family, speaker: str, event: Event) -> bool:
    """A parent cancels what they set up or take part in, and the children's own plans."""
    return event.created_by == speaker or speaker in event.participants or is_childs(event, family)


def _whose(family: Family, speaker: str, event: Event) -> str:
    """Why it is someone else's call: who set it up, or whose it is."""
    if event.created_by and event.created_by != speaker and family.member(event.created_by):
        return f"{family.display_name(event.created_by)} set it up"
    others = [p for p in event.participants if p != speaker]
    if others:
        return (
            f"it is {_people(family, others)}'s too"
            if speaker in event.participants
            else (f"it belongs to {_people(family, others)}")
        )
    return "it isn't yours"


def _people(family: Family, ids: list[str]) -> str:
    names = [family.display_name(i) for i in ids] or ["someone else"]
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


__all__ = [
    "ACTIONS",
    "Action",
    "allows",
    "is_childs",
    "is_own",
    "may_cancel",
    "may_change",
    "may_set_rule_aside",
    "refusal",
]
