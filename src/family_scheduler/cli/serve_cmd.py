"""`family-scheduler serve`: the stock LangGraph Agent Server on Postgres + Redis.

serve --postgres postgresql://… --redis redis://… [--workers N] [--port P] [--host H] [--db CALENDAR]

Runs `langgraph-api` (the Agent Server that `langgraph dev` and LangSmith deployments
run) with the open `langgraph-runtime-pg` runtime: runs, threads and checkpoints in
Postgres, streams and the run queue's wake-ups in Redis, `--workers` uvicorn processes
sharing both. The graphs are langgraph.json's (`studio.SERVED_GRAPHS`); a run names its
family in its context and a thread keeps to one family (`thread_owner`).

The runtime's schema is migrated here once, before any worker starts (workers that
each migrate on start race on it), and the workers are told not to migrate; `--migrate-only`
does just that step, for a deploy job.
"""

from __future__ import annotations

import argparse
import importlib.util
import json
import logging
import os
import socket
from pathlib import Path

DEFAULT_PORT = 2024
WORKER_START_SECONDS = 120
SERVED_APP = "family_scheduler.served_app:app"
"""langgraph-api's application behind the one-family-per-thread check."""


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "serve", help="serve the assistant to many families: LangGraph Agent Server on Postgres + Redis"
    )
    parser.add_argument(
        "--postgres",
        default=os.environ.get("DATABASE_URI"),
        metavar="URI",
        help="the server's Postgres database: runs, threads, checkpoints (default: $DATABASE_URI)",
    )
    parser.add_argument(
        "--redis",
        default=os.environ.get("REDIS_URI"),
        metavar="URI",
        help="the server's Redis: run streams and queue wake-ups (default: $REDIS_URI)",
    )
    parser.add_argument("--workers", type=int, default=1, help="server processes (default: 1)")
    parser.add_argument(
        "--jobs-per-worker", type=int, default=4, help="runs one process works on at once (default: 4)"
    )
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help=f"port (default: {DEFAULT_PORT})")
    parser.add_argument(
        "--db",
        default=None,
        metavar="CALENDAR",
        help="the families' calendar, a file or a database URL (default: $FAMILY_SCHEDULER_DB)",
    )
    parser.add_argument(
        "--family-id",
        default=None,
        help="the family of runs whose context names none (default: the only one)",
    )
    parser.add_argument(
        "--migrate-only", action="store_true", help="prepare the server's Postgres schema and exit"
    )
    parser.add_argument(
        "--log-level",
        default="WARNING",
        choices=["DEBUG", "INFO", "WARNING", "ERROR"],
        help="server log level (default: WARNING)",
    )
    parser.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from . import CliError

    os.environ["LOG_LEVEL"] = args.log_level  # langgraph-api reads it when first imported
    missing = [
        name for name in ("langgraph_api", "langgraph_runtime_pg") if not importlib.util.find_spec(name)
    ]
    if missing:
        raise CliError("the server is not installed: pip install 'family-scheduler[serve]'")
    postgres = checked_uri(args.postgres, ("postgresql://", "postgres://"), "--postgres", "DATABASE_URI")
    if args.migrate_only:
        migrate(postgres)
        print(f"the server's schema is ready in {shown(postgres)}")
        return 0
    redis = checked_uri(args.redis, ("redis://", "rediss://", "unix://"), "--redis", "REDIS_URI")
    if args.workers < 1 or args.jobs_per_worker < 1:
        raise CliError("--workers and --jobs-per-worker must be 1 or more")
    if not 0 < args.port < 65536:
        raise CliError(f"--port must be between 1 and 65535, not {args.port}")
    location, family = checked_calendar(args.db, args.family_id)
    check_port_free(args.host, args.port)
    check_redis(redis)
    migrate(postgres)
    os.environ.update(
        {
            "FAMILY_SCHEDULER_DB": location,
            "LG_RUNTIME_PG_AUTO_MIGRATE": "false",  # migrated above, once, before any worker
            "LANGGRAPH_NO_VERSION_CHECK": "true",  # no call to the package index at start
        }
    )
    if family:
        os.environ["FAMILY_SCHEDULER_FAMILY"] = family
    start_server(args, postgres, redis, location)
    return 0


def checked_uri(value: str | None, schemes: tuple[str, ...], option: str, env: str) -> str:
    from . import CliError

    if not value:
        raise CliError(f"{option} is required (or set ${env}), e.g. {schemes[0]}127.0.0.1/…")
    if not value.startswith(schemes):
        raise CliError(f"{option} must start with {' or '.join(schemes)}, not {shown(value)!r}")
    return value


def shown(uri: str) -> str:
    """A URI without its password, for messages."""
    if "@" not in uri or "://" not in uri:
        return uri
    scheme, rest = uri.split("://", 1)
    credentials, host = rest.rsplit("@", 1)
    return f"{scheme}://{credentials.split(':', 1)[0]}@{host}"


