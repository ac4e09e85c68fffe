#!/usr/bin/env python3
"""Validate corpus M: spans, check digits (independent re-implementations), phones, leak probe.

usage: python3 check_m.py [corpus_m.jsonl]     (needs phonenumbers)
"""
import datetime
import json
import re
import sys
from collections import Counter

import phonenumbers

path = sys.argv[1] if len(sys.argv) > 1 else "corpus_m.jsonl"
rows = [json.loads(l) for l in open(path, encoding="utf-8") if l.strip()]
fails = []
cnt = Counter()


def fail(row, msg):
    fails.append("%s: %s" % (row["id"], msg))


def luhn(num):
    tot = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 1:
            d = d * 2 - 9 if d * 2 > 9 else d * 2
        tot += d
    return tot % 10 == 0


def digits(s):
    return re.sub(r"\D", "", s)


def v_iban(s):
    s = s.replace(" ", "")
    return int("".join(str(int(c, 36)) for c in s[4:] + s[:4])) % 97 == 1


def v_se(s):
    d = digits(s)
    return len(d) == 10 and luhn(d) and 61 <= int(d[4:6]) <= 91


def v_no(s):
    d = [int(c) for c in s]
    k1 = 11 - sum(a * b for a, b in zip(d, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
    k2 = 11 - sum(a * b for a, b in zip(d, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
    return len(d) == 11 and d[9] == k1 % 11 and d[10] == k2 % 11 and d[0] >= 4


def v_hetu(s):
    m = re.fullmatch(r"(\d{6})([-+ABCDEFYXWVU])(\d{3})([0-9A-Y])", s)
    return bool(m) and "0123456789ABCDEFHJKLMNPRSTUVWXY"[int(m.group(1) + m.group(3)) % 31] == m.group(4)


def v_kt(s):
    d = [int(c) for c in digits(s)]
    if len(d) != 10:
        return False
    c = (11 - sum(a * b for a, b in zip(d[:8], [3, 2, 7, 6, 5, 4, 3, 2])) % 11) % 11
    return c == d[8] and d[9] in (9, 0)


def v_lt(s):
    d = [int(c) for c in s]
    if len(d) != 11:
        return False
    k = sum(a * b for a, b in zip(d[:10], [1, 2, 3, 4, 5, 6, 7, 8, 9, 1])) % 11
    if k == 10:
        k = sum(a * b for a, b in zip(d[:10], [3, 4, 5, 6, 7, 8, 9, 1, 2, 3])) % 11 % 10
    return k == d[10]


def v_nip(s):
    d = [int(c) for c in digits(s)]
    return len(d) == 10 and sum(a * b for a, b in zip(d, [6, 5, 7, 2, 3, 4, 5, 6, 7])) % 11 == d[9]


def v_afm(s):
    d = [int(c) for c in s]
    return len(d) == 9 and sum(d[i] * 2 ** (8 - i) for i in range(8)) % 11 % 10 == d[8]


def v_hu(s):
    d = [int(c) for c in s]
    return len(d) == 10 and d[0] == 8 and sum(d[i] * (i + 1) for i in range(9)) % 11 == d[9]


def v_nss(s):
    a, b, c = s.split("/")
    return int(a + b) % 97 == int(c)


def cross(n):
    return sum(int(c) for c in str(n))


def v_rvnr(s):
    m = re.fullmatch(r"(\d{2}) (\d{6}) ([A-Z]) (\d{2})(\d)", s)
    if not m:
        return False
    ds = m.group(1) + m.group(2) + "%02d" % (ord(m.group(3)) - 64) + m.group(4)
    return sum(cross(int(a) * b) for a, b in zip(ds, [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1])) % 10 == int(m.group(5))


def v_kvnr(s):
    ds = "%02d" % (ord(s[0]) - 64) + s[1:9]
    return sum(cross(int(c) * (1 if i % 2 == 0 else 2)) for i, c in enumerate(ds)) % 10 == int(s[9])


TW = "ABCDEFGHJKLMNPQRSTUVXYWZIO"


def v_tw(s):
    n = TW.index(s[0]) + 10
    w = [1, 9, 8, 7, 6, 5, 4, 3, 2, 1, 1]
    ds = [n // 10, n % 10] + [int(c) for c in s[1:]]
    return sum(a * b for a, b in zip(ds, w)) % 10 == 0


def v_hk(s):
    m = re.fullmatch(r"([A-Z])(\d{6})\(([0-9A])\)", s)
    if not m:
        return False
    tot = 36 * 9 + (ord(m.group(1)) - 55) * 8 + sum(int(c) * w for c, w in zip(m.group(2), range(7, 1, -1)))
    chk = 10 if m.group(3) == "A" else int(m.group(3))
    return (tot + chk) % 11 == 0


def v_pis(s):
    d = [int(c) for c in digits(s)]
    c = 11 - sum(a * b for a, b in zip(d[:10], [3, 2, 9, 8, 7, 6, 5, 4, 3, 2])) % 11
    return len(d) == 11 and (0 if c >= 10 else c) == d[10]


def v_mbi(s):
    s = s.replace("-", "")
    return bool(re.fullmatch(r"[1-9][AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y][AC-HJKMNP-RT-Y0-9]\d[AC-HJKMNP-RT-Y]{2}\d\d", s))


def v_ohip(s):
    return luhn(digits(s)) and len(digits(s)) == 10


def v_uae(s):
    return luhn(digits(s)) and len(digits(s)) == 15 and s.startswith("784-")


ID_CHECKS = [
    (r"^\d{6}-\d{4}$", "id_se_no_dnum", v_se), (r"^\d{11}$", "id_se_no_dnum", v_no),
    (r"^\d{6}[-+A-Y]\d{3}[0-9A-Y]$", "id_fi_is", v_hetu), (r"^\d{6}-\d{4}$", "id_fi_is", v_kt),
    (r"^\d{11}$", "id_lt", v_lt), (r"^\d{3}-\d{3}-\d{2}-\d{2}$", "id_tax_pl_gr_hu", v_nip),
    (r"^[01]\d{8}$", "id_tax_pl_gr_hu", v_afm), (r"^8\d{9}$", "id_tax_pl_gr_hu", v_hu),
    (r"^\d{2}/\d{8}/\d{2}$", "id_es_nss", v_nss), (r"^\d{2} \d{6} [A-Z] \d{3}$", "id_de_social", v_rvnr),
    (r"^[A-Z]\d{9}$", "id_de_social", v_kvnr), (r"^[A-Z][12]\d{8}$", "id_tw_hk", v_tw),
    (r"^[A-Z]\d{6}\(.\)$", "id_tw_hk", v_hk), (r"^784-", "id_uae", v_uae), (r".", "id_us_mbi", v_mbi),
    (r".", "id_ca_ohip", v_ohip), (r".", "id_br_pis", v_pis),
]


def probe(text, spans):
    blank = list(text)
    for sp in spans:
        if sp["kind"] != "keep":
            for i in range(sp["start"], sp["end"]):
                blank[i] = "\x00"
    rest = "".join(blank)
    bad = []
    for sp in spans:
        v = sp["value"]
        if sp["kind"] == "secret":
            grams = [v] if len(v) < 6 else [v[i:i + 6] for i in range(len(v) - 5)]
            if any(g in rest for g in grams):
                bad.append(v)
        elif sp["kind"] == "pii":
            if v in rest:
                bad.append(v)
            if sp["class"].startswith("name"):
                for tok in re.findall(r"\w+", v):
                    if len(tok) >= 3 and re.search(r"(?<!\w)" + re.escape(tok) + r"(?!\w)", rest):
                        bad.append(tok)
    return bad


ids = set()
for row in rows:
    if row["id"] in ids:
        fail(row, "duplicate id")
    ids.add(row["id"])
    t = row["text"]
    if row["clean"] and row["spans"]:
        fail(row, "clean row with spans")
    if not row["clean"] and not row["spans"]:
        fail(row, "non-clean row without spans")
    for sp in row["spans"]:
        cnt["spans"] += 1
        if t[sp["start"]:sp["end"]] != sp["value"]:
            fail(row, "bad offsets %r" % sp["value"])
        cls, v = sp["class"], sp["value"]
        if cls in ("card_multilang",) or (cls == "test_card"):
            cnt["cards"] += 1
            if not luhn(digits(v)):
                fail(row, "luhn %s" % v)
        if cls == "iban_epc":
            cnt["iban"] += 1
            if not v_iban(v):
                fail(row, "iban %s" % v)
        if cls.startswith("id_") and cls != "id_jp_lk":
            checks = [fn for rx, c, fn in ID_CHECKS if c == cls and re.search(rx, v)]
            cnt["ids"] += 1
            if not checks or not any(fn(v) for fn in checks):
                fail(row, "id check %s %s" % (cls, v))
        if "region" in sp:
            cnt["phones"] += 1
            num = v
            if num.startswith("https://wa.me/"):
                num = "+" + num[len("https://wa.me/"):]
            try:
                pn = phonenumbers.parse(num, sp["region"])
                ok = phonenumbers.is_valid_number(pn) and phonenumbers.region_code_for_number(pn) == sp["region"]
            except phonenumbers.NumberParseException:
                ok = False
            if not ok:
                fail(row, "phone %s %s" % (sp["region"], v))
    bad = probe(t, row["spans"])
    if bad:
        fail(row, "leak probe: %r" % bad[:3])
    cnt["rows"] += 1

print(dict(cnt))
print("failures:", len(fails))
for f in fails[:60]:
    print("  ", f)
sys.exit(1 if fails else 0)
