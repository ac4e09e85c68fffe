"""Personal pronouns of ~40 languages: a sentence that opens with one opens with no name.

Several are given names somewhere ("Kami" is Malay/Indonesian "we" and a Japanese name,
"Ella" Spanish "she", "Han" Swedish "he", "Mina" Estonian "I"), so the gazetteer takes a
capitalised one at a sentence start for a person. A lone such word at a sentence start,
followed by a lower-case word that is not English ("Kami akan datang", "Ella dijo que"),
is the pronoun; "Ella said" and "Kami Tanaka" stay names.
"""

from __future__ import annotations

from memory_core.pii.keep import words
from memory_core.pii.namewords import english_words

PRONOUNS = words(
    # Malay / Indonesian, Tagalog, Swahili, Javanese
    "saya aku kami kita kamu anda dia ia mereka beliau engkau ako ikaw siya tayo kayo sila "
    "mimi wewe yeye sisi ninyi wao kula awak "
    # Turkish, Azerbaijani, Vietnamese, Haitian
    "ben sen biz siz onlar mən sən tôi chúng mwen nou "
    # Polish, Czech, Slovak, South Slavic
    "ja ty ona ono wy oni one já vy ti mi vi "
    # Romanian, Hungarian, Finnish, Estonian, Latvian, Lithuanian, Albanian
    "eu tu el ea noi voi ei ele én te ők minä sinä hän mina sina tema meie teie nemad "
    "es viņš viņa mēs jūs viņi aš jis ji mes jie unë ajo ata "
    # Dutch, Afrikaans, Germanic
    "ik jij hij zij wij jullie ek jy hy sy ons julle hulle ich du er sie wir ihr jag han "
    "hon vi ni jeg hun dere ég þú hann hún við "
    # Romance
    "yo tú él ella ellas ellos nosotros nosotras vosotros ele ela eles elas nós io lui lei "
    "noi loro je il elle nous vous ils elles jo ell nosaltres "
    # Basque, Irish, Welsh, Maltese, Zulu, Somali
    "zu gu mé sé sí muid siad fi ef hi chi nhw jien int aħna huma mina wena thina aniga"
)
_SENT_OPEN = ".!?:\n>*-•"


def pronoun_mention(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` a pronoun opening a sentence of another language?"""
    word = text[start:end]
    if " " in word or word.lower() not in PRONOUNS:
        return False
    before = text[:start].rstrip(" \t\"'“([")
    if before and before[-1] not in _SENT_OPEN:
        return False
    rest = text[end : end + 40].split()
    if not rest:
        return False
    nxt = rest[0].strip(".,;:!?\"')")
    return bool(nxt) and nxt.islower() and nxt not in english_words()
