"""Reflection ("dreaming"): consolidate recurring patterns across a user's episodes into rules.

Per user, over the episodes of the lookback window: episodes are grouped (cosine similarity
of their mean chunk embeddings, plus shared fact keys and topics), then a back end turns
recurring patterns into rules, each keeping its evidence (episode and message ids).

- **LLM** (``settings.llm_enabled``): one structured-output call per user, schema name
  ``reflection``: ``{"rules": [{"concept", "rule", "evidence_episode_ids", "confidence"}]}``.
  The model sees masked text only, and its rules are masked again before they are stored.
- **Built-in** (offline, deterministic): a fact stated with the same value in at least
  ``reflect_min_sessions`` sessions (preferences become "User prefers ISO 8601 dates"), the
  same error key reported that often, or the same topic that often. It cannot name a pattern
  that only similar wording reveals: such groups are reported in the run's outputs, unnamed.

Per tenant, the same runs with user ``"*"`` over the tenant's most recent episodes across
users; a tenant-wide rule needs at least two users behind it (built-in: errors and topics).

A run is idempotent per (user, evidence set): the hash of the window's episode ids and the
back end is claimed in ``reflection_runs`` before any LLM call. Rules the evidence no longer
supports (their episodes gone, or a newer fact contradicts them) are retired, never deleted;
facts are never touched. ``dry_run`` computes the same diff and writes nothing.
"""

from __future__ import annotations

import hashlib
import json
import re
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime, timedelta
from typing import Any, Protocol

import numpy as np
from sqlalchemy.orm import Session

from memory_core import pii
from memory_core.logs import get_logger
from memory_core.model.facts import same_value
from memory_core.settings import Settings
from memory_core.store import maintenance as sql
from memory_core.store.maintenance import Scope
from memory_core.store.repository import Store

log = get_logger(__name__)
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


# -- built-in back end --------------------------------------------------------------------
_TEMPLATES: dict[str, str] = {
    "date_format": "User prefers {value} dates",
    "language": "Answer the user in {value}",
    "contact_channel": "User prefers to be contacted by {value}",
    "answer_style": "User prefers {value} answers",
    "timezone": "User's time zone is {value}; give times in it",
}


def _norm(value: str) -> str:
    return " ".join(value.casefold().split())


def _messages_mentioning(ep: EpisodeInfo, needles: Sequence[str]) -> list[str]:
    wanted = [_norm(n) for n in needles if n.strip()]
    hits = [mid for mid, text in ep.user_messages if any(w in _norm(text) for w in wanted)]
    return hits or [mid for mid, _ in ep.user_messages]


