#!/usr/bin/env python3
"""Corpus E generator: blind held-out PII/secret/keep corpus for memory-core's masker.

Deterministic (seed 51_2026), stdlib only.  usage: python gen_e.py [OUT.jsonl]
Templates are segment lists: plain strings plus S(value) / P(value) / K(value) markers
(secret / pii / keep); the class defaults to the generating class.  Every snippet is
checked: text[start:end]==value, and no leak probe (6-grams of secrets, pii values,
name tokens >= 3 chars) occurs outside the planted secret/pii spans.  Fails loudly.
"""
import base64
import json
import random
import re
import string
import sys

SEED = 512026
R = random.Random(SEED)

def S(v, c=None): return ("secret", c, v)
def P(v, c=None): return ("pii", c, v)
def K(v, c=None): return ("keep", c, v)

AL = string.ascii_letters + string.digits
UP = string.ascii_uppercase + string.digits
HEX = "0123456789abcdef"
B64 = AL + "+/"
B64U = AL + "-_"

def rs(r, n, alpha=AL): return "".join(r.choice(alpha) for _ in range(n))
def dg(r, n): return "".join(r.choice(string.digits) for _ in range(n))

SYL = ["kra", "vel", "mor", "tix", "zun", "pha", "dro", "qui", "lem", "bax", "nor", "sku", "yel", "gor",
       "fen", "wub", "tri", "jax", "olv", "pry", "cuz", "hek", "rim", "sna", "vyx", "dal", "bru"]

def pw(r, url=False):
    sym = "-_.~!*" if url else "!%^&*-_=+.#@$?"
    st = r.randrange(5)
    if st == 0:
        return rs(r, r.randint(11, 18), AL + sym)
    if st == 1:
        w = "".join(r.choice(SYL) for _ in range(2)).capitalize()
        return w + r.choice(sym) + dg(r, r.randint(3, 5)) + rs(r, 2, string.ascii_uppercase)
    if st == 2:
        return r.choice(SYL).capitalize() + dg(r, 2) + r.choice(sym) + r.choice(SYL) + r.choice(SYL).upper() + dg(r, 1)
    if st == 3:
        return rs(r, 4, string.ascii_lowercase) + r.choice(sym) + rs(r, 4, UP) + r.choice(sym) + rs(r, 5, AL)
    return r.choice(SYL) + r.choice(SYL) + "-" + dg(r, 2) + "-" + r.choice(SYL).upper() + r.choice(SYL) + r.choice("!?#")

def b64(r, n): return rs(r, n, B64)

# ---------------------------------------------------------------- names
NAMES = {
    "en": (["Harriet", "Douglas", "Gemma", "Rupert", "Imogen", "Declan", "Bethany", "Trevor", "Phoebe", "Lachlan"],
           ["Whitcombe", "Pemberton", "Ashworth", "Kilbride", "Fairbanks", "Haverford", "Lockridge", "Tremayne"]),
    "de": (["Annegret", "Wolfram", "Friederike", "Jörg", "Henrike", "Lutz", "Sieglinde", "Ingo", "Brigitte", "Rüdiger"],
           ["Oberndorfer", "Kästner", "Hummelsheim", "Wiesinger", "Brandtner", "Pfeffermann", "Lichtenau", "Großkopf"]),
    "fr": (["Ségolène", "Thibault", "Margaux", "Gaëtan", "Clémence", "Anatole", "Maëlle", "Baptiste"],
           ["Vasseur", "Lefebvre-Roux", "Delacroix", "Marchetti", "Bonnefoy", "Chevalier", "Toussaint", "Garnier"]),
    "es": (["Inmaculada", "Fermín", "Remedios", "Gonzalo", "Itziar", "Alejandro", "Montserrat", "Ignacio"],
           ["Etxeberria", "Villalobos", "Quintanilla", "Sepúlveda", "Arrieta", "Cifuentes", "Barrionuevo"]),
    "pt": (["Conceição", "Joaquim", "Graça", "Sebastião", "Filipa", "Rodrigo", "Leonor", "Tiago"],
           ["Magalhães", "Albuquerque", "Figueiredo", "Gonçalves", "Vasconcelos", "Sampaio", "Carvalhal"]),
    "it": (["Gianluca", "Ornella", "Salvatore", "Benedetta", "Raffaele", "Ludovica", "Ettore", "Cinzia"],
           ["Bevilacqua", "Mastroianni", "Caruso", "Lombardini", "Santangelo", "Ferraresi", "Bonaventura"]),
    "nl": (["Willemijn", "Sjoerd", "Femke", "Joost", "Marieke", "Thijs", "Annelies", "Bram"],
           ["van der Heijden", "Brouwer", "Vermeulen", "de Groot", "Hoekstra", "Zwartjes", "Kuipers"]),
    "pl": (["Agnieszka", "Bartłomiej", "Małgorzata", "Przemysław", "Katarzyna", "Grzegorz", "Jadwiga", "Wojciech"],
           ["Wiśniewska", "Kowalczyk", "Przybylski", "Zawadzka", "Szymański", "Dąbrowski", "Jankowiak"]),
    "ja": (["陽菜", "蓮", "結衣", "大翔", "美咲", "翔太"], ["佐々木", "高橋", "渡辺", "伊藤", "中村", "小林"]),
    "sv": (["Ingrid", "Björn", "Sigrid", "Gustav", "Linnéa", "Torbjörn"], ["Lindqvist", "Bergström", "Sjöberg", "Hedlund"]),
    "tr": (["Elif", "Mehmet", "Zeynep", "Burak", "Ayşe", "Emre"], ["Yılmaz", "Öztürk", "Çelik", "Kaya", "Demirci"]),
}
ROMAN = [l for l in NAMES if l != "ja"]

def name(r, lang=None):
    lang = lang or r.choice(ROMAN)
    f, l = NAMES[lang]
    return r.choice(f), r.choice(l), lang

def full(r, lang=None):
    f, l, lang = name(r, lang)
    if lang == "ja":
        return l + " " + f
    return f + " " + l

# ---------------------------------------------------------------- ids with check digits
def luhn_complete(prefix, n, r):
    s = prefix + dg(r, n - len(prefix) - 1)
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return s + str((10 - tot % 10) % 10)

def luhn_ok(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 1:
            d *= 2
            if d > 9: d -= 9
        tot += d
    return tot % 10 == 0

def card(r):
    kind = r.randrange(4)
    if kind == 0: num, grp = luhn_complete("4" + dg(r, 1), 16, r), (4, 4, 4, 4)
    elif kind == 1: num, grp = luhn_complete(str(r.randint(51, 55)), 16, r), (4, 4, 4, 4)
    elif kind == 2: num, grp = luhn_complete(r.choice(["34", "37"]), 15, r), (4, 6, 5)
    else: num, grp = luhn_complete("6011", 16, r), (4, 4, 4, 4)
    assert luhn_ok(num)
    sep = r.choice([" ", "-", ".", "", " ", "-", "."])
    out, i = [], 0
    for g in grp:
        out.append(num[i:i + g]); i += g
    return sep.join(out)

def ssn(r, sep="-"):
    while True:
        a = r.randint(1, 899)
        if a != 666: break
    return "%03d%s%02d%s%04d" % (a, sep, r.randint(1, 99), sep, r.randint(1, 9999))

def uk_ni(r, spaced=True):
    while True:
        p = r.choice("ABCEGHJKLMNOPRSTWXYZ") + r.choice("ABCEGHJKLMNPRSTWXYZ")
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"): break
    d = dg(r, 6); s = r.choice("ABCD")
    return (p + " " + d[:2] + " " + d[2:4] + " " + d[4:] + " " + s) if spaced else p + d + s

def de_steuerid(r):
    while True:
        digs = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(9)]
        cnt = {}
        for d in digs: cnt[d] = cnt.get(d, 0) + 1
        trip = any(digs[i] == digs[i + 1] == digs[i + 2] for i in range(8))
        if sorted(cnt.values(), reverse=True)[0] in (2, 3) and sum(1 for v in cnt.values() if v > 1) == 1 and not trip:
            break
    prod = 10
    for d in digs:
        s = (d + prod) % 10
        if s == 0: s = 10
        prod = (s * 2) % 11
    chk = 11 - prod
    if chk == 10: chk = 0
    s = "".join(map(str, digs)) + str(chk)
    return r.choice([s, s[:2] + " " + s[2:5] + " " + s[5:8] + " " + s[8:]])

def fr_insee(r):
    sex = r.choice("12"); yy = "%02d" % r.randint(50, 99); mm = "%02d" % r.randint(1, 12)
    dep = "%02d" % r.choice([13, 31, 33, 44, 59, 67, 69, 75, 92, 93, 94]); com = "%03d" % r.randint(1, 400)
    ordn = "%03d" % r.randint(1, 999)
    n13 = sex + yy + mm + dep + com + ordn
    key = "%02d" % (97 - int(n13) % 97)
    return r.choice([n13 + key, " ".join([sex, yy, mm, dep, com, ordn, key])])

DNI_L = "TRWAGMYFPDXBNJZSQVHLCKE"
def es_dni(r):
    if r.random() < 0.6:
        n = r.randint(10000000, 79999999)
        return "%08d%s" % (n, DNI_L[n % 23])
    p = r.randrange(3); n = r.randint(1000000, 9999999)
    return "%s%07d%s" % ("XYZ"[p], n, DNI_L[int(str(p) + "%07d" % n) % 23])

CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                  [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23]))
def it_cf(r):
    cons = "BCDFGHLMNPRSTVZ"
    s = rs(r, 3, cons) + rs(r, 3, cons) + "%02d" % r.randint(50, 99) + r.choice("ABCDEHLMPRST")
    s += "%02d" % (r.randint(1, 28) + r.choice([0, 40])) + r.choice("FHLAG") + "%03d" % r.randint(100, 999)
    tot = 0
    for i, ch in enumerate(s):
        if i % 2 == 0: tot += CF_ODD[ch]
        else: tot += int(ch) if ch.isdigit() else ord(ch) - 65
    return s + chr(65 + tot % 26)

def nl_bsn(r):
    while True:
        d = [r.randint(1, 9)] + [r.randint(0, 9) for _ in range(7)]
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last <= 9:
            return "".join(map(str, d)) + str(last)

def pl_pesel(r):
    y = r.randint(1950, 2005); m = r.randint(1, 12); dd = r.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    s = "%02d%02d%02d" % (y % 100, mm, dd) + dg(r, 4)
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return s + str((10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10)

def br_cpf(r):
    d = [r.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(x * w for x, w in zip(d, range(n, 1, -1)))
        d.append((s * 10 % 11) % 10)
    s = "".join(map(str, d))
    return r.choice([s[:3] + "." + s[3:6] + "." + s[6:9] + "-" + s[9:], s])

VD = [[0,1,2,3,4,5,6,7,8,9],[1,2,3,4,0,6,7,8,9,5],[2,3,4,0,1,7,8,9,5,6],[3,4,0,1,2,8,9,5,6,7],[4,0,1,2,3,9,5,6,7,8],
      [5,9,8,7,6,0,4,3,2,1],[6,5,9,8,7,1,0,4,3,2],[7,6,5,9,8,2,1,0,4,3],[8,7,6,5,9,3,2,1,0,4],[9,8,7,6,5,4,3,2,1,0]]
VP = [[0,1,2,3,4,5,6,7,8,9],[1,5,7,6,2,8,3,0,9,4],[5,8,0,3,7,9,6,1,4,2],[8,9,1,6,0,4,3,5,2,7],[9,4,5,3,1,2,6,8,7,0],
      [4,2,8,6,5,7,3,9,0,1],[2,7,9,3,8,0,6,4,1,5],[7,0,4,6,9,1,3,2,5,8]]
VINV = [0,4,3,2,1,5,6,7,8,9]
def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)): c = VD[c][VP[i % 8][int(ch)]]
    return c == 0
