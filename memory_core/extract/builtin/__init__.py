"""Deterministic, offline extraction: a fair fallback when no LLM is configured.

It reads only what the user says (the assistant's suggestions are never the user's facts),
sentence by sentence and clause by clause (``clauses``): products from a gazetteer with
their versions, changes ("moved off Heroku to AWS", "upgraded to 15"), retractions ("we
dropped Redis"), third parties kept apart ("our customer runs SQL Server"), hypotheticals,
questions and negations skipped; preferences and account facts with explicit cues
(``prefs``); problems as issues, not facts (``issues``); a migration under way written only
once a later turn says it is done, and "that's what we run" after a question (``progress``).
The word classes these rules read exist per language (``lexicon`` for German, French,
Spanish, Italian, Dutch, Portuguese; ``languages`` and ``foreign_changes`` for Norwegian,
Danish, Swedish, Polish, Czech, Finnish, Turkish, Japanese, Chinese, Korean; ``foreign_prefs``
for their preferences). Beside them one shared lexicon of about 45 languages (``cue_lexicon``,
``pref_lexicon``) feeds rules that need no grammar (``cue_rules``, ``cue_prefs``, ``dates``): a
product with a removal cue and no successor in its clause ends, a change cue beside the current
value and a second product or version changes it, a count beside a team noun, a contact verb
then a channel, a format asked for; a sentence that disowns what it names ("their system, not ours")
gives its products to the third party. A clause in a script none of these rules read (Thai,
Arabic, Devanagari, ...) says only what structure shows (``scripts``): the current value then
another product of its attribute is a change; a product contradicting the current value with
no such cue is not written; a Latin language name glossed in parentheses is the reply language.
Precision first: when a clause is ambiguous it says nothing. What it cannot do is listed in
the README ("Extraction").
"""

from __future__ import annotations

import re
from collections import Counter

from memory_core.extract.base import ExtractionInput, ExtractionResult
from memory_core.extract.builtin.clauses import (
    StackFact,
    VersionResolver,
    named_party,
    stack_facts,
)
from memory_core.extract.builtin.cue_rules import not_ours
from memory_core.extract.builtin.endings import slot_ended
from memory_core.extract.builtin.forms import form_facts
from memory_core.extract.builtin.issues import find_issues
from memory_core.extract.builtin.languages import DISOWN_RE
from memory_core.extract.builtin.markers import HYPOTHETICAL_RE
from memory_core.extract.builtin.prefs import preferences
from memory_core.extract.builtin.progress import completes, in_progress, restated
from memory_core.extract.builtin.quoted import fresh_text
from memory_core.extract.builtin.split import clauses, opens_hypothetical, sentences
from memory_core.extract.schema import ExtractedFact, SessionExtraction
from memory_core.model.products import mentions
from memory_core.model.slots import DEFAULT_VOCABULARY, compatible, resolve_owner

_URGENT_RE = re.compile(
    r"\b(?:urgent|asap|outage|down|production|prod|data\s+loss|security|breach|critical|"
    r"escalat\w*|refund|cancel\w*|churn|angry|furious|sev[- ]?[12]|p[01])\b",
    re.IGNORECASE,
)


def _fact(f: StackFact) -> ExtractedFact:
    return ExtractedFact(
        entity=f.entity,
        category=DEFAULT_VOCABULARY.category(f.key, "technical_environment"),  # type: ignore[arg-type]
        key=f.key,
        value=f.value,
        confidence=f.confidence,
        op="retract" if f.retract else "set",
        previous=f.previous,
    )


def _drop_conflicts(facts: list[ExtractedFact], changes: set[int]) -> list[ExtractedFact]:
    """Two different values for one slot in one session, the later not stated as a change
    ("prod DB is Postgres 14, analytics is on BigQuery"): ambiguous, so neither is kept.
    ``changes`` are the ids of facts stated as changes ("we downgraded to Standard")."""
    by_slot: dict[tuple[str, str], list[ExtractedFact]] = {}
    for f in facts:
        if f.op == "set":
            by_slot.setdefault((f.entity, f.key), []).append(f)
    drop: set[tuple[str, str]] = set()
    for slot, fs in by_slot.items():
        if slot[1] == "date_format" and any(id(f) in changes for f in fs):
            asked = [f for f in fs if id(f) in changes]  # a format asked for beats one described
            facts = [f for f in facts if f in asked or (f.entity, f.key) != slot]
            fs = asked
        last = fs[-1]
        if id(last) not in changes and any(not compatible(f.value, last.value) for f in fs):
            drop.add(slot)
    return [f for f in facts if f.op != "set" or (f.entity, f.key) not in drop]


