"""The hand-offs around a question to the family: what they are asked, and what they said.

JSON-safe TypedDicts, because each of them travels through LangGraph: a `Question` is
the `interrupt()` payload (checkpointed, shown by Studio and the API, printed by
`ask --json`), a `Resume` is what a caller passes back in `Command(resume=...)`, and
an `AnswerReading` is the parsing subgraph's reading of the answer.
"""

from __future__ import annotations

from typing import Literal, NotRequired

from typing_extensions import TypedDict

from .request import RequestJSON
from .results import Scope

QuestionKind = Literal["confirm", "scope"]
"""confirm: may I write this proposal (or pick an option)? scope: which occurrences of a series?"""
AnswerKind = Literal["yes", "no", "option", "scope", "instruction", "new", "override", "unclear", "wish"]
"""How the family answered: yes / no / option N / a scope / a change to what is pending
("make it 4") / a request of its own, never merged ("karate for jake wednesday at 6pm",
"what's on wednesday?") / keep it despite a rule ("book it anyway") / nothing usable,
or mixed ("ok wait", "yes but cancel it") / a wish that narrows the ways out of a clash
("something in the morning?", "not on sunday")."""


class Wish(TypedDict):
    """Where the family would like the ways out of a clash to be, said instead of picking
    one ("anything later that day?", "after 6", "not on sunday"): the search is run again
    within it. Clock times are local "HH:MM"; weekdays 0 = Monday."""

    words: str
    """The wish as said back: "in the morning", "later that day", "not on Sunday"."""
    earliest: str | None
    """Nothing starts before this local time."""
    latest: str | None
    """Nothing ends after this local time."""
    direction: Literal["earlier", "later"] | None
    """Before or after the time first asked for."""
    same_day: bool
    """On the day first asked for."""
    weekdays: list[int]
    """Only on these weekdays (empty: any)."""
    not_weekdays: list[int]
    """Never on these weekdays."""
    days: NotRequired[list[str]]
    """Only on these local days, ISO ("tomorrow", "the 3rd", "on dec 3"; absent or empty: any)."""
    read_as: NotRequired[str]
    """A bare hour read one way of two, said back ("I read 7 as 19:00.")."""


class EventView(TypedDict):
    """The pending event as a family reads it: local times, names not ids."""

    title: str
    start: str
    end: str
    when: str
    participants: list[str]
    resources: list[str]
    recurrence: str | None
    """The RRULE, for programs; `repeats` says it in words."""
    repeats: str | None
    kind: str
    all_day: bool
    location: str | None
    timezone: str
    shown_as: str
    """'busy' or 'free': whether it takes its people's time."""


class ConflictView(TypedDict):
    id: str
    type: str
    severity: str
    blocking: bool
    details: str


class OptionView(TypedDict):
    """One numbered choice: a way out of a clash, or a scope of a repeating event."""

    id: int
    strategy: str
    description: str
    side_effects: list[str]


class Question(TypedDict):
    """The one interrupt payload: a question, what it is about, and the numbered options."""

    kind: QuestionKind
    question: str
    summary: str
    proposal_id: str | None
    action: Literal["create", "modify", "cancel"] | None
    event: EventView | None
    conflicts: list[ConflictView]
    options: list[OptionView]
    note: NotRequired[str]
    """Said before the question when it is asked again: why ("There is no option 9"), or
    what happened in between ("Booked: karate… Back to your earlier request:")."""


class Choice(TypedDict):
    """A numbered option's time (ISO 8601 with offset), so an answer can name it in words
    ("the tuesday 3-7 one")."""

    id: int
    start: str
    end: str


class ResumeFields(TypedDict, total=False):
    """`Command(resume={"answer": "yes"})` or `Command(resume={"option": 2})`."""

    answer: str
    text: str
    option: int


Resume = str | int | bool | ResumeFields
"""What a caller may resume with: "yes", "2", 2, True/False, {"answer": ...} or {"option": N}."""


class FamilyAnswer(TypedDict):
    """A resume value made one shape: the words said (or the option picked) to which question."""

    question: QuestionKind
    text: str
    option: int | None


class AnswerReading(TypedDict):
    """What the answer means, read by the parsing subgraph given the pending question.

    `request` is set for an instruction: the answer read as a request, merged with the
    one that was pending ("make it 6pm instead"); for a new request, read on its own.
    """

    kind: AnswerKind
    option: int | None
    scope: Scope | None
    text: str
    request: RequestJSON | None
    why: NotRequired[str]
    """For an unclear answer: what made it unclear ("you said 'ok' but also 'wait'")."""
    tentative: NotRequired[bool]
    """For a yes: write the booking as tentative ("pencil it in", "put it on hold")."""
    wish: NotRequired[Wish]
    """For a wish: where the ways out should be."""


def answer_of(question: QuestionKind, raw: object) -> FamilyAnswer:
    """One `FamilyAnswer` from any accepted resume value (see `Resume`)."""
    if isinstance(raw, dict):
        option = raw.get("option")
        if option is not None and not isinstance(option, bool):
            try:
                return FamilyAnswer(question=question, text="", option=int(option))
            except (TypeError, ValueError):
                pass
        raw = raw.get("answer") or raw.get("text") or ""
    if isinstance(raw, bool):
        return FamilyAnswer(question=question, text="yes" if raw else "no", option=None)
    if isinstance(raw, int):
        return FamilyAnswer(question=question, text="", option=raw)
    return FamilyAnswer(question=question, text=str(raw or "").strip(), option=None)
