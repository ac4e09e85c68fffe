"""The CLI on a real store and broker: db upgrade, ingest --sync, facts, dead letters."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from typer.testing import CliRunner

from memory_core.cli import app
from memory_core.demo_data import demo_sessions
from memory_core.settings import Settings

runner = CliRunner()


@pytest.fixture
def env(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> Settings:
    monkeypatch.setenv("MEMORY_DATABASE_URL", settings.database_url)
    monkeypatch.setenv("MEMORY_BROKER_URL", settings.broker_url)
    return settings


def test_ingest_sync_facts_and_context(env: Settings, tmp_path: Path) -> None:
    path = tmp_path / "s.jsonl"
    path.write_text("\n".join(json.dumps(s) for s in demo_sessions()[:8]) + "\n")
    assert runner.invoke(app, ["db", "upgrade"]).exit_code == 0
    res = runner.invoke(app, ["ingest", str(path), "--sync"])
    assert res.exit_code == 0, res.output
    assert "consolidated 8" in res.output
    res = runner.invoke(app, ["facts", "alice", "--tenant", "demo", "--history"])
    assert res.exit_code == 0 and "PostgreSQL 15" in res.output
    res = runner.invoke(app, ["context", "alice", "replication lag", "--tenant", "demo", "--json"])
    assert res.exit_code == 0 and '"episodic"' in res.output


def test_enqueue_reports_bad_lines(env: Settings, tmp_path: Path) -> None:
    good = demo_sessions()[0]
    bad = {**good, "session_id": "bad", "messages": []}
    path = tmp_path / "s.jsonl"
    path.write_text(json.dumps(good) + "\n" + json.dumps(bad) + "\n")
    res = runner.invoke(app, ["enqueue", str(path)])
    assert res.exit_code == 1
    assert "line 2 rejected" in res.output and "messages" in res.output
    assert "enqueued 1" in res.output


def test_dead_letters_list_and_replay(env: Settings, tmp_path: Path) -> None:
    s = demo_sessions()[0]
    path = tmp_path / "s.jsonl"
    path.write_text(
        json.dumps(s)
        + "\n"
        + json.dumps({**s, "messages": [{"role": "user", "content": "other"}]})
        + "\n"
    )
    res = runner.invoke(app, ["ingest", str(path), "--sync"])
    assert res.exit_code == 1 and "dead-lettered 1" in res.output
    res = runner.invoke(app, ["dead-letters", "list", "--json"])
    [letter] = [json.loads(line) for line in res.output.splitlines()]
    assert letter["error_type"] == "SessionConflict" and letter["stage"] == "episode"
    res = runner.invoke(app, ["dead-letters", "replay", "--sync"])
    assert res.exit_code == 1  # the conflict is permanent: replay says so and keeps the letter


def test_reembed_moves_the_store_and_readers_refuse_mixed_vectors(
    env: Settings, tmp_path: Path, llm: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from memory_core import MemoryReader
    from memory_core.embed import EmbedderMismatch

    path = tmp_path / "s.jsonl"
    path.write_text("\n".join(json.dumps(s) for s in demo_sessions()[:4]) + "\n")
    assert runner.invoke(app, ["ingest", str(path), "--sync"]).exit_code == 0
    monkeypatch.setenv("MEMORY_EMBEDDER", "openai")
    monkeypatch.setenv("MEMORY_EMBEDDING_MODEL", "test-embed")
    monkeypatch.setenv("OPENAI_BASE_URL", llm.base_url)
    res = runner.invoke(app, ["reembed", "--batch-size", "5"])
    assert res.exit_code == 0, res.output
    assert "0 left" in res.output
    new = Settings(
        database_url=env.database_url,
        embedder="openai",
        embedding_model="test-embed",
        openai_base_url=llm.base_url,
    )
    with MemoryReader(env.database_url, settings=new) as r:
        assert r.search_episodes("alice", "slow queries", tenant_id="demo")
    old = Settings(database_url=env.database_url, embedder="builtin")
    with (
        MemoryReader(env.database_url, settings=old) as r,
        pytest.raises(EmbedderMismatch, match="reembed"),
    ):
        r.search_episodes("alice", "slow queries", tenant_id="demo")