def aadhaar(r):
    s = str(r.randint(2, 9)) + dg(r, 10)
    c = 0
    for i, ch in enumerate(reversed(s)): c = VD[c][VP[(i + 1) % 8][int(ch)]]
    s += str(VINV[c]); assert verhoeff_ok(s)
    return r.choice([s[:4] + " " + s[4:8] + " " + s[8:], s])

def passport(r, cc):
    if cc == "DE": return r.choice("CFGHJK") + rs(r, 8, "CFGHJKLMNPRTVWXYZ0123456789")
    if cc in ("US", "GB"): return dg(r, 9)
    if cc == "FR": return dg(r, 2) + rs(r, 2, string.ascii_uppercase) + dg(r, 5)
    if cc in ("IT", "PL", "JP"): return rs(r, 2, string.ascii_uppercase) + dg(r, 7)
    if cc == "ES": return rs(r, 3, string.ascii_uppercase) + dg(r, 6)
    if cc == "NL": return rs(r, 2, "ABCDEFGHJKLMNPRSTUVWXYZ") + rs(r, 6, "ABCDEFGHJKLMNPRSTUVWXYZ0123456789") + dg(r, 1)
    return rs(r, 1, string.ascii_uppercase) + dg(r, 8)

IBAN_BBAN = {"DE": lambda r: dg(r, 18), "FR": lambda r: dg(r, 23), "ES": lambda r: dg(r, 20),
             "IT": lambda r: r.choice(string.ascii_uppercase) + dg(r, 22), "NL": lambda r: r.choice(["ABNA", "INGB", "RABO", "TRIO"]) + dg(r, 10),
             "PL": lambda r: dg(r, 24), "PT": lambda r: dg(r, 21), "GB": lambda r: r.choice(["NWBK", "BARC", "MIDL", "LOYD"]) + dg(r, 14),
             "BE": lambda r: dg(r, 12), "AT": lambda r: dg(r, 16)}
def iban(r, cc=None):
    cc = cc or r.choice(list(IBAN_BBAN))
    bb = IBAN_BBAN[cc](r)
    num = "".join(str(int(ch, 36)) for ch in bb + cc + "00")
    s = cc + "%02d" % (98 - int(num) % 97) + bb
    num2 = "".join(str(int(ch, 36)) for ch in s[4:] + s[:4]); assert int(num2) % 97 == 1
    return r.choice([s, " ".join(s[i:i + 4] for i in range(0, len(s), 4))])

# ---------------------------------------------------------------- phones
def phone(r, cc, intl=False):
    if cc == "US":
        a = r.choice(["212", "415", "617", "312", "206", "512", "303", "404"]); e = str(r.randint(2, 9)) + dg(r, 2); l = dg(r, 4)
        return "+1 %s %s %s" % (a, e, l) if intl else r.choice(["(%s) %s-%s", "%s-%s-%s", "%s.%s.%s"]) % (a, e, l)
    if cc == "GB":
        if r.random() < .6:
            n = "7" + r.choice("4579") + dg(r, 2) + dg(r, 6)
            return "+44 %s %s" % (n[:4], n[4:]) if intl else "0%s %s" % (n[:4], n[4:])
        n = "20" + r.choice("378") + dg(r, 7)
        return "+44 20 %s %s" % (n[2:6], n[6:]) if intl else "020 %s %s" % (n[2:6], n[6:])
    if cc == "DE":
        if r.random() < .6:
            p = r.choice(["151", "152", "160", "170", "171", "176", "157"]); rest = dg(r, 8 if p[:2] == "15" else 7 + (p == "176"))
            return "+49 %s %s" % (p, rest) if intl else r.choice(["0%s %s", "0%s/%s", "0%s-%s"]) % (p, rest)
        p, n = r.choice([("30", 8), ("89", 7), ("40", 8), ("221", 7), ("69", 8)])
        rest = str(r.randint(2, 9)) + dg(r, n - 1)
        return "+49 %s %s" % (p, rest) if intl else r.choice(["0%s %s", "0%s/%s"]) % (p, rest)
    if cc == "FR":
        n = r.choice(["6", "7", "1", "4"]) + dg(r, 8)
        g = " ".join([n[1:3], n[3:5], n[5:7], n[7:9]])
        return "+33 %s %s" % (n[0], g) if intl else r.choice(["0%s %s", "0%s.%s"]) % (n[0], g if r.random() < .5 else g.replace(" ", "."))
    if cc == "ES":
        n = r.choice(["6", "7", "91", "93"]); n = n + dg(r, 9 - len(n))
        f = n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:] if r.random() < .5 else n[:3] + " " + n[3:6] + " " + n[6:]
        return "+34 " + f if intl else f
    if cc == "PT":
        n = r.choice(["91", "92", "93", "96", "21", "22"]) + dg(r, 7)
        return ("+351 " if intl else "") + n[:3] + " " + n[3:6] + " " + n[6:]
    if cc == "IT":
        if r.random() < .7:
            n = "3" + r.choice("234") + dg(r, 8)
            return ("+39 " if intl else "") + n[:3] + " " + n[3:6] + " " + n[6:]
        n = "06" + dg(r, 8)
        return ("+39 " if intl else "") + n[:2] + " " + n[2:6] + " " + n[6:]
    if cc == "NL":
        if r.random() < .7:
            n = "6" + str(r.randint(1, 5)) + dg(r, 7)
            return "+31 6 " + n[1:] if intl else r.choice(["06-%s", "06 %s"]) % n[1:]
        n = "20" + str(r.randint(2, 8)) + dg(r, 6)
        return "+31 20 " + n[2:5] + " " + n[5:] if intl else "020 " + n[2:5] + " " + n[5:]
    if cc == "PL":
        n = r.choice(["50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88"]) + dg(r, 7)
        return ("+48 " if intl else "") + n[:3] + " " + n[3:6] + " " + n[6:]
    if cc == "JP":
        p = r.choice(["090", "080", "070"])
        if intl: return "+81 %s-%s-%s" % (p[1:], dg(r, 4), dg(r, 4))
        return "%s-%s-%s" % (p, dg(r, 4), dg(r, 4))
    raise KeyError(cc)

