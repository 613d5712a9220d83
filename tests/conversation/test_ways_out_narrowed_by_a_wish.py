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
