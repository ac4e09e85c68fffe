"""Names after honorifics, introductions and kinship words in many languages and scripts.

The older name rules know English and a few European cues. Here one lexicon covers
honorifics (Bapak, Ibu, Pak, Mbak, Encik, Puan, श्री, श्रीमती, κύριε, господин, السيد),
introductions and salutations (είμαι ο/η, με λένε, меня зовут, प्रिय, मेरा नाम, לכבוד,
שמי, مدبر, اسمي, nama saya, saya), kinship (my daughter, mein Sohn, córka, kona mi, min
man, istri saya, 息子の ...) and labels (Pelapor:, Penelepon:). After the cue, up to three
capitalised words are taken in cased scripts (Latin, Greek, Cyrillic); in caseless scripts
(Devanagari, Hebrew, Arabic, Thai) up to two words; after a Japanese or Chinese kinship
cue, the 2-4 kanji before a particle.
"""

from __future__ import annotations

import re

from memory_core.pii.cuegate import may_hold, prefixes
from memory_core.pii.placeholders import PERSON
from memory_core.pii.spans import P_PERSON, Doc, Span

_CUES = (
    # Indonesian / Malay honorifics, introductions, kinship and labels
    "bapak", "ibu", "pak", "bu", "mbak", "mas", "kak", "sdr.", "sdri.", "saudara", "saudari",
    "encik", "puan", "cik", "tuan", "nama saya", "saya", "istri saya,", "istri saya",
    "suami saya,", "suami saya", "anak saya", "pelapor:", "penelepon:", "pemohon:",
    "hormat kami,\n", "salam,\n",
    # Greek
    "είμαι ο/η", "είμαι ο", "είμαι η", "με λένε", "ονομάζομαι", "αγαπητέ/ή", "αγαπητέ",
    "αγαπητή", "κύριε", "κυρία", "κ.",
    # Russian / Ukrainian
    "меня зовут", "мене звати", "уважаемый", "уважаемая", "шановний", "шановна",
    "господин", "госпожа", "пан", "пані",
    # Hindi and other Indian languages
    "प्रिय", "श्री", "श्रीमती", "सुश्री", "मेरा नाम", "नमस्ते", "আমার নাম", "என் பெயர்",
    # Hebrew, Arabic, Persian
    "לכבוד", "שמי", "מדבר", "מדברת", "גב'", "מר", "اسمي", "السيد", "السيدة", "عزيزي",
    "عزيزتي", "الأستاذ", "نام من",
    # Thai, Vietnamese, Turkish
    "คุณ", "ชื่อ", "tên tôi là", "anh", "chị", "benim adım", "adım",
    # kinship in European languages
    "my daughter", "my son", "my wife", "my husband", "my partner", "mein sohn",
    "meine tochter", "meine frau", "mein mann", "min man", "min fru", "min son",
    "min dotter", "kona mi", "mannen min", "sønnen min", "dattera mi", "min kone",
    "min mand", "min søn", "min datter", "córka", "syn", "żona", "mąż", "ma fille",
    "mon fils", "ma femme", "mon mari", "mi hija", "mi hijo", "mi esposa", "mi marido",
    "minha filha", "meu filho", "minha esposa", "meu marido", "mia figlia", "mio figlio",
    "mia moglie", "mio marito", "mijn dochter", "mijn zoon", "mijn vrouw", "mijn man",
    "kızım", "oğlum", "eşim", "моя дочь", "мой сын", "моя жена", "мой муж", "dcera",
    "manželka", "manžel", "fiica mea", "fiul meu", "soția mea", "soțul meu", "tyttäreni",
    "poikani", "vaimoni", "mieheni",
)  # fmt: skip
_CUE_RE = re.compile(
    r"(?<![^\W\d_])(?:"
    + "|".join(re.escape(c) for c in sorted(_CUES, key=len, reverse=True))
    + r")"
)
_GATE = prefixes(_CUES)
# Cues that are ordinary words too: they need two capitalised words after them.
_WEAK = frozenset(("saya", "mas", "kak", "bu", "pak", "anh", "chị", "syn", "adım", "пан", "ibu"))
_CASED = re.compile(
    r"[ \t]*,?[ \t]*((?:[^\W\d_a-zß-ÿα-ωа-яё][\w'’-]+)(?:[ \t]+[^\W\d_a-zß-ÿα-ωа-яё][\w'’-]+){0,2})"
)
_CASELESS_WORD = r"[\u0590-\u05ff\u0600-\u06ff\u0900-\u0dff\u0e00-\u0e7f]+"
_CASELESS = re.compile(rf"[ \t]*,?[ \t]*({_CASELESS_WORD}(?:[ \t]+{_CASELESS_WORD})?)")
_KANJI_KIN = re.compile(
    r"(?:息子|娘|妻|夫|主人|母|父|兄|弟|姉|妹|儿子|女儿|妻子|丈夫)の?([\u4e00-\u9fff]{2,4})(?=[がはをにとも、。さ様])"
)
# Words that follow a caseless-script cue but are not names (Hindi honorific suffix).
_TAIL = frozenset(("जी", "जी,"))


_CUE_WORDS = frozenset(c for c in _CUES if " " not in c and c.isalpha())


def _capitalised(run: str) -> str:
    """The leading words of ``run`` that start with a capital (not a cue word)."""
    kept: list[str] = []
    for w in run.split():
        if not w[0].isupper() or (not kept and w.lower() in _CUE_WORDS):
            break
        kept.append(w)
    return " ".join(kept) if len(" ".join(kept)) == len(run[: len(" ".join(kept))]) else ""


def detect(doc: Doc) -> list[Span]:
    """Spans of names after the cues above."""
    text, low = doc.text, doc.low
    out: list[Span] = []
    if not may_hold(doc, _GATE):
        return out
    for m in _CUE_RE.finditer(low):
        cue = m.group()
        e = m.end()
        if cue[-1].isalnum() and e < len(text) and text[e].isalnum():
            continue
        cm = _CASED.match(text, e)
        name = _capitalised(cm.group(1)) if cm is not None else ""
        if cm is not None and name:
            if not (cue.strip(",\n") in _WEAK and " " not in name):
                out.append(Span(cm.start(1), cm.start(1) + len(name), PERSON, P_PERSON))
            continue
        if cue.endswith("\n"):
            continue
        cl = _CASELESS.match(text, e)
        if cl is not None:
            parts = [p for p in cl.group(1).split() if p not in _TAIL]
            if parts:
                s = cl.start(1)
                out.append(Span(s, s + len(" ".join(parts)), PERSON, P_PERSON))
    if not text.isascii():
        for m in _KANJI_KIN.finditer(text):
            out.append(Span(m.start(1), m.end(1), PERSON, P_PERSON))
    return out
