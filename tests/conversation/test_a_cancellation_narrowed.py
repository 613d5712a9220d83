"""A cancellation listing several occurrences, narrowed by the family: "only the first 2",
"not the last one", "only on thursdays". The list is asked about again with just those,
and only those are cancelled after the yes. Jake's soccer is Tuesdays and Thursdays
16:00-17:30; the clock reads Monday Nov 23."""

from __future__ import annotations

import pytest

from family_scheduler.app import FamilyScheduler

ASKED = "cancel jake's soccer for the next two weeks"
ALL_FOUR = "Tue Nov 24, Thu Nov 26, Tue Dec 1 and Thu Dec 3"


@pytest.mark.parametrize(
    ("said", "left"),
    [
        ("only the first 2", "Tue Nov 24 and Thu Nov 26 4–5:30pm"),
        ("hmm, not the last one", "Tue Nov 24, Thu Nov 26 and Tue Dec 1 4–5:30pm"),
        ("all but the first", "Thu Nov 26, Tue Dec 1 and Thu Dec 3 4–5:30pm"),
        ("just the last one", "Thu Dec 3 4–5:30pm"),
        ("only on thursdays", "Thu Nov 26 and Thu Dec 3 4–5:30pm"),
    ],
)
def test_the_list_is_narrowed_and_asked_again(app: FamilyScheduler, said: str, left: str):
    assert ALL_FOUR in app.ask(ASKED, thread_id="c").reply
    turn = app.ask(said, thread_id="c")
    assert turn.status == "awaiting_user" and turn.committed == []
    assert f"Cancel Jake's soccer: soccer practice {left}. Shall I go ahead?" in turn.reply


def test_only_those_are_cancelled_after_the_yes(app: FamilyScheduler, titles_on):
    app.ask(ASKED, thread_id="c")
    app.ask("only the first 2", thread_id="c")
    assert app.ask("yes", thread_id="c").committed
    assert ("soccer practice", "16:00") not in titles_on(24, "jake")
    assert ("soccer practice", "16:00") not in titles_on(26, "jake")
    assert ("soccer practice", "16:00") in titles_on(1, "jake", month=12)
    assert ("soccer practice", "16:00") in titles_on(3, "jake", month=12)


@pytest.mark.parametrize(("said", "why"), [("just the saturday ones", "none"), ("only the first 9", "all")])
def test_a_narrowing_that_keeps_none_or_all_is_asked_again(app: FamilyScheduler, said: str, why: str):
    app.ask(ASKED, thread_id="c")
    turn = app.ask(said, thread_id="c")
    assert f"that leaves {why} of the 4 listed" in turn.reply and ALL_FOUR in turn.reply
    assert turn.committed == []
