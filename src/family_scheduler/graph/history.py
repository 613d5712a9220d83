"""How much of the conversation a thread keeps: the last few exchanges, not every note.

The whole `messages` list is stored in every checkpoint, so a thread that kept it all
stored a little more each turn (83 KB per turn after 100 questions) and every turn read
it back. Nothing reads old messages: a request is parsed from the family's newest
message, a pending clarification and a pending proposal live in their own fields. So at
the start of each new request the earlier turns are summed up deterministically: of
each, what the family said and the last thing said back (the answer, the question, the
booking written); the subgraphs' working notes in between are dropped, and only the
newest EARLIER_MESSAGES of what is left are kept.
"""

from __future__ import annotations

from collections.abc import Sequence

from langchain_core.messages import AnyMessage, RemoveMessage

EARLIER_MESSAGES = 8
"""Messages of earlier turns a thread keeps: four exchanges (the family's words and the
reply they got)."""


def stale_messages(messages: Sequence[AnyMessage]) -> list[RemoveMessage]:
    """Removals for the messages before the newest one (the family's new request) that
    the window drops: working notes, then all but the newest EARLIER_MESSAGES."""
    kept: list[AnyMessage] = []
    closes_turn = True  # walking back, the first message met is the last of its turn
    for message in reversed(messages[:-1]):
        if message.type == "human":
            kept.append(message)
            closes_turn = True
        elif closes_turn:
            kept.append(message)
            closes_turn = False
    keep = {id(m) for m in kept[:EARLIER_MESSAGES]}
    return [RemoveMessage(id=m.id) for m in messages[:-1] if id(m) not in keep and m.id]
