"""National ids, tax ids and passport numbers named by a cue, in many languages.

A cue ("CPF", "DNI/NIE", "n° de sécurité sociale", "codice fiscale", "BSN", "PESEL",
"National Insurance number", "Personalausweis-Nr.", "passport", "Aadhaar", "PAN", ...) is
followed by a value; the value is masked when it has the format of an id the cue can
name, with the check digit verified where one is defined (``idcheck``). Without a cue
only self-describing formats are taken: a punctuated CPF or a UK NINO with valid shape.
"""

from __future__ import annotations

import re

from memory_core.pii import idcheck as ck
from memory_core.pii.keep import words
from memory_core.pii.placeholders import NATIONAL_ID, SSN
from memory_core.pii.spans import P_SSN, Doc, Span

P_ID = P_SSN + 2
_ALL: tuple[ck.Validator, ...] = (
    ck.cpf, ck.dni, ck.nir, ck.aadhaar, ck.bsn, ck.pesel, ck.nif_pt, ck.nino,
    ck.codice_fiscale, ck.cn_id, ck.tc_kimlik, ck.personnummer, ck.rrn_kr, ck.my_number,
    ck.generic,
)  # fmt: skip
_FAMILIES: dict[str, tuple[ck.Validator, ...]] = {
    "cpf": (ck.cpf, ck.nif_pt, ck.generic),
    "dni": (ck.dni, ck.generic),
    "nir": (ck.nir, ck.generic),
    "aadhaar": (ck.aadhaar, ck.generic),
    # "pan" is an ordinary word too: only the exact PAN format, no generic id
    "pan": (ck.pan,),
    "cf": (ck.codice_fiscale, ck.generic),
    "bsn": (ck.bsn, ck.generic),
    "pesel": (ck.pesel, ck.generic),
    "nif": (ck.nif_pt, ck.dni, ck.cpf, ck.generic),
    "nino": (ck.nino, ck.generic),
    "idcard": (ck.de_id, ck.dni, ck.passport, ck.id_card, ck.generic),
    "passport": (ck.passport, ck.id_card, ck.generic),
    "ssn": (ck.ssn_us, ck.generic),
    "tc": (ck.tc_kimlik, ck.generic),
    "sin": (ck.sin_ca, ck.generic),
    "pnr": (ck.personnummer, ck.generic),
    "rrn": (ck.rrn_kr, ck.generic),
    "mynum": (ck.my_number, ck.generic),
    "cn": (ck.cn_id, ck.generic),
    "any": _ALL,
}
_CUE_RE = re.compile(
    r"(?:(?<![\w])|(?<=_)|(?<=\\n))(?:"
    r"(?P<cpf>cpf)"
    r"|(?P<dni>dni(?:[ /]+nie)?|nie|documento[ \t]+nacional(?:[ \t]+de[ \t]+identidad)?)"
    r"|(?P<nir>(?:n°|num(?:é|e)ro)[ \t_]*(?:de[ \t]+)?s(?:é|e)cu(?:rit(?:é|e)[ \t]+sociale)?"
    r"|s(?:é|e)curit(?:é|e)[ \t]+sociale|nir|insee)"
    r"|(?P<aadhaar>aadhaa?r|uid(?:ai)?|आधार(?:[ \t]+(?:संख्या|नंबर|क्रमांक))?)"
    r"|(?P<pan>pan(?:[ \t]+(?:card|number|no))?|permanent[ \t]+account[ \t]+number)"
    r"|(?P<cf>codice[ _]fiscale|c\.f\.|cod\.[ \t]?fisc\.?)"
    r"|(?P<bsn>bsn|burgerservicenummer|sofinummer)"
    r"|(?P<pesel>pesel)"
    r"|(?P<nif>nif(?:/cpf)?|contribuinte|nipc)"
    r"|(?P<nino>national[ _]insurance(?:[ _](?:number|no))?|ni[ _](?:number|no)|nino)"
    r"|(?P<idcard>personalausweis\w*|ausweis\w*|id[ _-]?card(?:[ _]number)?|identity[ _]card"
    r"|carte[ \t]+d'identit(?:é|e)|cni|carta[ \t]+d'identit(?:à|a)|documento[ \t]+de[ \t]+"
    r"identidad|bilhete[ \t]+de[ \t]+identidade|cart(?:ã|a)o[ \t]+de[ \t]+cidad(?:ã|a)o"
    r"|dow(?:ó|o)d[ \t]+osobisty|identiteitskaart)"
    r"|(?P<passport>passports?|passeport|pasaporte|passaporto|reisepass\w*|paspoort\w*"
    r"|passaporte|paszport|passnummer|pass[ -]?nr)"
    r"|(?P<ssn>ssn|social[ _]security(?:[ _](?:number|no))?|my[ \t]+social)"
    r"|(?P<tc>t\.?c\.?[ \t]+kimlik(?:[ \t]+no)?|kimlik[ \t]+no|tckn)"
    r"|(?P<sin>social[ \t]+insurance[ \t]+number)"
    r"|(?P<pnr>personnummer|personnr)"
    r"|(?P<rrn>resident[ \t]+registration(?:[ \t]+number)?|주민등록번호)"
    r"|(?P<mynum>my[ \t]+number|マイナンバー|individual[ \t]+number)"
    r"|(?P<cn>身份证(?:号码?)?|resident[ \t]+id(?:entity)?(?:[ \t]+card)?)"
    r"|(?P<any>national[ _]id(?:entity)?(?:[ _](?:number|no|card))?|id[ _](?:number|no|nr)"
    r"|identification[ _]number|personal[ _](?:id|number)|steuer[ _-]?id\w*|tax[ _]id"
    r"|(?:steuerliche[ \t]+)?identifikations(?:nummer|nr)|steuer[ _-]?(?:nummer|nr)|idnr"
    r"|rodn(?:é|e)[ \t]+(?:č|c)(?:í|i)slo"
    r"|curp|rut|cuit|c(?:é|e)dula)"
    r")(?![a-z0-9])"
)
# Between the cue and the value: "number", "no.", "n°", "do titular", ":", "=", "is"...
_FILLER = re.compile(
    r"(?:[ \t_]*(?:-?(?:nr|no|nummer)\.?|number|numbers|n\.?º|n°|n\.|num(?:ber|ero|éro)?\.?"
    r"|#|is|es|é|è|ist|est"
    r"|do[ \t]+titular|del[ \t]+titular|du[ \t]+titulaire|des[ \t]+inhabers|van[ \t]+de"
    r"[ \t]+klant|of[ \t]+the[ \t]+holder|\(\w{2,12}\)|[:=|]|-(?=[ \t])|–|\.))*[ \t]*"
)
_VALUE = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9]|[ .\-](?=[A-Za-z0-9])){4,24}")
_SEP = re.compile(r"[ .\-]")
# Self-describing formats, masked without a cue.
_CPF_FMT = re.compile(r"(?<![\d.])\d{3}\.\d{3}\.\d{3}-\d{2}(?![\d.-])")
_NINO_FMT = re.compile(
    r"(?<![\w])[A-CEGHJ-PR-TW-Z]{2}[ \t]?\d{2}[ \t]?\d{2}[ \t]?\d{2}[ \t]?[A-D](?![\w])"
)
_UPPER_DIGITS = re.compile(r"(?<![\w])[A-Z]{2}(?=[A-Z]{4}\d\d|[ \t]?\d\d)")
_CF_FMT = re.compile(r"(?<![\w])[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z](?![\w])")


