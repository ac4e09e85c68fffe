"""Person names in free text without a cue, from public-domain name lists.

Lists (see ``data/README.md``): US Census 1990 given names and surnames, and SCOWL
English words to tell "Will", "Grant" or "May" (ordinary words) from "Gretchen".
Only capitalised tokens are considered, and a list hit alone is never enough:

* given name + capitalised token (a listed surname, or any word that is not English):
  "Gretchen Ortiz", "John Q. Public", "Maika van de Noort", "Anne-Marie Dupont";
* a given name that is also an English word ("Will", "Grant", "Mark") needs a listed
  surname after it: "Will Smith" is a name, "Will you", "Grant Access" are not;
* an unknown capitalised word + a listed surname that is not English: "Gyala Antall";
* a lone given name needs a conversational cue around it ("said Carla", "Jacob lives",
  "Shawn's"), a lone surname a possessive or speech verb ("Jensen's", "Jensen said");
* weekdays, months, places, products and tech names never count as given names.

Documented choice: "Jordan Peterson" is masked (a person); "Morgan Stanley" or
"Harley Davidson" are masked too (company names built from person names).
"""

from __future__ import annotations

import functools
import gzip
import re
from pathlib import Path

from memory_core.pii.keep import words
from memory_core.pii.placeholders import PERSON
from memory_core.pii.spans import P_PERSON, Span

_DATA = Path(__file__).resolve().parent / "data"

# Capitalised words, initials ("Q."), and particles between them.
_CAP = re.compile(r"[A-ZÀ-ÖØ-ÞĀ-ž][^\W\d_]*+(?:-[^\W\d_]++|['’](?![sS]\b)[^\W\d_]++)*+")
_PARTICLES = words("van von de der den da di del della la le du dos das ten ter bin al el y")
# Never a given name on its own (and never the second word of a name).
_NOT_NAMES = words(
    "monday tuesday wednesday thursday friday saturday sunday january february march "
    "april may june july august september october november december spring summer "
    "autumn winter christmas easter god lord jesus allah buddha princess prince king "
    "queen duke duchess lady sir mission czech "
    # places that are also given names or surnames
    "alabama alaska arizona arkansas california carolina colorado dakota delaware "
    "florida georgia hawaii idaho illinois indiana iowa kansas kentucky louisiana maine "
    "maryland massachusetts michigan minnesota mississippi missouri montana nebraska "
    "nevada jersey mexico york ohio oklahoma oregon pennsylvania tennessee texas utah "
    "vermont virginia washington wisconsin wyoming america africa asia europe australia "
    "india china japan france germany italy spain ireland israel jordan chad georgia "
    "kenya lebanon libya peru chile cuba canada brazil austria belgium holland poland "
    "austin dallas houston denver phoenix jackson madison charlotte savannah florence "
    "victoria sydney chelsea paris london orlando lincoln aurora raleigh augusta "
    "cleveland columbus bristol kent berlin vienna milan rome moscow tokyo delhi "
    "boston chicago seattle portland atlanta miami memphis nashville tampa tulsa "
    "springfield richmond arlington jacksonville lafayette vegas angeles francisco "
    "diego jose antonio santa san los las el la st saint fort port lake mount "
    "beverly hollywood manhattan brooklyn queens bronx stanford harvard yale princeton "
    "oxford cambridge darwin adelaide brisbane perth auckland wellington rio janeiro "
    "buenos aires sao paulo costa rica puerto salvador dominican republic "
    # products, tech and brands that are also given names
    "claude gemini alexa siri cortana julia ada ruby rust jasmine karma jenkins travis "
    "kafka jest mocha django flask spark sage harper devin cody copilot llama mistral "
    "gemma falcon alpaca dolly bard grok tesla mercedes chevrolet chevy porsche ferrari "
    "lexus dell harley wendy wendys mcdonald oracle apple amazon google windows office "
    "excel word edge chrome safari opera mac ios android ubuntu debian fedora arch "
    "docker kubernetes terraform ansible vagrant consul vault nomad redis mongo rails "
    "laravel angular vue svelte ember backbone express next nuxt hugo jekyll gatsby "
    "sentry grafana kibana prometheus jaeger zipkin datadog splunk elastic logan "
    "blender unity unreal maya houdini nova stella ivy iris luna aria echo atlas "
    "phoenix orion apollo zeus athena hermes juno mars venus jupiter"
)
_ORG_WORDS = words(
    "street st road rd avenue ave lane ln drive dr court ct place pl way boulevard blvd "
    "terrace square highway parkway circle crescent inc corp corporation ltd llc gmbh co "
    "company group bank university college school hospital clinic church park river "
    "lake mountain station airport center centre institute foundation association "
    "society council committee department ministry agency club team fc united city "
    "county state island beach bay valley hills heights village"
)
# Words right before / after a lone given name that make it a person.
_BEFORE = words(
    "said asked told thank thanks with and to for from by named called ask tell meet met "
    "dear hi hello hey cc ping tagged than about sister brother wife husband son "
    "daughter mom dad mother father friend boss colleague manager uncle aunt cousin "
    "partner girlfriend boyfriend nephew niece grandma grandpa coworker mr mrs ms kid "
    "child baby grandson granddaughter stepson stepdaughter"
)
_AFTER = words(
    "said says asked asks told tells wrote writes will would can could should is was "
    "has had and lives lived works worked thinks thought wants wanted needs needed "
    "replied added agreed mentioned called emailed sent got went came did does who "
    "knows knew loves loved likes liked says mentioned explained noted argued"
)
_SURNAME_AFTER = words(
    "said says asked told wrote replied added argued explained noted shouted whispered "
    "yelled answered"
)
# Before a name-shaped unknown word (not in the lists) or a lone surname.
_STRONG_BEFORE = words(
    "said says asked told replied shouted whispered yelled answered thank thanks dear "
    "starring featuring"
)
# Cue words around a capitalised bigram of unknown (non-English) words.
_PAIR_CUES = _BEFORE | _AFTER | words("by under of is speak speaking at")
# Surname endings across languages (checked on non-English words of 5+ letters).
_SURNAME_MORPH = re.compile(
    r"(?:[^aeiou]son|[^aeiou]sen|dóttir|dottir|sdatter|[^aeiou]i[ćč]"
    r"|[^aeiou]ov|[^aeiou]ova|[^aeiou]ev|[^aeiou]eva|[oe]vich|[oe]vna|[sc]ki|[sc]ka|[sc]ky"
    r"|dzki|escu|poulos|opoulou|[^aeiou]nen|berg|stein|mann|[^aeiou]yan|oğlu|oglu"
    r"|shvili|enko|[^aeiou]chuk|[^aeiou]czuk|ová|ská|ský|sson|ssen|ez)$"
)
_POSSESSIVE = re.compile(r"['’]s\b")
_WORD_BEFORE = re.compile(r"([A-Za-z]+)[ \t,]*$")
_WORD_AFTER = re.compile(r"[ \t]*([A-Za-z]+)")


