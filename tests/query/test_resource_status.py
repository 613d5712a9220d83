"""Is the van free? Who has the laptop? Bookings by day, who holds them, when next free."""

from __future__ import annotations

from datetime import datetime
from zoneinfo import ZoneInfo

from family_scheduler.calendar import InMemoryCalendar, OverlayCalendar
from family_scheduler.models import Event
from family_scheduler.subgraphs.query import saturated

NY = ZoneInfo("America/New_York")


def at(day: int, hour: int = 0, minute: int = 0, month: int = 11) -> datetime:
    return datetime(2026, month, day, hour, minute, tzinfo=NY)


def status(asked) -> dict:
    [only] = asked.data["resource_status"]
    return only


def test_the_van_is_free_saturday_afternoon(ask):
    asked = ask("resource_status", resources=["minivan"], window=(at(28, 12), at(28, 17)))

    assert status(asked)["free"] is True
    assert status(asked)["bookings"] == []
    assert asked.text == "The Minivan is free on Saturday Nov 28 12:00–17:00."


def test_who_has_the_laptop_tonight(ask):
    asked = ask("resource_status", resources=["laptop"], window=(at(24, 17), at(24, 21)))

    [booking] = status(asked)["bookings"]
    assert booking["participants"] == ["emma"] and booking["title"] == "homework on the laptop"
    assert asked.text == (
        "On Tuesday Nov 24 17:00–21:00, the Family laptop is in use only "
        "19:00–20:00 for homework on the laptop (Emma). "
        "It is free the rest of that time."
    )


def test_the_van_at_half_past_ten_saturday_is_taken_by_swim_until_eleven(ask):
    asked = ask("resource_status", resources=["minivan"], start=at(28, 10, 30))

    assert status(asked)["free"] is False
    assert status(asked)["next_free"] == at(28, 11).isoformat()
    assert asked.text.startswith(
        "The Minivan is booked on Saturday Nov 28 10:30–11:30: 10:00–11:00 for swim class "
        "(Emma and Jake). It is next free Saturday Nov 28 11:00."
    )
    assert "(Taking 60 minutes as the length.)" in asked.text


def test_the_honda_friday_at_six_for_two_hours(ask):
    asked = ask("resource_status", resources=["sedan"], start=at(27, 18), duration_minutes=120)

    assert status(asked)["free"] is True
    assert asked.text == "The Sedan is free on Friday Nov 27 18:00–20:00."


def test_the_van_over_the_weekend_lists_its_one_booking(ask):
    asked = ask("resource_status", resources=["minivan"], window=(at(28), at(30)))

    assert [b["title"] for b in status(asked)["bookings"]] == ["swim class"]
    assert asked.text.splitlines() == [
        "The Minivan is in use only at these times from Saturday Nov 28 to Sunday Nov 29:",
        "- Saturday Nov 28: 10:00–11:00 for swim class (Emma and Jake)",
        "It is free the rest of that time.",
    ]


def test_the_sedan_next_week_is_shared_by_emma_and_sarah(ask):
    asked = ask("resource_status", resources=["sedan"], window=(at(30), at(7, month=12)))

    assert [b["title"] for b in status(asked)["bookings"]] == ["piano lesson", "book club"]
    assert "- Monday Nov 30: 17:00–18:00 for piano lesson (Emma)" in asked.text
    assert "- Wednesday Dec 2: 19:30–21:00 for book club (Sarah)" in asked.text
    assert asked.result["explanation"] == ("The Sedan is in use 2 times from Monday Nov 30 to Sunday Dec 6.")


def test_a_weekend_road_trip_keeps_the_van_until_sunday_evening(ask, calendar):
    trip = Event(
        id="trip",
        title="road trip",
        start=at(28, 8),
        end=at(29, 20),
        participants=["mike", "sarah"],
        resources=["minivan"],
    )
    asked = ask(
        "resource_status",
        calendar=OverlayCalendar(calendar, [trip]),
        resources=["minivan"],
        window=(at(28, 12), at(28, 17)),
    )

    assert status(asked)["next_free"] == at(29, 20).isoformat()
    assert "It is next free Sunday Nov 29 20:00." in asked.text
    assert "road trip (Sarah and Mike)" in asked.text


def test_a_resource_out_of_service_is_never_free(ask, family):
    broken = family.model_copy(
        update={
            "resources": [
                r.model_copy(update={"capacity": 0}) if r.id == "laptop" else r for r in family.resources
            ]
        }
    )
    asked = ask(
        "resource_status",
        calendar=InMemoryCalendar(broken),
        resources=["laptop"],
        window=(at(24, 17), at(24, 21)),
    )

    assert status(asked)["free"] is False and status(asked)["out_of_service"] is True
    assert asked.text == "The Family laptop is out of service."


def test_a_room_for_two_is_full_only_while_two_use_it(ask, family):
    roomy = family.model_copy(
        update={
            "resources": [
                r.model_copy(update={"capacity": 2}) if r.id == "living_room" else r for r in family.resources
            ]
        }
    )
    uses = [
        Event(
            id="movie",
            title="movie",
            start=at(28, 14),
            end=at(28, 17),
            participants=["emma"],
            resources=["living_room"],
        ),
        Event(
            id="lego",
            title="lego",
            start=at(28, 15),
            end=at(28, 16),
            participants=["jake"],
            resources=["living_room"],
        ),
    ]
    calendar = InMemoryCalendar(roomy, uses)
    at_three = ask(
        "resource_status", calendar=calendar, resources=["living_room"], start=at(28, 15), duration_minutes=30
    )
    at_two = ask(
        "resource_status", calendar=calendar, resources=["living_room"], start=at(28, 14), duration_minutes=30
    )

    assert status(at_three)["free"] is False
    assert status(at_three)["next_free"] == at(28, 16).isoformat()
    assert status(at_two)["free"] is True
    assert "has room" in at_two.text and "movie (Emma)" in at_two.text


def test_saturation_merges_back_to_back_full_spans():
    uses = [(at(28, 9), at(28, 10)), (at(28, 10), at(28, 11)), (at(28, 12), at(28, 13))]

    assert saturated(uses, 1) == [(at(28, 9), at(28, 11)), (at(28, 12), at(28, 13))]
    assert saturated(uses, 2) == []


def test_asking_about_no_resource_lists_the_ones_the_family_has(ask):
    asked = ask("resource_status", window=(at(28, 12), at(28, 17)))

    assert asked.confidence <= 0.2
    assert asked.text == (
        "Which resource do you mean? The family has: Minivan, Sedan, Kitchen, Living room, Family laptop."
    )
