"""Value makers for corpus G (stdlib only). Every maker takes a random.Random."""
import base64
import hashlib
import json
import string

LOW = string.ascii_lowercase
UP = string.ascii_uppercase
DIG = string.digits
AN = LOW + UP + DIG
B62 = AN
HEX = "0123456789abcdef"
B64 = AN + "+/"
B64U = AN + "-_"


def rs(r, n, alpha=AN):
    return "".join(r.choice(alpha) for _ in range(n))


def mixed(r, n, alpha=AN):
    """random string that contains at least one upper, lower and digit (looks like a real token)"""
    while True:
        s = rs(r, n, alpha)
        if any(c.isupper() for c in s) and any(c.islower() for c in s) and any(c.isdigit() for c in s):
            return s


# ---------------------------------------------------------------- vendor tokens
def tailscale(r):
    return "tskey-%s-%s-%s" % (r.choice(["auth", "api", "client"]), rs(r, 11, AN) + "CNTRL", mixed(r, 32))


def grafana(r):
    if r.random() < 0.5:
        payload = json.dumps({"o": str(r.randint(100000, 999999)), "n": "stack-%d-hm-read" % r.randint(100, 999),
                              "k": mixed(r, 24), "m": {"r": r.choice(["prod-eu-west-2", "prod-us-central-0"])}},
                             separators=(",", ":"))
        return "glc_" + base64.b64encode(payload.encode()).decode().rstrip("=")
    return "glsa_%s_%s" % (mixed(r, 32), rs(r, 8, HEX))


def azure_client_secret(r):
    return rs(r, 3, AN) + str(r.randint(0, 9)) + "Q~" + rs(r, 34, AN + "-_.~")


def secp256k1(r):
    return rs(r, 64, HEX)


def wireguard_key(r):
    raw = bytes(r.randrange(256) for _ in range(32))
    return base64.b64encode(raw).decode()


def twilio_token(r):
    return rs(r, 32, HEX)


def twilio_sid(r):
    return "AC" + rs(r, 32, HEX)


def twilio_apikey(r):
    return "SK" + rs(r, 32, HEX)


def docker_pat(r):
    return "dckr_pat_" + mixed(r, 27, AN + "-_")


def flyio(r):
    return "fo1_" + mixed(r, 43, AN + "_-")


def okta(r):
    return "00" + mixed(r, 40, AN + "-_")


def datadog_api(r):
    return rs(r, 32, HEX)


def datadog_app(r):
    return rs(r, 40, HEX)


def mailchimp(r):
    return rs(r, 32, HEX) + "-us" + str(r.randint(2, 21))


def postmark(r):
    h = rs(r, 32, HEX)
    return "%s-%s-%s-%s-%s" % (h[:8], h[8:12], h[12:16], h[16:20], h[20:])


def contentful(r):
    return "CFPAT-" + mixed(r, 43, AN + "-_")


def llm_key(r):
    k = r.choice(["groq", "replicate", "openrouter", "langsmith", "pinecone", "xai", "perplexity", "deepseek", "anthropic", "openai"])
    if k == "groq":
        return k, "gsk_" + mixed(r, 52)
    if k == "replicate":
        return k, "r8_" + mixed(r, 37)
    if k == "openrouter":
        return k, "sk-or-v1-" + rs(r, 64, HEX)
    if k == "langsmith":
        return k, "lsv2_pt_%s_%s" % (rs(r, 32, HEX), rs(r, 10, HEX))
    if k == "pinecone":
        return k, "pcsk_%s_%s" % (mixed(r, 5), mixed(r, 60))
    if k == "xai":
        return k, "xai-" + mixed(r, 80)
    if k == "perplexity":
        return k, "pplx-" + mixed(r, 48)
    if k == "deepseek":
        return k, "sk-" + rs(r, 32, HEX)
    if k == "anthropic":
        return k, "sk-ant-api03-" + mixed(r, 93, AN + "-_") + "AA"
    return k, "sk-proj-" + mixed(r, 74, AN + "-_") + "T3BlbkFJ" + mixed(r, 74, AN + "-_")


def resend(r):
    return "re_" + mixed(r, 8) + "_" + mixed(r, 24)


def github(r):
    return r.choice(["ghp_", "gho_", "ghu_", "ghs_"]) + mixed(r, 36)


def gitlab(r):
    return "glpat-" + mixed(r, 20, AN + "-_")


def slack_bot(r):
    return "xoxb-%d-%d-%s" % (r.randint(10 ** 10, 10 ** 11), r.randint(10 ** 12, 10 ** 13), mixed(r, 24))


def stripe_live(r):
    return r.choice(["sk_live_", "rk_live_"]) + "51" + mixed(r, 97)


def aws_pair(r):
    return "AKIA" + rs(r, 16, UP + "234567"), mixed(r, 40, AN + "/+")


def gcp_key(r):
    return "AIza" + mixed(r, 35, AN + "-_")


def discord(r):
    uid = str(r.randint(10 ** 17, 10 ** 18))
    return base64.b64encode(uid.encode()).decode().rstrip("=") + "." + mixed(r, 6, AN + "-_") + "." + mixed(r, 38, AN + "-_")


