"""Context assembly: fill procedural, semantic, then episodic layers within token budgets.

Default budgets follow the seed design: about 800 tokens for procedures, 1,200 for facts
and up to 30% of the total for episodes, the rest left to the caller's own prompt; on small
totals each layer is scaled down (20% / 30% / 30%). Tokens are counted with tiktoken
(cl100k_base) on the exact text returned, so the total never exceeds ``max_tokens``.
Every item carries the reason it was included (score parts, confidence, validity).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from memory_core.read.views import EpisodeHit, FactView, ProcedureView, RuleView
from memory_core.settings import Settings
from memory_core.tokens import count_tokens


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

    @property
    def text(self) -> str:
        if not self.items:
            return ""
        return "\n".join([f"## {self.title}", *(i.text for i in self.items)])

    @property
    def tokens(self) -> int:
        return count_tokens(self.text)

    def try_add(self, text: str, reason: dict[str, Any]) -> bool:
        """Add the item only if the rendered section still fits the budget."""
        item = ContextItem(text, count_tokens(text), reason)
        self.items.append(item)
        if self.tokens > self.budget:
            self.items.pop()
            return False
        return True

    def try_replace(self, index: int, text: str, reason: dict[str, Any]) -> bool:
        """Swap an item's text (e.g. for a wider excerpt) only if the section still fits."""
        old = self.items[index]
        self.items[index] = ContextItem(text, count_tokens(text), reason)
        if self.tokens > self.budget:
            self.items[index] = old
            return False
        return True


def widen_episodes(
    section: ContextSection,
    transcripts: Mapping[str, Sequence[Mapping[str, Any]]],
    *,
    max_rounds: int = 3,
) -> None:
    """Grow the included hits, best first, by one neighbouring message on each side per
    round, while the episodic budget allows: more hits come first, then more context."""
    for _ in range(max_rounds):
        grew = False
        for i, item in enumerate(section.items):
            msgs = transcripts.get(str(item.reason.get("session_id")))
            if not msgs:
                continue
            shown = set(item.reason.get("shown_message_ids") or item.reason["message_ids"])
            pos = [k for k, m in enumerate(msgs) if m.get("id") in shown]
            if not pos:
                continue
            lo, hi = max(0, min(pos) - 1), min(len(msgs) - 1, max(pos) + 1)
            if (lo, hi) == (min(pos), max(pos)):
                continue
            window = msgs[lo : hi + 1]
            body = " ".join(
                f"{m.get('role')}: {' '.join(str(m.get('content')).split())}" for m in window
            )
            text = f"- [{item.reason.get('date')} {item.reason['session_id']}] {body}"
            reason = {**item.reason, "shown_message_ids": [m.get("id") for m in window]}
            grew |= section.try_replace(i, text, reason)
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
) -> AgentContext:
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
        if p.deprecated:
            continue
        label = p.behaviour or p.pattern_id
        when = f"When {p.trigger}: " if p.trigger else ""
        ctx.procedural.try_add(
            f"- {when}{label} (confidence {p.confidence:.2f}, {p.succeeded}/{p.applied} succeeded)",
            {"pattern_id": p.pattern_id, "confidence": p.confidence, "applied": p.applied},
        )
    for r in rules:  # consolidated rules lead the semantic layer: they generalise facts
        ctx.semantic.try_add(
            f"- {r.rule} (from {r.evidence_count} sessions)",
            {"rule_id": r.rule_id, "concept": r.concept, "confidence": r.confidence},
        )
    for f in sorted(facts, key=lambda f: (-f.confidence, f.category, f.key)):
        ctx.semantic.try_add(
            f"- {f.entity} {f.key}: {f.value} (since {f.valid_from.date().isoformat()})",
            {
                "category": f.category,
                "confidence": f.confidence,
                "valid_from": f.valid_from.isoformat(),
                "source_session_id": f.source_session_id,
            },
        )
    for h in hits:
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
