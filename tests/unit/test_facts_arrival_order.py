"""Arrival order (model.facts): what a session reads (``as_of``) and what a late older
session records (``transitions``, induced history) are the same whatever order sessions
arrive in. Pure: observations and plans, no store."""

from __future__ import annotations

import itertools
from datetime import UTC, datetime, timedelta

from memory_core.model.facts import (
    Event,
    FactRow,
    HistoryRow,
    Observation,
    Pending,
    SlotState,
    Statement,
    Transition,
    as_of,
    plan_merge,
    plan_slot,
    timeline,
    transitions,
)
from memory_core.model.pending import PENDING_VERSION
from memory_core.model.products import mentions

T0 = datetime(2026, 1, 5, 10, 0, tzinfo=UTC)


def day(n: float) -> datetime:
    return T0 + timedelta(days=n)


def obs(value: str, n: float, *, retracted: bool = False) -> Observation:
    return Observation(value, day(n), f"s{n:g}", 0.8, retracted)


def test_a_session_reads_the_value_valid_at_its_own_time_not_the_newest() -> None:
    stated = [obs("PostgreSQL 14", 0), obs("PostgreSQL 15", 10), obs("MySQL 8", 20)]
    iv = as_of(stated, day(5), "s5")
    assert iv is not None and iv.value == "PostgreSQL 14" and iv.valid_from == day(0)
    assert iv.last_observed_at == day(0)  # nothing from after the session leaks in
    later = as_of(stated, day(15), "s15")
    assert later is not None and later.value == "PostgreSQL 15"
    assert as_of(stated, day(-1), "early") is None


def test_as_of_skips_the_session_itself_and_a_value_retracted_before_it() -> None:
    stated = [obs("Redis", 0), obs("Redis", 4, retracted=True), obs("Redis", 9)]
    assert as_of(stated, day(6), "s6") is None
    assert as_of(stated, day(0), "s0") is None  # its own statement is not its context
    again = as_of(stated, day(12), "s12")
    assert again is not None and again.valid_from == day(9)


def test_transitions_are_value_changes_and_retractions_with_the_ending_session() -> None:
    stated = [
        obs("PostgreSQL 14", 0),
        obs("Postgres 14", 3),
        obs("PostgreSQL 15", 10),
        obs("PostgreSQL 15", 20, retracted=True),
    ]
    assert transitions(stated) == [
        Transition(day(10), "PostgreSQL 14", "PostgreSQL 15", "s10"),
        Transition(day(20), "PostgreSQL 15", None, "s20"),
    ]


def _spelled(value: str | None) -> str | None:
    """One spelling per value ("Postgres 14" is "PostgreSQL 14"): a row keeps the spelling
    known when it was written."""
    found = mentions(value) if value else []
    return found[0].value if found else value


Row = tuple[datetime, str | None, str | None, str, str]


def _arrive(order: list[Observation], *, every: bool = False) -> list[Row]:
    """Merge the observations one by one in this order, as the store would: one history row
    per session, rewritten when a late session re-reads it. The rows that end a value (time,
    old, new, source session, kind; with ``every``, all rows and their exact change), sorted
    as the reader shows them."""
    seen: list[Observation] = []
    rows: list[FactRow] = []
    history: dict[int, HistoryRow] = {}
    at_of: dict[str, datetime] = {}
    next_id, next_h = 1, 1
    for o in order:
        st = Statement("user", "database", "technical_environment", o.value, 0.8, o.retracted)
        state = SlotState(tuple(seen), tuple(rows), tuple(history.values()))
        plan = plan_slot(state, st, o.observed_at, o.session_id)
        by_id = {r.id: r for r in rows}
        for c in plan.closes:
            r = by_id[c.row_id]
            by_id[c.row_id] = FactRow(
                r.id, r.value, r.valid_from, c.valid_to, c.superseded_by_session_id
            )
        ids = []
        for w in plan.writes:
            rid = w.row_id if w.row_id is not None else next_id
            next_id = max(next_id, rid + 1)
            ids.append(rid)
            iv = w.interval
            by_id[rid] = FactRow(rid, iv.value, iv.valid_from, iv.valid_to, None)
        for hid in plan.dropped:
            del history[hid]
        for hw in plan.history:
            hid = hw.row_id if hw.row_id is not None else next_h
            next_h = max(next_h, hid + 1)
            ev = hw.event
            history[hid] = HistoryRow(
                hid, hw.session_id, ev.change, ev.history_old_value, ev.new_value, ids[hw.write]
            )
            at_of[hw.session_id] = hw.at
        rows = sorted(by_id.values(), key=lambda r: (r.valid_from, r.id))
        seen.append(o)
    assert len({h.session_id for h in history.values()}) == len(history)  # one per session
    if every:
        return sorted(
            (at_of[h.session_id], h.old_value, h.new_value, h.session_id, h.change)
            for h in history.values()
        )
    return sorted(
        (
            at_of[h.session_id],
            _spelled(h.old_value),
            _spelled(h.new_value),
            h.session_id,
            "retracted" if h.new_value is None else "changed",
        )
        for h in history.values()
        if h.old_value is not None
    )


