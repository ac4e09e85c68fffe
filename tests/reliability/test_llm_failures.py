"""An LLM that keeps failing (429, 500, timeouts, invalid JSON) past the in-call attempts and
the task's retry budget: each session is dead-lettered at the extract stage with the reason
(its episode is kept). Once the LLM answers again, ``memory-core dead-letters replay``
completes each session exactly once (a second replay has nothing to do), and the store
matches a clean run against the healthy LLM."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from pathlib import Path
from typing import Any

from memory_core.settings import Settings
from tests.support.faults import RedisServer, Workers, open_dead_letters, table_counts
from tests.support.llm_server import FACT, Reply, ScriptedLLM, chat_completion, extraction_reply
from tests.support.reliability import (
    clean_counts,
    cli,
    excess,
    sessions,
    settle,
    submit_all,
    wait_tallied,
    worker_extra,
)

N = 8
FAILURES = [
    Reply(status=429, body={"error": {"message": "slow down"}}, headers={"retry-after": "0"}),
    Reply(status=500, body={"error": {"message": "boom"}}),
    Reply(delay=1.6, body=chat_completion("{}")),  # past llm_timeout (1 s)
    Reply(body=chat_completion("this is not JSON {")),
]


def test_llm_failures_past_the_budget_are_dead_lettered_then_replayed_once(
    own_redis: RedisServer,
    sqlite_db: str,
    rel_settings: Callable[..., Settings],
    figures: Callable[..., None],
    llm: ScriptedLLM,
    tmp_path: Path,
) -> None:
    llm_opts: dict[str, Any] = {
        "openai_base_url": llm.base_url,
        "openai_api_key": "test-key",
        "llm_model": "test-model",
    }
    settings = rel_settings(sqlite_db, own_redis.url, **llm_opts)
    batch = sessions(N, prefix="llm")
    cycle = itertools.cycle(FAILURES)
    llm.default = lambda _req: next(cycle)
    workers = Workers(settings, **worker_extra(settings)).start(count=1, concurrency=2)
    try:
        submit_all(batch, settings)
        settle(lambda: len(open_dead_letters(sqlite_db)) == N, timeout=120)
        letters = open_dead_letters(sqlite_db)
        calls_failing = len(llm.chat_requests())
        llm.default = lambda _req: extraction_reply([FACT])
        first = cli(settings, "dead-letters", "replay")
        done = wait_tallied(sqlite_db, N, timeout=120)
        second = cli(settings, "dead-letters", "replay")
    finally:
        workers.stop()
    got = table_counts(sqlite_db)
    clean = clean_counts(batch, tmp_path, **llm_opts)
    figures(
        "LLM failures past the retry budget, then replay",
        sent=N,
        dead_lettered=len(letters),
        llm_calls_while_failing=calls_failing,
        stored=got["episodes"],
        lost=N - (got["stage_runs"] // 4),
        duplicated=excess(got, clean),
        replayed_in_s=None if done is None else round(done, 1),
    )
    assert {stage for _, stage, _ in letters} == {"extract"}
    assert first.exit_code == 0, first.output
    assert done is not None and open_dead_letters(sqlite_db) == []
    assert "replayed 0, failed 0" in second.output, second.output
    assert got == clean and got["facts"] > 0
