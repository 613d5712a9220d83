"""Reading the family's answer to a question: yes, no, an option, a scope, or something new.

The one grammar for answers, next to the one for requests: the main graph asks (an
interrupt), the parsing subgraph reads what came back given which question it answers.
A confirmation takes yes / no / an option number / "book it anyway" (keep it despite a
rule in the way) / a new instruction; the question
"which occurrences of this repeating event?" takes 1 / 2 / 3 or words ("just this
one", "this and all after it", "the whole series") or no.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from family_scheduler.models.dialogue import AnswerKind, FamilyAnswer
from family_scheduler.models.results import Scope
from family_scheduler.wording import ORDINAL_WORDS

from .emoji_answers import emoji_as_words
from .vocabulary import ORDINAL_SUFFIX, WD

YES = {
    "yes",
    "y",
    "yeah",
    "yep",
    "yup",
    "sure",
    "ok",
    "okay",
    "confirm",
    "confirmed",
    "go ahead",
    "do it",
    "book it",
    "sounds good",
    "perfect",
    "please do",
    "great",
    "fine",
    "correct",
    "right",
    "k",
    "kk",
    "sure thing",
    "good",
    "looks good",
    "all good",
    "that looks good",
}
NO = {
    "no",
    "n",
    "nope",
    "nah",
    "cancel",
    "never mind",
    "nevermind",
    "nvm",
    "stop",
    "don't",
    "dont",
    "forget it",
    "reject",
    "abort",
    "no thanks",
    "not now",
    "no thank you",
    "scratch that",
    "undo",
    "undo that",
    "undo it",
    "skip it",
    "leave it",
}
NOT_NOW = {
    "hold off",
    "hold off for now",
    "hold off on it",
    "hold off on that",
    "not yet",
    "not right now",
    "not for now",
    "let's wait",
    "lets wait",
    "let's not",
    "lets not",
    "nah let's not",
    "maybe later",
    "not today",
}
"""A no for now ("hold off for now", "not yet"): nothing is written; never read as the
pausing of an event ("hold off on swim") or a change merged into what was asked."""
UNSURE = {
    "i guess",
    "i guess so",
    "guess so",
    "i suppose",
    "i suppose so",
    "suppose so",
    "i think so",
    "probably",
    "if you must",
    "whatever",
    "meh",
}
"""A yes said unsure ("I guess", "i suppose so"): asked again plainly, never written on it."""
ORDINALS = {
    **{word: n for word, n in ORDINAL_WORDS.items() if n <= 10},
    "1st": 1,
    "2nd": 2,
    "3rd": 3,
    "4th": 4,
    "5th": 5,
    "one": 1,
    "two": 2,
    "three": 3,
    "four": 4,
    "five": 5,
}
_OPTION = re.compile(
    r"^(?:(?:let'?s\s+)?(?:go with|pick|choose|take|use)\s+)?(?:the\s+)?(?:option\s*|number\s*|#\s*)?"
    r"(\d{1,3}|first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|1st|2nd|3rd|4th|5th"
    r"|one|two|three|four|five)(?:\s+(?:one|option))?(?:\s+please)?$"
)


_OVERRIDE = re.compile(
    r"\b(?:anyway|anyways|anyhow|regardless|all the same|even so)\b"
    r"|\b(?:skip|skips|skipping|miss|misses|missing)\s+(?:school|class|bedtime)\b"
    r"|\b(?:ignore|override|overrule|bend|break|waive)\s+(?:the\s+|that\s+|this\s+|his\s+|her\s+)?"
    r"(?:rule|rules|school|bedtime|limit)\b"
    r"|\bset\s+(?:it\s+|that\s+|the\s+rule\s+|school\s+|bedtime\s+)?aside\b|\bmake\s+an?\s+exception\b"
    r"|\b(?:just\s+)?this\s+(?:once|one\s+time)\b|\bstay\s+up\s+late\b"
    r"|\bkeep\s+(?:it|that|the\s+time|that\s+time|\d{1,2}(?::\d\d)?\s*(?:am|pm)?)\b"
)
"""Keeping a proposal as it is despite a rule in the way: "book it anyway", "yes, keep 10am,
he'll skip school" (only a parent may; the main graph checks)."""
_REFUSAL = re.compile(
    r"^(?:(?:actually|wait|oh|hmm+|ok|okay|um+)[\s,.!-]+)?"
    r"(?:no|nope|nah|don't|dont|do not|never|nvm|scratch\s+that|forget\s+(?:it|that)"
    r"|on\s+second\s+thoughts?|changed\s+my\s+mind)\b"
)
"""A withdrawal first ("nvm, keep it", "scratch that, keep it", "actually no, keep it"): the
"keep it" that follows keeps things as they were, it does not set a rule aside."""
_KEEP_AS_IS = re.compile(r"\bkeep\s+(?:it|that|them|this|the\s+\w+)\b|\bleave\s+(?:it|that|them)\b")
_NEW_TIME = re.compile(
    r"\b(?:make|move|change|push|shift|reschedule|instead)\b|(?<!keep )\b\d{1,2}(?::\d\d)?\s*(?:am|pm)\b"
    r"|(?<!keep )\bat\s+\d{1,2}(?::\d\d)?\b"
)
"""An answer that asks for another time is a new instruction, whatever else it says."""
_NO_THEN_DAY = re.compile(
    r"^(?:no|nope|nah)\b[\s,.!-]*(?:(?:make\s+it|on|for|how\s+about|what\s+about|try)\s+)?(?:the\s+)?"
    rf"(?:{WD}|tomorrow|next\s+week|\d{{1,2}}{ORDINAL_SUFFIX})\b"
)
"""A no followed by another day: the day is what to change ("no, friday", "nope, tomorrow")."""
_CHANGE_ASKED = re.compile(
    rf"{_NEW_TIME.pattern}|\b(?:{WD}|tomorrow|tonight|next\s+week)\b|\b(?:longer|shorter)\b|\b(?:hours?|hrs?|minutes?|mins?)\s+(?:later|earlier)\b"
)
"""A hedged answer that still asks for something ("oh wait, make it saturday", "maybe an
hour later"): no yes or no in it, so it is read as the change it asks for, never a write."""

