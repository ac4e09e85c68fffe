#!/usr/bin/env python3
"""Extra checks of corpus G that need non-stdlib packages: phones valid (phonenumbers), check digits valid."""
import json, re, sys
import phonenumbers
import gen_g_values as V
rows = [json.loads(l) for l in open(sys.argv[1] if len(sys.argv) > 1 else "corpus_g.jsonl", encoding="utf-8")]
bad = 0; n = {}
def fail(msg):
    global bad; bad += 1; print("FAIL", msg)
for r in rows:
    for s in r["spans"]:
        v, c = s["value"], s["class"]
        if r["text"][s["start"]:s["end"]] != v: fail("span " + r["id"])
        if c.startswith("phone"):
            n["phone"] = n.get("phone", 0) + 1
            reg = s.get("region")
            try:
                vv = v.replace("(0)", ""); vv = "+" + vv[2:] if vv.startswith("00") else vv
                num = phonenumbers.parse(vv, reg)
                ok = phonenumbers.is_valid_number(num) and phonenumbers.region_code_for_number(num) == reg
            except Exception as e:
                ok = False
            if not ok: fail("phone %s %r %s" % (r["id"], v, reg))
        if c == "card_g":
            n["card"] = n.get("card", 0) + 1
            d = re.sub(r"\D", "", v)
            if not V.luhn_ok(d): fail("card " + v)
        if c == "iban_g":
            n["iban"] = n.get("iban", 0) + 1
            if not V.iban_ok(v): fail("iban " + v)
        if c == "id_in_aadhaar" and not V.verhoeff_ok(v.replace(" ", "")): fail("aadhaar " + v)
        if c == "passport_mrz":
            line = r["text"][s["start"]:].split("\n")[0]
            if V.mrz_check(line[:9]) != line[9]: fail("mrz " + line)
            n["mrz"] = n.get("mrz", 0) + 1
print("checked", n, "failures", bad)
sys.exit(1 if bad else 0)
