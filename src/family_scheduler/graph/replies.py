"""Everything the main graph says to the family, and the one question it asks, in one place.

Subgraphs word their own results; this module words the main graph's: clarifying
questions, why nothing was changed, the confirmation (built as the one typed
`Question` payload and rendered as text by `question_text`), and what was written.
`spoken` lets a configured chat model reword a reply without touching its facts.
"""

from __future__ import annotations

from datetime import UTC, date, datetime
from typing import Literal
from zoneinfo import ZoneInfo

from ..context import SchedulerContext
from ..domain.capacity import head_count, seats_for
from ..domain.conflicts.detect import LEFT_ON, WHILE_AWAY
from ..domain.conflicts.wording import short_date
from ..domain.exceptions import rule_names, rules_in_the_way, set_aside_words
from ..domain.nothing_fits import nothing_fitted
from ..domain.open_spans import said_open
from ..domain.pencilled import BOOK, PENCIL, is_pencilled
from ..domain.proposals import left_out_words
from ..domain.resource_choice import request_span
from ..domain.slot_choices import slots_offered
from ..models.dialogue import ConflictView, EventView, OptionView, Question
from ..models.events import Event, Occurrence, is_absence, occurrence_key
from ..models.family import Family, Resource
from ..models.request import TOOK_ONE, ParsedRequest, RequestJSON
from ..models.results import Conflict, Proposal, TimeSlot
from ..problems import one_line
from ..progress import STEP_LABELS
from ..repeat_words import DAY_NAMES, describe_repeat
from ..rephrase import rephrase, wants_rephrase
from ..subgraphs.parsing import names_an_event
from ..subgraphs.parsing.asked_change import asks_for_change
from ..subgraphs.parsing.away import WORKING_LATE
from ..subgraphs.parsing.shifts import way_said
from ..subgraphs.parsing.taken_back import PREFIX as TAKEN_BACK
from ..timeutil import clock_time, describe_local, describe_span, elapsed, later_by, zone
from ..wording import (
    at_place,
    capitalised,
    collapse_dates,
    describe_event,
    gather_away,
    in_clock,
    join_names,
    people,
    sentence,
    when_words,
)

LEFT_AS_IT_WAS = "OK, I left the calendar as it was."
NOT_UNDERSTOOD = (
    "Sorry, I didn't understand that. You can ask me to book, move or cancel something "
    '("soccer practice for Emma Saturday at 2"), or ask about the calendar '
    '("what\'s on tomorrow?").'
)
NOTHING_TO_PICK = (
    "There's nothing to choose from right now: no options are waiting for an answer, and "
    "nothing was changed. Tell me what you'd like to book, move or cancel "
    '("soccer practice for Emma Saturday at 2"), and if it clashes I\'ll list the ways out to pick from.'
)
"""Said to "the first option" or "option 2" when no options are on offer."""
QUESTIONS = {
    "time": "What time should it be?",
    "date": "Which day?",
    "title": "What is it for?",
    "target_event": "Which event do you mean?",
    "participants": "Who is it for?",
    "driver": "Who's driving? Name a grown-up in the family, or say nobody if nobody can.",
}
_DAYS_AWAY = 'Which days? (say the first and the last, like "tuesday to thursday")'
"""Asked of someone away with no days said ("mike's out of town")."""
_UNTIL_WHICH_DAY = 'Until when? (say the last day, like "till monday", or how long, like "for a week")'
"""Asked of a thing out of use or someone away from a day on, with no last day said."""
_UNTIL_WHEN = 'Until what time? (like "till 9"; I\'ll start it at 5pm unless you say otherwise)'
"""Asked of someone working late with no end said ("mike's working late tuesday")."""
MOVED_HOW = "By how much (an hour later, 30 minutes earlier), or to which day?"
"""What a move of everything asks when it says neither an amount nor a day."""


def how_much(way: int) -> str:
    """What a move said with its direction and no amount asks ("move the dentist up")."""
    return f"By how much {'earlier' if way < 0 else 'later'} (like 30 minutes or an hour), or to what time?"


PAST = {
    "Book": "Booked",
    "Move": "Moved",
    "Cancel": "Cancelled",
    "Keep": "Kept",
    "Take": "Took",
    "Add": "Added",
    "Shorten": "Shortened",
    "Skip": "Skipped",
    "Give": "Gave",
    "Change": "Changed",
    "Rename": "Renamed",
    "Pencil": "Pencilled",
    "Confirm": "Confirmed",
    "Swap": "Swapped",
    "Remind": "I'll remind",
    "Set": "Set",
    "Put": "Put",
}


def spoken(ctx: SchedulerContext, text: str) -> str:
    """Reword `text` with the configured model when asked to; the facts never change."""
    if wants_rephrase(ctx.chat_model):
        return rephrase(text, ctx.chat_model)
    return text


# -- before a proposal ------------------------------------------------------------------


