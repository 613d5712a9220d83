"""Two events trading times, as families say it: each side is found by the words naming it
(its name, people and day); a side naming only a day or people is the other side's
activity then; a week said once after both holds for both. Always asked first.

Not a swap: people swapped, one day for another with no second event, things swapped.
"""

from __future__ import annotations

from datetime import date

import pytest

from family_scheduler.subgraphs.parsing.swapping import find_swap


def _day(moment) -> date:
    return moment.date()


def test_two_kids_activities_swapped_this_week(parse):
    req = parse("could we swap Jake's soccer with Emma's piano this week?")
    assert req.intent == "modify" and (req.title, req.participants) == ("soccer", ["jake"])
    partner = req.swap_with
    assert partner is not None and (partner.title, partner.participants) == ("piano", ["emma"])
    assert req.window == partner.window  # "this week" said once, for both
    assert _day(req.window[0]) == date(2026, 11, 23) and _day(req.window[1]) == date(2026, 11, 30)
    assert req.confidence <= 0.65 and req.missing == []  # asked first, nothing more to ask


def test_two_days_of_one_activity_name_it_once(parse):
    req = parse("can you switch wednesday's and friday's gym for me")
    assert (req.title, req.swap_with.title) == ("gym", "gym")
    assert _day(req.window[0]) == date(2026, 11, 25)
    assert _day(req.swap_with.window[0]) == date(2026, 11, 27)


def test_the_second_side_only_a_day_is_the_first_ones_activity_that_day(parse):
    req = parse("trade emma's swim class saturday with sunday")
    assert (req.title, req.participants) == ("swim class", ["emma"])
    partner = req.swap_with
    assert (partner.title, partner.participants) == ("swim class", ["emma"])
    assert _day(partner.window[0]) == date(2026, 11, 29)


def test_one_offs_named_without_a_day(parse):
    req = parse("Let's swap the vet and the oil change")
    assert (req.title, req.swap_with.title) == ("vet", "oil change")
    assert req.window is None and req.swap_with.window is None  # found in the coming weeks


@pytest.mark.parametrize(
    "text",
    [
        "swap the times of book club and the dentist",
        "exchange book club's time with the dentist's time",
        "book club and the dentist should swap places",
        "switch book club and the dentist around please",
    ],
)
def test_ways_of_saying_the_two_events(parse, text):
    req = parse(text)
    assert (req.title, req.swap_with.title) == ("book club", "dentist")


def test_words_about_which_ones_are_left_to_the_scope(parse):
    req = parse("swap piano and swim class from now on")
    assert (req.title, req.swap_with.title) == ("piano", "swim class")
    assert req.recurrence is None and req.window is None


@pytest.mark.parametrize(
    "text",
    [
        "swap emma and jake",  # people, not events
        "switch the minivan and the sedan",  # things
        "swap tuesday and thursday",  # no event named
        "switch piano to the sedan",  # another car, one event
        "swap her tuesday thing to thursday",  # one day for another (day_swap.py)
        "swap piano and soccer to 5pm",  # a new time is not a swap
    ],
)
def test_not_a_swap_of_two_events(parse, text):
    assert parse(text).swap_with is None


def test_a_long_message_is_never_read_as_a_swap():
    assert find_swap("swap piano and " + "soccer " * 60) is None
    assert find_swap("swap " + "a and " * 2000) is None
