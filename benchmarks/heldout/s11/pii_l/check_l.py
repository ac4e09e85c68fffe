#!/usr/bin/env python3
"""Checks for corpus L: exact offsets, phone validity in the hinted region, Luhn, id check digits, IBAN, MRZ."""
import json
import re
import sys

import phonenumbers

import gen_l_values as V

path = sys.argv[1] if len(sys.argv) > 1 else "corpus_l.jsonl"
rows = [json.loads(l) for l in open(path, encoding="utf-8")]
fails = []
cnt = {}


def ok(name, cond, row, sp):
    cnt[name] = cnt.get(name, 0) + 1
    if not cond:
        fails.append((name, row["id"], sp["value"]))


def luhn_ok(d):
    return V.luhn_digit(d[:-1]) == d[-1]


for row in rows:
    t = row["text"]
    if row["clean"]:
        ok("clean_has_no_span", not row["spans"], row, {"value": ""})
    for sp in row["spans"]:
        ok("offsets", t[sp["start"]:sp["end"]] == sp["value"], row, sp)
        c, v = sp["class"], sp["value"]
        d = re.sub(r"\D", "", v)
        if c.startswith("phone"):
            n = phonenumbers.parse(v, sp["region"])
            ok("phone", phonenumbers.is_valid_number(n) and phonenumbers.region_code_for_number(n) == sp["region"], row, sp)
        elif c == "card_number":
            ok("luhn", luhn_ok(d) and len(d) in (15, 16), row, sp)
        elif c == "id_es_dni":
            ok("dni", "TRWAGMYFPDXBNJZSQVHLCKE"[int(v[:8]) % 23] == v[8], row, sp)
        elif c == "id_es_nie":
            ok("nie", "TRWAGMYFPDXBNJZSQVHLCKE"[int(str("XYZ".index(v[0])) + v[1:8]) % 23] == v[8], row, sp)
        elif c == "id_br_cpf":
            ds = list(map(int, d))
            good = True
            for k in (9, 10):
                s = sum(x * w for x, w in zip(ds[:k], range(k + 1, 1, -1)))
                cc = (s * 10) % 11 % 10
                good &= cc == ds[k]
            ok("cpf", good, row, sp)
        elif c == "id_cn_resident":
            w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
            ok("cn_id", "10X98765432"[sum(int(a) * b for a, b in zip(v[:17], w)) % 11] == v[17], row, sp)
        elif c == "id_in_aadhaar":
            ok("aadhaar_verhoeff", len(d) == 12 and V.verhoeff_ok(d), row, sp)
        elif c == "id_pl_pesel":
            w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3, 1]
            ok("pesel", sum(int(a) * b for a, b in zip(d, w)) % 10 == 0, row, sp)
        elif c == "id_fr_nir":
            ok("nir", 97 - int(d[:13]) % 97 == int(d[13:]), row, sp)
        elif c == "id_nl_bsn":
            ok("bsn", (sum(int(a) * b for a, b in zip(d[:8], range(9, 1, -1))) - int(d[8])) % 11 == 0, row, sp)
        elif c == "id_tr_tckn":
            x = list(map(int, d))
            ok("tckn", x[0] != 0 and ((sum(x[0:9:2]) * 7 - sum(x[1:8:2])) % 10 == x[9]) and sum(x[:10]) % 10 == x[10], row, sp)
        elif c == "id_mx_curp":
            tot = sum(V._CURP_CH.index(ch) * (18 - i) for i, ch in enumerate(v[:17]))
            ok("curp", str((10 - tot % 10) % 10) == v[17], row, sp)
        elif c == "id_kr_rrn":
            w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
            ok("rrn", (11 - sum(int(a) * b for a, b in zip(d[:12], w)) % 11) % 10 == int(d[12]), row, sp)
        elif c == "id_jp_mynumber":
            s = sum(int(d[11 - n]) * (n + 1 if n <= 6 else n - 5) for n in range(1, 12))
            ok("mynumber", (0 if s % 11 <= 1 else 11 - s % 11) == int(d[11]), row, sp)
        elif c == "id_ru_snils":
            s = sum(int(ch) * (9 - i) for i, ch in enumerate(d[:9]))
            cc = s if s < 100 else (0 if s in (100, 101) else s % 101 % 100)
            ok("snils", cc == int(d[9:]), row, sp)
        elif c == "iban_account":
            ok("iban", V.iban_ok(v), row, sp)
        elif c == "passport_mrz" and len(v) == 44 and not v.startswith("P<"):
            ok("mrz", V.mrz_cd(v[0:9]) == v[9] and V.mrz_cd(v[13:19]) == v[19] and V.mrz_cd(v[21:27]) == v[27] and
               V.mrz_cd(v[0:10] + v[13:20] + v[21:43]) == v[43], row, sp)
print("checks:", cnt)
print("failures:", len(fails))
for f in fails[:30]:
    print("  ", f)
sys.exit(1 if fails else 0)
