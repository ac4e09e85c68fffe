"""Person names from conversational cues, without a model.

Capitalised words are everywhere, so a name is taken only where the text says it is
one: speaker labels (not headings made of ordinary words such as "Release Notes:"),
self-introductions, greetings, sign-offs, titles, "contact X", ``Name:``-style labels,
names written next to an e-mail or phone number, and a name line heading a contact
block (a line of two to four name-shaped words up to three lines above an address,
phone or e-mail). The list-based rules live in ``gazetteer``. All-lower-case texts are
first given capitals on their non-dictionary words (``shadowcase.shadow_case``). The
engine remembers found names so later bare mentions in the session are masked too.
Name runs and their trimming are in ``nameruns``, speaker labels and contact-block header
lines in ``namelines``.

Speed: the capitalised tokens are scanned once and shared with the gazetteer; a text
whose capitalised words are all ordinary English or stop words is skipped; cue words are
found with ``str.find`` on the lower-cased text (one small pattern per first word), and
the (costlier) name grammar runs only right after a cue.
"""

from __future__ import annotations

import re

from memory_core.pii import gazetteer, namecjk
from memory_core.pii.contact import find_emails
from memory_core.pii.namelead import lead_views
from memory_core.pii.namelines import (
    _DASH_SIG,
    _header_names,
    _last_first,
    _speaker_runs,
    angle_speakers,
    closing_names,
)
from memory_core.pii.nameruns import (
    _NAME_CORE,
    STOP,
    SUFFIXES,
    TITLES,
    WORD_TITLES,
    _core,
    _is_name_tok,
    _name_before,
    trim_name,
)
from memory_core.pii.namewords import BORING, BORING_ONLY, Tokens, _lists, english_words, scan
from memory_core.pii.placeholders import ADDRESS, PERSON, PHONE
from memory_core.pii.shadowcase import all_english, shadow_case
from memory_core.pii.spans import P_PERSON, Doc, Span, line_matches

_GREET = (
    r"hi|hello|hey|dear|hiya|howdy|good morning|good afternoon|good evening|greetings|thanks"
    r"|thank you|thx|ty|cheers|welcome|congrats|congratulations|sorry|bye|goodbye|ciao|hola"
    r"|hallo|bonjour|salut|yo|regards|best|best regards|kind regards|warm regards|warmly"
    r"|sincerely|yours sincerely|yours truly|yours|many thanks|thanks again|talk soon"
    r"|take care|all the best|respectfully|br|love|xoxo|bests|with thanks"
    # sign-offs of the other languages we mask (each starts with an ASCII letter: the
    # cue index is keyed by its first [a-z] word)
    r"|med vänliga hälsningar|vänliga hälsningar|mvh|hälsningar|med venlig hilsen"
    r"|venlig hilsen|vennlig hilsen|med vennlig hilsen|hilsen|cumprimentos|atenciosamente"
    r"|saludos|un saludo|atentamente|cordialement|bien à vous|mit freundlichen grüßen"
    r"|viele grüße|liebe grüße|beste grüße|freundliche grüße|met vriendelijke groet"
    r"|groeten|distinti saluti|cordiali saluti|saluti|pozdrawiam|terveisin"
    r"|ystävällisin terveisin|s pozdravem|saygılarımla"
    # salutations: "Hej Eetu!", "Gentile Sig. Bittencourt,", "Geachte heer Sorin Stoica,"
    r"|hej|hei|moi|ahoj|szia|gentile|gentilissima|gentilissimo|geachte|sehr geehrter"
    r"|sehr geehrte|estimado|estimada|prezado|prezada|querido|querida|caro|cara|cher|chère"
    r"|kedves|stimate|stimată|drogi|droga|szanowny|szanowna|lieve"
)
_INTRO = (
    r"i'm|i’m|im|i am|my name is|my name's|name's|call me|calls me|i go by|known as|goes by"
    r"|his name is|her name is|their name is|named|called|signed"
)
_THIS = r"this is|it's|it’s|here is|here's"
_VERB = (
    r"contact|call|email|e-mail|text|message|ping|ask|tell|cc|reach out to|talk to"
    r"|talked to|speak with|speak to|spoke with|spoke to|meet|met|meeting with|met with"
    r"|assigned to|forward to|forwarded to|introduce|introduced|thanks to|ask for|married"
    r"|hired|invite|invited|visited|visit|texted|emailed|called|messaged|pinged|asked|told"
    r"|paid|remind|reminded|cc'd|loop in|looped in|said|says|replied|shouted at|yelled at"
    r"|whispered to|starring|featuring|maiden name is|last name is|first name is"
    # the name after its noun in a spelling exchange: "..., first name Maarten"
    r"|first name|last name|given name|family name|surname is|maiden name"
)
# Credits and questions for a name; a ':' may follow ("Directed By:    Johannes Varvio").
_BY = (
    r"directed by|written by|produced by|composed by|performed by|narrated by|painted by"
    r"|illustrated by|producer|songwriter|what's your name\?|what’s your name\?"
    r"|what is your name\?|what's your last name\?|what’s your last name\?"
    r"|what is your last name\?|what's the name on the account\?|partner's name"
)
_LABEL = (
    r"name|full name|full_name|first name|first_name|last name|last_name|surname"
    r"|contact|contact person|customer|client|patient|user name|from|to|cc|bcc|sender"
    r"|recipient|author|owner|assignee|reporter|employee|applicant|tenant|driver|passenger"
    r"|guest|account holder|cardholder|card holder|beneficiary|signature|attn"
    r"|emergency contact|candidate|student|teacher|doctor|physician|nurse|spouse|manager"
    r"|supervisor|landlord|buyer|seller|requester|requested by|approved by|submitted by"
    r"|prepared by|created by|written by|speaker|interviewer|interviewee|participant"
    r"|customer name|contact name|patient name"
)


