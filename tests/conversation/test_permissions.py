"""Who may do what in the Parkers' week: one rule, asked by every path that writes.

Sarah and Mike are the parents, Emma (12) and Jake (8) the kids, Grandma Linda a guest.
The family dinner is Sarah's (she set it up, all four are in it); piano is Emma's alone
(Sarah set the series up); the gym is Mike's; homework Emma set up herself.
"""

from __future__ import annotations

from datetime import datetime

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from family_scheduler.app import FamilyScheduler
from family_scheduler.calendar import InMemoryCalendar
from family_scheduler.domain.conflicts import detect_conflicts
from family_scheduler.domain.permissions import ACTIONS, allows, refusal
from family_scheduler.family_file import demo_family
from family_scheduler.models import Event
from family_scheduler.subgraphs.resolution import propose_resolutions

from .conftest import MONDAY, NY

FAMILY, WEEK = demo_family()
BY_ID = {e.id: e for e in WEEK}
DINNER, PIANO, GYM, HOMEWORK, SWIM = (
    BY_ID[i] for i in ("demo-dinner", "demo-piano", "demo-gym", "demo-homework", "demo-swim")
)
TEA = Event(
    id="tea",
    title="tea with the neighbours",
    start=datetime(2026, 11, 27, 15, tzinfo=NY),
    end=datetime(2026, 11, 27, 16, tzinfo=NY),
    participants=["linda"],
    created_by="linda",
)
DENTIST_FOR_JAKE = Event(
    id="new",
    title="dentist",
    start=datetime(2026, 11, 27, 15, tzinfo=NY),
    end=datetime(2026, 11, 27, 16, tzinfo=NY),
    participants=["jake"],
)
Y, N = True, False

# (speaker, event, book it, move it, cancel one occurrence, cancel the series): a child or a
# guest books only what she takes part in (others may join), a parent books for anyone
MATRIX = [
    ("sarah", DINNER, Y, Y, Y, Y),  # hers
    ("mike", DINNER, Y, Y, Y, Y),  # he takes part in it
    ("emma", DINNER, Y, N, N, N),  # the issue: a child in the family dinner cannot touch it
    ("linda", DINNER, N, N, N, N),
    ("sarah", GYM, Y, Y, N, N),  # Mike's own: Sarah may move it, cancelling is Mike's call
    ("mike", GYM, Y, Y, Y, Y),
    ("emma", PIANO, Y, Y, Y, N),  # hers to move or skip; ending lessons Mom booked is Mom's call
    ("jake", PIANO, N, N, N, N),  # his sister's
    ("sarah", PIANO, Y, Y, Y, Y),  # a child's plan
    ("emma", HOMEWORK, Y, Y, Y, Y),  # she set it up herself
    ("emma", SWIM, Y, N, N, N),  # shared with her brother, set up by Mom
    ("linda", TEA, Y, Y, Y, Y),  # her own
    ("sarah", TEA, Y, Y, N, N),  # Grandma's plans are hers to cancel
    ("linda", DENTIST_FOR_JAKE, N, N, N, N),  # a guest books only what she is in
    ("jake", DENTIST_FOR_JAKE, Y, Y, Y, Y),
    ("nobody", DENTIST_FOR_JAKE, N, N, N, N),  # a stranger may do nothing
]


@pytest.mark.parametrize(("speaker", "event", "create", "move", "one", "series"), MATRIX)
def test_the_permission_matrix(speaker, event, create, move, one, series):
    got = [allows(FAMILY, speaker, action, event) for action in ACTIONS]
    assert got == [create, move, one, series]


def test_refusals_are_one_plain_sentence_naming_whose_it_is():
    assert refusal(FAMILY, "emma", "cancel_one", DINNER) == (
        "Sorry, Emma can't cancel family dinner: Sarah set it up, so nothing was changed."
    )
    assert refusal(FAMILY, "emma", "cancel_series", PIANO) == (
        "Sorry, Emma can't cancel every piano lesson: Sarah set it up, so nothing was changed."
    )
    said = refusal(FAMILY, "linda", "create", DENTIST_FOR_JAKE)
    assert said is not None and "nothing was booked" in said and "Jake" in said


@pytest.fixture
def as_member(app: FamilyScheduler):
    def say(speaker: str, *texts: str):
        result = None
        for text in texts:
            result = app.ask(text, thread_id=f"{speaker}-thread", speaker=speaker)
        return result

    return say


def sundays_dinner(app: FamilyScheduler) -> list[str]:
    sunday = datetime(2026, 11, 29, tzinfo=NY)
    found = app.events(sunday, sunday.replace(day=30), members=["sarah"])
    return [f"{o.title} {o.start.astimezone(NY):%H:%M}" for o in found]


