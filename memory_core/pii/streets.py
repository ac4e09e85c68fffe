"""Street addresses by their structure (see ``identity``): each form runs only after a
cheap gate and then on a short window anchored at that spot.
"""

from __future__ import annotations

import re

from memory_core.pii.placeholders import ADDRESS
from memory_core.pii.spans import ANY_DIGIT, P_ADDRESS, Doc, Span, line_matches
from memory_core.pii.streetpatterns import (
    _ABBREV,
    _ADDR_CTX,
    _AFTER_NUM,
    _AFTER_TOKENS,
    _AT_CUES,
    _AT_SHAPE,
    _BLOCK,
    _BOX_WORDS,
    _CLAUSE_END,
    _CLAUSE_STOP,
    _CORNER_RE,
    _CTX_WORDS,
    _GLUED,
    _GLUED_RE,
    _HOUSE_NUM,
    _LEAD_NUM,
    _LOW_STREET_RE,
    _LOW_SUFFIX_WORDS,
    _MIL_WORDS,
    _MILITARY_RE,
    _MONTHS,
    _NAME_BEFORE,
    _NAMED_STREET_RE,
    _NAMED_SUFFIX_WORDS,
    _NN_BEFORE,
    _NN_RE,
    _NOT_NAME_END,
    _NOT_STREET,
    _NUM_PREFIX_RE,
    _NUM_PREFIX_WORDS,
    _NUM_WORDS,
    _POBOX_RE,
    _POSTCODE_AFTER,
    _PREFIX_FIRST_RE,
    _PREFIX_TOKENS,
    _STREET_HEAD,
    _STREET_TAIL,
    _STRONG,
    _SUFFIX_AFTER_RE,
    _SUFFIX_FIND,
    _SUFFIX_WORDS,
    _UNIT_AFTER,
    _UNIT_CAPS,
    _UNIT_RE,
    _UNIT_WORDS,
    _ZIP_LINE,
)


def _english_streets(doc: Doc, hits: frozenset[str], out: list[Span]) -> None:
    """Number, name, USPS suffix ("24 Clarke Avenue"), its lower-case form and named
    streets without a number ("on Berg Hills Street").

    Each capitalised suffix word found by ``str.find`` anchors a search of the 70
    characters before it, so text with "key" or "port" but no address costs little.
    """
    text = doc.text
    n = len(text)
    named = False
    for w in hits:
        find = _SUFFIX_FIND[w]
        i = text.find(find)
        while i >= 0:
            j = i + len(find)
            if j == n or not text[j].isalnum():
                sp = _street_ending_at(text, i, j, find[1:])
                if sp is not None:
                    out.append(sp)
                named = named or w in _NAMED_SUFFIX_WORDS
            i = text.find(find, j)
    if named:
        _named_streets(text, out)
    if not hits.isdisjoint(_LOW_SUFFIX_WORDS):
        for m in _LOW_STREET_RE.finditer(doc.low):
            end = m.end()
            unit = _UNIT_AFTER.match(text, end)
            out.append(Span(m.start(), unit.end() if unit else end, ADDRESS, P_ADDRESS - 1))


def _street_ending_at(text: str, i: int, j: int, cap: str) -> Span | None:
    """The address whose suffix word ``cap`` spans ``text[i + 1:j]``, if any; weak
    suffixes (Key, Park...) need a 3+ digit number, a unit or a city line."""
    head = _STREET_HEAD.search(text, max(text.rfind("\n", 0, i) + 1, i - 70), i)
    tail = _STREET_TAIL.match(text, j)
    if head is None or tail is None:
        return None
    num = head.group("num")
    if not (
        cap in _STRONG
        or cap[:-1] in _STRONG
        or tail.group("unit")
        or tail.group("city")
        or (len(num) >= 3 and num.isdigit())
    ):
        return None
    s, e = head.start(), tail.end()
    if e == j + 1 and tail.group("dot") and cap not in _ABBREV:
        e = j  # "... Harlan Street." ends a sentence
    return Span(s, _rstrip(text, s, e), ADDRESS, P_ADDRESS)


def _named_streets(text: str, out: list[Span]) -> None:
    for m in _NAMED_STREET_RE.finditer(text):
        out.append(Span(m.start("a"), m.end("a"), ADDRESS, P_ADDRESS - 1))


def _rstrip(text: str, start: int, end: int) -> int:
    while end > start and text[end - 1] in " \t\n,":
        end -= 1
    return end


