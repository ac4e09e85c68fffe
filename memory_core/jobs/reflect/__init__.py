"""Reflection ("dreaming"): consolidate recurring patterns across a user's episodes into rules.

Per user, over the episodes of the lookback window: episodes are grouped (cosine similarity
of their mean chunk embeddings, plus shared fact keys and topics), then a back end turns
recurring patterns into rules, each keeping its evidence (episode and message ids).

- **LLM** (``settings.llm_enabled``): one structured-output call per user, schema name
  ``reflection``: ``{"rules": [{"concept", "rule", "evidence_episode_ids", "confidence"}]}``.
  The model sees masked text only, and its rules are masked again before they are stored.
- **Built-in** (offline, deterministic): a correction or preference named, whatever its
  wording, in at least ``reflect_min_sessions`` sessions ("Use ISO 8601 dates
  (YYYY-MM-DD)", "Contact the user by phone"): by the vocabulary of ``statements.py``, the
  word classes of ``lexicon.py`` (contact by phone, mail or chat; answer detail or
  brevity; example formats; tone; units; date and number order), the facets of how an
  answer is written in ``facets.py`` (clock notation, currency, citations, identifier
  case, type hints, markup, lists, code language, emoji, apologies, answer order, tax
  basis, tool version), the fact slot the extractor filled in that session, or, when an
  embedder with meaning is configured, its closeness to statements so named
  (``similar.py``); a chat product worded as the way to reach the user in any language
  (``channels.py``), the written standard of a language and the honorific a letter uses
  (facets). The rule is a short generalised directive ("Give times in 12-hour
  AM/PM format"). A concept with a fact slot makes ``fact:user:<key>``, which covers that
  slot and replaces its line in the context; one without makes ``said:user:<key>``. A
  wish nothing names (found by what the turn does: ``cues.py``; one statement per clause)
  whose subject recurs across sessions in the user's own words, in any language
  (``meaning.py``), becomes a rule stating its directive clause about the user
  (``directive.py``), unless it only re-words a named rule; then the same
  fact value, error key or topic that often. A recurring wish restated where nothing grouped
  it (unprompted in a first message, or read as another concept's value) joins its group
  as evidence when it names the group's subject (``restated.py``). Other similar groups are
  reported in the run's notes, unnamed, with their sessions.

Both back ends are given the statement groups (``ReflectionInput.statement_groups``); the
LLM prompt presents them as ``candidate_groups``, and a rule the model makes of a named
group keeps the built-in concept and basis, so either back end makes the same rule.

Per tenant, the same runs with user ``"*"`` over the tenant's most recent episodes across
users; a tenant-wide rule needs at least two users behind it (built-in: errors and topics).

A run is idempotent per (user, evidence set): the hash of the window's episode ids and the
back end is claimed in ``reflection_runs`` before any LLM call. Rules the evidence no longer
supports (their episodes gone, or a newer fact contradicts them) are retired, never deleted;
facts are never touched. ``dry_run`` computes the same diff and writes nothing.
"""

from memory_core.jobs.reflect.builtin import BuiltinReflector
from memory_core.jobs.reflect.diff import (
    DiffItem,
    ReflectionResult,
    apply_diff,
    compute_diff,
    load_active,
)
from memory_core.jobs.reflect.inputs import (
    SCHEMA_NAME,
    TRIGGERS,
    Consolidation,
    EpisodeInfo,
    FactSeen,
    ReflectionError,
    ReflectionInput,
    Reflector,
    RuleCandidate,
    group_episodes,
)
from memory_core.jobs.reflect.llm import LLMReflector, get_reflector, reflection_schema
from memory_core.jobs.reflect.run import evidence_hash, load_input, reflect, reflect_user

__all__ = [
    "SCHEMA_NAME",
    "TRIGGERS",
    "BuiltinReflector",
    "Consolidation",
    "DiffItem",
    "EpisodeInfo",
    "FactSeen",
    "LLMReflector",
    "ReflectionError",
    "ReflectionInput",
    "ReflectionResult",
    "Reflector",
    "RuleCandidate",
    "apply_diff",
    "compute_diff",
    "evidence_hash",
    "get_reflector",
    "group_episodes",
    "load_active",
    "load_input",
    "reflect",
    "reflect_user",
    "reflection_schema",
]
