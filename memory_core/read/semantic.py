"""The semantic layer's content: one line per fact slot, rules that replace the facts they
cover, open issues when they bear on the query, everything ranked by relevance (pure).

- **One line per slot**, the newest current value: a slot left with two current values by a
  drifting extractor must not show the agent two answers. When the slot changed within
  ``RECENT_DAYS`` (90: about a quarter, the horizon over which an agent is still likely to
  meet the old value in episodes or in the user's habits) the line says
  ``(was X until <date>)``; older changes are history, not context.
- **A rule covers a slot** when its basis names that slot (``fact:<entity>:<key>``). It
  replaces the fact's line only while it still holds: the slot's current value is the one
  the rule was made from. A rule whose slot has moved on is left out (the fact is newer
  evidence than the rule) until reflection retires or renews it.
- **State and preference questions** ("which database do we use now?", "how do I like my
  dates?", "quina versió fem servir ara?"): among equally relevant facts and episodes the
  newest statement wins.
- **A newer statement that takes a fact back** in a session the context loaded marks the
  line as possibly outdated and quotes it (``staleness``).
"""

from __future__ import annotations

import re
from bisect import bisect_right
from collections.abc import Iterable, Sequence
from datetime import datetime, timedelta
from functools import lru_cache
from itertools import accumulate

from memory_core.embed.text import terms
from memory_core.read.changewords import STATE, STATE_UNSPACED
from memory_core.read.views import FactChange, FactView, IssueView, RuleView

#: A change older than this is history: the line shows no "(was X until ...)".
RECENT_DAYS = 90
#: An open issue reaches the context when this share of the query's terms names it.
ISSUE_RELEVANCE = 0.3

_STATE_RE = re.compile(
    r"\b(?:now|current(?:ly)?|still|these days|today|latest|anymore|any more|prefer\w*|"
    r"like[sd]?|want|wants|wish|style|format|which|what(?:'s| is| are) (?:my|our|the)|"
    r"do (?:i|we) (?:use|run|have)|are (?:we|you) (?:on|using)|use[sd]?|using|run(?:s|ning)?|"
    r"plan|setup|stack|version|how do (?:i|we) like)\b",
    re.IGNORECASE,
)

Slot = tuple[str, str]


_STATE_WORLD = re.compile(rf"(?<!\w)(?:{STATE})(?!\w)|{STATE_UNSPACED}", re.IGNORECASE)


def is_state_query(query: str) -> bool:
    """A question about how things are now or what the user prefers (newest wins ties), in
    English or in the other languages of ``changewords``."""
    return bool(_STATE_RE.search(query) or _STATE_WORLD.search(query))


def _norm(value: str) -> str:
    return re.sub(r"[^0-9a-z]+", "", value.casefold())


def newest_per_slot(facts: Iterable[FactView]) -> list[FactView]:
    """One fact per (entity, key): the newest statement, then the most confident."""
    best: dict[Slot, FactView] = {}
    for f in facts:
        cur = best.get((f.entity, f.key))
        if cur is None or (f.valid_from, f.confidence) > (cur.valid_from, cur.confidence):
            best[(f.entity, f.key)] = f
    return list(best.values())


def _query_pattern(query: str) -> tuple[re.Pattern[str], list[str]] | None:
    """A pattern matching the query's stemmed terms where they begin a word, and the terms
    (None when the query has none)."""
    wanted = sorted(set(terms(query)), key=len, reverse=True)
    if not wanted:
        return None
    # A stem begins a word: not preceded by a letter or digit ('_' separates key words).
    alternatives = "|".join(map(re.escape, wanted))
    return re.compile(rf"(?<![^\W_])({alternatives})", re.IGNORECASE), wanted


#: An alphanumeric run where a word begins (after a non-alphanumeric character or ``_``).
_WORD_RUN = re.compile(r"(?<![^\W_])[^\W_]+")
_PLAIN_TERM = re.compile(r"[^\W_]+")


@lru_cache(maxsize=64)
def _runs(texts: tuple[str, ...]) -> dict[str, tuple[int, ...]]:
    """Each distinct word-initial run of the texts and the texts it is in: the facts of a
    user are the same from one query to the next, so this is built once per fact set."""
    where: dict[str, set[int]] = {}
    for i, text in enumerate(texts):
        for run in _WORD_RUN.findall(text):
            where.setdefault(run, set()).add(i)
    return {run: tuple(ids) for run, ids in where.items()}


def relevance(texts: Sequence[str], query: str) -> list[float]:
    """Per text, the share of the query's stemmed terms that begin one of its words.

    A term can only match at a word's first character, so the query's pattern is tried
    once per distinct word of the texts (cached per text set), not at every character;
    a term that is not plain letters and digits falls back to one scan of the texts."""
    found: dict[int, set[str]] = {}
    compiled = _query_pattern(query) if texts else None
    if compiled is None:
        return [0.0] * len(texts)
    pattern, wanted = compiled
    n_terms = len(wanted)
    if all(_PLAIN_TERM.fullmatch(t) for t in wanted):
        for run, ids in _runs(tuple(texts)).items():
            m = pattern.match(run)
            if m:
                term = m.group(1).lower()
                for i in ids:
                    found.setdefault(i, set()).add(term)
    else:
        starts = list(accumulate((len(t) + 1 for t in texts[:-1]), initial=0))
        for m in pattern.finditer("\n".join(texts)):
            found.setdefault(bisect_right(starts, m.start()) - 1, set()).add(m.group(1).lower())
    return [len(found[i]) / n_terms if i in found else 0.0 for i in range(len(texts))]