class BuiltinReflector:
    """Deterministic consolidation of what repeats verbatim; see the module docstring."""

    name = "builtin-reflect-v1"

    def __init__(self, min_sessions: int = 3) -> None:
        self.min_evidence = max(2, min_sessions)

    def consolidate(self, inp: ReflectionInput) -> Consolidation:
        by_session = {e.session_id: e for e in inp.episodes}
        out: list[RuleCandidate] = []
        explained: set[int] = set()
        tenant_wide = inp.user_id == "*"

        def recurs(eps: Sequence[EpisodeInfo]) -> bool:
            # Per user: enough sessions. Tenant-wide: enough sessions from at least two users.
            enough = len({e.session_id for e in eps}) >= self.min_evidence
            return enough and (not tenant_wide or len({e.user_id for e in eps}) >= 2)

        def across(eps: Sequence[EpisodeInfo]) -> str:
            return f"{len({e.user_id for e in eps})} users, " if tenant_wide else ""

        # 1) The same fact value stated in enough sessions (and still the current value).
        # Facts are per user: a value many users share is not a rule about any of them.
        stated: dict[tuple[str, str], dict[str, list[FactSeen]]] = defaultdict(
            lambda: defaultdict(list)
        )
        for o in inp.observations:
            if o.category == "known_issues" or tenant_wide:
                continue
            stated[(o.entity, o.key)][_norm(o.value)].append(o)
        for (entity, key), values in sorted(stated.items()):
            total = sum(len({o.session_id for o in obs}) for obs in values.values())
            for obs in values.values():
                sessions = sorted({o.session_id for o in obs if o.session_id in by_session})
                if len(sessions) < self.min_evidence:
                    continue
                value = obs[-1].value
                current = inp.current_facts.get((entity, key))
                if current is not None and not same_value(current, value):
                    continue  # the user has since moved on: not a rule any more
                eps = [by_session[sid] for sid in sessions]
                words = [value, *key.split("_")]
                template = _TEMPLATES.get(key, "{entity} {key} is consistently {value}")
                out.append(
                    RuleCandidate(
                        concept=f"fact:{entity}:{key}",
                        rule=template.format(
                            entity=entity.capitalize(), key=key.replace("_", " "), value=value
                        ),
                        confidence=round((len(sessions) + 1) / (total + 2), 4),
                        evidence=[
                            (e.episode_id, e.session_id, _messages_mentioning(e, words))
                            for e in eps
                        ],
                        basis={"kind": "fact", "entity": entity, "key": key, "value": value},
                    )
                )
                explained.update(e.episode_id for e in eps)

        # 2) The same reported error in enough sessions.
        issues: dict[str, set[str]] = defaultdict(set)
        for o in inp.observations:
            if o.category == "known_issues" and o.session_id in by_session:
                issues[o.key].add(o.session_id)
        for key, sids in sorted(issues.items()):
            eps = [by_session[s] for s in sorted(sids)]
            if not recurs(eps):
                continue
            code = key.removeprefix("error ").upper()
            who = "across users" if tenant_wide else "for this user"
            out.append(
                RuleCandidate(
                    concept=f"issue:{key}",
                    rule=f"Recurring issue {who}: {code} (reported in {across(eps)}"
                    f"{len(eps)} sessions)",
                    confidence=round((len(eps) + 1) / (len(eps) + 2), 4),
                    evidence=[
                        (e.episode_id, e.session_id, _messages_mentioning(e, [code])) for e in eps
                    ],
                    basis={"kind": "issue", "key": key},
                )
            )
            explained.update(e.episode_id for e in eps)

        # 3) The same topic in enough sessions.
        topics: dict[str, list[EpisodeInfo]] = defaultdict(list)
        for e in inp.episodes:
            if e.topic and e.topic.strip():
                topics[_norm(e.topic)].append(e)
        for topic, eps in sorted(topics.items()):
            if not recurs(eps):
                continue
            label = eps[-1].topic or topic
            who = "across users" if tenant_wide else "for this user"
            out.append(
                RuleCandidate(
                    concept=f"topic:{topic}",
                    rule=f"Frequent topic {who}: {label} ({across(eps)}{len(eps)} sessions)",
                    confidence=round(len(eps) / (len(eps) + 2), 4),
                    evidence=[(e.episode_id, e.session_id, []) for e in eps],
                    basis={"kind": "topic", "topic": topic},
                )
            )
            explained.update(e.episode_id for e in eps)

        notes = [
            f"{len(g)} similar sessions ({', '.join(str(i) for i in g)}) share no fact or "
            "topic the built-in back end can name; an LLM back end may"
            for g in inp.groups
            if len(g) >= self.min_evidence and not set(g) <= explained
        ]
        return Consolidation(out, notes=notes)


# -- LLM back end -------------------------------------------------------------------------
SYSTEM_PROMPT = """You review a user's past support sessions and consolidate what recurs
across them into durable rules an assistant should follow with this user. Return JSON
matching the schema `reflection`: rules, each with a short stable snake_case concept (reuse
the concept of an existing rule when it is the same idea), one imperative or declarative
sentence as the rule (e.g. "User prefers ISO 8601 dates"), the ids of the episodes that
support it (at least two different episodes: one session is an anecdote, not a pattern),
and a confidence 0-1. Only patterns that recur; return an empty list when nothing does.
Personal data was replaced by placeholders like <EMAIL_1>; keep them as they are.
"""


def reflection_schema() -> dict[str, Any]:
    rule = {
        "type": "object",
        "additionalProperties": False,
        "required": ["concept", "rule", "evidence_episode_ids", "confidence"],
        "properties": {
            "concept": {"type": "string"},
            "rule": {"type": "string"},
            "evidence_episode_ids": {"type": "array", "items": {"type": "integer"}},
            "confidence": {"type": "number", "minimum": 0, "maximum": 1},
        },
    }
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["rules"],
        "properties": {"rules": {"type": "array", "items": rule}},
    }


