"""Procedural memory in the store: registered patterns, deprecation and recovery, atomic
tallies, on SQLite and PostgreSQL (the pure maths is in tests/unit/test_procedures.py)."""

from __future__ import annotations

import threading
from collections.abc import Callable
from datetime import UTC, datetime, timedelta

import pytest
from typer.testing import CliRunner

from memory_core import MemoryReader, process_session
from memory_core.cli import app
from memory_core.jobs.tally import recompute_confidence, register_pattern
from memory_core.model.procedures import ProcedurePolicy, after_outcome
from memory_core.settings import Settings
from memory_core.store import patterns
from memory_core.store.store import Store
from tests.support.sessions import session

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)
POLICY = ProcedurePolicy(half_life_days=30.0, min_applications=5, deprecate_below=0.3)


def _tally(store: Store, i: int, ok: bool, at: datetime, pattern: str = "ask-logs") -> None:
    """One outcome through the store's counter update, scored with POLICY."""
    with store.tx() as tx:
        patterns.record_outcome(
            tx,
            tenant_id="acme",
            user_id="u1",
            session_id=f"s{i}",
            pattern_id=pattern,
            success=ok,
            occurred_at=at,
            score=lambda st: after_outcome(st, ok, at, POLICY),
        )


def test_register_deprecate_and_recover(make_settings: Callable[..., Settings]) -> None:
    settings = make_settings(
        procedure_half_life_days=30.0,
        procedure_min_applications=5,
        procedure_deprecate_below=0.3,
    )
    store = Store(settings.database_url)
    register_pattern(
        store,
        tenant_id="acme",
        pattern_id="ask-logs",
        trigger="a user reports an error",
        behaviour="ask for the logs first",
    )
    register_pattern(
        store, tenant_id="acme", pattern_id="restart", trigger="slow", behaviour="restart it"
    )
    with pytest.raises(ValueError, match="source"):
        register_pattern(
            store, tenant_id="acme", pattern_id="x", trigger=None, behaviour=None, source="guess"
        )
    with MemoryReader(settings.database_url, settings=settings) as r:
        [p, _] = r.procedures("u1", tenant_id="acme")
        assert p.source == "instruction" and p.confidence == 0.5 and p.applied == 0

    now = datetime.now(UTC)
    for i in range(6):  # six recent failures: enough applications, low confidence
        _tally(store, i, False, now - timedelta(hours=6 - i))
    with MemoryReader(settings.database_url, settings=settings) as r:
        assert [p.pattern_id for p in r.procedures("u1", tenant_id="acme")] == ["restart"]
        [dep] = [
            p for p in r.procedures("u1", tenant_id="acme", include_deprecated=True) if p.deprecated
        ]
        assert dep.pattern_id == "ask-logs" and dep.applied == 6 and dep.confidence < 0.3
        ctx = r.build_context("u1", "error", tenant_id="acme")
        assert "ask for the logs" not in ctx.text and "restart it" in ctx.text

    for i in range(6, 15):  # it recovers when it works again (9 of its last 10)
        _tally(store, i, True, now - timedelta(minutes=60 - i))
    with MemoryReader(settings.database_url, settings=settings) as r:
        procs = r.procedures("u1", tenant_id="acme")
        assert [p.pattern_id for p in procs] == ["ask-logs", "restart"]  # by confidence
        assert procs[0].applied == 15 and procs[0].succeeded == 9 and not procs[0].deprecated

    # Re-registering updates the description and keeps the tallies.
    register_pattern(
        store, tenant_id="acme", pattern_id="ask-logs", trigger="errors", behaviour="logs first"
    )
    with MemoryReader(settings.database_url, settings=settings) as r:
        p = r.procedures("u1", tenant_id="acme")[0]
        assert p.behaviour == "logs first" and p.applied == 15
    store.dispose()