def rank_facts(
    facts: Sequence[FactView], query: str, *, newest_first: bool = False
) -> list[tuple[float, FactView]]:
    """Facts by relevance to the query (entity, key and value), then confidence, category
    and key; with ``newest_first`` the newest statement breaks relevance ties."""
    rel = relevance([f"{f.entity} {f.key} {f.value}" for f in facts], query)
    scored = list(zip(rel, facts, strict=True))
    if newest_first:
        scored.sort(key=lambda x: (-x[0], -x[1].valid_from.timestamp(), x[1].category, x[1].key))
    else:
        scored.sort(key=lambda x: (-x[0], -x[1].confidence, x[1].category, x[1].key))
    return scored


def recent_previous(
    changes: Iterable[FactChange], now: datetime, days: int = RECENT_DAYS
) -> dict[Slot, tuple[str, datetime]]:
    """Per slot, the value it had before its latest change when that change is recent."""
    since = now - timedelta(days=days)
    out: dict[Slot, tuple[str, datetime]] = {}
    for c in sorted(changes, key=lambda c: c.changed_at):
        at = c.changed_at if c.changed_at.tzinfo else c.changed_at.replace(tzinfo=now.tzinfo)
        changed = c.old_value and c.new_value and _norm(c.old_value) != _norm(c.new_value)
        if c.change == "superseded" and changed and since <= at <= now:
            out[(c.entity, c.key)] = (str(c.old_value), at)
    return out


def fact_line(f: FactView, previous: tuple[str, datetime] | None, newer: str | None = None) -> str:
    """The slot's line; ``newer`` notes a newer statement that may take it back."""
    line = f"- {f.entity} {f.key}: {f.value} (since {f.valid_from.date().isoformat()}"
    if previous is not None and _norm(previous[0]) != _norm(f.value):
        line += f"; was {previous[0]} until {previous[1].date().isoformat()}"
    if newer:
        line += f"; {newer}"
    return line + ")"


def rule_slot(r: RuleView) -> Slot | None:
    basis = r.basis or {}
    if basis.get("kind") == "fact" and basis.get("key"):
        return (str(basis.get("entity") or "user"), str(basis["key"]))
    parts = r.concept.split(":")
    return (parts[1], parts[2]) if len(parts) == 3 and parts[0] == "fact" else None


def split_rules(
    rules: Sequence[RuleView], current: dict[Slot, FactView]
) -> tuple[list[tuple[RuleView, Slot | None]], set[Slot]]:
    """The rules to show (with the slot each covers) and the slots whose line they replace.

    A rule holds while its slot's current value is the value it was made from (or, for a
    rule without a recorded value, while the slot has not changed since it was made).
    """
    shown: list[tuple[RuleView, Slot | None]] = []
    covered: set[Slot] = set()
    for r in rules:
        slot = rule_slot(r)
        f = current.get(slot) if slot is not None else None
        if f is None:
            shown.append((r, None))
            continue
        value = (r.basis or {}).get("value")
        holds = _norm(str(value)) == _norm(f.value) if value else f.valid_from <= r.created_at
        if holds:
            shown.append((r, slot))
            assert slot is not None
            covered.add(slot)
    return shown, covered


def relevant_issues(issues: Sequence[IssueView], query: str) -> list[tuple[float, IssueView]]:
    """Open issues that bear on the query, most relevant first (resolved ones never)."""
    open_ = [i for i in issues if i.status == "open"]
    rel = relevance([f"{i.key.replace('_', ' ')} {i.text}" for i in open_], query)
    picked = [(r, i) for r, i in zip(rel, open_, strict=True) if r >= ISSUE_RELEVANCE]
    return sorted(picked, key=lambda x: (-x[0], -x[1].last_seen.timestamp()))


def issue_views(
    rows: Iterable[tuple[str, datetime, Sequence[dict[str, object]]]],
) -> list[IssueView]:
    """Fold per-session issues (oldest session first) into one view per key: the latest
    session's status and text win, so an issue reported open and later fixed is resolved."""
    by_key: dict[str, IssueView] = {}
    for sid, at, issues in rows:
        for raw in issues:
            key = str(raw.get("key") or "").strip()
            if not key:
                continue
            status = "resolved" if raw.get("status") == "resolved" else "open"
            text = str(raw.get("text") or "")
            old = by_key.get(key)
            if old is None:
                by_key[key] = IssueView(key, status, text, at, at, [sid])
            else:
                sessions = old.session_ids if sid in old.session_ids else [*old.session_ids, sid]
                by_key[key] = IssueView(key, status, text or old.text, old.first_seen, at, sessions)
    return sorted(by_key.values(), key=lambda i: i.last_seen, reverse=True)
