"""The reflection diff (pure): a rule stored under a slot's old key is replaced by the one
under the canonical slot (which then covers that slot's fact line), never duplicated."""

from __future__ import annotations

import dataclasses
from datetime import UTC, datetime

from memory_core.jobs.reflect import ReflectionInput, RuleCandidate, compute_diff
from memory_core.store.records import RuleEvidenceRecord, RuleRecord

T0 = datetime(2026, 5, 4, 9, 0, tzinfo=UTC)


def test_a_rule_under_the_old_language_key_is_replaced_not_duplicated() -> None:
    old = RuleRecord(
        7, "t", "u", "fact:user:language", "Answer the user in German", "builtin-reflect-v2",
        0.8, 3, {"kind": "fact", "entity": "user", "key": "language", "value": "German"},
        "active", None, 1, None, T0, T0, None,
    )  # fmt: skip
    ev = {7: [RuleEvidenceRecord(i, 7, "t", i, f"s{i}", [f"s{i}-m1"]) for i in (1, 2, 3)]}
    cand = RuleCandidate(
        "fact:user:reply_language",
        "Answer the user in German",
        0.8,
        [(i, f"s{i}", [f"s{i}-m1"]) for i in (1, 2, 3, 4)],
        {"kind": "fact", "entity": "user", "key": "reply_language", "value": "German"},
    )
    inp = ReflectionInput(
        "t", "u", [], [], {}, [], [], 3, stated_values={"reply_language": "German"}
    )
    diff = compute_diff(([old], ev), inp, [cand], 3)
    assert [(d.action, d.concept, d.rule_id) for d, _ in diff] == [
        ("retire", "fact:user:language", 7),
        ("create", "fact:user:reply_language", None),
    ]
    assert diff[0][0].reason == "renamed to fact:user:reply_language"


def test_a_slotless_rule_stored_as_a_fact_concept_is_renamed_to_said() -> None:
    old = RuleRecord(
        8, "t", "u", "fact:user:tone", "Keep a formal, professional tone with the user",
        "builtin-reflect-v2", 0.8, 3,
        {"kind": "fact", "entity": "user", "key": "tone", "value": "formal"},
        "active", None, 1, None, T0, T0, None,
    )  # fmt: skip
    ev = {8: [RuleEvidenceRecord(i, 8, "t", i, f"s{i}", [f"s{i}-m1"]) for i in (1, 2, 3)]}
    cand = RuleCandidate(
        "said:user:tone",
        "Keep a formal, professional tone with the user",
        0.8,
        [(i, f"s{i}", [f"s{i}-m1"]) for i in (1, 2, 3)],
        {"kind": "said", "entity": "user", "key": "tone", "value": "formal"},
    )
    inp = ReflectionInput("t", "u", [], [], {}, [], [], 3, stated_values={"tone": "formal"})
    diff = compute_diff(([old], ev), inp, [cand], 3)
    assert [(d.action, d.concept, d.rule_id) for d, _ in diff] == [
        ("retire", "fact:user:tone", 8),
        ("create", "said:user:tone", None),
    ]
    assert diff[0][0].reason == "renamed to said:user:tone"
    # A newer wish retires a said rule as it does a fact one.
    newer = ReflectionInput("t", "u", [], [], {}, [], [], 3, stated_values={"tone": "casual"})
    said = dataclasses.replace(old, concept="said:user:tone", basis=cand.basis)
    [(item, _)] = compute_diff(([said], ev), newer, [], 3)
    assert item.action == "retire" and "contradicted" in item.reason
