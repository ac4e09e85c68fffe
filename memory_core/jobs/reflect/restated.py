"""A recurring wish restated in a session that nothing grouped with it (pure).

Rules found on new material cited three of the four sessions that state them, and the one
left out was the same kind each time: the user restates the wish unprompted in the
session's first message ("Recordeu-ho: la llengua de l'escola és el català", "type(scope):
subject, you know the drill"), or in words a named concept reads as another value ("skriv
det heile på nynorsk" named as Norwegian, beside a group about Nynorsk). Such a statement
shares too little wording with any one member to be linked, but it names the group's
subject: the stems the messages of the group's sessions name. A statement that says it is a
standing wish (a strong cue) and names enough of that core joins the group as evidence.
It only adds sessions to a group that already recurs: it never makes a rule on its own.
"""

from __future__ import annotations

from collections import Counter, defaultdict
from collections.abc import Collection, Mapping, Sequence
from typing import TYPE_CHECKING

from memory_core.jobs.reflect.cues import STRONG, cue_kinds
from memory_core.jobs.reflect.meaning import stems

if TYPE_CHECKING:
    from memory_core.jobs.reflect.statements import Statement, StatementGroup

# How much of the group's subject a restatement names: the sum, over the stems it shares
# with the group, of the share of the group's sessions that name each (one stem every
# session names is enough), with one stem most sessions name or three of its stems.
CORE_SHARE = 1.0
MAIN_SHARE = 2 / 3
MANY = 3


def core(
    group: StatementGroup, said: Mapping[tuple[int, str], set[str]], domain: Collection[str]
) -> dict[str, float]:
    """Each stem of the messages of the group's statements (``said``: a message's stems) by
    the share of its sessions that name it (the user's domain words left out)."""
    per: dict[str, set[str]] = defaultdict(set)
    for s in group.statements:
        if not s.from_fact:
            per[s.session_id] |= said.get((s.episode_id, s.message_id), set()) - set(domain)
    count: Counter[str] = Counter(t for found in per.values() for t in found)
    n = max(1, len(group.sessions()))
    return {t: c / n for t, c in count.items()}


def gather(
    groups: Sequence[StatementGroup],
    statements: Sequence[Statement],
    domain: Collection[str] = (),
) -> None:
    """Add to each group (in place) the restatements of its wish in its other sessions."""
    held = {id(s) for g in groups for s in g.statements}
    kept = {g.concept for g in groups if g.concept is not None}
    # The words of each message (all its clauses): a restatement in a first message sits
    # beside the request it is said with ("Write the commit message ... you know the drill").
    said: dict[tuple[int, str], set[str]] = defaultdict(set)
    for s in statements:
        said[(s.episode_id, s.message_id)] |= stems(s.text)
    pool = [
        s
        for s in statements
        if id(s) not in held
        and not s.from_fact
        and not s.opening
        and (s.concept is None or s.concept not in kept)
        and cue_kinds(s.text) & STRONG
    ]
    taken: set[int] = set()
    for g in groups:
        share = core(g, said, domain)
        if not share:
            continue
        sessions = set(g.sessions())
        for s in pool:
            if id(s) in taken or s.session_id in sessions:
                continue
            named = said[(s.episode_id, s.message_id)] & share.keys()
            weights = [share[t] for t in named]
            main = max(weights, default=0.0) >= MAIN_SHARE or len(weights) >= MANY
            if main and sum(weights) >= CORE_SHARE:
                g.statements.append(s)
                sessions.add(s.session_id)
                taken.add(id(s))