# "we love Kubernetes but we're not using it": what the sentence names is not in use
_NOT_USING_IT_RE = re.compile(
    r"(?:\bnot|\bnever|n't|n’t)\s+(?:\w+\s+)?(?:using|use|running|run)\s+(?:it|them|that|those)\b",
    re.IGNORECASE,
)


def _disowned(sentence: str, found: list[ExtractedFact], disowning: bool) -> list[ExtractedFact]:
    """ "... uses Kafka, but that's their system, not ours": a sentence that disowns what it
    names keeps its products under the third party it names (or an unnamed one), and says
    nothing of the user's stack, not even a change or an ending. ``disowning``: the sentence
    has a disowning cue (``DISOWN_RE`` or ``cue_rules.not_ours``)."""
    if found and _NOT_USING_IT_RE.search(sentence):
        return [f for f in found if f.op != "set" or f.category != "technical_environment"]
    if not found or not disowning:
        return found
    named = named_party(sentence)
    party = named[1] if named is not None else "third_party"
    return [
        f.model_copy(update={"entity": party if f.entity == "user" else f.entity, "previous": None})
        for f in found
        if f.op == "set"
    ]


def _form_lines(content: str) -> tuple[str, list[tuple[str, StackFact]]]:
    """The turn without the form lines ``forms`` reads whole, and what those lines state."""
    if not any(c in content for c in "\n:(-→="):
        return content, []
    kept: list[str] = []
    formed: list[tuple[str, StackFact]] = []
    for line in content.split("\n"):
        facts = form_facts(line)
        if facts is None:
            kept.append(line)
        else:
            kept.append("")
            formed.extend((line.strip(), sf) for sf in facts)
    return "\n".join(kept), formed


def _owns(f: ExtractedFact, disowned: set[str]) -> bool:
    """A user's product fact naming a product the same turn says is none of the user's."""
    if f.entity != "user" or f.op != "set" or f.category != "technical_environment":
        return False
    return any(m.product.name in disowned for m in mentions(f.value))


