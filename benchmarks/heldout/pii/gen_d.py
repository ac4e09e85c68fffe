#!/usr/bin/env python3
"""Held-out corpus D (independent of gen_c.py: own templates, languages, value code).

Templates are plain strings with slots  ⟪kind|class|generator⟫  where kind is s (secret),
p (personal data), k (keep) or x (filler: generated text, no span).  A generator name may
carry a binding, "full_it@A": the first use draws a value, later uses of @A in the same
snippet reuse it (names that recur, a host named twice...).  The renderer records the
offsets of every slot.  Classes are sampled round-robin so each has about the same count.

usage: python gen_d.py OUT.jsonl [--n 1700] [--seed 7340]
"""
import argparse
import base64
import json
import random
import re
import string
import sys
import zlib
from collections import Counter, defaultdict

import phonenumbers

R = random.Random()
LO, UP, DG = string.ascii_lowercase, string.ascii_uppercase, string.digits
AN = LO + UP + DG


def ch(pool, n):
    return "".join(R.choice(pool) for _ in range(n))


# ======================================================================= generators
def g_pw():
    shapes = [
        lambda: ch(UP, 1) + ch(LO, R.randint(4, 7)) + ch(DG, 2) + R.choice("$%^&*_") + ch(AN, 3),
        lambda: ch(AN + "_.!$", R.randint(12, 20)) + R.choice(DG) + R.choice("$!"),
        lambda: "%s%s%s%d" % (R.choice(SYL).title(), R.choice(SYL), R.choice("_.+="), R.randint(1000, 99999)),
        lambda: "".join(R.choice([c.upper(), c]) for c in ch(LO, 8)) + ch(DG, 4) + R.choice("#@"),
        lambda: R.choice(SYL) + R.choice(SYL).upper() + ch(DG, 2) + R.choice(SYL) + R.choice("!?*"),
    ]
    return R.choice(shapes)()


SYL = ["vento", "kraken", "mistral", "lumen", "borealis", "zephyr", "kobold", "tamarind", "quokka", "fjord",
       "gecko", "yonder", "paprika", "nebula", "wombat", "sorrel", "tangelo", "basalt", "zinnia", "halcyon"]


def g_b62(n):
    a = DG + UP + LO
    s = ""
    while n:
        n, r = divmod(n, 62)
        s = a[r] + s
    return s.rjust(6, "0")


def g_ghp():
    p = R.choice(["ghp_", "ghu_", "ghr_"])
    body = ch(AN, 30)
    return p + body + g_b62(zlib.crc32(body.encode()) & 0xFFFFFFFF)


def g_npm():
    body = ch(AN, 30)
    return "npm_" + body + g_b62(zlib.crc32(body.encode()) & 0xFFFFFFFF)


def g_jwt():
    enc = lambda b: base64.urlsafe_b64encode(b).rstrip(b"=").decode()
    h = enc(b'{"typ":"JWT","alg":"RS256","kid":"' + ch(AN, 8).encode() + b'"}')
    p = enc(('{"iss":"https://auth.%s.io","aud":"api","exp":%d,"uid":%d}' % (R.choice(SYL), R.randint(1.7e9, 1.9e9), R.randint(1, 10 ** 7))).encode())
    return "%s.%s.%s" % (h, p, enc(bytes(R.randrange(256) for _ in range(R.choice([32, 64, 256])))))


def g_glc():
    raw = '{"o":"%d","n":"%s-%s","k":"%s","m":{"r":"%s"}}' % (R.randint(10 ** 5, 10 ** 7), R.choice(SYL), R.choice(["ingest", "metrics-write", "logs"]), ch(AN, 24), R.choice(["prod-us-east-0", "prod-eu-west-3"]))
    return "glc_" + base64.b64encode(raw.encode()).decode().rstrip("=")


def g_pem_body():
    raw = bytes(R.randrange(256) for _ in range(R.choice([350, 600, 1190])))
    b = base64.b64encode(raw).decode()
    return "\n".join(b[i:i + 64] for i in range(0, len(b), 64))


def luhn(prefix, total):
    digits = [int(c) for c in prefix]
    while len(digits) < total - 1:
        digits.append(R.randrange(10))
    acc = 0
    for idx, v in enumerate(digits[::-1]):
        v = v * 2 if idx % 2 == 0 else v
        acc += v - 9 if v > 9 else v
    digits.append((10 - acc % 10) % 10)
    return "".join(str(x) for x in digits)


def g_card():
    pre, n = R.choice([("4", 16), ("2221", 16), ("2720", 16), ("5", 16), ("3", 15), ("6011", 16), ("35", 16)])
    if pre == "5":
        pre = "5" + str(R.randint(1, 5))
    if pre == "3":
        pre = R.choice(["34", "37"])
    if pre == "35":
        pre = "35" + str(R.randint(28, 89))
    num = luhn(pre, n)
    sep = R.choice([" ", "-", ".", " - "])
    if n == 15:
        return sep.join((num[:4], num[4:10], num[10:]))
    return sep.join(num[i:i + 4] for i in (0, 4, 8, 12))


IBAN_SPEC = {"IT": "a10d12c", "AT": "16d", "CH": "17d", "SE": "20d", "DK": "14d", "FI": "14d", "RO": "4a16c", "CZ": "20d",
             "TR": "22d", "IE": "4a14d", "DE": "18d", "ES": "20d", "PT": "21d", "FR": "23d", "NL": "4a10d", "GB": "4a14d"}


def g_iban(cc=None):
    cc = cc or R.choice(list(IBAN_SPEC))
    bban = ""
    for n, t in re.findall(r"(\d+)([adc])", IBAN_SPEC[cc]):
        bban += ch({"a": UP, "d": DG, "c": UP + DG}[t], int(n))
    if cc == "TR":
        bban = bban[:5] + "0" + bban[6:]
    conv = lambda s: "".join(str(int(c, 36)) for c in s)
    k = 98 - int(conv(bban + cc + "00")) % 97
    v = "%s%02d%s" % (cc, k, bban)
    return R.choice([v, " ".join(v[i:i + 4] for i in range(0, len(v), 4))])


def g_ssn():
    area = R.choice([x for x in range(1, 900) if x != 666])
    return "%03d-%02d-%04d" % (area, R.randint(1, 99), R.randint(1, 9999))


def g_ssn_bare():
    return g_ssn().replace("-", "")


def g_nino():
    a = R.choice("ABCEGHJKLMNPRSTWXYZ") + R.choice("ABCEGHJKLMNPRSTWXY")
    if a in ("GB", "NK", "TN", "BG", "KN"):
        a = "AB"
    return a + ch(DG, 6) + R.choice("ABCD")


def g_steuer():
    while True:
        ds = [R.randint(1, 9)] + [R.randrange(10) for _ in range(9)]
        c = Counter(ds)
        if sorted(c.values(), reverse=True)[0] in (2, 3) and sum(1 for v in c.values() if v > 1) == 1:
            break
    prod = 10
    for d in ds:
        sm = (d + prod) % 10 or 10
        prod = (2 * sm) % 11
    chk = (11 - prod) % 10
    return "".join(map(str, ds)) + str(chk)


def g_nie():
    p = R.choice("XYZ")
    n = "%07d" % R.randint(0, 9999999)
    return p + n + "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(p)) + n) % 23]


def g_dni():
    n = R.randint(1000000, 99999999)
    return "%08d-%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def g_nir():
    body = "%d%02d%02d%02d%03d%03d" % (R.randint(1, 2), R.randint(50, 99), R.randint(1, 12), R.randint(1, 95), R.randint(1, 999), R.randint(1, 999))
    return body + "%02d" % (97 - int(body) % 97)


