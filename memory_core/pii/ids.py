"""National ids, tax ids and passport numbers named by a cue, in many languages.

A cue ("CPF", "DNI/NIE", "n° de sécurité sociale", "henkilötunnus", "AHV-Nr.", "BSN",
"PESEL", "NAS", "旅券番号", "passport", "Aadhaar", "PAN", ...) is followed by a value; the
value is masked when it has the format of an id the cue can name, with the check digit
verified where one is defined (``idcheck``). The cues are data (``_LEXICON``): a family
of ids and the phrases that name it in each language. A weak cue (a short or common word:
"SIN", "NAS", "documento", "uid") only accepts ids whose check digit holds, so an order
number after it stays. Without a cue only unambiguous formats are taken: a punctuated CPF,
an AHV number, a Belgian register number, a Korean RRN, a Finnish HETU, a UK NINO and an
Italian codice fiscale, each with its check verified where one exists.
"""

from __future__ import annotations

import re

from memory_core.pii import idcheck as ck
from memory_core.pii import plates
from memory_core.pii.idworld import WORLD
from memory_core.pii.placeholders import NATIONAL_ID, SSN
from memory_core.pii.spans import P_SHAPE, P_SSN, Doc, Span

P_ID = P_SSN + 2
# A cue and a check digit that holds outrank the keep-listed shapes ("AHV-Nr.:
# 756.1705.1351.43" is not a four-part version); a format alone does not.
P_CHECKED_ID = P_SHAPE + 1
_ALL: tuple[ck.Validator, ...] = (
    *ck.CHECKED, ck.nino, ck.de_id, ck.passport, ck.id_card, ck.generic,
)  # fmt: skip
# family -> (the validators its cues accept, its cue phrases). Phrase syntax: lower case;
# a space or a dot stands for any run of spaces, dots, "_" and "-" ("ahv nr" is "AHV-Nr.",
# "national id" is "national_id"); a final "*" lets the word inflect ("paszportu",
# "personnummeret"); a leading "~" marks a weak cue (check-digit ids only).
_LEXICON: dict[str, tuple[tuple[ck.Validator, ...], str]] = {
    "cpf": ((ck.cpf, ck.nif_pt, ck.generic), "cpf|cadastro de pessoas físicas"),
    "dni": (
        (ck.dni, ck.generic),
        "dni|dni/nie|nie|d.n.i|documento nacional de identidad|nif/nie"
        "|número de identidad de extranjero",
    ),
    "doc": (
        ck.CHECKED,
        "~documento|~n.º de documento|~nº de documento|~número de documento|~numero de documento"
        "|~número do documento|~document number|~document no|~numéro de document|~dokumentnummer"
        "|~numer dokumentu|~belge no|~číslo dokladu",
    ),
    "nir": (
        (ck.nir, ck.generic),
        "n° de sécurité sociale|n° de securite sociale|numéro de sécurité sociale|numéro de sécu"
        "|numero de secu|n° de sécu|n° sécu|sécurité sociale|securite sociale|nir|insee|n° ss",
    ),
    "aadhaar": (
        (ck.aadhaar, ck.generic),
        "aadhaar|aadhar|~uid|~uidai|आधार|आधार संख्या|आधार नंबर|आधार क्रमांक",
    ),
    # "pan" is an ordinary word too: only the exact PAN format, no generic id
    "pan": ((ck.pan,), "pan|pan card|pan number|pan no|permanent account number|पैन|पैन कार्ड|पैन नंबर"),
    "cf": ((ck.codice_fiscale, ck.generic), "codice fiscale|c.f|cod. fisc|cod fisc"),
    "bsn": (
        (ck.bsn, ck.generic),
        "bsn|burgerservicenummer*|sofinummer|sofi nummer|citizen service number",
    ),
    "pesel": ((ck.pesel, ck.generic), "pesel|numer pesel"),
    "nif": (
        (ck.nif_pt, ck.dni, ck.cpf, ck.generic),
        "nif|nif/cpf|contribuinte|nipc|número fiscal|número de identificação fiscal",
    ),
    "nino": (
        (ck.nino, ck.generic),
        "national insurance|national insurance number|ni number|ni no|nino",
    ),
    "idcard": (
        (ck.de_id, ck.de_document, ck.dni, ck.passport, ck.id_card, *ck.CHECKED, ck.generic),
        "personalausweis*|ausweis*|id card*|identity card|carte d'identité|carte d'identite|cni"
        "|carta d'identità|carta d'identita|carta di identità|documento de identidad"
        "|bilhete de identidade|cartão de cidadão|cartao de cidadao|dowód osobisty"
        "|dowodu osobistego|numer dowodu|identiteitskaart*|identitetskort*|henkilökortti*"
        "|kimlik kartı|občanský průkaz|občanského průkazu|身分証|신분증|удостоверение личности",
    ),
    "passport": (
        (ck.passport, ck.de_document, ck.id_card, ck.generic),
        "passport*|passeport*|pasaporte*|passaporto|passaporte|passaport*|reisepass*|paspoort*|paszport*"
        "|passnummer|pass nr|passinumero|passin numero|pasaport*|cestovní pas*|číslo pasu"
        "|útlevél*|útlevélszám|διαβατήριο*|διαβατηρίου|паспорт*|旅券*|パスポート*|护照*|護照*"
        "|여권*|पासपोर्ट*|hộ chiếu*|جواز السفر*|דרכון*|pasport*|passi",
    ),
    "ssn": (
        (ck.ssn_us, ck.generic),
        "ssn|social security|social security number|social security no|my social",
    ),
    "itin": (
        (ck.itin, ck.ssn_us),
        "itin|taxpayer id|taxpayer identification number|individual taxpayer identification"
        " number|~tin",
    ),
    "tc": (
        (ck.tc_kimlik, ck.generic),
        "t.c. kimlik|tc kimlik|kimlik no|kimlik numaram*|kimlik numarası|tckn|tc no",
    ),
    "sin": (
        (ck.sin_ca,),
        "~sin|social insurance number|social insurance no|~nas|numéro d'assurance sociale"
        "|no d'assurance sociale|n° d'assurance sociale|assurance sociale",
    ),
    "pnr": (
        (ck.nordic, ck.generic),
        "personnummer*|personnr|person nr|personnumret|henkilötunnus*|henkilötunnukse*|hetu|fnr"
        "|sotu|fødselsnummer*|fodselsnummer*|fødselsnr|födelsenummer|cpr|cpr nr|cpr nummer*"
        "|personal identity number|personbeteckning",
    ),
    "ahv": (
        (ck.ahv, ck.generic),
        "~ahv|ahv nr|ahv nummer|~avs|n° avs|numéro avs|numero avs|sozialversicherungsnummer"
        "|sv nummer|versichertennummer|~oasi",
    ),
    "tfn": ((ck.tfn, ck.generic), "tfn|tax file number|tax file no"),
    "za": ((ck.za_id, ck.generic), "sa id|rsa id|south african id|identiteitsnommer|id nommer"),
    "be": (
        (ck.be_nn, ck.generic),
        "rijksregisternummer|rijksregister|registre national|numéro de registre national"
        "|numéro national|n° national|insz|insz nummer|niss|nationaal nummer|identificatienummer",
    ),
    "rrn": (
        (ck.rrn_kr, ck.be_nn, ck.generic),
        "rrn|resident registration|resident registration number|주민등록번호|주민번호",
    ),
    "mynum": ((ck.my_number, ck.generic), "my number|マイナンバー|個人番号|individual number"),
    "cn": (
        (ck.cn_id, ck.generic),
        "身份证*|居民身份证|公民身份号码|resident id|resident identity card|chinese id|prc id",
    ),
    "more": (
        (ck.more, ck.generic),
        "nhs number|nhs no|pps number|pps no|ppsn|teudat zehut|תעודת זהות|ת.ז|nric|nric/fin"
        "|mykad|no. kp|cnp|cod numeric personal|codul numeric personal|rodné číslo|rodne cislo"
        "|rodného čísla|rč|r.č|egn|егн|amka|αμκα|инн|снилс|ic number|taj|taj szám"
        "|társadalombiztosítási azonosító jel|cnic|~nic|nik|ktp|nomor ktp"
        "|nomor induk kependudukan",
    ),
    "any": (
        _ALL,
        "national id*|national identity number|national identification number|id number"
        "|id no|id nr|identification number|personal id|personal number|identity number"
        "|steuer id*|tax id|identifikationsnummer|identifikationsnr"
        "|steuerliche identifikationsnummer"
        "|steuernummer|steuernr|idnr|numéro d'identification"
        "|número de identificación|numero di identificazione|identiteitsnummer|identitetsnummer"
        "|kimlik numarası|numer identyfikacyjny|~curp|~rut|~r.u.t|~cuit|~cuil|cédula|cedula",
    ),
}
_LEXICON.update(WORLD)  # the cue vocabulary of further countries
_SEPS = r"[ \t_.\-]*"


