"""Someone who cannot make a day, on an event others share: move it for everyone, or take
only them off?

"She can't do sunday, make it monday" about the family dinner moved the dinner for the
whole family. When the event has other people on it, both readings are fair: the family
is asked, the move for everyone as the proposal (it is what was said) and taking only
them off that occurrence as option 1 ("Take Emma off family dinner on Sun Nov 29").
With nobody else on it, the move is simply theirs.
"""

from __future__ import annotations

from ..models.family import Family
from ..models.request import ParsedRequest
from ..models.results import Proposal, Resolution, Scope
from ..wording import people
from .proposals import draft_roster
from .targets import EventTarget


def moved_for_everyone(
    proposal: Proposal,
    request: ParsedRequest,
    target: EventTarget,
    scope: Scope,
    speaker: str,
    family: Family,
) -> Proposal:
    """`proposal` (a day swap's move) saying it is for everyone, with taking only the people
    who cannot make it off that occurrence as option 1; unchanged when the event is theirs."""
    occ, series = target.chosen, target.series
    if request.from_day is None or request.leaving or occ is None or series is None:
        return proposal
    others = set(occ.participants) - set(request.participants)
    if not request.participants or not others or not set(request.participants) & set(occ.participants):
        return proposal
    leaving = request.model_copy(update={"leaving": list(request.participants), "window": None})
    off = draft_roster(leaving, series, occ, scope, speaker, family, proposal.id)
    if off is None or off.event is None:
        return proposal
    whom = people(family, request.participants)
    option = Resolution(
        id=1,
        strategy="split_event",
        events=[off.event, *off.side_events],
        side_effects=[f"{whom} will not be at {occ.title} that day; it stays where it is"],
        description=f"{off.summary}; it stays where it is for everyone else",
    )
    return proposal.model_copy(update={"summary": f"{proposal.summary}, for everyone", "options": [option]})