# ---------------------------------------------------------------- addresses
def addr(r, cc):
    n = r.randint(2, 180)
    if cc == "US":
        st = r.choice(["Larkspur Lane", "Cottonwood Drive", "W Hollis Avenue", "Sagebrush Court", "N Fairmount Street"])
        city = r.choice([("Boise", "ID", "837"), ("Dayton", "OH", "454"), ("Tacoma", "WA", "984"), ("Savannah", "GA", "314")])
        unit = r.choice(["", ", Apt %d%s" % (r.randint(1, 30), r.choice("ABCD")), " Unit %d" % r.randint(1, 9)])
        return "%d %s%s, %s, %s %s%02d" % (n * 7, st, unit, city[0], city[1], city[2], r.randint(1, 99))
    if cc == "GB":
        st = r.choice(["Thornbury Road", "Kestrel Close", "Albion Terrace", "Wickham Crescent", "Marlowe Gardens"])
        city, pc = r.choice([("Leeds", "LS6"), ("Bristol", "BS3"), ("Norwich", "NR2"), ("London", "SE15"), ("Cardiff", "CF24")])
        pre = r.choice(["", "Flat %d, " % r.randint(1, 12)])
        return "%s%d %s, %s %s %d%s" % (pre, n, st, city, pc, r.randint(1, 9), rs(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if cc == "DE":
        st = r.choice(["Hölderlinstraße", "Am Kirschgarten", "Lindenauer Weg", "Bergmannstr.", "Schwanthalerstraße"])
        city = r.choice([("04177", "Leipzig"), ("80336", "München"), ("10961", "Berlin"), ("50823", "Köln"), ("22767", "Hamburg")])
        return "%s %d%s, %s %s" % (st, n, r.choice(["", "a", "b"]), city[0], city[1])
    if cc == "FR":
        st = r.choice(["rue des Tanneurs", "avenue Jean-Jaurès", "boulevard de la Croix-Rousse", "impasse des Glycines"])
        city = r.choice([("69004", "Lyon"), ("31000", "Toulouse"), ("44000", "Nantes"), ("75019", "Paris")])
        return "%d%s %s, %s %s" % (n, r.choice(["", " bis", " ter"]), st, city[0], city[1])
    if cc == "ES":
        st = r.choice(["Calle de Embajadores", "Avinguda de Gaudí", "Calle Sierpes", "Paseo de la Castellana"])
        city = r.choice([("28012", "Madrid"), ("08025", "Barcelona"), ("41004", "Sevilla"), ("46001", "Valencia")])
        return "%s %d, %dº %s, %s %s" % (st, n, r.randint(1, 8), r.choice("ABCD"), city[0], city[1])
    if cc == "IT":
        st = r.choice(["Via dei Mille", "Corso Vittorio Emanuele II", "Viale Monza", "Via San Vitale"])
        city = r.choice([("20127", "Milano"), ("40125", "Bologna"), ("00185", "Roma"), ("10121", "Torino")])
        return "%s %d, %s %s" % (st, n, city[0], city[1])
    if cc == "NL":
        st = r.choice(["Prinsengracht", "Oudegracht", "Van Woustraat", "Laan van Meerdervoort"])
        city = r.choice(["Amsterdam", "Utrecht", "Den Haag", "Rotterdam"])
        return "%s %d%s, %d %s %s" % (st, n, r.choice(["", "-II", "A", " bis"]), r.randint(1011, 3099), rs(r, 2, "ABCDEGHJKLMNPRSTVWXZ"), city)
    if cc == "PT":
        st = r.choice(["Rua de Santa Catarina", "Avenida da Liberdade", "Rua do Almada", "Travessa do Carmo"])
        city = r.choice([("4000", "Porto"), ("1250", "Lisboa"), ("3000", "Coimbra")])
        return "%s %d, %dº %s, %s-%03d %s" % (st, n, r.randint(1, 6), r.choice(["Esq.", "Dto.", "Frente"]), city[0], r.randint(1, 999), city[1])
    if cc == "PL":
        st = r.choice(["ul. Piotrkowska", "ul. Długa", "al. Jerozolimskie", "ul. Świętojańska"])
        city = r.choice([("90-406", "Łódź"), ("80-827", "Gdańsk"), ("00-695", "Warszawa"), ("31-042", "Kraków")])
        return "%s %d/%d, %s %s" % (st, n, r.randint(1, 40), city[0], city[1])
    if cc == "JP":
        pc, place = r.choice([("154-0004", "東京都世田谷区太子堂"), ("530-0001", "大阪府大阪市北区梅田"), ("231-0023", "神奈川県横浜市中区山下町"),
                              ("606-0801", "京都府京都市左京区下鴨宮河町"), ("460-0008", "愛知県名古屋市中区栄")])
        return "〒%s %s%d-%d-%d" % (pc, place, r.randint(1, 5), r.randint(1, 30), r.randint(1, 20))
    raise KeyError(cc)

# ---------------------------------------------------------------- dates
MONTHS = {"en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
          "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
          "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
          "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
          "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
          "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
          "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
          "pl": ["stycznia", "lutego", "marca", "kwietnia", "maja", "czerwca", "lipca", "sierpnia", "września", "października", "listopada", "grudnia"]}

def dob(r, lang="en", style=None):
    y, m, d = r.randint(1948, 2004), r.randint(1, 12), r.randint(1, 28)
    style = style if style is not None else r.randrange(4)
    if lang == "ja": return r.choice(["%d年%d月%d日" % (y, m, d), "%d/%02d/%02d" % (y, m, d)])
    if style == 0: return "%d-%02d-%02d" % (y, m, d)
    if style == 1:
        if lang == "en": return r.choice(["%02d/%02d/%d" % (m, d, y), "%02d/%02d/%d" % (d, m, y)])
        return r.choice(["%02d.%02d.%d" % (d, m, y), "%02d/%02d/%d" % (d, m, y), "%02d-%02d-%d" % (d, m, y)])
    mon = MONTHS.get(lang, MONTHS["en"])[m - 1]
    if lang == "en": return r.choice(["%s %d, %d" % (mon, d, y), "%d %s %d" % (d, mon, y)])
    if lang in ("es", "pt"): return "%d de %s de %d" % (d, mon, y)
    if lang == "de": return "%d. %s %d" % (d, mon, y)
    return "%d %s %d" % (d, mon, y)

def tech_date(r):
    y, m, d = r.randint(2019, 2026), r.randint(1, 12), r.randint(1, 28)
    return r.choice(["%d-%02d-%02d" % (y, m, d), "%d-%02d-%02dT%02d:%02d:%02dZ" % (y, m, d, r.randint(0, 23), r.randint(0, 59), r.randint(0, 59)),
                     "%02d.%02d.%d" % (d, m, y), "%s %d, %d" % (MONTHS["en"][m - 1], d, y)])

def ts(r): return "2026-%02d-%02dT%02d:%02d:%02d.%03dZ" % (r.randint(1, 11), r.randint(1, 28), r.randint(0, 23), r.randint(0, 59), r.randint(0, 59), r.randint(0, 999))
def hhmm(r): return "%02d:%02d" % (r.randint(7, 19), r.randint(0, 59))
def host(r): return r.choice(["db-primary-2", "api-gw", "billing-svc", "ingest-07", "edge-fra-3", "worker-blue", "ledger-api"])
def user(r): return r.choice(["svc_deploy", "ops-bot", "etl_reader", "ci-runner", "app_rw", "backup", "reporting", "root"])
def domain(r): return r.choice(["acme-logistics.io", "northwind.example", "kraftwerk-it.de", "bluepeak.co.uk", "lumen-saude.pt", "vinoteca.es", "zorg-net.nl"])
def cid(r): return r.choice(["#%d" % r.randint(1000, 99999), "INC-%d" % r.randint(1000, 9999), "SUP-%d" % r.randint(100, 9999)])

# ================================================================ class registry
CLASSES = []  # (kind, cls, n, fn)
def C(kind, cls, n=16):
    def deco(fn):
        CLASSES.append((kind, cls, n, fn)); return fn
    return deco

def pick(r, opts): return r.choice(opts)

# ================================================================ SECRETS
@C("secret", "pw_verb")
def _(r):
    p = pw(r); u = user(r); h = host(r)
    return pick(r, [
        ("slack", "en", ["ok reset done. set it to ", S(p), " for now, please rotate after first login"]),
        ("support_chat", "en", ["Agent: could you try ", S(p), " instead? I just pushed a new one to ", h]),
        ("email", "en", ["Hi,\n\nthe new one is ", S(p), " - it expires in 30 days.\n\nThanks"]),
        ("teams", "en", ["I changed it to ", S(p), " yesterday evening, works on my side"]),
        ("slack", "en", ["use ", S(p), " when the prompt on ", h, " asks for it"]),
        ("transcript", "en", ["CALLER: so I typed ", S(p), " and it still says invalid.\nAGENT: Let me check the lockout."]),
        ("slack", "de", ["hab es eben auf ", S(p), " geändert, probier mal"]),
        ("chat", "es", ["lo cambié a ", S(p), ", prueba ahora"]),
        ("chat", "fr", ["je l'ai remis à ", S(p), " ce matin, réessaie"]),
        ("chat", "pt", ["mudei para ", S(p), ", tenta de novo por favor"]),
        ("chat", "nl", ["ik heb hem gewijzigd naar ", S(p), ", probeer het nog eens"]),
        ("ticket", "en", ["Resolution: reset ", u, " on ", h, "; temporary value ", S(p), " given to the requester by phone."]),
        ("slack_export", "en", ['{"type": "message", "user": "U04', rs(r, 7, UP), '", "text": "just switched it to ', S(p), ' - lmk", "ts": "1764', dg(r, 6), '.000200"}']),
        ("chat", "it", ["l'ho impostata a ", S(p), ", prova adesso"]),
        ("chat", "pl", ["zmieniłem na ", S(p), ", spróbuj teraz"]),
    ])

@C("secret", "pw_backref")
def _(r):
    p = pw(r)
    return pick(r, [
        ("slack", "en", ["same as before: ", S(p)]),
        ("chat", "en", ["use the same one as last week: ", S(p), " (I didn't rotate it yet)"]),
        ("email", "en", ["> what's the staging one again?\nstill the old one, ", S(p)]),
        ("teams", "en", ["it's the one we used for the demo box → ", S(p)]),
        ("slack", "en", ["nothing changed, still ", S(p), " as in the onboarding doc"]),
        ("chat", "de", ["wie gehabt: ", S(p)]),
        ("chat", "fr", ["toujours le même qu'avant : ", S(p)]),
        ("chat", "es", ["el mismo de siempre: ", S(p)]),
        ("chat", "it", ["sempre la stessa di prima: ", S(p)]),
        ("chat", "pl", ["to samo co ostatnio: ", S(p)]),
    ])

@C("secret", "pw_login_pair")
def _(r):
    p = pw(r); u = r.choice(["jmartin", "ops.nightly", "kiosk01", "vpn-guest", "t.ferreira", "admin"]) + str(r.randint(1, 99))
    return pick(r, [
        ("slack", "en", ["the VPN login is ", u, " / ", S(p)]),
        ("email", "en", ["Credentials for the test tenant: ", u, " / ", S(p), "\nPlease don't forward."]),
        ("chat", "en", ["wifi in the lab: ", u, " : ", S(p)]),
        ("teams", "en", ["login ", u, " pw ", S(p)]),
        ("chat", "de", ["Zugang fürs NAS: ", u, " / ", S(p)]),
        ("chat", "fr", ["accès au routeur : ", u, " / ", S(p)]),
        ("chat", "es", ["acceso al panel -> usuario ", u, " clave ", S(p)]),
        ("doc", "en", ["| system | login |\n|---|---|\n| jump host | `", u, "` / `", S(p), "` |"]),
    ])

@C("secret", "pw_foreign_cue")
def _(r):
    p = pw(r)
    return pick(r, [
        ("chat", "de", ["Das Passwort lautet ", S(p), ", bitte nicht weitergeben."]),
        ("email", "de", ["Ihr neues Kennwort: ", S(p), "\nBitte ändern Sie es nach der ersten Anmeldung."]),
        ("chat", "pt", ["a senha do roteador é ", S(p)]),
        ("chat", "es", ["La contraseña nueva es ", S(p), " y caduca el viernes."]),
        ("chat", "fr", ["mot de passe provisoire : ", S(p)]),
        ("chat", "nl", ["het wachtwoord is ", S(p)]),
        ("chat", "pl", ["hasło do konta: ", S(p)]),
        ("chat", "ja", ["パスワードは ", S(p), " です。"]),
        ("chat", "sv", ["lösenordet är ", S(p)]),
        ("chat", "tr", ["şifre: ", S(p)]),
        ("chat", "it", ["la password della casella è ", S(p)]),
        ("chat", "es", ["clave de acceso: ", S(p)]),
    ])

@C("secret", "pw_varname_chat")
def _(r):
    p = pw(r); v = r.choice(["ADMIN_PASSWORD", "REDIS_PASS", "SMTP_PASSWD", "KEYCLOAK_ADMIN_PASSWORD", "DB_PWD", "MINIO_ROOT_PASSWORD"])
    return pick(r, [
        ("slack", "en", ["rotated ", v, ", new value is ", S(p)]),
        ("slack", "en", [v, " on prod is ", S(p), " now fyi"]),
        ("teams", "en", ["can someone update ", v, " in the vault? it should be ", S(p)]),
        ("chat", "de", [v, " ist jetzt ", S(p)]),
        ("chat", "en", ["fyi `", v, "` -> `", S(p), "`"]),
    ])

@C("secret", "pw_session_repeat")
def _(r):
    p = pw(r)
    return pick(r, [
        ("chat", "en", ["USER: my password is ", S(p), "\nASSISTANT: Please don't share credentials here.\nUSER: ok but ", S(p), " still fails on the portal"]),
        ("slack", "en", ["new db password: ", S(p), "\n...\n(later) did ", S(p), " work for you?"]),
        ("chat", "de", ["Passwort: ", S(p), "\nfunktioniert ", S(p), " bei dir?"]),
    ])

@C("secret", "pydict_auth")
def _(r):
    t = rs(r, r.randint(32, 48), B64U); bb = base64.b64encode(("%s:%s" % (user(r), pw(r))).encode()).decode()
    return pick(r, [
        ("log", "en", [ts(r), " DEBUG client: sending headers {'Content-Type': 'application/json', 'Authorization': 'Bearer ", S(t), "', 'X-Request-Id': 'a1'}"]),
        ("log", "en", ["requests.post(url, headers={'Authorization': 'Basic ", S(bb), "', 'Accept': '*/*'}) -> 401"]),
        ("log", "en", ["urllib3 retry with {'authorization': 'Token ", S(t), "', 'user-agent': 'sync/2.1'}"]),
        ("log", "en", ["kwargs={'auth_token': '", S(t), "', 'timeout': 30, 'verify': True}"]),
        ("log", "en", ["[worker] headers=dict(Authorization='Bearer ", S(t), "', Accept='application/json')"]),
    ])

@C("secret", "http_trace")
def _(r):
    t = rs(r, r.randint(30, 44), B64U); ak = rs(r, 32, HEX)
    return pick(r, [
        ("http", "en", ["> GET /v2/orders HTTP/1.1\n> Host: api.", domain(r), "\n> Authorization: Bearer ", S(t), "\n> Accept: */*\n< HTTP/1.1 200 OK"]),
        ("http", "en", ["POST /ingest HTTP/1.1\r\nX-Api-Key: ", S(ak), "\r\nContent-Length: 512\r\n"]),
        ("http", "en", ["curl -sS -H 'X-Auth-Token: ", S(t), "' https://", domain(r), "/api/health"]),
        ("har", "en", ['{"name": "authorization", "value": "Bearer ', S(t), '"}, {"name": "accept", "value": "*/*"}']),
    ])

@C("secret", "cookie")
def _(r):
    v = rs(r, r.randint(26, 40), AL + "%-_")
    return pick(r, [
        ("http", "en", ["Cookie: theme=dark; sessionid=", S(v), "; lang=en"]),
        ("http", "en", ["Set-Cookie: __Host-auth=", S(v), "; Path=/; Secure; HttpOnly; SameSite=Lax"]),
        ("chat", "en", ["my browser has connect.sid=", S(v), " if that helps debugging"]),
        ("log", "en", ["document.cookie = \"remember_token=", S(v), "; max-age=2592000\""]),
    ])

@C("secret", "query_token")
def _(r):
    t = rs(r, r.randint(28, 40), B64U)
    return pick(r, [
        ("log", "en", ['10.2.0.7 - - "GET /export?format=csv&access_token=', S(t), '&page=2 HTTP/1.1" 200 5123']),
        ("chat", "en", ["here's the link https://files.", domain(r), "/d/88?sig=", S(t), "&exp=1767225600"]),
        ("log", "en", ["redirect_uri=https%3A%2F%2Fapp%2Fcb&refresh_token=", S(t), "&state=xyz"]),
        ("chat", "de", ["der Link mit ?api_key=", S(t), " funktioniert nicht mehr"]),
    ])

@C("secret", "sql_table")
def _(r):
    p = pw(r); t = rs(r, 40, HEX); u = user(r)
    return pick(r, [
        ("sql", "en", ["app=> select username, password from service_accounts where id=4;\n username | password\n----------+----------\n ", u, " | ", S(p), "\n(1 row)"]),
        ("sql", "en", ["mysql> SELECT name, api_secret FROM integrations LIMIT 1;\n+---------+------------------------------------------+\n| name    | api_secret                               |\n+---------+------------------------------------------+\n| billing | ", S(t), " |\n+---------+------------------------------------------+"]),
    ])

@C("secret", "sql_insert")
def _(r):
    p = pw(r); t = rs(r, 36, AL)
    return pick(r, [
        ("sql", "en", ["INSERT INTO users (login, password, role) VALUES ('", user(r), "', '", S(p), "', 'admin');"]),
        ("sql", "en", ["insert into oauth_clients(client_id, client_secret) values ('portal', '", S(t), "');"]),
        ("sql", "en", ["UPDATE smtp_settings SET pass = '", S(p), "' WHERE id = 1;"]),
    ])

@C("secret", "csv_secret")
def _(r):
    p = pw(r); p2 = pw(r)
    return pick(r, [
        ("csv", "en", ["host,user,password,port\n", host(r), ",", user(r), ",", S(p), ",5432\n"]),
        ("csv", "en", ["account;secret;created\nmailer;", S(p), ";2024-02-01\nbackup;", S(p2), ";2024-03-01"]),
        ("tsv", "en", ["name\ttoken\tscope\nci\t", S(rs(r, 32, AL)), "\trepo"]),
    ])

@C("secret", "netrc_pgpass")
def _(r):
    p = pw(r)
    return pick(r, [
        ("config", "en", ["$ cat ~/.netrc\nmachine git.", domain(r), " login ", user(r), " password ", S(p)]),
        ("config", "en", ["~/.pgpass:\n", host(r), ":5432:orders:", user(r), ":", S(p)]),
        ("chat", "en", ["my pgpass line is *:*:analytics:reporting:", S(p), " and psql still prompts"]),
        ("config", "en", ["machine api.heroku.com\n  login ops@example.invalid\n  password ", S(rs(r, 36, HEX + "-"))]),
    ])

@C("secret", "env_file")
def _(r):
    p = pw(r)
    return pick(r, [
        ("config", "en", ["# .env.production\nNODE_ENV=production\nDATABASE_PASSWORD=", S(p), "\nPORT=8080"]),
        ("config", "en", ["export PGPASSWORD='", S(p), "'\nexport PGHOST=", host(r)]),
        ("config", "en", ["SECRET_KEY_BASE=", S(rs(r, 64, HEX)), "\nRAILS_LOG_TO_STDOUT=1"]),
        ("config", "en", ["DJANGO_SECRET_KEY=\"", S(rs(r, 50, AL + "!@%^&*(-_=+)")), "\""]),
    ])

@C("secret", "yaml_cfg")
def _(r):
    p = pw(r)
    return pick(r, [
        ("config", "en", ["spring:\n  datasource:\n    url: jdbc:postgresql://", host(r), ":5432/core\n    username: app\n    password: ", S(p), "\n"]),
        ("config", "en", ["smtp:\n  host: mail.", domain(r), "\n  user: noreply\n  pass: \"", S(p), "\"\n"]),
        ("config", "en", ["auth:\n  client_secret: ", S(rs(r, 40, AL)), "\n  client_id: web-portal\n"]),
    ])

@C("secret", "config_ini_xml", 18)
def _(r):
    p = pw(r)
    return pick(r, [
        ("config", "en", ["[database]\nhost = \"", host(r), "\"\npassword = \"", S(p), "\"\npool = 10\n"]),
        ("config", "en", ["[client]\nuser=", user(r), "\npassword=", S(p), "\n"]),
        ("config", "en", ["[smtp]\nlogin = mailer\nsecret = ", S(p), "\n"]),
    ]) if r.random() < .5 else _xml_props(r)

def _xml_props(r):
    p = pw(r)
    return pick(r, [
        ("config", "en", ['<dataSource>\n  <user>app</user>\n  <password>', S(p), '</password>\n</dataSource>']),
        ("config", "en", ["jdbc.url=jdbc:mysql://", host(r), "/crm\njdbc.password=", S(p), "\n"]),
        ("config", "en", ['<add key="SmtpPassword" value="', S(p), '" />']),
        ("config", "en", ["<server>\n  <id>nexus</id>\n  <username>deployer</username>\n  <password>", S(p), "</password>\n</server>"]),
    ])

@C("secret", "hcl_tf")
def _(r):
    p = pw(r)
    return pick(r, [
        ("config", "en", ['resource "aws_db_instance" "main" {\n  engine   = "postgres"\n  username = "dbadmin"\n  password = "', S(p), '"\n}']),
        ("config", "en", ['provider "grafana" {\n  url  = "https://grafana.internal"\n  auth = "', S(rs(r, 40, AL)), '"\n}']),
        ("config", "en", ['variable "db_pass" {\n  default = "', S(p), '"\n}']),
    ])

@C("secret", "compose_k8s")
def _(r):
    p = pw(r)
    return pick(r, [
        ("config", "en", ["services:\n  db:\n    image: postgres:16\n    environment:\n      - POSTGRES_PASSWORD=", S(p), "\n    ports:\n      - \"5432:5432\""]),
        ("config", "en", ["apiVersion: v1\nkind: Secret\nmetadata:\n  name: app-creds\ntype: Opaque\nstringData:\n  password: ", S(p), "\n"]),
        ("config", "en", ["        env:\n        - name: RABBITMQ_DEFAULT_PASS\n          value: \"", S(p), "\""]),
    ])

@C("secret", "shell_history")
def _(r):
    p = pw(r); t = rs(r, 40, AL)
    return pick(r, [
        ("shell", "en", ["  501  mysql -u root -p'", S(p), "' -h ", host(r), "\n  502  exit"]),
        ("shell", "en", ["$ curl -u ", user(r), ":", S(pw(r, url=True)), " https://registry.", domain(r), "/v2/_catalog"]),
        ("shell", "en", ["$ export VAULT_TOKEN=", S("hvs." + rs(r, 24, AL)), "\n$ vault kv get secret/app"]),
        ("shell", "en", ["$ docker login -u ci -p ", S(t), " registry.", domain(r)]),
        ("shell", "en", ["sshpass -p '", S(p), "' ssh deploy@", host(r)]),
    ])

@C("secret", "ci_log")
def _(r):
    t = rs(r, 40, AL); p = pw(r)
    return pick(r, [
        ("ci", "en", ["Run ./deploy.sh\n+ echo \"using token ", S(t), "\"\nusing token ", S(t), "\n##[error]Process completed with exit code 1."]),
        ("ci", "en", ["$ helm upgrade app ./chart --set db.password=", S(p), " --wait\nRelease \"app\" has been upgraded."]),
        ("ci", "en", ["[Pipeline] sh\n+ mvn deploy -Drepo.pass=", S(p), "\n[INFO] BUILD SUCCESS"]),
        ("ci", "en", ["Traceback (most recent call last):\n  File \"migrate.py\", line 12, in <module>\n    conn = psycopg2.connect(\"host=", host(r), " dbname=core user=app password=", S(p), "\")\npsycopg2.OperationalError: connection refused"]),
        ("ci", "en", ["    at Object.<anonymous> (/app/seed.js:4:9)\nError: connect ECONNREFUSED with config {\"user\":\"seed\",\"password\":\"", S(p), "\",\"port\":5432}"]),
    ])

def aws_id(r): return r.choice(["AKIA", "ASIA"]) + rs(r, 16, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")
@C("secret", "aws_keys", 18)
def _(r):
    i = aws_id(r)
    return pick(r, [
        ("config", "en", ["[prod]\naws_access_key_id = ", S(i), "\nregion = eu-central-1"]),
        ("chat", "en", ["key id is ", S(i), " if you need it for the bucket"]),
        ("log", "en", ["botocore.exceptions.ClientError: InvalidAccessKeyId for ", S(i)]),
    ]) if r.random() < .5 else _aws_secret(r)

def _aws_secret(r):
    s = rs(r, 40, AL + "/+")
    return pick(r, [
        ("config", "en", ["aws_access_key_id = ", aws_id(r), "\naws_secret_access_key = ", S(s)]),
        ("chat", "en", ["secret half: ", S(s)]),
        ("config", "en", ["AWS_SECRET_ACCESS_KEY=", S(s), "\nAWS_DEFAULT_REGION=us-west-2"]),
    ])

@C("secret", "github_token")
def _(r):
    t = r.choice(["ghp_", "gho_", "ghs_", "ghu_"]) + rs(r, 36) if r.random() < .7 else "github_pat_" + rs(r, 22) + "_" + rs(r, 59)
    return pick(r, [
        ("chat", "en", ["try this PAT: ", S(t)]),
        ("shell", "en", ["git clone https://x-access-token:", S(t), "@github.com/acme/infra.git"]),
        ("config", "en", ["//npm.pkg.github.com/:_authToken=", S(t)]),
        ("log", "en", ["GH_TOKEN=", S(t), " gh release create v2"]),
    ])

@C("secret", "gitlab_token")
def _(r):
    t = "glpat-" + rs(r, 20, B64U)
    return pick(r, [
        ("ci", "en", ["git remote set-url origin https://oauth2:", S(t), "@gitlab.", domain(r), "/grp/app.git"]),
        ("chat", "de", ["hier der Token für die Pipeline: ", S(t)]),
        ("config", "en", ["PRIVATE-TOKEN: ", S(t)]),
    ])

@C("secret", "slack_token")
def _(r):
    t = r.choice(["xoxb-", "xoxp-", "xapp-1-"]) + dg(r, 12) + "-" + dg(r, 13) + "-" + rs(r, 24)
    hook = "https://hooks.slack.com/services/T" + rs(r, 10, UP) + "/B" + rs(r, 10, UP) + "/" + rs(r, 24)
    return pick(r, [
        ("config", "en", ["SLACK_BOT_TOKEN=", S(t)]),
        ("chat", "en", ["webhook for alerts: ", S(hook)]),
        ("log", "en", ["slack_sdk.errors.SlackApiError: invalid_auth (token=", S(t), ")"]),
    ])

@C("secret", "stripe_key")
def _(r):
    t = r.choice(["sk_live_", "rk_live_", "whsec_"]) + rs(r, r.randint(24, 40))
    return pick(r, [
        ("config", "en", ["STRIPE_SECRET=", S(t)]),
        ("chat", "en", ["the live key is ", S(t), ", test one is in 1password"]),
        ("log", "en", ["stripe.api_key = '", S(t), "'"]),
    ])

@C("secret", "twilio_token")
def _(r):
    t = rs(r, 32, HEX); sk = "SK" + rs(r, 32, HEX)
    return pick(r, [
        ("config", "en", ["TWILIO_ACCOUNT_SID=AC", rs(r, 32, HEX), "\nTWILIO_AUTH_TOKEN=", S(t)]),
        ("chat", "en", ["twilio auth token: ", S(t)]),
        ("config", "en", ["twilio:\n  api_key: ", S(sk), "\n  api_secret: ", S(rs(r, 32, AL))]),
    ])

@C("secret", "tailscale_key")
def _(r):
    t = "tskey-" + r.choice(["auth", "api", "client"]) + "-k" + rs(r, 11) + "CNTRL-" + rs(r, 32)
    return pick(r, [
        ("shell", "en", ["sudo tailscale up --authkey=", S(t), " --ssh"]),
        ("config", "en", ["TS_AUTHKEY=", S(t)]),
        ("chat", "en", ["new tailnet key ", S(t), " (ephemeral)"]),
    ])

@C("secret", "grafana_token")
def _(r):
    t = "glc_" + rs(r, 80, AL + "+/") + "==" if r.random() < .5 else "glsa_" + rs(r, 32) + "_" + rs(r, 8, HEX)
    return pick(r, [
        ("config", "en", ["GRAFANA_CLOUD_TOKEN=", S(t)]),
        ("chat", "en", ["service account token for dashboards: ", S(t)]),
        ("shell", "en", ["curl -H \"Authorization: Bearer ", S(t), "\" https://grafana.", domain(r), "/api/search"]),
    ])

@C("secret", "azure_secret")
def _(r):
    t = rs(r, 3, AL) + str(r.randint(0, 9)) + "Q~" + rs(r, 34, AL + "_~.-")
    return pick(r, [
        ("config", "en", ['"AzureAd": { "TenantId": "', K(uuid(r), "uuid_tech"), '", "ClientSecret": "', S(t), '" }']),
        ("chat", "en", ["app registration secret: ", S(t)]),
        ("shell", "en", ["az login --service-principal -u ", uuid(r), " -p ", S(t), " --tenant contoso.onmicrosoft.com"]),
    ])

@C("secret", "registry_token")
def _(r):
    t = "npm_" + rs(r, 36) if r.random() < .5 else "pypi-AgEIcHlwaS5vcmc" + rs(r, 60, B64U)
    return pick(r, [
        ("config", "en", ["//registry.npmjs.org/:_authToken=", S(t)]),
        ("config", "en", ["[pypi]\n  username = __token__\n  password = ", S(t)]),
        ("chat", "en", ["publish token: ", S(t)]),
        ("shell", "en", ["twine upload -u __token__ -p ", S(t), " dist/*"]),
    ])

@C("secret", "llm_api_key")
def _(r):
    k = r.randrange(3)
    t = ("sk-proj-" + rs(r, 120, B64U)) if k == 0 else ("sk-ant-api03-" + rs(r, 93, B64U) + "AA") if k == 1 else ("sk-" + rs(r, 20) + "T3BlbkFJ" + rs(r, 20))
    return pick(r, [
        ("config", "en", ["OPENAI_API_KEY=", S(t)]),
        ("chat", "en", ["works with ", S(t), " but not with the org key"]),
        ("log", "en", ["client = Anthropic(api_key=\"", S(t), "\")"]),
        ("tool_call", "en", ['{"tool": "http_request", "arguments": {"headers": {"x-api-key": "', S(t), '"}}}']),
    ])

@C("secret", "google_api_key")
def _(r):
    t = "AIza" + rs(r, 35, B64U)
    return pick(r, [
        ("chat", "en", ["maps key: ", S(t)]),
        ("config", "en", ['<meta-data android:name="com.google.android.geo.API_KEY" android:value="', S(t), '"/>']),
        ("log", "en", ["GET https://maps.googleapis.com/maps/api/geocode/json?address=x&key=", S(t)]),
    ])

def jwt(r):
    e = lambda b: base64.urlsafe_b64encode(b).decode().rstrip("=")
    h = e(json.dumps({"alg": r.choice(["HS256", "RS256"]), "typ": "JWT"}, separators=(",", ":")).encode())
    p = e(json.dumps({"sub": dg(r, 8), "iat": r.randint(1700000000, 1760000000), "scope": "read write"}, separators=(",", ":")).encode())
    return h + "." + p + "." + rs(r, 43, B64U)
@C("secret", "jwt")
def _(r):
    t = jwt(r)
    return pick(r, [
        ("http", "en", ["Authorization: Bearer ", S(t)]),
        ("chat", "en", ["token from the login response: ", S(t)]),
        ("tool_call", "en", ['{"name": "fetch", "args": {"token": "', S(t), '"}}']),
        ("log", "en", ["jwt.exceptions.ExpiredSignatureError while decoding ", S(t)]),
    ])

@C("secret", "private_key_block")
def _(r):
    typ = r.choice(["RSA PRIVATE KEY", "PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY"])
    first = "b3BlbnNzaC1rZXktdjEAAAAA" if "OPENSSH" in typ else "MII" + rs(r, 5, B64)
    body = "\n".join([(first + b64(r, 64))[:64]] + [b64(r, 64) for _ in range(r.randint(3, 6))] + [b64(r, 20) + "=="])
    return pick(r, [
        ("chat", "en", ["here's the deploy key, paste it into the secret:\n-----BEGIN ", typ, "-----\n", S(body), "\n-----END ", typ, "-----"]),
        ("config", "en", ["tls:\n  key: |\n    -----BEGIN ", typ, "-----\n", S(body), "\n    -----END ", typ, "-----"]),
    ])

@C("secret", "secp256k1_hex")
def _(r):
    t = rs(r, 64, HEX)
    return pick(r, [
        ("config", "en", ["PRIVATE_KEY=0x", S(t), "\nRPC_URL=https://rpc.", domain(r)]),
        ("chat", "en", ["wallet private key: ", S(t), " (testnet only!)"]),
        ("config", "en", ["module.exports = { networks: { sepolia: { accounts: ['0x", S(t), "'] } } }"]),
        ("chat", "de", ["der private Schlüssel der Wallet ist ", S(t)]),
    ])

@C("secret", "url_basic_auth")
def _(r):
    p = pw(r, url=True)
    return pick(r, [
        ("config", "en", ["DATABASE_URL=postgres://", user(r), ":", S(p), "@", host(r), ":5432/app"]),
        ("chat", "en", ["broker url amqp://guest:", S(p), "@rabbit.", domain(r), ":5672//"]),
        ("log", "en", ["Connecting to redis://:", S(p), "@cache-1:6379/0 ... ok"]),
        ("shell", "en", ["pip install --index-url https://", user(r), ":", S(p), "@pypi.", domain(r), "/simple pkg"]),
    ])

@C("secret", "md_link_auth")
def _(r):
    p = pw(r, url=True)
    return pick(r, [
        ("doc", "en", ["See the [staging dashboard](https://admin:", S(p), "@grafana.", domain(r), "/d/abc) for latency."]),
        ("doc", "en", ["- [Kibana](https://elastic:", S(p), "@logs.", domain(r), ":5601/app/discover)"]),
        ("chat", "en", ["open <https://ops:", S(p), "@jenkins.", domain(r), "/job/nightly|nightly job>"]),
    ])

# ================================================================ PII
SIGN = {"en": ["Best regards,", "Cheers,", "Thanks,", "Kind regards,"], "de": ["Viele Grüße", "Mit freundlichen Grüßen", "LG"],
        "fr": ["Cordialement,", "Bien à vous,"], "es": ["Saludos,", "Un abrazo,"], "pt": ["Atenciosamente,", "Abraços,"],
        "it": ["Cordiali saluti,", "Un saluto,"], "nl": ["Met vriendelijke groet,", "Groetjes,"], "pl": ["Pozdrawiam,", "Z poważaniem,"],
        "sv": ["Vänliga hälsningar,"], "tr": ["Saygılarımla,"]}

@C("pii", "name_lastfirst_header", 18)
def _(r):
    f, l, lang = name(r)
    v = l + ", " + f
    return pick(r, [
        ("teams", lang, [P(v), "  ", hhmm(r), "\nthe export finished, numbers look fine"]),
        ("email", lang, ["From: ", P(v), " <noreply@", domain(r), ">\nSubject: Re: quarterly close\n\nsee attached"]),
        ("teams", lang, ["[", hhmm(r), "] ", P(v), ": can you restart the runner?"]),
        ("chat_export", lang, [P(v), " (External) — ", hhmm(r), "\nwe still see the timeout"]),
    ])

@C("pii", "name_signoff", 18)
def _(r):
    f, l, lang = name(r)
    if lang == "ja": lang = "en"
    v = f + " " + l
    sg = r.choice(SIGN.get(lang, SIGN["en"]))
    return pick(r, [
        ("email", lang, ["The invoice run is fixed now.\n\n", sg, "\n", P(v)]),
        ("email", lang, ["ok for me.\n", sg, "\n", P(v), "\nSenior Platform Engineer"]),
        ("email", lang, ["Ticket ", cid(r), " can be closed.\n\n-- \n", P(v), " | Finance Ops"]),
    ])

@C("pii", "name_table_row", 18)
def _(r):
    a = full(r); b = full(r)
    return pick(r, [
        ("doc", "en", ["| owner | service | on-call |\n|---|---|---|\n| ", P(a), " | billing | week 12 |\n| ", P(b), " | search | week 13 |"]),
        ("csv", "en", ["employee_name,team,start\n", P(a), ",payments,2021-04\n", P(b), ",infra,2019-10\n"]),
        ("sql", "en", [" id | full_name | dept\n----+-----------+------\n 17 | ", P(a), " | HR\n 18 | ", P(b), " | IT"]),
    ])

@C("pii", "name_prose", 22)
def _(r):
    f, l, lang = name(r)
    v = (l + " " + f) if lang == "ja" else (f + " " + l)
    return pick(r, [
        ("chat", "en", ["I spoke with ", P(v), " from accounting and she confirmed the refund."]),
        ("chat", "de", ["Mein Kollege ", P(v), " übernimmt ab Montag das Ticket."]),
        ("chat", "fr", ["Je vous mets en copie ", P(v), ", qui suit le dossier."]),
        ("chat", "es", ["Hablé con ", P(v), " y me dijo que mañana lo revisa."]),
        ("chat", "pt", ["Quem aprovou foi ", P(v), ", do jurídico."]),
        ("chat", "it", ["Ne ho parlato con ", P(v), " ieri sera."]),
        ("chat", "nl", ["Ik heb het doorgestuurd naar ", P(v), "."]),
        ("chat", "pl", ["Rozmawiałem z ", P(v), " o fakturze."]),
        ("chat", "ja", ["担当は", P(v), "さんです。"]),
        ("transcript", "en", ["AGENT: May I have your full name?\nCALLER: It's ", P(v), "."]),
        ("tool_call", "en", ['{"tool": "crm.lookup", "arguments": {"customer_name": "', P(v), '"}}']),
        ("tool_result", "en", ['{"result": {"contact": {"display_name": "', P(v), '", "tier": "gold"}}}']),
        ("slack_export", "en", ['{"type": "message", "text": "handing over to ', P(v), ' for the night shift"}']),
        ("email", "sv", ["Jag har pratat med ", P(v), " om fakturan."]),
    ])

@C("pii", "name_surname_spelled", 18)
def _(r):
    f, l, lang = name(r, r.choice(["en", "de", "pl", "it", "nl", "sv"]))
    l = l.split()[-1]
    sep = r.choice(["-", " ", ". ", "-"])
    v = sep.join(l.upper())
    return pick(r, [
        ("transcript", "en", ["CALLER: the surname is spelled ", P(v), "\nAGENT: thank you"]),
        ("transcript", "en", ["AGENT: could you spell that?\nCALLER: ", P(v), "."]),
        ("transcript", "de", ["ANRUFER: ich buchstabiere: ", P(v)]),
        ("chat", "en", ["last name ", P(v), " — the system keeps dropping the last letter"]),
    ])

@C("pii", "email_plain")
def _(r):
    f, l, lang = name(r, r.choice(["en", "de", "fr", "nl", "it"]))
    loc = re.sub(r"[^a-z]", "", (f[0] + "." + l).lower().encode("ascii", "ignore").decode()) or "x"
    v = r.choice([f[0].lower() + "." + loc, loc + str(r.randint(1, 99))]) + "@" + r.choice(["gmail.com", "web.de", "outlook.fr", "hotmail.co.uk", "libero.it", "ziggo.nl"])
    return pick(r, [
        ("chat", "en", ["you can reach me at ", P(v)]),
        ("email", "en", ["Reply-To: ", P(v), "\n\nplease use my private address from now on"]),
        ("log", "en", ["smtp: 550 mailbox unavailable <", P(v), ">"]),
        ("tool_call", "en", ['{"to": ["', P(v), '"], "subject": "your order"}']),
        ("log", "en", ["ValidationError: user with email '", P(v), "' already exists\n    at UserService.create (users.ts:88)"]),
        ("chat", "fr", ["écrivez-moi plutôt à ", P(v)]),
    ])

@C("pii", "email_obfuscated")
def _(r):
    a = r.choice(["lena.hartwig", "marco.bianchi", "pkowal", "jvdberg", "c.oliveira", "tmorrow"]) + str(r.randint(2, 90))
    d1, d2 = r.choice([("gmx", "de"), ("proton", "me"), ("yahoo", "fr"), ("gmail", "com"), ("sapo", "pt")])
    st = r.randrange(4)
    v = [a + " at " + d1 + " dot " + d2, a + " [at] " + d1 + " [dot] " + d2, a + "(at)" + d1 + "(dot)" + d2, a + " AT " + d1 + " DOT " + d2][st]
    return pick(r, [
        ("forum", "en", ["drop me a line: ", P(v)]),
        ("chat", "de", ["schreib mir an ", P(v)]),
        ("chat", "en", ["contact ", P(v), " for the dataset"]),
    ])

def phone_class(cc, cues):
    def fn(r):
        v = phone(r, cc)
        lang, pre, post = r.choice(cues)
        return (r.choice(["chat", "transcript", "email", "sms"]), lang, [pre, P(v), post])
    return fn

PH = {
    "US": [("en", "I'm in the States, call me at ", ""), ("en", "US number: ", " (evenings)"), ("en", "CALLER: my callback number here in Texas is ", "")],
    "GB": [("en", "I'm based in Manchester, my number is ", ""), ("en", "UK number: ", ""), ("en", "ring me on ", ", I'm in London all week")],
    "DE": [("de", "Meine Telefonnummer: ", ""), ("de", "Rufen Sie mich bitte unter ", " an."), ("de", "Tel. (Deutschland): ", "")],
    "FR": [("fr", "Mon numéro : ", ""), ("fr", "Vous pouvez me joindre au ", " (France)."), ("fr", "tél. ", " — je suis à Lyon")],
    "ES": [("es", "Mi teléfono es el ", ""), ("es", "llámame al ", ", estoy en Madrid"), ("es", "teléfono de contacto (España): ", "")],
    "PT": [("pt", "O meu número é o ", ""), ("pt", "ligue para o ", ", estou em Lisboa"), ("pt", "contacto: ", " (Portugal)")],
    "IT": [("it", "Il mio numero: ", ""), ("it", "chiamami al ", ", sono a Bologna"), ("it", "numero di telefono: ", " (Italia)")],
    "NL": [("nl", "Mijn telefoonnummer is ", ""), ("nl", "bel me op ", ", ik zit in Utrecht"), ("nl", "telefoon: ", "")],
    "PL": [("pl", "Mój numer telefonu to ", ""), ("pl", "proszę dzwonić pod ", " (Polska)"), ("pl", "tel. kom. ", "")],
    "JP": [("ja", "携帯番号は ", " です"), ("ja", "電話: ", "（東京）"), ("en", "my Japanese mobile is ", "")],
}
for cc, cues in PH.items():
    C("pii", "phone_" + cc.lower(), 16)(phone_class(cc, cues))

@C("pii", "phone_intl", 20)
def _(r):
    cc = r.choice(list(PH)); v = phone(r, cc, intl=True)
    return pick(r, [
        ("chat", "en", ["WhatsApp me on ", P(v)]),
        ("email", "en", ["Mobile: ", P(v), "\nOffice hours 9-17 CET"]),
        ("tool_call", "en", ['{"contact": {"phone": "', P(v), '", "channel": "sms"}}']),
        ("transcript", "en", ["CALLER: best number is ", P(v)]),
    ])

ADDR_CUE = {"US": ("en", ["ship it to ", "my home address is ", "Mailing address: "]), "GB": ("en", ["I live at ", "please post it to ", "Address: "]),
            "DE": ("de", ["Meine Adresse: ", "Lieferadresse: ", "Anschrift: "]), "FR": ("fr", ["J'habite au ", "adresse de livraison : ", "Adresse : "]),
            "ES": ("es", ["Vivo en ", "dirección de envío: ", "Domicilio: "]), "IT": ("it", ["Abito in ", "indirizzo di spedizione: ", "Residenza: "]),
            "NL": ("nl", ["Ik woon op ", "bezorgadres: ", "Adres: "]), "PT": ("pt", ["Moro na ", "morada: ", "Endereço de entrega: "]),
            "PL": ("pl", ["Mieszkam przy ", "adres do wysyłki: ", "Adres zamieszkania: "]), "JP": ("ja", ["住所は", "お届け先：", "自宅住所: "])}
def addr_class(cc):
    def fn(r):
        lang, cues = ADDR_CUE[cc]; v = addr(r, cc)
        st = r.randrange(3)
        if st == 0: return ("chat", lang, [r.choice(cues), P(v), r.choice([".", "", " — thanks!"])])
        if st == 1: return ("tool_call", lang, ['{"name": "update_shipping", "arguments": {"address": "', P(v), '"}}'])
        return ("email", lang, [r.choice(cues), P(v), "\n", cid(r)])
    return fn
for cc in ADDR_CUE:
    C("pii", "address_" + cc.lower(), 16)(addr_class(cc))

@C("pii", "address_block", 16)
def _(r):
    cc = r.choice(["US", "GB", "DE", "FR", "NL", "IT"])
    a = addr(r, cc)
    parts = a.split(", ")
    v = "\n".join(parts)
    return ("email", "en", ["Please send the replacement unit to:\n\n", P(v), "\n\nThanks in advance"])

DOB_CUE = [("en", "date of birth: "), ("en", "DOB "), ("en", "born on "), ("de", "geboren am "), ("de", "Geburtsdatum: "),
           ("fr", "né le "), ("fr", "date de naissance : "), ("es", "fecha de nacimiento: "), ("es", "nací el "),
           ("pt", "data de nascimento: "), ("pt", "nasci em "), ("it", "data di nascita: "), ("it", "nato il "),
           ("nl", "geboortedatum: "), ("nl", "geboren op "), ("pl", "data urodzenia: "), ("pl", "urodzona "),
           ("ja", "生年月日："), ("sv", "födelsedatum: "), ("tr", "doğum tarihi: ")]

@C("pii", "dob_cue", 24)
def _(r):
    lang, cue = r.choice(DOB_CUE); v = dob(r, lang)
    return pick(r, [
        ("chat", lang, [cue, P(v)]),
        ("form", lang, ["Kundendaten / customer data\n", cue, P(v), "\n", cid(r)]),
        ("email", lang, ["for the identity check: ", cue, P(v)]),
        ("tool_call", lang, ['{"verify_identity": {"note": "', cue, P(v), '"}}']),
    ])

@C("pii", "dob_prev_line", 18)
def _(r):
    lang = r.choice(["en", "de", "fr", "es", "pt", "it"]); v = dob(r, lang)
    q = {"en": "AGENT: And can you confirm your date of birth for me?", "de": "AGENT: Und Ihr Geburtsdatum, bitte?",
         "fr": "CONSEILLER : Votre date de naissance, s'il vous plaît ?", "es": "AGENTE: ¿Me confirma su fecha de nacimiento?",
         "pt": "ATENDENTE: Pode confirmar a sua data de nascimento?", "it": "OPERATORE: Mi conferma la data di nascita?"}[lang]
    a = {"en": "CALLER: ", "de": "KUNDE: ", "fr": "CLIENT : ", "es": "CLIENTE: ", "pt": "CLIENTE: ", "it": "CLIENTE: "}[lang]
    return ("transcript", lang, [q, "\n", a, P(v), r.choice(["", ".", " ..."])])

@C("pii", "dob_table", 18)
def _(r):
    a, b = dob(r, "en", 0), dob(r, "en", 1)
    col = r.choice(["dob", "birth_date", "date_of_birth", "geburtsdatum", "fecha_nacimiento", "data_nascita"])
    return pick(r, [
        ("csv", "en", ["customer_id,", col, ",country\n1042,", P(a), ",DE\n1043,", P(b), ",FR\n"]),
        ("sql", "en", ["select id, ", col, " from patients limit 2;\n id  | ", col, "\n-----+------------\n 301 | ", P(a), "\n 302 | ", P(b)]),
        ("sql", "en", ["INSERT INTO members (member_no, ", col, ") VALUES (88, '", P(a), "');"]),
        ("config", "en", ["- member: 88\n  ", col, ": ", P(a), "\n"]),
    ])

@C("pii", "id_us_ssn")
def _(r):
    v = ssn(r, r.choice(["-", "-", " ", ""]))
    return pick(r, [
        ("chat", "en", ["my social is ", P(v)]),
        ("transcript", "en", ["CALLER: the SSN on file should be ", P(v)]),
        ("form", "en", ["Social Security No.: ", P(v)]),
        ("tool_call", "en", ['{"applicant": {"ssn": "', P(v), '"}}']),
        ("transcript", "en", ["AGENT: last thing, your social?\nCALLER: ", P(v)]),
    ])

@C("pii", "id_uk_ni")
def _(r):
    v = uk_ni(r, r.random() < .6)
    return pick(r, [("chat", "en", ["my NI number is ", P(v)]), ("email", "en", ["National Insurance number: ", P(v)]), ("form", "en", ["NINO ", P(v)])])

@C("pii", "id_de_steuerid")
def _(r):
    v = de_steuerid(r)
    return pick(r, [("chat", "de", ["meine Steuer-ID ist ", P(v)]), ("email", "de", ["Steueridentifikationsnummer: ", P(v)]), ("form", "de", ["IdNr. ", P(v)])])

@C("pii", "id_fr_insee")
def _(r):
    v = fr_insee(r)
    return pick(r, [("chat", "fr", ["mon numéro de sécu : ", P(v)]), ("email", "fr", ["N° de sécurité sociale ", P(v)]), ("form", "fr", ["NIR : ", P(v)])])

@C("pii", "id_es_dni_nie")
def _(r):
    v = es_dni(r)
    return pick(r, [("chat", "es", ["mi DNI es ", P(v)]), ("email", "es", ["NIE: ", P(v)]), ("form", "es", ["Documento de identidad: ", P(v)])])

@C("pii", "id_it_cf")
def _(r):
    v = it_cf(r)
    return pick(r, [("chat", "it", ["il mio codice fiscale è ", P(v)]), ("email", "it", ["C.F. ", P(v)]), ("form", "it", ["Codice fiscale: ", P(v)])])

@C("pii", "id_nl_bsn")
def _(r):
    v = nl_bsn(r)
    return pick(r, [("chat", "nl", ["mijn BSN is ", P(v)]), ("email", "nl", ["burgerservicenummer: ", P(v)]), ("form", "nl", ["BSN ", P(v)])])

@C("pii", "id_pl_pesel")
def _(r):
    v = pl_pesel(r)
    return pick(r, [("chat", "pl", ["mój PESEL to ", P(v)]), ("email", "pl", ["numer PESEL: ", P(v)]), ("form", "pl", ["PESEL ", P(v)])])

@C("pii", "id_br_cpf")
def _(r):
    v = br_cpf(r)
    return pick(r, [("chat", "pt", ["meu CPF é ", P(v)]), ("email", "pt", ["CPF do titular: ", P(v)]), ("form", "pt", ["CPF ", P(v)])])

@C("pii", "id_in_aadhaar")
def _(r):
    v = aadhaar(r)
    return pick(r, [("chat", "en", ["my Aadhaar number is ", P(v)]), ("email", "en", ["Aadhaar: ", P(v)]), ("form", "hi", ["आधार संख्या: ", P(v)])])

@C("pii", "id_passport", 20)
def _(r):
    cc = r.choice(["DE", "US", "GB", "FR", "IT", "ES", "PL", "NL", "JP"]); v = passport(r, cc)
    cue = {"DE": ("de", "Reisepassnummer: "), "US": ("en", "US passport no. "), "GB": ("en", "passport number "), "FR": ("fr", "numéro de passeport : "),
           "IT": ("it", "numero di passaporto "), "ES": ("es", "pasaporte nº "), "PL": ("pl", "numer paszportu: "), "NL": ("nl", "paspoortnummer "),
           "JP": ("ja", "旅券番号: ")}[cc]
    return pick(r, [("chat", cue[0], [cue[1], P(v)]), ("form", cue[0], ["Traveller\n", cue[1], P(v), "\nexpiry 2031"])])

@C("pii", "mention_handle", 18)
def _(r):
    f, l, lang = name(r, r.choice(["en", "de", "fr", "nl", "sv", "it"]))
    h = "@" + re.sub(r"[^a-z.]", "", (f + "." + l.split()[-1]).lower().encode("ascii", "ignore").decode())
    return pick(r, [
        ("slack", "en", [P(h), " can you take a look at the failing deploy?"]),
        ("slack", "en", ["cc ", P(h), " for the review"]),
        ("github", "en", ["Thanks ", P(h), "! merged in #", str(r.randint(100, 9999))]),
        ("teams", "de", [P(h), " kannst du das bitte freigeben?"]),
    ])

@C("pii", "payment_card", 20)
def _(r):
    v = card(r)
    return pick(r, [
        ("chat", "en", ["card number ", P(v), " exp 09/28"]),
        ("transcript", "en", ["CALLER: the card is ", P(v)]),
        ("chat", "de", ["Kartennummer: ", P(v)]),
        ("chat", "es", ["número de tarjeta ", P(v)]),
        ("tool_call", "en", ['{"payment": {"pan": "', P(v), '"}}']),
        ("chat", "fr", ["ma carte : ", P(v)]),
    ])

@C("pii", "iban", 18)
def _(r):
    v = iban(r)
    return pick(r, [
        ("email", "en", ["please refund to IBAN ", P(v)]),
        ("chat", "de", ["meine IBAN lautet ", P(v)]),
        ("chat", "fr", ["voici mon IBAN : ", P(v)]),
        ("chat", "nl", ["rekeningnummer ", P(v)]),
        ("chat", "pl", ["numer konta: ", P(v)]),
    ])

@C("pii", "ip_home", 16)
def _(r):
    v = "%d.%d.%d.%d" % (r.choice([84, 91, 178, 212, 79, 93, 188, 62]), r.randint(0, 255), r.randint(0, 255), r.randint(1, 254))
    return pick(r, [
        ("chat", "en", ["my home IP is ", P(v), ", can you whitelist it?"]),
        ("chat", "de", ["meine IP zu Hause: ", P(v)]),
        ("email", "en", ["I connect from my home router (", P(v), ") and get blocked"]),
        ("chat", "fr", ["mon IP chez moi c'est ", P(v)]),
    ])

# ================================================================ KEEP
def uuid(r):
    h = rs(r, 32, HEX)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], r.choice("89ab"), h[17:20], h[20:])

def api_id(r):
    return r.choice(["chatcmpl-" + rs(r, 29), "msg_01" + rs(r, 22), "run_" + rs(r, 24), "req_" + rs(r, 24, string.ascii_lowercase + string.digits),
                     "evt_" + rs(r, 24), "cus_" + rs(r, 14), "resp_" + rs(r, 40, HEX), "thread_" + rs(r, 24), "asst_" + rs(r, 24),
                     "file-" + rs(r, 22), "pi_" + rs(r, 24), "toolu_01" + rs(r, 22), "batch_" + rs(r, 24), "call_" + rs(r, 24)])

@C("keep", "api_object_id", 22)
def _(r):
    i = api_id(r); j = api_id(r)
    return pick(r, [
        ("log", "en", ["openai: completion ", K(i), " finished_reason=stop tokens=812"]),
        ("tool_call", "en", ['{"id": "', K(i), '", "object": "response", "status": "completed"}']),
        ("chat", "en", ["the failing request id was ", K(i), ", retry gave ", K(j)]),
        ("log", "en", ["webhook received ", K(i), " (livemode=false)"]),
    ])

PRODUCTS = ["Otto", "Jarvis", "Watson", "Luigi", "Alexa", "Siri", "Cortana", "Jenkins", "Hudson", "Ada", "Sentry", "Rasa", "Clippy", "Bixby"]
@C("keep", "product_firstname", 22)
def _(r):
    p = r.choice(PRODUCTS)
    return pick(r, [
        ("chat", "en", ["we moved the pipelines off ", K(p), " last quarter"]),
        ("chat", "en", ["ask ", K(p), " to set a timer for 10 minutes"]),
        ("chat", "de", ["Bestellung über ", K(p), " kam zwei Tage zu spät"]),
        ("doc", "en", ["", K(p), " integration: enable the plugin and restart the service."]),
        ("log", "en", ["[", K(p), "] scheduler tick 4411 ok"]),
    ])

@C("keep", "version_4part", 18)
def _(r):
    v = "%d.%d.%d.%d" % (r.randint(1, 30), r.randint(0, 20), r.randint(0, 999), r.randint(0, 9999))
    return pick(r, [
        ("log", "en", ["Chrome/", K(v), " Safari/537.36"]),
        ("chat", "en", ["upgrade the driver to ", K(v), " and it works"]),
        ("config", "en", ['<assemblyIdentity version="', K(v), '" name="App.Core"/>']),
        ("doc", "en", ["Fixed in build ", K(v), "."]),
    ])

STATUS = ["502 Bad Gateway", "503 Service Unavailable", "404 Not Found", "429 Too Many Requests", "401 Unauthorized", "504 Gateway Timeout", "418 I'm a teapot"]
@C("keep", "http_status", 18)
def _(r):
    s = r.choice(STATUS)
    return pick(r, [
        ("log", "en", ["upstream returned ", K(s), " after 30s"]),
        ("chat", "en", ["getting ", K(s), " from the API since noon"]),
        ("http", "en", ["< HTTP/2 ", K(s)]),
        ("chat", "de", ["Nach dem Deploy kommt nur noch ", K(s)]),
    ])

@C("keep", "k8s_quantity", 18)
def _(r):
    a = "%d%s" % (r.choice([128, 256, 512, 768, 1, 2, 4]), r.choice(["Mi", "Gi"])); b = "%dm" % r.choice([100, 250, 500, 750])
    return pick(r, [
        ("config", "en", ["resources:\n  limits:\n    memory: ", K(a), "\n    cpu: ", K(b)]),
        ("chat", "en", ["bumped the limit to ", K(a), " and requests to ", K(b)]),
        ("log", "en", ["Container exceeded ", K(a), " memory limit"]),
    ])

@C("keep", "sri_hash", 16)
def _(r):
    v = "sha512-" + rs(r, 86, B64) + "=="
    return pick(r, [
        ("config", "en", ['"node_modules/left-pad": {\n  "version": "1.3.0",\n  "integrity": "', K(v), '"\n}']),
        ("doc", "en", ['<script src="app.js" integrity="', K(v), '" crossorigin="anonymous"></script>']),
    ])

@C("keep", "ssh_fingerprint", 16)
def _(r):
    v = "SHA256:" + rs(r, 43, B64) if r.random() < .6 else ":".join(rs(r, 2, HEX) for _ in range(16))
    return pick(r, [
        ("shell", "en", ["ED25519 key fingerprint is ", K(v), ".\nAre you sure you want to continue connecting (yes/no)?"]),
        ("chat", "en", ["the host key is ", K(v), ", matches the one in the runbook"]),
        ("log", "en", ["Accepted publickey for deploy from 10.0.4.2 port 52144 ssh2: ED25519 ", K(v)]),
    ])

@C("keep", "git_sha", 18)
def _(r):
    v = rs(r, r.choice([40, 40, 7, 12]), HEX)
    return pick(r, [
        ("ci", "en", ["HEAD is now at ", K(v), " fix: retry on 429"]),
        ("chat", "en", ["reverted ", K(v), ", please rebase"]),
        ("log", "en", ["Checking out ", K(v), " (detached)"]),
    ])

@C("keep", "uuid_tech", 18)
def _(r):
    u = uuid(r)
    return pick(r, [
        ("log", "en", ["trace_id=", K(u), " span=db.query duration=12ms"]),
        ("chat", "en", ["the job ", K(u), " is stuck in PENDING"]),
        ("config", "en", ["  volumeHandle: ", K(u)]),
    ])

ERRS = ["OOMKilled", "CrashLoopBackOff", "ImagePullBackOff", "NullPointerException", "ECONNRESET", "SIGSEGV", "DeadlineExceeded",
        "ConcurrentModificationException", "ErrImagePull", "EADDRINUSE", "StackOverflowError"]
@C("keep", "error_name", 18)
def _(r):
    e = r.choice(ERRS)
    return pick(r, [
        ("log", "en", ["web-7d9f   0/1   ", K(e), "   5 (2m ago)   14m"]),
        ("chat", "en", ["pods keep going ", K(e), " after the upgrade"]),
        ("log", "en", ["Caused by: java.lang.", K(e), "\n\tat com.acme.Foo.run(Foo.java:42)"]) if e.endswith(("Exception", "Error")) else ("log", "en", ["fatal: ", K(e)]),
    ])

EXKEYS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "sk_test_4eC39HqLyjWDarjtT1zdp7dc", "AKIAI44QH8DHBEXAMPLE",
          "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY"]