def _phrase(p: str) -> str:
    """One lexicon phrase as a regular expression (see the syntax above ``_LEXICON``)."""
    p = p.lstrip("~")
    star = p.endswith("*")
    parts = re.split(r"[ .]+", p.rstrip("*"))
    return _SEPS.join(re.escape(x) for x in parts if x) + (r"\w*" if star else "")


# Words too common to gate on when the phrase has a rarer one.
_COMMON = frozenset(("de", "no", "number", "card", "sa", "my", "of", "file", "num"))
_COMMON |= {"pass", "person", "nr", "ro"}


def _anchor(p: str) -> str:
    """The gate word of a phrase: its longest uncommon ASCII word (``doc.words`` holds
    those), or the phrase itself when it has none (CJK, Hangul, Devanagari: found by
    substring). An inflecting phrase ends in ``*``, kept on its anchor when it is last."""
    runs: list[str] = re.findall(r"[a-z]{2,}", p)
    if not runs:
        return p.lstrip("~").rstrip("*").split(" ")[0]
    best = max(runs, key=lambda r: (r not in _COMMON, len(r)))
    return best + "*" if p.endswith("*") and p.rstrip("*").endswith(best) else best


def _key(anchor: str) -> str:
    """Where a gate word is looked up: its first five letters, so inflected forms of
    the longer words ("personnummeret", "paszportu") find their phrases too."""
    return anchor[:5] if anchor.isascii() and anchor.isalpha() else anchor


