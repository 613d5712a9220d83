"""A question at a bare 7, 8 or 9 ("is the van free thursday at 7?") is answered for both halves.

The parsing contract reads a bare 7 as the morning, and a booking says so before it asks
('I read "7" as 7am, not 7pm'). A question has no answer step to catch it: "The Family
laptop is free 7–8am" when the kids meant the evening, where Emma has it for homework, is
an answer a family would trust and plan on. So the evening is answered too and told after
the morning: "If you meant 7pm: …".
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timedelta
from zoneinfo import ZoneInfo

from family_scheduler.timeutil import wall_shifted

from .answer import QueryAnswer, QueryPlan

EITHER_HALF_HOURS = (7, 8, 9)
"""Hours as likely in the evening as in the morning; 10 and 11 at night are rare asks."""


def either_half(half_unsaid: bool, start: datetime, tz: ZoneInfo) -> bool:
    """A bare 7-9 o'clock with nothing said of the half of the day: the parser tells
    whether the half went unsaid (`ParsedRequest.half_unsaid`), this which hours count."""
    return half_unsaid and start.astimezone(tz).hour in EITHER_HALF_HOURS


def _evening(plan: QueryPlan, tz: ZoneInfo) -> QueryPlan:
    assert plan.start is not None and plan.end is not None
    half_day = timedelta(hours=12)
    return plan.model_copy(
        update={
            "start": wall_shifted(plan.start.astimezone(tz), half_day, tz),
            "end": wall_shifted(plan.end.astimezone(tz), half_day, tz),
            "either_half": False,
        }
    )


def with_evening(plan: QueryPlan, tz: ZoneInfo, answer_of: Callable[[QueryPlan], QueryAnswer]) -> QueryAnswer:
    """The answer for the plan and, for a bare 7-9, for the same hour in the evening."""
    answer = answer_of(plan)
    if plan.either_half and plan.ok and not answer.problems:
        answer.evening = answer_of(_evening(plan, tz))
    return answer