class LLMReflector:
    """One ``chat.completions`` call per user with ``response_format`` schema ``reflection``."""

    def __init__(self, settings: Settings) -> None:
        from memory_core.llm import StructuredLLM

        self.settings = settings
        self.name = f"openai:{settings.llm_model}"
        self.min_evidence = 2
        self.llm = StructuredLLM(settings)

    def messages_for(self, inp: ReflectionInput) -> list[dict[str, str]]:
        episodes = [
            {
                "episode_id": e.episode_id,
                "user": e.user_id,
                "date": e.started_at.date().isoformat(),
                "topic": e.topic or "",
                "summary": (e.summary or "")[:400],
                "user_said": [text[:400] for _, text in e.user_messages[:8]],
            }
            for e in inp.episodes
        ]
        facts = [
            {"entity": o.entity, "key": o.key, "value": o.value, "episode_session": o.session_id}
            for o in inp.observations
        ]
        body = {
            "scope": "all users of one tenant: only patterns shared by several users"
            if inp.user_id == "*"
            else "one user",
            "existing_rules": [{"concept": c, "rule": r} for c, r in inp.existing],
            "related_episode_groups": inp.groups,
            "episodes": episodes,
            "facts_stated": facts[:300],
        }
        return [
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": json.dumps(body, default=str)},
        ]

    def consolidate(self, inp: ReflectionInput) -> Consolidation:
        from memory_core.llm import LLMError

        def rules_of(data: Any) -> list[Any]:
            if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
                raise ValueError("no rules list")
            return list(data["rules"])

        try:
            rules, p_tok, c_tok = self.llm.complete(
                self.messages_for(inp),
                schema_name=SCHEMA_NAME,
                schema=reflection_schema(),
                validate=rules_of,
            )
        except LLMError as exc:
            raise ReflectionError(str(exc), retryable=exc.retryable) from None
        return Consolidation(self._candidates(inp, rules), p_tok, c_tok)

    def _candidates(self, inp: ReflectionInput, raw: list[Any]) -> list[RuleCandidate]:
        masker = pii.Masker()
        out: list[RuleCandidate] = []
        for item in raw:
            if not isinstance(item, dict):
                continue
            concept = re.sub(r"[^a-z0-9:_]+", "_", str(item.get("concept", "")).lower()).strip("_")
            text = " ".join(str(item.get("rule", "")).split())
            eps = []
            for i in item.get("evidence_episode_ids") or []:
                ep = (
                    inp.episode(int(i))
                    if isinstance(i, int | float | str) and str(i).isdigit()
                    else None
                )
                if ep is not None and ep not in eps:
                    eps.append(ep)
            if not concept or not text or len(eps) < self.min_evidence:
                continue  # unsupported claims (unknown or too few episodes) are dropped
            try:
                conf = max(0.0, min(1.0, float(item.get("confidence", 0.5))))
            except (TypeError, ValueError):
                conf = 0.5
            out.append(
                RuleCandidate(
                    concept=f"llm:{concept}"[:200],
                    rule=masker.mask(text)[:2000],
                    confidence=conf,
                    evidence=[
                        (e.episode_id, e.session_id, [m for m, _ in e.user_messages]) for e in eps
                    ],
                    basis={"kind": "llm"},
                )
            )
        return out


def get_reflector(settings: Settings) -> Reflector:
    if settings.llm_enabled:
        return LLMReflector(settings)
    return BuiltinReflector(settings.reflect_min_sessions)


# -- the diff -------------------------------------------------------------------------------
@dataclass
class DiffItem:
    action: str  # create | update | retire | keep
    concept: str
    rule: str
    evidence: int
    reason: str = ""
    rule_id: int | None = None

    def line(self) -> str:
        sign = {"create": "+", "retire": "-", "update": "~", "keep": "="}[self.action]
        why = f"  ({self.reason})" if self.reason else ""
        return f"{sign} [{self.concept}] {self.rule}  evidence={self.evidence}{why}"


