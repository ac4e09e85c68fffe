"""Erasure on real stores and a real broker: forget a user, delete an episode, correct facts.

The main test plants unique strings and ids for one user along every path a session takes
(in-process and through a real Celery worker, a dead letter, reflection rules from
``memory-core reflect``, procedure outcomes, a correction, a prune run, reader access
counts, sessions still queued on Redis), forgets the user, then scans every column of
every table, the SQLite file's bytes and every Redis key, and compares another user's rows
before and after.
"""

from __future__ import annotations

import json
import random
import string
import uuid
from collections.abc import Sequence
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import pytest
import redis
from sqlalchemy import create_engine, select
from typer.testing import CliRunner

from memory_core import forget_user
from memory_core.cli import app
from memory_core.erasure.api import correct_fact, delete_episode, receipts, retract_fact
from memory_core.erasure.broker import RESULT_PREFIX
from memory_core.erasure.export import export_user, schema
from memory_core.ingest.guard import SessionForgotten
from memory_core.ingest.pipeline import PipelineError, get_runtime, process_session
from memory_core.ingest.producer import submit_session
from memory_core.model import erasure as plan
from memory_core.model.facts import Observation
from memory_core.model.procedures import ProcedurePolicy, Weights, add_outcome
from memory_core.settings import Settings
from memory_core.store import dead_letters, episodes
from memory_core.store.engine import normalise_url
from memory_core.store.tables import Base, Fact, FactHistory, Pattern, Rule
from tests.support.wait import wait_for
from tests.support.workers import running_worker

runner = CliRunner()
NOW = datetime.now(UTC).replace(microsecond=0)


def _letters(n: int) -> str:
    return "".join(random.choice(string.ascii_uppercase) for _ in range(n))


def session(
    sid: str,
    user: str,
    tenant: str,
    days_ago: float,
    texts: list[str],
    *,
    topic: str | None = None,
    outcomes: Sequence[tuple[str, bool]] = (),
    mid: str = "",
) -> dict[str, Any]:
    start = NOW - timedelta(days=days_ago)
    return {
        "session_id": sid,
        "tenant_id": tenant,
        "user_id": user,
        "started_at": start.isoformat(),
        "ended_at": (start + timedelta(minutes=5)).isoformat(),
        "messages": [
            {
                "id": f"{mid or sid}-m{i}",
                "role": "user" if i % 2 == 0 else "assistant",
                "content": t,
            }
            for i, t in enumerate(texts)
        ],
        "metadata": {"topic": topic} if topic else {},
        "outcomes": [{"pattern_id": p, "success": ok} for p, ok in outcomes],
    }


# -- helpers that look at everything ---------------------------------------------------------
def _engine(url: str) -> Any:
    return create_engine(normalise_url(url))


def dump(url: str) -> dict[str, list[tuple[str, ...]]]:
    """Every row of every table, each column as text."""
    out: dict[str, list[tuple[str, ...]]] = {}
    eng = _engine(url)
    with eng.connect() as c:
        for table in Base.metadata.sorted_tables:
            rows = c.execute(select(table)).all()
            out[table.name] = sorted(
                tuple(
                    v.decode("latin-1") if isinstance(v, bytes) else json.dumps(v, default=str)
                    for v in r
                )
                for r in rows
            )
    eng.dispose()
    return out


def rows_of(url: str, user: str, sessions: set[str]) -> dict[str, list[tuple[str, ...]]]:
    """Rows that belong to one user (by user id, or by one of the user's session ids)."""
    found: dict[str, list[tuple[str, ...]]] = {}
    for name, rows in dump(url).items():
        mine = [
            r for r in rows if json.dumps(user) in r or any(json.dumps(s) in r for s in sessions)
        ]
        if mine:
            found[name] = mine
    return found


def hits(url: str, markers: list[str]) -> list[tuple[str, str]]:
    low = [m.lower() for m in markers]
    return [
        (name, m)
        for name, rows in dump(url).items()
        for r in rows
        for m in low
        if m in " ".join(r).lower()
    ]


def redis_hits(url: str, markers: list[str]) -> list[str]:
    r = redis.Redis.from_url(url)
    found = []
    for key in r.scan_iter("*"):
        kind = r.type(key)
        if kind == b"string":
            blob = r.get(key) or b""
        elif kind == b"list":
            blob = b" ".join(r.lrange(key, 0, -1))
        elif kind == b"hash":
            blob = b" ".join(k + b" " + v for k, v in r.hgetall(key).items())
        elif kind == b"set":
            blob = b" ".join(r.smembers(key))
        elif kind == b"zset":
            blob = b" ".join(r.zrange(key, 0, -1))
        else:
            blob = b""
        blob = key + b" " + blob
        for m in markers:
            if m.encode() in blob:
                found.append(f"{key!r}: {m}")
    r.close()
    return found