def _alts(words: str) -> str:
    """Alternation with longer options first, so "best regards" wins over "best"."""
    return "|".join(sorted(set(words.split("|")), key=len, reverse=True))


# Cue families in matching order; a label needs a ':' or '=' after it.
_FAMILIES = (
    ("intro", _INTRO, ""),
    ("this", _THIS, ""),
    ("label", _LABEL, r"(?=[ \t]*[:=])"),
    ("by", _BY, ""),
    ("greet", _GREET, ""),
    ("verb", _VERB, ""),
    ("title", "|".join(TITLES), ""),
)


def _first_word(cue: str) -> str:
    return re.match(r"[a-z]+", cue).group()  # type: ignore[union-attr]


def _cue_regexes() -> dict[str, re.Pattern[str]]:
    """One small cue pattern per first word ("my" -> "my name is|my name's"): a match
    tries a handful of options instead of all cues (same groups and order as one big
    alternation)."""
    by_word: dict[str, dict[str, list[str]]] = {}
    for fam, alts, _ in _FAMILIES:
        for cue in alts.split("|"):
            by_word.setdefault(_first_word(cue), {}).setdefault(fam, []).append(cue)
    out = {}
    for w, fams in by_word.items():
        parts = []
        for fam, _, tail in _FAMILIES:
            if fam in fams:
                body = _alts("|".join(fams[fam]))
                if fam == "title":
                    body = rf"(?:{body})\.?"
                parts.append(f"(?P<{fam}>{body}){tail}")
        out[w] = re.compile(rf"\b(?:{'|'.join(parts)})(?![\w'’])")
    return out


_CUE_RX = _cue_regexes()
_CUE_FIRST = frozenset(_CUE_RX)


def _cue_keys() -> dict[str, tuple[str, ...]]:
    """What to search for each first word of a cue: the word itself if it is a whole cue,
    else the word plus the next character ("i'", "i ", "e-", "my "), so that "e" or "i"
    do not stop at every letter of the text."""
    phrases: dict[str, set[str]] = {}
    for _, alts, _ in _FAMILIES:
        for cue in alts.split("|"):
            phrases.setdefault(_first_word(cue), set()).add(cue)
    return {
        w: (w,) if w in cues else tuple(sorted({c[: len(w) + 1] for c in cues}))
        for w, cues in phrases.items()
    }


