"""Scanning the week for existing clashes, and running the conflicts graph on its own."""

from __future__ import annotations

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.context import SchedulerContext
from family_scheduler.domain.conflicts import scan_conflicts
from family_scheduler.subgraphs.conflicts import graph

NOW = "2026-11-23T09:00:00-05:00"


def test_the_demo_week_has_no_existing_clashes(calendar, at):
    report = scan_conflicts(calendar, at(23, 0), at(30, 0))
    assert report.conflicts == [] and report.occurrences_checked >= 10
    assert report.summary.startswith("Nothing clashes")


def test_a_scan_lists_a_double_booking_and_the_car_twice_booked(calendar, make_event, at):
    dentist = make_event("dentist", at(24, 17), at(24, 18), ["jake"], ["minivan"], id="dentist")
    cal = InMemoryCalendar(calendar.family(), [*calendar.all_events(), dentist])
    report = scan_conflicts(cal, at(23, 0), at(30, 0))
    assert sorted(c.type for c in report.conflicts) == ["resource_conflict", "time_conflict"]
    person = next(c for c in report.conflicts if c.type == "time_conflict")
    assert "Jake is booked twice" in person.details and "soccer practice" in person.details
    car = next(c for c in report.conflicts if c.type == "resource_conflict")
    assert car.resource_id == "minivan" and car.event_id == "dentist"
    assert (car.start, car.end) == (at(24, 17), at(24, 17, 30))
    # Only Emma's clashes: there are none.
    assert scan_conflicts(cal, at(23, 0), at(30, 0), members=["emma"]).conflicts == []


def test_a_backwards_span_is_a_problem(calendar, at):
    report = scan_conflicts(calendar, at(30, 0), at(23, 0))
    assert report.problems and report.conflicts == []


def _run(calendar, payload):
    ctx = SchedulerContext(calendar=calendar, family=calendar.family(), now=NOW)
    return graph.invoke(payload, context=ctx)


DENTIST = {
    "id": "new-dentist",
    "title": "dentist",
    "start": "2026-11-24T16:30:00-05:00",
    "end": "2026-11-24T17:30:00-05:00",
    "participants": ["jake"],
    "resources": ["minivan"],
}


def test_the_graph_checks_a_proposal_and_says_what_blocks_it(calendar):
    out = _run(calendar, {"event": DENTIST})
    assert set(out) == {"messages", "result"}
    message = out["messages"][-1]
    assert message.name == "conflicts"
    assert "Jake already has soccer practice Tue Nov 24 16:00–17:30" in message.content
    result = out["result"]
    assert set(result) == {"data", "explanation", "confidence", "reasoning", "timestamp"}
    assert result["data"]["has_blocking"] and len(result["data"]["blocking"]) == 2
    assert result["confidence"] > 0.9 and result["timestamp"].startswith("2026-11-23T09:00")


def test_the_graph_scans_a_span(calendar):
    out = _run(calendar, {"span": ["2026-11-23T00:00:00-05:00", "2026-11-30T00:00:00-05:00"]})
    assert out["result"]["data"]["conflicts"] == []
    assert "Nothing clashes" in out["messages"][-1].content


def test_bad_input_gets_a_plain_reply_not_an_exception(calendar):
    cases = [
        {},
        {"event": {"title": "dentist"}},
        {"event": {**DENTIST, "start": "2026-11-24T16:30:00"}},
        {"event": {**DENTIST, "end": "2026-11-24T15:00:00-05:00"}},
        {"span": ["2026-11-30T00:00:00-05:00", "2026-11-23T00:00:00-05:00"]},
        {"span": ["tomorrow", "later"]},
    ]
    for payload in cases:
        out = _run(calendar, payload)
        assert out["result"]["confidence"] < 0.5, payload
        assert out["result"]["data"]["problems"], payload
        assert out["messages"][-1].content.startswith("I could not check"), payload


def test_unknown_people_are_named_in_the_reply(calendar):
    out = _run(calendar, {"event": {**DENTIST, "participants": ["bob"], "resources": []}})
    assert "bob is not in the family" in out["messages"][-1].content
    assert out["result"]["confidence"] < 0.5


def test_a_series_proposal_is_checked_from_now_over_its_horizon(calendar):
    piano = calendar.get_event("demo-piano").model_dump(mode="json")
    piano["start"], piano["end"] = "2026-09-07T17:30:00-04:00", "2026-09-07T18:30:00-04:00"
    out = _run(calendar, {"event": piano, "horizon_weeks": 6})
    data = out["result"]["data"]
    assert data["occurrences_checked"] == 6  # Mondays from now, not from September
    assert not data["has_blocking"]  # it only overlaps its own old time


def test_events_written_together_are_each_checked_against_the_others(calendar):
    # Saturday afternoon: a chess club and a tutor for Jake, proposed together, overlap each
    # other; the tutor also lands on nothing else. Thursday 4:30pm: a call for Jake on his soccer.
    chess = {**DENTIST, "id": "chess", "title": "chess club", "resources": []}
    chess.update(start="2026-11-28T14:00:00-05:00", end="2026-11-28T15:00:00-05:00")
    tutor = {**chess, "id": "tutor", "title": "tutor", "start": "2026-11-28T14:30:00-05:00"}
    tutor["end"] = "2026-11-28T15:30:00-05:00"
    call = {**chess, "id": "call", "title": "call", "start": "2026-11-26T16:30:00-05:00"}
    call["end"] = "2026-11-26T17:00:00-05:00"
    out = _run(calendar, {"event": chess, "side_events": [tutor, call]})
    found = out["result"]["data"]["conflicts"]
    details = " ".join(c["details"] for c in found)
    assert "tutor" in details and "soccer practice" in details
    assert out["result"]["data"]["has_blocking"]
    assert "3 events checked together" in out["messages"][-1].content
    alone = _run(calendar, {"event": chess})  # on its own, the chess club clashes with nothing
    assert alone["result"]["data"]["conflicts"] == []
