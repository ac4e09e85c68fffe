"""The word lists behind the list-based name rules, and the facts of one token.

The vendored lists (see ``data/README.md``), words that are never names, cue words around
a name, and ``scan``: every capitalised token of a text with its list facts as bits,
computed once per distinct token and shared by ``gazetteer``, ``lonename`` and ``names``.
"""

from __future__ import annotations

import functools
import gzip
import importlib.resources
import re

from memory_core.pii.keep import words

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
    "portugal netherlands sweden norway denmark finland greece turkey switzerland hungary "
    "romania bulgaria serbia croatia slovakia slovenia ukraine russia argentina colombia "
    "venezuela ecuador bolivia uruguay paraguay nigeria ghana egypt morocco algeria tunisia "
    "ethiopia uganda tanzania pakistan bangladesh nepal vietnam thailand malaysia indonesia "
    "philippines korea singapore "
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
_PAIR_CUES = (
    _BEFORE
    | _AFTER
    | words("by under of is speak speaking at")
    # roles before a name, in the languages we mask ("the landlord, X", "la clienta X")
    | words(
        "landlord landlady tenant neighbour neighbor customer client patient colleague "
        "cliente clienta clientes kunde kundin klant klantin paciente paziente patiente "
        "collega colega kollege kollegin signor signora sig monsieur madame"
    )
)
# Surname endings across languages (checked on non-English words of 5+ letters).
_SURNAME_MORPH = re.compile(
    r"(?:[^aeiou]son|[^aeiou]sen|dóttir|dottir|sdatter|[^aeiou]i[ćč]"
    r"|[^aeiou]ov|[^aeiou]ova|[^aeiou]ev|[^aeiou]eva|[oe]vich|[oe]vna|[sc]ki|[sc]ka|[sc]ky"
    r"|dzki|escu|poulos|opoulou|[^aeiou]nen|berg|stein|mann|[^aeiou]yan|oğlu|oglu"
    r"|shvili|enko|[^aeiou]chuk|[^aeiou]czuk|ová|ská|ský|sson|ssen|ez)$"
)
# "X Y from accounting", "X Y aus der Buchhaltung", "X Y van support", "X Y dell'ufficio
# acquisti": a person named with the team or department they are from, in the languages
# we mask (the department word decides; the preposition alone is too common).
_DEPARTMENTS = (
    r"accounting|accounts|billing|finance|sales|support|legal|hr|it|ops|operations|marketing"
    r"|procurement|purchasing|payroll|compliance|security|engineering|the[ \t]+\w+[ \t]+team"
    r"|buchhaltung|vertrieb|einkauf|personalabteilung|rechtsabteilung|kundendienst|kundenservice"
    r"|abteilung|verwaltung|lohnbuchhaltung|technik|entwicklung|finanzabteilung|it-abteilung"
    r"|boekhouding|administratie|inkoop|verkoop|klantenservice|afdeling|juridische[ \t]+zaken"
    r"|ufficio|amministrazione|contabilit(?:à|a)|acquisti|vendite|assistenza|risorse[ \t]+umane"
    r"|comptabilit(?:é|e)|compta|ventes|achats|juridique|service[ \t]+client|rh|ressources"
    r"|contabilidad|compras|ventas|soporte|atenci(?:ó|o)n[ \t]+al[ \t]+cliente"
    r"|recursos[ \t]+humanos"
    r"|contabilidade|financeiro|jur(?:í|i)dico|suporte|atendimento|departamento|dział\w*"
    r"|ksi(?:ę|e)gowo(?:ś|s)ci|kadr|muhasebe|destek|sat(?:ı|i)(?:ş|s)|bagian|keuangan"
    r"|ekonomi|kundtjänst|inköp|talous|asiakaspalvelu"
)
_DEPT_AFTER = re.compile(
    r"(?i)[ \t,]+(?:from|of|in|aus|von|vom|van|uit|bij|de|du|da|do|dal|dall'|dell'|della|del"
    r"|dello|z|ze|från|fra|iz|dari)[ \t]*(?:(?:der|dem|the|de|la|le|l'|el|het|den|il|lo|a|o"
    r"|os|as|do|da)[ \t]+)?(?:" + _DEPARTMENTS + r")(?![\w])"
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