def offers_booking(request: ParsedRequest) -> bool:
    """An activity said with no verb and no time ("dentist for jake", "emma has soccer", "a
    haircut"): read on its own it asks nothing, but a family saying it most likely wants it
    booked. It must name someone other than the speaker, or an event noun, so that "tell me
    a joke" stays not understood."""
    if request.intent != "unknown" or request.problems or not request.title:
        return False
    if request.start is not None or request.window is not None:
        return False  # "at 2:45 in the afternoon": a fragment of a time, not an activity
    named = [p for p in request.participants if p != request.speaker]
    return bool(named) or names_an_event(request.title)


def offered(request: ParsedRequest, family: Family) -> str:
    """ "Shall I book dentist for Jake? When should it be?" """
    who = f" for {people(family, request.participants)}" if request.participants else ""
    return f"Shall I book {request.title}{who}? When should it be? (a day and a time, or no)"


def offered_instead(request: ParsedRequest, family: Family, tz: ZoneInfo) -> str:
    """ "Shall I add change the oil for Sarah, Sat Nov 28 10–11am, instead? (yes / no)" """
    span = request_span(request)
    assert span is not None and request.start is not None, "offered only with a start"
    who = f" for {people(family, request.participants)}" if request.participants else ""
    when = describe_span(*span, tz)
    return f"Shall I add {request.title}{who}, {when}, instead? (yes / no)"


DROPPED = {"create": "book", "modify": "change", "cancel": "cancel"}


def dropped(pending: RequestJSON, family: Family) -> str:
    """ "OK, I won't book soccer for Emma. Nothing was changed." """
    verb = DROPPED.get(pending["intent"], "do")
    what = pending["title"] or "it"
    if pending["intent"] == "create" and pending["participants"]:
        what = f"{what} for {people(family, pending['participants'])}"
    elif pending["title"]:
        what = f"the {what}"
    return f"OK, I won't {verb} {what}. Nothing was changed."


def already_booked(event: Event, start: datetime, family: Family, tz: ZoneInfo) -> str:
    """The booking asked for is the one the calendar holds: nothing new is booked."""
    if event.recurrence and start != event.start:  # one Saturday of the weekly class
        when = describe_span(start, start + (event.end - event.start), tz)
        said = f"{event.title} for {people(family, event.participants)}, {when}"
    else:
        said = describe_event(event, family, tz)
    return f"That's on the calendar already: {said}. Nothing new was booked."


def second_that_day(other: Event, family: Family, tz: ZoneInfo) -> str:
    """Said before a booking of a second event of the same name the same day for the same
    people: the one there already, and how to move it instead."""
    return (
        f"On the calendar already: {describe_event(other, family, tz)}. This would be a second one "
        f'(to move that one instead, say "move the {other.title} to …").'
    )


def in_passing(kind: Literal["yes", "no", "thanks"], done: str | None) -> str:
    """A yes, no or thanks when nothing was asked: say so, and what stands."""
    if kind == "thanks":
        return "You're welcome!"
    if kind == "no" and done is not None:  # "never mind" after a booking written at once: it stands
        return (
            f"Nothing was waiting for an answer, so nothing was changed; the last change stands "
            f'({done[0].lower()}{done[1:]}). Say "undo" to take it back.'
        )
    if kind == "no":
        return "OK. Nothing was waiting for an answer, and nothing was changed."
    if done is not None:
        return f"All set, that's done: {done[0].lower()}{done[1:]}. Nothing else is waiting for an answer."
    return "Nothing is waiting for a yes just now. What would you like to do?"


HELP = (
    "I keep the family's calendar. You can ask me to book something (\"piano for Emma every "
    'Monday at 5"), find a time that suits everyone ("find an hour for a family meeting this '
    'week"), move or cancel things ("move Jake\'s dentist to 4", "cancel swim on Saturday"), '
    'check the cars and rooms ("is the van free friday evening?"), or ask about the calendar '
    '("what\'s on this week?", "when is everyone free on Saturday?"). I ask before I write '
    'anything I had to guess, and "undo" takes back the last change.'
)


def clock_now(now: datetime, tz: ZoneInfo) -> str:
    """ "It's 09:00 on Monday, November 23, 2026." (said in the family's clock at the edge)"""
    local = now.astimezone(tz)
    return f"It's {clock_time(local)} on {local:%A, %B} {local.day}, {local.year}."


def small_talk_reply(talk: Literal["hello", "help"], name: str) -> str:
    """A greeting answered with what can be asked; a question about the assistant with how to use it."""
    if talk == "hello":
        return (
            f"Hi {name}! What would you like to do? You can book, move or cancel something "
            '("soccer practice for Emma Saturday at 2"), or ask about the calendar ("what\'s on tomorrow?").'
        )
    return HELP


def meant_for(name: str) -> str:
    """Said to "@mike yes I am" when nothing was asked: another member's to answer."""
    return (
        f"That message reads as one for {name}, so I've left it to them: nothing was waiting "
        "for an answer from me, and nothing was changed."
    )