def telegram(r):
    return "%d:AA%s" % (r.randint(10 ** 9, 8 * 10 ** 9), mixed(r, 33, AN + "-_"))


def npm(r):
    return "npm_" + mixed(r, 36)


def pypi(r):
    return "pypi-AgEIcHlwaS5vcmc" + mixed(r, 120, AN + "-_")


def vault(r):
    return "hvs." + mixed(r, 24) if r.random() < 0.5 else "hvs.CAESI" + mixed(r, 80, AN + "-_")


def jwt(r):
    def b(o):
        return base64.urlsafe_b64encode(json.dumps(o, separators=(",", ":")).encode()).decode().rstrip("=")
    h = b({"alg": r.choice(["RS256", "HS256", "ES256"]), "typ": "JWT", "kid": rs(r, 8, HEX)})
    p = b({"sub": str(r.randint(10 ** 6, 10 ** 7)), "iat": r.randint(1.70e9, 1.80e9), "scope": r.choice(["read write", "admin", "openid profile"]),
           "jti": rs(r, 16, HEX)})
    return "%s.%s.%s" % (h, p, rs(r, 43, B64U))


def ops_token(r):
    return "ops_eyJ" + mixed(r, 180, AN + "-_")


def pem_body(r, kind):
    lines = [rs(r, 64, B64) for _ in range(r.randint(6, 10))]
    lines.append(rs(r, r.randint(20, 60), B64) + "==")
    return "-----BEGIN %s-----\n%s\n-----END %s-----" % (kind, "\n".join(lines), kind)


def django_secret(r):
    return "django-insecure-" + rs(r, 50, LOW + DIG + "!@#$%^&*(-_=+)") if r.random() < 0.3 else rs(r, 50, LOW + DIG + "!@#%^&*(-_=+)")


def laravel_key(r):
    return "base64:" + base64.b64encode(bytes(r.randrange(256) for _ in range(32))).decode()


def rails_base(r):
    return rs(r, 128, HEX)


def totp_secret(r):
    return rs(r, 32, "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567")


BIP39 = ("abandon ability absorb abstract acoustic actress adapt admit adult advice aerobic afford agent alarm album "
         "alley almost alpha amateur amused anchor ancient angle ankle antenna anxiety apart arctic arena armor arrow "
         "artefact asthma atom auction august aunt autumn avocado awkward axis bacon badge bamboo banana barrel basket "
         "beef begin behave belt bench betray bicycle biology blanket blossom bounce brave brisk broccoli bubble buddy "
         "cabbage cactus canal canyon carbon casino catalog cement cereal chalk chimney cinnamon clarify clever clog "
         "coconut combine coral cotton cousin coyote cradle crater crucial cruise cube cupboard curtain cushion dash "
         "dawn debris decade deer delta denial dentist desert dinosaur divorce dolphin donkey dragon drastic dwarf "
         "eagle earth ecology eight elbow elegant elephant embark emerge enact endorse engage enrich envelope erosion").split()


def mnemonic(r, n=12):
    return " ".join(r.sample(BIP39, n))


def recovery_codes(r, n=4):
    return ["%s-%s" % (rs(r, 5, LOW + DIG), rs(r, 5, LOW + DIG)) for _ in range(n)]


# ---------------------------------------------------------------- passwords
PW_WORDS = ["Falke", "Kirsche", "Morango", "Girasol", "Pomidor", "Tulipe", "Lantern", "Harbor", "Maple", "Koala",
            "Zebra", "Pelican", "Quartz", "Saffron", "Tornado", "Walnut", "Gecko", "Iceberg", "Mango", "Nimbus",
            "Papaya", "Raven", "Sparrow", "Tundra", "Volcano", "Cobalt", "Otter", "Lemur", "Bison", "Kestrel"]


def password(r):
    k = r.random()
    if k < 0.35:
        return mixed(r, r.randint(12, 20), AN + "!#$%&*+-=?@^_")
    if k < 0.65:
        w1, w2 = r.sample(PW_WORDS, 2)
        return "%s%s%d%s" % (w1, r.choice(["", "-", "_", "."]), r.randint(10, 9999), r.choice("!?#$%&*") ) if r.random() < 0.6 else \
            "%s%s%s%d" % (w1, r.choice("!?#$%&*"), w2.lower(), r.randint(1, 99))
    if k < 0.85:
        return "%s-%s-%s-%d" % tuple([w.lower() for w in r.sample(PW_WORDS, 3)] + [r.randint(1, 99)])
    # leet
    w = r.choice(PW_WORDS)
    return w.replace("a", "@").replace("o", "0").replace("e", "3") + str(r.randint(1000, 9999)) + r.choice("!$#")


