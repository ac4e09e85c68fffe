"""Names, addresses, phones, dates for corpus F."""
from gen_f_values import digits, rs, UP

NAMES = {
    "en": (["Harriet", "Declan", "Rosalind", "Thaddeus", "Imogen", "Barnaby", "Philippa", "Cormac", "Eloise", "Fergus"],
           ["Whitcombe", "Ashdown", "Pemberton", "Fairbairn", "Okonedo", "Stanhope", "Blackwood", "Thistlethwaite", "Mcgillivray", "Hargreaves"]),
    "us": (["Tamika", "Brayden", "Kenzie", "Dashawn", "Marisol", "Colton", "Jolene", "Trevon", "Alondra", "Garrett"],
           ["Kowalczyk", "Delacroix", "Washburn", "Fitzgerald", "Montoya", "Hollingsworth", "Gutierrez", "Lindqvist", "Abernathy", "Pruitt"]),
    "de": (["Jürgen", "Annegret", "Wolfram", "Friederike", "Korbinian", "Mechthild", "Lorenz", "Hannelore", "Detlef", "Wiebke"],
           ["Brüggemann", "Oberhauser", "Kleinschmidt", "Wendtland", "Pfeiffer", "Rademacher", "Zimmerling", "Hölzl", "Eichhorn", "Trautmann"]),
    "fr": (["Gwenaëlle", "Thibault", "Ségolène", "Aurélien", "Maëlys", "Gauthier", "Solène", "Baptiste", "Clémence", "Yannick"],
           ["Lefebvre", "Duchêne", "Marchetti", "Beaumanoir", "Rousseau", "Vasseur", "Lemoine", "Charpentier", "Deschamps", "Quéméner"]),
    "es": (["Inmaculada", "Íñigo", "Remedios", "Gonzalo", "Begoña", "Ximena", "Fermín", "Almudena", "Rodrigo", "Nerea"],
           ["Etxeberria", "Villalobos", "Quintanilla", "Arrieta", "Zubizarreta", "Carrasco", "Maldonado", "Echeverría", "Ibarrola", "Sepúlveda"]),
    "pt": (["Conceição", "Joaquim", "Leonor", "Gonçalo", "Rosário", "Thiago", "Iracema", "Valdemar", "Benedita", "Anselmo"],
           ["Magalhães", "Figueiredo", "Albuquerque", "Nogueira", "Cavaco", "Brandão", "Sampaio", "Gusmão", "Quaresma", "Valadares"]),
    "it": (["Ludovica", "Gianmarco", "Benedetta", "Ottavio", "Caterina", "Raffaele", "Ginevra", "Pierluigi", "Annunziata", "Fiorenzo"],
           ["Bianchetti", "Scognamiglio", "Lombardozzi", "Caruso", "Guerrieri", "Fabbrocini", "Tartaglia", "Montalbano", "Esposito", "Bertolucci"]),
    "nl": (["Joost", "Marijke", "Sjoerd", "Femke", "Wouter", "Anouk", "Hendrik", "Lieke", "Maarten", "Sanne"],
           ["Verhoeven", "Kuipers", "Dijkstra", "Schouten", "Brouwer", "Hoekstra", "Veenstra", "Timmermans", "Wijnberg", "Oosterhuis"]),
    "pl": (["Grzegorz", "Bożena", "Przemysław", "Małgorzata", "Wojciech", "Agnieszka", "Krzysztof", "Jadwiga", "Zbigniew", "Katarzyna"],
           ["Wiśniewski", "Brzęczyszczykiewicz", "Zielińska", "Kaczmarek", "Szymański", "Wróblewska", "Jankowski", "Dąbrowska", "Pawłowski", "Grabowska"]),
    "tr": (["Mehmet", "Ayşegül", "Oğuzhan", "Zeynep", "Burak", "Elif", "Serkan", "Gülşen", "Tolga", "Nurcan"],
           ["Yılmaz", "Öztürk", "Karaca", "Demirtaş", "Kılıç", "Aydoğan", "Çelik", "Şahin", "Erdoğdu", "Bayraktar"]),
    "ja": (["Haruto", "Yui", "Sota", "Mio", "Riku", "Hinata", "Kaito", "Akari", "Yuto", "Sakura"],
           ["Takahashi", "Watanabe", "Kobayashi", "Yamaguchi", "Matsumoto", "Inoue", "Hayashi", "Shimizu", "Morimoto", "Fujiwara"]),
    "zh": (["Xiaoming", "Meiling", "Zhiwei", "Yuxuan", "Haoran", "Jiayi", "Zihan", "Ruoxi", "Junjie", "Shufen"],
           ["Zhang", "Wang", "Liu", "Chen", "Huang", "Zhao", "Zhou", "Xu", "Deng", "Guo"]),
    "ko": (["Minjun", "Seoyeon", "Jiho", "Haeun", "Dohyun", "Yerin", "Jungwoo", "Soyoung", "Taeyang", "Eunji"],
           ["Kim", "Park", "Choi", "Jung", "Kang", "Yoon", "Jang", "Lim", "Han", "Shin"]),
    "vi": (["Nguyet", "Tuan", "Thao", "Quang", "Huong", "Duc", "Linh", "Phuong", "Khanh", "Trinh"],
           ["Nguyen", "Tran", "Pham", "Hoang", "Phan", "Vu", "Dang", "Bui", "Do", "Ngo"]),
    "in": (["Priyanka", "Venkatesh", "Lakshmi", "Harish", "Deepika", "Sundar", "Ananya", "Rajesh", "Kavitha", "Aravind"],
           ["Raghunathan", "Subramaniam", "Chatterjee", "Deshpande", "Iyengar", "Banerjee", "Kulkarni", "Venkataraman", "Bhattacharya", "Nair"]),
    "ar": (["Yousef", "Fatima", "Khalid", "Layla", "Omar", "Mariam", "Tariq", "Noor", "Hamza", "Samira"],
           ["Al-Mansouri", "Haddad", "El-Sayed", "Khoury", "Nasser", "Bouazizi", "Al-Rashid", "Darwish", "Hamdan", "Saleh"]),
    "ng": (["Chinonso", "Oluwaseun", "Ngozi", "Adebayo", "Chiamaka", "Emeka", "Folasade", "Obinna", "Yetunde", "Ikechukwu"],
           ["Adeyemi", "Okafor", "Nwachukwu", "Balogun", "Eze", "Adeleke", "Okonkwo", "Olatunji", "Ogunleye", "Uchenna"]),
    "ru": (["Dmitri", "Svetlana", "Yaroslav", "Ekaterina", "Vsevolod", "Lyudmila", "Anatoly", "Oksana", "Gennady", "Yelena"],
           ["Voronov", "Kuznetsova", "Belyakov", "Sokolova", "Rybakov", "Lebedeva", "Zakharov", "Morozova", "Chernyshev", "Orlova"]),
    "sv": (["Birgitta", "Henrik", "Ingrid", "Magnus", "Sigrid", "Torbjörn", "Linnea", "Sture", "Ebba", "Gunnar"],
           ["Lindqvist", "Bergström", "Håkansson", "Sjöberg", "Nyström", "Eklund", "Wallin", "Lundgren", "Åström", "Holmberg"]),
    "gr": (["Eleftherios", "Anastasia", "Konstantinos", "Despina", "Panagiotis", "Theodora", "Spyridon", "Vasiliki", "Dimitrios", "Chrysoula"],
           ["Papadopoulos", "Karamanlis", "Georgiou", "Konstantinidou", "Nikolaidis", "Papadaki", "Stavropoulos", "Alexiou", "Manolakis", "Tsakiris"]),
}
KANJI_NAMES = [("田中", "美咲"), ("佐藤", "健太"), ("鈴木", "陽菜"), ("高橋", "大翔"), ("伊藤", "結衣"), ("渡辺", "蓮")]


