"""Names, addresses, date formats for corpus K (stdlib only)."""

NAMES = {
    "en": (["Harriet", "Declan", "Imogen", "Callum", "Priya", "Gareth", "Siobhan", "Rhys", "Tamsin", "Desmond"],
           ["Whitcombe", "Abernethy", "Pemberton", "Fairbairn", "Huxtable", "Ellingham", "Dunmore", "Trevelyan"]),
    "us": (["Brandon", "Shaniqua", "Tyler", "Madison", "Dwayne", "Kayleigh", "Marcus", "Brittany"],
           ["Kowalski", "Rutherford", "Delgado", "Vandermeer", "Okafor", "Lindqvist", "Castellano", "Hargrove"]),
    "de": (["Jürgen", "Annegret", "Torsten", "Wiebke", "Malte", "Friederike", "Dirk", "Heike", "Sönke", "Ulrike"],
           ["Brandstätter", "Oberhuber", "Kleinschmidt", "Wassermann", "Hölzl", "Rademacher", "Thielemann", "Pfeiffer"]),
    "pt": (["João", "Conceição", "Thiago", "Raquel", "Leonardo", "Fernanda", "Gonçalo", "Inês", "Vinícius", "Luana"],
           ["Arantes", "Figueiredo", "Magalhães", "Queiroz", "Bittencourt", "Sampaio", "Cardoso", "Valadares"]),
    "es": (["Ximena", "Joaquín", "Itziar", "Alejandro", "Mercè", "Rodrigo", "Guadalupe", "Íñigo", "Nerea"],
           ["Quintana", "Echeverría", "Zubizarreta", "Villalobos", "Montoya", "Barrientos", "Irigoyen", "Galindo"]),
    "fr": (["Gaëlle", "Thibault", "Solène", "Anatole", "Margaux", "Baptiste", "Ophélie", "Yannick"],
           ["Lefebvre", "Dubreuil", "Marchetti", "Kervella", "Chassagne", "Beauchêne", "Tessier", "Roussel"]),
    "it": (["Giacomo", "Ludovica", "Pierluigi", "Annalisa", "Tommaso", "Benedetta", "Ottavio", "Chiara"],
           ["Bertolucci", "Scaramuzza", "Ferraresi", "Lombardo", "Cavalcanti", "Pellegrini", "Santoro", "Abbiati"]),
    "pl": (["Krzysztof", "Agnieszka", "Wojciech", "Małgorzata", "Przemysław", "Zofia", "Grzegorz", "Katarzyna"],
           ["Wiśniewski", "Przybylska", "Szczepański", "Zielińska", "Grabowski", "Kaczmarek", "Wróblewska"]),
    "nl": (["Joost", "Femke", "Maarten", "Sanne", "Pieter", "Lieke", "Ruud", "Anouk"],
           ["Vermeulen", "Brouwer", "Hendriks", "Dijkstra", "Verhoeven", "Kuipers", "Smeets", "Timmermans"]),
    "tr": (["Emre", "Elif", "Burak", "Zeynep", "Oğuz", "Derya", "Kaan", "Ayşe"],
           ["Yılmaz", "Karadeniz", "Öztürk", "Demirci", "Çelikkaya", "Arslan", "Kocabaş", "Tekin"]),
    "ng": (["Chidinma", "Oluwaseun", "Ngozi", "Babatunde", "Ifeoma", "Adebayo", "Chukwuemeka", "Funmilayo"],
           ["Okonkwo", "Adeyemi", "Eze", "Olawale", "Nwachukwu", "Ogunleye", "Obi", "Akinola"]),
    "in": (["Aarav", "Ananya", "Vikram", "Lakshmi", "Rohan", "Divya", "Siddharth", "Meenakshi"],
           ["Raghunathan", "Chatterjee", "Deshpande", "Iyer", "Venkataraman", "Bhattacharya", "Kulkarni", "Menon"]),
    "cn": (["Zhiwei", "Xiaoling", "Haoran", "Yuxin", "Junjie", "Meilin", "Zihan", "Shuang"],
           ["Zhang", "Wang", "Liu", "Chen", "Huang", "Zhou", "Xu", "Guo"]),
    "jp": (["Haruto", "Yui", "Sota", "Aoi", "Ren", "Hina", "Takumi", "Sakura"],
           ["Takahashi", "Watanabe", "Yamamoto", "Nakamura", "Kobayashi", "Fujiwara", "Matsumoto", "Inoue"]),
    "sv": (["Linnea", "Björn", "Ebba", "Gustav", "Sigrid", "Viktor", "Maja", "Henrik"],
           ["Lindgren", "Bergström", "Sjöberg", "Nyström", "Åkesson", "Holmqvist", "Wallin", "Engström"]),
    "ru": (["Dmitri", "Yekaterina", "Sergei", "Anastasia", "Mikhail", "Olga", "Vladislav", "Tatiana"],
           ["Voronov", "Kuznetsova", "Sokolov", "Lebedeva", "Morozov", "Volkova", "Pavlov", "Fedorova"]),
}

