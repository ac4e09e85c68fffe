"""Reply language and team size in the languages of ``languages`` (and number words in all).

"I proszę odpowiadać po angielsku", "返信は日本語でお願いします", "svar gerne på dansk": a
reply verb of the language, then the language named its way; a language only named ("nie
mówi po polsku", "writing in English for a colleague") says nothing. Team size: "vi er 5
udviklere", "Vi är tre utvecklare", "Jest nas sześcioro w zespole", "エンジニアは8名です",
a count beside a first-person "we are" or a team noun, the number written as a word or
digits. Counts of seats, users or customers are not team sizes.
"""

from __future__ import annotations

import re

from memory_core.extract.builtin import cue_rules, more_languages
from memory_core.extract.builtin.language_forms import LANGUAGE_FORMS

# Language names in these languages -> English.
_NAMES: dict[str, str] = {
    "engelsk": "English",
    "engelska": "English",
    "norsk": "Norwegian",
    "norska": "Norwegian",
    "dansk": "Danish",
    "danska": "Danish",
    "svensk": "Swedish",
    "svenska": "Swedish",
    "tysk": "German",
    "tyska": "German",
    "angielsku": "English",
    "polsku": "Polish",
    "niemiecku": "German",
    "francusku": "French",
    "hiszpańsku": "Spanish",
    "anglicky": "English",
    "česky": "Czech",
    "německy": "German",
    "englanniksi": "English",
    "suomeksi": "Finnish",
    "ruotsiksi": "Swedish",
    "saksaksi": "German",
    "ingilizce": "English",
    "i̇ngilizce": "English",
    "türkçe": "Turkish",
    "almanca": "German",
    **more_languages.LANGUAGE_NAMES,
    **cue_rules.LANGUAGE_NAMES,
    **LANGUAGE_FORMS,
}
_JA_NAMES = {"日本語": "Japanese", "英語": "English", "ドイツ語": "German", "中国語": "Chinese"}
_REPLY_VERBS = (
    r"svar\w*|skriv\w*|odpowiad\w*|odpisuj\w*|pisz\w*|pisać|odpovídej\w*|odpovídat|piš\w*|"
    r"vastaa\w*|vastatkaa|kirjoita\w*|yanıt\w*|cevap\w*|yazın|yazar\s+mısınız|answer|reply|respond|"
    + more_languages.REPLY_VERBS
    + "|"
    + cue_rules.REPLY_VERBS
)
_LANG_RE = re.compile(
    r"\b(?:"
    + _REPLY_VERBS
    + r")\b[^.?!]{0,30}?\b(?:på\s+|po\s+|in\s+)?("
    + "|".join(sorted(_NAMES, key=len, reverse=True))
    + r")\b",
    re.IGNORECASE,
)
_AFTER_RE = re.compile(  # the verb after the name: "Türkçe yanıt verin", "हिंदी में जवाब दें"
    r"(?<!\w)(" + "|".join(sorted(_NAMES, key=len, reverse=True)) + r")\s*(?:में|মে|তে|میں)?\s+"
    r"(?:yanıt|cevap|जवाब|उत्तर|रिप्लाई|উত্তর|জবাব|جواب)",
    re.I,
)
_JA_LANG_RE = re.compile(
    r"(" + "|".join(_JA_NAMES) + r")で[^。]{0,8}?(?:返信|回答|返事|お願い|対応)|"
    r"(?:返信|回答|返事)は[^。]{0,4}?(" + "|".join(_JA_NAMES) + r")"
)
_NEGATED_RE = re.compile(r"\b(?:ikke|inte|nie|ne|ei|not|don't|never)\b[^.?!,]{0,20}$", re.I)


# the last word of every name: a sentence with none of them names no language (a cheap gate)
_NAME_TAILS = frozenset(n.split()[-1] for n in _NAMES)
_WORD_RE = re.compile(r"\w+")
_ODD_NAMES = tuple(n for n in _NAMES if not re.fullmatch(r"\w+(?:\s\w+)*", n))  # "по-английски"


