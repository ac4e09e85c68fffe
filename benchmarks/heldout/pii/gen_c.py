#!/usr/bin/env python3
"""Held-out corpus C for the PII/secret masker (written blind, seeded).

Structure: every template is a function taking (rng) and returning a Doc, which is
built piece by piece: d.t("plain text") / d.s(value, cls) (secret) / d.p(value, cls)
(personal data) / d.k(value, cls) (look-alike to keep).  Offsets are computed as the
text is built, so spans are exact by construction (and validated again at the end).

Usage: python gen_c.py OUT.jsonl [--n 1500] [--seed 20261202]
"""
import argparse
import base64
import binascii
import json
import random
import re
import string
import sys

try:
    import phonenumbers
except Exception:  # pragma: no cover
    phonenumbers = None

ALNUM = string.ascii_letters + string.digits
B62 = string.digits + string.ascii_uppercase + string.ascii_lowercase
HEX = "0123456789abcdef"
B64 = string.ascii_letters + string.digits + "+/"
B64U = string.ascii_letters + string.digits + "-_"


class Doc:
    def __init__(self, source, lang):
        self.source, self.lang = source, lang
        self.parts, self.spans, self.pos = [], [], 0

    def t(self, s):
        self.parts.append(s)
        self.pos += len(s)
        return self

    def _span(self, v, kind, cls):
        self.spans.append({"start": self.pos, "end": self.pos + len(v), "kind": kind,
                           "class": cls, "value": v})
        return self.t(v)

    def s(self, v, cls):
        return self._span(v, "secret", cls)

    def p(self, v, cls):
        return self._span(v, "pii", cls)

    def k(self, v, cls):
        return self._span(v, "keep", cls)

    @property
    def text(self):
        return "".join(self.parts)


# ---------------------------------------------------------------- value makers
CTR = {}


def pick(key, m):
    c = CTR.get(key, 0)
    CTR[key] = c + 1
    return c % m


def rs(rng, alphabet, n):
    return "".join(rng.choice(alphabet) for _ in range(n))


WORDS = ["maple", "otter", "cobalt", "quartz", "lantern", "pepper", "harbor", "falcon",
         "juniper", "walnut", "ember", "saffron", "tundra", "violet", "marble", "comet",
         "biscuit", "pelican", "gravel", "orchid", "sparrow", "thistle", "copper", "nimbus"]


def password(rng):
    k = rng.randrange(5)
    if k == 0:
        s = rs(rng, ALNUM + "!#%&*+-=?@", rng.randint(10, 16))
        return s[:-3] + rng.choice("!#%&*") + rng.choice(string.digits) + rng.choice(string.ascii_uppercase)
    if k == 1:
        return rng.choice(WORDS).capitalize() + rng.choice("!#$%&*@") + str(rng.randint(100, 9999)) + rs(rng, string.ascii_letters, 2)
    if k == 2:
        w = rng.sample(WORDS, 3)
        return "-".join([w[0], w[1].capitalize(), str(rng.randint(10, 99)), w[2]])
    if k == 3:
        return rs(rng, string.ascii_lowercase, 3) + rs(rng, string.digits, 3) + rs(rng, string.ascii_uppercase, 2) + rng.choice("#!?") + rs(rng, ALNUM, 4)
    return rng.choice(WORDS).capitalize() + rng.choice(WORDS) + str(rng.randint(1970, 2029)) + rng.choice("!.?")


def b62(n):
    out = ""
    while n:
        n, r = divmod(n, 62)
        out = B62[r] + out
    return out.rjust(6, "0")


def gh_classic(rng, prefix="ghp_"):
    body = rs(rng, ALNUM, 30)
    return prefix + body + b62(binascii.crc32(body.encode()))


def gh_fine(rng):
    return "github_pat_11" + rs(rng, string.ascii_uppercase + string.digits, 20) + "_" + rs(rng, ALNUM, 59)


def npm_tok(rng):
    body = rs(rng, ALNUM, 30)
    return "npm_" + body + b62(binascii.crc32(body.encode()))


def pypi_tok(rng):
    return "pypi-AgEIcHlwaS5vcmc" + rs(rng, B64U, rng.randint(120, 160))