_CORRECTED = re.compile(
    rf"\b(?:{WD}|tomorrow|tonight|today)\b|\d|\b(?:for|instead|too|also|just|only)\s+[a-z]"
)
_NOT_THIS_THAT = re.compile(r"\bnot\s+(?:for\s+|with\s+)?[a-z]+\s+(?:for\s+|with\s+|but\s+)?[a-z]")
"""What a no says instead, once its no, hedge and courtesy words are set aside: a day, a
clock time, who it is for ("no, for emma", "wait, not jake - emma"). The answer is read as
that change (asked again, never written at once); a change that changes nothing is asked
about again as unclear, as before."""

SCOPES: dict[int, Scope] = {1: "occurrence", 2: "following", 3: "series"}
"""The scope question's numbered options."""
_FOLLOWING = ("following", "from now", "after", "onwards", "on ward", "going forward")
_WHOLE = ("all", "every", "whole", "series", "entire", "always")
_ONE = ("only", "just", "this one", "next one", "once", "single")


@dataclass(frozen=True)
class Answer:
    """What an answer means: its kind, the option number, the scope chosen, the words."""

    kind: AnswerKind
    option: int | None = None
    scope: Scope | None = None
    text: str = ""
    why: str = ""
    """For an unclear answer: what made it unclear, to be named when asking again."""
    tentative: bool = False
    """For a yes: the booking is to be pencilled in ("pencil it in"), written as tentative."""


_NOT_ANSWER_CHAR = re.compile(r"[^\w\s#']")
_SPACES = re.compile(r"\s+")


