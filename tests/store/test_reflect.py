"""Reflection on SQLite and PostgreSQL: built-in consolidation with evidence, idempotency,
retirement (contradicted, evidence forgotten), dry runs, the importance trigger, and the LLM
path against the scripted OpenAI-compatible server."""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest
from sqlalchemy import func, select, text
from typer.testing import CliRunner

from memory_core import MemoryReader, process_session
from memory_core.cli import app
from memory_core.jobs.reflect import reflect, reflect_user
from memory_core.model.scope import Scope
from memory_core.settings import Settings
from memory_core.store.store import Store
from memory_core.store.tables import Fact, ReflectionRun, Rule
from tests.support.llm_server import Reply, ScriptedLLM, chat_completion
from tests.support.sessions import T0, session

NOW = T0 + timedelta(days=25)


def _seed(settings: Settings) -> None:
    """Five date-format corrections in three weeks, plus unrelated sessions."""
    for i, day in enumerate((0, 5, 10, 15, 20)):
        process_session(
            session(
                f"d{i}",
                "ann",
                day,
                f"The report for batch {i} is out.",
                "Here it is.",
                "Please use ISO 8601 for dates, as I said.",
            ),
            settings=settings,
        )
    process_session(session("x1", "ann", 3, "How do I reset my password?"), settings=settings)
    process_session(session("x2", "ann", 12, "We run PostgreSQL 14 on AWS."), settings=settings)
    process_session(session("b1", "bob", 4, "Please use ISO 8601 for dates."), settings=settings)


def _count(store: Store, model: type) -> int:
    with store.sessions() as s:
        return int(s.scalar(select(func.count()).select_from(model)) or 0)


def test_recurring_preference_becomes_a_rule_with_evidence(settings: Settings) -> None:
    _seed(settings)
    store = Store(settings.database_url)
    facts_before = _count(store, Fact)
    r = reflect_user(store, settings, "default", "ann", now=NOW)
    assert r.status == "done" and r.episodes == 7
    [created] = [d for d in r.diff if d.action == "create"]
    assert created.rule == "Use ISO 8601 dates (YYYY-MM-DD)" and created.evidence == 5

    with MemoryReader(settings.database_url, settings=settings) as reader:
        [rule] = reader.rules("ann")
        assert rule.concept == "fact:user:date_format" and rule.evidence_count == 5
        assert [e.session_id for e in rule.evidence] == ["d0", "d1", "d2", "d3", "d4"]
        assert rule.evidence[0].message_ids == ["d0-2"]  # the message that said it
        assert reader.rules("bob") == []  # one statement is not a pattern
        ctx = reader.build_context("ann", "write the report", tenant_id="default")
        assert ctx.semantic.items[0].text.startswith("- Use ISO 8601 dates (YYYY-MM-DD)")
        assert ctx.semantic.items[0].reason["rule_id"] == rule.rule_id

    # The run record: inputs, outputs, duration; idempotent per evidence set.
    with store.sessions() as s:
        run = s.scalars(select(ReflectionRun)).one()
        assert run.status == "done" and run.trigger == "manual" and run.duration_s > 0
        assert run.inputs["episodes"] == 7 and run.outputs["counts"]["create"] == 1
    again = reflect_user(store, settings, "default", "ann", now=NOW)
    assert again.status == "skipped" and _count(store, ReflectionRun) == 1
    assert _count(store, Fact) == facts_before  # reflection never touches facts
    store.dispose()


