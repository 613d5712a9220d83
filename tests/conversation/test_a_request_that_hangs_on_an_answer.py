"""A request that hangs on a question said just before it ("is the van free at 3? if not,
book the sedan"): the question's answer decides. When the answer is plainly the other one,
nothing is proposed and the reply says why; when it is the one wanted, it is asked first."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def _sedan_bookings(app: FamilyScheduler) -> list[str]:
    return [o.title for o in app.events("2026-11-24", "2026-11-25") if "Sedan" in o.title]


def test_the_van_is_free_so_the_sedan_is_not_booked(app: FamilyScheduler) -> None:
    turn = app.ask(
        "is the van free tomorrow at 2? if not, book the sedan for mike tomorrow at 2", thread_id="c"
    )
    assert turn.status == "completed"
    assert "The Minivan is free then, so I did not book the Sedan." in turn.reply
    assert not turn.committed
    after = app.ask("yes", thread_id="c")  # nothing was waiting for a yes
    assert not after.committed
    assert _sedan_bookings(app) == []


def test_the_van_is_taken_so_the_sedan_is_asked_for(app: FamilyScheduler) -> None:
    # Jake's soccer practice has the van on Tuesday 4-5:30
    turn = app.ask(
        "is the van free tomorrow at 4? otherwise book the sedan for mike tomorrow at 4", thread_id="c"
    )
    assert turn.status == "awaiting_user" and not turn.committed
    assert "Sedan" in turn.reply
    done = app.ask("yes", thread_id="c")
    assert done.committed
    assert len(_sedan_bookings(app)) == 1


def test_she_is_busy_so_the_playdate_is_not_booked(app: FamilyScheduler) -> None:
    # Tuesday at 10 Emma is at school
    turn = app.ask(
        "is emma free tomorrow at 10? if she is, book a playdate for her tomorrow at 10", thread_id="e"
    )
    assert turn.status == "completed" and not turn.committed
    assert "Emma is not free then, so I did not book the playdate." in turn.reply


def test_he_is_free_so_the_haircut_is_asked_for_first(app: FamilyScheduler) -> None:
    turn = app.ask(
        "is mike free wednesday at 10? if so, put a haircut in for him wednesday at 10", thread_id="m"
    )
    assert turn.status == "awaiting_user" and not turn.committed
    assert "haircut" in turn.reply.lower()
    assert app.ask("yes", thread_id="m").committed


def _van_holders(app: FamilyScheduler, day: str, next_day: str) -> list[tuple[str, list[str]]]:
    return [(o.title, sorted(o.participants)) for o in app.events(day, next_day) if "minivan" in o.resources]


def test_the_van_asked_about_is_booked_for_dad_once_we_say_yes(app: FamilyScheduler) -> None:
    # "book it" is the van the question was about, at the time it asked about
    turn = app.ask("is the van free on sunday at 11? if so can you book it for mike", thread_id="v")
    assert "Minivan is free" in turn.reply
    assert turn.status == "awaiting_user" and not turn.committed  # asked first, never written at once
    assert "Minivan for Mike, Sun Nov 29 11am" in turn.reply
    assert app.ask("yes", thread_id="v").committed
    assert ("Minivan booking", ["mike"]) in _van_holders(app, "2026-11-29", "2026-11-30")


def test_the_time_said_with_the_booking_goes_on_the_day_asked_about(app: FamilyScheduler) -> None:
    turn = app.ask("is the van free on sunday and if so put it in for sarah at 3", thread_id="w")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "Minivan for Sarah, Sun Nov 29 3" in turn.reply


def test_booking_it_after_asking_about_a_car_at_a_time_needs_no_activity(app: FamilyScheduler) -> None:
    app.ask("is the honda free thursday at 4?", thread_id="h")
    turn = app.ask("ok book it for mike", thread_id="h")
    assert "What is it for?" not in turn.reply
    assert "Sedan for Mike, Thu Nov 26 4" in turn.reply
