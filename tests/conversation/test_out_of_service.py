"""The van goes in the shop: the family records it, soccer that day gets the sedan, nothing
new can take the van while it is there, and asking about the van says where it is."""

from __future__ import annotations

from datetime import datetime, timedelta

from family_scheduler.app import FamilyScheduler

from .conftest import NY


def _uses(app: FamilyScheduler, day: int, resource: str) -> list[str]:
    start = datetime(2026, 11, day, tzinfo=NY)
    return [o.title for o in app.events(start, start + timedelta(days=1)) if resource in o.resources]


def _record(app: FamilyScheduler, text: str, thread: str = "shop") -> str:
    """Say it, take the way out offered first, confirm: the reply once written."""
    turn = app.ask(text, thread_id=thread)
    replies = [turn.reply]
    if turn.options:
        turn = app.ask("1", thread_id=thread)
        replies.append(turn.reply)
    if turn.status == "awaiting_user":
        turn = app.ask("yes", thread_id=thread)
    assert turn.status == "completed", turn.reply
    return "\n".join([*replies, turn.reply])


def test_the_van_in_the_shop_is_asked_first_and_soccer_is_offered_the_sedan(app: FamilyScheduler) -> None:
    asked = app.ask("the van is in the shop thursday and friday", thread_id="shop")
    assert asked.status == "awaiting_user" and not asked.committed
    assert "Minivan in the shop, Thu Nov 26 – Fri Nov 27 (all day)" in asked.reply
    assert "soccer practice Thu Nov 26 4–5:30pm needs the minivan" in asked.reply
    assert "the Sedan" in asked.options[0]["description"]
    chosen = app.ask("1", thread_id="shop")
    done = app.ask("yes", thread_id="shop") if chosen.status == "awaiting_user" else chosen
    assert "Soccer practice uses the Sedan on Thu Nov 26" in done.reply
    assert _uses(app, 26, "minivan") == ["Minivan in the shop"]
    assert "soccer practice" in _uses(app, 26, "sedan")
    assert "soccer practice" in _uses(app, 24, "minivan")  # other tuesdays keep the van


def test_the_outage_is_never_moved_or_cancelled_as_a_way_out(app: FamilyScheduler) -> None:
    asked = app.ask("our minivan will be at the mechanic on saturday", thread_id="shop")
    descriptions = " ".join(o["description"] for o in asked.options)
    assert "swim class" in asked.reply and "Sedan" in descriptions
    assert "Cancel" not in descriptions and "Move Minivan" not in descriptions


def test_asking_about_the_van_while_it_is_in_the_shop(app: FamilyScheduler) -> None:
    _record(app, "the van is in the shop thursday and friday")
    for question in ("is the van free thursday?", "is the minivan available friday morning?"):
        answer = app.ask(question, thread_id="ask")
        assert "in the shop Thu Nov 26 – Fri Nov 27 (all day)" in answer.reply, answer.reply
        assert "free again Saturday Nov 28" in answer.reply


def test_a_new_booking_that_needs_the_van_clashes_and_is_offered_the_sedan(app: FamilyScheduler) -> None:
    _record(app, "the minivan's getting serviced friday")
    turn = app.ask("book the van friday at 4 for jake's dentist", thread_id="new")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "The minivan is being serviced Fri Nov 27 (all day)" in turn.reply
    descriptions = [o["description"] for o in turn.options]
    assert any("Take the Sedan instead" in d for d in descriptions)
    assert not any("Minivan being serviced" in d for d in descriptions)  # the service stays put


def test_until_a_day_starts_today_and_a_part_of_a_day_is_that_part(app: FamilyScheduler) -> None:
    until = app.ask("the honda is at the mechanic until wednesday", thread_id="a")
    assert "Sedan at the mechanic, Mon Nov 23 – Wed Nov 25 (all day)" in until.reply
    morning = app.ask("the van's being looked at tomorrow morning", thread_id="b")
    assert "Minivan being serviced, Tue Nov 24 8am–12pm" in morning.reply and not morning.committed


def test_no_days_said_asks_which(app: FamilyScheduler) -> None:
    asked = app.ask("the laptop is broken", thread_id="lap")
    assert asked.status == "awaiting_user" and "Which days" in asked.reply
    told = app.ask("tuesday to wednesday", thread_id="lap")
    assert "Family laptop broken, Tue Nov 24 – Wed Nov 25 (all day)" in told.reply


def test_mike_working_late_is_proposed_from_five_and_then_clashes(app: FamilyScheduler) -> None:
    asked = app.ask("mike's working late tuesday, till 9", thread_id="late")
    assert asked.status == "awaiting_user" and "working late for Mike, Tue Nov 24 5–9pm" in asked.reply
    app.ask("yes", thread_id="late")
    clash = app.ask("date night with mike tuesday at 7pm", thread_id="date")
    assert clash.status == "awaiting_user" and "Mike already has working late" in clash.reply


def test_working_late_with_no_end_asks_until_when_and_still_confirms(app: FamilyScheduler) -> None:
    asked = app.ask("i have to work late wednesday", thread_id="late", speaker="mike")
    assert asked.status == "awaiting_user" and "Until what time" in asked.reply
    told = app.ask("till 8:30", thread_id="late", speaker="mike")
    assert told.status == "awaiting_user" and "Wed Nov 25 5–8:30pm" in told.reply
