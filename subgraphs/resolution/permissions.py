"""Who may change or cancel which event: the main graph's rule, plus a stricter one for cancelling.

Moving, shortening or re-equipping an event follows `may_change` (parents anything,
children their own or ones they created, guests their own). Cancelling is stricter,
as the issue asks: only the speaker's own events, or a child's when the speaker is a
parent. "Own" means the speaker created it or is its only participant, so a child
who takes part in the family dinner still cannot cancel it.
"""

from __future__ import annotations

from family_scheduler.graph.proposals import may_change
from family_scheduler.models import Event, Family


def is_own(event: Event, speaker: str) -> bool:
    return event.created_by == speaker or event.participants == [speaker]


def is_childs(event: Event, family: Family) -> bool:
    """Every participant is a child of the family (Jake's playdate, the kids' swim)."""
    roles = [family.member(p) for p in event.participants]
    return bool(roles) and all(m is not None and m.role == "child" for m in roles)


def may_move(family: Family, speaker: str, event: Event) -> bool:
    """May `speaker` change this event's time, length or resources?"""
    return may_change(family, speaker, event)


def may_cancel(family: Family, speaker: str, event: Event) -> bool:
    """Their own, or a child's when the speaker is a parent (never a parent's for a child)."""
    if not may_change(family, speaker, event):
        return False
    member = family.member(speaker)
    if is_own(event, speaker):
        return True
    return member is not None and member.role == "parent" and is_childs(event, family)


__all__ = ["is_childs", "is_own", "may_cancel", "may_change", "may_move"]