def g_cpf():
    base = [R.randrange(10) for _ in range(9)]
    for _ in range(2):
        w = len(base) + 1
        r = sum(d * (w - i) for i, d in enumerate(base)) % 11
        base.append(0 if r < 2 else 11 - r)
    s = "".join(map(str, base))
    return R.choice([s, "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])])


def g_aadhaar():
    d = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
         [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
         [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
    p = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
    for i in range(2, 8):
        p.append([p[i - 1][p[1][j]] for j in range(10)])
    inv = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]
    num = [R.randint(2, 9)] + [R.randrange(10) for _ in range(10)]
    c = 0
    for i, x in enumerate(reversed(num + [0])):
        c = d[c][p[i % 8][x]]
    s = "".join(map(str, num)) + str(inv[c])
    return R.choice([s, s[:4] + "-" + s[4:8] + "-" + s[8:], s[:4] + " " + s[4:8] + " " + s[8:]])


def g_pan():
    return ch(UP, 3) + "P" + ch(UP, 1) + ch(DG, 4) + ch(UP, 1)


def g_passport():
    return R.choice([lambda: ch(UP, 1) + ch(DG, 7), lambda: ch(DG, 9), lambda: ch("CFGHJKLMNPRTVWXYZ", 1) + ch("CFGHJKLMNPRTVWXYZ0123456789", 8),
                     lambda: ch(UP, 2) + ch(DG, 7), lambda: "YA" + ch(DG, 7)])()


PH = {
    "IT": lambda: "3%d%d %s %s" % (R.choice([2, 3, 4, 5, 9]), R.randrange(10), ch(DG, 3), ch(DG, 4)),
    "DE": lambda: R.choice(["(030) %s" % ch(DG, 8), "089/%s" % ch(DG, 8), "0151-%s" % ch(DG, 8)]),
    "PT": lambda: R.choice(["21 %s %s" % (ch(DG, 3), ch(DG, 4)), "22 %s %s" % (ch(DG, 3), ch(DG, 4)), "96%s%s" % (ch(DG, 3), ch(DG, 4))]),
    "ES": lambda: R.choice(["91 %s %s %s" % (ch(DG, 3), ch(DG, 2), ch(DG, 2)), "7%s %s %s" % (ch(DG, 2), ch(DG, 3), ch(DG, 3))]),
    "GB": lambda: R.choice(["020 %s %s" % (ch("378", 1) + ch(DG, 3), ch(DG, 4)), "0161 %s %s" % (ch(DG, 3), ch(DG, 4)), "07%s%s" % (ch("45789", 1), ch(DG, 8))]),
    "FR": lambda: "0%d.%s.%s.%s.%s" % (R.randint(1, 7), ch(DG, 2), ch(DG, 2), ch(DG, 2), ch(DG, 2)),
    "US": lambda: R.choice(["%d%s.%d%s.%s", "%d%s-%d%s-%s", "1-%d%s-%d%s-%s"]) % (R.randint(2, 9), ch(DG, 2), R.randint(2, 9), ch(DG, 2), ch(DG, 4)),
    "IN": lambda: "0%d%s%s" % (R.randint(7, 9), ch(DG, 4), ch(DG, 5)),
    "BR": lambda: R.choice(["(21) 3%s-%s" % (ch(DG, 3), ch(DG, 4)), "11 9%s %s" % (ch(DG, 4), ch(DG, 4))]),
    "SE": lambda: "07%s-%s %s %s" % (R.choice("02369"), ch(DG, 3), ch(DG, 2), ch(DG, 2)),
    "TR": lambda: "05%s %s %s %s" % (ch(DG, 2), ch(DG, 3), ch(DG, 2), ch(DG, 2)),
}


def g_phone(region, intl=False):
    for _ in range(300):
        s = PH[region]()
        try:
            num = phonenumbers.parse(s, region)
        except Exception:
            continue
        if phonenumbers.is_valid_number(num):
            if intl:
                return R.choice([phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.INTERNATIONAL),
                                 phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.E164),
                                 "00" + phonenumbers.format_number(num, phonenumbers.PhoneNumberFormat.INTERNATIONAL)[1:]])
            return s
    raise RuntimeError("no valid phone for " + region)


NAMES = {
    "it": (["Beatrice", "Lorenzo", "Ginevra", "Ottavio", "Serena", "Matteo", "Arianna"], ["Bianchi", "Esposito", "Colombo", "Ferraro", "Mancini", "Santoro", "Galli"]),
    "sv": (["Linnea", "Oskar", "Ebba", "Viktor", "Saga", "Hampus"], ["Lindgren", "Bergström", "Nyberg", "Sjöberg", "Holmqvist", "Ekdahl"]),
    "tr": (["Elif", "Mehmet", "Zeynep", "Burak", "Ayşe", "Emre"], ["Yılmaz", "Kaya", "Demir", "Şahin", "Çelik", "Aydın"]),
    "cs": (["Tereza", "Jakub", "Kateřina", "Ondřej"], ["Novák", "Dvořáková", "Procházka", "Černý"]),
    "da": (["Freja", "Mads", "Ida", "Rasmus"], ["Jørgensen", "Mikkelsen", "Kristensen", "Thygesen"]),
    "en": (["Siobhan", "Declan", "Imogen", "Rupert", "Tamsin", "Cormac", "Shanice", "Dwayne"], ["Fitzgerald", "McAllister", "Ashworth", "Gallagher", "Pennington", "Thistlewood"]),
    "hi": (["Priya", "Arjun", "Ananya", "Vikram"], ["Raghunathan", "Chatterjee", "Deshpande", "Iyer"]),
    "br": (["Thiago", "Larissa", "Caio", "Bruna", "Vinícius"], ["Albuquerque", "Nascimento", "Cavalcanti", "Guimarães"]),
    "de": (["Ottilie", "Konstantin", "Wiebke", "Hannes", "Mechthild"], ["Schwarzenberger", "Kühnel", "Eichhorn", "Wendland"]),
    "es": (["Maite", "Xabier", "Rocío", "Álvaro", "Ainhoa"], ["Goikoetxea", "Valderrama", "Quiroga", "Barrientos"]),
    "fr": (["Apolline", "Anatole", "Bérénice", "Aurélien"], ["Desjardins", "Lemaire", "Chevallier", "Fournier"]),
    "pl": (["Zofia", "Bartosz", "Jadwiga", "Mikołaj"], ["Kowalczyk", "Wróblewska", "Jankowski", "Zieliński"]),
    "nl": (["Anouk", "Thijs", "Marloes", "Sjoerd"], ["de Vries", "van Dijk", "Bakker", "Visser"]),
    "ja": (["Hiroshi", "Sakura", "Kenji", "Yuki"], ["Watanabe", "Fujimoto", "Ishikawa", "Matsumoto"]),
}


def g_first(lang):
    return R.choice(NAMES[lang][0])


def g_last(lang):
    return R.choice(NAMES[lang][1])


def g_full(lang):
    return g_first(lang) + " " + g_last(lang)


def g_dob(style):
    y, m, d = R.randint(1945, 2006), R.randint(1, 12), R.randint(1, 28)
    mon = {"en": ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"],
           "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
           "sv": ["januari", "februari", "mars", "april", "maj", "juni", "juli", "augusti", "september", "oktober", "november", "december"]}
    return {"dmy.": "%02d.%02d.%d" % (d, m, y), "dmy/": "%02d/%02d/%d" % (d, m, y), "mdy": "%d/%d/%d" % (m, d, y),
            "iso": "%d-%02d-%02d" % (y, m, d), "ymd/": "%d/%02d/%02d" % (y, m, d), "en": "%d %s %d" % (d, mon["en"][m - 1], y),
            "it": "%d %s %d" % (d, mon["it"][m - 1], y), "sv": "%d %s %d" % (d, mon["sv"][m - 1], y),
            "ja": "%d年%d月%d日" % (y, m, d), "dmy-": "%02d-%02d-%d" % (d, m, y)}[style]


def g_addr(cc):
    n = R.randint(1, 240)
    if cc == "US":
        return "%d %s %s, Apt %d, %s, %s %05d" % (R.randint(100, 9999), R.choice(["Juniper", "W 43rd", "Sycamore", "Old Mill"]), R.choice(["Rd", "St", "Lane", "Court"]), R.randint(1, 40), R.choice(["Tucson", "Albany", "Raleigh"]), R.choice(["AZ", "NY", "NC"]), R.randint(10000, 99999))
    if cc == "GB":
        return "Flat %d, %d %s, %s %s" % (R.randint(1, 30), n, R.choice(["Wellington Terrace", "Mill Lane", "Priory Close"]), R.choice(["Sheffield", "Cardiff", "York"]), R.choice(["S10", "CF24", "YO31"]) + " " + str(R.randint(1, 9)) + ch("ABDEFGHJLNPQRSTUWXYZ", 2))
    if cc == "DE":
        return "%s %d%s, %05d %s" % (R.choice(["Kastanienallee", "Bahnhofstr.", "Am Schlossgarten", "Fasanenweg"]), n, R.choice(["", "a", "b"]), R.randint(10000, 99999), R.choice(["Kassel", "Rostock", "Würzburg"]))
    if cc == "FR":
        return "%d%s %s, %05d %s" % (n, R.choice(["", " bis"]), R.choice(["rue du Faubourg Saint-Antoine", "allée des Tilleuls", "impasse Pasteur"]), R.randint(10000, 95999), R.choice(["Bordeaux", "Rennes", "Grenoble"]))
    if cc == "ES":
        return "%s, %d, %dº %s, %05d %s" % (R.choice(["C/ Gran Vía", "Paseo de Gracia", "Calle de Serrano"]), n, R.randint(1, 9), R.choice(["izq.", "dcha.", "B"]), R.randint(1000, 52999), R.choice(["Valencia", "Málaga", "Bilbao"]))
    if cc == "PT":
        return "%s n.º %d, %04d-%03d %s" % (R.choice(["Travessa do Carmo", "Rua Cândido dos Reis", "Avenida dos Aliados"]), n, R.randint(1000, 9999), R.randint(0, 999), R.choice(["Coimbra", "Aveiro", "Faro"]))
    return "Via %s %d, %05d %s" % (R.choice(["Garibaldi", "dei Mille", "Roma"]), n, R.randint(10000, 98999), R.choice(["Torino", "Bologna", "Bari"]))


def g_ipv4():
    return "%d.%d.%d.%d" % (R.choice([5, 37, 79, 84, 90, 92, 95, 176, 195, 201, 203]), R.randrange(256), R.randrange(256), R.randint(1, 254))


def g_uuid():
    h = ch("0123456789abcdef", 32)
    return "-".join((h[:8], h[8:12], "4" + h[13:16], R.choice("89ab") + h[17:20], h[20:]))


HEXC = "0123456789abcdef"
B64C = AN + "+/"
URLC = AN + "-_"

G = {
    # secrets
    "pw": g_pw, "pw_noquote": lambda: re.sub(r"[\"'\\$`@:/ ;]", "", g_pw()), "ghp": g_ghp,
    "ghpat": lambda: "github_pat_11" + ch(UP + DG, 20) + "_" + ch(AN, 59), "glpat": lambda: "glpat-" + ch(URLC, 20),
    "xoxb": lambda: "xoxb-%s-%s-%s" % (ch(DG, 12), ch(DG, 13), ch(AN, 24)), "xoxp": lambda: "xoxp-%s-%s-%s-%s" % (ch(DG, 11), ch(DG, 12), ch(DG, 13), ch(HEXC, 32)),
    "sk_live": lambda: R.choice(["sk_live_51", "rk_live_51"]) + ch(AN, 97), "akia": lambda: R.choice(["AKIA", "ASIA"]) + ch(UP + "234567", 16),
    "awssec": lambda: ch(B64C, 40), "aiza": lambda: "AIza" + ch(URLC, 35), "twsk": lambda: "SK" + ch(HEXC, 32), "hex32": lambda: ch(HEXC, 32),
    "tskey": lambda: "tskey-auth-k" + ch(AN, 10) + "CNTRL-" + ch(AN, 33), "glc": g_glc,
    "azsec": lambda: ch(AN, 3) + "8Q~" + ch(AN + "~._-", 34), "npm": g_npm, "pypi": lambda: "pypi-AgEIcHlwaS5vcmcCJ" + ch(URLC, 140),
    "oai": lambda: R.choice(["sk-proj-", "sk-svcacct-", "sk-admin-"]) + ch(URLC, 64) + "T3BlbkFJ" + ch(URLC, 64),
    "ant": lambda: "sk-ant-" + R.choice(["api03-", "admin01-"]) + ch(URLC, 93) + "AA", "sg": lambda: "SG." + ch(URLC, 22) + "." + ch(URLC, 43),
    "hf": lambda: "hf_" + ch(LO + UP, 34), "jwt": g_jwt, "pem": g_pem_body, "hex64": lambda: ch(HEXC, 64),
    "sess": lambda: ch(AN, 40), "tok": lambda: ch(AN + "-_", R.randint(30, 48)), "basic": lambda: base64.b64encode(("%s:%s" % (R.choice(SYL), g_pw())).encode()).decode(),
    # pii
    "card": g_card, "iban": g_iban, "ssn": g_ssn, "ssn_bare": g_ssn_bare, "nino": g_nino, "steuer": g_steuer, "nie": g_nie, "dni": g_dni,
    "nir": g_nir, "cpf": g_cpf, "aadhaar": g_aadhaar, "pan": g_pan, "passport": g_passport, "ipv4": g_ipv4,
    "ipv6": lambda: "2001:%s:%s::%s:%s" % (R.choice(["16b8", "41d0", "4860", "1c00"]), ch(HEXC, 4), ch(HEXC, 4).lstrip("0") or "a", ch(HEXC, 4)),
    # keep
    "uuid": g_uuid, "sha40": lambda: ch(HEXC, 40), "sha7": lambda: ch(HEXC, 7) + R.choice("abcdef"),
    "sri": lambda: "sha512-" + base64.b64encode(bytes(R.randrange(256) for _ in range(64))).decode(),
    "sri384": lambda: "sha384-" + base64.b64encode(bytes(R.randrange(256) for _ in range(48))).decode(),
    "sshfp": lambda: "SHA256:" + base64.b64encode(bytes(R.randrange(256) for _ in range(32))).decode().rstrip("="),
    "ver4": lambda: "%d.%d.%d.%d" % (R.choice([6, 10, 17, 31, 120]), R.randint(0, 9), R.randint(1000, 26100), R.randint(1, 9999)),
    "chatcmpl": lambda: "chatcmpl-" + ch(AN, 29), "msg01": lambda: "msg_01" + ch(AN, 22), "run": lambda: "run_" + ch(AN, 24),
    "req": lambda: "req_" + ch(HEXC, 32), "cus": lambda: "cus_" + ch(AN, 14), "evt": lambda: "evt_1" + ch(AN, 23), "pi": lambda: "pi_3" + ch(AN, 23),
    "order": lambda: R.choice(["ORD-", "SO-", "#", "PO "]) + str(R.randint(10 ** 5, 10 ** 8)),
    "ts": lambda: R.choice(["2026-%02d-%02d %02d:%02d:%02d", "2026-%02d-%02dT%02d:%02d:%02d+02:00"]) % (R.randint(1, 12), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59)),
    "amount": lambda: R.choice(["CHF 1'240.50", "USD 3,999.00", "kr 749,00", "₺1.250,00", "€ 12.400", "$0.0042 per 1K tokens"]),
    "port": lambda: str(R.choice([22, 443, 5672, 8443, 9200, 27017, 11211])),
    "url": lambda: R.choice(["https://developer.mozilla.org/en-US/docs/Web/HTTP/Status/502", "https://www.postgresql.org/docs/16/libpq-pgpass.html", "https://pkg.go.dev/net/http", "https://learn.microsoft.com/en-us/azure/key-vault/"]),
    "path": lambda: R.choice(["/etc/ssl/private/", "/opt/app/releases/2026-03-01/", "%APPDATA%\\Acme\\config.json", "./secrets/.gitkeep"]),
}


