"""Whose yes a change waits for: the assistant never writes on the word of someone who
only asked.

- A child asking leave ("can I go to a sleepover at Mia's friday?", "can i skip piano",
  "is it ok if I stay at Tom's") waits for a parent's yes: the child's own yes, or the
  booking being clear, is not enough.
- A question put to someone by name ("mike can you drive emma to soccer?", "could mom
  take jake to swim?") waits for that person's yes: whoever asked cannot answer for them.

Everyone else's requests wait for anyone's yes on the thread, as before. Read from the
request's words, who asked (`Proposal.requested_by`) and the people the change is about,
so the same question asks the same people on every turn it is asked again.
"""

from __future__ import annotations

import re
from collections.abc import Iterable

from family_scheduler.models import Family

_ASKS_LEAVE = re.compile(
    r"(?:^|[\s,.!?])(?:can|may|could)\s+(?:i|we)\b"
    r"|\b(?:am\s+i|are\s+we)\s+allowed\b"
    r"|\b(?:ok|okay|alright|all\s+right|fine)\s+if\s+(?:i|we)\b"
)
"""A child asking leave: "can I", "may we", "am I allowed to", "is it ok if I"."""

_MODAL = r"(?:can|could|would|will)"


def asks_leave(text: str) -> bool:
    """The words ask permission for the speaker ("can I go", "is it ok if we stay")."""
    return _ASKS_LEAVE.search(text.lower()) is not None


def _names(family: Family) -> dict[str, str]:
    """Every way the family file names a member (name and aliases), lower case → member id."""
    named: dict[str, str] = {}
    for member in family.members:
        for word in (member.name, *member.aliases):
            named.setdefault(word.lower(), member.id)
    return named


def asked_of(text: str, family: Family, among: Iterable[str]) -> list[str]:
    """Who among `among` the words put the question to: "mike, can you drive…", "@mike
    can you…" (said to him) or "can dad take…" (asked about him, an adult). A child named as the subject
    ("can emma come") is a question about her day, not to her."""
    low = " ".join(text.lower().split())
    names = _names(family)
    people = set(among)
    alternatives = "|".join(re.escape(n) for n in sorted(names, key=len, reverse=True))
    greeting = r"(?:(?:hey|hi|ok|okay)[\s,]+)?"
    addressed = re.match(rf"{greeting}@?\s?({alternatives})[\s,:!-]+{_MODAL}\s+(?:you|u)\b", low)
    if addressed is not None:
        who = names[addressed.group(1)]
        return [who] if who in people else []
    subject = re.match(rf"{greeting}{_MODAL}\s+({alternatives})\s+(?:please\s+)?\w", low)
    if subject is not None:
        who = names[subject.group(1)]
        member = family.member(who)
        if who in people and member is not None and member.role != "child":
            return [who]
    return []


def awaited(text: str, asker: str | None, family: Family, people: Iterable[str]) -> list[str]:
    """Member ids one of whom must say yes before the change is written (empty: anyone's
    yes will do). `people` are those the change is about (who joins or takes part)."""
    member = family.member(asker) if asker else None
    if member is not None and member.role == "child" and asks_leave(text):
        return [m.id for m in family.members if m.role == "parent" and m.id != asker]
    return [who for who in asked_of(text, family, people) if who != asker]


def waiting_words(awaiting: list[str], asker: str | None, family: Family) -> str:
    """The sentence said with the question: whose yes it waits for, and why."""
    names = " or ".join(family.display_name(m) for m in awaiting)
    asker_name = family.display_name(asker) if asker else "someone"
    member = family.member(asker) if asker else None
    if (
        member is not None
        and member.role == "child"
        and all((m := family.member(w)) is not None and m.role == "parent" for w in awaiting)
    ):
        return f"{asker_name} asked, so this waits for a parent's yes ({names})."
    return f"{asker_name} asked {names}, so this waits for {names}'s yes."


def not_theirs_to_answer(awaiting: list[str], asker: str | None, family: Family) -> str:
    """Said when someone else says yes: nothing is written, the question stays."""
    names = " or ".join(family.display_name(m) for m in awaiting)
    return f"That yes has to come from {names}, so nothing was written yet."
