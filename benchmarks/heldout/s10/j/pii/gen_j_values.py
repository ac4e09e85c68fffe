"""Value generators for corpus J (stdlib only)."""
import string

A = string.ascii_letters
D = string.digits
AN = A + D
HEX = "0123456789abcdef"
B32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
B64U = AN + "-_"


def rs(r, n, alpha=AN):
    return "".join(r.choice(alpha) for _ in range(n))


WORDS = ["maple", "otter", "quartz", "violet", "harbor", "ember", "cobalt", "juniper", "falcon", "saffron",
         "tundra", "meadow", "copper", "lantern", "nimbus", "pebble", "raven", "sierra", "thistle", "walnut"]


def password(r):
    k = r.randrange(6)
    if k == 0:
        return r.choice(WORDS).capitalize() + rs(r, 2, D) + r.choice("!#$%&*?") + rs(r, 3, A)
    if k == 1:
        return rs(r, 4, A) + r.choice("!@#%^") + rs(r, 4, D) + rs(r, 3, A)
    if k == 2:
        return "-".join(r.choice(WORDS) for _ in range(3)) + rs(r, 2, D)
    if k == 3:
        return rs(r, r.randrange(12, 20), AN + "!#%+=")
    if k == 4:
        return r.choice(WORDS).upper()[:4] + rs(r, 3, D) + r.choice(WORDS) + r.choice("!?.")
    return rs(r, 3, A.upper()) + rs(r, 5, D) + r.choice("$%&") + rs(r, 2, A.lower())


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
    pre = r.choice(["4", "51", "53", "55", "2221", "37", "6011"])
    n = 15 if pre == "37" else 16
    body = pre + rs(r, n - 1 - len(pre), D)
    num = body + luhn_digit(body)
    sep = r.choice([" ", "-", ".", "", " ", "-", "."])
    if n == 15:
        parts = [num[:4], num[4:10], num[10:]]
    else:
        parts = [num[i:i + 4] for i in range(0, 16, 4)]
    return sep.join(parts)


def iban(r, cc=None):
    spec = {"DE": (18, D), "FR": (23, D), "ES": (20, D), "IT": None, "NL": None, "PT": (21, D), "BE": (12, D),
            "AT": (16, D), "PL": (24, D), "CH": (17, D)}
    cc = cc or r.choice(["DE", "FR", "ES", "NL", "PT", "BE", "AT", "PL", "CH"])
    if cc == "NL":
        bban = r.choice(["ABNA", "RABO", "INGB"]) + rs(r, 10, D)
    else:
        bban = rs(r, spec[cc][0], D)
    conv = "".join(str(int(c, 36)) for c in bban + cc + "00")
    ck = 98 - int(conv) % 97
    raw = cc + "%02d" % ck + bban
    if r.random() < 0.5:
        return " ".join(raw[i:i + 4] for i in range(0, len(raw), 4))
    return raw


# ---------------- national ids with check digits ----------------
def es_dni(r):
    n = r.randrange(10000000, 99999999)
    return "%08d%s" % (n, "TRWAGMYFPDXBNJZSQVHLCKE"[n % 23])


def es_nie(r):
    p = r.randrange(3)
    n = r.randrange(1000000, 9999999)
    return "%s%07d%s" % ("XYZ"[p], n, "TRWAGMYFPDXBNJZSQVHLCKE"[int(str(p) + "%07d" % n) % 23])


def pl_pesel(r):
    y, m, d = r.randrange(50, 99), r.randrange(1, 13), r.randrange(1, 28)
    s = "%02d%02d%02d%04d" % (y, m, d, r.randrange(10000))
    w = [1, 3, 7, 9, 1, 3, 7, 9, 1, 3]
    c = (10 - sum(int(a) * b for a, b in zip(s, w)) % 10) % 10
    return s + str(c)


def br_cpf(r):
    s = [r.randrange(10) for _ in range(9)]
    for k in (10, 11):
        t = sum(v * (k - i) for i, v in enumerate(s)) % 11
        s.append(0 if t < 2 else 11 - t)
    x = "".join(map(str, s))
    return "%s.%s.%s-%s" % (x[:3], x[3:6], x[6:9], x[9:]) if r.random() < 0.7 else x


