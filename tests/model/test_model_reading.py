"""What the model is shown, and how its answer becomes a ParsedRequest."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

import pytest

from family_scheduler.subgraphs.parsing.model_parse import (
    InvalidModelOutput,
    ModelReading,
    build_messages,
    model_sure_groups,
    to_request,
)

NY = ZoneInfo("America/New_York")


def test_the_prompt_names_the_family_the_zone_and_now(family, now):
    system, human = build_messages("piano for em tmrw at 4", family, now, "sarah")
    prompt = system.content
    for word in (
        "Emma",
        "grandma",
        "the kids",
        "Minivan",
        "the honda",
        "America/New_York",
        "Monday 2026-11-23T09:00-05:00",
        "Speaker: sarah",
    ):
        assert word in prompt
    assert human.content == "piano for em tmrw at 4"


def test_local_times_get_the_offset_in_force(family, now):
    req, notes = to_request(
        ModelReading(intent="create", title="Egg Hunt", start="2027-03-27T10:00", duration_minutes=60),
        family,
        now,
        "sarah",
        "egg hunt",
    )
    assert req.start == datetime(2027, 3, 27, 10, tzinfo=NY)
    assert req.start.utcoffset().total_seconds() == -4 * 3600  # EDT after March 14
    assert req.end == datetime(2027, 3, 27, 11, tzinfo=NY)
    assert req.title == "egg hunt" and notes == []


def test_an_offset_the_model_added_is_ignored(family, now):
    req, _ = to_request(
        ModelReading(intent="create", title="swim", start="2027-03-27T10:00:00-05:00"),
        family,
        now,
        "sarah",
        "swim",
    )
    assert req.start == datetime(2027, 3, 27, 10, tzinfo=NY)


def test_names_groups_and_aliases_become_ids_and_strangers_are_left_out(family, now):
    req, notes = to_request(
        ModelReading(
            intent="create",
            title="movie",
            start="2026-11-28T19:00",
            participants=["the kids", "Grandma", "Bob"],
            resources=["the van", "jetski"],
        ),
        family,
        now,
        "sarah",
        "movie",
    )
    assert req.participants == ["emma", "jake", "linda"]
    assert req.resources == ["minivan"]
    assert any("'Bob'" in n for n in notes) and any("'jetski'" in n for n in notes)


def test_start_and_window_never_both(family, now):
    req, _ = to_request(
        ModelReading(
            intent="create",
            title="run",
            start="2026-11-28T09:00",
            window_start="2026-11-28T08:00",
            window_end="2026-11-28T12:00",
        ),
        family,
        now,
        "sarah",
        "run",
    )
    assert req.window is None and req.start is not None


@pytest.mark.parametrize(
    "fields",
    [
        {"start": "saturday at two"},
        {"start": "2026-11-28T14:00", "end": "2026-11-28T13:00"},
        {"window_start": "2026-11-28T12:00", "window_end": "2026-11-28T08:00"},
    ],
)
def test_a_reading_that_does_not_hold_together_is_invalid(family, now, fields):
    with pytest.raises(InvalidModelOutput):
        to_request(ModelReading(intent="create", title="x", **fields), family, now, "sarah", "x")


def test_a_model_is_sure_of_what_it_did_not_doubt():
    assert model_sure_groups(ModelReading(intent="create", confidence=0.9, unsure_about=["start"])) == [
        "intent",
        "title",
        "participants",
        "resources",
    ]
    assert model_sure_groups(ModelReading(intent="create", confidence=0.4)) == []


def test_the_model_reads_zones_whole_days_places_and_reminders(family, now):
    landing, _ = to_request(
        ModelReading(
            intent="create", title="grandma lands", start="2026-11-27T15:00", timezone="Europe/London"
        ),
        family,
        now,
        "sarah",
        "grandma lands friday at 3pm london time",
    )
    assert landing.timezone == "Europe/London"
    assert landing.start is not None and landing.start.astimezone(NY).hour == 10
    camping, _ = to_request(
        ModelReading(
            intent="create",
            title="camping",
            start="2026-11-27T00:00",
            end="2026-11-30T00:00",
            all_day=True,
            location="Bear Lake",
        ),
        family,
        now,
        "sarah",
        "camping at bear lake friday to sunday",
    )
    assert camping.all_day and camping.place == "Bear Lake"
    nudge, _ = to_request(
        ModelReading(intent="create", kind="reminder", title="dentist", remind_before_minutes=1440),
        family,
        now,
        "sarah",
        "remind me a day before the dentist",
    )
    assert (nudge.kind, nudge.remind_before_minutes, nudge.missing) == ("reminder", 1440, [])


def test_a_whole_day_at_other_hours_is_read_as_timed(family, now):
    req, notes = to_request(
        ModelReading(
            intent="create", title="fair", start="2026-11-28T09:00", end="2026-11-28T17:00", all_day=True
        ),
        family,
        now,
        "sarah",
        "fair saturday all day",
    )
    assert not req.all_day and any("midnight" in n for n in notes)
