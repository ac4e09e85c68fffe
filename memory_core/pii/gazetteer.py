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
"""

from __future__ import annotations

import functools
import gzip
import importlib.resources
import re

from memory_core.pii.keep import words
from memory_core.pii.placeholders import PERSON
from memory_core.pii.spans import P_PERSON, Span

# Through the package, not ``__file__``: mypyc-compiled modules report a wrong ``__file__``.
_DATA = importlib.resources.files("memory_core.pii").joinpath("data")

# Capitalised words, initials ("Q."), and particles between them. A capital inside a word
# ("getName") starts no token. (The look-behind comes after the first character, so
# ``re`` still skips ahead to the next capital quickly.)
_CAP = re.compile(
    r"[A-ZÀ-ÖØ-ÞĀ-ž](?<![^\W\d_].)[^\W\d_]*+(?:-[^\W\d_]++|['’](?![sS]\b)[^\W\d_]++)*+"
)
_group = re.Match.group
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
    "knows knew loves loved likes liked says mentioned explained noted argued speak speaks "
    "spoke sing sings sang"
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
# Words that put a place after them (checked only for names joined by particles).
_PLACE_BEFORE = re.compile(
    r"(?i)\b(?:in|near|visit(?:ed|ing)?|(?:moved|flew|fly|flying|drove|driving|walked"
    r"|trip|travell?ed|travell?ing|going|went|headed|back|way) to)[ \t]+$"
)
_WORD_AFTER = re.compile(r"[ \t]*([A-Za-z]+)")


def _load(name: str) -> frozenset[str]:
    try:
        raw = _DATA.joinpath(name).read_bytes()
        if name.endswith(".gz"):
            raw = gzip.decompress(raw)
        return frozenset(raw.decode("utf-8").split())
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


def english_words() -> frozenset[str]:
    """The vendored English word list (lower case)."""
    return _lists().english


# Per-token facts, computed once per distinct token (``_cls``): list membership and shape
# as bits, so the scan over a text is mostly integer tests.
GIVEN = 1  # listed given name that is not an English word and not a place/product
AMBIG = 2  # listed given name that is also an English word ("Will", "Mark")
SUR = 4  # listed surname
RARE = 8  # listed surname that is neither English nor a given name ("Ortiz")
EN = 16  # ordinary English word
NOT = 32  # ``_NOT_NAMES``: weekday, place, product
ORG = 64  # street/company word
SHAPED = 128  # written like a name: "Lepistö", "Anne-Marie" (not "iPhone")
STRONG = 256  # name evidence on a non-English word: listed, surname ending, diacritics
RAW_GIVEN = 512  # listed given name, places included ("Jackson"), not English
BORING = 1024  # can neither start a name nor stand alone: "The", "Error", "I"
INITIAL = 2048  # one capital letter ("Q" in "John Q. Public")
STOPW = 4096  # in ``names.STOP`` (set by ``detect`` through ``_cls``'s stop argument)


SKIP = 8192  # not a capitalised word: all caps ("INFO", "HTTP") or a lower-case letter first


# Every bit combination that includes BORING: ``BORING_ONLY.issuperset(fls)`` tests a
# whole token list in C.
BORING_ONLY = frozenset(f for f in range(2 * SKIP) if f & BORING)


class _Cache(dict[str, int]):
    """``_cls`` bits per token for one stop list (the same words recur across texts)."""

    def __init__(self, stop: frozenset[str]) -> None:
        super().__init__()
        self.stop = stop

    def __missing__(self, tok: str) -> int:
        if len(self) >= 50_000:
            self.clear()
        f = self[tok] = _cls(tok, self.stop)
        return f


_caches: list[_Cache] = []


def _cache(stop: frozenset[str]) -> _Cache:
    for c in _caches:
        if c.stop is stop:
            return c
    c = _Cache(stop)
    _caches[:] = [*_caches[-3:], c]
    return c


def _cls(tok: str, stop: frozenset[str]) -> int:
    """Bits describing one capitalised token (use ``_cache(stop)[tok]``)."""
    lists = _lists()
    if not tok[0].isupper() or (len(tok) > 1 and tok.isupper()):
        return SKIP | BORING
    if len(tok) == 1:
        return INITIAL | BORING
    low = tok.lower()
    core = low.split("-")[0]
    f = 0
    if low in stop:
        f |= STOPW
    if low in lists.given:
        f |= GIVEN
    if low in lists.ambiguous:
        f |= AMBIG
    if core in lists.surnames:
        f |= SUR
    if core in lists.rare_surnames:
        f |= RARE
    if low in lists.english:
        f |= EN
    if low in _NOT_NAMES:
        f |= NOT
    if low in _ORG_WORDS:
        f |= ORG
    if low in lists.raw_given:
        f |= RAW_GIVEN
    if _shaped(tok):
        f |= SHAPED
    if _strong(tok, low, lists):
        f |= STRONG
    if (
        (f & (EN | AMBIG | NOT | SUR)) == EN
        or (f & STOPW and not f & AMBIG)
        or not f & (SHAPED | GIVEN | AMBIG | SUR | RAW_GIVEN)  # "HttpOnly", "X-Api-Key"
    ):
        f |= BORING
    return f


Tokens = tuple[list[re.Match[str]], list[int]]


def scan(text: str, stop: frozenset[str]) -> Tokens:
    """Capitalised tokens of ``text`` and their ``_cls`` bits (all-caps words such as
    INFO or HTTP get ``SKIP``). Computed once per text and shared with ``names``."""
    toks = list(_CAP.finditer(text))
    return toks, list(map(_cache(stop).__getitem__, map(_group, toks)))


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
        ok = not (fl | sl) & EN and not (
            particles and _PLACE_BEFORE.search(text, max(0, toks[i].start() - 30), toks[i].start())
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


# --- a lone capitalised word --------------------------------------------------------------
# Relatives and roles: "my kid Lukas", "her husband Mehmet", "our nanny Ilse".
_RELATION = words(
    "kid kids child son daughter wife husband mom dad mother father brother sister friend "
    "boss colleague coworker manager uncle aunt cousin partner girlfriend boyfriend nephew "
    "niece grandma grandpa grandmother grandfather grandson granddaughter stepson "
    "stepdaughter stepmother stepfather fiance fiancee fiancé fiancée spouse baby nanny "
    "neighbor neighbour roommate flatmate classmate teammate tutor teacher student "
    "landlord tenant doctor therapist lawyer"
)
_DETERMINERS = words("my our his her their your")
_TITLES = words("mr mrs ms miss mx dr prof")
# Words that, written between the two, say the next one is a given name: "named him X".
_NAMING = words("named called call name nicknamed christened")
_OBJECT = words("him her them")
# Verbs after a lone unlisted word that only a person does ("Timotea lives on ...").
_HUMAN_AFTER = words(
    "said says asked told tells replied shouted whispered yelled screamed answered lives "
    "lived smiled laughed cried married graduated retired sighed nodded grinned"
)
# Speech verbs: after a name that is also an English word ("Mike said") they still mean
# a person.
_SAID = words("said says asked told replied answered whispered shouted yelled")
# A possessive then a noun only a person has: "Matej's address", "Asya's kid".
_PERSONAL_NOUN = _RELATION | words(
    "address phone number email birthday house home flat apartment car family mom dad "
    "wife husband kids children parents killers killer funeral death birth laptop desk "
    "wedding salary resignation passport resume cv inbox mailbox"
)
_POSS_NOUN = re.compile(r"['’]s[ \t]+([a-z]+)")
_PRONOUN = re.compile(r"\b(?:he|she|him|her|his|hers|himself|herself)\b")
_OBJ_PRONOUN = words("his her him")
_VOCATIVE_NEXT = words(
    "can could would will do did are is have please i you we what where when why how "
    "thanks thank sorry"
)
_ORG_SUFFIX = re.compile(
    r"[ \t]+(?:is|was|works|worked)[ \t]+(?:from|at|for|with)[ \t]+[^.\n]{0,60}?"
    r"\b(?:LLC|Inc|Ltd|Corp|Corporation|GmbH|Company|Co|Group|PLC|LLP|AG|SA|BV|NV|Oy|AB)\b",
    re.IGNORECASE,
)
_SENT_END = frozenset(".!?\n\"'“”:;")
_ENUM_AFTER = _AFTER | words("were are have")


def _words_before(text: str, start: int) -> tuple[str, str, str]:
    """Up to two lower-case words before ``start`` and the text between the last one and
    ``start`` ("ms. ", ", ")."""
    seg = text[max(0, start - 32) : start]
    parts = seg.split()
    if not parts:
        return "", "", seg
    w1 = parts[-1]
    # ``seg`` may end in spaces; ``tail`` is what follows the last word's letters.
    core1 = w1.strip("\"'“”‘’(),;:.!?").lower()
    w2 = parts[-2].strip("\"'“”‘’(),;:.!?").lower() if len(parts) > 1 else ""
    return core1, w2, w1


def _sentence_start(text: str, start: int) -> bool:
    """Is ``start`` the first word of the text, a line or a sentence?"""
    k = start - 1
    while k >= 0 and text[k] in " \t*>-\"'“‘(":
        k -= 1
    return k < 0 or text[k] in _SENT_END


def _standalone(text: str, m: re.Match[str]) -> bool:
    """The token is a word of prose, not part of a path, an address or an identifier."""
    s, e = m.start(), m.end()
    if s and text[s - 1] in "/\\@#_.=-:$%<[{":
        return False
    nxt = text[e : e + 2]
    if nxt[:1] in ("/", "\\", "@", "_", "=", "(", "[", "{", "<") or nxt[:1].isdigit():
        return False
    if nxt == " &" or text[max(0, s - 2) : s] == "& ":
        return False  # "Johnson & Johnson", "Procter & Gamble": a company
    return not (nxt[:1] == "." and nxt[1:2].isalnum())


def _lone(text: str, m: re.Match[str], fl: int, cased: bool = True) -> bool:
    """A capitalised word on its own (no capitalised neighbour) that is a person.

    A listed given name needs nothing more ("Why is Ivan late?"); other words need a
    cue: a relative or title before it, a person verb, possessive or pronoun after it,
    being addressed ("Kuba, can I..."), a company it works for.
    """
    if not fl & SHAPED and not fl & GIVEN:
        return False
    if fl & ORG:
        return False
    if fl & GIVEN and cased:
        return _standalone(text, m)
    s, e = m.start(), m.end()
    w1, w2, raw1 = _words_before(text, s)
    plain = not fl & (EN | NOT)  # unlisted or a rare surname
    if w1 in _RELATION and (fl & (AMBIG | RAW_GIVEN) or w2 in _DETERMINERS):
        return plain or bool(fl & (AMBIG | RAW_GIVEN | SUR))
    if w1 in _TITLES and raw1.endswith(".") and text[s - 1] == " ":
        return plain or bool(fl & (AMBIG | SUR))
    if w1 in _OBJECT and w2 in _NAMING:
        return not fl & EN  # "named him Luís"; "named him Frank" stays (an English word)
    after = text[e : e + 24]
    am = _WORD_AFTER.match(after)
    aw = am.group(1) if am is not None else ""
    if aw in _OBJ_PRONOUN and not _sentence_start(text, s) and not fl & NOT:
        return True  # "had given Alma his address"
    if fl & AMBIG:  # "Don't go, Mark!", "Mike said the deploy failed"
        return (raw1.endswith(",") and after[:1] in ("!", "?")) or (
            aw in _SAID and after[:1] == " "
        )
    if fl & NOT:
        return False
    if fl & RARE and (_POSSESSIVE.match(after) or aw in _SURNAME_AFTER):
        return True
    if fl & EN:
        return False
    # Unlisted or rare-surname words from here on.
    if fl & STRONG and _strong_cue(text, s, after, aw):
        return True
    if aw in _HUMAN_AFTER:
        return True
    pm = _POSS_NOUN.match(after)
    if pm is not None and pm.group(1) in _PERSONAL_NOUN:
        return True
    start = _sentence_start(text, s)
    if not start and aw in _SUBJECT_VERB and _PRONOUN.search(text, e, e + 160) is not None:
        return True  # "you can tell Jouni was ... when he was"
    if start and after[:1] == ",":
        vm = _WORD_AFTER.match(after, 1)
        if vm is not None and vm.group(1).lower() in _VOCATIVE_NEXT:
            return True  # "Kuba, can I speak to your boss?"
    if raw1.endswith(",") and after[:1] in ("!", "?"):
        return True
    if start and aw and aw.islower() and aw not in _NO_SUBJECT_VERB:
        # The subject of a sentence that a personal pronoun refers back to.
        if _PRONOUN.search(text, e, e + 160) is not None:
            return True
        if _ORG_SUFFIX.match(text, e) is not None:
            return True
    return False


# Verbs after a capitalised word inside a sentence that make it the subject.
_SUBJECT_VERB = words("is was has had began started became")
# Lower-case words after a sentence-initial word that show it is not a subject.
_NO_SUBJECT_VERB = words("of and or to in on at for by")


def _strong_cue(text: str, start: int, after: str, aw: str) -> bool:
    """A cue for a lone name-shaped unknown word ("Szczepańska's", "says Einarsson")."""
    if _POSSESSIVE.match(after):
        return True
    if aw in _SURNAME_AFTER:
        return True
    bm = _WORD_BEFORE.search(text, max(0, start - 20), start)
    return bm is not None and bm.group(1).lower() in _STRONG_BEFORE


# --- all-lower-case texts -----------------------------------------------------------------
# A prose word: after a space, quote, bracket or line start; before a space or punctuation
# (not a path, e-mail, file name or identifier).
_LOW_WORD = re.compile(
    r"(?<![^\s\"'(“‘\[>*])[^\W\d_]++(?=$|[\s,;:!?\"'’”)\]*]|\.(?![^\W_]))", re.MULTILINE
)


def shadow_case(text: str, stop: frozenset[str]) -> str:
    """``text`` (all lower case) with the first letter of every word that is not an
    English word or a stop word upper-cased, and of one-letter initials between two such
    words ("naomi ryan" -> "Naomi Ryan", "leidy t muris" -> "Leidy T Muris").

    Lower-case writing carries no case signal, so the case-based rules would find
    nothing; capitalising non-dictionary words lets the same rules (lists, cues, name
    evidence) decide. Offsets are unchanged.
    """
    lists = _lists()
    english = lists.english
    chars: list[str] | None = None
    caps: list[tuple[int, int]] = []  # (start, end) of words made capitalised
    for m in _LOW_WORD.finditer(text):
        w = m.group()
        if len(w) == 1:
            caps.append((m.start(), -m.end()))  # a possible initial, decided below
            continue
        if w in english or w in stop or w in _ORG_WORDS:
            continue
        up = w[0].upper()
        if len(up) != 1:
            continue
        if chars is None:
            chars = list(text)
        chars[m.start()] = up
        caps.append((m.start(), m.end()))
    if chars is None:
        return text
    for k in range(1, len(caps) - 1):
        s, e = caps[k]
        pe, ns = caps[k - 1][1], caps[k + 1][0]
        # "t" in "leidy t muris": right between two capitalised words
        if (
            e < 0 < pe
            and caps[k + 1][1] > 0
            and text[pe:s] == " "
            and text[-e:ns] in (" ", ". ")
            and len(text[s].upper()) == 1
        ):
            chars[s] = text[s].upper()
    return "".join(chars)


def is_name_run(run: str, stop: frozenset[str]) -> bool:
    """Is every word of ``run`` (space-separated, initials allowed) written like a name
    and neither English (unless a listed given name), a stop, place nor company word?"""
    toks = run.split()
    named = [t for t in toks if len(t.rstrip(".")) > 1]
    if len(named) < 2 or toks[0] not in named or toks[-1] not in named:
        return False
    for t in named:
        f = _cache(stop)[t]
        if not f & SHAPED or f & (STOPW | NOT | ORG) or (f & EN and not f & (AMBIG | SUR)):
            return False
    return True


@functools.lru_cache(maxsize=4096)
def all_english(run: str, stop: frozenset[str]) -> bool:
    """Are all words of ``run`` English words that are not listed names ("Mission
    Statement", "Release Notes"): a heading, not a speaker label?"""
    return all(
        (f := _cache(stop)[t]) & EN and not f & (AMBIG | SUR | RAW_GIVEN) for t in run.split()
    )
