"""One family per conversation on LangGraph Server: the served threads' owner check.

`family-scheduler serve` runs the stock Agent Server behind this module's ASGI
middleware (`served_app.py`), which looks only at the requests that start a run. It
authenticates nobody — the server is meant to sit
behind the family app that does, and a run names its family in its context — but it
gives every thread one owner:

- a run's context names a family (`family_id`; the configured default when absent); a
  family that the calendar does not hold is refused (404) before anything runs;
- the first run on a thread writes that family into the thread's metadata (a run that
  creates its thread writes it in the new thread's metadata);
- a run for another family on that thread is refused with one plain line (HTTP 409),
  so two families never read or change each other's conversation through the
  assistant, even when they happen to use the same thread id;
- a run that names no durability is checkpointed when it ends, as the embedded API does.

Why an ASGI wrapper rather than langgraph-api's own hooks, with langgraph-runtime-pg
0.11.1: custom auth (`langgraph_sdk.Auth`, whose filters would re-check the owner inside
the run's transaction) stores the caller in every run's config, which the runtime cannot
serialise (every run fails with HTTP 500); a custom HTTP app (`http.app`) makes the
server ask for its store before the runtime has started it (start-up fails).

Not covered, because nobody is authenticated: reading or editing a thread directly by
id (`threads.get`, `threads.update_state`), and two families' first runs racing on one
brand-new thread id. Keep the server's port private to the app (docs/deploy.md).
"""

from __future__ import annotations

import asyncio
import json
import re
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from starlette.responses import JSONResponse

FAMILY_KEY = "family_id"
"""The thread metadata key (and the run context key) that names a thread's family."""

TURN_DURABILITY = "exit"
"""LangGraph's durability for runs that name none: the embedded API's default."""

THREAD_RUN = re.compile(r"^/threads/(?P<thread>[^/]+)/runs(?:/wait|/stream)?/?$")
THREADLESS_RUN = re.compile(r"^/runs(?:/wait|/stream|/batch)?/?$")

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]


class Refused(Exception):
    """A run this server will not start: `status` and one line for the caller."""

    def __init__(self, status: int, line: str) -> None:
        super().__init__(line)
        self.status = status
        self.line = line


def requested_family(payload: dict[str, Any]) -> str | None:
    """The family a run asks for: its context's `family_id` (or the same key in
    `config.configurable`, which the server treats alike), else the configured default."""
    from .studio import default_family_id

    context = payload.get("context")
    if not context:
        config = payload.get("config")
        context = config.get("configurable") if isinstance(config, dict) else None
    family = context.get(FAMILY_KEY) if isinstance(context, dict) else None
    return str(family) if family else default_family_id()


def refusal(thread_id: str, owner: str, family: str) -> str:
    """The one line a run for the wrong family gets."""
    return (
        f"thread {thread_id} belongs to family {owner!r}, not {family!r}: start a new thread for this family"
    )


async def family_of_calendar(family: str | None) -> str:
    """The id of the family the run will use, opening its calendar now (once per process)
    so a family the calendar does not hold is refused before the run is queued."""
    from .studio import configured_calendar

    def opened() -> str:
        return configured_calendar(family).family().id

    try:
        return await asyncio.to_thread(opened)
    except (ValueError, OSError) as err:
        raise Refused(404, (str(err).splitlines() or [type(err).__name__])[0]) from None


async def claim_thread(thread_id: str, family: str, payload: dict[str, Any]) -> None:
    """Check `thread_id` belongs to `family`, writing the owner on its first run."""
    from langgraph_sdk import get_client
    from langgraph_sdk.errors import NotFoundError

    client = get_client()  # in-process: the server's own API, no network
    try:
        thread = await client.threads.get(thread_id)
    except NotFoundError:
        return  # the run creates it (if_not_exists="create") with the family in its metadata
    owner = (thread.get("metadata") or {}).get(FAMILY_KEY)
    if owner is None:
        await client.threads.update(thread_id, metadata={FAMILY_KEY: family})
    elif owner != family:
        raise Refused(409, refusal(thread_id, str(owner), family))


async def checked_run(payload: dict[str, Any], thread_id: str | None) -> dict[str, Any]:
    """The run request with its family named in its metadata, or Refused.

    A run that does not choose its durability gets `TURN_DURABILITY`, as in the embedded
    API (`FamilyScheduler`): its checkpoint is written when the turn ends or pauses for an
    answer, not after every step (measured: a question turn 210 ms instead of 500 ms)."""
    family = await family_of_calendar(requested_family(payload))
    metadata = payload.get("metadata")
    payload["metadata"] = {**(metadata if isinstance(metadata, dict) else {}), FAMILY_KEY: family}
    if payload.get("durability") is None and payload.get("checkpoint_during") is None:
        payload["durability"] = TURN_DURABILITY
    if thread_id is not None:
        await claim_thread(thread_id, family, payload)
    return payload


class OneFamilyPerThread:
    """ASGI middleware: every request that starts a run passes `checked_run` first."""

    def __init__(self, app: Callable[[Scope, Receive, Send], Awaitable[None]]) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        path = str(scope.get("path", ""))
        thread = THREAD_RUN.match(path)
        if scope.get("type") != "http" or scope.get("method") != "POST":
            return await self.app(scope, receive, send)
        if thread is None and THREADLESS_RUN.match(path) is None:
            return await self.app(scope, receive, send)
        body = await read_body(receive)
        try:
            payload = json.loads(body or b"{}")
        except ValueError:
            payload = None
        batch = isinstance(payload, list) and all(isinstance(run, dict) for run in payload)
        if not isinstance(payload, dict) and not batch:  # the server answers a malformed request
            return await self.app(scope, replay(body, receive), send)
        try:
            if isinstance(payload, list):  # /runs/batch: threadless runs, each names its family
                payload = [await checked_run(run, None) for run in payload]
            else:
                payload = await checked_run(payload, thread.group("thread") if thread else None)
        except Refused as refused:
            return await JSONResponse({"detail": refused.line}, status_code=refused.status)(
                scope, receive, send
            )
        body = json.dumps(payload).encode()
        headers = [(k, v) for k, v in scope.get("headers", []) if k.lower() != b"content-length"]
        scope["headers"] = [*headers, (b"content-length", str(len(body)).encode())]
        await self.app(scope, replay(body, receive), send)


async def read_body(receive: Receive) -> bytes:
    chunks = []
    while True:
        message = await receive()
        chunks.append(message.get("body", b""))
        if not message.get("more_body"):
            return b"".join(chunks)


def replay(body: bytes, receive: Receive) -> Receive:
    """A `receive` that hands the (re-written) body over once, then the connection's own."""
    sent = False

    async def again() -> Message:
        nonlocal sent
        if sent:
            return await receive()
        sent = True
        return {"type": "http.request", "body": body, "more_body": False}

    return again
