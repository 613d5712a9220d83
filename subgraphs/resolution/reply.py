"""The family-facing words: numbered options in local time, or why nothing works."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from family_scheduler.models import Event

from .report import ResolutionReport
from .wording import span


def reply_text(report: ResolutionReport, event: Event | None, tz: ZoneInfo) -> str:
    """'Soccer practice Sat Nov 28 14:00–15:00 clashes. Options: 1. … (recommended)'."""
    if event is None or (report.problems and not report.options and not report.unresolvable_reason):
        return " ".join(report.problems) or "I could not look for ways out."
    head = f"{event.title[:1].upper()}{event.title[1:]} {span(event, tz)}"
    if not report.options:
        return f"{head} can't go ahead as asked. {report.unresolvable_reason}"
    lines = [f"{head} clashes. Here is what would work:"]
    for option in report.options:
        mark = " (recommended)" if option.id == report.recommended else ""
        effects = f" [{'; '.join(option.side_effects)}]" if option.side_effects else ""
        lines.append(f"{option.id}. {option.description}{mark}{effects}")
    lines.append("Pick one by number.")
    return "\n".join(lines)


def explanation(report: ResolutionReport) -> str:
    if report.options:
        best = report.options[0]
        count = len(report.options)
        return f"I found {count} verified way{'s' if count != 1 else ''} out; the best: {best.description}"
    if report.unresolvable_reason:
        return report.unresolvable_reason
    return " ".join(report.problems) or "Nothing to resolve."


def confidence(report: ResolutionReport) -> float:
    """High when options were verified; lower when none; low for bad input."""
    if report.options:
        return 0.9
    if report.unresolvable_reason:
        return 0.7
    return 0.2


def reasoning(report: ResolutionReport, drafted: int, verified: int) -> str:
    if not report.options and not report.unresolvable_reason:
        return "The input could not be used: " + "; ".join(report.problems)
    strategies = sorted({o.strategy for o in report.options})
    return (
        f"{drafted} candidate options drafted, {verified} survived re-checking on a "
        f"'what if' copy of the calendar (no blocking conflict left); ranked by least "
        f"disruption" + (f"; offered: {', '.join(strategies)}." if strategies else ".")
    )
