"""Names that own their line: speaker labels ("Maria Lopez: ...", not "Release Notes:")
and the name line heading a contact block.
"""

from __future__ import annotations

import functools
import re

from memory_core.pii.nameruns import _NAME_CORE, _TOK, STOP, TITLES, trim_name
from memory_core.pii.namewords import _NOT_NAMES, AMBIG, EN, GIVEN, NOT, ORG, SHAPED, STOPW, _cache
from memory_core.pii.placeholders import PERSON
from memory_core.pii.shadowcase import all_english, is_name_run
from memory_core.pii.spans import P_PERSON, Span, line_matches

_SPEAKER = re.compile(
    r"(?m)^[ \t>]*(?:\[[^\]\n]{0,40}\][ \t]*)?(?:\*\*|__)?(?P<n>" + _NAME_CORE + r")"
    r"(?:\*\*|__)?[ \t]*(?:\([^)\n]{0,30}\))?[ \t]*:(?![/\d=:])"
)
# A chat export's header: "[10.05.2026 09:50] Bonnefoy, Baptiste:" (surname first, after
# a bracketed time stamp; without the bracket "Paris, France:" would be a speaker too).
_INVERTED = re.compile(
    r"[ \t>]*(?:\[[^\]\n]{0,40}\][ \t]*){1,2}(?P<last>"
    + _TOK
    + r"),[ \t]+(?P<first>"
    + _NAME_CORE
    + r")"
    r"[ \t]*(?:\([^)\n]{0,30}\))?[ \t]*:(?![/\d=:])"
)
# "Last, First" heading a line of a chat export or a mail header, recognised by what
# follows it: a time ("Santoro, Ottavio — 09:15"), an address, a join/leave notice, or
# a header label before it ("From: Gallagher, Tamsin"). Without one of these a
# "Place, Region" line would look the same.
_LAST_FIRST = re.compile(
    r"[ \t>*\"]*(?P<br>\[[^\]\n]{0,40}\][ \t]*(?P<spk>[\w.-]{1,24}:[ \t]+)?)?"
    # (a source prefix may open the line: "via Intercom: Patient: X, Y")
    r"(?:(?:[\w .-]{1,24}:[ \t]+)?(?P<lab>(?i:from|von|van|de|od|fra|från|fran|da|kimden|to"
    r"|an|cc|reply-to|sender"
    r"|absender|afzender|remitente|remetente|expéditeur|mittente|nadawca|avsändare"
    r"|requester|requested by|reporter|assignee|customer|client|contact|owner|author"
    r"|submitted by|created by|approved by|caller|patient|employee|applicant|traveller"
    r"|traveler|passenger|guest|recipient|beneficiary|account holder|cardholder|name"
    r"|kunde|kundin|cliente|klant|auteur|autor|melder|solicitante|demandeur|richiedente"
    r"|antragsteller|aanvrager|empfänger|destinataire|destinatario|ontvanger|naam"
    r"|nombre|nom|nome|imię|namn)):[ \t]*)?"
    r"(?P<last>(?:(?:van|von|de|der|den|da|di|del|du|le|la|ter|ten)[ \t]+){0,3}" + _TOK + r"),"
    r"[ \t]+(?P<first>" + _TOK + r"(?:[ \t]+(?=[A-ZÀ-Þ])" + _TOK + r")?)"
    r"(?P<tail>(?:\*\*|__)?[ \t]*(?:\([^)\n]{1,30}\)[ \t]*)?(?:[—–|·-][ \t]*)?\[?\d{1,2}[:.]\d{2}"
    r"(?:[ \t]?[APap]\.?[Mm]\.?)?\]?[ \t]*\r?$"
    r"|[ \t]*<[^>\n@]*@"
    r"|(?:[ \t]*\([^)\n]{1,30}\))?[ \t]+(?:hat|has|ha|a|heeft|har|have|joined|left|est|è|ist"
    r"|jest|ont)[ \t]"
    # a quoted CSV cell ('"Yoon, Yerin",Operations'), a form's wide gap after a label
    r"|\"[ \t]*[,;\t]|(?<=[^\W\d_])(?P<gap>[ \t]{3,})(?=\S)"
    r"|[ \t]*\r?$)",
    re.MULTILINE,
)
_DASH_SIG = re.compile(
    r"(?m)^[ \t]*(?:--|—|–)[ \t]*(?:\r?\n[ \t]*)?(?P<n>"
    + _NAME_CORE
    + r")[ \t]*(?:$|[|·,][ \t]*\S)"
)
_LABEL_LEAD = frozenset(" \t>[*_")
_CLOCK = re.compile(r"\d{1,2}[:.]\d{2}")
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
    if ", " in line and line.lstrip(" \t>")[:1] == "[":
        inv = _inverted(line)
        if inv is not None:
            return inv
    m = _SPEAKER.match(line)
    if m is None:
        return None
    got = trim_name(line, m.start("n"), m.end("n"))
    if (
        got is None
        or line[got[1] : m.end("n")].strip() != ""
        or all_english(line[got[0] : got[1]], STOP)
    ):
        return None
    return got


# An IRC / chat-log speaker in angle brackets: "[15:11] <Imogen Penhaligon> merging now".
_ANGLE_SPEAKER = re.compile(
    r"(?m)^[ \t>]*(?:\[[^\]\n]{0,40}\][ \t]*){0,2}<(?P<n>" + _NAME_CORE + r")>[ \t]+\S"
)


