"""A lone capitalised word as a person's name: only with a cue that only a person takes
("my kid Lukas", "Mike said", "Matej's address") or a listed name in a sentence role.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words
from memory_core.pii.namewords import (
    _AFTER,
    _POSSESSIVE,
    _STRONG_BEFORE,
    _SURNAME_AFTER,
    _WORD_AFTER,
    _WORD_BEFORE,
    AMBIG,
    EN,
    GIVEN,
    NOT,
    ORG,
    RARE,
    RAW_GIVEN,
    SHAPED,
    STRONG,
    SUR,
)

# --- a lone capitalised word --------------------------------------------------------------
# Relatives and roles: "my kid Lukas", "her husband Mehmet", "our nanny Ilse".
_RELATION = words(
    "kid kids child son daughter wife husband mom dad mother father brother sister friend "
    "boss colleague coworker manager uncle aunt cousin partner girlfriend boyfriend nephew "
    "niece grandma grandpa grandmother grandfather grandson granddaughter stepson "
    "stepdaughter stepmother stepfather fiance fiancee fiancé fiancée spouse baby nanny "
    "neighbor neighbour roommate flatmate classmate teammate tutor teacher student "
    "landlord tenant doctor therapist lawyer"
)
_DETERMINERS = words("my our his her their your")
_TITLES = words("mr mrs ms miss mx dr prof")
# Words that, written between the two, say the next one is a given name: "named him X".
_NAMING = words("named called call name nicknamed christened")
_OBJECT = words("him her them")
# Verbs after a lone unlisted word that only a person does ("Timotea lives on ...").
_HUMAN_AFTER = words(
    "said says asked told tells replied shouted whispered yelled screamed answered lives "
    "lived smiled laughed cried married graduated retired sighed nodded grinned"
)
# Speech verbs: after a name that is also an English word ("Mike said") they still mean
# a person.
_SAID = words("said says asked told replied answered whispered shouted yelled")
# A possessive then a noun only a person has: "Matej's address", "Asya's kid".
_PERSONAL_NOUN = _RELATION | words(
    "address phone number email birthday house home flat apartment car family mom dad "
    "wife husband kids children parents killers killer funeral death birth laptop desk "
    "wedding salary resignation passport resume cv inbox mailbox"
)
_POSS_NOUN = re.compile(r"['’]s[ \t]+([a-z]+)")
_PRONOUN = re.compile(r"\b(?:he|she|him|her|his|hers|himself|herself)\b")
_OBJ_PRONOUN = words("his her him")
_VOCATIVE_NEXT = words(
    "can could would will do did are is have please i you we what where when why how "
    "thanks thank sorry"
)
_ORG_SUFFIX = re.compile(
    r"[ \t]+(?:is|was|works|worked)[ \t]+(?:from|at|for|with)[ \t]+[^.\n]{0,60}?"
    r"\b(?:LLC|Inc|Ltd|Corp|Corporation|GmbH|Company|Co|Group|PLC|LLP|AG|SA|BV|NV|Oy|AB)\b",
    re.IGNORECASE,
)
_SENT_END = frozenset(".!?\n\"'“”:;")
_ENUM_AFTER = _AFTER | words("were are have")


def _words_before(text: str, start: int) -> tuple[str, str, str]:
    """Up to two lower-case words before ``start`` and the text between the last one and
    ``start`` ("ms. ", ", ")."""
    seg = text[max(0, start - 32) : start]
    parts = seg.split()
    if not parts:
        return "", "", seg
    w1 = parts[-1]
    # ``seg`` may end in spaces; ``tail`` is what follows the last word's letters.
    core1 = w1.strip("\"'“”‘’(),;:.!?").lower()
    w2 = parts[-2].strip("\"'“”‘’(),;:.!?").lower() if len(parts) > 1 else ""
    return core1, w2, w1


def _sentence_start(text: str, start: int) -> bool:
    """Is ``start`` the first word of the text, a line or a sentence?"""
    k = start - 1
    while k >= 0 and text[k] in " \t*>-\"'“‘(":
        k -= 1
    return k < 0 or text[k] in _SENT_END


def _standalone(text: str, m: re.Match[str]) -> bool:
    """The token is a word of prose, not part of a path, an address or an identifier."""
    s, e = m.start(), m.end()
    if s and text[s - 1] in "/\\@#_.=-:$%<[{":
        return False
    nxt = text[e : e + 2]
    if nxt[:1] in ("/", "\\", "@", "_", "=", "(", "[", "{", "<") or nxt[:1].isdigit():
        return False
    if nxt == " &" or text[max(0, s - 2) : s] == "& ":
        return False  # "Johnson & Johnson", "Procter & Gamble": a company
    return not (nxt[:1] == "." and nxt[1:2].isalnum())


def _lone(text: str, m: re.Match[str], fl: int, cased: bool = True) -> bool:
    """A capitalised word on its own (no capitalised neighbour) that is a person.

    A listed given name needs nothing more ("Why is Ivan late?"); other words need a
    cue: a relative or title before it, a person verb, possessive or pronoun after it,
    being addressed ("Kuba, can I..."), a company it works for.
    """
    if not fl & SHAPED and not fl & GIVEN:
        return False
    if fl & ORG:
        return False
    if fl & GIVEN and cased:
        return _standalone(text, m) and not _noun_slot(text, m.start(), m.end())
    s, e = m.start(), m.end()
    w1, w2, raw1 = _words_before(text, s)
    plain = not fl & (EN | NOT)  # unlisted or a rare surname
    if w1 in _RELATION and (fl & (AMBIG | RAW_GIVEN) or w2 in _DETERMINERS):
        return plain or bool(fl & (AMBIG | RAW_GIVEN | SUR))
    if w1 in _TITLES and raw1.endswith(".") and text[s - 1] == " ":
        return plain or bool(fl & (AMBIG | SUR))
    if w1 in _OBJECT and w2 in _NAMING:
        return not fl & EN  # "named him Luís"; "named him Frank" stays (an English word)
    after = text[e : e + 24]
    am = _WORD_AFTER.match(after)
    aw = am.group(1) if am is not None else ""
    if aw in _OBJ_PRONOUN and not _sentence_start(text, s) and not fl & NOT:
        return True  # "had given Alma his address"
    if fl & AMBIG:  # "Don't go, Mark!", "Mike said the deploy failed"
        return (raw1.endswith(",") and after[:1] in ("!", "?")) or (
            aw in _SAID and after[:1] == " "
        )
    if fl & NOT:
        return False
    if fl & RARE and (_POSSESSIVE.match(after) or aw in _SURNAME_AFTER):
        return True
    if fl & EN:
        return False
    # Unlisted or rare-surname words from here on.
    if fl & STRONG and _strong_cue(text, s, after, aw):
        return True
    if aw in _HUMAN_AFTER:
        return True
    pm = _POSS_NOUN.match(after)
    if pm is not None and pm.group(1) in _PERSONAL_NOUN:
        return True
    start = _sentence_start(text, s)
    if not start and aw in _SUBJECT_VERB and _PRONOUN.search(text, e, e + 160) is not None:
        return True  # "you can tell Jouni was ... when he was"
    if start and after[:1] == ",":
        vm = _WORD_AFTER.match(after, 1)
        if vm is not None and vm.group(1).lower() in _VOCATIVE_NEXT:
            return True  # "Kuba, can I speak to your boss?"
    if raw1.endswith(",") and after[:1] in ("!", "?"):
        return True
    if start and aw and aw.islower() and aw not in _NO_SUBJECT_VERB:
        # The subject of a sentence that a personal pronoun refers back to.
        if _PRONOUN.search(text, e, e + 160) is not None:
            return True
        if _ORG_SUFFIX.match(text, e) is not None:
            return True
    return False


# Verbs after a capitalised word inside a sentence that make it the subject.
_SUBJECT_VERB = words("is was has had began started became")
# Lower-case words after a sentence-initial word that show it is not a subject.
_NO_SUBJECT_VERB = words("of and or to in on at for by")


def _strong_cue(text: str, start: int, after: str, aw: str) -> bool:
    """A cue for a lone name-shaped unknown word ("Szczepańska's", "says Einarsson")."""
    if _POSSESSIVE.match(after):
        return True
    if aw in _SURNAME_AFTER:
        return True
    bm = _WORD_BEFORE.search(text, max(0, start - 20), start)
    return bm is not None and bm.group(1).lower() in _STRONG_BEFORE


# An article makes the next word a noun ("durch die Heide", "es un Consuelo"): a person's
# name takes none in these languages (English "the Johnson novel" still names a person).
# A sentence-initial word followed by "of"-like prepositions or "in the" is a noun phrase
# too ("Luz do painel", "Paz en la reunión").
_ARTICLES = words(
    "die der das den dem des ein eine einen einem einer un una uno il lo gli el los las het een"
)
_OF_AFTER = words("de do da di del della dello dei des du dos nel nella vom zum zur")
_EN_ARTICLE = words("la el los las un una")
# A name used as a modifier of a thing software has is a product ("our Cassandra
# pipeline", "the Hermes cluster"): a person there would take a possessive.
_THING_AFTER = words(
    "pipeline pipelines cluster clusters database databases db node nodes instance instances "
    "job jobs queue queues server servers schema keyspace keyspaces driver drivers backend "
    "deployment deployments container containers pod pods bucket buckets index indexes repo "
    "repository migration migrations plugin plugins connector connectors dashboard dashboards "
    "sdk cli config integration integrations workflow workflows endpoint endpoints"
)


def _noun_slot(text: str, s: int, e: int) -> bool:
    """Is the word at ``text[s:e]`` in a noun's slot: after an article, or opening a
    sentence as the head of a noun phrase?"""
    w1, _w2, raw1 = _words_before(text, s)
    if w1 in _ARTICLES and raw1 == w1 and text[s - 1 : s] == " ":
        return True
    if text[e : e + 1] != " ":
        return False
    am = _WORD_AFTER.match(text, e)
    if am is None:
        return False
    aw = am.group(1)
    if aw in _THING_AFTER:
        return True
    if not _sentence_start(text, s):
        return False
    if aw in _OF_AFTER:
        return True
    if aw == "en":
        nm = _WORD_AFTER.match(text, am.end())
        return nm is not None and nm.group(1) in _EN_ARTICLE
    return False
