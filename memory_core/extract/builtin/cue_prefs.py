"""Preferences read from structure with the shared lexicons (``pref_lexicon``).

A team size: a count
(digits, or a number word of the lexicon) right beside a team noun of any listed language, at
most one word between them ("Som quatre desenvolupadors", "Lima kaming developer", "watu
watatu", "traja vývojári"), in a sentence with a first-person word (or a fragment that is
only the count and its noun) and no third party.

A contact channel: a contact verb of any listed language, then within four words a channel
named as that language writes it ("hubungi saya melalui e-mel, bukan WhatsApp": e-mail, the
first one; "kontaktujte ma prosím cez Slack"); a negation right before the verb or the
channel declines it.

Read only when the per-language rules found nothing. A count that is wanted or hired ("we
need two more developers"), asked or imagined is not the team.
"""

from __future__ import annotations

import re

from memory_core.extract.builtin import pref_lexicon
from memory_core.extract.builtin.cue_rules import CuePattern, fold, negated, phrases
from memory_core.extract.builtin.markers import HYPOTHETICAL_RE
from memory_core.extract.builtin.third_parties import third_party_noun

_NOUNS = CuePattern(phrases(pref_lexicon.TEAM_NOUNS))
_WE = CuePattern(phrases(pref_lexicon.FIRST_PERSON))
_WANTED = CuePattern(phrases(pref_lexicon.COUNT_WANTED))
_NUMBERS = {w.strip().lower(): n for n, ws in pref_lexicon.NUMBERS.items() for w in ws.split("|")}
# Indic and Thai vowel signs are no ``\w``: without them "पांच" (five) splits in pieces
_LETTER = r"(?:[^\W_]|[\u0900-\u0963\u0966-\u0dff\u0e00-\u0e7f])"
_TOKEN_RE = re.compile(_LETTER + r"+(?:[-']" + _LETTER + r"+)*")
_ASCII_TOKEN_RE = re.compile(r"[^\W_]+(?:[-'][^\W_]+)*")  # the same on ASCII text, faster


def _words_of(text: str) -> list[str]:
    return (_ASCII_TOKEN_RE if text.isascii() else _TOKEN_RE).findall(text)


def _count(token: str) -> int | None:
    if token.isdigit():
        return int(token) if 1 < int(token) <= 5000 else None
    return _NUMBERS.get(token.lower())


def team_count(sentence: str) -> str | None:
    """The team size the sentence states (digits), or None (module docstring)."""
    noun = _NOUNS.search(sentence)  # the cheap test first: most sentences name no team
    if noun is None or sentence.rstrip().endswith("?") or _WANTED.search(sentence) is not None:
        return None
    if HYPOTHETICAL_RE.search(sentence):
        return None
    # "sme malý tím - traja vývojári": a fragment of its own, the count and its noun only
    fragment = len(_TOKEN_RE.findall(sentence)) <= 3
    if _WE.search(sentence) is None and not fragment:
        return None
    if third_party_noun(sentence) is not None:
        return None
    text = fold(sentence)
    before = _words_of(text[: noun.start()])[-2:]
    after = _words_of(text[noun.end() :])[:2]
    found = {c for t in [*before, *after] if (c := _count(t)) is not None}
    if len(found) != 1:
        return None  # none, or "from 4 to 6": the per-language rules' to read
    return str(found.pop())


_CONTACT = CuePattern(phrases(pref_lexicon.CONTACT_VERBS))
_CHANNEL_RE = re.compile(
    r"(?<![\w-])("
    + "|".join(re.escape(c) for c in sorted(pref_lexicon.CHANNEL_NAMES, key=len, reverse=True))
    + r")(?![\w-])",
    re.IGNORECASE,
)


def contact_cue(sentence: str) -> str | None:
    """The channel a contact verb of the lexicon asks for (module docstring), or None."""
    verb = _CONTACT.search(sentence)  # the cheap test first: most sentences ask no contact
    if verb is None or negated(sentence, verb.start()):
        return None
    ch = _CHANNEL_RE.search(sentence, verb.end())
    if ch is None or len(_TOKEN_RE.findall(sentence[verb.end() : ch.start()])) > 4:
        # verb-last languages name the channel first: "मुझसे WhatsApp पर संपर्क करें"
        before = [c for c in _CHANNEL_RE.finditer(sentence, 0, verb.start())]
        ch = before[-1] if before else None
        if ch is None or len(_TOKEN_RE.findall(sentence[ch.end() : verb.start()])) > 3:
            return None
    if negated(sentence, ch.start()) or sentence.rstrip().endswith("?"):
        return None
    if HYPOTHETICAL_RE.search(sentence):
        return None
    return pref_lexicon.CHANNEL_NAMES[ch.group(1).lower()]
