"""Corrections the vocabulary cannot name are grouped by their subject (a shared word stem
in the statement or the turns it reacts to) and named from the user's own words (pure)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from memory_core.jobs.reflect.meaning import name_group, problem_stems, stems, term_links
from memory_core.jobs.reflect.statements import (
    Statement,
    find_statements,
    group_statements,
    statement_vectors,
)

T0 = datetime(2026, 5, 4, 9, 0, tzinfo=UTC)


def _session(i: int, sid: str, turns: list[str]) -> list[Statement]:
    msgs = [(f"{sid}-m{k}", t) for k, t in enumerate(turns) if k % 2 == 0]
    before = {f"{sid}-m{k}": " ".join(turns[max(0, k - 2) : k]) for k in range(1, len(turns))}
    return find_statements(i, sid, T0 + timedelta(days=9 * i), msgs, before)


PROXY = [  # one wish, three wordings that share no phrase, only their subject
    [
        "Our npm installs time out behind the office network.",
        "Try setting strict-ssl=false in .npmrc for now.",
        "no, we never disable strict-ssl here, compliance would kill me",
    ],
    [
        "pip cannot reach the index from the runners.",
        "You could add --trusted-host to skip SSL verification.",
        "again, skipping TLS checks is off the table for us",
    ],
    [
        "git clone fails with SSL certificate problem on the build box.",
        "Set http.sslVerify false as a workaround.",
        "please don't suggest turning sslVerify off, give me the proper CA fix next time",
    ],
]


def _groups(sessions: list[list[str]]) -> tuple[list[Statement], list[list[str]]]:
    stmts = [st for i, turns in enumerate(sessions) for st in _session(i, f"s{i}", turns)]
    vecs = statement_vectors([s.text for s in stmts]) if stmts else None
    groups = group_statements(stmts, vecs, similarity=0.25, min_sessions=3)
    return stmts, [g.sessions() for g in groups if g.concept is None]


def test_differently_worded_corrections_on_one_subject_group_and_name_a_rule() -> None:
    stmts, groups = _groups(PROXY)
    assert groups == [["s0", "s1", "s2"]]
    said = [s for s in stmts if not s.opening]
    concept, rule = name_group([s.text for s in said], [s.context for s in said], [], 3)
    assert concept.startswith("said:") and rule.endswith("(correction repeated in 3 sessions)")
    assert '"' not in rule  # a directive, not a quoted turn
    assert "ssl" in rule.lower() or "tls" in rule.lower()
    # A later run with the same subject keeps the concept (the rule is updated, not doubled).
    again, _ = name_group([s.text for s in said][1:], [s.context for s in said][1:], [concept], 2)
    assert again == concept


def test_one_off_and_unrelated_corrections_make_no_group() -> None:
    unrelated = [
        PROXY[0],
        ["Invoices show the wrong VAT id.", "Fixed in billing.", "never send invoices to sales"],
        ["The export is slow.", "Use the async endpoint.", "don't page me at night about it"],
    ]
    assert _groups(unrelated)[1] == []


def test_opening_complaints_do_not_count_as_corrections() -> None:
    stmts = _session(0, "c1", ["hi, reset emails never arrive", "Checking the queue."])
    assert [s.opening for s in stmts] == [True]


def test_what_the_users_problems_are_about_does_not_link() -> None:
    # "deploy" is what this user's sessions are about; alone it says nothing about a wish.
    stmts = [
        Statement(i, f"s{i}", f"s{i}-m2", T0, f"never deploy on {day}", context="deploy help")
        for i, day in enumerate(["friday", "monday", "sunday", "payday", "holiday", "tuesday"])
    ]
    assert stems("never deploy on friday") == {"deplo", "frida"}
    opened = [(s.session_id, f"the {s.session_id} deploy is stuck") for s in stmts]
    assert problem_stems(opened) == {"deplo", "stuck"}  # the session ids occur once each
    assert term_links(stmts, min_sessions=3, domain=problem_stems(opened)) == []
    # Without what the sessions are about, the shared subject links them.
    assert term_links(stmts, min_sessions=3)


def test_a_word_two_clauses_share_by_chance_does_not_link() -> None:
    # "machine" comes up in two sessions only: below min_sessions, it links nothing.
    stmts = [
        Statement(0, "a", "a-m2", T0, "no admin rights on my machine"),
        Statement(1, "b", "b-m2", T0, "check it from my machine"),
        Statement(2, "c", "c-m2", T0, "PowerShell please"),
    ]
    assert term_links(stmts, min_sessions=3) == []


def test_a_turn_is_split_into_clauses_so_two_wishes_in_one_turn_stay_two() -> None:
    sessions = [
        [
            "The booking page is slow.",
            "Restart the app server now.",
            "Not now, we're in the middle of clinic hours. Restart only after 6 pm.",
        ],
        [
            "We switch the SMS provider.",
            "Done.",
            "Please always give me the rollback with any change.",
        ],
        [
            "The lab import needs a new certificate.",
            "Installing it now.",
            "The clinic hours are on, wait until after 6 pm. And what's the rollback?",
        ],
        ["Turn on 2FA for reception.", "Enabled.", "Give me the rollback too, as usual."],
        [
            "The printer queue is stuck.",
            "Restarting the print server.",
            "No restarts during clinic hours, after 6 please, same as every time.",
        ],
    ]
    stmts = [st for i, turns in enumerate(sessions) for st in _session(i, f"p{i}", turns)]
    assert any(s.text == "And what's the rollback?" for s in stmts)  # a clause of its own
    vecs = statement_vectors([s.text for s in stmts])
    groups = group_statements(stmts, vecs, similarity=0.25, min_sessions=3)
    assert sorted(g.sessions() for g in groups if g.concept is None) == [
        ["p0", "p2", "p4"],
        ["p1", "p2", "p3"],
    ]


def test_a_clause_left_alone_joins_the_group_its_turn_is_in_when_it_shares_a_word() -> None:
    gitops = [
        [
            "The agent pod crashes.",
            "Try this.",
            "please don't suggest kubectl edits, manual changes get reverted by Argo CD",
        ],
        [
            "The agent gets OOMKilled.",
            "Try this.",
            "again: no kubectl, we're GitOps. changes go in the repo",
        ],
        [
            "How do we roll out the config?",
            "Try this.",
            "thanks for remembering, only git changes for us",
        ],
    ]
    stmts = [st for i, turns in enumerate(gitops) for st in _session(i, f"k{i}", turns)]
    vecs = statement_vectors([s.text for s in stmts])
    [group] = [
        g
        for g in group_statements(stmts, vecs, similarity=0.25, min_sessions=3)
        if g.concept is None
    ]
    assert "again: no kubectl, we're GitOps." in [s.text for s in group.statements]
    said = [s for s in group.statements if not s.opening]
    concept, rule = name_group(
        [s.text for s in said],
        [s.context for s in said],
        [],
        3,
        [s.session_id for s in said],
        {"agent"},
    )
    assert "kubectl" in concept and "agent" not in concept
    assert "kubectl" in rule


def test_a_directive_about_the_user_agrees_in_person() -> None:
    from memory_core.jobs.reflect.directive import directive

    assert directive("You know I prefer a table for comparisons", set()).startswith(
        "You know the user prefers a table"
    )
    assert directive("I don't have local admin on this laptop", set()) == (
        "The user does not have local admin on this laptop"
    )
    assert directive("I'd like to understand the reasoning", set()) == (
        "The user would like to understand the reasoning"
    )
