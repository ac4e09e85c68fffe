"""Every queue, task and Redis key name in one place, shared by producer and workers."""

from __future__ import annotations

# One queue per kind of work, so operators can scale the slow (LLM) stage separately. With
# the built-in extractor a session needs only memory.episode (all four stages in one task,
# CPU work). With an LLM the episode task waits on the model (its embedding and extraction
# requests at once, ``ingest.overlap``), so the producer sends it to memory.extract, the
# LLM workers' queue, and it hands on to memory.merge (merge and tally together, CPU).
# memory.extract also takes extract tasks (an extraction that failed beside its episode,
# the sweeper); memory.tally what the sweeper (or a deploy from before) sends it.
QUEUE_EPISODE = "memory.episode"
QUEUE_EXTRACT = "memory.extract"
QUEUE_MERGE = "memory.merge"
QUEUE_TALLY = "memory.tally"
QUEUE_MAINTENANCE = "memory.maintenance"
ALL_QUEUES: tuple[str, ...] = (
    QUEUE_EPISODE,
    QUEUE_EXTRACT,
    QUEUE_MERGE,
    QUEUE_TALLY,
    QUEUE_MAINTENANCE,
)

TASK_EPISODE = "memory_core.episode"
TASK_EXTRACT = "memory_core.extract"
TASK_MERGE = "memory_core.merge"
TASK_TALLY = "memory_core.tally"
TASK_PING = "memory_core.ping"  # a no-op: health checks and the benchmarks' baseline


def episode_queue(llm_enabled: bool) -> str:
    """Where a new session goes: the LLM workers' queue when its first task waits on a model."""
    return QUEUE_EXTRACT if llm_enabled else QUEUE_EPISODE


TASK_QUEUES: dict[str, str] = {
    TASK_EPISODE: QUEUE_EPISODE,
    TASK_EXTRACT: QUEUE_EXTRACT,
    TASK_MERGE: QUEUE_MERGE,
    TASK_TALLY: QUEUE_TALLY,
    TASK_PING: QUEUE_MAINTENANCE,
}
NEXT_STAGE: dict[str, str | None] = {
    TASK_EPISODE: TASK_EXTRACT,
    TASK_EXTRACT: TASK_MERGE,
    TASK_MERGE: None,  # the merge task tallies too, in the same transaction
    TASK_TALLY: None,
}

STAGE_OF_TASK: dict[str, str] = {
    TASK_EPISODE: "episode",
    TASK_EXTRACT: "extract",
    TASK_MERGE: "merge",
    TASK_TALLY: "tally",
}
TASK_OF_STAGE: dict[str, str] = {stage: task for task, stage in STAGE_OF_TASK.items()}

# Redis keys on the broker (besides kombu's own): poison messages no session could be named
# for, counted by reason; one heartbeat key per live worker (expiring); kombu's unacked hash
# of delivered, not yet acknowledged messages and its index sorted by delivery time.
POISON_KEY = "memory-core:poison"
HEARTBEAT_PREFIX = "memory-core:worker:"
UNACKED_KEY = "unacked"
UNACKED_INDEX_KEY = "unacked_index"
