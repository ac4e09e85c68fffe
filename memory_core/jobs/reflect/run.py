"""Running reflection: load a user's window once, claim the evidence set, consolidate, apply."""

from __future__ import annotations

import dataclasses
import hashlib
import json
import time
from collections import defaultdict
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from typing import Any

from memory_core import pii
from memory_core.jobs.reflect.builtin import _norm
from memory_core.jobs.reflect.diff import ReflectionResult, apply_diff, compute_diff, load_active
from memory_core.jobs.reflect.inputs import (
    TRIGGERS,
    EpisodeInfo,
    FactSeen,
    ReflectionInput,
    Reflector,
    _mean_vectors,
    group_episodes,
)
from memory_core.jobs.reflect.llm import get_reflector
from memory_core.jobs.reflect.meaning import problem_stems, stems
from memory_core.jobs.reflect.similar import MEANING_SIMILARITY, adopt, meaning_vectors
from memory_core.jobs.reflect.statements import (
    STATEMENT_SIMILARITY,
    Statement,
    find_statements,
    group_statements,
    newest_values,
    problems,
    statement_vectors,
    value_for_fact,
)
from memory_core.logs import get_logger
from memory_core.model.scope import Scope
from memory_core.settings import Settings
from memory_core.store import episodes, fact_reads, rules
from memory_core.store import users as user_store
from memory_core.store.store import Store, Tx, lock_user

log = get_logger(__name__)


# -- running it -----------------------------------------------------------------------------
def load_input(
    s: Tx, settings: Settings, tenant_id: str, user_id: str, now: datetime
) -> ReflectionInput:
    since = now - timedelta(days=settings.reflect_lookback_days)
    eps = episodes.window_episodes(s, tenant_id, user_id, since, settings.reflect_max_episodes)
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
            _turns_before(e.messages),
        )
        for e in eps
    ]
    obs = [
        FactSeen(*row)
        for row in fact_reads.observations_for(s, tenant_id, user_id, [e.session_id for e in infos])
    ]
    vectors = _mean_vectors(episodes.episode_vectors(s, [e.episode_id for e in infos]))
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
    existing = [(r.concept, r.rule) for r in rules.active_rules(s, tenant_id, user_id)]
    stmts = [] if user_id == "*" else _statements(infos, obs)
    svecs = statement_vectors([st.text for st in stmts]) if stmts else None
    # With an embedder that compares meaning, paraphrases the words miss are grouped too.
    mvecs = meaning_vectors(settings, [st.text for st in stmts])
    if mvecs is not None:
        stmts = adopt(stmts, mvecs)
    domain = problem_stems([p for e in infos for p in problems(e.session_id, e.user_messages)])
    stmt_groups = group_statements(
        stmts,
        svecs,
        similarity=STATEMENT_SIMILARITY,
        min_sessions=max(2, settings.reflect_min_sessions),
        meaning=mvecs,
        meaning_similarity=MEANING_SIMILARITY,
        domain=domain,
    )
    return ReflectionInput(
        tenant_id,
        user_id,
        infos,
        obs,
        fact_reads.current_fact_values(s, tenant_id, user_id),
        groups,
        existing,
        settings.reflect_min_sessions,
        stmt_groups,
        newest_values(stmts),
        domain,
    )


def _turns_before(messages: list[dict[str, Any]]) -> dict[str, str]:
    """Per user message, the two turns before it: what a correction reacts to."""
    return {
        str(m.get("id")): " ".join(str(x.get("content", "")) for x in messages[max(0, k - 2) : k])
        for k, m in enumerate(messages)
        if m.get("role") == "user" and k
    }


def _statements(infos: list[EpisodeInfo], obs: list[FactSeen]) -> list[Statement]:
    """A user's corrections and preferences: recognised wordings, and the vocabulary's
    fact slots the extractor filled (so either can carry a session)."""
    stmts: list[Statement] = []
    by_session = {e.session_id: e for e in infos}
    # What the extractor took for the user's environment in a session ("rabbitmq is no
    # longer used here", "SQL Server as main database"): a clause that states it is a fact,
    # not a wish about the answers, so it links nothing (as a first message's problem).
    stated: dict[str, set[str]] = defaultdict(set)
    for o in obs:
        if o.category != "preferences":
            stated[o.session_id] |= stems(f"{o.value} {o.key.replace('_', ' ')}")
    for e in infos:
        for st in find_statements(
            e.episode_id, e.session_id, e.started_at, e.user_messages, e.before
        ):
            if st.concept is None and stems(st.text) & stated[e.session_id]:
                st = dataclasses.replace(st, opening=True)
            stmts.append(st)
    for o in obs:
        v = value_for_fact(o.key, o.value) if o.entity == "user" else None
        ep = by_session.get(o.session_id)
        if v is not None and ep is not None:
            stmts.append(
                Statement(
                    ep.episode_id,
                    ep.session_id,
                    "",
                    ep.started_at,
                    o.value,
                    o.key,
                    v.value,
                    v.rule,
                    from_fact=True,
                )
            )
    return stmts


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
    with store.read() as s:
        top = episodes.max_episode_id(s, tenant_id, user_id)
        inp = load_input(s, settings, tenant_id, user_id, now)
    result.episodes = len(inp.episodes)
    digest = evidence_hash(reflector.name, inp, settings)
    if dry_run:
        cons = reflector.consolidate(inp)
        with store.read() as s:
            diff = compute_diff(load_active(s, inp), inp, cons.candidates, reflector.min_evidence)
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
        lock_user(s, tenant_id, user_id)
        run_id = rules.claim_reflection(
            s,
            tenant_id=tenant_id,
            user_id=user_id,
            trigger=trigger,
            backend=reflector.name,
            evidence_hash=digest,
            inputs=inputs,
        )
        if run_id is None:  # this evidence set was reflected on already (or is being)
            user_store.set_reflection_watermark(s, tenant_id, user_id, top, now)
            result.status = "skipped"
            result.seconds = time.perf_counter() - started
            return result
    result.run_id = run_id
    try:
        cons = reflector.consolidate(inp)
        with store.tx() as s:
            lock_user(s, tenant_id, user_id)
            diff = compute_diff(load_active(s, inp), inp, cons.candidates, reflector.min_evidence)
            apply_diff(s, inp, diff, reflector.name, run_id)
            result.diff, result.notes = [d for d, _ in diff], cons.notes
            result.prompt_tokens, result.completion_tokens = (
                cons.prompt_tokens,
                cons.completion_tokens,
            )
            result.seconds = time.perf_counter() - started
            rules.finish_reflection(
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
            user_store.set_reflection_watermark(s, tenant_id, user_id, top, now)
    except Exception as exc:
        with store.tx() as s:
            rules.fail_reflection(
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
    with store.read() as s:
        if only_due or trigger != "manual":
            floor = settings.reflect_importance_threshold if trigger == "importance" else 0.0
            users = [(d.tenant_id, d.user_id) for d in user_store.due_users(s, scope, floor)]
            if trigger == "nightly":  # also re-check rules whose evidence may have gone
                users = sorted(set(users) | set(user_store.users_with_active_rules(s, scope)))
        else:
            users = user_store.users_in_scope(s, scope)
        # Tenant-wide rules (user "*") for each tenant in scope, nightly and on demand.
        if scope.user_id is None and trigger != "importance":
            tenants = sorted({t for t, _ in user_store.users_in_scope(s, scope)})
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