@C("keep", "example_key", 16)
def _(r):
    k = r.choice(EXKEYS)
    return pick(r, [
        ("doc", "en", ["For example, set the key to `", K(k), "` in your local profile."]),
        ("doc", "en", ["# sample from the docs\nexport AWS_ACCESS_KEY_ID=", K(k)]),
        ("chat", "en", ["that's just the documentation placeholder ", K(k), ", not ours"]),
    ])

@C("keep", "date_nonbirthday", 18)
def _(r):
    d = tech_date(r)
    return pick(r, [
        ("chat", "en", ["we released v3 on ", K(d), " and the regression started then"]),
        ("log", "en", ["certificate expires ", K(d)]),
        ("chat", "de", ["Wartungsfenster am ", K(d), ", bitte einplanen"]),
        ("email", "en", ["The contract renewal is due ", K(d), "."]),
    ])

@C("keep", "port_number", 16)
def _(r):
    p = str(r.choice([5432, 6379, 8443, 9092, 27017, 3306, 5672, 11211, 9200]))
    return pick(r, [
        ("chat", "en", ["open port ", K(p), " on the security group"]),
        ("log", "en", ["listening on 0.0.0.0:", K(p)]),
        ("config", "en", ["ports:\n  - containerPort: ", K(p)]),
    ])

