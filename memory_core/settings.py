"""One settings object for the whole system, read from ``MEMORY_*`` environment variables.

Unknown ``MEMORY_*`` variables raise: a typo such as ``MEMORY_DATABSE_URL`` silently
falling back to the default store is the kind of surprise an operator never forgives.
The ``openai`` client's own ``OPENAI_API_KEY`` / ``OPENAI_BASE_URL`` are read as well,
because they decide whether the LLM back ends are used at all.
"""

from __future__ import annotations

import json
import os
from pathlib import Path
from typing import Any, Literal

from pydantic import AliasChoices, Field, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

ENV_PREFIX = "MEMORY_"


def _data_dir() -> Path:
    home = Path(os.environ.get("XDG_DATA_HOME", Path.home() / ".local" / "share"))
    return home / "memory-core"


def _default_database_url() -> str:
    return f"sqlite:///{_data_dir() / 'memory.db'}"


_SECRETS: dict[str, bytes] = {}


def _key_file_secret(path: str) -> bytes:
    """Read the key file, creating it atomically if absent (first writer wins)."""
    if path in _SECRETS:
        return _SECRETS[path]
    p = Path(path).expanduser()
    if not p.exists():
        p.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = os.open(p, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        except FileExistsError:
            pass
        else:
            with os.fdopen(fd, "w") as f:
                f.write(os.urandom(32).hex() + "\n")
    text = p.read_text().strip()
    try:
        secret = bytes.fromhex(text)
    except ValueError as exc:
        raise ConfigError(f"pseudonym key file {p} does not hold a hex key") from exc
    if len(secret) < 16:
        raise ConfigError(f"pseudonym key file {p} holds fewer than 16 bytes")
    _SECRETS[path] = secret
    return secret


class ConfigError(ValueError):
    """A configuration problem an operator must fix (bad or unknown setting)."""


class Settings(BaseSettings):
    """Runtime configuration. Every field maps to ``MEMORY_<FIELD>`` in the environment."""

    model_config = SettingsConfigDict(
        env_prefix=ENV_PREFIX,
        extra="forbid",
        case_sensitive=False,
        frozen=True,
        populate_by_name=True,
    )

    broker_url: str = "redis://localhost:6379/0"
    result_backend: str | None = None  # defaults to the broker URL
    database_url: str = Field(default_factory=_default_database_url)

    # LLM (OpenAI-compatible). Used only when OPENAI_API_KEY or OPENAI_BASE_URL is set.
    llm_model: str = "gpt-4o-mini"
    llm_timeout: float = 60.0
    llm_max_attempts: int = 4  # in-call attempts (429/5xx/timeout/bad JSON) before the task retries
    llm_backoff_max: float = 30.0
    openai_api_key: str | None = Field(
        default=None, validation_alias=AliasChoices("OPENAI_API_KEY", "MEMORY_OPENAI_API_KEY")
    )
    openai_base_url: str | None = Field(
        default=None, validation_alias=AliasChoices("OPENAI_BASE_URL", "MEMORY_OPENAI_BASE_URL")
    )

    # Embeddings: "builtin" (offline hashing), "openai" (the endpoint above), "local"
    # (sentence-transformers, optional extra) or "local:<path-or-model-name>".
    embedder: str = "builtin"
    embedding_model: str | None = None

    # Producer-side limits on a session (documented in the README).
    max_messages: int = 2_000
    max_message_bytes: int = 64_000
    max_session_bytes: int = 2_000_000

    # Bring the schema to the latest revision when a worker or process_session starts
    # (safe with many processes: PostgreSQL migrations hold an advisory lock).
    auto_migrate: bool = True

    # Celery task behaviour.
    task_max_retries: int = 5
    task_retry_backoff: float = 2.0  # seconds, doubled per retry (with jitter)
    task_retry_backoff_max: float = 60.0  # the cap; must stay under the visibility timeout
    # Connection errors to the database or broker are an outage, not a bad session: they are
    # retried (capped backoff, not counted against task_max_retries) for up to this long.
    task_outage_hours: float = 6.0
    # Hard and soft time limits of one stage task; the hard one must be under the visibility
    # timeout, or Redis would hand a still-running task to a second worker.
    task_time_limit: float = 240.0
    task_soft_time_limit: float = 200.0
    # Redis redelivers a message unacknowledged for this long (a crashed worker's tasks):
    # the recovery time after a crash is at most this plus a tenth of it, capped at 10 s
    # (workers/app.py: restore_every, recovery_bound).
    visibility_timeout: float = 300.0
    # Mask before enqueueing, so raw text never reaches the broker (the default: README).
    mask_at_producer: bool = True

    # Sweeper: a session whose stage ledger stopped before the last stage, untouched for
    # this long, is re-enqueued at its next stage (a lost publish, a dropped message).
    sweep_after_seconds: float = 900.0
    schedule_sweep_seconds: float = 300.0
    # The intake journal (a copy of each accepted session until its first stage ran) holds
    # at most this many sessions; past it ``submit_session`` raises ``IntakeFull``.
    intake_journal_max: int = Field(default=100_000, gt=0)
    # Workers write a heartbeat to the broker this often (``memory-core status``).
    heartbeat_seconds: float = 10.0

    # Retrieval and context defaults (a*relevance + b*recency + c*importance).
    # Recency only breaks near-ties: evidence in long relationships is months old, and a
    # larger weight or a shorter half-life buries it (measured on LoCoMo, see README).
    weight_relevance: float = 1.0
    weight_recency: float = 0.05
    weight_importance: float = 0.1
    recency_half_life_days: float = 180.0
    reader_cached_users: int = 256  # per-user search indexes a MemoryReader keeps in memory
    context_procedural_tokens: int = 800
    context_semantic_tokens: int = 1_200
    context_episodic_share: float = 0.30

    # PII pseudonyms. ``keyed`` (default): placeholders are per-tenant keyed HMACs, stable
    # across sessions, so a changed e-mail is a change and the same one a confirmation. The
    # key is MEMORY_PII_PSEUDONYM_KEY (hex), else a key file created on first use
    # (MEMORY_PII_PSEUDONYM_KEY_FILE, default <data dir>/memory-core/pseudonym.key), never in
    # the store; deleting it makes the mapping unrecoverable. ``session``: numbered per session.
    pii_pseudonyms: Literal["keyed", "session"] = "keyed"
    pii_pseudonym_key: str | None = None
    pii_pseudonym_key_file: str | None = None
    # Extra fact-key synonyms, JSON: {"database": ["datastore_engine"], "sla": ["sla_tier"]}.
    fact_synonyms: str = ""
    # Use the pure-Python masker even when it was compiled (and, at install, skip
    # compiling). Read by ``memory_core.pii._backend`` at import and by ``setup.py``.
    pii_pure_python: bool = False

    # Procedural memory: Beta(1, 1) posterior over outcomes that decay with this half-life;
    # a pattern with at least `procedure_min_applications` outcomes whose confidence is under
    # `procedure_deprecate_below` is deprecated (kept, flagged, left out of context).
    procedure_half_life_days: float = 90.0
    procedure_min_applications: int = 10
    procedure_deprecate_below: float = 0.3

    # Decay-based pruning of episodic chunks (score = recency, importance, retrievals).
    prune_half_life_days: float = 30.0
    prune_threshold: float = 0.2
    prune_idle_days: float = 60.0  # never prune a chunk stored or read more recently
    prune_batch_size: int = 5_000
    prune_weight_recency: float = 0.5
    prune_weight_importance: float = 0.3
    prune_weight_access: float = 0.2

    # Readers count which chunks they return, flushed in batches (cheap UPDATE ... + n).
    record_accesses: bool = True
    access_flush_every: int = 200  # distinct chunk ids pending before a flush
    access_flush_seconds: float = 30.0

    # Reflection ("dreaming"): nightly, or early once new episodes' importance sums past this.
    reflect_importance_threshold: float = 150.0
    reflect_lookback_days: float = 90.0
    reflect_min_sessions: int = 3  # sessions that must repeat a pattern before it is a rule
    reflect_similarity: float = 0.6  # cosine similarity that links two episodes
    reflect_max_episodes: int = 200  # most recent episodes per user looked at in one run

    # Beat schedule (celery-redbeat: one beat sends, the others wait on a Redis lock).
    schedule_reflect_hour: int = 3  # nightly reflection, UTC
    schedule_prune_hour: int = 4
    schedule_tally_hour: int = 2
    schedule_reflect_check_seconds: float = 900.0  # importance-triggered early reflection
    schedule_interval_seconds: float | None = None  # run every job at this interval (tests)
    beat_redis_url: str | None = None  # defaults to the broker URL
    beat_lock_timeout: int = 300
    beat_max_loop_interval: int = 60

    # Prometheus: an exporter on this port in the worker's main process (None: off).
    metrics_port: int | None = None
    metrics_cache_seconds: float = 10.0

    # The ledger page (memory-core ledger): operators sign in with the token; signed user
    # links use the secret (the token if unset). No defaults: see memory_core/ledger.
    ledger_token: str | None = None
    ledger_secret: str | None = None

    # Per-stage logs (ids and counts only) are INFO; the library is quiet by default.
    log_level: Literal["DEBUG", "INFO", "WARNING", "ERROR"] = "WARNING"
    log_json: bool = False

    @model_validator(mode="before")
    @classmethod
    def _reject_unknown_env(cls, data: Any) -> Any:
        known = {f"{ENV_PREFIX}{name}".upper() for name in cls.model_fields}
        known |= {"MEMORY_OPENAI_API_KEY", "MEMORY_OPENAI_BASE_URL"}
        unknown = sorted(
            k for k in os.environ if k.upper().startswith(ENV_PREFIX) and k.upper() not in known
        )
        if unknown:
            raise ConfigError(
                f"unknown setting(s) {', '.join(unknown)}; valid MEMORY_ variables are: "
                + ", ".join(sorted(known))
            )
        return data

    @model_validator(mode="after")
    def _timeouts_agree(self) -> Settings:
        """Redis hands an unacknowledged message to another worker after the visibility
        timeout; a task still running then, or a retry held (unacknowledged) by a worker for
        its countdown, would run twice at once. Refuse such settings at start."""
        vt = self.visibility_timeout
        problems = []
        if self.task_time_limit >= vt:
            problems.append(f"MEMORY_TASK_TIME_LIMIT ({self.task_time_limit:g} s)")
        if self.task_retry_backoff_max >= vt:
            problems.append(f"MEMORY_TASK_RETRY_BACKOFF_MAX ({self.task_retry_backoff_max:g} s)")
        if problems:
            raise ValueError(
                f"{' and '.join(problems)} must be shorter than MEMORY_VISIBILITY_TIMEOUT "
                f"({vt:g} s): a task or a retry countdown that outlives it is redelivered "
                "to a second worker while the first still holds it"
            )
        if self.task_soft_time_limit >= self.task_time_limit:
            raise ValueError(
                f"MEMORY_TASK_SOFT_TIME_LIMIT ({self.task_soft_time_limit:g} s) must be shorter "
                f"than MEMORY_TASK_TIME_LIMIT ({self.task_time_limit:g} s)"
            )
        if self.task_outage_hours <= 0 or self.sweep_after_seconds <= 0:
            raise ValueError("MEMORY_TASK_OUTAGE_HOURS and MEMORY_SWEEP_AFTER_SECONDS must be > 0")
        return self

    @property
    def llm_enabled(self) -> bool:
        """The LLM back ends run exactly when the openai client has been pointed somewhere."""
        return bool(self.openai_api_key or self.openai_base_url)

    @model_validator(mode="after")
    def _check_synonyms(self) -> Settings:
        self.fact_synonym_map()  # a malformed MEMORY_FACT_SYNONYMS fails at start
        return self

    def fact_synonym_map(self) -> dict[str, list[str]]:
        """``MEMORY_FACT_SYNONYMS`` parsed: attribute -> extra synonyms."""
        if not self.fact_synonyms.strip():
            return {}
        try:
            data = json.loads(self.fact_synonyms)
        except ValueError as exc:
            raise ValueError(f"MEMORY_FACT_SYNONYMS is not JSON: {exc}") from None
        if not isinstance(data, dict) or not all(
            isinstance(v, list) and all(isinstance(w, str) for w in v) for v in data.values()
        ):
            raise ValueError('MEMORY_FACT_SYNONYMS must look like {"database": ["db_engine"]}')
        return {str(k): list(v) for k, v in data.items()}

    @property
    def pseudonyms_keyed(self) -> bool:
        return self.pii_pseudonyms == "keyed" or bool(self.pii_pseudonym_key)

    def pseudonym_secret(self) -> bytes | None:
        """The operator's pseudonym key: the setting, else the key file (created on first
        use, mode 0600, 32 random bytes); None with ``MEMORY_PII_PSEUDONYMS=session``."""
        if self.pii_pseudonym_key:
            return bytes.fromhex(self.pii_pseudonym_key)
        if self.pii_pseudonyms != "keyed":
            return None
        return _key_file_secret(self.pii_pseudonym_key_file or str(_data_dir() / "pseudonym.key"))

    @property
    def result_backend_url(self) -> str:
        return self.result_backend or self.broker_url

    def describe_backends(self) -> str:
        """One human line saying which extractor, embedder and PII masker this process uses."""
        from memory_core.pii import BACKEND as masker

        if self.llm_enabled:
            where = self.openai_base_url or "api.openai.com"
            llm = f"LLM extractor: openai-compatible model {self.llm_model!r} at {where}"
        else:
            llm = (
                "LLM extractor: built-in rule-based (offline; set OPENAI_API_KEY or "
                "OPENAI_BASE_URL to use an LLM)"
            )
        return f"{llm}; embedder: {self.embedder}; PII masker: {masker}"


def load_settings(**overrides: Any) -> Settings:
    """Build settings from the environment, turning validation errors into ConfigError."""
    from pydantic import ValidationError

    try:
        return Settings(**overrides)
    except ValidationError as exc:
        raise ConfigError(str(exc)) from exc
