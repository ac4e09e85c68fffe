"""Credential cues in many languages at once: the nouns for a password or code, the verbs
of setting one ("changed it to X"), back-references ("same as last time: X"), and PIN /
PUK / door codes.

One lexicon covers ~40 languages, so a phrasing in a language no rule was tuned on is
still caught. A cue opens a window of a few tokens on the same line; the first token
there that has a credential's shape (``credshape``: strong for nouns, weak for verbs
and back-references) is taken. Languages that put the verb after the object
(``X に変更しました``) are read backwards. PINs are digits, so they need their own
nouns (PIN, PUK, door/alarm/safe code).
"""

from __future__ import annotations

import re

from memory_core.pii import credshape
from memory_core.pii.cuegate import may_hold, prefixes
from memory_core.pii.keep import words
from memory_core.pii.placeholders import PASSWORD
from memory_core.pii.spans import P_CONTEXT_SECRET, Doc, Span

# Nouns for a password (lower case; stems where the language inflects).
_NOUNS = (
    "password", "passwort", "kennwort", "mot de passe", "mdp", "contraseña", "contrasena",
    "clave", "senha", "palavra-passe", "wachtwoord", "lösenord", "lösen", "passord",
    "adgangskode", "kodeord", "salasan", "lykilorð", "hasł", "hasl", "heslo", "jelszó",
    "jelszav", "parolă", "parola", "parool", "geslo", "lozink", "šifr", "slaptažod",
    "paroli", "salasõna", "пароль", "пароля", "лозинк", "κωδικ", "şifre", "סיסמ",
    "كلمة المرور", "كلمة السر", "पासवर्ड", "パスワード", "密码", "密碼", "口令", "비밀번호",
    "암호", "รหัสผ่าน", "mật khẩu", "kata sandi", "sandi", "kata laluan", "passphrase",
    "passcode", "archive key", "pre-shared key", "preshared key", "psk", "lösenfras",
    "parolo",
)  # fmt: skip
CRED_NOUNS_RE = re.compile("|".join(re.escape(n) for n in _NOUNS))
# Verbs of setting or changing a credential, followed by the new value.
_VERBS = (
    "changed it to", "changed to", "set it to", "reset it to", "now it's", "geändert auf",
    "geändert in", "geändert zu", "zmieniłem na", "zmieniłam na", "zmienione na",
    "bytte till", "byttet til", "byttede til", "ændrede til", "ændret til", "vaihdoin",
    "schimbat-o în", "schimbat în", "schimbat-o in", "άλλαξα σε", "поменял на",
    "поменяла на", "сменил на", "сменила на", "изменил на", "змінив на", "змінила на",
    "changé en", "changé pour", "cambiado a", "cambié a", "cambiada a", "mudei para",
    "alterei para", "mudada para", "cambiato in", "cambiata in", "veranderd naar",
    "veranderd in", "gewijzigd naar", "gewijzigd in", "ganti jadi", "ganti ke",
    "diganti jadi", "diganti ke", "ubah jadi", "ubah ke", "değiştirdim", "olarak değiştir",
    "שיניתי ל", "改成", "改为", "改為", "đổi thành", "změnil jsem na", "změnila jsem na",
    "zmenil som na", "megváltoztattam", "promijenio u", "promijenila u", "pakeičiau į",
    "nomainīju uz", "muutsin",
)  # fmt: skip
# Back-references to a credential given before.
_BACKREFS = (
    "same one as", "same as last", "same as before", "the same as", "samma som",
    "det samme som", "det samma som", "den samme som", "das von letzter", "das gleiche wie",
    "dasselbe wie", "wie letztes mal", "wie beim letzten", "to samo co", "tak samo jak",
    "stejné jako", "stejne jako", "rovnaké ako", "тот же", "то же", "той самий", "yang sama",
    "前回と同じ", "和上次一样", "跟上次一样", "같은 걸", "comme la dernière", "le même que",
    "el mismo que", "la misma que", "o mesmo que", "a mesma que", "lo stesso di",
    "la stessa di", "hetzelfde als", "dezelfde als", "aynısı", "ugyanaz", "sama kuin",
    "samme som", "ίδιο με", "הסיסמה הקודמת", "ta sama co",
)  # fmt: skip
# Object-before-verb cues: the value is the token before them.
_AFTER_VALUE = (
    "に変更",
    "に設定",
    "로 변경",
    "으로 변경",
    "로 바꿨",
    "으로 바꿨",
    "olarak değiştir",
)
_VERB_RE = re.compile("|".join(re.escape(v) for v in _VERBS + _BACKREFS))
_PIN_NOUNS = re.compile(
    r"(?<![a-z])(?:pin|puk|pin-?kod\w*|pinkod\w*|pin-?code|pin-?nummer|passcode|暗証番号"
    r"|portkod\w*|dørkode\w*|türcode|zugangscode|torcode|alarmcode"
    r"|(?:door|gate|garage|alarm|safe|entry|access|lock|keypad|unlock) ?code"
    r"|(?P<generic>kod|kód|kodu|koden|kode|código|codigo|codice|code|cod))(?![a-z])"
)
# A generic "code" is a PIN only when a lock, door, safe or card is named right after it
# and no error / status / postal sense before it.
_NOT_PIN = re.compile(
    r"(?:error|exit|status|http|response|return|zip|postal|post|country|area|promo|discount"
    r"|product|source|country|fehler|kraj|pocztowy|postal|postale|ошибк)\W{0,3}\w{0,8}\W{0,2}$"
)
_QUALIFIED = re.compile(
    r"(?:garáž|garaż|garag|sejf|safe|tresor|alarm|dveř|drzwi|porta|puerta|porte|deur|tür"
    r"|dør|dörr|brama|portão|portail|cancello|kassaskåp|coffre|caja fuerte|cassaforte"
    r"|trezor|tor\b|gate|door|lock|schloss|zámek|zamek|entrance|eingang|wejści|entrée"
    r"|ingresso|bitlocker|sim|bank|karte|kort|card|telefon|phone|handy)"
)
_PIN_VALUE = re.compile(r"\d{4,8}[#*]?")
_NOUN_GATE = prefixes(_NOUNS)
_VERB_GATE = prefixes(_VERBS + _BACKREFS)
_PIN_GATE = prefixes(
    words(
        "pin puk passcode portkod dørkode türcode zugangscode torcode alarmcode door gate garage"
        " alarm safe entry access lock keypad unlock kod kodu koden kode codigo codice code cod"
    )
)
_TOKEN = re.compile(r"[^\s,;]+")
_MAX_TOKENS = 8


