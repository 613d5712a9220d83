"""Sarah has been asked "Book swim for Jake Thursday 4–5pm? (it clashes: options 1-4)" and
answers in her own words. Only a plain yes books; a yes and a no together, a "wait", a
"but" or an option that is not on the list asks again, naming what was unclear; a change
("make it 5pm") changes the proposal; something else altogether is a new request.

Each phrasing is read by the parsing subgraph exactly as the main graph has it read: the
pending request, the title of the event asked about and the options on offer.
"""

from __future__ import annotations

from datetime import datetime
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from family_scheduler.context import SchedulerContext
from family_scheduler.models import Family, ParsedRequest
from family_scheduler.models.dialogue import Choice, FamilyAnswer
from family_scheduler.subgraphs.parsing import graph
from family_scheduler.subgraphs.parsing.answers import answer_meaning
from family_scheduler.subgraphs.parsing.state import ParsingInput

# (what Sarah says, how it is read, the option number or what must be named back)
READINGS: list[tuple[str, str, object]] = [
    ("yes", "yes", None),
    ("Yes please", "yes", None),
    ("yep, go ahead", "yes", None),
    ("ok sounds good", "yes", None),
    ("perfect, thanks!", "yes", None),
    ("sure thing", "yes", None),
    ("that works for me", "yes", None),
    ("no", "no", None),
    ("nope, leave it", "no", None),
    ("don't book it", "no", None),
    ("no thanks", "no", None),
    ("forget it", "no", None),
    ("2", "option", 2),
    ("option 3", "option", 3),
    ("the first one", "option", 1),
    ("let's go with number 4", "option", 4),
    ("option 99", "option", 99),  # read as asked; the main graph says there is no such option
    ("option -1", "option", -1),
    ("0", "option", 0),
    ("ok wait", "unclear", "wait"),
    ("yes no", "unclear", "no"),
    ("sure, no", "unclear", "no"),
    ("yes but cancel it", "unclear", "cancel it"),
    ("ok but not sunday", "unclear", "not sunday"),
    ("hmm", "unclear", "hmm"),
    ("hold on", "unclear", "hold on"),
    ("maybe", "unclear", "maybe"),
    ("yes if the pool is open", "unclear", "if the pool is open"),
    ("yes?", "unclear", "sounds like a question"),
    ("no wait", "unclear", "wait"),
    ("let me check with Mike", "new-or-unclear", None),
    ("make it 5pm", "instruction", "17:00"),
    ("actually 6pm", "instruction", "18:00"),
    ("yes but at 5pm", "instruction", "17:00"),
    ("make it an hour and a half", "instruction", 90),
    ("use the sedan", "instruction", "sedan"),
    ("karate for jake wednesday at 6pm", "new", "karate"),
    ("what's on wednesday?", "new", "query"),
    ("cancel Emma's piano lesson next monday", "new", "cancel"),
    ("swim for jake friday at 4 instead", "instruction", "swim"),
]


@pytest.fixture
def read_answer(family: Family, now: datetime):
    ctx = SchedulerContext(family=family, now=now.isoformat(), speaker="sarah")
    tz = now.tzinfo
    pending = ParsedRequest(
        intent="create",
        title="swim",
        participants=["jake"],
        start=datetime(2026, 11, 26, 16, 0, tzinfo=tz),
        end=datetime(2026, 11, 26, 17, 0, tzinfo=tz),
        confidence=0.9,
        text="swim for jake thursday at 4",
    ).to_json()
    choices = [Choice(id=2, start="2026-11-25T19:00:00-05:00", end="2026-11-25T20:00:00-05:00")]

    def read(text: str) -> dict[str, Any]:
        said = FamilyAnswer(question="confirm", text=text, option=None)
        inputs = ParsingInput(
            text=text, pending=pending, answer=said, titles=["swim"], choices=choices, speaker="sarah"
        )
        return graph.invoke(inputs, context=ctx)["result"]["data"]

    return read


def test_the_table_has_every_kind_of_answer() -> None:
    kinds = {kind for _, kind, _ in READINGS}
    assert len(READINGS) >= 30
    assert {"yes", "no", "option", "unclear", "instruction", "new"} <= kinds


@pytest.mark.parametrize(("words", "kind", "detail"), READINGS)
def test_each_answer_is_read_as_meant(read_answer, words: str, kind: str, detail: object) -> None:
    reading = read_answer(words)
    if kind == "new-or-unclear":  # never a yes, never merged into the swim booking
        assert reading["kind"] in ("new", "unclear"), words
        return
    assert reading["kind"] == kind, (words, reading)
    if kind == "option":
        assert reading["option"] == detail
    elif kind == "unclear":
        assert str(detail) in reading["why"], (words, reading["why"])
    elif kind == "instruction":  # the swim booking, changed
        request = reading["request"]
        assert request["title"] == "swim" and request["participants"] == ["jake"]
        changed = {
            "17:00": (request["start"] or "")[11:16] == "17:00",
            "18:00": (request["start"] or "")[11:16] == "18:00",
            90: request["duration_minutes"] == 90,
            "sedan": request["resources"] == ["sedan"],
            "swim": (request["start"] or "")[:10] == "2026-11-27",
        }
        assert changed[detail], (words, request)
    elif kind == "new":  # read on its own, nothing of the swim booking in it
        request = reading["request"]
        assert detail in (request["title"], request["intent"]), (words, request)
        assert request["title"] != "swim"


YES_WORDS = ["yes", "ok", "sure", "yeah", "yep", "okay", "fine", "sounds good", "go ahead", "book it"]
DOUBTS = ["no", "wait", "not sunday", "cancel it", "hold on", "hmm", "maybe", "but not now", "don't", "nope"]
GLUE = [" ", ", ", "... ", " - ", " but ", ". ", "! "]


@given(
    yes=st.sampled_from(YES_WORDS),
    doubt=st.sampled_from(DOUBTS),
    glue=st.sampled_from(GLUE),
    doubt_first=st.booleans(),
    shout=st.booleans(),
)
def test_a_yes_with_a_doubt_in_it_never_confirms(yes, doubt, glue, doubt_first, shout) -> None:
    words = f"{doubt}{glue}{yes}" if doubt_first else f"{yes}{glue}{doubt}"
    said = answer_meaning(
        FamilyAnswer(question="confirm", text=words.upper() if shout else words, option=None)
    )
    assert said.kind not in ("yes", "override", "option"), words