def answer_meaning(answer: FamilyAnswer) -> Answer:
    """The meaning of `answer` to the question it answers."""
    said = _read(answer)
    if answer["question"] != "scope":
        return said
    if said.kind == "no":
        return said
    if said.kind == "unclear":
        return said
    number = said.option if said.kind == "option" else scope_from_words(said.text)
    if number in SCOPES:
        return Answer("scope", number, SCOPES[number], said.text)
    if said.kind == "option":
        return Answer("option", said.option, text=said.text)  # no such option: said so
    if said.kind == "instruction":
        return said  # maybe a new request, read as one by the parsing graph
    return Answer("unclear", text=said.text, why="that is not one of 1, 2 or 3")


_SAID_ONE = re.compile(
    r"\b(?:(?:just|only)\s+(?:the\s+)?(?:next|this|that)(?:\s+one|\s+week(?:'s)?|\s+time)?|the\s+next\s+one|"
    r"(?:this|that)\s+one\s+only|(?:just|only)\s+once|this\s+time\s+only|for\s+this\s+week\s+only|"
    r"the\s+next\s+(?!(?:week|month|year|day|days|weekend|few|two|three|couple|time)\b)[a-z]+)\b"
)
_SAID_FOLLOWING = re.compile(
    r"\b(?:from\s+now\s+on|going\s+forward|all\s+future\s+ones|for\s+good|from\s+then\s+on)\b"
    r"|\b(?:(?:every|each)\s+week|every\s+time)\W*$"
    r"|\band\s+(?:all\s+|every\s*one\s+of\s+|each\s+of\s+)?the\s+(?:ones|rest)(?!\s+of\b)"
    r"(?:\s+(?:after|following)(?:\s+(?:it|that|this|them))?)?\b"
    r"|\band\s+(?:every|each|all)\s+(?:one|week|time)s?\s+(?:after|following)(?:\s+(?:it|that|this))?\b"
    r"|\band\s+(?:all\s+)?(?:the\s+)?following\s+ones\b|\band\s+onwards\b"
)
"""The change holds from the occurrence named on: "from now on", "move the swim on dec 8 to 6pm,
and all the ones after it", "… and every week after that", "… and the rest"; a change said to
hold "every week" at its end ("move piano to 6 every week") is from the next one on too."""
_SAID_WHOLE = re.compile(
    r"\b(?:the\s+(?:whole|entire)\s+(?:series|season)|all\s+of\s+them|every\s+one\s+of\s+them|altogether|"
    r"all\s+season(?:\s+long)?)\b"
)


def scope_said(text: str) -> Scope | None:
    """The occurrences a change is for when the request itself says so ("cancel the next
    one", "move piano to 4 from now on", "cancel the whole series"): no need to ask."""
    words = text.lower()
    if _SAID_ONE.search(words):
        return "occurrence"
    if _SAID_FOLLOWING.search(words):
        return "following"
    if _SAID_WHOLE.search(words):
        return "series"
    return None


def scope_from_words(text: str) -> int | None:
    """1 (this one), 2 (this and following) or 3 (the whole series) from the words said."""
    words = text.lower()
    if any(w in words for w in _FOLLOWING):
        return 2
    if any(w in words for w in _WHOLE):
        return 3
    if any(w in words for w in _ONE):
        return 1
    return None


