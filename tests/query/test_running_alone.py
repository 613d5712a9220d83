"""The query subgraph runs on its own: input, context, output shape, the graph Studio draws."""

from __future__ import annotations

from datetime import datetime

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.context import SchedulerContext
from family_scheduler.family_file import demo_family
from family_scheduler.models import HybridOutput
from family_scheduler.subgraphs.query import QueryAnswer, graph

TUESDAY = ["2026-11-24T00:00:00-05:00", "2026-11-25T00:00:00-05:00"]


def test_it_answers_with_only_a_request_and_a_context():
    family, events = demo_family()
    context = SchedulerContext(
        calendar=InMemoryCalendar(family, events), family=family, now="2026-11-23T09:00:00-05:00"
    )

    out = graph.invoke(
        {"request": {"intent": "query", "query_type": "event_lookup", "window": TUESDAY}}, context=context
    )

    assert set(out) == {"messages", "result"}  # private working keys stay inside
    [message] = out["messages"]
    assert message.name == "query" and "soccer practice" in message.content
    result = HybridOutput.model_validate(out["result"])
    assert datetime.fromisoformat(out["result"]["timestamp"]) == datetime.fromisoformat(
        "2026-11-23T09:00:00-05:00"
    )
    assert QueryAnswer.model_validate(result.data).query_type == "event_lookup"
    assert result.reasoning and 0.9 <= result.confidence <= 1


def test_the_family_can_come_from_the_calendar_and_now_from_a_clock(calendar):
    clock = lambda: datetime.fromisoformat("2026-11-28T12:00:00-05:00")  # noqa: E731
    out = graph.invoke(
        {"request": {"intent": "query", "query_type": "availability", "participants": ["mike"]}},
        context=SchedulerContext(calendar=calendar, clock=clock),
    )

    first = out["result"]["data"]["free_windows"][0]
    assert first["start"] == "2026-11-28T12:00:00-05:00"


def test_the_drawn_graph_routes_each_kind_of_question_to_its_own_node():
    nodes = set(graph.get_graph().nodes)

    assert {
        "plan_question",
        "find_free_time",
        "look_up_events",
        "check_resource_status",
        "check_clashes",
        "explain_problem",
        "locate_event",
        "word_answer",
    } <= nodes
    assert graph.get_input_jsonschema()["required"] == ["request"]
