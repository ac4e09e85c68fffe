"""Person names from the structure of chat exports and from cues in many languages.

- Chat export headers: Teams ``[1/10/2024 8:59 AM] Ooms, Phileine``, Slack
  ``Gordon Lord  2:28 AM``: the rest of the header line is the author.
- Name fields in text: ``"user_name": "Noa Gerrits"``, ``| Nombre | Amo, Sancho |``,
  ``Naam: van Gils, Annemijn`` (``Last, First`` too).
- Self-introductions and role nouns in 10 languages: "sono Grzegorz", "fala Margarida",
  "u spreekt met Keano", "le atiende Custodio", "Sie sprechen mit Liesbeth", "Kunde Arif
  Fischer hat ...", "El cliente Isidora Reig ...", "Ruf morgen Pascale an", "Bel Mats".
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words
from memory_core.pii.nameruns import STOP
from memory_core.pii.namewords import (
    _DATA,
    EN,
    GIVEN,
    NOT,
    ORG,
    RAW_GIVEN,
    STOPW,
    STRONG,
    SUR,
    _cache,
    english_words,
)
from memory_core.pii.notnames import NOT_NAMES as _NOT_WORDS
from memory_core.pii.notnames import not_a_name
from memory_core.pii.placeholders import PERSON
from memory_core.pii.spans import P_PERSON, Doc, Span, line_matches

P_CUED = P_PERSON + 3
_UP = "A-ZÀ-ÖØ-ÞĀĂĄĆČĎĐĘĚĞŁŃŇŐŒŘŚŞŠŢŤŮŰŹŻŽ"
_LOW = "a-zß-öø-ÿāăąćčďđęěğıłńňőœřśşšţťůűźżž"
_TOKEN = (
    rf"[{_UP}](?:['’][{_UP}])?[{_LOW}]+(?:[{_UP}][{_LOW}]+)*(?:['’-][{_UP}]?[{_LOW}]+)*(?![\w-])"
)
_PART = r"(?:van|von|der|den|de|da|di|del|della|dos|das|do|du|le|la|ter|ten|zu|y|e|bin|al)"
_NAME = rf"(?:{_PART}[ \t]+)*{_TOKEN}(?:[ \t]+(?:{_PART}[ \t]+)*{_TOKEN}){{0,3}}"
_LAST_FIRST = rf"(?:{_PART}[ \t]+)*{_TOKEN}(?:[ \t]+{_TOKEN})?,[ \t]+{_TOKEN}(?:[ \t]+{_TOKEN})?"
_ANY_NAME = rf"(?:{_LAST_FIRST}|{_NAME})"

_TEAMS = re.compile(
    rf"(?m)^\[\d{{1,2}}/\d{{1,2}}/\d{{2,4}}[ \t]+\d{{1,2}}:\d\d(?:[ \t]*[AP]M)?\][ \t]+"
    rf"(?P<n>{_ANY_NAME})[ \t]*$"
)
_SLACK = re.compile(rf"(?m)^(?P<n>{_NAME})[ \t]{{2,}}\d{{1,2}}:\d\d(?:[ \t]*[AP]M)?[ \t]*$")


def _field_keys() -> list[str]:
    """Field keys and labels that hold a person's name (``data/name_fields.txt``)."""
    try:
        raw = _DATA.joinpath("name_fields.txt").read_text(encoding="utf-8")
    except OSError:
        return ["name"]
    keys = {ln.strip() for ln in raw.splitlines() if ln.strip() and not ln.startswith("#")}
    return sorted(keys, key=len, reverse=True)


