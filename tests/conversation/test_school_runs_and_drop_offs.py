"""A parent's errands for the kids: driving them to something already on the calendar puts
the driver on it; a pick-up from school is booked at the end of the school day; an early
release asks when school lets out; "make X 7" moves X. Every one is asked before it is
written."""

from __future__ import annotations

from family_scheduler.app import FamilyScheduler


def _people_at(app: FamilyScheduler, day: str, title: str) -> list[str]:
    return sorted(next(o for o in app.events(day) if o.title == title).participants)


def _titles_on(app: FamilyScheduler, day: str) -> list[str]:
    return sorted(o.title for o in app.events(day))


def test_mum_noting_she_drops_jake_at_practice_goes_on_that_practice(app: FamilyScheduler):
    proposal = app.ask("drop jake off at practice thurs", thread_id="d", speaker="sarah")
    assert proposal.status == "awaiting_user" and proposal.committed == []
    assert "Add Sarah to soccer practice on Thu Nov 26 4–5:30pm (this occurrence only)" in proposal.reply
    app.ask("yes", thread_id="d", speaker="sarah")
    assert _people_at(app, "2026-11-26", "soccer practice") == ["jake", "sarah"]
    assert "practice" not in [t for t in _titles_on(app, "2026-11-26") if t != "soccer practice"]


def test_dad_saying_he_will_run_emma_to_piano_is_a_ride_not_a_new_lesson(app: FamilyScheduler):
    proposal = app.ask("i'll run emma over to piano next monday", thread_id="r", speaker="mike")
    assert proposal.committed == []
    assert "Add Mike to piano lesson on Mon Nov 30 5–6pm" in proposal.reply


def test_taking_a_child_to_something_not_on_the_calendar_still_books_it(app: FamilyScheduler):
    proposal = app.ask("take jake to the orthodontist friday", thread_id="o")
    assert proposal.committed == []
    assert "orthodontist for Jake" in proposal.reply


def test_a_school_pick_up_is_booked_for_the_parent_when_school_ends(app: FamilyScheduler):
    proposal = app.ask("pick emma up from school on tuesday", thread_id="p", speaker="mike")
    assert proposal.status == "awaiting_user" and proposal.committed == []
    assert "Book pick up Emma from school for Mike, Tue Nov 24 3–3:30pm" in proposal.reply
    done = app.ask("yes", thread_id="p", speaker="mike")
    assert done.committed
    pick_up = next(o for o in app.events("2026-11-24") if o.title == "pick up Emma from school")
    assert pick_up.participants == ["mike"]


def test_a_named_parent_collects_the_kids(app: FamilyScheduler):
    proposal = app.ask("can dad collect the kids from school wednesday", thread_id="c", speaker="sarah")
    assert proposal.committed == []
    assert "pick up Emma and Jake from school for Mike, Wed Nov 25 3–3:30pm" in proposal.reply


def test_an_early_release_asks_when_school_lets_out_then_proposes_the_pick_up(app: FamilyScheduler):
    asked = app.ask("jake gets out of school early on friday", thread_id="e", speaker="sarah")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert asked.reply == (
        "What time does school let out on Fri Nov 27? I'll book pick up Jake from school for then."
    )
    proposal = app.ask("12:30", thread_id="e", speaker="sarah")
    assert proposal.committed == []
    assert "Book pick up Jake from school for Sarah, Fri Nov 27 12:30–1pm" in proposal.reply
    assert "school" not in _titles_on(app, "2026-11-27")


def test_a_daycare_pick_up_asks_the_time_the_family_file_does_not_know(app: FamilyScheduler):
    asked = app.ask("i'll fetch emma from daycare thursday", thread_id="y")
    assert asked.committed == []
    assert asked.reply == "What time should I book pick up Emma from daycare on Thu Nov 26?"


def test_make_the_dinner_a_bare_hour_moves_it_into_the_evening_asked_first(app: FamilyScheduler):
    proposal = app.ask("make family dinner 7 this sunday", thread_id="m")
    assert proposal.status == "awaiting_user" and proposal.committed == []
    assert 'I read "7" as the new time.' in proposal.reply
    assert "Move family dinner on Sun Nov 29 6–7:30pm to Sun Nov 29 7–8:30pm" in proposal.reply


def test_make_gym_a_bare_hour_keeps_the_morning_of_an_early_workout(app: FamilyScheduler):
    proposal = app.ask("make mike's gym 7 on wednesday", thread_id="g", speaker="mike")
    assert proposal.committed == []
    assert "Move gym on Wed Nov 25 6:30–7:30am to Wed Nov 25 7–8am" in proposal.reply


def test_a_pick_up_nobody_is_named_for_asks_who_goes_before_booking(app: FamilyScheduler):
    asked = app.ask("somebody has to grab emma from school friday", thread_id="w", speaker="mike")
    assert asked.status == "awaiting_user" and asked.committed == []
    assert (
        asked.reply
        == "Who's picking up Emma from school on Fri Nov 27 3–3:30pm? Name a grown-up in the family."
    )
    proposal = app.ask("i can", thread_id="w", speaker="mike")
    assert proposal.committed == []
    assert "Book pick up Emma from school for Mike, Fri Nov 27 3–3:30pm" in proposal.reply


def test_a_child_offered_for_the_school_run_is_asked_again(app: FamilyScheduler):
    app.ask("we need someone to drop jake off at school tomorrow", thread_id="k", speaker="sarah")
    again = app.ask("emma", thread_id="k", speaker="sarah")
    assert again.committed == []
    assert "Who's dropping off Jake at school on Tue Nov 24 7:30–8am?" in again.reply
    proposal = app.ask("grandma", thread_id="k", speaker="sarah")
    assert "drop off Jake at school for Linda" in proposal.reply
