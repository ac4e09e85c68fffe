"""The cue words that make a user turn a correction or preference (pure)."""

from __future__ import annotations

import re

# -- cues --------------------------------------------------------------------------------
_CUE = re.compile(
    r"(?:\b(?:please|pls|plz|don'?t|do not|never|always|again|next time|from now on|going "
    r"forward|instead|rather|prefer|i like|i want|i'?d like|"
    r"keep (?:it|them|the|that|to|doing|using|writing)|"
    r"stop|no more|only|as i said|like i said|i told you|remember\w*|we can'?t|we don'?t|"
    r"not allowed|avoid|bitte|immer|niemals|nie|lieber|nächstes mal|ab jetzt|s'il vous "
    r"pla[iî]t|svp|stp|per favore|toujours|jamais|plutôt|la prochaine fois|désormais|"
    r"por favor|siempre|nunca|prefiero|otra vez|la próxima vez|de ahora en adelante|use|write|"
    r"send|give|answer|"
    r"reply|with me|for me|to me|i need|we need|easier|works better|love[sd]? it|great|perfect|"
    r"stick to|one request|request|could you|would you|can you|as usual|as always|as before|"
    r"like (?:i|we) (?:keep asking|always|do)|merci d[e']|comme d'habitude|uniquement|"
    r"puedes|podrías|recuerda|prefiro|sempre|pode|kun je|kunt u|graag|altijd|wie immer)\b)|"
    r"^\s*no\b",
    re.IGNORECASE,
)
# Strong cues only (unnamed groups): wording that corrects or sets a standing preference.
_STRONG_CUE = re.compile(
    r"\b(?:don'?t|do not|never|always|again|next time|from now on|going forward|instead|"
    r"prefer|stop|no more|only|as i said|like i said|i told you|remember\w*|we can'?t|"
    r"not allowed|avoid|niemals|nie|immer|nächstes mal|ab jetzt|toujours|jamais|"
    r"la prochaine fois|désormais|siempre|nunca|la próxima vez|de ahora en adelante)\b",
    re.IGNORECASE,
)
