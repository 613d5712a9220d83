"""Graph state carries the models as JSON; the typed JSON shapes never drift from the models.

A proposal, a request or an event in the main graph's state is the model's
`model_dump(mode="json")`, typed by a TypedDict of the same fields. If a model gains a
field, its shape must gain it too, or code reading the state would be typed wrong.
"""

from __future__ import annotations

import pytest
from pydantic import BaseModel
from typing_extensions import get_type_hints

from family_scheduler.models.events import Event, EventJSON, OccurrenceOverride, OverrideJSON
from family_scheduler.models.request import ParsedRequest, RequestJSON
from family_scheduler.models.results import (
    AuditEntry,
    AuditJSON,
    Change,
    ChangeJSON,
    Conflict,
    ConflictJSON,
    ErrorInfo,
    ErrorJSON,
    HybridJSON,
    HybridOutput,
    InsteadJSON,
    InsteadOfBooking,
    Proposal,
    ProposalJSON,
    Resolution,
    ResolutionJSON,
    ValidationJSON,
    ValidationResult,
)

PAIRS: list[tuple[type[BaseModel], type]] = [
    (Event, EventJSON),
    (OccurrenceOverride, OverrideJSON),
    (ParsedRequest, RequestJSON),
    (Conflict, ConflictJSON),
    (Change, ChangeJSON),
    (Resolution, ResolutionJSON),
    (InsteadOfBooking, InsteadJSON),
    (ValidationResult, ValidationJSON),
    (Proposal, ProposalJSON),
    (HybridOutput, HybridJSON),
    (ErrorInfo, ErrorJSON),
    (AuditEntry, AuditJSON),
]


@pytest.mark.parametrize(("model", "shape"), PAIRS, ids=[m.__name__ for m, _ in PAIRS])
def test_a_json_shape_has_exactly_its_models_fields(model: type[BaseModel], shape: type) -> None:
    assert set(get_type_hints(shape)) == set(model.model_fields)


def test_a_dumped_proposal_is_its_shape(make_event, at) -> None:
    event = make_event("dentist", at(24, 15), at(24, 16), ["jake"])
    proposal = Proposal(id="p1", action="create", event=event, summary="Book dentist")
    dumped = proposal.to_json()
    assert set(dumped) == set(get_type_hints(ProposalJSON))
    assert dumped["event"] is not None and set(dumped["event"]) == set(get_type_hints(EventJSON))
    assert Proposal.model_validate(dumped) == proposal