@C("keep", "order_number", 18)
def _(r):
    o = r.choice(["#%d" % r.randint(100000, 999999), "ORD-%d-%05d" % (r.randint(2023, 2026), r.randint(1, 99999)), "PO%08d" % r.randint(1, 10 ** 7), "A%d-%d" % (r.randint(10, 99), r.randint(1000000, 9999999))])
    return pick(r, [
        ("chat", "en", ["order ", K(o), " never arrived"]),
        ("email", "de", ["Ihre Bestellung ", K(o), " wurde versandt."]),
        ("chat", "fr", ["commande ", K(o), " toujours en attente"]),
        ("chat", "es", ["el pedido ", K(o), " llegó roto"]),
    ])

@C("keep", "image_digest", 16)
def _(r):
    d = "sha256:" + rs(r, 64, HEX)
    return pick(r, [
        ("log", "en", ["Pulled image \"ghcr.io/acme/api@", K(d), "\""]),
        ("ci", "en", ["digest: ", K(d), " size: 2417"]),
    ])

# ================================================================ CLEAN
def clean_snip(r):
    st = r.randrange(18)
    if st == 12:
        return ("log", "en", ["HTTP/1.1 ", K("401 Unauthorized", "http_status"), "\nWWW-Authenticate: Basic realm=\"registry\"\nContent-Length: 0"])
    if st == 13:
        return ("doc", "en", ["Passwords must be at least 12 characters and may not reuse the last 5. Tokens expire after 90 days; rotate them with `", r.choice(["gh auth refresh", "az ad sp credential reset", "vault token renew"]), "`."])
    if st == 14:
        return ("shell", "en", ["$ grep -rn \"password\" src/ | wc -l\n", str(r.randint(3, 40)), "\n$ git log --oneline -1\n", K(rs(r, 7, HEX), "git_sha"), " chore: drop unused secret loader"])
    if st == 15:
        return ("log", "en", ["java.lang.IllegalStateException: pool exhausted\n\tat com.zaxxer.hikari.pool.HikariPool.getConnection(HikariPool.java:", str(r.randint(100, 200)), ")\n\tat app.Repo.find(Repo.java:", str(r.randint(10, 99)), ")"])
    if st == 16:
        return ("config", "en", ["version: \"3.9\"\nservices:\n  web:\n    image: nginx@", K("sha256:" + rs(r, 64, HEX), "image_digest"), "\n    ports:\n      - \"", K("8443", "port_number"), ":443\"\n    environment:\n      - API_TOKEN_FILE=/run/secrets/api_token"])
    if st == 17:
        return ("chat", "en", ["invoice ", K("ORD-%d-%05d" % (r.randint(2023, 2026), r.randint(1, 99999)), "order_number"), " was paid on ", K(tech_date(r), "date_nonbirthday"), ", receipt came from ", K(r.choice(PRODUCTS[:6]), "product_firstname")])
    if st == 0:
        return ("log", "en", ["kubectl get pods -n prod\nNAME          READY  STATUS             RESTARTS\napi-", rs(r, 5, HEX), "  0/1    ", K(r.choice(ERRS[:3]), "error_name"), "   7"])
    if st == 1:
        return ("doc", "en", ["To rotate the password, run `vault write auth/userpass/users/<name> password=<new>` and restart ", K(r.choice(PRODUCTS), "product_firstname"), "."])
    if st == 2:
        return ("config", "en", ["database:\n  password: ${DB_PASSWORD}\n  pool_size: 20\n  port: ", K("5432", "port_number")])
    if st == 3:
        return ("ci", "en", ["commit ", K(rs(r, 40, HEX), "git_sha"), "\nMerge: ", rs(r, 7, HEX), " ", rs(r, 7, HEX), "\n\n    bump version to ", K("%d.%d.%d.%d" % (r.randint(1, 9), r.randint(0, 9), r.randint(0, 99), r.randint(0, 999)), "version_4part")])
    if st == 4:
        return ("log", "en", [ts(r), " WARN  http: ", K(r.choice(STATUS), "http_status"), " from upstream (trace ", K(uuid(r), "uuid_tech"), ")"])
    if st == 5:
        return ("chat", "en", ["token usage for ", K(api_id(r), "api_object_id"), ": prompt 1201, completion 88"])
    if st == 6:
        return ("config", "en", ["resources:\n  requests:\n    memory: ", K("%dMi" % r.choice([64, 128, 256]), "k8s_quantity"), "\n    cpu: ", K("%dm" % r.choice([50, 100, 200]), "k8s_quantity")])
    if st == 7:
        return ("doc", "en", ["Set `api_key` to the value shown in the dashboard (it starts with `sk_live_`). Never commit it; use `", K(r.choice(EXKEYS[:3]), "example_key"), "` in tests."])
    if st == 8:
        return ("log", "en", ["sha256sum: ", rs(r, 64, HEX), "  dist/app-", "%d.%d.%d" % (r.randint(1, 5), r.randint(0, 20), r.randint(0, 30)), ".tar.gz"])
    if st == 9:
        return ("chat", "en", ["release ", "%d.%d" % (r.randint(1, 9), r.randint(0, 40)), " is scheduled for ", K(tech_date(r), "date_nonbirthday"), ", freeze starts two days before"])
    if st == 10:
        return ("sql", "en", ["EXPLAIN ANALYZE SELECT count(*) FROM orders WHERE status = 'shipped';\n Aggregate  (cost=", str(r.randint(100, 9999)), ".12 rows=1) (actual time=3.201..3.202 rows=1 loops=1)"])
    return ("shell", "en", ["$ ssh-keygen -lf ~/.ssh/id_ed25519.pub\n256 ", K("SHA256:" + rs(r, 43, B64), "ssh_fingerprint"), " deploy@ci (ED25519)"])

