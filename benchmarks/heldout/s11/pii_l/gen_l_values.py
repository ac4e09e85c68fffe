"""Value shapes for corpus L (stdlib only). All functions take a random.Random."""
import base64
import string

A = string.ascii_letters
D = string.digits
AN = A + D
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64 = A + D + "+/"
URLSAFE = A + D + "-_"


def rs(r, alphabet, n):
    return "".join(r.choice(alphabet) for _ in range(n))


def mixed(r, n, alphabet=AN):
    # ensure at least one upper, lower, digit
    while True:
        s = rs(r, alphabet, n)
        if any(c.isupper() for c in s) and any(c.islower() for c in s) and any(c.isdigit() for c in s):
            return s


WORDS = ["Falcon", "Tulpe", "Granit", "Mango", "Lagoa", "Quokka", "Pixel", "Nebel", "Zorro", "Kiwi", "Basalt",
         "Mistral", "Sardinha", "Comet", "Ventisca", "Fjord", "Cactus", "Orkan", "Lontra", "Saffron", "Tundra", "Wombat"]
SYMS = "!#$%&*+-=?@^_~."


def password(r):
    style = r.randrange(6)
    if style == 0:
        return r.choice(WORDS) + r.choice(WORDS).lower() + str(r.randrange(10, 99)) + r.choice(SYMS)
    if style == 1:
        return mixed(r, r.randrange(12, 18))
    if style == 2:
        s = mixed(r, r.randrange(9, 13))
        i = r.randrange(1, len(s))
        return s[:i] + r.choice("!#%&*+=?^~") + s[i:]
    if style == 3:
        return "-".join(r.choice(WORDS).lower() for _ in range(3)) + str(r.randrange(1, 9))
    if style == 4:
        return r.choice(WORDS) + r.choice("@#$") + str(r.randrange(1980, 2030)) + r.choice(WORDS)[:3].lower()
    return rs(r, A + D + "!#%+=?", r.randrange(14, 22)) + r.choice(D)


def aws_key_id(r):
    return r.choice(["AKIA", "ASIA"]) + rs(r, B32.replace("=", ""), 16)


def aws_secret(r):
    return rs(r, A + D + "+/", 40)


def ghp(r):
    return r.choice(["ghp_", "gho_", "ghu_", "ghs_", "ghr_"]) + rs(r, AN, 36)


def github_pat(r):
    return "github_pat_" + rs(r, AN, 22) + "_" + rs(r, AN, 59)


def glpat(r):
    return "glpat-" + rs(r, AN + "-_", 20)


def slack(r):
    k = r.choice(["xoxb", "xoxp", "xoxe.xoxp"])
    if k == "xoxb":
        return "xoxb-%d-%d-%s" % (r.randrange(10**10, 10**12), r.randrange(10**12, 10**13), rs(r, AN, 24))
    if k == "xoxp":
        return "xoxp-%d-%d-%d-%s" % (r.randrange(10**10, 10**12), r.randrange(10**10, 10**12),
                                      r.randrange(10**12, 10**13), rs(r, HEX, 32))
    return "xoxe.xoxp-1-" + rs(r, AN, 140)


def stripe(r):
    return r.choice(["sk_live_", "rk_live_"]) + rs(r, AN, r.choice([24, 34, 99]))


def twilio_auth(r):
    return rs(r, HEX, 32)


def twilio_sk(r):
    return "SK" + rs(r, HEX, 32)


def tailscale(r):
    return "tskey-" + r.choice(["auth", "api", "client"]) + "-k" + rs(r, AN, 10) + "CNTRL-" + rs(r, AN, 33)


def grafana(r):
    if r.random() < 0.5:
        raw = '{"o":"%d","n":"stack-%d-hm-read","k":"%s","m":{"r":"prod-eu-west-2"}}' % (
            r.randrange(100000, 999999), r.randrange(100000, 999999), rs(r, AN, 24))
        return "glc_" + base64.b64encode(raw.encode()).decode().rstrip("=")
    return "glsa_" + rs(r, AN, 32) + "_" + rs(r, HEX, 8)


def openai(r):
    return r.choice(["sk-proj-", "sk-svcacct-"]) + rs(r, URLSAFE, 74) + "T3BlbkFJ" + rs(r, URLSAFE, 74)


def anthropic(r):
    return "sk-ant-api03-" + rs(r, URLSAFE, 93) + "AA"


def google_api(r):
    return "AIza" + rs(r, URLSAFE, 35)


def npm(r):
    return "npm_" + rs(r, AN, 36)


def pypi(r):
    return "pypi-AgEIcHlwaS5vcmc" + rs(r, URLSAFE, 70)