def clarification(request: ParsedRequest, family: Family) -> tuple[str, bool]:
    """What to ask (or why nothing can be done), and whether the request waits for the answer."""
    if request.intent == "unknown" and not request.problems:
        return NOT_UNDERSTOOD, False
    problems = list(request.problems)
    if problems and request.unknown_people and all(p.startswith(WHO_PREFIXES) for p in problems):
        # Only the people are unknown: ask who, and keep the request for the answer.
        names = people(family, family.member_ids())
        if any(p.startswith(STILL_PREFIX) for p in problems):  # "yes" told us nothing
            return " ".join([*(sentence(p) for p in problems), who_wanted(request, names)]), True
        if all(p.endswith("?") for p in problems):  # "I don't know who my son is: Emma or Jake?"
            return " ".join(problems), True
        ask = "Yes, or who should it be for?" if request.suggestions else "Who should it be for?"
        return " ".join([*(sentence(p) for p in problems), f"{ask} (The family: {names}.)"]), True
    if problems:
        # Something is wrong with what was said: name it, change nothing, don't ask on top.
        parts = [*problems, "Nothing was changed; please say it again."]
        if all(p.startswith(TAKEN_BACK) for p in problems):  # "..., never mind": nothing to say again
            parts = problems
        if any("who" in p.lower() for p in problems):
            parts.insert(-1, "The family: " + people(family, family.member_ids()))
    else:
        parts = list(request.ambiguities)
        asks = QUESTIONS
        if request.every and request.intent == "modify":
            asks = {**QUESTIONS, "time": MOVED_HOW}
        elif request.intent == "modify" and (way := way_said(request.text)) is not None:
            asks = {**QUESTIONS, "time": how_much(way)}  # "move the dentist up": how much earlier?
        elif request.title == WORKING_LATE and request.start is None:
            asks = {**QUESTIONS, "time": _UNTIL_WHEN}  # "mike's working late tuesday": till when?
        elif (request.out_of_service or is_absence(request.title or "", True)) and request.recurrence is None:
            # "camp every weekday": the days are said; "in the shop from thursday": the last one
            asks = {**QUESTIONS, "time": _UNTIL_WHICH_DAY if said_open(request.text) else _DAYS_AWAY}
        elif request.school_run and request.start is None:
            asks = {**QUESTIONS, "time": school_run_question(request, zone(family.timezone))}
        if request.school_run and not request.participants:
            asks = {**asks, "participants": who_runs_question(request, family)}
        parts += [asks.get(m, f"Could you tell me the {m}?") for m in request.missing]
    if not parts:
        parts = ["I'm not sure I understood. Could you say it another way?"]
    keep = request.intent in ("create", "modify", "cancel") and not problems
    return " ".join(sentence(p) for p in parts), keep


def school_run_question(request: ParsedRequest, tz: ZoneInfo) -> str:
    """ "What time does school let out on Wed Nov 25? I'll book pick up Emma from school for
    then." The family knows an early release's hour; the assistant does not."""
    day = f" on {request.window[0].astimezone(tz):%a %b %-d}" if request.window is not None else ""
    title = request.title or "the pick-up"
    if title.startswith("pick up") and title.endswith(" from school"):
        return f"What time does school let out{day}? I'll book {title} for then."
    return f"What time should I book {title}{day}?"


def who_runs_question(request: ParsedRequest, family: Family) -> str:
    """ "Who's picking up Jake from school on Fri Nov 27 3–3:30pm? Name a grown-up in the
    family." Asked when nobody was named to go ("someone needs to get jake from school"):
    a school run on the wrong grown-up's calendar is worse than a question. Said after
    someone could not do it, they are named first."""
    tz = zone(family.timezone)
    title = request.title or "the school run"
    doing = (
        "picking up"
        if title.startswith("pick up ")
        else "dropping off"
        if title.startswith("drop off ")
        else ""
    )
    what = f"{doing} {title.split(' ', 2)[2]}" if doing else f"doing {title}"
    when = ""
    if request.start is not None and request.end is not None:
        when = f" on {describe_span(request.start, request.end, tz)}"
    elif request.window is not None:
        when = f" on {request.window[0].astimezone(tz):%a %b %-d}"
    if request.leaving:  # "sarah can't do the school run wednesday": who does it instead
        cannot = people(family, request.leaving)
        return f"{cannot} can't do it: who's {what}{when} instead? Name a grown-up in the family"
    return f"Who's {what}{when}? Name a grown-up in the family"


WHO_PREFIX = "I don't know who"
"""How the parser names a person the family file does not know."""
STILL_PREFIX = "I still don't know who"
"""How the parser names them again after an answer that said nothing about them ("yes")."""
WHO_PREFIXES = (WHO_PREFIX, STILL_PREFIX)


def who_wanted(request: ParsedRequest, names: str) -> str:
    """What would answer "who is Tom?": a member's name, or that Tom is a guest."""
    them = join_names(request.unknown_people)
    plural = len(request.unknown_people) > 1
    return (
        f'Please answer with who in the family it is for ({names}), or say "a guest" '
        f"if {them} {'are' if plural else 'is'} from outside the family."
    )


KIND_WORDS = {"vehicle": "car", "room": "room", "device": "one"}