def _read(answer: FamilyAnswer) -> Answer:
    """Yes, no, an option, an instruction, or something mixed (unclear, with the reason)."""
    if answer["option"] is not None:
        return Answer("option", answer["option"])
    text = answer["text"]
    negative = _NEGATIVE_OPTION.match(text.strip().lower())
    if negative:  # "option -1": a number, but no option has it
        return Answer("option", -int(negative.group(1)), text=text)
    norm = _NOT_ANSWER_CHAR.sub(" ", emoji_as_words(text).lower())
    norm = _SPACES.sub(" ", norm).strip()
    if not norm:
        return Answer("unclear", text=text, why=EMPTY)
    if "?" in text and (_said_yes(norm) or norm in YES):
        return Answer("unclear", text=text, why=f"'{text.strip()}' sounds like a question")
    if norm in YES or norm.removesuffix(" please") in YES:
        return Answer("yes", text=text)
    if norm in NO or norm in NOT_NOW:
        return Answer("no", text=text)
    if norm in UNSURE:
        return Answer("unclear", text=text, why=f"'{text.strip()}' sounds unsure")
    match = _OPTION.match(norm)
    if match:
        token = match.group(1)
        return Answer("option", int(token) if token.isdigit() else ORDINALS[token], text=text)
    if answer["question"] == "confirm" and _OVERRIDE.search(norm) and not _NEW_TIME.search(norm):
        return Answer("no" if _REFUSAL.match(norm) else "override", text=text)
    said_yes, said_no = _said_yes(norm), _said_no(norm)
    hedges = [h.group(0) for h in _HEDGE.finditer(norm)]
    if said_yes and said_no:
        return Answer("unclear", text=text, why=_mixed(norm, said_yes, said_no))
    if (said_yes or said_no) and _NEW_TIME.search(norm):
        return Answer("instruction", text=text)  # "yes but at 5pm", "no, make it 4": a change
    if said_no and _NO_THEN_DAY.match(norm):
        return Answer("instruction", text=text)  # "no, friday": not that day, this one
    if said_no and not said_yes and _corrected(norm):
        return Answer("instruction", text=text)  # "wait, not jake - emma", "ugh no, 4:30": the change
    if hedges and not said_yes and not said_no and ("?" in text or _CHANGE_ASKED.search(norm)):
        return Answer("instruction", text=text)  # "hmm, make it an hour later", "wait, is he free then?"
    if hedges:
        return Answer("unclear", text=text, why=_hedged(norm, said_yes or said_no, hedges))
    if said_yes and _only_yes(norm):
        return Answer("yes", text=text)
    if said_no and _only_no(norm):
        return Answer("no", text=text)
    if said_no and norm.startswith("cancel ") and not said_yes:
        return Answer("instruction", text=text)  # "cancel Emma's piano lesson": a request of its own?
    if said_no:
        return Answer("unclear", text=text, why=_mixed(norm, said_no, _rest(norm, said_no)))
    if said_yes:  # "ok, use the sedan": a change if it changes something, else asked again
        return Answer("instruction", text=text, why=_mixed(norm, said_yes, _rest(norm, said_yes)))
    return Answer("instruction", text=text)


EMPTY = "the answer was empty"
_NEGATIVE_OPTION = re.compile(r"^(?:(?:option|number|#)\s*)?-\s*(\d+)$")
_YES_WORDS = (
    r"yes|yeah|yea|yep|yup|ya|sure|ok|okay|k|confirm(?:ed)?|go ahead|do it|book it|sounds good|perfect"
    r"|great|fine|correct|right|absolutely|definitely|of course|please do|that works|works for me"
    r"|go for it|alright|all right|looks good|all good"
)
_YES = re.compile(rf"\b(?:{_YES_WORDS})\b")
_NO = re.compile(
    r"\b(?:no|nope|nah|not|don't|dont|do not|never|nvm|cancel(?: it)?|stop|forget it|never ?mind|reject|abort"
    r"|leave it|skip it)\b"
)
_HEDGE = re.compile(
    r"\b(?:wait|hold on|hang on|hmm+|um+|uh+|er+m?|maybe|perhaps|not sure|unsure|let me (?:think|check|see)"
    r"|idk|i don't know|dunno|one sec|a sec|a moment|one moment|later|but|except|unless|only if|if)\b"
)
_COURTESY = re.compile(
    r"\b(?:please|pls|plz|thanks|thank you|thx|ty|then|that's|that|thats|it|is|that is|it's|its|good"
    r"|great|fine|yea|ya|now"
    r"|all|so|very|much|lol|oh|well|actually|and|yes|yeah|sure|ok|okay|go|ahead|do|book|sounds|perfect"
    r"|works|for|me|alright|absolutely|definitely|of|course|right|correct|confirm|confirmed|yep|yup|k|thing"
    r"|do it|go for it|looks|i can do (?:it|that)|i can take (?:him|her|them)|i'll do (?:it|that)"
    r"|i'll take (?:him|her|them)|i can|can do)\b"
)
_NO_COURTESY = re.compile(
    r"\b(?:please|thanks|thank you|thx|no|nope|nah|don't|dont|do not|book|it|that|cancel|forget|leave"
    r"|never|mind|nvm|stop|skip|not|now|then|i|changed|my|mind|we|won't|need|sorry|actually|oh|wait)\b"
)


