"""Value generators for corpus I (stdlib only). Every function takes a random.Random."""
import string

UP, LO, DG = string.ascii_uppercase, string.ascii_lowercase, string.digits
AN = UP + LO + DG
HEX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"
B58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"


def rs(r, alpha, n):
    return "".join(r.choice(alpha) for _ in range(n))


# ---------------------------------------------------------------- passwords
WORDS = ["Tulip", "Harbor", "Copper", "Lantern", "Meadow", "Falcon", "Granite", "Pepper", "Orbit", "Walnut", "Saffron",
         "Cobalt", "Juniper", "Mosaic", "Thistle", "Quartz", "Ember", "Willow", "Basalt", "Nimbus", "Pistachio", "Fjord"]
SYM = "!#$%&*+-=?@^_~."


def password(r, style=None):
    style = style if style is not None else r.randrange(6)
    if style == 0:
        return rs(r, AN + "!#$%&*+-=?@^", r.randint(12, 20))
    if style == 1:
        return r.choice(WORDS) + r.choice("-_.+") + r.choice(WORDS).lower() + r.choice(SYM) + str(r.randint(10, 9999))
    if style == 2:
        return r.choice(WORDS) + str(r.randint(1990, 2031)) + r.choice("!?#$*")
    if style == 3:
        s = rs(r, LO + DG, 4) + r.choice(SYM) + rs(r, UP + DG, 4) + r.choice(SYM) + rs(r, AN, 5)
        return s
    if style == 4:
        return rs(r, AN, 24)
    return "".join(r.choice([rs(r, UP, 1), rs(r, LO, 2), rs(r, DG, 2), r.choice("!$%*")]) for _ in range(7))


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


def luhn_ok(s):
    return luhn_digit(s[:-1]) == s[-1]


def card(r):
    kind = r.choice(["visa", "mc", "mc2", "amex", "disc", "jcb", "unionpay", "rupay", "troy", "diners", "elo"])
    pre, n = {"visa": ("4", 16), "mc": (str(r.randint(51, 55)), 16), "mc2": (str(r.randint(2221, 2720)), 16),
              "amex": (r.choice(["34", "37"]), 15), "disc": ("6011", 16), "jcb": (str(r.randint(3528, 3589)), 16),
              "unionpay": ("62" + str(r.randint(12, 88)), 16), "rupay": (r.choice(["6521", "6522", "6080"]), 16),
              "troy": ("9792", 16), "diners": (r.choice(["36", "38"]), 14), "elo": (r.choice(["636368", "438935", "504175"]), 16)}[kind]
    body = pre + rs(r, DG, n - len(pre) - 1)
    num = body + luhn_digit(body)
    if n == 15:
        groups = [num[:4], num[4:10], num[10:]]
    elif n == 14:
        groups = [num[:4], num[4:10], num[10:]]
    else:
        groups = [num[i:i + 4] for i in range(0, 16, 4)]
    return kind, num, groups


def card_fmt(r, groups, sep=None):
    sep = sep if sep is not None else r.choice([" ", "-", ".", "/", "", "\u00a0", " - ", "  ", "_"])
    return sep.join(groups)


IBAN_SPECS = {  # country: (length, bban pattern as list of (type, n)) n=digits a=upper c=alnum upper
    "MT": [("a", 4), ("n", 5), ("c", 18)], "CY": [("n", 8), ("c", 16)], "EE": [("n", 16)], "LV": [("a", 4), ("c", 13)],
    "SI": [("n", 15)], "IS": [("n", 22)], "LI": [("n", 5), ("c", 12)], "MC": [("n", 10), ("c", 11), ("n", 2)],
    "SM": [("a", 1), ("n", 10), ("c", 12)], "AD": [("n", 8), ("c", 12)], "GI": [("a", 4), ("c", 15)],
    "ME": [("n", 18)], "RS": [("n", 18)], "BA": [("n", 16)], "MK": [("n", 3), ("c", 10), ("n", 2)],
    "AL": [("n", 8), ("c", 16)], "XK": [("n", 16)], "GE": [("a", 2), ("n", 16)], "AZ": [("a", 4), ("c", 20)],
    "KZ": [("n", 3), ("c", 13)], "QA": [("a", 4), ("c", 21)], "KW": [("a", 4), ("c", 22)], "BH": [("a", 4), ("c", 14)],
    "JO": [("a", 4), ("n", 4), ("c", 18)], "LB": [("n", 4), ("c", 20)], "IL": [("n", 19)], "EG": [("n", 25)],
    "MU": [("a", 4), ("n", 19), ("a", 3)], "TN": [("n", 20)], "BR": [("n", 23), ("a", 1), ("c", 1)], "UA": [("n", 6), ("c", 19)],
    "DE": [("n", 18)], "FR": [("n", 10), ("c", 11), ("n", 2)], "ES": [("n", 20)], "IT": [("a", 1), ("n", 10), ("c", 12)],
    "NL": [("a", 4), ("n", 10)], "PT": [("n", 21)], "GB": [("a", 4), ("n", 14)], "BE": [("n", 12)],
}


def iban(r, cc=None):
    cc = cc or r.choice(sorted(IBAN_SPECS))
    bban = ""
    for t, n in IBAN_SPECS[cc]:
        bban += rs(r, {"n": DG, "a": UP, "c": UP + DG}[t], n)
    num = "".join(str(int(ch, 36)) for ch in bban + cc + "00")
    chk = 98 - int(num) % 97
    return cc, cc + "%02d" % chk + bban


