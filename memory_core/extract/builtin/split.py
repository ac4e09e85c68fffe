"""User text cut into sentences and clauses, so that a marker covers only what it is said
about: in "we're not on Kubernetes, everything runs on ECS" the negation ends at the comma.
Clauses end at commas, semicolons, "but", "so", "because" and their equivalents, "and"
before a new subject or a change verb, and "and now" ("dropped Jenkins and now use GitLab
CI": the second half is the new state, not a second product of the ending)."""

from __future__ import annotations

import re

from memory_core.extract.builtin import more_languages
from memory_core.extract.builtin.lexicon import BECAUSE
from memory_core.extract.builtin.wordset import WordPattern

_QUOTED_RE = re.compile(r"\"[^\"]{0,300}\"|“[^”]{0,300}”|`[^`]{0,300}`|\b[a-z][\w+.-]*://\S+", re.I)
# "¿" opens a question: "Estamos en el plan Starter, ¿eso limita ...?" states the plan first
_SENTENCE_RE = re.compile(
    r"(?<=[.!?])\s+|(?<=[。！])\s*|(?<=\?)(?=[\u3040-\u9fff])|\n+|;\s*|\s+[-–]\s+|\s*—\s*|,?\s+(?=¿)"
)
# a Japanese question: "？", or "か" closing a polite verb ("サポートされていますか。")
_JA_QUESTION_RE = re.compile(r"？|(?<=[すう]か)。")
_CLAUSE_RE = re.compile(
    r"\s*[,、，،]\s*|\s+(?:but|so|though|although|whereas|while|aber|pero|doch|men|ale|mutta|ama|"
    r"fakat|maar|mais(?!\s+(?:o|a|os|as|um|uma|do|da|nada)\b)|"
    + BECAUSE
    + r"|"
    + more_languages.BUT_WORDS
    + r")\s+|"
    + more_languages.AND_NOW
    + r"\s+and\s+(?=(?:we|our|they|their|the|i|my|it|one|everything)\b)|"
    r"\s+and\s+(?=(?:then\s+|also\s+)?(?:upgraded|updated|moved|migrated|switched|downgraded|"
    r"replaced|dropped|bumped|went)\b)",
    re.IGNORECASE,
)


def sentences(text: str) -> list[str]:
    """User text in sentences, quoted log lines, error messages and URLs blanked out."""
    text = _JA_QUESTION_RE.sub("?", _QUOTED_RE.sub(" ", text))
    return [s.strip() for s in _SENTENCE_RE.split(text) if s and s.strip()]


def clauses(sentence: str) -> list[str]:
    # Portuguese "não usamos mais X" is "já não usamos X", so "mais" does not start a clause
    sentence = _NAO_MAIS_RE.sub(r"já \1 \2", sentence)
    parts = [c.strip() for c in _CLAUSE_RE.split(sentence) if c and c.strip()]
    if sentence.rstrip().endswith("?") and parts:
        parts[-1] = parts[-1] if parts[-1].endswith("?") else parts[-1] + "?"
    return parts


_NAO_MAIS_RE = re.compile(r"\b(n[ãa]o)\s+(\w+)\s+mais\b", re.IGNORECASE)


def opens_hypothetical(clause: str, marker: re.Pattern[str] | WordPattern) -> bool:
    """A sentence opened by a marker alone ("Maybe, ...", "Можливо, ..."): what follows the
    comma is as imagined as the marker, though the comma ends the marker's clause."""
    m = marker.search(clause)
    return (
        m is not None
        and not clause[: m.start()].strip(" ,.!")
        and not clause[m.end() :].strip(" ,.!")
    )
