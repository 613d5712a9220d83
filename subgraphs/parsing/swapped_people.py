"""Someone put in another's place, or left off, while a request waits: "make it emma not
jake", "no wait, emma instead", "oops wrong kid, it's emma", "I meant mike", "keep emma
off it", "without jake".

Said to "Book dentist for Jake …?", a swap names who the booking is for in full: the
people named, less those said not to be ("not jake"); a removal takes those people off
and keeps the rest; "just emma", "actually for jake" name everyone it is for. Without such
words a name only adds to or fills in who takes part (and, said of an event just booked,
adds only with "too", "also", "and …").
"""

from __future__ import annotations

import re

from family_scheduler.models.family import Family

_SWAP = re.compile(
    r"(?<![a-z'])(?:instead|i\s+meant|meant\s+to\s+say|wrong\s+(?:kid|child|person|one|name|guy|girl)|not"
    r"|rather\s+than|make\s+it|it'?s|it\s+is|it\s+should\s+be|should\s+be|switch\s+(?:it\s+)?to"
    r"|swap\s+(?:it\s+)?(?:to|for))(?![a-z'])"
)
"""Words that put someone in another's place rather than add them."""
_EXACTLY = re.compile(
    r"(?<![a-z'])(?:just|only)(?![a-z'])"
    r"|^\W*(?:(?:no|nope|oops|whoops|actually|wait|sorry|oh|hmm+|ok|okay|um|uh|ugh)\W+)*for(?![a-z'])"
)
"""Words that say who it is for in full ("just emma actually", "actually for jake", "no, for
both kids"): those named and nobody else."""
_ALSO = re.compile(r"(?<![a-z'])(?:too|also|as\s+well)(?![a-z'])|^\W*(?:(?:oh|wait|oops|and)\W+)*and\s")
"""Words that add someone ("and mike too", "oh wait, and emma too", "oh and grandma as well")."""
_I_MEANT = re.compile(r"(?<![a-z'])i\s+meant(?![a-z'])")
_NOT_BEFORE = r"(?:not|instead\s+of|rather\s+than|without|minus|no|except)\s+(?:for\s+|with\s+)?"
_OFF_AFTER = r"(?:'s)?\s+(?:off|out)(?![a-z'])"
_OFF_BEFORE = r"(?:keep|leave|take|drop|cross)\s+"


def swapped_in(
    text: str, named: list[str], now_on: list[str], family: Family, speaker: str
) -> list[str] | None:
    """Who the request is for after an answer that swaps or removes people (`now_on`: who
    it is for so far); None when the answer does neither."""
    low = text.lower()
    if _I_MEANT.search(low) and not _names(low, family, speaker):
        named = [m for m in named if m != speaker]  # "I meant mike": Mike, not the speaker
    out = _said_not(low, family, speaker)
    if out and set(named) <= out:  # "keep emma off it", "without jake": the rest stay
        left = [m for m in now_on if m not in out]
        return sorted(left) if left and left != now_on else None
    exactly = _EXACTLY.search(low) is not None and _ALSO.search(low) is None
    if not named or (_SWAP.search(low) is None and not exactly):
        return None
    kept = {m for m in named if m not in out}
    if out and not exactly:  # "not me, mike" to lunch with Linda: Mike in my place, Linda stays
        kept |= {m for m in now_on if m not in out}
    return sorted(kept) or None


_ANSWER_WORDS = frozenset(
    "no wait oops oh sorry actually wrong kid child person one meant i its it's it is not make keep leave off"
    " out without take drop instead please then ok okay hmm should be switch swap to for".split()
)
"""Words a swap or a removal is said with ("oops wrong kid", "no, keep … off it"): no activity."""
_WORD = re.compile(r"[a-z']+")


def people_swapped(
    text: str, title: str | None, named: list[str], now_on: list[str], family: Family, speaker: str
) -> tuple[list[str], list[str]] | None:
    """Who joins and who leaves an event already booked, for words said right after it
    ("oops wrong kid, it's emma", "no, keep emma off it"); None when they change nobody or
    name an activity of their own."""
    if title and not set(_WORD.findall(title.lower())) <= _ANSWER_WORDS:
        return None
    after = swapped_in(text, named, now_on, family, speaker)
    if after is None and named and _ALSO.search(text.lower()):  # "and mike too": joins
        after = sorted({*now_on, *named})
    if after is None or sorted(after) == sorted(now_on):
        return None
    joining = [m for m in after if m not in now_on]
    leaving = [m for m in now_on if m not in after]
    return joining, leaving


def leaves_nobody(text: str, named: list[str], now_on: list[str], family: Family) -> bool:
    """Whether the words take off everyone the booking is for and name nobody else ("not
    jake, he has a sleepover" said of Jake's dentist): asked who instead, never guessed."""
    out = _said_not(text.lower(), family)
    return bool(now_on) and set(now_on) <= out and set(named) <= out


def _names(low: str, family: Family, member_id: str) -> bool:
    """Whether the member is named by name or alias (not by "I")."""
    member = family.member(member_id)
    if member is None:
        return False
    names = "|".join(re.escape(n.lower()) for n in (member.name, *member.aliases))
    return re.search(rf"(?<![a-z'])(?:{names})(?![a-z])", low) is not None


def _said_not(low: str, family: Family, speaker: str | None = None) -> set[str]:
    """Members said not to take part: "not jake", "instead of jake", "keep emma off",
    "leave jake out", "without emma"; "not me" is the speaker ("for mike not me")."""
    out = set()
    if speaker is not None and re.search(rf"(?<![a-z'])(?:{_NOT_BEFORE}(?:me|myself)(?![a-z']))", low):
        out.add(speaker)
    for member in family.members:
        names = "|".join(re.escape(n.lower()) for n in (member.name, *member.aliases))
        said = re.search(
            rf"(?<![a-z'])(?:{_NOT_BEFORE}(?:{names})(?:'s)?(?![a-z])|{_OFF_BEFORE}(?:{names}){_OFF_AFTER})",
            low,
        )
        if said is not None:
            out.add(member.id)
    return out