def iban_ok(s):
    s = s.replace(" ", "")
    s2 = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in s2)) % 97 == 1


def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def ru_inn(r):
    d = [r.randint(0, 9) for _ in range(10)]
    d[0] = r.randint(1, 9)
    w11 = [7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    c11 = sum(a * b for a, b in zip(d, w11)) % 11 % 10
    d.append(c11)
    w12 = [3, 7, 2, 4, 10, 3, 5, 9, 4, 6, 8]
    d.append(sum(a * b for a, b in zip(d, w12)) % 11 % 10)
    return "".join(map(str, d))


def ua_rnokpp(r):
    days = r.randint(22000, 38000)  # about 1960-2003
    d = [int(c) for c in "%05d" % days] + [r.randint(0, 9) for _ in range(4)]
    w = [-1, 5, 7, 9, 4, 6, 10, 5, 7]
    d.append(sum(a * b for a, b in zip(d, w)) % 11 % 10)
    return "".join(map(str, d))


def kz_iin(r):
    while True:
        y, m, dd = r.randint(60, 99), r.randint(1, 12), r.randint(1, 28)
        d = [int(c) for c in "%02d%02d%02d" % (y, m, dd)] + [r.choice([3, 4])] + [r.randint(0, 9) for _ in range(4)]
        s = sum(a * b for a, b in zip(d, range(1, 12))) % 11
        if s == 10:
            s = sum(a * b for a, b in zip(d, [3, 4, 5, 6, 7, 8, 9, 10, 11, 1, 2])) % 11
        if s != 10:
            return "".join(map(str, d + [s]))


def th_id(r):
    d = [r.randint(1, 8)] + [r.randint(0, 9) for _ in range(11)]
    s = sum(d[i] * (13 - i) for i in range(12))
    d.append((11 - s % 11) % 10)
    x = "".join(map(str, d))
    return "%s-%s-%s-%s-%s" % (x[0], x[1:5], x[5:10], x[10:12], x[12])


def ir_melli(r):
    while True:
        d = [r.randint(0, 9) for _ in range(9)]
        if len(set(d)) == 1:
            continue
        s = sum(d[i] * (10 - i) for i in range(9)) % 11
        c = s if s < 2 else 11 - s
        return "".join(map(str, d + [c]))


def sa_id(r):
    b = r.choice("12") + rs(r, DG, 8)
    return b + luhn_digit(b)


def eg_id(r):
    y, m, d = r.randint(60, 99), r.randint(1, 12), r.randint(1, 28)
    gov = r.choice(["01", "02", "03", "04", "12", "13", "14", "16", "21", "22", "88"])
    return "2%02d%02d%02d%s%s%d" % (y, m, d, gov, rs(r, DG, 4), r.randint(1, 9))


def mykad(r):
    return "%02d%02d%02d-%02d-%s" % (r.randint(60, 99), r.randint(1, 12), r.randint(1, 28), r.randint(1, 14), rs(r, DG, 4))


def ph_sss(r):
    return "%s-%s-%s" % (r.choice(["33", "34", "04", "01"]), rs(r, DG, 7), rs(r, DG, 1))


def ph_pcn(r):
    x = rs(r, DG, 16)
    return "-".join(x[i:i + 4] for i in range(0, 16, 4))


def vn_cccd(r):
    return r.choice(["001", "079", "031", "048", "092"]) + r.choice("0123") + "%02d" % r.randint(60, 99) + rs(r, DG, 6)


def ng_nin(r):
    return str(r.randint(1, 9)) + rs(r, DG, 10)


def bd_nid(r):
    return str(r.randint(1, 9)) + rs(r, DG, 9)


def de_perso(r):
    vals = {c: (int(c) if c.isdigit() else ord(c) - 55) for c in "CFGHJKLMNPRTVWXYZ0123456789"}
    s = r.choice("LMNPRTVWXY") + "".join(r.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8))
    w = [7, 3, 1] * 3
    c = sum(vals[ch] * w[i] for i, ch in enumerate(s)) % 10
    return s + str(c)


def pl_dowod(r):
    letters = rs(r, UP, 3)
    digits = rs(r, DG, 5)
    vals = [ord(c) - 55 for c in letters] + [int(c) for c in digits]
    w = [7, 3, 1, 7, 3, 1, 7, 3]
    c = sum(a * b for a, b in zip(vals, w)) % 10
    return letters + str(c) + digits


def hr_oib(r):
    d = [r.randint(0, 9) for _ in range(10)]
    d[0] = r.randint(1, 9)
    a = 10
    for x in d:
        a = (a + x) % 10
        if a == 0:
            a = 10
        a = (a * 2) % 11
    c = 11 - a
    if c == 10:
        c = 0
    return "".join(map(str, d + [c]))


