"""Corrections and preferences in a user's own words, grouped by meaning (pure).

A *statement* is a user turn that carries a correction or preference cue ("please",
"again", "don't", "next time", "keep it", "with me", "bitte", "toujours", "por favor", ...);
an unnamed one needs a strong cue (one that corrects or sets a standing wish). Statements
are grouped two ways:

- **named**: a small vocabulary of preference concepts (date format, answer length,
  reply language, contact channel), each value recognised by cue words in English, German,
  French and Spanish, then the word classes of ``lexicon`` for the paraphrases it does not
  list (and for the values the extractor stored in those fact slots: "short" is concise).
  A concept's key is the canonical fact slot (``memory_core.model.slots``), so a rule made
  from it covers that slot's line in the context. "please use YYYY-MM-DD", "again, ISO
  dates not US format" and "dates like 2026-03-01 please, always" are all
  ``date_format = ISO 8601``. The newest statement of a concept decides its value: an
  older value the user has moved away from is not a rule.
- **unnamed**: the remaining statements, linked when their embeddings are similar (cosine
  over the built-in feature-hashing embedder) or when they share a subject (a salient word
  stem, in the statement or the turns it reacts to: ``meaning.term_links``), or, when an
  embedder with meaning is configured, when they are close under it (``similar``, which
  also names a statement after the named ones it paraphrases); grouped by single linkage.
  Such a group is shown to an LLM back end; the built-in one makes it a rule that quotes
  the user (``meaning.name_group``) when it recurs as reactions.

A group is a candidate rule only when its statements come from at least ``min_sessions``
different sessions: one-off statements make no rules.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np

from memory_core.embed.builtin import HashingEmbedder
from memory_core.jobs.reflect.cues import _CUE, _STRONG_CUE
from memory_core.jobs.reflect.facets import FACETS, ONE_OCCASION, FacetValue, name_facets
from memory_core.jobs.reflect.lexicon import LEXICON, family_for_value, name_by_lexicon
from memory_core.jobs.reflect.meaning import term_links

STATEMENT_SIMILARITY = 0.25  # cosine linking two unnamed statements (tuned on blind dev data)

_NEGATION = re.compile(
    r"(?:\b(?:not|no|never|instead of|rather than|without|avoid|stop|nicht|kein\w*|pas|sans|"
    r"sin|ni|dont)\b|n['\u2019]t)\W+(?:\w+\W+){0,2}$",
    re.IGNORECASE,
)


@dataclass(frozen=True)
class Value:
    value: str  # normalised as the extractor stores it (the fact slot's value)
    rule: str  # the rule's text
    pattern: re.Pattern[str]


@dataclass(frozen=True)
class Concept:
    key: str  # the fact key this concept fills (entity "user")
    values: tuple[Value, ...]


def _v(value: str, rule: str, pattern: str) -> Value:
    return Value(value, rule, re.compile(pattern, re.IGNORECASE))


_NATIVE = {
    "english": "",
    "german": "deutsch",
    "french": "fran[cç]ais",
    "spanish": "español|espanol|castellano",
    "italian": "italiano",
    "dutch": "nederlands",
    "portuguese": "português|portugues",
    "polish": "polsku|polski",
    "japanese": "",
    "chinese": "",
    "korean": "",
}


_PLEASE = r"(?:please|pls|bitte|s'il (?:vous|te) pla[iî]t|por favor|per favore)"
_VERBS = (
    r"(?:answer|reply|respond|write|talk|speak|antwort|schreib|répond|repond|écri|respond|escrib)"
)


def _lang(lang: str, native: str) -> Value:
    names = f"{lang}|{native}" if native else lang
    own = rf"|\b(?:auf|en|em|po) (?:{native})\b" if native else ""
    return _v(
        lang.title(),
        f"Answer the user in {lang.title()}",
        rf"\b{_VERBS}\w*\b[^.!?\n]{{0,25}}\b(?:in|auf|en|em|po) (?:{names})\b"
        rf"|\b(?:in|auf|en|em) (?:{names}),? {_PLEASE}\b|\b{_PLEASE},? (?:in|auf|en) (?:{names})\b"
        rf"|\bswitch(?:ing)? to (?:{names})\b|\bprefer (?:{names})\b|\b(?:{names}),? {_PLEASE}"
        + own,
    )


VOCABULARY: tuple[Concept, ...] = (
    Concept(
        "date_format",
        (
            _v(
                "ISO 8601",
                "Use ISO 8601 dates (YYYY-MM-DD)",
                r"\biso[ -]?8601\b|\b(?:yyyy|jjjj|aaaa)-mm-(?:dd|tt|jj)\b|\biso[- ]?(?:dates?|"
                r"format|datum|daten)\b|\b(?:dates?|datum|format)\b[^.!?\n]{0,40}\b\d{4}-\d{2}-"
                r"\d{2}\b|\b\d{4}-\d{2}-\d{2}\b[^.!?\n]{0,30}\b(?:format|always|please)\b",
            ),
            _v(
                "DD/MM/YYYY",
                "Write dates as DD/MM/YYYY",
                r"\b(?:dd|tt|jj)[/.-]mm[/.-](?:yyyy|yy|jjjj|aaaa)\b|\b(?:european|british|uk) "
                r"(?:date )?format\b",
            ),
            _v(
                "MM/DD/YYYY",
                "Write dates in US format (MM/DD/YYYY)",
                r"\bmm/dd/(?:yyyy|yy)\b|\b(?:us|american) (?:date )?format\b",
            ),
        ),
    ),
    Concept(
        "answer_style",
        (
            _v(
                "concise",
                "Keep answers short: the answer or command first, no long explanations",
                r"\b(?:short|shorter|brief|briefer|concise|succinct)\b[^.!?\n]{0,20}\b(?:answers?|"
                r"responses?|replies|please|pls|only)\b|\bkeep (?:it|them) (?:short|brief)\b|"
                r"\btoo long\b|\btl;?dr\b|\bjust the (?:command|answer|steps?|code)\b|"
                r"\b(?:no|without) (?:the )?long explanations?\b|\bkurz\w*\b|\bkürzer\b|"
                r"\bréponses? courtes?\b|\bplus court\b|\brespuestas? (?:cortas?|breves?)\b",
            ),
            _v(
                "detailed",
                "Give detailed, step-by-step answers",
                r"\bmore detail(?:ed|s)?\b|\bstep[- ]by[- ]step\b|\b(?:detailed|thorough)\b"
                # an adjective of their data ("the detailed logs show ...") is no wish
                r"(?!\s+(?:logs?|errors?|output|traces?|reports?|view|metrics|stats)\b)|"
                r"\bausführlich\w*\b|\bdétaillée?s?\b|\bdetallad[ao]s?\b",
            ),
        ),
    ),
    Concept("reply_language", tuple(_lang(lang, native) for lang, native in _NATIVE.items())),
    Concept(
        "contact_channel",
        (
            _v(
                "email",
                "Contact the user by email",
                r"\b(?:e-?mail|mail) me\b|\b(?:contact|reach) me (?:by|via|over) e-?mail\b|\bby "
                r"e-?mail (?:please|instead|rather)\b|\bper e-?mail\b|\bpar e-?mail\b|\bpor "
                r"correo\b|\b(?:don'?t|do not|never) (?:call|phone|ring)\b|"
                r"\bsend (?:me )?an e-?mail\b",
            ),
            _v(
                "phone",
                "Contact the user by phone",
                r"\b(?:phone|ring|call) me\b|\b(?:contact|reach) me (?:by|via|on) (?:phone|"
                r"telephone)\b|\bby phone (?:please|instead|rather)\b|\brather a call\b",
            ),
            *(
                _v(
                    chan,
                    f"Contact the user on {label}",
                    rf"\b(?:contact|reach|ping|message|write) me (?:on|via|over|in|by) {chan}\b|"
                    rf"\b(?:on|via|over) {chan} (?:please|instead|rather)\b|\bprefer {chan}\b",
                )
                for chan, label in (("slack", "Slack"), ("teams", "Teams"), ("sms", "SMS"))
            ),
        ),
    ),
)
BY_KEY = {c.key: c for c in VOCABULARY}
# The fact slots (and slot-less concepts) statements fill.
KEYS = tuple(
    dict.fromkeys([*BY_KEY, "timezone", *(c.key for c in LEXICON), *(f.key for f in FACETS)])
)
# Concepts stored under an older key: a rule made under it is the same rule.
LEGACY_KEYS = {"language": "reply_language"}


_ZONE = r"(UTC[+-]\d{1,2}|GMT[+-]\d{1,2}|UTC|CES?T|[A-Z][a-z]+/[A-Z][A-Za-z_]+|[ECMP][SD]T)\b"
_TZ = re.compile(
    r"\b(?:times?|hours?|schedules?|timestamps?)\b[^.!?\n]{0,30}?\bin "
    + _ZONE
    + r"|\bmy time ?zone(?: is|:)? "
    + _ZONE
)


def _timezone(text: str) -> Value | None:
    m = _TZ.search(text)
    if m is None:
        return None
    tz = m.group(1) or m.group(2)
    return Value(tz, f"Give times in {tz}, the user's time zone", re.compile(re.escape(tz)))


def same_wish(key: str, a: str, b: str) -> bool:
    """Whether two values of a concept are the same wish (``DD.MM.YYYY`` is ``DD/MM/YYYY``)."""
    va, vb = value_for_fact(key, a), value_for_fact(key, b)
    if va is not None and vb is not None:
        return va.value == vb.value
    return " ".join(a.casefold().split()) == " ".join(b.casefold().split())


def name_statement(text: str) -> tuple[str, Value] | None:
    """The (concept key, value) a statement expresses, skipping negated mentions."""
    if (tz := _timezone(text)) is not None:
        return "timezone", tz
    for concept in VOCABULARY:  # the value the turn names first ("thorough, not short")
        hits = [
            (m.start(), i)
            for i, value in enumerate(concept.values)
            for m in value.pattern.finditer(text)
            if not _NEGATION.search(text[max(0, m.start() - 30) : m.start()])
        ]
        if hits:
            return concept.key, concept.values[min(hits)[1]]
    if (lex := name_by_lexicon(text)) is not None:
        key, fam = lex
        return key, Value(fam.value, fam.rule, fam.terms)
    return None


def value_for_fact(key: str, value: str) -> Value | None:
    """The vocabulary value an extracted fact stands for (None: not in the vocabulary)."""
    if key == "timezone" and value.strip():
        tz = value.strip()
        return Value(tz, f"Give times in {tz}, the user's time zone", re.compile(re.escape(tz)))
    concept = BY_KEY.get(key)
    norm = value.casefold().strip()
    for v in concept.values if concept is not None else ():
        if v.value.casefold() == norm or v.pattern.search(value):
            return v
    fam = family_for_value(key, value)
    return Value(fam.value, fam.rule, fam.terms) if fam is not None else None


_FILLER = re.compile(
    r"\b(?:thanks?|thank you|thx|great|perfect|ok|okay|works|hi|hello|hey|morning|btw|yes|"
    r"yeah|exactly|right|now|also|just|good|cool|sure|danke|merci|gracias)\b",
    re.IGNORECASE,
)
_EMBEDDER = HashingEmbedder(pair_weight=0.0, char_weight=1.0)


def statement_vectors(texts: Sequence[str]) -> np.ndarray:
    """Unit vectors of what the statements are about: cue words and pleasantries removed."""
    cleaned = [_FILLER.sub(" ", _CUE.sub(" ", _STRONG_CUE.sub(" ", t))) for t in texts]
    return _EMBEDDER.embed(cleaned)


def is_statement(text: str, *, strong: bool = False) -> bool:
    return bool((_STRONG_CUE if strong else _CUE).search(text))


# -- statements and groups ---------------------------------------------------------------
@dataclass(frozen=True)
class Statement:
    episode_id: int
    session_id: str
    message_id: str
    at: datetime
    text: str
    concept: str | None = None
    value: str | None = None
    rule: str | None = None
    from_fact: bool = False  # stands for an extracted fact, not a recognised wording
    context: str = ""  # the turns just before it (what it reacts to)
    opening: bool = False  # the session's first user message (a problem, not a reaction)


@dataclass
class StatementGroup:
    concept: str | None  # the fact key of a named group; None: unnamed
    value: str | None
    rule: str | None
    statements: list[Statement] = field(default_factory=list)

    def sessions(self) -> list[str]:
        return sorted({s.session_id for s in self.statements})

    def episode_ids(self) -> list[int]:
        return sorted({s.episode_id for s in self.statements})

    def message_ids(self, episode_id: int) -> list[str]:
        return sorted(
            {s.message_id for s in self.statements if s.episode_id == episode_id and s.message_id}
        )


def find_statements(
    episode_id: int,
    session_id: str,
    at: datetime,
    user_messages: Sequence[tuple[str, str]],
    before: Mapping[str, str] | None = None,
) -> list[Statement]:
    """The statements among one episode's user turns, named where the vocabulary can;
    ``before`` maps a message id to the turns just before it (what a correction reacts to)."""
    out = []
    first = user_messages[0][0] if user_messages else None
    for mid, text in user_messages:
        if not is_statement(text):
            continue
        once = ONE_OCCASION.search(text) is not None  # no standing wish: names nothing
        named = None if once else name_statement(text)
        ctx = (before or {}).get(mid, "")
        # One turn may name several concepts ("snake_case, and type the parameters").
        names: list[tuple[str, Value | FacetValue]] = [named] if named is not None else []
        names += [
            (k, f) for k, f in ([] if once else name_facets(text)) if k not in {n[0] for n in names}
        ]
        for key, v in names:
            out.append(
                Statement(episode_id, session_id, mid, at, text, key, v.value, v.rule, context=ctx)
            )
        if not names and is_statement(text, strong=True):
            out.append(
                Statement(episode_id, session_id, mid, at, text, context=ctx, opening=mid == first)
            )
    return out


def newest_values(statements: Sequence[Statement]) -> dict[str, str]:
    """Each named concept's value in the newest statement of it (what the user wants now)."""
    out: dict[str, tuple[datetime, bool, str]] = {}
    # An extracted fact from the same session does not overrule what the words said (the
    # extractor reads "no detailed explanations, short answers" as "detailed").
    for s in statements:
        if s.concept is None or s.value is None:
            continue
        key = (s.at, not s.from_fact, s.value)  # the user's words beat a fact at a tie
        if s.concept not in out or key[:2] >= out[s.concept][:2]:
            out[s.concept] = key
    return {k: v[2] for k, v in out.items()}


