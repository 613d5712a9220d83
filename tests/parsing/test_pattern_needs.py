"""The pieces read from a pattern must never skip a search that would match.

`pattern_needs` reads, from each pattern's own parse tree, literal pieces one of which
every match holds, and the recognisers skip a search when the message holds none. These
checks hold it to that: small patterns whose answer is known, every pattern of the parser
against sentences made of its own words, and whole messages read with and without the
guards giving the same request.
"""

from __future__ import annotations

import ast
import json
import random
import re
import sys
from collections.abc import Iterator
from datetime import datetime
from pathlib import Path
from types import ModuleType

import pytest

import family_scheduler.subgraphs.parsing.parser  # noqa: F401  (loads every recogniser)
from family_scheduler.models import Family
from family_scheduler.subgraphs.parsing import pattern_needs
from family_scheduler.subgraphs.parsing.parser import parse_request
from family_scheduler.subgraphs.parsing.pattern_needs import derive, holds_any, needs

HERE = Path(__file__).resolve().parent
DEV = Path("/work/shared/eval/parsing_dev.jsonl")
"""Read at run time as more messages to compare, when this machine has it (never copied)."""


@pytest.mark.parametrize(
    ("source", "want"),
    [
        (r"\bfoo(?:bar|baz)s?\b", ("foobar", "foobaz")),
        (r"(?:cannot|not)", ("not",)),  # a text holding "cannot" holds "not"
        (r"\b(?:mon|tues)days?\b", ("monday", "tuesday")),
        (r"(?:soccer|)\s+practice", ("practice",)),  # "" is a spelling: only "practice" is sure
        (r"(?<![a-z])(?:is|are)\s+(?:out|away)\b", ("away", "out")),
        (r"pick(?:ed|ing)?\s+up", ("pick",)),
    ],
)
def test_pieces_of_known_shapes(source: str, want: tuple[str, ...]) -> None:
    assert set(derive(source, 0) or ()) == set(want)


@pytest.mark.parametrize(
    "source",
    [
        r"\d+",  # a class: no literal piece
        r"(?:at|\w+)\s+3",  # "3" alone is too short to be worth it
        r"x?y?z?",  # may match nothing at all
        r"(?P<w>a|b)(?P=w)",  # a back-reference is read as open; "a" alone is too short
    ],
)
def test_no_guard_where_nothing_useful_is_sure(source: str) -> None:
    assert derive(source, 0) is None


def test_case_insensitive_patterns_are_not_guarded() -> None:
    assert derive("soccer", re.IGNORECASE) is None
    assert derive(r"(?i:soccer)\s+now", 0) == ("now",)


def _parsing_modules() -> list[ModuleType]:
    prefix = "family_scheduler.subgraphs.parsing"
    return [m for name, m in sorted(sys.modules.items()) if name.startswith(prefix) and m is not None]


def _patterns() -> list[re.Pattern[str]]:
    found: dict[int, re.Pattern[str]] = {}
    for module in _parsing_modules():
        for value in vars(module).values():
            if isinstance(value, re.Pattern) and isinstance(value.pattern, str):
                found[id(value)] = value
    return list(found.values())


def _messages() -> list[str]:
    """Utterances written in our own tests (string constants with a space in them), and the
    dev set's when it is here."""
    said: set[str] = set()
    for path in HERE.glob("test_*.py"):
        for node in ast.walk(ast.parse(path.read_text())):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                text = node.value
                plain = "\n" not in text and not text.startswith(("(", "\\"))
                if " " in text and 4 < len(text) < 200 and plain:
                    said.add(text)
    if DEV.exists():
        said.update(json.loads(line)["text"] for line in DEV.read_text().splitlines() if line.strip())
    return sorted(said)


def _sentences(patterns: list[re.Pattern[str]], count: int) -> Iterator[str]:
    """Random sentences made of the words of the patterns themselves."""
    words: set[str] = set()
    for pattern in patterns:
        plain = pattern.pattern.replace("\\s", " ").replace("\\b", " ")
        words |= set(re.findall(r"[a-z']{2,}", plain))
    words |= {str(n) for n in range(13)} | {"3pm", "10:30", ",", ";", "-", "'s", "2027", "?"}
    vocab = sorted(words)
    rng = random.Random(1919)
    for _ in range(count):
        yield " ".join(rng.choice(vocab) for _ in range(rng.randint(1, 10)))


def test_every_match_holds_one_of_its_pieces() -> None:
    patterns = _patterns()
    guarded = [(p, needs(p)) for p in patterns]
    guarded_only = [(p, pieces) for p, pieces in guarded if pieces is not None]
    assert len(guarded_only) > 200  # most of the parser's patterns have a guard
    matched = 0
    for text in [*_messages(), *(s.lower() for s in _messages()), *_sentences(patterns, 3000)]:
        for pattern, pieces in guarded_only:
            if pattern.search(text):
                matched += 1
                assert holds_any(text, pieces), (pattern.pattern[:80], text, pieces)
    assert matched > 5000  # the sentences do exercise the patterns