def test_nightly_tally_decays_and_gives_a_second_chance(settings: Settings) -> None:
    store = Store(settings.database_url)
    for i in range(6):
        _tally(store, i, False, T0 + timedelta(hours=i))
    r = recompute_confidence(store, POLICY, T0 + timedelta(days=1))
    assert (r.patterns, r.deprecated, r.recovered) == (2, 2, 0)  # the tenant's and u1's tally
    # Deprecated patterns are not offered, so not tried: old failures fade back to the prior.
    r = recompute_confidence(store, POLICY, T0 + timedelta(days=400))
    assert (r.deprecated, r.recovered) == (0, 2)
    store.dispose()


def test_concurrent_tallies_lose_no_update(settings: Settings) -> None:
    """Many sessions tallying one pattern at once: counters and decayed weights stay exact."""
    store = Store(settings.database_url)
    errors: list[BaseException] = []

    def work(k: int) -> None:
        try:
            for j in range(5):
                _tally(store, k * 10 + j, (k + j) % 2 == 0, T0)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(k,)) for k in range(8)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    assert errors == []
    with MemoryReader(settings.database_url, settings=settings) as r:
        [p] = r.procedures("u1", tenant_id="acme", include_deprecated=True)
        assert p.applied == 40 and p.succeeded == 20
    from memory_core.store.tables import Pattern

    with store.sessions() as s:
        for row in s.query(Pattern).all():  # the tenant's tally and u1's: the same outcomes
            assert row.applied == 40 and row.succeeded == 20
            assert row.weight_applied == pytest.approx(40)
            assert row.weight_succeeded == pytest.approx(20)
            assert len(row.recent) == 40
    store.dispose()


def test_outcomes_reported_by_sessions_reach_the_procedural_layer(settings: Settings) -> None:
    store = Store(settings.database_url)
    for pid in ("ask-for-logs-first", "blame-network"):  # a pattern with no text is not shown
        register_pattern(
            store,
            tenant_id="default",
            pattern_id=pid,
            trigger="an export fails",
            behaviour=pid.replace("-", " "),
            source="experience",
        )
    store.dispose()
    for i in range(3):
        process_session(
            session(
                f"o{i}",
                "u",
                i,
                "The export fails.",
                outcomes=[
                    {"pattern_id": "ask-for-logs-first", "success": True},
                    {"pattern_id": "blame-network", "success": i == 0},
                    {"pattern_id": "no-text", "success": True},
                ],
            ),
            settings=settings,
        )
    with MemoryReader(settings.database_url, settings=settings) as r:
        procs = r.procedures("u")
        assert [p.pattern_id for p in procs] == ["ask-for-logs-first", "blame-network"]
        # 3/3 successes would be 0.8; months later the evidence has decayed towards 0.5.
        assert procs[0].source == "experience" and 0.5 < procs[0].confidence < 0.8
        ctx = r.build_context("u", "export fails")
        assert ctx.procedural.items[0].reason["pattern_id"] == "ask-for-logs-first"


