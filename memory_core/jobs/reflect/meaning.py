"""Grouping corrections by what they are about, and naming a group from its own words (pure).

The vocabulary in ``statements`` names a few preference concepts; everything else a user
corrects ("please don't suggest verify=False", "turning off certificate checks isn't an
option", "no skipping SSL verification") shares almost no wording, so a whole-sentence
similarity over the hashing embedder links none of it. What such corrections share is the
*subject*: a salient word of one correction (its stem, the first five letters, so "verify"
meets "verification") that also occurs in the other, or in the turns it reacts to (the
assistant's suggestion and the user's problem just before it: "CERTIFICATE_VERIFY_FAILED").
Two statements of different sessions are linked when they share such a stem; a stem found
in most of the user's sessions says nothing about one correction and does not link.

A group becomes a rule only through corrections that *react* to the assistant (not the
opening message of a session, which states a problem: "password reset emails never
arrive" is a complaint, not a wish), in at least ``min_sessions`` sessions. Its rule is the
directive clause of the one that carries most of the shared subject (the newest on a tie),
stated about the user (``directive``), not a quoted turn; its concept is built
from the stems the group shares, re-using an existing rule's concept when they overlap, so
reruns update the same rule instead of adding one.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Sequence
from typing import Protocol

from memory_core.jobs.reflect.directive import directive

STEM = 5  # letters of a word that stand for it ("verif", "certi", "kubec")
_WORD = re.compile(r"[a-z][a-z0-9]{2,}")  # three letters: TLS, SSL, VPN, SSO, CSV
_STOP = frozenset(
    re.findall(
        r"\S+",
        """all and any are but can did for get got had has her him his how its let may not now
        off one our out own put see she the too try two use via was way who why yes yet you
        about again also always answer anything around back been being best better call
        cant could didn does doesn doing done each else even ever every first from gets give
        going good great have hello here into just keep know last like look make many maybe
        mean more morning most much need never next nope okay once only other ours over
        perfect please really reply right said same send should since some something sorry
        still stop straight sure tell than thank thanks that their them then there these
        they thing think this those time told tried true using very want wants wasn what
        when where which while will with without work works would write yeah your""",
    )
)
_NEGATED = re.compile(r"\b(?:no|not|never|don'?t|do not|isn'?t|can'?t|stop|avoid|without)\b", re.I)


class _Stmt(Protocol):
    @property
    def session_id(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def context(self) -> str: ...


def stems(text: str) -> set[str]:
    """The salient word stems of a text (cue words, pleasantries and short words dropped)."""
    words = (w for w in _WORD.findall(text.lower().replace("_", " ")) if w not in _STOP)
    return {w[:STEM] for w in words}


def term_links(statements: Sequence[_Stmt], min_sessions: int) -> list[tuple[int, int]]:
    """Pairs of statements (indexes) of different sessions that share a salient stem."""
    own = [stems(s.text) for s in statements]
    around = [o | stems(s.context) for o, s in zip(own, statements, strict=True)]
    sessions: dict[str, set[str]] = {}
    for s, w in zip(statements, around, strict=True):
        sessions.setdefault(s.session_id, set()).update(w)
    df = Counter(t for w in sessions.values() for t in w)
    common = max(min_sessions, len(sessions) // 2)
    out = []
    for a in range(len(statements)):
        for b in range(a + 1, len(statements)):
            if statements[a].session_id == statements[b].session_id:
                continue
            shared = (own[a] & around[b]) | (own[b] & around[a])
            if any(df[t] <= common for t in shared):
                out.append((a, b))
    return out


def name_group(
    texts: Sequence[str], contexts: Sequence[str], existing: Sequence[str], sessions: int
) -> tuple[str, str]:
    """(concept, rule) of a group of corrections, oldest first: the rule quotes the one
    that says most of what the group shares (the newest of those)."""
    count: Counter[str] = Counter()
    words: dict[str, Counter[str]] = {}
    for t, c in zip(texts, contexts, strict=True):
        found = stems(t) | stems(c)
        count.update(found)
        for w in _WORD.findall(f"{t} {c}".lower().replace("_", " ")):
            if w[:STEM] in found:
                words.setdefault(w[:STEM], Counter())[w] += 1
    shared = [s for s, n in count.most_common() if n >= 2] or [s for s, _ in count.most_common()]
    top = sorted(shared[:3])
    for concept in existing:  # the same subject as a rule made before: keep its concept
        if concept.startswith("said:") and {w[:STEM] for w in concept[5:].split("_")} & set(top):
            break
    else:
        concept = "said:" + "_".join(words[s].most_common(1)[0][0] for s in top)
        concept = concept[:200]
    # Quote the statement that carries most of the shared subject; the newest wins ties.
    common = {t for t, n in count.items() if n >= 2}
    best = max(range(len(texts)), key=lambda i: (len(stems(texts[i]) & common), i))
    kind = "correction" if _NEGATED.search(texts[best]) else "preference"
    return (
        concept,
        f"{directive(texts[best], common, STEM)} ({kind} repeated in {sessions} sessions)",
    )
