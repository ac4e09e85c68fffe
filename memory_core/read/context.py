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
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import lru_cache
from itertools import accumulate
from typing import Any

from memory_core.embed.text import terms
from memory_core.read.views import EpisodeHit, FactView, ProcedureView, RuleView
from memory_core.settings import Settings
from memory_core.tokens import at_least, count_tokens

#: Every item is "- " and at least one word: at least two tokens. Less room is a full layer.
MIN_ITEM_TOKENS = 2
#: Rendered lines repeat from one context to the next (a user's facts, rules, chunks and
#: messages): each distinct line is encoded once per process.
_count = lru_cache(maxsize=32_768)(count_tokens)
#: Facts are many and ranked: after this many in a row do not fit, the layer is full.
FACT_MISSES = 8


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


def _message_part(m: Mapping[str, Any]) -> str:
    return f" {m.get('role')}: {' '.join(str(m.get('content')).split())}"


def widen_episodes(
    section: ContextSection,
    transcripts: Mapping[str, Sequence[Mapping[str, Any]]],
    *,
    max_rounds: int = 3,
) -> None:
    """Grow the included hits, best first, by one neighbouring message on each side per
    round, while the episodic budget allows: more hits come first, then more context.

    Each message is rendered and counted once: a widened excerpt is its prefix and its
    messages, each a separate pre-tokenizer piece (" role: ..."), so their counts add up.
    """
    parts: dict[tuple[str, int], tuple[str, int]] = {}
    positions: dict[str, dict[Any, int]] = {}

    def part(sid: str, k: int) -> tuple[str, int]:
        got = parts.get((sid, k))
        if got is None:
            text = _message_part(transcripts[sid][k])
            got = parts[(sid, k)] = (text, _count(text))
        return got

    for _ in range(max_rounds):
        grew = False
        for i, item in enumerate(section.items):
            sid = str(item.reason.get("session_id"))
            msgs = transcripts.get(sid)
            if not msgs:
                continue
            if sid not in positions:
                positions[sid] = {m.get("id"): k for k, m in reversed(list(enumerate(msgs)))}
            shown = item.reason.get("shown_message_ids") or item.reason["message_ids"]
            pos = [positions[sid][m] for m in shown if m in positions[sid]]
            if not pos:
                continue
            lo, hi = max(0, min(pos) - 1), min(len(msgs) - 1, max(pos) + 1)
            if (lo, hi) == (min(pos), max(pos)):
                continue
            window = [part(sid, k) for k in range(lo, hi + 1)]
            prefix = f"- [{item.reason.get('date')} {item.reason['session_id']}]"
            tokens = _count(prefix) + sum(n for _, n in window)
            text = prefix + "".join(t for t, _ in window)
            ids = [msgs[k].get("id") for k in range(lo, hi + 1)]
            reason = {**item.reason, "shown_message_ids": ids}
            grew |= section.try_replace(i, text, reason, tokens)
        if not grew:
            return


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


def _query_pattern(query: str) -> tuple[re.Pattern[str], int] | None:
    """A pattern matching the query's stemmed terms where they begin a word, and how many
    terms there are (None when the query has none)."""
    wanted = sorted(set(terms(query)), key=len, reverse=True)
    if not wanted:
        return None
    # A stem begins a word: not preceded by a letter or digit ('_' separates key words).
    alternatives = "|".join(map(re.escape, wanted))
    return re.compile(rf"(?<![^\W_])({alternatives})", re.IGNORECASE), len(wanted)


def rank_facts(facts: Sequence[FactView], query: str) -> list[tuple[float, FactView]]:
    """Facts by relevance to the query, then (as before) confidence, category and key.

    Relevance is the share of the query's stemmed terms that begin a word of the fact's
    entity, key or value: one regex scan over all the facts' text, whatever their number.
    """
    found: dict[int, set[str]] = {}
    compiled = _query_pattern(query) if facts else None
    if compiled is not None:
        pattern, n_terms = compiled
        texts = [f"{f.entity} {f.key} {f.value}" for f in facts]
        starts = list(accumulate((len(t) + 1 for t in texts[:-1]), initial=0))
        for m in pattern.finditer("\n".join(texts)):
            found.setdefault(bisect_right(starts, m.start()) - 1, set()).add(m.group(1).lower())
    scored = [(len(found[i]) / n_terms if i in found else 0.0, f) for i, f in enumerate(facts)]
    scored.sort(key=lambda x: (-x[0], -x[1].confidence, x[1].category, x[1].key))
    return scored


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
) -> AgentContext:
    """The three layers; facts ranked by relevance to ``match_query`` (default ``query``:
    the reader passes the query masked as the store is, with pseudonym keys)."""
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
    for r in rules:  # consolidated rules lead the semantic layer: they generalise facts
        if ctx.semantic.full:
            break
        ctx.semantic.try_add(
            f"- {r.rule} (from {r.evidence_count} sessions)",
            {"rule_id": r.rule_id, "concept": r.concept, "confidence": r.confidence},
        )
    ctx.semantic.limit_misses(FACT_MISSES)
    for relevance, f in rank_facts(facts, match_query or query) if not ctx.semantic.full else ():
        if ctx.semantic.full:
            break
        ctx.semantic.try_add(
            f"- {f.entity} {f.key}: {f.value} (since {f.valid_from.date().isoformat()})",
            {
                "category": f.category,
                "confidence": f.confidence,
                "relevance": round(relevance, 4),
                "valid_from": f.valid_from.isoformat(),
                "source_session_id": f.source_session_id,
            },
        )
    for h in hits:
        if ctx.episodic.full:
            break
        ctx.episodic.try_add(
            f"- [{h.started_at.date().isoformat()} {h.session_id}] {' '.join(h.text.split())}",
            {
                "session_id": h.session_id,
                "date": h.started_at.date().isoformat(),
                "chunk_id": h.chunk_id,
                "message_ids": h.message_ids,
                "score": round(h.score, 4),
                "relevance": round(h.relevance, 4),
                "recency": round(h.recency, 4),
                "importance": round(h.importance, 4),
            },
        )
    return ctx