def _load(name: str) -> frozenset[str]:
    path = _DATA / name
    try:
        if name.endswith(".gz"):
            with gzip.open(path, "rt", encoding="utf-8") as fh:
                return frozenset(fh.read().split())
        return frozenset(path.read_text(encoding="utf-8").split())
    except OSError:  # data files missing: the layer simply finds nothing
        return frozenset()


class _Lists:
    def __init__(self) -> None:
        english = _load("english_words.txt.gz")
        raw_given = _load("given_names.txt")
        given = raw_given - _NOT_NAMES
        self.raw_given = raw_given - english
        self.surnames = _load("surnames.txt") - _ORG_WORDS - _NOT_NAMES
        self.english = english
        self.ambiguous = given & english  # "will", "grant", "mark", "rose"
        self.given = given - self.ambiguous
        self.rare_surnames = self.surnames - english - given  # "ortiz", "jensen"
        self.any = given | self.surnames
        self.lone = self.given | self.rare_surnames  # may stand alone next to a cue


@functools.cache
def _lists() -> _Lists:
    return _Lists()


def detect(text: str, stop: frozenset[str]) -> list[Span]:
    """Name spans found through the lists (``stop``: words that are never names)."""
    lists = _lists()
    if not lists.any:
        return []
    # Capitalised tokens; all-caps words (INFO, HTTP) are not names.
    toks = [
        m
        for m in _CAP.finditer(text)
        if (g := m.group())[0].isupper() and (len(g) == 1 or not g.isupper())
    ]
    out: list[Span] = []
    n = len(toks)
    lone = lists.lone
    i = 0
    while i < n:
        m = toks[i]
        if i + 1 < n:
            gap = text[m.end() : toks[i + 1].start()]
            # (``_gap_ok`` is only needed for gaps that start with a space or ". ")
            if gap == " " or (gap[:1] in " ." and _gap_ok(gap, m.group())):
                j = _full_name(text, toks, i, i + 1, lists, stop)
                if j is not None:
                    out.append(Span(m.start(), toks[j].end(), PERSON, P_PERSON - 2))
                    i = j + 1
                else:
                    i += 1
                continue
        low = m.group().lower()
        if (
            low not in stop
            and not _cap_before(text, toks, i)
            and (
                (low in lone and _lone_ok(text, m, low, lists))
                or (_lone_strong(m.group()) and _strong_cue(text, m))
            )
        ):
            out.append(Span(m.start(), m.end(), PERSON, P_PERSON - 2))
        i += 1
    if " and " in text:
        out.extend(_enumerations(text, lists, stop))
    if " to " in text:
        for sm in _SAID_TO.finditer(text):
            for g in ("a", "b"):
                w = sm.group(g)
                if _shaped(w) and w.lower() not in stop and w.lower() not in lists.english:
                    out.append(Span(sm.start(g), sm.end(g), PERSON, P_PERSON - 2))
    return out