_CUE_KEYS = _cue_keys()
_GREET_END = re.compile(r"(?i)\b(?:hi|hello|hey|dear|good (?:morning|afternoon|evening))$")
_THIS_TAIL = re.compile(r"[ \t]+(?:from|speaking|here|at|with)\b")
_COMMA_BREAK = re.compile(r"[ \t]*,[ \t]*\r?\n")
# First words that only start label cues ("to:", "from:"): skip unless a ':' follows soon.
_LABEL_ONLY = frozenset(map(_first_word, _LABEL.split("|"))) - frozenset(
    _first_word(c) for fam, alts, _ in _FAMILIES if fam != "label" for c in alts.split("|")
)
_AFTER = {
    "intro": re.compile(r"[ \t]+(?P<n>" + _NAME_CORE + ")"),
    "this": re.compile(r"[ \t]+(?P<n>" + _NAME_CORE + ")"),
    "label": re.compile(r"[ \t]*[:=][ \t]*[\"']?(?P<n>" + _NAME_CORE + ")"),
    "greet": re.compile(
        r"[ \t]*(?:,?[ \t]+(?!for[ \t])(?P<n>" + _NAME_CORE + r")(?=[ \t]*(?:[,!.:;\n—–-]|$))"
        # "Thanks for your patience,\nAna Lima": what the thanks is for, then the name line
        r"|(?:[ \t]+for[ \t][^\n,.!?:]{1,40}?)?[ \t]*[,!.]?[ \t]*\r?\n[ \t]*(?:[-—–]{1,2}[ \t]*)?"
        r"(?P<m>" + _NAME_CORE + r"))",
        re.M,
    ),
    "verb": re.compile(r"[ \t]+(?P<n>" + _NAME_CORE + ")"),
    "by": re.compile(r"[ \t]*:?[ \t]+(?:[A-Za-z]+:[ \t]+)?(?P<n>" + _NAME_CORE + ")"),
    "title": re.compile(r"[ \t]+(?P<n>" + _NAME_CORE + ")"),
}
_PHONE_ANCHOR = re.compile(r"\d{3}[-. ]\d{3}[-. ]\d{4}")


# After '(': an area code and more digits, "(555) 123", or a long digit run, "(555-123-4567";
# not a version or a year in brackets, "Kafka (3.6)", "Report (2024)", nor a date,
# "ISO-format (2026-10-14)".
_PAREN_PHONE = re.compile(
    r"(?!\d{4}-\d{1,2}-\d{1,2}\)|\d{1,2}[./-]\d{1,2}[./-]\d{2,4}\))"
    r"(?:\d{1,5}\)[ \t.\-/]*\d|\d[\d \t.\-/]{6,}\d)"
)


def _plus_paren(text: str) -> list[int]:
    """Offsets of '+' right before a digit and of '(' opening a phone number, in text order
    (``str.find`` is much cheaper than a regex scan that tries every character)."""
    out = []
    for ch in "+(":
        i = text.find(ch)
        while i >= 0:
            i += 1
            if text[i : i + 1].isdecimal() and (ch == "+" or _PAREN_PHONE.match(text, i)):
                out.append(i - 1)
            i = text.find(ch, i)
    out.sort()
    return out


def _anchors(doc: Doc, tokens: Tokens) -> list[int]:
    """Start offsets of raw e-mails and phone-like numbers (not of placeholders, so that a
    second pass over masked text finds nothing new)."""
    text = doc.text
    pos = [s for s, _ in find_emails(text)] if "@" in text else []
    if "+" in text or "(" in text:
        pos.extend(_plus_paren(text))
    if doc.found:
        pos.extend(s.start for s in doc.found if s.kind == PHONE)
    else:
        # Run on its own (tests, no phone spans): NANP-shaped numbers, looked for only
        # just after a possible name (a full scan costs more than all the rest).
        toks, fls = tokens
        last = len(toks) - 1
        for i, f in enumerate(fls):
            if f & BORING:
                continue
            e = toks[i].end()
            if i < last and toks[i + 1].start() - e < 2:
                continue  # not the last word of a name run
            pm = _PHONE_ANCHOR.search(text, e, e + 40)
            if pm is not None and not text[pm.start() - 1].isdigit():
                pos.append(pm.start())
    return pos


