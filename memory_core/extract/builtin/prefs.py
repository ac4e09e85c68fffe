"""Preferences and account facts from one user sentence: each needs an explicit cue.

Reply language ("please answer in German", "auf Deutsch"), contact channel ("reach me on
Slack rather than email": the channel after the cue, never the one after "rather than"),
date format, answer style, time zone (a city or zone abbreviation after "I'm in" / "on ...
time"), plan ("on the Team plan", "downgraded to Standard") and team size ("team of 12",
"we're 15 now"). A bare mention of a channel or a city is not a preference.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from memory_core.extract.builtin.channels import contact_channel
from memory_core.extract.builtin.cue_prefs import contact_cue, team_count
from memory_core.extract.builtin.dates import date_format
from memory_core.extract.builtin.foreign_plans import foreign_plan, foreign_style
from memory_core.extract.builtin.foreign_prefs import numbers_as_digits, reply_language, team_size
from memory_core.extract.builtin.lexicon import (
    LANGUAGE_NAMES,
    TEAM_NOUNS,
    TEAM_SUBJECTS,
    THIRD_PARTY_RE,
)
from memory_core.extract.builtin.markers import HYPOTHETICAL_RE as _HYPOTHETICAL_RE
from memory_core.extract.builtin.scripts import glossed_language
from memory_core.extract.builtin.third_parties import third_party_noun
from memory_core.extract.builtin.zones import timezone

_LANGS = {
    "english": "English",
    # the names English gives the ~40 most-used languages: "replies in Russian, please"
    "russian": "Russian",
    "ukrainian": "Ukrainian",
    "belarusian": "Belarusian",
    "bulgarian": "Bulgarian",
    "serbian": "Serbian",
    "croatian": "Croatian",
    "bosnian": "Bosnian",
    "slovenian": "Slovenian",
    "slovene": "Slovenian",
    "macedonian": "Macedonian",
    "czech": "Czech",
    "slovak": "Slovak",
    "hungarian": "Hungarian",
    "romanian": "Romanian",
    "greek": "Greek",
    "turkish": "Turkish",
    "lithuanian": "Lithuanian",
    "latvian": "Latvian",
    "estonian": "Estonian",
    "arabic": "Arabic",
    "hebrew": "Hebrew",
    "persian": "Persian",
    "farsi": "Persian",
    "urdu": "Urdu",
    "hindi": "Hindi",
    "bengali": "Bengali",
    "tamil": "Tamil",
    "telugu": "Telugu",
    "marathi": "Marathi",
    "thai": "Thai",
    "vietnamese": "Vietnamese",
    "indonesian": "Indonesian",
    "malay": "Malay",
    "filipino": "Filipino",
    "swahili": "Swahili",
    "catalan": "Catalan",
    "icelandic": "Icelandic",
    "albanian": "Albanian",
    "georgian": "Georgian",
    "armenian": "Armenian",
    "kazakh": "Kazakh",
    "uzbek": "Uzbek",
    "azerbaijani": "Azerbaijani",
    "german": "German",
    "deutsch": "German",
    "french": "French",
    "français": "French",
    "francais": "French",
    "spanish": "Spanish",
    "español": "Spanish",
    "espanol": "Spanish",
    "italian": "Italian",
    "italiano": "Italian",
    "portuguese": "Portuguese",
    "português": "Portuguese",
    "dutch": "Dutch",
    "nederlands": "Dutch",
    "polish": "Polish",
    "japanese": "Japanese",
    "chinese": "Chinese",
    "korean": "Korean",
    "norwegian": "Norwegian",
    "norsk": "Norwegian",
    "swedish": "Swedish",
    "danish": "Danish",
    "finnish": "Finnish",
    "englisch": "English",
    "anglais": "English",
    "inglés": "English",
    "ingles": "English",
    "allemand": "German",
    "alemán": "German",
    "französisch": "French",
    "spanisch": "Spanish",
    **LANGUAGE_NAMES,
}
_LANG_ALT = "|".join(sorted(_LANGS, key=len, reverse=True))
_LANG_RE = re.compile(
    r"\b(?:answer|reply|respond|write|talk|speak|communicate|responses?|replies|answers|please|"
    r"next\s+time|from\s+now\s+on|switch|continue|keep)\b[^.?!]{0,40}?\b(?:in|to)\s+("
    + _LANG_ALT
    + r")\b|"
    r"\b(?:auf|en|in|på|op)\s+(deutsch|español|espanol|français|francais|italiano|nederlands|norsk|"
    r"englisch|anglais|inglés|ingles|allemand|alemán|französisch|spanisch|"
    + "|".join(LANGUAGE_NAMES)
    + r")"
    r"\b|"
    r"\b(?:prefer(?:red)?|keep\s+(?:this|it|things)\s+in)\s+(" + _LANG_ALT + r")\b",
    re.IGNORECASE,
)
_STYLE_WORDS = (
    r"(short(?:er)?|brief(?:er)?|concise|terse|succinct|detailed|thorough|step[- ]by[- ]step)"
)
_STYLE_RES = (
    re.compile(
        r"\b(?:keep|give|make|want|prefer|like|need|send|rather)\b[^.?!]{0,30}?\b"
        + _STYLE_WORDS
        + r"\s+(?:\w+\s+)?(?:answers?|replies|responses?|explanations?|instructions?)\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:keep|make)\s+(?:the\s+|your\s+)?(?:answers?|replies|responses?|it|them)\s+(?:\w+\s+)?"
        + _STYLE_WORDS,
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:answer|explain|reply|respond|walk\s+me\s+through)\w*\b[^.?!,]{0,15}?"
        r"\b(in\s+detail|step[- ]by[- ]step|briefly|concisely)",
        re.IGNORECASE,
    ),
    re.compile(
        # "Shorter answers from now on please", "..., detailed step-by-step answers please"
        r"(?:^|[,;:])\W*(?:and\s+|also\s+)?" + _STYLE_WORDS + r"(?:\s+step[- ]by[- ]step)?\s+"
        r"(?:answers?|replies|responses?),?\s+(?:[+&]\s+[\w ]{1,20}\s+)?"
        r"(?:(?:from\s+now\s+on|going\s+forward),?\s+)?(?:please|pls|plz|only)\b",
        re.IGNORECASE,
    ),
    re.compile(  # "please be detailed", "answers: short ones from now on"
        r"\b(?:please|pls|plz)\s+be\s+(?:more\s+|very\s+)?" + _STYLE_WORDS + r"\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:answers?|replies|responses?)\b\W{1,3}" + _STYLE_WORDS + r"\s+ones\s+"
        r"(?:from\s+now\s+on|please|only|going\s+forward)\b",
        re.IGNORECASE,
    ),
    re.compile(  # "I need the full step-by-step": the style as the thing asked for, no noun
        r"\b(?:need|want|prefer|like|give\s+me)\s+(?:the\s+|a\s+)?(?:full\s+|whole\s+|complete\s+)?"
        r"(step[- ]by[- ]step)(?=\s*(?:$|[.!;,]))",
        re.IGNORECASE,
    ),
    re.compile(
        r"^\W*(?:and\s+|also\s+)?(bullet\s+points|bullets|bullet(?:ed)?\s+(?:summaries|lists?)|"
        r"code\s+only|commands\s+only)\s+(?:please|pls|plz|only)\b",
        re.IGNORECASE,
    ),
    re.compile(
        r"\b(?:please|pls|plz|prefer|just|only)\b[^.?!]{0,20}?\b(bullet\s+points|bullets|code\s+only|"
        r"(?:the\s+)?commands\s+only|more\s+detail|in\s+depth)\b",
        re.IGNORECASE,
    ),
)
# Style words that ask for more; every other style cue (bullets, code only) asks for less.
_DETAILED = frozenset(
    {"detailed", "thorough", "step by step", "in detail", "more detail", "in depth"}
)
_PLANS = (
    "free|starter|basic|standard|pro|professional|business|team|premium|enterprise|growth|"
    "scale|plus|essentials|developer|startup"
)
_PLAN_RE = re.compile(
    r"\b(?:on|using|(?:we|i)\s+use|have|bought|purchased|subscribed\s+to|upgraded\s+to|downgraded\s+to|"
    r"pay(?:ing)?\s+for|signed\s+up\s+for|"
    r"switched\s+to|moved\s+(?:us\s+)?to|changed\s+to|stay(?:ing)?\s+on|bumped\s+(?:up\s+)?to|"
    r"dropped\s+(?:down|back)\s+to|went\s+(?:up\s+|down\s+|back\s+)?to|"
    r"moved\s+(?:up|down|back)\s+to)\s+(?:the\s+|a\s+|an\s+|our\s+)?(?:annual\s+|monthly\s+|yearly\s+)?"
    r"(" + _PLANS + r")\s+(?:plan|tier|subscription|license|edition)\b",
    re.IGNORECASE,
)
_PLAN_CHANGE_RE = re.compile(
    r"\b(?:upgraded|downgraded|switched|moved|changed|stay(?:ing)?\s+on|bumped|"
    r"dropped\s+(?:down|back)|went\s+(?:up|down|back))\b(?:\s+\w+){0,2}?"
    r"(?:\s+(?:to|on))?\s+(?:the\s+)?(" + _PLANS.title() + r")\b(?!\s*\w*\.\w)",
)
_PLAN_FROM_TO_RE = re.compile(
    r"\bfrom\s+(?:the\s+|our\s+)?(" + _PLANS.title() + r")(?:\s+(?i:plan|tier))?\s+(?:to|onto)\s+"
    r"(?:the\s+)?(" + _PLANS.title() + r")\b|"
    # in lower case only where "plan" / "tier" says these are plans
    r"(?i:\bfrom\s+(?:the\s+|our\s+)?(" + _PLANS + r")\s+(?:plan\s+|tier\s+)?(?:to|onto)\s+"
    r"(?:the\s+)?(" + _PLANS + r")\s+(?:plan|tier)\b)|"
    r"(?i:\bfrom\s+(?:the\s+|our\s+)?(" + _PLANS + r")\s+(?:plan|tier)\s+(?:to|onto)\s+"
    r"(?:the\s+)?(" + _PLANS + r")\b)"
)
_PLAN_IS_RE = re.compile(
    r"\b(?:plan|tier|subscription)\s+is\s+(?:now\s+|still\s+)?(?:the\s+)?("
    + _PLANS.title()
    + r")\b"
)
# "add two seats to our Enterprise plan": the plan they have, unless they are leaving it
_PLAN_OURS_RE = re.compile(
    r"(?<!\boff\s)(?<!\bfrom\s)(?<!\bleave\s)(?<!\bcancel\s)\b(?i:our\s+(?:current\s+|existing\s+)?)"
    r"(" + _PLANS.title() + r")\s+(?i:plan|tier|subscription)\b"
)
_PLAN_ON_RE = re.compile(
    r"\b(?i:we're|we’re|we\s+are|currently|still)\s+on\s+(?:the\s+|your\s+)?("
    + _PLANS.title()
    + r")\b"
    r"(?!\s+[A-Z])"
)
_TEAM_RES = (
    re.compile(r"\bteam\s+of\s+(?:about\s+|around\s+|roughly\s+|~)?(\d{1,5})\b", re.I),
    re.compile(
        r"\b(?:we(?:'re|’re|\s+are)|we\s+have|there\s+are|we've\s+got)\s+(?:now\s+|just\s+|only\s+|"
        r"about\s+|around\s+)*(\d{1,5})\s+(?:now\b|people\b|strong\b|of\s+us\b|engineers\b|devs\b|"
        r"developers\b|employees\b)",
        re.I,
    ),
    re.compile(
        r"\b(?:our|the)\s+(?:\w+\s+)?(?:team|company|org)\s+(?:is|has)\s+(?:now\s+)?(?:about\s+)?"
        r"(\d{1,5})\b",
        re.I,
    ),
    re.compile(
        r"\b(\d{1,5})[- ](?:person|people|engineer|developer)\s+"
        r"(?:team|company|startup|shop|org|studio)",
        re.I,
    ),
    re.compile(r"\b(?:grew|grown|expanded)\s+to\s+(\d{1,5})\s*(?:people|engineers|devs)?\b", re.I),
    re.compile(
        r"^\W*(?:\w+\W+){0,2}?(\d{1,4})\s+(?:devs|developers|engineers|people|employees)\s+(?:here|"
        r"in\s+(?:the\s+|our\s+)?(?:team|company)|on\s+(?:the\s+|our\s+)?team|in\s+total|total)\b",
        re.I,
    ),
    re.compile(r"\bteam\b[^.?!\d]{0,20}?\b(\d{1,4})\s+of\s+us\b", re.I),
    re.compile(  # "engineering is 24 people", "the team is 18 engineers", "small team, 4 people"
        r"\b(?:engineering\s+(?:is|are)(?:\s+now)?|(?:small|tiny|whole|our)\s+team\s*[,:(]|"
        r"team\s+(?:is|are)(?:\s+now)?)\s+(?:now\s+|about\s+|around\s+|roughly\s+|~)?(\d{1,4})"
        r"\s+(?:people|engineers|devs|developers|persons|members)\b"
        r"(?!\s+(?:are|is|were|on|in|from|who|of\s+them|short|out|away|off)\b)",
        re.I,
    ),
    re.compile(  # "somos 15", "wir sind 12", "nous sommes 8": a count and nothing after it
        r"\b(?:somos|wir\s+sind|nous\s+sommes)\s+(?:unos\s+|etwa\s+|environ\s+)?(\d{1,4})"
        r"\s*(?:$|[.!;])",
        re.I,
    ),
    re.compile(
        r"\b(?:headcount|team\s+size)\s+(?:is|of)\s+(?:now\s+|about\s+|~)?(\d{1,5})\b", re.I
    ),
    re.compile(  # "unser Team hat 12 Entwickler", "das Team wurde auf 9 Entwickler aufgestockt"
        r"\b(?:wir|unser\w*|nous|notre|nos|somos|nuestro\w*|" + "|".join(TEAM_SUBJECTS) + r")\b"
        r"[^.?!]{0,25}?\b(\d{1,4})\s+(?:entwickler\w*|leute|personen|mitarbeiter\w*|"
        r"développeurs|personnes|desarrolladores|personas|ingenieros|ingénieurs|"
        + "|".join(TEAM_NOUNS)
        + r")\b",
        re.I,
    ),
    re.compile(  # a form's line: "- Engineering team: 12", "Team size: 8 people"
        r"^\W*(?:(?:engineering|development|dev|tech|technical|product|software|it)\s+)?"
        r"(?:team(?:\s+size)?|headcount|developers|engineers)\s*[:=]\s*(?:about\s+|~)?(\d{1,4})"
        r"\s*(?:people|persons|engineers|developers|devs|members|fte)?\s*[.;]?\s*$",
        re.I,
    ),
    re.compile(  # "we went from 5 to 8 developers"
        r"\bfrom\s+\d{1,4}\s+to\s+(\d{1,4})\s+(?:devs|developers|engineers|people|employees)\b",
        re.I,
    ),
)
_TEAM_BAD_AFTER_RE = re.compile(
    r"^\s*(?:extra\s+|more\s+)?(?:seats?|licen[cs]es?|customers?|users)", re.I
)
_TEAM_BAD_BEFORE_RE = re.compile(r"\b(?:hiring|hire|add(?:ing)?|need)\b[^.?!]{0,15}$", re.I)

# Contact details are stated as masked placeholders (<EMAIL_3fa9c2>): keyed per tenant,
# the same address is the same placeholder in every session, so a new one is a change.
_CONTACT_RE = re.compile(
    r"\b(?:my|our)\s+(?:new\s+|work\s+|current\s+)?(e-?mail(?:\s+address)?|address|"
    r"phone(?:\s+number)?|number|mobile)\s+(?:is\s+(?:now\s+|still\s+)?|changed\s+to\s+|:\s*)"
    r"(<(?:EMAIL|PHONE)_[0-9A-Za-z]+>)|"
    r"\b(?:changed|updated)\s+my\s+(e-?mail|phone(?:\s+number)?|number)\s+to\s+"
    r"(<(?:EMAIL|PHONE)_[0-9A-Za-z]+>)",
    re.IGNORECASE,
)


_ONE_OFF_RE = re.compile(
    r"\bfor\s+(?:my|our|a)\s+(?:colleague|boss|manager|team\s?mate|coworker|co-worker|client|"
    r"customer|partner|cto|ceo)\b|\b(?:this|one)\s+time\b|\bjust\s+(?:this\s+)?once\b|"
    r"\bfor\s+this\s+(?:one\s+)?(?:ticket|thread|reply|answer|message|issue|email|one)\b|"
    # "this time" in other languages: "denne gangen", "tym razem", "cette fois", "今回は"
    r"\b(?:denne\s+gang(?:en)?|den\s+här\s+gången|tym\s+razem|tentokrát|tällä\s+kertaa|bu\s+sefer|"
    r"cette\s+fois|esta\s+vez|questa\s+volta|deze\s+keer|desta\s+vez|diesmal|dieses\s+mal|"
    r"f(?:o|ö)r\s+(?:min|vår|en)\s+kollega\w*|dla\s+(?:kolegi|koleżanki|mojego\s+kolegi)|"
    r"pour\s+(?:mon|ma|un|une)\s+coll[èe]gue|f[üu]r\s+(?:meinen|meine|einen)\s+Kolleg\w*|"
    r"para\s+(?:mi|un|una)\s+(?:colega|compañer[oa])|per\s+(?:il\s+mio|un|una)\s+collega|"
    r"voor\s+(?:mijn|een)\s+collega)\b|今回|这次|同僚",
    re.IGNORECASE,
)
_STANDING_RE = re.compile(r"\b(?:from\s+now\s+on|going\s+forward|always|in\s+future)\b", re.I)
# "answers in English are fine, but ... so Spanish please": a second language after "but"
_OTHER_LANG_RE = re.compile(
    r"\b(?:but|so|actually|instead)\b[^.?!]*\b(?:" + _LANG_ALT + r")\b", re.I
)
_NEGATED_RE = re.compile(r"(?:\bnot|\bnever|n't|n’t|\bno)\b[^.?!,;]{0,30}$", re.IGNORECASE)


def _contrast_start(s: str, start: int) -> int:
    """Where the contrast holding ``start`` begins: "writing in English this time, but keep
    replying in Dutch" - the one-off before "but" is not said of what follows it."""
    cuts = [c.end() for c in re.finditer(r"\b(?:but|however|though)\b", s[:start], re.I)]
    return cuts[-1] if cuts else 0


