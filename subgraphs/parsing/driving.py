"""An outing someone drives to: "mike is driving the kids to the party saturday at 3".

A ride to an event on the calendar adds the driver to it (`roster.py`). A ride to a new
outing, said with its time, is a booking; the drive in it means one of the family's cars
goes, so the car is chosen like "the car" said outright: one car is taken, several are
asked about ("Which car, the Minivan or the Sedan? … Only the Minivan seats all 7."), and
the seats count the friends along. "driving" was left unread and the booking asked
whether to drop it.
"""

from __future__ import annotations

import re

from family_scheduler.models import Family

from .claims import Claims
from .resources import ResourceFindings, either_of

_DRIVING = re.compile(r"(?<![a-z'])(?:driv(?:e|es|ing)|carpool(?:ing)?)(?![a-z'])")
_DRIVING_NEEDS = ("driv", "carpool")
"""_DRIVING cannot match without one of these."""


def car_for_the_drive(claims: Claims, family: Family, found: ResourceFindings, title: str | None) -> None:
    """Claim the drive of a new outing and put the family's cars in `found` (its ids when
    there is one car, its choices when several); nothing when a thing is named already, or
    when the drive is what is booked ("driving test", "driving lesson")."""
    if found.ids or found.choices or not any(word in claims.text for word in _DRIVING_NEEDS):
        return
    drive = next(iter(claims.free_matches(_DRIVING)), None)
    cars = [r for r in family.resources if r.kind == "vehicle" and r.capacity > 0]
    if drive is None or not cars or _DRIVING.search((title or "").lower()):
        return
    claims.claim(drive.start(), drive.end())
    found.positions.append(drive.start())
    if len(cars) == 1:
        found.ids.append(cars[0].id)
        return
    found.choices.extend(r.id for r in cars)
    found.ambiguities.append(f"'{drive.group(0)}' could be {either_of([r.name for r in cars])}")