def test_contradicted_and_forgotten_rules_are_retired(settings: Settings) -> None:
    _seed(settings)
    store = Store(settings.database_url)
    reflect_user(store, settings, "default", "ann", now=NOW)
    # The user changes their mind: the current fact now contradicts the rule.
    process_session(
        session("d5", "ann", 26, "Please use DD/MM/YYYY for dates from now on."), settings=settings
    )
    r = reflect_user(store, settings, "default", "ann", now=NOW + timedelta(days=2))
    [retired] = [d for d in r.diff if d.action == "retire"]
    assert "contradicted by a newer fact" in retired.reason and "DD/MM/YYYY" in retired.reason
    assert not [d for d in r.diff if d.action == "create"]  # one statement is not yet a rule
    with MemoryReader(settings.database_url, settings=settings) as reader:
        assert reader.rules("ann") == []
        [old] = reader.rules("ann", include_retired=True)
        assert old.status == "retired" and old.retired_reason

    # Another user's rule whose episodes are later forgotten (deleted) is retired too.
    for i in range(3):
        process_session(
            session(f"c{i}", "cy", i, "I prefer concise answers please."), settings=settings
        )
    assert reflect_user(store, settings, "default", "cy", now=NOW).counts()["create"] == 1
    with store.tx() as s:
        s.execute(text("DELETE FROM episodes WHERE session_id IN ('c0', 'c1')"))
    r = reflect_user(store, settings, "default", "cy", now=NOW)
    [retired] = [d for d in r.diff if d.action == "retire"]
    assert "evidence no longer supports it: 1 of 3" in retired.reason
    with store.sessions() as s:
        assert s.scalar(select(func.count()).select_from(Rule)) == 2  # kept, never deleted
    store.dispose()


