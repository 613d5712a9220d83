"""A change or cancellation that hangs on a question about an event ("does jake have soccer
thursday? if yes cancel it"): "it" is the event the question found, on the day it asked
about. It is always asked first; when the question found nothing, nothing is proposed and
the reply says so."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler


@pytest.mark.parametrize(
    ("said", "proposed"),
    [
        ("is there soccer on thursday? if yes, scrap it", "Cancel soccer practice on Thu Nov 26 4"),
        (
            "does jake still have soccer thursday? if he does cancel that",
            "Cancel soccer practice on Thu Nov 26",
        ),
        ("is swim on this saturday? if so, drop it", "Cancel swim class on Sat Nov 28 10"),
        ("is gym on friday? if so cancel it", "Cancel gym on Fri Nov 27 6:30"),
    ],
)
def test_the_event_asked_about_is_the_one_cancelled_after_a_yes(
    app: FamilyScheduler, said: str, proposed: str
) -> None:
    turn = app.ask(said, thread_id="c", speaker="mike")
    assert turn.status == "awaiting_user" and not turn.committed  # asked first, never at once
    assert proposed in turn.reply


def test_thursdays_practice_is_cancelled_not_tuesdays(app: FamilyScheduler) -> None:
    # soccer is on Tuesdays and Thursdays: the question named Thursday
    turn = app.ask("does jake have soccer on thursday? if so could you cancel it", thread_id="t")
    assert "Thu Nov 26" in turn.reply and "Tue Nov 24" not in turn.reply
    done = app.ask("yes", thread_id="t")
    assert done.committed
    thursday = [o.title for o in app.events("2026-11-26", "2026-11-27", members=["jake"])]
    tuesday = [o.title for o in app.events("2026-11-24", "2026-11-25", members=["jake"])]
    assert "soccer practice" not in thursday
    assert "soccer practice" in tuesday


@pytest.mark.parametrize(
    ("said", "moved_to"),
    [
        ("is swim still on saturday? if so move it to 11", "Sat Nov 28 11am–12pm"),
        ("does emma have piano monday? if yes push it to 6", "Mon Nov 30 6–7pm"),
        ("is family dinner on sunday? if so can you make it 5:30", "Sun Nov 29 5:30–7pm"),
        ("is swim class on this saturday? if so push it back an hour", "Sat Nov 28 11am–12pm"),
        ("does emma have piano next monday? if so reschedule it to tuesday at 5", "Tue Dec 1 5–6pm"),
    ],
)
def test_the_event_asked_about_is_moved_once_we_say_yes(
    app: FamilyScheduler, said: str, moved_to: str
) -> None:
    turn = app.ask(said, thread_id="m", speaker="sarah")
    assert turn.status == "awaiting_user" and not turn.committed
    assert f"to {moved_to}" in turn.reply
    assert app.ask("yes", thread_id="m", speaker="sarah").committed


@pytest.mark.parametrize(
    "said",
    [
        "does jake have soccer wednesday? if so cancel it",
        "is there a dentist on friday? if yes move it to 4",
        "is book club this wednesday? if so drop it",  # it is every other week: not this one
    ],
)
def test_nothing_found_so_nothing_is_changed(app: FamilyScheduler, said: str) -> None:
    turn = app.ask(said, thread_id="n", speaker="sarah")
    assert turn.status == "completed" and not turn.committed
    assert "so I did not" in turn.reply
    assert not app.ask("yes", thread_id="n", speaker="sarah").committed


def test_asked_at_a_time_with_no_day_the_next_one_is_meant(app: FamilyScheduler) -> None:
    app.ask("add an eye exam for emma thursday at 2", thread_id="e", speaker="sarah")
    app.ask("yes", thread_id="e", speaker="sarah")
    turn = app.ask("is the eye exam at 2? if so push it to 3", thread_id="e", speaker="sarah")
    assert turn.status == "awaiting_user" and not turn.committed
    assert "to Thu Nov 26 3" in turn.reply


def test_asked_at_another_time_with_no_day_nothing_is_changed(app: FamilyScheduler) -> None:
    app.ask("add an eye exam for emma thursday at 2", thread_id="o", speaker="sarah")
    app.ask("yes", thread_id="o", speaker="sarah")
    turn = app.ask("is the eye exam at 4? if so cancel it", thread_id="o", speaker="sarah")
    assert not turn.committed and "so I did not cancel" in turn.reply