_KEYS = _field_keys()
_KEY_ALT = "|".join(re.escape(k).replace(r"\ ", r"[ \t_]") for k in _KEYS)
# ``"recipient": "X"``, ``Kontoinhaber: X``, ``<displayName>X</displayName>``,
# ``| Nombre | X |``: the value must end at the field's end (quote, bar, tag, bracket, line).
# Teams/Slack author line with a guest tag: "Emeka Okonkwo (External)" alone on its line.
_TAGGED = re.compile(
    rf"(?m)^[ \t]*(?P<n>{_NAME})[ \t]*\((?i:external|guest|extern|externe|externo|esterno"
    r"|gast|invité|invitado|convidado|ospite)\)[ \t]*(?:[—–-][ \t]*\d{1,2}:\d\d[ \t]*)?$"
)
_FIELD = re.compile(
    rf"(?i:<(?:{_KEY_ALT})>|(?:{_KEY_ALT})\\?[\"']?[ \t]*[:=|][ \t]*\\?[\"']?)[ \t]*"
    rf"(?P<n>{_ANY_NAME})(?=[ \t]*(?:\\?[\"']|\||$|\n|,[ \t]*\\?[\"']|</|[);]))"
)
_INTRO = re.compile(
    r"(?:(?<![\w])(?:sono|fala|falo[ \t]+com|u[ \t]+spreekt[ \t]+met|spreekt[ \t]+met"
    r"|le[ \t]+atiende|te[ \t]+atiende|sie[ \t]+sprechen[ \t]+mit|hier[ \t]+ist|ich[ \t]+bin"
    r"|ik[ \t]+ben|je[ \t]+suis|me[ \t]+llamo|mi[ \t]+chiamo|meu[ \t]+nome[ \t]+(?:é|e)"
    r"|mein[ \t]+name[ \t]+ist|mon[ \t]+nom[ \t]+est|mi[ \t]+nombre[ \t]+es|jestem"
    r"|nazywam[ \t]+si(?:ę|e)|jag[ \t]+heter|ad(?:ı|i)m|benim[ \t]+ad(?:ı|i)m"
    r"|(?:é|e)[ \t]+a|é[ \t]+o|c'est|aqu(?:í|i)[ \t]+(?:habla|es)|qui[ \t]+(?:è|e)"
    r"|il[ \t]+cliente|el[ \t]+cliente|la[ \t]+cliente|o[ \t]+cliente|a[ \t]+cliente"
    r"|le[ \t]+client|la[ \t]+cliente|de[ \t]+klant|der[ \t]+kunde|die[ \t]+kundin|kunde|kundin"
    r"|klant|customer|client|cliente|utente|usuario|usuária|utilizador|kund|m(?:ü|u)şteri"
    r"|ruf(?:[ \t]+(?:morgen|heute|bitte|mal))?|bel(?:[ \t]+(?:morgen|even))?|rappelle"
    r"|chiama|llama[ \t]+a|liga[ \t]+(?:para[ \t]+)?(?:a|o)|je[ \t]+m['’]appelle|m['’]appelle"
    r"|ben|mera[ \t]+naam(?:[ \t]+hai)?"
    # clinical notes and voicemail openings: "Patientin X", "Pt X, 62y", "le habla X"
    r"|patient(?:in|e)?|paciente|paziente|patiënt|pt|hier[ \t]+spricht|le[ \t]+habla"
    r"|aqu(?:í|i)[ \t]+habla|parla|qui[ \t]+parla|ici|fala[ \t]+(?:o|a))"
    r")[ \t]+",
    re.IGNORECASE,
)
# The last word of each cue phrase (``_windows`` looks back from it), not the common first
# words ("me", "ich", "je") that would send most texts through the pattern.
_INTRO_WORDS = words(
    "sono fala falo com spreekt met atiende sprechen mit ist bin ben suis llamo chiamo nome "
    "name nom nombre jestem nazywam heter adim ad est habla ol cliente client klant kunde "
    "kundin customer utente usuario usu utilizador kund ruf bel rappelle chiama llama liga "
    "appelle ben naam patient patientin patiente paciente paziente pati pt spricht habla parla "
    "ici fala"
)
# Weaker cues: "according to", "with", "to", a colleague: "Según Gonzalo Echeverría,",
# "Falei com a Adebayo Okafor", "Rozmawiałem z Sjoerd Kuipers", "Mein Kollege Ayşe Kaya".
# Places and products follow them too, so the name must be two words, neither an English
# word nor a non-name; after a bare preposition one of them needs name evidence (listed,
# surname ending, diacritics).
_WEAK = re.compile(
    r"(?<![\w])(?i:seg[uú]n|selon|secondo|segundo|volgens|naar|falei[ \t]+com(?:[ \t]+[ao])?"
    r"|com[ \t]+[ao]|z|ze|mit|met|con|avec|kollegen?|kollegin|collega|coll[èe]gue|colega"
    r"|kolega|koleżanka)[ \t]+"
)
_WEAK_WORDS = words(
    "seg segun selon secondo segundo volgens naar falei com z ze mit met con avec kollege "
    "kollegen kollegin collega coll colega kolega kole"
)
# Hindi self-introduction, the name between "main" and "bol raha/rahi (hoon)".
_TAG_WORDS = words(
    "external guest extern externe externo esterno gast invit invitado convidado ospite"
)
_HI_INTRO = re.compile(rf"(?<![\w])(?i:main)[ \t]+(?P<n>{_NAME})[ \t]+(?i:bol[ \t]+rah[aiī])")
_CAP_TOKEN = re.compile(_TOKEN)
_NAME_RE = re.compile(_NAME)
# One ASCII word of each key (the longest), for ``_windows``: the key starts at most
# ``_KEY_BACK`` characters before it.
_FIELD_WORDS = frozenset(
    max(re.findall(r"[a-z]+", k.encode("ascii", "replace").decode()), key=len) for k in _KEYS
)
_KEY_BACK = max(map(len, _KEYS))
_FIELD_KEY = re.compile(rf"(?<![\w])<?(?i:{_KEY_ALT})(?![\w])")


