"""Stack facts from one user clause: products with versions, changes, retractions, owners.

A sentence is cut into clauses (at commas, semicolons, "but", "so", and "and" before a new
subject) so that a marker only covers what it is said about: in "we're not on Kubernetes,
everything runs on ECS" the negation ends at the comma. A marker counts only when it comes
*before* the product it would change ("we considered MongoDB", not "MongoDB, if that
matters"). What a clause can say about a product, checked in this order:

- a change with a destination: "from X to Y", "replaced X with Y", "moved off X to Y",
  "upgraded to 15" (a bare version takes its product from the clause, the session, or the
  one current fact with a version);
- a retraction: "no longer using X", "dropped X", "moved off X", "X is gone", "not on X";
- nothing, when hypothetical, negated or a question ("considering X", "can it target X?");
- otherwise a statement of the user's stack, or of a third party's when the clause names
  one ("our partner uses Oracle"), kept under that entity and never the user's.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass, replace

from memory_core.extract.builtin.zones import PLACES as _PLACES
from memory_core.model.products import ALIAS_CLOUD, Mention, mentions
from memory_core.model.slots import DEFAULT_VOCABULARY, THIRD_PARTIES, slug

_QUOTED_RE = re.compile(r"\"[^\"]{0,300}\"|“[^”]{0,300}”|`[^`]{0,300}`|\b[a-z][\w+.-]*://\S+", re.I)
_SENTENCE_RE = re.compile(r"(?<=[.!?])\s+|\n+|;\s*|\s+-\s+|\s+–\s+")
_CLAUSE_RE = re.compile(
    r"\s*,\s*|\s+(?:but|so|though|although|whereas|while)\s+|"
    r"\s+and\s+(?=(?:we|our|they|their|the|i|my|it|one|everything)\b)|"
    r"\s+and\s+(?=(?:then\s+|also\s+)?(?:upgraded|updated|moved|migrated|switched|downgraded|"
    r"replaced|dropped|bumped|went)\b)",
    re.IGNORECASE,
)
THIRD_PARTY_RE = re.compile(r"\b(" + THIRD_PARTIES + r")(?:s|es|n)?(?:'s|’s)?\b", re.IGNORECASE)
# Third parties named in another language are stored under the English noun, so one
# vendor is one owner whichever language the user wrote in.
_THIRD_PARTY_EN = {
    "anbieter": "vendor",
    "dienstleister": "vendor",
    "prestataire": "vendor",
    "proveedor": "vendor",
    "kunde": "customer",
    "kunden": "customer",
    "cliente": "customer",
    "lieferant": "supplier",
    "fournisseur": "supplier",
}
_PRONOUN_RE = re.compile(r"\b(?:they|their|them|theirs|deren|leur|leurs)\b", re.IGNORECASE)
_FIRST_PERSON_RE = re.compile(
    r"\b(?:we|our|us|i|my|me|ours|wir|unser\w*|nous|notre|nos)\b|\b(?:we|i)['’]", re.IGNORECASE
)
HYPOTHETICAL_RE = re.compile(
    r"\b(?:consider(?:ed|ing)?|think(?:ing)?\s+(?:about|of)|plan(?:ning|s)?\s+to|planning|"
    r"going\s+to|gonna|will|might|maybe|perhaps|possibly|evaluat(?:e|ed|ing)|would|could|"
    r"should|if|whether|wonder(?:ing)?|recommend\w*|suggest\w*|instead\s+of|rather\s+than|"
    r"decided\s+against|asked|asks|trial|testing|tried|try(?:ing)?|poc|options?|alternatives?|"
    r"compare|comparing|vs\.?|want(?:s|ed)?\s+to|hope|hoping|wish|love\s+to|"
    r"next\s+(?:quarter|year|month|sprint|week)|eventually|someday|support(?:s|ed)?|"
    r"compatible|integration|like|used\s+to|previously|formerly|originally|in\s+the\s+past|"
    r"back\s+(?:then|when)|(?:was|were)\s+(?:on|using|running|our|my)|staging|sandbox|"
    r"locally|dev\s+env\w*|test\s+env\w*|on\s+hold|paused|postponed|put\s+off|delayed|shelved|"
    r"(?<!finished\s)(?<!completed\s)(?<!done\s)"
    r"(?:moving|migrating|switching|upgrading|transitioning|porting)\b)\b|'ll\b|’ll\b",
    re.IGNORECASE,
)
NEGATION_RE = re.compile(
    r"\b(?:not|never|no|without|none)\b|n't\b|n’t\b|\bno\s+longer\b", re.IGNORECASE
)
# "no longer using X", "not on X", "don't use X anymore": the negation is about X itself.
_NEG_USE_RE = re.compile(
    r"(?:\bno\s+longer|\bnot|n't|n’t|\bnever)\s+(?:\w+\s+)?"
    r"(?:us(?:e|ing)|on|run(?:ning)?|hav(?:e|ing)|hosted\s+on|deployed\s+on|in)\s+"
    r"(?:the\s+|a\s+|an\s+|any\s+)?$",
    re.IGNORECASE,
)
_RETRACT_BEFORE_RE = re.compile(
    r"\b(?:dropped|drop|removed|got\s+rid\s+of|retired|decommission(?:ed)?|deprecated|sunset|left|"
    r"no\s+more|"
    r"ripped\s+out|moved\s+(?:off|away\s+from)|switched\s+away\s+from|migrated\s+(?:off|away\s+"
    r"from)|stopped\s+using|quit|finished\s+moving\s+off|moving\s+off|turned\s+off|shut\s+down|"
    r"uninstalled|phased\s+out|killed|abandoned|ditched)\s+"
    r"(?:(?!(?:with|by|in|for|from|alongside|along)\b)\S+\s+){0,2}$|"
    r"\b(?:ignore|disregard|forget)\s+(?:what\s+i\s+(?:said|wrote|told\s+you)|my\s+(?:note|"
    r"comment))\s+(?:about|on|re)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
_RETRACT_AFTER_RE = re.compile(
    r"^\W*(?:\w+\W+){0,2}?(?:is|are|was|were|has\s+been|have\s+been|got)\s+(?:now\s+|fully\s+|"
    r"completely\s+)?(?:gone|removed|dropped|retired|decommissioned|turned\s+off|shut\s+down)\b|"
    r"^\W*(?:\w+\W+){0,2}?(?:isn't|aren't|isn’t|aren’t|is\s+not|are\s+not)\s+(?:used|in\s+use|"
    r"running|needed)\s+(?:any\s*more|now)\b|"
    r"^\W*(?:\w+\W+){0,2}?(?:is|are)\s+no\s+longer\s+(?:used|in\s+use|running|needed|with\s+us)\b|"
    r"^\W*(?:we|i)\s+(?:no\s+longer|don't|don’t|do\s+not|stopped|never)\s+(?:use|using|run|"
    r"need|have)\b",
    re.IGNORECASE,
)
_REMOVAL_RE = re.compile(
    r"\b(?:removed|dropped|retired|decommissioned|ripped\s+out|got\s+rid|gone|deleted|"
    r"uninstalled|phased\s+out|sunset|shut\s+down|turned\s+off)\b"
    # not a metric that fell ("hit rate dropped to 40%")
    r"(?!\s+(?:(?:to|by|from|below|under|up|down|significantly|sharply|again)\b|\d))",
    re.IGNORECASE,
)
_PLACE_RE = re.compile(
    r"\b(?:region|zone|datacenter|data\s+center|dc|cluster|server|servers|instance|host|node|"
    r"account|project|subscription|tenant|vpc|vm|vms|[a-z]{2}-[a-z]+-\d)\b",
    re.IGNORECASE,
)
_REPORTED_RE = re.compile(
    r"\b(?:docs?|documentation|readme|article|blog|guide|changelog|website|page|forum)\s+"
    r"(?:says?|said|mentions?|claims?|states?|lists?)\b|\baccording\s+to\b",
    re.IGNORECASE,
)
_COPULA_END_RE = re.compile(r"\b(?:is|are|was|were|be|been|being|isn't|aren't)\s*$", re.I)
# Markers whose subject is the product before them: "Postgres 16 would be nice", "Heroku
# used to host us", "Jenkins was our CI until last year".
_MODAL_RE = re.compile(
    r"(?:would|could|should|might|will|'ll|’ll|used\s+to|previously|(?:was|were)\s+\w+)$", re.I
)


def _ENDS_WITH_PRODUCT(head: str) -> bool:
    found = mentions(head)
    return bool(found) and not head[found[-1].end :].strip(" ,")


_VERSION_NOW_RE = re.compile(
    r"^\s+(?:is|are)\s+(?:now\s+(?:on\s+)?|on\s+)(?:version\s+|v)?(\d+(?:\.\d+){0,3}[a-z]?)\s*(?:$|now\b)",
    re.IGNORECASE,
)
_KEPT_RE = re.compile(
    r"^\s*(?:\d[\d.]*\s*)?(?:in\s+place|as\s+(?:is|it\s+was)|alone|untouched|running|on\b|"
    r"unchanged|enabled|where\s+it\s+was)",
    re.IGNORECASE,
)
_ROLE_RE = re.compile(
    r"^\s+(?:is\s+)?as\s+(?:a|an|the|our)?\s*([a-z]+(?:\s+[a-z]+)?)\s*(?:$|[,.;)]|for\b|too\b)",
    re.IGNORECASE,
)
_TOOLING_AFTER_RE = re.compile(
    r"^[\s-]*(?:sdks?|client\s+librar(?:y|ies)|drivers?|connectors?|plugins?|adapters?|docs|"
    r"documentation|examples?|snippets?|bindings|wrappers?|integration|exporter|sink|source)\b",
    re.IGNORECASE,
)
_CHANGE_VERB = (
    r"(?:upgraded|updated|moved|migrated|switched|changed|downgraded|went|transitioned|ported|"
    r"bumped|rolled\s+back|replatformed|swapped|replaced|ditched|traded|"
    r"(?:finished|completed|done)\s+(?:moving|migrating|switching|porting|the\s+(?:move|migration|"
    r"switch)))"
)
_FROM_TO_RE = re.compile(r"\bfrom\s+(?P<old>.+?)\s+(?:to|over\s+to|onto)\s+(?P<new>.+)$", re.I)
_REPLACED_RE = re.compile(
    r"\b(?:replaced|swapped(?:\s+out)?|ditched|dropped|traded|left|retired|abandoned)\s+"
    r"(?P<old>.+?)\s+(?:with|for|by|in\s+fav(?:ou|o)r\s+of)\s+"
    r"(?P<new>.+)$|"
    r"^(?P<old2>.+?)\s+(?:was|were|got|has\s+been|have\s+been)\s+replaced\s+(?:by|with)\s+"
    r"(?P<new2>.+)$",
    re.I,
)
_VERB_TO_RE = re.compile(
    r"\b" + _CHANGE_VERB + r"\b(?P<old>(?:\s+\S+){0,6}?)\s+(?:to|onto)\s+(?P<new>.+)$", re.I
)
_BARE_VERSION_RE = re.compile(r"^\s*(?:v(?:ersion)?\s?)?(\d+(?:\.\d+){0,3}[a-z]?)(?!\w|\.\d)", re.I)
_QUESTION_START_RE = re.compile(
    r"^\W*(?:can|could|does|do|is|are|will|would|should|how|what|which|why|when|where|any|"
    r"has|have)\b",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class StackFact:
    entity: str
    key: str
    value: str
    confidence: float
    retract: bool = False
    previous: str | None = None
    change: bool = False  # stated as a change ("upgraded to 15"), so it wins in its session


def sentences(text: str) -> list[str]:
    """User text in sentences, quoted log lines, error messages and URLs blanked out."""
    text = _QUOTED_RE.sub(" ", text)
    return [s.strip() for s in _SENTENCE_RE.split(text) if s and s.strip()]


def clauses(sentence: str) -> list[str]:
    parts = [c.strip() for c in _CLAUSE_RE.split(sentence) if c and c.strip()]
    if sentence.rstrip().endswith("?") and parts:
        parts[-1] = parts[-1] if parts[-1].endswith("?") else parts[-1] + "?"
    return parts


def is_question(clause: str) -> bool:
    return clause.rstrip().endswith("?") or bool(_QUESTION_START_RE.match(clause))


def third_party(clause: str, context: str | None = None) -> str | None:
    """The third party a clause is about: one it names, or (for "they run Oracle" with no
    "we" in it) the one named just before."""
    m = THIRD_PARTY_RE.search(clause)
    if m is not None:
        noun = m.group(1).lower()
        return _THIRD_PARTY_EN.get(noun, noun.replace(" ", "_"))
    if _PRONOUN_RE.search(clause) and not _FIRST_PERSON_RE.search(clause):
        return context or "third_party"  # never the user's without a "we"
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
    by_attr: dict[str, list[Mention]] = {}
    for m in found:
        by_attr.setdefault(m.product.attribute, []).append(m)
    out: list[Mention] = []
    for ms in by_attr.values():
        names = {m.product.name for m in ms}
        if len(names) == 1:
            out.append(max(ms, key=lambda m: len(m.version or "")))
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
        self.recent: list[Mention] = []
        self.party: str | None = None  # the third party the last clause named, for "they"
        self.pending: list[StackFact] = []  # a change under way, until the user says it's done

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
    vm = _BARE_VERSION_RE.match(new_text)
    if vm is None:
        return None
    version = vm.group(1)
    if old_found:
        m = old_found[-1]
        return m.product.attribute, f"{m.product.name} {version}"
    target = resolver.resolve(version)
    return (target[0], f"{target[1]} {version}") if target else None


_UNKNOWN_PRODUCT_RE = re.compile(r"^\s*(?:the\s+)?([A-Z][\w.+-]*[A-Za-z0-9])(?:\s|$|[,.;!])")


def _attribute_to_unknown(old: str, new: str) -> str | None:
    """ "moved the DB to AlloyDB", "switched our CI to Woodpecker": an attribute named by its
    noun moves to a product the gazetteer lacks; the current value ends (it is no longer
    true) and nothing is written in its place. A place ("to Frankfurt") is not a product."""
    words = re.findall(r"[a-z][a-z_/-]*", old.lower())
    if not words or mentions(old):
        return None
    attr = DEFAULT_VOCABULARY.synonyms.get(slug(words[-1]))
    if attr is None or DEFAULT_VOCABULARY.category(attr, "") != "technical_environment":
        return None
    um = _UNKNOWN_PRODUCT_RE.match(new)
    if um is None or um.group(1).lower() in _PLACES or _PLACE_RE.search(new[: um.end() + 20]):
        return None
    return attr


def stated_change(clause: str, resolver: VersionResolver) -> list[StackFact] | None:
    """A change with a destination; an unknown destination still ends what it left ("moved
    from Heroku to Render" with no Render in the gazetteer); None when no change is stated."""
    left: list[StackFact] = []
    for rx in (_FROM_TO_RE, _REPLACED_RE, _VERB_TO_RE):
        m = rx.search(clause)
        if m is None:
            continue
        if rx is _REPLACED_RE and m.group("old2"):
            m = (
                re.search(
                    r"(?P<old>.+?)\s+(?:was|were|got|has\s+been|have\s+been)\s+replaced\s+"
                    r"(?:by|with)\s+(?P<new>.+)$",
                    clause,
                    re.I,
                )
                or m
            )
        verb = re.search(_CHANGE_VERB, clause, re.I)
        if rx is _FROM_TO_RE and not verb and not mentions(m.group("old")):
            continue
        everything = engines(mentions(clause))  # in context: "upgraded Go to 1.22"
        old_found = [x for x in everything if m.start("old") <= x.start < m.end("old")] or [
            x for x in everything if x.start < m.start()
        ]
        dest = _destination(m.group("new"), old_found, resolver)
        if dest is None:
            if rx is _VERB_TO_RE and (
                ended := _attribute_to_unknown(m.group("old"), m.group("new"))
            ):
                # "moved the DB to Yugabyte": a removal worded as a value ends what is current
                return [StackFact("user", ended, "removed", 0.7, change=True)]
            if rx is _REPLACED_RE and not _UNKNOWN_PRODUCT_RE.match(m.group("new")):
                continue  # "left Redis in place for sessions": no product it was left for
            if rx is not _VERB_TO_RE or re.search(r"\b(?:off|from|away)\b", m.group("old"), re.I):
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
                rx is not _REPLACED_RE
                and not old[-1].version
                and m.group("old").strip()[:1].isdigit()
            ):
                previous = f"{old[-1].product.name} {m.group('old').strip().split()[0]}"
        if rx is _FROM_TO_RE and (bare := _BARE_VERSION_RE.match(m.group("old"))) and old_found:
            previous = f"{old_found[-1].product.name} {bare.group(1)}"
        if previous == value:
            previous = None
        return [StackFact("user", attr, value, 0.9, previous=previous, change=True)]
    return left or None


