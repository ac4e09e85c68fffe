"""Slots: which (owner, attribute) a stated fact fills, and how its values compare.

Extractors drift: an LLM says ``database`` once and ``db``, ``primary_database`` or
``database_engine`` the next time, names the owner ``user``, ``acme corp`` or ``company``,
and spells one value "PostgreSQL 15", "Postgres 15" or "PostgreSQL 15.4". If the merge took
those at face value, one question would get several current answers. So the merge maps
every statement to a canonical slot first (here, pure):

- **keys** go through ``slug`` (issue 11: ``../../u-2/plan`` -> ``u_2_plan``), then the
  synonym table (extensible with ``MEMORY_FACT_SYNONYMS``), then prefix/suffix stripping
  (``primary_``, ``_engine``), then a conservative lexical match (difflib ratio >= 0.88)
  against the owner's existing keys and the vocabulary. No embeddings: a wrong merge of two
  attributes would be worse than two slots.
- **owners**: the user, their organisation and their environment are one owner, ``user``;
  an entity naming a third party (customer, client, partner, vendor, ...) keeps its own
  slug and never replaces the user's facts.
- **values**: same product without a version confirms, a more precise version refines,
  a different product or version changes (see ``relation``); a value that says the thing is
  gone ("none (Redis removed)", "removed") is a retraction.
"""

from __future__ import annotations

import difflib
import re
import unicodedata
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Literal

from memory_core.model.products import mentions, split_value

OWNER = "user"
SLUG_MAX = 64

# canonical attribute -> (category, synonyms)
ATTRIBUTES: dict[str, tuple[str, tuple[str, ...]]] = {
    "database": (
        "technical_environment",
        (
            "db",
            "primary_database",
            "main_database",
            "database_engine",
            "datastore",
            "rdbms",
            "data_store",
            "primary_db",
            "main_db",
            "database_system",
            "sql_database",
            "dbms",
        ),
    ),
    "cache": ("technical_environment", ("caching", "cache_store", "cache_layer", "cache_system")),
    "cloud_provider": (
        "technical_environment",
        (
            "cloud",
            "hosting",
            "hosting_provider",
            "cloud_platform",
            "hosting_platform",
            "host",
            "infrastructure_provider",
            "cloud_vendor",
        ),
    ),
    "programming_language": (
        "technical_environment",
        ("lang", "runtime", "language_runtime", "backend_language", "programming_languages"),
    ),
    "framework": ("technical_environment", ("web_framework", "backend_framework")),
    "ci_system": (
        "technical_environment",
        ("ci", "ci_cd", "cicd", "ci_provider", "ci_tool", "ci_platform", "ci_pipeline"),
    ),
    "message_queue": (
        "technical_environment",
        (
            "queue",
            "broker",
            "message_broker",
            "mq",
            "event_bus",
            "job_queue",
            "task_queue",
            "streaming_platform",
        ),
    ),
    "orchestration": (
        "technical_environment",
        ("orchestrator", "container_orchestration", "container_platform"),
    ),
    "observability": (
        "technical_environment",
        ("monitoring", "apm", "monitoring_tool", "observability_tool", "error_tracking"),
    ),
    "operating_system": ("technical_environment", ("os",)),
    "web_server": ("technical_environment", ()),
    "plan": (
        "business_context",
        (
            "subscription",
            "subscription_plan",
            "tier",
            "pricing_plan",
            "billing_plan",
            "account_plan",
        ),
    ),
    "team_size": (
        "business_context",
        ("headcount", "engineering_team_size", "number_of_engineers", "engineers", "team"),
    ),
    "timezone": ("preferences", ("time_zone", "tz")),
    "reply_language": (
        "preferences",
        ("response_language", "answer_language", "language_preference", "preferred_language"),
    ),
    "contact_channel": (
        "preferences",
        (
            "contact_method",
            "preferred_contact",
            "preferred_channel",
            "contact_preference",
            "contact",
            "communication_channel",
        ),
    ),
    "date_format": ("preferences", ("date_style", "date_preference")),
    "answer_style": (
        "preferences",
        ("response_style", "reply_style", "verbosity", "answer_length", "style"),
    ),
    "email": ("contact_info", ("email_address", "e_mail", "mail")),
    "phone": ("contact_info", ("phone_number", "telephone", "mobile")),
    "name": ("contact_info", ("full_name", "contact_name")),
}
_PREFIXES = (
    "primary",
    "main",
    "current",
    "preferred",
    "default",
    "production",
    "prod",
    "our",
    "user",
    "company",
    "org",
    "used",
    "their",
)
_SUFFIXES = (
    "engine",
    "system",
    "type",
    "name",
    "platform",
    "tool",
    "service",
    "product",
    "technology",
    "used",
    "in_use",
)
# Nouns that name someone else's systems (English, then German, French, Spanish): the
# extractor finds them in clauses, the merge in entity names, so both agree on who is a
# third party.
THIRD_PARTIES = (
    "customer|client|partner|vendor|supplier|contractor|agency|reseller|parent company|"
    "subsidiary|publisher|insurer|counsel|consultant|auditor|integrator|prospect|acquirer|"
    "accountant|bookkeeper|regulator|freelancer|"
    "merchant|distributor|franchisee|anbieter|kunde|kunden|lieferant|dienstleister|"
    "fournisseur|prestataire|proveedor|cliente|partenaire|parceiro|socio|fornecedor|friend|"
    "another company|another startup|other company|previous employer|former employer"
)
_THIRD_PARTY_RE = re.compile(
    r"third_?party|external|" + THIRD_PARTIES.replace(" ", "_"),
    re.I,
)
_LANGUAGES = frozenset(
    [
        "english",
        "german",
        "french",
        "spanish",
        "italian",
        "portuguese",
        "dutch",
        "polish",
        "japanese",
        "chinese",
        "korean",
        "norwegian",
        "swedish",
        "danish",
        "finnish",
        "czech",
        "turkish",
        "russian",
        "arabic",
        "hindi",
    ]
)
_REMOVED_RE = re.compile(
    r"^\s*(?:none|no|nothing|n/?a|null|removed|dropped|retired|decommissioned|gone|"
    r"not\s+used|no\s+longer\s+used|not\s+any\s*more|unused|deleted)\b",
    re.I,
)
_REMOVED_PAREN_RE = re.compile(r"\(([^()]*?)\s+(?:removed|dropped|retired|gone)\)", re.I)
_REMOVED_SUFFIX_RE = re.compile(
    r"^(.+?)\s*[(\[-]\s*(?:removed|dropped|retired|gone|decommissioned|no\s+longer\s+used)\W*$",
    re.I,
)

