"""Credentials by value shape and context, in many languages.

A phrase never announces every password ("I set the new one as X", "Prova X",
"Gereset naar X", "ADMIN_PASSWORD rotiert, neuer Wert ist X"), so this family works the
other way round: it scores every candidate token on its shape (``shape.py``: length,
character classes, not a dictionary word, not a known-safe shape such as a host, path,
version or id) and then looks for a credential cue in a window before it on the same
line. A strong cue (a credential noun in any of a dozen languages, a ``*_PASSWORD``
variable name, a ``user / pass`` login pair, a question for a password on the previous
line) accepts a plainly shaped value; a weak cue (a verb of credential use: try, use,
type, set, reset, change, rotate, and back-references such as "same one as before",
"nog steeds", "immer noch") needs a strongly shaped one.
"""

from __future__ import annotations

import re

from memory_core.pii.credcues import BACKREF, CJK_NOUNS, CJK_WEAK, NOUNS, SECRET_NOUNS, VERBS
from memory_core.pii.credshape import (
    STRONG,
    WEAK,
    excluded,
    hex_key,
    shaped,
    strong_ok,
    token_value,
    weak_ok,
)
from memory_core.pii.keep import words
from memory_core.pii.placeholders import PASSWORD, PRIVATE_KEY, SECRET
from memory_core.pii.softwarenames import product_version
from memory_core.pii.spans import P_CONTEXT_SECRET, P_KV, Doc, Span

P_STRONG = P_KV - 3  # above the keep-list shapes, below key=value rules
P_WEAK = P_CONTEXT_SECRET

