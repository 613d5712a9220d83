"""An event pointed at by its time or as a thing: where it is now is read apart from
where it goes ("move my 3pm thursday to 4": from Thursday 3pm, to 4)."""

from __future__ import annotations

from tests.parsing.conftest import ny


def test_the_time_pointed_at_is_where_it_is_not_where_it_goes(parse):
    req = parse("move my 3pm thursday to 4")
    assert req.intent == "modify" and req.participants == ["sarah"]
    assert req.from_time == ny(26, 15) and req.start == ny(26, 16)
    assert "target_event" not in req.missing and req.confidence < 0.9  # asked first


def test_a_shift_keeps_no_start_of_its_own(parse):
    req = parse("push the 10am on saturday back an hour", speaker="mike")
    assert req.from_time == ny(28, 10) and req.start is None and req.shift_minutes == 60


def test_from_one_time_to_another_without_a_day(parse):
    req = parse("move my 3pm to 4")
    assert req.from_time == ny(23, 15) and req.start == ny(23, 16) and req.duration_minutes is None


def test_his_thing_on_a_day_is_his_that_day(parse):
    req = parse("cancel jake's thing on thurs")
    assert req.from_day == ny(26).date() and req.participants == ["jake"] and req.from_time is None
    assert req.missing == []


def test_the_one_at_four(parse):
    req = parse("cancel the one at 4 on tuesday")
    assert req.from_time == ny(24, 16)


def test_a_named_event_is_found_by_its_name_as_before(parse):
    req = parse("cancel my book club on wednesday")
    assert req.title == "book club" and req.from_day is None and req.from_time is None


def test_an_ordinal_date_is_no_time(parse):
    req = parse("cancel jake's thing on the 4th")
    assert req.from_time is None
