"""SQL statements per session: what one consolidated session costs the database.

    python benchmarks/statements.py [--sessions 40] [--database-url URL] [--facts-per-session 8]

Runs ``process_session`` in-process (built-in back ends, the benchmark's 15-turn sessions,
plus ``--facts-per-session`` (up to 8) explicit statements so the merge has work:
new facts, confirmations and changes across 10 users) and counts every statement the
engine sends with a SQLAlchemy ``before_cursor_execute`` listener, by stage and by kind.
An ``executemany`` is one statement (one call; psycopg pipelines its rows). The CPU time
per session is printed too; compare runs of two versions, not the absolute figures.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any

from rich.console import Console
from rich.table import Table
from sqlalchemy import event
from sqlalchemy.engine import Engine

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from benchmarks.sessions import make_session  # noqa: E402
from memory_core.ingest import consolidate, pipeline  # noqa: E402
from memory_core.ingest.pipeline import process_session, reset_runtimes  # noqa: E402
from memory_core.settings import Settings  # noqa: E402
from memory_core.store.migrate import upgrade  # noqa: E402

STAGE = ["setup"]
COUNTS: Counter[tuple[str, str]] = Counter()
CHOICES = [
    ("We run {}.", ["PostgreSQL 14", "PostgreSQL 15", "MySQL 8"], 10),
    ("We use {} for events.", ["Kafka", "RabbitMQ", "SQS"], 7),
    ("We use {} for builds.", ["Jenkins", "GitHub Actions", "CircleCI"], 5),
    ("Everything is deployed on {}.", ["Kubernetes", "Nomad", "ECS"], 9),
    ("We use {} in front.", ["nginx", "Apache httpd"], 4),
    ("We are on the {} plan.", ["starter", "business", "enterprise"], 13),
    ("Please reply in {}.", ["English", "German"], 11),
    ("Contact me by {}.", ["email", "slack", "phone"], 6),
]


def _count(conn: Any, cursor: Any, statement: str, *args: Any) -> None:
    kind = statement.lstrip().split(None, 1)[0].upper() if statement.strip() else "?"
    COUNTS[(STAGE[0], kind)] += 1


def _wrap(module: Any, name: str, label: str) -> None:
    fn = getattr(module, name)

    def wrapped(*a: Any, **kw: Any) -> Any:
        outer = STAGE[0]
        STAGE[0] = label
        try:
            return fn(*a, **kw)
        finally:
            STAGE[0] = outer

    setattr(module, name, wrapped)


def with_facts(n: int, per: int) -> dict[str, Any]:
    """A benchmark session with explicit statements the built-in extractor picks up."""
    s = make_session(n, user=f"user-{n % 10}", seed=3)
    lines = [text.format(opts[(n // every) % len(opts)]) for text, opts, every in CHOICES[:per]]
    s["messages"][0]["content"] += " " + " ".join(lines)
    return s


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sessions", type=int, default=40)
    ap.add_argument("--facts-per-session", type=int, default=8)
    ap.add_argument("--database-url")
    args = ap.parse_args()
    url = args.database_url or f"sqlite:///{tempfile.mkdtemp(prefix='mc-stmt-')}/stmt.db"
    upgrade(url)
    settings = Settings(database_url=url)
    # The one-transaction path (built-in extractor) is one label; the staged path (duplicates,
    # fallbacks, an LLM) is counted per stage.
    _wrap(pipeline, "consolidate", "all four (one transaction)")
    for name in ("stage_episode", "stage_extract", "stage_merge_tally"):
        _wrap(consolidate, name, name.removeprefix("stage_"))
    sessions = [with_facts(i, args.facts_per_session) for i in range(args.sessions)]
    process_session(with_facts(10_000, args.facts_per_session), settings=settings)  # warm up
    COUNTS.clear()
    commits = [0]

    def on_commit(_conn: Any) -> None:
        commits[0] += 1

    event.listen(Engine, "commit", on_commit)
    event.listen(Engine, "before_cursor_execute", _count)
    cpu = time.process_time()
    for s in sessions:
        process_session(s, settings=settings)
    cpu = time.process_time() - cpu
    event.remove(Engine, "before_cursor_execute", _count)
    event.remove(Engine, "commit", on_commit)
    reset_runtimes()

    n = args.sessions
    table = Table(
        title=f"SQL statements per session, {url.split(':')[0]}, {n} sessions, "
        f"up to {args.facts_per_session} stated facts each, 10 users"
    )
    table.add_column("stage")
    kinds = sorted({k for _, k in COUNTS})
    for k in kinds:
        table.add_column(k, justify="right")
    table.add_column("total", justify="right")
    for stage in ("all four (one transaction)", "episode", "extract", "merge_tally", "other"):
        row = [COUNTS.get((stage, k), 0) / n for k in kinds]
        if sum(row):
            table.add_row(stage, *(f"{v:.1f}" for v in row), f"{sum(row):.1f}")
    total = [sum(v for (_, k), v in COUNTS.items() if k == kind) / n for kind in kinds]
    table.add_row("all", *(f"{v:.1f}" for v in total), f"{sum(total):.1f}")
    Console().print(table)
    print(f"transactions (commits) per session: {commits[0] / n:.1f}")
    print(f"CPU per session in-process: {cpu / n * 1e3:.1f} ms")


if __name__ == "__main__":
    main()