def sendgrid(r):
    return "SG." + rs(r, URLSAFE, 22) + "." + rs(r, URLSAFE, 43)


def azure_secret(r):
    return rs(r, AN, 3) + "8Q~" + rs(r, AN + "~._-", 34)


def do_token(r):
    return "dop_v1_" + rs(r, HEX, 64)


def vault(r):
    return "hvs." + rs(r, AN, 24)


def shopify(r):
    return r.choice(["shpat_", "shpss_", "shpca_"]) + rs(r, HEX, 32)


def databricks(r):
    return "dapi" + rs(r, HEX, 32)


def hf(r):
    return "hf_" + rs(r, A, 34)


def eth_key(r):
    return "0x" + rs(r, HEX, 64)


def jwt(r):
    def b(x):
        return base64.urlsafe_b64encode(x.encode()).decode().rstrip("=")
    h = b('{"alg":"RS256","typ":"JWT","kid":"%s"}' % rs(r, AN, 8))
    p = b('{"sub":"%d","iat":%d,"exp":%d,"scope":"%s"}' % (r.randrange(10**6, 10**7), r.randrange(1700000000, 1760000000),
                                                           r.randrange(1760000000, 1790000000), r.choice(["read", "write admin", "ops"])))
    return h + "." + p + "." + rs(r, URLSAFE, 86)


def totp_seed(r):
    return rs(r, B32, 32)


def pem_body(r):
    lines = [rs(r, B64, 64) for _ in range(r.randrange(4, 7))]
    return "\n".join(lines) + "\n" + rs(r, B64, r.randrange(10, 40)) + "=="


def basic_b64(r, user, pw):
    return base64.b64encode(("%s:%s" % (user, pw)).encode()).decode()


def session_cookie(r):
    return rs(r, URLSAFE, r.choice([32, 40, 48]))


def recovery_codes(r):
    return ["%s-%s" % (rs(r, "abcdefghjkmnpqrstuvwxyz23456789", 5), rs(r, "abcdefghjkmnpqrstuvwxyz23456789", 5)) for _ in range(r.randrange(3, 6))]


def wifi_psk(r):
    return r.choice([mixed(r, 16), r.choice(WORDS) + "-" + r.choice(WORDS) + "-" + str(r.randrange(100, 999))])


def docker_auth(r):
    return base64.b64encode(("%s:%s" % (r.choice(["ci-bot", "deploy", "registry"]), mixed(r, 20))).encode()).decode()


# ---------------- keep shapes ----------------

def api_object_id(r):
    k = r.randrange(9)
    if k == 0:
        return "chatcmpl-" + rs(r, AN, 29)
    if k == 1:
        return "msg_01" + rs(r, AN, 22)
    if k == 2:
        return "run_" + rs(r, AN, 24)
    if k == 3:
        return "req_" + rs(r, AN, 24)
    if k == 4:
        return "resp_" + rs(r, HEX, 48)
    if k == 5:
        return "file-" + rs(r, AN, 22)
    if k == 6:
        return "asst_" + rs(r, AN, 24)
    if k == 7:
        return r.choice(["cus_", "pi_", "evt_", "in_", "sub_"]) + rs(r, AN, 14)
    return "thread_" + rs(r, AN, 24)


def sri(r):
    alg, n = r.choice([("sha512", 86), ("sha384", 64), ("sha256", 43)])
    pad = {86: "==", 64: "", 43: "="}[n]
    return "%s-%s%s" % (alg, rs(r, B64, n), pad)


def ssh_fp(r):
    if r.random() < 0.7:
        return "SHA256:" + rs(r, B64, 43)
    return "MD5:" + ":".join(rs(r, HEX, 2) for _ in range(16))


def version4(r):
    return "%d.%d.%d.%d" % (r.randrange(1, 30), r.randrange(0, 20), r.randrange(0, 300), r.randrange(0, 9999))


def k8s_qty(r):
    return r.choice(["%dMi" % r.choice([64, 128, 256, 384, 512, 768]), "%dGi" % r.randrange(1, 33), "%dm" % r.choice([100, 250, 500, 750]),
                     "%dKi" % r.choice([512, 1024, 4096]), "%dTi" % r.randrange(1, 4)])


STATUS = ["502 Bad Gateway", "503 Service Unavailable", "429 Too Many Requests", "504 Gateway Timeout",
          "401 Unauthorized", "403 Forbidden", "409 Conflict", "422 Unprocessable Entity", "500 Internal Server Error",
          "404 Not Found", "301 Moved Permanently", "413 Payload Too Large"]