@dataclass
class ReflectionResult:
    tenant_id: str
    user_id: str
    status: str  # done | skipped | dry_run | nothing
    backend: str
    run_id: int | None = None
    episodes: int = 0
    diff: list[DiffItem] = field(default_factory=list)
    notes: list[str] = field(default_factory=list)
    prompt_tokens: int = 0
    completion_tokens: int = 0
    seconds: float = 0.0

    def counts(self) -> dict[str, int]:
        out = {"create": 0, "update": 0, "retire": 0, "keep": 0}
        for d in self.diff:
            out[d.action] += 1
        return out

    def to_dict(self) -> dict[str, Any]:
        return {
            "tenant_id": self.tenant_id,
            "user_id": self.user_id,
            "status": self.status,
            "backend": self.backend,
            "run_id": self.run_id,
            "episodes": self.episodes,
            "counts": self.counts(),
            "diff": [d.__dict__ for d in self.diff],
            "notes": self.notes,
            "prompt_tokens": self.prompt_tokens,
            "completion_tokens": self.completion_tokens,
            "seconds": round(self.seconds, 4),
        }


def compute_diff(
    s: Session,
    inp: ReflectionInput,
    candidates: Sequence[RuleCandidate],
    min_evidence: int,
) -> list[tuple[DiffItem, RuleCandidate | None]]:
    """What applying ``candidates`` would change, against the active rules as stored now."""
    active = sql.active_rules(s, inp.tenant_id, inp.user_id)
    evidence = sql.rule_evidence(s, [r.id for r in active])
    by_concept = {r.concept: r for r in active}
    out: list[tuple[DiffItem, RuleCandidate | None]] = []
    matched: set[int] = set()
    for c in candidates:
        old = by_concept.get(c.concept)
        n = len({e[0] for e in c.evidence})
        if old is None:
            out.append((DiffItem("create", c.concept, c.rule, n), c))
            continue
        matched.add(old.id)
        if _norm(old.rule) != _norm(c.rule):
            out.append(
                (
                    DiffItem(
                        "retire",
                        old.concept,
                        old.rule,
                        old.evidence_count,
                        "superseded by newer evidence",
                        old.id,
                    ),
                    None,
                )
            )
            out.append((DiffItem("create", c.concept, c.rule, n), c))
            continue
        live = {
            e.episode_id: (e.episode_id, e.session_id, list(e.message_ids))
            for e in evidence[old.id]
        }
        merged = {**live, **{e[0]: e for e in c.evidence}}
        c.evidence = list(merged.values())
        action = "keep" if set(merged) == set(live) else "update"
        out.append((DiffItem(action, c.concept, c.rule, len(merged), rule_id=old.id), c))
    for r in active:
        if r.id in matched:
            continue
        live_n = len(evidence[r.id])
        reason = ""
        basis = r.basis or {}
        if basis.get("kind") == "fact":
            cur = inp.current_facts.get((str(basis.get("entity")), str(basis.get("key"))))
            if cur is not None and not same_value(cur, str(basis.get("value", ""))):
                reason = f"contradicted by a newer fact: {basis.get('key')} is now {cur!r}"
        if not reason and live_n < min_evidence:
            reason = (
                f"evidence no longer supports it: {live_n} of {r.evidence_count} "
                "episodes remain (pruned or forgotten)"
            )
        if reason:
            out.append((DiffItem("retire", r.concept, r.rule, live_n, reason, r.id), None))
        else:
            out.append((DiffItem("keep", r.concept, r.rule, live_n, rule_id=r.id), None))
    return out


