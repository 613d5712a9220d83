"""A message addressed to someone else in the family chat: "@mike yes I am".

Families talk to each other where the assistant listens. A message that opens with
"@mike" and asks the assistant for nothing it can read is Mike's to answer: the
assistant says so plainly and changes nothing, rather than "I didn't understand".
"""

from __future__ import annotations

import re

from family_scheduler.models.family import Family

_AT_NAME = re.compile(r"^\s*@\s?([^\W\d_][\w'-]{0,40})")
"""A mention at the very start: "@mike", "@ Grandma"."""


def addressed_to(text: str, family: Family) -> str | None:
    """The member a message opens by mentioning ("@mike ..." -> "mike"), or None."""
    found = _AT_NAME.match(text)
    if found is None:
        return None
    said = found.group(1).lower()
    for member in family.members:
        if said in {member.id.lower(), member.name.lower(), *(a.lower() for a in member.aliases)}:
            return member.id
    return None


def mention_as_said(text: str, family: Family, speaker: str | None) -> str:
    """`text` with its opening mention read as words: the speaker's own ("@emma can I go…"
    said by Emma, a chat's tag of who writes) is dropped, anyone else's is said to them
    ("@mike can you drive jake…" is "mike, can you drive jake…"); "@" is otherwise "at"."""
    found = _AT_NAME.match(text)
    who = addressed_to(text, family)
    if found is None or who is None:
        return text
    rest = text[found.end() :].lstrip(" ,:")
    return rest if who == speaker else f"{found.group(1)}, {rest}"
