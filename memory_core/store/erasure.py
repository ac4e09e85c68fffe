"""All SQL of erasure: a whole user, or one session, across every table.

Everything a user's sessions left behind is found by user id and by session id (dead
letters of invalid sessions and stage rows can carry either), deleted in the caller's one
transaction, and what other rows implied from it is re-derived (``store.derived``): fact
timelines of the keys a deleted session stated, rules that cited the erased episodes
(deleted, retired or re-scored), tenant-wide pattern tallies (recounted), and tenant-wide
reflection runs' recorded inputs (the erased episode ids removed). Returns counts per kind.
"""

from __future__ import annotations

from collections import Counter

from sqlalchemy import ColumnElement, delete, or_, select
from sqlalchemy.orm import Session

from memory_core.model.erasure import Rederive
from memory_core.store.derived import (
    batches,
    delete_in,
    rebuild_fact_keys,
    rederive_rules,
    retally_patterns,
    rules_citing,
    scrub_reflection_inputs,
)
from memory_core.store.store import lock_user
from memory_core.store.tables import (
    Chunk,
    DeadLetter,
    Episode,
    Extraction,
    Fact,
    FactCorrection,
    FactHistory,
    FactObservation,
    MemoryUser,
    Pattern,
    PatternOutcomeRow,
    PrunedChunk,
    PruneRun,
    ReflectionRun,
    Rule,
    RuleEvidence,
    StageRun,
)


def user_sessions(s: Session, tenant_id: str, user_id: str) -> set[str]:
    """Every session id the store holds for the user, whichever table mentions it."""
    out: set[str] = set()
    for model in (Episode, StageRun, Extraction, FactObservation, PatternOutcomeRow, DeadLetter):
        out.update(
            s.scalars(
                select(model.session_id)
                .where(model.tenant_id == tenant_id, model.user_id == user_id)
                .distinct()
            )
        )
    return out


def _rows(s: Session, model: object, *where: ColumnElement[bool]) -> int:
    return int(s.execute(delete(model).where(*where)).rowcount or 0)  # type: ignore[arg-type, attr-defined]


def _by_session(s: Session, tenant_id: str, sessions: set[str], user_id: str) -> Counter[str]:
    """Rows keyed by session that may carry another (or an unknown) user id."""
    n: Counter[str] = Counter()
    for chunk in batches(sorted(sessions)):
        n["stage_runs"] += _rows(
            s,
            StageRun,
            StageRun.tenant_id == tenant_id,
            or_(StageRun.session_id.in_(chunk), StageRun.user_id == user_id),
        )
        n["dead_letters"] += _rows(
            s,
            DeadLetter,
            DeadLetter.tenant_id == tenant_id,
            or_(DeadLetter.session_id.in_(chunk), DeadLetter.user_id == user_id),
        )
        n["extractions"] += _rows(
            s, Extraction, Extraction.tenant_id == tenant_id, Extraction.session_id.in_(chunk)
        )
    return n


def forget_user(s: Session, tenant_id: str, user_id: str, how: Rederive) -> dict[str, int]:
    """Delete everything of one user in the caller's transaction; returns counts per kind."""
    lock_user(s, tenant_id, user_id, create=False)
    sessions = user_sessions(s, tenant_id, user_id)
    episodes = set(
        s.scalars(
            select(Episode.id).where(Episode.tenant_id == tenant_id, Episode.user_id == user_id)
        )
    )
    own_rules = set(
        s.scalars(select(Rule.id).where(Rule.tenant_id == tenant_id, Rule.user_id == user_id))
    )
    cited = {r: k for r, k in rules_citing(s, sorted(episodes)).items() if r not in own_rules}
    patterns = set(
        s.scalars(
            select(PatternOutcomeRow.pattern_id)
            .where(PatternOutcomeRow.tenant_id == tenant_id, PatternOutcomeRow.user_id == user_id)
            .distinct()
        )
    )
    mine = (tenant_id, user_id)
    n: Counter[str] = Counter()
    n["rule_evidence"] = delete_in(s, RuleEvidence, RuleEvidence.episode_id, episodes)
    n["rule_evidence"] += delete_in(s, RuleEvidence, RuleEvidence.rule_id, own_rules)
    n["rules"] = delete_in(s, Rule, Rule.id, own_rules)
    n["chunks"] = _rows(s, Chunk, Chunk.tenant_id == mine[0], Chunk.user_id == mine[1])
    n["episodes"] = _rows(s, Episode, Episode.tenant_id == mine[0], Episode.user_id == mine[1])
    n.update(_by_session(s, tenant_id, sessions, user_id))
    n["extractions"] += _rows(
        s, Extraction, Extraction.tenant_id == mine[0], Extraction.user_id == mine[1]
    )
    for kind, model in (
        ("fact_observations", FactObservation),
        ("facts", Fact),
        ("fact_history", FactHistory),
        ("fact_corrections", FactCorrection),
        ("pattern_outcomes", PatternOutcomeRow),
        ("pruned_chunks", PrunedChunk),
        ("reflection_runs", ReflectionRun),
        ("patterns", Pattern),  # the user's own patterns; tenant-wide ones are recounted
    ):
        n[kind] += _rows(s, model, model.tenant_id == mine[0], model.user_id == mine[1])
    n["prune_runs"] = _rows(s, PruneRun, PruneRun.tenant_id == mine[0], PruneRun.user_id == mine[1])
    n["users"] = _rows(
        s, MemoryUser, MemoryUser.tenant_id == mine[0], MemoryUser.user_id == mine[1]
    )
    scrub_reflection_inputs(s, tenant_id, episodes)
    n.update(rederive_rules(s, cited, how.min_evidence))
    n.update(retally_patterns(s, tenant_id, patterns, how.policy))
    return {k: v for k, v in sorted(n.items()) if v}


