"""Context assembly: fill procedural, semantic, then episodic layers within token budgets.

Default budgets follow the seed design: about 800 tokens for procedures, 1,200 for facts
and up to 30% of the total for episodes, the rest left to the caller's own prompt; on small
totals each layer is scaled down (20% / 30% / 30%). Tokens are counted with tiktoken
(cl100k_base), so the total never exceeds ``max_tokens``.
Every item carries the reason it was included (score parts, confidence, validity).

A context costs what it shows, not what it leaves out: each rendered item is counted once
(a section's size is its title, its items and one newline between each, an upper bound of
the exact count of its text, which is what ``tokens`` reports), an item whose word count
alone exceeds the room left is skipped without being encoded, a layer stops trying items
once it is full, and facts are ranked by relevance to the query first so the best ones fit.

A context an agent can trust says each thing once: one line per fact slot (``semantic``),
a rule instead of the fact line it covers, one window per session with every message shown
at most once (``episodes``); what procedures and facts leave unused goes to episodes. A
fact that a newer message of the loaded sessions takes back says so and quotes it
(``staleness``), so no stale value sits unmarked above the excerpt that contradicts it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from typing import Any

from memory_core.read import semantic
from memory_core.read.episodes import EpisodeWindows, order_hits
from memory_core.read.semantic import rank_facts
from memory_core.read.staleness import Newer, newer_statements
from memory_core.read.views import (
    EpisodeHit,
    FactChange,
    FactView,
    IssueView,
    ProcedureView,
    RuleView,
)
from memory_core.settings import Settings
from memory_core.tokens import at_least, count_tokens

#: Every item is "- " and at least one word: at least two tokens. Less room is a full layer.
MIN_ITEM_TOKENS = 2
#: Rendered lines repeat from one context to the next (a user's facts, rules, chunks and
#: messages): each distinct line is encoded once per process.
_count = lru_cache(maxsize=32_768)(count_tokens)
#: Facts are many and ranked: after this many in a row do not fit, the layer is full.
FACT_MISSES = 8
#: For state and preference questions a newer episode passes an older one this much more
#: relevant (the newest statement wins ties; the spread is over the hits' dates).
NEWEST_TIE = 0.05

__all__ = ["AgentContext", "ContextSection", "assemble_context", "budgets", "rank_facts"]


@dataclass
class ContextItem:
    text: str
    tokens: int
    reason: dict[str, Any]


@dataclass
class ContextSection:
    name: str
    title: str
    budget: int
    items: list[ContextItem] = field(default_factory=list)
    max_misses: int | None = None  # consecutive misses after which the layer counts as full
    _head: int = field(default=-1, repr=False)
    _sum: int = field(default=0, repr=False)
    _misses: int = field(default=0, repr=False)

    @property
    def text(self) -> str:
        if not self.items:
            return ""
        return "\n".join([f"## {self.title}", *(i.text for i in self.items)])

    @property
    def tokens(self) -> int:
        """The exact count of ``text`` (never more than ``used``)."""
        return count_tokens(self.text)

    @property
    def used(self) -> int:
        """What the section may cost: title, items and separators, each counted once."""
        return self._title_tokens() + self._sum + len(self.items) if self.items else 0

    def limit_misses(self, max_misses: int | None) -> None:
        """From now on, count the layer as full after ``max_misses`` misses in a row."""
        self.max_misses, self._misses = max_misses, 0

    @property
    def full(self) -> bool:
        if self.max_misses is not None and self._misses >= self.max_misses:
            return True
        return self._room() < MIN_ITEM_TOKENS

    def _title_tokens(self) -> int:
        if self._head < 0:
            self._head = count_tokens(f"## {self.title}")
        return self._head

    def _room(self) -> int:
        """Tokens the next item may have (its separator, and the title if first, paid)."""
        return self.budget - (self.used if self.items else self._title_tokens()) - 1

    def try_add(self, text: str, reason: dict[str, Any], tokens: int | None = None) -> bool:
        """Add the item only if the section still fits the budget."""
        room = self._room()
        if at_least(text) > room or (n := _count(text) if tokens is None else tokens) > room:
            self._misses += 1
            return False
        self.items.append(ContextItem(text, n, reason))
        self._sum += n
        self._misses = 0
        return True

    def pop(self) -> None:
        """Drop the last item (the exact count came out over the budget)."""
        old = self.items.pop()
        self._sum -= old.tokens

    def try_replace(
        self, index: int, text: str, reason: dict[str, Any], tokens: int | None = None
    ) -> bool:
        """Swap an item's text (e.g. for a wider excerpt) only if the section still fits."""
        old = self.items[index]
        n = _count(text) if tokens is None else tokens
        if self.used - old.tokens + n > self.budget:
            return False
        self.items[index] = ContextItem(text, n, reason)
        self._sum += n - old.tokens
        return True