# ======================================================================= templates
# (source, lang, template); the class of the first slot is the template's class.
T = [
    # ---------------- secrets: passwords through verbs and back-references
    ("jira_comment", "en", "Rolled the service account this morning. Went with ⟪s|pw_verb|pw⟫ — update the runbook when you get a chance."),
    ("discord", "en", "fwiw I just typed ⟪s|pw_verb|pw⟫ into the prompt and it let me in"),
    ("zendesk", "en", "Agent note: customer reset it herself and chose ⟪s|pw_verb|pw⟫, confirmed working."),
    ("irc", "en", "<kb> try ⟪s|pw_verb|pw⟫ on the kiosk, that was the last one I handed out"),
    ("zendesk", "en", "Customer: still whatever we agreed last time, i.e. ⟪s|pw_backref|pw⟫"),
    ("discord", "en", "nope, hasn't changed since March -> ⟪s|pw_backref|pw⟫"),
    ("teams", "en", "it's the one from the onboarding sheet again: ⟪s|pw_backref|pw⟫"),
    ("jira_comment", "de", "Ist immer noch ⟪s|pw_backref|pw⟫, hat keiner geändert."),
    ("teams", "nl", "is nog steeds ⟪s|pw_backref|pw⟫ hoor"),
    # cue words in other languages
    ("email", "de", "Ihr vorläufiges Passwort: ⟪s|pw_lang_cue|pw⟫\nBitte ändern Sie es bei der ersten Anmeldung."),
    ("email", "de", "Das Kennwort für das Gäste-WLAN wurde in ⟪s|pw_lang_cue|pw⟫ geändert."),
    ("zendesk", "pt", "Cliente: a senha que eu cadastrei foi ⟪s|pw_lang_cue|pw⟫, mas o app diz que é inválida"),
    ("zendesk", "es", "Usuario: contraseña nueva = ⟪s|pw_lang_cue|pw⟫ ¿por qué no funciona?"),
    ("email", "fr", "Votre mot de passe provisoire est ⟪s|pw_lang_cue|pw⟫. Il expire dans 48 heures."),
    ("teams", "nl", "Wachtwoord van de testomgeving: ⟪s|pw_lang_cue|pw⟫"),
    ("discord", "pl", "hasło to ⟪s|pw_lang_cue|pw⟫ (małe i duże litery)"),
    ("teams", "ja", "検証環境のパスワード: ⟪s|pw_lang_cue|pw⟫"),
    ("email", "it", "La parola d'ordine del router è ⟪s|pw_lang_cue|pw⟫."),
    ("teams", "sv", "Lösenord till testkontot: ⟪s|pw_lang_cue|pw⟫"),
    ("discord", "tr", "Şifre: ⟪s|pw_lang_cue|pw⟫ — kimseyle paylaşma"),
    ("email", "cs", "Heslo k účtu je ⟪s|pw_lang_cue|pw⟫."),
    ("email", "da", "Din adgangskode er ⟪s|pw_lang_cue|pw⟫"),
    # login pairs
    ("email", "en", "For the remote site the VPN login is ⟪x|u|user⟫ / ⟪s|login_pair_slash|pw⟫ (split tunnel enabled)."),
    ("teams", "en", "VPN login is ⟪x|u|user⟫/⟪s|login_pair_slash|pw⟫ until IT moves us to SSO"),
    ("zendesk", "en", "router admin: user ⟪x|u|user⟫ pass ⟪s|login_pair_slash|pw⟫"),
    ("email", "de", "Zugangsdaten Fernwartung: Benutzer ⟪x|u|user⟫ / ⟪s|login_pair_slash|pw⟫"),
    # variable names as cues
    ("slack", "en", "rotated ⟪x|v|var⟫ on prod, new value is ⟪s|pw_varname|pw⟫"),
    ("slack", "en", "⟪x|v|var⟫ got leaked in the log so I changed it → ⟪s|pw_varname|pw⟫"),
    ("teams", "en", "fyi ⟪x|v|var⟫ is now ⟪s|pw_varname|pw⟫ in staging, prod untouched"),
    # quoted structures
    ("client_log", "en", "[2026-02-11 14:03:55] http.client DEBUG send: {'method': 'GET', 'headers': {'Authorization': 'Bearer ⟪s|dict_bearer|tok⟫', 'Accept': '*/*'}}"),
    ("client_log", "en", "aiohttp request headers={'Content-Type': 'application/json', 'Authorization': 'Basic ⟪s|dict_bearer|basic⟫'}"),
    ("client_log", "en", "requests.post(url, headers={\"authorization\": \"Bearer ⟪s|dict_bearer|jwt⟫\"}) -> <Response [403]>"),
    ("har", "en", '{"name": "cookie", "value": "JSESSIONID=⟪s|cookie_value|sess⟫; theme=dark"}'),
    ("http_trace", "en", "Set-Cookie: __Host-session=⟪s|cookie_value|sess⟫; Path=/; Secure; HttpOnly; SameSite=Lax"),
    ("shell_history", "en", "curl -b 'connect.sid=⟪s|cookie_value|sess⟫' https://intranet.acme.io/api/me"),
    ("shell_history", "en", "$ echo '⟪x|h|dbhost⟫:5432:*:replicator:⟪s|pgpass_line|pw_noquote⟫' >> ~/.pgpass"),
    ("config", "en", "# ~/.netrc\nmachine api.heroku.com\n  login ops@acme.io\n  password ⟪s|pgpass_line|pw_noquote⟫\n"),
    ("config", "en", "default login anonymous password ⟪s|pgpass_line|pw_noquote⟫"),
    ("config", "en", "# terraform.tfvars\nregion      = \"eu-north-1\"\ndb_password = \"⟪s|config_value|pw_noquote⟫\"\n"),
    ("config", "en", "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_PASSWORD: ⟪s|config_value|pw_noquote⟫\n"),
    ("config", "en", "; pip.conf\n[global]\nindex-url = https://pypi.acme.io/simple\n[auth]\npassword=⟪s|config_value|pw_noquote⟫\n"),
    ("config", "en", '{\n  "ConnectionStrings": {\n    "Main": "Server=sql01;Database=Crm;User Id=crm_app;Password=⟪s|config_value|pw_noquote⟫;"\n  }\n}'),
    ("config", "en", "DATABASES = {'default': {'ENGINE': 'django.db.backends.mysql', 'NAME': 'shop', 'PASSWORD': '⟪s|config_value|pw_noquote⟫'}}"),
    ("config", "en", "[client]\nuser=backup\npassword=⟪s|config_value|pw_noquote⟫\n"),
    ("config", "en", "//registry.npmjs.org/:_authToken=⟪s|config_value|npm⟫"),
    ("tool_call", "en", '{"tool":"ssh_exec","arguments":{"host":"⟪x|h|dbhost⟫","username":"root","password":"⟪s|tool_args|pw_noquote⟫","cmd":"df -h"}}'),
    ("tool_call", "en", '{"name": "send_email", "arguments": "{\\"smtp_user\\": \\"noreply\\", \\"smtp_pass\\": \\"⟪s|tool_args|pw_noquote⟫\\"}"}'),
    ("tool_call", "en", '{"function":{"name":"create_api_client","arguments":{"client_secret":"⟪s|tool_args|tok⟫"}}}'),
    ("http_trace", "en", "GET /v1/reports?format=csv&api_key=⟪s|url_query|tok⟫&page=2 HTTP/1.1\nHost: api.metrics.io"),
    ("client_log", "en", "redirect -> https://app.acme.io/oauth/callback?code=⟪s|url_query|tok⟫&state=xyz"),
    ("ci_log", "en", "+ wget -q 'https://downloads.vendor.com/pkg.tgz?X-Amz-Signature=⟪s|url_query|hex64⟫&X-Amz-Expires=300'"),
    ("config", "en", "DATABASE_URL=postgres://app:⟪s|conn_url|pw_noquote⟫@⟪x|h|dbhost⟫:5432/app?sslmode=require"),
    ("stack_trace", "en", "pymongo.errors.ServerSelectionTimeoutError: mongodb://admin:⟪s|conn_url|pw_noquote⟫@mongo-0.mongo:27017/?authSource=admin timed out"),
    ("ci_log", "en", "Cloning into 'infra'...\nfatal: unable to access 'https://ci-bot:⟪s|conn_url|pw_noquote⟫@git.acme.io/ops/infra.git/': 403"),
    ("config", "en", "CELERY_BROKER_URL=amqp://worker:⟪s|conn_url|pw_noquote⟫@rabbitmq:5672//"),
    ("github_issue", "en", "Repro: open [the build page](https://jenkins:⟪s|md_link_basic|pw_noquote⟫@ci.acme.io/job/main/) and click rebuild."),
    ("github_issue", "en", "Mirror is at <https://mirror:⟪s|md_link_basic|pw_noquote⟫@artifacts.acme.io/repo/>, see logs below."),
    # vendor tokens
    ("ci_log", "en", "env:\n  GH_TOKEN: ⟪s|tok_github|ghp⟫"),
    ("discord", "en", "is this expired? ⟪s|tok_github|ghpat⟫"),
    ("shell_history", "en", "git remote set-url origin https://oauth2:⟪s|tok_gitlab|glpat⟫@gitlab.com/acme/app.git"),
    ("config", "en", "gitlab:\n  private_token: ⟪s|tok_gitlab|glpat⟫"),
    ("client_log", "en", "slack_sdk.errors.SlackApiError: invalid_auth (token=⟪s|tok_slack|xoxb⟫)"),
    ("slack", "en", "the legacy user token is ⟪s|tok_slack|xoxp⟫ please don't use it"),
    ("stack_trace", "en", "stripe.error.AuthenticationError: Invalid API Key provided: ⟪s|tok_stripe|sk_live⟫"),
    ("config", "en", "STRIPE_KEY=⟪s|tok_stripe|sk_live⟫"),
    ("config", "en", "[profile ci]\naws_access_key_id=⟪s|tok_aws|akia⟫\naws_secret_access_key=⟪s|tok_aws|awssec⟫"),
    ("shell_history", "en", "AWS_ACCESS_KEY_ID=⟪s|tok_aws|akia⟫ AWS_SECRET_ACCESS_KEY=⟪s|tok_aws|awssec⟫ aws s3 ls"),
    ("client_log", "en", "GET https://maps.googleapis.com/maps/api/geocode/json?address=Lisbon&key=⟪s|tok_google|aiza⟫"),
    ("config", "en", "<string name=\"google_api_key\">⟪s|tok_google|aiza⟫</string>"),
    ("email", "en", "Twilio creds for the SMS gateway: API key ⟪s|tok_twilio|twsk⟫, secret ⟪s|tok_twilio|hex32⟫"),
    ("config", "en", "TWILIO_AUTH_TOKEN=⟪s|tok_twilio|hex32⟫"),
    ("shell_history", "en", "sudo tailscale up --authkey=⟪s|tok_tailscale|tskey⟫ --ssh"),
    ("config", "en", "grafana_cloud:\n  api_key: ⟪s|tok_grafana|glc⟫"),
    ("teams", "en", "Azure app 'billing-sync' secret value: ⟪s|tok_azure|azsec⟫ (the ID column is not the secret)"),
    ("config", "en", "AZURE_CLIENT_SECRET=⟪s|tok_azure|azsec⟫"),
    ("ci_log", "en", "npm notice Publishing with token ⟪s|tok_npm|npm⟫"),
    ("config", "en", "[pypi]\n  username = __token__\n  password = ⟪s|tok_pypi|pypi⟫"),
    ("client_log", "en", "openai.AuthenticationError: Incorrect API key provided: ⟪s|tok_openai|oai⟫."),
    ("jupyter", "en", "client = OpenAI(api_key=\"⟪s|tok_openai|oai⟫\")"),
    ("jupyter", "en", "anthropic.Anthropic(api_key='⟪s|tok_anthropic|ant⟫')"),
    ("config", "en", "ANTHROPIC_API_KEY=⟪s|tok_anthropic|ant⟫"),
    ("config", "en", "sendgrid:\n  key: ⟪s|tok_sendgrid|sg⟫"),
    ("shell_history", "en", "huggingface-cli login --token ⟪s|tok_hf|hf⟫"),
    ("jupyter", "en", "from huggingface_hub import login\nlogin(\"⟪s|tok_hf|hf⟫\")"),
    ("http_trace", "en", "GET /userinfo HTTP/1.1\nauthorization: Bearer ⟪s|tok_jwt|jwt⟫"),
    ("zendesk", "en", "Customer pasted this from the browser storage: ⟪s|tok_jwt|jwt⟫"),
    ("github_issue", "en", "here's my config, key included (oops):\n```\n-----BEGIN OPENSSH PRIVATE KEY-----\n⟪s|pem_block|pem⟫\n-----END OPENSSH PRIVATE KEY-----\n```"),
    ("config", "en", "tls:\n  key: |\n    -----BEGIN EC PRIVATE KEY-----\n⟪s|pem_block|pem⟫\n    -----END EC PRIVATE KEY-----"),
    ("discord", "en", "signer privkey ⟪s|hex_key_cue|hex64⟫ for the devnet faucet"),
    ("config", "en", "PRIVATE_KEY=0x⟪s|hex_key_cue|hex64⟫\nRPC_URL=https://rpc.sepolia.org"),
    ("email", "en", "Vault root token for the DR drill: ⟪s|vault_token|vault⟫"),
    ("shell_history", "en", "export VAULT_TOKEN=⟪s|vault_token|vault⟫"),
    # ---------------- personal data
    ("teams", "en", "⟪p|name_last_first|lf_en⟫  10:42 AM\nanyone know why the nightly is red?"),
    ("slack", "it", "⟪p|name_last_first|lf_it⟫ — 09:15\nbuongiorno, il deploy è fermo"),
    ("email", "sv", "Från: ⟪p|name_last_first|lf_sv⟫\nÄmne: Faktura mars"),
    ("email", "it", "Grazie mille per l'aiuto.\n\nCordiali saluti,\n⟪p|name_signoff|full_it⟫"),
    ("email", "sv", "Tack för snabbt svar!\n\nMed vänliga hälsningar\n⟪p|name_signoff|full_sv⟫"),
    ("email", "tr", "Yardımınız için teşekkürler.\n\nSaygılarımla,\n⟪p|name_signoff|full_tr⟫"),
    ("email", "en", "Cheers,\n⟪p|name_signoff|first_en⟫\n\nSent from my phone"),
    ("email", "da", "Venlig hilsen\n⟪p|name_signoff|full_da⟫"),
    ("call_transcript", "it", "OPERATORE: Buongiorno, con chi parlo?\nCLIENTE: Sono ⟪p|name_intro|full_it⟫, chiamo per la bolletta."),
    ("call_transcript", "sv", "KUND: Hej, jag heter ⟪p|name_intro|full_sv⟫ och har problem med inloggningen."),
    ("call_transcript", "tr", "MÜŞTERİ: Merhaba, benim adım ⟪p|name_intro|full_tr⟫."),
    ("call_transcript", "cs", "ZÁKAZNÍK: Dobrý den, jmenuji se ⟪p|name_intro|full_cs⟫."),
    ("call_transcript", "en", "CALLER: yeah hi, it's ⟪p|name_intro|full_en⟫ from accounts payable"),
    ("call_transcript", "hi", "Caller: Namaste, main ⟪p|name_intro|full_hi⟫ bol raha hoon."),
    ("sql", "en", "mysql> SELECT id, name, email FROM users WHERE id=⟪x|n|num⟫;\n+----+----------------+------------------+\n| id | name           | email            |\n+----+----------------+------------------+\n| ⟪x|n|num⟫ | ⟪p|name_table|full_br⟫ | ⟪p|email|email_br⟫ |\n+----+----------------+------------------+"),
    ("docs", "en", "| Owner | Team | On-call |\n|---|---|---|\n| ⟪p|name_table|full_en⟫ | payments | yes |"),
    ("sql", "de", "INSERT INTO kunden (vorname, nachname, ort) VALUES ('⟪p|name_table|first_de⟫', '⟪p|name_table|last_de⟫', 'Kassel');"),
    ("call_transcript", "en", "CALLER: the last name is ⟪p|name_spelled|spell_en⟫\nAGENT: thank you"),
    ("call_transcript", "it", "CLIENTE: il cognome si scrive ⟪p|name_spelled|spell_it⟫"),
    ("call_transcript", "de", "ANRUFER: Nachname, ich buchstabiere: ⟪p|name_spelled|spell_de⟫"),
    ("email", "it", "scrivetemi pure a ⟪p|email|email_it⟫ per la conferma"),
    ("zendesk", "en", "Contact: ⟪p|email|email_en⟫"),
    ("discord", "en", "dm me or mail ⟪p|email_obf|obf1⟫"),
    ("zendesk", "sv", "mejla mig på ⟪p|email_obf|obf2⟫"),
    ("github_issue", "en", "maintainer contact: ⟪p|email_obf|obf3⟫"),
    ("slack", "en", "cc ⟪p|handle|handle⟫ — you own the billing service, right?"),
    ("teams", "en", "thanks ⟪p|handle|handle⟫ for jumping on this at 3am"),
    ("github_issue", "en", "/assign ⟪p|handle|handle⟫"),
    ("zendesk", "it", "il mio cellulare: ⟪p|phone_nat|ph_IT⟫"),
    ("email", "de", "Rückruf bitte unter ⟪p|phone_nat|ph_DE⟫"),
    ("zendesk", "pt", "contacto fixo ⟪p|phone_nat|ph_PT⟫"),
    ("call_transcript", "es", "CLIENTE: apunte, mi número es el ⟪p|phone_nat|ph_ES⟫"),
    ("email", "en", "You can reach me on ⟪p|phone_nat|ph_GB⟫ most afternoons."),
    ("zendesk", "fr", "Vous pouvez me joindre au ⟪p|phone_nat|ph_FR⟫"),
    ("call_transcript", "en", "CALLER: best number is ⟪p|phone_nat|ph_US⟫"),
    ("zendesk", "en", "Customer phone: ⟪p|phone_nat|ph_IN⟫"),
    ("whatsapp", "pt", "me liga no ⟪p|phone_nat|ph_BR⟫ depois das 18h"),
    ("email", "sv", "ring mig på ⟪p|phone_nat|ph_SE⟫"),
    ("email", "tr", "cep telefonum ⟪p|phone_nat|ph_TR⟫"),
    ("email", "en", "WhatsApp: ⟪p|phone_intl|phi_IT⟫"),
    ("email", "en", "Tel ⟪p|phone_intl|phi_DE⟫ (office)"),
    ("zendesk", "en", "callback requested at ⟪p|phone_intl|phi_BR⟫"),
    ("zendesk", "en", "payment failed for card ⟪p|card_num|card⟫, please advise"),
    ("email", "it", "ho pagato con la carta ⟪p|card_num|card⟫ ma l'addebito è doppio"),
    ("tool_call", "en", '{"name":"refund","arguments":{"card_number":"⟪p|card_num|card⟫","amount":"⟪k|amount|amount⟫"}}'),
    ("email", "it", "Vi prego di effettuare il bonifico sull'IBAN ⟪p|iban_num|iban⟫"),
    ("email", "sv", "Betala till IBAN: ⟪p|iban_num|iban⟫"),
    ("docs", "en", "Payee: ACME GmbH\nIBAN ⟪p|iban_num|iban⟫\nReference: invoice 2026-114"),
    ("zendesk", "en", "my social is ⟪p|us_ssn|ssn_bare⟫ if you need it"),
    ("email", "en", "SSN ⟪p|us_ssn|ssn⟫, DOB on file"),
    ("email", "en", "NI number: ⟪p|uk_ni|nino⟫"),
    ("email", "de", "Steuerliche Identifikationsnummer: ⟪p|de_taxid|steuer⟫"),
    ("zendesk", "es", "NIE ⟪p|es_id|nie⟫, ¿necesitan algo más?"),
    ("email", "es", "Mi DNI: ⟪p|es_id|dni⟫"),
    ("email", "fr", "mon numéro de sécu : ⟪p|fr_nir|nir⟫"),
    ("whatsapp", "pt", "CPF: ⟪p|br_cpf|cpf⟫"),
    ("zendesk", "en", "Aadhaar number ⟪p|in_aadhaar|aadhaar⟫ linked to the account"),
    ("email", "en", "PAN: ⟪p|in_pan|pan⟫ for the TDS certificate"),
    ("email", "it", "numero di passaporto ⟪p|passport_no|passport⟫"),
    ("zendesk", "en", "Passport No. ⟪p|passport_no|passport⟫, expires 2031"),
    ("email", "de", "Reisepass-Nr. ⟪p|passport_no|passport⟫"),
    ("zendesk", "it", "data di nascita: ⟪p|dob_cue|dob_it⟫"),
    ("email", "sv", "Födelsedatum: ⟪p|dob_cue|dob_sv⟫"),
    ("email", "tr", "Doğum tarihi: ⟪p|dob_cue|dob_dmy.⟫"),
    ("email", "cs", "datum narození ⟪p|dob_cue|dob_dmy.⟫"),
    ("zendesk", "en", "DOB ⟪p|dob_cue|dob_mdy⟫"),
    ("zendesk", "de", "Geb.-Datum ⟪p|dob_cue|dob_dmy.⟫"),
    ("zendesk", "es", "nacido el ⟪p|dob_cue|dob_dmy/⟫"),
    ("zendesk", "fr", "date de naissance : ⟪p|dob_cue|dob_dmy/⟫"),
    ("zendesk", "pt", "nascido em ⟪p|dob_cue|dob_dmy/⟫"),
    ("zendesk", "nl", "geboren op ⟪p|dob_cue|dob_dmy-⟫"),
    ("zendesk", "pl", "data urodzenia ⟪p|dob_cue|dob_dmy.⟫"),
    ("zendesk", "ja", "生年月日 ⟪p|dob_cue|dob_ja⟫"),
    ("call_transcript", "it", "OPERATORE: mi conferma la data di nascita?\nCLIENTE: ⟪p|dob_prev|dob_dmy/⟫"),
    ("call_transcript", "de", "AGENT: Und Ihr Geburtsdatum?\nKUNDE: ⟪p|dob_prev|dob_dmy.⟫"),
    ("call_transcript", "en", "AGENT: date of birth please\nCALLER: uh, ⟪p|dob_prev|dob_en⟫"),
    ("sql", "en", "psql> select id, dob from patients limit 1;\n id  |    dob\n-----+------------\n ⟪x|n|num⟫ | ⟪p|dob_struct|dob_iso⟫\n(1 row)"),
    ("sql", "en", "id;nome;data_nascita\n⟪x|n|num⟫;Mario;⟪p|dob_struct|dob_dmy/⟫"),
    ("sql", "en", "INSERT INTO members (member_no, birth_date) VALUES (⟪x|n|num⟫, '⟪p|dob_struct|dob_iso⟫');"),
    ("zendesk", "en", "ship to: ⟪p|address|addr_US⟫"),
    ("email", "en", "Our new office is at ⟪p|address|addr_GB⟫ from Monday."),
    ("email", "de", "Bitte an folgende Adresse liefern: ⟪p|address|addr_DE⟫"),
    ("email", "fr", "Je réside au ⟪p|address|addr_FR⟫ depuis mai."),
    ("whatsapp", "es", "estoy en ⟪p|address|addr_ES⟫, portal verde"),
    ("email", "pt", "Morada: ⟪p|address|addr_PT⟫"),
    ("email", "it", "abito in ⟪p|address|addr_IT⟫"),
    ("zendesk", "en", "customer says their public IP is ⟪p|ip_addr|ipv4⟫ and the firewall blocks it"),
    ("client_log", "en", "192.0.2.1 - - [11/Mar/2026:10:01:12 +0000] \"GET /login HTTP/1.1\" 200 | real_ip=⟪p|ip_addr|ipv4⟫"),
    ("zendesk", "en", "my IPv6 is ⟪p|ip_addr|ipv6⟫"),
    # ---------------- keep (look-alikes)
    ("tool_call", "en", '{"object":"chat.completion","id":"⟪k|obj_id|chatcmpl⟫","choices":[]}'),
    ("client_log", "en", "anthropic response id=⟪k|obj_id|msg01⟫ stop_reason=tool_use"),
    ("client_log", "en", "assistants: polling ⟪k|obj_id|run⟫ (status=in_progress)"),
    ("http_trace", "en", "< openai-request-id: ⟪k|obj_id|req⟫"),
    ("client_log", "en", "webhook evt ⟪k|obj_id|evt⟫ for ⟪k|obj_id|cus⟫ processed"),
    ("client_log", "en", "charge succeeded: ⟪k|obj_id|pi⟫"),
    ("ci_log", "en", "request_id=⟪k|uuid|uuid⟫ status=200 duration=34ms"),
    ("sql", "en", "DELETE FROM sessions WHERE id = '⟪k|uuid|uuid⟫';"),
    ("ci_log", "en", "Checking out ⟪k|git_sha|sha40⟫ (refs/remotes/origin/main)"),
    ("github_issue", "en", "regression introduced in ⟪k|git_sha|sha7⟫, reverting"),
    ("config", "en", '"node_modules/left-pad": {\n  "version": "1.3.0",\n  "integrity": "⟪k|sri|sri⟫"\n}'),
    ("docs", "en", '<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.3/dist/js/bootstrap.min.js" integrity="⟪k|sri|sri384⟫" crossorigin="anonymous"></script>'),
    ("shell_history", "en", "The authenticity of host 'bastion (203.0.113.7)' can't be established.\nECDSA key fingerprint is ⟪k|ssh_fp|sshfp⟫."),
    ("shell_history", "en", "256 ⟪k|ssh_fp|sshfp⟫ deploy@ci (ED25519)"),
    ("client_log", "en", "OS: Microsoft Windows ⟪k|ver_4|ver4⟫, agent 3.2.0"),
    ("ci_log", "en", "dotnet --version => ⟪k|ver_4|ver4⟫"),
    ("config", "en", "resources:\n  requests:\n    cpu: ⟪k|k8s_qty|cpu⟫\n    memory: ⟪k|k8s_qty|mem⟫"),
    ("slack", "en", "bumped the limit to ⟪k|k8s_qty|mem⟫ and it still dies"),
    ("client_log", "en", "upstream answered ⟪k|http_phrase|httpph⟫ after 30001ms"),
    ("zendesk", "en", "the page just says ⟪k|http_phrase|httpph⟫ when I upload"),
    ("slack", "en", "container status: ⟪k|err_name|errn⟫ (exit code 137)"),
    ("stack_trace", "en", "Traceback (most recent call last):\n  File \"etl.py\", line 41, in <module>\n⟪k|err_name|errn⟫: 'customer_id'"),
    ("discord", "en", "⟪k|assistant|asst⟫, summarise this thread please"),
    ("teams", "de", "⟪k|assistant|asst⟫ hat mir eine falsche Antwort gegeben"),
    ("zendesk", "en", "can the bot reply in ⟪k|language|langn⟫? my parents don't read English"),
    ("teams", "en", "switch the summary language to ⟪k|language|langn⟫ please"),
    ("docs", "en", "Example: `aws configure` then paste ⟪k|example_key|exkey⟫ as the access key."),
    ("docs", "en", "In the docs they use the sample key ⟪k|example_key|exkey⟫, it is not real."),
    ("zendesk", "en", "my order ⟪k|order_no|order⟫ never arrived"),
    ("email", "it", "ordine ⟪k|order_no|order⟫ spedito"),
    ("client_log", "en", "⟪k|timestamp|ts⟫ INFO worker started pid=4412"),
    ("ci_log", "en", "Finished at ⟪k|timestamp|ts⟫"),
    ("email", "en", "the offsite is on ⟪k|event_day|evdate⟫, please book travel"),
    ("email", "it", "la riunione è fissata per il ⟪k|event_day|evdate_it⟫"),
    ("email", "de", "Rechnungsdatum: ⟪k|event_day|evdate⟫"),
    ("zendesk", "en", "I was charged ⟪k|amount|amount⟫ twice"),
    ("docs", "en", "the service listens on port ⟪k|port|port⟫ by default"),
    ("docs", "en", "see ⟪k|pub_url|url⟫ for details"),
    ("docs", "en", "put the cert under ⟪k|fs_path|path⟫ and restart"),
    ("config", "en", "password: ⟪k|tmpl_ref|tref⟫"),
    ("config", "en", "DB_PASSWORD=⟪k|tmpl_ref|tref⟫"),
    ("docs", "en", "token = \"⟪k|placeholder_val|phold⟫\"  # put your own token here"),
    ("docs", "en", "Passwort: ⟪k|placeholder_val|phold⟫ (Beispiel)"),
]

