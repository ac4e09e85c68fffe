"""Dreaming that generalises, through the real pipeline and ``memory-core reflect`` on SQLite
and PostgreSQL: differently worded corrections become one rule citing them, one-off
statements make none, unnameable groups are reported, a newer wish retires a rule, and the
``reflection`` LLM schema is shown the grouped candidates (scripted OpenAI-compatible server)."""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from datetime import timedelta
from typing import Any

import pytest
from sqlalchemy import text
from typer.testing import CliRunner

from memory_core import MemoryReader, process_session
from memory_core.cli import app
from memory_core.jobs.reflect import BuiltinReflector, reflect_user
from memory_core.settings import Settings
from memory_core.store.store import Store
from tests.support.llm_server import Reply, ScriptedLLM, chat_completion
from tests.support.sessions import T0, session

NOW = T0 + timedelta(days=30)
DATES = [  # five wordings over three weeks, none of them the extractor's
    (0, "Hi, is 03/04/2026 on the invoice March or April?", "please use YYYY-MM-DD with me"),
    (5, "The usage report period looks odd.", "again, ISO dates not US format please"),
    (10, "We hit 429s on the bulk API.", "dates like 2026-03-01 please, always"),
    (15, "When does our SAML certificate expire?", "keep the yyyy-mm-dd format, we love it"),
    (21, "Can I export the audit log?", "Bitte Datum immer als JJJJ-MM-TT schreiben."),
]
GITOPS = [
    (
        2,
        "The agent pod is in CrashLoopBackOff.",
        "please don't suggest kubectl edits, manual changes get reverted by Argo CD",
    ),
    (9, "The agent gets OOMKilled.", "again: no kubectl, we're GitOps. changes go in the repo"),
    (17, "How do we roll out the config?", "thanks for remembering, only git changes for us"),
]


def _seed(settings: Settings) -> None:
    for i, (day, ask, said) in enumerate(DATES):
        process_session(session(f"h{i}", "helga", day, ask, "Sure.", said), settings=settings)
    for i, (day, ask, said) in enumerate(GITOPS):
        process_session(session(f"k{i}", "helga", day, ask, "Try this.", said), settings=settings)
    process_session(session("x1", "helga", 12, "How do I reset my password?"), settings=settings)
    process_session(  # one-off statements: no rule
        session(
            "o1",
            "oskar",
            3,
            "Webhook signatures fail.",
            "Use the raw body.",
            "btw, use ISO dates with me if you ever write one",
        ),
        settings=settings,
    )
    process_session(
        session(
            "o2", "oskar", 8, "Replay last week?", "Yes.", "could you be more detailed next time"
        ),
        settings=settings,
    )


