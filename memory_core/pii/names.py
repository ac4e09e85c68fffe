"""Person names from conversational cues, without a model.

Capitalised words are everywhere, so a name is taken only where the text says it is
one: speaker labels (not headings made of ordinary words such as "Release Notes:"),
self-introductions, greetings, sign-offs, titles, "contact X", ``Name:``-style labels,
names written next to an e-mail or phone number, and a name line heading a contact
block (a line of two to four name-shaped words up to three lines above an address,
phone or e-mail). The list-based rules live in ``gazetteer``. All-lower-case texts are
first given capitals on their non-dictionary words (``gazetteer.shadow_case``). The
engine remembers found names so later bare mentions in the session are masked too.

Speed: the capitalised tokens are scanned once and shared with the gazetteer; a text
whose capitalised words are all ordinary English or stop words is skipped; cue words are
found with ``str.find`` on the lower-cased text (one small pattern per first word), and
the (costlier) name grammar runs only right after a cue.
"""

from __future__ import annotations

import functools
import re

from memory_core.pii import gazetteer
from memory_core.pii.contact import find_emails
from memory_core.pii.keep import FOREIGN_MONTHS, words
from memory_core.pii.placeholders import ADDRESS, PERSON, PHONE
from memory_core.pii.spans import P_PERSON, Doc, Span, line_matches

STOP = words(
    "team all everyone everybody there folks guys again so much sir madam you both "
    "support admin administrator user users assistant system human ai bot note notes "
    "error errors warning info debug question answer summary subject date time status "
    "result results output input example step task title name description reason location "
    "address phone email host server response request action observation thought final "
    "context goal todo fix update customer client moderator me us them monday tuesday "
    "wednesday thursday friday saturday sunday january february march april may june july "
    "august september october november december today tomorrow yesterday morning "
    "afternoon evening night i it its this that the a an we they he she my your our their "
    "yes no ok okay hello hi hey thanks thank regards best cheers dear please sorry "
    "welcome good great nice sure well now then also and or but for with from to in on at "
    "by of as is are was were be god lord python java javascript typescript docker "
    "kubernetes aws azure gcp google microsoft amazon apple github gitlab slack openai "
    "anthropic claude gpt chatgpt gemini linux windows mac macos ubuntu debian node react "
    "postgres postgresql redis celery mysql mongodb sql json yaml http https api sdk cli "
    "url uri id ids everything nothing something anyone someone here where when what "
    "which who why how if else not just only very more most less least new old first last "
    "next previous other another each every any some many few one two three four five six "
    "seven eight nine ten sender recipient author owner assignee reporter contact "
    "contacts manager service services sales billing security engineering marketing "
    "product legal hr finance ops devops platform backend frontend infra infrastructure "
    "data analytics research help desk helpdesk office department dept group company corp "
    "inc ltd llc gmbh co org mom dad mum mother father brother sister friend friends "
    "family doctor dr mr mrs ms guest guests visitor member members staff employee "
    "employees people person below above attached following regarding re fwd fw cc bcc "
    "attn attention urgent important reminder meeting call chat message mail updates "
    "version release build test tests prod production staging dev development local true "
    "false null none n/a tbd ticket issue bug feature let lets can could would should "
    "will shall must might need needs just still really actually maybe perhaps also quick "
    "quickly got get going gonna done ready back sent here's there's that's what's tel "
    "mobile cell fax web site www dm pm am utc gmt est pst cet host accept authorization "
    "cookie connection origin referer server location vary expires pragma via upgrade "
    "range link allow age etag trace tip hint usage steps requirements prerequisites "
    "installation notes step tips caution important danger source sources file files path "
    "command fecha nacimiento naissance geburtsdatum geboortedatum nascita nascimento"
) | (  # month names that are not also on the name lists ("Julio", "Mayo", "Mai")
    FOREIGN_MONTHS - words("abril augustus avril juli julio maggio mai maio marco mayo mei")
)
TITLES = words(
    "mr mrs ms miss mx dr prof sir dame madam mme mlle herr frau sr sra srta ing dipl mag "
    "rev fr lic univ"
)
SUFFIXES = words(
    "jr sr ii iii iv md phd dds dvm esq ba bsc msc ma mba rn mph jd llm dr bs ms mag dipl ing"
)
PARTICLES = words("de van von der den da di le la del dos das du ten ter bin al el y")

