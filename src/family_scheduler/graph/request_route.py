"""Which chain of the main graph a request goes to, read from the request alone.

Kept apart from `nodes` so that the parsing wrapper can ask it too (whether what is missing
is asked by `clarify`) without importing the nodes that import it.
"""

from __future__ import annotations

from ..models.request import RequestJSON
from .just_written import just_written_asked
from .state import Routing


def route_request(state: Routing) -> str:
    """After parsing: which chain handles this request."""
    if state.get("workflow_status") == "failed":
        return "finish"
    request = state.get("request")
    if request is None or request["intent"] == "unknown" or request["problems"]:
        return "clarify"
    if request["intent"] == "query":  # "what did I just book?": this thread's last change
        return "tell_just_written" if just_written_asked(request["text"]) else "query"
    if finding_time_together(request):
        return "scheduling"  # "find an hour for everyone this weekend": the time is what was asked
    if request["missing"] or request["confidence"] < 0.5:
        return "clarify"
    if request["intent"] == "create" and request["resource_choices"]:
        return "clarify"  # "the car" when the family has two: which one?
    if request["intent"] == "create" and request["remind_before_minutes"] is None:
        return "scheduling"
    return "query"  # the query subgraph locates the event to change (or to be reminded of)


def finding_time_together(request: RequestJSON) -> bool:
    """A search for free time for named people with no activity named: the assistant finds
    the time and asks before booking it, rather than asking what it is for first."""
    return (
        request["intent"] == "create"
        and request["missing"] == ["title"]
        and request["start"] is None
        and request["window"] is not None
        and bool(request["participants"])
        and not request["problems"]
    )


def asked_again_by_clarify(request: RequestJSON) -> bool:
    """Whether what was missing of `request` is asked by `clarify` ("When should it be?"),
    so that it can be asked again there after a question answered meanwhile; "which one?"
    about the events found is asked of the located events, and a question is no request."""
    return request["intent"] != "query" and route_request(Routing(request=request)) == "clarify"
