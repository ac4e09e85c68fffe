"""What makes a user turn a correction or preference: cue words by function (pure).

A standing wish is recognised by what the turn *does*, not by its subject, and those
functions are worded with a few function words in every language, while the subjects are
open-ended ("PowerShell", "the ticket number", "Nairobi time", "Sie"). The cue classes:

- **request**: asks for something ("please", "could you", "bitte", "per cortesia",
  "s'il vous plaît", "por favor");
- **standing**: makes it last ("always", "next time", "from now on", "immer", "sempre",
  "d'ora in poi", "toujours", "désormais", "siempre");
- **recurrence**: says it was asked before ("again", "as usual", "like last time", "as I
  said", "schon wieder", "wie besprochen", "di nuovo", "la volta scorsa", "comme convenu",
  "como le digo siempre", "otra vez");
- **correction**: rejects what the assistant did ("don't", "not allowed", "isn't an
  option", "instead", "nicht", "invece", "plutôt", "en vez de");
- **preference**: states a liking ("prefer", "I'd rather", "works better", "lieber",
  "preferisco", "mi trovo meglio", "je préfère", "prefiero").

Every class but *request* is strong: a turn with one of them may carry a wish nothing
names, which reflection groups by its subject (``meaning``). A request alone counts only
when it reacts to the assistant, or when it names a concept. A cue makes a statement; only
recurrence across sessions (``statements.group_statements``) makes a rule. The classes in
about forty more languages are data in ``cuewords``.
"""

from __future__ import annotations

import re

from memory_core.jobs.reflect import cuewords

_REQUEST = (
    r"please|pls|plz|bitte|s'il vous pla[iî]t|s'il te pla[iî]t|svp|stp|per favore|"
    r"per cortesia|per piacere|por favor|graag|alsjeblieft|could you|would you|can you|"
    r"können sie|könnten sie|kannst du|potrebbe|può|puoi|pourriez|pouvez|puedes|podrías|"
    r"puede|pode|kun je|kunt u|use|write|send|give|answer|reply|with me|for me|to me|i need|"
    r"i want|i'?d like|"
    r"we need|request|one request|merci d[e']|puedes|recuerda|great|perfect|love[sd]? it|"
    r"keep (?:it|them|the|that|to|doing|using|writing)|stick to|uniquement|"
    # Polish, Dutch, Swedish, Turkish, Portuguese
    r"proszę|prosze|poproszę|czy mógłby|czy mogłaby|czy może|czy możesz|"
    r"kan het|kunt u|wil je|snälla|tack på förhand|kan du|kunde du|ge mig|"
    r"lütfen|rica ederim|misiniz|mısınız|"
    r"pode|podes|poderia|me explica|quero|preciso"
)
_STANDING = (
    r"always|never|next time|from now on|going forward|every (?:single )?time|each time|"
    r"for anything|"
    r"immer|niemals|nie|nächstes mal|ab jetzt|künftig|in zukunft|jedes mal|"
    r"sempre|mai|d'ora in poi|la prossima volta|le prossime volte|ogni volta|"
    r"toujours|jamais|la prochaine fois|désormais|à l'avenir|chaque fois|"
    r"siempre|nunca|la próxima vez|de ahora en adelante|cada vez|en adelante|altijd|"
    r"zawsze|nigdy|na stałe|następnym razem|od teraz|nooit|voortaan|de volgende keer|"
    r"alltid|aldrig|nästa gång|hädanefter|framöver|"
    r"her zaman|hep|asla|hiçbir zaman|bundan sonra|"
    r"sempre|nunca|da próxima vez|daqui (?:em|pra|para) (?:diante|frente)"
)
_RECURRENCE = (
    r"again|still|as usual|as always|as before|same as (?:before|last time|always|every time)|"
    r"like last time|last time|like i (?:asked|said|told you)|as i (?:asked|said|mentioned)|"
    r"i (?:said|asked|mentioned) (?:that |this |it )?(?:before|already|last time)|"
    r"i told you|i keep (?:telling|asking|saying)|how many times|remember\w*|"
    r"like (?:i|we) (?:keep asking|always|do)|as agreed|as discussed|"
    r"wieder|schon wieder|wie immer|wie besprochen|wie gesagt|wie vereinbart|schon einmal|"
    r"letztes mal|das letzte mal|"
    r"di nuovo|ancora|come sempre|come d'accordo|la volta scorsa|già chiesto|gliel'ho già|"
    r"l'ho già|come le ho detto|"
    r"encore|comme d'habitude|comme convenu|comme toujours|la dernière fois|comme je l'ai dit|"
    r"comme déjà|"
    r"otra vez|de nuevo|como siempre|como le digo|como le dije|como te dije|ya le dije|"
    r"la última vez|como de costumbre|wie immer|zoals altijd|opnieuw|"
    r"(?:the |my )?usual rules?|as per usual|"
    r"znowu|znów|jak zwykle|jak zawsze|jak mówiłam|jak mówiłem|przypominam|ponownie|"
    r"weer|zoals (?:altijd|gezegd|afgesproken)|nogmaals|"
    r"igen|som vanligt|som alltid|som sagt|som jag sa|återigen|"
    r"yine|tekrar|her zamanki gibi|dediğim gibi|"
    r"de novo|outra vez|como sempre|como combinámos|como combinamos|da última vez|"
    r"como da outra vez|como eu disse"
)
# A reminder that it was asked before: a first message that carries one is a wish, not
# only a problem ("ticket ID on the first line like I asked"); "again" alone is not one.
_REMINDER = (
    r"as usual|as always|as before|same as (?:before|last time|always|every time)|"
    r"like last time|last time|like i (?:asked|said|told you)|as i (?:asked|said|mentioned)|"
    r"i told you|i keep (?:telling|asking|saying)|as agreed|as discussed|"
    r"wie immer|wie besprochen|wie gesagt|wie vereinbart|schon einmal|letztes mal|"
    r"come sempre|come d'accordo|la volta scorsa|già chiesto|come le ho detto|"
    r"comme d'habitude|comme convenu|comme toujours|la dernière fois|comme je l'ai dit|"
    r"como siempre|como le digo|como le dije|ya le dije|la última vez|como de costumbre|"
    r"(?:the |my )?usual rules?|as per usual|"
    r"jak zwykle|jak zawsze|przypominam|zoals altijd|zoals gezegd|zoals afgesproken|"
    r"som vanligt|som alltid|som sagt|her zamanki gibi|dediğim gibi|"
    r"como sempre|como combinámos|como combinamos|da última vez|como da outra vez"
)
_CORRECTION = (
    r"no|not|don'?t|do not|no more|stop|avoid|only|can'?t|cannot|won'?t|shouldn'?t|instead|"
    r"not allowed|isn'?t an option|"
    r"not an option|we can'?t|we don'?t|i can'?t|i'?m not allowed|no longer|"
    r"nicht|kein\w*|statt|anstatt|"
    r"non|invece|niente|"
    r"pas de|ne pas|plutôt|au lieu|"
    r"en vez de|en lugar de|no me|sin|"
    r"nie|bez|żadnych|żadnego|tylko|zamiast|"
    r"niet|geen|alleen|in plaats van|"
    r"inte|inga|inget|ingen|bara|istället|i stället|"
    r"değil|sadece|yerine|yok|söyleme|verme|"
    r"não|sem|nada de|só|em vez de"
)
_PREFERENCE = (
    r"prefer\w*|i'?d rather|rather|i like|works better|easier|"
    r"lieber|bevorzug\w*|ich möchte|"
    r"preferisc\w*|preferirei|mi trovo (?:molto |più )?(?:meglio|bene)|vorrei|"
    r"je préf[eè]re|j'aimerais|je voudrais|"
    r"prefiero|preferiría|me gustaría|quiero|prefiro|"
    r"wolę|wolałabym|wolałbym|chcę|chciałabym|chciałbym|"
    r"liever|ik wil|werkt beter|"
    r"hellre|föredrar|jag vill|"
    r"tercih\w*|istiyorum|"
    r"gosto assim|prefiro|gostaria"
)


