"""Value generators for corpus K (stdlib only; all randomness from the passed Random)."""
import base64
import string

UP = string.ascii_uppercase
LO = string.ascii_lowercase
DG = string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
B64 = AN + "+/"
B64U = AN + "-_"


def rs(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


def mixed(r, alpha, n):
    """random string from alpha that contains at least one upper, one lower and one digit (if in alpha)."""
    while True:
        s = rs(r, alpha, n)
        if (any(c.isupper() for c in s) or not any(c.isupper() for c in alpha)) and \
           (any(c.islower() for c in s) or not any(c.islower() for c in alpha)) and any(c.isdigit() for c in s):
            return s


# ---------------------------------------------------------------- passwords
WORDS = ["falcon", "ember", "quartz", "harbor", "tundra", "meadow", "cobalt", "saffron", "glacier", "orbit",
         "lantern", "pepper", "willow", "canyon", "marble", "thistle", "juniper", "walrus", "copper", "nimbus",
         "Kiefer", "Wolke", "Brunnen", "Ameise", "girassol", "ventana", "farol", "koralik", "sneeuw", "mariposa"]


def password(r):
    k = r.randrange(6)
    if k == 0:
        return rs(r, AN, 1).upper() + mixed(r, AN, r.randint(9, 13)) + r.choice("!#%&*?@$")
    if k == 1:
        return "%s%s%s%d" % (r.choice(WORDS).capitalize(), r.choice("-_.!#"), r.choice(WORDS), r.randint(10, 9999))
    if k == 2:
        return mixed(r, AN + "!@#$%^&*-_+=", r.randint(12, 20))
    if k == 3:
        return "%s%d%s%s" % (r.choice(WORDS).capitalize(), r.randint(1970, 2029), r.choice("!?$"), rs(r, UP, 2))
    if k == 4:
        return "-".join(r.choice(WORDS).lower() for _ in range(3)) + str(r.randint(2, 99))
    return mixed(r, AN, r.randint(14, 24))


# ---------------------------------------------------------------- vendor tokens (published prefix/length facts)
def aws_akid(r):
    return r.choice(["AKIA", "ASIA"]) + rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", 16)


def aws_secret(r):
    return mixed(r, AN + "/+", 40)


def ghp(r):
    return r.choice(["ghp_", "gho_", "ghs_", "ghu_"]) + mixed(r, AN, 36)


def github_pat(r):
    return "github_pat_" + mixed(r, AN, 22) + "_" + mixed(r, AN, 59)


def glpat(r):
    return "glpat-" + mixed(r, AN + "-_", 20)


def slack(r):
    p = r.choice(["xoxb", "xoxp", "xoxe"])
    return "%s-%d-%d-%s" % (p, r.randint(10 ** 10, 10 ** 12), r.randint(10 ** 11, 10 ** 13), mixed(r, AN, 24))


def stripe_live(r):
    return r.choice(["sk_live_", "rk_live_"]) + mixed(r, AN, r.choice([24, 34, 99]))


def twilio_token(r):
    return rs(r, HEX, 32)


def twilio_apikey(r):
    return "SK" + rs(r, HEX, 32)


def twilio_sid(r):
    return "AC" + rs(r, HEX, 32)


def tailscale(r):
    kind = r.choice(["auth", "api", "client"])
    return "tskey-%s-k%sCNTRL-%s" % (kind, mixed(r, AN, r.randint(8, 11)), mixed(r, AN, 32))


def grafana_cloud(r):
    payload = '{"o":"%d","n":"stack-%d-%s","k":"%s","m":{"r":"prod-eu-west-2"}}' % (
        r.randint(100000, 999999), r.randint(100000, 999999), rs(r, LO, 6), mixed(r, AN, 24))
    return "glc_" + base64.b64encode(payload.encode()).decode().rstrip("=")


def grafana_sa(r):
    return "glsa_" + mixed(r, AN, 32) + "_" + rs(r, HEX, 8)


def openai_key(r):
    return "sk-proj-" + mixed(r, AN + "-_", 74) + "T3BlbkFJ" + mixed(r, AN + "-_", 74)


def anthropic_key(r):
    return "sk-ant-api03-" + mixed(r, AN + "-_", 93) + "AA"


def google_api(r):
    return "AIza" + mixed(r, AN + "-_", 35)


def sendgrid(r):
    return "SG." + mixed(r, AN + "-_", 22) + "." + mixed(r, AN + "-_", 43)


def npm_token(r):
    return "npm_" + mixed(r, AN, 36)


def pypi_token(r):
    return "pypi-AgEIcHlwaS5vcmc" + mixed(r, AN + "-_", 70)


def do_token(r):
    return r.choice(["dop_v1_", "doo_v1_"]) + rs(r, HEX, 64)


def shopify(r):
    return r.choice(["shpat_", "shpss_", "shpca_"]) + rs(r, HEX, 32)


def hf_token(r):
    return "hf_" + rs(r, UP + LO, 34)


def vault_token(r):
    return "hvs." + mixed(r, AN + "-_", 90)


def datadog_key(r):
    return rs(r, HEX, 32)


def discord_webhook(r):
    wid = str(r.randint(10 ** 17, 10 ** 18))
    return wid, mixed(r, AN + "-_", 68)


def telegram(r):
    return "%d:AA%s" % (r.randint(10 ** 8, 10 ** 10), mixed(r, AN + "-_", 33))


def mailgun(r):
    return "key-" + rs(r, HEX, 32)


def linear(r):
    return "lin_api_" + mixed(r, AN, 40)


def age_key(r):
    return "AGE-SECRET-KEY-1" + rs(r, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L".upper(), 58)


def azure_client_secret(r):
    return mixed(r, AN, 3) + "8Q~" + mixed(r, AN + "~._-", 34)


def secp256k1_hex(r):
    return rs(r, HEX, 64)


def jwt(r):
    h = base64.urlsafe_b64encode(b'{"alg":"HS256","typ":"JWT"}').decode().rstrip("=")
    p = base64.urlsafe_b64encode(('{"sub":"%d","scope":"%s","exp":%d}' % (
        r.randint(1000, 99999), r.choice(["admin", "read write", "billing"]), r.randint(1.7e9, 1.9e9))).encode()).decode().rstrip("=")
    return h + "." + p + "." + mixed(r, B64U, 43)


def totp_seed(r):
    return rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567", r.choice([16, 32]))


def b64_of(s):
    return base64.b64encode(s.encode()).decode()


def ssh_priv_body(r):
    return "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + \
        "\n".join(mixed(r, B64, 70) for _ in range(4))


# ---------------------------------------------------------------- keep shapes
def chatcmpl(r):
    return "chatcmpl-" + mixed(r, AN, 29)


def anthropic_msg(r):
    return "msg_01" + mixed(r, B58, 22)


def openai_obj(r):
    p = r.choice(["run_", "thread_", "asst_", "file-", "resp_", "call_", "batch_"])
    return p + mixed(r, AN, 24)


def stripe_obj(r):
    p = r.choice(["pi_", "cus_", "ch_", "evt_", "in_", "sub_", "req_"])
    n = 14 if p == "cus_" else 24
    return p + mixed(r, AN, n)


def toolu(r):
    return "toolu_01" + mixed(r, B58, 22)


def sri(r):
    alg = r.choice([("sha512-", 64), ("sha384-", 48), ("sha256-", 32)])
    raw = bytes(r.randrange(256) for _ in range(alg[1]))
    return alg[0] + base64.b64encode(raw).decode()


def ssh_fp(r):
    if r.random() < 0.7:
        raw = bytes(r.randrange(256) for _ in range(32))
        return "SHA256:" + base64.b64encode(raw).decode().rstrip("=")
    return "MD5:" + ":".join(rs(r, HEX, 2) for _ in range(16))


def gpg_fp(r):
    h = rs(r, HEX, 40).upper()
    return " ".join(h[i:i + 4] for i in range(0, 40, 4))


def version4(r):
    k = r.randrange(4)
    if k == 0:
        return "10.0.%d.%d" % (r.choice([19045, 22631, 26100, 20348]), r.randint(1000, 5000))
    if k == 1:
        return "%d.0.%d.%d" % (r.randint(118, 131), r.randint(5000, 6800), r.randint(10, 220))
    if k == 2:
        return "%d.%d.%d.%d" % (r.randint(1, 9), r.randint(0, 30), r.randint(0, 9), r.randint(0, 400))
    return "%d.%d.%d.%d" % (r.randint(2019, 2026), r.randint(1, 12), r.randint(1, 28), r.randint(1, 9))


def k8s_qty(r):
    return r.choice(["%dMi" % r.choice([64, 128, 256, 384, 512, 768]), "%dGi" % r.choice([1, 2, 4, 8, 16, 32]),
                     "%dm" % r.choice([50, 100, 250, 500, 750]), "%.1fGi" % r.choice([0.5, 1.5, 2.5]),
                     "%dKi" % r.choice([512, 1024, 4096]), "%dTi" % r.choice([1, 2, 5])])


def uuid4(r):
    h = rs(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def commit(r, n=40):
    return rs(r, HEX, n)


# ---------------------------------------------------------------- cards
def luhn_digit(s):
    tot = 0
    for i, c in enumerate(reversed(s)):
        d = int(c)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


def luhn_ok(s):
    tot = 0
    for i, c in enumerate(reversed(s)):
        d = int(c)
        if i % 2 == 1:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return tot % 10 == 0


def card_digits(r):
    k = r.randrange(5)
    if k == 0:
        body = "4" + rs(r, DG, 14)
    elif k == 1:
        body = str(r.randint(51, 55)) + rs(r, DG, 13)
    elif k == 2:
        body = str(r.randint(2221, 2720)) + rs(r, DG, 11)
    elif k == 3:
        body = r.choice(["34", "37"]) + rs(r, DG, 12)
    else:
        body = "6011" + rs(r, DG, 11)
    return body + luhn_digit(body)


def card_fmt(r, d, sep):
    if len(d) == 15:
        parts = [d[:4], d[4:10], d[10:]]
    else:
        parts = [d[i:i + 4] for i in range(0, 16, 4)]
    return sep.join(parts)


# ---------------------------------------------------------------- national ids
def cpf(r):
    n = [r.randrange(10) for _ in range(9)]
    for k in (10, 11):
        s = sum(d * w for d, w in zip(n, range(k, 1, -1)))
        c = (s * 10) % 11
        n.append(0 if c == 10 else c)
    s = "".join(map(str, n))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def cn_resident(r):
    area = r.choice(["110101", "310104", "440305", "510107", "330106", "420102", "320102"])
    y, m, d = r.randint(1960, 2004), r.randint(1, 12), r.randint(1, 28)
    body = "%s%04d%02d%02d%03d" % (area, y, m, d, r.randint(1, 999))
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(c) * x for c, x in zip(body, w))
    return body + "10X98765432"[s % 11]


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
       [8, 9, 1, 6, 0, 4, 3, 5, 2, 7], [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
       [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_digit(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def verhoeff_ok(s):
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def aadhaar(r):
    b = str(r.randint(2, 9)) + rs(r, DG, 10)
    s = b + verhoeff_digit(b)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


def pan_in(r):
    return rs(r, UP, 3) + "P" + rs(r, UP, 1) + rs(r, DG, 4) + rs(r, UP, 1)


_CURP = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp(r):
    cons = "BCDFGHJKLMNPQRSTVWXZ"
    y, m, d = r.randint(1950, 2005), r.randint(1, 12), r.randint(1, 28)
    s = r.choice(cons) + r.choice("AEIOU") + r.choice(cons) + r.choice(cons)
    s += "%02d%02d%02d" % (y % 100, m, d) + r.choice("HM") + r.choice(["DF", "JC", "NL", "PL", "VZ", "GT", "MC"])
    s += rs(r, cons, 3) + (r.choice(DG) if y < 2000 else r.choice("AB"))
    tot = sum(_CURP.index(c) * (18 - i) for i, c in enumerate(s))
    return s + str((10 - tot % 10) % 10)


def curp_ok(s):
    tot = sum(_CURP.index(c) * (18 - i) for i, c in enumerate(s[:17]))
    return str((10 - tot % 10) % 10) == s[17]


def dni(r):
    n = r.randint(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def nie(r):
    p = r.randrange(3)
    n = r.randint(0, 9999999)
    return "%s%07d%s" % ("XYZ"[p], n, "TRWAGMYFPDXBNJZSQVHLCKE"[int("%d%07d" % (p, n)) % 23])


def steuer_id(r):
    while True:
        digs = r.sample(range(10), 9)
        if digs[0] == 0:
            continue
        dup = r.choice(digs)
        pos = r.randint(1, 9)
        ten = digs[:pos] + [dup] + digs[pos:]
        if ten[0] == 0:
            continue
        break
    prod = 10
    for d in ten:
        sm = (d + prod) % 10
        if sm == 0:
            sm = 10
        prod = (sm * 2) % 11
    chk = 11 - prod
    if chk == 10:
        chk = 0
    s = "".join(map(str, ten)) + str(chk)
    return "%s %s %s %s" % (s[:2], s[2:5], s[5:8], s[8:])


def steuer_ok(s):
    s = s.replace(" ", "")
    prod = 10
    for c in s[:10]:
        sm = (int(c) + prod) % 10
        if sm == 0:
            sm = 10
        prod = (sm * 2) % 11
    chk = 11 - prod
    return (0 if chk == 10 else chk) == int(s[10])


def nir(r):
    sx = r.choice("12")
    yy, mm = r.randint(50, 99), r.randint(1, 12)
    dep = r.choice(["75", "69", "13", "33", "59", "31", "44", "67"])
    body = "%s%02d%02d%s%03d%03d" % (sx, yy, mm, dep, r.randint(1, 999), r.randint(1, 999))
    key = 97 - int(body) % 97
    return "%s %s %s %s %s %s %02d" % (body[0], body[1:3], body[3:5], body[5:7], body[7:10], body[10:13], key)


_CF_ODD = dict(zip("0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ",
                   [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8,
                    12, 14, 16, 10, 22, 25, 24, 23]))


def _cf_even(c):
    return int(c) if c.isdigit() else ord(c) - 65


def cf_check(s15):
    tot = 0
    for i, c in enumerate(s15):
        tot += _CF_ODD[c] if i % 2 == 0 else _cf_even(c)
    return chr(65 + tot % 26)


def codice_fiscale(r):
    cons = "BCDFGHJKLMNPQRSTVZ"
    s = "".join(r.choice(cons) for _ in range(3)) + "".join(r.choice(cons) for _ in range(2)) + r.choice("AEIOU")
    day = r.randint(1, 28) + (40 if r.random() < 0.5 else 0)
    s += "%02d%s%02d%s" % (r.randint(50, 99), r.choice("ABCDEHLMPRST"), day,
                           r.choice(["F205", "H501", "L219", "F839", "G273", "A944", "D612"]))
    return s + cf_check(s)


def pesel(r):
    y, m, d = r.randint(1950, 2008), r.randint(1, 12), r.randint(1, 28)
    mm = m + (20 if y >= 2000 else 0)
    b = "%02d%02d%02d%04d" % (y % 100, mm, d, r.randint(0, 9999))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(c) * x for c, x in zip(b, w)) % 10) % 10)


def bsn(r):
    while True:
        b = [r.randint(1, 9)] + [r.randrange(10) for _ in range(7)]
        s = sum(d * (9 - i) for i, d in enumerate(b))
        last = s % 11
        if last < 10:
            return "".join(map(str, b + [last]))


def bsn_ok(s):
    return (sum(int(c) * (9 - i) for i, c in enumerate(s[:8])) - int(s[8])) % 11 == 0


def snils(r):
    b = [r.randrange(10) for _ in range(9)]
    s = sum(d * (9 - i) for i, d in enumerate(b))
    if s < 100:
        c = s
    elif s in (100, 101):
        c = 0
    else:
        c = s % 101
        if c == 100:
            c = 0
    t = "".join(map(str, b))
    return "%s-%s-%s %02d" % (t[:3], t[3:6], t[6:], c)


def mynumber_check(s11):
    tot = 0
    for n in range(1, 12):
        p = int(s11[11 - n])
        q = n + 1 if n <= 6 else n - 5
        tot += p * q
    rem = tot % 11
    return "0" if rem <= 1 else str(11 - rem)


def mynumber(r):
    b = rs(r, DG, 11)
    s = b + mynumber_check(b)
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


def kr_rrn(r):
    y, m, d = r.randint(1960, 2005), r.randint(1, 12), r.randint(1, 28)
    g = r.choice("12") if y < 2000 else r.choice("34")
    b = "%02d%02d%02d%s%05d" % (y % 100, m, d, g, r.randint(0, 99999))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(x) * y2 for x, y2 in zip(b, w)) % 11) % 10
    s = b + str(c)
    return s[:6] + "-" + s[6:]


def tckn(r):
    d = [r.randint(1, 9)] + [r.randrange(10) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def nino(r):
    return "%s %s %s %s %s" % (r.choice(["JM", "NP", "SK", "WL", "RT", "CE", "HR", "EB"]), rs(r, DG, 2), rs(r, DG, 2),
                               rs(r, DG, 2), r.choice("ABCD"))


def ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))


