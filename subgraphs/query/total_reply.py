"""Words for time added up: "Emma has 4h 30m of soccer this week (3 sessions)", a line
per person or per activity when several are asked, an average when a period is."""

from __future__ import annotations

from zoneinfo import ZoneInfo

from family_scheduler.wording import capitalised, count_of, hours_and_minutes

from .answer import QueryAnswer, TimeSpent
from .wording import Names, describe_period

_VERB = {"past": "had", "so_far": "has had", "ahead": "has"}


def time_total_reply(answer: QueryAnswer, names: Names, tz: ZoneInfo) -> tuple[str, str]:
    """The total for one person in a sentence; several people or activities a line each."""
    plan = answer.plan
    assert plan.start is not None and plan.end is not None
    total = plan.total
    span = total.span if total is not None and total.span else describe_period(plan.start, plan.end, tz)
    what = f"of {plan.title}" if plan.title else "on the calendar"
    lines = answer.time_spent
    if not any(line.sessions for line in lines):
        text = _nothing(answer, names, span)
    elif len(lines) == 1:
        line = lines[0]
        amount, detail = _amount(line, answer, what), _detail(line, answer, plan.title)
        if line.member in plan.resources and not plan.members_named:  # "the van": booked, not had
            amount = _amount(line, answer, what if plan.title else "").rstrip()
            text = f"The {names([line.member])} is booked for {amount} {span} ({detail})."
        else:
            text = f"{names([line.member])} {_VERB[answer.tense]} {amount} {span} ({detail})."
    else:
        head = capitalised(plan.title) if plan.title else "Time on the calendar"
        average = f", on average a {total.per}" if total is not None and total.per and answer.periods else ""
        rows = [f"{head} {span}{average}:"]
        for line in lines:
            label = names([line.member]) + (f", {line.title}" if line.title else "")
            rows.append(f"- {label}: {_row(line, answer, plan.title)}")
        text = "\n".join(rows)
    if answer.all_day_left_out:
        note = f"({count_of(answer.all_day_left_out, 'all-day entry')} not counted as hours.)"
        text += ("\n" if "\n" in text else " ") + note
    return text, text


def _nothing(answer: QueryAnswer, names: Names, span: str) -> str:
    """'Emma has no soccer this week.', 'Emma had no soccer last week.', 'Nothing on the
    calendar last week.'"""
    plan = answer.plan
    if plan.members_named:
        has = _VERB[answer.tense]
        if len(plan.members) > 1:
            has = has.replace("has", "have")
        none = f"no {plan.title}" if plan.title else "nothing on the calendar"
        return f"{names(plan.members)} {has} {none} {span}."
    return f"No {plan.title} on the calendar {span}." if plan.title else f"Nothing on the calendar {span}."


def _average(line: TimeSpent, answer: QueryAnswer) -> int | None:
    if not answer.periods:
        return None
    return round(line.minutes / answer.periods)


def _amount(line: TimeSpent, answer: QueryAnswer, what: str) -> str:
    """'4h 30m of soccer', or '1h of piano a week on average'."""
    average = _average(line, answer)
    per = answer.plan.total.per if answer.plan.total is not None else None
    if average is None or per is None:
        return f"{hours_and_minutes(line.minutes)} {what}"
    return f"{hours_and_minutes(average)} {what} a {per} on average"


def _detail(line: TimeSpent, answer: QueryAnswer, title: str | None) -> str:
    """'3 sessions', or '4h in all, 4 sessions' after an average."""
    count = count_of(line.sessions, "session" if title else "event")
    if _average(line, answer) is None:
        return count
    return f"{hours_and_minutes(line.minutes)} in all, {count}"


def _row(line: TimeSpent, answer: QueryAnswer, title: str | None) -> str:
    """One line of several: '4h 30m (3 sessions)', '1h a week (4h in all, 4 sessions)', 'none'."""
    if not line.sessions:
        return "none"
    average = _average(line, answer)
    if average is None:
        return f"{hours_and_minutes(line.minutes)} ({_detail(line, answer, title or line.title)})"
    return f"{hours_and_minutes(average)} ({_detail(line, answer, title or line.title)})"
