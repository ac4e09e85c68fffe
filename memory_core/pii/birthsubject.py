"""Who was born: "the project was born on 2023-07-20" dates a thing, not a person.

The birth cues ("born on", "nació el") take the next date for a date of birth. When the
subject of "born" is a determiner and a noun that names no person ("the project", "our
startup", "el proyecto", "l'idée"), the date is a founding date and is kept; pronouns,
names and person nouns ("my daughter", "the patient", "la paciente") keep the rule.
"""

from __future__ import annotations

import re

from memory_core.pii.keep import words

_SUBJECT = re.compile(
    r"(?:^|[^\w])(?:the|this|that|our|your|their|its|my|his|her|el|la|lo|le|il|o|a|l['’]|ce"
    r"|cette|este|esta|questo|questa|nuestro|nuestra|nosso|nossa|notre|nostro|nostra)"
    r"[ \t]+(?P<n>[^\W\d_]+(?:[ \t-][^\W\d_]+)?)[ \t]+(?:(?:was|were|is|got|has[ \t]+been)"
    r"[ \t]+born|nació|nasceu|nacque|è[ \t]+nat[oa]|est[ \t]+n[ée]e?)"
    r"[ \t]*(?:on|in|at|el|em|il|le|en)?[ \t]*$",
    re.IGNORECASE,
)
PERSON_NOUNS = words(
    "baby babies son sons daughter daughters child children kid kids boy girl twins twin "
    "patient customer client user employee member mother father mom mum dad brother sister "
    "wife husband partner grandson granddaughter nephew niece cousin person applicant "
    "candidate student pupil owner holder tenant guest passenger traveller traveler "
    "hijo hija bebé bebe niño niña paciente cliente filho filha menino menina figlio figlia "
    "bambino bambina fils fille enfant bébé patiente"
)


def thing_born(text: str, date_start: int) -> bool:
    """Is the date at ``date_start`` the birth of a thing ("the project was born on")?"""
    window = text[max(0, date_start - 60) : date_start]
    m = _SUBJECT.search(window)
    if m is None:
        return False
    return not any(w.lower() in PERSON_NOUNS for w in re.split(r"[ \t-]", m.group("n")))
