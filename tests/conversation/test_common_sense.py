"""Conversations of #17: times a family would expect, cars that seat everyone, one-off
exceptions to the rules, series changed from a date on, clashes with flexible plans."""

from __future__ import annotations

from datetime import datetime, timedelta

import pytest

from family_scheduler.app import FamilyScheduler
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.family_file import demo_family
from family_scheduler.models import Constraint, Event, Family

from .conftest import MONDAY, NY


def plain_family(*rules: Constraint) -> Family:
    """The Parkers as a new family file has them: people and things, no rules unless given."""
    family = demo_family()[0]
    return family.model_copy(update={"constraints": list(rules)})


@pytest.fixture
def fresh() -> FamilyScheduler:
    """A family with an empty calendar and no rules at all."""
    return FamilyScheduler(InMemoryCalendar(plain_family()), clock=lambda: MONDAY)


def booked(app: FamilyScheduler, days: int = 30) -> list[tuple[str, str, str, list[str], list[str]]]:
    """(title, local start, local end, participants, resources) of everything coming up."""
    return [
        (
            o.title,
            o.start.astimezone(NY).strftime("%a %b %d %H:%M"),
            o.end.astimezone(NY).strftime("%H:%M"),
            o.participants,
            o.resources,
        )
        for o in app.events(MONDAY, MONDAY + timedelta(days=days))
    ]


# -- times we choose are daytime ----------------------------------------------------------


def test_an_hour_for_everyone_this_weekend_is_booked_in_the_morning_not_at_midnight(fresh):
    asked = fresh.ask("find an hour for everyone this weekend", thread_id="t")
    assert asked.status == "awaiting_user" and asked.committed == []  # we chose: we ask
    assert fresh.ask("yes", thread_id="t").status == "completed"
    [(title, start, end, who, _)] = booked(fresh)
    assert start.startswith("Sat Nov 28") and "08:00" <= start[-5:] and end <= "20:00"
    assert who == ["emma", "jake", "mike", "sarah"]


def test_two_hours_of_shopping_next_week_for_mom_and_emma(fresh):
    fresh.ask("find a time next week for mom and emma to go shopping for 2 hours", thread_id="t")
    fresh.ask("yes", thread_id="t")
    assert booked(fresh) == [("go shopping", "Mon Nov 30 09:00", "11:00", ["emma", "sarah"], [])]


@pytest.mark.parametrize(
    ("words", "earliest", "latest_end"),
    [
        ("find two hours for the kids saturday for a museum trip", "09:00", "19:00"),
        ("find a time for a family dinner on sunday", "17:00", "20:00"),
        ("find an hour for jake's piano lesson on wednesday", "15:00", "19:00"),
        ("find a time for a date night for mom and dad on friday", "17:00", "22:00"),
    ],
)
def test_times_we_choose_look_like_the_activity(fresh, words, earliest, latest_end):
    asked = fresh.ask(words, thread_id="t")
    assert asked.status == "awaiting_user", asked.reply
    event = asked.question["event"] if asked.question else None
    assert event is not None
    assert earliest <= event["start"][11:16] and event["end"][11:16] <= latest_end, event["when"]


# -- cars seat everyone riding ------------------------------------------------------------


def test_six_people_for_the_airport_take_the_minivan_not_the_five_seat_sedan(fresh):
    turn = fresh.ask(
        "book the honda to drive to the airport saturday at 8am "
        "with the whole family, grandpa joe and aunt sue",
        thread_id="t",
    )
    assert turn.status == "awaiting_user"
    assert "seats 5, but 6 people would ride" in turn.reply
    swap = next(o for o in turn.options if o["strategy"] == "alternative_resource")
    assert "Minivan" in swap["description"]
    done = fresh.ask(str(swap["id"]), thread_id="t")
    assert done.status == "completed", done.reply
    [(title, start, _, who, cars)] = booked(fresh)
    assert start == "Sat Nov 28 08:00" and cars == ["minivan"] and len(who) == 4
    written = fresh.calendar.get_event(done.committed[0])
    assert written.guests == ["grandpa Joe", "aunt Sue"]


def test_four_of_the_family_fit_in_the_sedan_and_are_booked_at_once(fresh):
    turn = fresh.ask("book the honda for the airport run saturday at 8am with the whole family")
    assert turn.status == "completed", turn.reply
    assert [cars for *_, cars in booked(fresh)] == [["sedan"]]