@dataclass
class AgentContext:
    user_id: str
    query: str
    max_tokens: int
    procedural: ContextSection
    semantic: ContextSection
    episodic: ContextSection

    @property
    def sections(self) -> list[ContextSection]:
        return [self.procedural, self.semantic, self.episodic]

    @property
    def text(self) -> str:
        return "\n\n".join(s.text for s in self.sections if s.items)

    @property
    def total_tokens(self) -> int:
        return count_tokens(self.text)

    def tokens_by_layer(self) -> dict[str, int]:
        return {s.name: s.tokens for s in self.sections}

    def to_dict(self) -> dict[str, Any]:
        return {
            "user_id": self.user_id,
            "query": self.query,
            "max_tokens": self.max_tokens,
            "total_tokens": self.total_tokens,
            "sections": [
                {
                    "name": s.name,
                    "budget": s.budget,
                    "tokens": s.tokens,
                    "items": [
                        {"text": i.text, "tokens": i.tokens, "reason": i.reason} for i in s.items
                    ],
                }
                for s in self.sections
            ],
        }


def budgets(max_tokens: int, settings: Settings) -> tuple[int, int, int]:
    # Two separators between three sections cost at most a few tokens: keep them in reserve.
    usable = max(0, max_tokens - 4)
    proc = min(settings.context_procedural_tokens, int(usable * 0.2))
    sem = min(settings.context_semantic_tokens, int(usable * 0.3))
    epi = int(usable * settings.context_episodic_share)
    epi = min(epi, usable - proc - sem)
    return proc, sem, max(0, epi)