Relation = Literal["same", "less_precise", "refines", "changes"]


def slug(text: str, max_len: int = SLUG_MAX) -> str:
    """The documented slug form of an entity or key: NFKC, lower case, ``[a-z0-9_]`` only,
    runs of anything else collapsed to one ``_``, trimmed, at most 64 characters. Paths,
    e-mail addresses and separators never reach the store verbatim."""
    folded = unicodedata.normalize("NFKC", text).casefold()
    folded = folded.replace("+", "p").replace("#", "sharp")
    out = re.sub(r"[^a-z0-9]+", "_", folded).strip("_")
    return out[:max_len].rstrip("_") or "unknown"


@dataclass(frozen=True)
class Vocabulary:
    """Canonical attributes with their synonyms; the user's additions come from settings."""

    synonyms: Mapping[str, str]
    categories: Mapping[str, str]

    @classmethod
    def build(cls, extra: Mapping[str, Iterable[str]] | None = None) -> Vocabulary:
        syn: dict[str, str] = {}
        cat: dict[str, str] = {}
        for attr, (category, words) in ATTRIBUTES.items():
            cat[attr] = category
            syn[attr] = attr
            for w in words:
                syn[slug(w)] = attr
        for attr, extra_words in (extra or {}).items():
            a = slug(attr)
            cat.setdefault(a, "other")
            syn[a] = a
            for w in extra_words:
                syn[slug(w)] = a
        return cls(syn, cat)

    def category(self, key: str, stated: str) -> str:
        return self.categories.get(key, stated)


DEFAULT_VOCABULARY = Vocabulary.build()


def _strip(key: str) -> str:
    parts = key.split("_")
    while len(parts) > 1 and parts[0] in _PREFIXES:
        parts = parts[1:]
    k = "_".join(parts)
    for suf in _SUFFIXES:
        if k.endswith("_" + suf) and len(k) > len(suf) + 1:
            k = k[: -len(suf) - 1]
    return k


