"""A time asked for with nothing to put in it: a question about free time, not a booking.

"Find a time for the dentist" books the dentist (contract), but "find me a free slot on
friday" or "find us an opening next week" names no activity: what the speaker wants to
know is when they are free, so it is answered as an availability question rather than
held as a nameless booking that must ask "what for?".
"""

from __future__ import annotations

import re

_FIND_A_TIME = re.compile(
    r"find\s+(?:(?:me|us|a|an|some|any|my|our)\s+){0,2}(?:(?:free|open|good|spare|available|empty)\s+)?"
    r"(?:time\s+)?(?:time|slots?|spots?|windows?|openings?|gaps?)\b"
)


def seeks_free_time(text: str, verb_pos: int) -> bool:
    """Does the request verb at `verb_pos` ask to find a time ("find a free slot")?"""
    return verb_pos >= 0 and _FIND_A_TIME.match(text, verb_pos) is not None
