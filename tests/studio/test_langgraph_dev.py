"""Studio's view: `langgraph dev` serves every graph offline and a client drives a conversation.

Starts its own server on a free loopback port in a temporary folder, talks to it with
langgraph-sdk, and stops it. No key, no network beyond 127.0.0.1.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

import httpx
import pytest

REPO = Path(__file__).resolve().parents[2]
NOW = "2026-11-23T09:00:00-05:00"
SIX = ("parsing", "scheduling", "resources", "conflicts", "resolution", "query")


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


@pytest.fixture(scope="module")
def server(tmp_path_factory):
    langgraph = shutil.which("langgraph") or str(Path(sys.executable).parent / "langgraph")
    if not Path(langgraph).exists():
        pytest.fail("langgraph-cli is not installed: pip install -e '.[dev]'")
    work = tmp_path_factory.mktemp("studio")
    config = json.loads((REPO / "langgraph.json").read_text())
    config["dependencies"] = [str(REPO)]
    (work / "langgraph.json").write_text(json.dumps(config))
    port = free_port()
    env = {
        **os.environ,
        "LANGGRAPH_CLI_NO_ANALYTICS": "1",
        "LANGSMITH_TRACING": "false",
        "LANGGRAPH_NO_VERSION_CHECK": "true",
        "FAMILY_SCHEDULER_DB": str(work / "family.sqlite"),
    }
    env.pop("OPENAI_API_KEY", None)
    log = open(work / "server.log", "w")
    proc = subprocess.Popen(
        [langgraph, "dev", "--no-browser", "--no-reload", "--host", "127.0.0.1", "--port", str(port)],
        cwd=work,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,
    )
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 90
    while time.monotonic() < deadline:
        if proc.poll() is not None:
            break
        try:
            if httpx.get(f"{url}/ok", timeout=1).status_code == 200:
                break
        except httpx.HTTPError:
            time.sleep(0.5)
    else:
        proc.kill()
    if proc.poll() is not None:
        pytest.fail("langgraph dev did not start:\n" + (work / "server.log").read_text()[-3000:])
    yield url
    os.killpg(proc.pid, signal.SIGTERM)
    try:
        proc.wait(timeout=20)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
    log.close()


@pytest.fixture(scope="module")
def client(server):
    from langgraph_sdk import get_sync_client

    return get_sync_client(url=server, api_key=None)


def test_a_conversation_pauses_for_confirmation_and_resumes(client):
    thread = client.threads.create()
    context = {"now": NOW, "speaker": "sarah"}
    client.runs.wait(
        thread["thread_id"],
        "family_scheduler",
        context=context,
        input={"messages": [{"role": "human", "content": "cancel Emma's piano lesson next monday"}]},
    )
    state = client.threads.get_state(thread["thread_id"], subgraphs=True)
    interrupts = [i for task in state["tasks"] for i in task.get("interrupts", [])]
    assert interrupts and "piano" in interrupts[0]["value"]["summary"]
    client.runs.wait(thread["thread_id"], "family_scheduler", context=context, command={"resume": "yes"})
    final = client.threads.get_state(thread["thread_id"], subgraphs=True)
    assert final["values"]["workflow_status"] == "completed"
    assert final["values"]["committed"]
    assert not final["tasks"]


def test_the_main_graph_shows_all_six_subgraphs(client):
    assistant = next(a for a in client.assistants.search(graph_id="family_scheduler"))
    drawn = client.assistants.get_graph(assistant["assistant_id"], xray=True)
    ids = {node["id"] for node in drawn["nodes"]}
    for name in SIX:
        assert any(i.startswith(f"{name}:") for i in ids), f"{name} not expanded in {sorted(ids)}"


def test_one_subgraph_runs_alone_on_its_own_input(client):
    out = client.runs.wait(
        None,
        "scheduling",
        context={"now": NOW},
        input={
            "participants": ["emma", "jake"],
            "duration_minutes": 60,
            "window": ["2026-11-28T12:00:00-05:00", "2026-11-28T17:00:00-05:00"],
        },
    )
    assert out["result"]["data"]["recommended"]
    assert set(out) == {"messages", "result"}


def test_all_seven_graphs_are_served(client):
    served = {a["graph_id"] for a in client.assistants.search(limit=50)}
    assert served >= {"family_scheduler", *SIX}
