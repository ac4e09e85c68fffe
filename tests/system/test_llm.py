"""The LLM path through real Celery workers: task retries with backoff, dead letters, recovery."""

from __future__ import annotations

from memory_core import submit_session
from memory_core.settings import Settings
from memory_core.store import dead_letters
from memory_core.store.store import Store
from tests.support.llm_server import FACT, Reply, ScriptedLLM, extraction_reply
from tests.support.sessions import session
from tests.support.wait import wait_for
from tests.support.workers import running_worker


def test_worker_retries_with_backoff_then_dead_letters(
    llm_settings: Settings, llm: ScriptedLLM
) -> None:
    # 3 in-call attempts x (1 + 2 task retries) = 9 failing calls, then the dead letter.
    llm.default = lambda _req: Reply(status=500, body={"error": {"message": "down"}})
    submit_session(session("l5", "u", 0, "hello"), settings=llm_settings)
    store = Store(llm_settings.database_url)
    with running_worker(llm_settings):
        wait_for(lambda: len(dead_letters.dead_letters(store)) == 1, timeout=60)
    [letter] = dead_letters.dead_letters(store)
    assert letter.stage == "extract" and letter.attempts == 3
    assert len(llm.chat_requests()) == 9
    store.dispose()


def test_worker_recovers_after_a_transient_outage(llm_settings: Settings, llm: ScriptedLLM) -> None:
    llm.push(
        *[Reply(status=500, body={"error": {"message": "down"}})] * 4, extraction_reply([FACT])
    )
    submit_session(session("l6", "u", 0, "hello"), settings=llm_settings)
    store = Store(llm_settings.database_url)
    with running_worker(llm_settings):
        wait_for(lambda: "tally" in store.stages_done("default", "l6"), timeout=60)
    assert dead_letters.dead_letters(store) == []
    store.dispose()