_YES_FIRST = re.compile(
    rf"^\s*(?:{_YES_WORDS})(?:[\s,.!]+|$)(?:(?:{_YES_WORDS}|please|thanks|oh|well)(?:[\s,.!]+|$))*"
    r"(?:(?:but|and|also|then|just|oh|though|except)[\s,]+)*"
)
"""A yes said before a change ("yeah go ahead, oh and make it 2:30", "ok but at 5"): the
change is the rest, read on its own words; the yes before it names no activity."""


def after_the_yes(text: str) -> str:
    """`text` without the yes it starts with; `text` itself when nothing follows the yes."""
    found = _YES_FIRST.match(text.lower())
    if found is None or found.end() >= len(text.rstrip(" .!")):
        return text
    return text[found.end() :].strip()


_BARE_HOUR = re.compile(r"^\s*(\d{1,2})\s*$")


def _corrected(norm: str) -> bool:
    """Whether a no says what instead: a day, a time or who (`_CORRECTED`), or "not X, Y"
    with both X and Y more than no and courtesy words ("not jake emma", never "not now")."""
    plain = _HEDGE.sub(" ", norm)
    if _CORRECTED.search(_NO_COURTESY.sub(" ", plain)):
        return True
    kept = _NOT_THIS_THAT.search(plain)
    return kept is not None and bool(_NO_COURTESY.sub(" ", plain[kept.start() + 3 :]).split()[1:])


def bare_hour(text: str) -> int | None:
    """The hour of the clock (1-23) when `text` is a number and nothing else ("7")."""
    said = _BARE_HOUR.match(text)
    return int(said.group(1)) if said and 1 <= int(said.group(1)) <= 23 else None


def keeps_as_is(text: str) -> bool:
    """ "keep it", "leave it": said to a cancellation, the event stays as it is (a no)."""
    return bool(_KEEP_AS_IS.search(text.lower()))


def _said_yes(norm: str) -> str:
    found = _YES.search(norm)
    if found is None or _NO_BEFORE.search(norm[: found.start()]):
        return ""  # "don't book it": a no that uses a yes word
    return found.group(0)


_NO_BEFORE = re.compile(r"(?:\bdon'?t|\bdo not|\bnot|\bnever)\s+$")


def _said_no(norm: str) -> str:
    found = _NO.search(norm)
    return found.group(0) if found else ""


def _only_yes(norm: str) -> bool:
    """Every word is a yes or a courtesy ("yes please, go ahead", "ok sounds good")."""
    return not _COURTESY.sub(" ", norm).strip()


def _only_no(norm: str) -> bool:
    """Every word is a no or a courtesy ("no thanks", "nope, don't book it")."""
    return not _NO_COURTESY.sub(" ", norm).strip()


def _rest(norm: str, word: str) -> str:
    return norm.replace(word, "", 1).strip(" ,") or norm


def _mixed(norm: str, one: str, other: str) -> str:
    """ "you said 'ok' but also 'not sunday'": the two readings, in the order said."""
    first, second = sorted((one, other), key=lambda w: norm.find(w))
    tail = norm[norm.find(second) :] if second in norm else second
    return f"you said '{first}' but also '{tail}'"


def _hedged(norm: str, word: str, hedges: list[str]) -> str:
    """ "you said 'ok' but also 'wait'", or why words with no yes or no in them are unclear."""
    if not word or word in hedges[0]:
        return f"'{norm}' is not a yes or a no"
    held = norm[norm.find(hedges[0]) :]
    if word in held:  # "hmm, yes": the hedge came first
        held = "', '".join(dict.fromkeys(hedges))
    return f"you said '{word}' but also '{held}'"