def _street_first(text: str, low: str, out: list[Span]) -> None:
    """Addresses whose house number comes last: "Via Roma 131", "Hauptstraße 5",
    "Kossuth Lajos utca 5", "641 Dašická 688", "0605 πεντέλης 210 apt. 999".

    Each short number after a word is a candidate end. The last few words before it
    pick the pattern to try (set look-ups), which then runs on at most the 80
    characters before the number, anchored there.
    """
    for m in _HOUSE_NUM.finditer(text):
        sp = m.start()  # the space before the number
        num_end = m.end()
        lo = max(text.rfind("\n", 0, sp) + 1, sp - 80)
        toks = low[lo:sp].rsplit(None, 6)
        if not toks or toks[-1] in _NOT_NAME_END:
            continue
        last = toks[-1].rstrip(",")
        start = -1
        prio = P_ADDRESS
        if last.endswith(_GLUED):
            g = _GLUED_RE.search(text, sp - len(toks[-1]) - 1, sp)
            if g is not None:
                start = g.start()
        if start < 0 and not _PREFIX_TOKENS.isdisjoint(toks):
            p = _PREFIX_FIRST_RE.search(text, lo, sp)
            if p is not None and (p.group("cap") is None or _AFTER_NUM.match(text, num_end)):
                start = p.start()
        if start < 0 and last in _AFTER_TOKENS:
            a = _SUFFIX_AFTER_RE.search(text, lo, sp)
            if a is not None:
                start = a.start()
        has_num = start < 0 and ANY_DIGIT.search(low, lo, sp) is not None
        if has_num and text[sp - 1] != ".":  # "Done. 5 files"
            start = _building_number(text, low, lo, sp, num_end)
            prio = P_ADDRESS - 1
        end = num_end
        post = _POSTCODE_AFTER.match(text, num_end)
        if post is not None:
            if start < 0 and _CLAUSE_STOP.match(text, post.end()):
                n = _NAME_BEFORE.search(text, lo, sp)
                if n is not None:
                    start, prio = n.start(), P_ADDRESS - 1
            end = post.end()
        unit = _UNIT_AFTER.match(text, num_end)
        if unit is not None:
            if start < 0 and has_num:  # number, words, number, unit, in any case or script
                w = _NUM_WORDS.search(text, lo, sp)
                if w is not None:
                    start, prio = w.start(), P_ADDRESS - 1
            end = max(end, unit.end())
        if start >= 0:
            out.append(Span(start, end, ADDRESS, prio))


def _building_number(text: str, low: str, lo: int, sp: int, num_end: int) -> int:
    """Start of "641 Dašická 688" ending at ``sp``, or -1: the name must not be a month or
    a function word, and the pair must stand alone ("I own 2 Windows 11 laptops" is no
    address: the first number follows "own", the second is followed by a word)."""
    m = _NN_RE.search(text, lo, sp)
    if m is None:
        return -1
    name = m.group("name").lower().split()
    if not (_MONTHS.isdisjoint(name) and _NOT_STREET.isdisjoint(name)):
        return -1
    s = m.start()
    if _NN_BEFORE.search(low, max(0, s - 20), s) is None:
        return -1
    if _AFTER_NUM.match(text, num_end) is None:
        return -1
    return s


def _addresses(doc: Doc, gate: frozenset[str], out: list[Span]) -> None:
    """Every address form; ``gate`` holds the cue words of ``doc`` (``_GATE_WORDS``)."""
    text, low = doc.text, doc.low
    hits = gate & _SUFFIX_WORDS
    if hits:
        _english_streets(doc, hits, out)
    if not gate.isdisjoint(_NUM_PREFIX_WORDS) or (not text.isascii() and "allée" in low):
        for m in _NUM_PREFIX_RE.finditer(text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS))
    _street_first(text, low, out)
    if not gate.isdisjoint(_MIL_WORDS):
        for m in _MILITARY_RE.finditer(text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS))
    if not gate.isdisjoint(_BOX_WORDS):
        for m in _POBOX_RE.finditer(text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS))
    if "corner" in gate:
        for m in _CORNER_RE.finditer(text):
            out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS))
    if not gate.isdisjoint(_CTX_WORDS):
        for triggers, rx in _ADDR_CTX:
            for w in gate & triggers:
                _addr_after_cue(text, low, w, rx, out)
    if "at" in gate:
        _addr_after_at(text, low, out)


