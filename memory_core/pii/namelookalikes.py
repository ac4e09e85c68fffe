"""Keep-list: place and month words written like first names (Sofia, Florence, Eugene,
Victoria, Austin, Augustus, Juni).

Name rules take a capitalised given name after "in", "to" or before a comma. These are
kept when the context says place or date: a month word after a preposition or right next to
a day or year number; a word followed by ``, <US state / Canadian province / Australian
state / country>`` (regions that are also given names, such as Georgia or Victoria,
are left out); a listed city that is also a given name after a travel or location
preposition, or before ``office``/``team``/``branch``. A German noun after its article
("Das Kennwort muss", "Der Drucker im 2. OG") is a noun, not a surname, when the next word
is lower case and the noun is neither a listed given name nor a name found elsewhere in
the text. A person called Sofia in "Sofia
said" or "Hi Sofia" is not in any of these contexts.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import FOREIGN_MONTHS, words
from memory_core.pii.namewords import _lists
from memory_core.pii.placeholders import PERSON
from memory_core.pii.spans import P_ADDRESS, Doc, Span

KEEP = "KEEP"
# Above every name rule, below dates of birth and addresses ("12. Oktober 1979",
# "Rua Sete de Abril 1220" hold these words and must still be masked).
P_LOOKALIKE = P_ADDRESS - 2

_MONTHS = FOREIGN_MONTHS | words(
    "january february march april may june july august september october november december"
)
_REGIONS = (
    "Alabama|Alaska|Arizona|Arkansas|California|Colorado|Connecticut|Delaware|Florida"
    "|Hawaii|Idaho|Illinois|Indiana|Iowa|Kansas|Kentucky|Louisiana|Maine|Maryland"
    "|Massachusetts|Michigan|Minnesota|Mississippi|Missouri|Montana|Nebraska|Nevada"
    "|New Hampshire|New Jersey|New Mexico|New York|North Carolina|North Dakota|Ohio|Oklahoma"
    "|Oregon|Pennsylvania|Rhode Island|South Carolina|South Dakota|Tennessee|Texas|Utah"
    "|Vermont|Washington|West Virginia|Wisconsin|Wyoming|Ontario|Quebec|Alberta"
    "|British Columbia|Manitoba|Saskatchewan|Nova Scotia|New Brunswick|Newfoundland"
    "|Queensland|Tasmania|New South Wales|South Australia|Western Australia"
    "|AL|AK|AZ|AR|CA|CO|CT|DE|FL|GA|HI|IA|KS|KY|MD|MA|MN|MS|MO|MT|NE|NV|NH|NJ|NM"
    "|NY|NC|ND|OH|OR|PA|RI|SC|SD|TN|TX|UT|VT|VA|WV|WI|WY|DC|BC|AB|SK|MB|QC|NS|NB|NL|NSW|VIC"
    "|QLD|TAS|ACT|Australia|Canada|USA|Italy|Italia|Bulgaria|Greece|Spain|Portugal|Brazil"
    "|Argentina|Mexico|Egypt|Malta|Texas"
)
_CITY_REGION = re.compile(r"\b([A-Z][a-z]{2,})(?=,?[ \t]+\(?(?:" + _REGIONS + r")\b)")
_CITIES = words(
    "sofia florence florenz firenze victoria adelaide austin charlotte eugene regina alexandria"
    " georgetown jackson madison phoenix savannah aurora orlando lincoln chester sydney"
    " valencia santiago paris lima florida augusta helena marion beverly shannon kingston"
    " hamilton wellington nelson darwin perth victoria salem camden troy dallas houston denver"
    " raleigh leon sofii florencji"
)
_BEFORE = re.compile(
    r"(?i:\b(?:in|to|from|via|at|near|flight to|trip to|train to|nach|aus|in der|do|z|ze|w|we"
    r"|à|a|en|de|di|da|para|per|naar|uit|till|från|til|fra)[ \t]+)$"
)
_AFTER = re.compile(r"[ \t]+(?i:office|team|branch|site|campus|region|airport|hub|datacenter)\b")
_DE_NOUN = re.compile(
    r"(?<![\w])(?:[Dd](?:er|ie|as|em|en|es)|[Ee]in(?:e[mnrs]?)?|[Kk]ein(?:e[mnrs]?)?)[ \t]+"
    r"([A-ZÄÖÜ][a-zäöüß]{3,})(?=[ \t]+[a-zäöü0-9])"
)
_DE_ARTICLES = words(
    "der die das dem den des ein eine einem einen einer eines kein keine keinem keinen keiner"
)
_LOOKALIKES = _MONTHS | _CITIES
_REGION_WORDS = frozenset(w.lower() for w in re.findall(r"[A-Z][a-z]{3,}", _REGIONS))
_CODE_HINT = re.compile(r",? \(?[A-Z]{2,3}\b")
_WORD = re.compile(r"\b[A-ZÀ-Þ][a-zß-ÿ]{2,}\b")
_NUM_BEFORE = re.compile(r"\d{1,2}\.?[ \t]$")
_NUM_AFTER = re.compile(r"[ \t]\d{1,4}(?![\w:])")


def detect(doc: Doc) -> list[Span]:
    """``KEEP`` spans over place and month words in place or date context."""
    text = doc.text
    out: list[Span] = []
    for m in _WORD.finditer(text) if not doc.words.isdisjoint(_LOOKALIKES) else ():
        w = m.group().lower()
        s, e = m.start(), m.end()
        if w in _MONTHS:
            if (
                _BEFORE.search(text, max(0, s - 12), s)
                or _NUM_BEFORE.search(text, max(0, s - 4), s)
                or _NUM_AFTER.match(text, e)
            ):
                out.append(Span(s, e, KEEP, P_LOOKALIKE))
        elif w in _CITIES and (_BEFORE.search(text, max(0, s - 12), s) or _AFTER.match(text, e)):
            out.append(Span(s, e, KEEP, P_LOOKALIKE))
    if not doc.words.isdisjoint(_DE_ARTICLES):
        given = _lists().raw_given
        persons = [sp for sp in doc.found if sp.kind == PERSON]
        for m in _DE_NOUN.finditer(text):
            noun = m.group(1)
            elsewhere = any(
                noun in text[sp.start : sp.end].split()
                for sp in persons
                if sp.end <= m.start() or sp.start >= m.end()
            )
            if noun.lower() not in given and not elsewhere:
                out.append(Span(m.start(1), m.end(1), KEEP, P_LOOKALIKE))
    if ("," in text or " (" in text) and (
        not doc.words.isdisjoint(_REGION_WORDS) or _CODE_HINT.search(text) is not None
    ):
        for m in _CITY_REGION.finditer(text):
            out.append(Span(m.start(1), m.end(1), KEEP, P_LOOKALIKE))
    return out
