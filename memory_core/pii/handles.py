"""Contact data written around the usual shapes: @mentions, names spelled letter by
letter, e-mail addresses obfuscated against scrapers, card numbers with any separator.

- ``@handle`` at a word start (not ``pkg@1.2``, ``@types/node``, ``@app.route(``,
  ``@here``) is a user name.
- ``R-H-O-D-E-S``, ``B O N D U M I E R``, ``S.M.I.T.H`` (four letters or more, or three
  after a spelling cue) is a name.
- ``name [at] domain [dot] com``, ``name AT domain DOT com``, ``name at domain dot com``
  (plain "at" only with an obfuscated dot, so "I'm at api.example.org" stays).
- ``4149.1413.8458.4518``, ``3436.952403.93424``, ``4149_1413_...``: digits in card
  groups with one separator throughout and a valid Luhn sum.
"""

from __future__ import annotations

import re

from memory_core.pii.finance import issuer_ok
from memory_core.pii.finance import luhn_ok as luhn
from memory_core.pii.keep import words
from memory_core.pii.placeholders import CREDIT_CARD, EMAIL, PERSON, USERNAME
from memory_core.pii.spans import P_CARD, P_EMAIL, P_PERSON, Doc, Span

_MENTION = re.compile(
    r"@(?<![\w.@/+:>})\]=-]@)(?P<h>[A-Za-z0-9_](?:[A-Za-z0-9_.-]{0,38}[A-Za-z0-9_])?)"
)
_JIRA_MENTION = re.compile(r"\[~(?:accountid:)?(?P<h>[A-Za-z0-9_][A-Za-z0-9_.@-]{1,63})\]")
_NOT_HANDLES = words(
    "here channel everyone all team param return returns throws throw override deprecated "
    "property staticmethod classmethod dataclass abstractmethod cached_property pytest mock "
    "patch types latest next beta alpha canary stable types angular babel vue nestjs "
    "interface implementation end protocol synthesize autoreleasepool import media keyframes "
    "font-face supports charset page layer tailwind apply tag see since version author "
    "example link inheritdoc todo fixme note"
)
# Capital letters a spelled name may hold (Latin scripts of the languages we mask).
_C = "A-ZÀ-ÖØ-ÞĄĆĘŁŃŚŹŻŠČŘŽĚŮŇŤĎ"
# Starts with the letter class (the lookbehind checks the character before it), so that
# ``re`` skips to capitals instead of trying the lookbehind at every offset.
_SPELLED = re.compile(
    rf"[{_C}](?<![\w.-][{_C}])(?:(?:-[{_C}]){{2,}}|(?: [{_C}]){{3,}}|(?:\.[ ]?[{_C}]){{2,}}\.?"
    rf"|(?P<list>(?:,[ ]?[{_C}]){{3,}}))(?![\w-])"
)
# Spelling verbs, and the nouns for a (last) name that a spelled list follows.
_SPELL_CUE = re.compile(
    r"spell|buchstabier|schreibt|épel|epel|deletre|soletr|compitar|spelling|spel |literki"
    r"|stava|staves|scrive|escribe|escreve|écrit|pisze|(?:last|family|first|given) ?name"
    r"|name is|surname|cognome|nachname"
    r"|apellido|sobrenome|nom de famille|achternaam|nazwisko|efternamn|etternavn|efternavn"
    r"|sukunimi|soyad|příjmení|prijmeni"
)
# The words people write for "@" and "." to hide an address from scrapers, in many
# languages; matched case-insensitively between spaces ("at-Zeichen", "Punkt", "собака").
_AT_WORDS = (
    "at|arroba|arrova|arobase|chez|ät|chiocciola|klammeraffe|at-zeichen|at-tegn|małpa|malpa"
    "|zavináč|zavinac|snabel-a|snabela|kukac|apenstaartje|miukumauku|собака|равлик|кучешко"
    "|παπάκι|שטרודל|arond|kuna|afna|işareti|at işareti|アットマーク|골뱅이|艾特"
)
_DOT_WORDS = (
    "dot|punto|punkt|punktum|point|period|ponto|kropka|tečka|bodka|punt|pont|piste|nokta"
    "|punct|taškas|punkts|točka|pika|точка|крапка|τελεία|נקודה|ドット|닷|点"
)
# "[at]", "( at )", "{@}", "<at>" and the full-width "＠" / small "﹫"
# (and "name @ domain . com": an "@" and dots set apart by spaces against scrapers)
_AT_MARK_FAST = r"[\[({<][ \t]*(?:at|@)[ \t]*[\])}>]|[＠﹫]"
_AT_MARK = _AT_MARK_FAST + r"|(?<=[ \t])@(?=[ \t])"
_DOT_MARK = r"[\[({<][ \t]*(?:dot|\.)[ \t]*[\])}>]|(?<=[ \t])\.(?=[ \t])"
_AT = rf"(?:[ \t]*(?i:{_AT_MARK})[ \t]*|[ \t]+(?i:{_AT_WORDS})[ \t]+)"
_DOT = rf"(?:[ \t]*(?i:{_DOT_MARK})[ \t]*|[ \t]+(?i:{_DOT_WORDS})[ \t]+|\.)"
_OBF_EMAIL = re.compile(
    r"(?<![\w.+-])(?P<local>[A-Za-z0-9][A-Za-z0-9._%+-]{0,63})(?P<at>" + _AT + r")"
    r"(?P<dom>[A-Za-z0-9-]{1,63}(?:"
    + _DOT
    + r"[A-Za-z0-9-]{1,63}){0,4}"
    + _DOT
    + r"[A-Za-z]{2,12})"
    r"(?![\w-])"
)
# "jane dot doe at gmail dot com": what looked like a domain was the local part
_AT_DOM = re.compile(
    _AT + r"[A-Za-z0-9-]{1,63}(?:" + _DOT + r"[A-Za-z0-9-]{1,63}){0,4}" + _DOT
    + r"[A-Za-z]{2,12}(?![\w-])"
)  # fmt: skip
_CARD_ANY = re.compile(
    r"\d(?<![\d.,/_-]\d)(?:\d{3}(?P<s>[._/]|[ \t][-–][ \t])\d{4}(?P=s)\d{4}(?P=s)\d{4}"
    r"(?:(?P=s)\d{1,3})?"
    r"|\d{3}(?P<t>[._/])\d{6}(?P=t)\d{4,5})(?![\d.,/_-]?\d)"
)