_ENUM_W = r"[A-ZÀ-ÖØ-ÞĀ-ž][^\W\d_]++(?![\w'’-])"
_ENUM = re.compile(rf"{_ENUM_W}(?:,[ \t]+{_ENUM_W})*+,?[ \t]+and[ \t]+{_ENUM_W}")
_ENUM_ITEM = re.compile(_ENUM_W)

_SAID_TO = re.compile(
    r"\b(?:said|says|asked|shouted|yelled|whispered|replied|explained)[ \t]+"
    rf"(?P<a>{_ENUM_W})[ \t]+to[ \t]+(?P<b>{_ENUM_W})"
)


def _enumerations(text: str, lists: _Lists, stop: frozenset[str]) -> list[Span]:
    """ "Hleb, Sheila, Donna and Shane", "Marrero and Murphy": lists of single capitalised
    words where most items are listed names (two items: both, one not English)."""
    out: list[Span] = []
    for m in _ENUM.finditer(text):
        bm = _WORD_BEFORE.search(text, max(0, m.start() - 20), m.start())
        prev = bm.group(1) if bm is not None and bm.end() == m.start() - 1 else ""
        if prev[:1].isupper() and prev.lower() not in _BEFORE and prev.lower() not in stop:
            continue  # "The Big Three Killed ..." (part of a longer capitalised run)
        items = list(_ENUM_ITEM.finditer(text, m.start(), m.end()))
        lows = [it.group().lower() for it in items]
        if any(
            w in stop or w in _ORG_WORDS or not _shaped(it.group())
            for w, it in zip(lows, items, strict=True)
        ):
            continue
        known = [w in lists.any and w not in _NOT_NAMES for w in lows]
        if len(items) == 2:
            ok = all(known) and any(w not in lists.english for w in lows)
        else:
            ok = 3 * sum(known) >= 2 * len(items) and not any(
                w in _NOT_NAMES and w not in lists.raw_given for w in lows
            )
        if ok:
            out.extend(Span(it.start(), it.end(), PERSON, P_PERSON - 2) for it in items)
    return out


def _gap_ok(gap: str, prev: str) -> bool:
    """Text between two tokens of one name: a space, an initial's dot, particles."""
    if gap == " ":
        return True
    if gap == ". " and len(prev) == 1:
        return True
    g = gap.strip()
    if not g or gap[0] != " " or gap[-1] != " ":
        return False
    return all(p in _PARTICLES for p in g.split()) and "  " not in gap


def _next_in_name(text: str, toks: list[re.Match[str]], i: int) -> int | None:
    if i + 1 < len(toks) and _gap_ok(text[toks[i].end() : toks[i + 1].start()], toks[i].group()):
        return i + 1
    return None


def _cap_before(text: str, toks: list[re.Match[str]], i: int) -> bool:
    """Is the token preceded by another capitalised word ("Lake Laura", "Port Elizabeth")?"""
    if i == 0:
        return False
    gap = text[toks[i - 1].end() : toks[i].start()]
    return gap == " " and toks[i - 1].group().lower() not in _BEFORE


def _full_name(
    text: str, toks: list[re.Match[str]], i: int, j: int, lists: _Lists, stop: frozenset[str]
) -> int | None:
    """Index of the last token of a full name starting at ``toks[i]``, or None."""
    first = toks[i].group()
    f = first.lower()
    if (f in stop and f not in lists.ambiguous) or len(first) == 1:
        return None
    # Skip a middle initial ("John Q. Public", "Nikolaj N Møller").
    k = j
    initial = len(toks[k].group()) == 1
    if initial:
        nk = _next_in_name(text, toks, k)
        if nk is None:
            return None
        k = nk
    second = toks[k].group().lower()
    if second in stop or second in _ORG_WORDS or second in _NOT_NAMES or len(second) < 2:
        return None
    core = second.split("-")[0]
    particles = text[toks[k - 1].end() : toks[k].start()].strip(" .") != ""
    if f in _NOT_NAMES:  # "Jordan Peterson" yes, "Georgia Tech" no
        ok = core in lists.rare_surnames and not _cap_before(text, toks, i)
    elif f in lists.given:
        ok = initial or core in lists.surnames or core not in lists.english
    elif particles or initial:  # "Maika van de Noort", "Nikolaj N Møller"
        ok = f not in lists.english and core not in lists.english
    elif f in lists.ambiguous:
        ok = core in lists.surnames
    else:
        ok = (
            core in lists.rare_surnames
            and f not in lists.english
            and not _cap_before(text, toks, i)
        ) or _unknown_pair(text, toks, i, k, lists)
    if not ok:
        return None
    # A further surname ("Mary Ann Smith", "García López").
    nk = _next_in_name(text, toks, k)
    if nk is not None:
        third = toks[nk].group().lower()
        if third.split("-")[0] in lists.surnames and third not in stop and third not in _ORG_WORDS:
            return nk
    return k


