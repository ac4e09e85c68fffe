"""The date format a user sentence asks for: a format named (a template such as "YYYY-MM-DD",
"ISO 8601", "day first") after a cue ("please", "use", "we want" in any language of the shared
lexicon, or a template in another script), and not declined ("not MM/DD/YYYY", a negated
verb in the format's clause: "tafadhali usitumie MM/DD/YYYY", "از MM/DD/YYYY استفاده نکنید").
Moved out of ``prefs``; a format asked for is flagged so it wins over one a turn describes.
"""

from __future__ import annotations

import re

from memory_core.extract.builtin.channels import not_after_negation
from memory_core.extract.builtin.cue_lexicon import NEGATED_VERB
from memory_core.extract.builtin.cue_rules import REQUEST_CUES
from memory_core.extract.builtin.markers import NEGATION_RE
from memory_core.extract.builtin.scripts import other_script

_DATE_RE = re.compile(
    r"\b(ISO[ -]?8601|ISO(?=\s+style|[\s-]+(?:dates?|format\w*|formaat|datoer|datum|daty|"
    r"päivämäär\w*|datumy|dátum\w*|tarih\w*))|"
    r"YYYY-MM-DD|DD/MM/YYYY|MM/DD/YYYY|"
    # the letters other languages write: "ÅÅÅÅ-MM-DD", "JJJJ-MM-TT", "AAAA-MM-DD", "TT.MM.JJJJ"
    r"(?:ÅÅÅÅ|RRRR|JJJJ|AAAA)-MM-(?:DD|TT|JJ)|(?:DD|TT|JJ)[./](?:MM)[./](?:ÅÅÅÅ|RRRR|JJJJ|AAAA)|"
    r"DD\.MM\.YYYY|DD-MM-YYYY|(?<=fechas\s)ISO|(?<=datas\s)ISO|(?<=dates\s)ISO|(?<=datums\s)ISO|european(?=\s+(?:date|format|style))|"
    r"US(?=\s+(?:date|format|style))|american(?=\s+(?:date|format|style))|day/month/year|"
    r"month/day/year|day\s+first|month\s+first|year[-/ ]month[-/ ]day|day[-/ ]month[-/ ]year|"
    r"month[-/ ]day[-/ ]year)",
    re.IGNORECASE,
)
_DATE_VALUES = {
    "european": "DD/MM/YYYY",
    "day/month/year": "DD/MM/YYYY",
    "day first": "DD/MM/YYYY",
    "us": "MM/DD/YYYY",
    "american": "MM/DD/YYYY",
    "month/day/year": "MM/DD/YYYY",
    "month first": "MM/DD/YYYY",
    "year-month-day": "ISO 8601",
    **{
        f"{y}-mm-{d}": "ISO 8601"
        for y in ("åååå", "rrrr", "jjjj", "aaaa")
        for d in ("dd", "tt", "jj")
    },
    **{
        f"{d}{sep}mm{sep}{y}": f"DD{sep}MM{sep}YYYY"
        for y in ("åååå", "rrrr", "jjjj", "aaaa")
        for d in ("dd", "tt", "jj")
        for sep in "./"
    },
    "day-month-year": "DD/MM/YYYY",
    "month-day-year": "MM/DD/YYYY",
}
_DATE_CUE_RE = re.compile(
    r"(?:^|[.;:])\W*(?:and\s+|also\s+)?(?:the\s+)?dates?\s+(?:as|in)\s|"
    r"\b(?:please|use|prefer|want|stick|always|format|write|should\s+be|must\s+be|"
    r"(?:'d|’d|would)\s+like|form[áa]t\w*|käyt\w*|"
    r"needs?\s+to\s+be|usen|use[nz]|utilisez|verwende\w*|"
    r"bitte|por\s+favor|per\s+favore|graag|gebruik|skriv|venligst|vennligst|gerne|gjerne|snälla|"
    r"proszę|używaj|prosím|lütfen|kullan\w*)\b|お願い",
    re.I,
)
NEGATED_VERB_RE = re.compile(NEGATED_VERB, re.IGNORECASE)
# a written template ("YYYY-MM-DD") is a cue in any script: nobody spells one out by chance
_TEMPLATE_RE = re.compile(r"(?:YYYY|ÅÅÅÅ|RRRR|JJJJ|AAAA)", re.I)


def _format_named(s: str, start: int) -> bool:
    """Not declined: "no MM/DD/YYYY" declines, "no formato DD/MM/YYYY" (pt "in the
    format") names it; a format noun before the template is never the negated word."""
    return not_after_negation(s, start) or bool(
        re.search(r"\bno\s+form[aá]t\w*\s+$", s[:start], re.I)
    )


_CLAUSE_MARKS = (",", ";", "，", "；", "、", "،", "؛")


def _negated_verb(s: str, dm: re.Match[str]) -> bool:
    """A verb negated inside the format's clause (verb-final languages put it after)."""
    start = max(s.rfind(c, 0, dm.start()) for c in _CLAUSE_MARKS) + 1
    ends = [i for i in (s.find(c, dm.end()) for c in _CLAUSE_MARKS) if i >= 0]
    return NEGATED_VERB_RE.search(s, start, min(ends, default=len(s))) is not None


# Cyrillic placeholders ("ДД.ММ.ГГГГ", "РРРР-ММ-ДД"): the same format in Latin letters, one
# character for one so offsets hold
_CYRILLIC_RE = re.compile(r"[ДдМмГгРр]{2,4}[./-][ДдМмГгРр]{2}[./-][ДдМмГгРр]{2,4}")
_TO_LATIN = str.maketrans("ДдМмГгРр", "DDMMYYYY")


def date_format(s: str) -> tuple[str, bool] | None:
    """(format, asked for) of the first format a sentence names and does not decline."""
    if _CYRILLIC_RE.search(s):
        s = _CYRILLIC_RE.sub(lambda m: m.group(0).translate(_TO_LATIN), s)
    # the first format not declined ("stop using US dates, use DD/MM/YYYY")
    dm = next((d for d in _DATE_RE.finditer(s) if _format_named(s, d.start())), None)
    req = REQUEST_CUES.search(s[: dm.start()]) if dm is not None else None
    # asked for, and nothing negated between ("tafadhali msitumie ..." is no request for it)
    asked_for = bool(
        req
        and dm
        and not NEGATION_RE.search(s, req.end(), dm.start())
        and not NEGATED_VERB_RE.search(s, req.end(), dm.start())
    )
    if (
        dm
        and not _negated_verb(s, dm)
        and (
            _DATE_CUE_RE.search(s)
            or asked_for
            or (_TEMPLATE_RE.search(dm.group(1)) and other_script(s))
        )
    ):
        fmt = dm.group(1).upper()
        named = _DATE_VALUES.get(re.sub(r"[-/ ](?=(?:month|day|year))", "-", dm.group(1).lower()))
        named = named or _DATE_VALUES.get(" ".join(dm.group(1).lower().split()))
        value = named or ("ISO 8601" if fmt.startswith("ISO") or fmt == "YYYY-MM-DD" else fmt)
        # asked for ("kami mahu ..."): it wins over a format the turn only describes
        return value, asked_for
    return None
