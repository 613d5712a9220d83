"""The embedding API: build the assistant around a calendar, run turns, resume, read.

    from family_scheduler import FamilyScheduler
    app = FamilyScheduler.open("family.sqlite")          # SQLite calendar + checkpoints
    print(app.ask("Dentist for Jake tomorrow at 3pm", thread_id="kitchen").reply)

The clock is injected here, at the edge: pass `now` (or `clock`) for reproducible runs.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import asdict, dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from langchain_core.messages import HumanMessage
from langgraph.types import Command

from .calendar.base import Calendar
from .calendar.sqlite import open_calendar
from .context import SchedulerContext
from .graph.main import build_main_graph
from .graph.replies import question_text
from .models.dialogue import Question, Resume
from .models.events import Occurrence
from .timeutil import check_in_range, check_span_in_range, parse_instant, require_aware


@dataclass
class TurnResult:
    """One turn's outcome, in the shape `family-scheduler ask --json` prints."""

    reply: str
    status: str
    intent: str | None
    proposal: dict[str, Any] | None
    options: list[dict[str, Any]] = field(default_factory=list)
    committed: list[str] = field(default_factory=list)
    outputs: dict[str, Any] = field(default_factory=dict)
    question: Question | None = None
    """The pending question (the interrupt payload) when status is awaiting_user."""

    def to_json(self) -> dict[str, Any]:
        return asdict(self)


def system_clock() -> datetime:
    return datetime.now(UTC)


class FamilyScheduler:
    """The assistant for one family: a compiled main graph plus its dependencies."""

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
            from langgraph.checkpoint.memory import InMemorySaver

            checkpointer = InMemorySaver()
        self.calendar = calendar
        self.chat_model = chat_model
        self.clock = clock or system_clock
        self.always_confirm = always_confirm
        self.durability = durability
        self.checkpointer = checkpointer
        self.graph = build_main_graph(checkpointer=checkpointer)

    @classmethod
    def open(cls, db_path: str | Path, *, family_id: str | None = None, **kwargs: Any) -> FamilyScheduler:
        """The embedded default: calendar and conversation checkpoints in one SQLite file."""
        from langgraph.checkpoint.sqlite import SqliteSaver

        path = Path(db_path)
        calendar = open_calendar(path, family_id)
        conn = sqlite3.connect(str(path), check_same_thread=False)
        saver = SqliteSaver(conn)
        return cls(calendar, checkpointer=saver, **kwargs)

    # -- running turns ------------------------------------------------------------------

    def context(self, speaker: str | None = None, now: datetime | str | None = None) -> SchedulerContext:
        """The runtime context of a turn; a fixed `now` outside the supported dates raises
        DateOutOfRange (a ValueError) here, before any graph runs."""
        if now is not None:
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

    @staticmethod
    def _config(thread_id: str) -> dict[str, Any]:
        return {"configurable": {"thread_id": thread_id}}

    def pending(self, thread_id: str = "default") -> Question | None:
        """The question the thread is waiting on, if any."""
        snapshot = self.graph.get_state(self._config(thread_id))
        for task in snapshot.tasks:
            for intr in task.interrupts:
                question: Question = intr.value
                return question
        return None

    def _input(self, text: str, thread_id: str) -> Any:
        if self.pending(thread_id) is not None:
            return Command(resume=text)
        return {"messages": [HumanMessage(content=text)]}

    def ask(
        self,
        text: str,
        *,
        thread_id: str = "default",
        speaker: str | None = None,
        now: datetime | str | None = None,
    ) -> TurnResult:
        """One turn. When the thread awaits a confirmation, `text` answers it."""
        config = self._config(thread_id)
        self.graph.invoke(
            self._input(text, thread_id),
            config,
            context=self.context(speaker, now),
            durability=self.durability,
        )
        return self.result(thread_id)

    def resume(
        self,
        answer: Resume,
        *,
        thread_id: str = "default",
        speaker: str | None = None,
        now: datetime | str | None = None,
    ) -> TurnResult:
        """Answer a pending question: "yes", "no", "2", 2, {"option": 2}, or a new instruction."""
        if self.pending(thread_id) is None:
            raise ValueError(f"thread {thread_id!r} is not waiting for a confirmation")
        self.graph.invoke(
            Command(resume=answer),
            self._config(thread_id),
            context=self.context(speaker, now),
            durability=self.durability,
        )
        return self.result(thread_id)

    def stream(
        self,
        text: str,
        *,
        thread_id: str = "default",
        speaker: str | None = None,
        now: datetime | str | None = None,
    ) -> Iterator[tuple[tuple[str, ...], dict[str, Any]]]:
        """Progress per step, subgraphs included: (namespace, {node: update})."""
        yield from self.graph.stream(
            self._input(text, thread_id),
            self._config(thread_id),
            context=self.context(speaker, now),
            stream_mode="updates",
            subgraphs=True,
            durability=self.durability,
        )

    def result(self, thread_id: str = "default") -> TurnResult:
        """The latest turn's outcome on a thread."""
        values = self.graph.get_state(self._config(thread_id)).values
        question = self.pending(thread_id)
        status = "awaiting_user" if question is not None else values.get("workflow_status", "completed")
        reply = question_text(question) if question else (values.get("reply") or "")
        proposal = values.get("proposal")
        options = [dict(o) for o in question["options"]] if question else []
        return TurnResult(
            reply=reply,
            status=status,
            intent=values.get("intent"),
            proposal=proposal,
            options=options,
            committed=values.get("committed") or [],
            outputs=values.get("agent_outputs") or {},
            question=question,
        )

    # -- reading the calendar ------------------------------------------------------------

    def events(self, start: datetime, end: datetime, members: list[str] | None = None) -> list[Occurrence]:
        """Every occurrence overlapping [start, end), recurring events expanded.

        Raises DateOutOfRange (a ValueError) for a span outside the supported dates.
        """
        check_span_in_range(require_aware(start, "start"), require_aware(end, "end"))
        return self.calendar.occurrences(start, end, members=members)

    @property
    def warnings(self) -> list[str]:
        """One line per damaged calendar record skipped so far (the rest keeps working)."""
        return self.calendar.warnings