def _span(text: str, s: int, e: int, out: list[Span]) -> None:
    v = text[s:e]
    if not_a_name(v):
        return
    english = english_words()
    toks = [t.strip(",").lower() for t in v.split()]
    if all(t in english or t in STOP for t in toks):
        return  # "Customer Portal", "Call Center": ordinary words
    out.append(Span(s, e, PERSON, P_CUED))


def _windows(doc: Doc, ws: frozenset[str], rx: re.Pattern[str], back: int) -> list[re.Match[str]]:
    """``rx`` matches searched only around the cue words present (``back`` characters
    before each, for phrases that start with another word)."""
    low, text = doc.low, doc.text
    best: dict[int, re.Match[str]] = {}
    n = len(text)
    for w in doc.words & ws:
        i = low.find(w)
        while i >= 0:
            for m in rx.finditer(text, max(0, i - back), min(n, i + len(w) + 24)):
                old = best.get(m.start())  # keep the longest match per start
                if old is None or m.end() > old.end():
                    best[m.start()] = m
            i = low.find(w, i + len(w))
    return [best[k] for k in sorted(best)]


def detect(doc: Doc) -> list[Span]:
    """Person spans from chat headers, name fields and cues."""
    text = doc.text
    out: list[Span] = []
    if "] " in text and text.count("[") >= 1:
        for m in line_matches(_TEAMS, text):
            _span(text, m.start("n"), m.end("n"), out)
    if "  " in text and ("AM" in text or "PM" in text or ":" in text):
        for m in line_matches(_SLACK, text):
            _span(text, m.start("n"), m.end("n"), out)
    if "(" in text and not doc.words.isdisjoint(_TAG_WORDS):
        for m in line_matches(_TAGGED, text):
            if _evident(m.group("n"), False):
                _span(text, m.start("n"), m.end("n"), out)
    if not doc.words.isdisjoint(_FIELD_WORDS):
        for m in _windows(doc, _FIELD_WORDS, _FIELD_KEY, _KEY_BACK):
            f = _FIELD.match(text, m.start())
            if f is not None:
                _span(text, f.start("n"), f.end("n"), out)
    if not doc.words.isdisjoint(_INTRO_WORDS):
        for m in _windows(doc, _INTRO_WORDS, _INTRO, 16):
            if _CAP_TOKEN.match(text, m.end()) is None:
                continue
            full = _NAME_RE.match(text, m.end())
            if full is not None:
                _span(text, m.end(), full.end(), out)
    if not doc.words.isdisjoint(_WEAK_WORDS):
        for m in _windows(doc, _WEAK_WORDS, _WEAK, 12):
            full = _NAME_RE.match(text, m.end())
            cue = m.group().strip().lower()
            prep = cue in _PREPOSITIONS or cue.startswith("com ")
            if full is not None and _evident(full.group(), prep):
                _span(text, m.end(), full.end(), out)
    if "bol" in doc.words:
        for m in _HI_INTRO.finditer(text):
            _span(text, m.start("n"), m.end("n"), out)
    return out


_PREPOSITIONS = words("naar z ze mit met con avec")


def _evident(name: str, prep: bool) -> bool:
    """Two or more words, none English or a non-name; after a bare preposition
    (``prep``: "mit Deutsche Bahn", "naar Den Haag") one with name evidence too."""
    toks = name.split()
    if len(toks) < 2 or any(t.lower() in _NOT_WORDS for t in toks):
        return False
    cache = _cache(STOP)
    bits = [cache[t] for t in toks]
    if any(b & (EN | NOT | ORG | STOPW) for b in bits):
        return False
    return not prep or any(b & (GIVEN | RAW_GIVEN | SUR | STRONG) for b in bits)