# Cues that are also very common words: they need a full (two-word) name after them.
_WEAK_CUES = frozenset(
    {
        "text",
        "call",
        "meet",
        "visit",
        "met",
        "love",
        "best",
        "yours",
        "br",
        "ty",
        "yo",
        "named",
        "called",
        "im",
        "ask",
        "tell",
        "signed",
    }
)


def _alone_on_line(text: str, s: int, e: int) -> bool:
    """Is ``text[s:e]`` all that its line holds (spaces aside)?"""
    line_start = text.rfind("\n", 0, s) + 1
    line_end = text.find("\n", e)
    rest = text[e:] if line_end < 0 else text[e:line_end]
    return not text[line_start:s].strip() and not rest.strip()


# An acronym as part of a hyphenated word ("IT-Betrieb", "HR-Team").
_ACRONYM_PART = re.compile(r"(?<![^\W\d_])[A-Z]{2,}-|-[A-Z]{2,}(?![^\W\d_])")


def _field_label(low: str, e: int) -> bool:
    """Does the line after the label's ':' hold no letter (a number or id, placeholders
    blanked)? A speaker says words; a form field ("Identifikationsnummer: 7401...") does not."""
    c = low.find(":", e)
    nl = low.find("\n", c)
    rest = low[c + 1 : nl if nl >= 0 else len(low)]
    return not any(ch.isalpha() for ch in rest)


def _has_listed(label: str) -> bool:
    """Is a word of ``label`` a listed given name or surname?"""
    lists = _lists()
    return any(w.lower() in lists.given or w.lower() in lists.surnames for w in label.split())