def za_id(r):
    y, m, d = r.randint(1960, 2004), r.randint(1, 12), r.randint(1, 28)
    b = "%02d%02d%02d%04d%d8" % (y % 100, m, d, r.randint(0, 9999), r.choice([0, 0, 1]))
    return b + luhn_digit(b)


def passport(r):
    c = r.randrange(9)
    if c == 0:
        return "US", rs(r, UP, 1) + rs(r, DG, 8)
    if c == 1:
        return "DE", "C" + rs(r, "CFGHJKLMNPRTVWXYZ0123456789", 8)
    if c == 2:
        return "IN", rs(r, "ABCEFGHJKLMNPRSTUVWZ", 1) + rs(r, DG, 7)
    if c == 3:
        return "CN", "E" + rs(r, DG, 8)
    if c == 4:
        return "BR", rs(r, UP, 2) + rs(r, DG, 6)
    if c == 5:
        return "FR", rs(r, DG, 2) + rs(r, UP, 2) + rs(r, DG, 5)
    if c == 6:
        return "ES", rs(r, UP, 3) + rs(r, DG, 6)
    if c == 7:
        return "JP", rs(r, "MTR", 1) + rs(r, UP, 1) + rs(r, DG, 7)
    return "GB", rs(r, DG, 9)


def iban(r):
    cc, blen = r.choice([("DE", 18), ("FR", 23), ("ES", 20), ("NL", 14), ("IT", 23), ("PT", 21), ("GB", 18)])
    if cc == "NL":
        bban = r.choice(["ABNA", "RABO", "INGB"]) + rs(r, DG, 10)
    elif cc == "GB":
        bban = r.choice(["NWBK", "BARC", "HBUK"]) + rs(r, DG, 14)
    elif cc == "IT":
        bban = rs(r, UP, 1) + rs(r, DG, 10) + rs(r, DG, 12)
    elif cc == "FR":
        bban = rs(r, DG, 21) + rs(r, DG, 2)
    else:
        bban = rs(r, DG, blen)
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    ck = 98 - int(num) % 97
    s = "%s%02d%s" % (cc, ck, bban)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def iban_ok(s):
    s = s.replace(" ", "")
    t = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in t)) % 97 == 1


