"""The embedding API: build the assistant around a calendar, run turns, resume, read.

    from family_scheduler import FamilyScheduler
    with FamilyScheduler.create("family.sqlite") as app:   # or .open(...) an existing one
        print(app.ask("Dentist for Jake tomorrow at 3pm", thread_id="kitchen").reply)

    async with await FamilyScheduler.aopen("family.sqlite") as app:   # the async API
        print((await app.aask("what's on tomorrow?")).reply)

The clock is injected here, at the edge: pass `now` (or `clock`) for reproducible runs.
Replies come back in the family's clock (12- or 24-hour, `Family.clock_style`); the
graphs' own messages and structured outputs keep the canonical 24-hour wording.
"""

from __future__ import annotations

import inspect
import sqlite3
from collections.abc import AsyncIterator, Callable, Iterator, Sequence
from contextlib import contextmanager
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any, Literal

from langchain_core.messages import HumanMessage
from langgraph.checkpoint.base import CheckpointTuple
from langgraph.types import Command, StreamMode, StreamPart

from .aftermath import RESULT_KEYS, TurnTrace, written_outcome
from .calendar.base import Calendar
from .calendar.sqlite import BUSY_TIMEOUT_S
from .calendar.stores import (
    close_store,
    describe,
    families_in,
    is_database_url,
    location_of,
    open_store,
    store_exists,
    store_for,
)
from .checkpoints import INTERRUPT
from .context import SchedulerContext
from .days import When, bound, whole_day
from .graph.main import build_main_graph
from .graph.replies import question_text, said_in_clock
from .models.dialogue import OptionView, Question, Resume
from .models.events import Event, Occurrence
from .models.family import Family
from .models.results import ErrorJSON, HybridJSON, ProposalJSON
from .timeutil import check_in_range, check_span_in_range, parse_instant, zone
from .wording import capitalised, in_clock

if TYPE_CHECKING:  # the iCalendar side loads only when used
    from .ical.caldav_sync import SyncReport
    from .ical.importing import ImportReport
    from .ical.links import Links
    from .ical.subscriptions import RefreshReport

Status = Literal["completed", "awaiting_user", "failed", "in_progress"]


@dataclass
class TurnResult:
    """One turn's outcome, in the shape `family-scheduler ask --json` prints.

    Everything a person reads (`reply`, the question, the options) is in the family's
    clock; `proposal` and `outputs` are the graphs' structured data, as stored.
    """

    reply: str
    status: Status
    intent: str | None
    proposal: ProposalJSON | None
    options: list[OptionView] = field(default_factory=list)
    committed: list[str] = field(default_factory=list)
    """Ids of the events written this turn."""
    outputs: dict[str, HybridJSON] = field(default_factory=dict)
    """Each subgraph's hybrid output `{data, explanation, confidence, reasoning, timestamp}`."""
    question: Question | None = None
    """The pending question (the interrupt payload) when status is awaiting_user."""
    errors: list[ErrorJSON] = field(default_factory=list)
    """What went wrong since the thread's latest request (an answer to a question keeps its
    request's): `{"step", "type", "message", "retryable", "at"}`, e.g. the optional chat
    model timing out (`parsing.model`), a refused write (`commit`), or a conversation that
    could not be saved after the calendar was written (`checkpoint`; docs/usage.md)."""

    @property
    def model_failures(self) -> list[ErrorJSON]:
        """The chat model's failures this turn (the grammar's reading was used instead)."""
        return [e for e in self.errors if e.get("step", "").endswith(".model")]

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def system_clock() -> datetime:
    return datetime.now(UTC)


