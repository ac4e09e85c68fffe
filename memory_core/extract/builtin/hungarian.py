"""Hungarian word classes for the rules of ``languages`` and ``lexicon``.

Hungarian glues its cases onto names ("a DigitalOceanről", "Sentryvel", "MongoDB-t"); the
gazetteer reads those endings (``model.name_forms.HU_CASES``) and ``foreign_changes`` reads the
from- and to-cases of a change. What is here: conditionals and intentions (what follows is
not done), a negation, and the first person plural pasts that end the product named before
them ("a Sentryt kikapcsoltuk").
"""

from __future__ import annotations

# "ha" (if), "lenne" (would be), "-nánk/-nénk" (we would), "fontolgatjuk" (we consider),
# "tervezzük" (we plan), "érdemes" (worth it), "talán" (maybe), "jövőre" (next year)
HYPOTHETICAL_WORDS: tuple[str, ...] = (
    r"ha",
    r"lenne",
    r"lennénk",
    r"\w+(?:nánk|nénk)",
    r"fontolgat\w*",
    r"tervez\w*",
    r"érdemes",
    r"talán",
    r"jövőre",
    r"még\s+nem",
)
NEGATION_WORDS: tuple[str, ...] = (r"nem", r"nincs", r"sem")
# switched off, stopped, removed, deleted, phased out, cancelled, left, threw out
RETRACT_AFTER_WORDS: tuple[str, ...] = (
    r"(?:ki|le)kapcsoltuk",
    r"megszüntettük",
    r"leállítottuk",
    r"eltávolítottuk",
    r"töröltük",
    r"kivezettük",
    r"lemondtuk",
    r"elhagytuk",
    r"kidobtuk",
)