def detect(doc: Doc) -> list[Span]:
    """Mention, spelled-name, obfuscated e-mail and separated card spans."""
    text = doc.text
    out: list[Span] = []
    if "@" in text:
        for m in _MENTION.finditer(text):
            h = m.group("h")
            e = m.end()
            if h.lower() in _NOT_HANDLES or (e < len(text) and text[e] in "/(@"):
                continue
            if h.isdigit() or ("." in h and text.startswith("(", e)):
                continue
            if "." in h and _DOMAIN_END.search(h) is not None:
                continue  # "@gmail.com", "@api.example.org": an address tail, not a handle
            out.append(Span(m.start(), e, USERNAME, P_EMAIL - 1))
    if "[~" in text:  # Jira's mention markup: "[~jdoe] can you look?"
        for m in _JIRA_MENTION.finditer(text):
            out.append(Span(m.start("h"), m.end("h"), USERNAME, P_EMAIL - 1))
    singles = 0
    for w in doc.words:
        if len(w) == 1:
            singles += 1
    for m in _SPELLED.finditer(text) if singles >= 2 else ():
        letters = sum(1 for c in m.group() if c.isalpha())
        ws = max(0, m.start() - 200, doc.low.rfind("\x00", 0, m.start()) + 1)
        if (letters >= 4 and m.group("list") is None) or _SPELL_CUE.search(doc.low, ws, m.start()):
            out.append(Span(m.start(), m.end(), PERSON, P_PERSON + 5))
    low = doc.low
    if (
        " AT " in text
        or " @ " in text
        or _OBF_GATE.search(low) is not None
        or (not doc.words.isdisjoint(_OBF_AT) and not doc.words.isdisjoint(_OBF_DOTS))
    ):
        pos = 0
        while (om := _OBF_EMAIL.search(text, pos)) is not None:
            at = om.group("at").strip()
            plain_at = at != "AT" and _AT_MARKED.search(at) is None
            if plain_at and _OBF_DOT.search(om.group("dom")) is None:
                # "I'm at api.example.org" (a plain word before a plain host); the real
                # address may start inside it ("me at mandy.h at gmail dot com")
                pos = om.end("at")
                continue
            tld = _TLD.search(om.group("dom"))
            if at == "@" and (tld is None or tld.group().lower() not in _SPACED_TLDS):
                pos = om.end("at")  # "look @ this . it works": a spaced "@" needs a real TLD
                continue
            if tld is not None and len(tld.group()) > 4 and tld.group().lower() not in _LONG_TLDS:
                pos = om.end("at")  # "at home point blank": a sentence, not an address
                continue
            nxt = _AT_DOM.match(text, om.end()) if plain_at else None
            if nxt is not None:
                out.append(Span(om.start("dom"), nxt.end(), EMAIL, P_EMAIL))
                pos = nxt.end()
                continue
            out.append(Span(om.start(), om.end(), EMAIL, P_EMAIL))
            pos = om.end()
    if doc.digit and _CARD_HINT.search(text) is not None:
        for m in _CARD_ANY.finditer(text):
            digits = "".join(c for c in m.group() if c.isdigit())
            spaced = m.group("s") is not None and m.group("s")[0] in " \t"
            if 13 <= len(digits) <= 19 and luhn(digits) and (not spaced or issuer_ok(digits)):
                out.append(Span(m.start(), m.end(), CREDIT_CARD, P_CARD))
    return out