_CUE_RE = re.compile(
    r"(?:(?<![\w])|(?<=\\[nrt]))(?:(?P<noun>"
    + NOUNS
    + r")|(?P<sec>"
    + SECRET_NOUNS
    + r")|(?P<weak>"
    + VERBS
    + "|"
    + BACKREF
    + r"))(?![\w])|(?P<cjk>"
    + CJK_NOUNS
    + ")|(?P<cjkw>"
    + CJK_WEAK
    + ")"
)
# ``*_PASSWORD``-style variable names (case-sensitive, in the original text).
_VAR_RE = re.compile(
    r"(?<![\w])[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*_?(?P<k>PASSWORD|PASSWD|PASS|PWD|PW|TOKEN|SECRET"
    r"|API_KEY|APIKEY|AUTH_KEY|PRIVATE_KEY|KEY|(?<=_)AUTH)(?![\w])"
)
# "login is deploy / X", "accesso: grafana / X", "user bros y contraseña X" (the noun
# rule covers the last one).
_PAIR_WORD = (
    r"(?:(?<![\w])|(?<=\\[nrt]))(?:log[ -]?in|logon|access|acc(?:è|e)s|acceso|accesso"
    r"|acesso|zugang\w*|toegang|inlog\w*|credentials|creds|konto|account|vpn|wifi|wi-fi|wlan"
    r"|ssh|ftp|db|database|router|portal"
    r"|admin|user(?:name)?|usuario"
    r"|utilizador|utente|benutzer|gebruiker|utilisateur|identifiants?|dane[ \t]+logowania"
    r")(?![\w])[^\n/]{0,40}?[ \t:=]+`?(?P<user>[\w.@+-]{2,64})`?[ \t]*"
)
# "user / pass", "`user` / `pass`"; and "user : pass" (a colon with spaces around it).
_PAIR_RE = re.compile(_PAIR_WORD + r"(?:/{1,2}|[—–|])[ \t]*`?(?P<pw>[^\s\"'`|]+)")
# "Test account for QA -> ops:Lemur!harbor4": user and password glued by a colon.
_PAIR_GLUED_RE = re.compile(_PAIR_WORD + r"(?<=[\w.@+-]):(?P<pw>[^\s\"'`:/]+)(?=[\s,;)]|$)")
_PAIR_COLON_RE = re.compile(_PAIR_WORD + r"(?<=[ \t]):[ \t]+`?(?P<pw>[^\s\"'`]+)")
# "user kellies pass X", "use stephenh with X".
_USER_PASS_RE = re.compile(
    r"(?:(?<![\w])|(?<=\\[nrt]))(?:user(?:name)?|use|login|benutzer|gebruiker|usu(?:a|á)rio"
    r"|utente|utilisateur|utilizador)[ \t:]+[\w.@+-]{2,64}(?:[ \t,]+(?:pass(?:word)?|pw|pwd"
    r"|with|mit|met|con|com|avec)[ \t:]+|[ \t]*,[ \t]*|[ \t]+[—–+][ \t]+)"
    r"(?P<pw>[^\s\"'`]+)"
)
# Weak cues after the value: "in X geändert", "X when it prompts", "X for now".
_AFTER_RE = re.compile(
    r"[ \t]*(?:ge(?:ä|ae)ndert|gesetzt|zur(?:ü|ue)ckgesetzt|ge(?:ä|ae)ndert"
    r"|when[ \t]+(?:it|you|the[ \t]+\w+[ \t]+(?:asks|prompts))"
    r"|for[ \t]+now|pour[ \t]+(?:le[ \t]+moment|l'instant)|por[ \t]+(?:ahora|agora|enquanto)"
    r"|per[ \t]+ora|voor[ \t]+nu|wie[ \t]+vorher|from[ \t]+before|as[ \t]+before"
    r"|comme[ \t]+avant|come[ \t]+prima|como[ \t]+antes|still[ \t]+works"
    r"|into[ \t]+the[ \t]+(?:prompt|field|box|form)"
    r"|(?:and[ \t]+)?it[ \t]+(?:let[ \t]+me[ \t]+in|worked)"
    r"|a[ \t]+(?:go|try|shot|whirl)|again|works?[ \t]+for[ \t]+(?:you|me|us|them))"
    r"(?![\w])"
    # "X で試して", "X を入力", "X 试试", "X로 해보세요"
    r"|[ \t]*(?:で|を|로|으로)?[ \t]*(?:試して|入力|使って|ログイン|试试|试一下|登录"
    r"|해\s?보세요|입력|로그인)"
)
# Candidate tokens: a letter, and a digit, a symbol or an upper-case letter after a lower-
# case one (plain words, by far most tokens, never reach Python). Tried only where a token
# starts; the lookaheads scan one token each. Full-width punctuation ends a token too
# ("パスワード：X です").
_D = "\\s\"'`<>：、。「」（）"
_CAND_RE = re.compile(
    rf"(?<![^{_D}])(?!\d{{1,4}}[-:./]\d|HTTP/|[\w.+-]+@[\w-]+\.[\w.-]+(?:[{_D},;)]|$))"
    rf"(?=[^{_D}]{{0,199}}[A-Za-z])"
    rf"(?=[^{_D}]{{0,199}}(?:[0-9!@#$%^&*+=?~|\[\]{{}}§€£/]|[a-z][A-Z]|[._-][a-z]+[._-]))"
    rf"[^{_D}]{{4,200}}"
)
# The same candidates in ASCII text (nearly all of it), found on ``bytes``: delimiters
# become spaces and a pattern that opens with a literal space lets ``re`` jump from one
# token start to the next instead of trying the lookbehind at every offset.
_DELIM_TO_SPACE = bytes(32 if chr(c).isspace() or chr(c) in "\"'`<>" else c for c in range(256))
_CAND_BYTES = re.compile(
    rb" (?!\d{1,4}[-:./]\d|HTTP/|[\w.+-]+@[\w-]+\.[\w.-]+(?:[ ,;)]|$))"
    rb"(?=[^ ]{0,199}[A-Za-z])"
    rb"(?=[^ ]{0,199}(?:[0-9!@#$%^&*+=?~|\[\]{}/]|[a-z][A-Z]|[._-][a-z]+[._-]))"
    rb"([^ ]{4,200})"
)


def _candidates(doc: Doc) -> list[tuple[int, int]]:
    """``(start, end)`` of every ``_CAND_RE`` match in ``doc.text``."""
    if doc.ascii is None:
        return [m.span() for m in _CAND_RE.finditer(doc.text)]
    b = b" " + doc.ascii.translate(_DELIM_TO_SPACE)
    return [(m.start(1) - 1, m.end(1) - 1) for m in _CAND_BYTES.finditer(b)]


