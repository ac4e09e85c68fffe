"""Ledger page latency for a user with a long history (10,000 episodes by default).

    python benchmarks/ledger.py [--episodes 10000] [--requests 200] [--database-url URL]

Fills a store with set-based inserts shaped like a long relationship (each episode has four
masked messages, a chunk, two fact statements whose timeline, history and current facts are
derived with ``merge.timeline``, and a procedure outcome; a few rules cite hundreds of
episodes; a second user shares the tables), serves the real ledger with uvicorn on
127.0.0.1, signs in as an operator and times each page over HTTP (p50/p99), next to a
baseline measured the same way in the same run: the stylesheet, a response that touches no
database, so the difference is what the page's queries and rendering cost.
"""

from __future__ import annotations

import argparse
import re
import socket
import statistics
import sys
import tempfile
import threading
import time
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

import httpx
from rich.console import Console
from rich.table import Table
from sqlalchemy import delete, insert

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.sessions import ANSWERS, PROBLEMS, PRODUCTS  # noqa: E402
from memory_core.ledger.server import create_app  # noqa: E402
from memory_core.model.facts import Observation, timeline  # noqa: E402
from memory_core.settings import Settings  # noqa: E402
from memory_core.store.migrate import upgrade  # noqa: E402
from memory_core.store.store import Store  # noqa: E402
from memory_core.store.tables import (  # noqa: E402
    Base,
    Chunk,
    Episode,
    Fact,
    FactHistory,
    FactObservation,
    MemoryUser,
    Pattern,
    PatternOutcomeRow,
    Rule,
    RuleEvidence,
)

T0 = datetime(2025, 1, 1, tzinfo=UTC)
TENANT = "bench-ledger"
TOKEN = "bench-token"


def fill(store: Store, user: str, episodes: int, *, first_user: bool) -> None:
    """Episodes, chunks, statements, facts, history, outcomes and rules for one user."""
    eps: list[dict[str, Any]] = []
    obs: list[tuple[Any, ...]] = []
    for i in range(episodes):
        t = T0 + timedelta(hours=i)
        prod, prob = PRODUCTS[i % len(PRODUCTS)], PROBLEMS[i % len(PROBLEMS)]
        eps.append(
            {
                "tenant_id": TENANT,
                "user_id": user,
                "session_id": f"{user}-s{i}",
                "started_at": t,
                "ended_at": t + timedelta(minutes=15),
                "importance": 1 + i % 10,
                "topic": prod,
                "summary": f"{prod}: {prob}",
                "messages": [
                    {
                        "id": f"m{i}-{j}",
                        "role": "user" if j % 2 == 0 else "assistant",
                        "content": f"On {prod} {prob}; contact <EMAIL_1>."
                        if j % 2 == 0
                        else ANSWERS[(i + j) % len(ANSWERS)],
                    }
                    for j in range(4)
                ],
                "tool_calls": [],
                "meta": {"topic": prod},
                "outcomes": [],
                "pii_report": {"email": 1},
                "content_hash": str(i),
            }
        )
        db = f"PostgreSQL {14 + i // 1000}"
        obs.append(("environment", "database", "technical_environment", db, t, f"{user}-s{i}"))
        obs.append(("user", "date_format", "preferences", "ISO 8601", t, f"{user}-s{i}"))
    with store.tx() as s:
        s.execute(
            insert(MemoryUser),
            [
                {
                    "tenant_id": TENANT,
                    "user_id": user,
                    "facts_version": 0,
                    "reflected_episode_id": 0,
                    "last_session_at": T0,
                }
            ],
        )
        ids: list[int] = []
        for k in range(0, len(eps), 2_000):
            ids += list(s.scalars(insert(Episode).returning(Episode.id), eps[k : k + 2_000]))
        s.execute(
            insert(Chunk),
            [
                {
                    "tenant_id": TENANT,
                    "user_id": user,
                    "episode_id": ep_id,
                    "session_id": e["session_id"],
                    "seq": 0,
                    "text": e["messages"][0]["content"],
                    "message_ids": ["m0"],
                    "started_at": e["started_at"],
                    "importance": e["importance"],
                    "embedder": "none",
                    "dim": 1,
                    "embedding": b"\0\0\0\0",
                    "access_count": 0,
                }
                for ep_id, e in zip(ids, eps, strict=True)
            ],
        )
        s.execute(
            insert(FactObservation),
            [
                {
                    "tenant_id": TENANT,
                    "user_id": user,
                    "entity": e,
                    "key": k,
                    "category": c,
                    "value": v,
                    "confidence": 0.8,
                    "observed_at": t,
                    "session_id": sid,
                }
                for e, k, c, v, t, sid in obs
            ],
        )
        hist = []
        for entity, key in {(o[0], o[1]) for o in obs}:
            mine = [o for o in obs if (o[0], o[1]) == (entity, key)]
            cat = mine[0][2]
            for iv in timeline([Observation(o[3], o[4], o[5]) for o in mine]):
                row = Fact(
                    tenant_id=TENANT,
                    user_id=user,
                    entity=entity,
                    category=cat,
                    key=key,
                    value=iv.value,
                    confidence=iv.confidence,
                    valid_from=iv.valid_from,
                    valid_to=iv.valid_to,
                    last_observed_at=iv.last_observed_at,
                    source_session_id=iv.source_session_id,
                    times_confirmed=iv.times_confirmed,
                )
                s.add(row)
                s.flush()
                for n, o in enumerate(
                    x
                    for x in mine
                    if iv.valid_from <= x[4] and (iv.valid_to is None or x[4] < iv.valid_to)
                ):
                    first = n == 0
                    hist.append(
                        {
                            "tenant_id": TENANT,
                            "user_id": user,
                            "fact_id": row.id,
                            "entity": entity,
                            "category": cat,
                            "key": key,
                            "change": ("superseded" if iv.valid_from > T0 else "added")
                            if first
                            else "confirmed",
                            "old_value": None,
                            "new_value": o[3],
                            "source_session_id": o[5],
                            "changed_at": o[4],
                        }
                    )
        s.execute(insert(FactHistory), hist)
        patterns = ["ask-for-logs-first", "check-versions", "offer-rollback"]
        if first_user:
            s.execute(
                insert(Pattern),
                [
                    {
                        "tenant_id": TENANT,
                        "user_id": "*",
                        "pattern_id": p,
                        "trigger": f"when {p}",
                        "behaviour": p.replace("-", " "),
                        "source": "instruction",
                        "applied": 0,
                        "succeeded": 0,
                        "confidence": 0.7,
                        "deprecated": False,
                        "weight_applied": 0.0,
                        "weight_succeeded": 0.0,
                    }
                    for p in patterns
                ],
            )
        s.execute(
            insert(PatternOutcomeRow),
            [
                {
                    "tenant_id": TENANT,
                    "user_id": user,
                    "session_id": e["session_id"],
                    "pattern_id": patterns[i % 3],
                    "success": i % 4 != 0,
                    "occurred_at": e["ended_at"],
                }
                for i, e in enumerate(eps)
            ],
        )
        for r in range(3):
            rule = Rule(
                tenant_id=TENANT,
                user_id=user,
                concept=f"topic:{r}",
                rule=f"Frequent topic {r}",
                backend="bench",
                confidence=0.8,
                evidence_count=300,
                basis={"kind": "topic"},
                status="active",
            )
            s.add(rule)
            s.flush()
            s.execute(
                insert(RuleEvidence),
                [
                    {
                        "rule_id": rule.id,
                        "tenant_id": TENANT,
                        "episode_id": ep_id,
                        "session_id": f"{user}-s{k}",
                        "message_ids": [f"m{k}-0"],
                    }
                    for k, ep_id in list(enumerate(ids))[r::33][:300]
                ],
            )


