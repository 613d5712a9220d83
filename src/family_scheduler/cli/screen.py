"""How the CLI shows things to a person: `rich` on a terminal, plain lines otherwise.

On a terminal: a spinner naming the step that is running (from the graph's `custom`
progress events, as each step starts, with the seconds it has been waiting), tables for
a proposal and for a day's events, a colour per family member. When the output is not
a terminal (a pipe, a file, CI) the same content is plain text: no escape codes, no
spinner, one reply per turn, so scripts and logs read cleanly.
"""

from __future__ import annotations

import re
import sys
import time
from collections.abc import Iterator, Sequence
from contextlib import contextmanager
from typing import IO, Any

from rich.console import Console, Group, RenderableType
from rich.table import Table
from rich.text import Text

from ..domain.agenda import AgendaDay
from ..models.dialogue import Question
from ..models.family import Family
from ..models.results import ErrorJSON
from ..progress import is_progress
from ..wording import collapse_dates, in_clock

PALETTE = ("cyan", "magenta", "green", "yellow", "blue", "bright_red", "bright_cyan", "bright_magenta")
"""One colour per member, in the family file's order (the palette repeats past eight)."""
MODEL_FAILURES = {
    "OpenAITimeoutError": "did not answer in time",
    "APITimeoutError": "did not answer in time",
    "TimeoutError": "did not answer in time",
    "OpenAIRateLimitError": "is busy (rate limited)",
    "OpenAIAPIConnectionError": "could not be reached",
    "APIConnectionError": "could not be reached",
    "OpenAIAuthenticationError": "refused the key",
    "OpenAIModelNotFoundError": "does not know that model",
    "ModelRefusal": "refused to read it",
}


def model_failure_words(error: ErrorJSON) -> str:
    """The chat model's failure in one plain sentence, and what was done instead."""
    kind = str(error.get("type") or "an error")
    what = MODEL_FAILURES.get(kind, f"failed ({kind})")
    return f"The chat model {what}, so I read your message without it."


