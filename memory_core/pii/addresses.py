"""Street addresses named by a label or a verb of living or delivery, in 10 languages.

``| Address | 27 Samuel River, New Malcolm SK40 1RE |``, ``Morada: Rua do Beato, n.º 97,
9334-659 Mealhada``, ``Ik woon op Sarabaan 187, 2082 MU Aalsmeerderbrug``, ``Lieferung
bitte an Augusta-Martin-Platz 81, 05621 Pegnitz``: after the cue, the rest of the cell or
clause is the address when it holds a house number and reads like one (a comma-separated
street and place, or a postcode).
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words
from memory_core.pii.placeholders import ADDRESS
from memory_core.pii.spans import P_ADDRESS, Doc, Span

P_CUED_ADDRESS = P_ADDRESS + 4
# Compound labels ending in "adres(se)" (nl, de, da, no, sv: "bezorgadres", "Lieferadresse",
# "leveringsadresse", "postadress"): the first part is data, the gate word the compound.
_COMPOUND_STEMS = words(
    "bezorg aflever factuur post woon verzend lever liefer wohn rechnungs versand melde "
    "heim leverings leverans faktura hjem"
)
_CUE = re.compile(
    r"(?:(?<![\w])|(?<=\\n))(?:"
    r"(?i:(?:home[ _]|street[ _]|postal[ _]|billing[ _]|shipping[ _]|delivery[ _])?address"
    r"|adres|adresse|anschrift|(?:" + "|".join(sorted(_COMPOUND_STEMS)) + r")adres(?:se|s)?"
    r"|morada|endere(?:ç|c)o|direcci(?:ó|o)n"
    r"|domicilio|indirizzo|adress|adresa|adresi)"
    # "adres dostawy:", "adresse de livraison :", "dirección de envío:"
    r"(?:[ \t]+(?:de|do|da|di|of|for|van|für)?[ \t]*[^\W\d_]{3,15}){0,2}[ \t]*(?:\||:|=)"
    # Japanese, Chinese, Korean, Hindi labels: "住所は", "お届け先:", "地址：", "주소:"
    r"|(?:住所|ご住所|お届け先|送付先|配送先|地址|收货地址|주소|배송지|पता)[ \t]*(?:は|:|：|=)?"
    # a shipping label: "SHIP TO:" with the address on the next line
    r"|(?i:(?:ship|deliver|bill|mail)[ \t]+to)[ \t]*:[ \t]*\n"
    r"|(?i:i[ \t]+live[ \t]+at|ship[ \t]+(?:it[ \t]+)?to|deliver(?:[ \t]+it)?[ \t]+to"
    r"|send[ \t]+it[ \t]+to|ik[ \t]+woon[ \t]+(?:op|aan|in)|bezorgen[ \t]+op"
    r"|moro[ \t]+(?:na|no|em)|vivo[ \t]+(?:en|na|no|em|in)"
    r"|j'habite(?:[ \t]+(?:au|à|a))?|livraison[ \t]+(?:au|à)|abito[ \t]+(?:in|a)"
    r"|wohne[ \t]+(?:in[ \t]+der|in|an[ \t]+der|am)|lieferung[ \t]+(?:bitte[ \t]+)?an"
    r"|mieszkam[ \t]+(?:na|przy|w)|bor[ \t]+p(?:å|a)|oturuyorum|enviar[ \t]+a|env(?:í|i)o[ \t]+a)"
    r"[ \t]"
    r")"
)
_CUE_WORDS_COMPOUND = frozenset(
    f"{stem}{tail}" for stem in _COMPOUND_STEMS for tail in ("adres", "adresse", "adress")
)
_CJK_CUES = ("住所", "お届け先", "送付先", "配送先", "地址", "주소", "배송지", "पता")
_CUE_WORDS = (
    words(
        "address adres adresse anschrift morada endere direcci "
        "domicilio indirizzo adress adresa adresi live ship deliver send woon bezorgen moro "
        "vivo habite livraison abito wohne lieferung mieszkam bor oturuyorum enviar env bill "
        "mail"
    )
    | _CUE_WORDS_COMPOUND
)
_VALUE = re.compile(r"[ \t\"']*(?P<v>[^\n|\"]{6,120})")
_TAIL = re.compile(
    r"(?i)(?:[ \t]*(?:please|pls|bitte|por[ \t]+favor|s'il[ \t]+vous[ \t]+pla(?:î|i)t"
    r"|per[ \t]+favore|alstublieft|graag|thanks|danke|obrigad[oa]|grazie|merci|gracias|🙏"
    r"|[.!,;)]))+$"
)
# A house number next to a capitalised street word ("Sarabaan 187", "27 Samuel River"),
# or after "n.º".
_HOUSE_NO = re.compile(
    r"[A-ZÀ-Þ][^\W\d_]+[ \t]+\d{1,5}[a-zA-Z]?(?![\w])|(?<![\w])\d{1,5}[a-zA-Z]?[ \t]+[A-ZÀ-Þ]"
    r"|n\.?[º°][ \t]*\d|(?<![\w])(?i:nr|no|núm|num|č)\.?[ \t]*\d"
)
_POSTCODE = re.compile(
    r"(?<![\w])(?:\d{4,5}(?:-\d{3})?|\d{4}[ \t]?[A-Z]{2}|[A-Z]{1,2}\d[A-Z\d]?[ \t]\d[A-Z]{2})"
    r"(?![\w])"
)


# A Japanese postcode mark starts an address on its own: "〒150-0001 東京都渋谷区神宮前1丁目15-4".
_JP_POSTAL = re.compile(r"〒[ \t]?\d{3}-\d{4}(?:[ \t]*[^\s,.;!?、。]+)?")
# Korean and Chinese addresses are shaped enough to stand without a cue: a city or
# province, a district, then a road with its number ("서울특별시 강남구 세종대로 118",
# "北京市朝阳区天河路274号108室").
_CJK_SHAPED = re.compile(
    r"[가-힣]{1,6}(?:특별시|광역시|특별자치시|도|시)[ \t]+[가-힣]{1,6}[구군시][ \t]+"
    r"(?:[가-힣]{1,6}[동읍면][ \t]+)?[가-힣0-9]{1,10}(?:로|길)[ \t]*\d{1,5}(?:-\d{1,4})?"
    r"|[\u4e00-\u9fff]{2,5}(?:省|市)[\u4e00-\u9fff]{0,6}?(?:[\u4e00-\u9fff]{1,5}(?:区|县|市))"
    r"[\u4e00-\u9fff]{1,10}(?:路|街|道|巷)\d{1,5}号(?:\d{1,5}室)?"
)
# Street words of Japanese, Chinese and Korean addresses (prefecture, city, ward, block...).
_CJK_ADDR = re.compile(r"[都道府県市区町村郡丁目番地号路街巷弄楼室시구동로길]")


def detect(doc: Doc) -> list[Span]:
    """Address spans after an address label or verb."""
    if not doc.digit:
        return []
    text, low = doc.text, doc.low
    out: list[Span] = []
    cjk = [] if doc.ascii is not None else [c for c in _CJK_CUES if c in text]
    if doc.ascii is None and "〒" in text:
        out += [
            Span(m.start(), m.end(), ADDRESS, P_CUED_ADDRESS) for m in _JP_POSTAL.finditer(text)
        ]
    if doc.ascii is None:
        out += [
            Span(m.start(), m.end(), ADDRESS, P_CUED_ADDRESS) for m in _CJK_SHAPED.finditer(text)
        ]
    if not cjk and doc.words.isdisjoint(_CUE_WORDS):
        return out
    best: dict[int, re.Match[str]] = {}
    for w in [*(doc.words & _CUE_WORDS), *cjk]:  # the cue pattern only around the cues present
        i = low.find(w)
        while i >= 0:
            for c in _CUE.finditer(text, max(0, i - 4), min(len(text), i + len(w) + 24)):
                old = best.get(c.start())  # keep the longest match per start
                if old is None or c.end() > old.end():
                    best[c.start()] = c
            i = low.find(w, i + len(w))
    for m in (best[k] for k in sorted(best)):
        v = _VALUE.match(text, m.end())
        if v is None:
            continue
        s, e = v.span("v")
        val = text[s:e]
        # JSON-escaped newlines and quotes end the value as well
        for stop in ("\\n", '\\"', "  "):
            i = val.find(stop)
            if i > 0:
                val = val[:i]
        t = _TAIL.search(val)
        if t is not None:
            val = val[: t.start()]
        val = val.rstrip()
        if _CJK_ADDR.search(val) is not None and any(c.isdigit() for c in val):
            pass  # "東京都渋谷区神宮前1丁目15-4": the street words are the structure
        elif (
            len(val) < 8
            or _HOUSE_NO.search(val) is None
            or ("," not in val and _POSTCODE.search(val) is None)
            or sum(c.isalpha() for c in val) < 4
        ):
            continue
        out.append(Span(s, s + len(val), ADDRESS, P_CUED_ADDRESS))
    return out