def canonical_key(
    key: str,
    value: str = "",
    known: Iterable[str] = (),
    vocab: Vocabulary = DEFAULT_VOCABULARY,
) -> str:
    """The slot key for a stated key: synonym, stripped synonym, else a close known key."""
    k = slug(key)
    if k in ("language", "languages", "preferred_language", "spoken_language"):
        words = set(re.findall(r"[a-z]+", value.casefold()))
        return "reply_language" if words & _LANGUAGES else "programming_language"
    if k in vocab.synonyms:
        return vocab.synonyms[k]
    stripped = _strip(k)
    if stripped in vocab.synonyms:
        return vocab.synonyms[stripped]
    known = tuple(known)
    # a known key that strips to this one: "support_tier" joins "support_tier_name" as
    # "support_tier_name" joins "support_tier", so the first arrival does not decide it
    same = sorted(j for j in known if _strip(slug(j)) == stripped)
    if same and k not in known:
        return same[0]
    candidates = sorted(set(known) | set(vocab.categories))
    close = difflib.get_close_matches(stripped, candidates, n=1, cutoff=0.88)
    if close:
        return vocab.synonyms.get(close[0], close[0])
    return k


def resolve_owner(entity: str) -> str:
    """``user`` for the user, their organisation and environment; a third party keeps its slug."""
    e = slug(entity)
    return e if _THIRD_PARTY_RE.search(e) else OWNER


def removal_target(value: str) -> str | None:
    """For a value that says the thing is gone, what is gone ("" when unnamed); else None.

    "none (Redis removed)" -> "Redis"; "removed" -> ""; "PostgreSQL 15" -> None.
    """
    paren = _REMOVED_PAREN_RE.search(value) or _REMOVED_SUFFIX_RE.match(value)
    if paren:
        return paren.group(1).strip()
    if _REMOVED_RE.match(value):
        inner = re.search(r"\(([^()]*)\)", value)
        return inner.group(1).strip() if inner else ""
    return None


def _version_parts(v: str) -> list[str]:
    parts = v.split(".")
    while len(parts) > 1 and parts[-1] == "0":
        parts.pop()
    return parts


def relation(old: str, new: str) -> Relation:
    """How a newly stated value relates to the current one of the same slot."""
    op, ov = split_value(old)
    np_, nv = split_value(new)
    if op != np_:
        return _hosting(old, new)
    if ov == nv:
        return "same"
    if nv is None:
        return "less_precise"
    if ov is None:
        return "refines"
    if _version_parts(ov) == _version_parts(nv):
        return "same"  # "8" and "8.0"
    o, n = ov.split("."), nv.split(".")  # "8.0" -> "8.4" is an upgrade, "8" -> "8.4" says more
    if n[: len(o)] == o:
        return "refines"
    if o[: len(n)] == n:
        return "less_precise"
    return "changes"


def _hosting(old: str, new: str) -> Relation:
    """A platform and an engine of one attribute ("Amazon RDS", "PostgreSQL 14"): the
    platform is where the engine runs, a less precise value, not a change (in either order)."""
    a, b = mentions(old), mentions(new)
    if not a or not b or a[0].product.attribute != b[0].product.attribute:
        return "changes"
    first, second = a[0].product, b[0].product
    if first.platform and not second.platform and second.name in first.hosts:
        return "refines"
    if second.platform and not first.platform and first.name in second.hosts:
        return "less_precise"
    return "changes"  # another engine, or one the platform cannot run (Firestore -> Supabase)


def compatible(old: str, new: str) -> bool:
    return relation(old, new) != "changes"


def more_precise(a: str, b: str) -> str:
    """Of two compatible values, the one that says more (the newer wording on a tie)."""
    return a if relation(b, a) == "refines" else b


def matches_target(current: str, target: str) -> bool:
    """Does a retraction naming ``target`` ("" names nothing) end ``current``?"""
    if not target:
        return True
    cp, _ = split_value(current)
    tp, tv = split_value(target)
    return cp == tp and (tv is None or compatible(current, target))


def vocabulary_value(value: str) -> bool:
    """A value from a closed vocabulary (a language, a product with its version), which no
    masker needs to see again: alone, "German" reads as a given name."""
    v = " ".join(value.split())
    if v.casefold() in _LANGUAGES:
        return True
    found = mentions(v)
    return len(found) == 1 and found[0].text.strip(" ()") == v


def canonical_spelling(value: str) -> bool:
    """Is the value spelled as the gazetteer spells it ("PostgreSQL 15", not "postgres 15")?
    A restatement in another spelling confirms without replacing the canonical one."""
    found = mentions(value)
    if len(found) != 1:
        return False
    m = found[0]
    return " ".join(value.split()) == m.value
