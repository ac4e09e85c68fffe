"""Grouping corrections by what they are about, and naming a group from its own words (pure).

The vocabulary in ``statements`` names a few preference concepts; everything else a user
corrects ("please don't suggest verify=False", "turning off certificate checks isn't an
option", "no skipping SSL verification") shares almost no wording, so a whole-sentence
similarity over the hashing embedder links none of it. What such corrections share is the
*subject*: a salient word of one correction (its stem, the first five letters, so "verify"
meets "verification") that also occurs in the other, or in the turns it reacts to (the
assistant's suggestion and the user's problem just before it: "CERTIFICATE_VERIFY_FAILED").
Two clauses of different sessions are linked when they share such a stem and it is a
*recurring subject*: it comes up in ``min_sessions`` sessions (``subjects``). Stems are
taken without the function words of seven languages (``stopwords``) and without cue words
("as usual"), and the user's *domain* links nothing: the stems of the problems their first
messages report in two sessions or more ("the sync agent", "kiosk": ``problem_stems``).
What a clause reacts to (the assistant's suggestion) counts only for a clause that rejects
it ("don't suggest", "again with the cookies") and names no recurring subject of its own;
similar wording (the hashing embedder) links only clauses that name none ("Bitte mit
'Sie'"). A clause left alone joins the one group its turn is in when it shares a word
with it, and two groups the user names together in the same turns of two sessions are
one wish (``link_unnamed``).

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
from collections.abc import Collection, Sequence
from typing import Protocol

import numpy as np

from memory_core.jobs.reflect.cues import _CUE, REJECTION, cue_kinds
from memory_core.jobs.reflect.directive import directive
from memory_core.jobs.reflect.stopwords import STOPWORDS
from memory_core.jobs.reflect.tokens import STEM, words
from memory_core.pii.namewords import english_words

_STOP = STOPWORDS
_NUMBER = re.compile(r"\d+")
_QUESTION = re.compile(r"\?\s*$")
_NEGATED = re.compile(r"\b(?:no|not|never|don'?t|do not|isn'?t|can'?t|stop|avoid|without)\b", re.I)


class _Stmt(Protocol):
    @property
    def session_id(self) -> str: ...
    @property
    def text(self) -> str: ...
    @property
    def context(self) -> str: ...
    @property
    def opening(self) -> bool: ...
    @property
    def episode_id(self) -> int: ...
    @property
    def message_id(self) -> str: ...


def stems(text: str) -> set[str]:
    """The salient word stems of a text (cue words, pleasantries and short words dropped)."""
    text = _CUE.sub(" ", text)  # "as usual", "next time": what the turn does, not its subject
    return {stem for stem, w in words(text) if w not in _STOP}


def subjects(
    statements: Sequence[_Stmt], min_sessions: int, domain: Collection[str] = ()
) -> tuple[list[set[str]], list[set[str]]]:
    """Per statement, the recurring subjects it names (stems of its own words that come up
    in ``min_sessions`` sessions) and the stems it links by (those, or, when it names none,
    the recurring stems of the turns it reacts to)."""
    # A problem a first message states links nothing; what a clause reacts to counts only
    # when the clause itself rejects it or says it again ("isn't an option", "again with
    # the cookies"; not "TcpTestSucceeded", not "perfect, found it").
    own = [set() if s.opening else stems(s.text) - set(domain) for s in statements]
    around = [
        o | (stems(s.context) if o and REJECTION.search(s.text) else set())
        for o, s in zip(own, statements, strict=True)
    ]
    # A subject links when it comes up in enough sessions (in the user's words or the turns
    # they react to): a word two clauses share by chance ("my machine", "per-user") does
    # not chain two wishes into one.
    seen: dict[str, set[str]] = {}
    for w, s in zip(around, statements, strict=True):
        for t in w:
            seen.setdefault(t, set()).add(s.session_id)
    recurring = {t for t, sids in seen.items() if len(sids) >= min_sessions}
    own = [o & recurring for o in own]
    # What a clause reacts to links it only when its own words name no recurring subject:
    # "can't elevate, no admin rights" is about admin rights, whatever the answer said.
    return own, [o if o else w & recurring for o, w in zip(own, around, strict=True)]


def term_links(
    statements: Sequence[_Stmt], min_sessions: int, domain: Collection[str] = ()
) -> list[tuple[int, int]]:
    """Pairs of statements (indexes) of different sessions that share a recurring subject
    (``subjects``); ``domain``: stems of what the user's sessions are about
    (``problem_stems``), which link nothing."""
    own, around = subjects(statements, min_sessions, domain)
    out = []
    for a in range(len(statements)):
        for b in range(a + 1, len(statements)):
            if statements[a].session_id == statements[b].session_id:
                continue
            if (own[a] & around[b]) | (own[b] & around[a]):
                out.append((a, b))
    return out


def link_unnamed(
    statements: Sequence[_Stmt],
    vectors: np.ndarray | None,
    *,
    similarity: float,
    min_sessions: int,
    meaning: np.ndarray | None = None,
    meaning_similarity: float = 1.0,
    domain: Collection[str] = (),
) -> list[list[int]]:
    """Statements nothing names, grouped (indexes, single linkage): similar wording
    (``vectors``, cosine ``similarity``), a shared subject (``term_links``), closeness under
    an embedder with meaning (``meaning``); and two groups whose subjects the user names
    in the same turns of two or more sessions ("Windows, again ... PowerShell, please")."""
    parent = list(range(len(statements)))

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    edges: list[tuple[int, int]] = []  # what linked (for ``split_bridged``)

    def join(a: int, b: int) -> None:
        edges.append((a, b))
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)

    pairs: list[tuple[int, int]] = []
    # Similar wording links two clauses that name no recurring subject ("Bitte mit 'Sie'",
    # "dass Sie mich siezen"); one that names one links by it alone.
    named = [bool(o) for o in subjects(statements, min_sessions, domain)[0]]
    for rows, at in ((vectors, similarity), (meaning, meaning_similarity)):
        if rows is not None:
            close = np.nonzero(np.triu(rows @ rows.T >= at, k=1))
            pairs += [
                (a, b)
                for a, b in zip(close[0].tolist(), close[1].tolist(), strict=True)
                if rows is meaning or not (named[a] or named[b])
            ]
    pairs += term_links(statements, min_sessions, domain)
    for a, b in pairs:
        join(a, b)
    turns: dict[tuple[int, str], set[int]] = {}
    for i, s in enumerate(statements):
        if s.message_id:
            turns.setdefault((s.episode_id, s.message_id), set()).add(find(i))
    together: dict[tuple[int, int], set[int]] = {}
    for (ep, _), roots in turns.items():
        for a in roots:
            for b in roots:
                if a < b:
                    together.setdefault((a, b), set()).add(ep)
    for (a, b), eps in sorted(together.items()):
        if len(eps) >= 2:
            join(a, b)
    # A clause left alone that shares a word with the one group its turn is in says more of
    # that wish ("again: no kubectl" beside "changes go in the repo").
    size: dict[int, int] = {}
    for i in range(len(statements)):
        size[find(i)] = size.get(find(i), 0) + 1
    own_words = [stems(s.text) - set(domain) for s in statements]
    for i, s in enumerate(statements):
        if size[find(i)] > 1 or not s.message_id:
            continue
        mates = [
            j
            for j, t in enumerate(statements)
            if j != i and (t.episode_id, t.message_id) == (s.episode_id, s.message_id)
        ]
        roots = {find(j) for j in mates}
        if len(roots) == 1:
            (root,) = roots
            group = set().union(*(own_words[j] for j in range(len(statements)) if find(j) == root))
            if own_words[i] & group:
                join(i, root)
    comps: dict[int, list[int]] = {}
    for i in range(len(statements)):
        comps.setdefault(find(i), []).append(i)
    sessions = [s.session_id for s in statements]
    turn = [(s.episode_id, s.message_id) if s.message_id else None for s in statements]
    return [
        part
        for comp in comps.values()
        for part in split_bridged(comp, edges, sessions, min_sessions, turn)
    ]


def split_bridged(
    comp: Sequence[int],
    edges: Sequence[tuple[int, int]],
    sessions: Sequence[str],
    need: int,
    turns: Sequence[tuple[int, str] | None] = (),
) -> list[list[int]]:
    """A group that only one statement holds together, split there: "with a test as usual
    and no external libraries" links the unit-test wish to the no-dependencies one, and
    each recurs without it. When removing one statement leaves two or more parts that,
    with it, span ``need`` sessions each, every such part is a group and the statement is
    evidence for each; the parts too small to recur stay together. Parts the user names in
    the same turns of two sessions are one wish ("Windows, again ... PowerShell, please"),
    as in ``link_unnamed``: those are not split."""
    if len(comp) < 3:
        return [list(comp)]
    inside = set(comp)
    adj: dict[int, set[int]] = {i: set() for i in comp}
    for a, b in edges:
        if a != b and a in inside and b in inside:
            adj[a].add(b)
            adj[b].add(a)
    for bridge in comp:
        seen: set[int] = {bridge}
        parts: list[set[int]] = []
        for start in comp:
            if start in seen:
                continue
            part, todo = set(), [start]
            while todo:
                x = todo.pop()
                if x not in seen:
                    seen.add(x)
                    part.add(x)
                    todo += adj[x] - seen
            parts.append(part)
        big = [
            p for p in parts if p & adj[bridge] and len({sessions[i] for i in p | {bridge}}) >= need
        ]
        with_bridge = [p | {bridge} for p in big]
        if len(big) >= 2 and not _named_together(with_bridge, sessions, turns):
            small = sorted(i for p in parts if p not in big for i in p)
            return [sorted(p) for p in with_bridge] + ([small] if small else [])
    return [list(comp)]


def _named_together(
    parts: Sequence[set[int]], sessions: Sequence[str], turns: Sequence[tuple[int, str] | None]
) -> bool:
    """Whether two of the parts have clauses of their own in the same turns of two or more
    sessions (one clause both parts hold is the bridge, not a turn naming both)."""
    where: list[dict[tuple[int, str], set[int]]] = []
    for p in parts:
        at: dict[tuple[int, str], set[int]] = {}
        for i in p:
            if i < len(turns) and (t := turns[i]) is not None:
                at.setdefault(t, set()).add(i)
        where.append(at)
    for x, a in enumerate(where):
        for b in where[x + 1 :]:
            both = {t for t in a.keys() & b.keys() if len(a[t] | b[t]) > 1}
            if len({sessions[next(iter(a[t]))] for t in both}) >= 2:
                return True
    return False


def problem_stems(problems: Sequence[tuple[str, str]], min_sessions: int = 2) -> frozenset[str]:
    """The stems of the problems a user reports, (session id, text) each, in at least
    ``min_sessions`` sessions: what the sessions are about ("the sync agent", "kiosk"),
    not what the user asks of the answers."""
    seen: dict[str, set[str]] = {}
    for sid, text in problems:
        for t in stems(text):
            seen.setdefault(t, set()).add(sid)
    return frozenset(t for t, sids in seen.items() if len(sids) >= min_sessions)


def _generality(
    text: str, count: Counter[str], common: Collection[str], domain: Collection[str]
) -> tuple[float, bool]:
    """How well a statement reads as the group's standing wish (see ``name_group``): the
    shared stems it names, each by the share of the sessions that name it."""
    own = stems(text) - set(domain)
    kinds = cue_kinds(text)
    specific = len(own - set(common)) + len(_NUMBER.findall(text))
    top = max(count.values(), default=1)
    score = sum(count[t] for t in own & set(common)) / top - 0.5 * specific
    score += 1.0 if kinds & {"standing", "reminder", "preference"} else 0.0
    # "Click path again", "again with the cookies": what the assistant did, not the wish
    negated = bool(_NEGATED.search(text))
    complaint = "recurrence" in kinds and not kinds & {"standing", "reminder"} and not negated
    score -= 1.5 if complaint else 0.0
    score -= 1.0 if _QUESTION.search(text) else 0.0
    score += 0.5 if negated else 0.0  # what to avoid reads as the wish
    return score, negated


def name_group(
    texts: Sequence[str],
    contexts: Sequence[str],
    existing: Sequence[str],
    sessions: int,
    session_ids: Sequence[str] | None = None,
    domain: Collection[str] = (),
    also_held: Collection[int] = (),
) -> tuple[str, str]:
    """(concept, rule) of a group of corrections, oldest first: the rule quotes the one
    that says most of what the group shares (the newest of those). A stem counts once per
    session (``session_ids``; else per statement), the user's domain not at all; ``also_held``:
    the indexes of statements another group holds too."""
    count: Counter[str] = Counter()
    surface: dict[str, Counter[str]] = {}
    per: dict[str, set[str]] = {}
    for i, (t, c) in enumerate(zip(texts, contexts, strict=True)):
        found = (stems(t) | stems(c)) - set(domain)
        per.setdefault(session_ids[i] if session_ids is not None else str(i), set()).update(found)
        for stem, w in words(f"{t} {c}"):
            if stem in found:
                surface.setdefault(stem, Counter())[w] += 1
    for found in per.values():
        count.update(found)
    shared = [s for s, n in count.most_common() if n >= 2] or [s for s, _ in count.most_common()]
    top = sorted(shared[:3])
    for concept in existing:  # the same subject as a rule made before: keep its concept
        if concept.startswith("said:") and {w[:STEM] for w in concept[5:].split("_")} & set(top):
            break
    else:
        concept = "said:" + "_".join(surface[s].most_common(1)[0][0] for s in top)
        concept = concept[:200]
    # State the most general statement: the one that carries most of the shared subject,
    # says it lasts ("always", "as usual") and is no question, with fewest words of its own
    # session ("Move it earlier in the week", "how do I bulk-archive dashboards"); the
    # newest wins ties.
    common = {t for t, n in count.items() if n >= 2}
    # A statement another group holds too says two wishes: the rule states one of its own.
    pool = [i for i in range(len(texts)) if i not in also_held] or list(range(len(texts)))
    best = max(pool, key=lambda i: (_generality(texts[i], count, common, domain), i))
    kind = "correction" if _NEGATED.search(texts[best]) else "preference"
    said = directive(texts[best], common, STEM)
    if not _english(said):  # "náš server", "saya": first person that only the quote explains
        said = f'In the user\'s words: "{said}"'
    return concept, f"{said} ({kind} repeated in {sessions} sessions)"


_LETTERS = re.compile(r"[^\W\d_]{2,}")


def _english(text: str) -> bool:
    """Whether a directive reads as English (most of its lower-case words are English words;
    capitalised ones are names and products: "Nairobi", "Postgres"): the person of one in
    another language is not rewritten, so the rule says it is a quote."""
    found = [w for w in _LETTERS.findall(text) if not w[0].isupper()]
    known = english_words()
    return not found or 2 * sum(w.lower() in known for w in found) > len(found)