def test_a_late_older_statement_records_the_change_the_newer_one_made() -> None:
    """14 then 15 in order: "14 -> 15". 15 first, then 14 late: 14 is backfilled and the
    newer statement's row is rewritten to the change 14 -> 15, with the newer session as
    source; the late one's own row says what it did in time order ("added")."""
    old, new = obs("PostgreSQL 14", 0), obs("PostgreSQL 15", 10)
    stored = HistoryRow(7, "s10", "added", None, "PostgreSQL 15", 1)
    plan = plan_slot(
        SlotState((new,), (FactRow(1, "PostgreSQL 15", day(10), None, None),), (stored,)),
        Statement("user", "database", "technical_environment", "PostgreSQL 14", 0.8),
        day(0),
        "s0",
    )
    assert plan.event.change == "backfilled"  # what the arrival did, for the counts
    mine, newer = sorted(plan.history, key=lambda h: h.at)
    assert (mine.row_id, mine.event.change) == (None, "added")
    assert (newer.row_id, newer.event) == (7, Event("superseded", "PostgreSQL 14", "PostgreSQL 15"))
    assert plan.writes[newer.write].row_id == 1  # on the newer row
    assert _arrive([old, new], every=True) == _arrive([new, old], every=True)


def test_a_late_set_before_a_retraction_records_the_retraction() -> None:
    gone, first = obs("Redis", 8, retracted=True), obs("Redis 7", 2)
    assert _arrive([first, gone]) == _arrive([gone, first])
    assert [(h[1], h[2]) for h in _arrive([gone, first])] == [("Redis 7", None)]


def test_every_arrival_order_gives_one_timeline_and_the_same_changes() -> None:
    stated = [
        obs("PostgreSQL 14", 0),
        obs("Postgres 14", 3),
        obs("PostgreSQL 15", 10),
        obs("MySQL 8", 20),
        obs("MySQL 8", 25, retracted=True),
    ]
    expected = timeline(stated)
    in_order = _arrive(stated)
    assert [(h[1], h[2]) for h in in_order] == [
        ("PostgreSQL 14", "PostgreSQL 15"),
        ("PostgreSQL 15", "MySQL 8"),
        ("MySQL 8", None),
    ]
    assert _arrive(list(reversed(stated))) == in_order
    every = _arrive(stated, every=True)
    for order in itertools.permutations(stated):
        assert timeline(list(order)) == expected
        assert _arrive(list(order)) == in_order  # the same changes, one row per session
        assert _arrive(list(order), every=True) == every  # and the same rows, labels too


def test_a_repeated_statement_arriving_first_is_a_confirmation_once_the_change_lands() -> None:
    """ "Postgres 15" (day 14) before "upgraded to 15" (day 7) before "PostgreSQL 14" (day 0):
    in any order the change 14 -> 15 is day 7's and day 14 only confirms it (the demo's
    story, which a threads pool of two once recorded as two changes)."""
    stated = [obs("PostgreSQL 14", 0), obs("PostgreSQL 15", 7), obs("Postgres 15", 14)]
    for order in itertools.permutations(stated):
        assert [r[3:] for r in _arrive(list(order), every=True)] == [
            ("s0", "added"),
            ("s7", "superseded"),
            ("s14", "confirmed"),
        ]