def test_differently_worded_corrections_become_one_rule_through_the_cli(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    _seed(settings)
    monkeypatch.setenv("MEMORY_DATABASE_URL", settings.database_url)
    monkeypatch.setenv("MEMORY_REFLECT_LOOKBACK_DAYS", "3650")  # the sessions are from January
    runner = CliRunner()
    res = runner.invoke(app, ["reflect", "--tenant", "default", "--json"])
    assert res.exit_code == 0, res.output
    by_user = {r["user_id"]: r for r in json.loads(res.output)}
    assert by_user["helga"]["counts"]["create"] == 2
    assert by_user["oskar"]["counts"]["create"] == 0
    # The GitOps corrections share no concept the vocabulary knows, but a subject: a rule
    # that quotes the user, citing the three sessions.
    assert not [n for n in by_user["helga"]["notes"] if n.startswith("unnamed")]
    with MemoryReader(settings.database_url, settings=settings) as reader:
        [said] = [r for r in reader.rules("helga") if r.concept.startswith("said:")]
        assert "kubectl" in said.concept and "kubectl" in said.rule
        # stated as the directive clause about the user, not a quoted turn
        assert said.rule.endswith("(correction repeated in 3 sessions)")
        assert re.match(r"(?:No|Don't suggest) kubectl", said.rule), said.rule
        assert not re.search(r"\b(?:we|us|our)\b", said.rule)
        assert [e.session_id for e in said.evidence] == ["k0", "k1", "k2"]
        [rule] = [r for r in reader.rules("helga") if r.concept.startswith("fact:")]
        assert rule.rule == "Use ISO 8601 dates (YYYY-MM-DD)"
        assert rule.concept == "fact:user:date_format" and rule.evidence_count == 5
        assert [e.session_id for e in rule.evidence] == ["h0", "h1", "h2", "h3", "h4"]
        assert all(e.message_ids == [f"{e.session_id}-2"] for e in rule.evidence)
        assert reader.rules("oskar") == []
    res = runner.invoke(app, ["reflect", "--user", "helga"])  # same evidence: nothing new
    assert res.exit_code == 0, res.output


def test_a_newer_wish_in_other_words_retires_the_rule(settings: Settings) -> None:
    _seed(settings)
    store = Store(settings.database_url)
    assert reflect_user(store, settings, "default", "helga", now=NOW).counts()["create"] == 2
    process_session(
        session(
            "h9", "helga", 26, "New quarter.", "Noted.", "European date format from now on, please"
        ),
        settings=settings,
    )
    r = reflect_user(store, settings, "default", "helga", now=NOW + timedelta(days=1))
    [retired] = [d for d in r.diff if d.action == "retire"]
    assert "contradicted by a newer" in retired.reason and "DD/MM/YYYY" in retired.reason
    assert not [d for d in r.diff if d.action == "create"]  # one statement is not yet a rule
    store.dispose()


def test_the_llm_is_shown_the_grouped_candidates_and_names_what_the_vocabulary_cannot(
    settings: Settings, make_settings: Callable[..., Settings], llm: ScriptedLLM
) -> None:
    _seed(settings)
    store = Store(settings.database_url)
    with store.sessions() as s:
        ids: dict[str, int] = dict(s.execute(text("SELECT session_id, id FROM episodes")).all())
    answer = {
        "rules": [
            {
                "concept": "no_manual_kubectl",
                "rule": "Do not suggest kubectl changes; everything goes through Git (Argo CD)",
                "evidence_episode_ids": [ids["k0"], ids["k1"], ids["k2"]],
                "confidence": 0.9,
            },
            {
                "concept": "date_format",
                "rule": "Write dates as YYYY-MM-DD",
                "evidence_episode_ids": [ids[f"h{i}"] for i in range(5)],
                "confidence": 0.95,
            },
        ]
    }
    llm.push(Reply(body=chat_completion(json.dumps(answer))))
    llm_settings = make_settings(
        openai_base_url=llm.base_url, openai_api_key="k", llm_model="test-model"
    )
    r = reflect_user(store, llm_settings, "default", "helga", now=NOW)
    assert r.status == "done" and r.counts()["create"] == 2
    [req] = llm.chat_requests()
    assert req["body"]["response_format"]["json_schema"]["name"] == "reflection"
    body = json.loads(req["body"]["messages"][1]["content"])
    groups = body["candidate_groups"]
    named = [g for g in groups if g["concept"] == "date_format"]
    unnamed = [g for g in groups if g["concept"] is None]
    assert len(named) == 1 and named[0]["suggested_rule"] == "Use ISO 8601 dates (YYYY-MM-DD)"
    assert {st["episode_id"] for st in named[0]["statements"]} == {ids[f"h{i}"] for i in range(5)}
    assert len(unnamed) == 1 and unnamed[0]["suggested_rule"] is None
    assert {st["episode_id"] for st in unnamed[0]["statements"]} == {ids[f"k{i}"] for i in range(3)}
    assert "grouped by meaning" in req["body"]["messages"][0]["content"]
    with MemoryReader(settings.database_url, settings=settings) as reader:
        rules = {x.concept: x for x in reader.rules("helga")}
    # A rule of a named group keeps the group's concept: it replaces the built-in one.
    dates = rules["fact:user:date_format"]
    assert dates.rule == "Write dates as YYYY-MM-DD" and dates.basis["key"] == "date_format"
    assert "llm:date_format" not in rules
    gitops = rules["llm:no_manual_kubectl"]
    assert [e.session_id for e in gitops.evidence] == ["k0", "k1", "k2"]
    assert [e.message_ids for e in gitops.evidence] == [["k0-2"], ["k1-2"], ["k2-2"]]
    store.dispose()


PHONE = [  # one wish in three wordings (contact verbs and nouns), two weeks apart
    (0, "The quote lists the wrong seat count.", "thanks. Please phone me once it's sorted"),
    (14, "Is our data stored in the EU?", "good. honestly a quick call works better than email"),
    (28, "Finance needs the PO on invoices.", "ring me next time instead of writing, please"),
]
DETAIL = [  # answer length in three wordings, none of them the vocabulary's
    (3, "How do I connect the dbt project?", "that's too quick for me, walk me through it"),
    (17, "Alerts fire for weekly tables.", "next time give me the full steps, not just a hint"),
    (
        31,
        "The warehouse bill went up.",
        "could you explain how, in depth? the one-liner skipped it",
    ),
]


def test_paraphrased_preferences_become_rules_that_replace_their_fact_lines(
    settings: Settings, monkeypatch: pytest.MonkeyPatch
) -> None:
    for i, (day, ask, said) in enumerate(PHONE):
        process_session(session(f"p{i}", "pia", day, ask, "Sure.", said), settings=settings)
    for i, (day, ask, said) in enumerate(DETAIL):
        process_session(session(f"d{i}", "pia", day, ask, "Done.", said), settings=settings)
    process_session(  # a one-off paraphrase: no rule
        session("o9", "oskar", 5, "Exports are 25 fps.", "Fixed.", "could you ring me next time?"),
        settings=settings,
    )
    monkeypatch.setenv("MEMORY_DATABASE_URL", settings.database_url)
    monkeypatch.setenv("MEMORY_REFLECT_LOOKBACK_DAYS", "3650")
    res = CliRunner().invoke(app, ["reflect", "--tenant", "default", "--json"])
    assert res.exit_code == 0, res.output
    by_user = {r["user_id"]: r for r in json.loads(res.output)}
    assert by_user["pia"]["counts"]["create"] == 2
    assert by_user["oskar"]["counts"]["create"] == 0
    with MemoryReader(settings.database_url, settings=settings) as reader:
        rules = {r.concept: r for r in reader.rules("pia")}
        phone = rules["fact:user:contact_channel"]
        assert phone.rule == "Contact the user by phone"
        assert [e.session_id for e in phone.evidence] == ["p0", "p1", "p2"]
        assert [e.message_ids for e in phone.evidence] == [["p0-2"], ["p1-2"], ["p2-2"]]
        detail = rules["fact:user:answer_style"]
        assert detail.rule == "Give detailed, step-by-step answers"
        assert [e.session_id for e in detail.evidence] == ["d0", "d1", "d2"]
        facts = {f.key: f.value for f in reader.facts("pia")}
        assert facts.get("contact_channel") == "phone"  # the extractor's slot, covered below
        ctx = reader.build_context("pia", "how should I contact Pia?", now=NOW + timedelta(days=9))
        texts = [i.text for i in ctx.semantic.items]
        assert any(t.startswith("- Contact the user by phone") for t in texts)
        # A slot the extractor filled is said once, by the rule that covers it.
        for key in {"contact_channel", "answer_style"} & set(facts):
            assert not [t for t in texts if f" {key}:" in t], (key, texts)
        assert reader.rules("oskar") == []


VERA = [  # the third wording names no channel: only an embedder with meaning links it
    (0, "The renewal quote is wrong.", "please phone me when it's fixed"),
    (9, "Can I get the DPA annex?", "ring me next time, I rarely read my inbox"),
    (20, "Invoices lack our PO number.", "next time, use the number on my profile"),
]


def _meaningful(req: dict[str, Any]) -> Reply:
    """Embeddings as a model with meaning would give them: the three wishes close together
    (they all speak of reaching the user by voice), anything else far from them."""
    inputs = (req.get("body") or {}).get("input") or []
    inputs = [inputs] if isinstance(inputs, str) else inputs
    wish = re.compile(r"phone|ring me|number on my profile", re.IGNORECASE)

    def vector(i: int, t: str) -> list[float]:
        if wish.search(t):
            return [1.0, 0.05 * (i % 3), 0.0, 0.0]
        return [0.0, 0.0, 1.0, float(i)]

    data = [
        {"object": "embedding", "index": i, "embedding": vector(i, t)} for i, t in enumerate(inputs)
    ]
    return Reply(
        body={
            "object": "list",
            "data": data,
            "model": "m",
            "usage": {"prompt_tokens": 1, "total_tokens": 1},
        }
    )


def test_an_embedder_with_meaning_groups_a_paraphrase_the_words_miss(
    settings: Settings, make_settings: Callable[..., Settings], llm: ScriptedLLM
) -> None:
    for i, (day, ask, said) in enumerate(VERA):
        process_session(session(f"v{i}", "vera", day, ask, "Sure.", said), settings=settings)
    store = Store(settings.database_url)
    builtin = BuiltinReflector(settings.reflect_min_sessions)
    words = reflect_user(
        store, settings, "default", "vera", now=NOW, dry_run=True, reflector=builtin
    )
    assert words.counts()["create"] == 0  # two sessions name the phone, the third says "number"
    llm.default_embeddings = _meaningful  # type: ignore[method-assign]
    meaning = make_settings(
        embedder="openai:test-embed", openai_base_url=llm.base_url, openai_api_key="k"
    )
    r = reflect_user(store, meaning, "default", "vera", now=NOW, reflector=builtin)
    assert any(q["path"].endswith("/embeddings") for q in llm.requests)
    [made] = [d for d in r.diff if d.action == "create"]
    assert made.rule == "Contact the user by phone" and made.evidence == 3
    with MemoryReader(settings.database_url, settings=settings) as reader:
        [rule] = reader.rules("vera")
        assert [e.session_id for e in rule.evidence] == ["v0", "v1", "v2"]
        assert rule.evidence[2].message_ids == ["v2-2"]
    store.dispose()
