"""Synthetic, deterministic support sessions for the benchmarks (no extra dependencies)."""

from __future__ import annotations

import random
from datetime import UTC, datetime, timedelta
from typing import Any

PRODUCTS = ["PostgreSQL 14", "PostgreSQL 15", "MySQL 8", "Redis 7", "Kubernetes", "nginx", "Django"]
PROBLEMS = [
    "queries got slow after the last deploy",
    "the ingress returns 504 on long uploads",
    "replication lag keeps growing at night",
    "cache hit rate dropped to 40%",
    "workers crash with out-of-memory errors",
    "the nightly backup job fails with AccessDenied",
    "SSO login fails for contractors with error code 403",
    "we keep getting error 429 from the API",
]
ANSWERS = [
    "Can you share the logs from the last hour?",
    "Please check the connection pool size and the timeout settings.",
    "An index on the filtered columns should help.",
    "Raise the proxy timeout and retry.",
    "That looks like a permissions problem on the role.",
    "Let's look at the query plan together.",
]
T0 = datetime(2026, 1, 1, tzinfo=UTC)


def make_session(n: int, *, user: str, turns: int = 15, seed: int = 0) -> dict[str, Any]:
    rnd = random.Random(seed * 1_000_003 + n)
    start = T0 + timedelta(hours=7 * n + rnd.randint(0, 5))
    product = rnd.choice(PRODUCTS)
    problem = rnd.choice(PROBLEMS)
    msgs = []
    for i in range(turns):
        if i == 0:
            text = (
                f"Hi, we run {product} in production and {problem}. Reach me at dev{n}@example.com."
            )
        elif i % 2 == 0:
            text = f"Tried that ({i}); {rnd.choice(PROBLEMS)} is still happening on {product}."
        else:
            text = rnd.choice(ANSWERS)
        msgs.append(
            {
                "id": f"b{n}-m{i}",
                "role": "user" if i % 2 == 0 else "assistant",
                "content": text,
                "timestamp": (start + timedelta(minutes=i)).isoformat(),
            }
        )
    return {
        "session_id": f"bench-{seed}-{n}",
        "tenant_id": "bench",
        "user_id": user,
        "started_at": start.isoformat(),
        "ended_at": (start + timedelta(minutes=turns + 1)).isoformat(),
        "messages": msgs,
        "metadata": {"topic": problem, "resolution": rnd.choice(["resolved", "escalated"])},
        "outcomes": [{"pattern_id": "ask-for-logs-first", "success": rnd.random() < 0.7}],
    }