def _port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def pct(xs: list[float], q: float) -> float:
    return statistics.quantiles(xs, n=100)[int(q) - 1] if len(xs) > 1 else xs[0]


def main() -> None:
    import uvicorn

    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--episodes", type=int, default=10_000)
    ap.add_argument("--requests", type=int, default=200)
    ap.add_argument("--database-url")
    args = ap.parse_args()
    url = args.database_url or f"sqlite:///{tempfile.mkdtemp(prefix='mc-ledger-')}/ledger.db"
    upgrade(url)
    store = Store(url)
    with store.tx() as s:  # a re-run starts from an empty benchmark tenant
        for table in reversed(Base.metadata.sorted_tables):
            if "tenant_id" in table.c:
                s.execute(delete(table).where(table.c.tenant_id == TENANT))
    t = time.perf_counter()
    fill(store, "user-0", args.episodes, first_user=True)
    fill(store, "user-1", args.episodes // 5, first_user=False)
    fill_s = time.perf_counter() - t
    if store.dialect == "postgresql":
        with store.engine.connect().execution_options(isolation_level="AUTOCOMMIT") as c:
            c.exec_driver_sql("ANALYZE")
    store.dispose()

    settings = Settings(database_url=url, ledger_token=TOKEN)
    port = _port()
    server = uvicorn.Server(
        uvicorn.Config(create_app(settings), host="127.0.0.1", port=port, log_level="warning")
    )
    threading.Thread(target=server.run, daemon=True).start()
    while not server.started:
        time.sleep(0.05)
    base = f"http://127.0.0.1:{port}"
    client = httpx.Client(base_url=base)
    csrf = re.search(r'name="csrf" value="([^"]+)"', client.get("/login").text)
    assert csrf
    client.post("/login", data={"token": TOKEN, "csrf": csrf.group(1)})
    q = f"tenant={TENANT}&user=user-0"
    pages = {
        "baseline: stylesheet (no database)": "/static/ledger.css",
        "user page (facts, history, rules, procedures)": f"/user?{q}",
        "episodes, first page": f"/episodes?{q}&page=1",
        "episodes, last page": f"/episodes?{q}&page={-(-args.episodes // 25)}",
        "one episode": f"/episode?{q}&session=user-0-s{args.episodes // 2}",
        "forget confirmation (counts)": f"/forget?{q}",
        "users of the tenant": f"/users?tenant={TENANT}",
    }
    times: dict[str, list[float]] = {}
    for name, path in pages.items():
        r = client.get(path)
        assert r.status_code == 200, (path, r.status_code)
        times[name] = []
    for _ in range(args.requests):  # interleaved, so background load hits every page alike
        for name, path in pages.items():
            t = time.perf_counter()
            client.get(path)
            times[name].append((time.perf_counter() - t) * 1e3)
    server.should_exit = True

    table = Table(
        title=f"ledger pages over HTTP, {url.split(':')[0]}: user with {args.episodes:,} episodes "
        f"({args.requests} requests each, fill took {fill_s:.0f}s)"
    )
    for col in ("page", "p50 ms", "p99 ms", "p50 minus baseline"):
        table.add_column(col, justify="left" if col == "page" else "right")
    b = pct(times["baseline: stylesheet (no database)"], 50)
    for name, xs in times.items():
        table.add_row(name, f"{pct(xs, 50):.1f}", f"{pct(xs, 99):.1f}", f"{pct(xs, 50) - b:+.1f}")
    Console().print(table)
    worst = max(pct(xs, 50) for xs in times.values())
    print(f"slowest page p50 {worst:.1f} ms (target < 100 ms)")


if __name__ == "__main__":
    main()