def checked_calendar(db: str | None, family_id: str | None) -> tuple[str, str | None]:
    """The calendar location the workers will open, checked now: a file must exist (made
    by `family-scheduler init`) and hold the default family, so the server does not start
    on a calendar that is not there."""
    from ..calendar.sqlite import list_families
    from ..studio import configured_location
    from . import CliError

    location = db or configured_location()
    if "://" in location:
        from ..calendar.stores import families_in

        try:
            families = families_in(location)
        except Exception as err:  # unreachable server, refused role: one line, no traceback
            raise CliError(f"cannot read the calendar at {shown(location)}: {err}") from None
        if family_id is not None and family_id not in families:
            shown_families = ", ".join(families) or "none"
            raise CliError(f"no family {family_id!r} in {shown(location)} (it holds {shown_families})")
        if family_id is None and len(families) == 1:
            family_id = families[0]
        return location, family_id
    path = Path(location).expanduser()
    if not path.exists():
        raise CliError(f"no calendar at {path}: run `family-scheduler init --db {path}` first")
    families = list_families(path)
    if family_id is not None and family_id not in families:
        raise CliError(f"no family {family_id!r} in {path} (it holds {', '.join(families) or 'none'})")
    if family_id is None and len(families) == 1:
        family_id = families[0]
    return str(path), family_id


def check_port_free(host: str, port: int) -> None:
    from . import CliError

    with socket.socket(socket.AF_INET6 if ":" in host else socket.AF_INET, socket.SOCK_STREAM) as s:
        s.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            s.bind((host, port))
        except OSError as err:
            raise CliError(f"cannot listen on {host}:{port}: {err.strerror or err}") from None


def check_redis(uri: str) -> None:
    from redis import Redis
    from redis.exceptions import RedisError

    from . import CliError

    try:
        client = Redis.from_url(uri, socket_connect_timeout=5)
        client.ping()
        client.close()
    except (RedisError, OSError, ValueError) as err:
        raise CliError(f"cannot reach Redis at {shown(uri)}: {err}") from None


def migrate(postgres: str) -> None:
    """Bring the runtime's tables (runs, threads, crons by its Alembic migrations; the
    checkpoint and store tables by langgraph's own `setup()`) to the versions it needs,
    once: workers starting together would each try, and collide."""
    from langgraph_runtime_pg.migrate import upgrade_head

    from . import CliError

    logging.getLogger("alembic").setLevel(logging.WARNING)
    try:
        upgrade_head(postgres)
        prepare_checkpoints_and_store(postgres)
    except Exception as err:  # alembic and the driver raise many kinds; all are one line here
        first = str(getattr(err, "orig", None) or err).strip().splitlines()
        raise CliError(
            f"cannot prepare the server's database at {shown(postgres)}: "
            f"{first[0] if first else type(err).__name__}"
        ) from None


def prepare_checkpoints_and_store(postgres: str) -> None:
    import psycopg
    from langgraph.checkpoint.postgres import PostgresSaver
    from langgraph.store.postgres import PostgresStore
    from langgraph_runtime_pg.database import to_psycopg_uri
    from psycopg.rows import dict_row

    # autocommit: the set-up creates some indexes CONCURRENTLY
    with psycopg.connect(to_psycopg_uri(postgres), autocommit=True, prepare_threshold=0) as conn:
        conn.row_factory = dict_row  # type: ignore[assignment]
        PostgresSaver(conn).setup()  # type: ignore[arg-type]
        PostgresStore(conn).setup()  # type: ignore[arg-type]


def start_server(args: argparse.Namespace, postgres: str, redis: str, location: str) -> None:
    """Configure langgraph-api through its environment, as its own runner does, and run it
    under uvicorn (behind the owner check); returns when the server stops."""
    import uvicorn

    from ..studio import SERVED_GRAPHS

    os.environ.update(
        {
            "LANGGRAPH_RUNTIME_EDITION": "pg",  # langgraph-runtime-pg
            "DATABASE_URI": postgres,
            "REDIS_URI": redis,
            "LANGSERVE_GRAPHS": json.dumps(SERVED_GRAPHS),
            "N_JOBS_PER_WORKER": str(args.jobs_per_worker),
            "LANGGRAPH_API_URL": f"http://{args.host}:{args.port}",
        }
    )
    os.environ.pop("MIGRATIONS_PATH", None)  # an in-memory runtime setting
    print(
        f"family-scheduler serve: http://{args.host}:{args.port} "
        f"({args.workers} worker(s) x {args.jobs_per_worker} runs; Postgres {shown(postgres)}, "
        f"Redis {shown(redis)}; calendar {shown(location)})",
        flush=True,
    )
    level = args.log_level
    uvicorn.run(
        SERVED_APP,
        host=args.host,
        port=args.port,
        workers=args.workers,
        # uvicorn restarts a worker that has not answered its supervisor within this many
        # seconds; importing the server and the graphs takes longer on a loaded machine.
        timeout_worker_healthcheck=WORKER_START_SECONDS,
        access_log=False,
        log_config={
            "version": 1,
            "incremental": False,
            "disable_existing_loggers": False,
            "formatters": {"simple": {"class": "langgraph_api.logging.Formatter"}},
            "handlers": {
                "console": {
                    "class": "logging.StreamHandler",
                    "formatter": "simple",
                    "stream": "ext://sys.stdout",
                }
            },
            "loggers": {
                name: {"level": level} for name in ("uvicorn", "uvicorn.error", "langgraph_api.server")
            },
            "root": {"handlers": ["console"]},
        },
    )
