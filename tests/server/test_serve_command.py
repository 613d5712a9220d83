"""`family-scheduler serve` says in one line what is missing before it starts anything.

No server, Postgres or Redis is needed: every case stops before the server would start.
"""

from __future__ import annotations

import socket
from pathlib import Path

import pytest

from family_scheduler.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str]:
    code = main(["serve", *args])
    return code, capsys.readouterr().err.strip()


@pytest.fixture(autouse=True)
def _no_server_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv("DATABASE_URI", raising=False)
    monkeypatch.delenv("REDIS_URI", raising=False)


def test_serving_without_a_database_says_which_option_is_missing(capsys):
    code, err = run(capsys, "--redis", "redis://127.0.0.1:6379/9")
    assert code == 2
    assert err == (
        "family-scheduler: --postgres is required (or set $DATABASE_URI), e.g. postgresql://127.0.0.1/…"
    )


def test_a_sqlite_file_is_not_the_servers_database(capsys):
    code, err = run(capsys, "--postgres", "family.sqlite", "--redis", "redis://127.0.0.1:6379/9")
    assert code == 2
    assert err.startswith("family-scheduler: --postgres must start with postgresql:// or postgres://")


def test_serving_a_calendar_that_was_never_made_asks_for_init(capsys, tmp_path: Path):
    missing = tmp_path / "nowhere.sqlite"
    code, err = run(
        capsys,
        *("--postgres", "postgresql://postgres@127.0.0.1:5432/x", "--redis", "redis://127.0.0.1:6379/9"),
        *("--db", str(missing)),
    )
    assert code == 2
    expected = f"no calendar at {missing}: run `family-scheduler init --db {missing}` first"
    assert err == f"family-scheduler: {expected}"
    assert not missing.exists()


def test_a_family_the_calendar_does_not_hold_is_named(capsys, tmp_path: Path):
    from family_scheduler.app import FamilyScheduler

    calendar = tmp_path / "family.sqlite"
    FamilyScheduler.create(calendar).close()
    code, err = run(
        capsys,
        *("--postgres", "postgresql://postgres@127.0.0.1:5432/x", "--redis", "redis://127.0.0.1:6379/9"),
        *("--db", str(calendar), "--family-id", "smiths"),
    )
    assert code == 2
    assert err == f"family-scheduler: no family 'smiths' in {calendar} (it holds demo)"


def test_a_port_in_use_is_refused_rather_than_swapped(capsys, tmp_path: Path):
    from family_scheduler.app import FamilyScheduler

    calendar = tmp_path / "family.sqlite"
    FamilyScheduler.create(calendar).close()
    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        code, err = run(
            capsys,
            *("--postgres", "postgresql://postgres@127.0.0.1:5432/x", "--redis", "redis://127.0.0.1:6379/9"),
            *("--db", str(calendar), "--port", str(port)),
        )
    assert code == 2
    assert err.startswith(f"family-scheduler: cannot listen on 127.0.0.1:{port}:")


def test_passwords_never_reach_the_messages(capsys):
    code, err = run(capsys, "--postgres", "mysql://family:s3cret@db/x", "--redis", "redis://127.0.0.1:6379/9")
    assert code == 2
    assert "s3cret" not in err and "mysql://family@db/x" in err


def test_a_calendar_database_that_cannot_be_reached_is_one_line_without_its_password(capsys):
    code, err = run(
        capsys,
        *("--postgres", "postgresql://postgres@127.0.0.1:5432/x", "--redis", "redis://127.0.0.1:6379/9"),
        *("--db", "postgresql://family:pw@127.0.0.1:1/calendar"),
    )
    assert code == 2
    assert err.startswith("family-scheduler: cannot read the calendar at postgresql://family@")
    assert "pw" not in err and len(err.splitlines()) == 1


def test_a_database_that_cannot_be_reached_is_one_line(capsys):
    code, err = run(capsys, "--postgres", "postgresql://postgres@127.0.0.1:1/nowhere", "--migrate-only")
    assert code == 2
    assert err.startswith("family-scheduler: cannot prepare the server's database at postgresql://postgres@")
    assert len(err.splitlines()) == 1
