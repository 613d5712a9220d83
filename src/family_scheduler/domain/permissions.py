"""Who may change or cancel which event: one rule for changing, a stricter one for cancelling.

Moving, shortening, re-equipping or otherwise changing an event follows `may_change` (parents anything,
children their own or ones they created, guests their own). Cancelling is stricter:
only the speaker's own events, or a child's when the speaker is a
parent. "Own" means the speaker created it or is its only participant, so a child
who takes part in the family dinner still cannot cancel it. Setting a hard rule aside
for one event ("book it anyway, he'll skip school") is for parents only.
"""

from __future__ import annotations

from family_scheduler.models import Event, Family


def may_change(family: Family, speaker: str, event: Event) -> bool:
    """Parents change anything; children their own or ones they created; guests their own.
    Nobody changes an event from a subscribed feed: its source owns it, a refresh would undo it."""
    if event.feed is not None:
        return False
    member = family.member(speaker)
    if member is None:
        return False
    if member.role == "parent":
        return True
    if member.role == "child":
        return speaker in event.participants or event.created_by == speaker
    return event.participants == [speaker] or event.created_by == speaker


def is_own(event: Event, speaker: str) -> bool:
    return event.created_by == speaker or event.participants == [speaker]


def is_childs(event: Event, family: Family) -> bool:
    """Every participant is a child of the family (Jake's playdate, the kids' swim)."""
    roles = [family.member(p) for p in event.participants]
    return bool(roles) and all(m is not None and m.role == "child" for m in roles)


def may_cancel(family: Family, speaker: str, event: Event) -> bool:
    """Their own, or a child's when the speaker is a parent (never a parent's for a child)."""
    if not may_change(family, speaker, event):
        return False
    member = family.member(speaker)
    if is_own(event, speaker):
        return True
    return member is not None and member.role == "parent" and is_childs(event, family)


def may_set_rule_aside(family: Family, speaker: str) -> bool:
    """Only a parent may set a hard rule (school, bedtime, waking hours) aside for one event;
    a child or a guest never can, not even for their own."""
    member = family.member(speaker)
    return member is not None and member.role == "parent"


__all__ = ["is_childs", "is_own", "may_cancel", "may_change", "may_set_rule_aside"]
