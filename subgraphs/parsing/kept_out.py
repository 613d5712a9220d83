"""What a cancellation of several things is to leave alone, said to its question: "Cancel
everything: piano lesson …, family dinner …. Shall I go ahead?" - "not family dinner",
"keep swim", "except the homework", "no wait, leave swim".

Read as a yes or a no these were unclear, and a "yes" after them cancelled everything
still; they take that activity out of the cancellation, which is asked again.
"""

from __future__ import annotations

import re

_KEEP = re.compile(
    r"^(?:(?:no|nah|wait|oh|actually|but|hmm|sorry|ok|okay|yes|yeah)\W+)*(?:but\s+)?"
    r"(?:keep|not|except|leave|save|spare|don'?t\s+cancel|do\s+not\s+cancel|apart\s+from|other\s+than)\s+"
    r"(?:the\s+|her\s+|his\s+|their\s+|my\s+|our\s+|[a-z]+'s\s+)?"
    r"(?P<what>[a-z][a-z' ]{1,40}?)"
    r"(?:\s+(?:though|please|alone|as\s+is|as\s+it\s+is|going|on|one|ones))*\s*[.!]*$"
)
_NOT_A_THING = frozenset({"it", "that", "this", "them", "those", "any", "anything", "yet", "now", "sure"})


def kept_out(text: str) -> str | None:
    """The activity `text` keeps out of a cancellation of several things, or None."""
    found = _KEEP.match(" ".join(text.lower().replace("’", "'").split()))
    if found is None:
        return None
    what = found.group("what").strip()
    return None if what in _NOT_A_THING else what
