"""What families text: shorthand, interjections, partners and second thoughts, read as meant.

Each phrasing here once came out as something else: a question booked as an event called
"wats", a cancellation booked as "kill homework", "my husband" booked as an activity.
"""

from __future__ import annotations

import pytest

from .conftest import ny


@pytest.mark.parametrize(
    "text",
    [
        "wats on this wknd",
        "wat does em have tmrw",
        "wats happening thurs",
        "wut do we have sat",
        "whats on the cal for fri",
        "anything on my cal tmrw",
    ],
)
def test_questions_typed_in_shorthand_are_questions(parse, text) -> None:
    request = parse(text)
    assert request.intent == "query" and request.title is None, text


def test_cal_typed_with_a_capital_is_still_a_person(parse) -> None:
    request = parse("lunch with Cal friday at noon")
    assert request.unknown_people == ["Cal"]


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("kill homework thurs", "homework"),
        ("kill the piano lesson tmrw", "piano lesson"),
        ("ditch gym fri", "gym"),
        ("bail on book club wed", "book club"),
        ("piano's off this week", "piano"),
        ("swim's cancelled sat", "swim"),
        ("emma's soccer's off tmrw", "soccer"),
    ],
)
def test_cancellations_said_in_slang_cancel(parse, text, title) -> None:
    request = parse(text)
    assert request.intent == "cancel" and request.title == title, text


def test_a_possessive_before_off_is_kept_when_no_day_follows(parse) -> None:
    assert parse("emma's off day is friday").intent != "cancel"


@pytest.mark.parametrize(
    ("text", "speaker", "who"),
    [
        ("add date night fri 7pm for me n my husband", "sarah", ["mike", "sarah"]),
        ("book dinner w my wife fri 7:30", "mike", ["mike", "sarah"]),
        ("book my hubby's haircut sat 10am", "sarah", ["mike"]),
        ("the wife has a dentist appt thurs at 2", "mike", ["sarah"]),
        ("my husband needs the van fri 8-10am", "sarah", ["mike"]),
        ("hubby has the van sat morning", "sarah", ["mike"]),
        ("whats on my wifes cal tmrw", "mike", ["sarah"]),
    ],
)
def test_a_parent_s_partner_is_the_other_parent(parse, text, speaker, who) -> None:
    request = parse(text, speaker=speaker)
    assert request.participants == who, text
    assert request.title not in ("husband", "wife", "hubby") and not request.unknown_people


def test_a_partner_nobody_in_the_family_file_can_be_is_asked_about(parse) -> None:
    request = parse("lunch with my husband saturday at noon", speaker="emma")
    assert request.unknown_people == ["my husband"] and request.problems


def test_how_the_news_came_is_not_who_takes_part(parse) -> None:
    request = parse("ok so emma just told me she has a dentist appt on thurs at 3:30 can u add it")
    assert request.participants == ["emma"] and request.title == "dentist appointment"
    assert request.start == ny(26, 15, 30) and not request.unread


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("ugh forgot to add emmas science fair thurs 6:30", "science fair"),
        ("omg i totally forgot to put jakes dentist on the calendar, its fri at 10", "dentist"),
        ("lol can u add pizza night fri at 6", "pizza night"),
        ("haha ok add bowling sat at 3", "bowling"),
    ],
)
def test_interjections_and_forgetting_are_not_the_activity(parse, text, title) -> None:
    request = parse(text)
    assert request.intent == "create" and request.title == title, text


def test_an_outing_said_with_a_clock_time_is_booked_not_joined(parse) -> None:
    request = parse("jake wants to go to the park sat at 2 can u add it")
    assert request.intent == "create" and request.participants == ["jake"]
    assert request.start == ny(28, 14)
    joining = parse("jake wants to go to swim too on saturday")
    assert joining.intent == "modify" and joining.joining == ["jake"]


@pytest.mark.parametrize(
    "text",
    ["oops i meant thurs", "sorry meant thursday", "no i meant thursday", "my bad i meant on thursday"],
)
def test_i_meant_a_day_is_a_correction(parse, text) -> None:
    request = parse(text)
    assert request.intent == "modify" and request.title is None, text
    assert request.window is not None and request.window[0] == ny(26)


