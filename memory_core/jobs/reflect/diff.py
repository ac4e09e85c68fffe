"""The diff between stored rules and a back end's candidates (pure), and applying it."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any

from memory_core.jobs.reflect.builtin import _norm, rule_concept
from memory_core.jobs.reflect.inputs import ReflectionInput, RuleCandidate
from memory_core.jobs.reflect.statements import KEYS, LEGACY_KEYS, same_wish
from memory_core.model.facts import same_value
from memory_core.store import rules
from memory_core.store.records import RuleEvidenceRecord, RuleRecord
from memory_core.store.store import Tx

ActiveRules = tuple[list[RuleRecord], dict[int, list[RuleEvidenceRecord]]]


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


def load_active(s: Tx, inp: ReflectionInput) -> ActiveRules:
    """The active rules a diff is computed against, and their surviving evidence."""
    active = rules.active_rules(s, inp.tenant_id, inp.user_id)
    return active, rules.rule_evidence(s, [r.id for r in active])


def compute_diff(
    current: ActiveRules,
    inp: ReflectionInput,
    candidates: Sequence[RuleCandidate],
    min_evidence: int,
) -> list[tuple[DiffItem, RuleCandidate | None]]:
    """What applying ``candidates`` would change, against the active rules (pure)."""
    active, evidence = current
    by_concept = {_current_concept(r.concept): r for r in active}
    out: list[tuple[DiffItem, RuleCandidate | None]] = []
    matched: set[int] = set()
    for c in candidates:
        old = by_concept.get(c.concept)
        n = len({e[0] for e in c.evidence})
        if old is None:
            out.append((DiffItem("create", c.concept, c.rule, n), c))
            continue
        matched.add(old.id)
        renamed = old.concept != c.concept  # made under a slot's old key: re-made under it
        if renamed or _norm(old.rule) != _norm(c.rule):
            why = f"renamed to {c.concept}" if renamed else "superseded by newer evidence"
            out.append(
                (
                    DiffItem("retire", old.concept, old.rule, old.evidence_count, why, old.id),
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
        if basis.get("kind") == "fact" or (basis.get("kind") == "said" and "key" in basis):
            entity, key = str(basis.get("entity")), str(basis.get("key"))
            key = LEGACY_KEYS.get(key, key) if entity == "user" else key
            value = str(basis.get("value", ""))
            cur = inp.current_facts.get((entity, key))
            said = inp.stated_values.get(key) if entity == "user" else None
            if said is not None:  # statements hold the slot's facts too, newest first
                if not same_wish(key, said, value):
                    reason = f"contradicted by a newer fact or statement: {key} is now {said!r}"
            elif cur is not None and not same_value(cur, value):
                reason = f"contradicted by a newer fact: {key} is now {cur!r}"
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


def _current_concept(concept: str) -> str:
    """A stored rule's concept under today's key ("fact:user:language" is reply_language,
    "fact:user:tone" is ``said:user:tone``), so a rule made before a rename is replaced,
    not duplicated."""
    prefix, _, key = concept.rpartition(":")
    if prefix == "fact:user" and key in LEGACY_KEYS:
        return f"{prefix}:{LEGACY_KEYS[key]}"
    if prefix == "fact:user" and key in KEYS:  # a wish with no fact slot, made before
        return rule_concept(key)  # such concepts were named said:user:<key>
    return concept


def apply_diff(
    s: Tx,
    inp: ReflectionInput,
    diff: Sequence[tuple[DiffItem, RuleCandidate | None]],
    backend: str,
    run_id: int,
) -> None:
    for item, cand in diff:  # retirements first would not matter: retire precedes create
        if item.action == "retire" and item.rule_id is not None:
            rules.retire_rule(s, item.rule_id, item.reason, run_id)
        elif item.action == "create" and cand is not None:
            s.flush()
            item.rule_id = rules.create_rule(
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
            rules.set_evidence(s, item.rule_id, inp.tenant_id, cand.evidence)
            rules.update_rule(s, item.rule_id, confidence=cand.confidence)
        elif item.action == "keep" and cand is not None and item.rule_id is not None:
            rules.update_rule(s, item.rule_id, confidence=cand.confidence)
