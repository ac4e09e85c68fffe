"""The part of a turn the user wrote now, without the earlier messages an e-mail client quotes.

A reply by e-mail carries the thread below it ("-----Original Message-----", "On Tue ... wrote:",
"> Database: SQL Server 2019"): those lines restate what was true when they were first sent, so
read as new they would put a superseded value back over the newer statement above them. The
cut is made by structure, for the clients' conventions in the most-used languages at once: a
separator line naming an original or forwarded message, a header block (a sender field then a
date or subject field within the next lines), an attribution line ending in "wrote:", and
lines quoted with ">". Text before the first of them is kept; a turn that is all quote is empty.
"""

from __future__ import annotations

import re

# "-----Original Message-----", "-------- Original-Nachricht --------", "----- Forwarded message"
_SEPARATOR_RE = re.compile(
    r"^\s*[-_=*]{3,}\s*(?:original|forwarded|ursprüngliche|weitergeleitete|message\s+d'origine|"
    r"message\s+transféré|mensaje\s+original|mensagem\s+original|messaggio\s+originale|"
    r"oorspronkelijk|originalmeddelande|opprinnelig|oprindelig|alkuperäinen|wiadomość|"
    r"původní|pôvodná|izvorna|izvorni|originalna|исходное|пересылаемое|оригинальное|"
    r"първоначално|оригінальне|αρχικό|eredeti|orijinal|asli|pesan\s+asli|原始邮件|"
    r"転送|元のメッセージ|원본|मूल\s+संदेश|originali|algupärane|sākotnējā)"
    r"[^\n]*$",
    re.IGNORECASE | re.MULTILINE,
)
# the sender and date/subject fields of a quoted header, as clients write them per language
_FROM = (
    r"from|von|de|da|van|från|fra|od|от|від|από|feladó|kimden|dari|lähettäjä|saatja|"
    r"siuntėjas|no|nadawca|odesílatel|odosielateľ|pošiljatelj|подател|发件人|差出人|보낸\s*사람|"
    r"प्रेषक"
)
# the sent, date or subject field (not "To:": "From: 10:00 / To: 11:00" is a time window)
_FIELD = (
    r"sent|date|subject|gesendet|datum|betreff|envoyé|objet|enviado|asunto|inviato|oggetto|"
    r"verzonden|onderwerp|skickat|ämne|sendt|emne|wysłano|temat|odesláno|předmět|poslano|"
    r"predmet|отправлено|тема|дата|надіслано|στάλθηκε|θέμα|elküldve|tárgy|gönderildi|konu|"
    r"terkirim|perihal|lähetetty|aihe|saadetud|teema|išsiųsta|tema|nosūtīts|temats|"
    r"изпратено|относно|发送时间|主题|送信日時|件名|보낸\s*날짜|제목|भेजा|विषय"
)
_HEADER_RE = re.compile(
    rf"^\s*\**(?:{_FROM})\**\s*:[^\n]*\n(?:[^\n]*\n){{0,3}}\s*\**(?:{_FIELD})\**\s*:",
    re.IGNORECASE | re.MULTILINE,
)
# "On Tue, 22 Oct 2026 at 09:14, E. Ross <...> wrote:", "Am ... schrieb:", "Le ... a écrit :"
_ATTRIBUTION_RE = re.compile(
    r"\b(?:wrote|schrieb|a\s+écrit|escribió|escreveu|ha\s+scritto|schreef|skrev|"
    r"napisał\w*|napsal\w*|napísal\w*|napisao|napisala|написал\w*|писав|написав\w*|έγραψε|"
    r"írta|yazdı|menulis|kirjoitti|kirjutas|rašė|rakstīja|написа)\s*:\s*$",
    re.IGNORECASE,
)
_COLON_END_RE = re.compile(r"^[^\n]{0,200}:[ \t]*$", re.MULTILINE)
_QUOTED_LINE_RE = re.compile(r"^[ \t]*>[^\n]*(?:\n|$)", re.MULTILINE)


def fresh_text(content: str) -> str:
    """``content`` up to the first quoted earlier message, without ">"-quoted lines."""
    if "\n" not in content:
        return content
    cut = len(content)
    for pattern in (_SEPARATOR_RE, _HEADER_RE):
        m = pattern.search(content)
        if m is not None and m.start() < cut:
            cut = m.start()
    if ":" in content:  # an attribution is a line ending in a colon: only those are read
        for line in _COLON_END_RE.finditer(content, 0, cut):
            if _ATTRIBUTION_RE.search(line.group(0)):
                cut = line.start()
                break
    return _QUOTED_LINE_RE.sub("", content[:cut]).rstrip()