# ---------------------------------------------------------------- people
# (given, family) per culture; lang is the natural language of the culture
NAMES = {
    "hu": (["Zsófia", "Bence", "Dorottya", "Levente", "Réka", "Gergely", "Boglárka", "Csaba"],
           ["Nagy", "Kovács", "Szabó", "Horváth", "Farkas", "Vörös", "Balogh", "Mészáros"]),
    "ro": (["Ioana", "Mihai", "Andreea", "Bogdan", "Raluca", "Sorin", "Oana", "Cătălin"],
           ["Popescu", "Ionescu", "Dumitrescu", "Stoica", "Constantin", "Munteanu", "Dobre", "Țurcanu"]),
    "vi": (["Nguyễn Thị", "Trần Văn", "Lê Minh", "Phạm Thu", "Hoàng Anh", "Đặng Quốc"],
           ["Hương", "Dũng", "Khoa", "Trang", "Tuấn", "Phương"]),
    "id": (["Siti", "Budi", "Dewi", "Agus", "Rahmawati", "Wahyu", "Fitriani", "Hendra"],
           ["Santoso", "Wijaya", "Kusuma", "Hidayat", "Saputra", "Nugroho", "Setiawan", "Pratama"]),
    "ar": (["Yousef", "Layla", "Khalid", "Noura", "Tariq", "Samira", "Omar", "Hanan"],
           ["Al-Harbi", "Haddad", "El-Masri", "Khoury", "Al-Qahtani", "Nasser", "Barakat", "Mansour"]),
    "yo": (["Adebayo", "Chiamaka", "Oluwaseun", "Ngozi", "Emeka", "Folake", "Chukwudi", "Yetunde"],
           ["Okonkwo", "Adeyemi", "Eze", "Balogun", "Nwosu", "Ogunleye", "Afolabi", "Obi"]),
    "el": (["Eleni", "Dimitrios", "Konstantina", "Georgios", "Vasiliki", "Panagiotis", "Athanasia", "Spyridon"],
           ["Papadopoulos", "Georgiou", "Nikolaidis", "Karagiannis", "Vlachou", "Oikonomou", "Pappas", "Christodoulou"]),
    "cs": (["Tereza", "Jakub", "Kateřina", "Ondřej", "Veronika", "Lukáš", "Barbora", "Vojtěch"],
           ["Novotná", "Dvořák", "Procházková", "Černý", "Kučera", "Veselá", "Horák", "Němcová"]),
    "uk": (["Oksana", "Taras", "Kateryna", "Bohdan", "Iryna", "Mykola", "Solomiia", "Yaroslav"],
           ["Shevchenko", "Kovalenko", "Bondarenko", "Tkachenko", "Kravchuk", "Melnyk", "Oliinyk", "Lysenko"]),
    "ga": (["Siobhán", "Cillian", "Aoife", "Pádraig", "Niamh", "Eoghan", "Róisín", "Tadhg"],
           ["O'Sullivan", "Ní Bhriain", "McCarthy", "Ó Súilleabháin", "Fitzgerald", "Brennan", "Gallagher", "Keane"]),
    "es": (["Ximena", "Joaquín", "Guadalupe", "Rodrigo", "Itziar", "Maximiliano", "Catalina", "Fernando"],
           ["Echeverría", "Castañeda", "Villanueva", "Zubizarreta", "Quintero", "Montoya", "Alcántara", "Ibarra"]),
    "pt": (["Thiago", "Luana", "Gonçalo", "Beatriz", "Rafaela", "Vinícius", "Inês", "Caetano"],
           ["Figueiredo", "Nogueira", "Carvalho", "Magalhães", "Sampaio", "Bittencourt", "Araújo", "Cavalcanti"]),
    "de": (["Friederike", "Wolfgang", "Annegret", "Lukas", "Svenja", "Ulrich", "Hannelore", "Jannik"],
           ["Brückner", "Schwarzkopf", "Oberländer", "Hoffmeister", "Kleinschmidt", "Wendland", "Pfeiffer", "Ziegler"]),
    "fr": (["Ségolène", "Baptiste", "Maëlle", "Gaspard", "Clémence", "Thibault", "Océane", "Aurélien"],
           ["Lefèvre", "Rousseau", "Delacroix", "Marchand", "Chevallier", "Gauthier", "Boulanger", "Perrin"]),
    "it": (["Ludovica", "Gianluca", "Benedetta", "Raffaele", "Ginevra", "Pierpaolo", "Arianna", "Massimiliano"],
           ["Esposito", "Bianchi", "Colombo", "Ferraro", "Mancini", "Santoro", "Lombardi", "Barbieri"]),
    "nl": (["Femke", "Joris", "Maartje", "Sander", "Lieke", "Thijs", "Anouk", "Gijs"],
           ["Vermeulen", "de Jong", "Bakker", "Jansen", "Dijkstra", "Visser", "Mulder", "de Groot"]),
    "pl": (["Agnieszka", "Grzegorz", "Małgorzata", "Przemysław", "Katarzyna", "Wojciech", "Zuzanna", "Bartłomiej"],
           ["Wiśniewska", "Zieliński", "Wójcik", "Kamińska", "Lewandowski", "Szymańska", "Dąbrowski", "Kozłowska"]),
    "sv": (["Linnea", "Oskar", "Ebba", "Viktor", "Saga", "Hugo", "Alva", "Elias"],
           ["Lindqvist", "Bergström", "Sandberg", "Holmgren", "Nyström", "Engström", "Lundgren", "Åkesson"]),
    "tr": (["Elif", "Emre", "Zeynep", "Burak", "Ayşe", "Mehmet", "Defne", "Kerem"],
           ["Yılmaz", "Demir", "Şahin", "Çelik", "Aydın", "Öztürk", "Kaya", "Arslan"]),
    "en": (["Bethany", "Gareth", "Imogen", "Declan", "Harriet", "Rupert", "Lorraine", "Desmond"],
           ["Whitfield", "Thornton", "Ashcroft", "Pemberton", "Blackwood", "Hargreaves", "Cartwright", "Fairbanks"]),
    "fi": (["Aino", "Eetu", "Sanni", "Joonas", "Iida", "Lauri", "Venla", "Arttu"],
           ["Virtanen", "Korhonen", "Mäkelä", "Nieminen", "Heikkinen", "Koskinen", "Laaksonen", "Järvinen"]),
}
SCRIPT_NAMES = {
    "ru": ["Анастасия Воронцова", "Дмитрий Соколов", "Екатерина Лебедева", "Сергей Кузнецов", "Ольга Миронова", "Никита Орлов"],
    "el": ["Ελένη Παπαδοπούλου", "Νικόλαος Γεωργίου", "Μαρία Κωνσταντίνου", "Ιωάννης Αλεξίου"],
    "ko": ["김민준", "이서연", "박지훈", "최수아", "정도윤", "강하은"],
    "zh": ["王子涵", "李雨桐", "张浩然", "刘思琪", "陈俊杰", "杨梓萱"],
    "ja": ["佐藤 美咲", "鈴木 大輔", "高橋 結衣", "田中 翔太", "渡辺 葵", "伊藤 蓮"],
    "ar": ["يوسف الحربي", "ليلى حداد", "خالد المصري", "نورة القحطاني"],
    "uk": ["Оксана Шевченко", "Тарас Коваленко", "Ірина Мельник", "Богдан Лисенко"],
    "he": ["נועה כהן", "יונתן לוי", "מאיה מזרחי", "איתי פרץ"],
}