T += [
    # more phrasings, other structures
    ("whatsapp", "en", "ok changed it!! now it's ⟪s|pw_verb|pw⟫ lol"),
    ("email", "en", "I went ahead and updated the kiosk account; the login now works with ⟪s|pw_verb|pw⟫."),
    ("jira_comment", "de", "Habe das Admin-Konto zurückgesetzt, neu: ⟪s|pw_verb|pw⟫"),
    ("zendesk", "es", "Cliente: la cambié a ⟪s|pw_verb|pw⟫ y sigue sin entrar"),
    ("whatsapp", "pt", "troquei pra ⟪s|pw_verb|pw⟫, testa aí"),
    ("slack", "en", "same creds as the old wiki, ⟪s|pw_backref|pw⟫"),
    ("email", "es", "Sigue siendo la de siempre: ⟪s|pw_backref|pw⟫"),
    ("whatsapp", "it", "è sempre la stessa dell'anno scorso: ⟪s|pw_backref|pw⟫"),
    ("teams", "en", "Remote desktop: username ⟪x|u|user⟫, password ⟪s|login_pair_slash|pw⟫"),
    ("whatsapp", "it", "accesso al pannello: ⟪x|u|user⟫ / ⟪s|login_pair_slash|pw⟫"),
    ("zendesk", "sv", "Inloggning: ⟪x|u|user⟫ / ⟪s|login_pair_slash|pw⟫"),
    ("jira_comment", "en", "Changed ⟪x|v|var⟫ as discussed. Value: ⟪s|pw_varname|pw⟫"),
    ("discord", "en", "⟪x|v|var⟫=⟪s|pw_varname|pw⟫ works locally, can't get it to stick in CI"),
    ("client_log", "en", "2026-03-09T10:11:12Z DEBUG outgoing request headers: {'X-Api-Key': '⟪s|dict_bearer|tok⟫', 'Accept': 'application/json'}"),
    ("stack_trace", "en", "  File \"/usr/lib/python3/site-packages/httpx/_client.py\", line 901, in send\n    headers = {'authorization': 'Bearer ⟪s|dict_bearer|tok⟫'}"),
    ("http_trace", "en", "> GET /dashboard HTTP/1.1\n> Cookie: remember_token=⟪s|cookie_value|sess⟫\n> Accept: text/html"),
    ("client_log", "en", "document.cookie = \"auth=⟪s|cookie_value|sess⟫; path=/\""),
    ("config", "en", "*:*:*:postgres:⟪s|pgpass_line|pw_noquote⟫"),
    ("shell_history", "en", "$ printf 'machine ftp.acme.io login upload password %s\\n' ⟪s|pgpass_line|pw_noquote⟫ >> ~/.netrc"),
    ("config", "en", "[settings]\nsmtp_password: ⟪s|config_value|pw_noquote⟫\n"),
    ("config", "en", "spring.datasource.password=⟪s|config_value|pw_noquote⟫\nspring.jpa.hibernate.ddl-auto=validate"),
    ("config", "en", "<add key=\"SmtpPassword\" value=\"⟪s|config_value|pw_noquote⟫\" />"),
    ("config", "en", "[[servers]]\nname = \"backup\"\npassword = '⟪s|config_value|pw_noquote⟫'"),
    ("tool_call", "en", '{"type":"function","function":{"name":"db_connect","arguments":"{\\"dsn\\":\\"host=db user=app password=⟪s|tool_args|pw_noquote⟫\\"}"}}'),
    ("tool_call", "en", '{"tool_input": {"api_token": "⟪s|tool_args|tok⟫", "repo": "acme/web"}}'),
    ("shell_history", "en", "curl 'https://hooks.acme.io/deploy?token=⟪s|url_query|tok⟫'"),
    ("client_log", "en", "WebSocket connecting to wss://rt.acme.io/socket?access_token=⟪s|url_query|jwt⟫"),
    ("ci_log", "en", "Connecting to redis://:⟪s|conn_url|pw_noquote⟫@cache.int:6379/0 ... ok"),
    ("email", "en", "use this JDBC url: jdbc:mysql://reporter:⟪s|conn_url|pw_noquote⟫@mysql-primary:3306/dw"),
    ("docs", "en", "- [Kibana](https://elastic:⟪s|md_link_basic|pw_noquote⟫@kibana.int.acme.io:5601) — logs"),
    ("slack", "en", "new PAT for the bot: ⟪s|tok_github|ghp⟫"),
    ("email", "en", "Here is the deploy token: ⟪s|tok_gitlab|glpat⟫ (scope read_registry)"),
    ("config", "en", "SLACK_BOT_TOKEN: ⟪s|tok_slack|xoxb⟫"),
    ("zendesk", "en", "I entered the restricted key ⟪s|tok_stripe|sk_live⟫ in the plugin and it says unauthorized"),
    ("email", "en", "AccessKeyId ⟪s|tok_aws|akia⟫\nSecretAccessKey ⟪s|tok_aws|awssec⟫"),
    ("jupyter", "en", "genai.configure(api_key=\"⟪s|tok_google|aiza⟫\")"),
    ("config", "en", "tailscale:\n  authkey: ⟪s|tok_tailscale|tskey⟫"),
    ("shell_history", "en", "export GRAFANA_CLOUD_TOKEN=⟪s|tok_grafana|glc⟫"),
    ("email", "de", "Client-Geheimnis für die App-Registrierung: ⟪s|tok_azure|azsec⟫"),
    ("zendesk", "en", "npm keeps saying 401 with ⟪s|tok_npm|npm⟫"),
    ("ci_log", "en", "twine upload dist/* -u __token__ -p ⟪s|tok_pypi|pypi⟫"),
    ("slack", "en", "proj key for the eval harness: ⟪s|tok_openai|oai⟫"),
    ("discord", "en", "my claude key got rejected?? ⟪s|tok_anthropic|ant⟫"),
    ("email", "en", "SendGrid API key: ⟪s|tok_sendgrid|sg⟫"),
    ("config", "en", "HF_TOKEN=⟪s|tok_hf|hf⟫"),
    ("config", "en", "id_token: ⟪s|tok_jwt|jwt⟫"),
    ("email", "en", "Attached key in-line since the upload failed:\n-----BEGIN RSA PRIVATE KEY-----\n⟪s|pem_block|pem⟫\n-----END RSA PRIVATE KEY-----"),
    ("email", "en", "the private key for the hot wallet is ⟪s|hex_key_cue|hex64⟫"),
    ("jira_comment", "en", "vault login token: ⟪s|vault_token|vault⟫ (expires 24h)"),
    # pii
    ("email", "en", "-----Original Message-----\nFrom: ⟪p|name_last_first|lf_en⟫\nSent: Tuesday\nSubject: RE: access"),
    ("teams", "de", "⟪p|name_last_first|lf_de⟫ hat den Kanal verlassen"),
    ("email", "fr", "Bien à vous,\n⟪p|name_signoff|full_fr⟫"),
    ("email", "pl", "Pozdrawiam serdecznie\n⟪p|name_signoff|full_pl⟫"),
    ("call_transcript", "fr", "CLIENT : Oui bonjour, ⟪p|name_intro|full_fr⟫ à l'appareil."),
    ("call_transcript", "nl", "KLANT: Goedemiddag, u spreekt met ⟪p|name_intro|full_nl⟫."),
    ("call_transcript", "ja", "顧客: もしもし、⟪p|name_intro|last_ja⟫と申します。"),
    ("sql", "en", "name,team,start\n⟪p|name_table|full_it⟫,data,2024-02-01"),
    ("docs", "sv", "| Namn | Roll |\n|---|---|\n| ⟪p|name_table|full_sv⟫ | systemansvarig |"),
    ("call_transcript", "sv", "KUND: efternamnet stavas ⟪p|name_spelled|spell_sv⟫"),
    ("zendesk", "tr", "e-posta adresim ⟪p|email|email_tr⟫"),
    ("email", "sv", "Kontakt: ⟪p|email|email_sv⟫"),
    ("slack", "en", "mail me: ⟪p|email_obf|obf1⟫"),
    ("discord", "en", "pinging ⟪p|handle|handle⟫ and ⟪p|handle|handle⟫ for review"),
    ("zendesk", "en", "Contact number (intl): ⟪p|phone_intl|phi_SE⟫"),
    ("email", "en", "mobile ⟪p|phone_intl|phi_TR⟫"),
    ("email", "en", "call me on ⟪p|phone_intl|phi_IN⟫"),
    ("zendesk", "de", "Kreditkarte ⟪p|card_num|card⟫ wurde abgelehnt"),
    ("zendesk", "tr", "IBAN numaram: ⟪p|iban_num|iban⟫"),
    ("zendesk", "en", "Social Security Number ⟪p|us_ssn|ssn⟫"),
    ("call_transcript", "en", "CALLER: last four? no, full social: ⟪p|us_ssn|ssn_bare⟫"),
    ("zendesk", "en", "national insurance no ⟪p|uk_ni|nino⟫"),
    ("email", "de", "Steuer-ID ⟪p|de_taxid|steuer⟫ (für die Lohnabrechnung)"),
    ("whatsapp", "es", "te paso el DNI: ⟪p|es_id|dni⟫"),
    ("zendesk", "fr", "NIR : ⟪p|fr_nir|nir⟫"),
    ("email", "pt", "Segue meu CPF ⟪p|br_cpf|cpf⟫ para a nota fiscal."),
    ("email", "en", "my aadhar is ⟪p|in_aadhaar|aadhaar⟫"),
    ("zendesk", "en", "PAN no. ⟪p|in_pan|pan⟫"),
    ("call_transcript", "en", "AGENT: what year were you born and the full date?\nCALLER: ⟪p|dob_prev|dob_mdy⟫"),
    ("sql", "en", "birthdate,plan\n⟪p|dob_struct|dob_iso⟫,basic"),
    ("email", "sv", "Jag bor på ⟪p|address|addr_DE⟫ sedan i år."),
    ("zendesk", "en", "billing address: ⟪p|address|addr_GB⟫"),
    ("client_log", "en", "login ok user=⟪x|u|user⟫ src=⟪p|ip_addr|ipv4⟫"),
    # keep
    ("tool_call", "en", '{"id":"⟪k|obj_id|msg01⟫","type":"message","content":[{"type":"text","text":"done"}]}'),
    ("client_log", "en", "stripe customer ⟪k|obj_id|cus⟫ has no default payment method"),
    ("client_log", "en", "job ⟪k|uuid|uuid⟫ moved to dead-letter"),
    ("slack", "en", "can you cherry-pick ⟪k|git_sha|sha7⟫ onto the release branch?"),
    ("ci_log", "en", "npm warn tarball data for left-pad (⟪k|sri|sri⟫) seems to be corrupted"),
    ("teams", "en", "server host key is ⟪k|ssh_fp|sshfp⟫, verify before connecting"),
    ("zendesk", "en", "Chrome ⟪k|ver_4|ver4⟫ on Windows"),
    ("teams", "en", "the job asks for ⟪k|k8s_qty|cpu⟫ cpu and gets throttled"),
    ("jira_comment", "en", "Got ⟪k|http_phrase|httpph⟫ from the gateway during the load test"),
    ("ci_log", "en", "Error: pod terminated: ⟪k|err_name|errn⟫"),
    ("zendesk", "it", "ho chiesto a ⟪k|assistant|asst⟫ ma non capisce"),
    ("email", "it", "potete rispondere in ⟪k|language|langn⟫?"),
    ("config", "en", "aws_access_key_id = ⟪k|example_key|exkey⟫   # from the AWS docs"),
    ("email", "sv", "order ⟪k|order_no|order⟫ har skickats"),
    ("http_trace", "en", "< date: ⟪k|timestamp|ts⟫"),
    ("email", "sv", "mötet är den ⟪k|event_day|evdate⟫"),
    ("email", "sv", "totalt ⟪k|amount|amount⟫ inkl. moms"),
    ("config", "en", "listen_addresses = '*'\nport = ⟪k|port|port⟫"),
    ("github_issue", "en", "Docs: ⟪k|pub_url|url⟫"),
    ("ci_log", "en", "cp build/app.jar ⟪k|fs_path|path⟫"),
    ("config", "en", "token: ⟪k|tmpl_ref|tref⟫"),
    ("config", "en", "secret_key = \"⟪k|placeholder_val|phold⟫\""),
]