def jwt(rng):
    def enc(o):
        return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
    head = enc({"alg": rng.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"})
    body = enc({"sub": str(rng.randint(10 ** 6, 10 ** 9)), "iat": rng.randint(1.6e9, 1.8e9),
                "scope": rng.choice(["read", "admin", "api"]), "jti": rs(rng, HEX, 16)})
    return head + "." + body + "." + rs(rng, B64U, 43)


def pem_body(rng, lines=None):
    n = lines or rng.randint(4, 9)
    return "\n".join(rs(rng, B64, 64) for _ in range(n)) + "\n" + rs(rng, B64, rng.randint(10, 60)) + "=="


def grafana_glc(rng):
    o = {"o": str(rng.randint(100000, 999999)), "n": "stack-" + str(rng.randint(100000, 999999)) + "-hm-read-" + rng.choice(WORDS),
         "k": rs(rng, ALNUM, 24), "m": {"r": rng.choice(["us", "eu", "prod-eu-west-2"])}}
    return "glc_" + base64.b64encode(json.dumps(o, separators=(",", ":")).encode()).decode()


def aws_secret(rng):
    return rs(rng, string.ascii_letters + string.digits + "/+", 40)


def luhn_complete(prefix, length, rng):
    d = [int(c) for c in prefix] + [rng.randrange(10) for _ in range(length - len(prefix) - 1)]
    s = 0
    for i, x in enumerate(reversed(d)):
        if i % 2 == 0:
            x *= 2
            if x > 9:
                x -= 9
        s += x
    return "".join(map(str, d)) + str((10 - s % 10) % 10)


def card(rng, sep):
    kind = rng.randrange(4)
    if kind == 0:
        num = luhn_complete("4" + str(rng.randint(10, 99)), 16, rng)
    elif kind == 1:
        num = luhn_complete(str(rng.randint(51, 55)), 16, rng)
    elif kind == 2:
        num = luhn_complete(rng.choice(["6011", "65"]), 16, rng)
    else:
        num = luhn_complete(rng.choice(["34", "37"]), 15, rng)
        return sep.join([num[:4], num[4:10], num[10:]])
    return sep.join(num[i:i + 4] for i in range(0, 16, 4))


IBAN_LEN = {"DE": 22, "GB": 22, "FR": 27, "ES": 24, "PT": 25, "NL": 18, "IT": 27, "BE": 16, "PL": 28}


def iban(rng, cc, grouped=True):
    n = IBAN_LEN[cc] - 4
    if cc == "GB":
        bban = rs(rng, string.ascii_uppercase, 4) + rs(rng, string.digits, n - 4)
    elif cc == "NL":
        bban = rs(rng, string.ascii_uppercase, 4) + rs(rng, string.digits, n - 4)
    elif cc == "IT":
        bban = rng.choice(string.ascii_uppercase) + rs(rng, string.digits, n - 1)
    else:
        bban = rs(rng, string.digits, n)
    num = "".join(str(int(c, 36)) for c in bban + cc + "00")
    chk = 98 - int(num) % 97
    s = cc + "%02d" % chk + bban
    if grouped:
        return " ".join(s[i:i + 4] for i in range(0, len(s), 4))
    return s


def ssn(rng):
    while True:
        a = rng.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, rng.randint(1, 99), rng.randint(1, 9999))


def nino(rng):
    first = rng.choice("ABCEGHJKLMNPRSTWXYZ")
    second = rng.choice("ABCEGHJKLMNPRSTWXYZ".replace("O", ""))
    while first + second in ("GB", "NK", "TN", "ZZ", "BG", "KN"):
        second = rng.choice("ABCEHJKLMNPRSTWXYZ")
    d = rs(rng, string.digits, 6)
    return "%s%s %s %s %s %s" % (first, second, d[:2], d[2:4], d[4:], rng.choice("ABCD"))


def steuer_id(rng):
    while True:
        digits = list(range(10))
        rng.shuffle(digits)
        missing = digits.pop()
        dup = rng.choice(digits)
        seq = digits + [dup]
        rng.shuffle(seq)
        if seq[0] != 0:
            break
    product = 10
    for x in seq:
        s = (x + product) % 10
        if s == 0:
            s = 10
        product = (s * 2) % 11
    c = 11 - product
    if c == 10:
        c = 0
    t = "".join(map(str, seq)) + str(c)
    return "%s %s %s %s" % (t[:2], t[2:5], t[5:8], t[8:])


def dni(rng):
    n = rng.randint(10 ** 7, 10 ** 8 - 1)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def insee(rng):
    sx = rng.choice("12")
    yy = "%02d" % rng.randint(40, 99)
    mm = "%02d" % rng.randint(1, 12)
    dep = "%02d" % rng.choice([13, 31, 33, 44, 59, 69, 75, 92, 93, 94])
    com = "%03d" % rng.randint(1, 990)
    order = "%03d" % rng.randint(1, 999)
    base = sx + yy + mm + dep + com + order
    key = 97 - int(base) % 97
    return "%s %s %s %s %s %s %02d" % (sx, yy, mm, dep, com, order, key)


def cpf(rng, fmt=True):
    d = [rng.randrange(10) for _ in range(9)]
    for ln in (9, 10):
        s = sum(x * w for x, w in zip(d, range(ln + 1, 1, -1)))
        r = (s * 10) % 11
        d.append(0 if r == 10 else r)
    t = "".join(map(str, d))
    return "%s.%s.%s-%s" % (t[:3], t[3:6], t[6:9], t[9:]) if fmt else t


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def aadhaar(rng):
    d = [rng.randint(2, 9)] + [rng.randrange(10) for _ in range(10)]
    c = 0
    for i, x in enumerate(reversed(d)):
        c = _VD[c][_VP[(i + 1) % 8][x]]
    t = "".join(map(str, d)) + str(_VINV[c])
    return "%s %s %s" % (t[:4], t[4:8], t[8:])


def pan(rng):
    return rs(rng, string.ascii_uppercase, 3) + "P" + rng.choice(string.ascii_uppercase) + rs(rng, string.digits, 4) + rng.choice(string.ascii_uppercase)


PHONE_SHAPES = {
    "PT": lambda r: "9%d%d %s %s" % (r.choice([1, 2, 3, 6]), r.randrange(10), rs(r, string.digits, 3), rs(r, string.digits, 3)),
    "DE": lambda r: "01%d%d %s" % (r.choice([5, 6, 7]), r.randrange(10), rs(r, string.digits, 7)),
    "ES": lambda r: "6%s %s %s %s" % (rs(r, string.digits, 2), rs(r, string.digits, 2), rs(r, string.digits, 2), rs(r, string.digits, 2)),
    "GB": lambda r: "07%d%s %s" % (r.choice([4, 5, 7, 8, 9]), rs(r, string.digits, 2), rs(r, string.digits, 6)),
    "FR": lambda r: "0%d %s %s %s %s" % (r.choice([6, 7]), rs(r, string.digits, 2), rs(r, string.digits, 2), rs(r, string.digits, 2), rs(r, string.digits, 2)),
    "US": lambda r: "(%d%s) %d%s-%s" % (r.randint(2, 9), rs(r, string.digits, 2), r.randint(2, 9), rs(r, string.digits, 2), rs(r, string.digits, 4)),
    "IN": lambda r: "%d%s %s" % (r.randint(7, 9), rs(r, string.digits, 4), rs(r, string.digits, 5)),
    "BR": lambda r: "(%d%d) 9%s-%s" % (r.randint(1, 9), r.randint(1, 9), rs(r, string.digits, 4), rs(r, string.digits, 4)),
}


def phone(rng, region):
    for _ in range(200):
        v = PHONE_SHAPES[region](rng)
        if phonenumbers is None:
            return v
        try:
            if phonenumbers.is_valid_number(phonenumbers.parse(v, region)):
                return v
        except Exception:
            pass
    return v


def intl(rng, region):
    for _ in range(200):
        v = PHONE_SHAPES[region](rng)
        try:
            n = phonenumbers.parse(v, region)
            if phonenumbers.is_valid_number(n):
                return phonenumbers.format_number(n, phonenumbers.PhoneNumberFormat.INTERNATIONAL)
        except Exception:
            pass
    return "+44 7911 123456"


FIRST = {"en": ["Megan", "Trevor", "Dolores", "Barnaby", "Keisha", "Harold", "Priscilla", "Desmond", "Lorraine", "Everett"],
         "de": ["Jürgen", "Annegret", "Wolfram", "Friederike", "Ulrich", "Henrike", "Reinhold", "Gudrun"],
         "pt": ["Joaquim", "Conceição", "Rui", "Filipa", "Gonçalo", "Leonor", "Tiago", "Inês"],
         "es": ["Íñigo", "Remedios", "Sergio", "Nuria", "Alfonso", "Montserrat", "Rodrigo", "Begoña"],
         "fr": ["Thibault", "Ségolène", "Gaspard", "Clémence", "Éloïse", "Baptiste", "Margaux"],
         "nl": ["Joost", "Femke", "Maarten", "Sanne", "Bram", "Lieke"],
         "pl": ["Grzegorz", "Małgorzata", "Wojciech", "Agnieszka", "Przemysław", "Katarzyna"],
         "ja": ["Haruto", "Yui", "Sota", "Aoi"]}
LAST = {"en": ["Whitfield", "Okafor", "Pemberton", "Castellanos", "Haverford", "Brannigan", "Lindqvist", "Osei"],
        "de": ["Brandstätter", "Kowarsch", "Oberhuber", "Lindemann", "Pfeiffer", "Rautenberg"],
        "pt": ["Magalhães", "Figueiredo", "Carvalhal", "Sampaio", "Quintela", "Bettencourt"],
        "es": ["Etxeberria", "Villalobos", "Cifuentes", "Arrieta", "Mendizábal", "Sotomayor"],
        "fr": ["Delacroix", "Vautrin", "Lefebvre", "Marchand", "Bonnefoy", "Rousseau"],
        "nl": ["Vermeulen", "Hoekstra", "Brouwer", "Dijkstra", "Kuipers"],
        "pl": ["Wiśniewski", "Zawadzka", "Kaczmarek", "Grabowski", "Szymańska"],
        "ja": ["Takahashi", "Nakamura", "Kobayashi", "Yamaguchi"]}


def fname(rng, lang="en"):
    return rng.choice(FIRST.get(lang, FIRST["en"]))


def lname(rng, lang="en"):
    return rng.choice(LAST.get(lang, LAST["en"]))


def full(rng, lang="en"):
    return fname(rng, lang) + " " + lname(rng, lang)


def date_dmy(rng, sep="."):
    return "%02d%s%02d%s%d" % (rng.randint(1, 28), sep, rng.randint(1, 12), sep, rng.randint(1948, 2004))


def date_iso(rng):
    return "%d-%02d-%02d" % (rng.randint(1948, 2004), rng.randint(1, 12), rng.randint(1, 28))


def date_us(rng):
    return "%02d/%02d/%d" % (rng.randint(1, 12), rng.randint(1, 28), rng.randint(1948, 2004))


def pub_ip(rng):
    while True:
        a = rng.choice([31, 46, 62, 77, 81, 88, 89, 94, 109, 145, 151, 178, 185, 188, 193, 212, 213, 217])
        return "%d.%d.%d.%d" % (a, rng.randint(0, 255), rng.randint(0, 255), rng.randint(1, 254))


def ipv6(rng):
    return "2a02:%s:%s:%s::%s" % (rs(rng, HEX, 4), rs(rng, HEX, 4), rs(rng, HEX, 3), rs(rng, HEX, 2).lstrip("0") or "1")


def uuid4(rng):
    h = rs(rng, HEX, 32)
    return "%s-%s-4%s-%s%s-%s" % (h[:8], h[8:12], h[13:16], rng.choice("89ab"), h[17:20], h[20:32])


def host(rng):
    return rng.choice(["db-prod-2.internal", "pg.eu-west.acme-corp.net", "10.20.3.14", "mysql.staging.lan",
                       "redis-cache-01", "rabbit.ops.example.org", "vault.corp.local"])


# ---------------------------------------------------------------- secret templates
def t_pw_verb_en(rng):
    d = Doc("support_chat", "en")
    pw = password(rng)
    lead = rng.choice(["I set the new one as ", "ok I changed it to ", "then try ", "just type ",
                       "reset done, it's now ", "I've reset it to ", "you can log in with "])
    d.t("[10:%02d] agent: the admin portal still rejects you?\n[10:%02d] customer: yes. " % (rng.randint(0, 59), rng.randint(0, 59)))
    d.t(lead).s(pw, "password_verb_cue").t(rng.choice([" and it still fails", "", " — let me know", ". thanks!"]))
    return d


def t_pw_backref(rng):
    d = Doc("slack_export", "en")
    pw = password(rng)
    d.t(rng.choice(["use the same one as last week: ", "still the old one, ", "it's unchanged from before -> ",
                    "same as the staging box: "])).s(pw, "password_backref")
    d.t(rng.choice(["", " (don't tell Kevin)", "\nthx", " 🙏"]))
    return d


def t_pw_other_lang(rng):
    lang, lead = rng.choice([
        ("de", "Das neue Passwort für den Router lautet "), ("de", "Kennwort: "), ("de", "Ich habe es in "),
        ("pt", "a senha do wifi é "), ("pt", "Mudei para "), ("es", "la contraseña del servidor es "),
        ("fr", "le mot de passe est "), ("nl", "het wachtwoord is "), ("nl", "Gereset naar "),
        ("pl", "hasło do panelu: "), ("ja", "パスワードは "), ("sv", "lösenordet är ")])
    d = Doc("email", lang)
    pw = password(rng)
    d.t(lead).s(pw, "password_foreign_cue")
    d.t({"de": " geändert." if lead.startswith("Ich") else ".", "pt": " ontem.", "es": ", no lo compartas.",
         "fr": " (ne le partagez pas).", "nl": ".", "pl": " — zmień po zalogowaniu.", "ja": " です。", "sv": "."}[lang])
    return d


def t_login_pair(rng):
    d = Doc("email", "en")
    user = rng.choice(["jdoe", "svc_backup", "ops-admin", "m.keller", "vpnuser42"])
    pw = password(rng)
    d.t("Hi team,\nthe VPN login is ").t(user).t(" / ").s(pw, "login_pair").t("\nGateway: vpn.acme-corp.net, port ").k(str(rng.choice([443, 1194, 51820])), "port").t("\n")
    return d


def t_var_rotated(rng):
    d = Doc("teams_export", "en")
    var = rng.choice(["ADMIN_PASSWORD", "DB_PASS", "REDIS_AUTH", "SMTP_PASSWORD", "GRAFANA_ADMIN_PW", "MINIO_SECRET"])
    pw = password(rng)
    d.t("rotated %s, new value is " % var).s(pw, "password_varname_chat").t(rng.choice([" — redeploy pls", "", ", updated in the vault too"]))
    return d


def t_dict_auth(rng):
    d = Doc("client_log", "en")
    if rng.random() < 0.6:
        tok = rs(rng, ALNUM, rng.randint(32, 48))
        d.t("2026-03-%02d 11:%02d:07,112 DEBUG httpclient: sending headers={'Accept': 'application/json', 'Authorization': 'Bearer " % (rng.randint(1, 28), rng.randint(0, 59))).s(tok, "auth_header_dict").t("', 'User-Agent': 'acme-sync/3.2.1'}")
    else:
        tok = base64.b64encode(("svc:" + password(rng)).encode()).decode()
        d.t("[worker-3] request kwargs: {'url': 'https://api.partner.io/v1/items', 'headers': {'Authorization': 'Basic ").s(tok, "auth_header_dict").t("'}, 'timeout': 30}")
    return d


def t_cookie(rng):
    d = Doc("http_trace", "en")
    sid = rs(rng, string.ascii_lowercase + string.digits, 32)
    d.t("> GET /account/settings HTTP/1.1\n> Host: shop.example.com\n> Cookie: _ga=GA1.2.1234.5678; sessionid=").s(sid, "cookie").t("; lang=en\n< HTTP/1.1 ").k("302 Found", "http_status").t("\n")
    return d


def t_pgpass(rng):
    d = Doc("shell_history", "en")
    pw = password(rng).replace(":", "")
    if rng.random() < 0.5:
        d.t("$ cat ~/.pgpass\n%s:5432:billing:report_ro:" % host(rng)).s(pw, "pgpass_netrc").t("\n$ chmod 600 ~/.pgpass\n")
    else:
        d.t("$ cat ~/.netrc\nmachine git.acme-corp.net login deploy password ").s(pw, "pgpass_netrc").t("\n")
    return d


def t_config_formats(rng):
    fmt = rng.randrange(5)
    pw = password(rng).replace('"', "").replace("'", "")
    d = Doc("config", "en")
    if fmt == 0:
        d.t("# .env.production\nAPP_ENV=production\nDB_HOST=%s\nDB_USER=app\nDB_PASSWORD=" % host(rng)).s(pw, "config_file").t("\nLOG_LEVEL=info\n")
    elif fmt == 1:
        d.t("[database]\nhost = %s\nport = 5432\nuser = reporting\npassword = " % host(rng)).s(pw, "config_file").t("\n")
    elif fmt == 2:
        d.t('[smtp]\nserver = "smtp.mailgun.org"\nusername = "postmaster@mg.acme.io"\npassword = "').s(pw, "config_file").t('"\n')
    elif fmt == 3:
        d.t("spring:\n  datasource:\n    url: jdbc:postgresql://%s:5432/orders\n    username: orders\n    password: " % host(rng)).s(pw, "config_file").t("\n")
    else:
        d.t("<connection name=\"ldap\">\n  <bindDn>cn=svc,dc=acme,dc=com</bindDn>\n  <bindPassword>").s(pw, "config_file").t("</bindPassword>\n</connection>")
    return d


def t_tool_json(rng):
    d = Doc("tool_call_json", "en")
    pw = password(rng).replace('"', "")
    tool = rng.choice(["create_db_user", "configure_smtp", "set_wifi"])
    d.t('{"type":"tool_use","name":"%s","input":{"host":"%s","user":"svc","password":"' % (tool, host(rng))).s(pw, "tool_json_arg").t('","ssl":true}}')
    return d


def t_query_string(rng):
    d = Doc("client_log", "en")
    tok = rs(rng, ALNUM, rng.randint(24, 40))
    param = rng.choice(["access_token", "api_key", "token", "sig", "apikey"])
    d.t("INFO  GET https://api.weather-data.io/v2/forecast?lat=38.7&lon=-9.1&%s=" % param).s(tok, "query_string").t(" -> 200 (%d ms)" % rng.randint(20, 900))
    return d


def t_conn_url(rng):
    d = Doc("ci_log", "en")
    pw = re.sub(r"[@:/?#%]", "", password(rng))
    scheme = rng.choice(["postgresql", "mysql", "mongodb+srv", "redis", "amqp"])
    d.t("Step 4/9 : migrate\n  connecting to %s://app_user:" % scheme).s(pw, "connection_url").t("@%s/app\n  applied 3 migrations\n" % host(rng).replace("10.20.3.14", "db-1"))
    return d


def t_md_basic(rng):
    d = Doc("docs", "en")
    pw = re.sub(r"[@:/?#%\]\)]", "", password(rng))
    d.t("See the [staging dashboard](https://admin:").s(pw, "markdown_basic_auth").t("@grafana.staging.acme.io/d/abc) for the latency panels.")
    return d


VENDOR = [
    ("github_classic", lambda r: gh_classic(r, r.choice(["ghp_", "gho_", "ghs_"]))),
    ("github_fine", gh_fine),
    ("gitlab", lambda r: "glpat-" + rs(r, B64U, 20)),
    ("slack_bot", lambda r: "xoxb-%d-%d-%s" % (r.randint(10 ** 10, 10 ** 12), r.randint(10 ** 12, 10 ** 13), rs(r, ALNUM, 24))),
    ("slack_user", lambda r: "xoxp-%d-%d-%d-%s" % (r.randint(10 ** 10, 10 ** 12), r.randint(10 ** 10, 10 ** 12), r.randint(10 ** 11, 10 ** 13), rs(r, HEX, 32))),
    ("stripe", lambda r: r.choice(["sk_live_", "rk_live_"]) + rs(r, ALNUM, r.choice([24, 99]))),
    ("aws_key_id", lambda r: "AKIA" + rs(r, string.ascii_uppercase + "234567", 16)),
    ("google_api", lambda r: "AIza" + rs(r, B64U, 35)),
    ("twilio_sk", lambda r: "SK" + rs(r, HEX, 32)),
    ("tailscale", lambda r: "tskey-auth-k" + rs(r, ALNUM, 11) + "CNTRL-" + rs(r, ALNUM, 32)),
    ("grafana_cloud", grafana_glc),
    ("npm", npm_tok),
    ("pypi", pypi_tok),
    ("openai", lambda r: "sk-proj-" + rs(r, B64U, 74) + "T3BlbkFJ" + rs(r, B64U, 74)),
    ("anthropic", lambda r: "sk-ant-api03-" + rs(r, B64U, 93) + "AA"),
    ("sendgrid", lambda r: "SG." + rs(r, B64U, 22) + "." + rs(r, B64U, 43)),
    ("huggingface", lambda r: "hf_" + rs(r, string.ascii_letters, 34)),
    ("jwt", jwt),
]


def make_vendor_template(cls, fn):
    def tmpl(rng):
        tok = fn(rng)
        k = rng.randrange(4)
        if k == 0:
            d = Doc("shell_history", "en")
            d.t("$ export TOKEN_X=").s(tok, "vendor_" + cls).t("\n$ ./deploy.sh --env prod\n")
        elif k == 1:
            d = Doc("support_chat", "en")
            d.t("user: here is what I pasted into the integration page: ").s(tok, "vendor_" + cls).t(" - is that the right one?")
        elif k == 2:
            d = Doc("ci_log", "en")
            d.t("##[debug]Evaluating: inputs.token\n##[debug]Result: '").s(tok, "vendor_" + cls).t("'\n##[error]Process completed with exit code 1.")
        else:
            d = Doc("stack_trace", "en")
            d.t("Traceback (most recent call last):\n  File \"/srv/app/sync.py\", line 88, in push\n    client = Client(key=\"").s(tok, "vendor_" + cls).t("\")\nValueError: invalid scope")
        return d
    return tmpl


def t_aws_pair(rng):
    d = Doc("config", "en")
    d.t("[default]\naws_access_key_id = ").s("AKIA" + rs(rng, string.ascii_uppercase + "234567", 16), "aws_pair").t("\naws_secret_access_key = ").s(aws_secret(rng), "aws_pair").t("\nregion = eu-central-1\n")
    return d


def t_twilio_auth(rng):
    d = Doc("email", "en")
    d.t("Account SID AC%s\nAuth token: " % rs(rng, HEX, 32)).s(rs(rng, HEX, 32), "twilio_auth_token").t("\nPlease keep it out of the repo.")
    return d


def t_azure_secret(rng):
    d = Doc("teams_export", "en")
    sec = rs(rng, ALNUM, 3) + "8Q~" + rs(rng, ALNUM + "_~.-", 34)
    d.t("App registration done. tenant %s, client_id %s, client secret " % (uuid4(rng), uuid4(rng))).s(sec, "azure_client_secret").t(" (expires in 6 months)")
    return d


def t_pem(rng):
    d = Doc("support_chat", "en")
    kind = rng.choice(["RSA PRIVATE KEY", "OPENSSH PRIVATE KEY", "EC PRIVATE KEY", "PRIVATE KEY"])
    d.t("customer: this is the key file the installer made, is it broken?\n-----BEGIN %s-----\n" % kind).s(pem_body(rng), "pem_private_key").t("\n-----END %s-----\n" % kind)
    return d


def t_hexkey(rng):
    d = Doc("slack_export", "en")
    d.t(rng.choice(["wallet private key: 0x", "priv key for the test signer is ", "secp256k1 secret key = "])).s(rs(rng, HEX, 64), "hex_private_key").t(rng.choice(["", " (mainnet!)", "\nfunded with 0.3 ETH"]))
    return d


# ---------------------------------------------------------------- pii templates
def t_chat_header_name(rng):
    lang = rng.choice(["en", "de", "nl", "fr"])
    f, l = fname(rng, lang), lname(rng, lang)
    d = Doc("teams_export", lang)
    d.t("[%02d.%02d.2026 09:%02d] " % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(0, 59))).p(l + ", " + f, "name_chat_header").t(": can someone restart the build agent?\n")
    return d