def fr_nir(r):
    s = "%d%02d%02d%02d%03d%03d" % (r.choice([1, 2]), r.randrange(50, 99), r.randrange(1, 13), r.randrange(1, 96),
                                     r.randrange(1, 990), r.randrange(1, 999))
    k = 97 - int(s) % 97
    return "%s %s %s %s %s %s %02d" % (s[0], s[1:3], s[3:5], s[5:7], s[7:10], s[10:13], k)


def nl_bsn(r):
    while True:
        s = [r.randrange(10) for _ in range(8)]
        t = sum(v * (9 - i) for i, v in enumerate(s)) % 11
        if t < 10 and s[0] != 0:
            return "".join(map(str, s)) + str(t)


def se_pnr(r):
    s = "%02d%02d%02d%03d" % (r.randrange(50, 99), r.randrange(1, 13), r.randrange(1, 28), r.randrange(1000))
    return "%s-%s%s" % (s[:6], s[6:], luhn_digit(s))


def fi_hetu(r):
    d, m, y = r.randrange(1, 28), r.randrange(1, 13), r.randrange(50, 99)
    z = r.randrange(2, 899)
    n = int("%02d%02d%02d%03d" % (d, m, y, z))
    return "%02d%02d%02d-%03d%s" % (d, m, y, z, "0123456789ABCDEFHJKLMNPRSTUVWXY"[n % 31])


def pt_nif(r):
    s = [r.choice([1, 2])] + [r.randrange(10) for _ in range(7)]
    t = sum(v * (9 - i) for i, v in enumerate(s)) % 11
    s.append(0 if t < 2 else 11 - t)
    return "".join(map(str, s))


def cn_ric(r):
    s = "%06d%04d%02d%02d%03d" % (r.choice([110101, 310104, 440305, 510107]), r.randrange(1960, 2002),
                                   r.randrange(1, 13), r.randrange(1, 28), r.randrange(1000))
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    return s + "10X98765432"[sum(int(a) * b for a, b in zip(s, w)) % 11]


def no_fnr(r):
    while True:
        s = [int(c) for c in "%02d%02d%02d%03d" % (r.randrange(1, 28), r.randrange(1, 13), r.randrange(50, 99),
                                                  r.randrange(500))]
        w1 = [3, 7, 6, 1, 8, 9, 4, 5, 2]
        k1 = 11 - sum(a * b for a, b in zip(s, w1)) % 11
        k1 = 0 if k1 == 11 else k1
        if k1 == 10:
            continue
        s.append(k1)
        w2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]
        k2 = 11 - sum(a * b for a, b in zip(s, w2)) % 11
        k2 = 0 if k2 == 11 else k2
        if k2 == 10:
            continue
        s.append(k2)
        return "".join(map(str, s))


def be_nn(r):
    s = "%02d%02d%02d%03d" % (r.randrange(50, 99), r.randrange(1, 13), r.randrange(1, 28), r.randrange(1, 998))
    k = 97 - int(s) % 97
    return "%s.%s.%s-%s.%02d" % (s[:2], s[2:4], s[4:6], s[6:9], k)


