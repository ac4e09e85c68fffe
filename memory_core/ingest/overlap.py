"""The LLM path's first hop: episode and extraction in one task, their two requests at once.

With an LLM configured a session waits on the model twice: the embedding request for its
chunks and the extraction request. Neither needs the other's answer (both read the masked
session), so ``episode_and_extract`` sends the embedding request from a helper thread while
the extraction request runs, and stores the episode, its chunks, the extraction and both
ledger rows in one transaction: one task, one transaction and one model round trip instead
of two of each. Merge and tally stay a task of their own (CPU work, off the threads that
wait on the model).

Every guarantee of the staged path holds: nothing is committed before both answers are in,
so a retry redoes the whole hop; a session already stored (a redelivery) resumes by its
ledger rows through the staged functions without another extraction request (the episode
stage still re-embeds to check the content, as before); an extraction that
fails is not fatal here: the episode is stored alone and the extract stage, with its own
retries and dead letter, takes over, as it would have done before.
"""

from __future__ import annotations

import contextvars
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass

from memory_core.extract import ExtractionResult
from memory_core.ingest import guard
from memory_core.ingest.runtime import Runtime, classify
from memory_core.ingest.stages import (
    EpisodeOutcome,
    embed_chunks,
    extraction_input,
    insert_extracted,
    mask_and_chunk,
    run_extractor,
    stage_episode,
    store_episode,
)
from memory_core.logs import get_logger
from memory_core.model.session import Session
from memory_core.store import episodes, fact_reads
from memory_core.store.episodes import Forgotten, NewEpisode
from memory_core.store.store import mark_stages, stages_done

log = get_logger(__name__)


@dataclass
class FirstHop:
    episode: EpisodeOutcome
    extraction: ExtractionResult | None  # None: the extract stage still has to run
    error: Exception | None = None  # why the extraction beside the episode failed


def episode_and_extract(
    rt: Runtime, session: Session, masked_before: dict[str, int] | None = None
) -> FirstHop:
    """Store the masked episode and its extraction, the two model requests overlapped."""
    tenant_id, session_id = session.tenant_id, session.session_id
    with rt.store.read() as tx:
        stored = "episode" in stages_done(tx, tenant_id, session_id)
        current = (
            []
            if stored
            else fact_reads.slots_as_of(
                tx, tenant_id, session.user_id, session.started_at, session_id
            )
        )
    if stored:  # a redelivery or a replay: resume by the ledger, no extraction request
        return FirstHop(stage_episode(rt, session, masked_before), None)
    masked = mask_and_chunk(rt, session, masked_before)
    m = masked.session
    inp = extraction_input(
        [x.model_dump(mode="json") for x in m.messages],
        m.started_at,
        [t.model_dump(mode="json") for t in m.tool_calls],
        m.metadata,
        [o.model_dump(mode="json") for o in m.outcomes],
        current,
    )
    with ThreadPoolExecutor(max_workers=1, thread_name_prefix="embed") as pool:
        vectors = pool.submit(contextvars.copy_context().run, embed_chunks, rt, masked.chunks)
        error: Exception | None = None
        try:
            result: ExtractionResult | None = run_extractor(rt, tenant_id, inp)
        except Exception as exc:  # the extract stage retries or dead-letters it
            result, error = None, exc
            log.warning(
                "extraction failed beside the episode; the extract stage takes it over",
                tenant_id=tenant_id,
                session_id=session_id,
                error_type=type(exc).__name__,
                kind=classify(exc),
            )
        ep = masked.embedded(vectors.result())
    if result is None:
        return FirstHop(store_episode(rt, ep), None, error)
    outcome, stored = _store_both(rt, ep, result)
    return FirstHop(outcome, result if stored else None)


def _store_both(
    rt: Runtime, ep: NewEpisode, result: ExtractionResult
) -> tuple[EpisodeOutcome, bool]:
    """The episode with the extraction's scores, the extraction and both ledger rows; the
    flag says the extraction was stored (not when another delivery stored the session
    first, or the user's erasure covers it)."""
    ids = (ep.tenant_id, ep.user_id, ep.session_id)
    new_user = False
    try:
        with rt.store.tx() as tx:
            new_user = episodes.lock_user_seen(tx, ep.tenant_id, ep.user_id, ep.started_at)
            saved, payload = insert_extracted(tx, ep, result, new_user)
            if saved.created:
                mark_stages(
                    tx,
                    ep.tenant_id,
                    ep.session_id,
                    ep.user_id,
                    {
                        "episode": {"episode_id": saved.episode_id, "chunks": len(ep.chunks)},
                        "extract": {"backend": result.backend, "facts": len(payload["facts"])},
                    },
                )
    except Forgotten as f:
        guard.drop(rt.store, rt.settings, *ids, count=True)
        return EpisodeOutcome(f.saved.episode_id, False, len(ep.chunks), ep.pii_report, 0), False
    if new_user:
        guard.settle(rt.store, rt.settings, *ids, ep.started_at, count=True)
    log.info(
        "episode stored and facts extracted" if saved.created else "episode already stored",
        tenant_id=ep.tenant_id,
        session_id=ep.session_id,
        chunks=len(ep.chunks),
        pii_total=sum(ep.pii_report.values()),
        backend=result.backend,
        facts=len(payload["facts"]),
        prompt_tokens=result.prompt_tokens,
    )
    importance = result.extraction.importance
    outcome = EpisodeOutcome(
        saved.episode_id, saved.created, len(ep.chunks), ep.pii_report, importance
    )
    return outcome, saved.created