def t_signoff(rng):
    lang, pre = rng.choice([("en", "\n\nBest regards,\n"), ("de", "\n\nViele Grüße\n"), ("fr", "\n\nCordialement,\n"),
                            ("es", "\n\nUn saludo,\n"), ("pt", "\n\nCumprimentos,\n"), ("nl", "\n\nMet vriendelijke groet,\n")])
    d = Doc("email", lang)
    body = {"en": "Thanks for the quick fix on the invoice export.", "de": "Danke für die schnelle Hilfe beim Export.",
            "fr": "Merci pour la correction rapide.", "es": "Gracias por la ayuda con la factura.",
            "pt": "Obrigado pela ajuda com a fatura.", "nl": "Bedankt voor de snelle oplossing."}[lang]
    d.t(body + pre).p(full(rng, lang), "name_signoff").t("\n")
    return d


def t_intro(rng):
    lang, lead = rng.choice([("en", "Hi, my name is "), ("de", "Hallo, ich heiße "), ("fr", "Bonjour, je m'appelle "),
                             ("es", "Hola, me llamo "), ("pt", "Olá, chamo-me "), ("nl", "Hoi, mijn naam is "),
                             ("pl", "Dzień dobry, nazywam się "), ("en", "This is ")])
    d = Doc("call_transcript", lang)
    d.t("AGENT: Thank you for calling.\nCALLER: " + lead).p(full(rng, lang), "name_intro").t(rng.choice([" and I have a billing question.", ".", ", calling about my order."]))
    return d