# A line asking for a password: the next speaker's answer is the value.
_LABEL_RE = re.compile(
    r"[ \t]*(?:\[[^\]\n]{1,30}\][ \t]*)?(?:[\w .,'-]{1,40}?[ \t]*[:>][ \t]*)?"
    # "Cliente: sí, es X", "them: it's X": a short reply lead before the value
    r"(?:(?:it'?s|it[ \t]+is|that'?s|sure|yes|yeah|ja|oui|s(?:í|i)|sim|claro)[ \t,:]+)?"
    r"(?:(?:es|est|c'est|(?:é|e)|ist|is|era|was)[ \t,:]+)?"
)
_REPLY_LEAD = re.compile(
    r"(?i)(?:it'?s|it[ \t]+is|that'?s|es|est|c'est|(?:é|e)|ist|is|to|sure|yes|ja|oui|s(?:í|i)"
    r"|sim)[ \t,:]+"
)
_WINDOW = 64
# The account the value opens, right before it: "root on the NAS is X", "new jenkins
# admin: X" (a weak cue: the value must be strongly shaped).
_ACCOUNT_IS = re.compile(
    r"(?<![\w])(?:root|admin|administrator|superuser|sysadmin)(?![\w])[^\n:=]{0,30}?"
    r"(?:[ \t](?:is|was|=)|:)[ \t]+$"
)
# The credential noun after the value: "I set X as the password", "mis X comme mot de passe".
_NOUN_AFTER = re.compile(
    r"[ \t]+(?:as|comme|como|come|als|jako|som|als[ \t]+het)[ \t]+(?:(?:the|my|your|our|le|la"
    r"|mon|ton|votre|notre|das|dein|mein|el|mi|tu|o|il|a|het|de)[ \t]+)?(?:(?:new|nouveau"
    r"|neues?|nuevo|nova|novo|nuovo|nieuwe|nowe)[ \t]+)?(?:" + NOUNS + r")(?![\w])"
)
# "log into the tenant as kiosk01 + X", "(ops, X) for the jump host": user and value
# paired without a credential word between them (a tuple, not a call: "max(a, b2C)").
_AS_PAIR = re.compile(
    r"(?<![\w])(?:log|sign)[ \t]*(?:in|on)(?:to)?(?![\w])[^\n]{0,60}?[ \t]as[ \t]+[\w.@-]{2,64}"
    r"[ \t]*(?:\+|/|,)[ \t]*(?P<pw>[^\s\"'`]+)"
)
# A product's key: "the Deepgram key for staging:", "den Linode-Key hier:" (a capitalised
# name before key/token; the key kinds that are no secrets are excluded).
# "sign in with admin:X", "log on as ops:X": the account and its password glued by a colon
# after a login verb.
_LOGIN_GLUED = re.compile(
    r"(?<![\w])(?:log|sign)[ \t-]*(?:in|on)(?:to)?(?![\w])[^\n]{0,60}?[ \t](?:with|as|using)"
    r"[ \t]+[\w.@+-]{2,64}:(?P<pw>[^\s\"'`:/]+)"
)
# "Use etl_loader:Qdh3s9Q%pxXw on the jump host": an account and its password glued by a
# colon after a verb of use, before the host it opens (the value must be strongly shaped).
_USE_GLUED = re.compile(
    r"(?<![\w])(?:use|using|with|try|creds?|nimm|usa|utilise[rz]?|gebruik|u(?:ż|z)yj)[ \t]+"
    r"[\w.@+-]{2,64}:(?P<pw>[^\s\"'`:/]+)"
    r"(?=[ \t]+(?:on|for|at|to|auf|f(?:ü|u)r|en|sur|no|na|op|su)[ \t])"
)
# "works for me with X": a product or build is as likely as a password after it.
_WORKS_WITH = re.compile(
    r"(?:works?|worked|funktioniert|funciona|marche|fonctionne|funziona"
    r"|werkt|dzia(?:ł|l)a)(?![\w])[^\n]{0,20}[ \t]$"
)
# An ssh/PGP key fingerprint: the digest's name, a colon, base64 or hex.
_FINGERPRINT = re.compile(r"(?i)(?:sha(?:1|224|256|384|512)|md5|blake2b?)[:=][A-Za-z0-9+/=:]{4,}")
_TITLE_DIGITS = re.compile(r"[A-Z][a-z]{2,}\d{1,4}")
_USE_WORDS = words("use using with try cred creds nimm usa utiliser utilisez gebruik uzyj")
_VAR_KEYS = ("PASS", "PW", "TOKEN", "SECRET", "KEY", "AUTH")
_LOGIN_VERB_WORDS = words("log sign login logon signin")
_PRODUCT_KEY = re.compile(
    r"(?<![\w])(?P<p>[A-Z][A-Za-z0-9]{2,20})[ -](?:API[ -]?|api[ -]?)?(?:[Kk]ey|[Tt]oken|[Ss]ecret)"
    r"(?![\w])"
)
_NOT_SECRET_KEYS = words(
    "gpg pgp ssh public host deploy signing primary foreign cache partition sort routing "
    "license product registry the this that my your our their api access auth"
)
_TUPLE_PAIR = re.compile(
    r"(?<![\w.\])])\([ \t]*[A-Za-z][\w.@-]{1,63},[ \t]*(?P<pw>[^\s,()\"'`]{7,200})[ \t]*\)"
)
# The variable named after the value it receives: "put X into ADMIN_PASSWORD", "X as
# DB_PASS" (the same ``*_PASSWORD`` names as a cue before the value).
_VAR_AFTER = re.compile(
    r"[ \t]+(?:into|in|to|as|for|under)[ \t]+(?:the[ \t]+)?[`'\"$]?(?=[A-Z][A-Z0-9_]*_?"
    r"(?:PASSWORD|PASSWD|PASS|PWD|PW|TOKEN|SECRET|API_KEY|APIKEY|AUTH_KEY|_AUTH)(?![\w]))"
)
_HASH_BEFORE = re.compile(r"(?:sha\d*|md5|digest|checksum|hash|commit|etag|integrity|sum)\W{0,4}$")
_USER_WORDS = words(
    # ("usu": ``Doc.words`` holds ASCII runs, so "usuário" is seen as "usu" + "rio")
    "user username use login benutzer gebruiker usuario usu utente utilisateur utilizador"
)
_LOGIN_USER_WORDS = _USER_WORDS - {"use"}  # ("use X, Y" is prose; "user X, Y" a pair)
_PASS_WORDS = words("pass password pw pwd with mit met con com avec")
_PLAIN_TRAIL = ".,;:!?)"
# Words that open a ``_PAIR_RE`` login pair; with one of them the pair is looked for also
# where the slash has no spaces around it ("VPN login is tech01/X").
_PAIR_WORDS = words(
    "login logon access acces acceso accesso acesso toegang zugang credentials creds konto account "
    "vpn wifi wlan ssh ftp db database router portal admin user username usuario utilizador "
    "utente benutzer gebruiker utilisateur identifiants identifiant"
)