def detect(doc: Doc) -> list[Span]:
    """Person-name spans found through conversational cues."""
    cjk = namecjk.detect(doc.text)  # CJK has no capitals: before the no-capital exit
    cased = not doc.text.islower()
    if not cased:
        # All lower case ("my name is vitoria"): case says nothing, so non-dictionary
        # words are capitalised and the usual rules decide (offsets are unchanged).
        doc = doc._replace(text=shadow_case(doc.text, STOP))
    text, low = doc.text, doc.low
    if text == low:
        return cjk  # no capital letter: no name token (every rule needs one)
    tokens = scan(text, STOP)
    if BORING_ONLY.issuperset(tokens[1]) and text.isascii():
        # Every capitalised word is an ordinary English word, a stop word or all caps
        # ("The", "Error", "GET"): a name needs at least one listed or non-English word.
        return []
    out: list[Span] = cjk
    cues: list[re.Match[str]] = []
    n = len(low)
    for w in doc.words & _CUE_FIRST:
        label_only = w in _LABEL_ONLY
        rx = _CUE_RX[w]
        for key in _CUE_KEYS[w]:
            k = len(key)
            whole = key == w  # else the key already ends with a non-letter
            i = low.find(key)
            while i >= 0:
                if (
                    (i == 0 or not low[i - 1].isalnum())
                    and (not whole or i + k == n or not low[i + k].isalnum())
                    and not (
                        label_only and ":" not in low[i : i + 40] and "=" not in low[i : i + 40]
                    )
                ):
                    cm = rx.match(low, i)
                    if cm is not None:
                        cues.append(cm)
                i = low.find(key, i + k)
    cues.sort(key=lambda c: c.start())
    for m in cues:
        fam = m.lastgroup or ""
        cue = m.group()
        if fam == "title" and not text[m.start()].isupper() and cue not in WORD_TITLES:
            continue
        nm = _AFTER[fam].match(text, m.end())
        if nm is None:
            continue
        grp = "n" if nm.group("n") is not None else "m"
        if fam == "greet" and grp == "m":
            # Sign-off then a name on the next line: the cue starts its line, or is
            # written "Thanks,\n" (comma + line break).
            line_start = text.rfind("\n", 0, m.start()) + 1
            if text[line_start : m.start()].strip() and not _COMMA_BREAK.match(text, m.end()):
                continue
        got = trim_name(text, nm.start(grp), nm.end(grp))
        if got is None:
            continue
        if fam == "greet" and _ACRONYM_PART.search(text, got[0], got[1]) is not None:
            continue  # "Beste Grüße\nIT-Betrieb", "Regards,\nHR-Team": a department
        if fam == "this":
            # "this is X" only at a sentence start or after a greeting, unless the name is
            # followed by "from ..."/"speaking"/"here" ("this is Ann from billing").
            before = text[max(0, m.start() - 30) : m.start()].rstrip(" \t,!")
            if (
                before
                and before[-1] not in ".!?\n:"
                and not _GREET_END.search(before)
                and not _THIS_TAIL.match(text, got[1])
            ):
                continue
        s, e, count = got
        if fam == "label" and not cased and count < 2 and not _has_listed(text[s:e]):
            continue  # "name: app" in a lower-case config: an identifier, not a person
        if count < 2 and cue in _WEAK_CUES and not (grp == "m" and _alone_on_line(text, s, e)):
            continue  # ("Best,\nKenji" is a sign-off: the name is its own line)
        out.append(Span(s, e, PERSON, P_PERSON))
    chat, logs = lead_views(text)  # banners blanked: "Fwd: ", "(via Zendesk) ", "Ticket X-1: "
    if ":" in text:
        found = _speaker_runs(chat)
        labels = [text[s:e] for s, e, _ in found]
        multi = any(c >= 2 for _, _, c in found)
        dialogue = len(found) >= 2 and not any("-" in lb for lb in labels)
        for (s, e, count), label in zip(found, labels, strict=True):
            if _field_label(low, e) and not _has_listed(label):
                continue  # "Steuerliche Identifikationsnummer: 7401...": a form field
            # One-word labels only in a dialogue: the label repeats, or others are full names
            # (HTTP headers and "Note:" lines are neither).
            if count >= 2 or multi or labels.count(label) >= 2 or dialogue:
                out.append(Span(s, e, PERSON, P_PERSON))
    if ", " in text:
        out.extend(_last_first(logs))
    out.extend(closing_names(text))
    if "<" in text and ">" in text:
        out.extend(angle_speakers(chat))
    if "--" in text or "—" in text or "–" in text:
        for m in line_matches(_DASH_SIG, chat):
            got = trim_name(text, m.start("n"), m.end("n"))
            if got is not None and not all_english(text[got[0] : got[1]], STOP):
                out.append(Span(got[0], got[1], PERSON, P_PERSON))
    anchors = _anchors(doc, tokens)
    for pos in anchors:
        got = _name_before(text, pos, low)
        if got is not None and (got[2] >= 2 or got[1] - got[0] >= 3):
            out.append(Span(got[0], got[1], PERSON, P_PERSON))
    if doc.found:
        anchors.extend(s.start for s in doc.found if s.kind == ADDRESS)
    if anchors:
        out.extend(_header_names(text, anchors))
    done = {sp.start: sp.end for sp in out}
    out.extend(gazetteer.detect(text, STOP, tokens, done, doc.words, cased))
    return out


def name_tokens(name: str) -> list[str]:
    """Tokens of a found name worth remembering for later bare mentions.

    Lower-case names ("my name is borna jerković") are remembered too, but only tokens
    that are no English word, so a later "borna" is masked and "will" never is.
    """
    english = english_words()
    letters = [c for c in name if c.isalpha()]
    if len(letters) >= 3 and _SPELLED_OUT.fullmatch(name) is not None:
        # "P-A-T-E-L": the name it spells is mentioned again as "Patel"
        word = "".join(letters)
        return [word.title(), word.upper()]
    return [
        t
        for t in name.replace(",", " ").split()
        if len(t) >= 3
        and _core(t) not in _AFFIXES
        and (
            _is_name_tok(t) or (t.isalpha() and t.islower() and t not in STOP and t not in english)
        )
    ]


_AFFIXES = SUFFIXES | TITLES
_SPELLED_OUT = re.compile(r"[^\W\d_](?:[ .,-]{1,2}[^\W\d_]){2,}\.?")
