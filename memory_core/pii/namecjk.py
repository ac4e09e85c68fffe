"""Person names in Japanese, Chinese and Korean text: a family name from a list
(``data/cjk_surnames.txt``) held by a person cue.

CJK scripts have no capitals and no spaces, so the shape rules of the other modules see
nothing. A name is taken only where the grammar marks a person:
- Japanese: an honorific or a self-introduction right after it (``伊藤 結衣です``,
  ``渡辺蓮さん``, ``Fujimotoと申します``); the family name must be listed (two kanji or
  more: one-kanji names such as 林 or 森 are also common words);
- Chinese: a self-introduction before it (``我是王伟，``) or a title after it (``王伟先生``);
- Korean: a self-introduction around it (``저는 김민준입니다``): a bare honorific is no
  cue, since ``고객님`` ("customer") starts like a family name too.
A Latin-script name before a Japanese honorific (``Baptiste Delacroixさん``) counts too,
unless it is an ordinary English word or a product ("Dockerさん" stays).
"""

from __future__ import annotations

import functools
import re

from memory_core.pii.namewords import _DATA, _NOT_NAMES, english_words
from memory_core.pii.placeholders import PERSON
from memory_core.pii.spans import P_PERSON, Span

_HAN = "\u4e00-\u9fff\u3005"  # CJK ideographs and the repetition mark 々
_HANGUL = "\uac00-\ud7a3"
_JA_AFTER = (
    r"さん|さま|様|氏|くん|君|ちゃん|先生|殿|です|でございます|と申します|と申し|といいます"
    r"|と言います|と申"
)
_JA_AFTER_LATIN = r"さん|さま|様|氏|くん|ちゃん|先生|殿|と申します|と申し|といいます|と言います"
_ZH_BEFORE = (
    r"我是|我叫|我姓|名叫|叫做|我的名字是|本人|联系人[:：]?[ \t]*|聯絡人[:：]?[ \t]*"
    # verbs whose object is a person: contacted, notified, told, asked, handed to, cc'd
    r"|联系了?|聯繫了?|联络了?|聯絡了?|通知了?|告诉了?|告訴了?|询问了?|詢問了?|问了|問了"
    r"|转给|轉給|交给|交給|抄送给?|致电|致電|打电话给|打電話給"
)
_ZH_AFTER = r"先生|女士|小姐|老师|老師|经理|經理"
_KO_BEFORE = r"저는[ \t]*|제[ \t]*이름은[ \t]*|이름은[ \t]*|담당자는[ \t]*"
_KO_AFTER = r"입니다|이에요|예요|이라고|라고|씨[ \t]*입니다"
# A lone three-syllable Korean name in Latin-script text after a person cue ("the Seoul
# office contact is 박지훈", "ask 김서연"): no Korean grammar around it to go by.
_KO_LATIN_CUE = re.compile(
    r"(?i)(?<![a-z])(?:contact|name|owner|manager|lead|engineer|ask|call|ping|cc|with|from|by"
    r"|talk(?:ed)?[ \t]+to|spoke[ \t]+(?:to|with)|told|assignee|reporter)(?![a-z])[^\n]{0,12}$"
)
_LOW = "a-zà-ÿāăąćčďđęěğłńňőřśşšţťůűźżž'-"
_LATIN = re.compile(
    rf"(?<![A-Za-z])(?P<n>[A-Z][{_LOW}]+(?:[ \t][A-Z][{_LOW}]+){{0,2}})(?={_JA_AFTER_LATIN})"
)


@functools.cache
def _patterns() -> tuple[re.Pattern[str], ...]:
    try:
        raw = _DATA.joinpath("cjk_surnames.txt").read_text(encoding="utf-8")
    except OSError:
        return ()
    lists: dict[str, list[str]] = {}
    part = ""
    for line in raw.splitlines():
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            part = line.strip("[]")
            continue
        lists.setdefault(part, []).extend(line.split())

    def alt(key: str) -> str:
        return "|".join(sorted(set(lists.get(key, [])), key=len, reverse=True))

    ja = re.compile(
        rf"(?<![{_HAN}])(?P<n>(?:{alt('ja')})(?:[ \u3000]?[{_HAN}]{{1,3}})?)(?={_JA_AFTER})"
    )
    zh_before = re.compile(
        rf"(?:{_ZH_BEFORE})(?P<n>(?:{alt('zh')})[{_HAN}]{{1,2}})(?=[，,。.！!？?、\s]|$)"
    )
    zh_after = re.compile(rf"(?<![{_HAN}])(?P<n>(?:{alt('zh')})[{_HAN}]{{1,2}})(?={_ZH_AFTER})")
    ko = re.compile(rf"(?:{_KO_BEFORE})(?P<n>(?:{alt('ko')})[{_HANGUL}]{{1,2}})(?={_KO_AFTER})")
    ko_lone = re.compile(rf"(?<![{_HANGUL}])(?P<n>(?:{alt('ko')})[{_HANGUL}]{{2}})(?![{_HANGUL}])")
    return ja, zh_before, zh_after, ko, ko_lone


def _has_cjk(text: str) -> bool:
    return any("\u3040" <= c <= "\u9fff" or "\uac00" <= c <= "\ud7a3" for c in text)


def detect(text: str) -> list[Span]:
    """Person spans of CJK names (and Latin names before a Japanese honorific)."""
    if text.isascii() or not _has_cjk(text):
        return []
    out: list[Span] = []
    pats = _patterns()
    for rx in pats[:-1]:
        for m in rx.finditer(text):
            out.append(Span(m.start("n"), m.end("n"), PERSON, P_PERSON))
    if pats:
        lone = list(pats[-1].finditer(text))
        hangul = sum(1 for c in text if "\uac00" <= c <= "\ud7a3")
        if len(lone) == 1 and hangul == 3:  # the only Korean word of a Latin-script text
            m = lone[0]
            ls = text.rfind("\n", 0, m.start()) + 1
            if _KO_LATIN_CUE.search(text, max(ls, m.start() - 40), m.start()) is not None:
                out.append(Span(m.start("n"), m.end("n"), PERSON, P_PERSON))
    english = english_words()
    for m in _LATIN.finditer(text):
        toks = [t.lower() for t in m.group("n").split()]
        if all(t in english or t in _NOT_NAMES for t in toks):
            continue
        out.append(Span(m.start("n"), m.end("n"), PERSON, P_PERSON))
    return out
