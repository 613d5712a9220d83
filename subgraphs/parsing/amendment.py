"""An answer that is not yes or no: a change to what is pending, or a new request?

While a proposal waits for the family's yes, "make it 4", "actually 5pm", "use the
sedan" or "make it an hour and a half" change it; "karate for jake wednesday at 6pm"
or "what's on wednesday?" is something else altogether, and must never be folded into
the pending booking. A request of its own names its own activity (or asks a question);
an amendment only names times, people, cars or lengths.
"""

from __future__ import annotations

import re
from datetime import timedelta

from family_scheduler.models.request import ParsedRequest

from .other_activity import in_its_place
from .span_length import span_length

_VAGUE_TITLES = frozenset({"it", "that", "this", "them", "one", "the one", "the same", "same"})
_WORD = re.compile(r"[a-z0-9]+")
_ANSWER_WORDS = frozenset(
    "yes yeah yep sure ok okay no nope nah but actually instead then please thanks it that this".split()
    # "10am works", "4 is better for us", "friday would be great", "let's go with 3"
    + "works work working fine good great better best perfect is would be for me us".split()
    + "sounds lets let s go with".split()
    + "rather prefer i think guess suits suit ideal".split()
    # "make it emma not jake", "oops wrong kid", "i meant mike", "keep emma off it"
    + "not wait oops oh wrong kid child person one meant its off out keep leave without".split()
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
    "lengthen_minutes",
    "to_day",
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
    if pending is not None and in_its_place(said, pending):
        return False  # "book tennis instead": the pending booking, for tennis
    if pending is not None and over_days(pending) and span_length(said.text) is not None:
        return False  # "cancel soccer next week" - "make it two weeks": its span, longer
    if asked_to_book and said.intent == "create" and pending is not None:
        if set(said.participants) != set(pending.participants):
            return True
    title = (said.title or "").strip().lower()
    if not title or title in _VAGUE_TITLES or set(_WORD.findall(title)) <= _ANSWER_WORDS:
        return False  # "yes but at 5pm": the words of an answer are no activity
    if pending is not None and not pending.title and not said.day_named:
        return False  # "book the van saturday" - "for the soccer tournament": what it is for
    known = [t.lower() for t in [*pending_titles, (pending.title if pending else None) or ""] if t]
    return not any(same_activity(title, other) for other in known)


def over_days(pending: ParsedRequest) -> bool:
    """Whether `pending` is about a span of days (no one time): its length can be said again."""
    return (
        pending.window is not None and pending.start is None and pending.window[1] - pending.window[0] >= DAY
    )


DAY = timedelta(days=1)


def same_activity(one: str, other: str) -> bool:
    """ "swim" and "swim class", "Jake's dentist" and "dentist": one activity named twice."""
    a, b = set(_WORD.findall(one)), set(_WORD.findall(other))
    return bool(a and b) and (a <= b or b <= a)


def changes_anything(merged: ParsedRequest, pending: ParsedRequest) -> bool:
    """Whether folding the answer in changed the request at all ("ok thanks" changes nothing)."""
    return any(getattr(merged, name, None) != getattr(pending, name, None) for name in _CHANGE_FIELDS)


_LEAD = r"^(?:(?:ok|okay|hmm+|well|so|then|or|and|but)\s+)*"
_COUNTER = (
    re.compile(
        _LEAD + r"(?:(?:what|how)\s+about|what\s+if\s+we\s+(?:do|did|make\s+it|go\s+with|say)|"
        r"(?:could|can|shall)\s+we\s+(?:do|make\s+it|go\s+with|say)|maybe|perhaps|"
        r"let'?s\s+(?:do|say|go\s+with))\s+(?P<rest>.+?)\s*(?:instead|then)?\s*[?.!]*$"
    ),
    re.compile(
        _LEAD + r"(?:would|does|will|is)\s+(?P<rest>.+?)\s+"
        r"(?:work|do|(?:be\s+)?(?:ok|okay|better|possible|fine|good))(?:\s+instead)?(?:\s+for\s+(?:it|that|you))?\s*[?.!]*$"
    ),
)
"""A counter-offer while a proposal waits: "what about 6?", "how about thursday at 4",
"could we do 5:30 instead?", "maybe the 3rd" - the pending event at another time."""


_BARE_CLOCK = re.compile(r"\d{1,2}(?::\d\d)?\s*(?:am|pm|a\.m\.|p\.m\.)?")


def counter_offer(text: str) -> str | None:
    """What a counter-offer offers ("6" in "what about 6?"), or None."""
    plain = re.sub(r"\s+", " ", text.lower()).strip()
    found = next((m for m in (p.match(plain) for p in _COUNTER) if m is not None), None)
    if found is None:
        return None
    rest = found.group("rest")
    return f"at {rest}" if _BARE_CLOCK.fullmatch(rest) else rest  # "what about 6?": at 6


def names_only_when(said: ParsedRequest) -> bool:
    """`said` (a counter-offer's words read alone) names a time or a day and no activity,
    people or thing of its own: "6", "thursday at 4", not "emma" or "the piano"."""
    title = (said.title or "").strip().lower()
    vague = not title or title in _VAGUE_TITLES or set(_WORD.findall(title)) <= _ANSWER_WORDS
    return vague and (said.start is not None or said.window is not None) and not said.resources