class FamilyScheduler:
    """The assistant for one family: a compiled main graph plus its dependencies.

    A context manager (sync and async): leaving the block closes the calendar and the
    checkpoint connection it opened (`close()` / `await aclose()` do the same).
    """

    def __init__(
        self,
        calendar: Calendar,
        *,
        checkpointer: Any = None,
        chat_model: Any = None,
        clock: Callable[[], datetime] | None = None,
        always_confirm: bool = False,
        durability: str = "exit",
    ) -> None:
        if checkpointer is None:
            from .checkpoints import LatestOnlyMemorySaver

            checkpointer = LatestOnlyMemorySaver()
        self.calendar = calendar
        self.chat_model = chat_model
        self.clock = clock or system_clock
        self.always_confirm = always_confirm
        self.durability = durability
        self.checkpointer = checkpointer
        self.graph = build_main_graph(checkpointer=checkpointer)
        self._told: dict[str, TurnResult] = {}
        """Per thread: what a turn that failed after writing the calendar wrote."""
        self._opened: list[Any] = []
        """Connections this object opened (open/aopen/create), closed by close()/aclose()."""

    # -- building one ----------------------------------------------------------------------

    @classmethod
    def create(
        cls,
        db_path: str | Path,
        family: Family | str | Path | None = None,
        *,
        events: Sequence[Event] = (),
        **kwargs: Any,
    ) -> FamilyScheduler:
        """A new calendar file for `family` (a `Family`, the path of a family file, or None
        for the demo family) with its starting events, opened. Refuses a file that already
        holds that family: open it with `open`, or update it with `family-scheduler init`."""
        from .family_file import demo_family, read_family_file
        from .family_sync import apply_changes, plan_changes

        if family is None:
            chosen, starting = demo_family()
        elif isinstance(family, Family):
            chosen, starting = family, list(events)
        else:
            checked = read_family_file(str(family))
            chosen, starting = checked.family, checked.events
        where = location_of(db_path) if isinstance(db_path, str) else db_path
        if store_exists(where) and chosen.id in families_in(where):
            raise ValueError(
                f"{describe(where)} already holds the family {chosen.id!r}: open it with FamilyScheduler.open"
            )
        calendar = store_for(where, chosen.id)
        try:
            apply_changes(calendar, chosen, plan_changes(None, [], chosen, starting, str(family or "demo")))
        finally:
            close_store(calendar)
        return cls.open(where, family_id=chosen.id, **kwargs)

    @staticmethod
    def _stored_calendar(db_path: str | Path, family_id: str | None) -> Calendar:
        return open_store(location_of(db_path) if isinstance(db_path, str) else db_path, family_id)

    @classmethod
    def open(cls, db_path: str | Path, *, family_id: str | None = None, **kwargs: Any) -> FamilyScheduler:
        """The calendar and the conversation checkpoints in one place: a SQLite file (the
        embedded default; each thread keeps its latest checkpoint only), or a PostgreSQL
        database named by a `postgresql://` URL (the `postgres` extra), where each family's
        rows are fenced off by the database."""
        calendar = cls._stored_calendar(db_path, family_id)
        try:
            if is_database_url(db_path):
                from .pg_checkpoints import postgres_saver

                saver, conn = postgres_saver(str(db_path))
            else:
                from .checkpoints import LatestOnlySqliteSaver

                conn = sqlite3.connect(str(db_path), check_same_thread=False, timeout=BUSY_TIMEOUT_S)
                saver = LatestOnlySqliteSaver(conn)
        except BaseException:
            close_store(calendar)
            raise
        app = cls(calendar, checkpointer=saver, **kwargs)
        app._opened += [calendar, conn]
        return app

    @classmethod
    async def aopen(
        cls, db_path: str | Path, *, family_id: str | None = None, **kwargs: Any
    ) -> FamilyScheduler:
        """`open` for the async API: checkpoints through LangGraph's AsyncSqliteSaver (aiosqlite)
        in the same file, or its AsyncPostgresSaver for a `postgresql://` URL. Use `aask`,
        `aresume`, `astream`; close with `await app.aclose()`."""
        calendar = cls._stored_calendar(db_path, family_id)
        conn: Any
        try:
            if is_database_url(db_path):
                from .pg_checkpoints import async_postgres_saver

                saver, conn = await async_postgres_saver(str(db_path))
            else:
                import aiosqlite

                from .checkpoints import latest_only_async_saver

                conn = await aiosqlite.connect(str(db_path), timeout=BUSY_TIMEOUT_S)
                saver = latest_only_async_saver(conn)
        except BaseException:
            close_store(calendar)
            raise
        app = cls(calendar, checkpointer=saver, **kwargs)
        app._opened += [calendar, conn]
        return app

    def close(self) -> None:
        """Close what `open`/`create` opened (a calendar you passed in is yours to close)."""
        if any(_closes_async(thing) for thing in self._opened):
            raise RuntimeError("this FamilyScheduler was opened with aopen: await app.aclose()")
        self._close_all()

    async def aclose(self) -> None:
        """Close what `open`/`aopen`/`create` opened."""
        for thing in reversed(self._opened):
            if _closes_async(thing):
                await thing.close()
        self._opened = [t for t in self._opened if not _closes_async(t)]
        self._close_all()

    def _close_all(self) -> None:
        while self._opened:
            self._opened.pop().close()

    def __enter__(self) -> FamilyScheduler:
        return self

    def __exit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        self.close()

    async def __aenter__(self) -> FamilyScheduler:
        return self

    async def __aexit__(
        self, exc_type: type[BaseException] | None, exc: BaseException | None, tb: TracebackType | None
    ) -> None:
        await self.aclose()

    # -- running turns ------------------------------------------------------------------

    def context(self, speaker: str | None = None, now: datetime | str | None = None) -> SchedulerContext:
        """The runtime context of a turn; a fixed `now` outside the supported dates raises
        DateOutOfRange (a ValueError) here, before any graph runs. Without one, the clock
        is read once here: every step of the turn sees the same instant."""
        if now is None:
            now = self.clock()
        check_in_range(parse_instant(now), "now")
        fixed = now.isoformat() if isinstance(now, datetime) else now
        return SchedulerContext(
            calendar=self.calendar,
            family=self.calendar.family(),
            now=fixed,
            clock=self.clock,
            speaker=speaker,
            chat_model=self.chat_model,
            always_confirm=self.always_confirm,
        )

    def thread_key(self, thread_id: str | None = None, speaker: str | None = None) -> str:
        """The checkpoint key of a conversation: every conversation belongs to one family.

        A thread id is the family's own name for a conversation, so the same id used by
        another family in the same file is a different conversation. Without one, each
        speaker has their own default conversation ("default:<speaker>").
        """
        family = self.calendar.family()
        return conversation_key(family.id, thread_id, speaker or family.speaker)

    def config(self, thread_id: str | None = None, speaker: str | None = None) -> dict[str, Any]:
        """The LangGraph run config of a conversation (for `graph.get_state` and the like)."""
        return {"configurable": {"thread_id": self.thread_key(thread_id, speaker)}}

    def pending(self, thread_id: str | None = None, speaker: str | None = None) -> Question | None:
        """The question the thread is waiting on, if any (as the graph asked it)."""
        return _pending(self.graph.get_state(self.config(thread_id, speaker)))

    async def apending(self, thread_id: str | None = None, speaker: str | None = None) -> Question | None:
        return _pending(await self.graph.aget_state(self.config(thread_id, speaker)))

    def _input(self, text: str, waiting: bool) -> Any:
        if waiting:
            return Command(resume=text)
        return {"messages": [HumanMessage(content=text)]}

    def _run_kwargs(
        self, speaker: str | None, now: datetime | str | None, trace: TurnTrace | None = None
    ) -> dict[str, Any]:
        context = self.context(speaker, now)
        if trace is not None and isinstance(context.family, Family):
            trace.clock_style = context.family.clock_style
        return {"context": context, "durability": self.durability}

    def ask(
        self,
        text: str,
        *,
        thread_id: str | None = None,
        speaker: str | None = None,
        now: datetime | str | None = None,
    ) -> TurnResult:
        """One turn. When the thread awaits a confirmation, `text` answers it.

        When the turn wrote the calendar but then failed (its conversation could not be
        saved), the result says what was written, with the failure in `errors`.
        """
        config = self.config(thread_id, speaker)
        thread = self._thread(config)
        trace = thread.trace()
        for _ in self._turn(self._input(text, thread.waiting), trace, config, speaker, now, "updates", False):
            pass
        return self._traced_result(trace, config)

    async def aask(
        self,
        text: str,
        *,
        thread_id: str | None = None,
        speaker: str | None = None,
        now: datetime | str | None = None,
    ) -> TurnResult:
        """`ask` for asyncio (needs an async-capable checkpointer: `aopen`, or the in-memory one)."""
        config = self.config(thread_id, speaker)
        thread = await self._athread(config)
        trace = thread.trace()
        payload = self._input(text, thread.waiting)
        async for _ in self._aturn(payload, trace, config, speaker, now, "updates", False):
            pass
        return self._traced_result(trace, config)

    def resume(
        self,
        answer: Resume,
        *,
        thread_id: str | None = None,
        speaker: str | None = None,
        now: datetime | str | None = None,
    ) -> TurnResult:
        """Answer a pending question: "yes", "no", "2", 2, {"option": 2}, or a new instruction."""
        config = self.config(thread_id, speaker)
        thread = self._thread(config)
        if not thread.waiting:
            raise ValueError(f"thread {thread_id!r} is not waiting for a confirmation")
        trace = thread.trace()
        for _ in self._turn(Command(resume=answer), trace, config, speaker, now, "updates", False):
            pass
        return self._traced_result(trace, config)

    async def aresume(
        self,
        answer: Resume,
        *,
        thread_id: str | None = None,
        speaker: str | None = None,
        now: datetime | str | None = None,
    ) -> TurnResult:
        config = self.config(thread_id, speaker)
        thread = await self._athread(config)
        if not thread.waiting:
            raise ValueError(f"thread {thread_id!r} is not waiting for a confirmation")
        trace = thread.trace()
        payload: Any = Command(resume=answer)
        async for _ in self._aturn(payload, trace, config, speaker, now, "updates", False):
            pass
        return self._traced_result(trace, config)

    def stream(
        self,
        text: str,
        *,
        thread_id: str | None = None,
        speaker: str | None = None,
        now: datetime | str | None = None,
        stream_mode: StreamMode | Sequence[StreamMode] = "updates",
        subgraphs: bool = True,
    ) -> Iterator[StreamPart]:
        """One turn, streamed with LangGraph's modes; each part is `{"type", "ns", "data"}`.

        `updates` (each node's update), `values` (the whole state after each step),
        `messages` (the chat model's tokens, when one is configured), `custom` (our
        `progress.Progress` events: a step has just started), `tasks`, `debug`,
        `checkpoints`. `ns` names the subgraph ("parsing:<task id>",) or is () for the
        main graph. Read the outcome with `result(thread_id)` afterwards (a turn that wrote
        the calendar and then failed ends the stream quietly; `result` says what it wrote).
        """
        config = self.config(thread_id, speaker)
        thread = self._thread(config)
        payload = self._input(text, thread.waiting)
        yield from self._turn(payload, thread.trace(), config, speaker, now, stream_mode, subgraphs)

    async def astream(
        self,
        text: str,
        *,
        thread_id: str | None = None,
        speaker: str | None = None,
        now: datetime | str | None = None,
        stream_mode: StreamMode | Sequence[StreamMode] = "updates",
        subgraphs: bool = True,
    ) -> AsyncIterator[StreamPart]:
        """`stream` for asyncio."""
        config = self.config(thread_id, speaker)
        thread = await self._athread(config)
        payload = self._input(text, thread.waiting)
        async for part in self._aturn(payload, thread.trace(), config, speaker, now, stream_mode, subgraphs):
            yield part

    def _turn(
        self,
        payload: Any,
        trace: TurnTrace,
        config: dict[str, Any],
        speaker: str | None,
        now: datetime | str | None,
        stream_mode: StreamMode | Sequence[StreamMode],
        subgraphs: bool,
    ) -> Iterator[StreamPart]:
        """Run one turn, following its main-graph updates and state into `trace` (see
        `_written_anyway`, `_traced_result`)."""
        key = config["configurable"]["thread_id"]
        self._told.pop(key, None)
        modes, hidden = _with_followed(stream_mode)
        try:
            for part in self.graph.stream(
                payload,
                config,
                stream_mode=modes,
                subgraphs=subgraphs,
                version="v2",
                **self._run_kwargs(speaker, now, trace),
            ):
                if _follow(trace, part, hidden):
                    yield part
        except Exception as err:
            self._told[key] = self._written_anyway(err, trace)

    async def _aturn(
        self,
        payload: Any,
        trace: TurnTrace,
        config: dict[str, Any],
        speaker: str | None,
        now: datetime | str | None,
        stream_mode: StreamMode | Sequence[StreamMode],
        subgraphs: bool,
    ) -> AsyncIterator[StreamPart]:
        key = config["configurable"]["thread_id"]
        self._told.pop(key, None)
        modes, hidden = _with_followed(stream_mode)
        try:
            async for part in self.graph.astream(
                payload,
                config,
                stream_mode=modes,
                subgraphs=subgraphs,
                version="v2",
                **self._run_kwargs(speaker, now, trace),
            ):
                if _follow(trace, part, hidden):
                    yield part
        except Exception as err:
            self._told[key] = self._written_anyway(err, trace)

    def _thread(self, config: dict[str, Any]) -> _Thread:
        """Where the thread stands before a turn: one indexed lookup when the saver can tell
        (ours: `checkpoints.LatestOnlySqliteSaver.waiting`) and the thread is not waiting,
        else one read of its latest checkpoint."""
        waiting = getattr(self.checkpointer, "waiting", None)
        if waiting is not None and not waiting(config):
            return _Thread(False, None)
        return _thread_of(self.checkpointer.get_tuple(config))

    async def _athread(self, config: dict[str, Any]) -> _Thread:
        """`_thread` for the async API: one read of the latest checkpoint."""
        return _thread_of(await self.checkpointer.aget_tuple(config))

    def _traced_result(self, trace: TurnTrace, config: dict[str, Any]) -> TurnResult:
        """The outcome of the turn just run, from what it streamed (no read of the thread);
        what a turn that failed after writing the calendar wrote, when it did."""
        told = self._told.get(config["configurable"]["thread_id"])
        if told is not None:
            return told
        if not trace.steps:  # nothing ran (cannot happen with a checkpointed graph)
            return self._turn_result(self.graph.get_state(config))
        return self._values_result(trace.values, trace.question, trace.clock_style)

    def _written_anyway(self, err: Exception, trace: TurnTrace) -> TurnResult:
        """A turn that failed: when it wrote the calendar first, what it wrote (the failure in
        `errors`); otherwise the failure is raised as it is."""
        outcome = written_outcome(self.calendar, trace, err)
        if outcome is None:
            raise err
        style = self.calendar.family().clock_style
        return TurnResult(
            reply=capitalised(in_clock(outcome.reply, style)),
            status="completed",
            intent=trace.intent,
            proposal=outcome.proposal,
            committed=outcome.committed,
            errors=outcome.errors,
        )

    def result(self, thread_id: str | None = None, speaker: str | None = None) -> TurnResult:
        """The latest turn's outcome on a thread (what a turn that failed after writing the
        calendar wrote, until the thread's next turn)."""
        told = self._told.get(self.thread_key(thread_id, speaker))
        return (
            told
            if told is not None
            else self._turn_result(self.graph.get_state(self.config(thread_id, speaker)))
        )

    async def aresult(self, thread_id: str | None = None, speaker: str | None = None) -> TurnResult:
        told = self._told.get(self.thread_key(thread_id, speaker))
        if told is not None:
            return told
        return self._turn_result(await self.graph.aget_state(self.config(thread_id, speaker)))

    def _turn_result(self, snapshot: Any) -> TurnResult:
        return self._values_result(snapshot.values, _pending(snapshot))

    def _values_result(
        self, values: dict[str, Any], asked: Question | None, style: str | None = None
    ) -> TurnResult:
        style = style or self.calendar.family().clock_style
        question = None if asked is None else said_in_clock(asked, style)
        status: Status = (
            "awaiting_user" if question is not None else values.get("workflow_status") or "completed"
        )
        reply = question_text(question) if question else in_clock(values.get("reply") or "", style)
        return TurnResult(
            reply=capitalised(reply),
            status=status,
            intent=values.get("intent"),
            proposal=values.get("proposal"),
            options=list(question["options"]) if question else [],
            committed=values.get("committed") or [],
            outputs=values.get("agent_outputs") or {},
            question=question,
            errors=values.get("errors") or [],
        )

    # -- reading the calendar ------------------------------------------------------------

    def events(
        self, start: When, end: When | None = None, members: list[str] | None = None
    ) -> list[Occurrence]:
        """Every occurrence overlapping [start, end), recurring events expanded, by start.

        Bounds may be dates, datetimes or ISO text ("2026-11-23"): a date is the whole day
        at either end (`events("2026-11-30", "2026-11-30")` is that Monday), a time without
        an offset is the family's local time; without `end`, the day of `start`.
        Raises DateOutOfRange (a ValueError) for a span outside the supported dates.
        """
        tz = zone(self.calendar.family().timezone)
        if end is None:
            first, last = whole_day(start, tz, "start")
        else:
            first, last = bound(start, tz, "start"), bound(end, tz, "end", end=True)
        if last <= first:
            raise ValueError(f"the end ({last.isoformat()}) is not after the start ({first.isoformat()})")
        check_span_in_range(first, last)
        return self.calendar.occurrences(first, last, members=members)

    @property
    def warnings(self) -> list[str]:
        """One line per damaged calendar record skipped so far (the rest keeps working)."""
        return self.calendar.warnings

    # -- other calendars: iCalendar files, feeds, CalDAV (docs/usage.md) --------------------

    def import_ics(
        self, source: str | Path | bytes, members: list[str] | None = None, *, name: str | None = None
    ) -> ImportReport:
        """Import an iCalendar file (a path, or its bytes) for `members` (default: as the file
        says, else the whole family), idempotent by UID, in one commit. A file that cannot be
        read raises IcsError (a ValueError) and writes nothing; events the calendar cannot
        hold are listed in the report's `skipped`."""
        from .ical.importing import import_ics

        data = source if isinstance(source, bytes) else Path(source).read_bytes()
        label = name or ("data" if isinstance(source, bytes) else str(source))
        return import_ics(self.calendar, data, label, members)

    def export_ics(
        self, path: str | Path | None = None, start: When | None = None, end: When | None = None
    ) -> bytes:
        """The calendar (or the events with an occurrence in [start, end]) as RFC 5545 bytes,
        written to `path` too when given."""
        from .ical.exporting import export_ics

        data, _ = export_ics(self.calendar, self.clock(), start, end)
        if path is not None:
            Path(path).write_bytes(data)
        return data

    def subscribe(self, source: str, members: list[str], name: str | None = None) -> RefreshReport:
        """Follow a read-only feed (an http(s)/webcal URL or a file) for `members`; its events
        come in now and on each `refresh`, and the assistant will not move or cancel them."""
        from .ical.subscriptions import subscribe

        with self._links() as links:
            return subscribe(self.calendar, links, source, members, self.clock(), name)[1]

    def refresh(self, names: list[str] | None = None) -> RefreshReport:
        """Fetch every subscribed feed (or those named) again."""
        from .ical.subscriptions import refresh

        with self._links() as links:
            return refresh(self.calendar, links, self.clock(), names)

    def sync_caldav(self, url: str, user: str | None = None, password: str | None = None) -> SyncReport:
        """Two-way sync with the CalDAV calendar at `url`; the server's copy wins a clash, and
        the report says what ours was (see ical/caldav_sync.py)."""
        from .ical.caldav_sync import sync

        with self._links() as links:
            return sync(self.calendar, links, url, user, password, self.clock())

    @contextmanager
    def _links(self) -> Iterator[Links]:
        from .ical.links import Links

        links = Links.of(self.calendar)
        try:
            yield links
        finally:
            links.close()


