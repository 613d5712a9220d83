"""Whose yes a change waits for: the assistant never writes on the word of someone who
only asked.

- A child asking leave ("can I go to a sleepover at Mia's friday?", "can i skip piano",
  "is it ok if I stay at Tom's") waits for a parent's yes: the child's own yes, or the
  booking being clear, is not enough.
- A question put to someone by name ("mike can you drive emma to soccer?", "could mom
  take jake to swim?") waits for that person's yes: whoever asked cannot answer for them.

Everyone else's requests wait for the yes of anyone on the thread who could have asked
for the change themselves (`answer_refused`): Emma's yes to Dad's "cancel family dinner
sunday" or Jake's "2" to Mom's clash writes nothing, as Emma or Jake asking would not.
Read from the request's words, who asked (`Proposal.requested_by`) and the people the
change is about, so the same question asks the same people on every turn it is asked again.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable

from family_scheduler.models import Event, Family, Proposal

from .permissions import Action, refusal

_ASKS_LEAVE = re.compile(
    r"(?:^|[\s,.!?])(?:can|may|could)\s+(?:i|we)\b"
    r"|\b(?:am\s+i|are\s+we)\s+allowed\b"
    r"|\b(?:ok|okay|alright|all\s+right|fine)\s+if\s+(?:i|we)\b"
    r"|\b(?:do|can)\s+(?:i|we)\s+(?:have|get)\s+permission\b"
)
"""A child asking leave: "can I", "may we", "am I allowed to", "is it ok if I", "do I have
permission to"."""

_ASKS_A_VISIT = re.compile(
    r"\b(?:can|could|may)\s+(?:[a-z]+\s+){1,3}(?:come\s+(?:over|round|around|by)|sleep\s+over|stay\s+over)\b"
    r"|\b(?:can|could|may)\s+(?:i|we)\s+(?:have|invite|ask)\s+(?:[a-z]+\s+){1,3}(?:over|round|around)\b"
)
"""A friend's visit asked for ("can ava come over saturday?", "can i have ava over"): a child
asking it asks leave too (`subgraphs.parsing.come_over` reads it as the visit)."""

_MODAL = r"(?:can|could|would|will)"


def asks_leave(text: str) -> bool:
    """The words ask permission for the speaker ("can I go", "is it ok if we stay"), or for a
    friend to visit ("can ava come over saturday?")."""
    low = text.lower()
    return _ASKS_LEAVE.search(low) is not None or _ASKS_A_VISIT.search(low) is not None


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


def answer_refused(
    proposal: Proposal, speaker: str, family: Family, stored: Callable[[str], Event | None]
) -> str | None:
    """Why `speaker`'s yes (or pick of an option) cannot write `proposal` when someone else
    asked for it, or None. A yes is never a way round the permission rule: it writes only
    what the one saying it could have asked for. `stored` finds the events it changes."""
    asker = proposal.requested_by
    if asker is None or speaker == asker:
        return None  # checked when it was drafted, for the one who asked
    for action, event in _what_it_does(proposal, stored):
        refused = refusal(family, speaker, action, event)
        if refused is not None:
            name = family.display_name(asker)
            return f"{refused} {name} asked, so that yes is {name}'s to give."
    return None


def _what_it_does(proposal: Proposal, stored: Callable[[str], Event | None]) -> list[tuple[Action, Event]]:
    """Each event the proposal writes, with the permission writing it needs."""
    change: Action = "move"
    if proposal.action == "cancel":
        change = "cancel_one" if proposal.scope == "occurrence" else "cancel_series"
    done: list[tuple[Action, Event]] = []
    if proposal.action == "create" and proposal.event is not None:
        done.append(("create", proposal.event))
    changed = [proposal.target_event_id] if proposal.action != "create" else []
    for event_id in dict.fromkeys([*changed, *proposal.expected_versions]):
        event = stored(event_id) if event_id else None
        if event is not None:
            done.append((change if event_id in changed or proposal.every else "move", event))
    done.extend(("create", side) for side in proposal.side_events if stored(side.id) is None)
    return done
