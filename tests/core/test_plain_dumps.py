"""`hybrid`, the audit entries and `instant_json` skip building a model for plain inputs:
what they write must be exactly what the model's JSON dump writes."""

from __future__ import annotations

import json
from datetime import UTC, datetime, timedelta, timezone
from typing import Any
from zoneinfo import ZoneInfo

import pytest
from pydantic import BaseModel, ValidationError

from family_scheduler.context import SchedulerContext
from family_scheduler.graph.nodes import _audit
from family_scheduler.models.request import ParsedRequest
from family_scheduler.models.results import AuditEntry, HybridOutput, instant_json
from family_scheduler.output import hybrid

ZONES = [
    ZoneInfo("America/New_York"),
    ZoneInfo("UTC"),
    ZoneInfo("Asia/Kolkata"),
    ZoneInfo("America/St_Johns"),
    UTC,
    timezone(timedelta(0)),
    timezone(timedelta(hours=5, minutes=30, seconds=7)),  # an odd offset: pydantic drops the seconds
    timezone(timedelta(hours=-3, microseconds=5)),
]
MOMENTS = [datetime(2026, 11, 23, 9, tzinfo=zone) for zone in ZONES] + [
    datetime(2026, 3, 8, 7, 30, 0, 1234, tzinfo=ZoneInfo("America/New_York")),
    datetime(2026, 11, 1, 1, 30, fold=1, tzinfo=ZoneInfo("America/New_York")),
    datetime(1890, 1, 1, tzinfo=ZoneInfo("America/New_York")),  # a local mean time offset
    datetime(2026, 6, 1, 12, 0, 0, 999999, tzinfo=UTC),
]
REQUEST = ParsedRequest.model_validate(
    {"intent": "create", "title": "dentist", "start": "2028-01-03T15:00:00-05:00", "participants": ["jake"]}
)


def _by_model(
    data: BaseModel | dict[str, Any], explanation: Any, confidence: Any, reasoning: Any, now: Any
) -> Any:
    payload = data.model_dump(mode="json") if isinstance(data, BaseModel) else data
    out = HybridOutput(
        data=payload,
        explanation=explanation,
        confidence=max(0.0, min(1.0, confidence)),
        reasoning=reasoning,
        timestamp=now,
    )
    return out.model_dump(mode="json")


@pytest.mark.parametrize("moment", MOMENTS, ids=str)
def test_an_instant_reads_as_a_models_field_dumps_it(moment):
    assert instant_json(moment) == AuditEntry(step="s", at=moment).model_dump(mode="json")["at"]


@pytest.mark.parametrize("moment", MOMENTS, ids=str)
@pytest.mark.parametrize("confidence", [0.8, 1, 0, 1.7, -2.0, float("nan"), float("inf")])
def test_hybrid_writes_what_the_model_dumps(moment, confidence):
    for data in (REQUEST, REQUEST.model_dump(mode="json"), {"when": moment, "pair": (1, 2)}):
        made = hybrid(data, "words", confidence, "why", moment)
        expected = _by_model(data, "words", confidence, "why", moment)
        assert json.dumps(made) == json.dumps(expected)  # same keys, order, values and types
    dumped = REQUEST.model_dump(mode="json")  # a step's own JSON dump, handed on as it is
    made = hybrid(dumped, "words", confidence, "why", moment, dumped=True)
    assert json.dumps(made) == json.dumps(_by_model(dumped, "words", confidence, "why", moment))


def test_hybrid_refuses_what_the_model_refuses():
    for bad in [
        (REQUEST, 3, 0.5, "why", datetime(2026, 1, 1, tzinfo=UTC)),
        (REQUEST, "w", 0.5, "why", datetime(2026, 1, 1)),
    ]:
        with pytest.raises(ValidationError):
            hybrid(*bad)
        with pytest.raises(ValidationError):
            _by_model(*bad)


@pytest.mark.parametrize("moment", MOMENTS, ids=str)
@pytest.mark.parametrize("confidence", [None, 0.8, 1, float("nan"), True])
def test_an_audit_entry_is_what_the_model_dumps(moment, confidence):
    ctx = SchedulerContext(now=moment.isoformat())
    made = _audit(ctx, "validate", "0 conflict(s)", confidence, at=moment)
    expected = AuditEntry(step="validate", at=moment, confidence=confidence, explanation="0 conflict(s)")
    assert json.dumps(made) == json.dumps([expected.model_dump(mode="json")])