def tr_tckn(r):
    d = [r.randrange(1, 10)] + [r.randrange(10) for _ in range(8)]
    d10 = ((d[0] + d[2] + d[4] + d[6] + d[8]) * 7 - (d[1] + d[3] + d[5] + d[7])) % 10
    d.append(d10)
    d.append(sum(d) % 10)
    return "".join(map(str, d))


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
       [3, 4, 0, 1, 2, 8, 9, 5, 6, 7], [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
       [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3], [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
       [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4]]
for _i in range(2, 8):
    _VP.append([_VP[_i - 1][_VP[1][j]] for j in range(10)])
_VINV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def aadhaar(r):
    s = str(r.randrange(2, 10)) + rs(r, 10, D)
    c = 0
    for i, ch in enumerate(reversed(s)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    s += str(_VINV[c])
    return "%s %s %s" % (s[:4], s[4:8], s[8:])


def us_ssn(r):
    a = r.choice([x for x in range(1, 899) if x != 666])
    return "%03d-%02d-%04d" % (a, r.randrange(1, 99), r.randrange(1, 9999))


def mrz_check(s):
    w = [7, 3, 1]
    val = lambda c: int(c) if c.isdigit() else (0 if c == "<" else ord(c) - 55)
    return str(sum(val(c) * w[i % 3] for i, c in enumerate(s)) % 10)


def passport_no(r, cc):
    if cc == "DE":
        return "C" + rs(r, 8, "CFGHJKLMNPRTVWXYZ0123456789")
    if cc == "FR":
        return rs(r, 2, D) + rs(r, 2, "ABCDEFGHJKLMNPRSTUVWXYZ") + rs(r, 5, D)
    if cc == "GB" or cc == "US":
        return rs(r, 9, D)
    if cc == "IT":
        return rs(r, 2, "ABCDEFGHJKLMNPRSTUVWXYZ") + rs(r, 7, D)
    if cc == "ES":
        return rs(r, 3, "ABCDEFGHJKLMNPRSTUVWXYZ") + rs(r, 6, D)
    if cc == "IN":
        return r.choice("JKLMNPRSTVWZ") + rs(r, 7, D)
    return rs(r, 2, "ABCDEFGHJKLMNPRSTUVWXYZ") + rs(r, 7, D)


# ---------------- phones (national format, region implied by text) ----------------
def phone(r, cc):
    g = lambda n: rs(r, n, D)
    f = {
        "DE": lambda: r.choice(["0151 ", "0176 ", "0152 "]) + g(8),
        "GB": lambda: "07" + r.choice("4579") + g(2) + " " + g(6),
        "FR": lambda: "0" + r.choice("67") + " " + " ".join(g(2) for _ in range(4)),
        "ES": lambda: r.choice("67") + g(2) + " " + g(3) + " " + g(3),
        "PT": lambda: "9" + r.choice("1236") + g(1) + " " + g(3) + " " + g(3),
        "IT": lambda: "3" + r.choice(["20", "28", "33", "35", "38", "40", "47", "49"]) + " " + g(3) + " " + g(4),
        "NL": lambda: "06-" + r.choice("12345") + g(7),
        "PL": lambda: r.choice(["512", "601", "602", "691", "785", "880"]) + " " + g(3) + " " + g(3),
        "BR": lambda: "(" + r.choice(["11", "21", "31", "41"]) + ") 9" + r.choice("6789") + g(3) + "-" + g(4),
        "AU": lambda: "04" + r.choice("0123") + g(1) + " " + g(3) + " " + g(3),
        "JP": lambda: r.choice(["090", "080", "070"]) + "-" + r.choice("123456789") + g(3) + "-" + g(4),
        "SE": lambda: "07" + r.choice("0236") + "-" + g(3) + " " + g(2) + " " + g(2),
        "AT": lambda: "0664 " + g(7),
        "CH": lambda: "07" + r.choice("6789") + " " + g(3) + " " + g(2) + " " + g(2),
        "IE": lambda: "08" + r.choice("3567") + " " + r.choice("123456789") + g(2) + " " + g(4),
        "US": lambda: "(" + r.choice(["212", "415", "312", "617", "503"]) + ") " + r.choice("2345678") + g(2) + "-" + g(4),
        "MX": lambda: r.choice(["55", "33", "81"]) + " " + g(4) + " " + g(4),
        "TR": lambda: "05" + r.choice(["32", "33", "42", "52", "05"]) + " " + g(3) + " " + g(2) + " " + g(2),
    }
    return f[cc]()


# ---------------- people ----------------
FIRST = {
    "en": ["Harriet", "Desmond", "Imogen", "Callum", "Beatrix", "Rupert", "Winifred", "Alistair"],
    "de": ["Friederike", "Volker", "Annegret", "Detlef", "Hannelore", "Wolfram", "Gudrun", "Jens"],
    "fr": ["Solène", "Gaëtan", "Maëlle", "Thibault", "Ségolène", "Aurélien", "Clémence", "Baptiste"],
    "es": ["Remedios", "Ignacio", "Begoña", "Gonzalo", "Inmaculada", "Iñaki", "Montserrat", "Rodrigo"],
    "pt": ["Conceição", "Joaquim", "Iracema", "Sebastião", "Glória", "Rui", "Leonor", "Teodoro"],
    "it": ["Ludovica", "Gianfranco", "Ornella", "Ettore", "Benedetta", "Corrado", "Rosalba", "Tiziano"],
    "pl": ["Bożena", "Zbigniew", "Grażyna", "Wojciech", "Jadwiga", "Przemysław", "Halina", "Mirosław"],
    "nl": ["Geertje", "Maarten", "Femke", "Joost", "Anouk", "Sjoerd", "Marieke", "Wouter"],
    "sv": ["Ingegerd", "Björn", "Siv", "Torbjörn", "Margareta", "Leif", "Solveig", "Göran"],
    "tr": ["Gülşen", "Mustafa", "Nurhan", "Kemal", "Feride", "Orhan", "Sevgi", "Tarık"],
    "fi": ["Tuulikki", "Jorma", "Pirkko", "Esa", "Ritva", "Kalevi", "Aino", "Veikko"],
    "ng": ["Chiamaka", "Obinna", "Ngozi", "Emeka", "Adaeze", "Chukwudi", "Folake", "Tunde"],
    "vi": ["Thu", "Quang", "Lan", "Duc", "Huong", "Minh", "Thao", "Khanh"],
    "ar": ["Yasmin", "Tariq", "Layla", "Karim", "Salma", "Nabil", "Rania", "Hamza"],
}
LAST = {
    "en": ["Thistlewood", "Ashcombe", "Pemberton", "Blackwood", "Fairbairn", "Holloway", "Whitlock", "Marchbank"],
    "de": ["Kübler", "Oberländer", "Hirschfeld", "Brandstätter", "Wendling", "Rottmann", "Eichhorn", "Stolzenberg"],
    "fr": ["Delacroix", "Vasseur", "Lemaire", "Chevalier", "Fauconnier", "Brossard", "Roussel", "Marchetti"],
    "es": ["Echeverría", "Arrieta", "Villalobos", "Cifuentes", "Zubizarreta", "Olmedo", "Barrientos", "Quiroga"],
    "pt": ["Figueiredo", "Magalhães", "Carvalhal", "Bettencourt", "Quaresma", "Sampaio", "Loureiro", "Trindade"],
    "it": ["Bonfiglio", "Castellani", "Pellegrino", "Santangelo", "Mancuso", "Tedeschi", "Ferraresi", "Lombardo"],
    "pl": ["Wiśniewska", "Grabowski", "Zielińska", "Kaczmarek", "Pawlak", "Szymański", "Wróblewska", "Dudek"],
    "nl": ["Verhoeven", "Bakker", "Mulder", "Dijkstra", "Kuipers", "Hendriks", "Brouwer", "Vermeulen"],
    "sv": ["Lindqvist", "Bergström", "Söderberg", "Nyström", "Ekholm", "Sandberg", "Holmgren", "Wallin"],
    "tr": ["Yıldırım", "Aydoğan", "Karaca", "Özdemir", "Çelik", "Şahin", "Kocabaş", "Erdoğdu"],
    "fi": ["Virtanen", "Mäkelä", "Heikkinen", "Koskinen", "Laaksonen", "Järvinen", "Salminen", "Ojala"],
    "ng": ["Okonkwo", "Adeyemi", "Nwosu", "Eze", "Balogun", "Okafor", "Adebayo", "Uchenna"],
    "vi": ["Nguyen", "Tran", "Pham", "Hoang", "Vu", "Dang", "Bui", "Truong"],
    "ar": ["Haddad", "Khoury", "Mansour", "Nasser", "Saleh", "Farouk", "Aziz", "Barakat"],
}


def person(r, cult=None):
    cult = cult or r.choice(list(FIRST))
    return r.choice(FIRST[cult]), r.choice(LAST[cult])


def address(r, cc):
    n = r.randrange(2, 180)
    if cc == "GB":
        return "%d %s %s, %s %s%d %d%s" % (n, r.choice(["Hawthorn", "Mill", "Ferncliffe", "Albion", "Kingsley"]),
                                           r.choice(["Road", "Lane", "Crescent", "Terrace", "Close"]),
                                           r.choice(["Leeds", "Bristol", "Norwich", "Derby"]),
                                           r.choice(["LS", "BS", "NR", "DE"]), r.randrange(1, 20), r.randrange(1, 9),
                                           rs(r, 2, "ABDEFGHJLNPQRSTUWXYZ"))
    if cc == "DE":
        return "%s %d, %05d %s" % (r.choice(["Lindenstraße", "Am Mühlbach", "Kastanienallee", "Bergweg", "Schillerplatz"]),
                                   n, r.randrange(10000, 99999), r.choice(["Göttingen", "Freiburg", "Kassel", "Erfurt"]))
    if cc == "FR":
        return "%d %s, %05d %s" % (n, r.choice(["rue des Tanneurs", "avenue Jean-Jaurès", "impasse des Lilas",
                                                "boulevard Voltaire"]), r.randrange(10000, 95999),
                                   r.choice(["Rennes", "Nantes", "Dijon", "Lille"]))
    if cc == "ES":
        return "%s %d, %d.º %s, %05d %s" % (r.choice(["Calle de Alcalá", "Avenida de la Constitución", "Calle Mayor",
                                                     "Paseo de Gracia"]), n, r.randrange(1, 8), r.choice("ABCD"),
                                            r.randrange(10000, 52999), r.choice(["Sevilla", "Zaragoza", "Bilbao"]))
    if cc == "NL":
        return "%s %d, %d %s %s" % (r.choice(["Prinsengracht", "Dorpsstraat", "Kerkweg", "Molenlaan"]), n,
                                    r.randrange(1000, 9999), rs(r, 2, "ABCDEGHJKLNPRSTVWXZ"),
                                    r.choice(["Utrecht", "Haarlem", "Zwolle"]))
    if cc == "IT":
        return "Via %s %d, %05d %s" % (r.choice(["Garibaldi", "dei Mille", "San Vitale", "Nazionale"]), n,
                                       r.randrange(10000, 98999), r.choice(["Bologna", "Torino", "Bari"]))
    if cc == "PL":
        return "ul. %s %d/%d, %02d-%03d %s" % (r.choice(["Kwiatowa", "Mickiewicza", "Długa", "Lipowa"]), n,
                                               r.randrange(1, 40), r.randrange(0, 99), r.randrange(0, 999),
                                               r.choice(["Kraków", "Poznań", "Gdańsk"]))
    if cc == "US":
        return "%d %s %s, %s, %s %05d" % (n * 7, r.choice(["Juniper", "Sycamore", "Westlake", "Cedar Ridge"]),
                                          r.choice(["Ave", "Blvd", "Drive", "Street"]),
                                          r.choice(["Boise", "Tulsa", "Madison", "Omaha"]), r.choice(["ID", "OK", "WI", "NE"]),
                                          r.randrange(10000, 99999))
    if cc == "PT":
        return "Rua %s, %d, %04d-%03d %s" % (r.choice(["das Flores", "de Santa Catarina", "do Almada"]), n,
                                            r.randrange(1000, 9999), r.randrange(0, 999), r.choice(["Porto", "Braga"]))
    if cc == "BR":
        return "Rua %s, %d - %s, %s - SP, %05d-%03d" % (r.choice(["Augusta", "Haddock Lobo", "dos Pinheiros"]), n,
                                                       r.choice(["Consolação", "Pinheiros"]), "São Paulo",
                                                       r.randrange(1000, 9999), r.randrange(0, 999))
    raise KeyError(cc)


def dob(r, style):
    y, m, d = r.randrange(1950, 2004), r.randrange(1, 13), r.randrange(1, 29)
    if style == "iso":
        return "%04d-%02d-%02d" % (y, m, d)
    if style == "dmy.":
        return "%02d.%02d.%04d" % (d, m, y)
    if style == "dmy/":
        return "%02d/%02d/%04d" % (d, m, y)
    if style == "mdy":
        return "%02d/%02d/%04d" % (m, d, y)
    if style == "jp":
        return "%d年%d月%d日" % (y, m, d)
    if style == "long_en":
        return "%s %d, %d" % (["January", "February", "March", "April", "May", "June", "July", "August", "September",
                                "October", "November", "December"][m - 1], d, y)
    if style == "de_long":
        return "%d. %s %d" % (d, ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September",
                                  "Oktober", "November", "Dezember"][m - 1], y)
    if style == "es_long":
        return "%d de %s de %d" % (d, ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto",
                                       "septiembre", "octubre", "noviembre", "diciembre"][m - 1], y)
    if style == "fr_long":
        return "%d %s %d" % (d, ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre",
                                 "octobre", "novembre", "décembre"][m - 1], y)
    return "%04d-%02d-%02d" % (y, m, d)