def test_patterns_and_tally_commands(settings: Settings, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("MEMORY_DATABASE_URL", settings.database_url)
    runner = CliRunner()
    res = runner.invoke(
        app,
        [
            "patterns",
            "add",
            "iso-dates",
            "--trigger",
            "writing dates",
            "--behaviour",
            "use ISO 8601",
            "--tenant",
            "acme",
        ],
    )
    assert res.exit_code == 0, res.output
    res = runner.invoke(app, ["patterns", "list", "--tenant", "acme", "--json"])
    assert res.exit_code == 0 and '"iso-dates"' in res.output and '"instruction"' in res.output
    res = runner.invoke(app, ["tally", "--all"])
    assert res.exit_code == 0 and "1 pattern(s): 0 deprecated" in res.output
    assert runner.invoke(app, ["tally"]).exit_code == 2


def _recent_day(offset: int) -> int:
    """A ``session()`` day ``offset`` days before today (so the wall clock sees it recent)."""
    return (datetime.now(UTC) - T0).days - 45 + offset


def _report(settings: Settings, sid: str, user: str, day: int, ok: bool, pattern: str) -> None:
    process_session(
        session(
            sid,
            user,
            day,
            "The sync fails again.",
            outcomes=[{"pattern_id": pattern, "success": ok}],
        ),
        settings=settings,
    )


def test_a_pattern_that_stops_working_leaves_the_context_within_eight_failures(
    settings: Settings,
) -> None:
    store = Store(settings.database_url)
    register_pattern(
        store,
        tenant_id="default",
        pattern_id="logs",
        trigger="a sync fails",
        behaviour="ask for logs",
    )
    users = ["u1", "u2", "u3"]
    for i in range(20):
        _report(settings, f"g{i}", users[i % 3], _recent_day(i), True, "logs")
    with MemoryReader(settings.database_url, settings=settings) as r:
        [p] = r.procedures("u1")
        assert p.recent[-3:] == (True, True, True) and "20/20" in p.recent_line(20)
        assert p.user_applied == 7 and p.applied == 20  # u1's own tally and the tenant's
    left_after = None
    for j in range(12):
        _report(settings, f"f{j}", users[j % 3], _recent_day(30 + j), False, "logs")
        with MemoryReader(settings.database_url, settings=settings) as r:
            ctx = r.build_context(users[j % 3], "the sync fails")
            if "ask for logs" not in ctx.text and left_after is None:
                left_after = j + 1
                [dep] = r.procedures(users[j % 3], include_deprecated=True)
                assert dep.deprecated and dep.changed and dep.recent[-1] is False
    assert left_after is not None and left_after <= 8
    # Tallies per user as well as per tenant: three user rows and the tenant's.
    with store.sessions() as s:
        from memory_core.store.tables import Pattern

        rows = {row.user_id: (row.applied, row.succeeded) for row in s.query(Pattern)}
    assert rows == {"*": (32, 20), "u1": (11, 7), "u2": (11, 7), "u3": (10, 6)}
    store.dispose()


def test_a_coin_flip_and_a_pattern_without_text_are_never_shown(settings: Settings) -> None:
    import random

    store = Store(settings.database_url)
    register_pattern(
        store, tenant_id="default", pattern_id="coin", trigger="t", behaviour="flip it"
    )
    rng = random.Random(7)
    for i in range(24):
        process_session(
            session(
                f"c{i}",
                "u1",
                _recent_day(i),
                "Help.",
                outcomes=[
                    {"pattern_id": "coin", "success": i % 2 == 0 if i < 10 else rng.random() < 0.5},
                    {"pattern_id": "bare", "success": True},  # no behaviour text
                ],
            ),
            settings=settings,
        )
        with MemoryReader(settings.database_url, settings=settings) as r:
            shown = [p.pattern_id for p in r.procedures("u1")]
        assert "bare" not in shown
        if i >= 9:
            assert "coin" not in shown, i
    with MemoryReader(settings.database_url, settings=settings) as r:
        listed = {p.pattern_id: p for p in r.procedures("u1", include_deprecated=True)}
    assert listed["coin"].deprecated and listed["bare"].behaviour is None
    store.dispose()


def test_a_users_own_failures_veto_a_pattern_that_works_for_the_tenant(settings: Settings) -> None:
    store = Store(settings.database_url)
    register_pattern(store, tenant_id="default", pattern_id="p", trigger="t", behaviour="do p")
    for i in range(24):  # it works for everyone else; it fails every time for one user
        if i % 6 == 5:
            _report(settings, f"b{i}", "unlucky", _recent_day(i), False, "p")
        else:
            _report(settings, f"a{i}", f"ok{i % 4}", _recent_day(i), True, "p")
    with MemoryReader(settings.database_url, settings=settings) as r:
        assert [p.pattern_id for p in r.procedures("ok0")] == ["p"]
        assert r.procedures("unlucky") == []  # 0/4 for them: clearly worse than chance
        [mine] = r.procedures("unlucky", include_deprecated=True)
        assert (mine.user_applied, mine.user_succeeded, mine.applied) == (4, 0, 24)
        assert mine.confidence < r.procedures("ok0")[0].confidence
    store.dispose()