def name(r, culture=None):
    c = culture or r.choice(sorted(NAMES))
    f, l = NAMES[c]
    return r.choice(f), r.choice(l), c


def full(r, culture=None):
    f, l, c = name(r, culture)
    return f + " " + l


# ---------------------------------------------------------------- addresses (one line)
def address(r, cc):
    n = r.randrange(2, 240)
    if cc == "US":
        st = r.choice(["Larkspur Lane", "W Belmont Ave", "Sycamore Ridge Dr", "NE Alberta St", "Old Mill Rd", "Chestnut Hill Blvd"])
        city = r.choice([("Portland", "OR", "97211"), ("Evanston", "IL", "60201"), ("Austin", "TX", "78704"), ("Asheville", "NC", "28801"), ("Madison", "WI", "53703")])
        apt = r.choice(["", "", " Apt 4B", " Unit 12", " #307"])
        return "%d %s%s, %s, %s %s" % (n * 7, st, apt, city[0], city[1], city[2])
    if cc == "CA":
        st = r.choice(["Rue Saint-Denis", "Queen St W", "Oak Bay Ave", "Boulevard René-Lévesque"])
        city = r.choice([("Montréal", "QC", "H2X 3K4"), ("Toronto", "ON", "M5V 2T6"), ("Victoria", "BC", "V8S 1E5")])
        return "%d %s, %s %s %s" % (n * 11, st, city[0], city[1], city[2])
    if cc == "GB":
        st = r.choice(["Ashburnham Grove", "Coldharbour Lane", "Mill Road", "St Aldates", "Kingsdown Parade", "Gloucester Crescent"])
        city = r.choice([("London", "SE10 8UE"), ("Cambridge", "CB1 2AS"), ("Oxford", "OX1 1DP"), ("Bristol", "BS6 5AW"), ("Leeds", "LS6 2QE")])
        flat = r.choice(["", "Flat 3, ", "Flat 2A, "])
        return "%s%d %s, %s %s" % (flat, n % 90 + 1, st, city[0], city[1])
    if cc == "IE":
        return "%d %s, %s" % (n % 60 + 1, r.choice(["Grove Park", "Leeson Street Upper", "Glasthule Road"]), r.choice(["Dublin 6, D06 F2X4", "Cork T12 X70A", "Galway H91 E2K3"]))
    if cc == "DE":
        st = r.choice(["Schönhauser Allee", "Lindenstraße", "Am Kupfergraben", "Hauptstr.", "Bergmannstraße", "Kastanienweg"])
        city = r.choice(["10435 Berlin", "80469 München", "50667 Köln", "20357 Hamburg", "04109 Leipzig"])
        return "%s %d%s, %s" % (st, n % 150 + 1, r.choice(["", "", "a", "b"]), city)
    if cc == "AT":
        return "%s %d/%d, %s" % (r.choice(["Mariahilfer Straße", "Neubaugasse", "Herrengasse"]), n % 120 + 1, r.randrange(1, 20), r.choice(["1070 Wien", "8010 Graz", "5020 Salzburg"]))
    if cc == "CH":
        return "%s %d, %s" % (r.choice(["Bahnhofstrasse", "Rue du Rhône", "Spalenberg"]), n % 90 + 1, r.choice(["8001 Zürich", "1204 Genève", "4051 Basel"]))
    if cc == "FR":
        st = r.choice(["rue de la Roquette", "avenue Jean-Jaurès", "boulevard Voltaire", "impasse des Lilas", "quai de la Fosse", "allée des Tilleuls"])
        city = r.choice(["75011 Paris", "69007 Lyon", "44000 Nantes", "31000 Toulouse", "13006 Marseille"])
        return "%d%s %s, %s" % (n % 200 + 1, r.choice(["", "", " bis", " ter"]), st, city)
    if cc == "BE":
        return "%s %d, %s" % (r.choice(["Rue des Éperonniers", "Kortrijksesteenweg", "Avenue Louise"]), n % 300 + 1, r.choice(["1000 Bruxelles", "9000 Gent", "4000 Liège"]))
    if cc == "ES":
        st = r.choice(["Calle de Alcalá", "Carrer de Mallorca", "Avenida de la Constitución", "Calle Mayor", "Paseo de Gracia", "Rúa do Franco"])
        city = r.choice(["28014 Madrid", "08037 Barcelona", "41001 Sevilla", "15705 Santiago de Compostela", "46002 Valencia"])
        return "%s, %d, %s, %s" % (st, n % 200 + 1, r.choice(["3º B", "2º izq.", "bajo", "5º 1ª"]), city)
    if cc == "PT":
        st = r.choice(["Rua da Prata", "Avenida da Liberdade", "Travessa do Carmo", "Rua de Cedofeita", "Largo do Rato"])
        city = r.choice(["1100-414 Lisboa", "4050-180 Porto", "3000-123 Coimbra", "8000-312 Faro"])
        return "%s, n.º %d, %s, %s" % (st, n % 200 + 1, r.choice(["2.º Esq.", "1.º Dto.", "r/c", "3.º"]), city)
    if cc == "BR":
        st = r.choice(["Rua Augusta", "Avenida Paulista", "Rua das Laranjeiras", "Rua XV de Novembro"])
        city = r.choice(["São Paulo - SP, 01310-100", "Rio de Janeiro - RJ, 22240-003", "Curitiba - PR, 80020-310"])
        return "%s, %d, apto %d, %s" % (st, n * 3, r.randrange(11, 190), city)
    if cc == "MX":
        return "%s %d, Col. %s, %s" % (r.choice(["Av. Insurgentes Sur", "Calle Durango", "Av. Juárez"]), n * 4, r.choice(["Roma Norte", "Del Valle", "Centro"]), r.choice(["06700 Ciudad de México, CDMX", "03100 CDMX", "44100 Guadalajara, Jal."]))
    if cc == "IT":
        st = r.choice(["Via dei Coronari", "Corso Buenos Aires", "Viale Monza", "Piazza Santo Spirito", "Via Toledo"])
        city = r.choice(["00186 Roma", "20124 Milano", "50125 Firenze", "80134 Napoli", "10121 Torino (TO)"])
        return "%s %d, %s" % (st, n % 180 + 1, city)
    if cc == "NL":
        st = r.choice(["Prinsengracht", "Oudegracht", "Van Woustraat", "Witte de Withstraat", "Korte Nieuwstraat"])
        city = r.choice(["1016 HT Amsterdam", "3511 AL Utrecht", "3012 CN Rotterdam", "2511 AB Den Haag"])
        return "%s %d%s, %s" % (st, n % 300 + 1, r.choice(["", "-II", " hs", "B"]), city)
    if cc == "PL":
        return "ul. %s %d/%d, %s" % (r.choice(["Marszałkowska", "Długa", "Piotrkowska", "Floriańska"]), n % 150 + 1, r.randrange(1, 60), r.choice(["00-624 Warszawa", "80-831 Gdańsk", "90-102 Łódź", "31-019 Kraków"]))
    if cc == "SE":
        return "%s %d, %s" % (r.choice(["Götgatan", "Drottninggatan", "Linnégatan"]), n % 120 + 1, r.choice(["118 46 Stockholm", "413 01 Göteborg", "211 22 Malmö"]))
    if cc == "AU":
        return "%d %s, %s" % (n % 200 + 1, r.choice(["Brunswick St", "Glebe Point Rd", "Hay St"]), r.choice(["Fitzroy VIC 3065", "Glebe NSW 2037", "Perth WA 6000"]))
    if cc == "IN":
        return "Flat %d, %s, %s" % (r.randrange(101, 1200), r.choice(["Sai Krupa Apartments, 4th Cross, Indiranagar", "Plot 22, Jubilee Hills Road No. 36", "B-14, Vasant Kunj Sector C"]), r.choice(["Bengaluru 560038", "Hyderabad 500033", "New Delhi 110070"]))
    if cc == "JP":
        return r.choice(["〒150-0001 東京都渋谷区神宮前%d丁目%d-%d" % (r.randrange(1, 7), r.randrange(1, 30), r.randrange(1, 20)),
                         "〒530-0012 大阪府大阪市北区芝田%d-%d-%d" % (r.randrange(1, 3), r.randrange(1, 20), r.randrange(1, 15)),
                         "%d-%d-%d Jingumae, Shibuya-ku, Tokyo 150-0001" % (r.randrange(1, 7), r.randrange(1, 30), r.randrange(1, 20))])
    raise KeyError(cc)


