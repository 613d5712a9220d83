"""Shared things named in the utterance: the van, the den, the laptop.

A resource is named by its name or an alias. A kind word ("the car") that fits one
resource names it; one that fits several is an ambiguity the main graph must ask about.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from family_scheduler.wording import join_names

from .claims import Claims
from .lexicon import Lexicon


@dataclass
class ResourceFindings:
    ids: list[str] = field(default_factory=list)
    ambiguities: list[str] = field(default_factory=list)
    positions: list[int] = field(default_factory=list)
    choices: list[str] = field(default_factory=list)
    """The resources an ambiguous word could mean ("the car": minivan, sedan)."""


def either_of(names: list[str]) -> str:
    """'the Minivan or the Sedan': the things an ambiguous word could mean."""
    return join_names([f"the {n}" for n in names], word="or")


def find_resources(claims: Claims, lex: Lexicon) -> ResourceFindings:
    out = ResourceFindings()
    if lex.resources_re is not None:
        for match in claims.free_matches(lex.resources_re):
            phrase = " ".join(match.group("r").split())
            claims.claim(match.start(), match.end())
            out.ids.append(lex.resources[phrase])
            out.positions.append(match.start())
    if lex.generic_re is not None:
        for match in claims.free_matches(lex.generic_re):
            word = match.group("g") or match.group("bare")
            ids = lex.generic[word]
            claims.claim(match.start(), match.end())
            if len(ids) == 1 or (match.group("det") or "").startswith(("both", "all")):
                out.ids.extend(ids)
            elif not set(ids) & set(out.ids):
                out.ambiguities.append(
                    f"'{match.group(0).strip()}' could be {either_of([lex.names[i] for i in ids])}"
                )
                out.choices.extend(i for i in ids if i not in out.choices)
            out.positions.append(match.start())
    return out