# ================================================================ wrappers & builder
WRAP_PRE = ["", "", "", "[#ops-help] ", "> ", "--- forwarded ---\n", "Ticket {cid}: ", "{ts} INFO ", "Re: follow-up\n\n"]
WRAP_POST = ["", "", "", "\n(sent from mobile)", " 👍", "\n-- end of thread --", "\n\n[attachment: screenshot.png]"]

class GenError(Exception):
    pass

def build(segs, cls, r, wrap=True):
    pre = r.choice(WRAP_PRE).replace("{cid}", cid(r)).replace("{ts}", ts(r)) if wrap else ""
    post = r.choice(WRAP_POST) if wrap else ""
    text, spans = pre, []
    for s in segs:
        if isinstance(s, str):
            text += s
        else:
            kind, c, v = s
            spans.append({"start": len(text), "end": len(text) + len(v), "kind": kind, "class": c or cls, "value": v})
            text += v
    text += post
    return text, spans

def probes(sp):
    v = sp["value"]
    if sp["kind"] == "secret":
        return [v] if len(v) < 6 else sorted({v[i:i + 6] for i in range(len(v) - 5)})
    if sp["kind"] == "pii":
        out = [v]
        if sp["class"].startswith("name"):
            out += [t for t in re.findall(r"\w+", v) if len(t) >= 3]
        return out
    return []

