"""Finished changes in the languages of ``languages``, rewritten to the English shape the
clause rules read ("vi har byttet fra X til Y", "przeszliśmy z X na Y", "XからYに移行しました",
"X'ten Y'ye geçtik" -> "moved from X to Y"). Only past verbs count: "vi flytter til AWS" is a
move under way, not done."""

from __future__ import annotations

import re

from memory_core.extract.builtin import more_languages
from memory_core.extract.builtin.wordset import WordPattern, alternatives
from memory_core.model.name_forms import HU_FROM, HU_TO
from memory_core.model.products import Mention, mentions

# A finished change with both ends: the from- and to-words of each language and its past
# verbs; rewritten to "moved from X to Y" for the English rules.
_CHANGE_PAST = (
    r"oppgradert\w*|oppdatert\w*|flyttet|flyttede|byttet|byttede|migrert\w*|skiftet|skiftede|"
    r"opgraderet|opgraderede|opdateret|migreret|gået\s+over|gått\s+over|uppgraderat|"
    r"uppgraderade|uppdaterat|flyttat|flyttade|bytt|bytte|migrerat|migrerade|gick\s+över|"
    r"przenieśli\w*|przeszli\w*|zmienili\w*|zaktualizowali\w*|zmigrowali\w*|podnieśli\w*|"
    r"zakończyli\w*\s+migracj\w*|"
    r"přešli|přesunuli|migrovali|upgradovali|aktualizovali|změnili|dokončili\s+(?:jsme\s+)?migraci|"
    r"siirry\w*|siirsi\w*|päivit\w*|vaihdoi\w*|migroi\w*|"
    r"geçtik|taşıdık|yükselttik|güncelledik|"
    r"aggiornat[oaie]|actualiza(?:mos|do)|atualiza(?:mos|do)|mis\s+à\s+jour|aktualisiert|upgegradet|"
    r"bijgewerkt|geüpgraded|geupgraded|" + "|".join(more_languages.CHANGE_PAST)
)
CHANGE_PAST_RE = WordPattern(alternatives(_CHANGE_PAST))  # plain words looked up, not tried
FROM_TO_FOREIGN_RE = re.compile(
    r"\b(?:fra|från|z|ze|od|da|dal|de|del|von|van|versiosta|" + more_languages.FROM_WORDS + r")\s+"
    r"(?P<old>.+?)\s+(?:til|till|na|do|a|al|à|vers|para|auf|zu|naar|versioon|"
    + more_languages.TO_WORDS
    + r")\s+(?P<new>.+)$",
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
# destination only: "vi har byttet til Hetzner", "przeszliśmy na GitHub Actions",
# "atualizamos o PostgreSQL 14 para o 16"
TO_FOREIGN_RE = re.compile(
    r"\b(?:" + _CHANGE_PAST + r")\s+(?P<old>(?:\S+\s+){0,3}?)"
    r"(?:til|till|na|do|para(?:\s+(?:o|a|os|as)\b)?)\s+(?P<new>.+)$",
    re.IGNORECASE,
)
ZH_FROM_TO_RE = re.compile(
    r"从(?P<old>[^。，,]+?)(?:迁移|切换|换|升级|转|搬)(?:到|成|为)(?P<new>[^。，,]+)"
)
KO_FROM_TO_RE = re.compile(
    r"(?P<old>\S+(?:\s+\S+){0,2}?)에서\s+(?P<new>\S+(?:\s+\S+){0,2}?)(?:으로|로)\s*"
    r"(?:[가-힣]+\s+){0,2}(?:마이그레이션|이전|전환|업그레이드|옮겼|바꿨|변경)"
)
# Hebrew glues "from" and "to" on with a hyphen: "עברנו מ-MySQL ל-PostgreSQL 16"
HE_FROM_TO_RE = re.compile(
    r"(?:עברנו|שדרגנו|העברנו|החלפנו)\s+(?:\S+\s+){0,3}?מ-(?P<old>\S+(?:\s+\d[\d.]*)?)\s+"
    r"ל-(?P<new>\S+(?:\s+\d[\d.]*)?)"
)
JA_TO_RE = re.compile(r"(?P<new>[^。、を]+?)(?:に|へ)(?:移行|切り替え|乗り換え|移転)しました")


# Languages that mark the two ends of a change with case endings on the names: Hungarian
# ("a DigitalOceanről átköltöztünk az Azure-ra", "lecseréltük a MongoDB-t PostgreSQL 15-re":
# the replaced one in the accusative) and Finnish ("ECS:stä Kubernetesiin"). A past verb of
# change must be in the clause: a first person plural past of a change stem in Hungarian.
_HU_CHANGE_RE = re.compile(
    r"\w*(?:cserél|költöz|tér|migrál|frissít|vált|áll)\w*?(?:t|tt)(?:uk|ük|unk|ünk)\b", re.I
)
_HU_STEMS = ("cserél", "költöz", "tér", "migrál", "frissít", "vált", "áll")  # a cheap gate
_HU_REPLACED_RE = re.compile(r"\w*cserél\w*", re.I)
_FI_FROM = r"sta|stä|lta|ltä|ista|istä"
_FI_TO = r"iin|hin|seen|lle|aan|een|ään|ksi"
_FROM_CASE_RE = re.compile(r"(?:" + HU_FROM + r"|" + _FI_FROM + r")", re.I)
_TO_CASE_RE = re.compile(r"(?:" + HU_TO + r"|" + _FI_TO + r")", re.I)
_ACCUSATIVE_RE = re.compile(r"(?:ot|et|öt|at|t)", re.I)
_TAIL_RE = re.compile(r"[^\s,.;()]*")


def case_ending(m: Mention, text: str) -> str:
    """The case ending on a mention: glued ("Kubernetesiin"), or after a hyphen, colon or
    apostrophe on the name or its version ("Azure-ra", "ECS:stä", "PostgreSQL 15-re")."""
    raw = m.text + (_TAIL_RE.match(text, m.end) or _TAIL_RE.match("")).group(0)  # type: ignore[union-attr]
    if (sep := re.search(r"[-:'’]([^\W\d_]+)$", raw)) is not None:
        return sep.group(1)
    last = m.alias.split()[-1]
    word = re.search(r"([^\W\d_]+)$", raw)
    if word is None or not word.group(1).lower().startswith(last) or m.version:
        return ""
    return word.group(1)[len(last) :]


def case_change(clause: str) -> str | None:
    """ "moved from X to Y" when the clause's names carry a from- and a to-case and its verb is
    a past change; None otherwise."""
    low = clause.lower()
    hungarian = _HU_CHANGE_RE.search(clause) if any(s in low for s in _HU_STEMS) else None
    if hungarian is None and not CHANGE_PAST_RE.search(clause):
        return None
    old: Mention | None = None
    new: Mention | None = None
    for m in mentions(clause):
        ending = case_ending(m, clause)
        if not ending:
            continue
        if _FROM_CASE_RE.fullmatch(ending) or (
            hungarian and _HU_REPLACED_RE.search(clause) and _ACCUSATIVE_RE.fullmatch(ending)
        ):
            old = old or m
        elif _TO_CASE_RE.fullmatch(ending) and old is not None:
            new = m
            break
    if old is None or new is None or old.product.attribute != new.product.attribute:
        return None
    return f"moved from {old.value} to {new.value}"


def foreign_change(clause: str) -> str | None:
    """A finished change in one of these languages, in the English shape; None if none."""
    if (cased := case_change(clause)) is not None:
        return cased
    # each script's pattern only where its from-word is (a lazy scan from every position)
    for rx, word in (
        (JA_FROM_TO_RE, "から"),
        (ZH_FROM_TO_RE, "从"),
        (KO_FROM_TO_RE, "에서"),
        (HE_FROM_TO_RE, "מ-"),
    ):
        if word in clause and (m := rx.search(clause)) is not None:
            return f"moved from {m['old']} to {m['new']}"
    past = CHANGE_PAST_RE.search(clause)
    if past and ("'" in clause or "’" in clause) and (m := TURKISH_FROM_TO_RE.search(clause)):
        return f"moved from {m['old']} to {m['new']}"
    if not past:
        if "しました" in clause and (m := JA_TO_RE.search(clause)) is not None:
            return f"moved to {m['new']}"
        return None
    if (m := FROM_TO_FOREIGN_RE.search(clause)) is not None:
        return clause[: m.start()] + f" moved from {m['old']} to {m['new']}"
    if (m := TO_FOREIGN_RE.search(clause)) is not None:
        return clause[: m.start()] + f" moved {m['old']}to {m['new']}"
    return None
