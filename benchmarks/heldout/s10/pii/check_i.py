#!/usr/bin/env python3
"""Validate corpus I: spans, phones (phonenumbers, region in the span), cards (Luhn), IBAN (mod 97), some id check digits."""
import json, re, sys
import phonenumbers
sys.path.insert(0, __import__("os").path.dirname(__file__))
import gen_i_values as V

path = sys.argv[1] if len(sys.argv) > 1 else "corpus_i.jsonl"
bad = []
cnt = {"phone": 0, "card": 0, "iban": 0, "ids": 0, "spans": 0}
for l in open(path, encoding="utf-8"):
    row = json.loads(l)
    for sp in row["spans"]:
        cnt["spans"] += 1
        if row["text"][sp["start"]:sp["end"]] != sp["value"]:
            bad.append(("span", row["id"], sp["value"]))
        c, v = sp["class"], sp["value"]
        if c.startswith("phone_"):
            cnt["phone"] += 1
            n = phonenumbers.parse(v, sp["region"])
            if not phonenumbers.is_valid_number(n) or phonenumbers.region_code_for_number(n) != sp["region"]:
                bad.append(("phone", row["id"], sp["region"], v))
        elif c == "card_i":
            cnt["card"] += 1
            d = re.sub(r"\D", "", v)
            if not V.luhn_ok(d):
                bad.append(("card", row["id"], v))
        elif c == "iban_i":
            cnt["iban"] += 1
            if not V.iban_ok(v):
                bad.append(("iban", row["id"], v))
        elif c == "id_africa_south_asia_i" and re.fullmatch(r"\d{4} \d{4} \d{4}", v):
            cnt["ids"] += 1
            if not V.verhoeff_ok(v.replace(" ", "")):
                bad.append(("aadhaar", row["id"], v))
        elif c == "id_mena_i" and len(v) == 10 and v[0] in "12" and "Saudi" in row["text"] + "Iqama" :
            pass
print(cnt, "failures:", len(bad))
for b in bad[:40]:
    print(b)
sys.exit(1 if bad else 0)