def t_table_name(rng):
    d = Doc("sql", "en")
    d.t(" id | full_name            | plan\n----+----------------------+------\n %d | " % rng.randint(10, 999)).p(full(rng, rng.choice(["en", "de", "es"])), "name_table_row").t(" | pro\n(1 row)")
    return d


def t_spelled(rng):
    lang = rng.choice(["en", "de", "pl"])
    ln = lname(rng, lang).upper()
    ln = ''.join(c for c in ln if c.isalpha())
    sep = rng.choice(["-", " ", ". "])
    sp = sep.join(ln)
    d = Doc("call_transcript", "en")
    d.t("CALLER: the surname is spelled ").p(sp, "name_spelled").t(". \nAGENT: got it, thanks.")
    return d


def t_email(rng):
    lang = rng.choice(["en", "de", "pt"])
    f, l = fname(rng, "en").lower(), lname(rng, "en").lower()
    dom = rng.choice(["gmail.com", "posteo.de", "sapo.pt", "outlook.com", "proton.me", "web.de"])
    d = Doc("support_chat", lang)
    if pick("t_email", 2) == 0:
        v = "%s.%s@%s" % (f, l, dom)
        d.t({"en": "please send the receipt to ", "de": "bitte die Rechnung an ", "pt": "manda o recibo para "}[lang]).p(v, "email_plain").t(" thx")
    else:
        dd = dom.split(".")
        v = "%s%s at %s dot %s" % (f, l[:3], dd[0], dd[1])
        d.t("reach me at ").p(v, "email_obfuscated").t(" (no spam pls)")
    return d


def t_mention(rng):
    d = Doc("slack_export", "en")
    h = fname(rng).lower()[0] + lname(rng).lower()
    d.t("@").p(h, "mention_handle").t(" can you review PR #%d before the freeze?" % rng.randint(100, 9999))
    return d


PH_LEAD = {"PT": ("pt", "o meu telemóvel é "), "DE": ("de", "Sie erreichen mich unter "), "ES": ("es", "mi móvil es el "),
           "GB": ("en", "ring me on "), "FR": ("fr", "mon portable : "), "US": ("en", "call me at "),
           "IN": ("en", "my mobile number is "), "BR": ("pt", "meu celular é ")}


def t_phone_national(rng):
    reg = rng.choice(list(PH_LEAD))
    lang, lead = PH_LEAD[reg]
    d = Doc("support_chat", lang)
    d.t(lead).p(phone(rng, reg), "phone_national").t(rng.choice([".", " after 6pm", " — thanks"]))
    return d


def t_phone_intl(rng):
    reg = rng.choice(list(PH_LEAD))
    d = Doc("email", "en")
    d.t("Mobile: ").p(intl(rng, reg), "phone_international").t("\nOffice hours 9-17 CET")
    return d


def t_card(rng):
    d = Doc("support_chat", "en")
    sep = rng.choice([" ", "-", ".", ""])
    d.t(rng.choice(["the card I used was ", "charged on ", "card no "])).p(card(rng, sep), "card").t(rng.choice([", exp 09/28", " and it got declined", ""]))
    return d


def t_iban(rng):
    cc = rng.choice(list(IBAN_LEN))
    d = Doc("email", rng.choice(["en", "de", "fr"]))
    d.t("Please refund to IBAN ").p(iban(rng, cc, rng.random() < 0.6), "iban").t(", thank you.")
    return d


