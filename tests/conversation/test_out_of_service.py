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


def test_with_no_car_to_take_over_the_van_is_still_recorded_and_soccer_left_needing_one(
    app: FamilyScheduler,
) -> None:
    _record(app, "the honda is at the mechanic thursday", thread="honda")
    asked = app.ask("our van's going in the shop thursday and friday", thread_id="van")
    assert asked.status == "awaiting_user" and not asked.committed
    [only] = asked.options
    assert "Record that the Minivan is in the shop Thu Nov 26 – Fri Nov 27 (all day)" in only["description"]
    assert "leave Jake's soccer practice on Thu Nov 26 4–5:30pm as it is" in only["description"]
    assert "still need another car" in only["description"]
    chosen = app.ask("1", thread_id="van")
    assert chosen.status == "awaiting_user" and not chosen.committed  # asked before writing
    done = app.ask("yes", thread_id="van")
    assert done.status == "completed" and "Minivan in the shop" in done.reply
    assert "soccer practice Thu Nov 26 4–5:30pm needs the minivan" in done.reply
    assert _uses(app, 26, "minivan") == ["Minivan in the shop", "soccer practice"]  # left as it was


def test_leaving_bookings_as_they_are_is_offered_after_the_stand_in_and_can_be_refused(
    app: FamilyScheduler,
) -> None:
    asked = app.ask("the minivan is getting repaired saturday", thread_id="van")
    descriptions = [o["description"] for o in asked.options]
    assert "the Sedan" in descriptions[0]
    assert "leave Emma and Jake's swim class on Sat Nov 28 10–11am as it is" in descriptions[-1]
    assert not any("Move" in d or "Cancel" in d for d in descriptions)
    app.ask(str(len(descriptions)), thread_id="van")
    refused = app.ask("no", thread_id="van")
    assert not refused.committed and _uses(app, 28, "minivan") == ["swim class"]


def test_in_the_shop_from_a_day_with_no_end_asks_until_when(app: FamilyScheduler) -> None:
    asked = app.ask("the van is in the shop starting wednesday", thread_id="open")
    assert asked.status == "awaiting_user" and "Until when?" in asked.reply and not asked.committed
    told = app.ask("through friday", thread_id="open")
    assert "Minivan in the shop, Wed Nov 25 – Fri Nov 27 (all day)" in told.reply
    away = app.ask("sarah's away from thursday", thread_id="away")
    assert "Until when?" in away.reply
    back = app.ask("till sunday", thread_id="away")
    assert "away for Sarah, Thu Nov 26 – Sun Nov 29 (all day)" in back.reply


def test_working_late_is_not_judged_by_family_time_and_is_never_moved_as_a_way_out(
    app: FamilyScheduler,
) -> None:
    late = app.ask("mike's stuck at work late thursday until 10", thread_id="late")
    assert "Thu Nov 26 5–10pm" in late.reply and "family time" not in late.reply.lower()
    _record(app, "date night with mike wednesday at 7pm", thread="date")
    clash = app.ask("mike is working late wednesday till 9", thread_id="wed")
    descriptions = [o["description"] for o in clash.options]
    assert descriptions and all("date night" in d for d in descriptions)
    assert not any(d.startswith(("Move working late", "Shorten working late")) for d in descriptions)
    assert all("Keep working late at Wed Nov 25 5–9pm" in d or "Cancel" in d for d in descriptions)


def test_mike_out_sick_lists_his_day_and_asks_before_calling_it_off(app: FamilyScheduler) -> None:
    asked = app.ask("i'm out sick wednesday", thread_id="sick", speaker="mike")
    assert asked.status == "awaiting_user" and not asked.committed
    assert "Cancel Mike's things: gym Wed Nov 25 6:30–7:30am" in asked.reply
    kept = app.ask("no", thread_id="sick", speaker="mike")
    assert not kept.committed
    told = app.ask("mike's calling in sick wednesday", thread_id="told")  # his own gym is his to cancel
    assert "Sarah can't cancel gym: Mike set it up" in told.reply and not told.committed
    nothing = app.ask("emma's home sick friday", thread_id="emma")
    assert "Emma has nothing on Fri Nov 27" in nothing.reply and not nothing.committed


def test_jake_just_sick_offers_what_he_has_left_that_day(app: FamilyScheduler, titles_on) -> None:
    asked = app.ask("jake's sick tomorrow", thread_id="j")
    assert asked.status == "awaiting_user" and not asked.committed
    assert "Cancel Jake's things: soccer practice Tue Nov 24 4–5:30pm" in asked.reply
    app.ask("yes", thread_id="j")
    assert titles_on(24, "jake") == [] and ("soccer practice", "16:00") in titles_on(26, "jake")
    today = app.ask("jake is sick today", thread_id="t")
    assert today.reply == "Jake has nothing else on today, so there is nothing to cancel."
    assert not today.committed
    pet = app.ask("the dog is sick today", thread_id="d")
    assert not pet.committed and "Cancel" not in pet.reply


def test_questions_about_cars_read_the_van_in_the_shop(app: FamilyScheduler) -> None:
    _record(app, "the van is in the shop thursday and friday")
    which = app.ask("which car can i use thursday?", thread_id="q1").reply
    assert which.startswith("The Minivan is in the shop Thu Nov 26 – Fri Nov 27 (all day)"), which
    assert "the Sedan is in use only 4–5:30pm" in which
    day = app.ask("what's on thursday?", thread_id="q2").reply
    assert "Minivan in the shop" in day
    week = app.ask("what is the van doing this week?", thread_id="q3").reply
    assert week.startswith("The Minivan is in the shop") and "free again Saturday Nov 28" in week


def test_both_cars_at_the_mechanic_leave_soccer_needing_a_ride_and_say_so(app: FamilyScheduler) -> None:
    asked = app.ask("both cars are at the mechanic thursday", thread_id="both")
    [only] = asked.options
    said = only["description"]
    assert "Record that the Minivan and the Sedan are at the mechanic Thu Nov 26 (all day)" in said
    _record(app, "1", thread="both")
    answer = app.ask("which car can i take thursday?", thread_id="q").reply
    assert "The Minivan is at the mechanic Thu Nov 26" in answer and "The Sedan is at the mechanic" in answer