def which_resource(
    request: ParsedRequest,
    family: Family,
    free: list[str] | None,
    span: tuple[datetime, datetime] | None,
    tz: ZoneInfo,
) -> str:
    """ "Which car, the Minivan or the Sedan? Only the Sedan is free Sat Nov 28 09:00–10:00." """
    things = [r for r in (family.resource(i) for i in request.resource_choices) if r is not None]
    noun = KIND_WORDS.get(things[0].kind, "one") if things else "one"
    text = f"Which {noun}, {join_names([f'the {r.name}' for r in things], word='or')}?"
    seats = _seats_for_all(request, things)
    if free is None or span is None:
        return f"{text}{seats}"
    when = describe_span(span[0], span[1], tz)
    if len(free) == len(things):
        return f"{text} {'Both are' if len(things) == 2 else 'All are'} free {when}.{seats}"
    if not free:
        return f"{text} {'Neither is' if len(things) == 2 else 'None is'} free {when}.{seats}"
    free_names = join_names([f"the {family.display_name(r)}" for r in free])
    verb = "is" if len(free) == 1 else "are"
    return f"{text} Only {free_names} {verb} free {when}.{seats}"


def _seats_for_all(request: ParsedRequest, things: list[Resource]) -> str:
    """ " Only the Minivan seats all 7." when some of the cars offered cannot carry everyone
    riding (the people and the guests counted, "4 friends" as four); nothing otherwise."""
    riding = head_count(request.participants, request.guests)
    short = [r for r in things if seats_for(r, riding) is False]
    if not short:
        return ""
    roomy = [r for r in things if r not in short]
    if not roomy:
        return f" {'Neither seats' if len(things) == 2 else 'None seats'} all {riding}."
    names = join_names([f"the {r.name}" for r in roomy])
    return f" Only {names} {'seats' if len(roomy) == 1 else 'seat'} all {riding}."


def nothing_fits(request: ParsedRequest, nearest: list[TimeSlot], tz: ZoneInfo) -> str:
    """No free time in the span asked; the nearest times that work, if any."""
    spans = [describe_span(s.start, s.end, tz) for s in nearest[:3]]
    hint = f" The nearest times that work: {'; '.join(spans)}." if spans else ""
    return f"Nothing fits for {request.title or 'that'} in the time you gave.{hint}"


def refused_event(err: Exception) -> str:
    """The drafted event itself was refused (a repeat rule beyond the limits...), in one line."""
    return f"Nothing was booked: {one_line(err, Event)}."


def days_unchanged(occ: Occurrence, own: list[int], wrong: list[int], cancel: bool) -> str:
    """ "Piano lesson is on Mondays, not Tuesdays: nothing was changed." Said rather than
    cancelling the whole series, or adding a day it has already."""
    days = join_names([f"{DAY_NAMES[d]}s" for d in own])
    named = join_names([f"{DAY_NAMES[d]}s" for d in wrong])
    if cancel:
        return f"{occ.title.capitalize()} is on {days}, not {named}: nothing was changed."
    return f"{occ.title.capitalize()} is on {named} already (it is on {days}): nothing was changed."


def what_to_change(occ: Occurrence, tz: ZoneInfo) -> str:
    return f"What should change about {occ.title} on {describe_span(occ.start, occ.end, tz)}?"


def notes_unchanged(occ: Occurrence, tz: ZoneInfo) -> str:
    """ "The notes of dentist on Fri Nov 27 3–4pm say that already: nothing was changed." """
    when = describe_span(occ.start, occ.end, tz)
    return f"The notes of {occ.title} on {when} say that already: nothing was changed."


def place_unchanged(occ: Occurrence, tz: ZoneInfo) -> str:
    """ "Soccer practice on Thu Nov 26 4–5:30pm is at the north field already: nothing was changed." """
    when, where = describe_span(occ.start, occ.end, tz), at_place(occ.location or "")
    return f"{capitalised(occ.title)} on {when} is {where} already: nothing was changed."


def roster_unchanged(request: ParsedRequest, occ: Occurrence, family: Family, tz: ZoneInfo) -> str:
    """ "Mike is already on family dinner Sun Nov 29 6–7:30pm: nothing was changed."; "Lily
    isn't on playdate ...": a guest dropping out of an event she was never down for."""
    when = describe_span(occ.start, occ.end, tz)
    joining = [family.display_name(p) for p in request.joining] + request.guests_joining
    if joining:
        verb = "is" if len(joining) == 1 else "are"
        return f"{join_names(joining)} {verb} already on {occ.title} {when}: nothing was changed."
    leaving = [family.display_name(p) for p in request.leaving] + request.guests_leaving
    verb = "isn't" if len(leaving) == 1 else "aren't"
    return f"{join_names(leaving)} {verb} on {occ.title} {when}: nothing was changed."


# -- the question ------------------------------------------------------------------------


def unread_words(unread: list[str], proposal: Proposal) -> str:
    """ "I didn't catch 'at the y' — book without it?": what nobody understood, named."""
    said = " and ".join(f"'{piece}'" for piece in unread)
    verb = {"create": "book it", "modify": "change it", "cancel": "cancel it"}[proposal.action]
    return f"I didn't catch {said} — {verb} without {'them' if len(unread) > 1 else 'it'}?"


