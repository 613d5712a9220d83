"""An answer that is not yes or no: a change to what is pending, or a new request?

While a proposal waits for the family's yes, "make it 4", "actually 5pm", "use the
sedan" or "make it an hour and a half" change it; "karate for jake wednesday at 6pm"
or "what's on wednesday?" is something else altogether, and must never be folded into
the pending booking. A request of its own names its own activity (or asks a question);
an amendment only names times, people, cars or lengths.
"""

from __future__ import annotations

import re

from family_scheduler.models.request import ParsedRequest

_VAGUE_TITLES = frozenset({"it", "that", "this", "them", "one", "the one", "the same", "same"})
_WORD = re.compile(r"[a-z0-9]+")
_ANSWER_WORDS = frozenset(
    "yes yeah yep sure ok okay no nope nah but actually instead then please thanks it that this".split()
)
_CHANGE_FIELDS = (
    "start",
    "end",
    "window",
    "title",
    "participants",
    "resources",
    "duration_minutes",
    "recurrence",
    "guests",
    "place",
    "shift_minutes",
    "problems",
)


def is_new_request(
    said: ParsedRequest,
    pending: ParsedRequest | None,
    pending_titles: list[str],
    asked_to_book: bool = False,
) -> bool:
    """`said` (read on its own) is a request in its own right, not a change to `pending`.

    `asked_to_book`: the words say "book", "add", "schedule"... and name people of their
    own ("book emma friday at 5pm" while Jake's swim waits): a new booking, even before
    it says what for."""
    if said.intent == "query":
        return True  # a question is answered, never merged
    if said.intent == "unknown":
        return False
    if asked_to_book and said.intent == "create" and pending is not None:
        if set(said.participants) != set(pending.participants):
            return True
    title = (said.title or "").strip().lower()
    if not title or title in _VAGUE_TITLES or set(_WORD.findall(title)) <= _ANSWER_WORDS:
        return False  # "yes but at 5pm": the words of an answer are no activity
    known = [t.lower() for t in [*pending_titles, (pending.title if pending else None) or ""] if t]
    return not any(same_activity(title, other) for other in known)


def same_activity(one: str, other: str) -> bool:
    """ "swim" and "swim class", "Jake's dentist" and "dentist": one activity named twice."""
    a, b = set(_WORD.findall(one)), set(_WORD.findall(other))
    return bool(a and b) and (a <= b or b <= a)


def changes_anything(merged: ParsedRequest, pending: ParsedRequest) -> bool:
    """Whether folding the answer in changed the request at all ("ok thanks" changes nothing)."""
    return any(getattr(merged, name, None) != getattr(pending, name, None) for name in _CHANGE_FIELDS)
