"""Facts as slots through the real pipeline (process_session), on SQLite and PostgreSQL: an
LLM whose keys, owners and spellings drift, retraction, and stable pseudonyms."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

from sqlalchemy import select

from memory_core import MemoryReader, process_session
from memory_core.settings import Settings
from memory_core.store.store import Store
from memory_core.store.tables import FactHistory
from tests.support.llm_server import ScriptedLLM, extraction_reply
from tests.support.sessions import session


def fact(entity: str, key: str, value: str, **extra: Any) -> dict[str, Any]:
    return {
        "entity": entity,
        "category": "technical_environment",
        "key": key,
        "value": value,
        "confidence": 0.9,
        **extra,
    }


# Six sessions as a real model answers them: the same slots under drifting keys, owners and
# spellings; a third party; removals worded as values; the new op only in two replies.
DRIFT: list[list[dict[str, Any]]] = [
    [
        fact("user", "database", "PostgreSQL 14"),
        fact("acme corp", "cache", "Redis"),
        fact("customer", "database", "SQL Server 2019"),
    ],
    [fact("company", "db", "Postgres 14"), fact("user", "cloud", "AWS")],
    [fact("acme corp", "primary_database", "PostgreSQL 15"), fact("user", "ci", "Jenkins")],
    [
        fact("user", "database_engine", "Postgres 15"),
        fact("company", "cache", "none (Redis removed)"),
        fact("customer", "db", "MySQL 8"),
    ],
    [fact("user", "db", "PostgreSQL"), fact("company", "ci_system", "Jenkins", op="retract")],
    [fact("acme corp", "database", "PostgreSQL 15.4"), fact("user", "caching", "removed")],
]


def test_drifting_llm_ends_with_one_current_value_per_slot_and_whole_chains(
    llm_settings: Settings, llm: ScriptedLLM
) -> None:
    for day, facts in enumerate(DRIFT):
        llm.push(extraction_reply(facts))
        s = session(f"d{day}", "u", day * 3, "About our database and cache.", "Noted.")
        process_session({**s, "tenant_id": "acme"}, settings=llm_settings)
    with MemoryReader(llm_settings.database_url, settings=llm_settings) as r:
        current = r.facts("u", tenant_id="acme")
        history = r.fact_history("u", tenant_id="acme")
    mine = {(f.key, f.value) for f in current if f.entity == "user"}
    assert mine == {("database", "PostgreSQL 15.4"), ("cloud_provider", "AWS")}
    theirs = {(f.entity, f.key, f.value) for f in current if f.entity != "user"}
    assert theirs == {("customer", "database", "MySQL 8")}
    # Exactly one change chain for the user's database, 14 -> 15, and the 14 interval closed.
    db_changes = [
        (h.change, h.old_value, h.new_value)
        for h in history
        if h.entity == "user" and h.key == "database" and h.old_value and h.new_value
    ]
    assert db_changes == [("superseded", "PostgreSQL 14", "PostgreSQL 15")]
    ends = {(h.key, h.change, h.old_value) for h in history if h.change == "retracted"}
    assert ends == {("cache", "retracted", "Redis"), ("ci_system", "retracted", "Jenkins")}
    with Store(llm_settings.database_url).read() as tx:
        stated = {
            row.stated_as
            for row in tx.execute(
                select(FactHistory.stated_as).where(FactHistory.key == "database")
            )
        }
    assert {"company/db", "acme_corp/primary_database", "user/database_engine"} <= stated
    # The last prompt listed the current slot with its dates and source, not every fact.
    prompt = llm.chat_requests()[-1]["body"]["messages"][1]["content"]
    assert "user.database = PostgreSQL 15 (since 2026-01-11" in prompt
    assert "session d2)" in prompt and "customer.database" not in prompt


def test_an_old_shape_reply_still_merges_and_keys_are_slugged(
    llm_settings: Settings, llm: ScriptedLLM
) -> None:
    reply = {
        "facts": [fact("../../u-2/plan", "user:bob@globex", "Pro")],
        "importance": 5,
        "topic": "t",
        "summary": "s",
    }
    llm.push(extraction_reply(reply["facts"]))
    process_session(session("o1", "u", 0, "hello"), settings=llm_settings)
    with MemoryReader(llm_settings.database_url, settings=llm_settings) as r:
        [f] = r.facts("u")
    assert (f.entity, f.key) == ("user", "user_bob_globex")
    assert json.dumps(reply)  # the reply had no op/previous fields


BUILTIN = [
    ("We run PostgreSQL 14 on AWS, with Redis as a cache. My email is ann@example.com", ""),
    ("Quick update: we upgraded to 15 last weekend.", "Nice, PostgreSQL 15 is faster."),
    ("We're on Postgres 15 now. My email is still ann@example.com", ""),
    ("We dropped Redis entirely. My email is now ann.k@example.org", ""),
]


def test_builtin_pipeline_detects_changes_across_wordings_and_retractions(
    make_settings: Callable[..., Settings],
) -> None:
    settings = make_settings(pii_pseudonym_key="11" * 32)
    for day, (user_text, reply) in enumerate(BUILTIN):
        texts = [user_text, reply] if reply else [user_text]
        process_session(session(f"b{day}", "u", day * 7, *texts), settings=settings)
    with MemoryReader(settings.database_url, settings=settings) as r:
        current = {f.key: f.value for f in r.facts("u")}
        history = r.fact_history("u")
    assert set(current) == {"database", "cloud_provider", "email"}
    assert current["database"] == "PostgreSQL 15"
    assert "example" not in json.dumps(current)  # pseudonyms, never the address
    changes = [(h.key, h.change) for h in history if h.old_value and h.new_value]
    assert changes == [("database", "superseded"), ("email", "superseded")]
    assert [(h.key, h.old_value) for h in history if h.change == "retracted"] == [
        ("cache", "Redis")
    ]
    confirmed = [h.key for h in history if h.change == "confirmed"]
    assert confirmed.count("email") == 1 and "database" in confirmed
