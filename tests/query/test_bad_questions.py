"""Questions that cannot be answered get a plain reason and a low confidence, never a crash."""

from __future__ import annotations

import pytest

from family_scheduler.subgraphs.query import graph

SATURDAY = ("2026-11-28T00:00:00-05:00", "2026-11-30T00:00:00-05:00")


def assert_refused(asked, *phrases: str) -> None:
    assert asked.confidence <= 0.2
    assert asked.result["explanation"]
    assert asked.output["messages"][-1].name == "query"
    for phrase in phrases:
        assert phrase in asked.text, asked.text


def test_someone_not_in_the_family(ask):
    asked = ask("availability", window=SATURDAY, participants=["bob", "emma"])

    assert_refused(asked, "I don't know anyone called 'bob' in The Parkers.")
    assert asked.data["free_windows"] == []


def test_a_resource_the_family_does_not_have(ask):
    asked = ask("resource_status", window=SATURDAY, resources=["boat"])

    assert_refused(asked, "I don't know a resource called 'boat'", "minivan")


def test_no_query_type(ask):
    assert_refused(ask(None, window=SATURDAY), "I could not tell what kind of question this is")


def test_an_unknown_query_type(ask):
    assert_refused(ask("weather", window=SATURDAY), "Unknown query type 'weather'")


def test_a_span_that_ends_before_it_starts(ask):
    asked = ask("event_lookup", window=(SATURDAY[1], SATURDAY[0]))

    assert_refused(
        asked,
        "The span asked about ends (2026-11-28T00:00:00-05:00) at or before "
        "it starts (2026-11-30T00:00:00-05:00).",
    )


def test_an_exact_time_ending_before_it_starts(ask):
    asked = ask(
        "resource_status",
        resources=["minivan"],
        start="2026-11-28T10:00:00-05:00",
        end="2026-11-28T09:00:00-05:00",
    )

    assert_refused(asked, "The time asked about ends")


@pytest.mark.parametrize(
    "field, value",
    [
        ("window", ["2026-11-28T00:00:00", "2026-11-30T00:00:00"]),
        ("start", "2026-11-28T10:00:00"),
    ],
)
def test_times_without_an_offset(ask, field, value):
    asked = ask("event_lookup", **{field: value})

    assert_refused(asked, f"The {field} has no time zone offset")


def test_nonsense_in_a_field_is_named(ask):
    asked = ask("event_lookup", duration_minutes="soon")

    assert_refused(asked, "The duration_minutes cannot be read")


def test_an_empty_request_and_a_missing_one(context):
    for request in ({}, None):
        out = graph.invoke({"request": request}, context=context)
        assert out["result"]["confidence"] <= 0.2
        assert out["messages"][-1].content
