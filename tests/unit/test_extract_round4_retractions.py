"""Round 4: endings said with a governed preposition before the product, and a subscription
that was terminated."""

from __future__ import annotations

from datetime import UTC, datetime

from memory_core.extract.base import CurrentFact, ExtractionInput
from memory_core.extract.builtin import BuiltinExtractor
from memory_core.extract.builtin.cue_rules import cue_retraction
from memory_core.model.products import mentions


def _ops(text: str, key: str, value: str) -> dict[str, str]:
    inp = ExtractionInput(
        messages=[{"role": "user", "content": text}],
        started_at=datetime.now(UTC),
        current_facts=[CurrentFact("user", "technical_environment", key, value)],
    )
    ex = BuiltinExtractor().extract(inp).extraction
    return {f.key: f.op for f in ex.facts if f.entity == "user"}


def test_governed_preposition_is_not_a_place() -> None:
    assert _ops("А от Redis мы отказались совсем.", "cache", "Redis") == {"cache": "retract"}
    clause = "Od Sentryja smo odustali."
    assert cue_retraction(clause, mentions(clause)[0], mentions(clause))


def test_a_place_is_still_a_place() -> None:
    clause = "Записи из Redis удалили."
    assert not cue_retraction(clause, mentions(clause)[0], mentions(clause))


def test_subscription_terminated_ends_the_product() -> None:
    text = "Our New Relic subscription was terminated on 31 October."
    assert _ops(text, "observability", "New Relic") == {"observability": "retract"}


def test_a_cancelled_process_does_not_end_the_product() -> None:
    text = "The Postgres upgrade was cancelled."
    assert _ops(text, "database", "PostgreSQL 14").get("database") != "retract"