def test_a_retraction_a_late_value_made_void_loses_its_row() -> None:
    """Redis (day 0), "we dropped Redis" (day 8): retracted. Memcached stated on day 4
    arriving last: in time order Redis ended on day 4 and the day-8 retraction of Redis
    found nothing of Redis open, so its row goes, as in-order arrival would not have one."""
    stated = [obs("Redis", 0), obs("Redis", 8, retracted=True), obs("Memcached", 4)]
    assert [r[3:] for r in _arrive(stated, every=True)] == [
        ("s0", "added"),
        ("s4", "superseded"),
    ]


def _db(value: str) -> Statement:
    return Statement("user", "database", "technical_environment", value, 0.9)


def _pending(n: float, versioned: frozenset[tuple[str, str]] = frozenset()) -> Pending:
    return Pending(Observation("15", day(n), f"s{n:g}", 0.9), versioned)


def test_a_pending_version_is_an_observation_only() -> None:
    st = Statement("user", PENDING_VERSION, "technical_environment", "15", 0.9)
    plan = plan_merge([st], {}, day(5), "s5")
    (sp,) = plan.slots
    assert (sp.writes, sp.closes, sp.records, sp.event.change) == ((), (), False, "ignored")


def test_an_older_session_naming_the_product_adopts_the_pending_version() -> None:
    """ "PostgreSQL 14" landing before a stored "upgraded to 15": the 15 joins the slot as
    its own session's statement, current is 15 and the change is the newer session's."""
    plan = plan_merge([_db("PostgreSQL 14")], {}, day(0), "s0", pending=[_pending(5)])
    (sp,) = plan.slots
    assert sp.adopted == (Observation("PostgreSQL 15", day(5), "s5", 0.9),)
    assert [w.interval.value for w in sp.writes] == ["PostgreSQL 14", "PostgreSQL 15"]
    assert sp.writes[-1].interval.valid_to is None
    adopted = [h for h in sp.history if h.session_id == "s5"]
    assert [(h.event.old_value, h.event.new_value, h.row_id) for h in adopted] == [
        ("PostgreSQL 14", "PostgreSQL 15", None)
    ]


def test_a_pending_version_stays_pending_when_its_product_is_ambiguous_or_unversioned() -> None:
    lang = Statement("user", "programming_language", "technical_environment", "Python 3.12", 0.9)
    two = plan_merge([_db("PostgreSQL 14"), lang], {}, day(0), "s0", pending=[_pending(5)])
    assert all(not sp.adopted for sp in two.slots)  # in order it would be ambiguous too
    other = frozenset({("user", "programming_language")})
    stored = plan_merge([_db("PostgreSQL 14")], {}, day(0), "s0", pending=[_pending(5, other)])
    assert not stored.slots[0].adopted
    bare = plan_merge([_db("PostgreSQL")], {}, day(0), "s0", pending=[_pending(5)])
    assert not bare.slots[0].adopted  # no version to read a bare one against
    newer = plan_merge([_db("PostgreSQL 14")], {}, day(9), "s9", pending=[_pending(5)])
    assert not newer.slots[0].adopted  # a newer session is no context for it


def test_a_late_older_precise_value_rewrites_a_stated_vaguer_previous() -> None:
    """ "Replaced MongoDB with PostgreSQL 16" arriving first records "MongoDB -> 16"; the
    older "MongoDB 6" arriving late rewrites that row to "MongoDB 6 -> 16", the history in
    date order would have had."""
    new = Observation("PostgreSQL 16", day(10), "s10", 0.9)
    stored = HistoryRow(7, "s10", "superseded", "MongoDB", "PostgreSQL 16", 1)
    state = SlotState((new,), (FactRow(1, "PostgreSQL 16", day(10), None, None),), (stored,))
    plan = plan_slot(state, _db("MongoDB 6"), day(0), "s0")
    rewrite = next(h for h in plan.history if h.row_id == 7)
    assert rewrite.event.old_value == "MongoDB 6"
    # the same value as recorded rewrites nothing of the newer session
    same = plan_slot(state, _db("MongoDB"), day(0), "s0")
    assert [h.session_id for h in same.history] == ["s0"]
    # with no earlier statement, the stated previous value stays the row's
    alone = plan_slot(state, _db("PostgreSQL 16"), day(20), "s20")
    assert all(h.session_id == "s20" for h in alone.history)
