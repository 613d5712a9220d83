"""News that an activity is off, told while another request waits for an answer ("emma
doesn't have piano monday" while the dentist's clash is being sorted out): it is read as
when said alone (that lesson off, asked first), never a booking of "doesn't have piano" nor
merged into the request that waits."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def test_piano_off_while_a_clash_waits(app: FamilyScheduler) -> None:
    clash = app.ask("dentist for jake on thursday at 4", thread_id="p")  # soccer practice then
    assert clash.status == "awaiting_user"
    turn = app.ask("oh and emma doesn't have piano monday", thread_id="p")
    assert not turn.committed
    assert "Book doesn" not in turn.reply
    assert "Cancel piano lesson on Mon Nov 30" in turn.reply
    assert "dentist" in turn.reply  # the clash is asked again after it


def test_soccer_off_while_a_time_is_asked_for(app: FamilyScheduler) -> None:
    asked = app.ask("book a haircut for mike", thread_id="h")
    assert "What time" in asked.reply
    turn = app.ask("jake won't have soccer on thursday", thread_id="h")
    assert not turn.committed
    assert "Mike" not in turn.reply and "haircut" not in turn.reply.lower()
    assert "Cancel soccer practice on Thu Nov 26" in turn.reply


def test_an_activity_we_never_had_is_not_booked(app: FamilyScheduler) -> None:
    app.ask("move piano to wednesday", thread_id="g")  # which ones? is asked
    turn = app.ask("emma doesn't have guitar friday", thread_id="g")
    assert not turn.committed
    assert "Book" not in turn.reply
    assert "couldn't find Emma's guitar" in turn.reply