def person(r, culture=None):
    c = culture or r.choice(sorted(NAMES))
    g, f = NAMES[c]
    return c, r.choice(g), r.choice(f)


# ---------------------------------------------------------------- phones
# region: (cc, trunk, [(prefix, nsn_len)]) -- prefixes checked with phonenumbers (check_g.py)
PHONES = {
    "DE": ("49", "0", [("151", 11), ("160", 10), ("170", 10), ("176", 11), ("30", 10), ("89", 10)]),
    "AT": ("43", "0", [("664", 10), ("676", 10)]),
    "CH": ("41", "0", [("78", 9), ("79", 9), ("44", 9), ("21", 9)]),
    "FR": ("33", "0", [("61", 9), ("62", 9), ("66", 9), ("75", 9), ("77", 9), ("14", 9), ("45", 9)]),
    "BE": ("32", "0", [("470", 9), ("475", 9), ("486", 9), ("495", 9)]),
    "NL": ("31", "0", [("61", 9), ("62", 9), ("64", 9), ("20", 9), ("30", 9)]),
    "ES": ("34", "", [("6", 9), ("91", 9), ("93", 9)]),
    "PT": ("351", "", [("91", 9), ("93", 9), ("96", 9), ("21", 9)]),
    "IT": ("39", "", [("32", 10), ("33", 10), ("34", 10), ("06", 10), ("02", 10)]),
    "PL": ("48", "", [("50", 9), ("60", 9), ("69", 9), ("22", 9)]),
    "CZ": ("420", "", [("601", 9), ("603", 9), ("720", 9), ("777", 9)]),
    "HU": ("36", "06", [("20", 9), ("30", 9), ("70", 9), ("1", 8)]),
    "RO": ("40", "0", [("72", 9), ("74", 9), ("21", 9)]),
    "GR": ("30", "", [("69", 10), ("21", 10)]),
    "SE": ("46", "0", [("70", 9), ("72", 9), ("73", 9), ("8", 9)]),
    "NO": ("47", "", [("41", 8), ("47", 8), ("92", 8), ("97", 8)]),
    "DK": ("45", "", [("26", 8), ("27", 8), ("28", 8)]),
    "FI": ("358", "0", [("40", 9), ("50", 9)]),
    "IE": ("353", "0", [("85", 9), ("86", 9), ("87", 9)]),
    "GB": ("44", "0", [("7711", 10), ("7734", 10), ("7791", 10), ("7912", 10), ("2079", 10), ("1614", 10)]),
    "US": ("1", "", [("2125", 10), ("4157", 10), ("6173", 10), ("3128", 10), ("2064", 10)]),
    "CA": ("1", "", [("4164", 10), ("6048", 10), ("5142", 10)]),
    "MX": ("52", "", [("55", 10), ("33", 10), ("81", 10)]),
    "BR": ("55", "", [("119", 11), ("219", 11), ("112", 10), ("313", 10)]),
    "JP": ("81", "0", [("90", 10), ("80", 10)]),
    "KR": ("82", "0", [("102", 10), ("104", 10), ("108", 10)]),
    "CN": ("86", "", [("13", 11), ("18", 11)]),
    "IN": ("91", "0", [("98", 10), ("99", 10), ("70", 10)]),
    "AU": ("61", "0", [("41", 9), ("42", 9), ("46", 9), ("28", 9), ("39", 9)]),
    "ZA": ("27", "0", [("82", 9), ("72", 9), ("21", 9)]),
    "TR": ("90", "0", [("53", 10), ("54", 10), ("212", 10)]),
    "RU": ("7", "8", [("91", 10), ("92", 10), ("495", 10)]),
    "ID": ("62", "0", [("812", 11), ("813", 11)]),
}


