"""Checkpoint savers that keep one conversation's latest checkpoint, not its whole history.

LangGraph's savers keep every checkpoint a thread ever wrote: a family's kitchen
thread grew by a full copy of its state each turn (4.4 MB in the file after 100 turns
here, `bench/bench_checkpoints.py`). Nothing in this assistant reads an old checkpoint:
a new turn starts from the latest one, a pending confirmation is that checkpoint's
pending writes (the interrupt), and a committed booking lives in the calendar, not in
the conversation. So when a thread's main graph saves a checkpoint, these savers
delete the thread's older checkpoints and their writes in the same transaction.

Kept: the newest checkpoint of the main graph (namespace "") of each thread, and the
writes that later attach to it (a pending interrupt, a resumed step's results).
Dropped: every earlier checkpoint of the thread, its writes, and subgraph checkpoints
(namespaces "parsing:<task>", …): no subgraph here interrupts, so none is ever resumed.
Time travel to an earlier checkpoint (`get_state_history`) therefore shows one entry.
"""

from __future__ import annotations

import json
from collections import defaultdict
from typing import Any

from langchain_core.runnables import RunnableConfig
from langgraph.checkpoint.base import ChannelVersions, Checkpoint, CheckpointMetadata, get_checkpoint_metadata
from langgraph.checkpoint.memory import InMemorySaver
from langgraph.checkpoint.sqlite import SqliteSaver

_INSERT = (
    "INSERT OR REPLACE INTO checkpoints (thread_id, checkpoint_ns, checkpoint_id, "
    "parent_checkpoint_id, type, checkpoint, metadata) VALUES (?, ?, ?, ?, ?, ?, ?)"
)
_WAITING = (
    "SELECT EXISTS (SELECT 1 FROM writes WHERE thread_id = ?1 AND checkpoint_ns = '' AND channel = ?2"
    " AND checkpoint_id = (SELECT MAX(checkpoint_id) FROM checkpoints"
    " WHERE thread_id = ?1 AND checkpoint_ns = ''))"
)
INTERRUPT = "__interrupt__"
"""The pending-write channel of a step that stopped to ask (LangGraph's checkpoint format;
its own constant is private since LangGraph 1.0)."""

_PRUNE = (
    "DELETE FROM checkpoints WHERE thread_id = ? AND NOT (checkpoint_ns = '' AND checkpoint_id = ?)",
    "DELETE FROM writes WHERE thread_id = ? AND NOT (checkpoint_ns = '' AND checkpoint_id = ?)",
)


def _row(config: RunnableConfig, checkpoint: Checkpoint, metadata: CheckpointMetadata, serde: Any) -> tuple:
    type_, blob = serde.dumps_typed(checkpoint)
    meta = json.dumps(get_checkpoint_metadata(config, metadata), ensure_ascii=False).encode("utf-8", "ignore")
    conf = config["configurable"]
    return (
        str(conf["thread_id"]),
        conf["checkpoint_ns"],
        checkpoint["id"],
        conf.get("checkpoint_id"),
        type_,
        blob,
        meta,
    )


def _saved(config: RunnableConfig, checkpoint: Checkpoint) -> RunnableConfig:
    conf = config["configurable"]
    return {
        "configurable": {
            "thread_id": conf["thread_id"],
            "checkpoint_ns": conf["checkpoint_ns"],
            "checkpoint_id": checkpoint["id"],
        }
    }


class LatestOnlySqliteSaver(SqliteSaver):
    """SqliteSaver keeping each thread's latest main-graph checkpoint and its writes only.

    `put` writes the new checkpoint and deletes the thread's other checkpoints and
    writes in one transaction (a crash leaves either the old state or the new one).
    """

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        row = _row(config, checkpoint, metadata, self.serde)
        with self.cursor() as cur:
            cur.execute(_INSERT, row)
            if row[1] == "":
                for statement in _PRUNE:
                    cur.execute(statement, (row[0], row[2]))
        return _saved(config, checkpoint)

    def waiting(self, config: RunnableConfig) -> bool:
        """Whether the thread's latest checkpoint holds an interrupt (it stopped to ask the
        family), without reading the checkpoint itself: one indexed lookup."""
        with self.cursor(transaction=False) as cur:
            cur.execute(_WAITING, (str(config["configurable"]["thread_id"]), INTERRUPT))
            return bool(cur.fetchone()[0])


def latest_only_async_saver(conn: Any) -> Any:
    """`LatestOnlySqliteSaver` for the async API, over an aiosqlite connection (the class is
    made here so importing this module does not import aiosqlite)."""
    from langgraph.checkpoint.sqlite.aio import AsyncSqliteSaver

    class LatestOnlyAsyncSqliteSaver(AsyncSqliteSaver):
        async def aput(
            self,
            config: RunnableConfig,
            checkpoint: Checkpoint,
            metadata: CheckpointMetadata,
            new_versions: ChannelVersions,
        ) -> RunnableConfig:
            await self.setup()
            row = _row(config, checkpoint, metadata, self.serde)
            async with self.lock:
                await self.conn.execute(_INSERT, row)
                if row[1] == "":
                    for statement in _PRUNE:
                        await self.conn.execute(statement, (row[0], row[2]))
                await self.conn.commit()
            return _saved(config, checkpoint)

    return LatestOnlyAsyncSqliteSaver(conn)


class LatestOnlyMemorySaver(InMemorySaver):
    """InMemorySaver keeping each thread's latest main-graph checkpoint, its writes and the
    channel values it refers to (the in-memory default of `FamilyScheduler`)."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._blob_keys: dict[str, set[tuple[str, str, str, Any]]] = defaultdict(set)
        """Each thread's keys in `blobs`, so pruning never scans other threads."""

    def put(
        self,
        config: RunnableConfig,
        checkpoint: Checkpoint,
        metadata: CheckpointMetadata,
        new_versions: ChannelVersions,
    ) -> RunnableConfig:
        saved = super().put(config, checkpoint, metadata, new_versions)
        conf = config["configurable"]
        thread, ns = conf["thread_id"], conf["checkpoint_ns"]
        keys = self._blob_keys[thread]
        keys.update((thread, ns, channel, version) for channel, version in new_versions.items())
        if ns != "":
            return saved
        latest = checkpoint["id"]
        namespaces = self.storage[thread]
        for name in list(namespaces):
            for cid in [c for c in namespaces[name] if (name, c) != ("", latest)]:
                del namespaces[name][cid]
                self.writes.pop((thread, name, cid), None)
            if name != "" and not namespaces[name]:
                del namespaces[name]
        versions = checkpoint["channel_versions"]
        for key in [k for k in keys if k[1] != "" or versions.get(k[2]) != k[3]]:
            self.blobs.pop(key, None)
            keys.discard(key)
        return saved

    def delete_thread(self, thread_id: str) -> None:
        super().delete_thread(thread_id)
        self._blob_keys.pop(thread_id, None)

    def waiting(self, config: RunnableConfig) -> bool:
        """Whether the thread's latest checkpoint holds an interrupt (see the SQLite saver)."""
        thread = str(config["configurable"]["thread_id"])
        saved = self.storage.get(thread, {}).get("")
        if not saved:
            return False
        writes = self.writes.get((thread, "", max(saved)), {})
        return any(write[1] == INTERRUPT for write in writes.values())