# ---------------------------------------------------------------- phones (national format, region)
def phone_national(r, region):
    d = lambda n: rs(r, DG, n)
    if region == "PT":
        return "9%s%s %s %s" % (r.choice("1236"), d(1), d(3), d(3))
    if region == "DE":
        k = r.randrange(3)
        if k == 0:
            return "0151 %s %s" % (d(4), d(4))
        if k == 1:
            return "0176 %s%s" % (r.choice("23456789"), d(7))
        return "030 %s%s" % (r.choice("2345678"), d(7))
    if region == "ES":
        if r.random() < 0.7:
            return "6%s %s %s %s" % (d(2), d(2), d(2), d(2))
        return "91%s %s %s" % (r.choice("2345"), d(3), d(3))
    if region == "GB":
        if r.random() < 0.7:
            return "07%s %s" % (r.choice(["711", "723", "737", "752", "766", "777", "786", "795", "817", "832", "846", "853", "887", "912", "925", "930", "944", "956", "969", "976", "980"]), d(6))
        return "020 %s%s %s" % (r.choice("78"), d(3), d(4))
    if region == "FR":
        return "06 %s%s %s %s %s" % (r.choice("124567"), d(1), d(2), d(2), d(2))
    if region == "IT":
        return "3%s%s %s %s" % (r.choice("234579"), d(1), d(3), d(4))
    if region == "NL":
        return "06-%s%s" % (r.choice("123456"), d(7))
    if region == "PL":
        return "%s %s %s" % (r.choice(["501", "512", "602", "691", "724", "785", "881"]), d(3), d(3))
    if region == "BR":
        return "(%s) 9%s%s-%s" % (r.choice(["11", "21", "31", "41", "51", "61"]), r.choice("6789"), d(3), d(4))
    if region == "MX":
        return "%s %s %s" % (r.choice(["55", "33", "81"]), d(4), d(4))
    if region == "IN":
        return "%s%s %s" % (r.choice("6789"), d(4), d(5))
    if region == "JP":
        return "0%s0-%s%s-%s" % (r.choice("89"), r.choice("1234569"), d(3), d(4))
    if region == "AU":
        return "04%s%s %s %s" % (r.choice("0123"), d(1), d(3), d(3))
    if region == "US":
        return "(%s) %s%s-%s" % (r.choice(["212", "415", "312", "617", "206", "512", "303"]), r.choice("2346789"), d(2), d(4))
    raise ValueError(region)


CC = {"PT": "351", "DE": "49", "ES": "34", "GB": "44", "FR": "33", "IT": "39", "NL": "31", "PL": "48", "BR": "55",
      "MX": "52", "IN": "91", "JP": "81", "AU": "61", "US": "1"}


def phone_intl(r, region):
    n = phone_national(r, region)
    digs = "".join(c for c in n if c.isdigit())
    if region in ("DE", "GB", "FR", "NL", "JP", "AU") and digs.startswith("0"):
        digs = digs[1:]
    if region == "MX":
        pass
    style = r.randrange(3)
    if style == 0:
        return "+%s %s" % (CC[region], digs[:3] + " " + digs[3:6] + " " + digs[6:])
    if style == 1:
        return "+%s%s" % (CC[region], digs)
    return "00%s %s" % (CC[region], digs)
