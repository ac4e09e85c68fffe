"""Value generators for corpus F (stdlib only; random values of the right shape, check digits where defined)."""
import base64
import json
import string

AL = string.ascii_letters + string.digits
UP = string.ascii_uppercase
LO = string.ascii_lowercase
HEX = "0123456789abcdef"


def rs(r, n, al=AL):
    return "".join(r.choice(al) for _ in range(n))


def digits(r, n):
    return "".join(r.choice("0123456789") for _ in range(n))


def b64url(r, n):
    return rs(r, n, AL + "-_")


def b64(r, n):
    return rs(r, n, AL + "+/")


# ---------------------------------------------------------------- passwords
WORDS = ["Lantern", "Pelican", "Saffron", "Granite", "Orchid", "Falcon", "Quartz", "Maple", "Tundra", "Cobalt",
         "Sardinha", "Kirsche", "Mistral", "Zorro", "Brisa", "Nebel", "Ocelot", "Vulcan", "Koala", "Pimenta"]
SYM = "!@#$%&*?+=-_."


def password(r):
    k = r.randrange(6)
    if k == 0:
        return r.choice(WORDS) + str(r.randrange(1970, 2030)) + r.choice("!#$%&*?")
    if k == 1:
        s = [r.choice(UP), r.choice(LO), r.choice("0123456789"), r.choice(SYM)] + [r.choice(AL + "!#%&*") for _ in range(r.randrange(8, 15))]
        r.shuffle(s)
        return "".join(s)
    if k == 2:
        return "-".join(r.sample([w.lower() for w in WORDS], 3)) + "-" + str(r.randrange(10, 99))
    if k == 3:
        return r.choice(WORDS)[:4] + r.choice(SYM) + rs(r, 4, LO) + digits(r, 3) + r.choice(UP)
    if k == 4:
        return b64(r, r.randrange(14, 22)).replace("/", "x").replace("+", "Q")
    return rs(r, 3, UP) + r.choice(SYM) + digits(r, 2) + rs(r, 3, LO) + r.choice(SYM) + rs(r, 3, AL)


# ---------------------------------------------------------------- vendor tokens
def stripe(r):
    p = r.choice(["sk_live_", "rk_live_", "sk_live_51", "whsec_"])
    return p + rs(r, r.choice([24, 32, 48, 99]) if p != "whsec_" else 32)


def slack(r):
    k = r.randrange(4)
    if k == 0:
        return "xoxb-%s-%s-%s" % (digits(r, 12), digits(r, 13), rs(r, 24))
    if k == 1:
        return "xoxp-%s-%s-%s-%s" % (digits(r, 11), digits(r, 12), digits(r, 13), rs(r, 32, HEX))
    if k == 2:
        return "xapp-1-A%s-%s-%s" % (rs(r, 10, UP + "0123456789"), digits(r, 13), rs(r, 64, HEX))
    return "xoxe.xoxp-1-%s" % rs(r, 140, AL)


def github(r):
    k = r.randrange(4)
    if k == 0:
        return "github_pat_11%s_%s" % (rs(r, 20, UP + "0123456789"), rs(r, 59))
    if k == 1:
        return "ghp_" + rs(r, 36)
    if k == 2:
        return "gho_" + rs(r, 36)
    return "ghs_" + rs(r, 36)


def gitlab(r):
    p = r.choice(["glpat-", "glpat-", "gldt-", "glrt-", "glptt-", "glsoat-"])
    if p == "glptt-":
        return p + rs(r, 40, HEX)
    return p + rs(r, 20, AL + "_-")


def npm(r):
    return "npm_" + rs(r, 36)


def pypi(r):
    return "pypi-AgEIcHlwaS5vcmc" + b64url(r, r.randrange(70, 140))


def hf(r):
    return r.choice(["hf_", "hf_", "api_org_"]) + rs(r, 34, string.ascii_letters)


def anthropic(r):
    return r.choice(["sk-ant-api03-", "sk-ant-api03-", "sk-ant-admin01-"]) + b64url(r, 93) + "AA"


def openai(r):
    k = r.randrange(3)
    if k == 0:
        return "sk-proj-" + b64url(r, 74) + "T3BlbkFJ" + b64url(r, 74)
    if k == 1:
        return "sk-svcacct-" + b64url(r, 60) + "T3BlbkFJ" + b64url(r, 60)
    return "sk-" + rs(r, 20) + "T3BlbkFJ" + rs(r, 20)


