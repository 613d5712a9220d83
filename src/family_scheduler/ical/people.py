"""Who of the family an invitation is for, from its ATTENDEE and ORGANIZER lines.

An invitation from Google, iCloud or Outlook names its people by display name (CN) and
email, never by our member ids. A person is taken for a member when the name (or the
part of the email before the @, "emma.parker") is the member's name, id or alias
("Emma", "mom"), or the member's name followed by the family's surname ("Emma Parker"
in "The Parkers"); a colleague who only shares a first name ("Mike Johnson") is not.
Someone who declined does not take part. When nobody matches, the caller keeps its
default (the whole family), as before.
"""

from __future__ import annotations

import re
from typing import Any

from ..models.family import Family

_WORDS = re.compile(r"[a-z0-9']+")


def members_invited(vevent: Any, family: Family) -> list[str]:
    """The ids of the members `vevent` names as organizer or attendee (declined left out)."""
    return _named(vevent, family, declined=False)


def members_declined(vevent: Any, family: Family) -> list[str]:
    """The ids of the members `vevent` names, when every one of them declined it (a meeting
    Sarah said no to stays on her calendar in Google's export, but she is not busy then);
    empty when nobody of the family is named or someone of them still takes part."""
    return [] if members_invited(vevent, family) else _named(vevent, family, declined=True)


def _named(vevent: Any, family: Family, declined: bool) -> list[str]:
    """The ids of the members `vevent` names who declined it (`declined`) or did not."""
    found: set[str] = set()
    for prop in _people(vevent):
        if (str(prop.params.get("PARTSTAT") or "").upper() == "DECLINED") != declined:
            continue
        for said in (str(prop.params.get("CN") or ""), _mailbox(str(prop))):
            member = _member(said, family)
            if member is not None:
                found.add(member)
                break
    return sorted(found)


def _people(vevent: Any) -> list[Any]:
    found: list[Any] = []
    for name in ("ORGANIZER", "ATTENDEE"):
        value = vevent.get(name)
        if value is not None:
            found.extend(value if isinstance(value, list) else [value])
    return found


def _mailbox(address: str) -> str:
    """'emma.parker' of 'mailto:emma.parker@example.com' (words split on . _ - +)."""
    text = re.sub(r"^mailto:", "", address.strip(), flags=re.IGNORECASE)
    return re.sub(r"[._+\-]", " ", text.split("@")[0]) if "@" in text else ""


def _member(said: str, family: Family) -> str | None:
    words = _WORDS.findall(said.lower())
    if not words:
        return None
    surname = set(_WORDS.findall(family.name.lower()))
    for member in family.members:
        names = {member.id.lower(), member.name.lower(), *(a.lower() for a in member.aliases)}
        if " ".join(words) in names:
            return member.id
        if len(words) >= 2 and words[0] in names and _family_word(words[-1], surname):
            return member.id
    return None


def _family_word(word: str, surname: set[str]) -> bool:
    """'parker' in "The Parkers" (the family's name may be plural or possessive)."""
    return any(w in (word, f"{word}s", f"{word}'s", f"{word}es") for w in surname)
