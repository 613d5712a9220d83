"""Conversation checkpoints in PostgreSQL, beside a `postgresql://` calendar.

LangGraph's own savers (`langgraph-checkpoint-postgres`), on a connection of their own
as that package asks (autocommit, dict rows, no prepared statements). Their tables are
made once per database: `setup()` runs migrations, which race when several processes
open a new database together, so it runs under an advisory lock.
"""

from __future__ import annotations

from typing import Any

SETUP_LOCK = 7_202_611_016
"""The advisory lock key held while the checkpoint tables are set up."""

_SET_UP: set[str] = set()


def postgres_saver(url: str) -> tuple[Any, Any]:
    """A PostgresSaver for `url` and the connection it uses (the caller closes it)."""
    import psycopg
    from langgraph.checkpoint.postgres import PostgresSaver
    from psycopg.rows import dict_row

    conn = psycopg.connect(url, autocommit=True, prepare_threshold=0, row_factory=dict_row)
    saver = PostgresSaver(conn)
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
    saver = AsyncPostgresSaver(conn)
    if url not in _SET_UP:
        await conn.execute("SELECT pg_advisory_lock(%s)", (SETUP_LOCK,))
        try:
            await saver.setup()
        finally:
            await conn.execute("SELECT pg_advisory_unlock(%s)", (SETUP_LOCK,))
        _SET_UP.add(url)
    return saver, conn
