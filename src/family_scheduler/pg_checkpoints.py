"""Conversation checkpoints in PostgreSQL, beside a `postgresql://` calendar.

LangGraph's own savers (`langgraph-checkpoint-postgres`), on a connection of their own
as that package asks (autocommit, dict rows, no prepared statements). Their tables are
made once per database: `setup()` runs migrations, which race when several processes
open a new database together, so it runs under an advisory lock.

Like the SQLite savers (`checkpoints.py`), they keep each thread's latest main-graph
checkpoint only: after it is saved, the thread's other checkpoints, their writes, the
subgraphs' checkpoints and every channel blob the latest checkpoint no longer refers to
are deleted. Our graphs use no delta channels (whose value is rebuilt from earlier
checkpoints), so the latest checkpoint holds the whole state. The deletes follow the
save on the same autocommit connection: a crash between them leaves old rows that the
thread's next save removes, never a latest checkpoint without its blobs.
"""

from __future__ import annotations

from typing import Any

SETUP_LOCK = 7_202_611_016
"""The advisory lock key held while the checkpoint tables are set up."""

_SET_UP: set[str] = set()

PRUNE = (
    "DELETE FROM checkpoints WHERE thread_id = %(thread)s"
    " AND NOT (checkpoint_ns = '' AND checkpoint_id = %(latest)s)",
    "DELETE FROM checkpoint_writes WHERE thread_id = %(thread)s"
    " AND NOT (checkpoint_ns = '' AND checkpoint_id = %(latest)s)",
    "DELETE FROM checkpoint_blobs WHERE thread_id = %(thread)s AND (checkpoint_ns <> ''"
    " OR (channel, version) NOT IN (SELECT * FROM unnest(%(channels)s::text[], %(versions)s::text[])))",
)
"""After a thread's main-graph checkpoint `latest` is saved: everything else of the thread."""


def prune_params(config: Any, checkpoint: Any) -> dict[str, Any] | None:
    """The PRUNE parameters for a saved checkpoint; None for a subgraph's (nothing to prune)."""
    conf = config["configurable"]
    if conf.get("checkpoint_ns", "") != "":
        return None
    versions = checkpoint["channel_versions"]
    return {
        "thread": str(conf["thread_id"]),
        "latest": checkpoint["id"],
        "channels": list(versions),
        "versions": [str(v) for v in versions.values()],
    }


def _latest_only(base: type) -> type:
    """`base` (PostgresSaver) keeping each thread's latest main-graph checkpoint only."""

    class LatestOnlyPostgresSaver(base):
        def put(self, config: Any, checkpoint: Any, metadata: Any, new_versions: Any) -> Any:
            saved = super().put(config, checkpoint, metadata, new_versions)
            params = prune_params(config, checkpoint)
            if params is not None:
                with self._cursor() as cur:
                    for statement in PRUNE:
                        cur.execute(statement, params)
            return saved

    return LatestOnlyPostgresSaver


def _latest_only_async(base: type) -> type:
    """`base` (AsyncPostgresSaver) keeping each thread's latest main-graph checkpoint only."""

    class LatestOnlyAsyncPostgresSaver(base):
        async def aput(self, config: Any, checkpoint: Any, metadata: Any, new_versions: Any) -> Any:
            saved = await super().aput(config, checkpoint, metadata, new_versions)
            params = prune_params(config, checkpoint)
            if params is not None:
                async with self._cursor() as cur:
                    for statement in PRUNE:
                        await cur.execute(statement, params)
            return saved

    return LatestOnlyAsyncPostgresSaver


def postgres_saver(url: str) -> tuple[Any, Any]:
    """A PostgresSaver for `url` and the connection it uses (the caller closes it)."""
    import psycopg
    from langgraph.checkpoint.postgres import PostgresSaver
    from psycopg.rows import dict_row

    conn = psycopg.connect(url, autocommit=True, prepare_threshold=0, row_factory=dict_row)
    saver = _latest_only(PostgresSaver)(conn)
    if url not in _SET_UP:
        conn.execute("SELECT pg_advisory_lock(%s)", (SETUP_LOCK,))
        try:
            saver.setup()
        finally:
            conn.execute("SELECT pg_advisory_unlock(%s)", (SETUP_LOCK,))
        _SET_UP.add(url)
    return saver, conn


async def async_postgres_saver(url: str) -> tuple[Any, Any]:
    """An AsyncPostgresSaver for `url` and its connection (the caller awaits its close)."""
    import psycopg
    from langgraph.checkpoint.postgres.aio import AsyncPostgresSaver
    from psycopg.rows import dict_row

    conn = await psycopg.AsyncConnection.connect(
        url, autocommit=True, prepare_threshold=0, row_factory=dict_row
    )
    saver = _latest_only_async(AsyncPostgresSaver)(conn)
    if url not in _SET_UP:
        await conn.execute("SELECT pg_advisory_lock(%s)", (SETUP_LOCK,))
        try:
            await saver.setup()
        finally:
            await conn.execute("SELECT pg_advisory_unlock(%s)", (SETUP_LOCK,))
        _SET_UP.add(url)
    return saver, conn