_KEY_NOUN_WORDS = words(
    "api apikey key keys token tokens secret chave clave chiave schl cl sleutel klucz nyckel "
    "anahtar bearer"
)


def _kind(noun: bool, m: re.Match[str]) -> str:
    if noun:
        return PASSWORD
    sec = m.group("sec")
    if sec is not None and ("priv" in sec or sec in ("wallet", "mnemonic", "seed", "secp256k1")):
        return PRIVATE_KEY
    return SECRET


def _cue_before(doc: Doc, s: int) -> tuple[int, str] | None:
    """The strongest cue in the window before ``s`` on the same line: (strength, kind)."""
    text, low = doc.text, doc.low
    ls = max(text.rfind("\n", 0, s) + 1, s - _WINDOW)
    # JSON-escaped newlines inside a string: ``\\n`` ends a line too.
    esc = text.rfind("\\n", ls, s)
    if esc >= 0:
        ls = esc + 2
    # A placeholder between cue and value: the cue named the value masked before (a cue
    # reaching further only because values shrank to placeholders would break idempotence).
    ph = low.rfind("\x00", ls, s)
    if ph >= 0:
        ls = ph + 1
    best: tuple[int, str] | None = None
    for m in _CUE_RE.finditer(low, ls, s):
        if m.group("noun") is not None or m.group("cjk") is not None:
            return STRONG, PASSWORD
        if m.group("sec") is not None:
            best = (STRONG, _kind(False, m))
        elif best is None:
            best = (WEAK, PASSWORD)
    if (best is None or best[0] == WEAK) and (
        low.find("key", ls, s) >= 0 or low.find("token", ls, s) >= 0
    ):
        for pk in _PRODUCT_KEY.finditer(text, ls, s):
            if pk.group("p").lower() not in _NOT_SECRET_KEYS:
                best = (STRONG, SECRET)
    if (
        best is None
        and (
            low.find("root", ls, s) >= 0
            or low.find("admin", ls, s) >= 0
            or low.find("super", ls, s) >= 0
        )
        and _ACCOUNT_IS.search(low, ls, s) is not None
    ):
        best = (WEAK, PASSWORD)
    seg = text[ls:s]
    if "_" in seg or seg.isupper() or any(k in seg for k in _VAR_KEYS):
        # (also a variable glued to its prefix in prose: "bumped PGPASSWORD to X")
        v = _VAR_RE.search(text, ls, s)
        if v is not None:
            k = v.group("k")
            return STRONG, PASSWORD if k.startswith("P") and k != "PRIVATE_KEY" else SECRET
    return best