ERRORS = ["OOMKilled", "CrashLoopBackOff", "ImagePullBackOff", "ErrImagePull", "ECONNRESET", "ETIMEDOUT", "EADDRINUSE",
          "NullPointerException", "IllegalStateException", "KeyError", "RecursionError", "UnicodeDecodeError",
          "SIGSEGV", "DeadlineExceeded", "ConnectionRefusedError", "ContainerCreating", "NodeNotReady", "SSLHandshakeException"]
PRODUCTS = ["Otto", "Luigi", "Jarvis", "Watson", "Alexa", "Cortana", "Siri", "Bixby", "Claude", "Gemini", "Copilot",
            "Dolly", "Ada", "Marvin", "Hal", "Jenkins", "Sonar", "Kibana", "Grafana", "Heroku", "Vercel", "Zapier",
            "Celery", "Devin", "Perplexity"]
EXAMPLE_KEYS = ["AKIAIOSFODNN7EXAMPLE", "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY", "AKIAI44QH8DHBEXAMPLE",
                "je7MtGbClwBF/2Zp9Utk/h3yCo8nvbEXAMPLEKEY", "sk_test_4eC39HqLyjWDarjtT1zdp7dc",
                "pk_test_TYooMQauvdEDq54NiTphI7jx", "xoxb-not-a-real-token-this-will-not-work"]


def uuid4(r):
    h = rs(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def commit(r, short=False):
    return rs(r, HEX, r.choice([7, 8, 10]) if short else 40)


def digest(r):
    return "sha256:" + rs(r, HEX, 64)


# ---------------- check-digit ids ----------------

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


def card(r):
    kind = r.randrange(4)
    if kind == 0:
        body = "4" + rs(r, D, 14)
    elif kind == 1:
        body = r.choice(["51", "52", "53", "54", "55", "2221", "2720"]) 
        body += rs(r, D, 15 - len(body))
    elif kind == 2:
        body = r.choice(["34", "37"]) + rs(r, D, 12)
    else:
        body = "6011" + rs(r, D, 11)
    n = body + luhn_digit(body)
    if len(n) == 15:
        groups = [n[:4], n[4:10], n[10:]]
    else:
        groups = [n[i:i + 4] for i in range(0, 16, 4)]
    sep = r.choice([" ", "-", ".", "", " ", "/", "  "])
    return sep.join(groups)


def dni(r):
    n = r.randrange(10**7, 10**8)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def nie(r):
    p = r.randrange(3)
    n = r.randrange(10**6, 10**7)
    return "%s%07d%s" % ("XYZ"[p], n, "TRWAGMYFPDXBNJZSQVHLCKE"[int("%d%07d" % (p, n)) % 23])


def cpf(r, fmt=True):
    d = [r.randrange(10) for _ in range(9)]
    while len(set(d)) == 1:
        d = [r.randrange(10) for _ in range(9)]
    for k in (10, 11):
        s = sum(x * w for x, w in zip(d, range(k, 1, -1)))
        c = (s * 10) % 11
        d.append(0 if c == 10 else c)
    s = "".join(map(str, d))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:]) if fmt else s


def cn_id(r, y, m, dd):
    area = r.choice(["110105", "310104", "440305", "510107", "330106", "420111", "320102"])
    body = "%s%04d%02d%02d%03d" % (area, y, m, dd, r.randrange(1, 999))
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