class BuiltinExtractor:
    """Rule-based extractor; see the module docstring for what it can and cannot do."""

    name = "builtin-rules-v2"

    def extract(self, inp: ExtractionInput) -> ExtractionResult:
        contents = [
            fresh_text(str(m.get("content", "")))
            if m.get("role") == "user"
            else str(m.get("content", ""))
            for m in inp.messages
        ]  # an e-mail's quoted thread restates what was true then, not now
        session_mentions = [m for c in contents for m in mentions(c)]
        current = [
            (f.key, f.value)
            for f in inp.current_facts
            if resolve_owner(f.entity) == "user" and f.category == "technical_environment"
        ]
        resolver = VersionResolver(session_mentions, current)
        facts: list[ExtractedFact] = []
        carrying: list[str] = []
        user_sentences: list[str] = []
        products: Counter[str] = Counter()
        changes: set[int] = set()
        for msg, content in zip(inp.messages, contents, strict=True):
            if msg.get("role") != "user":
                resolver.recent.extend(mentions(content))
                continue
            resolver.party = None
            turn_start, disowned = len(facts), set[str]()
            if resolver.pending and completes(content):  # "done, deploy went through"
                for sf in resolver.pending:
                    facts.append(_fact(sf))
                    changes.add(id(facts[-1]))
                resolver.pending = []
            content, formed = _form_lines(content)  # "- SQS removed", "CI: X (was Y)"
            for line, sf in formed:
                facts.append(_fact(sf))
                if sf.change:
                    changes.add(id(facts[-1]))
                if line not in carrying:
                    carrying.append(line)
            earlier: str | None = None  # within one turn: "that's what we run" points back
            for sentence in sentences(content):
                resolver.subject = None
                found: list[ExtractedFact] = [_fact(sf) for sf in restated(sentence, earlier)]
                earlier = sentence
                user_sentences.append(sentence)
                parts = clauses(sentence)
                if parts and opens_hypothetical(parts[0], HYPOTHETICAL_RE):
                    parts = []  # "Maybe, we move to GCP": the whole sentence is imagined
                for clause in parts:
                    if pending := in_progress(clause, resolver):
                        resolver.pending = pending
                    stated = stack_facts(clause, resolver)
                    if not stated and (ended := slot_ended(clause)) is not None:
                        stated = [ended]  # "we don't need a cache anymore"
                    for sf in stated:
                        found.append(_fact(sf))
                        if sf.change:
                            changes.add(id(found[-1]))
                # only facts of this sentence or an earlier one of the turn can be disowned
                disowning = (bool(found) or len(facts) > turn_start) and (
                    DISOWN_RE.search(sentence) is not None or not_ours(sentence)
                )
                if disowning:
                    disowned.update(m.product.name for m in mentions(sentence))
                found = _disowned(sentence, found, disowning)
                for p in preferences(sentence):
                    found.append(
                        ExtractedFact(
                            entity="user",
                            category=p.category,  # type: ignore[arg-type]
                            key=p.key,
                            value=p.value,
                            confidence=p.confidence,
                            previous=p.previous,
                        )
                    )
                    if p.change:
                        changes.add(id(found[-1]))
                if found:
                    carrying.append(sentence)
                    facts.extend(found)
                    products.update(m.product.name for m in mentions(sentence))  # no versions
            if disowned:  # "the society hosts its portal on AWS; we have no AWS of our own"
                facts[turn_start:] = [f for f in facts[turn_start:] if not _owns(f, disowned)]
        facts = _drop_conflicts(facts, changes)
        resolution = str(inp.metadata.get("resolution", "")).lower()
        issues = find_issues(user_sentences, resolution)
        extraction = SessionExtraction(
            facts=facts,
            issues=issues,
            importance=self._importance(inp, len(facts)),
            topic=self._topic(inp, products),
            summary=self._summary(carrying, [i.text for i in issues], resolution),
        )
        return ExtractionResult(extraction=extraction, backend=self.name)

    @staticmethod
    def _importance(inp: ExtractionInput, n_facts: int) -> int:
        text = " ".join(str(m.get("content", "")) for m in inp.messages if m.get("role") == "user")
        score = 3.0
        score += min(3.0, 1.0 * len(_URGENT_RE.findall(text)))
        score += min(2.0, 0.5 * n_facts)
        if any(not o.get("success", True) for o in inp.outcomes):
            score += 1.0
        if any(tc.get("status") not in (None, "ok") for tc in inp.tool_calls):
            score += 1.0
        resolution = str(inp.metadata.get("resolution", "")).lower()
        if resolution in {"escalated", "unresolved", "open", "failed"}:
            score += 1.0
        if len(inp.messages) >= 20:
            score += 0.5
        return max(1, min(10, round(score)))

    @staticmethod
    def _topic(inp: ExtractionInput, products: Counter[str]) -> str:
        """The metadata's topic, else the product the fact-carrying turns name most (an
        issue already recurs as its own rule, so it is not made a topic too)."""
        topic = inp.metadata.get("topic")
        if isinstance(topic, str) and topic.strip():
            return topic.strip()[:200]
        if products:
            return products.most_common(1)[0][0]
        return ""

    @staticmethod
    def _summary(carrying: list[str], issues: list[str], resolution: str) -> str:
        """The turns that carry facts or problems, never a greeting; empty when none."""
        parts: list[str] = []
        for s in [*issues[:1], *carrying]:
            if s not in parts:
                parts.append(s)
        summary = " ".join(" ".join(parts[:3]).split())[:300]
        if summary and resolution:
            summary += f" (resolution: {resolution})"
        return summary