def test_a_message_reads_the_same_without_the_guards(
    family: Family, now: datetime, monkeypatch: pytest.MonkeyPatch
) -> None:
    messages = _messages()
    assert len(messages) > 1000
    speakers = ("sarah", "mike", "emma")
    guarded = [
        parse_request(text, family, now, speakers[n % 3]).model_dump(mode="json")
        for n, text in enumerate(messages)
    ]
    monkeypatch.setattr(pattern_needs, "derive", lambda source, flags: None)
    monkeypatch.setattr(pattern_needs, "_KNOWN", {})
    for n, text in enumerate(messages):
        plain = parse_request(text, family, now, speakers[n % 3]).model_dump(mode="json")
        assert plain == guarded[n], text


def test_a_correction_is_never_skipped_by_its_word_guard() -> None:
    """`said_again` skips its search when none of the correction words is in a message:
    the search itself finds nothing in those, in our messages and in made-up ones."""
    from family_scheduler.subgraphs.parsing.said_again import _CORRECTION, said_again

    made_up = _sentences([_CORRECTION], 3000)
    texts = [*_messages(), "piano friday at 5, Actually 6", "dentist at 3 - SORRY, 4", *made_up]
    found = 0
    for text in texts:
        unguarded = next(
            (
                (text[: m.start()].strip(), m.group("fix").strip())
                for m in _CORRECTION.finditer(text)
                if len(text[: m.start()].strip().split()) >= 3
            ),
            None,
        )
        assert said_again(text) == unguarded, text
        found += unguarded is not None
    assert found > 50  # corrections were there to find


def test_small_talk_is_never_skipped_by_its_word_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    """`small_talk` reads a message only when it holds a word of a greeting, a plea for help
    or a question of the clock: it tells the same as reading every message, in our messages
    and in made-up ones (an empty or wordless one is still a plea for help)."""
    from family_scheduler.subgraphs.parsing import small_talk as talk

    module = sys.modules[talk.__module__]
    made_up = _sentences([module._HELLO, module._HELP, module._CLOCK], 3000)
    texts = [
        *_messages(),
        "",
        "  ",
        "???",
        "42",
        "--",
        "'",
        "Hi!",
        "GOOD MORNING",
        "what's the date?",
        *made_up,
    ]
    guarded = [talk(text) for text in texts]
    monkeypatch.setattr(module, "_TALK_NEEDS", ("",))  # "" is in every text: nothing skipped
    assert [talk(text) for text in texts] == guarded
    assert guarded.count(None) < len(guarded) - 50  # small talk was there to find


def test_an_activity_said_off_is_never_skipped_by_its_word_guard(monkeypatch: pytest.MonkeyPatch) -> None:
    """ "jake has no soccer tuesday": the search for an activity said to be off runs only on
    messages holding one of the words it needs, and finds the same as running on all."""
    from family_scheduler.domain import called_off

    assert set(needs(called_off._OFF) or ("",)) <= set(called_off._OFF_NEEDS)
    made_up = _sentences([called_off._OFF], 3000)
    texts = [*_messages(), "Jake has NO soccer on Tuesday", "emma doesn’t have swim saturday", *made_up]
    guarded = [(called_off.off_activity(t), called_off._said_not_having(t)) for t in texts]
    monkeypatch.setattr(called_off, "_OFF_NEEDS", ("",))
    assert [(called_off.off_activity(t), called_off._said_not_having(t)) for t in texts] == guarded
    assert sum(found is not None for found, _ in guarded) > 50


def test_each_their_own_time_is_never_skipped_by_its_separator_guard(
    family: Family, monkeypatch: pytest.MonkeyPatch
) -> None:
    """ "haircuts saturday: jake at 10, emma at 10:30": the search for a run of people each at
    their own time runs only on messages holding a separator (",", "and"...), and finds
    the same as running on every message."""
    from family_scheduler.subgraphs.parsing.lexicon import lexicon_for
    from family_scheduler.subgraphs.parsing.normalize import normalize
    from family_scheduler.subgraphs.parsing.own_times import own_time_parts

    own_times = sys.modules[own_time_parts.__module__]
    assert own_times._SEP_NEEDS != ("",)
    lex = lexicon_for(family)
    names = " ".join(sorted(lex.people))
    made_up = _sentences([re.compile(names)], 2000)
    texts = [normalize(t).text for t in [*_messages(), *made_up]]
    texts += ["checkups friday jake 3pm then emma 4pm", "dentist monday; emma at 2; jake at 3"]
    guarded = [own_time_parts(text, lex) for text in texts]
    monkeypatch.setattr(own_times, "_SEP_NEEDS", ("",))
    assert [own_time_parts(text, lex) for text in texts] == guarded
    assert sum(parts is not None for parts in guarded) > 5  # runs were there to find