# -- a parent may set a hard rule aside for one occasion ------------------------------------


@pytest.mark.parametrize("answer", ["book it anyway", "yes, keep 10am, he'll skip school"])
def test_a_parent_keeps_the_dentist_during_school_and_it_is_recorded(app, titles_on, answer):
    asked = app.ask("dentist for jake wednesday at 10am", thread_id="t")
    assert asked.status == "awaiting_user" and "school" in asked.reply
    assert '"book it anyway"' in asked.reply  # the way to keep it is said
    done = app.ask(answer, thread_id="t")
    assert done.status == "completed", done.reply
    assert ("dentist", "10:00") in titles_on(25, "jake")
    assert "Sarah set aside school for Jake this once" in done.reply
    written = app.calendar.get_event(done.committed[0])
    assert written.rules_set_aside == ["school"]
    assert not detect_conflicts(written, app.calendar).conflicts  # no later check holds it against him
    log = app.graph.get_state(app.config("t")).values["audit_log"]
    assert any(e["step"] == "rule_set_aside" and "school" in e["explanation"] for e in log)


def test_a_child_cannot_keep_it_anyway_and_nothing_is_written(app, titles_on):
    app.ask("dentist for me wednesday at 10am", thread_id="t", speaker="emma")
    refused = app.ask("book it anyway", thread_id="t", speaker="emma")
    assert refused.status == "awaiting_user" and refused.committed == []
    assert "Only a parent can set school aside" in refused.reply
    assert ("dentist", "10:00") not in titles_on(25, "emma")
    app.ask("no", thread_id="t", speaker="emma")
    assert "dentist" not in [t for t, _ in titles_on(25, "emma")]


def test_anyway_does_not_put_a_child_in_two_places(app, titles_on):
    app.ask("dentist for jake tuesday at 4:30pm", thread_id="t")  # soccer 16:00-17:30
    refused = app.ask("book it anyway", thread_id="t")
    assert refused.status == "awaiting_user" and refused.committed == []
    assert "can't book it anyway" in refused.reply and "soccer practice" in refused.reply
    assert ("dentist", "16:30") not in titles_on(24, "jake")


def test_a_late_night_for_emma_at_a_parents_word_sets_her_bedtime_aside(app, titles_on):
    app.ask("concert for emma and mom saturday from 8pm to 10:30pm", thread_id="t")
    done = app.ask("it's a special night, let her stay up late", thread_id="t")
    assert done.status == "completed", done.reply
    assert ("concert", "20:00") in titles_on(28, "emma")
    assert app.calendar.get_event(done.committed[0]).rules_set_aside == ["emma-bedtime"]


# -- nothing fits: the reason, and the nearest times to pick -------------------------------

BEDTIME = Constraint(
    id="jake-bedtime",
    kind="blocked_hours",
    description="Jake's bedtime",
    members=["jake"],
    start_time="20:00",  # type: ignore[arg-type]
    end_time="07:00",  # type: ignore[arg-type]
)


@pytest.fixture
def bedtime() -> FamilyScheduler:
    """No rules but Jake's 8pm bedtime, and an empty calendar."""
    return FamilyScheduler(InMemoryCalendar(plain_family(BEDTIME)), clock=lambda: MONDAY)


def test_four_hours_of_lego_tomorrow_evening_names_the_bedtime_and_offers_the_afternoon(bedtime):
    turn = bedtime.ask("find 4 hours for jake's lego build tomorrow evening", thread_id="t")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert "Nothing fits" in turn.reply and "Jake's bedtime" in turn.reply
    assert [o["description"] for o in turn.options][:1] == ["Book lego build on Tue Nov 24 3–7pm instead."]
    done = bedtime.ask("1", thread_id="t")
    assert done.status == "completed", done.reply
    assert booked(bedtime) == [("lego build", "Tue Nov 24 15:00", "19:00", ["jake"], [])]


@pytest.mark.parametrize("answer", ["ok the tuesday 3-7 one then", "the one on tuesday at 3", "first one"])
def test_a_nearest_time_is_picked_in_words(bedtime, answer):
    bedtime.ask("find 4 hours for jake's lego build tomorrow evening", thread_id="t")
    done = bedtime.ask(answer, thread_id="t")
    assert done.status == "completed", done.reply
    assert booked(bedtime) == [("lego build", "Tue Nov 24 15:00", "19:00", ["jake"], [])]