def _compile() -> tuple[dict[str, tuple[re.Pattern[str], int]], dict[str, str]]:
    """One small pattern per gate key (a single pattern of all the phrases costs ~1 us per
    character it is tried at: ``re`` tries every branch at every offset)."""
    by_key: dict[str, list[tuple[str, str, str]]] = {}
    names: dict[str, str] = {}
    # strong cues first: "documento de identidad" before the weak "documento"
    for n, strength in enumerate(("strong", "weak")):
        for fam, (_, phrases) in _LEXICON.items():
            for p in phrases.split("|"):
                if p.startswith("~") == (strength == "weak"):
                    names[f"{fam}{n}"] = fam
                    by_key.setdefault(_key(_anchor(p).rstrip("*")), []).append((f"{fam}{n}", p, ""))
    out: dict[str, tuple[re.Pattern[str], int]] = {}
    for key, entries in by_key.items():
        groups: dict[str, list[str]] = {}
        for name, p, _ in entries:
            groups.setdefault(name, []).append(p)
        alts = [
            f"(?P<{name}>" + "|".join(_phrase(p) for p in sorted(ps, key=len, reverse=True)) + ")"
            for name, ps in groups.items()
        ]
        rx = re.compile(r"(?:(?<![\w])|(?<=_)|(?<=\\n))(?:" + "|".join(alts) + r")(?![a-z0-9])")
        out[key] = (rx, max(len(p) for _, p, _ in entries) + 8)
    return out, names


