"""Stack facts from one user clause: products with versions, changes, retractions, owners.

A sentence is cut into clauses (``split``: at commas, semicolons, "but", "so", "and" before a new
subject) so that a marker only covers what it is said about: in "we're not on Kubernetes,
everything runs on ECS" the negation ends at the comma. A marker counts only when it comes
*before* the product it would change ("we considered MongoDB", not "MongoDB, if that
matters"). What a clause can say about a product, checked in this order:

- a change with a destination: "from X to Y", "replaced X with Y", "moved off X to Y",
  "upgraded to 15" (a bare version takes its product from the clause, the session, or the
  one current fact with a version);
- a retraction: "no longer using X", "dropped X", "moved off X", "X is gone", "not on X";
- nothing, when hypothetical, negated or a question ("considering X", "can it target X?"),
  or when the product is the subject of a marker after it ("X would be nice", "X was our CI
  until May", "the move to X is on hold", "the docs say X is supported");
- otherwise a statement of the user's stack, or of a third party's when the clause names
  one ("our partner uses Oracle"), kept under that entity and never the user's.

The marker words themselves live in ``markers``; a few German, French and Spanish changes
are rewritten to the English shape first ("von X auf Y umgestiegen" -> "moved from X to Y").
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from memory_core.extract.builtin.cue_rules import cue_change, cue_retraction, temporary
from memory_core.extract.builtin.languages import ended_after, ended_before
from memory_core.extract.builtin.lexicon import (
    FIRST_PERSON_RE,
    HOSTED_LANGUAGES,
    INSTEAD_OF,
    NOW_RE,
    OFF_AFTER_RE,
    OFF_BEFORE_RE,
    POSSESSIVE_RE,
    PRONOUN_RE,
    RETRACT_AFTER_FOREIGN_RE,
    RUNTIMES,
    THIRD_PARTY_EN,
    THIRD_PARTY_RE,
)
from memory_core.extract.builtin.markers import (
    ANYMORE_RE,
    BARE_VERSION_RE,
    CHANGE_VERB,
    COPULA_END_RE,
    FROM_TO_RE,
    HYPOTHETICAL_RE,
    INFINITIVE_END_RE,
    KEIN_RE,
    KEPT_RE,
    MODAL_RE,
    MOVE_DONE_AFTER_RE,
    MOVE_TO_BEFORE_RE,
    NEG_AFTER_RE,
    NEG_USE_RE,
    NEGATION_RE,
    NO_LONGER_AFTER_RE,
    NO_LONGER_BEFORE_RE,
    QUESTION_START_RE,
    REMOVAL_RE,
    REPLACED_RE,
    REPORTED_RE,
    REQUEST_RE,
    RETRACT_AFTER_RE,
    RETRACT_BEFORE_RE,
    ROLE_RE,
    TOOLING_AFTER_RE,
    VERB_TO_RE,
    VERSION_NOW_RE,
    addressed,
    ends_with_product,
    in_english,
    queue_subject,
    served_role,
)
from memory_core.extract.builtin.scripts import contradicts, other_script, script_change
from memory_core.extract.builtin.third_parties import someone_elses_system, third_party_noun
from memory_core.extract.builtin.unknown import PENDING_RE, UNKNOWN_PRODUCT_RE, attribute_to_unknown
from memory_core.model.pending import PENDING_VERSION
from memory_core.model.products import ALIAS_CLOUD, Mention, by_attribute, mentions
from memory_core.model.slots import DEFAULT_VOCABULARY, slug


@dataclass(frozen=True)
class StackFact:
    entity: str
    key: str
    value: str
    confidence: float
    retract: bool = False
    previous: str | None = None
    change: bool = False  # stated as a change ("upgraded to 15"), so it wins in its session


_ZERO_RE = re.compile(r"\b(?:zero|not\s+(?:a\s+single|one))\s+(?:\w+\s+)?$", re.I)
_DECLINED_RE = re.compile(r"\s*,?\s+(?:not|nicht|" + INSTEAD_OF + r")\s+(?:on\s+)?", re.I)


def is_question(clause: str) -> bool:
    return clause.rstrip().endswith(("?", "؟", "？")) or bool(QUESTION_START_RE.match(clause))


def named_party(clause: str) -> tuple[int, str] | None:
    """(end, English noun) of the first third party a clause names, in any language known."""
    m = THIRD_PARTY_RE.search(clause)
    foreign = third_party_noun(clause)
    if m is not None and (foreign is None or m.start() <= foreign[0]):
        noun = m.group(1).lower()
        return m.end(), THIRD_PARTY_EN.get(noun, noun.replace(" ", "_"))
    return (foreign[1], foreign[2]) if foreign is not None else None


def third_party(clause: str, context: str | None = None) -> str | None:
    """The third party a clause is about: one it names, or (for "they run Oracle" with no
    "we" in it) the one named just before."""
    if (named := named_party(clause)) is not None:
        return named[1]
    if someone_elses_system(clause):
        return context or "third_party"  # "our export agent's system runs on MongoDB"
    if PRONOUN_RE.search(clause) and not FIRST_PERSON_RE.search(clause):
        return context or "third_party"  # never the user's without a "we"
    theirs = [p.start() for p in POSSESSIVE_RE.finditer(clause)]
    if theirs and theirs[-1] > max(f.start() for f in FIRST_PERSON_RE.finditer(clause)):
        return context or "third_party"  # "pushes into us from their SAP system on Oracle"
    return None


def engines(found: Sequence[Mention]) -> list[Mention]:
    """Drop a platform ("Supabase", "RDS") when the engine it hosts is named beside it."""
    out: list[Mention] = []
    for m in found:
        if m.product.platform and any(
            o.product.attribute == m.product.attribute and not o.product.platform for o in found
        ):
            continue
        out.append(m)
    return out


def _cloud_hints(found: Sequence[Mention]) -> list[str]:
    if any(m.product.attribute == "cloud_provider" for m in found):
        return []
    return sorted({ALIAS_CLOUD[m.alias] for m in found if m.alias in ALIAS_CLOUD})


def _one_per_attribute(found: Sequence[Mention]) -> list[Mention]:
    """Two different products for one attribute in one clause is ambiguous: keep neither."""
    by_attr = by_attribute(found)
    out: list[Mention] = []
    for ms in by_attr.values():
        names = {m.product.name for m in ms}
        if len(names) > 1 and names & HOSTED_LANGUAGES and names & RUNTIMES:
            names -= RUNTIMES  # "TypeScript on Node.js 20": the language, not its runtime
            ms = [m for m in ms if m.product.name in names]
        versions = {m.version for m in ms if m.version}
        if len(names) == 1 and not any(
            a != b and not b.startswith(a) for a in versions for b in versions
        ):
            out.append(max(ms, key=lambda m: len(m.version or "")))  # not "Java 11 ... Java 21"
    return out


class VersionResolver:
    """Finds the product a bare version ("we upgraded to 15") belongs to, or gives up."""

    def __init__(self, session_mentions: Sequence[Mention], current: Sequence[tuple[str, str]]):
        self.by_version: dict[str, set[tuple[str, str]]] = {}
        for m in session_mentions:
            if m.version:
                self.by_version.setdefault(m.version, set()).add(
                    (m.product.attribute, m.product.name)
                )
        self.current = [
            (key, value) for key, value in current if re.search(r"\d", value) and mentions(value)
        ]
        self.values = dict(current)  # the user's current value per attribute
        # attributes with an engine named in the session or current: a platform named alone
        # ("the RDS read replicas") is where it runs, not a new value
        self.engines = {m.product.attribute for m in session_mentions if not m.product.platform}
        self.engines |= {k for k, v in current if any(not m.product.platform for m in mentions(v))}
        self.recent: list[Mention] = []
        self.party: str | None = None  # the third party the last clause named, for "they"
        # a third party named alone as the sentence's subject ("One of our customers,
        # Ferretti, runs Oracle"): the clauses after it without a "we" are theirs
        self.subject: str | None = None
        self.pending: list[StackFact] = []  # a change under way, until the user says it's done

    def stated(self, facts: list[StackFact]) -> list[StackFact]:
        """Keep ``values`` at what the user has said so far, this session included."""
        for f in facts:
            if f.entity == "user" and f.retract:
                self.values.pop(f.key, None)
            elif f.entity == "user":
                self.values[f.key] = f.value
        return facts

    def knows_nothing(self) -> bool:
        """No versioned product to read a bare version against (not even an ambiguous
        choice, which an older session arriving late could not settle either)."""
        return not self.current and not any(m.version for m in self.recent)

    def resolve(self, version: str) -> tuple[str, str] | None:
        same = self.by_version.get(version, set())
        if len(same) == 1:
            return next(iter(same))
        versioned = [m for m in self.recent if m.version]
        if versioned:
            m = versioned[-1]
            return m.product.attribute, m.product.name
        if len(self.current) == 1:
            key, value = self.current[0]
            return key, mentions(value)[0].product.name
        return None


def _destination(
    new_text: str, old_found: Sequence[Mention], resolver: VersionResolver
) -> tuple[str, str] | None:
    """(attribute, value) a change ends at: a product after "to", or a bare version."""
    found = engines(mentions(new_text))
    first = found[0] if found else None
    if first is not None and first.start < 25:
        return first.product.attribute, first.value
    vm = BARE_VERSION_RE.match(new_text)
    if vm is None:
        return None
    version = vm.group(1)
    if old_found:
        m = old_found[-1]
        return m.product.attribute, f"{m.product.name} {version}"
    target = resolver.resolve(version)
    return (target[0], f"{target[1]} {version}") if target else None


def stated_change(clause: str, resolver: VersionResolver) -> list[StackFact] | None:
    """A change with a destination; an unknown destination still ends what it left ("moved
    from Heroku to Render" with no Render in the gazetteer); None when no change is stated."""
    left: list[StackFact] = []
    for rx in (FROM_TO_RE, REPLACED_RE, VERB_TO_RE):
        m = rx.search(clause)
        if m is None:
            continue
        if rx is REPLACED_RE and m.group("old2"):
            m = (
                re.search(
                    r"(?P<old>.+?)\s+(?:was|were|got|has\s+been|have\s+been)\s+replaced\s+"
                    r"(?:by|with)\s+(?P<new>.+)$",
                    clause,
                    re.I,
                )
                or m
            )
        verb = re.search(CHANGE_VERB, clause, re.I)
        if rx is FROM_TO_RE and not verb and not mentions(m.group("old")):
            continue
        everything = engines(mentions(clause))  # in context: "upgraded Go to 1.22"
        old_found = [x for x in everything if m.start("old") <= x.start < m.end("old")] or [
            x for x in everything if x.start < m.start()
        ]
        dest = _destination(m.group("new"), old_found, resolver)
        if dest is None:
            if (
                rx is VERB_TO_RE
                and not old_found
                and resolver.knows_nothing()
                and (pm := PENDING_RE.search(clause))
            ):
                # no product known for it at the session's time: kept aside until an older
                # session arriving late names one (``model.facts.adoption``)
                return [StackFact("user", PENDING_VERSION, pm.group(1), 0.9, change=True)]
            if rx is VERB_TO_RE and (ended := attribute_to_unknown(m.group("old"), m.group("new"))):
                # "moved the DB to Yugabyte": a removal worded as a value ends what is current
                return [StackFact("user", ended, "removed", 0.7, change=True)]
            if rx is REPLACED_RE and not UNKNOWN_PRODUCT_RE.match(m.group("new")):
                continue  # "left Redis in place for sessions": no product it was left for
            if rx is not VERB_TO_RE or re.search(r"\b(?:off|from|away)\b", m.group("old"), re.I):
                named = engines(mentions(m.group("old")))
                left = left or [
                    StackFact("user", o.product.attribute, o.product.name, 0.7, True) for o in named
                ]
            continue
        attr, value = dest
        old = [o for o in old_found if o.product.attribute == attr]
        previous = None
        if old:
            previous = old[-1].value
            if (
                rx is not REPLACED_RE
                and not old[-1].version
                and m.group("old").strip()[:1].isdigit()
            ):
                previous = f"{old[-1].product.name} {m.group('old').strip().split()[0]}"
        if rx is FROM_TO_RE and (bare := BARE_VERSION_RE.match(m.group("old"))) and old_found:
            previous = f"{old_found[-1].product.name} {bare.group(1)}"
        if previous == value:
            previous = None
        return [StackFact("user", attr, value, 0.9, previous=previous, change=True)]
    return left or None


def _same_attribute(old: str, new: str) -> bool:
    a, b = engines(mentions(old)), engines(mentions(new))
    if a and not b and BARE_VERSION_RE.match(new):
        return True  # "from Postgres 15 straight to 17"
    return bool(a and b) and a[-1].product.attribute == b[0].product.attribute


def stack_facts(clause: str, resolver: VersionResolver) -> list[StackFact]:
    """What one user clause says about products (see the module docstring)."""
    if is_question(clause) or REQUEST_RE.match(clause) or addressed(clause):
        return []
    if not HYPOTHETICAL_RE.search(clause):  # "si migramos a X": no done change to rewrite
        clause = in_english(clause)
    hypothetical = HYPOTHETICAL_RE.search(clause)
    if REPORTED_RE.search(clause):
        return []  # "the docs say MongoDB is supported": someone else's claim
    if hypothetical and INFINITIVE_END_RE.search(clause):
        return []  # "auf GCP umzuziehen": the intention covers the product before it
    if hypothetical:  # only what precedes, and no half word ("Render-compatible")
        clause = clause[: hypothetical.start()]
        clause = clause if clause[-1:].isspace() or not clause else re.sub(r"\S+$", "", clause)
        if COPULA_END_RE.search(clause) or (
            MODAL_RE.match(hypothetical.group(0)) and ends_with_product(clause)
        ):
            return []  # "MongoDB is supported", "Postgres 16 would be nice": the product is
            # the subject of what is imagined or asked, not a statement of the stack
    found = mentions(clause)
    if not hypothetical and (shaped := script_change(clause, resolver.values, found)):
        clause, found = shaped, mentions(shaped)
    elif (
        not hypothetical
        and len(found) >= 1
        and not (FROM_TO_RE.search(clause) or REPLACED_RE.search(clause))
        and not VERB_TO_RE.search(clause)
        and (shaped := cue_change(clause, resolver.values, found))
    ):
        clause, found = shaped, mentions(shaped)  # "vam passar de X a Y", "از X به 15 ارتقا"
    bare_change = re.search(r"\b" + CHANGE_VERB + r"\b", clause, re.I) or REPLACED_RE.search(clause)
    if (ft := FROM_TO_RE.search(clause)) and _same_attribute(ft["old"], ft["new"]):
        bare_change = ft  # "we jumped from Java 11 straight to Java 21": no verb needed
    if not found and not bare_change:
        if (named := named_party(clause)) and not FIRST_PERSON_RE.search(clause[named[0] :]):
            resolver.subject = third_party(clause)
        return []
    party = third_party(clause, resolver.party)
    if party is None and resolver.subject and not FIRST_PERSON_RE.search(clause):
        party = resolver.subject
    resolver.party = party
    if bare_change and party is None:
        changed = stated_change(clause, resolver)
        if changed is not None:
            resolver.recent.extend(found)
            done = {f.key for f in changed}
            for m in found:  # "we dropped Kubernetes and went back to EC2"
                attr = m.product.attribute
                if attr not in done and RETRACT_BEFORE_RE.search(clause[: m.start]):
                    changed.append(StackFact("user", attr, m.product.name, 0.8, True))
            return resolver.stated(changed)
    if bare_change and party is not None:
        if re.search(r"\b(?:we|us|i)\b|\b(?:we|i)['’]", clause, re.I):
            return []  # "our customer moved us to Azure": whose move? say nothing
        theirs = [f for f in stated_change(clause, resolver) or [] if not f.retract]
        if theirs:  # "the customer moved to Oracle 23": their slot changes, never the user's
            return [replace(f, entity=party, confidence=0.6) for f in theirs]
    if not found:
        return []
    out: list[StackFact] = []
    negation = NEGATION_RE.search(clause)
    # "we use Azure not AWS": the product declined right after another is not a candidate
    declined = [
        m for m in found if any(_DECLINED_RE.fullmatch(clause[o.end : m.start]) for o in found)
    ]
    unread = party is None and other_script(clause, found)
    paused = temporary(clause)  # "switched Redis off for maintenance": not gone
    for m in _one_per_attribute(engines([m for m in found if m not in declined])):
        before = clause[: m.start]
        attr = m.product.attribute
        if m.product.platform and attr in resolver.engines:
            continue
        rb = RETRACT_BEFORE_RE.search(before)
        if rb and NEGATION_RE.search(before[: rb.start()]):
            continue  # "we haven't dropped Redis yet": not ended, and no statement either
        if rb and KEPT_RE.match(clause[m.end :]):
            rb = None  # "we left Redis in place": kept, not ended
        after = clause[m.end :]
        gone = NO_LONGER_BEFORE_RE.search(before) or (
            NO_LONGER_AFTER_RE.match(after)
            and (KEIN_RE.search(before) or "nicht" in after or "niet" in after)
        )
        if (
            party is None
            and not paused
            and (
                rb
                or gone
                or RETRACT_AFTER_RE.match(after)
                or RETRACT_AFTER_FOREIGN_RE.match(after)
                or ended_after(after)
                or ended_before(before)
                or (OFF_BEFORE_RE.search(before) and OFF_AFTER_RE.match(after) and not negation)
                or NEG_USE_RE.search(before)
                or (negation and ANYMORE_RE.match(after))  # "nothing uses RabbitMQ anymore"
                or cue_retraction(clause, m, found)  # "Redis sme vypli", in any listed language
            )
        ):
            out.append(StackFact("user", attr, m.product.name, 0.8, retract=True))
            continue
        if (negation and negation.start() < m.start) or NEG_AFTER_RE.match(after):
            continue
        if _ZERO_RE.search(before):
            continue  # "we have zero MongoDB in prod": none of it, and no ending either
        if REMOVAL_RE.search(clause):
            continue  # "it was removed with the PHP code": about an ending, not a current value
        if MOVE_TO_BEFORE_RE.search(before) and not MOVE_DONE_AFTER_RE.match(after):
            continue  # "the migration to X is not finished": a move named, not its outcome
        if TOOLING_AFTER_RE.match(clause[m.end :]):
            continue  # "the Python SDK fails": the vendor's tooling for it, not their stack
        if re.search(r"\b(?:old|former|previous|legacy)\b", before, re.I):
            continue  # "our old Jenkins box": not what they run now
        if (role := ROLE_RE.match(clause[m.end :])) and (
            as_attr := DEFAULT_VOCABULARY.synonyms.get(slug(role.group(1)))
        ):
            attr = as_attr  # "Redis as the broker": the role it is named for
        elif (serves := served_role(clause[m.end :], attr)) is not None:
            if any(o.product.attribute == serves for o in found if o is not m):
                continue  # "Sidekiq + Redis for jobs": Redis backs Sidekiq, it is not the cache
            attr = serves  # "Redis for jobs": the queue
        elif attr == "cache" and queue_subject(before):
            attr = "message_queue"  # "our job queue uses Redis": the queue it backs
        # "now", "adesso", "sinds maandag": the state from then on, so it wins in its session
        value, now = m.value, NOW_RE.search(clause) is not None
        if m.version is None and (vm := VERSION_NOW_RE.match(clause[m.end :])):
            value, now = f"{m.product.name} {vm.group(1)}", True  # "Postgres is now 16"
        if party is not None:
            out.append(StackFact(party, attr, value, 0.6))
        elif unread and not now and contradicts(m, resolver.values):
            continue  # "ลูกค้า ... ใช้ MySQL": whose system, the words cannot tell
        else:
            out.append(StackFact("user", attr, value, 0.8, change=now))
    if party is None and not negation and not any(f.retract for f in out):
        for cloud in _cloud_hints(found):
            out.append(StackFact("user", "cloud_provider", cloud, 0.7))
    resolver.recent.extend(found)
    return resolver.stated(out)
