"""Short follow-ups that point back at what was just asked about: a change hanging on a
question ("is swim on saturday? if so move it to 11"), and taking what was offered said
loosely ("grab it", "lock that in"). The parser keeps the change as its own request and
reads the taking as a booking of "it"; the main graph fills in what "it" is."""

from __future__ import annotations

from collections.abc import Callable

import pytest

from family_scheduler.models import ParsedRequest
from family_scheduler.subgraphs.parsing.search_words import asks_for_times, other_times_wanted


@pytest.mark.parametrize(
    ("said", "then"),
    [
        ("is swim on saturday? if so move it to 11", "move it to 11"),
        ("does jake have soccer thursday? if yes cancel it", "cancel it"),
        ("is gym on friday? if so, scrap that", "scrap that"),
        ("is piano on monday? if it is push it to 6", "push it to 6"),
    ],
)
def test_a_change_after_a_question_waits_its_turn(
    parse: Callable[..., ParsedRequest], said: str, then: str
) -> None:
    request = parse(said)
    assert request.intent == "query"
    assert len(request.then) == 1 and request.then[0].endswith(then)


def test_a_change_naming_its_own_event_is_not_taken_as_pointing_back(
    parse: Callable[..., ParsedRequest],
) -> None:
    request = parse("is swim on saturday? if so move piano to 6")
    assert request.then and "piano" in request.then[0]


@pytest.mark.parametrize(
    "said", ["grab it", "ok lock it in", "perfect, take that", "snag it for mike", "let's reserve it"]
)
def test_taking_it_is_a_booking_of_it(parse: Callable[..., ParsedRequest], said: str) -> None:
    request = parse(said, speaker="mike")
    assert request.intent == "create"
    assert request.title is None  # never "grab" or "lock"
    assert "title" in request.missing  # filled from the conversation, or asked


@pytest.mark.parametrize("said", ["take it off the calendar", "take jake to soccer thursday", "take it easy"])
def test_other_takings_are_not_bookings_of_it(parse: Callable[..., ParsedRequest], said: str) -> None:
    request = parse(said, speaker="mike")
    assert not (request.intent == "create" and request.title is None and "title" in request.missing)


@pytest.mark.parametrize(
    ("said", "search"),
    [
        ("find a time for a family meeting this week", True),
        ("can you suggest a time for a haircut for emma", True),
        ("find us a slot for board games saturday", True),
        ("when could we fit in a walk with grandma", True),
        ("find two hours for a museum trip saturday", True),
        ("find a 30 minute slot for a call tomorrow", True),
        ("book 2 hours of tennis saturday", False),
        ("book a haircut for emma friday at 4", False),
        ("dentist for jake friday", False),
    ],
)
def test_a_search_is_told_from_a_booking(said: str, search: bool) -> None:
    assert asks_for_times(said) is search


def test_suggest_a_time_names_the_activity(parse: Callable[..., ParsedRequest]) -> None:
    request = parse("suggest a time for a haircut for emma next week")
    assert request.intent == "create" and request.title == "haircut"


@pytest.mark.parametrize(
    ("said", "other"),
    [
        ("none of those", True),
        ("none of those work", True),
        ("something later please", True),
        ("do you have anything later?", True),
        ("any other times", True),
        ("hmm, later in the week", True),
        ("the second one", False),
        ("later today at 5", False),
        ("no", False),
    ],
)
def test_other_times_asked_for(said: str, other: bool) -> None:
    assert other_times_wanted(said) is other