def stack_facts(clause: str, resolver: VersionResolver) -> list[StackFact]:
    """What one user clause says about products (see the module docstring)."""
    if is_question(clause):
        return []
    hypothetical = HYPOTHETICAL_RE.search(clause)
    if _REPORTED_RE.search(clause):
        return []  # "the docs say MongoDB is supported": someone else's claim
    if hypothetical:  # only what precedes, and no half word ("Render-compatible")
        clause = clause[: hypothetical.start()]
        clause = clause if clause[-1:].isspace() or not clause else re.sub(r"\S+$", "", clause)
        if _COPULA_END_RE.search(clause) or (
            _MODAL_RE.match(hypothetical.group(0)) and _ENDS_WITH_PRODUCT(clause)
        ):
            return []  # "MongoDB is supported", "Postgres 16 would be nice": the product is
            # the subject of what is imagined or asked, not a statement of the stack
    found = mentions(clause)
    bare_change = re.search(r"\b" + _CHANGE_VERB + r"\b", clause, re.I) or _REPLACED_RE.search(
        clause
    )
    if not found and not bare_change:
        return []
    party = third_party(clause, resolver.party)
    resolver.party = party
    if bare_change and party is None:
        changed = stated_change(clause, resolver)
        if changed is not None:
            resolver.recent.extend(found)
            done = {f.key for f in changed}
            for m in found:  # "we dropped Kubernetes and went back to EC2"
                attr = m.product.attribute
                if attr not in done and _RETRACT_BEFORE_RE.search(clause[: m.start]):
                    changed.append(StackFact("user", attr, m.product.name, 0.8, True))
            return changed
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
    for m in _one_per_attribute(engines(found)):
        before = clause[: m.start]
        attr = m.product.attribute
        rb = _RETRACT_BEFORE_RE.search(before)
        if rb and _KEPT_RE.match(clause[m.end :]):
            rb = None  # "we left Redis in place": kept, not ended
        if party is None and (
            rb or _RETRACT_AFTER_RE.match(clause[m.end :]) or _NEG_USE_RE.search(before)
        ):
            out.append(StackFact("user", attr, m.product.name, 0.8, retract=True))
            continue
        if negation and negation.start() < m.start:
            continue
        if _REMOVAL_RE.search(clause):
            continue  # "it was removed with the PHP code": about an ending, not a current value
        if _TOOLING_AFTER_RE.match(clause[m.end :]):
            continue  # "the Python SDK fails": the vendor's tooling for it, not their stack
        if re.search(r"\b(?:old|former|previous|legacy)\b", before, re.I):
            continue  # "our old Jenkins box": not what they run now
        if (role := _ROLE_RE.match(clause[m.end :])) and (
            as_attr := DEFAULT_VOCABULARY.synonyms.get(slug(role.group(1)))
        ):
            attr = as_attr  # "Redis as the broker": the role it is named for
        value, now = m.value, False
        if m.version is None and (vm := _VERSION_NOW_RE.match(clause[m.end :])):
            value, now = f"{m.product.name} {vm.group(1)}", True  # "Postgres is now 16"
        if party is not None:
            out.append(StackFact(party, attr, value, 0.6))
        else:
            out.append(StackFact("user", attr, value, 0.8, change=now))
    if party is None and not negation and not any(f.retract for f in out):
        for cloud in _cloud_hints(found):
            out.append(StackFact("user", "cloud_provider", cloud, 0.7))
    resolver.recent.extend(found)
    return out