def t_national_id(rng):
    k = pick("t_national_id", 10)
    if k == 0:
        d = Doc("support_chat", "en"); d.t("SSN: ").p(ssn(rng), "ssn")
    elif k == 1:
        d = Doc("call_transcript", "en"); d.t("CALLER: my social is ").p(ssn(rng).replace("-", ""), "ssn_bare")
    elif k == 2:
        d = Doc("email", "en"); d.t("My National Insurance number is ").p(nino(rng), "uk_nino")
    elif k == 3:
        d = Doc("email", "de"); d.t("Meine Steuer-ID lautet ").p(steuer_id(rng), "de_steuer_id")
    elif k == 4:
        d = Doc("support_chat", "es"); d.t("mi DNI es ").p(dni(rng), "es_dni")
    elif k == 5:
        d = Doc("email", "fr"); d.t("Numéro de sécurité sociale : ").p(insee(rng), "fr_insee")
    elif k == 6:
        d = Doc("support_chat", "pt"); d.t("meu CPF é ").p(cpf(rng, rng.random() < 0.7), "br_cpf")
    elif k == 7:
        d = Doc("support_chat", "en"); d.t("Aadhaar no. ").p(aadhaar(rng), "in_aadhaar")
    elif k == 8:
        d = Doc("email", "en"); d.t("PAN card: ").p(pan(rng), "in_pan")
    else:
        d = Doc("email", "en")
        d.t(rng.choice(["passport number ", "Reisepassnummer: ", "nº de passaporte "])).p(rng.choice([rs(rng, string.digits, 9), "C" + rs(rng, "CFGHJKLMNPRTVWXYZ0123456789", 8), rs(rng, string.ascii_uppercase, 2) + rs(rng, string.digits, 6)]), "passport")
    d.t(rng.choice([".", " — is that needed for the form?", "\n"]))
    return d


DOB_CUES = [("en", "date of birth: ", date_us), ("en", "I was born on ", date_us), ("de", "geboren am ", date_dmy),
            ("de", "Geburtsdatum: ", date_dmy), ("fr", "née le ", lambda r: date_dmy(r, "/")),
            ("es", "fecha de nacimiento: ", lambda r: date_dmy(r, "/")), ("pt", "data de nascimento ", lambda r: date_dmy(r, "/")),
            ("nl", "geboortedatum ", lambda r: date_dmy(r, "-")), ("it", "nato il ", lambda r: date_dmy(r, "/")),
            ("pl", "data urodzenia: ", date_dmy), ("sv", "födelsedatum ", date_iso), ("ja", "生年月日：", date_iso)]


def t_dob(rng):
    lang, cue, fn = rng.choice(DOB_CUES)
    d = Doc("support_chat", lang)
    d.t(cue).p(fn(rng), "dob_cue")
    return d


def t_dob_prev_line(rng):
    d = Doc("call_transcript", "en")
    d.t("AGENT: And can you confirm your date of birth?\nCALLER: sure, ").p(rng.choice([date_us, date_iso])(rng), "dob_prev_line").t("\n")
    return d


def t_dob_table(rng):
    d = Doc("sql", "en")
    if rng.random() < 0.5:
        d.t("customer_id,first_seen,dob,tier\n%d,2024-05-01," % rng.randint(1000, 9999)).p(date_iso(rng), "dob_table").t(",gold\n")
    else:
        d.t("| id | geburtsdatum | stadt |\n|----|--------------|-------|\n| %d | " % rng.randint(1, 99)).p(date_dmy(rng), "dob_table").t(" | Köln |\n")
    return d


def addr(rng):
    k = rng.randrange(6)
    if k == 0:
        return "en", "%d %s %s, %s, %s %05d" % (rng.randint(10, 9999), rng.choice(["Maple", "Cedar", "Lakeview", "Hawthorne"]), rng.choice(["Ave", "Street", "Blvd", "Drive"]), rng.choice(["Springfield", "Dayton", "Boise"]), rng.choice(["IL", "OH", "ID"]), rng.randint(10000, 99999))
    if k == 1:
        return "en", "%d %s Road, %s %s%d %d%s" % (rng.randint(1, 200), rng.choice(["Kingsley", "Ashby", "Fernhill"]), rng.choice(["Leeds", "Bristol", "Norwich"]), rng.choice(["LS", "BS", "NR"]), rng.randint(1, 20), rng.randint(1, 9), rs(rng, "ABDEFGHJLNPQRSTUWXYZ", 2))
    if k == 2:
        return "de", "%s %d, %05d %s" % (rng.choice(["Lindenstraße", "Am Mühlbach", "Goethestr.", "Hauptstraße"]), rng.randint(1, 150), rng.randint(10000, 99999), rng.choice(["Leipzig", "Bonn", "Freiburg"]))
    if k == 3:
        return "fr", "%d %s, %05d %s" % (rng.randint(1, 120), rng.choice(["rue des Lilas", "avenue Jean Jaurès", "boulevard Voltaire"]), rng.randint(10000, 95999), rng.choice(["Lyon", "Nantes", "Paris"]))
    if k == 4:
        return "es", "%s %d, %d.º %s, %05d %s" % (rng.choice(["Calle de Alcalá", "Avenida de la Constitución", "Calle Mayor"]), rng.randint(1, 300), rng.randint(1, 8), rng.choice("ABCD"), rng.randint(1000, 52999), rng.choice(["Madrid", "Sevilla", "Zaragoza"]))
    return "pt", "%s, %d, %d%s, %04d-%03d %s" % (rng.choice(["Rua do Almada", "Avenida da Liberdade", "Rua de Santa Catarina"]), rng.randint(1, 400), rng.randint(1, 6), rng.choice(["º Esq", "º Dto"]), rng.randint(1000, 4999), rng.randint(1, 999), rng.choice(["Lisboa", "Porto", "Braga"]))


def t_address(rng):
    lang, a = addr(rng)
    lead = {"en": rng.choice(["I live at ", "Ship it to ", "my address is "]), "de": "Ich wohne in der ", "fr": "J'habite au ",
            "es": "Vivo en ", "pt": "Moro na "}[lang]
    d = Doc("support_chat", lang)
    d.t(lead).p(a, "street_address").t(rng.choice([".", ", thanks", ""]))
    return d


def t_ip(rng):
    d = Doc("support_chat", "en")
    if rng.random() < 0.6:
        d.t("my home IP is ").p(pub_ip(rng), "ip_address").t(", can you whitelist it?")
    else:
        d.t("the router shows WAN address ").p(ipv6(rng), "ip_address").t(" but nothing connects")
    return d


# ---------------------------------------------------------------- keep templates
def t_keep_ids(rng):
    d = Doc("tool_call_json", "en")
    k = pick("t_keep_ids", 5)
    if k == 0:
        d.t('{"id":"').k("chatcmpl-" + rs(rng, ALNUM, 29), "api_object_id").t('","object":"chat.completion","model":"gpt-4o-mini"}')
    elif k == 1:
        d.t('{"id":"').k("msg_01" + rs(rng, ALNUM, 22), "api_object_id").t('","type":"message","role":"assistant","stop_reason":"end_turn"}')
    elif k == 2:
        d.t("thread run ").k("run_" + rs(rng, ALNUM, 24), "api_object_id").t(" finished with status completed")
    elif k == 3:
        d.t("stripe webhook for customer ").k("cus_" + rs(rng, ALNUM, 14), "api_object_id").t(" processed")
    else:
        d.t("x-request-id: ").k("req_" + rs(rng, ALNUM, 24), "api_object_id").t("\n")
    return d


def t_keep_hashes(rng):
    d = Doc("ci_log", "en")
    k = pick("t_keep_hashes", 4)
    if k == 0:
        d.t("HEAD is now at ").k(rs(rng, HEX, 40), "git_sha").t(" Merge pull request #%d" % rng.randint(10, 999))
    elif k == 1:
        d.t('"integrity": "').k("sha512-" + base64.b64encode(bytes(rng.randrange(256) for _ in range(64))).decode(), "sri_hash").t('",')
    elif k == 2:
        d.t("ED25519 key fingerprint is ").k("SHA256:" + rs(rng, ALNUM + "+/", 43), "ssh_fingerprint").t(".\nAre you sure you want to continue connecting (yes/no)?")
    else:
        d.t("trace_id=").k(uuid4(rng), "uuid").t(" span=ingest status=ok")
    return d


def t_keep_misc(rng):
    d = Doc("support_chat", "en")
    k = pick("t_keep_misc", 8)
    if k == 0:
        d.t("Windows build ").k("10.0.%d.%d" % (rng.choice([19045, 22631, 26100]), rng.randint(1000, 5000)), "version_4part").t(" after the update")
    elif k == 1:
        d.t("resources:\n  limits:\n    memory: ").k(rng.choice(["256Mi", "512Mi", "1Gi", "2Gi"]), "k8s_quantity").t("\n    cpu: ").k(rng.choice(["500m", "250m", "2"]), "k8s_quantity").t("\n")
    elif k == 2:
        d.t("nginx returned ").k(rng.choice(["502 Bad Gateway", "504 Gateway Timeout", "429 Too Many Requests", "401 Unauthorized"]), "http_status").t(" again")
    elif k == 3:
        d.t("pod got ").k(rng.choice(["OOMKilled", "CrashLoopBackOff"]), "error_name").t(", then the worker raised ").k(rng.choice(["KeyError", "ConnectionResetError", "NullPointerException"]), "error_name")
    elif k == 4:
        d.t("I asked ").k(rng.choice(["Otto", "Luigi", "Jarvis", "Watson", "Copilot", "Alexa"]), "product_name").t(" to summarise the ticket but it timed out")
    elif k == 5:
        d.t("please answer in ").k(rng.choice(["German", "Portuguese", "Polish", "Dutch", "Japanese"]), "language_name").t(" from now on")
    elif k == 6:
        d.t("the docs use ").k(rng.choice(["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY"]), "vendor_example_key").t(" in the sample config")
    else:
        d.t("order ").k("#" + str(rng.randint(100000, 9999999)), "order_number").t(" shipped on ").k("2026-0%d-%02d" % (rng.randint(1, 9), rng.randint(1, 28)), "event_date").t(", total ").k(rng.choice(["€1,249.00", "$89.99", "R$ 350,00", "£12.50"]), "amount")
    return d


