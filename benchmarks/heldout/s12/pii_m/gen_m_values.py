"""Value generators for corpus M (stdlib only). Every function takes a random.Random."""
import base64
import datetime
import json
import string

LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
ALNUM = LOW + UP + DIG
HEX = "0123456789abcdef"
B32L = LOW + "234567"
B64 = ALNUM + "+/"
B64U = ALNUM + "-_"


def rs(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- passwords
WORDS = ["Sunflower", "Harbor", "Granit", "Kaffee", "Lofoten", "Tundra", "Marigold", "Wisla", "Birke", "Fjell",
         "Morwa", "Kirsebaer", "Bambu", "Sakura", "Polaris", "Vltava", "Carpati", "Olympos", "Jasmin", "Nordlys",
         "Kompas", "Tiikeri", "Mango", "Zephyr", "Falcon", "Orkan", "Lantern", "Cobalt", "Saffron", "Basalt"]
SMALLW = ["river", "plum", "stone", "lamp", "cloud", "otter", "brick", "salt", "maple", "ember", "fern", "iron",
          "tulip", "onion", "glass", "cedar", "pepper", "raven", "honey", "comet"]
SYM = "!#$%&*?@+=-_."


def password(r, style=None):
    s = r.randrange(5) if style is None else style
    if s == 0:
        return rs(r, ALNUM + "!#$%&*?@", r.randint(12, 20))
    if s == 1:
        return r.choice(WORDS) + str(r.randint(10, 9999)) + r.choice("!#$%?*")
    if s == 2:
        return "-".join(r.sample(SMALLW, 3)) + str(r.randint(1, 99))
    if s == 3:
        w = r.choice(WORDS)
        w = w.replace("a", "@").replace("o", "0").replace("e", "3").replace("i", "1")
        return w + r.choice(SYM) + str(r.randint(100, 999))
    return rs(r, UP, 2) + rs(r, LOW, 4) + rs(r, DIG, 4) + r.choice(SYM) + rs(r, ALNUM, 4)


def b64(r, nbytes, alpha=B64):
    raw = bytes(r.randrange(256) for _ in range(nbytes))
    return base64.b64encode(raw).decode()


# ---------------------------------------------------------------- vendor tokens
def tok_gocspx(r):
    return "GOCSPX-" + rs(r, B64U, 28)


def tok_ya29(r):
    return "ya29.a0" + rs(r, B64U, r.randint(150, 180))


def tok_g_refresh(r):
    return "1//0" + rs(r, "ghei", 1) + rs(r, B64U, 99)


def tok_aws_session(r):
    return r.choice(["FwoGZXIvYXdzE", "IQoJb3JpZ2luX2Vj"]) + rs(r, ALNUM + "+/", r.randint(280, 340))


def tok_ado_pat(r):
    return rs(r, B32L, 52)


def tok_sourcegraph(r):
    return "sgp_" + rs(r, HEX, 16) + "_" + rs(r, HEX, 40)


def tok_sonar(r):
    return r.choice(["squ_", "sqp_", "sqa_"]) + rs(r, HEX, 40)


def tok_bitbucket(r):
    return "ATBB" + rs(r, ALNUM, 32)


def tok_jenkins(r):
    return "11" + rs(r, HEX, 32)


def tok_artifactory(r):
    return "AKCp" + rs(r, DIG, 1) + rs(r, ALNUM, 68)


def tok_twitch(r):
    return rs(r, LOW + DIG, 30)


def tok_meta(r):
    return "EAAB" + rs(r, ALNUM, r.randint(160, 190))


def tok_dropbox(r):
    return "sl." + rs(r, ALNUM, 4) + rs(r, B64U, 130)


def tok_nvapi(r):
    return "nvapi-" + rs(r, B64U, 64)


def tok_neon(r):
    return "npg_" + rs(r, ALNUM, 12)


def tok_posthog_personal(r):
    return "phx_" + rs(r, ALNUM, 43)


def tok_posthog_public(r):
    return "phc_" + rs(r, ALNUM, 43)


def tok_render(r):
    return "rnd_" + rs(r, ALNUM, 28)


def tok_salesforce(r):
    return "00D" + rs(r, ALNUM, 12) + "!AQ" + rs(r, ALNUM, 1) + "AQ" + rs(r, ALNUM + ".", 90)


def tok_fcm(r):
    return "AAAA" + rs(r, ALNUM + "-_", 7) + ":APA91b" + rs(r, B64U, 134)


def uuid4(r):
    h = rs(r, HEX, 32)
    h = h[:12] + "4" + h[13:16] + r.choice("89ab") + h[17:]
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def tok_mandrill(r):
    return "md-" + rs(r, ALNUM + "_-", 22)


def tok_newrelic_license(r):
    return rs(r, HEX, 36) + "NRAL"


def tok_adyen(r):
    return "AQE" + rs(r, ALNUM, 2) + "h" + rs(r, ALNUM, 40) + "+" + rs(r, ALNUM, 20) + "/" + rs(r, ALNUM, 16) + "=-" + \
        rs(r, ALNUM + "+/", 40) + "=-" + rs(r, ALNUM, 20)


def tok_paypal_secret(r):
    return "E" + rs(r, ALNUM + "-_", 79)


def tok_binance(r):
    return rs(r, ALNUM, 64)


def tok_kubeadm(r):
    return rs(r, LOW + DIG, 6) + "." + rs(r, LOW + DIG, 16)


def tok_swarm(r):
    return "SWMTKN-1-" + rs(r, LOW + DIG, 50) + "-" + rs(r, LOW + DIG, 25)


def tok_k3s(r):
    return "K10" + rs(r, HEX, 64) + "::server:" + rs(r, HEX, 32)


def tok_jupyter(r):
    return rs(r, HEX, 48)


def tok_hvs(r):
    return "hvs." + rs(r, ALNUM, 24)


def unseal_key(r):
    return b64(r, 33)


def bitlocker(r):
    # each 6-digit block is a multiple of 11 (as real BitLocker recovery passwords are)
    return "-".join("%06d" % (r.randrange(0, 65536) * 11) for _ in range(8))


def wg_key(r):
    return base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()


def sha256hex(r):
    return rs(r, HEX, 64)


# ---------------------------------------------------------------- check digits
def luhn_digit(num):
    s = 0
    for i, ch in enumerate(reversed(num)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


def card(r, prefix=None, length=16):
    if prefix is None:
        prefix, length = r.choice([("4", 16), ("51", 16), ("55", 16), ("2221", 16), ("2720", 16), ("34", 15),
                                   ("37", 15), ("6011", 16), ("3528", 16), ("2200", 16)])
    body = prefix + rs(r, DIG, length - len(prefix) - 1)
    return body + luhn_digit(body)


def group_card(num, sep=" "):
    if len(num) == 15:
        parts = [num[:4], num[4:10], num[10:]]
    else:
        parts = [num[i:i + 4] for i in range(0, len(num), 4)]
    return sep.join(parts)


def rand_date(r, y0=1950, y1=2004):
    d0 = datetime.date(y0, 1, 1).toordinal()
    d1 = datetime.date(y1, 12, 28).toordinal()
    return datetime.date.fromordinal(r.randint(d0, d1))


def id_se_samordning(r):
    d = rand_date(r, 1955, 2003)
    s = "%02d%02d%02d" % (d.year % 100, d.month, d.day + 60) + rs(r, DIG, 3)
    return s[:6] + r.choice("-") + s[6:] + luhn_digit(s)


def _no_checks(d9):
    w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
    w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
    k1 = 11 - sum(int(a) * b for a, b in zip(d9, w1)) % 11
    k1 = 0 if k1 == 11 else k1
    if k1 == 10:
        return None
    d10 = d9 + str(k1)
    k2 = 11 - sum(int(a) * b for a, b in zip(d10, w2)) % 11
    k2 = 0 if k2 == 11 else k2
    if k2 == 10:
        return None
    return d10 + str(k2)


def id_no_dnumber(r):
    while True:
        d = rand_date(r, 1960, 1999)
        base = "%02d%02d%02d" % (d.day + 40, d.month, d.year % 100) + "%03d" % r.randint(0, 499)
        v = _no_checks(base)
        if v:
            return v


HETU_CHK = "0123456789ABCDEFHJKLMNPRSTUVWXY"


def id_fi_hetu(r):
    d = rand_date(r, 1950, 2006)
    if d.year >= 2000:
        sign = r.choice("ABCDEF")
    else:
        sign = r.choice("-YXWVU")
    z = "%03d" % r.randint(2, 899)
    ddmmyy = "%02d%02d%02d" % (d.day, d.month, d.year % 100)
    return ddmmyy + sign + z + HETU_CHK[int(ddmmyy + z) % 31]


def id_is_kennitala(r):
    while True:
        d = rand_date(r, 1950, 2004)
        first = "%02d%02d%02d" % (d.day, d.month, d.year % 100) + "%02d" % r.randint(20, 99)
        w = [3, 2, 7, 6, 5, 4, 3, 2]
        c = 11 - sum(int(a) * b for a, b in zip(first, w)) % 11
        c = 0 if c == 11 else c
        if c == 10:
            continue
        cent = "9" if d.year < 2000 else "0"
        return first[:6] + "-" + first[6:] + str(c) + cent


def id_lt(r):
    while True:
        d = rand_date(r, 1950, 2004)
        g = (r.choice("34") if d.year < 2000 else r.choice("56"))
        s = g + "%02d%02d%02d" % (d.year % 100, d.month, d.day) + rs(r, DIG, 3)
        w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
        w2 = [3, 4, 5, 6, 7, 8, 9, 1, 2, 3]
        k = sum(int(a) * b for a, b in zip(s, w1)) % 11
        if k == 10:
            k = sum(int(a) * b for a, b in zip(s, w2)) % 11
            if k == 10:
                k = 0
        return s + str(k)


def id_pl_nip(r):
    while True:
        s = str(r.randint(1, 9)) + rs(r, DIG, 8)
        w = [6, 5, 7, 2, 3, 4, 5, 6, 7]
        c = sum(int(a) * b for a, b in zip(s, w)) % 11
        if c == 10:
            continue
        n = s + str(c)
        return "%s-%s-%s-%s" % (n[:3], n[3:6], n[6:8], n[8:])


def id_gr_afm(r):
    s = str(r.randint(0, 1)) + rs(r, DIG, 7)
    c = sum(int(s[i]) * 2 ** (8 - i) for i in range(8)) % 11 % 10
    return s + str(c)


def id_hu_tax(r):
    while True:
        d = rand_date(r, 1950, 2003)
        days = d.toordinal() - datetime.date(1867, 1, 1).toordinal()
        s = "8" + "%05d" % days + rs(r, DIG, 3)
        c = sum(int(a) * (i + 1) for i, a in enumerate(s)) % 11
        if c == 10:
            continue
        return s + str(c)


def id_es_nss(r):
    pp = "%02d" % r.choice([28, 8, 41, 46, 29, 48, 15, 33])
    n = str(r.randint(10000000, 99999999))
    cc = int(pp + n) % 97
    return "%s/%s/%02d" % (pp, n, cc)


def _cross(n):
    return sum(int(c) for c in str(n))


def id_de_rvnr(r):
    d = rand_date(r, 1955, 2002)
    area = r.choice(["12", "13", "15", "24", "25", "28", "38", "39", "40", "42", "53", "65"])
    letter = r.choice("ABDFGHKLMNPRSTW")
    serial = "%02d" % r.randint(0, 99)
    body = area + "%02d%02d%02d" % (d.day, d.month, d.year % 100)
    digits = body + "%02d" % (ord(letter) - 64) + serial
    w = [2, 1, 2, 5, 7, 1, 2, 1, 2, 1, 2, 1]
    c = sum(_cross(int(a) * b) for a, b in zip(digits, w)) % 10
    return "%s %s %s %s%s" % (area, body[2:], letter, serial, c)


def id_de_kvnr(r):
    letter = r.choice(UP)
    digits8 = rs(r, DIG, 8)
    s = "%02d" % (ord(letter) - 64) + digits8
    tot = 0
    for i, ch in enumerate(s):
        tot += _cross(int(ch) * (1 if i % 2 == 0 else 2))
    return letter + digits8 + str(tot % 10)


TW_MAP = dict(A=10, B=11, C=12, D=13, E=14, F=15, G=16, H=17, I=34, J=18, K=19, L=20, M=21, N=22, O=35, P=23, Q=24,
              R=25, S=26, T=27, U=28, V=29, W=32, X=30, Y=31, Z=33)


def id_tw(r):
    L = r.choice("ABCDEFHJKLMNPRTUVXYZ")
    body = r.choice("12") + rs(r, DIG, 7)
    n = TW_MAP[L]
    s = (n // 10) + (n % 10) * 9 + sum(int(c) * w for c, w in zip(body, [8, 7, 6, 5, 4, 3, 2, 1]))
    c = (10 - s % 10) % 10
    return L + body + str(c)


def id_hk(r):
    L = r.choice("ACDEGHKMPRVYZ")
    ds = rs(r, DIG, 6)
    s = 36 * 9 + (ord(L) - 55) * 8 + sum(int(c) * w for c, w in zip(ds, [7, 6, 5, 4, 3, 2]))
    c = 11 - s % 11
    ch = "0" if c == 11 else ("A" if c == 10 else str(c))
    return "%s%s(%s)" % (L, ds, ch)


def id_uae(r):
    y = rand_date(r, 1960, 2003).year
    body = "784" + str(y) + rs(r, DIG, 7)
    c = luhn_digit(body)
    return "784-%d-%s-%s" % (y, body[7:], c)


def id_us_mbi(r):
    letters = "ACDEFGHJKMNPQRTUVWXY"
    an = letters + DIG
    c = [r.choice("123456789"), r.choice(letters), r.choice(an), r.choice(DIG), r.choice(letters), r.choice(an),
         r.choice(DIG), r.choice(letters), r.choice(letters), r.choice(DIG), r.choice(DIG)]
    s = "".join(c)
    return "%s-%s-%s" % (s[:4], s[4:7], s[7:])


def id_ca_ohip(r):
    body = str(r.randint(1, 9)) + rs(r, DIG, 8)
    n = body + luhn_digit(body)
    return "%s-%s-%s-%s" % (n[:4], n[4:7], n[7:], rs(r, "ABCDEFGHJKLMNPRSTVWXYZ", 2))


def id_br_pis(r):
    while True:
        s = str(r.randint(1, 2)) + rs(r, DIG, 9)
        w = [3, 2, 9, 8, 7, 6, 5, 4, 3, 2]
        c = 11 - sum(int(a) * b for a, b in zip(s, w)) % 11
        c = 0 if c >= 10 else c
        n = s + str(c)
        return "%s.%s.%s-%s" % (n[:3], n[3:8], n[8:10], n[10])


def id_jp_residence(r):
    return rs(r, UP, 2) + rs(r, DIG, 8) + rs(r, UP, 2)


def id_lk_nic(r):
    d = rand_date(r, 1960, 1999)
    doy = d.timetuple().tm_yday + r.choice([0, 500])
    if r.random() < 0.5:
        return "%02d%03d%04dV" % (d.year % 100, doy, r.randint(0, 9999))
    return "%d%03d%04d%d" % (d.year, doy, r.randint(0, 9999), r.randint(0, 9))


# ---------------------------------------------------------------- IBAN
IBAN_BBAN = {"DE": "n18", "AT": "n16", "NL": "a4n10", "FI": "n14", "BE": "n12", "IE": "a4n14", "PL": "n24",
             "SE": "n20", "NO": "n11", "CZ": "n20", "RO": "a4c16", "GR": "n23", "DK": "n14", "IS": "n22",
             "IL": "n19", "LT": "n16", "HU": "n24", "PT": "n21", "ES": "n20", "FR": "n23"}


def iban(r, cc):
    spec = IBAN_BBAN[cc]
    import re
    bban = ""
    for t, n in re.findall(r"([anc])(\d+)", spec):
        n = int(n)
        bban += rs(r, UP if t == "a" else (UP + DIG if t == "c" else DIG), n)
    rearr = bban + cc + "00"
    num = "".join(str(int(ch, 36)) for ch in rearr)
    chk = 98 - int(num) % 97
    return cc + "%02d" % chk + bban


def iban_ok(s):
    s = s.replace(" ", "")
    rearr = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in rearr)) % 97 == 1


def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


# ---------------------------------------------------------------- phones (national formats)
def phone(r, region, kind=None):
    d = lambda n: rs(r, DIG, n)
    if region == "SE":
        if kind == "land":
            return "08-%s %s %s" % (d(3), d(2), d(2))
        return "07%s-%s %s %s" % (r.choice("0236"), d(3), d(2), d(2))
    if region == "NO":
        return "%s%s %s %s" % (r.choice("49"), d(2), d(2), d(3))
    if region == "DK":
        return "%s%s %s %s %s" % (r.choice("2345"), d(1), d(2), d(2), d(2))
    if region == "FI":
        return "04%s %s %s" % (r.choice("0124"), d(3), d(4))
    if region == "PL":
        if kind == "land":
            return "22 %s %s %s" % (d(3), d(2), d(2))
        return "%s%s %s %s" % (r.choice(["50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88"]), d(1), d(3), d(3))
    if region == "CZ":
        if kind == "land":
            return "2%s %s %s" % (d(2), d(3), d(3))
        return "%s %s %s" % (r.choice(["602", "603", "604", "605", "608", "720", "731", "736", "776", "777"]), d(3), d(3))
    if region == "RO":
        if kind == "land":
            return "021 %s %s" % (d(3), d(4))
        return "07%s%s %s %s" % (r.choice("2456"), d(1), d(3), d(3))
    if region == "HU":
        return "06 %s %s %s" % (r.choice(["20", "30", "70"]), d(3), d(4))
    if region == "IN":
        return "%s%s %s" % (r.choice("6789"), d(4), d(5))
    if region == "ID":
        return "08%s-%s-%s" % (r.choice(["11", "12", "13", "21", "22", "52", "53", "57", "78", "81"]), d(4), d(4))
    if region == "IL":
        if kind == "land":
            return "03-%s-%s" % (d(3), d(4))
        return "05%s-%s-%s" % (r.choice("02348"), d(3), d(4))
    if region == "GR":
        if kind == "land":
            return "210 %s %s" % (d(3), d(4))
        return "69%s %s %s" % (r.choice("3478"), d(3), d(4))
    if region == "TR":
        return "05%s %s %s %s" % (r.choice(["32", "33", "42", "43", "05", "52", "55"]), d(3), d(2), d(2))
    if region == "JP":
        if kind == "land":
            return "03-%s-%s" % (d(4), d(4))
        return "0%s0-%s-%s" % (r.choice("89"), d(4), d(4))
    if region == "KR":
        return "010-%s-%s" % (d(4), d(4))
    raise ValueError(region)


# ---------------------------------------------------------------- names
NAMES = {
    "pl": (["Agnieszka", "Katarzyna", "Małgorzata", "Zofia", "Joanna", "Piotr", "Tomasz", "Krzysztof", "Grzegorz", "Wojciech"],
           ["Kowalczyk", "Wiśniewski", "Zieliński", "Szymański", "Woźniak", "Dąbrowski", "Lewandowski", "Kamiński"]),
    "cs": (["Jana", "Lucie", "Tereza", "Petr", "Jiří", "Ondřej", "Lukáš", "Markéta"],
           ["Dvořák", "Procházka", "Černý", "Kučera", "Veselý", "Horák", "Němec", "Pokorný"]),
    "sv": (["Ingrid", "Elsa", "Maja", "Linnea", "Astrid", "Johan", "Oskar", "Henrik", "Gustav", "Nils"],
           ["Lindqvist", "Bergström", "Sjöberg", "Holmgren", "Lundberg", "Ekström", "Forsberg", "Nyström"]),
    "no": (["Kari", "Ingvild", "Solveig", "Sigrid", "Bjørn", "Håkon", "Eirik", "Torbjørn", "Magnus"],
           ["Haugen", "Bakken", "Solberg", "Fjeldstad", "Kristiansen", "Hagen", "Strand", "Aasen"]),
    "fi": (["Aino", "Sanna", "Tuula", "Jukka", "Mikko", "Petteri"], ["Virtanen", "Mäkinen", "Korhonen", "Heikkinen"]),
    "ro": (["Ioana", "Andreea", "Mihaela", "Bogdan", "Cristian", "Radu", "Sorin"],
           ["Popescu", "Ionescu", "Dumitrescu", "Stoica", "Constantinescu", "Munteanu"]),
    "el": (["Eleni", "Katerina", "Dimitris", "Giorgos", "Nikos", "Sofia"], ["Papadopoulos", "Nikolaidis", "Georgiou", "Karamanlis", "Vlachos"]),
    "id": (["Siti", "Dewi", "Rina", "Budi", "Agus", "Wahyu", "Hendra", "Putri"],
           ["Santoso", "Wijaya", "Hidayat", "Saputra", "Kusuma", "Nugroho", "Setiawan"]),
    "hi": (["Priya", "Ananya", "Kavita", "Rahul", "Vikram", "Arjun", "Sanjay", "Deepika"],
           ["Sharma", "Iyer", "Reddy", "Chatterjee", "Deshpande", "Malhotra", "Bhatt"]),
    "he": (["Noa", "Tamar", "Yael", "Avi", "Eitan", "Yossi", "Moshe"], ["Cohen", "Levi", "Mizrahi", "Friedman", "Peretz", "Ben-David"]),
    "ru": (["Анна", "Ольга", "Екатерина", "Дмитрий", "Сергей", "Алексей", "Наталья"],
           ["Смирнов", "Кузнецов", "Попов", "Соколов", "Морозов", "Волков"]),
    "ja": (["美咲", "陽子", "翔太", "健一", "由美", "大輔"], ["佐藤", "鈴木", "高橋", "渡辺", "伊藤", "中村"]),
    "ja_r": (["Yuki", "Haruto", "Aoi", "Kenji", "Sakura", "Takumi"], ["Yamamoto", "Kobayashi", "Tanaka", "Matsumoto", "Inoue"]),
    "en": (["Megan", "Declan", "Aisha", "Trevor", "Fiona", "Marcus"], ["Whitfield", "Okafor", "Brennan", "Caldwell", "Pritchard"]),
    "de": (["Jürgen", "Sabine", "Ute", "Matthias", "Heike", "Dirk"], ["Brandt", "Vogel", "Schuster", "Lehmann", "Krüger"]),
}
NAT_SCRIPT = {
    "he": (["נועה", "תמר", "יעל", "אבי", "איתן"], ["כהן", "לוי", "מזרחי", "פרץ"]),
    "el": (["Ελένη", "Κατερίνα", "Δημήτρης", "Γιώργος", "Νίκος"], ["Παπαδόπουλος", "Νικολαΐδης", "Γεωργίου", "Βλάχος"]),
    "hi": (["प्रिया", "राहुल", "अनन्या", "विक्रम", "कविता"], ["शर्मा", "वर्मा", "गुप्ता", "सिंह"]),
    "ru": (["Анна", "Ольга", "Дмитрий", "Сергей"], ["Смирнова", "Кузнецов", "Попова", "Соколов"]),
}
FEMALE = {"Agnieszka", "Katarzyna", "Małgorzata", "Zofia", "Joanna", "Jana", "Lucie", "Tereza", "Markéta", "Ingrid",
          "Elsa", "Maja", "Linnea", "Astrid", "Kari", "Ingvild", "Solveig", "Sigrid", "Aino", "Sanna", "Tuula", "Ioana",
          "Andreea", "Mihaela", "Eleni", "Katerina", "Sofia", "Siti", "Dewi", "Rina", "Putri", "Priya", "Ananya", "Kavita",
          "Deepika", "Noa", "Tamar", "Yael", "Анна", "Ольга", "Екатерина", "Наталья", "Megan", "Aisha", "Fiona", "Sabine",
          "Ute", "Heike"}


def name(r, c):
    f, l = NAMES[c]
    fn, ln = r.choice(f), r.choice(l)
    if c == "pl" and fn in FEMALE and ln.endswith("ski"):
        ln = ln[:-1] + "a"
    if c == "cs" and fn in FEMALE:
        ln = (ln[:-1] + "á") if ln.endswith("ý") else ln + "ová"
    if c == "ru" and fn in FEMALE:
        ln = ln + "а"
    return fn, ln


def translit(s):
    tab = {"ą": "a", "ć": "c", "ę": "e", "ł": "l", "ń": "n", "ó": "o", "ś": "s", "ź": "z", "ż": "z", "ä": "a", "ö": "o",
           "å": "a", "ø": "o", "æ": "ae", "č": "c", "ř": "r", "ž": "z", "š": "s", "ě": "e", "ý": "y", "á": "a", "í": "i",
           "é": "e", "ů": "u", "ú": "u", "ü": "u", "ß": "ss", "ă": "a", "ș": "s", "ț": "t", "â": "a", "î": "i"}
    return "".join(tab.get(ch, ch) for ch in s.lower())