# The same functions in Romanian, Greek, Czech, Indonesian, Hungarian, Russian, Ukrainian and
# Vietnamese (words between spaces), and in Japanese, Chinese and Korean (``_CJK``: no spaces
# around a word, so they are matched anywhere in the turn).
_MORE = {
    "request": r"vă rog|te rog|puteți|aș vrea|παρακαλώ|μπορείτε|prosím|můžete|mohl byste|"
    r"mohla byste|tolong|mohon|silakan|minta|kérem|kérlek|legyen szíves|tudna|пожалуйста|"
    r"будь ласка|прошу|vui lòng|làm ơn",
    "standing": r"mereu|întotdeauna|niciodată|de acum înainte|data viitoare|de fiecare dată|"
    r"πάντα|ποτέ|την επόμενη φορά|από τώρα|κάθε φορά|vždy|vždycky|nikdy|příště|od teď|pokaždé|"
    r"selalu|jangan pernah|lain kali|mulai sekarang|setiap kali|mindig|soha|legközelebb|"
    r"mostantól|всегда|никогда|в следующий раз|впредь|завжди|ніколи|наступного разу|luôn|"
    r"không bao giờ|lần sau",
    "recurrence": r"din nou|ca de obicei|am mai zis|am mai spus|data trecută|πάλι|ξανά|"
    r"όπως πάντα|όπως (?:σας )?είπα|θυμήσου|θυμηθείτε|zase|znovu|opět|jako obvykle|jako vždy|"
    r"jako minule|jak jsem (?:říkal|říkala|psal|psala|zvyklý|zvyklá)|seperti biasa\w*|"
    r"sudah saya bilang|megint|újra|ismét|mint mindig|ahogy (?:már )?kértem|ahogy mondtam|"
    r"már mondtam|опять|снова|как обычно|как всегда|знову|як завжди|như mọi khi|như đã nói",
    "reminder": r"ca de obicei|am mai zis|am mai spus|așa cum am (?:mai )?(?:zis|spus)|"
    r"data trecută|όπως πάντα|όπως (?:σας )?είπα|θυμήσου|θυμηθείτε|jako obvykle|jako vždy|"
    r"jako minule|jak jsem (?:říkal|říkala|psal|psala|zvyklý|zvyklá)|seperti biasa\w*|"
    r"sudah saya bilang|mint mindig|ahogy (?:már )?kértem|ahogy mondtam|már mondtam|"
    r"как обычно|как всегда|як завжди|như mọi khi|như thường lệ",
    # (not Romanian "nu": Dutch and Swedish "now"; not Indonesian "cuma": Turkish "Friday";
    # not Czech "ne": an Italian pronoun)
    "correction": r"nu mai|fără|doar|în loc de|όχι|μην|δεν|μόνο|χωρίς|αντί|bez|jen|"
    r"pouze|místo|tidak|jangan|bukan|tanpa|hanya|daripada|nem|csak|helyett|nélkül|не|нет|"
    r"без|только|вместо|тільки|замість|không|đừng|chỉ|thay vì",
    "preference": r"aș prefera|mai bine|προτιμώ|θα προτιμούσα|καλύτερα|preferuji|raději|radši|"
    r"chtěl bych|chtěla bych|lebih suka|lebih baik|saya mau|saya ingin|inkább|szeretném|"
    r"jobban szeretem|предпочитаю|хотел бы|хотела бы|краще|thích hơn",
}
_CJK = {
    "request": r"ください|下さい|お願い|请|請|麻烦|부탁|주세요",
    "standing": r"いつも|常に|毎回|今後|次回から|これから|总是|總是|始终|以后|以後|下次|每次|항상|"
    r"앞으로|다음부터|매번",
    "recurrence": r"また|再び|いつも通り|いつもどおり|前にも|約束|再次|像上次|照旧|照舊|"
    r"和以前一样|又|다시|말했듯이",
    "reminder": r"いつも通り|いつもどおり|前にも|約束です|像上次|照旧|照舊|和以前一样|"
    r"말했듯이",
    "correction": r"ないで|だけ|ではなく|じゃなく|代わりに|不要|别|別|不是|而不是|"
    r"하지 마|말고|대신",
    "preference": r"の方がいい|のほうがいい|がいいです|更喜欢|偏好|宁愿|좋겠|선호",
}