_BY_KEY, _GROUP_FAMILY = _compile()
_OTHER_CUES = tuple(k for k in _BY_KEY if not (k.isascii() and k.isalpha()))
_ASCII_OTHERS = tuple(c for c in _OTHER_CUES if c.isascii())
_WEAK: dict[str, tuple[ck.Validator, ...]] = {
    fam: tuple(v for v in vals if v in ck.CHECKED) for fam, (vals, _) in _LEXICON.items()
}
# Between the cue and the value: "number", "no.", "n°", "do titular", ":", "=", "is", a
# JSON key's closing and the value's opening quote...
_FILLER = re.compile(
    r"(?:[ \t_]*(?:(?:-?(?:nr|no|nummer)\.?|number|numbers|num(?:ber|ero|éro)?\.?|número"
    r"|numer|numarası|numaram|nombor|số|номер|broj|nambari|физлица|নম্বর"
    r"|is|es|é|è|ist|est|är|er|on|to|el|le|do[ \t]+titular"
    r"|del[ \t]+titular|du[ \t]+titulaire|des[ \t]+inhabers|van[ \t]+de[ \t]+klant"
    r"|of[ \t]+the[ \t]+holder|mitt|min|mijn|mon|mi|meu|my|hat|die|lautet|has|the|was"
    # "R.U.T. del cliente", "RČ pojištěnce", "IdNr. laut Lohnsteuerbescheinigung",
    # "CNP-ul meu este", "Ο ΑΜΚΑ μου είναι", "TAJ szám", "Nomor KTP saya"
    r"|del[ \t]+cliente|do[ \t]+cliente|du[ \t]+client|des[ \t]+kunden|pojištěnce"
    r"|laut[ \t]+\w+|-ul|este|jest|adalah|saya|μου|είναι|szám|száma|jel"
    # "PESEL, czyli X", "NIE, cioè X": "that is" between cue and value
    r"|czyli|cio(?:è|e)|c'est|d\.h\.|i\.e\.|namely|es[ \t]+decir|ou[ \t]+seja|yani|yaitu"
    # "pasaporte mexicano núm.", "passeport français n°": the issuing country's adjective
    r"|núm\.?|[a-zà-ÿ]{3,}(?:ano|ana|ino|ina|eno|ena|ese|esa|és|ês|esa|ais|aise|ois|oise|eiro"
    r"|eira|ol|ola|án|ena|isch|ische|ischer|ian|ish|ský|ská|ski|ska|ico|ica|ique))"
    r"(?![a-z0-9])"
    r"|n\.?º|n°|n\.|#|नंबर|संख्या|番号|번호|号码|号|\(\w{2,12}\)|（[^）\n]{1,12}）|[:=|：),;—]"
    r"|\"[ \t]*[:=][ \t]*\"?|'[ \t]*[:=][ \t]*'?"
    r"|-(?=[ \t])|–|\.))*[ \t\"']*"
)
_VALUE = re.compile(r"[A-Za-z0-9](?:[A-Za-z0-9]|[ ./\-](?=[A-Za-z0-9])){4,24}")
_SEP = re.compile(r"[ ./\-]")  # "/": Czech and Slovak birth numbers (710319/2745)
_DATE_LIKE = re.compile(r"\d{1,2}[./-]\d{1,2}[./-](?:\d{4}|\d{2})|\d{4}[./-]\d{1,2}[./-]\d{1,2}")
_IPV4 = re.compile(r"\d{1,3}(?:\.\d{1,3}){3}")  # "NAS : 192.168.1.10" names a host
# Unambiguous formats, masked without a cue (each checked by its validator). Each
# pattern starts at a literal or a character class and checks what precedes it by
# lookbehind: ``re`` skips to a literal far faster than it tries a lookbehind everywhere.
_DASHED = re.compile(
    r"-(?<=\d\d-)(?:"
    r"(?<=\d{3}\.\d{3}\.\d{3}-)(?<![\d.]\d{3}\.\d{3}\.\d{3}-)(?P<cpf>\d{2})(?![\d.-])"
    r"|(?<=\d\d\.\d\d\.\d\d-)(?<![\w.]\d\d\.\d\d\.\d\d-)(?P<be>\d{3}\.\d{2})(?![\w.])"
    r"|(?<=\d{6}-)(?<![\w-]\d{6}-)(?:(?P<kr>[1-8]\d{6})|(?P<fi>\d{3}[A-Y]))(?![\w-]))"
)
# group -> (characters before the "-", validator, priority)
_DASHED_KINDS: dict[str, tuple[int, ck.Validator, int]] = {
    "cpf": (11, ck.cpf, P_ID),
    "be": (8, ck.be_nn, P_ID - 1),
    "kr": (6, ck.rrn_kr, P_ID - 1),
    "fi": (6, ck.hetu, P_ID - 1),
}
# 756.dddd.dddd.dd with its EAN-13 check is never a four-part version
_AHV_FMT = re.compile(r"756\.(?<![\w.]756\.)\d{4}\.\d{4}\.\d{2}(?![\w.])")
_NINO_FMT = re.compile(
    r"(?<![\w])[A-CEGHJ-PR-TW-Z]{2}[ \t]?\d{2}[ \t]?\d{2}[ \t]?\d{2}[ \t]?[A-D](?![\w])"
)
_UPPER_DIGITS = re.compile(r"[A-Z][A-Z](?<![\w][A-Z][A-Z])(?=[A-Z]{4}\d\d|[ \t]?\d\d)")
_CF_FMT = re.compile(r"(?<![\w])[A-Z]{6}\d{2}[A-EHLMPR-T]\d{2}[A-Z]\d{3}[A-Z](?![\w])")


