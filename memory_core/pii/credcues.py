"""The cue lexicon of ``creds``: credential nouns, verbs of credential use and
back-references, in the most-used languages (data, kept apart so the rules stay short).

Lower case (the text is matched lower-cased); ``[ \t]+`` between the words of a phrase.
"""

from __future__ import annotations

# Credential nouns (lower case; the text is matched lower-cased).
NOUNS = (
    r"pass(?:words?|wort(?:e?s)?|wd|phrase|code|ord(?:et)?)|kennwort(?:e?s)?|wachtwoord"
    r"|mot[ \t]+de[ \t]+passe|mdp|contrase(?:ñ|n)as?|clave|senhas?|palavra[ -]passe"
    r"|has(?:ł|l)(?:o|a|em)|l(?:ö|o)senord(?:et)?|adgangskoden|salasana(?:ni|si)?"
    r"|(?:ş|s)ifre(?:si|niz|m)?|parola|adgangskode|jelsz(?:ó|o|ava|avát|avad)|heslo"
    r"|парол(?:ь|я|ем|и)|kata[ \t]+sandi(?:nya)?|sandi(?:nya)?|m(?:ậ|a)t[ \t]+kh(?:ẩ|a)u"
    r"|pin(?:[ -]?code)?|pwd|pw|passcode|code[ \t]+pin"
    # bare "pass" only as the subject of a value: "the admin pass is X", "pass: X"
    r"|pass(?=[ \t]*(?:is|was|=|:)[ \t])"
    r"|κωδικ(?:ός|ό|ού|οί)(?:[ \t]+πρόσβασης)?|συνθηματικ(?:ό|ού)"
    # sr/hr/bs, bg/mk, sl, lt, lv, et, eu, ms, ca, gl, is, sq, cy, sw, tl
    r"|lozink(?:a|e|u|om)|лозинк(?:а|е|у|ом)|парол(?:а|ата|у|ой)|gesl(?:o|a|om)"
    r"|slapta(?:ž|z)od(?:is|(?:ž|z)io|į|i)|parol(?:e|i|es)|parool(?:i|iga)?|pasahitz(?:a|ak)?"
    r"|kata[ \t]+laluan|contrasenya|contrasinal|lykilor(?:ð|d)|fjal(?:ë|e)kalim(?:i)?"
    r"|cyfrinair|nenosiri|nywila"
)
SECRET_NOUNS = (
    r"tokens?|secret|schl(?:ü|ue)ssel|cl(?:é|e)[ \t]+(?:api|secr(?:è|e)te)|chave|chiave"
    r"|llave|sleutel|klucz|nyckel|anahtar|api[ _-]?key|auth[ _-]?key|private[ _-]?key"
    r"|privkey|priv[ _-]?key|wallet|mnemonic|seed|secp256k1|bearer"
)
VERBS = (
    # en
    r"try|tried|use|used|type|typed|enter|entered|paste|pasted|set|reset|changed?|updated?"
    r"|rotated?|switch(?:ed)?|is[ \t]+now|it'?s|went[ \t]+with|going[ \t]+with"
    r"|new[ \t]+(?:one|value|password)|now|go[ \t]+with|(?:log|sign)[ \t]*(?:in|on)[ \t]+with"
    r"|login[ \t]+with|reuse|as[ \t]+i[ \t]+said|what[ \t]+we[ \t]+had|nothing[ \t]+changed"
    r"|punch(?:ed)?[ \t]+in|key[ \t]+in|pick(?:ed)?|chose|chosen|went[ \t]+for"
    r"|swap(?:ped)?[ \t]+in|should[ \t]+be|give|gave|attempt(?:ed)?|issued?|put"
    r"|bump(?:ed)?|generated|assigned|handed[ \t]+out"
    # a new value given to an account: "got re-keyed to X", "was regenerated as X"
    r"|re-?keyed|re-?generated|re-?issued|cycled|rolled[ \t]+(?:over[ \t]+)?to"
    # it worked with the value: "works for me with X", "funktioniert bei mir mit X"
    r"|works?[ \t]+(?:for[ \t]+(?:me|us|you)[ \t]+)?with|worked[ \t]+with|got[ \t]+in[ \t]+with"
    r"|funktioniert[ \t]+(?:bei[ \t]+mir[ \t]+)?mit"
    r"|funciona[ \t]+(?:para[ \t]+m(?:í|i)[ \t]+)?(?:con|com)"
    r"|(?:marche|fonctionne)[ \t]+avec|funziona[ \t]+con|werkt[ \t]+(?:bij[ \t]+mij[ \t]+)?met"
    r"|dzia(?:ł|l)a[ \t]+z"
    r"|(?:log|sign)[ \t]*(?:in|on)[ \t]+as[ \t]+[\w.@-]{1,40}[ \t]+with"
    # de
    r"|probier\w*|versuch\w*|nimm|nehmen|verwende\w*|benutz\w*|gib|lautet|ge(?:ä|ae)ndert"
    r"|gesetzt|zur(?:ü|ue)ckgesetzt|rotiert|neue[rs]?|jetzt|ist"
    # fr
    r"|essa[iy]\w*|utilise\w*|tape\w*|saisi\w*|chang(?:é|e)e?|mis[ \t]+(?:à|a)[ \t]+jour"
    r"|r(?:é|e)initialis(?:é|e)e?|nouve(?:au|lle)|maintenant|c'est|mets|mettez|comme[ \t]+sur"
    # es / pt / it
    r"|rese?te\w*|pon|ponha|coloca|metti|zet|igual|dasselbe|derselbe|gleiche|sempre|continua"
    r"|prueb[ae]|usa|escrib[ea]|introduc[ei]\w*|cambi\w*|restablec\w*|nuev[oa]|ahora"
    r"|tent[ae]|digit[ae]|mude[ui]|alterei|troquei|redefini\w*|nov[oa]|agora|rodad[ao]"
    r"|prova|provi|inserisci|impostat[ao]|reimpostat[ao]|nuov[oa]|ora|adesso|ruotat[ao]"
    # nl / pl / sv / tr
    r"|probeer|gebruik|typ|gereset|veranderd|gewijzigd|ingesteld|nieuwe?|nu|geroteerd"
    r"|spr(?:ó|o)buj|u(?:ż|z)yj|wpisz|zmieni\w*|ustawi\w*|nowe|nowa|teraz"
    r"|f(?:ö|o)rs(?:ö|o)k|anv(?:ä|a)nd|skriv|(?:ä|a)ndrat|bytt|satt|nytt|nya"
    r"|dene|kullan|yaz|de(?:ğ|g)i(?:ş|s)tirdi\w*|yeni|art(?:ı|i)k"
    # ru / uk / el / id / ms / vi
    r"|попробуй\w*|используй\w*|введи\w*|поменял\w*|сменил\w*|измени\w*|нов(?:ый|ая|ое)"
    r"|теперь|спробуй\w*|використа\w*|змінив\w*|нов(?:ий|а)|δοκίμασε|δοκιμάστε|χρησιμοποίησε"
    r"|coba(?:lah)?|pakai|gunakan|masukkan|ganti|diganti|baru|th(?:ử|u)|d(?:ù|u)ng|nh(?:ậ|a)p"
)
BACKREF = (
    r"same[ \t]+(?:one|password|pass|pw|creds|credentials|login|as)"
    r"|the[ \t]+one[ \t]+i[ \t]+sent|old[ \t]+one|still"
    r"|as[ \t]+before|like[ \t]+before|nog[ \t]+(?:steeds|altijd)|immer[ \t]+noch"
    r"|noch[ \t]+immer|wie[ \t]+vorher|wie[ \t]+gehabt|gleich[ \t]+wie|toujours"
    r"|comme[ \t]+avant|m(?:ê|e)me|todav(?:í|i)a|sigue|mismo|misma|como[ \t]+antes|ainda"
    r"|mesm[oa]|ancora|stess[oa]|come[ \t]+prima|nadal|wci(?:ą|a)(?:ż|z)|fortfarande"
    r"|samma|hala|ayn(?:ı|i)|to[ \t]+samo|tak[ \t]+jak|jak[ \t]+(?:wcze(?:ś|s)niej|poprzednio)"
    r"|(?:like|as|same[ \t]+as)[ \t]+last[ \t]+time|wie[ \t]+letztes[ \t]+mal"
    r"|comme[ \t]+la[ \t]+derni(?:è|e)re[ \t]+fois|como[ \t]+la[ \t]+(?:ú|u)ltima[ \t]+vez"
    r"|come[ \t]+l'ultima[ \t]+volta|zoals[ \t]+(?:vorige|de[ \t]+vorige)[ \t]+keer"
    # the value of an earlier account or period: "identical to the old VPN one (X)",
    # "unchanged from last quarter, i.e. X", "the usual one: X"
    r"|(?:old|previous|usual|former|earlier)[ \t]+(?:[\w-]+[ \t]+){0,2}(?:one|password|pw|pass)"
    r"|last[ \t]+(?:week|month|quarter|year|time)(?:'s)?|i\.e\.|namely"
    r"|identical|identisch\w*|id(?:é|e)ntic[oa]s?|identique|identiek|identyczn\w*"
    r"|unchanged|unver(?:ä|ae)ndert|inchang(?:é|e)e?|sin[ \t]+cambios?"
    r"|sem[ \t]+altera(?:ç|c)(?:õ|o)es"
    r"|invariat[oa]|ongewijzigd|bez[ \t]+zmian|of(?:ö|o)r(?:ä|a)ndrad?|de(?:ğ|g)i(?:ş|s)medi"
    r"|d\.h\.|c'est-(?:à|a)-dire|es[ \t]+decir|ou[ \t]+seja|cio(?:è|e)|d\.w\.z\.|tj\."
    r"|hetzelfde|dezelfde|zelfde|(?:als[ \t]+)?vorige[ \t]+keer|tot[ \t]+nu[ \t]+toe"
    r"|тот[ \t]+же|такой[ \t]+же|как[ \t]+раньше|прежн\w*|стар(?:ый|ая)|той[ \t]+самий"
    r"|як[ \t]+раніше|sama[ \t]+(?:seperti|dengan)|yang[ \t]+lama|masih|gi(?:ố|o)ng[ \t]+nh(?:ư|u)"
    r"|(?:ί|ι)διο(?:ς)?|όπως[ \t]+πριν"
)
# Credential nouns in scripts written without spaces between words: no word boundary.
# (Hebrew, Thai, Arabic and Hindi are matched the same way: prefixes and suffixes attach.)
CJK_NOUNS = (
    r"パスワード|暗証番号|密码|密碼|口令|비밀번호|비번|סיסמ(?:ה|א|ת)|รหัสผ่าน"
    r"|كلمة[ \t]+(?:المرور|السر)|पासवर्ड|পাসওয়ার্ড|পাসওয়ার্ড|রহস্যশব্দ|கடவுச்சொல்"
    r"|رمز[ \t]+(?:عبور|ورود)|پاس[ \t]?ورڈ|ពាក្យសម្ងាត់|စကားဝှက်|गुप्तशब्द"
)
# Verbs and back-references in scripts written without spaces (weak cues, no boundary):
# "试试 X", "X で試して", "이걸로 해보세요: X", "和以前一样".
CJK_WEAK = (
    r"试试|试一下|尝试|用这个|输入|改成|换成|还是|一样|和以前|跟以前|試して|試してみて|もう一度"
    r"|入力して|使って|に変更|同じ|해\s?보세요|해\s?봐|입력하세요|시도해|바꿨|똑같|이전과"
)
