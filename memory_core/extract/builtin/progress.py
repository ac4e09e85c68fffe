"""Turns that only mean something beside another: a migration under way that a later turn
says is done, and "that's what we run" pointing back at the question before it.

"We're moving from Render to Fly.io" is not yet a fact (it may never finish); the change is
kept aside and written when a later user turn says it is done ("done, deploy went through").
A bare "done" could be any step, so the turn must also name the move or the deploy.
"""

from __future__ import annotations

import re

from memory_core.extract.builtin.clauses import (
    StackFact,
    VersionResolver,
    engines,
    is_question,
    stated_change,
    third_party,
)
from memory_core.extract.builtin.markers import HYPOTHETICAL_RE, NEGATION_RE
from memory_core.model.products import mentions

_PAST = {
    "moving": "moved",
    "migrating": "migrated",
    "switching": "switched",
    "upgrading": "upgraded",
    "transitioning": "transitioned",
    "porting": "ported",
}
_IN_PROGRESS_HEAD_RE = re.compile(
    r"^\W*(?:so\s+|ok\s+|also\s+)?(?:we(?:'re|’re|\s+are)|i(?:'m|’m|\s+am))\s+"
    r"(?:now\s+|currently\s+|finally\s+|in\s+the\s+middle\s+of\s+|just\s+)?$",
    re.IGNORECASE,
)
_FUTURE_RE = re.compile(
    r"\b(?:soon|later|eventually|tomorrow|next|someday|at\s+some\s+point)\b", re.I
)


def in_progress(clause: str, resolver: VersionResolver) -> list[StackFact] | None:
    """A migration the user says is under way ("we're moving from Render to Fly.io"): not a
    fact yet, but the change it will be once they say it is done (see ``completes``)."""
    verb = HYPOTHETICAL_RE.search(clause)
    if verb is None or is_question(clause):
        return None
    word = verb.group(0).lower()
    if word not in _PAST or not _IN_PROGRESS_HEAD_RE.match(clause[: verb.start()]):
        return None
    rest = clause[verb.end() :]
    if HYPOTHETICAL_RE.search(rest) or _FUTURE_RE.search(rest) or third_party(rest) is not None:
        return None
    changed = stated_change("we " + _PAST[word] + rest, resolver)
    return [f for f in changed or [] if not f.retract] or None


# A later user turn that says the migration is done ("done, deploy went through", "all
# moved", "we're fully on Fly now"): a bare "done" is not enough, it could be any step.
_DONE_RE = re.compile(
    r"^\W*(?:ok(?:ay)?\W+|so\W+|and\W+)?(?:(?:all\s+)?done|finished|completed|complete)\b"
    r"(?=[^?]*\b(?:moved|migrated|switched|cut\s*over|deploy(?:ed|ment)?|went\s+through|live|"
    r"fully|migration|move|switch)\b)|"
    r"^\W*(?:ok(?:ay)?\W+)?(?:we(?:'re|’re|\s+are)\s+(?:now\s+)?(?:fully|all|completely)\s+"
    r"(?:moved|migrated|switched|on)|(?:the\s+)?(?:migration|move|switch|cut\s*over)\s+(?:is\s+)?"
    r"(?:done|complete|finished))\b",
    re.IGNORECASE,
)
_DONE_BUT_RE = re.compile(
    r"\b(?:not|n't|n’t|fail\w*|error\w*|broke\w*|rolled\s+back|revert\w*|still)\b", re.I
)


def completes(message: str) -> bool:
    """Does a user turn say the migration under way is done (and nothing went wrong)?"""
    return bool(_DONE_RE.search(message)) and not _DONE_BUT_RE.search(message)


_THATS_OURS_RE = re.compile(
    r"^\W*(?:yes\W+|yeah\W+|yep\W+)?(?:that'?s|that’s|that\s+is|which\s+is|it'?s|it’s)\s+"
    r"(?:exactly\s+|also\s+)?what\s+(?:we|i|our(?:\s+[\w-]+){1,3})\s+(?:run|runs|use|uses|are\s+on|"
    r"is\s+on|have|has|deploy|deploys|ship|ships)\b(?!\s+(?:for|at|in|on)\s+(?:a|an|the|our)\b)"
    r"[^?]*$",
    re.IGNORECASE,
)


def restated(sentence: str, previous: str | None) -> list[StackFact]:
    """ "does it support Python 3.10? that's what our service runs": the one product the
    question named is the user's. Two products, or a third party's, say nothing."""
    if previous is None or not _THATS_OURS_RE.match(sentence):
        return []
    if NEGATION_RE.search(sentence) or third_party(previous) or third_party(sentence):
        return []
    found = engines(mentions(previous))
    if len({m.product.name for m in found}) != 1:
        return []
    m = max(found, key=lambda m: len(m.version or ""))
    return [StackFact("user", m.product.attribute, m.value, 0.7)]