def _value(text: str, pos: int, checks: tuple[ck.Validator, ...]) -> tuple[int, int, int] | None:
    """The longest separator-bounded prefix of the value at ``pos`` that validates, and
    the priority its validator earns."""
    m = _VALUE.match(text, pos)
    if m is None:
        return None
    raw = m.group()
    # Ids are digits and capitals: a lower-case word ends the value ("274-64-6110 my card
    # is 4111...": the words and the card after them are not part of the SSN).
    groups = raw.split(" ")
    if groups[0].isalpha() and not groups[0].isupper():
        return None  # "passport expiry 12/05/2020": a word, then something else
    for n, g in enumerate(groups[1:], 1):
        if g.isalpha() and not g.isupper():
            raw = " ".join(groups[:n])
            break
    if not any(c.isdigit() for c in raw) and not raw.split()[0].isupper():
        return None  # "Passport Carpenter": a word, not an id
    if _IPV4.match(raw):
        return None
    cuts = [len(raw)] + [i for i in range(len(raw) - 1, 4, -1) if _SEP.match(raw, i)]
    for cut in cuts:
        if _DATE_LIKE.fullmatch(raw, 0, cut):
            continue  # an expiry or issue date next to the cue
        v = _SEP.sub("", raw[:cut]).upper()
        for f in checks:
            if f(v):
                return pos, pos + cut, P_CHECKED_ID if f in ck.CHECKED else P_ID
    return None


def _cue_matches(doc: Doc) -> list[re.Match[str]]:
    """Cue matches, searched only in windows around the gate words the text holds, each
    with the pattern of the phrases that hold that word."""
    low = doc.low
    found = [w for w in doc.words if w[:5] in _BY_KEY]  # doc.words: ASCII letters only
    found += [c for c in (_OTHER_CUES if doc.ascii is None else _ASCII_OTHERS) if c in low]
    best: dict[int, re.Match[str]] = {}
    n = len(low)
    for w in found:
        rx, win = _BY_KEY[w[:5] if w.isascii() else w]
        i = low.find(w)
        while i >= 0:
            for m in rx.finditer(low, max(0, i - win), min(n, i + len(w) + win)):
                # a window can cut a later cue short: keep the longest match per start
                old = best.get(m.start())
                if old is None or m.end() > old.end():
                    best[m.start()] = m
            i = low.find(w, i + len(w))
    return [best[k] for k in sorted(best)]


def _cued(doc: Doc, out: list[Span]) -> None:
    text, low = doc.text, doc.low
    for m in _cue_matches(doc):
        group = m.lastgroup or "any0"
        fam = _GROUP_FAMILY[group]
        checks = _WEAK[fam] if group.endswith("1") else _LEXICON[fam][0]
        f = _FILLER.match(low, m.end())
        pos = f.end() if f is not None else m.end()
        got = _value(text, pos, checks)
        if got is not None:
            kind = SSN if fam == "ssn" else NATIONAL_ID
            out.append(Span(got[0], got[1], kind, got[2]))


def _formats(text: str, out: list[Span]) -> None:
    """Ids whose written format alone says what they are (the check digit must hold)."""
    if "-" in text:
        for m in _DASHED.finditer(text):
            group = m.lastgroup or "cpf"
            back, check, p = _DASHED_KINDS[group]
            start = m.start() - back
            v = text[start : m.end()].replace(".", "")
            if check(v if group == "fi" else v.replace("-", "")):
                out.append(Span(start, m.end(), NATIONAL_ID, p))
    if "756." in text:
        for m in _AHV_FMT.finditer(text):
            if ck.ahv(m.group().replace(".", "")):
                out.append(Span(m.start(), m.end(), NATIONAL_ID, P_CHECKED_ID))
    for m in _UPPER_DIGITS.finditer(text):  # cheap pre-scan for the two formats below
        for rx in (_NINO_FMT, _CF_FMT):
            g = rx.match(text, m.start())
            if g is not None:
                out.append(Span(g.start(), g.end(), NATIONAL_ID, P_ID - 1))


def detect(doc: Doc) -> list[Span]:
    """National id / passport spans, and vehicle plates (``plates``: named by a cue too;
    its gate is tested here, in compiled code, as nearly no text has a plate cue)."""
    out: list[Span] = []
    if not doc.digit:
        return out
    if (not doc.words.isdisjoint(plates.GATE) or doc.ascii is None) and plates.gate(doc):
        out += plates.detect(doc)
    _cued(doc, out)
    _formats(doc.text, out)
    return out