# A question for a new value by its verb: "what did you change it to?", "reset it to what?"
_ASK_VERB = re.compile(
    r"(?:chang|reset|set|rotat|updat)\w*[ \t]+(?:it|that|them|the[ \t]+\w+)[ \t]+to"
    r"(?:[ \t]+what)?[ \t]*\?"
    # "what did we set on the NAS?", "which one do you use for the printer?"
    r"|(?:what|which)(?:[ \t]+one)?[ \t]+(?:did|do|does|should|shall)[ \t]+(?:we|you|i|they)"
    r"[ \t]+(?:set|use|put|pick|choose|chang\w*)(?![\w])[^?\n]{0,40}\?"
)


def _asked_before(doc: Doc, s: int) -> int:
    """Does a line before the one holding ``s`` (at most one short line between) ask for
    a password? ``STRONG`` when it names one, ``WEAK`` when only a verb asks for the new
    value ("what did you change it to?"), else 0."""
    text, low = doc.text, doc.low
    ls = text.rfind("\n", 0, s)
    if ls < 0:
        return 0
    if text[ls + 1 : s].strip(" \t") and _LABEL_RE.fullmatch(text, ls + 1, s) is None:
        return 0  # the value must open its line (after a speaker label)
    start = ls
    filler = False  # one short line between question and answer ("Moment, ich schaue nach")
    for _ in range(3):
        prev = text.rfind("\n", 0, start) + 1
        seg = low[prev:start]
        if "?" in seg:
            if any(
                m.group("noun") is not None or m.group("cjk") is not None
                for m in _CUE_RE.finditer(seg)
            ):
                return STRONG
            return WEAK if _ASK_VERB.search(seg) is not None else 0
        if seg.strip() and not seg.rstrip().endswith((":", ">")):
            if filler or len(seg) > 60:
                return 0
            filler = True
        start = prev - 1
        if start <= 0:
            return 0
    return 0


