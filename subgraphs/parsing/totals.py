"""Time added up: "how many hours did mike spend at work this week", "how much time does
emma spend at activities", "how many hours of soccer does jake have this week".

Summing the hours of someone's events is not built yet. Read word by word these were
either not understood or taken for a look-up of an event called "spend at activities";
they are said plainly to be beyond the assistant instead, with what it can answer.
"""

from __future__ import annotations

import re

from .claims import holds_any

TOTALS_NOT_BUILT = (
    "I can't add up the time spent on things yet. I can list what is on instead "
    '("what does Mike have this week?")'
)
_TOTAL = re.compile(
    r"\bhow\s+(?:many\s+(?:hours|hrs|minutes|mins)|much\s+time)\b"
    r"(?!.*\b(?:until|till|til|before|left|between|to\s+get|is\s+the\s+drive)\b)"
)
"""A question about time added up, not a countdown ("how many hours until piano?")."""
_NEEDS = ("hours", "hrs", "minutes", "mins", "time")


def asks_total(text: str) -> bool:
    """Whether `text` asks how much time someone spends on things in all."""
    return holds_any(text, _NEEDS) and _TOTAL.search(text) is not None
