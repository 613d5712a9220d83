"""ChatOpenAI's real client code against an in-process OpenAI-compatible server.

The openai SDK installed here is built on httpx2, so the fake server is an
httpx2.MockTransport; nothing leaves the process.
"""

from __future__ import annotations

import json

import pytest

from family_scheduler.context import SchedulerContext
from family_scheduler.subgraphs.parsing import graph

httpx2 = pytest.importorskip("httpx2")

NOW = "2026-11-23T09:00:00-05:00"
SOCCER = "Schedule soccer practice for Emma Saturday at 2pm"
DENTIST = "dentist for jake the day after christmas at 10am"


def run(family, text, model):
    return graph.invoke({"text": text}, context=SchedulerContext(family=family, now=NOW, chat_model=model))


def answer_json(model_says, **fields):
    return json.dumps(model_says(**fields))


def test_json_schema_request_shape_and_agreement(family, openai_server, model_says, answers):
    model, server = openai_server(
        answers.content(
            answer_json(model_says, title="soccer practice", start="2026-11-28T14:00", participants=["emma"])
        )
    )
    out = run(family, SOCCER, model)
    [body] = server.requests
    assert server.urls == ["http://fake.local/v1/chat/completions"]
    assert body["model"] == "gpt-4o-mini"
    schema = body["response_format"]["json_schema"]
    assert body["response_format"]["type"] == "json_schema" and schema["name"] == "ModelReading"
    assert {"intent", "start", "window_start", "participants", "confidence"} <= set(
        schema["schema"]["properties"]
    )
    system, user = body["messages"]
    assert system["role"] == "system" and user == {"role": "user", "content": SOCCER}
    for word in ("Emma", "Jake", "Minivan", "America/New_York", "2026-11-23T09:00-05:00"):
        assert word in system["content"]
    assert out["result"]["confidence"] == 0.99 and "errors" not in out


def test_function_calling_request_shape_and_a_sure_model_filling_an_assumed_day(
    family, openai_server, model_says, answers
):
    model, server = openai_server(
        answers.tool(
            answer_json(model_says, title="dentist", start="2026-12-26T10:00", participants=["jake"])
        ),
        method="function_calling",
    )
    out = run(family, DENTIST, model)
    [body] = server.requests
    assert body["tools"][0]["function"]["name"] == "ModelReading"
    assert body["tool_choice"]["function"]["name"] == "ModelReading"
    assert "response_format" not in body
    assert out["result"]["data"]["start"] == "2026-12-26T10:00:00-05:00"


def test_disagreement_on_the_date_keeps_the_grammar(family, openai_server, model_says, answers):
    model, _ = openai_server(
        answers.content(
            answer_json(model_says, title="soccer practice", start="2026-11-29T14:00", participants=["emma"])
        )
    )
    out = run(family, SOCCER, model)
    assert out["result"]["data"]["start"] == "2026-11-28T14:00:00-05:00"
    assert "model read the timing as 2026-11-29" in out["result"]["reasoning"]


def _refusal(request, body):
    message = {"role": "assistant", "content": None, "refusal": "I can't help with that request."}
    return httpx2.Response(
        200,
        json={
            "id": "x",
            "object": "chat.completion",
            "created": 0,
            "model": body["model"],
            "choices": [{"index": 0, "finish_reason": "stop", "message": message}],
        },
    )


def _timeout(request, body):
    raise httpx2.ReadTimeout("the model server is slow", request=request)


def _server_error(request, body):
    return httpx2.Response(500, json={"error": {"message": "overloaded", "type": "server_error"}})


def _not_found(request, body):
    return httpx2.Response(404, json={"error": {"message": "model 'gpt-4o-mini' not found"}})


CASES = {
    "invalid json": (lambda a: a.content("{'intent': create, oops"), "json_schema", "ValidationError", False),
    "wrong fields": (lambda a: a.content('{"intent": "party"}'), "json_schema", "ValidationError", False),
    "invalid tool json": (
        lambda a: a.tool('{"intent": "create", "title": '),
        "function_calling",
        "InvalidModelOutput",
        False,
    ),
    "words, no tool call": (
        lambda a: a.content("I'd rather not."),
        "function_calling",
        "ModelRefusal",
        False,
    ),
    "refusal": (lambda a: _refusal, "json_schema", "ModelRefusal", False),
    "timeout": (lambda a: _timeout, "json_schema", "OpenAITimeoutError", True),
    "http 500": (lambda a: _server_error, "json_schema", "OpenAIAPIError", True),
    "unknown model": (lambda a: _not_found, "json_schema", "OpenAIModelNotFoundError", False),
}


@pytest.mark.parametrize("handler, method, kind, retryable", CASES.values(), ids=CASES.keys())
def test_failures_fall_back_to_the_grammar_with_an_error(
    family, openai_server, answers, handler, method, kind, retryable
):
    alone = graph.invoke({"text": SOCCER}, context=SchedulerContext(family=family, now=NOW))
    model, server = openai_server(handler(answers), method=method)
    out = run(family, SOCCER, model)
    assert len(server.requests) == 1
    assert out["result"]["data"] == alone["result"]["data"]
    [error] = out["errors"]
    assert (error["step"], error["type"], error["retryable"]) == ("parsing.model", kind, retryable)
    assert error["message"]


def test_retries_are_the_clients(family, openai_server, model_says, answers):
    calls = []
    good = answers.content(
        answer_json(model_says, title="soccer practice", start="2026-11-28T14:00", participants=["emma"])
    )

    def flaky(request, body):
        calls.append(1)
        return _server_error(request, body) if len(calls) == 1 else good(request, body)

    model, server = openai_server(flaky, retries=1)
    out = run(family, SOCCER, model)
    assert len(server.requests) == 2 and "errors" not in out
