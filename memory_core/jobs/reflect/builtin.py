"""The built-in, offline reflector: deterministic rules from recurring facts, errors and topics."""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence

from memory_core.jobs.reflect.inputs import (
    Consolidation,
    EpisodeInfo,
    FactSeen,
    ReflectionInput,
    RuleCandidate,
)
from memory_core.jobs.reflect.meaning import name_group
from memory_core.jobs.reflect.statements import KEYS, describe, same_wish
from memory_core.model.facts import same_value
from memory_core.model.slots import ATTRIBUTES

# -- built-in back end --------------------------------------------------------------------
_TEMPLATES: dict[str, str] = {
    "date_format": "User prefers {value} dates",
    "reply_language": "Answer the user in {value}",
    "contact_channel": "User prefers to be contacted by {value}",
    "answer_style": "User prefers {value} answers",
    "timezone": "User's time zone is {value}; give times in it",
}


def rule_concept(key: str) -> str:
    """A statement concept's rule name: ``fact:user:<key>`` for a fact slot (the rule
    covers that slot's line in the context), ``said:user:<key>`` for a wish without one."""
    return f"fact:user:{key}" if key in ATTRIBUTES else f"said:user:{key}"


def _norm(value: str) -> str:
    return " ".join(value.casefold().split())


def _messages_mentioning(ep: EpisodeInfo, needles: Sequence[str]) -> list[str]:
    wanted = [_norm(n) for n in needles if n.strip()]
    hits = [mid for mid, text in ep.user_messages if any(w in _norm(text) for w in wanted)]
    return hits or [mid for mid, _ in ep.user_messages]