# ---------------------------------------------------------------- phones
def phone(r, cc, intl=False):
    if cc == "US":
        a = r.choice(["415", "312", "617", "206", "512", "303", "404"])
        e = str(r.randrange(201, 999))
        s = digits(r, 4)
        return "+1 %s %s %s" % (a, e, s) if intl else r.choice(["(%s) %s-%s", "%s-%s-%s", "%s.%s.%s"]) % (a, e, s)
    if cc == "GB":
        m = "7" + r.choice(["700", "911", "480", "583", "969"]) + digits(r, 6)
        if r.random() < .3:
            m = "20" + r.choice("78") + digits(r, 7)
            return "+44 20 %s %s" % (m[2:6], m[6:]) if intl else "020 %s %s" % (m[2:6], m[6:])
        return "+44 %s %s" % (m[:4], m[4:]) if intl else "0%s %s" % (m[:4], m[4:])
    if cc == "DE":
        m = r.choice(["151", "160", "170", "176", "157"]) + digits(r, 8)
        if r.random() < .3:
            m = "30" + digits(r, 8)
            return "+49 30 %s" % m[2:] if intl else r.choice(["030 %s", "(030) %s", "030/%s"]) % m[2:]
        return "+49 %s %s" % (m[:3], m[3:]) if intl else r.choice(["0%s %s", "0%s-%s", "0%s/%s"]) % (m[:3], m[3:])
    if cc == "FR":
        m = r.choice("67") + r.choice("12345678") + digits(r, 7)
        g = " ".join([m[1:3], m[3:5], m[5:7], m[7:9]])
        return "+33 %s %s" % (m[0], g) if intl else "0%s %s" % (m[0], g) if r.random() < .7 else ("0%s." % m[0]) + g.replace(" ", ".")
    if cc == "ES":
        m = r.choice("67") + digits(r, 8)
        return "+34 %s %s %s" % (m[:3], m[3:6], m[6:]) if intl else "%s %s %s" % (m[:3], m[3:6], m[6:])
    if cc == "PT":
        m = "9" + r.choice("1236") + digits(r, 7)
        return "+351 %s %s %s" % (m[:3], m[3:6], m[6:]) if intl else "%s %s %s" % (m[:3], m[3:6], m[6:])
    if cc == "IT":
        m = "3" + r.choice(["33", "47", "28", "39", "40"]) + digits(r, 7)
        return "+39 %s %s" % (m[:3], m[3:]) if intl else "%s %s %s" % (m[:3], m[3:6], m[6:])
    if cc == "NL":
        m = "6" + r.choice("1234568") + digits(r, 7)
        return "+31 6 %s" % m[1:] if intl else r.choice(["06-%s", "06 %s"]) % m[1:]
    if cc == "BR":
        m = r.choice(["11", "21", "31", "41"]) + "9" + digits(r, 8)
        return "+55 %s 9%s-%s" % (m[:2], m[3:7], m[7:]) if intl else "(%s) 9%s-%s" % (m[:2], m[3:7], m[7:])
    if cc == "MX":
        m = r.choice(["55", "33", "81"]) + digits(r, 8)
        return "+52 %s %s %s" % (m[:2], m[2:6], m[6:]) if intl else "%s %s %s" % (m[:2], m[2:6], m[6:])
    if cc == "IN":
        m = r.choice("6789") + digits(r, 9)
        return "+91 %s %s" % (m[:5], m[5:]) if intl else "0%s %s" % (m[:5], m[5:])
    if cc == "JP":
        m = r.choice(["90", "80", "70"]) + digits(r, 8)
        return "+81 %s-%s-%s" % (m[:2], m[2:6], m[6:]) if intl else "0%s-%s-%s" % (m[:2], m[2:6], m[6:])
    if cc == "AU":
        m = "4" + digits(r, 8)
        return "+61 %s %s %s" % (m[:3], m[3:6], m[6:]) if intl else "0%s %s %s" % (m[:3], m[3:6], m[6:])
    if cc == "PL":
        m = r.choice("5678") + digits(r, 8)
        return "+48 %s %s %s" % (m[:3], m[3:6], m[6:]) if intl else "%s-%s-%s" % (m[:3], m[3:6], m[6:])
    if cc == "SE":
        m = "7" + r.choice("0236") + digits(r, 7)
        return "+46 %s %s %s %s" % (m[:2], m[2:5], m[5:7], m[7:]) if intl else "0%s-%s %s %s" % (m[:2], m[2:5], m[5:7], m[7:])
    raise KeyError(cc)