def erase_session(
    s: Session,
    tenant_id: str,
    user_id: str,
    session_id: str,
    how: Rederive,
    *,
    drop_empty_user: bool = False,
) -> dict[str, int]:
    """Delete one session of a user and what was derived only from it; counts per kind.

    Facts of the keys it stated are re-derived from the other sessions' statements, so a
    value only it stated disappears and one others stated too stays (with its own sources).
    ``drop_empty_user``: also delete the user row if no episode is left (a forgotten user's
    session that a worker stored while the erasure ran).
    """
    lock_user(s, tenant_id, user_id, create=False)
    episodes = set(
        s.scalars(
            select(Episode.id).where(
                Episode.tenant_id == tenant_id,
                Episode.user_id == user_id,
                Episode.session_id == session_id,
            )
        )
    )
    keys: set[tuple[str, str]] = set(
        s.execute(
            select(FactObservation.entity, FactObservation.key).where(
                FactObservation.tenant_id == tenant_id,
                FactObservation.user_id == user_id,
                FactObservation.session_id == session_id,
            )
        ).all()
    )
    cited = rules_citing(s, sorted(episodes))
    patterns = set(
        s.scalars(
            select(PatternOutcomeRow.pattern_id).where(
                PatternOutcomeRow.tenant_id == tenant_id, PatternOutcomeRow.session_id == session_id
            )
        )
    )
    n: Counter[str] = Counter()
    n["rule_evidence"] = delete_in(s, RuleEvidence, RuleEvidence.episode_id, episodes)
    n["chunks"] = delete_in(s, Chunk, Chunk.episode_id, episodes)
    n["episodes"] = delete_in(s, Episode, Episode.id, episodes)
    for kind, model, column in (
        ("stage_runs", StageRun, StageRun.session_id),
        ("dead_letters", DeadLetter, DeadLetter.session_id),
        ("extractions", Extraction, Extraction.session_id),
        ("pattern_outcomes", PatternOutcomeRow, PatternOutcomeRow.session_id),
        ("pruned_chunks", PrunedChunk, PrunedChunk.session_id),
    ):
        n[kind] = _rows(s, model, model.tenant_id == tenant_id, column == session_id)
    mine = (FactObservation.tenant_id == tenant_id, FactObservation.user_id == user_id)
    n["fact_observations"] = _rows(
        s, FactObservation, *mine, FactObservation.session_id == session_id
    )
    n["fact_history"] = _rows(
        s,
        FactHistory,
        FactHistory.tenant_id == tenant_id,
        FactHistory.user_id == user_id,
        FactHistory.source_session_id == session_id,
    )
    n["facts"] = rebuild_fact_keys(s, tenant_id, user_id, keys, {session_id})
    scrub_reflection_inputs(s, tenant_id, episodes)
    n.update(rederive_rules(s, cited, how.min_evidence))
    n.update(retally_patterns(s, tenant_id, patterns, how.policy))
    if drop_empty_user and not s.scalar(
        select(Episode.id)
        .where(Episode.tenant_id == tenant_id, Episode.user_id == user_id)
        .limit(1)
    ):
        n["users"] = _rows(
            s, MemoryUser, MemoryUser.tenant_id == tenant_id, MemoryUser.user_id == user_id
        )
    return {k: v for k, v in sorted(n.items()) if v}
