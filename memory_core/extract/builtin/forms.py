"""Form-style lines: the short lines of a list or a filled-in form, read by their shape.

A form says in a few words what prose says with a verb and a subject: "- SQS removed",
"Status: Redis - decommissioned", "Cache: none (Redis removed)", "Queue: SQS (retired 1 Nov)"
end a product; "CI: GitHub Actions (was Jenkins)", "Hosting: AWS (previously Heroku)",
"Database: MySQL 8 -> PostgreSQL 16" change one. The sentence rules split such a line at its
dash or read "Queue: SQS" as a value, so a line this module reads whole is taken out of their
way. Only short lines are read; a line naming a third party, a question or a plan is left to
the sentence rules. The cue words are the shared lexicon's (``cue_lexicon``) plus the
participles forms use, for the ~40 languages it lists.
"""

from __future__ import annotations

import re

from memory_core.extract.builtin.clauses import StackFact, named_party
from memory_core.extract.builtin.cue_lexicon import RETRACTED
from memory_core.extract.builtin.cue_rules import CuePattern, WordGate, negated, phrases
from memory_core.extract.builtin.markers import HYPOTHETICAL_RE
from memory_core.model.products import Mention, mentions
from memory_core.model.slots import compatible

# participles and nouns a form writes after a product that ended
_ENDED: dict[str, str] = {
    "en": "removed|retired|decommissioned|dropped|gone|turned off|switched off|shut down|"
    "cancelled|canceled|terminated|discontinued|deleted|uninstalled|phased out|sunset|"
    "sunsetted|deprecated and removed|no longer used|not used anymore|not in use",
    "de": "entfernt|abgeschaltet|abgeschafft|stillgelegt|gekündigt|deinstalliert",
    "fr": "supprimé|supprimée|retiré|retirée|arrêté|désactivé|résilié",
    "es": "eliminado|eliminada|retirado|retirada|desactivado|dado de baja|cancelado",
    "pt": "removido|removida|desativado|desativada|cancelado|descontinuado",
    "it": "rimosso|rimossa|dismesso|dismessa|disattivato|disdetto",
    "nl": "verwijderd|uitgezet|opgezegd|uitgefaseerd",
    "ru": "удалён|удален|удалена|убран|убрана|отключён|отключен|отключена|выведен из "
    "эксплуатации|больше не используется|отказались",
    "uk": "видалено|прибрано|вимкнено|відключено|більше не використовується",
    "bg": "премахнат|премахната|изключен|изключена|спрян|спряна|вече не се използва",
    "hr": "uklonjen|uklonjena|ugašen|ugašena|isključen|isključena|ukinut|ukinuta",
    "sr": "уклоњен|угашен|искључен|uklonjen|ugašen",
    "sl": "odstranjen|odstranjena|izklopljen|ukinjen",
    "pl": "usunięty|usunięta|usunięte|wyłączony|wyłączona|wycofany",
    "cs": "odstraněn|odstraněno|vypnut|vypnuto|zrušen|zrušeno",
    "sk": "odstránený|odstránené|vypnutý|zrušený",
    "lt": "pašalintas|pašalinta|išjungtas|išjungta|atsisakyta|nebenaudojamas",
    "lv": "noņemts|izslēgts|likvidēts|vairs netiek izmantots",
    "et": "eemaldatud|välja lülitatud|loobutud|kasutusest kõrvaldatud",
    "fi": "poistettu|sammutettu|lopetettu",
    "sv": "borttagen|borttaget|avvecklad|avstängd",
    "no": "fjernet|avviklet|skrudd av",
    "da": "fjernet|afviklet|slukket",
    "hu": "eltávolítva|kikapcsolva|megszüntetve",
    "ro": "eliminat|eliminată|dezactivat|oprit",
    "el": "αφαιρέθηκε|απενεργοποιήθηκε|καταργήθηκε",
    "tr": "kaldırıldı|kapatıldı|devre dışı",
    "id": "dihapus|dimatikan|tidak dipakai lagi",
    "ms": "dibuang|dimatikan|tidak digunakan lagi",
    "vi": "đã gỡ bỏ|đã tắt|ngừng sử dụng",
    "hi": "हटाया गया|हटा दिया गया|बंद कर दिया गया|बंद|हटाया",
    "bn": "সরানো হয়েছে|বন্ধ",
    "ur": "ہٹا دیا گیا|بند",
    "ar": "أزيل|تمت إزالته|أوقف|ملغى",
    "fa": "حذف شد|حذف شده|خاموش شد",
    "he": "הוסר|בוטל|כובה",
    "ja": "廃止|削除済み|停止済み|撤去済み",
    "zh": "已移除|已停用|已下线|已删除|已废弃",
    "ko": "제거됨|중단됨|폐기됨",
}
_ENDED_CUES = CuePattern(phrases(_ENDED) + phrases(RETRACTED))
# the old value's marker, right before it: "(was Jenkins)", "previously Heroku", "ранее MySQL"
_WAS: dict[str, str] = {
    "en": "was|previously|formerly|before|prev|ex|earlier|until recently|replacing|replaced|"
    "instead of|used to be|migrated from|moved from",
    "de": "vorher|früher|bisher|zuvor|statt|anstelle von|ersetzt|war",
    "fr": "avant|anciennement|auparavant|précédemment|remplace|au lieu de|était",
    "es": "antes|anteriormente|antiguamente|reemplaza a|en lugar de|era",
    "pt": "antes|anteriormente|antigo|substitui|em vez de|era",
    "it": "prima|precedentemente|in precedenza|sostituisce|invece di|era",
    "nl": "voorheen|eerder|vroeger|in plaats van|was",
    "ru": "раньше|ранее|прежде|было|был|была|вместо|бывший|до этого",
    "uk": "раніше|було|був|замість|колишній",
    "bg": "преди|по-рано|беше|вместо|предишен",
    "hr": "prije|ranije|prethodno|bio|bila|umjesto",
    "sr": "раније|пре|уместо|ranije|umesto",
    "sl": "prej|prej je bil|namesto",
    "pl": "wcześniej|poprzednio|dawniej|było|był|zamiast",
    "cs": "dříve|předtím|dřív|místo|byl|bylo",
    "sk": "predtým|skôr|namiesto|bol",
    "lt": "anksčiau|buvo|vietoj|prieš tai",
    "lv": "iepriekš|agrāk|bija|nevis",
    "et": "varem|enne|asemel|oli",
    "fi": "aiemmin|ennen|oli|sijaan",
    "sv": "tidigare|förut|istället för|var",
    "no": "tidligere|før|i stedet for|var",
    "da": "tidligere|før|i stedet for|var",
    "hu": "korábban|előtte|helyett|volt",
    "ro": "anterior|înainte|în loc de|era",
    "el": "πριν|προηγουμένως|αντί για|ήταν",
    "tr": "önceden|eskiden|yerine|önceki",
    "id": "sebelumnya|dulu|menggantikan",
    "ms": "sebelum ini|dahulu|menggantikan",
    "vi": "trước đây|trước đó|thay cho",
    "hi": "पहले|की जगह|पूर्व में",
}
_WAS_ALT = "|".join(
    r"\s+".join(map(re.escape, w.split())) for w in sorted(phrases(_WAS), key=len, reverse=True)
)
_WAS_RE = re.compile(r"(?:^|[\s(\[,;:—–-])(?:" + _WAS_ALT + r")\s*[:.]?\s*$", re.IGNORECASE)
# "previously" is no plan: the markers are blanked before the hypothetical test
_WAS_ANY_RE = re.compile(r"(?<!\w)(?:" + _WAS_ALT + r")(?!\w)", re.IGNORECASE)
_WAS_GATE = WordGate(r"\s+".join(map(re.escape, w.split())) for w in phrases(_WAS))
_ARROWS = frozenset("→⇒>")
_ARROW_RE = re.compile(r"^\s*(?:->|→|=>|⇒|—>|-->)\s*$")
_SEP = " \t-–—:,;.()[]"
_MAX_WORDS = 14
_WORD_RE = re.compile(r"\w+")


