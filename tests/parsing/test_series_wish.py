"""Other days or weeks wished for a weekly booking (`series_wish.py`): what an answer says,
and the repeat it makes of "every tuesday at 5"."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.models import ParsedRequest
from family_scheduler.subgraphs.parsing.series_wish import other_days_said, weeks_of_the_month, wished_series

NY = ZoneInfo("America/New_York")
TUESDAYS = ParsedRequest(
    intent="create",
    title="football",
    participants=["jake"],
    start=datetime(2026, 11, 24, 17, tzinfo=NY),
    end=datetime(2026, 11, 24, 18, tzinfo=NY),
    recurrence="FREQ=WEEKLY;BYDAY=TU;COUNT=10",
    text="football for jake every tuesday at 5",
)


@pytest.mark.parametrize(
    ("said", "weeks"),
    [
        ("the 1st and 3rd only", ([1, 3], None)),
        ("first and third tuesdays", ([1, 3], "TU")),
        ("just the 2nd and 4th of the month", ([2, 4], None)),
        ("ok the last one of each month", ([-1], None)),
        ("the 1st", ([1], None)),
    ],
)
def test_weeks_of_the_month_said(said: str, weeks: tuple[list[int], str | None]) -> None:
    assert weeks_of_the_month(said) == weeks


@pytest.mark.parametrize("said", ["the 1st at 5", "first thing tomorrow", "the third option please", "yes"])
def test_other_answers_name_no_weeks(said: str) -> None:
    assert weeks_of_the_month(said) is None


@pytest.mark.parametrize(
    ("said", "as_change"),
    [
        ("how about fridays", "make it fridays"),
        ("could we do mondays and wednesdays instead?", "make it mondays and wednesdays"),
        ("wednesdays then", "make it wednesdays"),
        ("what about saturday at 10", None),
        ("the thursday one", None),
    ],
)
def test_only_days_said_are_a_change_of_days(said: str, as_change: str | None) -> None:
    assert other_days_said(said) == as_change


def test_the_first_and_third_tuesdays_keep_the_count() -> None:
    wished = wished_series(
        TUESDAYS, TUESDAYS.model_copy(update={"recurrence": None}), "the 1st and 3rd only", NY
    )
    assert wished is not None
    rule, first = wished
    assert rule == "FREQ=MONTHLY;BYDAY=1TU,3TU;COUNT=10"
    assert first == datetime(2026, 12, 1, 17, tzinfo=NY)


def test_days_added_are_no_wish_for_other_days() -> None:
    said = TUESDAYS.model_copy(update={"recurrence": "FREQ=WEEKLY;BYDAY=FR"})
    assert wished_series(TUESDAYS, said, "fridays too", NY) is None


@pytest.mark.parametrize("said", ["wait, not tuesdays", "skip tuesdays", "take tuesdays off"])
def test_days_taken_out_are_no_wish_for_other_days(said: str) -> None:
    wished = TUESDAYS.model_copy(update={"recurrence": "FREQ=WEEKLY;BYDAY=TU"})
    assert wished_series(TUESDAYS, wished, said, NY) is None
