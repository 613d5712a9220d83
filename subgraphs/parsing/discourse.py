"""Words that keep a conversation going but ask for nothing: "yes", "great", "thanks a lot",
"that sounds good", "wait", "hey siri", "ok google", the assistant's name.

People answer an assistant the way they talk to a person: "Yes, that's right. Please
title it Dentist." Such openings are never the activity (contract: filler and address
words are never part of a title) and never the request. Whole clauses made only of
them are dropped, and they are cut from the front of a clause that goes on to ask
for something ("great could you add…"). A word like "great" or "fine" is cut only where
a request follows it, so "great wolf lodge trip" keeps its name.
"""

from __future__ import annotations

import re

from .suggestions import without_opinion_tag

ASSISTANT_NAMES = ("olly", "siri", "alexa", "google", "cortana", "bixby", "assistant", "computer", "jarvis")
"""Names people give the assistant; said to address it, never part of a request."""

_ACK_WORD = (
    r"yes|yeah|yea|yep|yup|ya|sure|ok|okay|alright|all\s+right|great|perfect|awesome|cool|super|nice|"
    r"fine|good|excellent|wonderful|fantastic|amazing|lovely|brilliant|splendid|right|correct|exactly|"
    r"absolutely|definitely|certainly|indeed|agreed|no|nope|nah|thanks|thank\s+you|thankyou|ty|thx|"
    r"hmm+|hm|well|oh|wow|wait|hold\s+on|hang\s+on|sorry|oops|hey|hi|hello|now|so|then|also|and|oaky|"
    r"please|kindly|yes\s+please|no\s+thanks|got\s+it|i\s+see|understood|uh\s+huh|gotcha|super\s+duper"
)
_JUDGE = (
    r"(?:sounds?|seems?|looks?|works?|would\s+work|will\s+work|should\s+work|could\s+work|will\s+do(?:\s+it)?|"
    r"would\s+do|is\s+fine|suits\s+me)(?:\s+(?:really|very|so|pretty|just|totally))*"
)
_VERDICT = (
    r"(?:good|great|fine|perfect|nice|right|okay|ok|alright|like\s+a\s+plan|about\s+right|lovely|awesome|"
    r"wonderful|excellent|correct)"
)
_ACK_PHRASE = (
    r"(?:that|this|it|everything|all\s+that|that\s+all|which)(?:'s|\s+is|\s+was|\s+will\s+be|\s+would\s+be|\s+should\s+be)?"
    r"(?:\s+(?:all|just|really|very|so|totally|absolutely|exactly|pretty|quite|perfectly))*"
    r"\s+(?:it|right|correct|great|good|perfect|fine|awesome|nice|cool|wonderful|excellent|helpful|"
    r"okay|ok|alright|all\s+right|acceptable|lovely|correct\s+information|what\s+i\s+(?:want|need)(?:ed)?)"
    r"(?:\s+(?:to|for|with)\s+me)?"
    r"|(?:that|this|it|everything|that\s+all|all\s+that|that\s+one|this\s+one|which)\s+"
    rf"(?:all\s+)?{_JUDGE}(?:\s+{_VERDICT})?(?:\s+(?:to|for|with)\s+me)?"
    rf"|{_JUDGE}\s+{_VERDICT}(?:\s+(?:to|for|with)\s+me)?"
    r"|(?:thanks|thank\s+you|thankyou|many\s+thanks)(?:\s+(?:so|very|a\s+lot|a\s+bunch|a\s+ton|again|much|kindly))*"
    r"(?:\s+for\s+(?:your|the|all\s+(?:your|the))\s+(?:help|assistance|information|info|same|time))?"
    r"|(?:i|we)\s+(?:really\s+)?(?:appreciate|appreciated)\s+(?:it|that|this|your\s+help)(?:\s+(?:so|very))*(?:\s+much)?"
    r"|i\s+(?:like|love)\s+(?:that|this|it)(?:\s+one)?|(?:i'm|i\s+am)\s+(?:glad|happy|sure)|good\s+to\s+know|"
    r"not\s+(?:right\s+)?now|maybe\s+later|not\s+yet|no\s+need|all\s+(?:good|set)|you're\s+(?:right|the\s+best)"
    r"|(?:ok|okay|hey|hi|hello|yo)\s+(?:" + "|".join(ASSISTANT_NAMES) + ")|" + "|".join(ASSISTANT_NAMES)
)
_ACK = re.compile(rf"(?:(?:{_ACK_PHRASE}|{_ACK_WORD})(?![a-z'])\s*)+")
_ACK_STRONG = re.compile(rf"(?:(?:{_ACK_PHRASE})(?![a-z'])\s*)+")
"""Openings that are acknowledgements whatever follows ("that sounds great", "thanks a lot")."""
_REQUEST_START = re.compile(
    r"(?:i|i'm|i'd|i'll|i've|we|we'd|we'll|we're|you|can|could|would|will|please|let's|let|lets|now|"
    r"so|and|then|also|just|go|add|put|schedule|book|set|make|create|mark|call|name|label|title|use|save|"
    r"check|show|tell|find|cancel|delete|remove|move|change|reschedule|give|input|enter|insert|place|"
    r"include|note|write|pencil|block|remind|what|what's|when|when's|is|are|do|does|how|any|the|my|"
    r"it|it's|it'll|this|that|at|on|for|in|from|in\s+the)\b|\d"
)
_VOCATIVE_END = re.compile(r"(?:\s+(?:" + "|".join(ASSISTANT_NAMES) + r"))+$")
_OPENING_VERBS = ("open", "pull", "bring", "go", "get", "access", "launch", "load", "check", "look")
_OPENING = (
    r"(?:open(?:\s+up)?|pull\s+up|bring\s+up|go\s+(?:in)?to|get\s+into|access|launch|load|check|look\s+at)\s+"
    r"(?:up\s+)?(?:(?:my|the|our)\s+)?(?:calendar|calender|schedule|agenda|planner|diary)(?:\s+app)?"
)
"""'open my calendar and add…', 'pull up the schedule then delete…': the app opened on the
way to the request, which is what follows ("open my calendar" alone still asks to see it)."""
_REQUEST_VERB = re.compile(
    r"(?:please\s+)?(?:add|put|schedule|book|set|make|create|mark|enter|insert|note|write|pencil|block|plan|"
    r"remind|cancel|delete|remove|clear|erase|wipe|move|change|reschedule|push|shift|show|tell|find|see|look|"
    r"list|give|check|what|what's|when|when's|is|are|am|do|does|how)\b"
)
_PLAIN_REQUEST_VERB = (
    r"(?:please\s+)?(?:add|put|schedule|create|enter|insert|remind|cancel|delete|remove|clear|erase|move|"
    r"reschedule|show|tell|find|what|what's|when|when's)\b"
)
"""Request verbs that follow an opened calendar with no joining word ("open calendar remove all
events", as a spoken request is transcribed): not "book", "plan", "check", which name things."""
_OPENING_THE_CALENDAR = re.compile(
    rf"^{_OPENING}\s+(?:(?:and\s+then|and|then)\s+(?={_REQUEST_VERB.pattern})|(?={_PLAIN_REQUEST_VERB}))"
)
_OPENING_ALONE = re.compile(_OPENING)


