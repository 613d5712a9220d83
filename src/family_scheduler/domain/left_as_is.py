"""Bookings left as they are when a thing goes out of use: "record the van in the shop and
leave soccer as it is, we'll borrow grandma's car".

The family picked that way out, so the clashes it names are known and accepted: from then
on they are told as notes, not blocks, for that proposal only, each by the id the conflict
check gives it. A clash the family did not see (something booked on the van meanwhile)
still blocks, and the re-check at writing time still refuses it.
"""

from __future__ import annotations

from datetime import datetime

from family_scheduler.models.results import Conflict, Proposal, Resolution, ValidationResult

LEFT_AS_IS = "left_as_is"
"""The validation step recording which clashes the family chose to leave as they are."""


def leave_as_is(proposal: Proposal, option: Resolution, at: datetime) -> Proposal:
    """The proposal once the family chose to leave the bookings in the way as they are: the
    clashes the option names kept as notes, and the choice recorded as a step."""
    kept = set(option.resolves)
    notes = [_as_note(c) for c in proposal.conflicts if c.id in kept]
    step = ValidationResult(step=LEFT_AS_IS, ok=True, details=option.description, at=at)
    return proposal.model_copy(update={"conflicts": notes, "validations": [*proposal.validations, step]})


def still_left_as_is(proposal: Proposal, found: list[Conflict]) -> list[Conflict]:
    """`found` by a fresh check, with the clashes the family chose to leave as they are told
    as notes again (the same ids); everything else as found."""
    if not any(v.step == LEFT_AS_IS and v.ok for v in proposal.validations):
        return found
    kept = {c.id for c in proposal.conflicts if not c.blocking}
    return [_as_note(c) if c.id in kept else c for c in found]


def _as_note(conflict: Conflict) -> Conflict:
    return conflict.model_copy(update={"blocking": False})


__all__ = ["LEFT_AS_IS", "leave_as_is", "still_left_as_is"]
