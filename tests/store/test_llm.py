"""The LLM path through process_session against a scripted OpenAI-compatible server, through
the real openai client."""

from __future__ import annotations

import json

import pytest

from memory_core import MemoryReader, process_session
from memory_core.ingest.pipeline import PipelineError
from memory_core.settings import Settings
from memory_core.store import dead_letters
from memory_core.store.store import Store
from tests.support.llm_server import (
    FACT,
    Reply,
    ScriptedLLM,
    chat_completion,
    extraction_reply,
)
from tests.support.sessions import session


def test_extraction_uses_structured_output_and_merges(
    llm_settings: Settings, llm: ScriptedLLM
) -> None:
    llm.push(extraction_reply([FACT], importance=8, topic="db"))
    s = session("l1", "u", 0, "We are on the latest Postgres, email me at ann@example.com")
    result = process_session(s, settings=llm_settings)
    assert result.extractor == "openai:test-model" and result.importance == 8
    [req] = llm.chat_requests()
    body = req["body"]
    assert body["model"] == "test-model"
    assert body["response_format"]["type"] == "json_schema"
    assert body["response_format"]["json_schema"]["name"] == "session_extraction"
    schema = body["response_format"]["json_schema"]["schema"]
    assert set(schema["required"]) == {"facts", "importance", "topic", "summary"}
    assert "ann@example.com" not in json.dumps(body)  # the LLM only ever sees masked text
    with MemoryReader(llm_settings.database_url, settings=llm_settings) as r:
        assert [f.value for f in r.facts("u")] == ["PostgreSQL 16"]
        assert r.episodes("u")[0].importance == 8


@pytest.mark.parametrize(
    "failure",
    [
        Reply(status=429, body={"error": {"message": "slow down"}}, headers={"retry-after": "0.1"}),
        Reply(status=500, body={"error": {"message": "boom"}}),
        Reply(status=503, body={"error": {"message": "overloaded"}}),
        Reply(body="{not json"),
        Reply(body=chat_completion("this is not the schema")),
        Reply(delay=3.0, body=chat_completion("{}")),  # longer than the 2 s client timeout
    ],
    ids=["429-retry-after", "500", "503", "invalid-json", "wrong-content", "timeout"],
)
def test_transient_failures_are_retried(
    llm_settings: Settings, llm: ScriptedLLM, failure: Reply
) -> None:
    llm.push(failure, extraction_reply([FACT]))
    process_session(session("l2", "u", 0, "hello"), settings=llm_settings)
    assert len(llm.chat_requests()) == 2
    with MemoryReader(llm_settings.database_url, settings=llm_settings) as r:
        assert [f.value for f in r.facts("u")] == ["PostgreSQL 16"]


def test_persistent_failure_is_dead_lettered_then_replayable(
    llm_settings: Settings, llm: ScriptedLLM
) -> None:
    llm.push(*[Reply(status=500, body={"error": {"message": "down"}})] * 3)
    with pytest.raises(PipelineError) as info:
        process_session(session("l3", "u", 0, "my password is hunter22!"), settings=llm_settings)
    assert info.value.stage == "extract"
    store = Store(llm_settings.database_url)
    [letter] = dead_letters.dead_letters(store)
    assert letter.stage == "extract" and "500" in letter.reason
    assert "hunter22" not in json.dumps(letter.payload)
    # The episode stage is done and stays done; replay finishes the rest.
    assert store.stages_done("default", "l3") == {"episode"}
    llm.push(extraction_reply([FACT]))
    process_session(letter.payload or {}, settings=llm_settings)
    assert store.stages_done("default", "l3") == {"episode", "extract", "merge", "tally"}
    store.dispose()


def test_client_errors_are_not_retried(llm_settings: Settings, llm: ScriptedLLM) -> None:
    llm.push(Reply(status=401, body={"error": {"message": "bad key"}}))
    with pytest.raises(PipelineError, match="401"):
        process_session(session("l4", "u", 0, "hello"), settings=llm_settings)
    assert len(llm.chat_requests()) == 1
