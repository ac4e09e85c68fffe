"""Every queue, task and Redis key name in one place, shared by producer and workers."""

from __future__ import annotations

# One queue per stage, so operators can scale the slow (LLM) stage separately.
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
    TASK_MERGE: TASK_TALLY,
    TASK_TALLY: None,
}