def rs_jmbg(r):
    while True:
        dd, mm, yyy = r.randint(1, 28), r.randint(1, 12), r.choice(range(950, 1000))
        rr = r.choice(["71", "72", "80", "85", "91"])
        b = "%03d" % r.randint(0, 999)
        s = "%02d%02d%03d%s%s" % (dd, mm, yyy, rr, b)
        w = [7, 6, 5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        m = 11 - sum(int(a) * b2 for a, b2 in zip(s, w)) % 11
        if m == 10:
            continue
        if m == 11:
            m = 0
        return s + str(m)


def bg_egn(r):
    y, m, d = r.randint(60, 99), r.randint(1, 12), r.randint(1, 28)
    s = "%02d%02d%02d%s" % (y, m, d, rs(r, DG, 3))
    w = [2, 4, 8, 5, 10, 9, 7, 3, 6]
    c = sum(int(a) * b for a, b in zip(s, w)) % 11
    return s + str(0 if c == 10 else c)


def ee_isikukood(r):
    s = "%d%02d%02d%02d%s" % (r.choice([3, 4, 5, 6]), r.randint(60, 99), r.randint(1, 12), r.randint(1, 28), rs(r, DG, 3))
    w1 = [1, 2, 3, 4, 5, 6, 7, 8, 9, 1]
    c = sum(int(a) * b for a, b in zip(s, w1)) % 11
    if c == 10:
        c = sum(int(a) * b for a, b in zip(s, [3, 4, 5, 6, 7, 8, 9, 1, 2, 3])) % 11
        if c == 10:
            c = 0
    return s + str(c)


def au_medicare(r):
    d = [r.randint(2, 6)] + [r.randint(0, 9) for _ in range(7)]
    c = sum(a * b for a, b in zip(d, [1, 3, 7, 9, 1, 3, 7, 9])) % 10
    x = "".join(map(str, d)) + str(c) + str(r.randint(1, 5))
    return "%s %s %s" % (x[:4], x[4:9], x[9])


def nz_ird(r):
    while True:
        n = r.randint(10000000, 149999999)
        base = "%08d" % (n // 10) if n >= 100000000 else "%08d" % (n // 10)
        base = ("%09d" % n)[:8]
        d = [int(c) for c in base]
        s = sum(a * b for a, b in zip(d, [3, 2, 7, 6, 5, 4, 3, 2])) % 11
        c = 0 if s == 0 else 11 - s
        if c == 10:
            s = sum(a * b for a, b in zip(d, [7, 4, 3, 2, 5, 2, 7, 6])) % 11
            c = 0 if s == 0 else 11 - s
            if c == 10:
                continue
        x = base + str(c)
        return "%s-%s-%s" % (x[:3], x[3:6], x[6:])


def us_ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    return "%03d" % a, "%02d" % r.randint(1, 99), "%04d" % r.randint(1, 9999)


def cn_rid(r):
    area = r.choice(["110105", "310104", "440305", "510107", "330106", "420111"])
    s = "%s%04d%02d%02d%s" % (area, r.randint(1960, 2003), r.randint(1, 12), r.randint(1, 28), rs(r, DG, 3))
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return s + "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11]


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
    x = b + verhoeff_digit(b)
    return "%s %s %s" % (x[:4], x[4:8], x[8:])


def cpf(r):
    d = [r.randint(0, 9) for _ in range(9)]
    for n in (10, 11):
        s = sum(a * b for a, b in zip(d, range(n, 1, -1)))
        c = 11 - s % 11
        d.append(0 if c >= 10 else c)
    x = "".join(map(str, d))
    return "%s.%s.%s-%s" % (x[:3], x[3:6], x[6:9], x[9:])


RFC_CH = "0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ"


def mx_rfc(r):
    s = rs(r, "BCDFGHJLMNPRSTVZ", 1) + rs(r, "AEIOU", 1) + rs(r, UP.replace("X", ""), 2)
    s += "%02d%02d%02d" % (r.randint(60, 99), r.randint(1, 12), r.randint(1, 28)) + rs(r, "123456789ABCDEFGHJKLMNPRSTUVWXYZ", 2)
    t = " " + s if len(s) == 12 else s
    tot = sum(RFC_CH.index(ch) * (13 - i) for i, ch in enumerate(t))
    m = tot % 11
    c = "0" if m == 0 else ("A" if 11 - m == 10 else str(11 - m))
    return s + c


def co_cedula(r):
    x = str(r.randint(10000000, 1199999999))
    return "{:,}".format(int(x)).replace(",", ".")


def pe_dni(r):
    return rs(r, DG, 8)


# ---------------------------------------------------------------- passports
def passport(r, cc):
    f = {
        "US": lambda: r.choice([rs(r, DG, 9), rs(r, "ACEFGHJK", 1) + rs(r, DG, 8)]),
        "IN": lambda: rs(r, "JKLMNPRSTUVWZ", 1) + rs(r, DG, 7),
        "CN": lambda: r.choice(["E", "EA", "EB", "EC"]) + "",
        "RU": lambda: "%02d %s" % (r.randint(70, 77), rs(r, DG, 7)),
        "JP": lambda: rs(r, "MTR", 1) + rs(r, "KRSZ", 1) + rs(r, DG, 7),
        "BR": lambda: rs(r, "ABCDFGHJ", 1) + rs(r, UP, 1) + rs(r, DG, 6),
        "DE": lambda: rs(r, "CFGHJK", 1) + "".join(r.choice("CFGHJKLMNPRTVWXYZ0123456789") for _ in range(8)),
        "FR": lambda: rs(r, DG, 2) + rs(r, UP, 2) + rs(r, DG, 5),
        "GB": lambda: rs(r, "1256", 1) + rs(r, DG, 8),
        "MX": lambda: rs(r, "GN", 1) + rs(r, DG, 8),
        "NG": lambda: rs(r, "ABD", 1) + rs(r, DG, 8),
        "ID": lambda: rs(r, "BCX", 1) + rs(r, DG, 7),
        "PH": lambda: "P" + rs(r, DG, 7) + rs(r, "ABC", 1),
        "TR": lambda: "U" + rs(r, DG, 8),
        "PK": lambda: rs(r, UP, 2) + rs(r, DG, 7),
        "KR": lambda: rs(r, "MS", 1) + rs(r, DG, 8),
        "ES": lambda: "PA" + rs(r, UP, 1) + rs(r, DG, 6),
        "VN": lambda: rs(r, "BCN", 1) + rs(r, DG, 7),
        "IT": lambda: rs(r, "Y", 1) + rs(r, "ABC", 1) + rs(r, DG, 7),
        "EG": lambda: "A" + rs(r, DG, 8),
    }[cc]()
    if cc == "CN":
        f = f + rs(r, DG, 9 - len(f))
    return f


# ---------------------------------------------------------------- names
NAMES = {
    "en": (["Harriet", "Declan", "Imogen", "Rhys", "Tamsin", "Callum", "Philippa", "Gareth", "Rosalind", "Alistair"],
           ["Penhaligon", "Ashworth", "Brackenbury", "Tremayne", "Whitlock", "Fairbairn", "Hollingsworth", "Ormerod", "Pickering", "Catesby"]),
    "us": (["Brianna", "Tyrell", "Madison", "Cody", "Jolene", "Deshawn", "Kaylee", "Brandon", "Latoya", "Garrett"],
           ["Kowalczyk", "Delgado", "Whitfield", "Okonkwo", "Brennan", "Castellanos", "Pruett", "Vanderhoef", "Lindqvist", "Huxley"]),
    "de": (["Friederike", "Jannik", "Mareike", "Torben", "Wiebke", "Henrik", "Annegret", "Malte", "Sieglinde", "Ole"],
           ["Brinkmann", "Oberländer", "Kleinschmidt", "Wohlfahrt", "Vogelsang", "Hansmeier", "Dörfler", "Rautenberg", "Eichhorn", "Pfisterer"]),
    "fr": (["Ségolène", "Gaëtan", "Maëlle", "Thibault", "Océane", "Baptiste", "Solène", "Gwenaël", "Clémence", "Anatole"],
           ["Lefebvre", "Courtois", "Delacroix", "Marchetti", "Vasseur", "Brunetière", "Ravignac", "Pelletier", "Chauvin", "Duplessis"]),
    "es": (["Itziar", "Álvaro", "Nerea", "Iñigo", "Rocío", "Gonzalo", "Maite", "Joaquín", "Ainhoa", "Fermín"],
           ["Etxeberria", "Villalobos", "Quintanilla", "Arrieta", "Santamaría", "Olmedo", "Carrasco", "Berrocal", "Zubizarreta", "Escobedo"]),
    "pt": (["Leonor", "Duarte", "Inês", "Gonçalo", "Matilde", "Tomás", "Beatriz", "Rodrigo", "Francisca", "Vasco"],
           ["Magalhães", "Figueiredo", "Albuquerque", "Sampaio", "Carvalhal", "Meireles", "Quaresma", "Teixeira", "Brandão", "Vasconcelos"]),
    "it": (["Ludovica", "Tommaso", "Benedetta", "Jacopo", "Ginevra", "Pierluigi", "Ottavia", "Gianmarco", "Costanza", "Leopoldo"],
           ["Bonaventura", "Castiglione", "Pellegrini", "Zanardi", "Lombardini", "Mastroianni", "Ferraresi", "Tagliaferro", "Scognamiglio", "Bellandi"]),
    "nl": (["Femke", "Joost", "Marloes", "Sjoerd", "Anouk", "Thijs", "Lieke", "Bram", "Esmée", "Wouter"],
           ["Verhoeven", "Schoenmaker", "Kuijpers", "Dijkstra", "Hoekstra", "Wijnberg", "Terpstra", "Oosterhuis", "Brouwers", "Veldkamp"]),
    "pl": (["Agnieszka", "Przemysław", "Małgorzata", "Grzegorz", "Katarzyna", "Wojciech", "Zofia", "Bartłomiej", "Jadwiga", "Mirosław"],
           ["Wiśniewska", "Grabowski", "Zielińska", "Jabłoński", "Kaczmarek", "Szczepański", "Wróblewska", "Dąbrowski", "Pietrzak", "Sobczak"]),
    "sv": (["Linnéa", "Björn", "Sigrid", "Gustav", "Ebba", "Axel", "Ingrid", "Oskar", "Astrid", "Viggo"],
           ["Söderström", "Lindgren", "Bergqvist", "Holmberg", "Sandström", "Wallin", "Nyström", "Ekholm", "Forsberg", "Åkesson"]),
    "tr": (["Elif", "Emre", "Zeynep", "Burak", "Ayşegül", "Oğuz", "Derya", "Serkan", "Gülşen", "Tolga"],
           ["Yıldırım", "Karaca", "Öztürk", "Aydoğan", "Çelikkaya", "Demirtaş", "Kocabaş", "Erdoğdu", "Şahinler", "Bozkurt"]),
    "ru": (["Yekaterina", "Dmitri", "Anastasia", "Vsevolod", "Ksenia", "Yaroslav", "Olesya", "Gennady", "Lyudmila", "Timofei"],
           ["Vorontsova", "Shcherbakov", "Belousova", "Kuznetsov", "Zhuravleva", "Lebedev", "Sokolova", "Tikhonov", "Gromova", "Ovchinnikov"]),
    "in": (["Ananya", "Siddharth", "Lakshmi", "Arjun", "Meenakshi", "Vikram", "Deepika", "Rohan", "Kavitha", "Nikhil"],
           ["Raghunathan", "Chatterjee", "Venkataraman", "Deshpande", "Iyengar", "Bhattacharya", "Kulkarni", "Subramaniam", "Chaudhary", "Menon"]),
    "ja": (["Haruka", "Kenta", "Misaki", "Daisuke", "Aoi", "Shota", "Yuna", "Takumi", "Natsuki", "Ryosuke"],
           ["Takahashi", "Yamaguchi", "Matsumoto", "Inoue", "Kobayashi", "Shimizu", "Fujiwara", "Hasegawa", "Morimoto", "Kurosawa"]),
    "ng": (["Chiamaka", "Oluwaseun", "Ngozi", "Emeka", "Folasade", "Chinedu", "Adaeze", "Babatunde", "Yetunde", "Obinna"],
           ["Adeyemi", "Okafor", "Nwachukwu", "Balogun", "Eze", "Olawale", "Ikenna", "Afolabi", "Chukwuma", "Adebayo"]),
    "cz": (["Kateřina", "Vojtěch", "Zuzana", "Ondřej", "Veronika", "Jiří", "Markéta", "Lukáš", "Radka", "Tomáš"],
           ["Dvořáková", "Procházka", "Novotná", "Černý", "Kučerová", "Horák", "Veselá", "Pokorný", "Marešová", "Svoboda"]),
    "ar": (["Layla", "Youssef", "Nour", "Khalid", "Mariam", "Tariq", "Salma", "Omar", "Rania", "Hamza"],
           ["Al-Rashid", "Haddad", "Mansour", "El-Sayed", "Khoury", "Nasser", "Bakr", "Saleh", "Farouk", "Abdelaziz"]),
    "ko": (["Jiwoo", "Minjun", "Seoyeon", "Dohyun", "Haeun", "Jaehyun", "Yerin", "Sungmin", "Chaewon", "Hyunwoo"],
           ["Baek", "Hwang", "Jeon", "Kwon", "Moon", "Seo", "Yoon", "Shin", "Cho", "Ryu"]),
}


def name(r, cult=None):
    cult = cult or r.choice(sorted(NAMES))
    f, l = NAMES[cult]
    return r.choice(f), r.choice(l), cult


# ---------------------------------------------------------------- phones (national formats)
def phone(r, cc, kind=None):
    kind = kind or r.choice(["m", "f"])
    d = lambda n: rs(r, DG, n)
    nz = lambda n: str(r.randint(2, 9)) + rs(r, DG, n - 1)
    if cc == "DE":
        if kind == "m":
            p = r.choice(["0151", "0152", "0157", "0160", "0162", "0163", "0171", "0172", "0173", "0176", "0177", "0178"])
            n = d(8) if p[:3] != "016" and p not in ("0171", "0172", "0173") else d(7)
            if p in ("0176", "0177", "0178", "0151", "0152", "0157"):
                n = d(8)
            return r.choice([p + " " + n, p + "/" + n, p + "-" + n[:3] + " " + n[3:], "(" + p + ") " + n])
        p = r.choice(["030", "089", "040", "069", "0221", "0711"])
        n = nz(8 if len(p) == 3 else 7)
        return r.choice([p + " " + n, p + "/" + n[:4] + " " + n[4:], "(" + p + ") " + n, p + "-" + n])
    if cc == "GB":
        if kind == "m":
            n = "07" + r.choice(["4", "5", "7", "8", "9"]) + d(2) + " " + d(6)
            return r.choice([n, n[:5] + " " + n[6:9] + " " + n[9:]])
        p = r.choice([("020", "7" + d(3), d(4)), ("0161", nz(3), d(4)), ("0113", "2" + d(2), d(4)),
                      ("0131", nz(3), d(4)), ("029", "20" + d(2), d(4)), ("0117", "9" + d(2), d(4))])
        return r.choice(["%s %s %s" % p, "(%s) %s %s" % p])
    if cc == "ES":
        n = (r.choice(["6", "7"]) if kind == "m" else "9") + d(8)
        if kind == "m" and n[0] == "7":
            n = "7" + r.choice("1234") + d(7)
        if kind != "m":
            n = r.choice(["91", "93", "96", "95", "94"]) + nz(7)
        return r.choice([n[:3] + " " + n[3:5] + " " + n[5:7] + " " + n[7:], n[:3] + " " + n[3:6] + " " + n[6:], n,
                         n[:3] + "-" + n[3:6] + "-" + n[6:]])
    if cc == "PT":
        n = (r.choice(["91", "92", "93", "96"]) + d(7)) if kind == "m" else (r.choice(["21", "22"]) + nz(7))
        return r.choice([n[:3] + " " + n[3:6] + " " + n[6:], n, n[:2] + " " + n[2:5] + " " + n[5:]])
    if cc == "FR":
        n = r.choice(["06", "07"] if kind == "m" else ["01", "04", "05"]) + d(8)
        if n.startswith("07"):
            n = "07" + r.choice("5678") + d(7)
        return r.choice([" ".join(n[i:i + 2] for i in range(0, 10, 2)), ".".join(n[i:i + 2] for i in range(0, 10, 2)), n])
    if cc == "IT":
        if kind == "m":
            n = "3" + r.choice(["20", "28", "33", "35", "38", "40", "47", "49", "66", "89"]) + d(7)
            return r.choice([n[:3] + " " + n[3:6] + " " + n[6:], n[:3] + " " + n[3:], n])
        n = r.choice(["02", "06"]) + d(8)
        return r.choice([n[:2] + " " + n[2:6] + " " + n[6:], n[:2] + "-" + n[2:]])
    if cc == "NL":
        if kind == "m":
            n = "06" + r.choice("12345") + d(7)
            return r.choice(["06-" + n[2:], "06 " + n[2:4] + " " + n[4:6] + " " + n[6:8] + " " + n[8:], n])
        n = r.choice(["020", "010", "030", "070"]) + nz(7)
        return r.choice([n[:3] + "-" + n[3:], n[:3] + " " + n[3:6] + " " + n[6:]])
    if cc == "BE":
        n = "04" + r.choice(["70", "71", "72", "75", "76", "77", "78", "79", "84", "85", "86", "87", "88", "89", "90", "91", "92", "93", "94", "95", "96", "97", "98", "99"]) + d(6)
        return r.choice([n[:4] + " " + n[4:6] + " " + n[6:8] + " " + n[8:], n[:4] + "/" + n[4:]])
    if cc == "AT":
        n = "06" + r.choice(["64", "76", "50", "60", "99"]) + " " + d(7)
        return n
    if cc == "CH":
        n = "07" + r.choice("6789") + d(7)
        return n[:3] + " " + n[3:6] + " " + n[6:8] + " " + n[8:]
    if cc == "IE":
        n = "08" + r.choice("35679") + d(7)
        return r.choice([n[:3] + " " + n[3:6] + " " + n[6:], n[:3] + "-" + n[3:]])
    if cc == "SE":
        n = "07" + r.choice("02369") + d(7)
        return n[:3] + "-" + n[3:6] + " " + n[6:8] + " " + n[8:]
    if cc == "PL":
        n = r.choice(["50", "51", "53", "57", "60", "66", "69", "72", "78", "79", "88"]) + d(7)
        return r.choice([n[:3] + " " + n[3:6] + " " + n[6:], n[:3] + "-" + n[3:6] + "-" + n[6:], n])
    if cc == "BR":
        ddd = r.choice(["11", "21", "31", "41", "51", "61", "71", "81"])
        if kind == "m":
            n = "9" + r.choice("6789") + d(7)
            return r.choice(["(%s) %s-%s" % (ddd, n[:5], n[5:]), "%s %s-%s" % (ddd, n[:5], n[5:])])
        n = r.choice("2345") + d(7)
        return "(%s) %s-%s" % (ddd, n[:4], n[4:])
    if cc == "MX":
        n = r.choice(["55", "33", "81"]) + r.choice("123456789") + d(7)
        return r.choice([n[:2] + " " + n[2:6] + " " + n[6:], n])
    if cc == "IN":
        n = r.choice("6789") + d(9)
        return r.choice([n[:5] + " " + n[5:], n, "0" + n[:5] + " " + n[5:]])
    if cc == "AU":
        if kind == "m":
            n = "04" + r.choice(["%02d" % x for x in range(0, 40)] + ["50", "51", "52", "55", "60", "66", "70", "77", "88", "99"]) + d(6)
            return n[:4] + " " + n[4:7] + " " + n[7:]
        n = r.choice(["02", "03", "07", "08"]) + r.choice("3456789") + d(7)
        return "(%s) %s %s" % (n[:2], n[2:6], n[6:])
    if cc == "JP":
        if kind == "m":
            return "%s-%s-%s" % (r.choice(["090", "080", "070"]), nz(4), d(4))
        return "%s-%s-%s" % (r.choice(["03", "06"]), nz(4), d(4))
    if cc in ("US", "CA"):
        ac = r.choice(["212", "415", "312", "617", "206", "512", "303", "404"] if cc == "US" else ["416", "604", "514", "403", "613"])
        ex = str(r.randint(2, 9)) + rs(r, DG, 2)
        while ex[1:] == "11" or ex == "555":
            ex = str(r.randint(2, 9)) + rs(r, DG, 2)
        ln = d(4)
        return r.choice(["(%s) %s-%s" % (ac, ex, ln), "%s-%s-%s" % (ac, ex, ln), "%s.%s.%s" % (ac, ex, ln)])
    if cc == "ZA":
        n = "0" + r.choice(["72", "73", "74", "76", "79", "82", "83", "84"]) + d(7)
        return n[:3] + " " + n[3:6] + " " + n[6:]
    raise KeyError(cc)


# ---------------------------------------------------------------- dates of birth
MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
}


def birth(r):
    return r.randint(1941, 2006), r.randint(1, 12), r.randint(1, 28)


def dob_fmt(r, lang, ymd=None):
    y, m, d = ymd or birth(r)
    if lang in ("de", "ru", "pl", "tr", "cs", "fi", "ro", "uk", "hu_dot", "no", "da"):
        return r.choice(["%02d.%02d.%d" % (d, m, y), "%d.%d.%d" % (d, m, y)])
    if lang in ("fr", "es", "pt", "it", "ar", "el", "id", "vi", "hi", "gb"):
        if lang in MONTHS and r.random() < 0.4:
            mm = MONTHS[lang][m - 1]
            if lang in ("es", "pt"):
                return "%d de %s de %d" % (d, mm, y)
            return "%d %s %d" % (d, mm, y)
        return r.choice(["%02d/%02d/%d" % (d, m, y), "%02d-%02d-%d" % (d, m, y)])
    if lang == "nl":
        return r.choice(["%02d-%02d-%d" % (d, m, y), "%d %s %d" % (d, MONTHS["nl"][m - 1], y)])
    if lang in ("ja", "zh"):
        return r.choice(["%d年%d月%d日" % (y, m, d), "%d/%02d/%02d" % (y, m, d)])
    if lang == "ko":
        return r.choice(["%d년 %d월 %d일" % (y, m, d), "%d.%02d.%02d" % (y, m, d)])
    if lang in ("sv", "hu", "iso", "lt"):
        return "%d-%02d-%02d" % (y, m, d) if lang != "hu" else "%d. %02d. %02d." % (y, m, d)
    if lang == "us":
        return r.choice(["%02d/%02d/%d" % (m, d, y), "%s %d, %d" % (MONTHS["en"][m - 1], d, y)])
    if lang == "en":
        sfx = "th" if 11 <= d <= 13 else {1: "st", 2: "nd", 3: "rd"}.get(d % 10, "th")
        return r.choice(["%d%s of %s %d" % (d, sfx, MONTHS["en"][m - 1], y), "%d %s %d" % (d, MONTHS["en"][m - 1][:3], y),
                         "%02d/%02d/%d" % (d, m, y)])
    return "%d-%02d-%02d" % (y, m, d)


# ---------------------------------------------------------------- addresses (prose, one line)
def address(r, cc):
    n = r.randint(2, 188)
    if cc == "GB":
        st = r.choice(["Harcourt Road", "Beechwood Avenue", "Tanners Lane", "Wellington Crescent", "Sandringham Close", "Mill Hill Terrace"])
        town, pc = r.choice([("Sheffield", "S10 %d%s" % (r.randint(1, 9), rs(r, "ABDEFGHJLNPQRSTUWXYZ", 2))),
                             ("Leeds", "LS6 %d%s" % (r.randint(1, 9), rs(r, "ABDEFGHJLNPQRSTUWXYZ", 2))),
                             ("Bristol", "BS7 %d%s" % (r.randint(1, 9), rs(r, "ABDEFGHJLNPQRSTUWXYZ", 2))),
                             ("Norwich", "NR2 %d%s" % (r.randint(1, 9), rs(r, "ABDEFGHJLNPQRSTUWXYZ", 2))),
                             ("Cardiff", "CF24 %d%s" % (r.randint(1, 9), rs(r, "ABDEFGHJLNPQRSTUWXYZ", 2)))])
        flat = r.choice(["", "Flat %d, " % r.randint(1, 12)])
        return "%s%d %s, %s %s" % (flat, n, st, town, pc)
    if cc == "IE":
        return "%d %s, %s" % (n, r.choice(["Griffith Avenue", "Clonliffe Road", "Ballymun Road"]),
                              r.choice(["Dublin 9, D09 %s" % rs(r, "ACDEFHKNPRTVWXY0123456789", 4), "Drumcondra, D09 %s" % rs(r, "ACDEFHKNPRTVWXY0123456789", 4)]))
    if cc == "US":
        st = r.choice(["Maple Ave", "Sycamore Street", "N Kedzie Blvd", "Pleasant Valley Rd", "W 43rd St", "Juniper Court"])
        city = r.choice([("Columbus", "OH", "432"), ("Tucson", "AZ", "857"), ("Madison", "WI", "537"), ("Raleigh", "NC", "276"), ("Spokane", "WA", "992")])
        apt = r.choice(["", ", Apt %d" % r.randint(1, 40), " #%d%s" % (r.randint(1, 9), r.choice("ABC"))])
        return "%d %s%s, %s, %s %s%s" % (r.randint(100, 9899), st, apt, city[0], city[1], city[2], rs(r, DG, 2))
    if cc == "CA":
        st, city, prov, fsa = r.choice([("King St W", "Toronto", "ON", "M5H"), ("Queen St E", "Toronto", "ON", "M4M"),
                                        ("Rue Saint-Denis", "Montréal", "QC", "H2X"), ("Robson Street", "Vancouver", "BC", "V6E")])
        return "%d %s, %s, %s %s %d%s%d" % (r.randint(10, 2200), st, city, prov, fsa, r.randint(1, 9), r.choice("ABCEGHJKLMNPRSTVXY"), r.randint(0, 9))
    if cc == "AU":
        return "%d %s, %s %s %d" % (n, r.choice(["Brunswick St", "Glebe Point Rd", "Oxley Avenue"]),
                                    *r.choice([("Fitzroy", "VIC"), ("Glebe", "NSW"), ("Toowong", "QLD")]), r.randint(2000, 4999))
    if cc == "DE":
        st = r.choice(["Lindenstraße", "Am Kirschgarten", "Schillerplatz", "Hohenzollernstraße", "Gartenweg", "Bahnhofstr."])
        city = r.choice(["80331 München", "50667 Köln", "01067 Dresden", "28195 Bremen", "90402 Nürnberg"])
        return "%s %d%s, %s" % (st, n, r.choice(["", "a", " b"]), city)
    if cc == "AT":
        return "%s %d/%d, %s" % (r.choice(["Mariahilfer Straße", "Landstraßer Hauptstraße"]), n, r.randint(1, 20), r.choice(["1060 Wien", "1030 Wien"]))
    if cc == "CH":
        return "%s %d, %s" % (r.choice(["Bahnhofstrasse", "Rue de Lausanne", "Seefeldstrasse"]), n, r.choice(["8001 Zürich", "1201 Genève", "3011 Bern"]))
    if cc == "FR":
        return "%d%s %s, %s" % (n, r.choice(["", " bis", " ter"]), r.choice(["rue des Lilas", "avenue Jean-Jaurès", "boulevard de la Croix-Rousse", "impasse des Tanneurs"]),
                               r.choice(["69004 Lyon", "31000 Toulouse", "44000 Nantes", "13006 Marseille"]))
    if cc == "BE":
        return "%s %d, %s" % (r.choice(["Rue de la Loi", "Meir", "Chaussée d'Ixelles"]), n, r.choice(["1050 Ixelles", "2000 Antwerpen", "1000 Bruxelles"]))
    if cc == "ES":
        return "Calle %s %d, %s, %s" % (r.choice(["de Alcalá", "Mayor", "del Doctor Fourquet", "de Santa Engracia"]), n,
                                        r.choice(["3º B", "2º izq.", "bajo A", "5º 1ª"]), r.choice(["28014 Madrid", "41003 Sevilla", "46001 València", "50001 Zaragoza"]))
    if cc == "PT":
        return "%s, n.º %d, %s, %s" % (r.choice(["Rua Augusta", "Avenida da Liberdade", "Rua de Cedofeita", "Travessa do Carmo"]), n,
                                      r.choice(["2.º Esq.", "1.º Dto.", "r/c"]), r.choice(["1100-053 Lisboa", "4050-180 Porto", "3000-150 Coimbra"]))
    if cc == "BR":
        return "%s, %d - %s, %s - %s, %05d-%03d" % (r.choice(["Av. Paulista", "Rua Oscar Freire", "Rua da Consolação"]), r.randint(10, 2500),
                                                   r.choice(["Bela Vista", "Jardins", "Pinheiros"]), "São Paulo", "SP", r.randint(1000, 5999), r.randint(0, 999))
    if cc == "IT":
        return "%s %d, %s" % (r.choice(["Via Garibaldi", "Corso Vittorio Emanuele II", "Viale dei Mille", "Piazza San Domenico"]), n,
                              r.choice(["20121 Milano", "10123 Torino", "40126 Bologna", "80134 Napoli"]))
    if cc == "NL":
        return "%s %d%s, %04d %s %s" % (r.choice(["Keizersgracht", "Oudegracht", "Lange Voorhout", "Witte de Withstraat"]), n, r.choice(["", "-II", "A"]),
                                        r.randint(1011, 3599), rs(r, "ABCDEGHJKLNPRSTVWXZ", 2), r.choice(["Amsterdam", "Utrecht", "Den Haag", "Rotterdam"]))
    if cc == "PL":
        return "ul. %s %d/%d, %s" % (r.choice(["Długa", "Piotrkowska", "Świętokrzyska", "Mickiewicza"]), n, r.randint(1, 60),
                                     r.choice(["00-238 Warszawa", "90-102 Łódź", "31-011 Kraków", "80-831 Gdańsk"]))
    if cc == "CZ":
        return "%s %d/%d, %s" % (r.choice(["Vinohradská", "Husova", "Korunní"]), r.randint(100, 2900), r.randint(1, 60), r.choice(["120 00 Praha 2", "602 00 Brno"]))
    if cc == "SE":
        return "%s %d, %s" % (r.choice(["Götgatan", "Sveavägen", "Linnégatan"]), n, r.choice(["118 46 Stockholm", "413 04 Göteborg"]))
    if cc == "DK":
        return "%s %d, %d. tv, %s" % (r.choice(["Nørrebrogade", "Vesterbrogade"]), n, r.randint(1, 5), r.choice(["2200 København N", "1620 København V"]))
    if cc == "NO":
        return "%s %d, %s" % (r.choice(["Thereses gate", "Markveien"]), n, r.choice(["0358 Oslo", "0554 Oslo"]))
    if cc == "TR":
        return "%s Mah. %s Sok. No:%d D:%d, %s" % (r.choice(["Caferağa", "Moda", "Kızılay"]), r.choice(["Güneşli", "Bahariye", "Şair Nefi"]), r.randint(1, 90), r.randint(1, 20),
                                                  r.choice(["34710 Kadıköy/İstanbul", "06420 Çankaya/Ankara"]))
    if cc == "MX":
        return "%s %d, Col. %s, %s" % (r.choice(["Av. Insurgentes Sur", "Calle Durango", "Av. Chapultepec"]), r.randint(10, 1999),
                                       r.choice(["Roma Norte", "Condesa", "Del Valle"]), r.choice(["06700 CDMX", "03100 Ciudad de México"]))
    raise KeyError(cc)