# one-line context prefixes that differ from corpus C's (syslog / chat-export style)
PREFIX = [lambda: "%s %2d %02d:%02d:%02d web-%d app[%d]: " % (R.choice(["Jan", "Feb", "Mar", "Apr"]), R.randint(1, 28), R.randint(0, 23), R.randint(0, 59), R.randint(0, 59), R.randint(1, 9), R.randint(100, 9999)),
          lambda: "[#%s] " % R.choice(["general", "infra", "help-desk", "random"]),
          lambda: "» ",
          lambda: "(edited) "]

CLEAN = [
    ("jira_comment", "en", "Reproduced on 4.11.2 with a fresh profile. The crash only happens when the export includes more than 10k rows; attaching the heap dump to the ticket."),
    ("zendesk", "it", "Cliente: l'app si blocca quando apro le impostazioni.\nOperatore: può provare ad aggiornare all'ultima versione dallo store?"),
    ("zendesk", "sv", "Kund: appen kraschar när jag öppnar kalendern.\nSupport: Tack, vi har skickat det vidare till utvecklarna."),
    ("email", "tr", "Merhaba,\nsistem bakımı cumartesi gecesi yapılacaktır. Bu süre içinde hizmet kesintisi yaşanabilir.\nİyi çalışmalar"),
    ("config", "en", "# values.yaml\nreplicaCount: 3\nimage:\n  repository: ghcr.io/acme/api\n  tag: \"2.14.0\"\nservice:\n  type: ClusterIP\n  port: 80\n"),
    ("config", "en", "[mypy]\npython_version = 3.12\nstrict = True\nexclude = (build|dist)/\n"),
    ("shell_history", "en", "  501  cd ~/src/api\n  502  git status\n  503  git pull --rebase\n  504  pytest -q -x\n  505  git push"),
    ("ci_log", "en", "Run terraform plan -no-color\nPlan: 2 to add, 1 to change, 0 to destroy.\nSaved the plan to: tfplan"),
    ("sql", "en", "EXPLAIN ANALYZE SELECT * FROM orders WHERE status = 'pending' AND created_at > now() - interval '1 hour';"),
    ("stack_trace", "en", "Exception in thread \"main\" java.lang.NullPointerException\n\tat com.acme.report.Builder.render(Builder.java:57)\n\tat com.acme.report.Main.main(Main.java:12)"),
    ("http_trace", "en", "HTTP/2 304\ncache-control: max-age=600\netag: \"5f2a-1d3\"\nvary: Accept-Encoding"),
    ("docs", "en", "Passwords must be at least 12 characters and may not reuse any of the last five. Tokens expire after 30 days of inactivity."),
    ("docs", "it", "Per reimpostare la password, apri Impostazioni > Sicurezza e segui le istruzioni ricevute via e-mail."),
    ("docs", "sv", "Byt lösenord under Inställningar → Konto. Du får en bekräftelse via e-post."),
    ("slack", "en", "retro notes: deploys got faster after caching the docker layers; still need alerts on queue depth"),
    ("teams", "en", "Reminder: the quarterly access review starts next week. Managers will get a task in the portal."),
    ("discord", "en", "anyone else seeing high latency on the eu-west endpoint? p99 jumped around 14:00 UTC"),
    ("client_log", "en", "I/ActivityManager: Displayed com.acme.app/.MainActivity: +412ms"),
    ("config", "en", "{\n  \"semi\": true,\n  \"singleQuote\": false,\n  \"printWidth\": 100\n}"),
    ("tool_call", "en", "{\"name\":\"get_weather\",\"arguments\":{\"city\":\"Lisbon\",\"units\":\"metric\"}}"),
    ("github_issue", "en", "### Steps to reproduce\n1. Install 0.8.1\n2. Run `acme init`\n3. Observe the stack trace\n\n### Expected\nNo error."),
    ("email", "de", "Hallo Team,\ndie Wartung am Mailserver ist abgeschlossen. Alle Dienste laufen wieder normal.\nBeste Grüße\nIT-Betrieb"),
    ("call_transcript", "it", "OPERATORE: ha già provato a riavviare il modem?\nCLIENTE: sì, due volte.\nOPERATORE: va bene, apro una segnalazione."),
    ("jupyter", "en", "df.groupby('region')['revenue'].sum().sort_values(ascending=False).head(10)"),
    ("config", "en", "location /static/ {\n    alias /var/www/app/static/;\n    expires 30d;\n}"),
    ("ci_log", "en", "✓ 128 tests passed (3 skipped)\nCoverage: 87.4%\nDone in 41.2s"),
    ("whatsapp", "pt", "pessoal, a reunião de amanhã foi adiada para as 15h"),
    ("zendesk", "es", "Cliente: la factura aparece duplicada en el panel.\nAgente: lo revisamos y le escribimos hoy mismo."),
    ("docs", "ja", "設定ファイルを変更した後、サービスを再起動してください。"),
    ("sql", "en", "ALTER TABLE invoices ADD COLUMN paid_at timestamptz NULL;"),
]