def confirmation(
    proposal: Proposal,
    family: Family,
    tz: ZoneInfo,
    unread: list[str] | None = None,
    waiting: str | None = None,
) -> Question:
    """What a UI shows while waiting: the change in local time, its conflicts, numbered options,
    the words that were not understood (never dropped silently), and whose yes it waits
    for when that is not anyone's (`waiting`: a child asked leave, someone was asked)."""
    blocking = any(c.blocking for c in proposal.conflicts)
    stuck = nothing_fitted(proposal)
    summary = proposal.summary
    if stuck is not None:
        question = 'Pick one of the nearest times by number, say "no", or tell me what to change.'
        summary = stuck.rstrip(".")
    elif slots_offered(proposal) and proposal.event is not None:
        question = 'Pick a time by number ("yes" takes 1), say "no", or ask for "something later".'
        who = join_names([family.display_name(p) for p in proposal.event.participants])
        summary = f"Times that work for {who} for {proposal.event.title}"
    elif blocking and proposal.options:
        question = 'That clashes. Pick an option by number, say "no", or tell me what to change.'
    elif blocking and proposal.every:
        instead = "other events or another week" if proposal.swaps else "another amount or another day"
        question = (
            "That clashes, and I can't offer ways out I have checked when several events move at "
            f'once. Say "no", or tell me what to change ({instead}).'
        )
    elif blocking:
        question = 'That clashes and I found no way out. Say "no", or tell me what to change.'
    refused = proposal.validations[-1] if proposal.validations else None
    if blocking and refused is not None and refused.step == "rule_set_aside" and not refused.ok:
        question = refused.details  # why "book it anyway" was not taken, and what to do instead
    elif blocking and may_keep_anyway(proposal):
        rules = rule_names(family, rules_in_the_way(proposal))
        keep = ""
        if stuck is not None and proposal.event is not None:
            keep = f"keep {describe_span(proposal.event.start, proposal.event.end, tz)} and "
        question += f' A parent may also say "book it anyway" to {keep}set {rules} aside this once.'
    if not blocking and stuck is None and not slots_offered(proposal):
        if unread:
            question = (
                f"{proposal.summary}. {unread_words(unread, proposal)} (yes / no, or tell me what to change)"
            )
        elif proposal.options:  # "she can't do sunday, make it monday": for everyone, or her off?
            question = 'Say "yes" for that, the number of the option instead, or "no".'
        elif waiting:
            question = f"{proposal.summary}. {waiting} (yes / no, or tell me what to change)"
        else:
            question = f"{proposal.summary}. Shall I go ahead? (yes / no, or tell me what to change)"
    if waiting and waiting not in question:
        question = f"{question} {waiting}"
    return Question(
        kind="confirm",
        question=question,
        summary=summary,
        proposal_id=proposal.id,
        action=proposal.action,
        event=None if proposal.event is None else event_view(proposal.event, family, tz, proposal),
        conflicts=[conflict_view(c) for c in _told(proposal)],
        options=[
            OptionView(id=o.id, strategy=o.strategy, description=o.description, side_effects=o.side_effects)
            for o in proposal.options
        ],
    )


LATER_TIMES = "Later times, each free for everyone:"
"""Said before the times searched again after "none of those" / "something later"."""


def may_keep_anyway(proposal: Proposal) -> bool:
    """Every blocking conflict is a rule, on a one-off event: a parent could set them aside."""
    blocking = [c for c in proposal.conflicts if c.blocking]
    return (
        bool(blocking)
        and not proposal.every  # a rule is set aside for one event, not several at once
        and proposal.event is not None
        and not proposal.event.recurrence
        and len(rules_in_the_way(proposal)) == len(blocking)
    )


def scope_question(occ: Occurrence, verb: str, tz: ZoneInfo, where: str = "") -> Question:
    """A repeating event: which occurrences the change is for; `verb` says which change
    ("Cancel", "Change", "Rename", "Move"), `where` where to (" to grandma's", " online")."""
    when = describe_span(occ.start, occ.end, tz)
    scopes = [f"only the next one ({when})", "this one and all after it", f"the whole {occ.title} series"]
    return Question(
        kind="scope",
        question=f"{capitalised(occ.title)} repeats. {verb} only the next one ({when}), this one and all "
        f"after it, or the whole series{where}? (1 / 2 / 3)",
        summary=f"{verb} {occ.title}{where}",
        proposal_id=None,
        action="cancel" if verb == "Cancel" else "modify",
        event=None,
        conflicts=[],
        options=[
            OptionView(id=n, strategy="scope", description=d, side_effects=[])
            for n, d in enumerate(scopes, start=1)
        ],
    )


def stretch_not_yet(said: str) -> str:
    """Said before the scope question when a change was asked for a stretch of a series."""
    return f"I can't change only the ones {said} yet (you can name the days one at a time)."


def swap_scope_question(first: Occurrence, second: Occurrence, tz: ZoneInfo) -> Question:
    """A swap with a repeating event and no day named: which occurrences trade times."""
    both = f"{first.title} {describe_span(first.start, first.end, tz)} and {second.title} "
    both += describe_span(second.start, second.end, tz)
    scopes = [f"only the next ones ({both})", "these and all after them", "the whole series"]
    return Question(
        kind="scope",
        question=f"Swap only the next ones ({both}), these and all after them, or the whole series? "
        "(1 / 2 / 3)",
        summary=f"Swap {first.title} and {second.title}",
        proposal_id=None,
        action="modify",
        event=None,
        conflicts=[],
        options=[
            OptionView(id=n, strategy="scope", description=d, side_effects=[])
            for n, d in enumerate(scopes, start=1)
        ],
    )