def verhoeff_digit(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    return str(_VINV[c])


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def aadhaar(r):
    b = str(r.randrange(2, 10)) + rs(r, D, 10)
    n = b + verhoeff_digit(b)
    return "%s %s %s" % (n[:4], n[4:8], n[8:]) if r.random() < 0.7 else n


def pesel(r, y, m, dd):
    mm = m + (20 if y >= 2000 else 0)
    b = "%02d%02d%02d%04d" % (y % 100, mm, dd, r.randrange(10000))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    s = sum(int(c) * x for c, x in zip(b, w))
    return b + str((10 - s % 10) % 10)


def nir(r, y, m):
    sex = r.choice("12")
    dept = r.choice(["75", "69", "13", "33", "59", "31", "44"])
    b = "%s%02d%02d%s%03d%03d" % (sex, y % 100, m, dept, r.randrange(1, 990), r.randrange(1, 999))
    key = 97 - int(b) % 97
    return "%s %s %s %s %s %s %02d" % (b[0], b[1:3], b[3:5], b[5:7], b[7:10], b[10:13], key)


def bsn(r):
    while True:
        d = [r.randrange(10) for _ in range(8)]
        if d[0] == 0:
            continue
        s = sum(x * w for x, w in zip(d, range(9, 1, -1)))
        last = s % 11
        if last < 10:
            return "".join(map(str, d)) + str(last)


def tckn(r):
    while True:
        d = [r.randrange(1, 10)] + [r.randrange(10) for _ in range(8)]
        d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
        d.append(d10)
        d.append(sum(d) % 10)
        return "".join(map(str, d))


_CURP_CH = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def curp(r, y, m, dd):
    L = "ABCDEFGHIJKLMNOPRSTUVZ"
    V = "AEIOU"
    cons = "BCDFGHJKLMNPRSTVZ"
    s = r.choice(L) + r.choice(V) + r.choice(L) + r.choice(L) + "%02d%02d%02d" % (y % 100, m, dd) + r.choice("HM") + \
        r.choice(["DF", "JC", "NL", "PL", "GT", "VZ", "MC", "YN"]) + r.choice(cons) + r.choice(cons) + r.choice(cons) + \
        ("0" if y < 2000 else "A")
    tot = sum(_CURP_CH.index(c) * (18 - i) for i, c in enumerate(s))
    return s + str((10 - tot % 10) % 10)


def rrn(r, y, m, dd):
    g = r.choice("12") if y < 2000 else r.choice("34")
    b = "%02d%02d%02d%s%05d" % (y % 100, m, dd, g, r.randrange(100000))
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    s = sum(int(c) * x for c, x in zip(b, w))
    return b[:6] + "-" + b[6:] + str((11 - s % 11) % 10)


def mynumber(r):
    b = rs(r, D, 11)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    rem = s % 11
    cd = 0 if rem <= 1 else 11 - rem
    n = b + str(cd)
    return "%s %s %s" % (n[:4], n[4:8], n[8:]) if r.random() < 0.5 else n


def snils(r):
    while True:
        b = rs(r, D, 9)
        if int(b) <= 1001998:
            continue
        s = sum(int(c) * (9 - i) for i, c in enumerate(b))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            if c == 100:
                c = 0
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def nino(r):
    a = "ABCEGHJKLMNOPRSTWXYZ"
    b = "ABCEGHJKLMNPRSTWXYZ"
    while True:
        p = r.choice(a) + r.choice(b)
        if p not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    n = rs(r, D, 6)
    s = p + n + r.choice("ABCD")
    return s if r.random() < 0.5 else "%s %s %s %s %s" % (s[:2], s[2:4], s[4:6], s[6:8], s[8])


def ssn(r, sep="-"):
    while True:
        a = r.randrange(1, 900)
        if a != 666:
            break
    g = r.randrange(1, 100)
    s = r.randrange(1, 10000)
    return "%03d%s%02d%s%04d" % (a, sep, g, sep, s)


def nik(r, y, m, dd, female=False):
    dd2 = dd + (40 if female else 0)
    return "%s%02d%02d%02d%04d" % (r.choice(["317101", "327301", "357801", "347101"]), dd2, m, y % 100, r.randrange(1, 9999))


def cnic(r):
    return "%s-%s-%d" % (r.choice(["35202", "42101", "61101", "37405"]), rs(r, D, 7), r.randrange(10))


def mrz_cd(s):
    w = [7, 3, 1]
    tot = 0
    for i, c in enumerate(s):
        if c.isdigit():
            v = int(c)
        elif c == "<":
            v = 0
        else:
            v = ord(c) - 55
        tot += v * w[i % 3]
    return str(tot % 10)


def passport_no(r, country):
    if country == "US":
        return rs(r, D, 9)
    if country == "DE":
        return rs(r, "CFGHJKLMNPRTVWXYZ", 1) + rs(r, "CFGHJKLMNPRTVWXYZ0123456789", 8)
    if country == "IN":
        return rs(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 1) + rs(r, D, 7)
    if country == "CN":
        return "E" + rs(r, D, 8)
    if country == "BR":
        return rs(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rs(r, D, 6)
    if country == "FR":
        return rs(r, D, 2) + rs(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rs(r, D, 5)
    if country == "GB":
        return rs(r, D, 9)
    if country == "RU":
        return "%s %s" % (rs(r, D, 2), rs(r, D, 7))
    return rs(r, "ABCDEFGHJKLMNPRSTUVWXYZ", 2) + rs(r, D, 7)


def mrz(r, country3, sur, given, number, y, m, dd, sex):
    name = (sur.upper() + "<<" + given.upper().replace(" ", "<"))
    line1 = ("P<" + country3 + name + "<" * 44)[:44]
    num = (number + "<" * 9)[:9]
    dob = "%02d%02d%02d" % (y % 100, m, dd)
    exp = "%02d%02d%02d" % (r.randrange(28, 36), r.randrange(1, 13), r.randrange(1, 29))
    pers = "<" * 14
    l2 = num + mrz_cd(num) + country3 + dob + mrz_cd(dob) + sex + exp + mrz_cd(exp) + pers + mrz_cd(pers)
    comp = num + mrz_cd(num) + dob + mrz_cd(dob) + exp + mrz_cd(exp) + pers + mrz_cd(pers)
    l2 = l2 + mrz_cd(comp)
    return line1, l2


def iban_de(r):
    bban = rs(r, D, 8) + rs(r, D, 10)
    return _iban("DE", bban)


def iban(r):
    c = r.choice(["DE", "ES", "FR", "NL", "PT", "IT", "GB"])
    if c == "DE":
        bban = rs(r, D, 18)
    elif c == "ES":
        bban = rs(r, D, 20)
    elif c == "FR":
        bban = rs(r, D, 23)
    elif c == "NL":
        bban = r.choice(["ABNA", "INGB", "RABO"]) + rs(r, D, 10)
    elif c == "PT":
        bban = rs(r, D, 21)
    elif c == "IT":
        bban = rs(r, "ABCDEFGHIJKLMNOPQRSTUVWXYZ", 1) + rs(r, D, 10) + rs(r, D, 12)
    else:
        bban = r.choice(["NWBK", "BARC", "LOYD", "MIDL"]) + rs(r, D, 14)
    return _iban(c, bban)


def _iban(c, bban):
    num = "".join(str(int(ch, 36)) for ch in bban + c + "00")
    ck = 98 - int(num) % 97
    s = "%s%02d%s" % (c, ck, bban)
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def iban_ok(s):
    s = s.replace(" ", "")
    s = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s)) % 97 == 1


# ---------------- phones (national format) ----------------

def phone(r, region):
    d = lambda n: rs(r, D, n)
    if region == "DE":
        return r.choice(["0151 %s" % d(8), "0176 %s %s" % (d(4), d(4)), "0170 %s" % d(7), "030 %s" % d(8),
                         "089 %s %s" % (d(4), d(4)), "0160 %s" % d(7)])
    if region == "PT":
        return r.choice(["9%s%s %s %s" % (r.choice("1236"), d(1), d(3), d(3)), "21%s %s %s" % (d(1), d(3), d(3))])
    if region == "ES":
        return r.choice(["6%s %s %s %s" % (d(2), d(2), d(2), d(2)), "6%s %s %s" % (d(2), d(3), d(3)),
                         "91%s %s %s" % (d(1), d(3), d(3)), "6%s%s" % (d(2), d(6))])
    if region == "GB":
        return r.choice(["07%s %s" % ("4" + d(2), d(6)), "020 7%s %s" % (d(3), d(4)),
                         "0161 %s %s" % (r.choice("2345789") + d(2), d(4)), "07%s%s" % ("4" + d(2), d(6))])
    if region == "FR":
        return r.choice(["06 %s %s %s %s" % (r.choice("1245") + d(1), d(2), d(2), d(2)), "07 %s %s %s %s" % (r.choice("5678") + d(1), d(2), d(2), d(2))])
    if region == "IT":
        return r.choice(["3%s %s %s" % (r.choice(["20", "28", "33", "34", "38", "39", "47"]), d(3), d(4))])
    if region == "NL":
        return r.choice(["06 %s" % (r.choice("12345") + d(7)), "06-%s" % (r.choice("12345") + d(7)), "020 %s %s" % (d(3), d(4))])
    if region == "PL":
        return "%s %s %s" % (r.choice(["501", "512", "601", "602", "691", "721", "790", "880"]), d(3), d(3))
    if region == "BR":
        return "(%s) 9%s-%s" % (r.choice(["11", "21", "31", "41", "51", "61", "71"]), d(4), d(4))
    if region == "US":
        return "(%s) %s-%s" % (r.choice(["212", "415", "617", "312", "206", "512", "303"]), r.choice("23456789") + r.choice("2345678") + d(1), d(4))
    if region == "MX":
        return "%s %s %s" % (r.choice(["55", "33", "81"]), d(4), d(4))
    if region == "JP":
        return "0%s-%s-%s" % (r.choice(["90", "80"]), r.choice("123456789") + d(3), d(4))
    if region == "SE":
        return "07%s-%s %s %s" % (r.choice("0236"), d(3), d(2), d(2))
    if region == "IN":
        return "%s%s %s" % (r.choice("6789"), d(4), d(5))
    if region == "AU":
        return "04%s%s %s %s" % (r.choice("0123"), d(1), d(3), d(3))
    raise ValueError(region)