_GREET = (
    r"hi|hello|hey|dear|hiya|howdy|good morning|good afternoon|good evening|greetings|thanks"
    r"|thank you|thx|ty|cheers|welcome|congrats|congratulations|sorry|bye|goodbye|ciao|hola"
    r"|hallo|bonjour|salut|yo|regards|best|best regards|kind regards|warm regards|warmly"
    r"|sincerely|yours sincerely|yours truly|yours|many thanks|thanks again|talk soon"
    r"|take care|all the best|respectfully|br|love|xoxo|bests|with thanks"
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
# Possessive quantifiers: when no name follows, fail at once instead of backtracking.
_TOK = r"[^\W\d_]++(?:['’.-][^\W\d_]++)*+\.?+"
_NAME_CORE = rf"{_TOK}(?:[ \t]+{_TOK}){{0,5}}+"
_TOK_RE = re.compile(_TOK)
_AFTER = {
    "intro": re.compile(r"[ \t]+(?P<n>" + _NAME_CORE + ")"),
    "this": re.compile(r"[ \t]+(?P<n>" + _NAME_CORE + ")"),
    "label": re.compile(r"[ \t]*[:=][ \t]*[\"']?(?P<n>" + _NAME_CORE + ")"),
    "greet": re.compile(
        r"[ \t]*(?:,?[ \t]+(?P<n>" + _NAME_CORE + r")(?=[ \t]*(?:[,!.:;\n—–-]|$))"
        r"|[ \t]*[,!.]?[ \t]*\r?\n[ \t]*(?:[-—–]{1,2}[ \t]*)?(?P<m>" + _NAME_CORE + r"))",
        re.M,
    ),
    "verb": re.compile(r"[ \t]+(?P<n>" + _NAME_CORE + ")"),
    "by": re.compile(r"[ \t]*:?[ \t]+(?:[A-Za-z]+:[ \t]+)?(?P<n>" + _NAME_CORE + ")"),
    "title": re.compile(r"[ \t]+(?P<n>" + _NAME_CORE + ")"),
}
_SPEAKER = re.compile(
    r"(?m)^[ \t>]*(?:\[[^\]\n]{0,40}\][ \t]*)?(?:\*\*|__)?(?P<n>" + _NAME_CORE + r")"
    r"(?:\*\*|__)?[ \t]*(?:\([^)\n]{0,30}\))?[ \t]*:(?![/\d=:])"
)
_DASH_SIG = re.compile(r"(?m)^[ \t]*(?:--|—|–)[ \t]*(?P<n>" + _NAME_CORE + r")[ \t]*$")
_PHONE_ANCHOR = re.compile(r"\d{3}[-. ]\d{3}[-. ]\d{4}")


_LABEL_LEAD = frozenset(" \t>[*_")
_TITLE_START = re.compile(r"(?i:" + "|".join(sorted(TITLES, key=len, reverse=True)) + r")\b")


def _speaker_runs(text: str) -> list[tuple[int, int, int]]:
    """Trimmed speaker-label name runs (start, end, name-token count), tried only on the
    lines that have a ':' (most lines of prose, logs and code do not)."""
    out: list[tuple[int, int, int]] = []
    i = text.find(":")
    while i >= 0:
        start = text.rfind("\n", 0, i) + 1
        nl = text.find("\n", i)
        # Without a bracket or parenthesis before the first ':', a label can only end at
        # that ':', so the line's fate depends on its head alone, which recurs ("User: ",
        # '  "email": '); otherwise on the whole line (a label never spans lines).
        head = text[start : i + 2]
        if "[" in head or "(" in head:
            head = text[start:nl] if nl >= 0 else text[start:]
        got = _speaker_line(head)
        if got is not None:
            out.append((got[0] + start, got[1] + start, got[2]))
        if nl < 0:
            break
        i = text.find(":", nl)
    return out


@functools.lru_cache(maxsize=4096)
def _speaker_line(line: str) -> tuple[int, int, int] | None:
    """The speaker label heading ``line`` as a trimmed name run, if any."""
    c = line[0]
    # A label starts with a capital, a title ("dr. Ng:"), a bracket, '>' or markup.
    if not (c.isupper() or c in _LABEL_LEAD or (c.islower() and _TITLE_START.match(line))):
        return None
    m = _SPEAKER.match(line)
    if m is None:
        return None
    got = trim_name(line, m.start("n"), m.end("n"))
    if (
        got is None
        or line[got[1] : m.end("n")].strip() != ""
        or gazetteer.all_english(line[got[0] : got[1]], STOP)
    ):
        return None
    return got


def _plus_paren(text: str) -> list[int]:
    """Offsets of '+' and '(' right before a digit, in text order (``str.find`` is much
    cheaper than a regex scan that tries every character)."""
    out = []
    for ch in "+(":
        i = text.find(ch)
        while i >= 0:
            i += 1
            if text[i : i + 1].isdecimal():
                out.append(i - 1)
            i = text.find(ch, i)
    out.sort()
    return out


def _anchors(doc: Doc, tokens: gazetteer.Tokens) -> list[int]:
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
            if f & gazetteer.BORING:
                continue
            e = toks[i].end()
            if i < last and toks[i + 1].start() - e < 2:
                continue  # not the last word of a name run
            pm = _PHONE_ANCHOR.search(text, e, e + 40)
            if pm is not None and not text[pm.start() - 1].isdigit():
                pos.append(pm.start())
    return pos


# Characters a name or a ``_SEP_TAIL`` separator can end with (besides letters/digits).
_SEP_LAST = frozenset(" \t<([,:|—–-.")
_SEP_TAIL = re.compile(
    r"(?:[ \t<(\[,:|—–-]|\b(?:at|via|on|e-?mail|phone|tel|mobile|cell)\b)*(?:mailto:)?",
    re.IGNORECASE,
)
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


def _core(tok: str) -> str:
    return tok.replace(".", "").lower()


@functools.lru_cache(maxsize=8192)
def _is_name_tok(tok: str) -> bool:
    t = tok.rstrip(".")
    if len(t) < 2 or not t[0].isupper() or t.lower() in STOP:
        return False
    return any(c.islower() for c in t[1:])


def trim_name(text: str, start: int, end: int) -> tuple[int, int, int] | None:
    """Longest leading name run in ``text[start:end]`` -> (start, end, name-token count)."""
    got = _trim(text[start:end])
    if got is None:
        return None
    return got[0] + start, got[1] + start, got[2]


# ``_TOK`` has no lookaround or anchor, so a run depends only on the slice: speaker labels
# and names repeat within and across texts, and the result is cached per slice.
@functools.lru_cache(maxsize=4096)
def _trim(text: str) -> tuple[int, int, int] | None:
    first = -1
    last = 0
    count = 0
    for m in _TOK_RE.finditer(text):
        tok = m.group()
        core = _core(tok)
        if count == 0 and core in TITLES and first < 0:
            continue
        if count and core in SUFFIXES and tok[0].isupper():
            last = m.end()
            break
        if count and core in PARTICLES and tok[0].islower():
            m.end()
            continue
        if len(tok.rstrip(".")) == 1 and tok[0].isupper():
            if count == 0:
                break
            last = m.end()
            continue
        if not _is_name_tok(tok):
            break
        if first < 0:
            first = m.start()
        count += 1
        last = m.end() - 1 if tok.endswith(".") and len(tok) > 2 else m.end()
        if count >= 4:
            break
    if count == 0 or first < 0:
        return None
    return first, last, count


def _run_back(text: str, toks: list[re.Match[str]]) -> tuple[int, int]:
    """``toks[j:i]``: the name-like tokens at the end of ``toks`` (before 'at', 'email'...)."""
    i = len(toks)
    while i > 0 and toks[i - 1].group().lower().rstrip(".:") in (
        "at",
        "via",
        "on",
        "email",
        "e-mail",
        "phone",
        "tel",
        "mobile",
        "cell",
        "mailto",
    ):
        i -= 1
    j = i
    names_seen = 0
    while j > 0 and names_seen < 4:
        tok = toks[j - 1].group()
        gap = text[toks[j - 1].end() : toks[j].start()] if j < i else ""
        if gap.strip(" \t"):
            break
        if _is_name_tok(tok):
            names_seen += 1
            j -= 1
            continue
        if (
            _core(tok) in SUFFIXES
            or (_core(tok) in PARTICLES and j < i)
            or (len(tok.rstrip(".")) == 1 and tok[0].isupper() and j < i)
        ):
            j -= 1
            continue
        break
    return j, i


def _name_before(text: str, pos: int, low: str | None = None) -> tuple[int, int, int] | None:
    """Name run that ends right before ``pos`` (separated only by <, (, comma, 'at'...)."""
    if pos == 0:
        return None
    c = text[pos - 1]
    if not c.isalnum() and c not in _SEP_LAST:
        return None  # neither a name nor ``_SEP_TAIL`` can end with it ('"', '=', '/'...)
    lo = max(0, pos - 90)
    if low is not None and text[lo:pos] == low[lo:pos]:
        return None  # no capital letter before the anchor
    # Only the last few words matter: tokenise from a space about 40 characters back (no
    # token spans a space, so the tokens after it are the same), and from ``lo`` only if
    # the run reaches the first of them.
    k = text.rfind(" ", lo, pos - 40) + 1 if pos - 40 > lo else 0
    start = k or lo
    toks = list(_TOK_RE.finditer(text, start, pos))
    j, i = _run_back(text, toks)
    if j == 0 and start > lo:
        toks = list(_TOK_RE.finditer(text, lo, pos))
        j, i = _run_back(text, toks)
    if j == i:
        return None
    got = trim_name(text, toks[j].start(), toks[i - 1].end())
    if got is None:
        return None
    tail = text[got[1] : pos]
    if _SEP_TAIL.fullmatch(tail) is None:
        return None
    return got


def detect(doc: Doc) -> list[Span]:
    """Person-name spans found through conversational cues."""
    cased = not doc.text.islower()
    if not cased:
        # All lower case ("my name is vitoria"): case says nothing, so non-dictionary
        # words are capitalised and the usual rules decide (offsets are unchanged).
        doc = doc._replace(text=gazetteer.shadow_case(doc.text, STOP))
    text, low = doc.text, doc.low
    if text == low:
        return []  # no capital letter: no name token (every rule needs one)
    tokens = gazetteer.scan(text, STOP)
    if gazetteer.BORING_ONLY.issuperset(tokens[1]) and text.isascii():
        # Every capitalised word is an ordinary English word, a stop word or all caps
        # ("The", "Error", "GET"): a name needs at least one listed or non-English word.
        return []
    out: list[Span] = []
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
        if fam == "title" and not text[m.start()].isupper():
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
        if count < 2 and cue in _WEAK_CUES and not (grp == "m" and _alone_on_line(text, s, e)):
            continue  # ("Best,\nKenji" is a sign-off: the name is its own line)
        out.append(Span(s, e, PERSON, P_PERSON))
    if ":" in text:
        found = _speaker_runs(text)
        labels = [text[s:e] for s, e, _ in found]
        multi = any(c >= 2 for _, _, c in found)
        dialogue = len(found) >= 2 and not any("-" in lb for lb in labels)
        for (s, e, count), label in zip(found, labels, strict=True):
            # One-word labels only in a dialogue: the label repeats, or others are full names
            # (HTTP headers and "Note:" lines are neither).
            if count >= 2 or multi or labels.count(label) >= 2 or dialogue:
                out.append(Span(s, e, PERSON, P_PERSON))
    if "--" in text or "—" in text or "–" in text:
        for m in line_matches(_DASH_SIG, text):
            got = trim_name(text, m.start("n"), m.end("n"))
            if got is not None:
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


# A line holding only two to four capitalised words (an initial may sit between them).
_HEADER_LINE = re.compile(
    r"[ \t>*]*(?P<n>[^\W\d_]++(?:[ \t]{1,3}+[^\W\d_]++\.?+){1,3}+)[ \t]*+\r?$"
)


def _header_names(text: str, anchors: list[int]) -> list[Span]:
    """The name line that heads a contact block: "Satu Elomo" on its own line, at most
    three lines above an address, phone number or e-mail (letters, CVs, signatures);
    blank lines and label lines such as "Phone:" are not counted.

    Every word must be written like a name and be neither English nor a stop, place or
    company word, so "Google Public Data Explorer" or "Los Angeles" above an address stay.
    """
    out: list[Span] = []
    seen: set[int] = set()
    for pos in anchors:
        end = text.rfind("\n", 0, pos)
        lines = 0
        for _ in range(8):
            if end < 0 or lines == 3:
                break
            start = text.rfind("\n", 0, end) + 1
            line = text[start:end].strip()
            if line and not line.endswith(":"):  # blank and label lines ("Phone:") are free
                lines += 1
                if start not in seen:
                    seen.add(start)
                    m = _HEADER_LINE.match(text, start, end)
                    if m is not None and gazetteer.is_name_run(m.group("n"), STOP):
                        out.append(Span(m.start("n"), m.end("n"), PERSON, P_PERSON))
                        break
            end = start - 1
    return out


def name_tokens(name: str) -> list[str]:
    """Tokens of a found name worth remembering for later bare mentions.

    Lower-case names ("my name is borna jerković") are remembered too, but only tokens
    that are no English word, so a later "borna" is masked and "will" never is.
    """
    english = gazetteer.english_words()
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
