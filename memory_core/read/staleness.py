"""Facts a newer message in the context's own sessions takes back or moves on (pure).

The extractor misses changes worded in a language or a construction it does not know, and
its fact then sits in the context as current above an excerpt that contradicts it ("cache:
Memcached" over "hem deixat de fer servir Memcached"). The context has those excerpts'
transcripts at hand, so before a fact line is written it checks the user messages of the
sessions it loaded that are newer than the fact: a clause that names the fact's value and

- says it was stopped, removed, replaced or is gone (``changewords.STOPPED``, ~40
  languages), or
- gives the same product another version right after it ("PostgreSQL 14 a PostgreSQL 16",
  "از PostgreSQL 13 به 15": "from X to Y" puts the old value first in most languages;
  this one also in the fact's own session, where the extractor took the old value),

marks the line as possibly outdated and quotes that clause with its date, so the agent
reads the newer statement next to the older one. Questions ("do we still use Kafka?"),
plans ("thinking about going from 13 to 16", ``changewords.PLAN``) and clauses that only
restate the value mark nothing. Only values with a
letter and three characters are looked for (a team size of "4" is in every clause).
The cost is one scan of the loaded user messages per context, not per fact.
"""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime
from functools import lru_cache

from memory_core.read.changewords import NOT, PLAN, PLAN_UNSPACED, STOPPED, STOPPED_UNSPACED
from memory_core.read.views import EpisodeHit, FactView

Slot = tuple[str, str]

_STOPPED = re.compile(rf"(?<!\w)(?:{STOPPED})(?!\w)|{STOPPED_UNSPACED}", re.IGNORECASE)
_PLAN = re.compile(rf"(?<!\w)(?:{PLAN})(?!\w)|{PLAN_UNSPACED}", re.IGNORECASE)
_CLAUSE = re.compile(r"(?<=[.!;\u061f\u06d4\u3002\uff01\uff1b])\s+|(?<=\?)\s+|\n+")
_QUESTION = re.compile(r"[?\u061f\uff1f]\s*$")
_VERSION = re.compile(r"^(?P<name>.*?[^\W\d_][^\s]*)\s+v?(?P<ver>\d+(?:\.\d+)*)$")
_DIGIT = re.compile(r"\d")
_WORD = re.compile(r"[^\W_]+(?:[.'-][^\W_]+)*")
_RUN = re.compile(r"[^\W_]+")
_NOT = re.compile(rf"(?:{NOT})", re.IGNORECASE)
_NUMBER = re.compile(r"(?<![\w.])v?(\d+(?:\.\d+)*)(?!\w|\.\d)")
#: How far after a versioned value another version still belongs to the same product.
_VERSION_SPAN = 40
#: The quoted clause is cut to this many characters.
QUOTE_CHARS = 120


@dataclass(frozen=True)
class Newer:
    """A newer user clause that takes a fact back or gives it another value."""

    at: datetime
    session_id: str
    message_id: str
    clause: str

    def note(self) -> str:
        text = " ".join(self.clause.split())
        if len(text) > QUOTE_CHARS:
            text = text[: QUOTE_CHARS - 1].rstrip() + "\u2026"
        return f'may no longer hold: on {self.at.date().isoformat()} the user said "{text}"'


@lru_cache(maxsize=4096)
def _value_pattern(value: str) -> tuple[re.Pattern[str], str | None, str] | None:
    """The value as it may be written in a clause, its version (None: unversioned) and its
    first word (casefolded: what a clause must contain to be looked at)."""
    value = " ".join(value.split())
    first = _RUN.search(value)
    if len(value) < 3 or first is None or not re.search(r"[^\W\d_]", value):
        return None
    anchor = first.group(0).casefold()
    m = _VERSION.match(value)
    if m is not None:  # "PostgreSQL 14": the name, then that version
        name = re.escape(m.group("name"))
        ver = re.escape(m.group("ver"))
        pattern = re.compile(rf"(?<!\w){name}\s*v?{ver}(?!\w|\.\d)", re.IGNORECASE)
        return pattern, m.group("ver"), anchor
    return re.compile(rf"(?<!\w){re.escape(value)}(?!\w)", re.IGNORECASE), None, anchor


