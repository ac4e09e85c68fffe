"""Context assembly costs what it shows: counted once per item, bounded work, ranked facts."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import memory_core.read.context as context
from memory_core.read.context import (
    ContextSection,
    assemble_context,
    rank_facts,
)
from memory_core.read.views import EpisodeHit, FactView
from memory_core.settings import Settings
from memory_core.tokens import at_least, count_tokens

T0 = datetime(2026, 1, 1, tzinfo=UTC)
SETTINGS = Settings(database_url="sqlite://")
WORDS = ["nginx", "PostgreSQL", "14", "504", "(since", "2026-01-01)", "timeout:", "é", "—", "'s"]


def fact(i: int, key: str = "", value: str = "", conf: float = 0.8) -> FactView:
    return FactView(
        "user",
        "technical_environment",
        key or f"setting_{i}",
        value or f"value number {i} of the preferences",
        conf,
        T0 + timedelta(hours=i),
        None,
        f"s{i}",
        1,
    )


def hit(i: int, session: str, ids: list[str]) -> EpisodeHit:
    return EpisodeHit(session, f"user: message {i}", ids, 1.0, 1.0, 0.5, 0.5, T0, i)


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.lists(st.sampled_from(WORDS), min_size=1, max_size=12).map(" ".join),
        min_size=1,
        max_size=30,
    ),
    st.integers(min_value=5, max_value=200),
)
def test_a_section_never_costs_more_than_its_budget(lines: list[str], budget: int) -> None:
    section = ContextSection("semantic", "Known facts", budget)
    for line in lines:
        section.try_add(f"- {line}", {})
    assert section.tokens <= section.used <= budget
    assert all(at_least(i.text) <= i.tokens == count_tokens(i.text) for i in section.items)


def test_facts_are_ranked_by_relevance_to_the_query() -> None:
    facts = [fact(i, conf=0.99) for i in range(300)]
    facts.append(fact(300, "proxy_read_timeout", "300s for nginx uploads", conf=0.4))
    ranked = rank_facts(facts, "why do nginx uploads time out?")
    assert ranked[0][1].key == "proxy_read_timeout" and ranked[0][0] > 0
    # Without relevance the old order holds: confidence, then category and key.
    assert [f.key for _, f in rank_facts(facts, "")][:2] == ["setting_0", "setting_1"]
    # The relevant fact reaches a small context, ahead of 300 more confident ones.
    ctx = assemble_context(
        user_id="u",
        query="nginx uploads",
        max_tokens=200,
        procedures=[],
        facts=facts,
        hits=[],
        settings=SETTINGS,
    )
    assert "proxy_read_timeout" in ctx.semantic.items[0].text
    assert ctx.semantic.items[0].reason["relevance"] == 1.0
    assert ctx.total_tokens <= 200


@pytest.mark.parametrize("n_facts", [100, 3_000])
def test_the_work_does_not_grow_with_the_facts_left_out(
    n_facts: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    calls: list[str] = []

    def counting(text: str) -> int:
        calls.append(text)
        return count_tokens(text)

    monkeypatch.setattr(context, "_count", counting)
    ctx = assemble_context(
        user_id="u",
        query="preferences",
        max_tokens=4_000,
        procedures=[],
        facts=[fact(i) for i in range(n_facts)],
        hits=[],
        settings=SETTINGS,
    )
    shown = len(ctx.semantic.items)
    assert shown > 10 and ctx.semantic.tokens <= ctx.semantic.budget
    # Each shown fact is encoded once, and a full layer stops trying the rest.
    assert len(calls) <= shown + context.FACT_MISSES
    assert len(calls) == len(set(calls))


def test_widening_counts_each_message_once_and_exactly() -> None:
    msgs: list[dict[str, Any]] = [
        {"id": f"m{k}", "role": "user" if k % 2 == 0 else "assistant", "content": f"turn {k}."}
        for k in range(9)
    ]

    def build(max_tokens: int) -> context.AgentContext:
        return assemble_context(
            user_id="u",
            query="turn",
            max_tokens=max_tokens,
            procedures=[],
            facts=[],
            hits=[hit(1, "a", ["m4"]), hit(2, "b", ["m1"])],
            settings=SETTINGS,
            transcripts={"a": msgs, "b": msgs[:3]},
        )

    section = build(1_400).episodic
    top = section.items[0]
    assert top.reason["shown_message_ids"] == [f"m{k}" for k in range(1, 8)]
    assert section.items[1].reason["shown_message_ids"] == ["m0", "m1", "m2"]
    assert all(i.tokens == count_tokens(i.text) for i in section.items)
    assert section.tokens <= section.used <= section.budget
    # A tight budget stops growing instead of overflowing.
    tight = build(60).episodic
    assert tight.items and tight.tokens <= tight.used <= tight.budget