def test_dry_run_shows_the_diff_and_writes_nothing(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    _seed(settings)
    monkeypatch.setenv("MEMORY_DATABASE_URL", settings.database_url)
    monkeypatch.setenv("MEMORY_REFLECT_LOOKBACK_DAYS", "3650")  # the sessions are from January
    runner = CliRunner()
    res = runner.invoke(app, ["reflect", "--user", "ann", "--dry-run"])
    assert res.exit_code == 0, res.output
    assert "+ [fact:user:date_format] Use ISO 8601 dates (YYYY-MM-DD)  evidence=5" in res.output
    assert "would apply: 1 created" in res.output
    store = Store(settings.database_url)
    assert _count(store, Rule) == 0 and _count(store, ReflectionRun) == 0
    res = runner.invoke(app, ["reflect", "--tenant", "default", "--json"])
    assert res.exit_code == 0, res.output
    by_user = {r["user_id"]: r for r in json.loads(res.output)}
    assert by_user["ann"]["counts"]["create"] == 1 and by_user["bob"]["counts"]["create"] == 0
    res = runner.invoke(app, ["rules", "ann", "--json"])
    assert json.loads(res.output)[0]["rule"] == "Use ISO 8601 dates (YYYY-MM-DD)"
    assert runner.invoke(app, ["reflect"]).exit_code == 2
    store.dispose()


def test_importance_trigger_reflects_only_users_past_the_threshold(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings(reflect_importance_threshold=15)
    _seed(settings)
    store = Store(settings.database_url)
    results = reflect(store, settings, Scope(), trigger="importance", now=NOW)
    assert [(r.user_id, r.status) for r in results] == [("ann", "done")]  # bob's sum is small
    # The watermark moved: nothing new, nothing due.
    assert reflect(store, settings, Scope(), trigger="importance", now=NOW) == []
    nightly = reflect(store, settings, Scope(), trigger="nightly", now=NOW)
    assert {r.user_id: r.status for r in nightly} == {"ann": "skipped", "bob": "done", "*": "done"}
    store.dispose()


def test_llm_reflection_uses_the_reflection_schema(
    settings: Settings, make_settings: Callable[..., Settings], llm: ScriptedLLM
) -> None:
    _seed(settings)
    process_session(
        session("m1", "ann", 21, "Mail the ISO 8601 report to ann@example.com please."),
        settings=settings,
    )
    llm_settings = make_settings(
        openai_base_url=llm.base_url, openai_api_key="k", llm_model="test-model"
    )
    store = Store(settings.database_url)
    with store.sessions() as s:
        ids = dict(s.execute(text("SELECT session_id, id FROM episodes")).all())
    answer = {
        "rules": [
            {
                "concept": "Date format",
                "rule": "Write dates as ISO 8601; mail ann@example.com",
                "evidence_episode_ids": [ids["d0"], ids["d3"], ids["m1"]],
                "confidence": 0.9,
            },
            {
                "concept": "made_up",
                "rule": "x",
                "evidence_episode_ids": [99999, 4],
                "confidence": 1,
            },
        ]
    }
    llm.push(
        Reply(status=500, body={"error": {"message": "down"}}),
        Reply(body=chat_completion(json.dumps(answer))),
    )
    r = reflect_user(store, llm_settings, "default", "ann", now=NOW)
    assert r.status == "done" and r.backend == "openai:test-model"
    reqs = llm.chat_requests()
    assert len(reqs) == 2  # retried after the 500
    body = reqs[-1]["body"]
    assert body["response_format"]["json_schema"]["name"] == "reflection"
    schema = body["response_format"]["json_schema"]["schema"]
    assert schema["properties"]["rules"]["items"]["required"] == [
        "concept",
        "rule",
        "evidence_episode_ids",
        "confidence",
    ]
    assert "ann@example.com" not in json.dumps(body)  # the model sees masked text only
    with MemoryReader(settings.database_url, settings=settings) as reader:
        [rule] = reader.rules("ann")  # the unsupported rule was dropped
    # the model kept the date_format group: the built-in rule name, covering the slot
    assert rule.concept == "fact:user:date_format" and rule.evidence_count == 3
    assert rule.basis["kind"] == "fact" and rule.basis["key"] == "date_format"
    assert "ann@example.com" not in rule.rule and "ISO 8601" in rule.rule
    assert [e.session_id for e in rule.evidence] == ["d0", "d3", "m1"]
    assert rule.evidence[0].message_ids == ["d0-2"]  # the statement the group holds
    with store.sessions() as s:
        run = s.scalars(select(ReflectionRun)).one()
        assert (run.prompt_tokens, run.completion_tokens) == (100, 20)
    # Same evidence set: no second LLM call.
    assert reflect_user(store, llm_settings, "default", "ann", now=NOW).status == "skipped"
    assert len(llm.chat_requests()) == 2
    store.dispose()


def test_a_failed_llm_run_is_recorded_and_releases_its_claim(
    settings: Settings, make_settings: Callable[..., Settings], llm: ScriptedLLM
) -> None:
    _seed(settings)
    llm_settings = make_settings(openai_base_url=llm.base_url, openai_api_key="k")
    llm.push(Reply(status=401, body={"error": {"message": "bad key"}}))
    store = Store(settings.database_url)
    from memory_core.jobs.reflect import ReflectionError

    with pytest.raises(ReflectionError, match="401"):
        reflect_user(store, llm_settings, "default", "ann", now=NOW)
    with store.sessions() as s:
        run = s.scalars(select(ReflectionRun)).one()
        assert run.status == "failed" and run.claim is None and "401" in (run.error or "")
    llm.push(Reply(body=chat_completion(json.dumps({"rules": []}))))
    assert reflect_user(store, llm_settings, "default", "ann", now=NOW).status == "done"
    store.dispose()


def test_reflection_as_of_a_later_day_is_independent_of_the_wall_clock(settings: Settings) -> None:
    """Episodes older than the lookback window are not evidence."""
    _seed(settings)
    store = Store(settings.database_url)
    late = datetime(2026, 1, 5, tzinfo=UTC) + timedelta(days=200)
    r = reflect_user(store, settings, "default", "ann", now=late)
    assert r.episodes == 0 and r.diff == []
    store.dispose()


def test_tenant_wide_rules_need_several_users(settings: Settings) -> None:
    for i, user in enumerate(["ann", "bob", "cy", "ann"]):
        process_session(
            session(f"e{i}", user, i, "I keep getting ERR_SYNC_FAILED when I export."),
            settings=settings,
        )
    process_session(session("f1", "dee", 1, "I keep getting ERR_QUOTA_LOW."), settings=settings)
    store = Store(settings.database_url)
    results = reflect(store, settings, Scope("default"), now=NOW)
    [tenant] = [r for r in results if r.user_id == "*"]
    [created] = [d for d in tenant.diff if d.action == "create"]
    assert created.rule == (
        "Recurring issue across users: ERR_SYNC_FAILED (reported in 3 users, 4 sessions)"
    )
    with MemoryReader(settings.database_url, settings=settings) as reader:
        rules = reader.rules("dee")  # a tenant-wide rule reaches every user of the tenant
        assert [r.user_id for r in rules] == ["*"] and rules[0].evidence_count == 4
        assert reader.rules("ann")[0].concept == "issue:error err_sync_failed"
    store.dispose()
