"""Corrections and preferences in a user's own words, grouped by meaning (pure).

A *statement* is a user turn that does something a wish does (``cues``: asks, makes it
last, says it was asked before, rejects what the assistant did, prefers), in any of the
languages the cue classes cover, or any *reaction* to an assistant turn (a later user turn
of the session: "It needs UK spelling: organisation, customise."), bare acknowledgments
("thanks, perfect") aside. In a session's first message only a clause that asks for a
standing wish counts ("UK spelling as always"); its other clauses state the problem the
session is about ("CSV export writes the date column empty"), and the stems of problems
that recur are the user's domain, which links nothing (``meaning.problem_stems``).
Statements are grouped two ways:

- **named**: a small vocabulary of preference concepts (date format, answer length,
  reply language, contact channel), each value recognised by cue words in English, German,
  French and Spanish, then the word classes of ``lexicon`` for the paraphrases it does not
  list (and for the values the extractor stored in those fact slots: "short" is concise).
  A concept's key is the canonical fact slot (``memory_core.model.slots``), so a rule made
  from it covers that slot's line in the context. "please use YYYY-MM-DD", "again, ISO
  dates not US format" and "dates like 2026-03-01 please, always" are all
  ``date_format = ISO 8601``. The newest statement of a concept decides its value: an
  older value the user has moved away from is not a rule.
- **unnamed**: the remaining statements, one per clause (a turn may carry two wishes),
  linked when their embeddings are similar (cosine over the built-in feature-hashing
  embedder), when they share a subject that comes up in ``min_sessions`` sessions (a
  salient word stem of any language, in the statement or the turns it reacts to:
  ``meaning.term_links``), or, when an embedder with meaning is configured, when they are
  close under it (``similar``, which also names a statement after the named ones it
  paraphrases); grouped by single linkage, and two groups the user names in the same
  turns of two sessions are one (``meaning.link_unnamed``). Such a group is shown to an
  LLM back end; the built-in one makes it a rule stating the user's directive
  (``meaning.name_group``) when it recurs outside first-message problems.

A group is a candidate rule only when its statements come from at least ``min_sessions``
different sessions: one-off statements make no rules.
"""

from __future__ import annotations

import re
from collections import defaultdict
from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

import numpy as np

from memory_core.embed.builtin import HashingEmbedder
from memory_core.jobs.reflect import restated
from memory_core.jobs.reflect.cues import _ASKS, _CUE, _STRONG_CUE, _WISHES, STRONG, cue_kinds
from memory_core.jobs.reflect.directive import clauses
from memory_core.jobs.reflect.facets import ONE_OCCASION, FacetValue, name_facets
from memory_core.jobs.reflect.meaning import link_unnamed, stems
from memory_core.jobs.reflect.stopwords import STOPWORDS
from memory_core.jobs.reflect.vocabulary import (
    BY_KEY,
    KEYS,
    LEGACY_KEYS,
    VOCABULARY,
    Concept,
    Value,
    date_example,
    name_statement,
    same_wish,
    value_for_fact,
)

__all__ = [
    "BY_KEY",
    "KEYS",
    "LEGACY_KEYS",
    "VOCABULARY",
    "Concept",
    "Value",
    "name_statement",
    "same_wish",
    "value_for_fact",
]

STATEMENT_SIMILARITY = 0.25  # cosine linking two unnamed statements (tuned on blind dev data)

# A bare acknowledgment ("thanks", "ok done", "perfect, that works") carries no wish.
_ACK = re.compile(
    r"^\W*(?:(?:thanks?|thank you|thx|ok(?:ay)?|done|great|perfect|cool|nice|lovely|grand|got it|"
    r"works?|worked|that worked|it works|fine|sure|yes|yep|exactly|danke|merci|gracias|grazie|"
    r"perfetto|parfait|perfecto|super|top|passt|va bene|d'accord|understood|noted|will do|"
    r"changed it|done that|on it|makes sense|verstanden|erledigt|klar|entendido|vale|compris|"
    r"capito|bien|it|that|"
    # Romanian, Greek, Czech, Hungarian, Indonesian, Russian, Ukrainian, Vietnamese
    r"mulțumesc|mersi|merge|perfect|ευχαριστώ|τέλεια|ωραία|έγινε|εντάξει|díky|děkuji|funguje|"
    r"jo|köszönöm|rendben|működik|oke|ok|sip|terima kasih|makasih|sudah bisa|berhasil|"
    r"спасибо|дякую|работает|працює|cảm ơn|được rồi)\b\W*|"
    # Japanese, Chinese, Korean (no word boundaries)
    r"(?:ありがとう(?:ございます)?|できました|いいですね|了解(?:です)?|谢谢|謝謝|好的|可以了|"
    r"감사합니다|고맙습니다|됐어요)\W*)+$",
    re.IGNORECASE,
)
# Concepts a reaction names without a cue word ("too long.", "in English?").
_BARE = frozenset({"answer_style", "reply_language", "written_standard", "date_format", "timezone"})

_FILLER = re.compile(
    r"\b(?:thanks?|thank you|thx|great|perfect|ok|okay|works|hi|hello|hey|morning|btw|yes|"
    r"yeah|exactly|right|now|also|just|good|cool|sure|danke|merci|gracias)\b",
    re.IGNORECASE,
)
_EMBEDDER = HashingEmbedder(pair_weight=0.0, char_weight=1.0)