def group_statements(
    statements: Sequence[Statement],
    vectors: np.ndarray | None,
    *,
    similarity: float,
    min_sessions: int,
    meaning: np.ndarray | None = None,
    meaning_similarity: float = 1.0,
) -> list[StatementGroup]:
    """Named groups (the newest value of each concept) and similar unnamed ones.

    ``vectors``: one unit row per statement (same order), for the unnamed ones; None skips
    them. ``meaning``: rows of an embedder with meaning (``similar``), linking unnamed
    statements at ``meaning_similarity``. Only groups spanning ``min_sessions`` sessions are
    returned, largest first.
    """
    out: list[StatementGroup] = []
    by_concept: dict[str, list[Statement]] = defaultdict(list)
    for s in statements:
        if s.concept is not None:
            by_concept[s.concept].append(s)
    for key, stmts in sorted(by_concept.items()):
        stmts.sort(key=lambda s: (s.at, not s.from_fact))
        newest = stmts[-1].value
        same = [s for s in stmts if s.value == newest]
        rule = next((s.rule for s in reversed(same) if s.rule), None)
        if rule is None:
            v = value_for_fact(key, newest or "")
            rule = v.rule if v is not None else None
        out.append(StatementGroup(key, newest, rule, same))

    loose = [i for i, s in enumerate(statements) if s.concept is None]
    if (vectors is not None or meaning is not None) and len(loose) > 1:
        parent = {i: i for i in loose}

        def find(x: int) -> int:
            while parent[x] != x:
                parent[x] = parent[parent[x]]
                x = parent[x]
            return x

        pairs: list[tuple[int, int]] = []
        if vectors is not None:  # linked by similar wording, or by a shared subject
            m = vectors[loose]
            rows, cols = np.nonzero(np.triu(m @ m.T >= similarity, k=1))
            pairs += list(zip(rows.tolist(), cols.tolist(), strict=True))
        pairs += term_links([statements[i] for i in loose], min_sessions)
        if meaning is not None:
            mm = meaning[loose]
            close = np.nonzero(np.triu(mm @ mm.T >= meaning_similarity, k=1))
            pairs += list(zip(close[0].tolist(), close[1].tolist(), strict=True))
        for a, b in pairs:
            ra, rb = find(loose[a]), find(loose[b])
            if ra != rb:
                parent[max(ra, rb)] = min(ra, rb)
        comps: dict[int, list[Statement]] = defaultdict(list)
        for i in loose:
            comps[find(i)].append(statements[i])
        out.extend(StatementGroup(None, None, None, c) for c in comps.values())
    kept = [g for g in out if len(g.sessions()) >= min_sessions]
    return sorted(kept, key=lambda g: (-len(g.sessions()), g.concept or "~", g.sessions()))


def describe(group: StatementGroup, limit: int = 80) -> str:
    """One line for notes: the sessions and an excerpt of the first statement."""
    first = next((s for s in group.statements if not s.from_fact), group.statements[0])
    excerpt = " ".join(first.text.split())[:limit]
    return f"{len(group.sessions())} sessions ({', '.join(group.sessions())}), e.g. {excerpt!r}"
