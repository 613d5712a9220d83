"""Chat models that never touch the network: a scripted fake, and ChatOpenAI on a fake server.

`scripted(...)` answers each call with the next scripted reply: a dict becomes a tool
call filling the structured reading, a string a plain answer, an exception is raised.
`openai_server(...)` is ChatOpenAI (the real client code) talking to an in-process
httpx MockTransport; every request body is kept in `.requests`.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any, Literal

import pytest
from langchain_core.language_models.chat_models import BaseChatModel
from langchain_core.messages import AIMessage, BaseMessage
from langchain_core.outputs import ChatGeneration, ChatResult

NOW = "2026-11-23T09:00:00-05:00"


class ScriptedChatModel(BaseChatModel):
    """A chat model whose answers are written in the test (tool calls, words or errors)."""

    script: list[Any]
    seen: list[list[BaseMessage]] = []
    bound: list[dict[str, Any]] = []
    metadata: dict[str, Any] | None = None

    @property
    def _llm_type(self) -> str:
        return "scripted"

    def bind_tools(self, tools: Any, **kwargs: Any) -> Any:  # structured output comes here
        self.bound.append({"tools": tools, **kwargs})
        return self

    def _generate(
        self, messages: list[BaseMessage], stop: Any = None, run_manager: Any = None, **kwargs: Any
    ) -> ChatResult:
        self.seen.append(list(messages))
        reply = self.script.pop(0) if self.script else "I have nothing more to say."
        if isinstance(reply, BaseException):
            raise reply
        if isinstance(reply, dict):
            message = AIMessage(
                content="",
                tool_calls=[{"name": "ModelReading", "args": reply, "id": f"call_{len(self.seen)}"}],
            )
        else:
            message = AIMessage(content=str(reply))
        return ChatResult(generations=[ChatGeneration(message=message)])


def reading(**fields: Any) -> dict[str, Any]:
    """A full ModelReading answer: a sure 'create' unless told otherwise."""
    base: dict[str, Any] = {
        "intent": "create",
        "title": None,
        "start": None,
        "end": None,
        "duration_minutes": None,
        "window_start": None,
        "window_end": None,
        "participants": [],
        "resources": [],
        "recurrence": None,
        "shift_minutes": None,
        "query_type": None,
        "confidence": 0.9,
        "unsure_about": [],
    }
    base.update(fields)
    return base


@pytest.fixture
def scripted() -> Callable[..., ScriptedChatModel]:
    def make(*script: Any) -> ScriptedChatModel:
        return ScriptedChatModel(script=list(script), seen=[], bound=[])

    return make


class FakeServer:
    """An OpenAI-compatible endpoint in-process: answers from a handler, keeps the requests."""

    def __init__(self, answer: Callable[[Any, dict[str, Any]], Any]) -> None:
        self.answer = answer
        self.requests: list[dict[str, Any]] = []
        self.urls: list[str] = []

    def handle(self, request: Any) -> Any:
        body = json.loads(request.content)
        self.requests.append(body)
        self.urls.append(str(request.url))
        return self.answer(request, body)


def completion(body: dict[str, Any], message: dict[str, Any]) -> dict[str, Any]:
    return {
        "id": "chatcmpl-test",
        "object": "chat.completion",
        "created": 0,
        "model": body["model"],
        "choices": [{"index": 0, "finish_reason": "stop", "message": {"role": "assistant", **message}}],
    }


def content_answer(text: str) -> Callable[[Any, dict[str, Any]], Any]:
    """The server answers with `text` as the message content (json_schema replies)."""
    import httpx2

    return lambda request, body: httpx2.Response(200, json=completion(body, {"content": text}))


def tool_answer(args: str) -> Callable[[Any, dict[str, Any]], Any]:
    """The server answers with one tool call whose arguments are `args` (function calling)."""
    import httpx2

    def answer(request: Any, body: dict[str, Any]) -> Any:
        call = {
            "id": "call_1",
            "type": "function",
            "function": {"name": body["tools"][0]["function"]["name"], "arguments": args},
        }
        return httpx2.Response(200, json=completion(body, {"content": None, "tool_calls": [call]}))

    return answer


@pytest.fixture
def openai_server() -> Callable[..., tuple[Any, FakeServer]]:
    """openai_server(answer, method="json_schema") -> (ChatOpenAI, FakeServer)."""
    import httpx2

    from family_scheduler.model_config import ModelSettings, build_chat_model

    def make(
        answer: Callable[[Any, dict[str, Any]], Any],
        method: Literal["json_schema", "function_calling"] = "json_schema",
        retries: int = 0,
    ) -> tuple[Any, FakeServer]:
        server = FakeServer(answer)
        settings = ModelSettings(
            model="gpt-4o-mini",
            api_key="test",
            base_url="http://fake.local/v1",
            timeout_s=2.0,
            max_retries=retries,
            method=method,
        )
        client = httpx2.Client(transport=httpx2.MockTransport(server.handle))
        return build_chat_model(settings, http_client=client), server

    return make


@pytest.fixture
def model_says() -> Callable[..., dict[str, Any]]:
    """model_says(title=..., start=...) -> a full ModelReading answer."""
    return reading


class Answers:
    """Ways the fake OpenAI server answers: .content(text) or .tool(arguments)."""

    content = staticmethod(content_answer)
    tool = staticmethod(tool_answer)


@pytest.fixture
def answers() -> type[Answers]:
    return Answers