@pytest.mark.parametrize(
    ("text", "hour", "minute"),
    [
        ("hmm actually can it be 3:30", 15, 30),
        ("could we make it 4", 16, 0),
        ("can we do it at 5 instead", 17, 0),
    ],
)
def test_asking_for_another_time_is_a_correction(parse, text, hour, minute) -> None:
    request = parse(text)
    assert request.intent == "modify" and request.missing == ["target_event"], text
    assert (request.start.hour, request.start.minute) == (hour, minute)


def test_i_meant_someone_or_something_else_names_it(parse) -> None:
    assert parse("no i meant emma").participants == ["emma"]
    assert parse("sorry i meant the honda").resources == ["sedan"]
    meant_to = parse("i meant to add piano for em tmrw at 5")
    assert meant_to.intent == "create" and meant_to.title == "piano" and meant_to.start == ny(24, 17)


@pytest.mark.parametrize(
    ("text", "shift"),
    [
        ("push dinner sun back 30", 30),
        ("move swim up 45", -45),
        ("bump jakes dentist up 15 pls", -15),
        ("can we shift piano back by 20", 20),
    ],
)
def test_a_move_by_a_bare_figure_is_minutes(parse, text, shift) -> None:
    assert parse(text).shift_minutes == shift, text


def test_a_move_by_a_bare_small_figure_is_not_guessed(parse) -> None:
    assert parse("push soccer back 1").shift_minutes is None


@pytest.mark.parametrize(
    ("text", "title"),
    [
        ("piano is at 4:30 now", "piano"),
        ("emma's piano now starts at 5:30", "piano"),
        ("swim is now at 9 this sat", "swim"),
    ],
)
def test_an_activity_told_with_a_time_now_is_a_change(parse, text, title) -> None:
    request = parse(text)
    assert request.intent == "modify" and request.title == title, text


@pytest.mark.parametrize(
    ("text", "who"),
    [
        ("cancel all the kids stuff sat", ["emma", "jake"]),
        ("cancel the kids' stuff saturday", ["emma", "jake"]),
        ("cancel jakes stuff tmrw", ["jake"]),
        ("pls cancel emmas things fri", ["emma"]),
        ("cancel both kids stuff tmrw", ["emma", "jake"]),
    ],
)
def test_someone_s_stuff_typed_without_an_apostrophe_is_all_of_it(parse, text, who) -> None:
    request = parse(text)
    assert request.intent == "cancel" and request.every and request.participants == who, text


@pytest.mark.parametrize(
    "text", ["add movie w the kids sat at 7", "can u add a bbq sat at 8", "emma has a party fri at 7:30"]
)
def test_a_bare_7_or_8_for_an_evening_kind_of_thing_is_not_taken_as_sure(parse, text) -> None:
    request = parse(text)
    assert request.start is not None and request.start.hour in (7, 8), text
    assert request.ambiguities and request.confidence < 0.75


@pytest.mark.parametrize(
    "text",
    [
        "breakfast with nana sun at 8",
        "movie night sat at 7",
        "soccer for jake sat at 8",
        "chess for jake friday at 7",
        "gym tmrw at 7am",
        "movie sat at 7pm",
    ],
)
def test_a_time_whose_half_of_the_day_is_said_or_plain_is_sure(parse, text) -> None:
    request = parse(text)
    assert not request.ambiguities and request.confidence >= 0.75, text


@pytest.mark.parametrize(
    "text",
    [
        "so grandma's coming to visit next weekend",
        "nana is coming to stay dec 3-6",
        "grandma's coming over to visit sat",
    ],
)
def test_someone_coming_to_visit_is_a_visit_that_takes_nobody_s_time(parse, text) -> None:
    request = parse(text)
    assert request.intent == "create" and request.title == "visit" and request.all_day, text
    assert request.participants == ["linda"] and request.blocks_time is False
