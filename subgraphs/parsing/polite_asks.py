"""A request wrapped in courtesy, unwrapped to the request itself.

People who write carefully (and people writing in a second language) put the verb inside a
polite frame: "would you mind scheduling a checkup for jake", "it would be great if you
could add swim on friday", "if you could book the van tomorrow, that would be lovely". The
frame is no part of what is asked: read as said, "mind scheduling a checkup" became the
title and "if you could add …" read as a hypothetical look-up. The frame is dropped and a
gerund said after "mind" is the plain verb ("scheduling" → "schedule"); "would it be ok to
add …", "do you think you could book …" and "could i ask you to …" are the request too.
"""

from __future__ import annotations

import re

GERUNDS = {
    # the calendar's verbs said as gerunds ("would you mind adding", "help me with booking")
    "adding": "add",
    "scheduling": "schedule",
    "booking": "book",
    "putting": "put",
    "setting": "set",
    "planning": "plan",
    "entering": "enter",
    "pencilling": "pencil",
    "penciling": "pencil",
    "blocking": "block",
    "reserving": "reserve",
    "arranging": "arrange",
    "creating": "create",
    "making": "make",
    "moving": "move",
    "rescheduling": "reschedule",
    "changing": "change",
    "pushing": "push",
    "shifting": "shift",
    "cancelling": "cancel",
    "canceling": "cancel",
    "deleting": "delete",
    "removing": "remove",
    "checking": "check",
    "reminding": "remind",
}
_VERBS = "|".join(sorted({*GERUNDS.values(), "pop", "slot", "sign"}, key=len, reverse=True))

_MIND = re.compile(r"\b(?:would|do|will)\s+(?:you|ya)\s+mind\s+(?P<verb>" + "|".join(GERUNDS) + r")\b")
"""'would you mind adding …', 'do you mind booking …': the verb, said plainly."""
_MIND_NEEDS = ("mind",)

_NICE = (
    r"(?:great|awesome|amazing|lovely|nice|helpful|perfect|wonderful|fantastic|brilliant|ideal|"
    r"super|fab|grand|appreciated|much\s+appreciated)"
)
_FRAME_FIRST = re.compile(
    r"(?:(?:it|that)(?:\s+would|'d|\s+will)\s+be\s+(?:(?:so|really|very|super)\s+)?" + _NICE + r"|"
    r"(?:i|we)\s*(?:would|'d)\s+(?:(?:really|so|very\s+much)\s+)?(?:appreciate\s+it|be\s+(?:so\s+|very\s+|really\s+)?"
    r"(?:grateful|thankful|glad|happy)|love\s+it))\s+if\s+(?:you\s+)?(?:could|can|would|might)\s+"
    r"(?:(?:please|possibly|maybe)\s+)?(?=(?:" + _VERBS + r")\b)"
)
"""'it would be great if you could add …', "i'd appreciate it if you could book …": the frame
before the request."""
_FRAME_FIRST_NEEDS = (" if ",)

_ASKED_OF_YOU = re.compile(
    r"(?:(?:would|will)\s+it\s+be\s+(?:ok|okay|alright|all\s+right|fine|cool)\s+"
    r"(?:if\s+you\s+(?:could\s+|can\s+)?|for\s+you\s+to\s+|to\s+)"
    r"|do\s+you\s+think\s+(?:you\s+)?(?:could|can|would|might)\s+"
    r"|(?:could|can|may)\s+i\s+ask\s+you\s+to\s+)"
    r"(?:(?:please|possibly|maybe|just)\s+)?(?=(?:" + _VERBS + r")\b)"
)
"""'would it be ok to add …', 'do you think you could book …', 'could i ask you to schedule …':
the request, asked politely (it read as a look-up)."""
_ASKED_OF_YOU_NEEDS = ("it be ", "you")

_IF_YOU_COULD = re.compile(
    r"^\s*(?:if\s+you\s+(?:could|can|would)\s+(?:(?:please|possibly|maybe|just)\s+)?)"
    r"(?=(?:" + _VERBS + r")\b)"
)
"""'if you could add a haircut tomorrow at 11 (that would be great)': the request."""
_IF_YOU_COULD_NEEDS = ("if you",)

_FRAME_AFTER = re.compile(
    r"\s*,?\s*(?:that|it|this)(?:\s+would|'d|\s+will)\s+be\s+(?:(?:so|really|very|super)\s+)?"
    + _NICE
    + r"\s*$"
)
"""'…, that would be great' closing a request: the courtesy, not the activity."""
_FRAME_AFTER_NEEDS = (" be ",)


_LEAVE_ASKED = re.compile(
    r"^\s*(?:(?P<am>am\s+i|are\s+we)\s+allowed\s+to"
    r"|(?:do|can)\s+(?P<have>i|we)\s+(?:have|get)\s+permission\s+to"
    r"|(?:is|would)\s+it\s+(?:be\s+)?(?:ok|okay|alright|all\s+right|fine|cool)\s+if\s+(?P<if>i|we))"
    r"\s+(?P<verb>go|went|have|had|get|got|do|did|come|came|stay|stayed|sleep|slept|invite|invited|see|saw)\b"
)
"""Leave asked in so many words ("am i allowed to go to the dance friday?", "is it ok if we
have a movie night?", "do i have permission to go to leo's?"): asked as "can i go …", the
child's booking that waits for a parent's yes. It was a look-up of "allowed to go to the
dance" at 7am."""
_LEAVE_ASKED_NEEDS = ("allowed", "permission", " if ")
_PLAIN_VERB = {"went": "go", "had": "have", "got": "get", "did": "do", "came": "come", "stayed": "stay"}
_PLAIN_VERB |= {"slept": "sleep", "invited": "invite", "saw": "see"}


def _leave_asked(found: re.Match[str]) -> str:
    who = found.group("am") or found.group("have") or found.group("if")
    who = "we" if who.endswith("we") else "i"
    return f"can {who} {_PLAIN_VERB.get(found.group('verb'), found.group('verb'))}"


def unwrap_polite(low: str) -> str:
    """`low` (normalised text) with a courteous frame around its request dropped."""
    if any(word in low for word in _LEAVE_ASKED_NEEDS):
        low = _LEAVE_ASKED.sub(_leave_asked, low, count=1)
    if "mind" in low:
        low = _MIND.sub(lambda m: GERUNDS[m.group("verb")], low)
    if "it be " in low or "you" in low:
        low = _ASKED_OF_YOU.sub("", low)
    if " if " in f" {low}":
        low = _FRAME_FIRST.sub("", low)
        if low.lstrip().startswith("if you"):
            framed = _IF_YOU_COULD.match(low)
            if framed is not None:
                low = low[framed.end() :]
                low = _FRAME_AFTER.sub("", low)
    return " ".join(low.split())