def t_keep_infra(rng):
    d = Doc("docs", "en")
    k = pick("t_keep_infra", 5)
    if k == 0:
        d.t("Set the password via ").k(rng.choice(["${DB_PASSWORD}", "{{ .Values.postgres.password }}", "${{ secrets.NPM_TOKEN }}", "%(SMTP_PASS)s"]), "template_ref").t(" — never hardcode it.")
    elif k == 1:
        d.t("api_key: ").k(rng.choice(["<your-key>", "xxx", "YOUR_API_KEY", "changeme", "********"]), "placeholder").t("  # replace before running")
    elif k == 2:
        d.t("Logs are written to ").k(rng.choice(["/var/log/acme/worker.log", "C:\\ProgramData\\Acme\\logs\\svc.log", "~/.config/acme/settings.toml"]), "path").t(".")
    elif k == 3:
        d.t("Full reference: ").k(rng.choice(["https://docs.python.org/3/library/logging.html", "https://kubernetes.io/docs/concepts/configuration/secret/", "https://github.com/psf/requests/issues/4353"]), "public_url")
    else:
        d.t("Started at ").k("2026-0%d-%02dT%02d:%02d:%02d.%03dZ" % (rng.randint(1, 9), rng.randint(1, 28), rng.randint(0, 23), rng.randint(0, 59), rng.randint(0, 59), rng.randint(0, 999)), "timestamp").t(", listening on port ").k(str(rng.choice([8080, 5432, 6379, 9090, 3000])), "port")
    return d


def t_keep_event_date(rng):
    lang, s = rng.choice([("en", "The webinar is on "), ("de", "Der Termin ist am "), ("fr", "La réunion est prévue le "), ("es", "La entrega es el ")])
    d = Doc("email", lang)
    d.t(s).k(date_dmy(rng, "/").rsplit("/", 1)[0] + "/2026", "event_date").t(".")
    return d


# ---------------------------------------------------------------- clean templates
CLEAN = [
    ("support_chat", "en", "customer: the export button is greyed out since the last update\nagent: can you try clearing the cache and reloading? It's a known issue in 4.2.1, fixed in 4.2.3."),
    ("client_log", "en", "2026-04-11 08:14:02 INFO  scheduler: 14 jobs queued, 3 running, 0 failed\n2026-04-11 08:14:05 WARN  scheduler: job nightly-rollup exceeded soft limit (312s)"),
    ("config", "en", "server:\n  port: 8080\n  compression:\n    enabled: true\nlogging:\n  level:\n    root: INFO\n"),
    ("sql", "en", "SELECT region, count(*) AS orders, sum(total) AS revenue\nFROM orders\nWHERE created_at >= now() - interval '7 days'\nGROUP BY region ORDER BY revenue DESC;"),
    ("docs", "en", "To rotate credentials, open Settings → Security and click Rotate. The old credential stays valid for 24 hours."),
    ("ci_log", "en", "Run actions/setup-node@v4\nFound in cache @ /opt/hostedtoolcache/node/20.11.1/x64\nnpm ci\nadded 812 packages in 14s"),
    ("email", "de", "Hallo zusammen,\ndas Update auf Version 3.8 ist für Donnerstag geplant. Bitte speichert eure Arbeit vorher.\nDanke!"),
    ("support_chat", "pt", "cliente: a aplicação fecha sozinha quando abro o relatório mensal\nsuporte: pode enviar o ficheiro de log da pasta de instalação?"),
    ("slack_export", "en", "deploy of api-gateway to staging finished, smoke tests green. prod rollout tomorrow after standup"),
    ("stack_trace", "en", "Traceback (most recent call last):\n  File \"app/main.py\", line 12, in <module>\n    run()\n  File \"app/main.py\", line 9, in run\n    return items[3]\nIndexError: list index out of range"),
    ("http_trace", "en", "> POST /v1/search HTTP/1.1\n> Host: api.example.com\n> Content-Type: application/json\n< HTTP/1.1 200 OK\n< Content-Length: 512"),
    ("docs", "es", "Para cambiar la contraseña, vaya a Perfil y pulse «Cambiar contraseña». Recibirá un correo de confirmación."),
    ("shell_history", "en", "$ git fetch origin\n$ git rebase origin/main\n$ make test\n$ docker compose up -d --build"),
    ("config", "en", "[tool.poetry]\nname = \"report-builder\"\nversion = \"0.9.2\"\n\n[tool.poetry.dependencies]\npython = \"^3.11\"\n"),
    ("email", "fr", "Bonjour,\nLa maintenance du serveur est prévue ce week-end. Le service sera indisponible deux heures.\nMerci de votre compréhension."),
    ("teams_export", "en", "reminder: the password policy changed, minimum length is now 14 characters and rotation every 90 days"),
    ("client_log", "en", "DEBUG cache: hit ratio 0.93 over 10000 lookups; evicted 120 entries (LRU)"),
    ("docs", "de", "Das Passwort muss mindestens zwölf Zeichen lang sein und darf nicht dem Benutzernamen entsprechen."),
    ("sql", "en", "CREATE INDEX CONCURRENTLY idx_events_user_ts ON events (user_id, ts DESC);"),
    ("call_transcript", "en", "AGENT: Is the light on the modem blinking or solid?\nCALLER: It's solid orange.\nAGENT: Okay, please hold the reset button for ten seconds."),
    ("config", "en", "FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\nCMD [\"gunicorn\", \"app:app\"]"),
    ("ci_log", "en", "PASSED tests/unit/test_parser.py::test_empty\nFAILED tests/unit/test_parser.py::test_unicode - AssertionError\n=== 1 failed, 211 passed in 8.41s ==="),
    ("support_chat", "es", "cliente: no me llega el correo de verificación\nsoporte: revise la carpeta de spam, a veces tarda unos minutos."),
    ("slack_export", "nl", "de build is weer groen, de flaky test is uitgeschakeld tot we de oorzaak vinden"),
]


CLEAN += [
    ("config", "en", "upstream api {\n    server 127.0.0.1:9000 max_fails=3;\n}\nserver {\n    listen 443 ssl http2;\n    location /health { return 200; }\n}"),
    ("tool_call_json", "en", '{"type":"tool_use","name":"search_docs","input":{"query":"how to rotate the signing key","top_k":5}}'),
    ("tool_call_json", "en", '{"role":"tool","content":"{\\"status\\":\\"ok\\",\\"rows\\":42,\\"elapsed_ms\\":118}"}'),
    ("stack_trace", "en", "java.lang.IllegalStateException: Connection pool shut down\n\tat org.apache.http.impl.conn.PoolingHttpClientConnectionManager.requestConnection(PoolingHttpClientConnectionManager.java:269)\n\tat com.acme.sync.Worker.run(Worker.java:88)"),
    ("docs", "fr", "Pour réinitialiser votre mot de passe, cliquez sur « Mot de passe oublié » puis suivez le lien reçu par e-mail."),
    ("docs", "pl", "Aby zmienić hasło, przejdź do ustawień konta i wybierz opcję Bezpieczeństwo."),
    ("docs", "ja", "パスワードを変更するには、設定画面の「セキュリティ」を開いてください。"),
    ("support_chat", "de", "Kunde: seit dem Update startet die App nicht mehr\nSupport: Bitte einmal neu installieren und danach den Cache leeren."),
    ("ci_log", "en", "Step 3/7 : RUN apt-get update && apt-get install -y libpq-dev\n ---> Using cache\n ---> 4f1c2a9d8e77\nSuccessfully built 9b2e61d0c3aa"),
    ("sql", "en", "UPDATE subscriptions SET status = 'cancelled', updated_at = now() WHERE expires_at < now() AND status = 'active';"),
    ("config", "en", "[Unit]\nDescription=Acme worker\nAfter=network.target\n\n[Service]\nExecStart=/usr/local/bin/acme-worker --concurrency 4\nRestart=on-failure\n"),
    ("client_log", "en", "W/OkHttp: A connection to https://api.example.com/ was leaked. Did you forget to close a response body?"),
    ("email", "es", "Hola equipo,\nrecordad que el viernes se congela el código para la versión 5.0. Cualquier cambio después necesita aprobación.\nGracias"),
    ("teams_export", "en", "standup notes: migration script done, waiting on review; search latency p95 down to 180ms; no blockers"),
    ("http_trace", "en", "< HTTP/1.1 503 Service Unavailable\n< Retry-After: 120\n< Content-Type: text/html; charset=utf-8"),
    ("config", "en", '{\n  "compilerOptions": {\n    "target": "ES2022",\n    "strict": true,\n    "outDir": "dist"\n  }\n}'),
    ("support_chat", "fr", "client : l'application plante quand j'exporte en PDF\nsupport : merci, nous reproduisons le problème et revenons vers vous."),
    ("shell_history", "en", "$ kubectl -n prod rollout status deploy/api\n$ kubectl -n prod get pods -l app=api\n$ kubectl logs -n prod deploy/api --since=10m | grep -i error"),
    ("call_transcript", "de", "AGENT: Leuchtet die Lampe am Router rot oder grün?\nANRUFER: Sie blinkt rot.\nAGENT: Dann ziehen Sie bitte kurz den Stecker."),
    ("docs", "pt", "Para alterar a palavra-passe, abra Definições > Conta e escolha Segurança. Vai receber um e-mail de confirmação."),
]

