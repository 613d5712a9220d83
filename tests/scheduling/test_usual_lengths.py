"""How long a booking is when the family says no length: the kind's usual length, chosen by
the search (never by the parse), said back when it is not an hour."""

from __future__ import annotations

from datetime import timedelta

from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.slots import search_slots
from family_scheduler.domain.slots.kinds import kind_of, length_words, usual_length

from .test_common_sense import NOW, at, hours, no_rules_family


def test_the_table_names_a_few_kinds_and_leaves_everything_else_an_hour():
    assert usual_length("movie night") == (120, "2 hours, as a movie night usually runs")
    assert usual_length("kids' movies")[0] == 120
    assert usual_length("birthday party")[0] == 120
    assert usual_length("play date at sam's")[0] == 120
    assert usual_length("haircut") == (45, "45 minutes, as a haircut usually takes")
    assert usual_length("brunch with linda") == (90, "1½ hours, as brunch usually runs")
    for plain in ("dentist", "soccer practice", "piano lesson", "lunch", "breakfast", "update taxes", None):
        assert usual_length(plain) == (60, None), plain
    assert kind_of("date") is not None and kind_of("dinner date") is not None
    for other in ("due date", "update taxes", "candidate interview", "save the date"):
        assert kind_of(other) is None, other  # a date night only when it is one


def test_lengths_are_said_as_a_family_says_them():
    assert [length_words(m) for m in (45, 60, 90, 120, 150, 100)] == [
        "45 minutes",
        "1 hour",
        "1½ hours",
        "2 hours",
        "2½ hours",
        "1 h 40 min",
    ]


def test_nobody_said_a_length_so_the_search_takes_the_kinds_own():
    cal = InMemoryCalendar(no_rules_family())
    saturday = (at(28, 0), at(29, 0))
    found = search_slots(cal, ["sarah", "mike"], now=NOW, window=saturday, duration=None, title="date night")
    assert hours(found.recommended) == ("Sat 18:00", "20:00")
    assert found.duration_minutes == 120 and found.length_words == "2 hours, as a date night usually runs"
    said = search_slots(
        cal, ["sarah", "mike"], now=NOW, window=saturday, duration=timedelta(hours=3), title="date night"
    )
    assert hours(said.recommended) == ("Sat 18:00", "21:00") and said.length_words is None


def test_an_hour_goes_without_saying():
    cal = InMemoryCalendar(no_rules_family())
    found = search_slots(
        cal, ["jake"], now=NOW, window=(at(28, 0), at(29, 0)), duration=None, title="dentist"
    )
    assert found.duration_minutes == 60 and found.length_words is None


def test_a_stated_start_keeps_the_kinds_length():
    cal = InMemoryCalendar(no_rules_family())
    found = search_slots(cal, ["emma"], now=NOW, start=at(27, 16), duration=None, title="haircut")
    assert found.requested_free and hours(found.recommended) == ("Fri 16:00", "16:45")


def test_of_two_times_outside_the_usual_hours_the_nearer_wins():
    cal = InMemoryCalendar(no_rules_family())
    # only 15:00-17:30 is left: a dinner there ends as near to its 17:00 as it can
    found = search_slots(
        cal,
        ["sarah"],
        now=NOW,
        window=(at(24, 15), at(24, 17, 30)),
        duration=timedelta(hours=1),
        title="dinner",
    )
    assert hours(found.recommended) == ("Tue 16:30", "17:30")
