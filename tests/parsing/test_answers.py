"""Answers to the assistant's questions, read by the parsing subgraph given the question asked.

Sarah has been asked "Shall I book the dentist?" or "Piano repeats: only the next one,
this one and all after it, or the whole series?", and answers in her own words, with a
number, or through an app that resumes with {"option": N}.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest

from family_scheduler.context import SchedulerContext
from family_scheduler.models import Family, ParsedRequest
from family_scheduler.models.dialogue import FamilyAnswer, answer_of
from family_scheduler.subgraphs.parsing import graph
from family_scheduler.subgraphs.parsing.answers import answer_meaning
from family_scheduler.subgraphs.parsing.state import ParsingInput


def confirm(raw: object) -> tuple[str, int | None]:
    said = answer_meaning(answer_of("confirm", raw))
    return said.kind, said.option


def scope(raw: object) -> tuple[str, str | None]:
    said = answer_meaning(answer_of("scope", raw))
    return said.kind, said.scope


@pytest.mark.parametrize(
    "words", ["yes", "Yep!", "sure, go ahead", "ok please", "sounds good", "yea sure", "yes please do it now"]
)
def test_a_yes_in_many_words_books_it(words: str) -> None:
    assert confirm(words) == ("yes", None)


@pytest.mark.parametrize("words", ["no", "nope", "never mind", "no thanks", "nah"])
def test_a_no_in_many_words_leaves_it(words: str) -> None:
    assert confirm(words) == ("no", None)


@pytest.mark.parametrize(
    ("said", "number"),
    [("2", 2), ("option 3", 3), ("let's go with the second one", 2), ("#1", 1), (4, 4), ({"option": "5"}, 5)],
)
def test_an_option_is_picked_by_number_ordinal_or_a_structured_resume(said: object, number: int) -> None:
    assert confirm(said) == ("option", number)


def test_a_structured_resume_with_words_is_read_as_words() -> None:
    assert confirm({"answer": "yes please"}) == ("yes", None)
    assert confirm(True) == ("yes", None) and confirm(False) == ("no", None)


def test_an_empty_answer_is_unclear_and_anything_else_is_a_new_instruction() -> None:
    assert confirm("   ") == ("unclear", None)
    assert confirm("make it half past five instead") == ("instruction", None)


@pytest.mark.parametrize(
    ("said", "meant"),
    [
        ("just this one", "occurrence"),
        ("1", "occurrence"),
        ("this one and all after it", "following"),
        ("from now on", "following"),
        ("2", "following"),
        ("all of them", "series"),
        ("the whole thing, every week", "series"),
        ({"option": 3}, "series"),
    ],
)
def test_which_occurrences_of_a_repeating_event(said: object, meant: str) -> None:
    assert scope(said) == ("scope", meant)


def test_a_scope_question_takes_no_but_not_yes_and_a_fourth_option_is_no_such_option() -> None:
    assert scope("no") == ("no", None)
    assert scope("yes") == ("unclear", None)
    said = answer_meaning(answer_of("scope", "4"))
    assert (said.kind, said.option, said.scope) == ("option", 4, None)  # the main graph says there is none


def test_the_graph_reads_an_answer_and_merges_a_new_instruction(family: Family, now: datetime) -> None:
    ctx = SchedulerContext(family=family, now=now.isoformat(), speaker="sarah")
    pending = ParsedRequest(
        intent="create",
        title="dentist",
        participants=["jake"],
        start=datetime(2026, 11, 24, 16, 0, tzinfo=now.tzinfo),
        end=datetime(2026, 11, 24, 17, 0, tzinfo=now.tzinfo),
        confidence=0.9,
        text="dentist for Jake tuesday at 4pm",
    ).to_json()

    def answer(text: str) -> dict[str, Any]:
        said = FamilyAnswer(question="confirm", text=text, option=None)
        out = graph.invoke(ParsingInput(text=text, pending=pending, answer=said), context=ctx)
        return out["result"]["data"]

    yes = answer("yes")
    assert yes["kind"] == "yes" and yes["request"] is None
    moved = answer("make it 6pm instead")
    assert moved["kind"] == "instruction"
    assert moved["request"]["start"] == "2026-11-24T18:00:00-05:00"
    assert moved["request"]["title"] == "dentist" and moved["request"]["participants"] == ["jake"]


@pytest.mark.parametrize(
    "words",
    [
        "book it anyway",
        "yes, keep 10am, he'll skip school",
        "do it anyway please",
        "she can miss school for this",
        "just this once",
        "set the rule aside",
        "let him stay up late, it's a special night",
    ],
)
def test_keeping_it_despite_a_rule_is_read_as_an_override(words: str) -> None:
    assert confirm(words) == ("override", None)


@pytest.mark.parametrize(
    ("words", "kind"),
    [
        ("no, don't book it anyway", "no"),
        ("anyway, make it 5pm", "instruction"),
        ("keep looking", "instruction"),
        ("nvm keep it", "no"),
        ("scratch that, keep it", "no"),
        ("actually no, keep it as it is", "no"),
        ("on second thought keep that", "no"),
    ],
)
def test_an_override_is_not_read_into_a_refusal_or_a_new_time(words: str, kind: str) -> None:
    assert confirm(words)[0] == kind


def test_an_override_only_answers_a_confirmation() -> None:
    assert scope("book it anyway")[0] not in ("override", "scope", "yes")


@pytest.mark.parametrize("words", ["nvm", "actually don't", "actually no", "oh nvm", "actually, never mind"])
def test_a_second_thought_is_a_no(words: str) -> None:
    assert confirm(words) == ("no", None)


def test_what_a_cancellation_of_several_things_keeps() -> None:
    from family_scheduler.subgraphs.parsing.kept_out import kept_out

    assert kept_out("not the dentist") == "dentist"
    assert kept_out("no wait, keep swim") == "swim"
    assert kept_out("except emma's homework please") == "homework"
    assert kept_out("don't cancel book club though") == "book club"
    assert kept_out("not that") is None and kept_out("yes") is None and kept_out("not now") is None
