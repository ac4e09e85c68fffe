"""The LLM reflector: one structured-output call per user (schema ``reflection``)."""

from __future__ import annotations

import json
import re
from typing import Any

from memory_core import pii
from memory_core.jobs.reflect.builtin import BuiltinReflector, rule_concept
from memory_core.jobs.reflect.inputs import (
    SCHEMA_NAME,
    Consolidation,
    EpisodeInfo,
    ReflectionError,
    ReflectionInput,
    Reflector,
    RuleCandidate,
)
from memory_core.jobs.reflect.statements import same_wish
from memory_core.logs import get_logger
from memory_core.settings import Settings

log = get_logger(__name__)


# -- LLM back end -------------------------------------------------------------------------
SYSTEM_PROMPT = """You review a user's past support sessions and consolidate what recurs
across them into durable rules an assistant should follow with this user. Return JSON
matching the schema `reflection`: rules, each with a short stable snake_case concept (reuse
the concept of an existing rule when it is the same idea), one imperative or declarative
sentence as the rule (e.g. "Use ISO 8601 dates (YYYY-MM-DD)"), the ids of the episodes that
support it (at least two different episodes: one session is an anecdote, not a pattern),
and a confidence 0-1. Only patterns that recur; return an empty list when nothing does.
`candidate_groups` are the user's corrections and preferences, grouped by meaning across
sessions: each lists the statements (episode id, date, the user's words) that seem to say
the same thing, differently worded, and a suggested rule when a known concept names it.
Judge each group: make one rule of a group whose statements really express the same
standing correction or preference (cite all their episodes), name it in your own words when
no rule is suggested, and drop a group whose statements do not agree. Give a rule made of
a group with a concept that concept, so it replaces what was learned of it before. A
statement made in one session only is not a rule. When the user changed their mind, only
the newest wish is.
Personal data was replaced by placeholders like <EMAIL_1>; keep them as they are.
"""


def reflection_schema() -> dict[str, Any]:
    rule = {
        "type": "object",
        "additionalProperties": False,
        "required": ["concept", "rule", "evidence_episode_ids", "confidence"],
        "properties": {
            "concept": {"type": "string"},
            "rule": {"type": "string"},
            "evidence_episode_ids": {"type": "array", "items": {"type": "integer"}},
            "confidence": {"type": "number", "minimum": 0, "maximum": 1},
        },
    }
    return {
        "type": "object",
        "additionalProperties": False,
        "required": ["rules"],
        "properties": {"rules": {"type": "array", "items": rule}},
    }


