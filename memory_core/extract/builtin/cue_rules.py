"""Rules on the shared cue lexicon (``cue_lexicon``) that need no grammar of the language.

- An ending: a product of the gazetteer, a removal cue of any listed language in the same
  clause (before or after it: verb-last languages put it after), no negation right before
  the cue, the product not a place ("removed the rows from Postgres") and no successor of its
  attribute in the clause ("Redis sme úplne vypli", "Kafka را کنار گذاشتیم").
- A change: a change cue beside two products of one attribute, or a product and a bare
  version after it ("از PostgreSQL 13 به 15 ارتقا دادیم"). The first must be the user's
  current value: word order alone cannot be trusted ("Y replaced X", a list), so without it
  nothing is said.

Both are read only after the English-shaped rules found nothing, so they add recall in the
languages those rules do not read without changing what they decide.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence

from memory_core.extract.builtin import pref_lexicon
from memory_core.extract.builtin.cue_lexicon import (
    CHANGED,
    CONJUNCTIONS,
    DATA_NOUNS,
    GOVERNED,
    HYPOTHETICAL,
    LOCATIVE_AFTER,
    LOCATIVE_BEFORE,
    NEGATION_BEFORE,
    RETRACTED,
    TEMPORARY,
    THIRD_PARTY,
    THIRD_PARTY_UNBOUNDED,
)
from memory_core.extract.builtin.ownership_cues import NOT_OURS
from memory_core.extract.builtin.pref_lexicon import REQUEST
from memory_core.extract.builtin.wordset import WordPattern
from memory_core.model.products import Mention, by_attribute
from memory_core.model.slots import compatible

# Latin, Greek, Cyrillic, Armenian, Georgian: words end where ``\b`` says they do
_BOUNDED_RE = re.compile(r"^[\W\d_\x00-\u024f\u0370-\u058f\u10a0-\u10ff\u1e00-\u1fff]*$")
# Persian writes a zero-width non-joiner or a space inside one word; Arabic and Persian
# spell yeh and kaf two ways: one form each, one character for one, so offsets stay valid
_FOLD = str.maketrans({"\u200c": " ", "ي": "ی", "ك": "ک", "ى": "ی"})
_TOKEN_RE = re.compile(r"[\w'’-]+")
_WORD_RE = re.compile(r"\w+")


def fold(text: str) -> str:
    return text.translate(_FOLD)


def bounded(phrase: str) -> bool:
    return _BOUNDED_RE.match(phrase) is not None


def _regex(phrase: str) -> str:
    """A bounded phrase as a WordPattern alternative: words, a stem "x*", spaces any run."""
    words = [
        re.escape(w[:-1]) + r"\w*" if w.endswith("*") else re.escape(w) for w in phrase.split()
    ]
    return r"\s+".join(words)


def phrases(table: Mapping[str, str], skip: Iterable[str] = ()) -> list[str]:
    out: list[str] = []
    for lang, words in table.items():
        if lang not in skip:
            out.extend(w.strip() for w in words.split("|") if w.strip())
    return out


_LAST: list[tuple[str, frozenset[str]]] = [("", frozenset())]


def _tokens(text: str) -> frozenset[str]:
    """The lowercase words of a text; the last one remembered (the rules ask in a row)."""
    if _LAST[0][0] != text:
        _LAST[0] = (text, frozenset(_WORD_RE.findall(text.lower())))
    return _LAST[0][1]


class WordGate:
    """Could any of these regex alternatives match? Plain words by one set test on the text's
    words, the rest by one regex: a cheap test before a costly rule ("short" or "detailed")."""

    def __init__(self, alts: Iterable[str]):
        alts = list(alts)
        plain = [a for a in alts if re.fullmatch(r"[^\W\d_]+", a)]
        self.words = frozenset(a.lower() for a in plain)
        rest = [a for a in alts if a not in plain]
        self.rest = re.compile(r"\b(?:" + "|".join(rest) + ")", re.I) if rest else None

    def open(self, text: str) -> bool:
        if not self.words.isdisjoint(_tokens(text)):
            return True
        return self.rest is not None and self.rest.search(text) is not None


class CuePattern:
    """One lexicon class: bounded phrases by word lookup, the rest as folded substrings."""

    def __init__(self, phrases: Sequence[str]):
        near = [p for p in phrases if bounded(p)]
        far = sorted({fold(p) for p in phrases if not bounded(p)}, key=len, reverse=True)
        self.words = WordPattern(sorted({_regex(p) for p in near}, key=len, reverse=True))
        # a gate in C: the first word of every phrase (or its stem), so that a text with none
        # of them costs one findall and a set test, not the word-by-word pass
        firsts = [p.lower().split()[0] for p in near]
        self.heads = frozenset(w[0] for f in firsts if "*" not in f and (w := _WORD_RE.findall(f)))
        stems = sorted({f[:-1] for f in firsts if f.endswith("*")})
        # few plain-ASCII heads: an ASCII text without any of them as a substring has none
        ascii_heads = {h for h in self.heads if h.isascii()} | {x for x in stems if x.isascii()}
        self.few = tuple(ascii_heads) if len(ascii_heads) <= 12 else None
        self.stems = (
            re.compile(r"\b(?:" + "|".join(map(re.escape, stems)) + ")", re.I) if stems else None
        )
        self.substrings = (
            re.compile("|".join(r"\s*".join(map(re.escape, p.split())) for p in far))
            if far
            else None
        )

    def search(self, text: str) -> re.Match[str] | None:
        found = None
        if self.few is not None and text.isascii():
            low = text.lower()
            if not any(h in low for h in self.few):
                return None
        if not self.heads.isdisjoint(_tokens(text)) or (
            self.stems is not None and self.stems.search(text)
        ):
            found = self.words.search(text)
        if self.substrings is not None and not text.isascii():
            other = self.substrings.search(fold(text))
            if other is not None and (found is None or other.start() < found.start()):
                return other
        return found


# English is read by the full rules in ``markers``; this ending rule is for everything else
RETRACTED_CUES = CuePattern(phrases(RETRACTED, skip=("en",)))
CHANGED_CUES = CuePattern(phrases(CHANGED))
REQUEST_CUES = CuePattern(phrases(REQUEST))  # "si us plau", "kami mahu", "لطفاً"
# a style asked for: a request, or "only" ("jawapan ringkas sahaja")
STYLE_REQUEST_CUES = CuePattern(phrases(REQUEST) + phrases({"": pref_lexicon.STANDING}))
# for the reply-language rule of ``foreign_prefs``: verbs as one alternation, names by spelling
REPLY_VERBS = "|".join(_regex(p) for p in phrases(pref_lexicon.REPLY_VERBS))
REPLY_CUES = CuePattern(phrases(pref_lexicon.REPLY_VERBS))  # a cheap gate before the regex
LANGUAGE_NAMES = dict(pref_lexicon.LANGUAGE_NAMES)
# a first-person word or "still" in any listed language: a value stated as the user's own
STATED_CUES = CuePattern(phrases(pref_lexicon.FIRST_PERSON) + phrases({"": pref_lexicon.STILL}))
HYPOTHETICAL_BOUNDED = tuple(_regex(p) for p in phrases(HYPOTHETICAL) if bounded(p))
HYPOTHETICAL_SUBSTRINGS = "|".join(
    r"\s*".join(map(re.escape, fold(p).split())) for p in phrases(HYPOTHETICAL) if not bounded(p)
)
NOT_OURS_CUES = CuePattern(phrases(NOT_OURS))
# "we have no AWS estate of our own": a negation, then "of our own" a few words on
_NONE_OF_OUR_OWN_RE = re.compile(
    r"\b(?:no|not\s+any|nothing|none)\b[^.;!?]{0,40}\bof\s+our\s+own\b", re.IGNORECASE
)


def not_ours(sentence: str) -> bool:
    """Does the sentence say what it names is someone else's own, or none of the user's?"""
    return NOT_OURS_CUES.search(sentence) is not None or bool(_NONE_OF_OUR_OWN_RE.search(sentence))


THIRD_PARTY_STEMS = dict(THIRD_PARTY)
THIRD_PARTY_SUBSTRINGS = dict(THIRD_PARTY_UNBOUNDED)


def negated(text: str, start: int) -> bool:
    r"""A negation word right before ``start`` (by its end: Indic vowel signs are no ``\w``)."""
    while start > 0 and (text[start - 1].isalnum() or text[start - 1] == "\u200c"):
        start -= 1  # a substring cue inside a word ("لا تراسلوني"): from the word's start
    tail = fold(text[:start]).rstrip().lower()
    for word in NEGATION_BEFORE:
        if tail.endswith(word):
            head = tail[: -len(word)]
            if not head or not bounded(word) or not head[-1].isalnum():
                return True
    return False


def _word_before(text: str, start: int) -> str:
    before = _TOKEN_RE.findall(text[:start][-20:])
    return before[-1].lower() if before else ""


def _a_place(clause: str, m: Mention) -> bool:
    """ "dihapus dari PostgreSQL", "Redis से हटाया": the product is where, not what."""
    if _word_before(clause, m.start) in LOCATIVE_BEFORE:
        return True
    return clause[m.end :].lstrip().startswith(LOCATIVE_AFTER)


def temporary(clause: str) -> bool:
    """ "Kami matikan Redis sebentar", "na chwilę", "for maintenance": off for a while."""
    return not TEMPORARY.isdisjoint(_tokens(fold(clause)))


def cue_retraction(clause: str, m: Mention, found: Sequence[Mention]) -> bool:
    """Does the clause end ``m`` by a removal cue of the lexicon (module docstring)?"""
    cue = RETRACTED_CUES.search(clause)
    if cue is None or negated(clause, cue.start()) or m.start <= cue.start() < m.end:
        return False
    gap = cue.start() - m.end if cue.start() >= m.end else m.start - cue.end()
    if gap > 60:
        return False
    attr = m.product.attribute
    if any(o.product.attribute == attr and not compatible(o.value, m.value) for o in found):
        return False  # a successor is named: a change, not an ending
    if _data_of(clause, m, cue):
        return False  # "kami hapus data lama Redis": the data goes, the product stays
    if _a_place(clause, m):
        verb = next((w for w in cue.group(0).lower().split() if w in GOVERNED), None)
        return verb is not None and GOVERNED[verb] == _word_before(clause, m.start)
    return True


def _data_of(clause: str, m: Mention, cue: re.Match[str]) -> bool:
    """A data noun between the cue and the product, right after it, or (the cue after the
    product) in the two words before it."""
    between = clause[cue.end() : m.start] if cue.end() <= m.start else clause[m.end : cue.start()]
    near = _TOKEN_RE.findall(fold(between).lower()) + _TOKEN_RE.findall(fold(clause[m.end :]))[:1]
    if cue.start() >= m.end:  # verb last: "Данные от Redis удалили", the noun before the product
        near += _TOKEN_RE.findall(fold(clause[: m.start]))[-2:]
    return any(w.lower() in DATA_NOUNS for w in near)


_BARE_AFTER_RE = re.compile(r"\s*(?:[^\W\d_]{1,12}\s+)?(\d+(?:\.\d+)?)(?![\d.]*\s*%)\b")


_LIST_RE = re.compile(r"[,/&+、،;|]")


def _listed(gap: str) -> bool:
    """ "MySQL 8, PostgreSQL 16", "MySQL 8 و PostgreSQL 16": a list, not a change."""
    words = gap.lower().split()
    return bool(_LIST_RE.search(gap)) or bool(words and words[0] in CONJUNCTIONS)


def cue_change(clause: str, current: Mapping[str, str], found: Sequence[Mention]) -> str | None:
    """ "moved from X to Y" for a change the lexicon's cue and the products show; else None."""
    # "Redis sme odstránili a teraz používame Memcached": an ending with a successor changes
    cue = CHANGED_CUES.search(clause) or RETRACTED_CUES.search(clause)
    if cue is None or negated(clause, cue.start()):
        return None
    by_attr = by_attribute(found)
    for attr, ms in by_attr.items():
        now = current.get(attr)
        if len(ms) == 2 and not compatible(ms[0].value, ms[1].value):
            old, new = ms
            if _listed(clause[old.end : new.start]):
                continue
            if now is None or not compatible(now, old.value):
                continue  # the current value is not the first: which end is old is unsure
            return (
                f"{clause[: old.start]} moved from {old.value} to {new.value} {clause[new.end :]}"
            )
        if len(ms) == 1 and ms[0].version and (bare := _BARE_AFTER_RE.match(clause, ms[0].end)):
            old, version = ms[0], bare.group(1)
            if _listed(clause[old.end : bare.start(1)]):
                continue  # "PostgreSQL 15 and 16"
            major_old, major_new = (old.version or "").split(".")[0], version.split(".")[0]
            if version == old.version or not major_old.isdigit():
                continue
            if not 0 < abs(int(major_new) - int(major_old)) <= 20:
                continue  # "MySQL 8.0 ... 200" is a count, not a version
            if now is None or not compatible(now, old.value):
                continue
            new_value, rest = f"{old.product.name} {version}", clause[bare.end() :]
            return f"{clause[: old.start]} moved from {old.value} to {new_value} {rest}"
    return None