@functools.lru_cache(maxsize=8192)
def _shaped(tok: str) -> bool:
    """A capitalised word written like a name ("Lepistö", "Anne-Marie"; not "iPhone")."""
    return len(tok) >= 2 and all(
        p.isalpha() and p[0].isupper() and p[1:].islower() for p in tok.split("-")
    )


def _strong(tok: str, low: str, lists: _Lists) -> bool:
    """Name evidence of a non-English word: listed, a surname ending, or diacritics."""
    if low in lists.english or low in _NOT_NAMES or low in _ORG_WORDS:
        return False
    return (
        low in lists.any
        or (len(low) >= 5 and _SURNAME_MORPH.search(low) is not None)
        or (not tok.isascii() and tok.isalpha())
    )


@functools.lru_cache(maxsize=8192)
def _lone_strong(tok: str) -> bool:
    """``_shaped`` and ``_strong``: a lone capitalised word written like a name, with name
    evidence (cached: the same words recur across texts)."""
    return _shaped(tok) and _strong(tok, tok.lower(), _lists())


def _cue_around(text: str, start: int, end: int) -> bool:
    """A person cue right before ``start`` or after ``end`` ("by X Y", "X Y said")."""
    after = text[end : end + 20]
    if _POSSESSIVE.match(after):
        return True
    am = _WORD_AFTER.match(after)
    if am is not None and am.group(1).lower() in _AFTER:
        return True
    bm = _WORD_BEFORE.search(text, max(0, start - 20), start)
    return bm is not None and bm.group(1).lower() in _PAIR_CUES


def _unknown_pair(text: str, toks: list[re.Match[str]], i: int, k: int, lists: _Lists) -> bool:
    """Two capitalised non-English words shaped like a name, with name evidence on one of
    them ("Liisa Lepistö", "Pálmi Einarsson") or a person cue around them."""
    a, b = toks[i].group(), toks[k].group()
    la, lb = a.lower(), b.lower()
    if k != i + 1 or not (_shaped(a) and _shaped(b)):
        return False
    for low in (la, lb):
        if low in lists.english or low in _NOT_NAMES or low in _ORG_WORDS:
            return False
    if _cap_before(text, toks, i):
        return False
    return (
        _strong(a, la, lists)
        or _strong(b, lb, lists)
        or _cue_around(text, toks[i].start(), toks[k].end())
    )


def _strong_cue(text: str, m: re.Match[str]) -> bool:
    """A cue for a lone name-shaped unknown word ("Szczepańska's", "says Einarsson")."""
    after = text[m.end() : m.end() + 20]
    if _POSSESSIVE.match(after):
        return True
    am = _WORD_AFTER.match(after)
    if am is not None and am.group(1).lower() in _SURNAME_AFTER:
        return True
    bm = _WORD_BEFORE.search(text, max(0, m.start() - 20), m.start())
    return bm is not None and bm.group(1).lower() in _STRONG_BEFORE


def _lone_ok(text: str, m: re.Match[str], low: str, lists: _Lists) -> bool:
    """A lone given name or rare surname with a cue right before or after it."""
    after = text[m.end() : m.end() + 20]
    if _POSSESSIVE.match(after):
        return True
    am = _WORD_AFTER.match(after)
    aw = am.group(1).lower() if am else ""
    if low in lists.given:
        if aw in _AFTER:
            return True
        bm = _WORD_BEFORE.search(text, max(0, m.start() - 20), m.start())
        if bm is not None and bm.group(1).lower() in _BEFORE:
            return True
        # Addressed directly: "Cora, can I...", "Don't go, Brandon!"
        before = text[max(0, m.start() - 2) : m.start()]
        if after[:1] == "," and (m.start() == 0 or before.rstrip(" ")[-1:] in ".!?\n"):
            return True
        return before == ", " and after[:1] in ("!", "?", ".")
    return aw in _SURNAME_AFTER
