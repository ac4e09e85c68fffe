"""Finished changes in the languages of ``languages``, rewritten to the English shape the
clause rules read ("vi har byttet fra X til Y", "przeszliśmy z X na Y", "XからYに移行しました",
"X'ten Y'ye geçtik" -> "moved from X to Y"). Only past verbs count: "vi flytter til AWS" is a
move under way, not done."""

from __future__ import annotations

import re

# A finished change with both ends: the from- and to-words of each language and its past
# verbs; rewritten to "moved from X to Y" for the English rules.
_CHANGE_PAST = (
    r"oppgradert\w*|oppdatert\w*|flyttet|flyttede|byttet|byttede|migrert\w*|skiftet|skiftede|"
    r"opgraderet|opgraderede|opdateret|migreret|gået\s+over|gått\s+over|uppgraderat|"
    r"uppgraderade|uppdaterat|flyttat|flyttade|bytt|bytte|migrerat|migrerade|gick\s+över|"
    r"przenieśli\w*|przeszli\w*|zmienili\w*|zaktualizowali\w*|zmigrowali\w*|podnieśli\w*|"
    r"přešli|přesunuli|migrovali|upgradovali|aktualizovali|změnili|"
    r"siirry\w*|siirsi\w*|päivit\w*|vaihdoi\w*|migroi\w*|"
    r"geçtik|taşıdık|yükselttik|güncelledik|"
    r"aggiornat[oaie]|actualiza(?:mos|do)|atualiza(?:mos|do)|mis\s+à\s+jour|aktualisiert|upgegradet|"
    r"bijgewerkt|geüpgraded|geupgraded"
)
CHANGE_PAST_RE = re.compile(r"\b(?:" + _CHANGE_PAST + r")\b", re.IGNORECASE)
FROM_TO_FOREIGN_RE = re.compile(
    r"\b(?:fra|från|z|ze|od|da|dal|de|del|von|van|versiosta)\s+(?P<old>.+?)\s+"
    r"(?:til|till|na|do|a|al|à|vers|para|auf|zu|naar|versioon)\s+(?P<new>.+)$",
    re.IGNORECASE,
)
TURKISH_FROM_TO_RE = re.compile(
    r"(?P<old>\S+(?:\s+\S+){0,2}?)['’](?:den|dan|ten|tan)\s+(?P<new>\S+(?:\s+\S+){0,2}?)['’]"
    r"(?:ye|ya|e|a)\b",
    re.IGNORECASE,
)
JA_FROM_TO_RE = re.compile(
    r"(?P<old>[^。、]+?)から(?P<new>[^。、]+?)(?:に|へ)(?:移行|変更|切り替え|切替|アップグレード|"
    r"乗り換え|移し|移転|更新)"
)
# destination only: "vi har byttet til Hetzner", "przeszliśmy na GitHub Actions"
TO_FOREIGN_RE = re.compile(
    r"\b(?:" + _CHANGE_PAST + r")\s+(?P<old>(?:\S+\s+){0,3}?)(?:til|till|na|do)\s+(?P<new>.+)$",
    re.IGNORECASE,
)
ZH_FROM_TO_RE = re.compile(
    r"从(?P<old>[^。，,]+?)(?:迁移|切换|换|升级|转|搬)(?:到|成|为)(?P<new>[^。，,]+)"
)
KO_FROM_TO_RE = re.compile(
    r"(?P<old>\S+(?:\s+\S+){0,2}?)에서\s+(?P<new>\S+(?:\s+\S+){0,2}?)(?:으로|로)\s*"
    r"(?:마이그레이션|이전|전환|업그레이드|옮겼|바꿨|변경)"
)
JA_TO_RE = re.compile(r"(?P<new>[^。、を]+?)(?:に|へ)(?:移行|切り替え|乗り換え|移転)しました")


def foreign_change(clause: str) -> str | None:
    """A finished change in one of these languages, in the English shape; None if none."""
    for rx in (JA_FROM_TO_RE, ZH_FROM_TO_RE, KO_FROM_TO_RE):
        if (m := rx.search(clause)) is not None:
            return f"moved from {m['old']} to {m['new']}"
    if (m := TURKISH_FROM_TO_RE.search(clause)) is not None and CHANGE_PAST_RE.search(clause):
        return f"moved from {m['old']} to {m['new']}"
    if not CHANGE_PAST_RE.search(clause):
        if (m := JA_TO_RE.search(clause)) is not None:
            return f"moved to {m['new']}"
        return None
    if (m := FROM_TO_FOREIGN_RE.search(clause)) is not None:
        return clause[: m.start()] + f" moved from {m['old']} to {m['new']}"
    if (m := TO_FOREIGN_RE.search(clause)) is not None:
        return clause[: m.start()] + f" moved {m['old']}to {m['new']}"
    return None
