"""A chat product as the way to reach the user, in any language (pure).

The English patterns of ``vocabulary`` ("message me on Slack") missed the same wish in
other languages ("Proszę napisać do mnie na Teamsie", "kontakt ze mną tylko przez czat w
Teams"): the product's name is the same in every language, so the wording around it is
matched by function (a preposition before it, a contact verb or a mail word near it).
"""

from __future__ import annotations

# A chat product as the way to reach the user, in any language: the product after a
# preposition ("na Teamsie", "przez czat w Teams", "sur Slack"), said with the user as the
# one contacted or a mail word it replaces ("do mnie", "let me know", "nie na maila"); a
# product alone is often the subject of the support case ("Teams keeps crashing").
_PREP = (
    r"on|via|over|in|through|by|na|w|we|przez|po|v|ve|přes|cez|sur|par|en|per|auf|über|bei|"
    r"op|på|i|em|pelo|pela|por|su|tramite|con|через|в|у|на|kautta|üzerinden|lewat|melalui|qua|"
    r"trên|pe|σε|στο|στη"
)
_CHAT_NOUN = r"chat\w*|czat\w*|canal|kanał\w*|kanál\w*|каналу?|чат\w*"
# The user as the one reached (a verb of writing alone is often the task: "write a message
# on Slack announcing the release").
_CONTACTED = (
    r"do mnie|ze mną|to me|with me|à moi|zu mir|mit mir|til meg|til mig|till mig|naar mij|"
    r"se mnou|со мной|contact\w*|kontakt\w*|write me|message me|ping me|reach me|text me|"
    r"schreib(?:en sie)? mir|écrivez-moi|écris-moi|escríbeme|escríbame|scrivimi|mi scriva|"
    r"escreva-me|me escreva|napište mi|napiš mi|skriv til|skriv till|напишите мне|напиши мне|"
    r"let me know|dajcie znać|daj znać|dajcie mi znać|dejte (?:mi )?vědět|dej (?:mi )?vědět|"
    r"avísame|avíseme|fammi sapere|fatemi sapere|prévenez-moi|préviens-moi|sag mir bescheid|"
    r"geben sie mir bescheid|laat (?:me|het me) weten|hör av dig|gi meg beskjed|gi beskjed|"
    r"giv besked|ilmoita minulle|haber ver\w*|kabari saya|beri tahu saya|сообщите мне"
)
_MAILWORD = r"e-?mail\w*|mail\w*|correo\w*|courriel\w*|e-?post\w*|mejl\w*|sähköpost\w*|почт\w*"


def chat_channel(chan: str) -> str:
    """A regex fragment: ``chan`` (a chat product's name, inflected: "Teamsie", "Slacku")
    as the way to reach the user (see ``_PREP``)."""
    place = (
        rf"(?<!\w)(?:{_PREP})\s+(?:(?:{_CHAT_NOUN})\s+(?:(?:{_PREP})\s+)?)?{chan}\w{{0,3}}(?!\w)"
    )
    after = rf"(?<!\w)(?:{_MAILWORD})(?!\w)"
    before = rf"(?<!\w)(?:{_CONTACTED})(?!\w)"
    return rf"{before}[^.!?\n]{{0,60}}?{place}|{place}[^.!?\n]{{0,80}}?{after}"