@dataclass(frozen=True)
class Pref:
    key: str
    value: str
    category: str
    confidence: float = 0.8
    change: bool = False
    previous: str | None = None  # the value it says it replaced ("from Standard to Business")


def _stated(s: str, start: int) -> bool:
    """An account fact is stated, not asked or imagined: no question, no marker before it."""
    cut = max(s.rfind(",", 0, start), s.rfind(";", 0, start)) + 1
    end = min((i for i in (s.find(",", start), s.find(";", start)) if i >= 0), default=len(s))
    head, clause = s[cut:start], s[cut:end].strip()
    if clause.endswith("?") or re.match(
        r"(?:can|could|does|do|is|are|will|what|which|how)\b", clause, re.I
    ):
        return False
    negated = re.search(r"\b(?:not|never|no\s+longer)\b|n't\b", head, re.I)
    theirs = THIRD_PARTY_RE.search(head) or third_party_noun(head)  # "our customer is on Pro"
    return _HYPOTHETICAL_RE.search(head) is None and not negated and not theirs


def preferences(s: str) -> list[Pref]:
    """Preferences and account facts one user sentence states (see the module docstring)."""
    out: list[Pref] = []
    once = _ONE_OFF_RE.search(s) is not None  # "in French for my colleague": not standing
    m = _LANG_RE.search(s)
    lang_at = next((m.start(g) for g in (1, 2, 3) if m.group(g)), 0) if m else 0
    if (
        m
        and not _ONE_OFF_RE.search(s[_contrast_start(s, m.start()) :])
        and not _NEGATED_RE.search(s[:lang_at])
        and not _OTHER_LANG_RE.search(s[lang_at:])
    ):
        word = (m.group(1) or m.group(2) or m.group(3)).lower()
        out.append(Pref("reply_language", _LANGS[word], "preferences"))
    elif not once and (foreign := reply_language(s) or glossed_language(s, _LANGS)):
        out.append(Pref("reply_language", foreign, "preferences"))
    if (ch := contact_channel(s, once)) is not None:
        out.append(Pref("contact_channel", ch[0], "preferences", ch[1]))
    elif not once and (cue := contact_cue(s)) is not None:  # "hubungi saya melalui e-mel"
        out.append(Pref("contact_channel", cue, "preferences"))
    if (df := date_format(s)) is not None:
        out.append(Pref("date_format", df[0], "preferences", change=df[1]))
    # "can you explain it step by step?" asks for one answer ("could you keep answers brief?"
    # asks for all of them)
    asked = s.rstrip().endswith("?") and not _STANDING_RE.search(s)
    for i, rx in enumerate(_STYLE_RES):
        sm = rx.search(s)
        if sm and not (asked and i == 2) and not _NEGATED_RE.search(s[: sm.start(1)][-12:]):
            word = " ".join(sm.group(1).lower().replace("-", " ").split())
            style = "detailed" if word in _DETAILED else "short"
            out.append(Pref("answer_style", style, "preferences", 0.75))
            break
    else:
        if (fs := foreign_style(s)) is not None:
            out.append(Pref("answer_style", fs, "preferences", 0.75))
    if tz := timezone(s):
        out.append(Pref("timezone", tz, "preferences", 0.75))
    if cm2 := _CONTACT_RE.search(s):
        placeholder = cm2.group(2) or cm2.group(4)
        key = "email" if placeholder.upper().startswith("<EMAIL") else "phone"
        out.append(Pref(key, placeholder, "contact_info", 0.8))
    if (ft := _PLAN_FROM_TO_RE.search(s)) and _stated(s, ft.start()):
        old, new = (g.title() for g in ft.groups() if g)
        out.append(Pref("plan", new, "business_context", 0.8, change=True, previous=old))
    elif pm := (
        _PLAN_RE.search(s)
        or _PLAN_ON_RE.search(s)
        or _PLAN_IS_RE.search(s)
        or _PLAN_OURS_RE.search(s)
    ):
        if _stated(s, pm.start()):
            out.append(Pref("plan", pm.group(1).title(), "business_context"))
    elif (
        (pc := _PLAN_CHANGE_RE.search(s))
        and not re.search(r"\bplan(?:s|ning)?\s+to\s+[a-z]", s)
        and _stated(s, pc.start())
    ):
        out.append(Pref("plan", pc.group(1).title(), "business_context", 0.75, change=True))
    elif fp := foreign_plan(s):
        name, change = fp
        out.append(Pref("plan", name, "business_context", 0.75, change=change))
    sd = numbers_as_digits(s)  # "there are nine of us on the dev team"
    for rx in _TEAM_RES:
        tm = rx.search(sd)
        if tm is None or not _stated(sd, tm.start()):
            continue
        if _TEAM_BAD_AFTER_RE.match(sd[tm.end(1) :]) or _TEAM_BAD_BEFORE_RE.search(
            sd[: tm.start(1)]
        ):
            continue
        out.append(Pref("team_size", tm.group(1), "business_context", 0.75))
        break
    else:
        n = team_size(sd) or team_count(s)
        theirs = n and (THIRD_PARTY_RE.search(s) or third_party_noun(s))
        if n and not theirs and _stated(s, 0) and not s.endswith("?"):
            out.append(Pref("team_size", n, "business_context", 0.75))
    return out
