"""A slot said to be empty, named by its noun and no product: "we don't need a cache
anymore", "there's no cache layer at all now", "no orchestrator" (as a clause of its own).

What was there ends and nothing is written in its place, the value "removed" the merge
reads as a retraction of whatever is current (``model.slots.removal_target``). A noun
that is no technical attribute ("no problem", "no idea") and questions or hypotheticals
say nothing; without a current value the merge ignores the ending.
"""

from __future__ import annotations

import re

from memory_core.extract.builtin.clauses import StackFact, is_question
from memory_core.extract.builtin.markers import HYPOTHETICAL_RE
from memory_core.model.slots import DEFAULT_VOCABULARY, slug

_NOUN = r"(?P<noun>[a-z][a-z-]+(?:\s+[a-z][a-z-]+)?)"
_FILLER = frozenset({"layer", "system", "service", "tool", "setup", "cluster", "server", "at"})
_ENDED_RES = (
    re.compile(
        r"\b(?:we|i)\s+no\s+longer\s+(?:have|use|need|run)\s+(?:a|an|any)\s+" + _NOUN + r"\b", re.I
    ),
    re.compile(
        r"\b(?:we|i)\s+(?:don't|don’t|do\s+not)\s+(?:have|use|need|run)\s+(?:a|an|any)\s+"
        + _NOUN
        + r"\s+(?:any\s*more|at\s+all\s+(?:now|any\s*more))\b",
        re.I,
    ),
    re.compile(
        r"\b(?:there's|there’s|there\s+is|we\s+have)\s+no\s+"
        + _NOUN
        + r"\s+(?:at\s+all\s+)?(?:now|any\s*more)\b",
        re.I,
    ),
    re.compile(
        r"^\W*(?:and\s+)?no\s+" + _NOUN + r"(?:\s+at\s+all)?(?:\s+(?:now|any\s*more))?\W*$", re.I
    ),
)


def slot_ended(clause: str) -> StackFact | None:
    """The user's technical slot a clause says is now empty, as a removal; else None."""
    if is_question(clause) or HYPOTHETICAL_RE.search(clause):
        return None
    for rx in _ENDED_RES:
        if (m := rx.search(clause)) is None:
            continue
        words = m.group("noun").split()  # "message queue", "cache layer", not "database team"
        tries = [" ".join(words)] + ([words[0]] if len(words) == 1 or words[1] in _FILLER else [])
        attr = next((a for w in tries if (a := DEFAULT_VOCABULARY.synonyms.get(slug(w)))), None)
        if attr is not None and DEFAULT_VOCABULARY.category(attr, "") == "technical_environment":
            return StackFact("user", attr, "removed", 0.7, change=True)
    return None