FOLLOWED: tuple[StreamMode, ...] = ("updates",)
"""The modes every turn streams for itself (`TurnTrace`), shown only when asked for. Not
`values`: each mode streamed costs LangGraph a part per step (0.2 ms a create turn), and
the trace follows the state's result keys from the updates."""


def _with_followed(
    stream_mode: StreamMode | Sequence[StreamMode],
) -> tuple[list[StreamMode], set[StreamMode]]:
    """The modes asked plus those the turn follows; the ones added (to be hidden)."""
    modes = [stream_mode] if isinstance(stream_mode, str) else list(stream_mode)
    hidden = {mode for mode in FOLLOWED if mode not in modes}
    return [*modes, *sorted(hidden)], hidden


def _follow(trace: TurnTrace, part: Any, hidden: set[StreamMode]) -> bool:
    """Take a main-graph update into the trace; whether the caller asked for it."""
    kind = part["type"]
    if kind == "updates" and not part["ns"]:
        trace.take(part["data"])
    return kind not in hidden


@dataclass(frozen=True)
class _Thread:
    """What a turn needs to know of its thread before it runs, from one checkpoint read."""

    waiting: bool
    """The thread stopped to ask the family something: the next text answers it."""
    proposal: ProposalJSON | None
    """The proposal the question is about (an answer may commit it)."""
    values: dict[str, Any] = field(default_factory=dict)
    """A waiting thread's result keys (`aftermath.RESULT_KEYS`) as its checkpoint holds them:
    the answer's run starts there (a new request's first step writes those that need it)."""

    def trace(self) -> TurnTrace:
        """A trace starting from the pending proposal and the thread's state (see `aftermath`)."""
        return TurnTrace(proposals=[self.proposal] if self.proposal else [], values=dict(self.values))