def _addr_after_cue(text: str, low: str, cue: str, rx: re.Pattern[str], out: list[Span]) -> None:
    """The address after each occurrence of the word ``cue`` that ``rx`` confirms: a
    block of short lines after "Address:", else the rest of the clause with a digit."""
    i = low.find(cue)
    while i >= 0:
        m = rx.match(low, i) if i == 0 or not (low[i - 1].isalnum() or low[i - 1] == "_") else None
        i = low.find(cue, i + len(cue))
        if m is None:
            continue
        start = m.end()
        block = _BLOCK.match(text, start)
        if block is not None:  # "Address:\n12 Main St\nSpringfield\nUSA 12345"
            chunk = block.group().rstrip()
            if ANY_DIGIT.search(chunk) is not None:
                body = len(chunk) - len(chunk.lstrip())
                out.append(Span(start + body, start + len(chunk), ADDRESS, P_ADDRESS - 1))
            continue
        end = _clause_end(text, start)
        # "the address is wrong: 404 returned": a digit alone is no address; a house
        # number next to a capitalised word, or a postcode, is
        if (
            end > start
            and text[start] != "<"
            and ANY_DIGIT.search(text, start, end) is not None
            and (cue in _STAY_CUES or _HOUSE_SHAPE.search(text, start, end) is not None)
        ):
            town = _TOWN_LINE.match(text, end)  # "32 avenue Jean-Jaurès\n75019 Paris"
            out.append(Span(start, town.end() if town else end, ADDRESS, P_ADDRESS - 1))


# "lives at", "located at" name a place; after "address is" or "send ... to" the rest of
# the clause must be shaped like an address (``_HOUSE_SHAPE``).
_STAY_CUES = frozenset(("live", "lives", "lived", "reside", "resides", "stay", "stays", "located"))
_HOUSE_SHAPE = re.compile(
    r"[A-ZÀ-Þ][^\W\d_]+\.?[ \t]+\d{1,5}[a-zA-Z]?(?![\w])|(?<![\w])\d{1,5}[a-zA-Z]?,?[ \t]+"
    r"(?:[a-zà-ÿ]{2,12}[ \t]+)?[A-ZÀ-Þ]"
    r"|(?<![\w])(?:\d{5}(?:-\d{4})?|[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2})(?![\w])"
    # "Jl. Gatot Subroto No. 59", "天河路274号", "세종대로 118": a number after its street word
    r"|(?<![\w])(?:No|Nr|Núm|nr)\.[ \t]*\d|[路街道区号丁目로길][ \t]*\d"
)
# The postcode-and-town line under a street line.
_TOWN_LINE = re.compile(r"\n[ \t]*\d{4,5}(?:-\d{3})?[ \t]+[A-ZÀ-Þ][^\n\d]{1,40}(?=\n|$)")


def _clause_end(text: str, start: int) -> int:
    """End of the clause that starts at ``start`` (trailing " ,." dropped), or ``start``
    when no end shows within 140 characters."""
    end_m = _CLAUSE_END.search(text, start, min(len(text), start + 140))
    if end_m is None and start + 140 < len(text):
        return start
    end = end_m.start() if end_m else len(text)
    while end > start and text[end - 1] in " \t,.":
        end -= 1
    return end


def _addr_after_at(text: str, low: str, out: list[Span]) -> None:
    """An address-shaped clause after "off at", "is at", "meet ... at" (``_AT_SHAPE``)."""
    i = low.find(" at ")
    while i >= 0:
        j = i + 4
        prev = low[max(0, i - 12) : i].rsplit(None, 1)
        if (prev and prev[-1] in _AT_CUES) or "meet" in low[max(0, i - 30) : i]:
            m = _AT_SHAPE.match(text, j)
            if m is not None:
                start = m.start("a")
                end = max(_clause_end(text, start), m.end("a"))
                out.append(Span(start, end, ADDRESS, P_ADDRESS - 1))
        i = low.find(" at ", j)


def _address_parts(doc: Doc, gate: frozenset[str], found: bool, out: list[Span]) -> None:
    """Unit designators ("Apt. 762") and, next to other address evidence, "Country 12345"
    lines: fragments that are personal even on their own."""
    text = doc.text
    unit = not gate.isdisjoint(_UNIT_WORDS) and any(u in text for u in _UNIT_CAPS)
    if unit:
        for m in _UNIT_RE.finditer(text):
            if m.start() == 0 or not text[m.start() - 1].isalnum():
                out.append(Span(m.start(), m.end(), ADDRESS, P_ADDRESS - 2))
    if (found or unit) and "\n" in text:
        for m in line_matches(_ZIP_LINE, text):
            out.append(Span(m.start("z"), m.end("z"), ADDRESS, P_ADDRESS - 2))


def _with_building_numbers(text: str, spans: list[Span]) -> list[Span]:
    """Address spans with a building number written directly before them joined
    ("3369 24 Clarke Avenue", "974 Via Roma 131", "45818 P.O. Box 242")."""
    out = []
    for sp in spans:
        s = sp.start
        m = _LEAD_NUM.search(text, max(0, s - 10), s)
        out.append(sp if m is None else sp._replace(start=m.start()))
    return out
