"""Who from outside the family comes along to an event, after someone joins or drops out.

Guests are kept as the family named them ("Lily", "uncle Bob", "the Smiths"), so the
name said when one drops out ("bob can't come anymore") is matched on its last word: the
name, not the relation said before it.
"""

from __future__ import annotations

from collections.abc import Sequence


def same_guest(kept: str, said: str) -> bool:
    """Whether `said` names the guest kept as `kept` ("bob" is "uncle Bob", "smiths" "the Smiths")."""
    kept_words, said_words = kept.lower().split(), said.lower().split()
    return bool(kept_words and said_words) and kept_words[-1] == said_words[-1]


def guests_after(have: Sequence[str], joining: Sequence[str], leaving: Sequence[str]) -> list[str]:
    """`have` without the guests leaving and with those joining (each once, in the order said)."""
    kept = [g for g in have if not any(same_guest(g, gone) for gone in leaving)]
    for guest in joining:
        if not any(same_guest(k, guest) for k in kept):
            kept.append(guest)
    return kept


def new_guests(have: Sequence[str], joining: Sequence[str]) -> list[str]:
    """The guests of `joining` not there already."""
    return [g for g in joining if not any(same_guest(k, g) for k in have)]


def guests_there(have: Sequence[str], leaving: Sequence[str]) -> list[str]:
    """The guests of `have` that `leaving` names (as kept, "uncle Bob" for "bob")."""
    return [g for g in have if any(same_guest(g, gone) for gone in leaving)]