def statement_vectors(texts: Sequence[str]) -> np.ndarray:
    """Unit vectors of what the statements are about: cue words and pleasantries removed."""
    cleaned = [_FILLER.sub(" ", _CUE.sub(" ", _STRONG_CUE.sub(" ", t))) for t in texts]
    # and the function words of every language ("la", "de", "con"): they make any two
    # sentences of one language look alike
    content = [
        " ".join(w for w in c.split() if w.casefold().strip(".,;:!?¿¡'\"()") not in STOPWORDS)
        for c in cleaned
    ]
    return _EMBEDDER.embed(content)


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
    residue: bool = False  # the rest of a turn that names a concept: a second wish in it


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
        kinds = cue_kinds(text)
        reaction = mid != first  # after an assistant turn: what a correction reacts to
        once = ONE_OCCASION.search(text) is not None  # no standing wish: names nothing
        ctx = (before or {}).get(mid, "")
        named = None if once else name_statement(text) or date_example(text, ctx)
        # One turn may name several concepts ("snake_case, and type the parameters").
        names: list[tuple[str, Value | FacetValue]] = [named] if named is not None else []
        names += [
            (k, f) for k, f in ([] if once else name_facets(text)) if k not in {n[0] for n in names}
        ]
        if not kinds:  # a reaction naming a concept needs no cue word ("too long.")
            names = [n for n in names if n[0] in _BARE]
        for key, v in names:
            out.append(
                Statement(episode_id, session_id, mid, at, text, key, v.value, v.rule, context=ctx)
            )
        if names and (reaction or kinds & (STRONG | _ASKS)):
            out += [
                Statement(episode_id, session_id, mid, at, rest, context=ctx, residue=True)
                for rest in _rest(text)
                if reaction or cue_kinds(rest) & (STRONG | _ASKS)
            ]
        # Unnamed: a reaction with any cue, or a first message that asks for something
        # (a first message with only a correction cue states the problem it is about).
        if not names and (reaction or kinds & (STRONG | _ASKS)) and not _ACK.match(text):
            # One statement per clause: a turn may carry two wishes ("It's 11, the clinics
            # are open. And what's the rollback?"), and each recurs on its own. In a first
            # message only a clause that asks for something is a wish; the others state
            # the problem ("CSV export writes the date column empty").
            parts = clauses(text) or [text]
            for part in parts:
                own = cue_kinds(part)
                if not reaction and not own & (STRONG | _ASKS):
                    continue
                if _ACK.match(part):  # "Changed it.", "Understood."
                    continue
                problem = not reaction and not _asks(own)
                out.append(
                    Statement(episode_id, session_id, mid, at, part, context=ctx, opening=problem)
                )
    return out


_PIECE = re.compile(r"(\s*[,:;]\s+)")


def _rest(text: str) -> list[str]:
    """What a clause naming a concept says besides it: a second wish said in the same breath
    ("Hungarian please, and don't round: two decimals") is a statement of its own. Only the
    clause that names the concept: the turn's other clauses are what it reacts to. What
    follows a named piece after a colon is its examples ("UK spelling: organisation,
    customise"), part of it."""
    out = []
    for clause in clauses(text):
        split = _PIECE.split(clause)
        pieces: list[str] = []
        named: list[bool] = []
        examples = False
        for i in range(0, len(split), 2):
            piece = split[i]
            if piece.strip():
                own = bool(name_statement(piece) or name_facets(piece))
                pieces.append(piece)
                named.append(own or examples)
                sep = split[i + 1].strip() if i + 1 < len(split) else ""
                examples = (own and sep == ":") or (examples and sep == ",")
        if not any(named) or all(named):
            continue
        rest = ", ".join(p for p, n in zip(pieces, named, strict=True) if not n).strip(" ,.")
        if len(stems(rest)) >= 2 and not _ACK.match(rest):
            out.append(rest)
    return out


def _asks(kinds: set[str]) -> bool:
    """Whether a clause of a first message asks for a standing wish: it was asked before or
    is preferred, or a request says it lasts or asks not to do something ("please don't
    ask for a screenshot"); a bare request is the support request itself ("please fix"),
    and "never" alone describes the problem ("reset emails never arrive")."""
    return bool(kinds & _WISHES) or (
        "request" in kinds and bool(kinds & {"correction", "standing"})
    )


def problems(session_id: str, user_messages: Sequence[tuple[str, str]]) -> list[tuple[str, str]]:
    """The clauses of a session's first user message that ask for no standing wish."""
    if not user_messages:
        return []
    parts = clauses(user_messages[0][1]) or [user_messages[0][1]]
    return [(session_id, p) for p in parts if not _asks(cue_kinds(p))]


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
    domain: Collection[str] = (),
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
        comps = link_unnamed(
            [statements[i] for i in loose],
            None if vectors is None else vectors[loose],
            similarity=similarity,
            min_sessions=min_sessions,
            meaning=None if meaning is None else meaning[loose],
            meaning_similarity=meaning_similarity,
            domain=domain,
        )
        out.extend(
            StatementGroup(None, None, None, [statements[loose[i]] for i in c]) for c in comps
        )
    kept = [g for g in out if len(g.sessions()) >= min_sessions]
    restated.gather(kept, statements, domain)  # and where it was restated unprompted
    return sorted(kept, key=lambda g: (-len(g.sessions()), g.concept or "~", g.sessions()))


def describe(group: StatementGroup, limit: int = 80) -> str:
    """One line for notes: the sessions and an excerpt of the first statement."""
    first = next((s for s in group.statements if not s.from_fact), group.statements[0])
    excerpt = " ".join(first.text.split())[:limit]
    return f"{len(group.sessions())} sessions ({', '.join(group.sessions())}), e.g. {excerpt!r}"
