#!/usr/bin/env python3
"""Validate corpus K: exact offsets, phones valid for their region (phonenumbers), Luhn, id check digits."""
import json
import re
import sys
from collections import Counter

import phonenumbers

sys.path.insert(0, __file__.rsplit("/", 1)[0] if "/" in __file__ else ".")
import gen_k_values as V  # noqa: E402

path = sys.argv[1] if len(sys.argv) > 1 else "corpus_k.jsonl"
rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
fails = []
n = Counter()


def digits(s):
    return re.sub(r"\D", "", s)


def chk_cpf(v):
    d = [int(c) for c in digits(v)]
    for k in (9, 10):
        s = sum(d[i] * (k + 1 - i) for i in range(k))
        c = (s * 10) % 11
        if (0 if c == 10 else c) != d[k]:
            return False
    return len(d) == 11


def chk_cn(v):
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return "10X98765432"[sum(int(c) * x for c, x in zip(v[:17], w)) % 11] == v[17]


def chk_dni(v):
    t = "TRWAGMYFPDXBNJZSQVHLCKE"
    num = v[:-1]
    if num[0] in "XYZ":
        num = str("XYZ".index(num[0])) + num[1:]
    return t[int(num) % 23] == v[-1]


def chk_nir(v):
    d = digits(v)
    return 97 - int(d[:13]) % 97 == int(d[13:])


def chk_pesel(v):
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return (10 - sum(int(c) * x for c, x in zip(v, w)) % 10) % 10 == int(v[10])


def chk_snils(v):
    d = digits(v)
    s = sum(int(c) * (9 - i) for i, c in enumerate(d[:9]))
    c = s if s < 100 else (0 if s in (100, 101) else s % 101)
    c = 0 if c == 100 else c
    return c == int(d[9:])


def chk_rrn(v):
    d = digits(v)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    return (11 - sum(int(a) * b for a, b in zip(d, w)) % 11) % 10 == int(d[12])


def chk_tckn(v):
    d = [int(c) for c in v]
    return d[0] != 0 and ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10 == d[9] and sum(d[:10]) % 10 == d[10]


IDCHK = {
    "id_cpf": chk_cpf, "id_cn_resident": chk_cn, "id_aadhaar": lambda v: V.verhoeff_ok(digits(v)),
    "id_curp": V.curp_ok, "id_dni_nie": chk_dni, "id_de_steuerid": V.steuer_ok, "id_fr_nir": chk_nir,
    "id_it_codice_fiscale": lambda v: V.cf_check(v[:15]) == v[15], "id_pesel": chk_pesel, "id_bsn": V.bsn_ok,
    "id_snils": chk_snils, "id_jp_mynumber": lambda v: V.mynumber_check(digits(v)[:11]) == digits(v)[11],
    "id_kr_rrn": chk_rrn, "id_tckn": chk_tckn, "id_za": lambda v: V.luhn_ok(v), "iban_cued": V.iban_ok,
}

for r in rows:
    t = r["text"]
    if r["clean"] and r["spans"]:
        fails.append((r["id"], "clean with spans"))
    for sp in r["spans"]:
        n["span"] += 1
        if t[sp["start"]:sp["end"]] != sp["value"]:
            fails.append((r["id"], "offset", sp["value"]))
        c, v = sp["class"], sp["value"]
        if c.startswith("phone"):
            n["phone"] += 1
            reg = sp["region"]
            s = ("+" + v[2:]) if v.startswith("00") else v
            p = phonenumbers.parse(s, reg)
            if not phonenumbers.is_valid_number(p) or phonenumbers.region_code_for_number(p) != reg:
                fails.append((r["id"], "phone", v, reg))
        if c.startswith("card"):
            n["card"] += 1
            if not V.luhn_ok(digits(v)):
                fails.append((r["id"], "luhn", v))
        if c in IDCHK:
            n["id:" + c] += 1
            if not IDCHK[c](v):
                fails.append((r["id"], "check digit", c, v))

print("rows %d, spans %d, phones %d, cards %d, ids %d, failures %d" % (
    len(rows), n["span"], n["phone"], n["card"], sum(v for k, v in n.items() if k.startswith("id:")), len(fails)))
for f in fails[:30]:
    print("FAIL", f)
sys.exit(1 if fails else 0)
