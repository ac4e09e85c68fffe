"""Geographic coordinates of a place where someone lives or is: ``50.03970, 10.07912``.

A latitude/longitude pair with four or more decimals pins a house. The shape alone is
two decimals in range, so it is taken only with evidence of a position: a location cue
in a window before it (home, address, location, coordinates, GPS, maps, "I live" ... in
about thirty languages), a ``geo:`` URI or a map link (``@lat,lon``, ``q=lat,lon``,
``ll=``). Metrics and vectors stay (no cue, or part of a longer list of numbers).
"""

from __future__ import annotations

import re

from memory_core.pii.placeholders import LOCATION
from memory_core.pii.spans import P_ADDRESS, Doc, Span

_PAIR = re.compile(
    r"(?<![\w.,-])(?P<lat>[-+]?\d{1,2}\.\d{4,9})°?(?:\s?[NS](?!\w))?\s*[,;/ ]\s*"
    r"(?P<lon>[-+]?\d{1,3}\.\d{4,9})°?(?:\s?[EWO](?!\w))?(?![\w.]|,\s*[-+]?\d)"
)
_LINK = re.compile(r"(?:geo:|@|[?&](?:q|ll|query|center|daddr|destination)=)$")
# Location cue stems, lower case (substring tests within the window before the pair).
_CUES = (
    "home", "house", "address", "location", "located", "coordinates", "coords", "gps",
    "lat", "lng", "lon", "maps", "pin", "i live", "we live", "live at", "my place",
    "zuhause", "wohn", "adresse", "standort", "koordinat", "domu", "dom ", "lokalizac",
    "współrzęd", "mieszka", "adres", "bor ", "bor på", "hjem", "hemma", "hem ", "plats",
    "sijainti", "koti", "asun", "casa", "ubicaci", "coordenad", "vivo ", "domicil",
    "direcci", "endereço", "localiza", "moro ", "maison", "coordonn", "habite", "thuis",
    "woon", "locatie", "coördinat", "posizion", "abito", "indirizzo", "rumah", "lokasi",
    "alamat", "tinggal", "konum", "evim", "adresa", "bydl", "poloh", "cím", "otthon",
    "lakás", "domiciliu", "locuiesc", "acasă", "дом", "координат", "живу", "адрес",
    "местополож", "σπίτι", "διεύθυνση", "συντεταγμ", "τοποθεσ", "家", "住所", "位置",
    "座標", "坐标", "地址", "집", "좌표", "주소", "위치", "منزل", "بيت", "عنوان", "موقع",
    "إحداثيات", "घर", "पता", "स्थान", "בית", "כתובת", "מיקום", "บ้าน", "ที่อยู่", "nhà",
    "địa chỉ", "tọa độ",
)  # fmt: skip
_WINDOW = 80


def _in_range(lat: str, lon: str) -> bool:
    a, b = float(lat), float(lon)
    return -90 <= a <= 90 and -180 <= b <= 180 and (abs(a) >= 1 or abs(b) >= 1)


def detect(doc: Doc) -> list[Span]:
    """Spans of coordinate pairs with a location cue or in a map link."""
    text = doc.text
    if not doc.digit or "." not in text:
        return []
    out: list[Span] = []
    for m in _PAIR.finditer(text):
        if not _in_range(m.group("lat"), m.group("lon")):
            continue
        s = m.start()
        if _LINK.search(text, max(0, s - 10), s) is None:
            before = doc.low[max(0, s - _WINDOW) : s]
            if not any(c in before for c in _CUES):
                continue
        out.append(Span(s, m.end(), LOCATION, P_ADDRESS + 20))
    return out