CJK_JA = ["田中美咲", "佐藤健太", "鈴木陽菜", "高橋 翔太", "渡辺 結衣"]
CJK_ZH = ["王建国", "李秀英", "张伟", "刘洋", "陈静怡"]
CJK_KO = ["김민준", "이서연", "박지훈", "최유진"]

ADDR_UK = [
    "Flat {n2}, {n} Marlborough Road, Leeds LS6 {pc}",
    "{n} Harcourt Terrace, Salisbury SP2 {pc}",
    "{n} Wellington Crescent, Bristol BS8 {pc}",
    "Apartment {n2}, Caxton House, {n} Tanner Street, London SE1 {pc}",
    "{n} Glebe Lane, Penrith CA11 {pc}",
    "{n} Cathcart Road, Glasgow G42 {pc}",
    "Rose Cottage, {n} Mill Hill, Frome BA11 {pc}",
]
ADDR_X = {
    "de": ["Kastanienallee {n}, 10435 Berlin", "Schwanthalerstraße {n}, 80336 München", "Am Pulverturm {n}, 01067 Dresden",
           "Hauptstr. {n}a, 69117 Heidelberg"],
    "fr": ["{n} rue des Tanneurs, 69002 Lyon", "{n} boulevard Voltaire, 75011 Paris", "{n} impasse des Lilas, 33000 Bordeaux"],
    "es": ["Calle de Toledo {n}, 3º B, 28005 Madrid", "Carrer de Mallorca {n}, 08036 Barcelona", "Avenida de la Constitución {n}, 41001 Sevilla"],
    "pt": ["Rua Augusta {n}, 1100-053 Lisboa", "Rua de Santa Catarina {n}, 4000-447 Porto", "Av. Paulista {n}, apto 72, 01310-100 São Paulo"],
    "it": ["Via Garibaldi {n}, 20121 Milano", "Via dei Coronari {n}, 00186 Roma", "Corso Vittorio Emanuele II {n}, 10125 Torino"],
    "nl": ["Prinsengracht {n}, 1016 GV Amsterdam", "Oudegracht {n}, 3511 AR Utrecht"],
    "pl": ["ul. Długa {n}/7, 00-238 Warszawa", "ul. Floriańska {n}, 31-019 Kraków"],
    "sv": ["Götgatan {n}, 118 46 Stockholm", "Linnégatan {n}, 413 04 Göteborg"],
    "tr": ["Bağdat Caddesi No:{n} D:4, 34710 Kadıköy/İstanbul"],
}
ADDR_US = ["{n} N Halsted St, Apt 3F, Chicago, IL 60614", "{n} Maple Ridge Dr, Boulder, CO 80301",
           "{n} Alvarado Blvd, Unit 12, Fremont, CA 94538", "{n} Peachtree Industrial Blvd, Duluth, GA 30097"]

MONTHS = {
    "en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
    "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
    "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
    "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
    "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
    "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
}


def name(r, cult=None):
    cult = cult or r.choice(list(NAMES))
    f, l = NAMES[cult]
    return r.choice(f), r.choice(l), cult


def pc_uk(r):
    return "%d%s%s" % (r.randint(1, 9), r.choice("ABDEFGHJLNPQRSTUWXYZ"), r.choice("ABDEFGHJLNPQRSTUWXYZ"))


def addr_uk(r):
    return r.choice(ADDR_UK).format(n=r.randint(2, 180), n2=r.randint(1, 24), pc=pc_uk(r))


def addr_x(r, lang=None):
    lang = lang or r.choice(list(ADDR_X))
    return lang, r.choice(ADDR_X[lang]).format(n=r.randint(2, 140))


def addr_us(r):
    return r.choice(ADDR_US).format(n=r.randint(100, 9800))


def dob(r, lang="en", style=None):
    y, m, d = r.randint(1948, 2006), r.randint(1, 12), r.randint(1, 28)
    style = style if style is not None else (r.choice([0, 3]) if lang in ("ja", "zh") else r.randrange(5))
    if style == 0:
        return "%04d-%02d-%02d" % (y, m, d)
    if style == 1:
        return ("%02d/%02d/%04d" % (m, d, y)) if lang == "us" else ("%02d.%02d.%04d" % (d, m, y) if lang in ("de", "pl", "ru", "tr") else "%02d/%02d/%04d" % (d, m, y))
    if style == 2 and lang in MONTHS:
        mn = MONTHS[lang][m - 1]
        if lang == "en":
            return "%d %s %d" % (d, mn, y)
        if lang == "de":
            return "%d. %s %d" % (d, mn, y)
        if lang in ("es", "pt"):
            return "%d de %s de %d" % (d, mn, y)
        return "%d %s %d" % (d, mn, y)
    if style == 3:
        return "%d年%d月%d日" % (y, m, d) if lang in ("ja", "zh") else "%02d-%02d-%04d" % (d, m, y)
    if lang in ("de", "pl", "ru", "tr", "cs", "fi", "da"):
        return "%02d.%02d.%04d" % (d, m, y)
    return "%d/%d/%04d" % ((m, d, y) if lang == "us" else (d, m, y))