@lru_cache(maxsize=16_384)
def _words(text: str) -> frozenset[str]:
    """A text's casefolded words (messages recur from one context to the next)."""
    return frozenset(w.casefold() for w in _RUN.findall(text))


def _moves_on(clause: str, stopped: bool, pattern: re.Pattern[str], version: str | None) -> bool:
    if not stopped and version is None:
        return False
    m = pattern.search(clause)
    if m is None:
        return False
    if stopped or version is None:
        return stopped
    after = clause[m.end() : m.end() + _VERSION_SPAN]
    name = m.group(0)[: -len(version)].strip().rstrip("v").strip().casefold()
    for n in _NUMBER.finditer(after):
        v = n.group(1)
        if v != version and _shape(v) == _shape(version) and _connects(after[: n.start()], name):
            return True
    return False


def _connects(gap: str, name: str) -> bool:
    """Whether the text between a versioned value and another number joins them as one
    product's old and new version ("a PostgreSQL", "to", "به", "papuntang MariaDB"): the
    product's name and at most two short lowercase words, no negation ("2022, not 2019")
    and no other name ("PHP 8.3), de database is MySQL 8.0")."""
    words = [w for w in _WORD.findall(gap) if w.casefold() != name]
    if len(words) > 2 or any(_NOT.fullmatch(w) for w in words):
        return False
    return all(len(w) <= 9 and w == w.lower() and not any(c.isdigit() for c in w) for w in words)


def _shape(version: str) -> tuple[int, int]:
    """Digits before the first dot and the number of dots: "14" and "16" are versions of
    one product, "14" and "3" (nodes) or "2019" (a year) are not."""
    return len(version.split(".")[0]), version.count(".")


def newer_statements(
    facts: Sequence[FactView],
    hits: Iterable[EpisodeHit],
    transcripts: Mapping[str, Sequence[Mapping[str, object]]],
) -> dict[Slot, Newer]:
    """Per slot, the newest user clause of the loaded sessions (newer than the fact and not
    its own session) that takes the fact back or gives it another version."""
    dates: dict[str, datetime] = {}
    for h in hits:
        dates.setdefault(h.session_id, h.started_at)
    # The facts by their value's first word: a clause looks up its own words, so the cost
    # is its length, not the number of facts.
    wanted: dict[str, list[tuple[FactView, re.Pattern[str], str | None]]] = {}
    for f in facts:
        compiled = _value_pattern(f.value)
        if compiled is not None:
            wanted.setdefault(compiled[2], []).append((f, compiled[0], compiled[1]))
    if not wanted or not transcripts:
        return {}
    out: dict[Slot, Newer] = {}
    for sid, msgs in transcripts.items():
        at = dates.get(sid)
        if at is None:
            continue
        for msg in msgs:
            if msg.get("role") != "user":
                continue
            text = str(msg.get("content") or "")
            if wanted.keys().isdisjoint(_words(text)):
                continue
            for clause in _CLAUSE.split(text):
                # most clauses name no fact's value: one set lookup per word, then the
                # (long) word-class patterns only for those that do
                candidates = [c for w in _words(clause) & wanted.keys() for c in wanted[w]]
                if not candidates or _QUESTION.search(clause) or _PLAN.search(clause):
                    continue
                stopped = _STOPPED.search(clause) is not None
                if not stopped and not _DIGIT.search(clause):
                    continue  # neither a removal nor a version
                for f, pattern, version in candidates:
                    slot = (f.entity, f.key)
                    # In the fact's own session only a move to another version counts:
                    # "from 14 to 16" read as 14 (a removal there is of something else).
                    own = sid == f.source_session_id
                    if not own and not _later(at, f.valid_from):
                        continue
                    if not _moves_on(clause, stopped and not own, pattern, version):
                        continue
                    old = out.get(slot)
                    if old is None or at > old.at:
                        out[slot] = Newer(at, sid, str(msg.get("id")), clause.strip())
    return out


def _later(at: datetime, since: datetime) -> bool:
    if (at.tzinfo is None) != (since.tzinfo is None):
        at, since = at.replace(tzinfo=None), since.replace(tzinfo=None)
    return at > since
