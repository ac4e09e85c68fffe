"""What an agent's context carries on LoCoMo: evidence shown, repeats, and budget filled.

Each LoCoMo conversation is ingested through the real pipeline (temporary SQLite) and every
question gets ``MemoryReader.build_context``. Per context:

- **evidence recall**: the share of the question's evidence turns whose text is in the
  episodic layer (a message counts as shown when its first 60 characters appear in it);
- **repeated tokens**: tokens of message text shown more than once in the episodic layer
  (a message's first 60 characters found again: as a chunk's own turn or its context line),
  over all episodic tokens; two distinct turns with the same opening count too, so the
  exact check is the number of contexts that show one message id twice;
- **fill**: tokens used by the three layers over the budgets ``budgets(max_tokens)`` gave
  them, reported for contexts that leave relevant messages unshown (a message of a
  retrieved chunk with relevance > 0 that is not in the layer).

The measure reads only the rendered text, so it compares any two versions of the assembler.

    python benchmarks/context_eval.py [--max-tokens 4000] [--conversations N]
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
from collections.abc import Sequence
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from benchmarks.locomo_retrieval import DEFAULT_DATA, load, store_searcher

SNIPPET = 60


def _snippet(content: str) -> str:
    return " ".join(str(content).split())[:SNIPPET]


def measure(
    ctx: Any, messages: dict[str, str], unshown_candidates: Sequence[str], budget_total: int
) -> dict[str, float]:
    """Repeats, fill and shown ids of one context; ``messages`` maps id -> content."""
    from memory_core.tokens import count_tokens

    text = ctx.episodic.text
    flat = " ".join(text.split())
    epi_tokens = ctx.episodic.tokens
    repeated = 0
    shown: set[str] = set()
    for mid, content in messages.items():
        snip = _snippet(content)
        if len(snip) < 12:
            continue
        n = flat.count(snip)
        if n:
            shown.add(mid)
        if n > 1:
            repeated += (n - 1) * count_tokens(" ".join(str(content).split())[:150])
    ids = [m for i in ctx.episodic.items for m in i.reason.get("shown_message_ids") or []]
    used = sum(s.tokens for s in ctx.sections)
    unshown = [m for m in unshown_candidates if m not in shown]
    return {
        "epi_tokens": epi_tokens,
        "repeated": min(repeated, epi_tokens),
        "fill": used / budget_total if budget_total else 1.0,
        "has_unshown": float(bool(unshown)),
        "dup_ids": len(ids) - len(set(ids)),  # the same message id in two items (new layout)
        "shown": shown,
    }


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument("--max-tokens", type=int, default=4_000)
    parser.add_argument("--conversations", type=int)
    args = parser.parse_args(argv)
    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from memory_core import MemoryReader
    from memory_core.logs import configure_logging
    from memory_core.read.context import budgets
    from memory_core.settings import load_settings
    from memory_core.store.migrate import upgrade

    configure_logging("WARNING")
    conversations = load(args.data)[: args.conversations]
    rows: list[dict[str, Any]] = []
    recall: list[float] = []
    with tempfile.TemporaryDirectory() as tmp:
        url = f"sqlite:///{Path(tmp) / 'ctx.db'}"
        settings = load_settings(embedder="builtin", database_url=url)
        upgrade(url)
        total_budget = sum(budgets(args.max_tokens, settings))
        reader = MemoryReader(url, settings=settings)
        try:
            for conv in conversations:
                store_searcher(conv, settings, reader)
                user = f"locomo-{conv.sample_id}"
                messages = {  # as stored: masked
                    str(m.get("id")): str(m.get("content"))
                    for e in reader.episodes(user, limit=10_000)
                    for m in e.messages
                }
                for q in conv.questions:
                    now = conv.last_start
                    ctx = reader.build_context(user, q.text, args.max_tokens, now=now)
                    hits = reader.search_episodes(user, q.text, 25, now=now, record_access=False)
                    cands = [m for h in hits if h.relevance > 0 for m in h.message_ids]
                    row = measure(ctx, messages, cands, total_budget)
                    shown = row.pop("shown")
                    recall.append(sum(e in shown for e in q.evidence) / len(q.evidence))  # type: ignore[operator]
                    rows.append(row)
        finally:
            reader.close()
    epi = sum(r["epi_tokens"] for r in rows)
    rep = sum(r["repeated"] for r in rows)
    pending = [r for r in rows if r["has_unshown"]]
    half = sum(r["fill"] >= 0.5 for r in pending)
    print(
        f"LoCoMo {len(conversations)} conversations, {len(rows)} contexts of "
        f"{args.max_tokens} tokens (layers' budgets {total_budget})"
    )
    print(f"evidence recall in the episodic layer: {100 * statistics.fmean(recall):.1f}%")
    print(
        f"repeated episodic tokens: {rep}/{epi} = {100 * rep / max(epi, 1):.1f}%; "
        f"contexts with a repeat: {sum(r['repeated'] > 0 for r in rows)}/{len(rows)}; "
        f"with a message id shown twice: {sum(r['dup_ids'] > 0 for r in rows)}"
    )
    print(
        f"contexts filling >= half their layers' budget while relevant messages are unshown: "
        f"{half}/{len(pending)} ({100 * half / max(len(pending), 1):.1f}%); "
        f"mean fill {100 * statistics.fmean(r['fill'] for r in rows):.1f}%"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