FILL = {
    "user": lambda: R.choice(["rmoss", "tech01", "ext-audit", "kiosk", "field.ops"]),
    "var": lambda: R.choice(["POSTGRES_PASSWORD", "KEYCLOAK_ADMIN_PASSWORD", "RABBITMQ_DEFAULT_PASS", "JENKINS_API_TOKEN", "LDAP_BIND_SECRET"]),
    "dbhost": lambda: R.choice(["pg-replica-3.int", "10.8.0.21", "db.eu1.acme.cloud", "mysql-primary"]),
    "num": lambda: str(R.randint(10, 99)),
}

DYN = {
    "cpu": lambda: R.choice(["100m", "750m", "1500m"]), "mem": lambda: R.choice(["128Mi", "768Mi", "3Gi", "1.5Gi"]),
    "httpph": lambda: R.choice(["503 Service Unavailable", "413 Payload Too Large", "408 Request Timeout", "500 Internal Server Error"]),
    "errn": lambda: R.choice(["OOMKilled", "KeyError", "SIGSEGV", "ImagePullBackOff", "TimeoutError"]),
    "asst": lambda: R.choice(["Otto", "Jarvis", "Copilot", "Watson", "Luigi", "Alexa"]),
    "langn": lambda: R.choice(["Italian", "Swedish", "Turkish", "German", "Spanish", "Czech"]),
    "exkey": lambda: R.choice(["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]),
    "evdate": lambda: R.choice(["14 May 2026", "2026-09-03", "March 3rd", "11/06/2026"]),
    "evdate_it": lambda: R.choice(["12 marzo 2026", "03/07/2026"]),
    "tref": lambda: R.choice(["${POSTGRES_PASSWORD}", "{{ .Values.db.password }}", "${{ secrets.DB_PASS }}", "env:DB_PASS", "__DB_PASSWORD__", "$(DB_PASSWORD)"]),
    "phold": lambda: R.choice(["<your-token>", "xxx", "xxxxxxxx", "REPLACE_ME", "changeme", "...", "<API_KEY>"]),
    "vault": lambda: "hvs." + ch(AN, 24),
}


def gen(name, lang):
    if name in G:
        return G[name]()
    if name in DYN:
        return DYN[name]()
    if name in FILL:
        return FILL[name]()
    pre, _, arg = name.partition("_")
    if pre == "full":
        return g_full(arg)
    if pre == "first":
        return g_first(arg)
    if pre == "last":
        return g_last(arg)
    if pre == "lf":
        return g_last(arg) + ", " + g_first(arg)
    if pre == "spell":
        s = re.sub(r"[^A-Za-zÀ-ÿ]", "", g_last(arg)).upper()
        return R.choice(["-", " ", ", "]).join(s)
    if pre == "email":
        f, l = g_first(arg), g_last(arg)
        norm = lambda x: re.sub(r"[^a-z]", "", x.lower().translate(str.maketrans("áéíóúãçøåäöüşıç", "aeiouacoaaousic")))
        return "%s%s%s@%s" % (norm(f), R.choice([".", "_", ""]), norm(l), R.choice(["libero.it", "tiscali.it", "yahoo.com", "uol.com.br", "icloud.com", "fastmail.com"]))
    if pre == "obf1":
        return "%s at %s dot %s" % (g_first("en").lower(), R.choice(["gmail", "hey", "mailbox"]), R.choice(["com", "org"]))
    if name == "obf2":
        return "%s.%s [at] %s [dot] se" % (g_first("sv").lower(), "x", R.choice(["telia", "bahnhof"]))
    if name == "obf3":
        return "%s (at) %s (dot) io" % (g_last("en").lower(), R.choice(["acmeproject", "oss-lab"]))
    if name == "handle":
        return "@" + R.choice([g_first("en").lower() + "." + g_last("en").lower()[:4], g_first("it").lower() + str(R.randint(1, 99)), g_last("sv").lower()[:5] + "_" + ch(LO, 2)])
    if pre == "ph":
        return g_phone(arg)
    if pre == "phi":
        return g_phone(arg, intl=True)
    if pre == "dob":
        return g_dob(arg)
    if pre == "addr":
        return g_addr(arg)
    raise KeyError(name)


SLOT = re.compile(r"⟪([spkx])\|([\w.-]+)\|([^⟫]+)⟫")
KIND = {"s": "secret", "p": "pii", "k": "keep"}


def render(src, lang, tpl):
    out, spans, pos, last, bound = [], [], 0, 0, {}
    for m in SLOT.finditer(tpl):
        lit = tpl[last:m.start()]
        out.append(lit)
        pos += len(lit)
        kind, cls, gname = m.groups()
        gname, _, bind = gname.partition("@")
        if bind and bind in bound:
            val = bound[bind]
        else:
            val = gen(gname, lang)
            if bind:
                bound[bind] = val
        if kind == "p" and cls == "handle":
            val = val  # the span covers the whole @handle
        if kind in KIND:
            spans.append({"start": pos, "end": pos + len(val), "kind": KIND[kind], "class": cls, "value": val})
        out.append(val)
        pos += len(val)
        last = m.end()
    out.append(tpl[last:])
    return "".join(out), spans


def probes(sp):
    v = sp["value"]
    if sp["kind"] == "secret":
        return {v} if len(v) < 6 else {v[i:i + 6] for i in range(len(v) - 5)}
    if sp["kind"] == "pii":
        ps = {v}
        if sp["class"].startswith("name"):
            ps |= {w for w in re.findall(r"\w+", v) if len(w) >= 3}
        return ps
    return set()


def valid(text, spans):
    covered = bytearray(len(text))
    for sp in spans:
        if text[sp["start"]:sp["end"]] != sp["value"]:
            return False
        covered[sp["start"]:sp["end"]] = b"\x01" * (sp["end"] - sp["start"])
    residue = "".join("\x00" if covered[i] else c for i, c in enumerate(text))
    return not any(p in residue for sp in spans for p in probes(sp))


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--n", type=int, default=1700)
    ap.add_argument("--seed", type=int, default=7340)
    a = ap.parse_args()
    R.seed(a.seed)
    by_class = defaultdict(list)
    for t in T:
        cls = next(m.group(2) for m in SLOT.finditer(t[2]) if m.group(1) != "x")
        by_class[cls].append(t)
    classes = sorted(by_class)
    # classes with many template variants (languages) get proportionally more turns
    wheel = [c for c in classes for _ in range(1 + len(by_class[c]) // 5)] + ["__clean__"] * 8
    R.shuffle(wheel)
    rows = []
    i = 0
    while len(rows) < a.n:
        cls = wheel[i % len(wheel)]
        i += 1
        for _ in range(40):
            if cls == "__clean__":
                src, lang, tpl = R.choice(CLEAN)
                text, spans, clean = tpl, [], True
            else:
                src, lang, tpl = R.choice(by_class[cls])
                text, spans = render(src, lang, tpl)
                clean = False
            if not clean and "\n" not in text and R.random() < 0.25:
                pre = R.choice(PREFIX)()
                text = pre + text
                for sp in spans:
                    sp["start"] += len(pre)
                    sp["end"] += len(pre)
            if valid(text, spans):
                break
        else:
            raise SystemExit("cannot render class " + cls)
        rows.append({"id": "d%05d" % len(rows), "source": src, "lang": lang, "text": text, "spans": spans, "clean": clean})
    with open(a.out, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    cnt = Counter((s["kind"], s["class"]) for r in rows for s in r["spans"])
    print("wrote %d rows, %d spans, %d classes, %d clean" % (len(rows), sum(cnt.values()), len(cnt), sum(r["clean"] for r in rows)), file=sys.stderr)
    few = {"%s/%s" % k: v for k, v in cnt.items() if v < 15}
    if few:
        print("classes under 15:", few, file=sys.stderr)


if __name__ == "__main__":
    main()