def event_view(event: Event, family: Family, tz: ZoneInfo, proposal: Proposal | None = None) -> EventView:
    """The event as the family reads it; for a change to one occurrence of a series, that
    occurrence (its new time when it moves), not the series' first date."""
    start, end = event.start, event.end
    title, participants, resources = event.title, event.participants, event.resources
    if proposal is not None and proposal.scope == "occurrence" and proposal.occurrence_start is not None:
        change = event.overrides.get(occurrence_key(proposal.occurrence_start))
        start = proposal.occurrence_start
        end = later_by(start, elapsed(event.start, event.end), tz)
        if change is not None:
            start, end = change.start or start, change.end or end
            title = change.title or title
            participants = change.participants if change.participants is not None else participants
            resources = change.resources if change.resources is not None else resources
    return EventView(
        title=title,
        start=start.astimezone(tz).isoformat(),
        end=end.astimezone(tz).isoformat(),
        when=when_words(
            start,
            end,
            tz,
            all_day=event.all_day,
            reminder=event.kind == "reminder",
            own_zone=event.timezone,
        ),
        participants=[family.display_name(p) for p in participants],
        resources=[family.display_name(r) for r in resources],
        recurrence=event.recurrence,
        repeats=describe_repeat(event.recurrence, event.start, zone(event.timezone), event.all_day)
        if event.recurrence
        else None,
        kind=event.kind,
        all_day=event.all_day,
        location=event.location,
        timezone=event.timezone,
        shown_as="busy" if event.blocks_time else "free",
    )


def conflict_view(c: Conflict) -> ConflictView:
    return ConflictView(id=c.id, type=c.type, severity=c.severity, blocking=c.blocking, details=c.details)


def question_text(question: Question) -> str:
    """The question in words: what, what is in the way, the numbered options, the question;
    first, why it is asked again (or what happened in between), when there is a note."""
    note = question.get("note")
    body = _question_body(question)
    return f"{note}\n{body}" if note else body


def _question_body(question: Question) -> str:
    conflicts = question["conflicts"]
    options = question["options"] if question["kind"] == "confirm" else []
    if not conflicts and not options:
        return question["question"]
    details = collapse_dates([c["details"] for c in conflicts])
    if not any(c["blocking"] for c in conflicts) and not options:
        return "\n".join([question["question"], *(f"Note: {d}" for d in details)])
    lines = [question["summary"] + "."]
    lines += [f"- {d}" for d in details]
    lines += [f"  {o['id']}. {o['description']}" for o in question["options"]]
    lines.append(question["question"])
    return "\n".join(line for line in lines if line.strip())


def said_in_clock(question: Question, style: str) -> Question:
    """The question with every sentence in the family's clock (`style`), for a person to read;
    the ISO start and end stay as they are."""
    out = Question(**question)
    out["question"] = in_clock(question["question"], style)
    if question.get("note"):
        out["note"] = in_clock(question["note"], style)
    out["summary"] = in_clock(question["summary"], style)
    if question["event"] is not None:
        view = EventView(**question["event"])
        view["when"] = in_clock(view["when"], style)
        out["event"] = view
    out["conflicts"] = [ConflictView(**c) for c in question["conflicts"]]
    for c in out["conflicts"]:
        c["details"] = in_clock(c["details"], style)
    out["options"] = [OptionView(**o) for o in question["options"]]
    for o in out["options"]:
        o["description"] = in_clock(o["description"], style)
        o["side_effects"] = [in_clock(s, style) for s in o["side_effects"]]
    return out


def choice_taken(request: RequestJSON | None, note: str | None) -> str | None:
    """ "You gave two choices, 2pm or 3pm: I took 2pm." ahead of the question, so the family
    sees which one was proposed; with the note already due (if any)."""
    ambiguities = request["ambiguities"] if request is not None else []
    said = [a for a in ambiguities if a.startswith(TOOK_ONE)]
    return " ".join(part for part in (*(sentence(a) for a in said[:1]), note) if part) or None


def free_then(proposal: Proposal, request: RequestJSON | None, family: Family) -> str | None:
    """ "Emma and Jake are both free then." ahead of a change asked as a question ("can they
    do swim on sunday instead?"): the question's own answer, before the move is proposed.
    Nothing is said when something clashes: the clashes are listed instead."""
    event = proposal.event
    if request is None or event is None or proposal.action != "modify" or not event.participants:
        return None
    if not asks_for_change(request["text"]) or any(c.blocking for c in proposal.conflicts):
        return None
    count = len(event.participants)
    are = "is" if count == 1 else "are both" if count == 2 else "are all"
    return f"{people(family, event.participants)} {are} free then."


def with_note(question: Question, note: str | None) -> Question:
    """`question` with `note` said before it (nothing added when there is no note)."""
    return Question(**question, note=note) if note else question