def _value(text: str, pos: int, checks: tuple[ck.Validator, ...]) -> tuple[int, int] | None:
    """The longest separator-bounded prefix of the value at ``pos`` that validates."""
    m = _VALUE.match(text, pos)
    if m is None:
        return None
    raw = m.group()
    # Ids are digits and capitals: a lower-case word ends the value ("274-64-6110 my card
    # is 4111...": the words and the card after them are not part of the SSN).
    groups = raw.split(" ")
    for n, g in enumerate(groups[1:], 1):
        if g.isalpha() and not g.isupper():
            raw = " ".join(groups[:n])
            break
    if not any(c.isdigit() for c in raw) and not raw.split()[0].isupper():
        return None  # "Passport Carpenter": a word, not an id
    cuts = [len(raw)] + [i for i in range(len(raw) - 1, 4, -1) if _SEP.match(raw, i)]
    for cut in cuts:
        v = _SEP.sub("", raw[:cut]).upper()
        if any(f(v) for f in checks):
            return pos, pos + cut
    return None


_CUE_WORDS = words(
    "cpf pan permanent dni nie documento nir secu curit insee aadhaar aadhar uid uidai "
    "codice fiscale cf fisc bsn burgerservicenummer sofinummer pesel nif contribuinte nipc "
    "insurance ni "
    "nino personalausweis ausweis card identity carte identit cni carta bilhete cart "
    "dow identiteitskaart passport passports passeport pasaporte passaporto paspoort "
    "passaporte paszport passnummer pass ssn social tc kimlik tckn personnummer personnr "
    "resident registration number individual curp rut cuit dula cedula identification "
    "personal steuer tax cu ausweisnummer reisepassnummer paspoortnummer passportnumber "
    "steuerid nummer reisepass ausweisnr passnr identifikationsnummer identifikationsnr "
    "steuerliche steuernummer steuernr idnr rodn rodne cislo steueridentifikationsnummer"
)
_NON_ASCII_CUES = ("주민", "身份", "マイナ", "आधार")