def _group(s, sizes):
    out, i = [], 0
    for n in sizes:
        if i >= len(s):
            break
        out.append(s[i:i + n])
        i += n
    if i < len(s):
        out.append(s[i:])
    return out


GROUPS = {"DE": [4, 3, 4], "AT": [3, 3, 4], "CH": [2, 3, 2, 2], "FR": [1, 2, 2, 2, 2], "BE": [3, 2, 2, 2], "NL": [1, 8],
          "ES": [3, 2, 2, 2], "PT": [3, 3, 3], "IT": [3, 3, 4], "PL": [3, 3, 3], "CZ": [3, 3, 3], "HU": [2, 3, 4],
          "RO": [3, 3, 3], "GR": [3, 3, 4], "SE": [2, 3, 2, 2], "NO": [2, 2, 2, 2], "DK": [2, 2, 2, 2], "FI": [2, 3, 4],
          "IE": [2, 3, 4], "GB": [4, 6], "US": [3, 3, 4], "CA": [3, 3, 4], "MX": [2, 4, 4], "BR": [2, 5, 4],
          "JP": [2, 4, 4], "KR": [2, 4, 4], "CN": [3, 4, 4], "IN": [5, 5], "AU": [3, 3, 3], "ZA": [2, 3, 4],
          "TR": [3, 3, 2, 2], "RU": [3, 3, 2, 2], "ID": [3, 4, 4]}


def phone(r, region, intl=None):
    """returns (formatted, region). national format uses the trunk prefix; intl uses +cc or 00cc."""
    cc, trunk, pres = PHONES[region]
    pre, L = r.choice(pres)
    nsn = pre + "".join(r.choice(DIG) for _ in range(L - len(pre)))
    if region in ("US", "CA"):
        nsn = nsn[:3] + r.choice("23456789") + nsn[4:]
    g = GROUPS[region]
    parts = _group(nsn, g)
    if region == "BR" and len(nsn) == 10:
        parts = _group(nsn, [2, 4, 4])
    if intl is None:
        intl = r.random() < 0.4
    if intl:
        sep = r.choice([" ", " ", "-", "."]) if region not in ("US", "CA") else r.choice(["-", " ", "."])
        lead = r.choice(["+", "+", "00"]) + cc
        if region in ("DE", "AT", "CH", "GB", "NL") and r.random() < 0.3:
            return lead + " (0)" + " ".join(parts), region
        return lead + " " + sep.join(parts), region
    if region in ("US", "CA"):
        return r.choice(["(%s) %s-%s", "%s-%s-%s", "%s.%s.%s"]) % tuple(parts), region
    if region == "BR":
        return "(%s) %s-%s" % (parts[0], parts[1], "".join(parts[2:])), region
    if region == "RU":
        return "8 (%s) %s-%s-%s" % tuple(parts), region
    if region in ("JP", "KR"):
        return trunk + "-".join(parts), region
    if region in ("SE",):
        return trunk + parts[0] + "-" + " ".join(parts[1:]), region
    if region == "HU":
        return "06 " + " ".join(parts), region
    sep = r.choice([" ", " ", "-", "/"]) if region in ("DE", "AT") else " "
    if region in ("DE", "AT") and sep == "/":
        return trunk + parts[0] + "/" + "".join(parts[1:]), region
    return trunk + sep.join(parts), region


# ---------------------------------------------------------------- check-digit ids
def luhn_digit(body):
    s = 0
    for i, ch in enumerate(reversed(body)):
        d = int(ch)
        if i % 2 == 0:
            d *= 2
            if d > 9:
                d -= 9
        s += d
    return str((10 - s % 10) % 10)


def luhn_ok(num):
    return luhn_digit(num[:-1]) == num[-1]


def card(r):
    kind = r.choice(["visa", "mc", "mc2", "amex", "discover", "jcb", "unionpay", "mir", "diners"])
    if kind == "visa":
        body, L = "4" + rs(r, 5, DIG), 16
    elif kind == "mc":
        body, L = "5" + r.choice("12345"), 16
    elif kind == "mc2":
        body, L = str(r.randint(2221, 2720)), 16
    elif kind == "amex":
        body, L = r.choice(["34", "37"]), 15
    elif kind == "discover":
        body, L = r.choice(["6011", "65"]), 16
    elif kind == "jcb":
        body, L = str(r.randint(3528, 3589)), 16
    elif kind == "unionpay":
        body, L = "62" + rs(r, 2, DIG), r.choice([16, 19])
    elif kind == "mir":
        body, L = "220" + str(r.randint(0, 4)), 16
    else:
        body, L = "36", 14
    body += rs(r, L - 1 - len(body), DIG)
    return kind, body + luhn_digit(body)


