"""Stable keyed pseudonyms by default, and the bounded extraction prompt. No services."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest

from memory_core.extract.base import CurrentFact, ExtractionInput
from memory_core.extract.llm import (
    PROMPT_FIXED_TOKENS,
    SLOTS_MAX_TOKENS,
    LLMExtractor,
    slot_lines,
)
from memory_core.model.masking import masker_for
from memory_core.settings import ConfigError, Settings, load_settings
from memory_core.tokens import count_tokens


def test_pseudonyms_are_keyed_by_default_from_a_key_file_created_once(tmp_path: Path) -> None:
    key = tmp_path / "keys" / "pseudonym.key"
    s = Settings(pii_pseudonym_key_file=str(key))
    a = masker_for(s, "acme").mask("mail ann@example.com")
    assert key.exists() and oct(key.stat().st_mode & 0o777) == "0o600"
    # another session (a new masker) gives the same placeholder; another address another one
    assert masker_for(s, "acme").mask("mail ann@example.com") == a
    assert masker_for(s, "acme").mask("mail bob@example.com") != a
    assert masker_for(s, "globex").mask("mail ann@example.com") != a  # never across tenants
    assert "ann" not in a and "<EMAIL_" in a


def test_deleting_the_key_makes_the_mapping_unrecoverable(tmp_path: Path) -> None:
    before = masker_for(Settings(pii_pseudonym_key_file=str(tmp_path / "k1")), "t")
    after = masker_for(Settings(pii_pseudonym_key_file=str(tmp_path / "k2")), "t")
    assert before.mask("ann@example.com") != after.mask("ann@example.com")


def test_session_numbering_and_explicit_keys_remain_available(tmp_path: Path) -> None:
    plain = masker_for(Settings(pii_pseudonyms="session"), "t")
    assert plain.mask("ann@example.com") == "<EMAIL_1>"
    keyed = Settings(pii_pseudonym_key="ab" * 32, pii_pseudonym_key_file=str(tmp_path / "x"))
    assert masker_for(keyed, "t").mask("ann@example.com") != "<EMAIL_1>"
    assert not (tmp_path / "x").exists()  # an explicit key never writes a file


def test_a_bad_key_file_or_synonym_setting_fails_clearly(tmp_path: Path) -> None:
    bad = tmp_path / "bad.key"
    bad.write_text("not hex")
    with pytest.raises(ConfigError, match="hex"):
        Settings(pii_pseudonym_key_file=str(bad)).pseudonym_secret()
    with pytest.raises(ConfigError, match="FACT_SYNONYMS"):
        load_settings(fact_synonyms="[1, 2]")
    ok = load_settings(fact_synonyms='{"sla_tier": ["support_level"]}')
    assert ok.fact_synonym_map() == {"sla_tier": ["support_level"]}


T0 = datetime(2026, 1, 1, tzinfo=UTC)


def history(n: int) -> list[CurrentFact]:
    return [
        CurrentFact(
            "user", "other", f"attribute_{i}", f"value number {i} with some words", T0, T0, "s"
        )
        for i in range(n)
    ] + [
        CurrentFact("user", "technical_environment", "database", "PostgreSQL 15", T0, T0, "s-db"),
        CurrentFact(
            "user", "technical_environment", "cache", "Redis", T0, T0 + timedelta(days=3), "s-c"
        ),
    ]


def test_only_slots_the_session_mentions_are_listed_most_recent_first() -> None:
    inp = ExtractionInput(
        messages=[{"role": "user", "content": "Our Postgres database and the cache are slow."}],
        started_at=T0,
        current_facts=history(5),
    )
    lines = slot_lines(inp, 400)
    assert [line.split(" = ")[0] for line in lines] == ["- user.cache", "- user.database"]
    assert "since 2026-01-01" in lines[1] and "session s-db" in lines[1]


def test_the_prompt_stays_within_its_documented_bound_whatever_the_history() -> None:
    settings = Settings(openai_base_url="http://127.0.0.1:9/v1", openai_api_key="x")
    ex = LLMExtractor(settings)
    for n in (0, 200, 2000):
        words = " ".join(f"value number {i} attribute_{i}" for i in range(300))
        inp = ExtractionInput(
            messages=[{"role": "user", "content": f"hello, about {words}"}],
            started_at=T0,
            current_facts=history(n),
        )
        session_tokens = count_tokens(str(inp.messages[0]["content"]))
        prompt = sum(count_tokens(m["content"]) for m in ex.messages_for(inp))
        fixed = count_tokens(ex.messages_for(ExtractionInput([], T0))[0]["content"]) + 200
        assert prompt <= 1.3 * session_tokens + fixed
        listed = ex.messages_for(inp)[1]["content"].count("\n- user.")
        assert listed * 10 <= SLOTS_MAX_TOKENS


def test_many_short_turns_stay_within_the_bound() -> None:
    """Per-message overhead counts against the 1.3x: role labels fit, message ids did not."""
    settings = Settings(openai_base_url="http://127.0.0.1:9/v1", openai_api_key="x")
    ex = LLMExtractor(settings)
    messages = [
        {"id": f"sess-{i}-m{i}", "role": "user" if i % 2 else "assistant", "content": "ok, done"}
        for i in range(400)
    ]
    inp = ExtractionInput(messages=messages, started_at=T0, current_facts=history(50))
    session_tokens = sum(count_tokens(str(m["content"])) for m in messages)
    prompt = sum(count_tokens(m["content"]) for m in ex.messages_for(inp))
    assert prompt <= 1.3 * session_tokens + PROMPT_FIXED_TOKENS
