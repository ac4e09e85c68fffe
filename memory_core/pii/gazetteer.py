"""Person names in free text without a cue, from public-domain name lists.

Lists (see ``data/README.md``): US Census 1990 given names and surnames, and SCOWL
English words to tell "Will", "Grant" or "May" (ordinary words) from "Gretchen".
Only capitalised tokens are considered (``scan``; facts per distinct token are cached
as bits), and an ordinary English word never starts a name on its own:

* given name + capitalised token (a listed surname, or any word that is not English):
  "Gretchen Ortiz", "John Q. Public", "Maika van de Noort", "Anne-Marie Dupont";
* a given name that is also an English word ("Will", "Grant", "Mark") needs a listed
  surname or a non-English word with name evidence after it: "Will Smith", "Mark
  Henriksen" are names, "Will you", "Grant Access" are not;
* an unknown capitalised word + a listed surname that is not English ("Gyala Antall"),
  or two unknown words with name evidence (surname ending, diacritics) or a person cue
  around them ("by X Y", "X Y said", "X Y speak"), not before "Inc"/"Group";
* a lone listed given name (not English, not a place or product) in prose: "Why is
  Gwendolyn late?";
* any other lone capitalised word needs a person cue: a relative or title before it
  ("my nephew Torvald", "ms. Ottilie"), "named him X", a person verb, a possessive +
  a noun only a person has or a surname verb after it ("Evander lives", "Radomir's
  phone", "Jensen said"), being addressed ("Maksym, could you", ", Grant!"), his/her
  after it inside a sentence ("gave Odalys her badge"), a personal pronoun referring
  back to a sentence subject ("Quillon started ... she"), or working for a company
  ("X is from Fernwood Labs Inc.");
* enumerations ("Hleb, Sheila and Shane") where most items are listed or carry name
  evidence; two unlisted items need a person verb after them ("X and Y were");
* all-lower-case texts are first ``shadow_case``-d: non-dictionary words get a capital
  so the same rules apply (a lone given name then needs a cue too);
* weekdays, months, places, products and tech names never count as given names, and
  words next to "&" are companies ("Johnson & Johnson").

Documented choice: "Jordan Peterson" is masked (a person); "Morgan Stanley" or
"Harley Davidson" are masked too (company names built from person names).

The lists and per-token bits are in ``namewords``, the lone-word rules in ``lonename``
and the lower-case handling in ``shadowcase``.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words
from memory_core.pii.lonename import _ENUM_AFTER, _lone
from memory_core.pii.namewords import (
    _AFTER,
    _BEFORE,
    _DEPT_AFTER,
    _ORG_WORDS,
    _PAIR_CUES,
    _PARTICLES,
    _PLACE_BEFORE,
    _POSSESSIVE,
    _WORD_AFTER,
    _WORD_BEFORE,
    AMBIG,
    BORING,
    EN,
    GIVEN,
    INITIAL,
    NOT,
    ORG,
    RARE,
    RAW_GIVEN,
    SHAPED,
    SKIP,
    STOPW,
    STRONG,
    SUR,
    Tokens,
    _cache,
    _Lists,
    _lists,
    _shaped,
    scan,
)
from memory_core.pii.notnames import NOT_NAMES
from memory_core.pii.placeholders import PERSON
from memory_core.pii.spans import P_PERSON, Span


def detect(
    text: str,
    stop: frozenset[str],
    tokens: Tokens | None = None,
    found: dict[int, int] | None = None,
    vocab: frozenset[str] | None = None,
    cased: bool = True,
) -> list[Span]:
    """Name spans found through the lists (``stop``: words that are never names).

    Optional, from a caller that has them already: ``tokens`` (``scan(text, stop)``),
    ``found`` (start -> end of names found already, whose tokens are skipped) and
    ``vocab`` (the lower-case words of the text, to skip patterns whose cue is absent).
    ``cased=False``: the text was written in lower case (see ``shadow_case``), so a
    listed given name ("ping", "jan") needs a cue too.
    """
    lists = _lists()
    if not lists.any:
        return []
    toks, fls = tokens if tokens is not None else scan(text, stop)
    if not toks:
        return []
    out: list[Span] = []
    n = len(toks)
    i = 0
    while i < n:
        fl = fls[i]
        if fl & BORING:  # neither a first name nor a lone name: the common case
            i += 1
            continue
        m = toks[i]
        if found and m.start() in found:  # e.g. a speaker label: no need to look again
            end = found[m.start()]
            nxt = i + 1  # the first token after the found name
            while nxt < n and toks[nxt].start() < end:
                nxt += 1
            if nxt == n or text[toks[nxt - 1].end() : toks[nxt].start()] != " ":
                i = nxt
                continue  # (unless the name may go on: "Hi Ann" + " Lee")
        if i + 1 < n and not fls[i + 1] & SKIP:
            gap = text[m.end() : toks[i + 1].start()]
            # (``_gap_ok`` is only needed for gaps that start with a space or ". ")
            if gap == " " or (gap[:1] in " ." and _gap_ok(gap, m.group())):
                j = _full_name(text, toks, fls, i, lists)
                if j is not None and not cased and not _listed_pair(text, toks, fls, i, j):
                    j = None
                if j is not None:
                    if (
                        j + 1 < n
                        and fls[j + 1] & (SUR | STRONG)
                        and not fls[j + 1] & (EN | NOT | ORG | STOPW | SKIP)
                        and text[toks[j].end() : toks[j + 1].start()] == " "
                    ):
                        j += 1  # "Dzwoniła Agnieszka Wróblewska": the surname goes too
                    out.append(Span(m.start(), toks[j].end(), PERSON, P_PERSON - 2))
                    i = j + 1
                else:
                    i += 1
                continue
        if not _cap_before(text, toks, fls, i) and _lone(text, m, fl, cased):
            out.append(Span(m.start(), m.end(), PERSON, P_PERSON - 2))
        i += 1
    if " and " in text:
        out.extend(_enumerations(text, lists, stop))
    if " to " in text and (vocab is None or not vocab.isdisjoint(_SAID_VERBS)):
        for sm in _SAID_TO.finditer(text):
            for g in ("a", "b"):
                w = sm.group(g)
                if _shaped(w) and w.lower() not in stop and w.lower() not in lists.english:
                    out.append(Span(sm.start(g), sm.end(g), PERSON, P_PERSON - 2))
    return out


_ENUM_W = r"[A-ZÀ-ÖØ-ÞĀ-ž][^\W\d_]++(?![\w'’-])"
_ENUM = re.compile(rf"{_ENUM_W}(?:,[ \t]+{_ENUM_W})*+,?[ \t]+and[ \t]+{_ENUM_W}")
_ENUM_ITEM = re.compile(_ENUM_W)

_SAID_VERBS = words("said says asked shouted yelled whispered replied explained")
_SAID_TO = re.compile(
    r"\b(?:said|says|asked|shouted|yelled|whispered|replied|explained)[ \t]+"
    rf"(?P<a>{_ENUM_W})[ \t]+to[ \t]+(?P<b>{_ENUM_W})"
)


def _enumerations(text: str, lists: _Lists, stop: frozenset[str]) -> list[Span]:
    """ "Hleb, Sheila, Donna and Shane", "Marrero and Murphy": lists of single capitalised
    words where most items are listed names or carry name evidence (surname ending,
    diacritics); two unlisted items need a person verb after them ("X and Y were")."""
    out: list[Span] = []
    for m in _ENUM.finditer(text):
        bm = _WORD_BEFORE.search(text, max(0, m.start() - 20), m.start())
        prev = bm.group(1) if bm is not None and bm.end() == m.start() - 1 else ""
        if prev[:1].isupper() and prev.lower() not in _BEFORE and prev.lower() not in stop:
            continue  # "The Big Three Killed ..." (part of a longer capitalised run)
        if text[max(0, m.start() - 2) : m.start()] == "& " or text[m.end() : m.end() + 2] == " &":
            continue  # "Procter & Gamble and Johnson & Johnson": companies
        items = list(_ENUM_ITEM.finditer(text, m.start(), m.end()))
        cache = _cache(stop)
        fls = [cache[it.group()] for it in items]
        if any(f & (STOPW | ORG) or not f & SHAPED for f in fls):
            continue
        listed = [bool(f & (GIVEN | AMBIG | SUR)) and not f & NOT for f in fls]
        if len(items) == 2:
            ok = all(listed) and any(not f & EN for f in fls)
            if not ok and not any(f & (EN | NOT) for f in fls) and any(f & STRONG for f in fls):
                am = _WORD_AFTER.match(text, m.end())
                ok = am is not None and am.group(1) in _ENUM_AFTER
        else:
            # Places that are also given names ("Jackson") count, but not alone.
            known = [
                ok or bool(f & (RAW_GIVEN | STRONG)) for ok, f in zip(listed, fls, strict=True)
            ]
            ok = (
                3 * sum(known) >= 2 * len(items)
                and any(listed)
                and not any(f & NOT and not f & RAW_GIVEN for f in fls)
            )
        if ok:
            out.extend(Span(it.start(), it.end(), PERSON, P_PERSON - 2) for it in items)
    return out


# A blank run of up to three spaces: "Lara  Fiorentino" (aligned columns, sloppy typing).
_SPACES = frozenset((" ", "  ", "   "))


def _gap_ok(gap: str, prev: str) -> bool:
    """Text between two tokens of one name: spaces, an initial's dot, particles."""
    if gap in _SPACES:
        return True
    if gap == ". " and len(prev) == 1:
        return True
    g = gap.strip()
    if not g or gap[0] != " " or gap[-1] != " ":
        return False
    return all(p in _PARTICLES for p in g.split()) and "  " not in gap