def fmt_card(r, num, kind):
    sep = r.choice([" ", "-", ".", "", " ", "-", "."])
    if kind == "amex":
        g = [4, 6, 5]
    elif kind == "diners":
        g = [4, 6, 4]
    else:
        g = [4] * (len(num) // 4) + ([len(num) % 4] if len(num) % 4 else [])
    return sep.join(_group(num, g))


IBAN_SPEC = {"HU": "n24", "RO": "a4c16", "CZ": "n20", "GR": "n23", "DK": "n14", "NO": "n11", "FI": "n14", "AT": "n16",
             "CH": "n17", "IE": "a4n14", "TR": "n5z1n16", "SA": "n2c18", "AE": "n19", "PL": "n24", "SE": "n20",
             "HR": "n17", "SK": "n20", "BG": "a4n6c8", "LU": "n3c13", "LT": "n16"}


def iban(r, cc=None):
    cc = cc or r.choice(sorted(IBAN_SPEC))
    spec = IBAN_SPEC[cc]
    import re as _re
    bban = ""
    for t, n in _re.findall(r"([ancz])(\d+)", spec):
        n = int(n)
        bban += {"a": lambda: rs(r, n, UP), "n": lambda: rs(r, n, DIG), "c": lambda: rs(r, n, UP + DIG),
                 "z": lambda: "0" * n}[t]()
    rearr = bban + cc + "00"
    num = int("".join(str(int(ch, 36)) for ch in rearr))
    chk = 98 - num % 97
    return cc, "%s%02d%s" % (cc, chk, bban)


def iban_ok(s):
    s = s.replace(" ", "")
    rearr = s[4:] + s[:4]
    return int("".join(str(int(ch, 36)) for ch in rearr)) % 97 == 1


def group4(s):
    return " ".join(s[i:i + 4] for i in range(0, len(s), 4))


def de_steuer_id(r):
    while True:
        digs = [r.choice("123456789")] + [r.choice(DIG) for _ in range(9)]
        from collections import Counter
        c = Counter(digs)
        if sorted(c.values(), reverse=True)[0] in (2, 3) and sum(1 for v in c.values() if v > 1) == 1:
            break
    prod = 10
    for ch in digs:
        s = (int(ch) + prod) % 10
        if s == 0:
            s = 10
        prod = (2 * s) % 11
    chk = 11 - prod
    if chk == 10:
        chk = 0
    return "".join(digs) + str(chk)


CF_ODD = {c: v for c, v in zip("0123456789", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21])}
CF_ODD.update(dict(zip("ABCDEFGHIJKLMNOPQRSTUVWXYZ", [1, 0, 5, 7, 9, 13, 15, 17, 19, 21, 2, 4, 18, 20, 11, 3, 6, 8, 12, 14, 16, 10, 22, 25, 24, 23])))


def _cf_part(word, is_name):
    w = "".join(ch for ch in word.upper() if ch in UP)
    cons = [c for c in w if c not in "AEIOU"]
    vows = [c for c in w if c in "AEIOU"]
    if is_name and len(cons) >= 4:
        cons = [cons[0], cons[2], cons[3]]
    return ("".join(cons + vows) + "XXX")[:3]


def it_codice_fiscale(r, given, family, y, m, d, female):
    import unicodedata
    def strip(s):
        return "".join(ch for ch in unicodedata.normalize("NFD", s) if unicodedata.category(ch) != "Mn")
    code = _cf_part(strip(family), False) + _cf_part(strip(given), True)
    code += "%02d" % (y % 100) + "ABCDEHLMPRST"[m - 1] + "%02d" % (d + (40 if female else 0))
    code += r.choice(["H501", "F205", "L219", "F839", "A662", "D612", "G273", "C351"])
    s = 0
    for i, ch in enumerate(code):
        s += CF_ODD[ch] if i % 2 == 0 else (int(ch) if ch.isdigit() else ord(ch) - 65)
    return code + chr(65 + s % 26)


CURP_ALPHA = "0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ"


def mx_curp(r, y, m, d, female):
    s = rs(r, 1, "BCGHLMPRSV") + rs(r, 1, "AEIOU") + rs(r, 2, "ABCDEGHLMNOPRSTVZ")
    s += "%02d%02d%02d" % (y % 100, m, d) + ("M" if female else "H")
    s += r.choice(["DF", "JC", "NL", "MC", "PL", "VZ", "GT", "CH"]) + rs(r, 3, "BCDFGHJKLMNPRSTVZ")
    s += r.choice(DIG) if y < 2000 else r.choice(UP)
    tot = sum(CURP_ALPHA.index(ch) * (18 - i) for i, ch in enumerate(s))
    return s + str((10 - tot % 10) % 10)


def cl_rut(r):
    body = str(r.randint(6_000_000, 25_999_999))
    s, w = 0, 2
    for ch in reversed(body):
        s += int(ch) * w
        w = 2 if w == 7 else w + 1
    dv = 11 - s % 11
    dv = "0" if dv == 11 else "K" if dv == 10 else str(dv)
    b = body[::-1]
    grouped = ".".join(b[i:i + 3] for i in range(0, len(b), 3))[::-1]
    return "%s-%s" % (grouped, dv)


def ar_cuil(r, female):
    while True:
        pre = "27" if female else "20"
        dni = str(r.randint(20_000_000, 45_999_999))
        digs = pre + dni
        s = sum(int(a) * b for a, b in zip(digs, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2]))
        c = 11 - s % 11
        if c == 10:
            continue
        c = 0 if c == 11 else c
        return "%s-%s-%d" % (pre, dni, c)