def angle_speakers(text: str) -> list[Span]:
    """Speakers of a chat log written ``<Name> message``: two name tokens, or one that
    speaks on two lines (a tag such as ``<br>`` or ``<PERSON_1>`` is no name run)."""
    found = [
        (got, m)
        for m in line_matches(_ANGLE_SPEAKER, text)
        if (got := trim_name(text, m.start("n"), m.end("n"))) is not None
        and got[0] == m.start("n")
        and got[1] == m.end("n")
        and not all_english(text[got[0] : got[1]], STOP)
    ]
    labels = [m.group("n") for _, m in found]
    return [
        Span(got[0], got[1], PERSON, P_PERSON)
        for got, m in found
        if got[2] >= 2 or labels.count(m.group("n")) >= 2
    ]


def _inverted(line: str) -> tuple[int, int, int] | None:
    """ "Last, First" in a bracketed chat header, both parts whole name runs."""
    m = _INVERTED.match(line)
    if m is None:
        return None
    last = trim_name(line, m.start("last"), m.end("last"))
    first = trim_name(line, m.start("first"), m.end("first"))
    if (
        last is None
        or first is None
        or last[1] != m.end("last")
        or first[1] != m.end("first")
        or all_english(line[last[0] : first[1]].replace(",", ""), STOP)
    ):
        return None
    return last[0], first[1], last[2] + first[2]


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
                    if m is not None and is_name_run(m.group("n"), STOP):
                        out.append(Span(m.start("n"), m.end("n"), PERSON, P_PERSON))
                        break
            end = start - 1
    return out


def _last_first(text: str) -> list[Span]:
    """ "Last, First" names heading their line (see ``_LAST_FIRST``). The surname may
    carry particles ("van der Heijden, Joost") or be written in capitals ("Requester:
    PRUITT, Brayden"), as ticket systems and directories print it."""
    out: list[Span] = []
    for m in line_matches(_LAST_FIRST, text):
        tail = m.group("tail").strip()
        br = m.group("br") or ""
        clock = _CLOCK.search(br) is not None
        if m.group("lab") is None and not tail and not clock:
            continue  # alone on its line, no header label: "Springfield, Illinois"
        if m.group("spk") is not None and not tail:
            continue  # "[10:02] bob: Paris, France": a chat line; a header has a time or <mail>
        if m.group("lab") is None and m.group("gap") is not None:
            continue  # a wide gap counts only after a label ("Patient: X, Y   Ward 4")
        if tail[:1] == '"' and text[m.start() : m.start("last")].count('"') != 1:
            continue  # the cell must be quoted on both sides
        ls, le = m.start("last"), m.end("last")
        pm = _PARTICLE_LEAD.match(text, ls, le)
        core = pm.end() if pm is not None else ls
        surname = text[core:le]
        first = trim_name(text, m.start("first"), m.end("first"))
        if first is None or first[1] != m.end("first"):
            continue
        if surname.lower() in _NOT_NAMES or (
            m.group("lab") is None and text[first[0] : first[1]].lower() in _NOT_NAMES
        ):
            continue  # "Portland, Oregon  09:12": a place and its region (after a label a
            # first name that is also a place is still one: "Patient: Kowalczyk, Madison")
        if surname.isupper() and surname.isalpha() and len(surname) >= 2:
            if all_english(text[first[0] : first[1]], STOP):
                continue
        else:
            last = trim_name(text, core, le)
            if (
                last is None
                or last[0] != core
                or last[1] != le
                or all_english(text[core : first[1]].replace(",", ""), STOP)
            ):
                continue
        out.append(Span(ls, first[1], PERSON, P_PERSON))
    return out


_PARTICLE_LEAD = re.compile(r"(?:(?:van|von|de|der|den|da|di|del|du|le|la|ter|ten)[ \t]+)+")


# A letter's closing by its layout, in any language ("Z poważaniem,", "Groetjes,", "Un
# saluto,"): a short line of words ending in a comma after a blank line, then a line of
# one to three name-shaped words, then the end, a blank line or a signature line.
_CLOSING = re.compile(
    r"\n[ \t]*\n[ \t]*[^\W\d_][^\W\d_'’ \t]*(?:[ \t]+[^\W\d_'’]+){0,3},[ \t]*\n"
    r"[ \t]*(?P<n>" + _TOK + r"(?:[ \t]+" + _TOK + r"){0,2})[ \t]*(?=\n|$)"
)


def closing_names(text: str) -> list[Span]:
    """The signer under a closing line, known by the letter's layout, not the closing's
    words. Every word must be written like a name and be no English, stop, place or
    company word (``Thanks,\nSupport Team`` stays)."""
    out: list[Span] = []
    if ",\n" not in text:
        return out
    for m in _CLOSING.finditer(text):
        run = m.group("n")
        toks = run.split()
        if any(len(t) < 2 or t.endswith(".") for t in toks):
            continue
        if all(_signer_word(t) for t in toks):
            out.append(Span(m.start("n"), m.end("n"), PERSON, P_PERSON))
    return out


def _signer_word(t: str) -> bool:
    """Written like a name, and no stop, non-name, company or (unlisted) English word."""
    f = _cache(STOP)[t]
    if not f & (SHAPED | GIVEN) or f & (STOPW | NOT | ORG) or t.lower() in _NOT_NAMES:
        return False
    return not (f & EN and not f & (AMBIG | GIVEN))