def unclear_answer(why: str) -> str:
    """Asked again because the answer was mixed or unclear, naming what was unclear; a `why`
    that is a sentence of its own (a full stop at its end: "I can't pencil things in: ...")
    was understood and cannot be done, so it is said as it is."""
    if not why:
        return "I couldn't tell what you meant, so nothing was changed."
    if why.endswith("."):
        return f"{why} Nothing was changed yet."
    return f"I couldn't tell what you meant: {why}. Nothing was changed yet."


def within_wish(words: str, found: bool, read_as: str = "") -> str:
    """Said before the options searched again within the family's wish ("in the morning");
    a bare hour read one of two ways is said first ("I read 7 as 7pm.")."""
    lead = f"{read_as} " if read_as else ""
    if found:
        return f"{lead}Here is what works ({words}), each checked against the calendar:"
    return f"{lead}Nothing works ({words}), so nothing was changed. The options from before:"


def change_not_taken(problems: list[str]) -> str:
    """A change to the pending request that cannot be made as said: the request stays as it was."""
    return f"{' '.join(sentence(p) for p in problems)} The request below is unchanged."


def on_hold(summary: str, dropped: list[str]) -> str:
    """A new request while an earlier one waits: the earlier one is kept, and said so."""
    text = f"Your earlier request ({summary.rstrip('.')}) is on hold; I'll come back to it after this."
    for gone in dropped:
        text += f" I dropped an older one that was still waiting ({gone.rstrip('.')})."
    return text


def so_far(reply: str, wrote: bool) -> str:
    """What the earlier requests of a message came to, said before the next one's outcome;
    when the last of them wrote nothing ("OK, I left the calendar as it was."), "Next:"
    says that what follows is another request."""
    return reply if wrote else f"{reply}{_gap(reply)}Next:".strip()


def ahead_of_question(said_before: str | None, note: str | None) -> str | None:
    """The note said before a question: the earlier requests' outcome, then "Next:"."""
    before = None
    if said_before:
        before = said_before if said_before.endswith("Next:") else f"{said_before}{_gap(said_before)}Next:"
    return " ".join(part for part in (before, note) if part) or None


def after_earlier(said_before: str, reply: str, asked: bool) -> str:
    """This request's reply after what the earlier ones of the message came to."""
    if asked and not said_before.endswith("Next:"):
        said_before = f"{said_before}{_gap(said_before)}Next:"
    gap = " " if said_before.endswith("Next:") else _gap(said_before)
    return f"{said_before}{gap}{reply}".strip()


def _gap(said: str) -> str:
    """After a list ("What's on Friday:\n- …") the next outcome starts on a line of its own."""
    return "\n" if "\n" in said else " "


def rest_dropped(reply: str, queued: list[str]) -> str:
    """A no to everything: the requests still waiting from the same message are named."""
    rest = "; ".join(f"'{text}'" for text in queued)
    return f"{reply} I dropped the rest of that message too ({rest})."


def back_to(reply: str) -> str:
    """What the request in between came to, then the parked question again."""
    return f"{reply}\nBack to your earlier request:".strip()


def still_clashes(options: bool = True) -> str:
    """A yes to a proposal that clashes: what can be said instead."""
    if not options:
        return 'It still clashes, so I can\'t do it as it is. Say "no", or tell me what to change.'
    return 'It still clashes, so I can\'t book it as it is. Pick one of the options by number, or say "no".'


def no_such_option(number: int | None, count: int) -> str:
    return f"There is no option {number}. " + (f"Pick 1 to {count}." if count else "Say yes or no.")


# -- after writing -----------------------------------------------------------------------


def only_ones_on(event: Event, family: Family, tz: ZoneInfo) -> str:
    """Everyone on a booking just written was taken off ("not jake, he has a sleepover"):
    who instead, or cancel it, is the family's to say; nothing is guessed."""
    who = people(family, event.participants)
    verb = "is the only one" if len(event.participants) == 1 else "are the only ones"
    when = describe_span(event.start, event.end, tz)
    return f'{who} {verb} on {event.title} on {when}: who should go instead? Or say "cancel {event.title}"'


def told_as_done(summary: str) -> str:
    """A proposal's summary told as done: 'Cancel piano…' → 'Cancelled piano…'."""
    verb, _, rest = summary.partition(" ")
    return f"{PAST[verb]} {rest}" if verb in PAST else f"Done: {summary}"


def _original(key: str) -> datetime:
    """An occurrence's original start from its key ("20261126T210000Z")."""
    return datetime.strptime(key, "%Y%m%dT%H%M%SZ").replace(tzinfo=UTC)