_DOMAIN_END = re.compile(
    r"\.(?:com|net|org|io|dev|co|de|fr|es|it|nl|pt|br|uk|pl|se|be|ch|at|eu|info|biz|app|ai|local)$"
)
_CARD_HINT = re.compile(r"[._/]\d{4,6}[._/]\d{4}|\d{4}[ \t][-–][ \t]\d{4}")
_TLD = re.compile(r"[A-Za-z]+$")
# TLDs accepted after a spaced "@" (none an English word: "it", "me", "us", "in" are not).
_SPACED_TLDS = words(
    "com net org io dev co de fr es nl pt br uk pl se ch eu info biz app ai edu gov ru jp cn "
    "au ca mx ar tr kr fi dk no cz sk hu ro gr ie nz za il ua vn th ph my sg hk tw cl pe"
)
_LONG_TLDS = frozenset(("online", "store", "email", "cloud", "digital", "museum", "travel"))
_AT_MARKED = re.compile(_AT_MARK, re.IGNORECASE)
_OBF_AT = words("at arroba arrova arobase chez chiocciola klammeraffe malpa zavin snabel kukac")
_OBF_AT |= words("zavinac snabela apenstaartje miukumauku arond afna")
_OBF_DOTS = words("dot punto punkt punktum point period ponto kropka punt pont piste nokta")
_OBF_DOTS |= words("bodka punct punkts pika")
# a marked "@" anywhere, or a non-ASCII at-word (``doc.words`` holds ASCII words only)
_OBF_GATE = re.compile(
    _AT_MARK_FAST
    + r"|собака|равлик|кучешко|παπάκι|שטרודל|アットマーク|골뱅이|艾特|ät|małpa|zavináč"
)
_OBF_DOT = re.compile(rf"(?i:{_DOT_MARK})|[ \t](?i:{_DOT_WORDS})[ \t]")