def reply_language(s: str) -> str | None:
    """The language a sentence asks replies in, in these languages; None if it asks none."""
    if (m := _JA_LANG_RE.search(s)) is not None:
        return _JA_NAMES[m.group(1) or m.group(2)]
    low = s.lower()
    if _NAME_TAILS.isdisjoint(_WORD_RE.findall(low)) and not any(n in low for n in _ODD_NAMES):
        return None
    m = _LANG_RE.search(s) or _AFTER_RE.search(s)
    if m is None or _NEGATED_RE.search(s[: m.start(1)]):
        return None
    return _NAMES[m.group(1).lower()]


# 2..20 as words; words that are also ordinary words in another language are left out
# (Norwegian "to" and "ti", Danish "ni", Italian "sei" and "due", Turkish "on", English
# "one").
_NUMBER_WORDS: dict[str, int] = {}
for _n, _words in {
    2: "two zwei deux dos två dva dwa dwóch dwoje kaksi iki dois duas",
    3: "three drei trois tres tre tři trzy trzech troje kolme üç três",
    4: "four vier quatre cuatro quattro fire fyra čtyři cztery czterech czworo neljä dört quatro",
    5: "five fünf cinq cinco cinque fem pět pięć pięciu pięcioro viisi beş ",
    6: "six sechs seis seks sex šest sześć sześciu sześcioro kuusi altı",
    7: "seven sieben sept siete sette sju syv sedm siedem siedmiu siedmioro seitsemän yedi sete",
    8: "eight acht huit ocho otto åtte otte åtta osm osiem ośmiu ośmioro kahdeksan sekiz oito",
    9: "nine neun neuf nueve nove nio devět dziewięć dziewięciu dziewięcioro yhdeksän dokuz",
    10: "ten zehn dix diez dieci tio deset dziesięć dziesięciu kymmenen dez",
    12: "twelve zwölf douze doce dodici tolv dvanáct dwanaście dwunastu doze",
}.items():
    for _w in (_words + " " + more_languages.NUMBER_WORDS.get(_n, "")).split():
        _NUMBER_WORDS[_w] = _n