def side_effect_words(side: Event, before: Event | None, family: Family, tz: ZoneInfo) -> str:
    """What a chosen option did to another event, in plain words."""
    if side.status == "cancelled":
        return f"Cancelled {side.title}."
    if before is not None and len(side.exdates) > len(before.exdates):
        skipped = [d for d in side.exdates if d not in before.exdates]
        return f"Skipped {side.title} on {join_names([describe_local(d, tz) for d in skipped])}."
    if before is not None and before.resources != side.resources:
        names = ", ".join(family.display_name(r) for r in side.resources) or "nothing"
        return f"{side.title} now uses {names}."
    if before is not None and before.participants != side.participants:
        return f"{side.title} is now for {people(family, side.participants)}."
    if before is not None and side.recurrence and before.overrides != side.overrides:
        moved = [
            describe_span(o.start, o.end, tz)
            for k, o in side.overrides.items()
            if before.overrides.get(k) != o and o.start is not None and o.end is not None
        ]
        if moved:
            return f"Moved {side.title} to {'; '.join(moved)} (that day only)."
        swapped = [  # "the van is in the shop thursday": soccer takes the sedan that day
            (k, o)
            for k, o in side.overrides.items()
            if before.overrides.get(k) != o and o.resources is not None and o.start is None
        ]
        if swapped:
            days = join_names([short_date(_original(k), tz) for k, _ in swapped])
            uses = join_names(sorted({family.display_name(r) for _, o in swapped for r in o.resources or []}))
            return f"{capitalised(side.title)} uses the {uses} on {days}."
    return f"Moved {side.title} to {describe_span(side.start, side.end, tz)}."


def written(proposal: Proposal, before: dict[str, Event | None], family: Family, tz: ZoneInfo) -> str:
    """What was written: the booking or the change, what it did to other events, and notes."""
    if proposal.action == "create" and proposal.event is not None:
        booked = describe_event(proposal.event, family, tz)
        loose = is_pencilled(proposal.event)  # "pencil in the dentist": tentative until confirmed
        verb, done = (PENCIL, "Pencilled in") if loose else (BOOK, "Booked")
        if proposal.summary.startswith(f"{verb}{booked}"):  # as proposed: its spans left out named too
            text = f"{done}: {proposal.summary.removeprefix(verb)}"
        else:
            text = f"{done}: {booked}{left_out_words(proposal.event, tz)}"
        text += " (tentative until you confirm it)." if loose else "."
    else:
        text = told_as_done(proposal.summary) + "."
    for side in [] if proposal.every else proposal.side_events:  # "every": the summary names each
        if proposal.scope == "following" and side.id == proposal.target_event_id:
            continue  # the series cut where the change starts: the summary says what stays
        text += " " + side_effect_words(side, before.get(side.id), family, tz)
    exception = set_aside_words(proposal)
    if exception:
        text += f" {sentence(exception)}"
    soft = [c for c in _told(proposal) if not c.blocking]
    notes = gather_away(collapse_dates([c.details.rstrip(". ") for c in soft]), WHILE_AWAY, LEFT_ON)
    if notes:
        text += " Note: " + "; ".join(dict.fromkeys(notes)) + "."
    return text


def nothing_to_undo(phrase: str, changed_here: bool) -> str:
    """ "undo" with nothing (or nothing of that name) changed on this conversation."""
    if phrase and changed_here:
        return f"I can't find a change to {phrase} on this conversation, so nothing was changed."
    return "There's nothing to undo on this conversation, so nothing was changed."


def already_written(proposal: Proposal, family: Family, tz: ZoneInfo) -> str:
    """The answered proposal is in the calendar already: say so, not "left as it was"."""
    if proposal.action == "create" and proposal.event is not None:
        return f"That was already booked: {describe_event(proposal.event, family, tz)}."
    return f"That was already done: {told_as_done(proposal.summary)}."


def changed_meanwhile(new_blocking: list[Conflict]) -> str:
    return "Something changed meanwhile: " + "; ".join(c.details for c in new_blocking) + "."


def not_written(err: Exception, retry: bool) -> str:
    if retry:
        return f"{err}. Nothing was written; please ask again."
    return f"I couldn't save that: {err}. Nothing was written."


def went_wrong(step: str) -> str:
    return (
        f"Sorry, something went wrong while {STEP_LABELS.get(step, step)}; "
        "nothing was changed. Please try again or rephrase."
    )


def _when_noted(conflict: Conflict) -> datetime:
    """Where a note's clash is, for telling the notes in date order."""
    return conflict.start or conflict.occurrence_start or datetime.min.replace(tzinfo=UTC)


def _told(proposal: Proposal) -> list[Conflict]:
    """The clashes to tell: the blocking ones as found, then the notes in date order (a note
    said of many dates names the first and the last). A change to one occurrence of a series
    is checked as the whole series; its notes about the other occurrences, unchanged, are
    not news and are left out."""
    conflicts = proposal.conflicts
    notes = sorted((c for c in conflicts if not c.blocking), key=_when_noted)
    day = _one_changed_day(proposal)
    if day is not None and proposal.event is not None:
        tz = ZoneInfo(proposal.event.timezone)
        notes = [c for c in notes if c.start is None or c.start.astimezone(tz).date() == day]
    return [c for c in conflicts if c.blocking] + notes


def _one_changed_day(proposal: Proposal) -> date | None:
    """The local day the one occurrence a proposal changes is on now, when it changes one."""
    event, original = proposal.event, proposal.occurrence_start
    if proposal.scope != "occurrence" or event is None or original is None or not event.recurrence:
        return None
    change = event.overrides.get(occurrence_key(original))
    moved = change.start if change is not None and change.start is not None else original
    return moved.astimezone(ZoneInfo(event.timezone)).date()
