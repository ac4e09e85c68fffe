"""The episodic layer: one window per session, each message shown once.

Chunks overlap (a chunk's text carries its neighbours as ``(context)`` lines) and several
chunks of one session often rank together, so showing hits one by one repeated messages
(23% of episodic tokens on realistic sessions). Here every hit adds only its *own* messages
to its session's window (one item per session, runs of consecutive messages joined by
" …"), read from the stored transcript; widening then adds neighbours not yet shown. A
message is therefore rendered at most once, whatever the overlap of the hits.

A window's cost is its prefix plus each message part (" role: ..." is one pre-tokenizer
piece, so counts add up) plus the gap markers; the assembler checks the exact count last.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from memory_core.model.chunking import CONTEXT_PREFIX
from memory_core.read.views import EpisodeHit

GAP = " \u2026"


class Section(Protocol):  # the part of ContextSection this module uses
    items: list[Any]

    @property
    def full(self) -> bool: ...

    def try_add(self, text: str, reason: dict[str, Any], tokens: int | None = None) -> bool: ...

    def try_replace(
        self, index: int, text: str, reason: dict[str, Any], tokens: int | None = None
    ) -> bool: ...


def message_part(m: Mapping[str, Any]) -> str:
    return f" {m.get('role')}: {' '.join(str(m.get('content')).split())}"


def own_lines(hit: EpisodeHit) -> list[str]:
    """A chunk's own messages (without the neighbours it carries as context lines)."""
    lines = [ln for ln in hit.text.splitlines() if not ln.startswith(CONTEXT_PREFIX)]
    return [" ".join(ln.split()) for ln in lines if ln.strip()]


@dataclass
class _Window:
    session_id: str
    date: str
    msgs: Sequence[Mapping[str, Any]]
    item: int
    shown: set[int] = field(default_factory=set)
    hits: list[EpisodeHit] = field(default_factory=list)