def apply_diff(
    s: Session,
    inp: ReflectionInput,
    diff: Sequence[tuple[DiffItem, RuleCandidate | None]],
    backend: str,
    run_id: int,
) -> None:
    for item, cand in diff:  # retirements first would not matter: retire precedes create
        if item.action == "retire" and item.rule_id is not None:
            sql.retire_rule(s, item.rule_id, item.reason, run_id)
        elif item.action == "create" and cand is not None:
            s.flush()
            item.rule_id = sql.create_rule(
                s,
                tenant_id=inp.tenant_id,
                user_id=inp.user_id,
                concept=cand.concept,
                rule=cand.rule,
                backend=backend,
                confidence=cand.confidence,
                basis=cand.basis,
                evidence=cand.evidence,
                run_id=run_id,
            )
        elif item.action == "update" and cand is not None and item.rule_id is not None:
            sql.set_evidence(s, item.rule_id, inp.tenant_id, cand.evidence)
            sql.update_rule(s, item.rule_id, confidence=cand.confidence)
        elif item.action == "keep" and cand is not None and item.rule_id is not None:
            sql.update_rule(s, item.rule_id, confidence=cand.confidence)


# -- running it -----------------------------------------------------------------------------
def load_input(
    s: Session, settings: Settings, tenant_id: str, user_id: str, now: datetime
) -> ReflectionInput:
    since = now - timedelta(days=settings.reflect_lookback_days)
    eps = sql.window_episodes(s, tenant_id, user_id, since, settings.reflect_max_episodes)
    infos = [
        EpisodeInfo(
            e.id,
            e.session_id,
            e.user_id,
            e.started_at,
            e.topic,
            e.summary,
            e.importance,
            [
                (str(m.get("id")), str(m.get("content", "")))
                for m in e.messages
                if m.get("role") == "user"
            ],
        )
        for e in eps
    ]
    obs = [
        FactSeen(*row)
        for row in sql.observations_for(s, tenant_id, user_id, [e.session_id for e in infos])
    ]
    vectors = _mean_vectors(sql.episode_vectors(s, [e.episode_id for e in infos]))
    by_session = {e.session_id: e.episode_id for e in infos}
    links: dict[tuple[str, str], list[int]] = defaultdict(list)
    for o in obs:
        links[("fact", f"{o.entity}:{o.key}")].append(by_session[o.session_id])
    for e in infos:
        if e.topic:
            links[("topic", _norm(e.topic))].append(e.episode_id)
    groups = group_episodes(
        [e.episode_id for e in infos], vectors, list(links.values()), settings.reflect_similarity
    )
    existing = [(r.concept, r.rule) for r in sql.active_rules(s, tenant_id, user_id)]
    return ReflectionInput(
        tenant_id,
        user_id,
        infos,
        obs,
        sql.current_fact_values(s, tenant_id, user_id),
        groups,
        existing,
        settings.reflect_min_sessions,
    )


def evidence_hash(backend: str, inp: ReflectionInput, settings: Settings) -> str:
    """The evidence set: episode ids, the facts they stated, and what shapes the result."""
    basis = {
        "backend": backend,
        "episodes": [e.episode_id for e in inp.episodes],
        "facts": sorted(f"{k[0]}:{k[1]}={v}" for k, v in inp.current_facts.items()),
        "min_sessions": settings.reflect_min_sessions,
        "similarity": settings.reflect_similarity,
    }
    return hashlib.sha256(json.dumps(basis, sort_keys=True).encode()).hexdigest()