MONTHS = {"en": ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"],
          "de": ["Januar", "Februar", "März", "April", "Mai", "Juni", "Juli", "August", "September", "Oktober", "November", "Dezember"],
          "fr": ["janvier", "février", "mars", "avril", "mai", "juin", "juillet", "août", "septembre", "octobre", "novembre", "décembre"],
          "es": ["enero", "febrero", "marzo", "abril", "mayo", "junio", "julio", "agosto", "septiembre", "octubre", "noviembre", "diciembre"],
          "pt": ["janeiro", "fevereiro", "março", "abril", "maio", "junho", "julho", "agosto", "setembro", "outubro", "novembro", "dezembro"],
          "it": ["gennaio", "febbraio", "marzo", "aprile", "maggio", "giugno", "luglio", "agosto", "settembre", "ottobre", "novembre", "dicembre"],
          "nl": ["januari", "februari", "maart", "april", "mei", "juni", "juli", "augustus", "september", "oktober", "november", "december"],
          }


def birth(r):
    return r.randrange(1948, 2006), r.randrange(1, 13), r.randrange(1, 29)


def date_fmt(r, lang, ymd=None):
    y, m, d = ymd or birth(r)
    k = r.randrange(4)
    if lang in MONTHS and k == 0:
        if lang == "en":
            return "%s %d, %d" % (MONTHS["en"][m - 1], d, y)
        if lang == "de":
            return "%d. %s %d" % (d, MONTHS["de"][m - 1], y)
        return ("%d de %s de %d" if lang in ("es", "pt") else "%d %s %d") % (d, MONTHS[lang][m - 1], y)
    if lang == "ja":
        return "%d年%d月%d日" % (y, m, d)
    if lang in ("en",) and k == 1:
        return "%02d/%02d/%d" % (m, d, y)
    if k == 2:
        return "%d-%02d-%02d" % (y, m, d)
    sep = {"de": ".", "pl": ".", "tr": ".", "cs": ". ", "fi": ".", "ru": ".", "nl": "-", "sv": "-"}.get(lang, "/")
    if lang == "sv":
        return "%d-%02d-%02d" % (y, m, d)
    return "%02d%s%02d%s%d" % (d, sep, m, sep, y)