def test_emma_cannot_cancel_or_move_the_family_dinner(app, as_member):
    for asked in ("cancel family dinner on sunday", "move family dinner on sunday to 7pm"):
        told = as_member("emma", asked)
        assert told.status == "completed" and told.committed == []
        assert "Emma can't" in told.reply and "Sarah set it up" in told.reply
        assert "nothing was changed" in told.reply
    assert sundays_dinner(app) == ["family dinner 18:00"]


def test_emma_may_not_end_the_piano_lessons_mom_booked_but_may_skip_one(app, as_member, titles_on):
    ended = as_member("emma", "cancel piano lesson", "3")  # the whole series
    assert "Emma can't cancel every piano lesson" in ended.reply
    assert ("piano lesson", "17:00") in titles_on(30, "emma")
    skipped = as_member("emma", "cancel my piano lesson next monday", "yes")
    assert skipped.status == "completed" and skipped.committed
    assert ("piano lesson", "17:00") not in titles_on(30, "emma")
    assert ("piano lesson", "17:00") in titles_on(7, "emma", month=12)


def test_dad_may_skip_sundays_dinner_he_takes_part_in(app, as_member):
    done = as_member("mike", "cancel family dinner on sunday", "yes")
    assert done.committed and "Cancelled family dinner" in done.reply
    assert sundays_dinner(app) == []


def test_mom_moves_dads_gym_but_does_not_cancel_it(app, as_member, titles_on):
    refused = as_member("sarah", "cancel mike's gym on wednesday")
    assert "Sarah can't cancel gym: Mike set it up" in refused.reply
    assert ("gym", "06:30") in titles_on(25, "mike")
    moved = as_member("sarah", "move mike's gym on wednesday to 7am")
    assert moved.committed and ("gym", "07:00") in titles_on(25, "mike")


def test_grandma_books_her_own_tea_but_not_jakes_dentist(app, as_member, titles_on):
    refused = as_member("linda", "dentist for jake friday at 3pm")
    assert refused.committed == [] and "nothing was booked" in refused.reply
    assert titles_on(27, "jake") == []
    booked = as_member("linda", "tea for grandma friday at 3pm")
    assert booked.committed and ("tea", "15:00") in titles_on(27, "linda")


def test_jake_books_a_playdate_with_his_sister(app, as_member, titles_on):
    booked = as_member("jake", "playdate for jake and emma friday at 4pm")
    assert booked.committed and ("playdate", "16:00") in titles_on(27, "emma")


def test_the_ways_out_offered_to_a_child_never_touch_a_parents_plan():
    # Mom set up a visit to the grandparents with Emma; Emma then wants a sleepover that evening.
    visit = Event(
        id="visit",
        title="visit to the grandparents",
        start=datetime(2026, 11, 28, 18, tzinfo=NY),
        end=datetime(2026, 11, 28, 20, tzinfo=NY),
        participants=["sarah", "mike", "emma"],
        created_by="sarah",
    )
    calendar = InMemoryCalendar(FAMILY, [*WEEK, visit])
    sleepover = Event(
        id="new-sleepover",
        title="sleepover",
        start=datetime(2026, 11, 28, 18, tzinfo=NY),
        end=datetime(2026, 11, 28, 20, tzinfo=NY),
        participants=["emma"],
        created_by="emma",
    )

    def touched(speaker: str) -> set[str]:
        found = detect_conflicts(sleepover, calendar).conflicts
        report = propose_resolutions(sleepover, found, calendar, speaker=speaker, now=MONDAY)
        assert report.options
        return {e.id for option in report.options for e in option.events}

    assert "visit" not in touched("emma")  # only her own sleepover moves
    assert "visit" in touched("sarah")  # Mom may move her own visit


EVENTS = st.builds(
    Event,
    id=st.just("e"),
    title=st.sampled_from(["swim", "dinner", "dentist"]),
    start=st.just(datetime(2026, 11, 27, 15, tzinfo=NY)),
    end=st.just(datetime(2026, 11, 27, 16, tzinfo=NY)),
    participants=st.lists(st.sampled_from(FAMILY.member_ids()), min_size=1, max_size=4, unique=True),
    created_by=st.sampled_from([*FAMILY.member_ids(), None]),
    recurrence=st.sampled_from([None, "FREQ=WEEKLY"]),
)


@settings(max_examples=200, deadline=None)
@given(event=EVENTS, speaker=st.sampled_from([*FAMILY.member_ids(), "stranger"]))
def test_ending_a_series_is_never_easier_than_skipping_one_and_a_child_only_cancels_what_she_may_move(
    event, speaker
):
    series, one, move = (allows(FAMILY, speaker, a, event) for a in ("cancel_series", "cancel_one", "move"))
    assert not series or one
    member = FAMILY.member(speaker)
    if member is None or member.role != "parent":
        assert not one or move
    for action in ACTIONS:
        said = refusal(FAMILY, speaker, action, event)
        assert said is None or (said.count(".") == 1 and said.endswith(".") and "\n" not in said)
