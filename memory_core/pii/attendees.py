"""Names in attendee lists of minutes and invitations, headed in many languages.

A heading word (Attendees, Participants, Participanți, Deltagare, Til stede, Teilnehmer,
Obecni, Presenti, Asistentes, Aanwezig, Osallistujat, Účastníci, Участники, Peserta,
出席者, 참석자 ...) either ends its own line (the items follow as bullet lines) or is
followed by ``:`` and an inline list split on ``,`` / ``;``. Each item's leading run of
two or three capitalised words is a name; a trailing role in brackets stays.
"""

from __future__ import annotations

import re

from memory_core.pii.namewords import _lists
from memory_core.pii.placeholders import PERSON
from memory_core.pii.spans import P_PERSON, Doc, Span

_HEADS = (
    "attendees", "attendance", "participants", "present", "invitees", "apologies", "absent",
    "participanți", "participanti", "prezenți", "deltagare", "närvarande", "til stede",
    "tilstede", "deltakere", "deltagere", "fremmødte", "teilnehmer", "teilnehmende",
    "anwesend", "anwesende", "obecni", "uczestnicy", "nieobecni", "presenti", "partecipanti",
    "assenti", "asistentes", "participantes", "presentes", "ausentes", "aanwezig",
    "aanwezigen", "deelnemers", "afwezig", "osallistujat", "läsnä", "poissa", "účastníci",
    "přítomni", "prítomní", "résztvevők", "jelen vannak", "katılımcılar", "katılanlar",
    "участники", "присутствовали", "присутствуют", "учасники", "συμμετέχοντες", "παρόντες",
    "peserta", "hadir", "出席者", "参加者", "参会人员", "出席", "참석자", "참석",
)  # fmt: skip
_HEAD_RE = re.compile(
    r"(?m)^[ \t#*>_-]*(?:"
    + "|".join(re.escape(h) for h in sorted(_HEADS, key=len, reverse=True))
    + r")[ \t*_]*(?P<colon>[:：])?[ \t*_]*"
)
_CAPW = r"[^\W\d_a-zß-ÿα-ωа-яё][^\W\d_]*(?:[-'’][^\W\d_]+)?"
_ITEM = re.compile(rf"[ \t]*(?:[-*•·]|\d+[.)])?[ \t]*({_CAPW}(?:[ \t]+{_CAPW}){{1,2}})(?![\w])")
_MAX_LINES = 30


def _namelike(ws: list[str]) -> bool:
    """Capitalised words, not all of them ordinary English ("Budget Review" stays)."""
    lists = _lists()
    return all(w[0].isupper() for w in ws) and any(
        w.lower() in lists.any or w.lower() not in lists.english for w in ws
    )


def _items(text: str, s: int, e: int, out: list[Span]) -> None:
    pos = s
    for piece in re.split(r"[,;]", text[s:e]):
        m = _ITEM.match(piece)
        if m is not None and _namelike(m.group(1).split()):
            out.append(Span(pos + m.start(1), pos + m.end(1), PERSON, P_PERSON + 5))
        pos += len(piece) + 1


def detect(doc: Doc) -> list[Span]:
    """Spans of names listed under an attendee heading."""
    text = doc.text
    out: list[Span] = []
    for m in _HEAD_RE.finditer(doc.low):
        e = text.find("\n", m.end())
        e = len(text) if e < 0 else e
        if m.end() < e and text[m.end() : e].strip():
            if m.group("colon"):
                _items(text, m.end(), e, out)
            continue
        pos = e + 1
        for _ in range(_MAX_LINES):
            if pos >= len(text):
                break
            le = text.find("\n", pos)
            le = len(text) if le < 0 else le
            line = text[pos:le]
            if not line.strip() or line.lstrip().startswith("#"):
                break
            _items(text, pos, le, out)
            pos = le + 1
    return out
