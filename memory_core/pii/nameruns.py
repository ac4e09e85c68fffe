"""What a run of name tokens is, and where it ends: the words that are never part of a
name (``STOP``), titles and suffixes, and trimming a found run to its name.
"""

from __future__ import annotations

import functools
import re

from memory_core.pii.keep import FOREIGN_MONTHS, words

STOP = words(
    # mail header labels in the languages we mask ("Från:", "Betreff:" are no speakers)
    "från fran ämne amne betreff objet asunto assunto oggetto onderwerp temat emne aihe konu "
    "gesendet envoyé enviado inviato verzonden skickat wysłano sendt lähetetty "
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
    "rev fr lic univ sig sigra dott dottssa"
)
# Full-word honorifics in the languages we mask: written in lower case mid-sentence
# ("Beste mevrouw Brouwer"), unlike "dr" or "fr", and never English words ("pan", "bay").
WORD_TITLES = words(
    "madame monsieur mademoiselle mevrouw meneer mijnheer señora señor señorita senhora "
    "senhor signor signora signore signorina pani panie sayın fru herra rouva heer"
)
TITLES = TITLES | WORD_TITLES
SUFFIXES = words(
    "jr sr ii iii iv md phd dds dvm esq ba bsc msc ma mba rn mph jd llm dr bs ms mag dipl ing"
)
PARTICLES = words("de van von der den da di le la del dos das du ten ter bin al el y")
# Possessive quantifiers: when no name follows, fail at once instead of backtracking.
_TOK = r"[^\W\d_]++(?:['’.-][^\W\d_]++)*+\.?+"
_NAME_CORE = rf"{_TOK}(?:[ \t]+{_TOK}){{0,5}}+"
_TOK_RE = re.compile(_TOK)
# Characters a name or a ``_SEP_TAIL`` separator can end with (besides letters/digits).
_SEP_LAST = frozenset(" \t<([,:|—–-.")
_SEP_TAIL = re.compile(
    r"(?:[ \t<(\[,:|—–-]|\b(?:at|via|on|e-?mail|phone|tel|mobile|cell)\b)*(?:mailto:)?",
    re.IGNORECASE,
)


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