def detect(doc: Doc) -> list[Span]:
    """Credential spans found by shape + cue."""
    text = doc.text
    out: list[Span] = []
    low = doc.low
    pairs: list[re.Match[str]] = []
    i = low.find(" / ")
    while i >= 0:
        ls = max(low.rfind("\n", 0, i) + 1, i - 110)
        m = _PAIR_RE.search(low, ls, low.find("\n", i) % (len(low) + 1) or len(low))
        if m is not None:
            pairs.append(m)
        i = low.find(" / ", i + 3)
    if not doc.words.isdisjoint(_PAIR_WORDS):
        if "/" in low or "—" in low or "–" in low or " | " in low:
            seen = {m.start("pw") for m in pairs}
            pairs += [m for m in _PAIR_RE.finditer(low) if m.start("pw") not in seen]
        if " : " in low:
            pairs += _PAIR_COLON_RE.finditer(low)
    if not doc.words.isdisjoint(_USER_WORDS) and (
        not doc.words.isdisjoint(_PASS_WORDS)
        or "—" in low
        or " + " in low
        or ("," in low and not doc.words.isdisjoint(_LOGIN_USER_WORDS))
    ):
        pairs += _USER_PASS_RE.finditer(low)
    if " as " in low:
        pairs += _AS_PAIR.finditer(low)
    if ":" in low and not doc.words.isdisjoint(_LOGIN_VERB_WORDS):
        pairs += _LOGIN_GLUED.finditer(low)
    if ":" in low and not doc.words.isdisjoint(_USE_WORDS):
        for m in _USE_GLUED.finditer(low):
            if weak_ok(text[m.start("pw") : m.end("pw")]):
                out.append(Span(m.start("pw"), m.end("pw"), PASSWORD, P_WEAK))
    for m in pairs:
        val = token_value(text, m.start("pw"), m.end("pw"))
        if val is not None and strong_ok(text[val[0] : val[1]]):
            out.append(Span(val[0], val[1], PASSWORD, P_STRONG))
    if "(" in text and ", " in text:
        for m in _TUPLE_PAIR.finditer(text):
            if weak_ok(m.group("pw")):
                out.append(Span(m.start("pw"), m.end("pw"), PASSWORD, P_WEAK))
    glued = not doc.words.isdisjoint(_PAIR_WORDS)
    # 32/40-hex API keys only where a key noun is in the text (commit ids are everywhere)
    short_hex = not doc.words.isdisjoint(_KEY_NOUN_WORDS)
    for cs, ce in _candidates(doc):
        if glued and text.find(":", cs, ce) > cs and text.find("://", cs, ce) < 0:
            # "account for QA -> ops:Lemur!harbor4": a login pair in one token
            g = _PAIR_GLUED_RE.search(low, max(low.rfind("\n", 0, cs) + 1, cs - 110), ce)
            if g is not None and g.start("pw") > cs and g.end("pw") <= ce:
                pv = token_value(text, g.start("pw"), g.end("pw"))
                if pv is not None and strong_ok(text[pv[0] : pv[1]]):
                    out.append(Span(pv[0], pv[1], PASSWORD, P_STRONG))
        val = token_value(text, cs, ce)
        if val is None:
            continue
        s, e = val
        tok = text[s:e]
        hexk = hex_key(tok) and (len(tok) >= 64 or short_hex)
        if not (hexk or shaped(tok)):
            continue
        cue = _cue_before(doc, s)
        if cue is None and _AFTER_RE.match(low, e) is not None:
            cue = (WEAK, PASSWORD)
        if (cue is None or cue[0] == WEAK) and (
            _VAR_AFTER.match(text, e) is not None or _NOUN_AFTER.match(low, e) is not None
        ):
            cue = (STRONG, PASSWORD)
        if cue is None:
            asked = _asked_before(doc, s) if "\n" in text else 0
            if asked and (
                weak_ok(tok) or (asked == STRONG and len(tok) >= 8 and not excluded(tok))
            ):
                out.append(Span(s, e, PASSWORD, P_STRONG))
            continue
        if not hexk and excluded(tok):
            continue
        level, kind = cue
        ls0 = max(0, s - 40)
        if hexk and (kind == PASSWORD or _HASH_BEFORE.search(low, max(0, s - 24), s)):
            continue  # "sha256: <hex>", "commit <hex>": digests, not keys
        if hexk and level == STRONG:
            out.append(Span(s, e, PRIVATE_KEY if kind == PRIVATE_KEY else SECRET, P_STRONG))
        elif level == WEAK and (
            (_TITLE_DIGITS.fullmatch(tok) and _WORKS_WITH.search(low, ls0, s))
            or product_version(tok)
            or _FINGERPRINT.fullmatch(tok)
        ):
            continue  # "try Chrome121", "use SHA256:AbC…": a product build, a fingerprint
        elif (level == STRONG and not hexk) or weak_ok(tok):
            out.append(Span(s, e, kind, P_STRONG if level == STRONG else P_WEAK))
    return out