NEUTRAL_PRE = ["ok one sec\n", "---------- Forwarded message ---------\n", "[bot] ticket updated\n", "(quoted from earlier)\n",
               "> see below\n", "Re: follow-up\n\n", "update:\n", "#ops-alerts\n"]
NEUTRAL_POST = ["\nthanks", "\n-- sent from mobile", "\n[end of excerpt]", " 👍", "\n\n(ticket will auto-close in 7 days)"]


def make_clean(i):
    src, lang, txt = CLEAN[i % len(CLEAN)]

    def tmpl(rng):
        d = Doc(src, lang)
        # small deterministic variation so duplicates are not byte-identical
        n = rng.randint(2, 40)
        d.t(txt.replace("14 jobs", "%d jobs" % n).replace("812 packages", "%d packages" % (700 + n)))
        return d
    return tmpl


# ---------------------------------------------------------------- harder / extra templates
def t_pw_question_answer(rng):
    lang, q, filler = rng.choice([
        ("en", "AGENT: what did you change it to?", "CALLER: hold on, let me check my notes"),
        ("de", "Support: Welches Kennwort haben Sie zuletzt vergeben?", "Kunde: Moment, ich schaue nach"),
        ("pt", "Suporte: qual foi a senha que definiu?", "Cliente: deixa ver"),
        ("es", "Soporte: ¿cuál es la contraseña actual del router?", "Cliente: un segundo"),
        ("fr", "Support : quel mot de passe avez-vous mis ?", "Client : attendez")])
    d = Doc("call_transcript", lang)
    d.t(q + "\n")
    if rng.random() < 0.5:
        d.t(filler + "\n")
    d.t(filler.split(":")[0].rstrip() + (" : " if lang == "fr" else ": "))
    d.s(password(rng), "password_answer_line")
    return d


def t_cli_flags(rng):
    d = Doc("shell_history", "en")
    pw = re.sub(r"['\"\\$`!:@ ]", "", password(rng))
    k = pick("t_cli_flags", 5)
    if k == 0:
        d.t("  412  mysql -h %s -u root -p'" % host(rng)).s(pw, "cli_password_flag").t("' shop < dump.sql")
    elif k == 1:
        d.t("  88  curl -u deploy:").s(pw, "cli_password_flag").t(" https://nexus.acme-corp.net/service/rest/v1/status")
    elif k == 2:
        d.t("$ sshpass -p ").s(pw, "cli_password_flag").t(" ssh ops@%s uptime" % host(rng))
    elif k == 3:
        d.t("$ echo ").s(pw, "cli_password_flag").t(" | docker login registry.acme.io -u ci --password-stdin")
    else:
        d.t("$ psql \"host=%s dbname=ledger user=auditor password=" % host(rng)).s(pw, "cli_password_flag").t("\"")
    return d


def t_http_headers(rng):
    d = Doc("http_trace", "en")
    k = pick("t_http_headers", 3)
    tok = rs(rng, ALNUM, rng.randint(28, 44))
    if k == 0:
        d.t("POST /v3/mail/send HTTP/2\nhost: api.mailer.io\nx-api-key: ").s(tok, "http_header_secret").t("\ncontent-type: application/json\n\nHTTP/2 ").k("401 Unauthorized", "http_status")
    elif k == 1:
        d.t("GET /repos/acme/infra/actions/runs HTTP/1.1\nAuthorization: token ").s(tok, "http_header_secret").t("\nAccept: application/vnd.github+json\n")
    else:
        d.t("* Connected to api.internal port 443\n> PUT /v1/secret/data/app HTTP/1.1\n> X-Vault-Token: ").s("hvs." + rs(rng, ALNUM, 24), "http_header_secret").t("\n< HTTP/1.1 204 No Content\n")
    return d


def t_k8s_secret(rng):
    d = Doc("config", "en")
    raw = password(rng).encode()
    v = base64.b64encode(raw).decode()
    d.t("apiVersion: v1\nkind: Secret\nmetadata:\n  name: db-creds\ntype: Opaque\ndata:\n  username: YXBw\n  password: ").s(v, "k8s_secret_data").t("\n")
    return d


def t_pw_multilang_prose(rng):
    lang, pre, post = rng.choice([
        ("de", "Hab das WLAN-Passwort geändert, ist jetzt ", " – bitte nicht weitergeben"),
        ("de", "Zugang für den Drucker: admin, Kennwort ", ""),
        ("pt", "a senha nova do portal ficou ", ", muda depois"),
        ("es", "Te paso la clave del wifi: ", " (es la de invitados)"),
        ("fr", "Voici le mdp du compte partagé : ", ""),
        ("nl", "nieuw wachtwoord voor de NAS: ", ", niet delen aub"),
        ("pl", "Nowe hasło do VPN to ", ", zmień je po zalogowaniu"),
        ("ja", "共有アカウントのパスワード：", " です"),
        ("it", "la password della wifi è ", ""),
        ("tr", "yeni şifre ", " olarak ayarlandı")])
    d = Doc("whatsapp_export", lang)
    d.t("%02d/%02d/26, %02d:%02d - " % (rng.randint(1, 28), rng.randint(1, 12), rng.randint(0, 23), rng.randint(0, 59)))
    d.t(rng.choice(["Büro: ", "Casa: ", "Ops: ", "Team: "])).t(pre).s(password(rng), "password_foreign_prose").t(post)
    return d


def t_email_header_name(rng):
    lang = rng.choice(["en", "de", "fr", "es"])
    f, l = fname(rng, lang), lname(rng, lang)
    em = "%s.%s@%s" % (f.lower()[0], re.sub(r"\W", "", l.lower()), rng.choice(["acme-corp.net", "kanzlei-west.de", "mairie-lyon.fr"]))
    d = Doc("email", lang)
    d.t("From: ").p(f + " " + l, "name_email_header").t(" <").p(em, "email_plain").t(">\nTo: support@vendor.io\nSubject: Re: ticket #%d\n\n> please attach the logs\n\nattached." % rng.randint(1000, 99999))
    return d


def t_honorific(rng):
    lang, pre = rng.choice([("de", "Sehr geehrte Frau "), ("de", "Guten Tag Herr "), ("es", "Estimado Sr. "), ("fr", "Madame "),
                            ("en", "Dear Dr. "), ("pt", "Caro Sr. "), ("nl", "Beste mevrouw "), ("pl", "Szanowny Panie ")])
    d = Doc("email", lang)
    d.t(pre).p(lname(rng, lang), "name_honorific").t(",\n" + {"de": "anbei die gewünschten Unterlagen.", "es": "le adjunto la factura.", "fr": "veuillez trouver ci-joint le devis.", "en": "please find the report attached.", "pt": "segue em anexo a proposta.", "nl": "in de bijlage vindt u de offerte.", "pl": "w załączniku przesyłam fakturę."}[lang])
    return d


def t_csv_people(rng):
    d = Doc("sql", "en")
    hdr = rng.choice(["first_name;last_name;city", "vorname,nachname,ort", "nombre,apellidos,ciudad", "prenom,nom,ville"])
    sep = ";" if ";" in hdr else ","
    lang = {"f": "en", "v": "de", "n": "es", "p": "fr"}[hdr[0]]
    d.t(hdr + "\n").p(fname(rng, lang), "name_csv").t(sep).p(lname(rng, lang), "name_csv").t(sep + rng.choice(["Porto", "Graz", "Bilbao", "Lille"]) + "\n")
    return d