def test_a_parent_may_keep_the_evening_anyway_and_a_no_keeps_nothing(bedtime):
    bedtime.ask("find 4 hours for jake's lego build tomorrow evening", thread_id="t")
    kept = bedtime.ask("book it anyway, it's a special night", thread_id="t")
    assert kept.status == "completed", kept.reply
    assert booked(bedtime) == [("lego build", "Tue Nov 24 17:00", "21:00", ["jake"], [])]
    assert bedtime.calendar.get_event(kept.committed[0]).rules_set_aside == ["jake-bedtime"]
    bedtime.ask("find 3 hours for a lego build with jake wednesday evening", thread_id="u")
    assert bedtime.ask("no", thread_id="u").committed == []
    assert len(booked(bedtime)) == 1


def test_without_rules_the_reason_is_his_waking_hours(fresh):
    turn = fresh.ask("find 4 hours for jake's lego build tomorrow evening", thread_id="t")
    assert turn.status == "awaiting_user"
    assert "waking hours (7am–8pm)" in turn.reply
    assert fresh.ask("2", thread_id="t").status == "completed"
    [(_, start, end, _, _)] = booked(fresh)
    assert end <= "20:00" and start.startswith("Wed")


def test_a_full_morning_names_the_event_in_the_way(fresh):
    fresh.ask("mom's yoga retreat saturday from 7am to 1pm")
    turn = fresh.ask("find 2 hours for mom saturday morning for a haircut", thread_id="t")
    assert turn.status == "awaiting_user" and "yoga retreat" in turn.reply
    refused = fresh.ask("book it anyway", thread_id="t")
    assert "can't book it anyway" in refused.reply  # she cannot be in two places
    done = fresh.ask("1", thread_id="t")
    assert done.status == "completed", done.reply
    haircut = next(e for e in booked(fresh) if e[0] == "haircut")
    assert not detect_conflicts(fresh.calendar.get_event(done.committed[0]), fresh.calendar).has_blocking
    assert haircut[1] >= "Sat Nov 28 13:00" or haircut[1] < "Sat Nov 28"


# -- a series changed from a date on --------------------------------------------------------


def piano_times(app: FamilyScheduler) -> dict[str, str]:
    """Emma's piano lessons until spring: local date -> start clock."""
    return {
        o.start.astimezone(NY).date().isoformat(): o.start.astimezone(NY).strftime("%H:%M")
        for o in app.events(MONDAY, MONDAY + timedelta(days=130), members=["emma"])
        if o.title == "piano"
    }


@pytest.mark.parametrize(
    "change",
    [
        "change emma's piano to 4:30 from jan 4 on",
        "starting jan 4 move emma's piano to 4:30",
        "move emma's piano to 4:30 from jan 4 onwards",
        "reschedule the piano series to 4:30 starting jan 4",
        "from january on emma's piano is at 4:30 every week",
        "push piano to half past four as of the 4th of january",
    ],
)
def test_piano_moves_from_a_date_on_and_the_lessons_before_stay(fresh, change):
    assert fresh.ask("piano for emma every monday at 5:30 until march").status == "completed"
    before = piano_times(fresh)
    done = fresh.ask(change, thread_id="c")
    assert done.status == "completed", done.reply
    after = piano_times(fresh)
    assert after.keys() == before.keys()  # no lesson lost, none added
    assert {d for d, t in after.items() if t == "17:30"} == {d for d in before if d < "2027-01-04"}
    assert {d for d, t in after.items() if t == "16:30"} == {d for d in before if d >= "2027-01-04"}
    assert "Cancelled" not in done.reply and "cancel" not in done.reply.lower()
    assert "from Mon Jan 4 on" in done.reply and "the ones before keep 5:30–6:30pm" in done.reply


def test_this_one_and_all_after_it_from_the_first_lesson_moves_the_series_without_cancelling(fresh):
    fresh.ask("piano for emma every monday at 5:30 until march")
    asked = fresh.ask("move emma's piano to 4:30", thread_id="c")
    assert asked.question is not None and asked.question["kind"] == "scope"
    done = fresh.ask("this one and all after it", thread_id="c")
    assert done.status == "completed", done.reply
    assert set(piano_times(fresh).values()) == {"16:30"}
    assert "Cancelled" not in done.reply and "from Mon Nov 23 on" in done.reply