def ro_cnp(r, y, m, d, female):
    s = ("2" if female else "1") if y < 2000 else ("6" if female else "5")
    s += "%02d%02d%02d" % (y % 100, m, d) + "%02d" % r.randint(1, 46) + "%03d" % r.randint(1, 999)
    c = sum(int(a) * int(b) for a, b in zip(s, "279146358279")) % 11
    return s + ("1" if c == 10 else str(c))


def hu_taj(r):
    b = "".join(r.choice(DIG) for _ in range(8))
    c = sum(int(ch) * (3 if i % 2 == 0 else 7) for i, ch in enumerate(b)) % 10
    return b + str(c)


def gr_amka(r, y, m, d):
    b = "%02d%02d%02d" % (d, m, y % 100) + rs(r, 4, DIG)
    return b + luhn_digit(b)


def ie_ppsn(r):
    b = rs(r, 7, DIG)
    s = sum(int(ch) * w for ch, w in zip(b, range(8, 1, -1)))
    c = s % 23
    return b + ("W" if c == 0 else chr(64 + c))


def at_svnr(r, y, m, d):
    while True:
        ser = str(r.randint(100, 999))
        dt = "%02d%02d%02d" % (d, m, y % 100)
        digs = ser + dt
        w = [3, 7, 9, 5, 8, 4, 2, 1, 6]
        c = sum(int(a) * b for a, b in zip(digs, w)) % 11
        if c == 10:
            continue
        return "%s%d %s" % (ser, c, dt)


def cz_rc(r, y, m, d, female):
    while True:
        base = "%02d%02d%02d" % (y % 100, m + (50 if female else 0), d) + rs(r, 3, DIG)
        c = int(base) % 11
        if c == 10:
            continue
        return base[:6] + "/" + base[6:] + str(c)


def no_fnr(r, y, m, d):
    while True:
        b = "%02d%02d%02d" % (d, m, y % 100) + str(r.randint(0, 499)).zfill(3)
        k1 = 11 - sum(int(a) * b_ for a, b_ in zip(b, [3, 7, 6, 1, 8, 9, 4, 5, 2])) % 11
        if k1 == 10:
            continue
        k1 = 0 if k1 == 11 else k1
        b += str(k1)
        k2 = 11 - sum(int(a) * b_ for a, b_ in zip(b, [5, 4, 3, 2, 7, 6, 5, 4, 3, 2])) % 11
        if k2 == 10:
            continue
        k2 = 0 if k2 == 11 else k2
        return b + str(k2)


_VD = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, 3, 4, 0, 6, 7, 8, 9, 5], [2, 3, 4, 0, 1, 7, 8, 9, 5, 6], [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
       [4, 0, 1, 2, 3, 9, 5, 6, 7, 8], [5, 9, 8, 7, 6, 0, 4, 3, 2, 1], [6, 5, 9, 8, 7, 1, 0, 4, 3, 2], [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
       [8, 7, 6, 5, 9, 3, 2, 1, 0, 4], [9, 8, 7, 6, 5, 4, 3, 2, 1, 0]]
_VP = [[0, 1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 5, 7, 6, 2, 8, 3, 0, 9, 4], [5, 8, 0, 3, 7, 9, 6, 1, 4, 2], [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
       [9, 4, 5, 3, 1, 2, 6, 8, 7, 0], [4, 2, 8, 6, 5, 7, 3, 9, 0, 1], [2, 7, 9, 3, 8, 0, 6, 4, 1, 5], [7, 0, 4, 6, 9, 1, 3, 2, 5, 8]]
_VI = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9]


def verhoeff_ok(num):
    c = 0
    for i, ch in enumerate(reversed(num)):
        c = _VD[c][_VP[i % 8][int(ch)]]
    return c == 0


def in_aadhaar(r):
    b = r.choice("23456789") + rs(r, 10, DIG)
    c = 0
    for i, ch in enumerate(reversed(b)):
        c = _VD[c][_VP[(i + 1) % 8][int(ch)]]
    full = b + str(_VI[c])
    assert verhoeff_ok(full)
    return "%s %s %s" % (full[:4], full[4:8], full[8:])


def sg_nric(r):
    p = r.choice("ST")
    d = rs(r, 7, DIG)
    s = sum(int(a) * b for a, b in zip(d, [2, 7, 6, 5, 4, 3, 2])) + (4 if p == "T" else 0)
    return p + d + "JZIHGFEDCBA"[s % 11]


def il_tz(r):
    b = rs(r, 8, DIG)
    s = 0
    for i, ch in enumerate(b):
        v = int(ch) * (1 if i % 2 == 0 else 2)
        s += v - 9 if v > 9 else v
    return b + str((10 - s % 10) % 10)


def jp_mynumber(r):
    b = r.choice("123456789") + rs(r, 10, DIG)
    s = 0
    for n in range(1, 12):
        p = int(b[11 - n])
        q = n + 1 if n <= 6 else n - 5
        s += p * q
    rem = s % 11
    c = 0 if rem <= 1 else 11 - rem
    full = b + str(c)
    return "%s %s %s" % (full[:4], full[4:8], full[8:])


def uk_nhs(r):
    while True:
        b = rs(r, 9, DIG)
        c = 11 - sum(int(a) * w for a, w in zip(b, range(10, 1, -1))) % 11
        if c == 10:
            continue
        c = 0 if c == 11 else c
        f = b + str(c)
        return "%s %s %s" % (f[:3], f[3:6], f[6:])


def ru_snils(r):
    while True:
        b = "%09d" % r.randint(1_002_000, 999_999_999)
        s = sum(int(ch) * w for ch, w in zip(b, range(9, 0, -1)))
        if s < 100:
            c = s
        elif s in (100, 101):
            c = 0
        else:
            c = s % 101
            c = 0 if c == 100 else c
        return "%s-%s-%s %02d" % (b[:3], b[3:6], b[6:], c)


def us_itin(r):
    return "9%s-%d-%s" % (rs(r, 2, DIG), r.choice(list(range(70, 89)) + [90, 91, 92, 94, 95, 96, 97, 98, 99]), rs(r, 4, DIG))


def us_ssn(r):
    while True:
        a = r.randint(1, 899)
        if a != 666:
            break
    return "%03d-%02d-%04d" % (a, r.randint(1, 99), r.randint(1, 9999))


def id_nik(r, y, m, d, female):
    return "%s%02d%02d%02d%s" % (r.choice(["317401", "327302", "357801", "517102", "127105"]), d + (40 if female else 0), m, y % 100, rs(r, 4, DIG))


def pk_cnic(r):
    return "%s-%s-%s" % (r.choice(["35202", "42101", "61101", "37405", "17301"]), rs(r, 7, DIG), r.choice(DIG))


def br_cpf(r):
    b = [r.randrange(10) for _ in range(9)]
    d1 = (sum(x * w for x, w in zip(b, range(10, 1, -1))) * 10) % 11 % 10
    d2 = (sum(x * w for x, w in zip(b + [d1], range(11, 1, -1))) * 10) % 11 % 10
    s = "".join(map(str, b + [d1, d2]))
    return "%s.%s.%s-%s" % (s[:3], s[3:6], s[6:9], s[9:])


def cn_resident(r, y, m, d, female):
    b = r.choice(["110105", "310115", "440305", "510107", "330106"]) + "%04d%02d%02d" % (y, m, d)
    seq = r.randint(0, 99)
    g = r.choice([0, 2, 4, 6, 8]) if female else r.choice([1, 3, 5, 7, 9])
    b += "%02d%d" % (seq, g)
    w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2]
    s = sum(int(a) * b_ for a, b_ in zip(b, w)) % 11
    return b + "10X98765432"[s]