class EpisodeWindows:
    """Builds the episodic section; ``count`` counts one rendered piece of text."""

    def __init__(
        self,
        section: Section,
        transcripts: Mapping[str, Sequence[Mapping[str, Any]]],
        count: Any,
        quoted: Sequence[tuple[str, str]] = (),
    ) -> None:
        self.section = section
        self.transcripts = transcripts
        self.count = count
        # (line already shown, what it is): rules and open issues quoting the user's words
        self.quoted = quoted
        self.windows: dict[str, _Window] = {}
        self.seen_ids: set[tuple[str, str]] = set()  # (session, message id) shown so far
        self._parts: dict[tuple[str, int], tuple[str, int]] = {}
        self._positions: dict[str, dict[str, int]] = {}

    def _part(self, w: _Window, k: int) -> tuple[str, int]:
        got = self._parts.get((w.session_id, k))
        if got is None:
            text = message_part(w.msgs[k])
            said = text.split(": ", 1)[1]
            where = next((n for q, n in self.quoted if len(said) >= 25 and said in q), None)
            if where is not None:  # said once, above
                text = f" {w.msgs[k].get('role')}: (quoted in the {where} above)"
            got = self._parts[(w.session_id, k)] = (text, self.count(text))
        return got

    def _render(self, w: _Window, shown: set[int]) -> tuple[str, int, list[Any]]:
        prefix = f"- [{w.date} {w.session_id}]"
        pieces, tokens, last = [prefix], self.count(prefix), None
        for k in sorted(shown):
            if last is not None and k != last + 1:
                pieces.append(GAP)
                tokens += self.count(GAP)
            text, n = self._part(w, k)
            pieces.append(text)
            tokens += n
            last = k
        return "".join(pieces), tokens, [w.msgs[k].get("id") for k in sorted(shown)]

    def _reason(self, w: _Window, ids: list[Any]) -> dict[str, Any]:
        best = w.hits[0]
        return {
            "session_id": w.session_id,
            "date": w.date,
            "chunk_id": best.chunk_id,
            "chunk_ids": [h.chunk_id for h in w.hits],
            "message_ids": list(dict.fromkeys(m for h in w.hits for m in h.message_ids)),
            "shown_message_ids": ids,
            "score": round(best.score, 4),
            "relevance": round(best.relevance, 4),
            "recency": round(best.recency, 4),
            "importance": round(best.importance, 4),
        }

    def _grow(self, w: _Window, new: set[int], hit: EpisodeHit | None) -> bool:
        shown = w.shown | new
        if hit is not None:
            w.hits.append(hit)
        text, tokens, ids = self._render(w, shown)
        reason = self._reason(w, ids)
        if w.item < 0:
            ok = self.section.try_add(text, reason, tokens)
            if ok:
                w.item = len(self.section.items) - 1
        else:
            ok = self.section.try_replace(w.item, text, reason, tokens)
        if ok:
            w.shown = shown
            self.seen_ids.update((w.session_id, str(w.msgs[k].get("id"))) for k in new)
        elif hit is not None:
            w.hits.pop()
        return ok

    def add_hit(self, hit: EpisodeHit) -> bool:
        """Show a hit's own messages not shown yet; True if the layer took something."""
        sid = hit.session_id
        msgs = self.transcripts.get(sid)
        if sid not in self._positions and msgs:
            self._positions[sid] = {str(m.get("id")): k for k, m in enumerate(msgs)}
        pos = self._positions.get(sid, {})
        mine = {pos[str(m)] for m in hit.message_ids if str(m) in pos}
        if not mine:  # no transcript (e.g. pruned): the chunk's own lines, if not shown
            if all((sid, str(m)) in self.seen_ids for m in hit.message_ids):
                return False
            text = f"- [{hit.started_at.date().isoformat()} {sid}] " + " ".join(own_lines(hit))
            bare = _Window(sid, hit.started_at.date().isoformat(), [], -1, hits=[hit])
            ok = self.section.try_add(text, self._reason(bare, list(hit.message_ids)))
            if ok:
                self.seen_ids.update((sid, str(m)) for m in hit.message_ids)
            return ok
        w = self.windows.get(sid)
        if w is None:
            assert msgs is not None
            w = self.windows[sid] = _Window(sid, hit.started_at.date().isoformat(), msgs, -1)
        new = mine - w.shown
        if not new:
            if hit.chunk_id not in {h.chunk_id for h in w.hits}:
                w.hits.append(hit)  # covered already: cited, costs nothing
                if w.item >= 0:
                    self.section.items[w.item].reason["chunk_ids"].append(hit.chunk_id)
            return False
        return self._grow(w, new, hit)

    def widen(self, max_rounds: int = 3) -> None:
        """Add one unshown neighbour on each side of every run, best window first, per round."""
        for _ in range(max_rounds):
            grew = False
            for w in sorted(self.windows.values(), key=lambda x: x.item):
                if w.item < 0 or self.section.full:
                    continue
                new = {k + d for k in w.shown for d in (-1, 1)} - w.shown
                new = {k for k in new if 0 <= k < len(w.msgs)}
                if new:
                    grew |= self._grow(w, new, None)
            if not grew:
                return


def order_hits(hits: Sequence[EpisodeHit], newest_wins: bool, tie: float) -> list[EpisodeHit]:
    """Hits best first; with ``newest_wins`` (state and preference questions) a newer hit
    goes ahead of an older one whose relevance is within ``tie`` of its own."""
    if not newest_wins or len(hits) < 2:
        return list(hits)
    stamps = [h.started_at.timestamp() for h in hits]
    lo, hi = min(stamps), max(stamps)
    span = hi - lo or 1.0
    return [
        h
        for _, h in sorted(
            zip(stamps, hits, strict=True),
            key=lambda x: -(x[1].relevance + tie * (x[0] - lo) / span),
        )
    ]