def sqlite_bytes(url: str) -> bytes:
    path = Path(url.removeprefix("sqlite:///"))
    eng = _engine(url)
    with eng.connect() as c:
        c.exec_driver_sql("PRAGMA wal_checkpoint(TRUNCATE)")
    eng.dispose()
    return b"".join(
        p.read_bytes() for p in (path, Path(f"{path}-wal"), Path(f"{path}-shm")) if p.exists()
    )


# -- the whole path ------------------------------------------------------------------------
@pytest.mark.slow
def test_forget_user_leaves_no_trace(
    settings: Settings, database_url: str, redis_url: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    tag = f"zq{uuid.uuid4().hex[:10]}"  # in the victim's content and session ids
    err_code = f"ERR_{_letters(12)}"  # an error code only the victim reports (a fact, a rule)
    victim, keeper = f"victim-{uuid.uuid4().hex[:8]}", f"keeper-{uuid.uuid4().hex[:8]}"
    tenant = f"tn-{uuid.uuid4().hex[:6]}"
    own_pattern = f"pattern-{tag}"
    markers = [tag, err_code, own_pattern]

    def v(i: int, days: float, topic: str, **kw: Any) -> dict[str, Any]:
        return session(
            f"{tag}-s{i}",
            victim,
            tenant,
            days,
            [
                f"We run PostgreSQL 14 and see {err_code} again; note {tag}-note-{i}.",
                f"Noted ({tag}-reply-{i}).",
                "Please use ISO 8601 dates.",
            ],
            topic=topic,
            outcomes=[(own_pattern, True), ("shared-pattern", i % 2 == 0)],
            **kw,
        )

    def k(i: int, days: float) -> dict[str, Any]:
        return session(
            f"kp-{i}",
            keeper,
            tenant,
            days,
            ["We run MySQL 8.", "Noted.", "Please use ISO 8601 dates."],
            topic="billing",
            outcomes=[("shared-pattern", True)],
        )

    s = settings
    victims = [v(i, 20 - i, f"topic {tag}" if i < 3 else "billing") for i in range(6)]
    for sess in victims[:3]:
        process_session(sess, settings=s)
    for i in range(4):
        process_session(k(i, 19 - i), settings=s)
    # Through Redis and a real worker.
    with running_worker(s):
        for sess in victims[3:5]:
            submit_session(sess, settings=s)
        rt = get_runtime(s)
        wait_for(
            lambda: all(
                "tally" in rt.store.stages_done(tenant, x["session_id"]) for x in victims[3:5]
            )
        )
    # A dead letter: the same session id again with other content.
    clash = dict(victims[0], messages=[{"id": f"{tag}-x", "role": "user", "content": f"{tag} v2"}])
    with pytest.raises(PipelineError):
        process_session(clash, settings=s)
    # Reflection through the CLI, a pattern of the victim's own, a correction, a prune run,
    # and reader accesses.
    monkeypatch.setenv("MEMORY_DATABASE_URL", database_url)
    res = runner.invoke(app, ["reflect", "--tenant", tenant])
    assert res.exit_code == 0, res.output
    from memory_core.jobs.prune import prune
    from memory_core.jobs.tally import register_pattern
    from memory_core.model.scope import Scope
    from memory_core.read.reader import MemoryReader

    register_pattern(
        rt.store,
        tenant_id=tenant,
        pattern_id=f"{tag}-own",
        trigger=f"{tag} trigger",
        behaviour="b",
        user_id=victim,
    )
    with rt.store.sessions() as ses:
        fact_id = ses.scalar(
            select(Fact.id)
            .where(Fact.tenant_id == tenant, Fact.user_id == victim, Fact.valid_to.is_(None))
            .limit(1)
        )
    assert fact_id is not None
    correct_fact(database_url, victim, fact_id, f"corrected {tag}", tenant, "user-link", settings=s)
    prune(rt.store, s, Scope(tenant, victim))
    with MemoryReader(database_url, settings=s) as reader:
        assert reader.search_episodes(victim, "PostgreSQL", tenant_id=tenant)
    # Two sessions still queued (no worker running), started before the erasure.
    submit_session(victims[5], settings=s)
    submit_session(dict(victims[5], session_id=f"{tag}-s9"), settings=s)

    with rt.store.sessions() as ses:
        rules = ses.scalars(select(Rule).where(Rule.tenant_id == tenant)).all()
        assert any(r.user_id == "*" and r.status == "active" for r in rules), "no tenant rule"
        assert any(r.user_id == victim and tag in r.rule for r in rules)
    keeper_sessions = {f"kp-{i}" for i in range(4)}
    keeper_before = rows_of(database_url, keeper, keeper_sessions)
    assert hits(database_url, markers) and redis_hits(redis_url, markers)
    if database_url.startswith("sqlite"):
        assert tag.encode() in sqlite_bytes(database_url)

    # Pipeline stages store no results now; an older worker's result of one of these
    # sessions (ids and counts, as it stored them) must still be purged.
    rc = redis.Redis.from_url(redis_url)
    try:
        assert not list(rc.scan_iter(match=f"{RESULT_PREFIX}*")), "a stage stored a result"
        old = {"tenant_id": tenant, "session_id": victims[3]["session_id"], "chunks": 1}
        meta = {"status": "SUCCESS", "result": old, "task_id": f"{tag}-old", "children": []}
        rc.set(f"{RESULT_PREFIX}{tag}-old", json.dumps(meta))
    finally:
        rc.close()
    receipt = forget_user(database_url, victim, tenant, broker_url=redis_url, settings=s)

    assert receipt.counts["episodes"] == 5 and receipt.counts["broker_messages"] == 2
    assert receipt.counts["broker_results"] == 1 and receipt.counts["dead_letters"] == 1
    assert receipt.counts["broker_journal"] == 2  # the journal copies of the two queued ones
    assert receipt.counts["rules"] >= 2 and receipt.counts["rules_retired"] >= 1
    assert receipt.counts["fact_corrections"] == 1 and receipt.counts["prune_runs"] == 1
    assert hits(database_url, markers) == []
    assert hits(database_url, [victim]) == [
        ("erasure_receipts", victim.lower()),
        ("forgotten_users", victim.lower()),
    ]
    assert redis_hits(redis_url, [*markers, victim]) == []
    if database_url.startswith("sqlite"):
        blob = sqlite_bytes(database_url)
        assert not any(m.encode() in blob for m in markers)
    assert rows_of(database_url, keeper, keeper_sessions) == keeper_before
    with rt.store.sessions() as ses:
        tenant_rule = ses.scalar(select(Rule).where(Rule.tenant_id == tenant, Rule.user_id == "*"))
        assert tenant_rule is not None and tenant_rule.status == "retired"
        shared = ses.scalar(select(Pattern).where(Pattern.pattern_id == "shared-pattern"))
        assert shared is not None and (shared.applied, shared.succeeded) == (4, 4)
        assert ses.scalar(select(Pattern).where(Pattern.pattern_id == own_pattern)) is None
    # A redelivered or late-arriving old session is dropped and counted, a new one stored.
    with pytest.raises(SessionForgotten):
        process_session(victims[1], settings=s)
    assert hits(database_url, markers) == []
    fresh = session(f"new-{uuid.uuid4().hex[:6]}", victim, tenant, -0.01, ["We run MySQL 8."])
    assert process_session(fresh, settings=s).episode_id
    (again,) = receipts(database_url, tenant_id=tenant, user_id=victim)
    assert again.id == receipt.id and again.sessions_dropped == 1
    res = runner.invoke(app, ["receipts", "--user", victim, "--tenant", tenant, "--json"])
    assert res.exit_code == 0 and json.loads(res.output)[0]["id"] == receipt.id


def test_queued_session_consumed_after_forget_is_dropped(
    settings: Settings, database_url: str, redis_url: str
) -> None:
    """Without a broker purge, the worker takes the old session and the first stage drops it."""
    tenant, user = "t-q", f"u-{uuid.uuid4().hex[:6]}"
    process_session(session("q-1", user, tenant, 3, ["We run Redis 7."]), settings=settings)
    submit_session(session("q-2", user, tenant, 2, ["We run Redis 7 still."]), settings=settings)
    receipt = forget_user(database_url, user, tenant)  # no broker_url: the message stays
    assert "broker_messages" not in receipt.counts
    rt = get_runtime(settings)
    with running_worker(settings):
        wait_for(lambda: receipts(database_url, tenant_id=tenant)[0].sessions_dropped == 1)
    with rt.store.read() as tx:
        assert episodes.load_episode(tx, tenant, "q-2") is None
    assert dead_letters.dead_letters(rt.store, tenant_id=tenant) == []
    # Nor a result key naming it: the task id is "<tenant>:<session>:<random>", and a
    # dropped session's task stores no state (the erasure's purge ran before it).
    assert redis_hits(redis_url, [f"{tenant}:q-2", '"q-2"', user]) == []


def test_forget_cli_confirms_and_prints_receipt(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("MEMORY_DATABASE_URL", settings.database_url)
    monkeypatch.setenv("MEMORY_BROKER_URL", settings.broker_url)
    process_session(session("c-1", "cli-user", "t-cli", 1, ["We run Kafka 3."]), settings=settings)
    res = runner.invoke(app, ["forget", "--user", "cli-user", "--tenant", "t-cli"], input="n\n")
    assert res.exit_code == 1 and "1 episodes" in res.output
    res = runner.invoke(app, ["forget", "--user", "cli-user", "--tenant", "t-cli", "--yes"])
    assert res.exit_code == 0, res.output
    assert "erasure receipt" in res.output and "episodes" in res.output
    with get_runtime(settings).store.read() as tx:
        assert episodes.load_episode(tx, "t-cli", "c-1") is None


# -- finer erasure ---------------------------------------------------------------------------
def _db_facts(url: str, tenant: str, user: str) -> list[tuple[str, str | None]]:
    eng = _engine(url)
    with eng.connect() as c:
        rows = c.execute(
            select(Fact.value, Fact.source_session_id, Fact.valid_to)
            .where(Fact.tenant_id == tenant, Fact.user_id == user)
            .order_by(Fact.valid_from)
        ).all()
    eng.dispose()
    return [(v, sid if to is None else None) for v, sid, to in rows]


def _three(settings: Settings, tenant: str, user: str) -> None:
    for i, (days, line) in enumerate(
        [
            (30, "We run PostgreSQL 14."),
            (20, "We upgraded to PostgreSQL 15."),
            (10, "We run PostgreSQL 15."),
        ]
    ):
        process_session(session(f"{user}-{i}", user, tenant, days, [line]), settings=settings)


def test_delete_episode_rebuilds_the_timeline(settings: Settings, database_url: str) -> None:
    tenant, user = "t-e", "u-e"
    _three(settings, tenant, user)
    receipt = delete_episode(database_url, user, f"{user}-1", tenant, settings=settings)
    assert receipt.scope == "episode" and receipt.counts["episodes"] == 1
    assert hits(database_url, [f"{user}-1"]) == []
    assert _db_facts(database_url, tenant, user) == [
        ("PostgreSQL 14", None),
        ("PostgreSQL 15", f"{user}-2"),
    ]
    # The history is re-read from what remains: "We run PostgreSQL 15" confirmed the erased
    # upgrade and is now the change from 14 itself, on a fact row that exists.
    eng = _engine(database_url)
    with eng.connect() as c:
        hist = c.execute(
            select(
                FactHistory.change,
                FactHistory.old_value,
                FactHistory.new_value,
                FactHistory.source_session_id,
                FactHistory.fact_id,
            )
            .where(FactHistory.tenant_id == tenant, FactHistory.user_id == user)
            .order_by(FactHistory.changed_at)
        ).all()
        ids = set(c.scalars(select(Fact.id).where(Fact.user_id == user)))
    eng.dispose()
    assert [tuple(h[:4]) for h in hist] == [
        ("added", None, "PostgreSQL 14", f"{user}-0"),
        ("superseded", "PostgreSQL 14", "PostgreSQL 15", f"{user}-2"),
    ]
    assert {h[4] for h in hist} <= ids
    with pytest.raises(LookupError):
        delete_episode(database_url, user, f"{user}-1", tenant, settings=settings)
    with pytest.raises(LookupError):  # scope is part of the lookup
        delete_episode(database_url, "someone-else", f"{user}-2", tenant, settings=settings)


def test_deleting_an_episode_leaves_pending_versions_without_rows(
    settings: Settings, database_url: str
) -> None:
    """A bare version nothing could be read against is an observation of the reserved slot
    only; rebuilding slots after an erasure does not turn the other one into a fact."""
    tenant, user = "t-p", "u-p"
    for i, (days, line) in enumerate([(20, "We upgraded to 15."), (10, "We upgraded to 16.")]):
        process_session(session(f"{user}-{i}", user, tenant, days, [line]), settings=settings)
    delete_episode(database_url, user, f"{user}-0", tenant, settings=settings)
    assert _db_facts(database_url, tenant, user) == []


def test_correct_and_retract_are_audited_and_survive_merges(
    settings: Settings, database_url: str
) -> None:
    tenant, user = "t-c", "u-c"
    _three(settings, tenant, user)
    eng = _engine(database_url)

    def current() -> tuple[int, str]:
        with eng.connect() as c:
            row = c.execute(
                select(Fact.id, Fact.value).where(
                    Fact.tenant_id == tenant, Fact.user_id == user, Fact.valid_to.is_(None)
                )
            ).one()
        return int(row[0]), str(row[1])

    fid, value = current()
    assert value == "PostgreSQL 15"
    change = correct_fact(
        database_url,
        user,
        fid,
        "PostgreSQL 16, ask jane.doe@example.com",
        tenant,
        "user-link",
        settings=settings,
    )
    assert "jane.doe" not in (change.new_value or "") and "<EMAIL" in (change.new_value or "")
    assert current()[1] == change.new_value
    process_session(
        session(f"{user}-3", user, tenant, 5, ["We run MySQL 8 now."]), settings=settings
    )
    with eng.connect() as c:
        hist = c.execute(
            select(FactHistory.change, FactHistory.source_session_id)
            .where(FactHistory.user_id == user)
            .order_by(FactHistory.id)
        ).all()
    assert ("corrected", f"correction:{change.correction_id}") in [tuple(h) for h in hist]
    fid, value = current()
    assert value == "MySQL 8"
    retract_fact(database_url, user, fid, tenant, settings=settings)
    assert current()[1] == change.new_value  # the corrected value is current again
    doc = export_user(database_url, user, tenant)
    changes = [h for f in doc["facts"] for h in f["history"] if h["actor"]]
    assert [(h["change"], h["actor"]) for h in changes] == [
        ("corrected", "user-link"),
        ("retracted", "operator"),
    ]
    eng.dispose()


def test_export_matches_its_schema(settings: Settings, database_url: str) -> None:
    tenant, user = "t-x", "u-x"
    _three(settings, tenant, user)
    forget_user(database_url, "other", tenant)  # a receipt for another user is not exported
    doc = export_user(database_url, user, tenant)
    assert {e["session_id"] for e in doc["episodes"]} == {f"{user}-{i}" for i in range(3)}
    assert doc["receipts"] == []
    try:
        import jsonschema
    except ImportError:  # pragma: no cover - a hand check of the top level instead
        assert set(doc) == set(schema()["required"])
        return
    jsonschema.validate(doc, schema(), format_checker=jsonschema.FormatChecker())
    res = runner.invoke(
        app, ["export", "--user", user, "--tenant", tenant, "--database-url", database_url]
    )
    assert res.exit_code == 0
    jsonschema.validate(json.loads(res.output), schema())


# -- the pure planning ---------------------------------------------------------------------
def test_plan_timeline_keeps_ids_and_drops_unsupported_rows() -> None:
    t = [NOW - timedelta(days=d) for d in (30, 20, 10)]
    rows = [
        plan.FactRow(1, "14", t[0], t[1], "a", "b"),
        plan.FactRow(2, "15", t[1], None, "b", None),
    ]
    p = plan.plan_timeline(
        rows, [Observation("14", t[0], "a"), Observation("14", t[2], "c")], {"b"}
    )
    assert p.deletes == [2] and not p.inserts
    assert p.updates[1]["valid_to"] is None and p.updates[1]["superseded_by_session_id"] is None


def test_plan_rule_and_retally() -> None:
    r = plan.RuleState(
        1,
        "*",
        "active",
        "topic",
        "Frequent topic across users: x (2 users, 5 sessions)",
        0.7,
        5,
        3,
        2,
    )
    d = plan.plan_rule(r, 3)
    assert d.action == "rescore" and d.rule.endswith("(2 users, 3 sessions)")
    assert (
        plan.plan_rule(plan.RuleState(1, "*", "active", "topic", "x", 0.7, 5, 3, 1), 3).action
        == "retire"
    )
    assert (
        plan.plan_rule(plan.RuleState(1, "u", "retired", "topic", "x", 0.7, 5, 0, 0), 3).action
        == "delete"
    )
    policy = ProcedurePolicy()
    outcomes = [(i % 3 != 0, NOW - timedelta(days=40 - i)) for i in range(12)]
    w = Weights(0.0, 0.0, None)
    for ok, at in reversed(outcomes):  # the tally stage sees them in any order
        w = add_outcome(w, ok, at, policy.half_life_days)
    got = plan.retally(outcomes, None, policy)
    assert got["applied"] == 12 and got["succeeded"] == 8
    assert got["weight_applied"] == pytest.approx(w.applied)
    assert got["weight_succeeded"] == pytest.approx(w.succeeded)


def test_sqlite_connections_zero_deleted_content(tmp_path: Path) -> None:
    from memory_core.store.engine import make_engine

    eng = make_engine(f"sqlite:///{tmp_path / 'x.db'}")
    with eng.connect() as c:
        assert c.exec_driver_sql("PRAGMA secure_delete").scalar() == 1
    eng.dispose()
