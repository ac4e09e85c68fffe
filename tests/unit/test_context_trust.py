"""A context an agent can trust (pure assembly, no database): each message once, one line
per fact slot, rules in place of the facts they cover, unused budget to episodes."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from memory_core.read.context import AgentContext, assemble_context, budgets
from memory_core.read.semantic import is_state_query, issue_views
from memory_core.read.views import EpisodeHit, FactChange, FactView, IssueView, RuleView
from memory_core.settings import Settings
from memory_core.tokens import count_tokens

T0 = datetime(2026, 3, 1, tzinfo=UTC)
SETTINGS = Settings(database_url="sqlite://")


def msgs(session: str, n: int) -> list[dict[str, Any]]:
    return [
        {
            "id": f"{session}-{k}",
            "role": "user" if k % 2 == 0 else "assistant",
            "content": f"message {k} of {session} about the nginx upload timeout",
        }
        for k in range(n)
    ]


def hit(session: str, ids: list[int], rel: float = 1.0, days: int = 0, cid: int = 0) -> EpisodeHit:
    text = "\n".join(f"user: message {k} of {session}" for k in ids)
    text = f"(context) user: message {ids[0] - 1} of {session}\n{text}"
    return EpisodeHit(
        session,
        text,
        [f"{session}-{k}" for k in ids],
        rel,
        rel,
        0.5,
        0.5,
        T0 + timedelta(days=days),
        cid or hash((session, *ids)) % 10_000,
    )


def fact(key: str, value: str, days: int = 0, entity: str = "user") -> FactView:
    return FactView(
        entity, "preferences", key, value, 0.8, T0 + timedelta(days=days), None, f"s{days}", 1
    )


def build(max_tokens: int = 4_000, **kw: Any) -> AgentContext:
    args: dict[str, Any] = {"procedures": [], "facts": [], "hits": [], "settings": SETTINGS}
    args |= {"query": "nginx upload timeout"} | kw
    return assemble_context(user_id="u", max_tokens=max_tokens, **args)


def shown_ids(ctx: AgentContext) -> list[str]:
    return [m for i in ctx.episodic.items for m in i.reason["shown_message_ids"]]


def test_overlapping_hits_of_one_session_make_one_window_without_repeats() -> None:
    transcripts = {"a": msgs("a", 30), "b": msgs("b", 6)}
    hits = [hit("a", [4, 5]), hit("a", [5, 6]), hit("b", [2]), hit("a", [20]), hit("a", [4])]
    for max_tokens in (150, 400, 1_000, 4_000):
        ctx = build(max_tokens, hits=hits, transcripts=transcripts)
        ids = shown_ids(ctx)
        assert len(ids) == len(set(ids)), max_tokens
        assert [i.reason["session_id"] for i in ctx.episodic.items] in (["a", "b"], ["a"])
        for m in ids:  # each message's text appears exactly once
            k = int(m.split("-")[1])
            assert ctx.episodic.text.count(f"message {k} of {m[0]} ") == 1
        assert ctx.total_tokens <= max_tokens
    ctx = build(4_000, hits=hits, transcripts=transcripts)
    top = ctx.episodic.items[0]
    assert "\u2026" in top.text  # messages 4-6 and 20 are two runs of one window
    assert len(top.reason["chunk_ids"]) == 4  # every hit that fed it is cited


def test_without_a_transcript_a_hit_shows_its_own_lines_only() -> None:
    ctx = build(hits=[hit("gone", [3])], transcripts={})
    assert ctx.episodic.items[0].text.endswith("user: message 3 of gone")
    assert "(context)" not in ctx.episodic.text


def test_unused_budget_flows_to_episodes_and_fills_them() -> None:
    transcripts = {f"s{i}": msgs(f"s{i}", 12) for i in range(20)}
    hits = [hit(f"s{i}", [5]) for i in range(20)]
    ctx = build(2_000, hits=hits, transcripts=transcripts)
    layers = sum(budgets(2_000, SETTINGS))
    assert ctx.episodic.budget == layers  # no procedures, no facts: all of it
    assert ctx.episodic.used >= layers // 2
    assert ctx.total_tokens <= 2_000


def test_one_line_per_slot_the_newest_with_its_recent_previous_value() -> None:
    facts = [fact("plan", "Pro", 0), fact("plan", "Standard", 40), fact("database", "MySQL", 1)]
    changes = [
        FactChange("user", "preferences", "plan", "superseded", "Pro", "Standard", "s40",
                   T0 + timedelta(days=40)),
        FactChange("user", "preferences", "database", "superseded", "Oracle", "MySQL", "s1",
                   T0 - timedelta(days=200)),
    ]  # fmt: skip
    ctx = build(facts=facts, changes=changes, now=T0 + timedelta(days=50), query="our plan")
    lines = [i.text for i in ctx.semantic.items]
    assert len(lines) == 2
    assert lines[0].startswith("- user plan: Standard")
    assert "was Pro until 2026-04-10" in lines[0]
    assert "was" not in lines[1]  # the database changed long ago: history, not context


def test_a_rule_replaces_the_line_of_the_slot_it_covers_while_it_holds() -> None:
    rule = RuleView(
        1, "u", "fact:user:date_format", "Use ISO 8601 dates (YYYY-MM-DD).", 0.8, 3, "builtin",
        "active", T0, [], None, {"kind": "fact", "entity": "user", "key": "date_format",
                                 "value": "ISO 8601"},
    )  # fmt: skip
    ctx = build(facts=[fact("date_format", "ISO 8601")], rules=[rule], query="date format")
    texts = [i.text for i in ctx.semantic.items]
    assert len(texts) == 1 and texts[0].startswith("- Use ISO 8601")
    assert ctx.semantic.items[0].reason["covers"] == "user date_format"
    # The user moved on: the rule no longer holds, the newer fact is shown instead.
    ctx = build(facts=[fact("date_format", "DD.MM.YYYY", 9)], rules=[rule], query="dates")
    assert [i.text.split(" (")[0] for i in ctx.semantic.items] == ["- user date_format: DD.MM.YYYY"]


def test_state_questions_let_the_newest_statement_win_ties() -> None:
    assert is_state_query("Which database do we use now?")
    assert not is_state_query("Why did the upload fail in March?")
    facts = [fact("editor", "vim", 0), fact("ide", "vim", 30)]
    ctx = build(facts=facts, query="which editor vim do I prefer")
    assert "ide" not in ctx.semantic.items[0].text  # relevance first: the key matches
    ctx = build(facts=facts, query="vim do I prefer")
    assert ctx.semantic.items[0].text.startswith("- user ide: vim")  # tie: the newest
    transcripts = {"old": msgs("old", 4), "new": msgs("new", 4)}
    hits = [hit("old", [1], rel=0.9, days=0), hit("new", [1], rel=0.88, days=60)]
    ctx = build(hits=hits, transcripts=transcripts, query="what do I prefer now")
    assert ctx.episodic.items[0].reason["session_id"] == "new"
    ctx = build(hits=hits, transcripts=transcripts, query="why did it break")
    assert ctx.episodic.items[0].reason["session_id"] == "old"


def test_open_issues_are_folded_per_key_and_shown_when_relevant() -> None:
    rows = [
        ("s1", T0, [{"key": "err_quota", "status": "open", "text": "Export fails with ERR_QUOTA"}]),
        ("s2", T0 + timedelta(days=1), [{"key": "slow_dashboard", "text": "Dashboard is slow"}]),
        ("s3", T0 + timedelta(days=2), [{"key": "slow_dashboard", "status": "resolved",
                                         "text": "dashboard fixed"}]),
    ]  # fmt: skip
    views = issue_views(rows)
    by_key = {i.key: i for i in views}
    assert by_key["slow_dashboard"].status == "resolved"
    assert by_key["slow_dashboard"].session_ids == ["s2", "s3"]
    assert by_key["err_quota"].status == "open"
    ctx = build(issues=views, query="why does the export fail with ERR_QUOTA?")
    assert [i.reason.get("issue") for i in ctx.semantic.items] == ["err_quota"]
    assert build(issues=views, query="dashboard slow").semantic.items == []  # resolved
    assert build(issues=views, query="invoice address").semantic.items == []
    assert isinstance(views[0], IssueView)


@settings(max_examples=60, deadline=None)
@given(
    st.lists(
        st.tuples(st.integers(0, 3), st.integers(1, 18), st.integers(1, 3)),
        min_size=1,
        max_size=25,
    ),
    st.integers(min_value=40, max_value=3_000),
)
def test_no_message_twice_and_never_over_budget(spec: list[tuple[int, int, int]], n: int) -> None:
    transcripts = {f"s{i}": msgs(f"s{i}", 20) for i in range(4)}
    hits = [hit(f"s{s}", list(range(k, k + w)), cid=j + 1) for j, (s, k, w) in enumerate(spec)]
    ctx = build(n, hits=hits, transcripts=transcripts)
    ids = shown_ids(ctx)
    assert len(ids) == len(set(ids))
    assert ctx.total_tokens <= n
    assert all(i.tokens == count_tokens(i.text) for i in ctx.episodic.items)


def test_a_message_a_rule_quotes_is_not_shown_again() -> None:
    said = "no skipping TLS verification, give me the CA bundle route"
    transcripts = {"a": [{"id": "a-0", "role": "user", "content": said}, *msgs("a", 3)[1:]]}
    rule = RuleView(
        2, "u", "said:tls_verif", f'Correction the user repeated in 3 sessions: "{said}"',
        0.8, 3, "builtin", "active", T0, [],
    )  # fmt: skip
    ctx = build(hits=[hit("a", [0, 1])], transcripts=transcripts, rules=[rule], query="tls")
    assert ctx.text.count(said) == 1
    assert "(quoted in the rule above)" in ctx.episodic.text


def test_a_message_an_open_issue_quotes_is_not_shown_again() -> None:
    said = "the nginx upload timeout still cuts large files off at 60 seconds"
    transcripts = {"a": [{"id": "a-0", "role": "user", "content": said}, *msgs("a", 3)[1:]]}
    issue = IssueView("nginx-upload-timeout", "open", said, T0, T0, ["a"])
    ctx = build(hits=[hit("a", [0, 1])], transcripts=transcripts, issues=[issue])
    assert "open issue nginx-upload-timeout" in ctx.semantic.text
    assert ctx.text.count(said) == 1
    assert "(quoted in the open issue above)" in ctx.episodic.text
