"""Texts from a busy week: a 24-hour clock after the day ("the call is wednesday 1800"), and
children sent somewhere under a relation the family file does not know ("the boys to the
barber"). What is read is what the family would see proposed or asked."""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    ("said", "start"),
    [
        ("work call thursday 1800", ny(26, 18)),
        ("vet appointment tomorrow 1415", ny(24, 14, 15)),
        ("parents evening friday 0845", ny(27, 8, 45)),
    ],
)
def test_four_figures_after_the_day_are_the_clock(parse, said, start):
    req = parse(said)
    assert req.start == start  # never the 9am guessed for a day with no time


def test_a_year_after_the_day_is_no_clock(parse):
    req = parse("what's on friday 2026?")
    assert req.start is None or req.start.hour != 20


@pytest.mark.parametrize(
    "said",
    [
        "the boys to the barber sunday at 11",
        "my daughter goes to the orthodontist thursday at 4",
        "the twins off to the pool saturday at 3",
    ],
)
def test_a_relation_sent_somewhere_is_asked_about_never_booked_for_the_speaker(parse, said):
    req = parse(said)
    assert req.participants == [] and req.unknown_people  # "I don't know who the boys are"


def test_a_tutor_booked_for_a_child_is_still_a_booking(parse):
    req = parse("tutor for jake wednesday at 5")
    assert (req.title, req.participants, req.start) == ("tutor", ["jake"], ny(25, 17))


@pytest.mark.parametrize(
    ("said", "often"),
    [
        ("window cleaner twice a month on tuesday at 11", "twice a month"),
        ("swim for jake 3 times a week at 4", "3 times a week"),
        ("the gardener comes six times a year on thursday at 9", "6 times a year"),
    ],
)
def test_how_often_without_its_days_is_asked_once_never_part_of_the_name(parse, said, often):
    req = parse(said)
    assert req.recurrence is None and often not in (req.title or "")
    assert any(f'"{often}" as once only' in note for note in req.ambiguities)
    assert req.confidence < 0.75  # proposed first, never written at once


def test_twice_a_week_on_two_days_still_repeats(parse):
    req = parse("tutoring for emma twice a week tue and thu at 5")
    assert req.recurrence == "FREQ=WEEKLY;BYDAY=TU,TH" and not req.ambiguities