class BuiltinReflector:
    """Deterministic consolidation of what repeats verbatim; see the module docstring."""

    name = "builtin-reflect-v2"

    def __init__(self, min_sessions: int = 3) -> None:
        self.min_evidence = max(2, min_sessions)

    def consolidate(self, inp: ReflectionInput) -> Consolidation:
        by_session = {e.session_id: e for e in inp.episodes}
        out: list[RuleCandidate] = []
        explained: set[int] = set()
        tenant_wide = inp.user_id == "*"
        named: set[int] = set()  # unnamed statement groups that became rules
        named_sessions: list[set[str]] = []  # the sessions of each named rule
        existing = [c for c, _ in inp.existing]
        made: set[str] = set()  # the concepts of this run's unnamed rules

        def recurs(eps: Sequence[EpisodeInfo]) -> bool:
            # Per user: enough sessions. Tenant-wide: enough sessions from at least two users.
            enough = len({e.session_id for e in eps}) >= self.min_evidence
            return enough and (not tenant_wide or len({e.user_id for e in eps}) >= 2)

        def across(eps: Sequence[EpisodeInfo]) -> str:
            return f"{len({e.user_id for e in eps})} users, " if tenant_wide else ""

        # 1) A correction or preference the vocabulary names, in enough sessions (whatever
        # the wording; the newest statement of the concept decides its value).
        for g in inp.statement_groups:
            if g.concept is None or g.rule is None or g.value is None:
                continue
            # The group holds the newest value of the concept, the slot's facts included.
            eps = [by_session[sid] for sid in g.sessions() if sid in by_session]
            if len(eps) < self.min_evidence:
                continue
            total = len({s.session_id for s in g.statements})
            # The slot's stored wording when it is the same wish ("short" for concise), so the
            # rule replaces that fact's line in the context instead of standing beside it.
            cur = inp.current_facts.get(("user", g.concept))
            value = cur if cur is not None and same_wish(g.concept, cur, g.value) else g.value
            slot = g.concept in ATTRIBUTES  # else a wish with no fact slot (tone, currency)
            out.append(
                RuleCandidate(
                    concept=rule_concept(g.concept),
                    rule=g.rule,
                    confidence=round((len(eps) + 1) / (total + 2), 4),
                    evidence=[
                        (
                            e.episode_id,
                            e.session_id,
                            g.message_ids(e.episode_id)
                            or _messages_mentioning(e, [g.value, *g.concept.split("_")]),
                        )
                        for e in eps
                    ],
                    basis={
                        "kind": "fact" if slot else "said",
                        "entity": "user",
                        "key": g.concept,
                        "value": value,
                    },
                )
            )
            explained.update(e.episode_id for e in eps)
            named_sessions.append({e.session_id for e in eps})

        # 1b) A correction the vocabulary cannot name, grouped by its subject, recurring as
        # reactions to the assistant in enough sessions: a rule quoting the user.
        holders: dict[tuple[int, str, str], int] = defaultdict(int)  # statement -> its groups
        for g in inp.statement_groups:
            for s in g.statements if g.concept is None else ():
                holders[(s.episode_id, s.message_id, s.text)] += 1
        for g in inp.statement_groups:
            if g.concept is not None or tenant_wide:
                continue
            said = sorted((s for s in g.statements if not s.opening), key=lambda s: s.at)
            eps = [by_session[sid] for sid in sorted({s.session_id for s in said})]
            eps = [e for e in eps if e is not None]
            if len(eps) < self.min_evidence:
                continue
            # Other wordings of a wish a named rule holds already (in most of its sessions):
            # "potrebbe rispondermi in italiano" beside "Answer the user in Italian".
            # The rest of a turn that names a concept is another wish, never a re-wording.
            ids = {e.session_id for e in eps}
            own = {s.session_id for s in said if not s.residue}
            if any(3 * len(own & held) >= 2 * len(ids) for held in named_sessions):
                continue
            # A stored rule's concept is re-used by one group only: two wishes of one run
            # that share a word ("user-level", "per-user way") stay two rules.
            free = [c for c in existing if c not in made]
            concept, rule = name_group(
                [s.text for s in said],
                [s.context for s in said],
                free,
                len(eps),
                [s.session_id for s in said],
                inp.domain,
                [
                    i
                    for i, s in enumerate(said)
                    if holders[(s.episode_id, s.message_id, s.text)] > 1
                ],
            )
            while concept in made:
                concept = f"{concept}_{len(made)}"
            made.add(concept)
            out.append(
                RuleCandidate(
                    concept=concept,
                    rule=rule,
                    confidence=round((len(eps) + 1) / (len(g.sessions()) + 2), 4),
                    evidence=[
                        (e.episode_id, e.session_id, g.message_ids(e.episode_id)) for e in eps
                    ],
                    basis={"kind": "said", "sessions": [e.session_id for e in eps]},
                )
            )
            named.add(id(g))
            explained.update(e.episode_id for e in eps)

        # 2) The same fact value stated in enough sessions (and still the current value).
        # Facts are per user: a value many users share is not a rule about any of them.
        stated: dict[tuple[str, str], dict[str, list[FactSeen]]] = defaultdict(
            lambda: defaultdict(list)
        )
        for o in inp.observations:
            if o.category == "known_issues" or tenant_wide:
                continue
            if o.entity == "user" and o.key in KEYS:
                continue  # the vocabulary's slots are consolidated from statements above
            stated[(o.entity, o.key)][_norm(o.value)].append(o)
        for (entity, key), values in sorted(stated.items()):
            total = sum(len({o.session_id for o in obs}) for obs in values.values())
            for obs in values.values():
                sessions = sorted({o.session_id for o in obs if o.session_id in by_session})
                if len(sessions) < self.min_evidence:
                    continue
                value = obs[-1].value
                current = inp.current_facts.get((entity, key))
                if current is not None and not same_value(current, value):
                    continue  # the user has since moved on: not a rule any more
                eps = [by_session[sid] for sid in sessions]
                words = [value, *key.split("_")]
                template = _TEMPLATES.get(key, "{entity} {key} is consistently {value}")
                out.append(
                    RuleCandidate(
                        concept=f"fact:{entity}:{key}",
                        rule=template.format(
                            entity=entity.capitalize(), key=key.replace("_", " "), value=value
                        ),
                        confidence=round((len(sessions) + 1) / (total + 2), 4),
                        evidence=[
                            (e.episode_id, e.session_id, _messages_mentioning(e, words))
                            for e in eps
                        ],
                        basis={"kind": "fact", "entity": entity, "key": key, "value": value},
                    )
                )
                explained.update(e.episode_id for e in eps)

        # 3) The same reported error in enough sessions.
        issues: dict[str, set[str]] = defaultdict(set)
        for o in inp.observations:
            if o.category == "known_issues" and o.session_id in by_session:
                issues[o.key].add(o.session_id)
        for key, sids in sorted(issues.items()):
            eps = [by_session[s] for s in sorted(sids)]
            if not recurs(eps):
                continue
            code = key.removeprefix("error ").upper()
            who = "across users" if tenant_wide else "for this user"
            out.append(
                RuleCandidate(
                    concept=f"issue:{key}",
                    rule=f"Recurring issue {who}: {code} (reported in {across(eps)}"
                    f"{len(eps)} sessions)",
                    confidence=round((len(eps) + 1) / (len(eps) + 2), 4),
                    evidence=[
                        (e.episode_id, e.session_id, _messages_mentioning(e, [code])) for e in eps
                    ],
                    basis={"kind": "issue", "key": key},
                )
            )
            explained.update(e.episode_id for e in eps)

        # 4) The same topic in enough sessions.
        topics: dict[str, list[EpisodeInfo]] = defaultdict(list)
        for e in inp.episodes:
            if e.topic and e.topic.strip():
                topics[_norm(e.topic)].append(e)
        for topic, eps in sorted(topics.items()):
            if not recurs(eps):
                continue
            label = eps[-1].topic or topic
            who = "across users" if tenant_wide else "for this user"
            out.append(
                RuleCandidate(
                    concept=f"topic:{topic}",
                    rule=f"Frequent topic {who}: {label} ({across(eps)}{len(eps)} sessions)",
                    confidence=round(len(eps) / (len(eps) + 2), 4),
                    evidence=[(e.episode_id, e.session_id, []) for e in eps],
                    basis={"kind": "topic", "topic": topic},
                )
            )
            explained.update(e.episode_id for e in eps)

        notes = [
            f"unnamed: {describe(g)} repeat a correction or preference the built-in back end "
            "cannot name; an LLM back end may"
            for g in inp.statement_groups
            if g.rule is None and id(g) not in named
        ]
        session_of = {e.episode_id: e.session_id for e in inp.episodes}
        notes += [  # session ids, as the rules' evidence: episode ids mean nothing to a reader
            f"{len(g)} similar sessions ({', '.join(session_of.get(i, str(i)) for i in g)}) "
            "share no fact or topic the built-in back end can name; an LLM back end may"
            for g in inp.groups
            if len(g) >= self.min_evidence and not set(g) <= explained
        ]
        return Consolidation(out, notes=notes)
