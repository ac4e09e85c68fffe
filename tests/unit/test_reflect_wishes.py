"""Wishes nothing names become rules only when their subject recurs across sessions: two
wishes of one user stay two rules, one-off requests make none, and other wordings of a
named wish do not make a second rule (pure: the built-in reflector on built inputs)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from memory_core.jobs.reflect import ReflectionInput
from memory_core.jobs.reflect.builtin import BuiltinReflector
from memory_core.jobs.reflect.inputs import EpisodeInfo, FactSeen, RuleCandidate
from memory_core.jobs.reflect.meaning import problem_stems
from memory_core.jobs.reflect.run import _statements
from memory_core.jobs.reflect.statements import (
    group_statements,
    problems,
    statement_vectors,
)

T0 = datetime(2026, 4, 6, 9, 0, tzinfo=UTC)


def _rules(sessions: list[list[str]], facts: list[FactSeen] | None = None) -> list[RuleCandidate]:
    """Sessions of alternating user / assistant turns (the user first), a week apart."""
    infos = []
    for i, turns in enumerate(sessions):
        sid = f"s{i}"
        users = [(f"{sid}-m{k}", t) for k, t in enumerate(turns) if k % 2 == 0]
        before = {f"{sid}-m{k}": " ".join(turns[max(0, k - 2) : k]) for k in range(1, len(turns))}
        infos.append(
            EpisodeInfo(i + 1, sid, "u", T0 + timedelta(days=7 * i), None, None, 1, users, before)
        )
    stmts = _statements(infos, facts or [])
    domain = problem_stems([p for e in infos for p in problems(e.session_id, e.user_messages)])
    groups = group_statements(
        stmts,
        statement_vectors([s.text for s in stmts]) if stmts else None,
        similarity=0.25,
        min_sessions=3,
        domain=domain,
    )
    inp = ReflectionInput("t", "u", infos, [], {}, [], [], 3, groups)
    return BuiltinReflector().consolidate(inp).candidates


def _sessions(rule: RuleCandidate) -> list[str]:
    return sorted(sid for _, sid, _ in rule.evidence)


def test_two_wishes_one_session_carries_both_stay_two_rules() -> None:
    rules = _rules(
        [
            [
                "The sync agent can't reach the API.",
                "Run: nc -vz api.example 443",
                "I'm on Windows, there's no nc here. Can you give me the PowerShell version?",
            ],
            [
                "The sync agent log shows a certificate error.",
                "Run it with sudo.",
                "I don't have local admin, IT locked it down. Anything without admin rights?",
            ],
            [
                "Which version of the sync agent is installed?",
                "cat /opt/agent/VERSION",
                "Windows, again. And no admin either, remember. PowerShell, please.",
            ],
            [
                "The sync agent should start at login.",
                "Install it as a system service.",
                "Can't elevate, no admin rights on my machine. Is there a per-user way?",
            ],
            [
                "I want to follow the sync agent log.",
                "tail -f /var/log/agent.log",
                "PowerShell please, I keep telling you, I'm on Windows.",
            ],
        ]
    )
    got = {tuple(_sessions(r)): r for r in rules}
    assert sorted(got) == [("s0", "s2", "s4"), ("s1", "s2", "s3")]
    assert "powershell" in got[("s0", "s2", "s4")].rule.lower()
    assert "admin" in got[("s1", "s2", "s3")].rule.lower()
    assert len({r.concept for r in rules}) == 2


def test_cue_words_on_unrelated_requests_make_no_rule() -> None:
    rules = _rules(
        [
            [
                "Please unlock the account of our warehouse user, he typed it wrong again.",
                "Unlocked.",
                "Got it, thanks. Next time I'll look in the billing page first.",
            ],
            [
                "The delivery-note printer is jammed again.",
                "Check the label roll.",
                "It was a torn label. Works again.",
            ],
            ["Please check again whether cold-room sensor 3 is online.", "It is online.", "ok"],
            ["Can you always send the invoices as PDF? Our accountant asks.", "Done.", "perfect"],
        ]
    )
    assert rules == []


def test_other_wordings_of_a_named_wish_make_no_second_rule() -> None:
    rules = _rules(
        [
            [
                "Il report non si esporta.",
                "Filter by region first.",
                "Scusi, potrebbe rispondermi in italiano? Il mio inglese non è un granché.",
            ],
            [
                "Il grafico mostra marzo.",
                "The cache refreshes daily.",
                "di nuovo in inglese... in italiano per favore, gliel'ho già chiesto",
            ],
            [
                "In italiano, per cortesia: come cambio la valuta?",
                "Impostazioni > Valuta.",
                "Va bene così, grazie.",
            ],
            [
                "Le notifiche arrivano doppie.",
                "Controlli le regole.",
                "Sì. Ah, e continui pure a scrivermi in italiano, mi trovo molto meglio.",
            ],
        ]
    )
    assert [r.rule for r in rules] == ["Answer the user in Italian"]
    assert _sessions(rules[0]) == ["s0", "s1", "s2", "s3"]


def test_stating_the_environment_in_every_session_is_no_wish() -> None:
    sessions = [
        [
            "The export job hangs.",
            "Which queue do you use?",
            "RabbitMQ is no longer used here, we ripped it out, jobs run off the database now.",
        ],
        [
            "Webhooks retry only once.",
            "Is that the Redis cluster?",
            "The Redis cluster is retired, we keep the sessions in the database now.",
        ],
        [
            "Deploys are slow.",
            "What runs the database?",
            "Not MySQL any more: the database is PostgreSQL 16 since the upgrade.",
        ],
    ]
    facts = [
        FactSeen("s0", "user", "message_queue", "technical_environment", "none"),
        FactSeen("s0", "user", "database", "technical_environment", "PostgreSQL 16"),
        FactSeen("s1", "user", "cache", "technical_environment", "none"),
        FactSeen("s1", "user", "database", "technical_environment", "PostgreSQL 16"),
        FactSeen("s2", "user", "database", "technical_environment", "PostgreSQL 16"),
    ]
    assert _rules(sessions, facts) == []


def test_short_acknowledgments_without_a_cue_are_no_statements() -> None:
    sessions = [
        ["The sync is slow.", "Changed the batch size.", "Changed it."],
        ["The export fails.", "Fixed the mapping.", "Understood."],
        ["The report is empty.", "Changed the filter.", "Changed it, understood."],
    ]
    assert _rules(sessions) == []
