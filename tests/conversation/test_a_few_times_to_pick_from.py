"""Asked to find a time, the assistant offers a few, numbered, on different days where it
can, each free for everyone; the family picks one by number or by its day, asks for later
ones, or says no. A booking at a time the family named stays one proposal."""

from __future__ import annotations

import re
from datetime import timedelta

import pytest

from family_scheduler.app import FamilyScheduler


def _offered(reply: str) -> list[str]:
    return re.findall(r"^\s+\d\. Book .+ on (.+)\.$", reply, flags=re.MULTILINE)


@pytest.mark.parametrize(
    "asked",
    [
        "find a time for a family meeting this week",
        "can you find us a slot for a family meeting this week",
        "suggest a time for a family meeting this week",
        "could you pick a time for a family meeting this week?",
    ],
)
def test_three_times_on_different_days_are_offered(app: FamilyScheduler, asked: str) -> None:
    turn = app.ask(asked, thread_id="f", speaker="mike")
    assert turn.status == "awaiting_user" and not turn.committed
    times = _offered(turn.reply)
    assert len(times) == 3
    assert len({t.split()[0] for t in times}) == 3  # Mon, Tue, Wed …: three days
    assert "family meeting" in turn.reply


@pytest.mark.parametrize("pick", ["the second one", "2", "option 2", "go with number two"])
def test_the_second_time_is_booked_when_picked(app: FamilyScheduler, pick: str) -> None:
    offer = app.ask("find a time for a family meeting this week", thread_id="p", speaker="sarah")
    second = _offered(offer.reply)[1]
    done = app.ask(pick, thread_id="p", speaker="sarah")
    assert done.committed
    assert second in done.reply


def test_a_time_is_picked_by_its_day(app: FamilyScheduler) -> None:
    offer = app.ask("find a time for a family meeting this week", thread_id="d", speaker="sarah")
    last = _offered(offer.reply)[2]
    day = {"Mon": "monday", "Tue": "tuesday", "Wed": "wednesday", "Thu": "thursday"}[last.split()[0]]
    done = app.ask(f"the {day} one", thread_id="d", speaker="sarah")
    assert done.committed and last in done.reply


def test_yes_takes_the_first_time(app: FamilyScheduler) -> None:
    offer = app.ask("find us an hour for a board game night this week", thread_id="y", speaker="emma")
    first = _offered(offer.reply)[0]
    done = app.ask("yes", thread_id="y", speaker="emma")
    assert done.committed and first in done.reply


@pytest.mark.parametrize(
    "other", ["none of those", "something later?", "any other times", "hmm, later please"]
)
def test_later_times_are_searched_again(app: FamilyScheduler, other: str) -> None:
    offer = app.ask("find a time for a family meeting this week", thread_id="l", speaker="mike")
    before = _offered(offer.reply)
    again = app.ask(other, thread_id="l", speaker="mike")
    assert again.status == "awaiting_user" and not again.committed
    after = _offered(again.reply)
    assert after and not set(after) & set(before)
    assert "Later times" in again.reply
    assert app.ask("3", thread_id="l", speaker="mike").committed


def test_no_writes_nothing(app: FamilyScheduler) -> None:
    app.ask("find a time for a family meeting this week", thread_id="n", speaker="mike")
    turn = app.ask("no", thread_id="n", speaker="mike")
    assert not turn.committed
    meetings = [o for o in app.events("2026-11-23", "2026-11-30") if o.title == "family meeting"]
    assert meetings == []


def test_a_named_time_is_still_one_proposal(app: FamilyScheduler) -> None:
    turn = app.ask("family meeting wednesday at 7", thread_id="w", speaker="mike")
    assert _offered(turn.reply) == []
    assert "Wed Nov 25 7" in turn.reply


def test_a_search_in_one_day_spreads_over_its_parts(app: FamilyScheduler) -> None:
    turn = app.ask("find an hour for a call with grandma tomorrow", thread_id="g", speaker="sarah")
    times = _offered(turn.reply)
    assert len(times) == 3 and all(t.startswith("Tue Nov 24") for t in times)
    hours = [t.split()[3] for t in times]
    assert any(h.endswith("am") or "am–" in h for h in hours)
    assert any(h.endswith("pm") for h in hours)


def test_a_length_said_with_the_search_is_kept_in_each_time(app: FamilyScheduler) -> None:
    turn = app.ask(
        "find two hours for a museum trip with the kids this weekend", thread_id="m", speaker="sarah"
    )
    times = _offered(turn.reply)
    assert len(times) >= 2
    done = app.ask("2", thread_id="m", speaker="sarah")
    assert done.committed and times[1] in done.reply
    [trip] = [o for o in app.events("2026-11-28", "2026-11-30") if o.title == "museum trip"]
    assert trip.end - trip.start == timedelta(hours=2)
