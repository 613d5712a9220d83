"""How sure the parser is, and what the main graph still has to ask for.

Confidence means something: ≥ 0.9 only when everything a request needs is there;
≤ 0.5 when a needed piece is missing (listed under stable names: "time", "date",
"title", "target_event", "participants") or something is ambiguous; lower still
when the input itself is wrong (an impossible date, an unknown person).
"""

from __future__ import annotations

from family_scheduler.models.request import ParsedRequest

from .away import WORKING_LATE
from .shifts import way_said
from .suggestions import is_suggestion

MISSING_NAMES = ("time", "date", "title", "target_event", "participants", "driver")


def missing_pieces(req: ParsedRequest) -> list[str]:
    """What this kind of request needs and does not have."""
    missing: list[str] = []
    has_when = req.start is not None or req.window is not None
    if req.intent == "create":
        if not has_when and req.remind_before_minutes is None:  # a reminder of an event: its time
            missing.append("time")
        elif req.school_run and req.start is None:  # "emma gets out of school early wednesday": when?
            missing.append("time")
        resource_in_doubt = any(a.startswith("'") for a in req.ambiguities)
        if not req.title and not req.resources and not resource_in_doubt:
            missing.append("title")
        if req.pronoun is not None and not req.participants:
            missing.append("participants")  # "dentist for him": who is him?
        elif req.school_run and not req.participants:
            missing.append("participants")  # "someone needs to get jake from school": who drives?
    elif req.intent == "modify" and req.every:  # "push everything on saturday back an hour"
        if req.start is None and req.window is None:
            missing.append("date")
        if req.pronoun is not None and not req.participants:
            missing.append("participants")
        if not req.shift_minutes and req.to_day is None and req.start is None:
            missing.append("time")  # by how much, or to which day
    elif req.intent == "modify":
        if req.driver == "wanted":  # "who's driving emma to piano?" is not answered yet
            missing.append("driver")
        if req.from_day is not None:  # "she can't do tuesday, make it thursday": hers that day
            # "the dentist from wednesday to friday": named; "the 10am on saturday": its time names it
            # "move the thing on sunday to 7": whoever's it is that day, listed when several
            said_whose = req.pronoun is not None
            if (
                said_whose
                and not req.participants
                and not req.title
                and not req.resources
                and req.from_time is None
            ):
                missing.append("participants")
        elif not req.title and (not req.resources or (req.resources and not has_when)):
            missing.append("target_event")  # "make it the sedan": the car is what it changes to
        # "add mike to the family dinner", "she can't do sunday" (off it): no new time needed
        roster = req.changes_who_comes() or (req.from_day is not None and not has_when)
        changed = (
            req.duration_minutes is not None
            or req.shift_minutes is not None
            or req.lengthen_minutes
            or req.recurrence is not None  # "move piano to wednesdays": new days, its own time
            or bool(req.resources)  # "switch piano to the sedan": the car changes, not the time
            or req.new_title is not None  # "rename the dentist to ortho check": its name only
            or req.new_place is not None  # "piano is online this week": its place only
            or req.new_notes is not None  # "add a note to the dentist: …": its notes only
            or req.swap_with is not None  # "swap piano and soccer": each takes the other's time
            or req.tentative is not None  # "the dentist is confirmed", "mark swim as tentative": its status
            or req.end is not None  # "actually until 10": its end only
        )
        if not changed and not roster and (not has_when or (req.start is None and way_said(req.text))):
            missing.append("time")  # "move the dentist up", "push swim on saturday back": by how much?
    elif req.intent == "cancel":
        if req.every:  # "cancel everything": only ever for a day or span said
            if req.start is None and req.window is None:
                missing.append("date")
            if req.pronoun is not None and not req.participants:
                missing.append("participants")
        elif not req.title and not req.resources and req.from_day is None:
            missing.append("target_event")  # ("cancel jake's thing on thurs": his that day)
    elif req.intent == "query":
        if req.query_type == "availability" and not req.participants:
            missing.append("participants")
    return missing


def confidence_of(req: ParsedRequest, guessed_intent: bool = False, assumed: int = 0) -> float:
    """A score in [0, 1] from what is missing, ambiguous or wrong."""
    if req.intent == "unknown":
        return 0.0 if not req.text.strip() else 0.2
    score = 0.95
    if guessed_intent:
        # A note with an exact time ("dentist for jake tmrw 3pm") is almost surely an event to add.
        score -= 0.15 if req.start is not None and req.title else 0.3
    if assumed:
        score -= 0.15
    if req.intent == "create" and req.start is None and req.window is not None:
        score -= 0.05
    if req.out_of_service or (req.intent == "create" and req.title == WORKING_LATE):
        # "the van is in the shop", "mike's working late tuesday": told, not asked for, and
        # the span partly assumed (from today, from 5pm): confirmed first
        score = min(score, 0.65)
    if (
        req.from_day is not None
        or req.from_time is not None
        or (req.driver is not None and req.intent == "modify")
    ):
        # the event was worked out from a day, or the driver named in answer to "who's
        # driving?": the change is asked about first
        score = min(score, 0.65)
    if req.intent == "modify" and guessed_intent:
        score = min(score, 0.65)  # "gym is at 7 on wed": a change told with no verb, asked first
    if (
        req.new_title is not None
        or req.new_place is not None
        or req.new_notes is not None
        or req.swap_with is not None
    ):
        score = min(score, 0.65)  # a new name or place for an event, or two events swapped: asked first
    if req.intent == "modify" and req.shift_minutes:
        # "push the dentist back 45 minutes", "can we do swim an hour earlier": the new time
        # was worked out from an amount, never said: it is said back and asked first
        score = min(score, 0.65)
    if req.intent == "modify" and (req.leaving or req.guests_leaving):
        # "emma won't be at swim saturday", "jake is skipping soccer": someone dropping out, told
        # as news; the occurrence changes (or is cancelled when nobody is left): asked first
        score = min(score, 0.65)
    if req.school_run:
        score = min(score, 0.65)  # "pick jake up from school": its time worked out or just asked, said back
    if req.intent == "create" and is_suggestion(req.text):
        score = min(score, 0.65)  # "we should do a family hike sunday, thoughts?": asked first
    if req.missing:
        score = min(score, 0.5) - 0.1 * (len(req.missing) - 1)
    if req.ambiguities:
        score = min(score, 0.5) - 0.1 * (len(req.ambiguities) - 1)
    if req.problems:
        score = min(score, 0.3)
    return round(max(0.05, min(1.0, score)), 2)


def assess(req: ParsedRequest, guessed_intent: bool = False, assumed: int = 0) -> ParsedRequest:
    """The request with `missing` and `confidence` filled in."""
    req.missing = missing_pieces(req)
    req.confidence = confidence_of(req, guessed_intent, assumed)
    return req
