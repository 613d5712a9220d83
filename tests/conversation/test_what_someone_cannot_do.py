"""A week of what someone can't do, told as news: a grown-up giving up a ride for good, a
school run nobody is down for, the household missing an event together.

Before, "i can't drive jake to soccer anymore" asked only about the next practice, a
school run someone couldn't do was looked for as an event called "school" and never
found, and "we can't make swim saturday" was not understood at all. Now the ride is every
one of the series from today (the scope said, who is free for them named), the school run
asks who does it instead and who is free then, and "we" is the household on that event;
whatever changes the calendar is asked first."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler


def _people_on(app: FamilyScheduler, day: str, title: str) -> list[str]:
    return sorted(next(o for o in app.events(day) if o.title == title).participants)


# -- a ride given up for good -------------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "speaker"),
    [
        ("i can't drive jake to soccer anymore", "mike"),
        ("i won't be taking jake to soccer from now on", "mike"),
        ("i'm no longer able to drive jake to soccer", "mike"),
        ("i no longer can take jake to soccer", "mike"),
        ("mike can't take jake to soccer any more", "sarah"),
        ("heads up, dad won't be driving jake to soccer going forward", "emma"),
        ("mike isn't able to pick jake up from soccer anymore", "sarah"),
    ],
)
def test_a_ride_given_up_for_good_is_every_practice_from_now_on(
    app: FamilyScheduler, said: str, speaker: str
):
    turn = app.ask(said, thread_id="g", speaker=speaker)
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert "Mike can't drive Jake to soccer practice every Tuesday and Thursday (4–5:30pm)" in turn.reply
    assert "from Tue Nov 24 on" in turn.reply
    assert "Who's driving instead?" in turn.reply
    assert "Sarah and Linda are free for all of them over the next 4 weeks." in turn.reply


def test_dad_comes_off_every_practice_once_mom_takes_them_over(app: FamilyScheduler):
    app.ask("i'll drive jake to soccer from now on", thread_id="m", speaker="mike")
    assert _people_on(app, "2026-12-08", "soccer practice") == ["jake", "mike"]
    app.ask("i can't drive jake to soccer anymore", thread_id="m", speaker="mike")
    offered = app.ask("sarah will", thread_id="m", speaker="mike")
    assert offered.committed == []
    assert "instead of Mike (this one and all after it)" in offered.reply
    assert _people_on(app, "2026-12-08", "soccer practice") == ["jake", "mike"]  # not before the yes
    done = app.ask("yes", thread_id="m", speaker="mike")
    assert done.committed
    for day in ("2026-11-24", "2026-11-26", "2026-12-08", "2027-01-14"):
        assert _people_on(app, day, "soccer practice") == ["jake", "sarah"], day


def test_a_grown_up_busy_for_one_of_the_practices_is_said_so(app: FamilyScheduler):
    app.ask("book a hair appointment for grandma thursday dec 3 at 4pm", thread_id="h")
    app.ask("yes", thread_id="h")
    turn = app.ask("mike can't take jake to soccer anymore", thread_id="r")
    assert "Sarah is free for all of them over the next 4 weeks (Linda is busy on Thu Dec 3)." in turn.reply


def test_nobody_named_for_good_leaves_dad_on_it(app: FamilyScheduler):
    app.ask("i'll drive jake to soccer from now on", thread_id="n", speaker="mike")
    app.ask("i can't take jake to soccer any longer", thread_id="n", speaker="mike")
    turn = app.ask("nobody", thread_id="n", speaker="mike")
    assert turn.committed == []
    assert "nobody else is named to drive Jake to soccer practice from Tue Nov 24 on" in turn.reply
    assert "so Mike stays on it" in turn.reply
    assert _people_on(app, "2026-12-01", "soccer practice") == ["jake", "mike"]


def test_one_tuesday_is_still_only_that_tuesday(app: FamilyScheduler):
    turn = app.ask("i can't take jake to soccer tuesday", thread_id="t", speaker="mike")
    assert "Mike can't drive Jake to soccer practice on Tue Nov 24 4–5:30pm." in turn.reply
    assert "every Tuesday" not in turn.reply


# -- a school run someone can't do ----------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "speaker", "asked", "free"),
    [
        (
            "i can't take the kids to school tomorrow",
            "mike",
            "Mike can't do it: who's dropping off Emma and Jake at school on Tue Nov 24 7:30–8am instead?",
            "Sarah and Linda are free then.",
        ),
        (
            "mike can't pick up jake from school friday",
            "sarah",
            "Mike can't do it: who's picking up Jake from school on Fri Nov 27 3–3:30pm instead?",
            "Sarah and Linda are free then.",
        ),
        (
            "i can't do the school pickup tomorrow",
            "sarah",
            "Sarah can't do it: who's picking up Emma and Jake from school on Tue Nov 24 3–3:30pm instead?",
            "Mike and Linda are free then.",
        ),
        (
            "unfortunately i won't be able to get emma from school wednesday",
            "mike",
            "Mike can't do it: who's picking up Emma from school on Wed Nov 25 3–3:30pm instead?",
            "Sarah and Linda are free then.",
        ),
    ],
)
def test_a_school_run_someone_cannot_do_asks_who_instead(
    app: FamilyScheduler, said: str, speaker: str, asked: str, free: str
):
    turn = app.ask(said, thread_id="s", speaker=speaker)
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert asked in turn.reply
    assert turn.reply.endswith(free)


def test_the_school_run_said_plainly_is_read_as_the_morning_one_and_said_so(app: FamilyScheduler):
    turn = app.ask("sarah can't do the school run wednesday", thread_id="w")
    assert turn.committed == []
    assert "I took the school run as the morning drop-off" in turn.reply
    assert "who's dropping off Emma and Jake at school on Wed Nov 25 7:30–8am instead?" in turn.reply
    assert "Mike and Linda are free then." in turn.reply


def test_grandma_does_the_run_once_asked_and_agreed(app: FamilyScheduler):
    app.ask("i can't take the kids to school tomorrow", thread_id="l", speaker="mike")
    offered = app.ask("grandma", thread_id="l", speaker="mike")
    assert offered.committed == []
    assert "Book drop off Emma and Jake at school for Linda, Tue Nov 24 7:30–8am" in offered.reply
    done = app.ask("yes", thread_id="l", speaker="mike")
    assert done.committed
    assert _people_on(app, "2026-11-24", "drop off Emma and Jake at school") == ["linda"]


def test_a_grown_up_busy_at_pick_up_time_is_not_offered_as_free(app: FamilyScheduler):
    app.ask("book a dentist appointment for grandma friday at 2:30pm", thread_id="d")
    app.ask("yes", thread_id="d")
    turn = app.ask("mike can't pick up jake from school friday", thread_id="p")
    assert turn.reply.endswith("Sarah is free then, Linda is not.")


# -- the household missing an event together --------------------------------------------


@pytest.mark.parametrize(
    "said",
    [
        "we can't make swim saturday",
        "we can't do swim saturday",
        "we won't make swim this saturday",
        "sorry, we can't make it to swim on saturday",
        "the kids can't go to swim this saturday",
    ],
)
def test_we_cannot_make_swim_is_that_class_off_once_asked(app: FamilyScheduler, said: str):
    turn = app.ask(said, thread_id="w")
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert "Cancel swim class on Sat Nov 28 10–11am (this occurrence only)" in turn.reply
    done = app.ask("yes", thread_id="w")
    assert done.committed
    assert not [o for o in app.events("2026-11-28") if o.title == "swim class"]
    assert _people_on(app, "2026-12-05", "swim class") == ["emma", "jake"]


def test_we_cannot_make_family_dinner_sunday_is_asked_first(app: FamilyScheduler):
    turn = app.ask("we can't make family dinner sunday", thread_id="f", speaker="mike")
    assert turn.committed == []
    assert "Cancel family dinner on Sun Nov 29 6–7:30pm (this occurrence only)" in turn.reply
    assert _people_on(app, "2026-11-29", "family dinner") == ["emma", "jake", "mike", "sarah"]


@pytest.mark.parametrize(
    ("said", "speaker", "who"),
    [
        ("i won't be home for dinner sunday", "mike", "Mike"),
        ("emma isn't going to be at dinner sunday", "sarah", "Emma"),
        ("emma's not going to be home for family dinner this sunday", "sarah", "Emma"),
        ("mike won't be back for dinner on sunday", "sarah", "Mike"),
        ("the kids won't be home for dinner sunday", "sarah", "Emma and Jake"),
    ],
)
def test_not_home_for_dinner_takes_them_off_that_dinner_once_asked(
    app: FamilyScheduler, said: str, speaker: str, who: str
):
    turn = app.ask(said, thread_id="d", speaker=speaker)
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert f"Take {who} off family dinner on Sun Nov 29 6–7:30pm (this occurrence only)" in turn.reply
    done = app.ask("yes", thread_id="d", speaker=speaker)
    assert done.committed
    assert _people_on(app, "2026-12-06", "family dinner") == ["emma", "jake", "mike", "sarah"]


def test_dad_not_home_for_dinner_leaves_the_others_at_it(app: FamilyScheduler):
    app.ask("i won't be home for dinner sunday", thread_id="m", speaker="mike")
    app.ask("yes", thread_id="m", speaker="mike")
    assert _people_on(app, "2026-11-29", "family dinner") == ["emma", "jake", "sarah"]


# -- both of us, and double negatives -------------------------------------------------------


@pytest.mark.parametrize(
    ("said", "speaker", "shown"),
    [
        (
            "neither of us can drive jake to soccer tuesday",
            "sarah",
            "Mike and Sarah can't drive Jake to soccer practice on Tue Nov 24 4–5:30pm.",
        ),
        (
            "sarah and i can't take emma to piano monday",
            "mike",
            "Mike and Sarah can't drive Emma to piano lesson on Mon Nov 30 5–6pm.",
        ),
        (
            "neither of us can do the school pickup friday",
            "mike",
            "Mike and Sarah can't do it: who's picking up Emma and Jake from school on Fri Nov 27 3–3:30pm",
        ),
    ],
)
def test_both_parents_out_leaves_grandma_as_the_one_free(
    app: FamilyScheduler, said: str, speaker: str, shown: str
):
    turn = app.ask(said, thread_id="b", speaker=speaker)
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert shown in turn.reply
    assert turn.reply.endswith("Linda is free then.")


@pytest.mark.parametrize(
    "said",
    [
        "mike can't not go to swim",
        "it's not that jake can't go to soccer",
        "i can't not take jake to soccer tuesday",
        "emma won't not be at piano monday",
    ],
)
def test_a_double_negative_is_never_guessed_at(app: FamilyScheduler, said: str):
    turn = app.ask(said, thread_id="n")
    assert turn.status == "completed" and turn.committed == [], turn.reply
    assert "two negatives" in turn.reply
    assert "Book " not in turn.reply and "Cancel " not in turn.reply


@pytest.mark.parametrize(
    "said",
    [
        "i can't take the kids to school anymore",
        "from now on i can't do the school run",
        "i can't do school drop off on fridays",
    ],
)
def test_a_school_run_given_up_for_good_is_said_to_be_day_by_day(app: FamilyScheduler, said: str):
    turn = app.ask(said, thread_id="s", speaker="mike")
    assert turn.committed == [] and turn.status == "completed", turn.reply
    assert "School runs are booked one day at a time" in turn.reply
    assert "Mike can't take the kids to school tuesday" in turn.reply


@pytest.mark.parametrize(
    "said",
    [
        "can't mike take jake?",
        "why can't mike take jake to soccer tuesday",
        "is mike not driving jake to soccer anymore?",
        "can't we make swim saturday?",
        "can jake not go to swim saturday?",
        "can't sarah do the school run wednesday?",
    ],
)
def test_questions_put_the_negative_way_write_nothing(app: FamilyScheduler, said: str):
    turn = app.ask(said, thread_id="q")
    assert turn.committed == [], turn.reply
    assert "Booked" not in turn.reply


# -- "can't make it", said of what was just spoken of ------------------------------------


def test_emma_cannot_make_it_after_asking_about_saturday_is_her_swim(app: FamilyScheduler):
    app.ask("what's on saturday", thread_id="s")
    turn = app.ask("emma can't make it", thread_id="s")
    assert turn.committed == []
    assert "Take Emma off swim class on Sat Nov 28 10–11am (this occurrence only)" in turn.reply
    app.ask("yes", thread_id="s")
    assert _people_on(app, "2026-11-28", "swim class") == ["jake"]


@pytest.mark.parametrize(
    ("asked", "said", "speaker", "shown"),
    [
        (
            "what does jake have thursday",
            "he can't make it",
            "sarah",
            "Cancel soccer practice on Thu Nov 26 4–5:30pm (this occurrence only)",
        ),
        (
            "what's on sunday",
            "i won't be able to make it",
            "mike",
            "Take Mike off family dinner on Sun Nov 29 6–7:30pm (this occurrence only)",
        ),
        (
            "what's on saturday",
            "sorry, we can't make it after all",
            "sarah",
            "Cancel swim class on Sat Nov 28 10–11am (this occurrence only)",
        ),
        (
            "what's on sunday",
            "the kids can't come",
            "sarah",
            "Take Emma and Jake off family dinner on Sun Nov 29 6–7:30pm (this occurrence only)",
        ),
    ],
)
def test_cannot_make_it_is_the_event_just_spoken_of_asked_first(
    app: FamilyScheduler, asked: str, said: str, speaker: str, shown: str
):
    app.ask(asked, thread_id="f", speaker=speaker)
    turn = app.ask(said, thread_id="f", speaker=speaker)
    assert turn.status == "awaiting_user" and turn.committed == [], turn.reply
    assert shown in turn.reply


def test_cannot_make_it_with_nothing_spoken_of_asks_which_event(app: FamilyScheduler):
    turn = app.ask("emma can't make it", thread_id="n")
    assert turn.committed == []
    assert "Which event can't Emma make?" in turn.reply
    assert '"Emma can\'t make swim saturday"' in turn.reply


# -- some days of a ride, a later start, and a ride asked for -----------------------------


@pytest.mark.parametrize(
    "said",
    [
        "mike can't drive jake to soccer on thursdays",
        "mike can't drive jake to soccer tuesdays anymore",
        "mike can't do tuesday soccer runs anymore",
    ],
)
def test_some_days_of_a_ride_are_said_to_be_beyond_us_and_nothing_changes(app: FamilyScheduler, said: str):
    app.ask("mike will drive jake to soccer from now on", thread_id="x")
    turn = app.ask(said, thread_id="s")
    assert turn.committed == [] and turn.status == "completed", turn.reply
    assert "I can't take someone off only some days of a repeating ride yet" in turn.reply
    assert _people_on(app, "2026-11-26", "soccer practice") == ["jake", "mike"]


def test_a_ride_given_up_from_december_starts_there(app: FamilyScheduler):
    turn = app.ask("mike can't drive jake to soccer anymore from december", thread_id="d")
    assert "every Tuesday and Thursday (4–5:30pm) from Tue Dec 1 on" in turn.reply


@pytest.mark.parametrize(
    ("said", "shown"),
    [
        ("can't you find someone to take jake to soccer tuesday?", "Jake to soccer practice on Tue Nov 24"),
        ("could you get somebody to drive emma to piano monday", "Emma to piano lesson on Mon Nov 30"),
        ("can you ask someone to pick up jake from soccer thursday", "Jake to soccer practice on Thu Nov 26"),
    ],
)
def test_asking_us_to_find_a_driver_asks_who_drives(app: FamilyScheduler, said: str, shown: str):
    turn = app.ask(said, thread_id="a")
    assert turn.committed == [] and "Book " not in turn.reply, turn.reply
    assert f"Who's driving {shown}" in turn.reply