def _words(pattern: str, cjk: str = "") -> re.Pattern[str]:
    bare = f"|{cjk}" if cjk else ""
    return re.compile(rf"(?<!\w)(?:{pattern})(?!\w){bare}", re.IGNORECASE)


CLASSES: dict[str, re.Pattern[str]] = {
    k: _words(f"{p}|{_MORE[k]}|{cuewords.SPACED[k]}", f"{_CJK[k]}|{cuewords.UNSPACED[k]}")
    for k, p in (
        ("request", _REQUEST),
        ("standing", _STANDING),
        ("recurrence", _RECURRENCE),
        ("correction", _CORRECTION),
        ("preference", _PREFERENCE),
        ("reminder", _REMINDER),
    )
}
STRONG = frozenset(("standing", "recurrence", "correction", "preference", "reminder"))
# The classes that ask for something: a first message with one states a wish.
_ASKS = frozenset(("request", "preference", "reminder"))
# The classes that make a first message's clause a wish on their own.
_WISHES = frozenset(("preference", "reminder"))

# Any cue, and the strong ones (kept as one pattern each for the callers that test a turn).
_CUE = re.compile("|".join(p.pattern for p in CLASSES.values()) + r"|^\s*no\b", re.IGNORECASE)
_STRONG_CUE = re.compile("|".join(CLASSES[k].pattern for k in STRONG), re.IGNORECASE)


def cue_kinds(text: str) -> set[str]:
    """The cue classes a turn uses."""
    return {k for k, p in CLASSES.items() if p.search(text)}


# A turn that rejects what the assistant just suggested, or complains it came again ("don't
# suggest", "stop telling me", "again with the cookies", "no reboots", "isn't an option"):
# what it reacts to is its subject. "still" and "only" say nothing about the answer before.
REJECTION = _words(
    r"no|not|never|can'?t|cannot|don'?t|do not|stop|no more|avoid|instead|not an option|"
    r"isn'?t an option|not allowed|nicht|kein\w*|non|pas|nunca|jamais|mai|"
    r"again|every time|keep (?:telling|suggesting|asking)|i (?:already|just) (?:did|tried)|"
    r"schon wieder|nicht schon wieder|statt|anstatt|di nuovo|invece|basta|encore|au lieu|"
    r"plutôt|otra vez|de nuevo|en vez de|en lugar de|"
    r"nie|znowu|znów|zamiast|niet|geen|weer|nooit|inte|aldrig|igen|istället|"
    r"değil|yine|asla|não|nunca|de novo|outra vez|em vez de|"
    r"nu mai|din nou|όχι|μην|πάλι|ξανά|zase|znovu|jangan|bukan|megint|nem|не|опять|снова|"
    r"không|"
    r"đừng|" + cuewords.SPACED["correction"] + "|" + cuewords.SPACED["recurrence"],
    r"また|ないで|不要|别|又|말고|다시|อีกแล้ว|อย่า",
)