def databricks(r):
    return "dapi" + rs(r, 32, HEX) + r.choice(["", "", "-2", "-3"])


def doppler(r):
    return r.choice(["dp.st.", "dp.pt.", "dp.sa.", "dp.ct.", "dp.st.prd."]) + rs(r, 43)


def shopify(r):
    return r.choice(["shpat_", "shpss_", "shpca_", "shppa_"]) + rs(r, 32, HEX)


def sendgrid(r):
    return "SG." + b64url(r, 22) + "." + b64url(r, 43)


def mailgun(r):
    if r.random() < 0.5:
        return "key-" + rs(r, 32, HEX)
    return rs(r, 32, HEX) + "-" + rs(r, 8, HEX) + "-" + rs(r, 8, HEX)


def twilio_sid(r):
    return "AC" + rs(r, 32, HEX)


def twilio_secret(r):
    return rs(r, 32, HEX) if r.random() < 0.6 else "SK" + rs(r, 32, HEX)


def azure_cs(r):
    return rs(r, 3, AL) + r.choice("012345678") + "Q~" + rs(r, 34, AL + "_~.-")


def azure_storage_key(r):
    return b64(r, 86) + "=="


def aws_id(r):
    return r.choice(["AKIA", "AKIA", "ASIA"]) + rs(r, 16, UP + "234567")


def aws_secret(r):
    return b64(r, 40)


def gcp_api(r):
    return "AIza" + rs(r, 35, AL + "-_")


def devops_token(r):
    k = r.randrange(12)
    return [
        lambda: "hvs." + rs(r, 24 if r.random() < .5 else 90, AL + "_-"),
        lambda: rs(r, 14) + ".atlasv1." + rs(r, 67, AL + "-_"),
        lambda: "dop_v1_" + rs(r, 64, HEX),
        lambda: "pul-" + rs(r, 40, HEX),
        lambda: "bkua_" + rs(r, 40, HEX),
        lambda: "CCIPAT_" + rs(r, 22) + "_" + rs(r, 40, HEX),
        lambda: "sbp_" + rs(r, 40, HEX),
        lambda: "pscale_tkn_" + rs(r, 43, AL + "_-"),
        lambda: "nfp_" + rs(r, 36),
        lambda: "AGE-SECRET-KEY-1" + rs(r, 58, "QPZRY9X8GF2TVDW0S3JN54KHCE6MUA7L"),
        lambda: "dt0c01." + rs(r, 24, UP + "0123456789") + "." + rs(r, 64, UP + "0123456789"),
        lambda: "NRAK-" + rs(r, 27, UP + "0123456789"),
    ][k]()


def saas_token(r):
    k = r.randrange(10)
    return [
        lambda: "lin_api_" + rs(r, 40),
        lambda: "ntn_" + digits(r, 11) + rs(r, 35),
        lambda: "secret_" + rs(r, 43),
        lambda: "ATATT3xFfGF0" + b64url(r, 180) + "=" + rs(r, 8, UP + "0123456789"),
        lambda: "PMAK-" + rs(r, 24, HEX) + "-" + rs(r, 34, HEX),
        lambda: "figd_" + b64url(r, 40),
        lambda: "sntrys_eyJpYXQiOjE3" + b64url(r, 120),
        lambda: "EAAA" + b64url(r, 60),
        lambda: "sk." + "eyJ1Ijoi" + b64url(r, 60) + "." + b64url(r, 22),
        lambda: "HRKU-AA" + b64url(r, 58),
    ][k]()


def chatbot_token(r):
    k = r.randrange(3)
    if k == 0:
        return "%s:AA%s" % (digits(r, 10), b64url(r, 33))
    if k == 1:
        return "M" + b64url(r, 23) + "." + b64url(r, 6) + "." + b64url(r, 38)
    return "xoxb-" + digits(r, 12) + "-" + digits(r, 13) + "-" + rs(r, 24)


def _b64j(o):
    return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")


def jwt(r):
    h = {"alg": r.choice(["HS256", "RS256", "ES256"]), "typ": "JWT"}
    if r.random() < .4:
        h["kid"] = rs(r, 16, HEX)
    p = {"sub": digits(r, 8), "iat": 1760000000 + r.randrange(9000000), "scope": r.choice(["read", "admin", "orders:write"])}
    return _b64j(h) + "." + _b64j(p) + "." + b64url(r, r.choice([43, 86, 342]))


def pem_body(r, lines):
    return "\n".join(b64(r, 64) for _ in range(lines - 1)) + "\n" + b64(r, r.randrange(20, 60)) + "="