def _tokens(doc: Doc, s: int) -> list[tuple[int, int]]:
    """Up to ``_MAX_TOKENS`` tokens after ``s`` on its line, ending before a placeholder:
    counted in tokens, not characters, so masking a value never brings another into reach
    (which keeps masking idempotent)."""
    out: list[tuple[int, int]] = []
    for m in _TOKEN.finditer(doc.text, s, _line_end(doc.text, s)):
        if "\x00" in doc.low[m.start() : m.end()] or len(out) >= _MAX_TOKENS:
            break
        out.append((m.start(), m.end()))
    return out


_HARD = re.compile(r"[!@#$%^&*+=?~|§€£]")
_SWITCH = re.compile(r"[^\W\d_][0-9]|[0-9][^\W\d_]")


def _verb_value(v: str) -> bool:
    """After a verb alone ("changed to X"), a product or version ("PostgreSQL15",
    "Windows11") is more likely than a password: a symbol, two letter/digit switches or
    a passphrase of three or more parts is needed."""
    return (
        _HARD.search(v) is not None
        or len(_SWITCH.findall(v)) >= 2
        or (v.count("-") + v.count("_") >= 2 and not v.isupper())
    )


def _first_value(doc: Doc, s: int, weak: bool) -> tuple[int, int] | None:
    text = doc.text
    for ts, te in _tokens(doc, s):
        got = credshape.token_value(text, ts, te)
        if got is None:
            continue
        if text[got[0]] in "\"'`" and got[1] - got[0] > 5:
            got = (got[0] + 1, got[1])
        v = text[got[0] : got[1]]
        if weak and not _verb_value(v):
            continue
        if credshape.weak_ok(v) if weak else credshape.strong_ok(v):
            return got
    return None


def _line_end(text: str, i: int) -> int:
    j = text.find("\n", i)
    return len(text) if j < 0 else j


def _pins(doc: Doc, out: list[Span]) -> None:
    text, low = doc.text, doc.low
    for m in _PIN_NOUNS.finditer(low):
        if m.group("generic") and (
            _QUALIFIED.search(low, m.end(), m.end() + 30) is None
            or _NOT_PIN.search(low, max(0, m.start() - 20), m.start()) is not None
        ):
            continue
        for ts, te in _tokens(doc, m.end()):
            v = _PIN_VALUE.fullmatch(text, ts, te - 1 if text[te - 1] in ".,;:)" else te)
            if v is not None:
                out.append(Span(v.start(), v.end(), PASSWORD, P_CONTEXT_SECRET))
                break


def detect(doc: Doc) -> list[Span]:
    """Spans of credentials after multilingual nouns, verbs and back-references."""
    text, low = doc.text, doc.low
    out: list[Span] = []
    for rx, weak, gate in ((CRED_NOUNS_RE, False, _NOUN_GATE), (_VERB_RE, True, _VERB_GATE)):
        if not may_hold(doc, gate):
            continue
        for m in rx.finditer(low):
            got = _first_value(doc, m.end(), weak)
            if got is not None:
                out.append(Span(got[0], got[1], PASSWORD, P_CONTEXT_SECRET))
    for cue in _AFTER_VALUE if doc.ascii is None or "olarak" in doc.words else ():
        i = low.find(cue)
        while i > 0:
            j = i
            while j > 0 and text[j - 1] == " ":
                j -= 1
            k = j
            while k > 0 and not text[k - 1].isspace():
                k -= 1
            v = text[k:j]
            if v and credshape.weak_ok(v):
                out.append(Span(k, j, PASSWORD, P_CONTEXT_SECRET))
            i = low.find(cue, i + 1)
    if doc.digit and may_hold(doc, _PIN_GATE):
        _pins(doc, out)
    return out
