"""While the ways out of a clash are listed, the family answers with a wish instead of a
number ("anything in the afternoon?", "not friday", "later that same day"): the options are
searched again within it, or they hear that nothing fits and see the earlier ones again."""

from __future__ import annotations

import re
from zoneinfo import ZoneInfo

CLASH = "mike needs the van saturday 10am"
"""The Minivan is at Emma and Jake's swim class Sat Nov 28 10–11am."""


def offered(reply: str) -> list[str]:
    return [line.strip() for line in reply.splitlines() if re.match(r"\s+\d\. ", line)]


def test_an_afternoon_wish_offers_only_afternoon_times(app):
    app.ask(CLASH, thread_id="w")
    narrowed = app.ask("anything in the afternoon?", thread_id="w")
    assert narrowed.status == "awaiting_user" and narrowed.committed == []
    assert "Here is what works (in the afternoon)" in narrowed.reply, narrowed.reply
    options = offered(narrowed.reply)
    assert options and all(re.search(r"\b(12|[1-4]|[1-4]:\d\d)–", o) for o in options), options
    picked = app.ask("1", thread_id="w")
    if picked.status == "awaiting_user":
        picked = app.ask("yes", thread_id="w")
    assert picked.status == "completed", picked.reply
    mike = [o for o in app.events("2026-11-20", "2026-12-06", members=["mike"]) if o.resources == ["minivan"]]
    assert len(mike) == 1 and 12 <= mike[0].start.astimezone(ZoneInfo("America/New_York")).hour < 17


def test_later_the_same_day_keeps_saturday(app):
    app.ask(CLASH, thread_id="w")
    narrowed = app.ask("something later on the same day", thread_id="w")
    options = offered(narrowed.reply)
    assert options and all("Sat Nov 28" in o and "later" in o for o in options), narrowed.reply


def test_not_on_a_day_leaves_that_day_out(app):
    app.ask(CLASH, thread_id="w")
    narrowed = app.ask("no sundays please", thread_id="w")
    assert offered(narrowed.reply) and not any("Sun " in o for o in offered(narrowed.reply)), narrowed.reply


def test_a_wish_nothing_fits_says_so_and_shows_the_options_again(app):
    first = app.ask(CLASH, thread_id="w")
    narrowed = app.ask("before 6am?", thread_id="w")
    assert "Nothing works" in narrowed.reply and "nothing was changed" in narrowed.reply, narrowed.reply
    assert offered(narrowed.reply) == offered(first.reply)
    assert app.ask("no", thread_id="w").committed == []


def test_a_number_still_picks_after_a_wish(app):
    app.ask(CLASH, thread_id="w")
    app.ask("after 6", thread_id="w")
    done = app.ask("2", thread_id="w")
    if done.status == "awaiting_user":
        done = app.ask("yes", thread_id="w")
    assert done.status == "completed" and done.committed, done.reply


def _hour(option: str) -> int:
    """The start hour (24h) of an option line's new time ("to Tue Nov 24 2–3pm" → 14)."""
    found = re.search(r"to \w{3} \w{3} \d+ (\d{1,2})(?::\d\d)?(am|pm)?", option)
    assert found is not None, option
    halves = re.findall(r"(am|pm)", option[found.start() :])  # "2–3pm": the half said at the end
    half = found.group(2) or (halves[0] if halves else "am")
    return int(found.group(1)) % 12 + (12 if half == "pm" else 0)


def test_a_wish_for_tomorrow_afternoon_offers_only_that_afternoon(app):
    app.ask(CLASH, thread_id="w", speaker="mike")
    narrowed = app.ask("anything tomorrow afternoon?", thread_id="w", speaker="mike")
    assert "(on Tuesday Nov 24 in the afternoon)" in narrowed.reply, narrowed.reply
    options = offered(narrowed.reply)
    assert options and all("Tue Nov 24" in o and 12 <= _hour(o) < 17 for o in options), options


def test_a_wish_for_a_date_and_an_hour_keeps_to_that_date(app):
    app.ask(CLASH, thread_id="w", speaker="mike")
    narrowed = app.ask("maybe the 3rd after 2?", thread_id="w", speaker="mike")
    options = offered(narrowed.reply)
    assert options and all("Thu Dec 3" in o and _hour(o) >= 14 for o in options), narrowed.reply
    picked = app.ask("1", thread_id="w", speaker="mike")
    if picked.status == "awaiting_user":
        picked = app.ask("yes", thread_id="w", speaker="mike")
    on_the_3rd = app.events("2026-12-03", "2026-12-04", members=["mike"])
    booked = [o for o in on_the_3rd if o.resources == ["minivan"]]
    assert len(booked) == 1 and booked[0].start.astimezone(ZoneInfo("America/New_York")).hour >= 14


def test_am_and_pm_written_with_dots_are_read(app):
    app.ask(CLASH, thread_id="w", speaker="mike")
    narrowed = app.ask("something after 1 p.m.?", thread_id="w", speaker="mike")
    assert "(after 1pm)" in narrowed.reply, narrowed.reply
    assert all(_hour(o) >= 13 for o in offered(narrowed.reply)), narrowed.reply


def test_a_bare_hour_is_read_by_the_booking_and_the_day_and_said_when_unsure(app):
    app.ask(CLASH, thread_id="w", speaker="mike")  # 10am: "before 9" is 9am or 9pm, both in Mike's day
    early = app.ask("before 9?", thread_id="w", speaker="mike")
    assert early.reply.startswith("I read 9 as 9am."), early.reply
    assert all(_hour(o) < 9 for o in offered(early.reply)), early.reply
    app.ask(CLASH, thread_id="v", speaker="mike")  # nobody is up at 5am: "after 5" is 5pm, no doubt
    late = app.ask("after 5", thread_id="v", speaker="mike")
    assert "I read" not in late.reply and all(_hour(o) >= 17 for o in offered(late.reply)), late.reply


def test_a_wish_to_a_weekly_booking_is_searched_again_within_it(app):
    app.ask("book pottery for me every saturday at 10 with the minivan", thread_id="y")
    narrowed = app.ask("anything after 3 p.m.?", thread_id="y")
    options = offered(narrowed.reply)
    assert options and all("every time after" in o and _hour(o) >= 15 for o in options), narrowed.reply