# what may follow an ending's cue: nothing, a bracket or date, or a word of when or how much
_TAIL_WORDS = frozenset(
    re.findall(
        r"\w+",
        "on in at since as last this yesterday today per by after during effective completely "
        "entirely fully too also now already recently earlier",
    )
)
_LABEL_ONLY_RE = re.compile(r"[^\W\d_][^:=\n]{0,30}?\s*[:=]")


def _tail_ok(rest: str) -> bool:
    """ "removed 1 Nov", "retired last week", "(PO attached)"; not "dropped connections"."""
    rest = rest.strip()
    if not rest or rest[0] in _SEP or rest[0].isdigit():
        return len(re.findall(r"\w+", re.sub(r"\([^)]*\)|\d[\d./-]*", " ", rest))) <= 4
    words = re.findall(r"\w+", rest.lower())
    return len(words) <= 4 and words[0] in _TAIL_WORDS


def _ended(line: str, found: list[Mention]) -> list[StackFact]:
    """ "- SQS removed", "Status: Redis - decommissioned", "(Redis removed)"."""
    out: list[StackFact] = []
    for m in found:
        gap_end = m.end
        while gap_end < len(line) and line[gap_end] in _SEP:
            gap_end += 1
        cue = _ENDED_CUES.search(line[gap_end:])
        if cue is None or cue.start() != 0 or negated(line, gap_end):
            continue
        head = line[: m.start]
        bare = head.strip(" \t-–—•*")
        opened = head.rfind("(") > head.rfind(")")
        if bare and not opened and not _LABEL_ONLY_RE.fullmatch(bare):
            continue  # prose before the product: the sentence rules read it
        if not _tail_ok(line[gap_end + cue.end() :]):
            continue
        attr = m.product.attribute
        if any(o.product.attribute == attr and not compatible(o.value, m.value) for o in found):
            return []  # a successor is named: not a plain ending
        out.append(StackFact("user", attr, m.value, 0.8, retract=True))
    return out


def _changed(line: str, found: list[Mention]) -> list[StackFact]:
    """ "GitHub Actions (was Jenkins)", "AWS (previously Heroku)", "MySQL 8 -> PostgreSQL 16"."""
    out: list[StackFact] = []
    for i, a in enumerate(found):
        for b in found[i + 1 :]:
            if a.product.attribute != b.product.attribute or compatible(a.value, b.value):
                continue
            between = line[a.end : b.start]
            if _WAS_RE.search(between) and len(between) <= 24:
                new, old = a, b
            elif _ARROW_RE.match(between):
                new, old = b, a
            else:
                continue
            out.append(
                StackFact(
                    "user", new.product.attribute, new.value, 0.8, previous=old.value, change=True
                )
            )
    return out


def form_facts(line: str) -> list[StackFact] | None:
    """The facts a short form line states, or None when it is not such a line."""
    if len(_WORD_RE.findall(line)) > _MAX_WORDS or line.rstrip().endswith("?"):
        return None
    if not _WAS_GATE.open(line) and _ENDED_CUES.search(line) is None and not _ARROWS & set(line):
        return None  # the cheap tests first: most lines are no form line
    found = mentions(line)
    if not found or named_party(line) is not None:
        return None
    if HYPOTHETICAL_RE.search(_WAS_ANY_RE.sub(" ", line)):
        return None
    facts = _changed(line, found) or _ended(line, found)
    return facts or None