def _thread_of(saved: CheckpointTuple | None) -> _Thread:
    """The thread's latest checkpoint read as a `_Thread` (a new thread when None): it waits
    when a step's pending writes hold an interrupt, as `get_state` would show it, and then
    its proposal is the one an answer may write."""
    if saved is None:
        return _Thread(False, None)
    waiting = any(channel == INTERRUPT for _, channel, _ in saved.pending_writes or ())
    if not waiting:  # a proposal left from an earlier turn is not this turn's to write
        return _Thread(False, None)
    state = saved.checkpoint["channel_values"]
    return _Thread(True, state.get("proposal"), {k: state[k] for k in RESULT_KEYS if k in state})


def conversation_key(family_id: str, thread_id: str | None, speaker: str) -> str:
    """`<family>/<thread>`, or `<family>/default:<speaker>` when no thread is named."""
    return f"{family_id}/{thread_id if thread_id else 'default:' + speaker}"


def _closes_async(thing: Any) -> bool:
    """Whether a connection `open`/`aopen` made must be closed with await (aiosqlite, psycopg's
    AsyncConnection)."""
    return inspect.iscoroutinefunction(getattr(thing, "close", None))


def _pending(snapshot: Any) -> Question | None:
    for task in snapshot.tasks:
        for intr in task.interrupts:
            question: Question = intr.value
            return question
    return None
