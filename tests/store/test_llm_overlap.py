"""The LLM path's first hop (``ingest.overlap``): a session's embedding and extraction
requests are sent at once, and a redelivered session does not call the model again."""

from __future__ import annotations

from collections.abc import Callable

from memory_core import MemoryReader, process_session
from memory_core.settings import Settings
from memory_core.store.store import Store
from tests.support.llm_server import FACT, Reply, ScriptedLLM, chat_completion, extraction_reply
from tests.support.sessions import session


def _settings(make_settings: Callable[..., Settings], llm: ScriptedLLM) -> Settings:
    return make_settings(
        openai_base_url=llm.base_url,
        openai_api_key="test-key",
        llm_model="test-model",
        embedder="openai",
        embedding_model="test-embed",
    )


def test_embedding_and_extraction_requests_overlap(
    make_settings: Callable[..., Settings], llm: ScriptedLLM
) -> None:
    settings = _settings(make_settings, llm)
    slow = extraction_reply([FACT])
    llm.default = lambda _req: Reply(delay=0.5, body=slow.body)
    llm.embedding_delay = 0.5
    # A first session warms the clients up (building one can take longer than a reply).
    process_session(session("o0", "u", 0, "Hello there."), settings=settings)
    llm.overlaps.clear()
    s = session("o1", "u", 1, "We run PostgreSQL 16 in production.")
    process_session(s, settings=settings)
    kinds = [
        (p.rsplit("/", 1)[-1], {o.rsplit("/", 1)[-1] for o in others}) for p, others in llm.overlaps
    ]
    assert [k for k, _ in kinds].count("completions") == 1  # one extraction request
    # One request of each kind arrived while one of the other kind was being answered.
    assert any(
        ("embeddings" in seen and k == "completions")
        or ("completions" in seen and k == "embeddings")
        for k, seen in kinds
    ), kinds
    store = Store(settings.database_url)
    assert store.stages_done("default", "o1") == {"episode", "extract", "merge", "tally"}
    store.dispose()
    with MemoryReader(settings.database_url, settings=settings) as r:
        assert [f.value for f in r.facts("u")] == ["PostgreSQL 16"]


def test_redelivered_session_does_not_call_the_model_again(
    make_settings: Callable[..., Settings], llm: ScriptedLLM
) -> None:
    settings = _settings(make_settings, llm)
    llm.default = lambda _req: extraction_reply([FACT])
    s = session("o2", "u", 0, "We run PostgreSQL 16 in production.")
    first = process_session(s, settings=settings)
    calls = len(llm.chat_requests())
    again = process_session(s, settings=settings)
    assert len(llm.chat_requests()) == calls == 1
    assert again.duplicate and again.episode_id == first.episode_id


def test_a_failed_extraction_keeps_the_episode_for_the_extract_stage(
    make_settings: Callable[..., Settings], llm: ScriptedLLM
) -> None:
    settings = _settings(make_settings, llm)
    llm.push(*[Reply(body=chat_completion("not the schema"))] * 3)
    s = session("o3", "u", 0, "We run PostgreSQL 16 in production.")
    try:
        process_session(s, settings=settings)
    except Exception as exc:  # PipelineError, pinned to the extract stage
        assert getattr(exc, "stage", None) == "extract"
    store = Store(settings.database_url)
    assert store.stages_done("default", "o3") == {"episode"}
    llm.push(extraction_reply([FACT]))
    process_session(s, settings=settings)
    assert store.stages_done("default", "o3") == {"episode", "extract", "merge", "tally"}
    store.dispose()
