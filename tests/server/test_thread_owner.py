"""The owner check in front of the server, alone: what it lets through and what it refuses.

No server: a stand-in downstream app records the request the Agent Server would get.
Runs with a thread are exercised against the real server in test_many_families_one_server.
"""

from __future__ import annotations

import asyncio
import json
from pathlib import Path
from typing import Any

import pytest

from family_scheduler import studio
from family_scheduler.app import FamilyScheduler
from family_scheduler.family_file import demo_family
from family_scheduler.thread_owner import Message, OneFamilyPerThread, Receive, Scope, Send, refusal


@pytest.fixture
def two_families(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    path = tmp_path / "families.sqlite"
    FamilyScheduler.create(path).close()
    family, _ = demo_family()
    FamilyScheduler.create(path, family.model_copy(update={"id": "rivera", "name": "The Riveras"})).close()
    monkeypatch.setenv("FAMILY_SCHEDULER_DB", str(path))
    monkeypatch.setenv("FAMILY_SCHEDULER_FAMILY", "demo")
    studio.served_calendar.cache_clear()
    return path


def post(path: str, payload: Any) -> tuple[int, Any, list[Any]]:
    """POST `payload` through the middleware: (status, response body, requests passed on)."""
    passed: list[Any] = []
    sent: list[Message] = []

    async def server(scope: Scope, receive: Receive, send: Send) -> None:
        message = await receive()
        passed.append(json.loads(message["body"]))
        await send({"type": "http.response.start", "status": 200, "headers": []})
        await send({"type": "http.response.body", "body": b"{}"})

    async def receive() -> Message:
        return {"type": "http.request", "body": json.dumps(payload).encode(), "more_body": False}

    async def send(message: Message) -> None:
        sent.append(message)

    scope = {"type": "http", "method": "POST", "path": path, "headers": []}
    asyncio.run(OneFamilyPerThread(server)(scope, receive, send))
    status = next(m["status"] for m in sent if m["type"] == "http.response.start")
    body = json.loads(b"".join(m.get("body", b"") for m in sent if m["type"] == "http.response.body"))
    return status, body, passed


def test_a_run_goes_on_with_its_family_named_in_its_metadata(two_families):
    status, _, passed = post(
        "/runs/wait", {"assistant_id": "family_scheduler", "context": {"family_id": "rivera"}}
    )
    assert status == 200
    assert passed[0]["metadata"] == {"family_id": "rivera"}
    assert passed[0]["durability"] == "exit"  # a turn is checkpointed when it ends, as embedded


def test_a_run_that_chooses_its_durability_keeps_it(two_families):
    _, _, passed = post("/runs/wait", {"assistant_id": "family_scheduler", "durability": "sync"})
    assert passed[0]["durability"] == "sync"


def test_a_run_without_a_family_gets_the_configured_one(two_families):
    _, _, passed = post("/runs", {"assistant_id": "family_scheduler", "metadata": {"app": "kitchen tablet"}})
    assert passed[0]["metadata"] == {"app": "kitchen tablet", "family_id": "demo"}


def test_a_family_the_calendar_does_not_hold_never_reaches_the_server(two_families):
    status, body, passed = post("/runs/stream", {"assistant_id": "query", "context": {"family_id": "smiths"}})
    assert (status, passed) == (404, [])
    assert body == {"detail": f"no family 'smiths' in {two_families}"}


def test_a_batch_is_checked_run_by_run(two_families):
    runs = [{"context": {"family_id": "demo"}}, {"context": {"family_id": "smiths"}}]
    status, _, passed = post("/runs/batch", runs)
    assert (status, passed) == (404, [])


def test_other_requests_pass_untouched(two_families):
    status, _, passed = post("/threads/search", {"metadata": {"family_id": "smiths"}})
    assert status == 200 and passed == [{"metadata": {"family_id": "smiths"}}]


def test_the_refusal_says_whose_thread_it_is_and_what_to_do():
    line = refusal("t-1", "demo", "rivera")
    assert line == "thread t-1 belongs to family 'demo', not 'rivera': start a new thread for this family"
