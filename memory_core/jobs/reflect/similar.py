"""Statements grouped by the cosine of an embedder with meaning, when one is configured.

The built-in hashing embedder compares words, not meaning: "a call works better than email"
and "phone me" share none. An embedder with meaning (the optional ``local`` sentence model,
or an OpenAI-compatible one) places such paraphrases close together, so when
``settings.embedder`` names one, reflection embeds the statements with it and

- an unnamed statement takes the concept and value of the named statements it is closest
  to, when that cosine is at least ``MEANING_SIMILARITY`` and beats every other value's by
  ``MEANING_MARGIN`` (``adopt``), and
- two unnamed statements at least that close are linked (``statements.group_statements``).

The threshold is conservative (paraphrases of one wish score about 0.6-0.9 with both kinds
of model, unrelated support sentences mostly below 0.5): a wrong rule is worse than a rule
found a night later. Nothing is downloaded: the local embedder loads only what is installed,
and an embedder that fails leaves grouping to the vocabulary and word classes.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from functools import lru_cache

import numpy as np

from memory_core.embed import Embedder, EmbedderError, get_embedder, normalize_rows
from memory_core.jobs.reflect.statements import Statement
from memory_core.logs import get_logger
from memory_core.settings import Settings

log = get_logger(__name__)

MEANING_SIMILARITY = 0.7
MEANING_MARGIN = 0.05


def has_meaning(settings: Settings) -> bool:
    """Whether the configured embedder compares meaning (not the built-in word hashing)."""
    kind = (settings.embedder or "builtin").strip().partition(":")[0].strip().lower()
    return kind in ("local", "openai")


@lru_cache(maxsize=4)
def _embedder(settings: Settings) -> Embedder:
    return get_embedder(settings)  # a local model loads once per process


def meaning_vectors(settings: Settings, texts: Sequence[str]) -> np.ndarray | None:
    """Unit rows of the statements under the configured embedder with meaning, else None."""
    if not texts or not has_meaning(settings):
        return None
    try:
        return normalize_rows(_embedder(settings).embed(list(texts)))
    except (EmbedderError, ImportError, OSError) as exc:
        log.warning("reflect_meaning_unavailable", embedder=settings.embedder, error=str(exc))
        return None


def adopt(
    statements: Sequence[Statement],
    vectors: np.ndarray,
    *,
    threshold: float = MEANING_SIMILARITY,
    margin: float = MEANING_MARGIN,
) -> list[Statement]:
    """The statements, an unnamed one named after the closest named value (see module)."""
    named = [i for i, s in enumerate(statements) if s.concept is not None and not s.from_fact]
    if not named:
        return list(statements)
    out = list(statements)
    for i, s in enumerate(statements):
        if s.concept is not None:
            continue
        best: dict[tuple[str, str], tuple[float, Statement]] = {}
        for j in named:
            t = statements[j]
            key = (str(t.concept), str(t.value))
            sim = float(vectors[i] @ vectors[j])
            if key not in best or sim > best[key][0]:
                best[key] = (sim, t)
        ranked = sorted(best.values(), key=lambda x: -x[0])
        top, src = ranked[0]
        runner_up = ranked[1][0] if len(ranked) > 1 else -1.0
        if top >= threshold and top - runner_up >= margin:
            out[i] = dataclasses.replace(s, concept=src.concept, value=src.value, rule=src.rule)
    return out