def check(text, spans):
    for sp in spans:
        if text[sp["start"]:sp["end"]] != sp["value"]:
            raise GenError("span mismatch %r" % sp)
    for a in spans:
        for b in spans:
            if a is not b and a["start"] < b["end"] and b["start"] < a["end"]:
                raise GenError("overlap %r %r" % (a, b))
    blank = list(text)
    for sp in spans:
        if sp["kind"] != "keep":
            for i in range(sp["start"], sp["end"]):
                blank[i] = "\0"
    rest = "".join(blank)
    for sp in spans:
        for p in probes(sp):
            if sp["kind"] == "pii" and sp["class"].startswith("name") and p != sp["value"]:
                if re.search(r"(?<!\w)" + re.escape(p) + r"(?!\w)", rest):
                    raise GenError("name token %r outside span" % p)
            elif p in rest:
                raise GenError("probe %r of %s/%s outside span" % (p, sp["kind"], sp["class"]))
    # keep spans must not contain a secret/pii probe (they survive verbatim)

def main():
    out = sys.argv[1] if len(sys.argv) > 1 else "corpus_e.jsonl"
    rows, retries = [], 0
    jobs = [(k, c, n, f) for k, c, n, f in CLASSES] + [("clean", "clean", 200, None)]
    for kind, cls, n, fn in jobs:
        for i in range(n):
            for attempt in range(20):
                if fn is None:
                    src, lang, segs = clean_snip(R)
                else:
                    src, lang, segs = fn(R)
                text, spans = build(segs, cls, R, wrap=(fn is not None))
                try:
                    check(text, spans)
                    break
                except GenError as e:
                    retries += 1
                    if attempt == 19:
                        raise SystemExit("FATAL: %s/%s #%d cannot be generated cleanly: %s" % (kind, cls, i, e))
            rows.append({"id": "e-%s-%03d" % (cls, i), "source": src, "lang": lang, "text": text, "spans": spans, "clean": fn is None})
    # final re-check of the whole corpus, fail loudly
    for row in rows:
        check(row["text"], row["spans"])
        if row["clean"] and any(s["kind"] != "keep" for s in row["spans"]):
            raise SystemExit("FATAL: clean snippet with secret/pii span: %s" % row["id"])
    order = list(range(len(rows)))
    random.Random(SEED + 1).shuffle(order)
    with open(out, "w", encoding="utf-8") as f:
        for i in order:
            f.write(json.dumps(rows[i], ensure_ascii=False) + "\n")
    cnt = {}
    for row in rows:
        for s in row["spans"]:
            cnt[(s["kind"], s["class"])] = cnt.get((s["kind"], s["class"]), 0) + 1
    kinds = {}
    for k, c in cnt: kinds[k] = kinds.get(k, 0) + 1
    print("wrote %s: %d snippets (%d clean), %d classes %s, %d retries" % (out, len(rows), sum(r_["clean"] for r_ in rows), len(cnt), kinds, retries), file=sys.stderr)

if __name__ == "__main__":
    main()
