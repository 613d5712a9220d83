"""'Jake has a dentist appt next wed at 10:30, he'll miss school for it, mike's taking him':
understood, the school clash said, and no way out that sends Mike to Jake's dentist alone."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler

SAID = "jake has a dentist appt next wed at 10:30, he'll miss school for it, mike's taking him"


def test_the_appointment_is_understood_and_school_is_named(app: FamilyScheduler) -> None:
    turn = app.ask(SAID, thread_id="dentist")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert turn.reply.startswith("Book dentist appointment for Jake and Mike, Wed Dec 2 10:30–11:30am")
    assert "school" in turn.reply
    assert not any("without Jake" in o["description"] for o in turn.options)


def test_a_parent_keeps_it_in_school_hours(app: FamilyScheduler) -> None:
    app.ask(SAID, thread_id="anyway")
    done = app.ask("book it anyway", thread_id="anyway")
    assert done.committed and "set aside school for Jake this once" in done.reply


def test_missing_someone_is_still_no_request(app: FamilyScheduler) -> None:
    turn = app.ask("i miss grandma so much", thread_id="miss")
    assert turn.intent == "unknown" and turn.committed == []
