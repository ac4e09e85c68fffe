"""The contact channel a user sentence asks for: a channel after a contact cue ("reach me on
Slack rather than email": the channel after the cue, never the one after "rather than"), a
channel said to work best, or a verb that names one ("call me"). Moved out of ``prefs``."""

from __future__ import annotations

import re

_CHANNELS = {
    "email": "email",
    "e-mail": "email",
    "mail": "email",
    "slack": "Slack",
    "discord": "Discord",
    "microsoft teams": "Microsoft Teams",
    "ms teams": "Microsoft Teams",
    "teams": "Microsoft Teams",
    "phone": "phone",
    "telephone": "phone",
    "sms": "SMS",
    "text message": "SMS",
    "whatsapp": "WhatsApp",
    "telegram": "Telegram",
    "signal": "Signal",
    "telefon": "phone",
    "telefonisch": "phone",
    "téléphone": "phone",
    "teléfono": "phone",
    "courriel": "email",
    "correo": "email",
    "e-post": "email",
    "epost": "email",
    "mejl": "email",
    "e-mailem": "email",
    "mailem": "email",
    "メール": "email",
    "電話": "phone",
}
# "call me" says phone, "text me" SMS, "email me" email: only with a preference cue.
_VERB_CHANNELS = {
    "call": "phone",
    "phone": "phone",
    "ring": "phone",
    "text": "SMS",
    "email": "email",
    "e-mail": "email",
}
_VERB_CHANNEL_RE = re.compile(
    r"\b(?:better|best|easier|easiest|prefer(?:red|ably)?|please|rather|just)\b[^.?!,]{0,12}?"
    r"\b(call|phone|ring|text|e-?mail)\s+(?:me|us)\b|"
    # "email me instead from now on": the standing cue after the verb, not a question
    r"(?:^|[,;:—–]\s)\W*(?:so\s+|and\s+|then\s+|just\s+)?(call|phone|ring|text|e-?mail)\s+(?:me|us)\s+(?:instead\b|"
    r"from\s+now\s+on\b|going\s+forward\b)(?![^?]*\?)|"
    # "if you need me just call": the verb alone, after a standing "if you need me"
    r"\bif\s+you\s+need\s+(?:me|us)\b[^.?!]{0,20}?\b(call|phone|ring|text|e-?mail)\b"
    r"(?!\s+(?:the|a|an|it|this|that|our|your|their|support|sales)\b)",
    re.IGNORECASE,
)
_CH_ALT = "|".join(re.escape(c) for c in sorted(_CHANNELS, key=len, reverse=True))
_CHANNEL_RES = (
    re.compile(
        # a placeholder as the verb: the masker can take a sentence's first word for a name
        r"(?:\b(?:reach|contact|ping|message|call|notify|dm|text|email)\s+(?:me|us)|"
        r"^\W*<[A-Z]+_\w+>\s+(?:me|us)|\breach\s+out\s+to\s+(?:me|us)|"
        r"(?:^\W*|\b(?:please|pls|kindly|just)\s+)reach\s+out|"
        r"\b(?:send|forward|post)\s+(?:\w+\s+){0,4}?to\s+(?:me|us)|"
        # "please direct routine correspondence to me via Teams": what is sent, then the channel
        r"\b(?:direct|address|route|send|keep)\s+(?:(?:all|any|routine|day-to-day|general|"
        r"everyday|regular|the|your|future|further|other)\s+){0,3}(?:correspondence|"
        r"communications?|messages|updates|queries|questions|enquiries|inquiries|notifications)"
        r"(?!\s+(?:to|for|with)\s+(?!me\b|us\b)))"
        r"\b[^.?!,]{0,25}?"
        r"\b(?:on|via|by|over|through|in|at)\s+(?:the\s+|our\s+)?(" + _CH_ALT + r")\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b("
        + _CH_ALT
        + r")\s+(?:is|works)\s+(?:the\s+)?(?:best|better|easiest|fastest|preferred|"
        r"quickest)\b(?:[^.?!]{0,25}?\b(?:reach|contact|get\s+hold\s+of|for\s+me|for\s+us|way|"
        r"from\s+now\s+on|going\s+forward)\b|"
        r"\s*(?:[,;.!]|$))",
        re.IGNORECASE,
    ),
    re.compile(  # "the best way to reach me is a phone call", "easiest way to contact us: Slack"
        r"\b(?:best|easiest|quickest|fastest|preferred|simplest)\s+(?:way|channel|method)\s+to\s+"
        r"(?:reach|contact|get\s+hold\s+of|get\s+to)\s+(?:me|us)\s*(?:is|:)\s+(?:a\s+|an\s+|by\s+|"
        r"via\s+|on\s+|through\s+|over\s+)?(?:the\s+)?(" + _CH_ALT + r")\b",
        re.IGNORECASE,
    ),
    re.compile(  # "please send the follow-up by e-mail": a request names the channel
        r"\b(?:please|pls|kindly|from\s+now\s+on|going\s+forward|in\s+future)\b[^.?!]{0,12}?"
        r"\b(?:send|reply|respond|answer|write|follow\s+up)\b[^.?!,]{0,25}?\b(?:by|via|over|per|"
        r"through|on|in)\s+(?:the\s+|a\s+|our\s+)?(" + _CH_ALT + r")\b",
        re.IGNORECASE,
    ),
    re.compile(  # "l'e-mail est le mieux pour moi", "el correo es lo mejor", "E-Mail ist am besten"
        r"\b(?:l['’]\s*)?(" + _CH_ALT + r")\s+(?:est|es|ist)\s+(?:le\s+|lo\s+|am\s+)?"
        r"(?:mieux|meilleur|mejor|besten|plus\s+simple|más\s+fácil|einfachsten)\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"\bprefer(?:red)?\b[^.?!]{0,25}?\b(?:by|via|on|over)?\s*(" + _CH_ALT + r")\b(?!\s+(?:for|"
        r"integration))",
        re.IGNORECASE,
    ),
    re.compile(  # "switch my contact channel to email"
        r"\b(?:switch|change|move|set|update)\s+(?:my|our|the)\s+contact(?:\s+(?:channel|method|"
        r"preference))?\s+to\s+(?:the\s+)?(" + _CH_ALT + r")\b",
        re.IGNORECASE,
    ),
    re.compile(  # "Slack is the way to reach me", "email is my preferred channel now"
        r"\b(" + _CH_ALT + r")\s+is\s+(?:(?:the|my|our)\s+)?(?:best\s+|easiest\s+|quickest\s+|"
        r"preferred\s+|favou?rite\s+|main\s+|primary\s+)?(?:way|channel|method|place)\s+to\s+"
        r"(?:reach|contact|get\s+hold\s+of|find|ping)\s+(?:me|us)\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(" + _CH_ALT + r")\s+is\s+(?:my|our)\s+(?:preferred|favou?rite|main|primary|usual)\s+"
        r"(?:channel|way|method|contact)\b",
        re.IGNORECASE,
    ),
    re.compile(  # "Slack please, not email": the channel asked for by itself
        r"^\W*(?:and\s+|so\s+)?(" + _CH_ALT + r")\s*,?\s*(?:please|pls)\b(?!\s+(?:send|share|"
        r"attach|forward|post|check|look|see|read))",
        re.IGNORECASE,
    ),
    re.compile(  # "please use Discord to reach me", "use SMS for contacting us"
        r"\buse\s+(?:the\s+|our\s+)?(" + _CH_ALT + r")\s+(?:to|for)\s+(?:reach|contact|ping|"
        r"message|notify|get\s+hold\s+of|get\s+in\s+touch\s+with)(?:ing)?\s+(?:me|us)\b",
        re.IGNORECASE,
    ),
    re.compile(  # "Telegram is where I live these days": where the user is to be found
        r"\b(" + _CH_ALT + r")\s+is\s+where\s+(?:I|we)\s+(?:live|am|are|hang\s+out|sit|"
        r"spend\s+(?:my|our)\s+days?)(?:\s+(?:now|these\s+days|nowadays|all\s+day))?\s*"
        r"(?:[,.;!]|$|\s+(?:so|please|and)\b)",
        re.IGNORECASE,
    ),
    re.compile(  # "kontaktieren Sie mich per E-Mail", "contactez-moi par courriel"
        r"\b(?:kontaktieren|erreichen|informieren|schreiben|contactez|contacte[zr]?|"
        r"contáct(?:e|a)(?:me|nos)|escríb(?:a|e)(?:me|nos))\b(?:[- ](?:sie|moi|nous)\b)?"
        r"(?:\s+(?:mich|uns|bitte))*\s+(?:per|über|via|par|por)\s+(" + _CH_ALT + r")",
        re.IGNORECASE,
    ),
)


def not_after_negation(text: str, start: int) -> bool:
    return not re.search(
        r"(?:rather\s+than|instead\s+of|not|never|no|stop(?:\s+using)?|avoid|don't\s+use|"
        r"no\s+more)\s+(?:\w+\s+)?$",
        text[:start],
        re.I,
    )


# "please don't message me on Slack", "stop pinging me on Slack": the cue itself is declined
_REJECTED_RE = re.compile(
    r"(?:\bnot|\bnever|n't|n’t|\bno|\bstop|\bavoid|\bikke|\binte|\bnie|\bnicht|\bniet|\bpas|"
    r"\bn[ãa]o|\bnon|\bei)\b[^.?!,;]{0,20}$",
    re.I,
)
# "use email instead", "email instead, please": the channel asked for in place of another
_INSTEAD_RE = re.compile(
    r"\b(?:use|try|prefer|switch\s+to)\s+(?:the\s+)?(" + _CH_ALT + r")\s+instead\b", re.IGNORECASE
)


# "kontakt meg på e-post", "kontakta mig via mejl", "piszcie do mnie na Slack", "メールでご連絡"
_FOREIGN_RE = re.compile(
    r"\b(?:kontakt\w*|skriv\w*|ring|send|nå|pisz\w*|kontaktuj\w*|napište|kirjoit\w*|ulaş\w*)\s+"
    r"(?:til\s+|do\s+)?(?:meg|mig|mej|oss|os|mnie|nas|mi|minulle|bana)\s+(?:gjerne\s+|gerne\s+|"
    r"gärna\s+|helst\s+|heller\s+)?(?:på|via|per|över|over|przez|na|e|)\s*(?:en\s+|et\s+|ett\s+)?"
    r"(" + _CH_ALT + r")|(" + _CH_ALT + r")(?:で|にて)(?:ご連絡|連絡|お願い)",
    re.IGNORECASE,
)


# "we moved off Teams to Slack, so ping me there": "there" is the channel named last before it
_THERE_RE = re.compile(r"\b(?:ping|reach|contact|message|find|dm)\s+(?:me|us)\s+there\b", re.I)
_CH_RE = re.compile(r"\b(" + _CH_ALT + r")\b", re.I)
_CH_ANY_RE = re.compile(_CH_ALT, re.I)
_LEFT_RE = re.compile(r"\b(?:off|from|away\s+from|instead\s+of|rather\s+than|not|no)\s+$", re.I)


def _there(s: str) -> str | None:
    if "there" not in s or (tm := _THERE_RE.search(s)) is None:
        return None
    named = list(_CH_RE.finditer(s, 0, tm.start()))
    if not named or _LEFT_RE.search(s[: named[-1].start()]) or _REJECTED_RE.search(s[: tm.start()]):
        return None
    return _CHANNELS[named[-1].group(1).lower()]


def contact_channel(s: str, once: bool) -> tuple[str, float] | None:
    """(channel, confidence) a sentence asks to be contacted on, or None."""
    if _CH_ANY_RE.search(s) is None:  # most sentences name no channel: only "call me" is left
        return _verb_channel(s)
    if not once and (there := _there(s)) is not None:
        return there, 0.7
    found = [m for rx in _CHANNEL_RES if (m := rx.search(s))]
    found = [
        m
        for m in found
        if not_after_negation(s, m.start(1))
        and not _REJECTED_RE.search(s[: m.start()])
        and not once
    ]
    if found:
        cm = min(found, key=lambda m: m.start())
        return _CHANNELS[cm.group(1).lower()], 0.75
    if (fm := _FOREIGN_RE.search(s)) and not once and not _REJECTED_RE.search(s[: fm.start()]):
        return _CHANNELS[(fm.group(1) or fm.group(2)).lower()], 0.75
    if (im := _INSTEAD_RE.search(s)) and not once and not _REJECTED_RE.search(s[: im.start()]):
        return _CHANNELS[im.group(1).lower()], 0.75
    return _verb_channel(s)


def _verb_channel(s: str) -> tuple[str, float] | None:
    """ "call me", "text me instead": a verb that names the channel."""
    vm = _VERB_CHANNEL_RE.search(s)
    g = next((i for i in (1, 2, 3) if vm.group(i)), 3) if vm is not None else 1
    if vm is not None and not re.search(
        r"(?:\bnot|\bnever|n't|n’t|\bno)\s+(?:\w+\s+)?$", s[: vm.start(g)], re.I
    ):
        return _VERB_CHANNELS[vm.group(g).lower()], 0.7
    return None