def reflect_user(
    store: Store,
    settings: Settings,
    tenant_id: str,
    user_id: str,
    *,
    trigger: str = "manual",
    now: datetime | None = None,
    dry_run: bool = False,
    reflector: Reflector | None = None,
) -> ReflectionResult:
    """Reflect over one user's recent episodes and apply (or with ``dry_run`` show) the diff."""
    if trigger not in TRIGGERS:
        raise ValueError(f"trigger must be one of {', '.join(TRIGGERS)}")
    now = now or datetime.now(UTC)
    reflector = reflector or get_reflector(settings)
    started = time.perf_counter()
    result = ReflectionResult(tenant_id, user_id, "nothing", reflector.name)
    with store.sessions() as s:
        top = sql.max_episode_id(s, tenant_id, user_id)
        inp = load_input(s, settings, tenant_id, user_id, now)
    result.episodes = len(inp.episodes)
    digest = evidence_hash(reflector.name, inp, settings)
    if dry_run:
        cons = reflector.consolidate(inp)
        with store.sessions() as s:
            diff = compute_diff(s, inp, cons.candidates, reflector.min_evidence)
        result.status, result.diff, result.notes = "dry_run", [d for d, _ in diff], cons.notes
        result.prompt_tokens, result.completion_tokens = cons.prompt_tokens, cons.completion_tokens
        result.seconds = time.perf_counter() - started
        return result

    inputs = {
        "trigger": trigger,
        "episodes": len(inp.episodes),
        "episode_ids": [e.episode_id for e in inp.episodes],
        "groups": inp.groups,
        "window_days": settings.reflect_lookback_days,
        "now": now.isoformat(),
    }
    with store.tx() as s:
        sql.lock_user(s, tenant_id, user_id)
        run_id = sql.claim_reflection(
            s,
            tenant_id=tenant_id,
            user_id=user_id,
            trigger=trigger,
            backend=reflector.name,
            evidence_hash=digest,
            inputs=inputs,
        )
        if run_id is None:  # this evidence set was reflected on already (or is being)
            sql.set_reflection_watermark(s, tenant_id, user_id, top, now)
            result.status = "skipped"
            result.seconds = time.perf_counter() - started
            return result
    result.run_id = run_id
    try:
        cons = reflector.consolidate(inp)
        with store.tx() as s:
            sql.lock_user(s, tenant_id, user_id)
            diff = compute_diff(s, inp, cons.candidates, reflector.min_evidence)
            apply_diff(s, inp, diff, reflector.name, run_id)
            result.diff, result.notes = [d for d, _ in diff], cons.notes
            result.prompt_tokens, result.completion_tokens = (
                cons.prompt_tokens,
                cons.completion_tokens,
            )
            result.seconds = time.perf_counter() - started
            sql.finish_reflection(
                s,
                run_id,
                outputs={
                    "counts": result.counts(),
                    "diff": [d.__dict__ for d in result.diff],
                    "notes": result.notes,
                },
                prompt_tokens=cons.prompt_tokens,
                completion_tokens=cons.completion_tokens,
                duration_s=result.seconds,
            )
            sql.set_reflection_watermark(s, tenant_id, user_id, top, now)
    except Exception as exc:
        with store.tx() as s:
            sql.fail_reflection(
                s,
                run_id,
                pii.mask_text(f"{type(exc).__name__}: {exc}"),
                time.perf_counter() - started,
            )
        raise
    result.status = "done"
    log.info(
        "reflected",
        tenant_id=tenant_id,
        user_id=user_id,
        run_id=run_id,
        episodes=result.episodes,
        **result.counts(),
    )
    return result


def reflect(
    store: Store,
    settings: Settings,
    scope: Scope | None = None,
    *,
    trigger: str = "manual",
    only_due: bool = False,
    now: datetime | None = None,
    dry_run: bool = False,
    reflector: Reflector | None = None,
    on_user: Callable[[ReflectionResult], None] | None = None,
    on_start: Callable[[int], None] | None = None,
) -> list[ReflectionResult]:
    """Reflect for every user in ``scope``.

    ``only_due``: only users with episodes since their last reflection; with trigger
    ``importance`` only those whose new episodes' importance sums to the threshold.
    """
    scope = scope or Scope()
    reflector = reflector or get_reflector(settings)
    with store.sessions() as s:
        if only_due or trigger != "manual":
            floor = settings.reflect_importance_threshold if trigger == "importance" else 0.0
            users = [(d.tenant_id, d.user_id) for d in sql.due_users(s, scope, floor)]
            if trigger == "nightly":  # also re-check rules whose evidence may have gone
                users = sorted(set(users) | set(sql.users_with_active_rules(s, scope)))
        else:
            users = sql.users_in_scope(s, scope)
        # Tenant-wide rules (user "*") for each tenant in scope, nightly and on demand.
        if scope.user_id is None and trigger != "importance":
            tenants = sorted({t for t, _ in sql.users_in_scope(s, scope)})
            users = [*users, *((t, "*") for t in tenants)]
    if on_start is not None:
        on_start(len(users))
    results = []
    for tenant_id, user_id in users:
        r = reflect_user(
            store,
            settings,
            tenant_id,
            user_id,
            trigger=trigger,
            now=now,
            dry_run=dry_run,
            reflector=reflector,
        )
        results.append(r)
        if on_user is not None:
            on_user(r)
    return results