def _cue_matches(doc: Doc) -> list[re.Match[str]]:
    """``_CUE_RE`` matches, searched only in windows around the cue words the text holds
    (a scan of the whole text with the many-branch pattern costs 50 us per kilobyte)."""
    low = doc.low
    if doc.ascii is None and any(c in doc.text for c in _NON_ASCII_CUES):
        return list(_CUE_RE.finditer(low))
    best: dict[int, re.Match[str]] = {}
    n = len(low)
    for w in doc.words & _CUE_WORDS:
        i = low.find(w)
        while i >= 0:
            for m in _CUE_RE.finditer(low, max(0, i - 24), min(n, i + len(w) + 40)):
                # a window can cut a later cue short: keep the longest match per start
                old = best.get(m.start())
                if old is None or m.end() > old.end():
                    best[m.start()] = m
            i = low.find(w, i + len(w))
    return [best[k] for k in sorted(best)]


def _cued(doc: Doc, out: list[Span]) -> None:
    text, low = doc.text, doc.low
    for m in _cue_matches(doc):
        fam = m.lastgroup or "any"
        f = _FILLER.match(low, m.end())
        pos = f.end() if f is not None else m.end()
        got = _value(text, pos, _FAMILIES[fam])
        if got is not None:
            kind = SSN if fam == "ssn" else NATIONAL_ID
            out.append(Span(got[0], got[1], kind, P_ID))


def detect(doc: Doc) -> list[Span]:
    """National id / passport spans."""
    text = doc.text
    out: list[Span] = []
    if not doc.digit:
        return out
    _cued(doc, out)
    if "." in text and "-" in text:
        for m in _CPF_FMT.finditer(text):
            if ck.cpf(_SEP.sub("", m.group())):
                out.append(Span(m.start(), m.end(), NATIONAL_ID, P_ID))
    for m in _UPPER_DIGITS.finditer(text):  # cheap pre-scan for the two formats below
        for rx in (_NINO_FMT, _CF_FMT):
            if rx.match(text, m.start()) is not None:
                g = rx.match(text, m.start())
                if g is not None:
                    out.append(Span(g.start(), g.end(), NATIONAL_ID, P_ID - 1))
    return out