def test_soccer_is_later_from_next_week_on_in_the_parkers_week(app):
    done = app.ask("as of next week jake's soccer is at 5", thread_id="c")
    assert done.status == "completed", done.reply
    starts = [
        o.start.astimezone(NY).strftime("%a %b %d %H:%M")
        for o in app.events(MONDAY, MONDAY + timedelta(days=14), members=["jake"])
        if o.title == "soccer practice"
    ]
    assert starts == ["Tue Nov 24 16:00", "Thu Nov 26 16:00", "Tue Dec 01 17:00", "Thu Dec 03 17:00"]


def test_piano_cancelled_from_february_on_keeps_the_winter_lessons(fresh):
    fresh.ask("piano for emma every monday at 5:30 until march")
    asked = fresh.ask("cancel emma's piano from february on", thread_id="c")
    assert asked.status == "awaiting_user"
    fresh.ask("yes", thread_id="c")
    dates = sorted(piano_times(fresh))
    assert dates[0] == "2026-11-23" and dates[-1] == "2027-01-25"


# -- "the car" when there are two -------------------------------------------------------------


def test_the_car_is_asked_about_naming_the_free_ones_then_booked(fresh):
    asked = fresh.ask("book the car for Saturday at 9am", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply == "Which car, the Minivan or the Sedan? Both are free Sat Nov 28 9–10am."
    done = fresh.ask("the van please", thread_id="c")
    assert done.status == "completed", done.reply
    assert booked(fresh) == [("Minivan booking", "Sat Nov 28 09:00", "10:00", ["sarah"], ["minivan"])]


def test_only_the_free_car_is_named_as_free(app):
    # the minivan takes the kids to swim class on Saturday at 10
    asked = app.ask("I need a car to get to the hardware store saturday at 10", thread_id="c")
    assert "Only the Sedan is free Sat Nov 28 10–11am" in asked.reply
    done = app.ask("the honda", thread_id="c")
    assert done.status == "completed", done.reply
    written = app.calendar.get_event(done.committed[0])
    assert written.resources == ["sedan"] and "hardware store" in written.title


def test_asking_about_the_car_answers_for_both_cars(app):
    reply = app.ask("who has the car saturday morning?", thread_id="c").reply
    assert "the Minivan is in use only 10–11am for swim class (Emma and Jake)" in reply
    assert "The Sedan is free on Saturday Nov 28 8am–12pm." in reply


def test_a_car_named_outright_is_not_asked_about(fresh):
    assert fresh.ask("take the van to the hardware store saturday at 9am").status == "completed"


@pytest.mark.parametrize(
    "answer", ["either", "whichever's free", "the free one", "you pick", "doesn't matter"]
)
def test_either_car_takes_a_free_one_and_says_which_before_booking(fresh, answer):
    fresh.ask("book the car for Saturday at 9am", thread_id="c")
    picked = fresh.ask(answer, thread_id="c")
    assert picked.status == "awaiting_user" and picked.committed == []  # we chose: the family sees it first
    assert "the Minivan for Sarah, Sat Nov 28 9–10am" in picked.reply, picked.reply
    done = fresh.ask("yes", thread_id="c")
    assert done.status == "completed", done.reply
    assert booked(fresh) == [("Minivan booking", "Sat Nov 28 09:00", "10:00", ["sarah"], ["minivan"])]


def test_the_free_one_is_the_sedan_while_the_minivan_is_at_swim_class(app):
    # the minivan takes the kids to swim class on Saturday at 10
    asked = app.ask("I need a car to get to the hardware store saturday at 10", thread_id="c")
    assert "Only the Sedan is free" in asked.reply
    picked = app.ask("ok, the one that's free", thread_id="c")
    assert "(Sedan)" in picked.reply, picked.reply
    done = app.ask("yes", thread_id="c")
    assert app.calendar.get_event(done.committed[0]).resources == ["sedan"]


def test_either_car_for_six_takes_the_one_that_seats_six():
    family = plain_family()
    sedan_first = sorted(family.resources, key=lambda r: r.id != "sedan")  # the sedan seats five
    app = FamilyScheduler(
        InMemoryCalendar(family.model_copy(update={"resources": sedan_first})), clock=lambda: MONDAY
    )
    trip = "take the car to the lake with the kids, mike, grandma and uncle bob saturday at 9am"
    assert app.ask(trip, thread_id="c").reply.startswith("Which car")
    picked = app.ask("either", thread_id="c")
    assert "(Minivan)" in picked.reply, picked.reply


# -- a flexible plan gives way ----------------------------------------------------------------


def test_dads_gym_moves_that_morning_for_an_early_call(app):
    asked = app.ask("video call for dad wednesday at 7am", thread_id="c")
    assert asked.status == "awaiting_user" and "gym" in asked.reply
    keep = next(o for o in asked.options if o["description"].startswith("Keep video call"))
    assert "move Mike's gym on Wed Nov 25 to" in keep["description"]
    done = app.ask(str(keep["id"]), thread_id="c")
    assert done.status == "completed", done.reply
    assert "(that day only)" in done.reply
    mornings = {
        o.start.astimezone(NY).strftime("%a %d"): o.start.astimezone(NY).strftime("%H:%M")
        for o in app.events(MONDAY, MONDAY + timedelta(days=7), members=["mike"])
        if o.title == "gym"
    }
    assert mornings["Wed 25"] != "06:30" and mornings["Fri 27"] == "06:30"  # that day only
    call = app.calendar.get_event(done.committed[0])
    assert call.start.astimezone(NY).strftime("%H:%M") == "07:00"


def test_piano_takes_the_homework_hour_and_homework_moves_after_it():
    weekly = "FREQ=WEEKLY;COUNT=6"
    family, events = demo_family()
    extra = [
        Event(
            id="art",
            title="art class",
            start=datetime(2026, 11, 25, 15, tzinfo=NY),
            end=datetime(2026, 11, 25, 17, tzinfo=NY),
            participants=["emma"],
            recurrence=weekly,
        ),
        Event(
            id="choir",
            title="choir",
            start=datetime(2026, 11, 25, 17, tzinfo=NY),
            end=datetime(2026, 11, 25, 18, tzinfo=NY),
            participants=["emma"],
            recurrence=weekly,
        ),
        Event(
            id="hw",
            title="homework",
            start=datetime(2026, 11, 25, 18, tzinfo=NY),
            end=datetime(2026, 11, 25, 19, tzinfo=NY),
            participants=["emma"],
            created_by="emma",
            recurrence=weekly,
        ),
    ]
    app = FamilyScheduler(InMemoryCalendar(family, [*events, *extra]), clock=lambda: MONDAY)
    asked = app.ask("piano lesson for emma wednesday at 5pm", thread_id="c")
    both = next(
        o for o in asked.options if o["description"].startswith("Book piano lesson at Wed Nov 25 6–7pm")
    )
    done = app.ask(str(both["id"]), thread_id="c")
    assert done.status == "completed", done.reply
    wednesday = [
        (o.title, o.start.astimezone(NY).strftime("%H:%M"))
        for o in app.events(
            datetime(2026, 11, 25, tzinfo=NY), datetime(2026, 11, 26, tzinfo=NY), members=["emma"]
        )
    ]
    assert wednesday == [
        ("art class", "15:00"),
        ("choir", "17:00"),
        ("piano lesson", "18:00"),
        ("homework", "19:00"),
    ]


# -- an amendment during a confirmation is scheduled again ------------------------------------


def test_a_time_we_chose_amended_to_4_is_checked_again_and_keeps_its_day_and_length(app, titles_on):
    asked = app.ask("find 90 minutes for emma's piano practice wednesday afternoon", thread_id="c")
    assert asked.status == "awaiting_user" and asked.committed == []
    done = app.ask("actually make it 4", thread_id="c")
    assert done.status == "completed", done.reply
    [event] = [app.calendar.get_event(i) for i in done.committed]
    assert event.start.astimezone(NY).strftime("%a %H:%M") == "Wed 16:00"
    assert event.end - event.start == timedelta(minutes=90)


def test_an_amended_time_that_clashes_gets_options_for_the_new_time(app):
    app.ask("find 2 hours for jake's lego build tomorrow afternoon", thread_id="c")
    amended = app.ask("actually make it 4", thread_id="c")  # soccer is Tue 16:00-17:30
    assert amended.status == "awaiting_user" and amended.committed == []
    assert "soccer practice" in amended.reply and "Tue Nov 24 4–6pm" in amended.reply
    assert amended.options


def test_nothing_fits_then_an_amended_time_is_booked_when_it_works(bedtime):
    bedtime.ask("find 4 hours for jake's lego build tomorrow evening", thread_id="t")
    done = bedtime.ask("actually make it 3", thread_id="t")
    assert done.status == "completed", done.reply
    assert booked(bedtime) == [("lego build", "Tue Nov 24 15:00", "19:00", ["jake"], [])]
