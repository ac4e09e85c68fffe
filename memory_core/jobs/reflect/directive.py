"""A correction's directive, stated about the user instead of quoted (pure).

A rule made of corrections nothing names (``meaning.name_group``) used to quote a whole
turn: "Again, no Docker Desktop on our machines. How do I log in with podman?" carries a
question and a greeting around the wish. The wish is the one *clause* that says most of
what the group shares (its salient stems): the turn is split into clauses, the best one is
kept, its discourse openers ("again,", "thanks.", "small thing:") and closers ("please")
are dropped, and first person becomes the user ("our machines" -> "the user's machines"),
so the rule reads as a standing directive: "No Docker Desktop on the user's machines".
"""

from __future__ import annotations

import re
from collections.abc import Collection

from memory_core.jobs.reflect.cues import CLASSES, cue_kinds
from memory_core.jobs.reflect.tokens import stem_set

# CJK full stops end a clause with no space after them ("…ください。Guild Wars …").
_CLAUSE = re.compile(
    r"(?<=[.!?;])\s+|(?<=[\u3002\uff01\uff1f\uff1b])\s*|\s+[-\u2013\u2014]+\s+|\n+|\s*\.\.\.+\s*"
)
_OPENER = re.compile(
    r"^(?:(?:ok(?:ay)?|so|and|but|also|again|(?:thanks?|thank you)(?: for [^,.!?;]*)?|thx|hi|"
    r"hello|hey|hmm|btw|"
    r"small thing|one more thing|as i said|like i said|as i said before|sorry|yes|yeah|"
    r"no(?=,)|well|honestly|please|pls|by the way|reminder that|proszę|snälla|bitte|lütfen|"
    r"por favor|alsjeblieft|graag|tack|dank je|obrigad[ao]|merci|dziękuję|teşekkürler|bra|"
    r"super|mooi|tamam|ótimo|perfect\w*|yine|znowu|znów|weer|igen|wieder|encore|de novo|"
    r"outra vez|otra vez|di nuovo|és|și|dan|και|и|і|và|und|et|och|ve|oraz|také|juga)\b"
    r"[\s,.:;!-]*)+",
    re.IGNORECASE,
)
_CLOSER = re.compile(
    r"[\s,.;:!-]*\b(?:please|pls|thanks?|again|ok|proszę|snälla|bitte|lütfen|por favor|"
    r"alsjeblieft|graag|tack|s'il vous plaît)?[\s.!?,;:\u3002\uff01\uff1f]*$",
    re.IGNORECASE,
)
# A reminder around the wish ("Same as always: ...", "Zoals altijd: ...", "..., as usual"):
# it says the wish stands, which the rule does by being one.
# A request for this session after the wish ("I always want the aisle, please fix both").
_ASK_NOW = re.compile(r",\s+(?:please|can you|could you)\s+\w+[^,]*$", re.IGNORECASE)
_LEAD = re.compile(r"^(?:[^\s:]+\s+){0,3}[^\s:]+:\s+(?=\S)")
_REMINDS = CLASSES["reminder"].pattern  # in every language the cue classes cover
_TRAIL = re.compile(rf"[\s,;-]+(?:{_REMINDS})\W*$", re.IGNORECASE)
# ... and before it ("I told you, ...", "Θυμήσου: ...", "いつも通り..."): the rule says it stands.
_HEAD = re.compile(rf"^(?:{_REMINDS})[\s,:;.!\-\u3001\uff0c\uff1a]*(?=\S)", re.IGNORECASE)
_PERSON = (
    (re.compile(r"\b(?:I'?m|I am|we'?re|we are)\b", re.IGNORECASE), "the user is"),
    (re.compile(r"\b(?:my|our)\b", re.IGNORECASE), "the user's"),
    (re.compile(r"\b(?:me|us)\b"), "the user"),
    (re.compile(r"\b(?:I|we|We)\b"), "the user"),
)
_AGREE = (
    (re.compile(r"\bthe user'd\b"), "the user would"),
    (re.compile(r"\bthe user'll\b"), "the user will"),
    (re.compile(r"\bthe user've\b"), "the user has"),
    (re.compile(r"\bthe user (?:don'?t|do not)\b"), "the user does not"),
    (re.compile(r"\bthe user have\b"), "the user has"),
    (re.compile(r"\bthe user (?:am|are)\b"), "the user is"),
    (
        re.compile(
            r"\bthe user ((?:always|never|usually|only|just|really|also|still|often) )?"
            r"(prefer|need|want|keep|like|use|run|work|write|read|get|mean|ask|paste|"
            r"copy|send|sign|reply|answer|know|think|say|print|forward|import|check|take|script|"
            r"automate|book|fly|travel|test|schedule|deploy|build|see|sleep|find|read|block)\b"
        ),
        r"the user \1\2s",
    ),
)
_WISH = re.compile(
    r"\b(?:no|not|never|don'?t|do not|please|only|always|stop|avoid|instead|rather|prefer\w*)\b",
    re.IGNORECASE,
)
MAX_CHARS = 140


def clauses(text: str) -> list[str]:
    return [c.strip() for c in _CLAUSE.split(" ".join(text.split())) if c and c.strip()]


def directive(text: str, shared: Collection[str], stem: int = 5) -> str:
    """The clause of ``text`` carrying most of the ``shared`` stems, about the user."""
    parts = clauses(text) or [text]

    def weight(c: str) -> tuple[int, bool, int]:  # the subject, then the wish, then brevity
        found = {w[:stem] for w in stem_set(c)}
        return len(found & set(shared)), bool(_WISH.search(c)), -len(c)

    best = max(parts, key=weight)
    lead = _LEAD.match(best)
    if lead and cue_kinds(lead.group(0)) and len(best) > lead.end() + 10:
        best = best[lead.end() :]
    trimmed = _ASK_NOW.sub("", _TRAIL.sub("", best))
    trimmed = _HEAD.sub("", trimmed)
    best = trimmed if len(stem_set(_CLOSER.sub("", trimmed))) >= 2 else best
    out = _CLOSER.sub("", _OPENER.sub("", best)).strip() or best.strip()
    for pattern, repl in _PERSON:
        out = pattern.sub(repl, out)
    for pattern, repl in _AGREE:  # "the user prefer" -> "the user prefers"
        out = pattern.sub(repl, out)
    if len(out) > MAX_CHARS:
        out = out[: MAX_CHARS - 1].rstrip() + "\u2026"
    return out[:1].upper() + out[1:]
