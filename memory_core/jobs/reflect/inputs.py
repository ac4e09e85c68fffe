"""What reflection works on (values), and the grouping of similar episodes (pure numpy)."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any, Protocol

import numpy as np

from memory_core.jobs.reflect.statements import StatementGroup

SCHEMA_NAME = "reflection"
TRIGGERS = ("nightly", "importance", "manual")


class ReflectionError(Exception):
    """The reflection back end failed; ``retryable`` says whether a later run may succeed."""

    def __init__(self, message: str, *, retryable: bool) -> None:
        super().__init__(message)
        self.retryable = retryable


# -- inputs -------------------------------------------------------------------------------
@dataclass(frozen=True)
class EpisodeInfo:
    episode_id: int
    session_id: str
    user_id: str
    started_at: datetime
    topic: str | None
    summary: str | None
    importance: int
    user_messages: list[tuple[str, str]]  # (message id, masked text)
    before: dict[str, str] = field(default_factory=dict)  # user message id -> 2 turns before


@dataclass(frozen=True)
class FactSeen:
    session_id: str
    entity: str
    key: str
    category: str
    value: str


@dataclass
class ReflectionInput:
    tenant_id: str
    user_id: str
    episodes: list[EpisodeInfo]
    observations: list[FactSeen]
    current_facts: dict[tuple[str, str], str]
    groups: list[list[int]]  # related episode ids
    existing: list[tuple[str, str]]  # (concept, rule) of the active rules
    min_sessions: int
    # Corrections and preferences grouped by meaning (statements.py), per user only.
    statement_groups: list[StatementGroup] = field(default_factory=list)
    stated_values: dict[str, str] = field(default_factory=dict)  # concept -> newest value
    domain: frozenset[str] = frozenset()  # stems of the user's recurring problems

    def episode(self, episode_id: int) -> EpisodeInfo | None:
        return next((e for e in self.episodes if e.episode_id == episode_id), None)


@dataclass
class RuleCandidate:
    concept: str
    rule: str
    confidence: float
    evidence: list[tuple[int, str, list[str]]]  # (episode id, session id, message ids)
    basis: dict[str, Any] = field(default_factory=dict)


@dataclass
class Consolidation:
    candidates: list[RuleCandidate]
    prompt_tokens: int = 0
    completion_tokens: int = 0
    notes: list[str] = field(default_factory=list)


class Reflector(Protocol):
    name: str
    min_evidence: int

    def consolidate(self, inp: ReflectionInput) -> Consolidation: ...


# -- grouping -----------------------------------------------------------------------------
def group_episodes(
    episode_ids: Sequence[int],
    vectors: dict[int, np.ndarray],
    links: Sequence[Sequence[int]],
    similarity: float,
) -> list[list[int]]:
    """Union-find over episodes: linked when cosine >= ``similarity`` or sharing a link set."""
    parent = {e: e for e in episode_ids}

    def find(x: int) -> int:
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    def union(a: int, b: int) -> None:
        ra, rb = find(a), find(b)
        if ra != rb:
            parent[max(ra, rb)] = min(ra, rb)

    ids = [e for e in episode_ids if e in vectors]
    if len(ids) > 1:
        m = np.stack([vectors[e] for e in ids])
        sims = m @ m.T
        rows, cols = np.nonzero(np.triu(sims >= similarity, k=1))
        for i, j in zip(rows.tolist(), cols.tolist(), strict=True):
            union(ids[i], ids[j])
    for members in links:
        members = [e for e in members if e in parent]
        for other in members[1:]:
            union(members[0], other)
    groups: dict[int, list[int]] = defaultdict(list)
    for e in episode_ids:
        groups[find(e)].append(e)
    return sorted((sorted(g) for g in groups.values() if len(g) > 1), key=lambda g: (-len(g), g))


def _mean_vectors(rows: Sequence[Any]) -> dict[int, np.ndarray]:
    """Unit mean chunk vector per episode, for the most common embedder only."""
    if not rows:
        return {}
    by_embedder: dict[str, int] = defaultdict(int)
    for r in rows:
        by_embedder[r[1]] += 1
    name = max(by_embedder, key=lambda k: by_embedder[k])
    acc: dict[int, list[np.ndarray]] = defaultdict(list)
    for ep, emb, dim, blob in rows:
        if emb == name:
            acc[int(ep)].append(np.frombuffer(blob, dtype=np.float32, count=int(dim)))
    out = {}
    for ep, vs in acc.items():
        v = np.mean(np.stack(vs), axis=0)
        n = float(np.linalg.norm(v))
        if n > 0:
            out[ep] = (v / n).astype(np.float32)
    return out