class Screen:
    """Where the CLI writes for one family: rich on a terminal, plain text elsewhere."""

    def __init__(self, family: Family, console: Console | None = None, file: IO[str] | None = None) -> None:
        self.family = family
        # On a terminal rich wraps at word boundaries; elsewhere lines are written as they are.
        self.console = console or Console(file=file or sys.stdout, highlight=False)
        self.rich = self.console.is_terminal
        self.style = family.clock_style
        self.colours = {m.name: PALETTE[i % len(PALETTE)] for i, m in enumerate(family.members)}
        self._names = (
            re.compile(
                r"\b(" + "|".join(re.escape(n) for n in sorted(self.colours, key=len, reverse=True)) + r")\b"
            )
            if self.colours
            else None
        )

    # -- words ---------------------------------------------------------------------------

    def coloured(self, text: str, style: str = "") -> Text:
        """`text` with each member's name in their colour."""
        out = Text(text, style=style)
        if self._names is not None:
            for match in self._names.finditer(text):
                out.stylize(f"bold {self.colours[match.group(1)]}", match.start(), match.end())
        return out

    def say(self, text: str) -> None:
        """A reply: names coloured on a terminal, as it is elsewhere."""
        if self.rich:
            self.console.print(self.coloured(text))
        else:
            self.console.file.write(text + "\n")
            self.console.file.flush()

    def note(self, text: str) -> None:
        """A side remark (a model failure, a warning): dim on a terminal, plain elsewhere."""
        if self.rich:
            self.console.print(Text(text, style="dim italic"))
        else:
            self.console.file.write(text + "\n")

    # -- a turn --------------------------------------------------------------------------

    def turn(self, reply: str, question: Question | None, errors: Sequence[ErrorJSON] = ()) -> None:
        """What a turn said: the model's failure first (plainly), then the question or reply."""
        for error in errors:
            if str(error.get("step", "")).endswith(".model"):
                self.note(model_failure_words(error))
        if question is None:
            self.say(reply)
        elif self.rich:
            self.console.print(self.question(question))
        else:
            from ..graph.replies import question_text  # the graph's words: loaded for a turn only

            self.say(question_text(question))

    def question(self, question: Question) -> RenderableType:
        """The proposal as a table (what, when, who, what it uses), what is in the way
        (repeated notes per date in one line), the numbered options, the question."""
        parts: list[RenderableType] = []
        if question.get("note"):  # why it is asked again, or what happened in between
            parts.append(self.coloured(in_clock(question.get("note") or "", self.style)))
        event = question["event"]
        if event is not None:
            table = Table(show_header=False, box=None, padding=(0, 2, 0, 0))
            table.add_column(style="bold")
            table.add_column()
            verb = {"create": "Book", "modify": "Change", "cancel": "Cancel"}.get(
                question["action"] or "", ""
            )
            table.add_row(verb or "What", Text(event["title"], style="bold"))
            table.add_row("When", event["when"])
            if event["participants"]:
                table.add_row("Who", self.coloured(", ".join(event["participants"])))
            if event["resources"]:
                table.add_row("Uses", ", ".join(event["resources"]))
            if event["location"]:
                table.add_row("Where", event["location"])
            if event["repeats"]:
                table.add_row("Repeats", in_clock(event["repeats"], self.style))
            parts.append(table)
        conflicts = question["conflicts"]
        details = collapse_dates([c["details"] for c in conflicts])
        blocking = any(c["blocking"] for c in conflicts)
        for line in details:
            parts.append(
                self.coloured(f"{'✗' if blocking else 'Note:'} {line}", "red" if blocking else "yellow")
            )
        if question["options"]:
            options = Table(show_header=False, box=None, padding=(0, 1), pad_edge=False)
            options.add_column(style="bold cyan", justify="right")
            options.add_column()
            for option in question["options"]:
                options.add_row(f"  {option['id']}.", self.coloured(option["description"]))
            parts.append(options)
        parts.append(Text(question["question"] if blocking or event is None else _ask_only(question)))
        return Group(*parts)

    # -- progress ------------------------------------------------------------------------

    @contextmanager
    def working(self) -> Iterator[Working]:
        """A spinner naming the running step (nothing when the output is not a terminal)."""
        working = Working()
        if not self.rich:
            yield working
            return
        with self.console.status(working, spinner="dots"):
            yield working

    # -- the calendar --------------------------------------------------------------------

    def agenda(self, days: Sequence[AgendaDay]) -> None:
        """A listing by day (holidays in the day's heading): one table on a terminal, a
        section per day; plain lines elsewhere. Times in the family's clock."""
        if self.rich:
            table = Table(show_header=True, header_style="bold")
            for column in ("Day", "When", "What"):
                table.add_column(column, style="bold" if column == "Day" else "")
            for listed in days:
                heading = listed.heading().replace(" — ", "\n", 1)
                if not listed.entries:
                    table.add_row(heading, "", "", end_section=True)
                for i, (when, what) in enumerate(listed.entries):
                    table.add_row(
                        heading if i == 0 else "",
                        in_clock(when, self.style),
                        self.coloured(in_clock(what, self.style)),
                        end_section=i == len(listed.entries) - 1,
                    )
            self.console.print(table)
            return
        lines = []
        for listed in days:
            lines.append(listed.heading())
            lines += [f"  {in_clock(line, self.style)}" for line in listed.lines]
        self.console.file.write("\n".join(lines) + "\n")


class Working:
    """What the spinner says: the step that started last and how long it has run."""

    def __init__(self) -> None:
        self.label = "starting"
        self.since = time.monotonic()
        self.steps: list[str] = []

    def started(self, event: Any) -> None:
        """Take a `custom` stream event; progress events name the new step."""
        if is_progress(event):
            self.label = str(event["label"])
            self.steps.append(str(event["step"]))
            self.since = time.monotonic()

    def __rich__(self) -> Text:
        waited = time.monotonic() - self.since
        tail = f" ({waited:.0f} s)" if waited >= 2 else ""
        return Text(f"{self.label}…{tail}", style="cyan")

    def __str__(self) -> str:
        return self.label


def _ask_only(question: Question) -> str:
    """The question's last part ('Shall I go ahead? ...'), the table above saying what."""
    text = question["question"]
    summary = question["summary"]
    return text[len(summary) :].lstrip(". ") if summary and text.startswith(summary) else text
