"""Third parties named by their noun in the languages of ``languages`` (Norwegian, Danish,
Swedish, Polish, Czech, Finnish, Turkish, Japanese, Chinese, Korean): the noun's stem with the
endings its language puts on it, and the English noun it is stored under; also an
organisation a relative clause says the user deals with ("the bank we work with")."""

from __future__ import annotations

import re

from memory_core.extract.builtin import cue_rules, more_languages


def _alt(words: tuple[str, ...]) -> str:
    return "|".join(sorted(words, key=len, reverse=True))


# Someone else's systems: the noun's stem, with the endings its language puts on it, and
# the English noun it is stored under ("leverandøren" -> vendor).
THIRD_PARTY_STEMS: dict[str, str] = {
    "leverandør": "vendor",
    "leverantör": "vendor",
    "leverancier": "vendor",
    "dostawc": "vendor",
    "dodavatel": "vendor",
    "toimittaj": "vendor",
    "tedarikçi": "vendor",
    "fornitor": "vendor",
    "kund": "customer",
    "klient": "customer",
    "klant": "customer",
    "zákazník": "customer",
    "asiakka": "customer",
    "asiakas": "customer",
    "müşteri": "customer",
    "samarbejdspartner": "partner",
    "samarbeidspartner": "partner",
    "kumppani": "partner",
    "partneri": "partner",
    "wydawc": "publisher",
    "éditeur": "publisher",
    "forlag": "publisher",
    "agence": "agency",
    "agentur": "agency",
    "agenzia": "agency",
    "agencia": "agency",
    "agência": "agency",
    "bureau": "agency",
    "byrå": "agency",
    "bureauet": "agency",
    "revisor": "auditor",
    "audytor": "auditor",
    "konsulent": "consultant",
    "konsult": "consultant",
    **more_languages.THIRD_PARTY_STEMS,
    **cue_rules.THIRD_PARTY_STEMS,
}
# case endings and possessive suffixes ("kunden", "klienta", "asiakkaamme", "müşterimiz")
_THIRD_PARTY_ENDINGS = (
    r"(?:en|et|ens|er|erne|ene|ar|arna|erna|a|y|ów|em|om|owi|e|i|u|ů|ille|n|ler|leri|lar|ları|s|"
    r"mme|amme|imme|nne|ni|miz|imiz|mız|ımız|ümüz|si|sı|lerimiz|larımız|"
    # Lithuanian, Latvian, Estonian cases and the Bulgarian article ("klientas", "klientam",
    # "счетоводителят", "клиентите")
    r"as|ai|ų|ui|ą|ams|us|ių|is|am|iem|ile|o|ят|ът|ите|та|ия|"
    + more_languages.THIRD_PARTY_ENDINGS
    + r")?"
)
JA_THIRD_PARTIES: dict[str, str] = {
    "監査法人": "auditor",
    "顧客": "customer",
    "お客様": "customer",
    "取引先": "customer",
    "パートナー": "partner",
    "ベンダー": "vendor",
    "委託先": "contractor",
    "代理店": "agency",
    "親会社": "parent_company",
    "外部": "external",
    "客户": "customer",
    "合作伙伴": "partner",
    "供应商": "vendor",
    "外包": "contractor",
    "고객사": "customer",
    "고객": "customer",
    "파트너": "partner",
    "협력사": "partner",
    "벤더": "vendor",
    "공급업체": "vendor",
    "협력업체": "partner",
    "거래처": "customer",
    "대행사": "agency",  # "결제 대행사" (payment agency)
    "대리점": "agency",
    "외주": "contractor",
    "보험사": "insurer",
    "모회사": "parent_company",
    # Hebrew glues "the", "and", "that" on ("הלקוח", "והשותף"), so no word boundary either
    "לקוח": "customer",
    "שותף": "partner",
    "ספק": "vendor",
    "מפיץ": "distributor",
    **cue_rules.THIRD_PARTY_SUBSTRINGS,
}
THIRD_PARTY_FOREIGN_RE = re.compile(
    r"\b("
    + _alt(tuple(THIRD_PARTY_STEMS))
    + r")"
    + _THIRD_PARTY_ENDINGS
    + r"\b|("
    + "|".join(JA_THIRD_PARTIES)
    + r")",
    re.IGNORECASE,
)


# "the bank we work with", "a firm we integrate with": an organisation the user deals with
_DEALT_WITH_RE = re.compile(
    r"\b(?:the|a|an|one)\s+(?:\w+\s+)?(?:bank|company|firm|org\w*|business|school|hospital|"
    r"university|retailer|platform|team|group|startup|shop)s?\s+(?:that\s+)?(?:we|i)\s+"
    r"(?:work|partner|integrate|deal|collaborate|sell|ship|deliver)\w*\s+(?:with|to|for)\b",
    re.IGNORECASE,
)


def third_party_noun(text: str) -> tuple[int, int, str] | None:
    """(start, end, English noun) of the first third party a clause names in these languages,
    or an organisation a relative clause says the user deals with."""
    m = THIRD_PARTY_FOREIGN_RE.search(text)
    if m is None:
        if (d := _DEALT_WITH_RE.search(text)) is not None:
            return d.start(), d.end(), "third_party"
        return None
    if m.group(1):
        return m.start(), m.end(), THIRD_PARTY_STEMS[m.group(1).lower()]
    return m.start(), m.end(), JA_THIRD_PARTIES[m.group(2)]


# "our export agent's system runs on MongoDB": a system that belongs to someone the user
# names by role; the user's own parts ("our team's", "our app's backend") stay the user's
# also an organisation of theirs: "my cofounder's other startup", "a friend's bakery shop"
_POSSESSED_RE = re.compile(
    r"\b(?:our|my|a|an)\s+(?:[\w-]+\s+)?([\w-]+)['’]s\s+(?:own\s+|other\s+|new\s+|old\s+)?"
    r"(?:[\w-]+\s+)?(?:systems?|platform|stack|setup|servers?|backend|database|infrastructure|"
    r"infra|software|portal|tools?|site|shop|erp|company|startup|business|firm|agency|store|"
    r"school|studio|project)\b",
    re.IGNORECASE,
)
_OWN_PARTS = frozenset(
    [
        "team",
        "company",
        "org",
        "organisation",
        "organization",
        "app",
        "application",
        "backend",
        "frontend",
        "service",
        "product",
        "platform",
        "site",
        "website",
        "api",
        "project",
        "startup",
        "business",
        "department",
        "group",
        "engineering",
        "infra",
        "infrastructure",
        "system",
        "stack",
        "cluster",
    ]
)


def someone_elses_system(clause: str) -> bool:
    """Does the clause name a system owned by a role that is not one of the user's parts?"""
    m = _POSSESSED_RE.search(clause)
    return m is not None and m.group(1).lower() not in _OWN_PARTS