def _next_in_name(text: str, toks: list[re.Match[str]], fls: list[int], i: int) -> int | None:
    if (
        i + 1 < len(toks)
        and not fls[i + 1] & SKIP
        and _gap_ok(text[toks[i].end() : toks[i + 1].start()], toks[i].group())
    ):
        return i + 1
    return None


def _cap_before(text: str, toks: list[re.Match[str]], fls: list[int], i: int) -> bool:
    """Is the token preceded by another capitalised word ("Lake Laura", "Port Elizabeth")?"""
    if i == 0 or fls[i - 1] & SKIP:
        return False
    gap = text[toks[i - 1].end() : toks[i].start()]
    return gap == " " and toks[i - 1].group().lower() not in _BEFORE


def _full_name(
    text: str, toks: list[re.Match[str]], fls: list[int], i: int, lists: _Lists
) -> int | None:
    """Index of the last token of a full name starting at ``toks[i]``, or None."""
    fl = fls[i]
    # Skip a middle initial ("John Q. Public", "Nikolaj N Møller").
    k = i + 1
    initial = bool(fls[k] & INITIAL)
    if initial:
        nk = _next_in_name(text, toks, fls, k)
        if nk is None:
            return None
        k = nk
    sl = fls[k]
    if sl & (STOPW | ORG | NOT | INITIAL):
        return None
    particles = text[toks[k - 1].end() : toks[k].start()].strip(" .") != ""
    if fl & NOT:  # "Jordan Peterson" yes, "Georgia Tech" no
        # A place that is also a given name may take an unlisted surname with name
        # evidence too ("Charlotte Mathiassen", not "Charlotte Douglas airport").
        strong = bool(
            fl & RAW_GIVEN and sl & STRONG and not sl & (EN | GIVEN | AMBIG | SUR | RAW_GIVEN)
        )
        ok = bool(sl & RARE or strong) and not _cap_before(text, toks, fls, i)
    elif fl & GIVEN:
        ok = initial or bool(sl & SUR) or not sl & EN
    elif particles or initial:  # "Maika van de Noort", "Nikolaj N Møller"
        # ... but not a place: "walked to Santiago de Compostela", "office in Castellón de
        # la Plana" (a listed given name first, "to Ana de Souza", takes the branch above).
        # Nor a German clause: "überweisen Sie den Betrag" (a pronoun is no given name).
        ok = (
            not (fl | sl) & EN
            and toks[i].group().lower() not in NOT_NAMES
            and not (
                particles
                and _PLACE_BEFORE.search(text, max(0, toks[i].start() - 30), toks[i].start())
            )
        )
    elif fl & AMBIG:  # "Will Smith", "Mark Karlsen"; not "Will you", "Grant Access"
        ok = bool(sl & SUR) or (bool(sl & STRONG) and not _cap_before(text, toks, fls, i))
    else:
        ok = (bool(sl & RARE) and not fl & EN and not _cap_before(text, toks, fls, i)) or (
            _unknown_pair(text, toks, fls, i, k)
        )
    if not ok:
        return None
    # A further surname ("Mary Ann Smith", "García López").
    nk = _next_in_name(text, toks, fls, k)
    if nk is not None and fls[nk] & SUR and not fls[nk] & (STOPW | ORG):
        return nk
    return k