# MRZ (ICAO 9303) check digit
def mrz_check(s):
    val = {c: i for i, c in enumerate("0123456789")}
    val.update({c: i + 10 for i, c in enumerate(UP)})
    val["<"] = 0
    return str(sum(val[ch] * w for ch, w in zip(s, [7, 3, 1] * 20)) % 10)


def passport_no(r, country):
    if country == "D":
        return rs(r, 1, "CFGHJK") + rs(r, 8, "CFGHJKLMNPRTVWXYZ0123456789")
    if country == "USA":
        return rs(r, 9, DIG)
    if country == "GBR":
        return rs(r, 9, DIG)
    if country == "FRA":
        return rs(r, 2, DIG) + rs(r, 2, UP) + rs(r, 5, DIG)
    if country == "IND":
        return rs(r, 1, "JKLMNPRSTUVWZ") + rs(r, 7, DIG)
    if country == "CHN":
        return "E" + rs(r, 8, DIG)
    if country == "ITA":
        return rs(r, 2, UP) + rs(r, 7, DIG)
    if country == "ESP":
        return rs(r, 3, UP) + rs(r, 6, DIG)
    if country == "POL":
        return rs(r, 2, UP) + rs(r, 7, DIG)
    if country == "NLD":
        return rs(r, 2, UP) + rs(r, 6, UP + DIG) + rs(r, 1, DIG)
    return rs(r, 2, UP) + rs(r, 7, DIG)


def mrz(r, country, family, given, y, m, d, female):
    import unicodedata
    def up(s):
        s = "".join(ch for ch in unicodedata.normalize("NFD", s) if unicodedata.category(ch) != "Mn")
        return "".join(ch if ch in UP else "<" for ch in s.upper())
    num = passport_no(r, country)
    namefield = (up(family) + "<<" + up(given))
    l1 = ("P<" + country.ljust(3, "<") + namefield).ljust(44, "<")[:44]
    nf = num.ljust(9, "<")
    dob = "%02d%02d%02d" % (y % 100, m, d)
    exp = "%02d%02d%02d" % (r.randint(27, 35), r.randint(1, 12), r.randint(1, 28))
    nat = country.ljust(3, "<")
    opt = "<" * 14
    l2 = nf + mrz_check(nf) + nat + dob + mrz_check(dob) + ("F" if female else "M") + exp + mrz_check(exp) + opt + mrz_check(opt)
    comp = nf + mrz_check(nf) + dob + mrz_check(dob) + exp + mrz_check(exp) + opt + mrz_check(opt)
    l2 += mrz_check(comp)
    return l1, l2, num, namefield.rstrip("<")


def birth(r, lo=1948, hi=2004):
    return r.randint(lo, hi), r.randint(1, 12), r.randint(1, 28)


def sha256(s):
    return hashlib.sha256(s.encode()).hexdigest()
