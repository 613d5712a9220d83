"""A repeat said before the verb ("every tuesday at 6 book violin for emma", "mondays 4pm add
chess for jake"): the verb is never part of the title ("book violin" was written)."""

from __future__ import annotations

import pytest


@pytest.mark.parametrize(
    ("words", "booked"),
    [
        ("every tuesday at 6 book violin for emma", "Booked: violin for Emma, Tue Nov 24 6–7pm, every Tue"),
        ("wednesdays 4pm add chess club for jake", "Booked: chess club for Jake, Wed Nov 25 4–5pm, every W"),
        ("tomorrow at 5 schedule a vet visit", "Booked: vet visit for Sarah, Tue Nov 24 5–6pm"),
    ],
)
def test_the_activity_alone_is_the_title(app, words, booked):
    turn = app.ask(words, thread_id="r", speaker="sarah")
    assert turn.committed, turn.reply
    assert turn.reply.startswith(booked), turn.reply


def test_a_book_club_said_after_its_day_stays_a_book_club(app):
    turn = app.ask("every thursday book club at 7:30pm", thread_id="b", speaker="sarah")
    assert "book club" in turn.reply, turn.reply