def strip_openers(clause: str) -> str:
    """The clause without its acknowledgement opening ("" when that is all it was)."""
    match = _ACK.match(clause)
    if match is not None and match.end() > 0:
        rest = clause[match.end() :]
        if not rest.strip():
            return ""
        if _REQUEST_START.match(rest):
            return rest
        strong = _ACK_STRONG.match(clause)
        if strong is not None and strong.end() > 0:
            return clause[strong.end() :]
    return clause


def drop_chatter(text: str) -> str:
    """Normalised text without pure-acknowledgement clauses and openings; clauses are
    separated by " , "."""
    kept: list[str] = []
    clauses = text.split(" , ")
    for at, clause in enumerate(clauses):
        clause = strip_openers(clause.strip())
        if clause.startswith(_OPENING_VERBS):
            following = clauses[at + 1].strip() if at + 1 < len(clauses) else ""
            if _OPENING_ALONE.fullmatch(clause) and _REQUEST_VERB.match(following):
                continue
            clause = _OPENING_THE_CALENDAR.sub("", clause, count=1)
        if clause.endswith(ASSISTANT_NAMES):  # only then can a vocative end it
            clause = _VOCATIVE_END.sub("", clause)
        clause = without_opinion_tag(f" {clause}").strip()  # "..., what do u think": no title
        if clause:
            kept.append(clause)
    return " , ".join(kept)