def t_phone_signature(rng):
    reg = rng.choice(["DE", "FR", "ES", "PT", "GB"])
    lab = {"DE": "Tel.: ", "FR": "Tél. : ", "ES": "Móvil: ", "PT": "Telm.: ", "GB": "M: "}[reg]
    d = Doc("email", {"DE": "de", "FR": "fr", "ES": "es", "PT": "pt", "GB": "en"}[reg])
    d.t("--\nBuchhaltung / Accounting\n" + lab).p(phone(rng, reg), "phone_signature").t("\nwww.acme-corp.net")
    return d


def t_dob_prose(rng):
    lang, pre, fn = rng.choice([
        ("en", "my birthday is ", lambda r: "%s %d, %d" % (r.choice(["March", "July", "October"]), r.randint(1, 28), r.randint(1950, 2003))),
        ("de", "ich bin am ", lambda r: "%d. %s %d" % (r.randint(1, 28), r.choice(["März", "Juli", "Oktober"]), r.randint(1950, 2003))),
        ("fr", "je suis née le ", lambda r: "%d %s %d" % (r.randint(1, 28), r.choice(["mars", "juillet", "octobre"]), r.randint(1950, 2003))),
        ("es", "nací el ", lambda r: "%d de %s de %d" % (r.randint(1, 28), r.choice(["marzo", "julio", "octubre"]), r.randint(1950, 2003))),
        ("pt", "nasci em ", lambda r: date_dmy(r, "/")),
        ("it", "sono nato il ", lambda r: date_dmy(r, "/"))])
    d = Doc("support_chat", lang)
    d.t(pre).p(fn(rng), "dob_prose").t({"en": ", if you need it for verification", "de": " geboren", "fr": ".", "es": ".", "pt": ".", "it": "."}[lang])
    return d


def t_address_moved(rng):
    lang, a = addr(rng)
    pre = {"en": "we moved last month, new place is ", "de": "Neue Lieferadresse: ", "fr": "Adresse de livraison : ",
           "es": "nos hemos mudado a ", "pt": "a nova morada é "}[lang]
    d = Doc("email", lang)
    d.t(pre).p(a, "street_address_prose").t(rng.choice(["", ". Thanks!", "\n"]))
    return d


def t_keep_near_cues(rng):
    d = Doc("docs", "en")
    k = pick("t_keep_near_cues", 5)
    if k == 0:
        d.t("password: ").k("${VAULT_DB_PASSWORD}", "template_ref").t("   # injected at deploy time")
    elif k == 1:
        d.t("export API_TOKEN=").k("<paste-your-token-here>", "placeholder")
    elif k == 2:
        d.t("default login is admin / ").k("changeme", "placeholder").t(" (you are forced to change it on first login)")
    elif k == 3:
        d.t("token: ").k("{{ .Values.slack.token }}", "template_ref")
    else:
        d.t("Kennwort: ").k("********", "placeholder").t(" (verborgen)")
    return d


def t_keep_versions_ids(rng):
    d = Doc("ci_log", "en")
    k = pick("t_keep_versions_ids", 4)
    if k == 0:
        d.t("Installing Microsoft.WindowsAppRuntime ").k("1.4.%d.%d" % (rng.randint(200, 300), rng.randint(1000, 9999)), "version_4part")
    elif k == 1:
        d.t("docker pull ghcr.io/acme/api@").k("sha256:" + rs(rng, HEX, 64), "image_digest")
    elif k == 2:
        d.t("uploaded ").k("file-" + rs(rng, ALNUM, 24), "api_object_id").t(" (purpose=fine-tune)")
    else:
        d.t("build ").k("%d.%d.%d+%s" % (rng.randint(1, 9), rng.randint(0, 30), rng.randint(0, 99), rs(rng, HEX, 7)), "semver_build").t(" published")
    return d


def t_keep_names_products(rng):
    lang, pre, post = rng.choice([("de", "Frag einfach ", ", der kennt die Antwort"), ("en", "Hey ", ", what's the weather tomorrow?"),
                                  ("es", "Le pregunté a ", " y no supo responder"), ("en", "", " suggested a fix for the flaky test"),
                                  ("pt", "o ", " respondeu em inglês")])
    d = Doc("support_chat", lang)
    d.t(pre).k(rng.choice(["Otto", "Jarvis", "Copilot", "Watson", "Luigi", "Siri", "Gemini"]), "product_name").t(post)
    return d


SECRET_T = [t_pw_verb_en, t_pw_backref, t_pw_other_lang, t_login_pair, t_var_rotated, t_dict_auth, t_cookie, t_pgpass,
            t_config_formats, t_tool_json, t_query_string, t_conn_url, t_md_basic, t_aws_pair, t_twilio_auth,
            t_azure_secret, t_pem, t_hexkey] + [make_vendor_template(c, f) for c, f in VENDOR] + [
    t_pw_question_answer, t_cli_flags, t_http_headers, t_k8s_secret, t_pw_multilang_prose, t_pw_multilang_prose]
PII_T = [t_chat_header_name, t_signoff, t_intro, t_table_name, t_spelled, t_email, t_email, t_mention, t_phone_national,
         t_phone_national, t_phone_intl, t_card, t_iban] + [t_national_id] * 10 + [t_dob, t_dob, t_dob_prev_line, t_dob_table,
                                                                                  t_address, t_address, t_ip,
         t_email_header_name, t_honorific, t_csv_people, t_phone_signature, t_dob_prose, t_address_moved]
KEEP_T = ([t_keep_ids] + [t_keep_hashes] * 4 + [t_keep_misc] * 8 + [t_keep_infra] * 5 + [t_keep_event_date] + [t_keep_near_cues] * 2
          + [t_keep_versions_ids] * 4 + [t_keep_names_products])
CLEAN_T = [make_clean(i) for i in range(len(CLEAN))]


def detect_strings(sp):
    v = sp["value"]
    if sp["kind"] == "secret":
        return [v] if len(v) < 6 else [v[i:i + 6] for i in range(len(v) - 5)]
    if sp["kind"] == "pii":
        out = [v]
        if sp["class"].startswith("name"):
            out += [t for t in re.findall(r"\w+", v) if len(t) >= 3]
        return out
    return []


def ok(doc):
    text = doc.text
    rest = list(text)
    for sp in doc.spans:
        if text[sp["start"]:sp["end"]] != sp["value"]:
            return False
        for i in range(sp["start"], sp["end"]):
            rest[i] = "\x00"
    rest = "".join(rest)
    for sp in doc.spans:
        for s in detect_strings(sp):
            if s in rest:
                return False
    return True


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--n", type=int, default=1800)
    ap.add_argument("--seed", type=int, default=20261202)
    a = ap.parse_args()
    rng = random.Random(a.seed)
    plan = []
    # mix: ~37% secret, ~32% pii, ~23% keep, ~8% clean; round-robin inside each group
    groups = [(SECRET_T, 0.37), (PII_T, 0.32), (KEEP_T, 0.235), (CLEAN_T, 0.075)]
    for g, frac in groups:
        m = int(round(a.n * frac))
        plan += [("g", g[i % len(g)]) for i in range(m)]
    plan = plan[:a.n]
    rng.shuffle(plan)
    out = []
    for i, (_, fn) in enumerate(plan):
        for _ in range(50):
            d = fn(rng)
            if ok(d):
                break
        else:
            raise SystemExit("could not build %s" % fn.__name__)
        if rng.random() < 0.3:
            pre = rng.choice(NEUTRAL_PRE)
            post = rng.choice(NEUTRAL_POST) if rng.random() < 0.5 else ""
            d.parts = [pre] + d.parts + [post]
            for sp in d.spans:
                sp["start"] += len(pre)
                sp["end"] += len(pre)
        out.append({"id": "c%05d" % i, "source": d.source, "lang": d.lang, "text": d.text, "spans": d.spans,
                    "clean": (fn in CLEAN_T)})
    with open(a.out, "w", encoding="utf-8") as f:
        for r in out:
            f.write(json.dumps(r, ensure_ascii=False) + "\n")
    from collections import Counter
    cnt = Counter(s["class"] for r in out for s in r["spans"])
    print("wrote %d snippets, %d spans, %d classes" % (len(out), sum(cnt.values()), len(cnt)), file=sys.stderr)
    low = {k: v for k, v in cnt.items() if v < 15}
    if low:
        print("classes under 15:", low, file=sys.stderr)


if __name__ == "__main__":
    main()