def assemble_context(
    *,
    user_id: str,
    query: str,
    max_tokens: int,
    procedures: Sequence[ProcedureView],
    facts: Sequence[FactView],
    hits: Sequence[EpisodeHit],
    settings: Settings,
    rules: Sequence[RuleView] = (),
    match_query: str | None = None,
    transcripts: Mapping[str, Sequence[Mapping[str, Any]]] | None = None,
    changes: Sequence[FactChange] = (),
    issues: Sequence[IssueView] = (),
    now: datetime | None = None,
    widen_rounds: int = 3,
) -> AgentContext:
    """The three layers; facts ranked by relevance to ``match_query`` (default ``query``:
    the reader passes the query masked as the store is, with pseudonym keys).

    Episodes are shown from ``transcripts`` (the hits' sessions), one window per session;
    without them each hit shows its chunk's own lines. The budget procedures and facts leave
    unused goes to episodes.
    """
    b_proc, b_sem, b_epi = budgets(max_tokens, settings)
    ctx = AgentContext(
        user_id=user_id,
        query=query,
        max_tokens=max_tokens,
        procedural=ContextSection("procedural", "How to behave (learned rules)", b_proc),
        semantic=ContextSection("semantic", "Known facts", b_sem),
        episodic=ContextSection("episodic", "Relevant past conversations", b_epi),
    )
    for p in procedures:
        if ctx.procedural.full:
            break
        if p.deprecated:
            continue
        label = p.behaviour or p.pattern_id
        when = f"When {p.trigger}: " if p.trigger else ""
        ctx.procedural.try_add(
            f"- {when}{label} (confidence {p.confidence:.2f}, {p.succeeded}/{p.applied} succeeded)",
            {"pattern_id": p.pattern_id, "confidence": p.confidence, "applied": p.applied},
        )
    newer = newer_statements(facts, hits, transcripts or {}) if facts and hits else {}
    _fill_semantic(ctx.semantic, facts, rules, changes, issues, match_query or query, now, newer)
    # What procedures and facts left unused is the episodes' (the total stays the same).
    ctx.episodic.budget += max(0, b_proc - ctx.procedural.used) + max(0, b_sem - ctx.semantic.used)
    quoted = [
        (i.text, "rule" if "rule_id" in i.reason else "open issue")
        for i in ctx.semantic.items
        if "rule_id" in i.reason or "issue" in i.reason
    ]
    windows = EpisodeWindows(ctx.episodic, transcripts or {}, _count, quoted)
    for h in order_hits(hits, semantic.is_state_query(match_query or query), NEWEST_TIE):
        if ctx.episodic.full:
            break
        windows.add_hit(h)
    if ctx.episodic.items and not ctx.episodic.full and widen_rounds > 0:
        windows.widen(widen_rounds)
    while ctx.episodic.items and ctx.episodic.tokens > ctx.episodic.budget:  # never over
        ctx.episodic.pop()
    return ctx


def _fill_semantic(
    section: ContextSection,
    facts: Sequence[FactView],
    rules: Sequence[RuleView],
    changes: Sequence[FactChange],
    issues: Sequence[IssueView],
    query: str,
    now: datetime | None,
    newer: Mapping[tuple[str, str], Newer] | None = None,
) -> None:
    """Rules (and the slots they cover), relevant open issues, then one line per slot."""
    slots = semantic.newest_per_slot(facts)
    current = {(f.entity, f.key): f for f in slots}
    shown_rules, covered = semantic.split_rules(rules, current)
    for r, slot in shown_rules:  # consolidated rules lead: they generalise facts
        if section.full:
            break
        reason: dict[str, Any] = {
            "rule_id": r.rule_id,
            "concept": r.concept,
            "confidence": r.confidence,
        }
        if slot is not None:
            reason["covers"] = f"{slot[0]} {slot[1]}"
        section.try_add(f"- {r.rule} (from {r.evidence_count} sessions)", reason)
    for rel, i in semantic.relevant_issues(issues, query):
        if section.full:
            break
        section.try_add(
            f"- open issue {i.key}: {i.text} (since {i.first_seen.date().isoformat()})",
            {"issue": i.key, "status": i.status, "relevance": round(rel, 4)},
        )
    if section.full:
        return
    previous = semantic.recent_previous(changes, now) if now is not None and changes else {}
    section.limit_misses(FACT_MISSES)
    newest = semantic.is_state_query(query)
    for relevance, f in semantic.rank_facts(slots, query, newest_first=newest):
        if section.full:
            break
        if (f.entity, f.key) in covered:
            continue
        was = previous.get((f.entity, f.key))
        reason = {
            "category": f.category,
            "confidence": f.confidence,
            "relevance": round(relevance, 4),
            "valid_from": f.valid_from.isoformat(),
            "source_session_id": f.source_session_id,
        }
        if was is not None:
            reason["previous"] = {"value": was[0], "until": was[1].isoformat()}
        later = (newer or {}).get((f.entity, f.key))
        if later is not None:
            reason["newer_statement"] = {
                "session_id": later.session_id,
                "message_id": later.message_id,
                "at": later.at.isoformat(),
            }
        note = later.note() if later is not None else None
        section.try_add(semantic.fact_line(f, was, note), reason)