# ---------------------------------------------------------------- check digits
def luhn_digit(s):
    tot = 0
    for i, ch in enumerate(reversed(s)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        tot += d
    return str((10 - tot % 10) % 10)


def card(r):
    k = r.randrange(6)
    if k == 0:
        pre, n = "4" + digits(r, 5), 16
    elif k == 1:
        pre, n = str(r.randrange(51, 56)) + digits(r, 4), 16
    elif k == 2:
        pre, n = str(r.randrange(2221, 2721)) + digits(r, 2), 16
    elif k == 3:
        pre, n = r.choice(["34", "37"]) + digits(r, 4), 15
    elif k == 4:
        pre, n = "6011" + digits(r, 2), 16
    else:
        pre, n = str(r.randrange(3528, 3590)) + digits(r, 2), 16
    body = pre + digits(r, n - 1 - len(pre))
    return body + luhn_digit(body)


def group_card(r, c, sep=None):
    if sep is None:
        sep = r.choice([" ", "-", ".", "", " ", "-", "/"])
    if len(c) == 15:
        parts = [c[:4], c[4:10], c[10:]]
    else:
        parts = [c[i:i + 4] for i in range(0, 16, 4)]
    return sep.join(parts)


def iban(r):
    cc, spec = r.choice([("DE", "n18"), ("FR", "n23"), ("ES", "n20"), ("IT", "a1n22"), ("NL", "a4n10"),
                         ("GB", "a4n14"), ("PT", "n21"), ("BE", "n12"), ("PL", "n24"), ("CH", "n17"),
                         ("AT", "n16"), ("IE", "a4n14"), ("SE", "n20"), ("NO", "n11"), ("DK", "n14")])
    bb = ""
    i = 0
    while i < len(spec):
        t = spec[i]
        j = i + 1
        while j < len(spec) and spec[j].isdigit():
            j += 1
        n = int(spec[i + 1:j])
        bb += rs(r, n, UP) if t == "a" else digits(r, n)
        i = j
    num = "".join(str(int(ch, 36)) for ch in bb + cc + "00")
    ck = 98 - int(num) % 97
    return cc + "%02d" % ck + bb


def iban_grouped(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def ssn(r):
    a = r.choice([x for x in range(1, 900) if x != 666])
    return "%03d-%02d-%04d" % (a, r.randrange(1, 100), r.randrange(1, 10000))


def sin_ca(r):
    b = str(r.choice([1, 2, 3, 4, 5, 6, 7, 9])) + digits(r, 7)
    s = b + luhn_digit(b)
    return "%s %s %s" % (s[:3], s[3:6], s[6:])


def cpf(r):
    while True:
        d = [int(c) for c in digits(r, 9)]
        if len(set(d)) > 1:
            break
    s = sum(d[i] * (10 - i) for i in range(9)) % 11
    d.append(0 if s < 2 else 11 - s)
    s = sum(d[i] * (11 - i) for i in range(10)) % 11
    d.append(0 if s < 2 else 11 - s)
    x = "".join(map(str, d))
    return "%s.%s.%s-%s" % (x[:3], x[3:6], x[6:9], x[9:])


def dni(r):
    L = "TRWAGMYFPDXBNJZSQVHLCKE"
    if r.random() < .6:
        n = r.randrange(10000000, 99999999)
        return "%08d%s" % (n, L[n % 23])
    p = r.randrange(3)
    n = r.randrange(0, 10000000)
    return "%s%07d%s" % ("XYZ"[p], n, L[int("%d%07d" % (p, n)) % 23])


def nir(r):
    sex = r.choice("12")
    yy = "%02d" % r.randrange(40, 100)
    mm = "%02d" % r.randrange(1, 13)
    dep = "%02d" % r.choice([13, 31, 33, 44, 59, 67, 69, 75, 92, 93, 94])
    com = "%03d" % r.randrange(1, 990)
    order = "%03d" % r.randrange(1, 999)
    n = sex + yy + mm + dep + com + order
    key = 97 - int(n) % 97
    return "%s %s %s %s %s %s %02d" % (sex, yy, mm, dep, com, order, key)


def nif_pt(r):
    while True:
        d = [r.choice([1, 2, 3])] + [int(c) for c in digits(r, 7)]
        c = 11 - sum(d[i] * (9 - i) for i in range(8)) % 11
        c = 0 if c >= 10 else c
        return "".join(map(str, d)) + str(c)


def bsn(r):
    while True:
        d = [int(c) for c in digits(r, 8)]
        if d[0] == 0:
            continue
        s = sum(d[i] * (9 - i) for i in range(8))
        c = s % 11
        if c < 10:
            return "".join(map(str, d)) + str(c)


def be_rrn(r):
    yy, mm, dd = r.randrange(50, 100), r.randrange(1, 13), r.randrange(1, 29)
    ser = r.randrange(1, 998)
    n = int("%02d%02d%02d%03d" % (yy, mm, dd, ser))
    return "%02d.%02d.%02d-%03d.%02d" % (yy, mm, dd, ser, 97 - n % 97)


def pesel(r):
    yy, mm, dd = r.randrange(50, 100), r.randrange(1, 13), r.randrange(1, 29)
    b = "%02d%02d%02d%s" % (yy, mm, dd, digits(r, 4))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    return b + str((10 - sum(int(b[i]) * w[i] for i in range(10)) % 10) % 10)


def se_pnr(r):
    b = "%02d%02d%02d%s" % (r.randrange(50, 100), r.randrange(1, 13), r.randrange(1, 29), digits(r, 3))
    return "%s-%s%s" % (b[:6], b[6:], luhn_digit(b))


def fi_hetu(r):
    dd, mm, yy = r.randrange(1, 29), r.randrange(1, 13), r.randrange(50, 100)
    nnn = r.randrange(2, 900)
    n = int("%02d%02d%02d%03d" % (dd, mm, yy, nnn))
    return "%02d%02d%02d-%03d%s" % (dd, mm, yy, nnn, "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31])


def no_fnr(r):
    while True:
        d = [int(c) for c in "%02d%02d%02d%03d" % (r.randrange(1, 29), r.randrange(1, 13), r.randrange(50, 100), r.randrange(0, 500))]
        k1 = 11 - sum(a * b for a, b in zip([3, 7, 6, 1, 8, 9, 4, 5, 2], d)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        d.append(k1)
        k2 = 11 - sum(a * b for a, b in zip([5, 4, 3, 2, 7, 6, 5, 4, 3, 2], d)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        d.append(k2)
        return "".join(map(str, d))


def cn_ric(r):
    area = r.choice(["110105", "310104", "440305", "510107", "330106", "420102"])
    b = area + "%04d%02d%02d" % (r.randrange(1955, 2004), r.randrange(1, 13), r.randrange(1, 29)) + digits(r, 3)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return b + "10X98765432"[sum(int(b[i]) * w[i] for i in range(17)) % 11]


def za_id(r):
    b = "%02d%02d%02d%s%s8" % (r.randrange(50, 100), r.randrange(1, 13), r.randrange(1, 29), digits(r, 4), r.choice("01"))
    return b + luhn_digit(b)


def tckn(r):
    d = [r.randrange(1, 10)] + [int(c) for c in digits(r, 8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


def kr_rrn(r):
    b = "%02d%02d%02d" % (r.randrange(50, 100), r.randrange(1, 13), r.randrange(1, 29)) + r.choice("12") + digits(r, 5)
    w = [2, 3, 4, 5, 6, 7, 8, 9, 2, 3, 4, 5]
    c = (11 - sum(int(b[i]) * w[i] for i in range(12)) % 11) % 10
    return b[:6] + "-" + b[6:] + str(c)


def ahv(r):
    b = "756" + digits(r, 9)
    s = sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(b))
    c = (10 - s % 10) % 10
    x = b + str(c)
    return "%s.%s.%s.%s" % (x[:3], x[3:7], x[7:11], x[11:])


def nino(r):
    bad1 = "DFIQUV"
    while True:
        a = r.choice([c for c in UP if c not in bad1])
        b = r.choice([c for c in UP if c not in bad1 + "O"])
        if a + b not in ("BG", "GB", "NK", "KN", "TN", "NT", "ZZ"):
            break
    d = digits(r, 6)
    return "%s%s %s %s %s %s" % (a, b, d[:2], d[2:4], d[4:], r.choice("ABCD"))


def tfn(r):
    w = [1, 4, 3, 7, 5, 8, 6, 9, 10]
    while True:
        d = [int(c) for c in digits(r, 8)]
        for last in range(10):
            if sum(a * b for a, b in zip(w, d + [last])) % 11 == 0:
                x = "".join(map(str, d + [last]))
                return "%s %s %s" % (x[:3], x[3:6], x[6:])


def pan_in(r):
    return rs(r, 3, UP) + "P" + r.choice(UP) + digits(r, 4) + r.choice(UP)