_NUMBER_RE = re.compile(
    r"\b(" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")\b", re.IGNORECASE
)
_TOKEN_RE = re.compile(r"\w+")
_NUMBER_HEADS = frozenset(_TOKEN_RE.findall(" ".join(_NUMBER_WORDS)))  # every token, a superset
_N = r"(\d{1,4}|" + "|".join(sorted(_NUMBER_WORDS, key=len, reverse=True)) + r")"
_TEAM_NOUNS = (
    r"utvecklare|udviklere|utviklere|programmerare|programmører|ingenjörer|ingeniører|"
    r"personer|folk|mand|programistów|programistami|osób|osoby|inżynierów|deweloperów|"
    r"vývojář\w*|lidí|inženýr\w*|kehittäjää|kehittäjä|insinööriä|henkeä|geliştirici\w*|"
    r"mühendis\w*|kişi\w*|engineers|developers|devs|people|ontwikkelaars|mensen|sviluppatori|"
    r"persone|desarrolladores|personas|développeurs|personnes|entwickler\w*|leute|pessoas|"
    r"desenvolvedores"
)
_TEAM_RES = (
    re.compile(
        r"\b(?:vi\s+(?:er|är)|w?e\s+zijn(?:\s+met)?|wij\s+zijn(?:\s+met)?|jesteśmy|jsme|olemme|meitä\s+on|je\s+nás|jest\s+nas|we['’]re|we\s+are|"
        r"team\s+of)\s+"
        r"(?:nu\s+|nå\s+|now\s+|teraz\s+|już\s+|cirka\s+|omkring\s+|około\s+|asi\s+|noin\s+)?"
        + _N
        + r"(?:\s+(?:"
        + _TEAM_NOUNS
        + r")\b|\s+(?:w|i|v|ve)\s+(?:zespole|teamet|teamet|týmu|tiimissä)\b|\s*(?:$|[.!;]))",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:teamet|holdet|zespół|tým|tiimimme|tiimi|ekibimiz|ekip)\s+(?:er|är|består\s+af|"
        r"består\s+av|liczy|ma|má|on|)\s*(?:nu\s+|nå\s+)?" + _N + r"\s+(?:" + _TEAM_NOUNS + r")\b",
        re.IGNORECASE,
    ),
    re.compile(  # "zespół urósł do 9 osób", "teamet voksede til 12", "tiimissämme on 6 kehittäjää"
        r"\b(?:zespół|teamet|holdet|tým|tiimi|tiimimme|ekibimiz|team)\s+(?:urósł|wzrósł|vokste|"
        r"voksede|växte|vyrostl|kasvoi|büyüdü|grew|shrank|shrunk|went\s+down|doubled|tripled)\s+(?:do|til|till|na|to)\s+"
        + _N
        + r"\b|\b(?:we|team)\b[^.?!]{0,30}?\bdown\s+to\s+"
        + _N
        + r"\s+(?:engineers|developers|devs|people)\b|\b(?:tiimissämme|tiimissä|meillä)\s+on\s+"
        + _N
        + r"\s+(?:"
        + _TEAM_NOUNS
        + r")\b",
        re.IGNORECASE,
    ),
    re.compile(  # Turkish: "4 kişilik bir ekibiz", "artık 7 geliştiriciyiz" (the "we" is glued)
        r"\b" + _N + r"\s+(?:kişilik\s+(?:bir\s+)?(?:ekib|ekip|takım)\w*|(?:geliştirici|mühendis|"
        r"kişi)(?:yiz|yız|iz|ız)\b)",
        re.IGNORECASE,
    ),
    re.compile(  # "Tim kami ada 4 orang developer", "Nhóm ... có 3 người", "o echipă de 5 ..."
        r"\b(?:"
        + more_languages.TEAM_SUBJECTS
        + r")\b[^.?!\d]{0,30}?\b(?:"
        + more_languages.TEAM_COUNT_BEFORE
        + r")\s+"
        + _N
        + r"\s+(?:"
        + more_languages.TEAM_NOUNS
        + r")\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"(?:エンジニア|開発者|開発チーム|チーム|社員|メンバー)(?:は|が|数は)?(?:現在)?(\d{1,4})\s*(?:名|人)"
    ),
    re.compile(  # Chinese: "我们团队有 12 名工程师", "开发团队现在有8个人"
        r"(?:团队|團隊|小组|小組)(?:现在|現在|目前)?(?:共)?有\s*(\d{1,4})\s*(?:名|个|個|位|人)"
    ),
)
_NOT_TEAM_RE = re.compile(r"^\s*(?:\w+\s+)?(?:seats?|licen[cs]\w*|users?|kunder|klient\w*)", re.I)


def team_size(s: str) -> str | None:
    """The team size a first-person sentence states in these languages (digits), or None."""
    for rx in _TEAM_RES:
        if (m := rx.search(s)) is None:
            continue
        g = next(i for i in range(1, (m.lastindex or 1) + 1) if m.group(i))
        if _NOT_TEAM_RE.match(s[m.end(g) :]):
            continue
        word = m.group(g)
        return str(_NUMBER_WORDS[word.lower()]) if word.lower() in _NUMBER_WORDS else word
    return None


def numbers_as_digits(s: str) -> str:
    """Number words written as digits, for the English team-size rules ("we're five engineers")."""
    if _NUMBER_HEADS.isdisjoint(_TOKEN_RE.findall(s.lower())):
        return s  # most sentences name no number word: no pass of the alternation
    return _NUMBER_RE.sub(lambda m: str(_NUMBER_WORDS[m.group(1).lower()]), s)