class LLMReflector:
    """One ``chat.completions`` call per user with ``response_format`` schema ``reflection``."""

    def __init__(self, settings: Settings) -> None:
        from memory_core.llm import StructuredLLM

        self.settings = settings
        self.name = f"openai:{settings.llm_model}"
        self.min_evidence = 2
        self.llm = StructuredLLM(settings)

    def messages_for(self, inp: ReflectionInput) -> list[dict[str, str]]:
        episodes = [
            {
                "episode_id": e.episode_id,
                "user": e.user_id,
                "date": e.started_at.date().isoformat(),
                "topic": e.topic or "",
                "summary": (e.summary or "")[:400],
                "user_said": [text[:400] for _, text in e.user_messages[:8]],
            }
            for e in inp.episodes
        ]
        facts = [
            {"entity": o.entity, "key": o.key, "value": o.value, "episode_session": o.session_id}
            for o in inp.observations
        ]
        dates = {e.episode_id: e.started_at.date().isoformat() for e in inp.episodes}
        groups = [
            {
                "concept": g.concept,
                "suggested_rule": g.rule,
                "sessions": len(g.sessions()),
                "statements": [
                    {
                        "episode_id": st.episode_id,
                        "date": dates.get(st.episode_id, ""),
                        "said": st.text[:300] if not st.from_fact else f"(fact) {st.text[:100]}",
                    }
                    for st in g.statements[:12]
                ],
            }
            for g in inp.statement_groups[:20]
        ]
        body = {
            "candidate_groups": groups,
            "scope": "all users of one tenant: only patterns shared by several users"
            if inp.user_id == "*"
            else "one user",
            "existing_rules": [{"concept": c, "rule": r} for c, r in inp.existing],
            "related_episode_groups": inp.groups,
            "episodes": episodes,
            "facts_stated": facts[:300],
        }
        return [
            {"role": "system", "content": SYSTEM_PROMPT},
            {"role": "user", "content": json.dumps(body, default=str)},
        ]

    def consolidate(self, inp: ReflectionInput) -> Consolidation:
        from memory_core.llm import LLMError

        def rules_of(data: Any) -> list[Any]:
            if not isinstance(data, dict) or not isinstance(data.get("rules"), list):
                raise ValueError("no rules list")
            return list(data["rules"])

        try:
            rules, p_tok, c_tok = self.llm.complete(
                self.messages_for(inp),
                schema_name=SCHEMA_NAME,
                schema=reflection_schema(),
                validate=rules_of,
            )
        except LLMError as exc:
            raise ReflectionError(str(exc), retryable=exc.retryable) from None
        return Consolidation(self._candidates(inp, rules), p_tok, c_tok)

    def _candidates(self, inp: ReflectionInput, raw: list[Any]) -> list[RuleCandidate]:
        masker = pii.Masker()
        out: list[RuleCandidate] = []
        for item in raw:
            if not isinstance(item, dict):
                continue
            concept = re.sub(r"[^a-z0-9:_]+", "_", str(item.get("concept", "")).lower()).strip("_")
            text = " ".join(str(item.get("rule", "")).split())
            eps = []
            for i in item.get("evidence_episode_ids") or []:
                ep = (
                    inp.episode(int(i))
                    if isinstance(i, int | float | str) and str(i).isdigit()
                    else None
                )
                if ep is not None and ep not in eps:
                    eps.append(ep)
            if not concept or not text or len(eps) < self.min_evidence:
                continue  # unsupported claims (unknown or too few episodes) are dropped
            try:
                conf = max(0.0, min(1.0, float(item.get("confidence", 0.5))))
            except (TypeError, ValueError):
                conf = 0.5
            named, basis = _group_concept(inp, concept)
            out.append(
                RuleCandidate(
                    concept=named or f"llm:{concept}"[:200],
                    rule=masker.mask(text)[:2000],
                    confidence=conf,
                    evidence=[
                        (e.episode_id, e.session_id, _message_ids(inp, e.episode_id, eps))
                        for e in eps
                    ],
                    basis=basis,
                )
            )
        return out


def _group_concept(inp: ReflectionInput, concept: str) -> tuple[str | None, dict[str, Any]]:
    """The built-in rule name and basis of a candidate group's concept the model kept
    ("date_format" is ``fact:user:date_format``): either back end then makes the same rule,
    and one covering a fact slot replaces that slot's line in the context."""
    key = re.sub(r"^(?:llm|fact|said)(?::user)?:", "", concept)
    for g in inp.statement_groups:
        if g.concept is not None and g.concept == key and inp.user_id != "*":
            name = rule_concept(key)
            kind = "fact" if name.startswith("fact:") else "said"
            cur, value = inp.current_facts.get(("user", key)), str(g.value)
            value = cur if cur is not None and same_wish(key, cur, value) else value
            return name, {"kind": kind, "entity": "user", "key": key, "value": value}
    return None, {"kind": "llm"}


def _message_ids(inp: ReflectionInput, episode_id: int, cited: list[EpisodeInfo]) -> list[str]:
    """The statements a cited episode gave the candidate group the rule draws on most, else
    the episode's user turns."""
    want = {e.episode_id for e in cited}
    for g in sorted(inp.statement_groups, key=lambda g: -len(want & set(g.episode_ids()))):
        if ids := g.message_ids(episode_id):
            return ids
    ep = inp.episode(episode_id)
    return [m for m, _ in ep.user_messages] if ep is not None else []


def get_reflector(settings: Settings) -> Reflector:
    if settings.llm_enabled:
        return LLMReflector(settings)
    return BuiltinReflector(settings.reflect_min_sessions)