_LISTED = GIVEN | AMBIG | SUR | RAW_GIVEN


def _listed_pair(text: str, toks: list[re.Match[str]], fls: list[int], i: int, j: int) -> bool:
    """In a text written in lower case every word missing from the dictionary looks
    capitalised ("tokenizer bert"): there each word of a name must be on the name lists
    or carry name evidence ("guðgeir bergsveinsson"), unless an initial ("codey m ross")
    or a person cue ("heard nijito asano speak") says it is a name."""
    if j != i + 1 or all(fls[t] & (_LISTED | STRONG) for t in (i, j)):
        return True
    return _cue_around(text, toks[i].start(), toks[j].end())


def _cue_around(text: str, start: int, end: int) -> bool:
    """A person cue right before ``start`` or after ``end`` ("by X Y", "X Y said")."""
    after = text[end : end + 20]
    if _POSSESSIVE.match(after):
        return True
    if _DEPT_AFTER.match(text, end) is not None:
        return True
    am = _WORD_AFTER.match(after)
    if am is not None and am.group(1).lower() in _AFTER:
        return True
    bm = _WORD_BEFORE.search(text, max(0, start - 20), start)
    return bm is not None and bm.group(1).lower() in _PAIR_CUES


def _unknown_pair(text: str, toks: list[re.Match[str]], fls: list[int], i: int, k: int) -> bool:
    """Two capitalised non-English words shaped like a name, with name evidence on one of
    them ("Liisa Lepistö", "Pálmi Einarsson") or a person cue around them."""
    a, b = fls[i], fls[k]
    if k != i + 1 or not (a & b & SHAPED) or (a | b) & (EN | NOT | ORG):
        return False
    if _cap_before(text, toks, fls, i):
        return False
    am = _WORD_AFTER.match(text, toks[k].end())
    if am is not None and am.group(1).lower() in _ORG_WORDS:
        return False  # "Stillwater Supercomputing Inc": a company
    return bool((a | b) & STRONG) or _cue_around(text, toks[i].start(), toks[k].end())
