"""One `family-scheduler serve --workers 2` for this folder, on local Postgres and Redis.

The server gets its own Postgres database (created here, dropped at the end), Redis
database 9 (its keys are per run, so a parallel session sharing it is harmless), a
calendar file holding two families (the Parkers, id `demo`, and the Riveras, id
`rivera`, with an empty week) and a free loopback port. Without Postgres on
127.0.0.1:5432 or Redis on 127.0.0.1:6379 every test here is skipped, saying which.
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from family_scheduler.app import FamilyScheduler
from family_scheduler.family_file import demo_family

POSTGRES_ADMIN = "postgresql://postgres@127.0.0.1:5432/postgres"
REDIS = "redis://127.0.0.1:6379/9"
START_SECONDS = 180
"""Two workers import the server and the graphs; a loaded machine takes a while."""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def reachable(port: int) -> bool:
    try:
        socket.create_connection(("127.0.0.1", port), timeout=2).close()
        return True
    except OSError:
        return False


@pytest.fixture(scope="session")
def server_database() -> Iterator[str]:
    """A Postgres database of this session's own, dropped afterwards."""
    if importlib_missing("langgraph_runtime_pg"):
        pytest.skip("the server is not installed: pip install -e '.[serve]'")
    if not reachable(5432):
        pytest.skip("no PostgreSQL on 127.0.0.1:5432 (the server tests need one, trust auth, user postgres)")
    if not reachable(6379):
        pytest.skip("no Redis on 127.0.0.1:6379 (the server tests need one)")
    import psycopg

    name = f"fs_serve_test_{os.getpid()}_{uuid.uuid4().hex[:6]}"
    with psycopg.connect(POSTGRES_ADMIN, autocommit=True) as admin:
        admin.execute(f'CREATE DATABASE "{name}"')
    try:
        yield f"postgresql://postgres@127.0.0.1:5432/{name}"
    finally:
        with psycopg.connect(POSTGRES_ADMIN, autocommit=True) as admin:
            admin.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


def importlib_missing(module: str) -> bool:
    import importlib.util

    return importlib.util.find_spec(module) is None


@pytest.fixture(scope="session")
def two_families(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A calendar file with the Parkers' week (`demo`) and the Riveras (`rivera`, no events)."""
    path = tmp_path_factory.mktemp("served") / "families.sqlite"
    family, _ = demo_family()
    FamilyScheduler.create(path).close()
    riveras = family.model_copy(update={"id": "rivera", "name": "The Riveras"})
    FamilyScheduler.create(path, riveras).close()
    return path


@pytest.fixture(scope="session")
def served(
    server_database: str, two_families: Path, tmp_path_factory: pytest.TempPathFactory
) -> Iterator[str]:
    """The URL of `family-scheduler serve --workers 2` on this session's databases."""
    port = free_port()
    log_path = tmp_path_factory.mktemp("serve-log") / "serve.log"
    env = {**os.environ, "LANGSMITH_TRACING": "false", "FAMILY_SCHEDULER_DB": str(two_families)}
    env.pop("OPENAI_API_KEY", None)
    env.pop("FAMILY_SCHEDULER_MODEL", None)
    command = [sys.executable, "-m", "family_scheduler", "serve", "--workers", "2", "--port", str(port)]
    command += ["--postgres", server_database, "--redis", REDIS, "--family-id", "demo"]
    with open(log_path, "w") as log:
        proc = subprocess.Popen(
            command, env=env, stdout=log, stderr=subprocess.STDOUT, start_new_session=True
        )
    url = f"http://127.0.0.1:{port}"
    try:
        wait_until_up(proc, url, log_path)
        yield url
    finally:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=30)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def wait_until_up(proc: subprocess.Popen[bytes], url: str, log_path: Path) -> None:
    import httpx

    deadline = time.monotonic() + START_SECONDS
    while time.monotonic() < deadline and proc.poll() is None:
        try:
            if httpx.get(f"{url}/ok", timeout=2).status_code == 200:
                return
        except httpx.HTTPError:
            pass
        time.sleep(0.5)
    tail = log_path.read_text(errors="replace")[-3000:]
    pytest.fail(f"family-scheduler serve did not start in {START_SECONDS}s:\n{tail}")
