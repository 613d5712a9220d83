"""Sarah books Jake's tutor for Wednesday, then texts "and the week after too". She wants a
second lesson a week on, beside the first: it is proposed and asked, the first one stays."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    "then", ["and the week after too", "same time next week please", "the week after as well"]
)
def test_the_week_after_is_the_same_again_a_week_on_asked_first(app, titles_on, then):
    app.ask("tutor for jake wednesday at 5", thread_id="t")
    asked = app.ask(then, thread_id="t")
    assert asked.status == "awaiting_user" and asked.committed == [], asked.reply
    assert asked.reply.startswith("Book tutor for Jake, Wed Dec 2 5–6pm."), asked.reply
    done = app.ask("yes", thread_id="t")
    assert done.committed, done.reply
    assert ("tutor", "17:00") in titles_on(25, "jake")  # the first lesson stays where it was
    assert ("tutor", "17:00") in titles_on(2, "jake", month=12)


def test_a_no_leaves_only_the_first_lesson(app, titles_on):
    app.ask("tutor for jake wednesday at 5", thread_id="t")
    app.ask("and the week after too", thread_id="t")
    app.ask("no", thread_id="t")
    assert ("tutor", "17:00") in titles_on(25, "jake")
    assert ("tutor", "17:00") not in titles_on(2, "jake", month=12)
