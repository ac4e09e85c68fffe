"""The words the clause rules look for: hypothetical, past and pending markers, negation,
retraction and change verbs (English, with a few German, French and Spanish shapes), and
the phrases that make a product the subject of something other than the user's stack.

Kept apart from ``clauses`` so the rules there read as rules; every pattern here is a
class of wording ("X is no longer used", "X would be nice"), never one sentence.
"""

from __future__ import annotations

import re

from memory_core.extract.builtin import cue_rules, hungarian, languages, more_languages
from memory_core.extract.builtin.foreign_changes import foreign_change
from memory_core.extract.builtin.lexicon import RETRACT_BEFORE_FOREIGN, SUGGESTED_WORDS
from memory_core.extract.builtin.wordset import WordPattern, alternatives
from memory_core.model.products import mentions

# What follows is imagined, planned, asked or suggested, not done; plain words are looked up
# in sets (``wordset``), so the 14 languages' words cost one pass over the clause.
_HYPOTHETICAL_EN = (
    r"consider(?:ed|ing)?|think(?:ing)?\s+(?:about|of)|plan(?:ning|s)?\s+to|planning|"
    r"going\s+to|gonna|will|might|maybe|perhaps|possibly|evaluat(?:e|ed|ing)|would|could|"
    r"should|if|whether|wonder(?:ing)?|recommend\w*|suggest\w*|instead\s+of|rather\s+than|"
    r"decided\s+against|asked|asks|trial|testing|tested|trialled|trialed|piloted|prototyped|"
    r"experimented|played\s+(?:around\s+)?with|tried|try(?:ing)?|poc|options?|alternatives?|"
    r"compare|comparing|vs\.?|want(?:s|ed)?\s+to|want(?:s|ed)?\s+(?:us|me|them)\b|hope|hoping|wish|love\s+to|statt|anstatt|"
    r"anstelle|au\s+lieu|en\s+lugar|en\s+vez|"
    # plans and intentions in German, Spanish, French, Portuguese ("wir überlegen, auf GCP
    # umzuziehen", "pensando en pasar a", "nous envisageons de passer à", "pensamos em migrar")
    r"überleg\w*|ueberleg\w*|planen|geplant|wollen|möchten|\w+zu(?:ziehen|steigen|wechseln)|"
    r"zu\s+(?:wechseln|migrieren)|noch\s+nicht|pensa(?:ndo|mos|r)|planea\w*|planeja\w*|"
    r"queremos|quer[ei]mos|vamos\s+a|deber[ií]amos|dever[ií]amos|podr[ií]amos|poder[ií]amos|"
    r"todav[ií]a\s+no|a[uú]n\s+no|ainda\s+n[ãa]o|envisag\w*|pr[ée]voy\w*|comptons|"
    r"souhait\w*|voudrions|devrions|pas\s+encore|l['’]an\s+prochain|el\s+a[ñn]o\s+que\s+viene|"
    r"pr[óo]ximo\s+(?:trimestre|a[ñn]o|m[eê]s)|n[äa]chst\w*\s+(?:jahr|quartal|monat)|"
    r"next\s+(?:quarter|year|month|sprint|week)|eventually|someday|support(?:s|ed)?|"
    r"(?:the\s+)?plan\s+is|planned|roadmap|intend\w*|aim(?:s|ing)?\s+to|(?:in|by|for)\s+q[1-4]|"
    r"compatible|integration|like|sounds|seems|overkill|used\s+to|previously|formerly|originally|in\s+the\s+past|"
    r"back\s+(?:then|when)|(?:was|were)\s+(?:on|using|running|our|my)|staging|sandbox|"
    r"locally|dev\s+env\w*|test\s+env\w*|on\s+hold|paused|postponed|put\s+off|delayed|shelved|"
    r"(?<!finished\s)(?<!completed\s)(?<!done\s)"
    r"(?:moving|migrating|switching|upgrading|transitioning|porting)\b"
)
HYPOTHETICAL_RE = WordPattern(
    [
        *alternatives(_HYPOTHETICAL_EN),
        *sorted(SUGGESTED_WORDS, key=len, reverse=True),
        *sorted(
            languages.HYPOTHETICAL_WORDS
            + hungarian.HYPOTHETICAL_WORDS
            + more_languages.HYPOTHETICAL_WORDS
            + cue_rules.HYPOTHETICAL_BOUNDED,
            key=len,
            reverse=True,
        ),
    ],
    r"'ll\b|’ll\b|" + languages.JA_HYPOTHETICAL,
    far=cue_rules.HYPOTHETICAL_SUBSTRINGS,
)
ANYMORE_RE = re.compile(
    r"^\W*(?:\w+\W+){0,3}?(?:any\s*more|" + more_languages.AGAIN_AFTER + r")\b", re.IGNORECASE
)
NEGATION_RE = re.compile(
    r"\b(?:not|never|no|without|none|nothing|nobody|kein\w*|nicht|nie|pas|jamais|nunca|sin|ohne|sans|niet|geen|"
    r"nooit|n[ãa]o|senza)\b|\bnon\b(?!-)|"
    r"n't\b|n’t\b|\bno\s+longer\b|" + languages.NEGATION,
    re.IGNORECASE,
)
# "wir nutzen kein Redis mehr", "Redis nicht mehr", "nous n'utilisons plus", "ya no usamos"
NO_LONGER_BEFORE_RE = re.compile(
    r"(?:\bn['’]\w+\s+plus|\bne\s+\w+\s+plus|\bya\s+no\s+\w+|\bnon\s+\w+\s+pi[uù]|\bj[áa]\s+n[ãa]o\s+\w+|"
    r"\bn[ãa]o\s+\w+\s+mais)\s+(?:de\s+|d['’]|el\s+|la\s+|il\s+|lo\s+|o\s+|a\s+)?$|"
    + languages.NO_LONGER_BEFORE,
    re.IGNORECASE,
)
NO_LONGER_AFTER_RE = re.compile(r"^\s*(?:\w+\s+){0,2}?(?:nicht\s+|niet\s+)?(?:mehr|meer)\b", re.I)
KEIN_RE = re.compile(r"\b(?:kein\w*|geen)\s+(?:\w+\s+)?$", re.IGNORECASE)
CHANGED_DE = r"(?:umgestiegen|gewechselt|migriert|umgezogen|upgegradet|aktualisiert)"
# Changes in German, French and Spanish, rewritten to the English shape the rules read.
FOREIGN_CHANGES = (
    # a finished migration with both ends: "on a fini la migration de X vers Y", "terminamos
    # la migración de X a Y", "we finished the move from X to Y"
    (
        re.compile(
            r"\b(?:fini[e]?|termin[ée]e?|achev[ée]e?|terminamos|acabamos|conclu[íi]mos|"
            r"completamos|finalizamos|finished|completed|done\s+with|abgeschlossen|afgerond)\s+"
            r"(?:la\s+|a\s+|the\s+|de\s+la\s+|die\s+|de\s+)?(?:migration|migraci[óo]n|"
            r"migra[çc][ãa]o|migrazione|migratie|bascule|move|switch|cut\s*over|umzug)\s+"
            r"(?:de|du|des|from|da|do|dal|dalla|von|van)\s+(.+?)\s+"
            r"(?:vers|à|au|a|al|to|onto|para|su|auf|nach|naar)\s+(.+)",
            re.I,
        ),
        r"moved from \1 to \2",
    ),
    (
        re.compile(r"\bvon\s+(.+?)\s+(?:auf|zu|nach)\s+(.+?)\s+" + CHANGED_DE + r"\b", re.I),
        r"moved from \1 to \2",
    ),
    (re.compile(r"\b(?:auf|zu|nach)\s+(.+?)\s+" + CHANGED_DE + r"\b", re.I), r"moved to \1"),
    (
        re.compile(
            r"\b(?:pass[ée]s?|migr[ée]s?|bascul[ée]s?)\s+(?:de|du)\s+(.+?)\s+(?:à|a|vers|au)\s+(.+)",
            re.I,
        ),
        r"moved from \1 to \2",
    ),
    (
        re.compile(
            r"\b(?:migramos|pasamos|cambiamos|nos\s+cambiamos|nos\s+pasamos|migrado|cambiado|"
            r"mudamos|passamos|trocamos|mudado|passado|trocado)\s+"
            r"(?:de|del|do|da)\s+(.+?)\s+(?:a|al|para|para\s+o|para\s+a|pro|pra)\s+(.+)",
            re.I,
        ),
        r"moved from \1 to \2",
    ),
    # Italian and Dutch: "abbiamo migrato da X a Y", "siamo passati da X a Y", "we zijn
    # overgestapt van X naar Y", "we zijn van X naar Y gemigreerd" (a past, never "passare a")
    (
        re.compile(
            r"\b(?:migrat[oaie]|passat[oaie]|spostat[oaie]|cambiat[oaie]|trasferit[oaie]|"
            r"overgestapt|gemigreerd|verhuisd|overgegaan|overgezet|geswitcht)\s+"
            r"(?:da|dal|dalla|dallo|van)\s+(.+?)\s+(?:a|al|alla|allo|su|naar|op)\s+(.+)",
            re.I,
        ),
        r"moved from \1 to \2",
    ),
    (
        re.compile(
            r"\bvan\s+(.+?)\s+naar\s+(.+?)\s+(?:overgestapt|gemigreerd|verhuisd|overgegaan|"
            r"overgezet|geswitcht)\b",
            re.I,
        ),
        r"moved from \1 to \2",
    ),
    # a replacement, old first: "nous avons remplacé X par Y", "hemos sustituido X por Y",
    # "substituímos X pela Y", "abbiamo sostituito X con Y", "we hebben X door Y vervangen",
    # "wir haben X durch Y ersetzt"
    (
        re.compile(
            r"\b(?:remplac[ée]e?s?|substitu[ée]e?s?|sustitu(?:ido|imos)|reemplaza(?:do|mos)|"
            r"substitu(?:[íi]do|[íi]mos)|sostituit[oaie]|rimpiazzat[oaie])\s+"
            r"(?:le\s+|la\s+|les\s+|l['’]|el\s+|los\s+|o\s+|a\s+|il\s+|lo\s+)?(.+?)\s+"
            r"(?:par|por|pelo|pela|con|col|con\s+il|con\s+la)\s+(.+)",
            re.I,
        ),
        r"replaced \1 with \2",
    ),
    (
        re.compile(
            r"\b(?:hebben|haben)\s+(?:\w+\s+)?(?:de\s+|het\s+|den\s+|die\s+|das\s+)?(\S+(?:\s+\d[\d.]*)?)"
            r"\s+(?:door|durch)\s+(.+?)\s+(?:vervangen|ersetzt|abgel[öo]st)\b",
            re.I,
        ),
        r"replaced \1 with \2",
    ),
    # a destination only: "migramos a AWS", "mudamos para PostgreSQL 16", "nous sommes passés
    # à MariaDB", "wir haben auf X umgestellt" (a first person past, never "passer à")
    (
        re.compile(
            r"\b(?:migramos|pasamos|cambiamos|nos\s+cambiamos|nos\s+pasamos|hemos\s+migrado|"
            r"mudamos|passamos|trocamos|migr[ée]s?|pass[ée]s?|bascul[ée]s?)\s+"
            # not "pasamos a revisar los logs": a verb after it is the next step, not a move
            r"(?:a|al|para|para\s+o|para\s+a|à|au|vers|sur)\s+(?!\w+(?:ar|er|ir)\b)(.+)",
            re.I,
        ),
        r"moved to \1",
    ),
    # a migration said to be over: "la migration vers X est terminée", "terminamos la
    # migración a X", "the Postgres 16 migration is done"
    (
        re.compile(
            r"\b(?:la\s+|a\s+|the\s+)?(?:migration|migraci[óo]n|migra[çc][ãa]o|bascule|move|"
            r"upgrade|switch|cut\s*over)\s+(?:vers|à|a|al|para|pour|to|onto)\s+"
            # the destination, with no negation in it ("todavía no está terminada")
            r"((?:(?!\b(?:no|not|pas|nicht|n[ãa]o|todav[ií]a|ainda|noch|yet|encore)\b).)+?)\s+"
            r"(?:est|a\s+été|está|foi|fue|is|was|has\s+been)\s+(?:enfin\s+|finalmente\s+|now\s+|"
            r"finally\s+)?(?:termin[ée]e?|finie|achev[ée]e|terminada|conclu[íi]da|completada|hecha|"
            r"feita|done|finished|complete[d]?)\b",
            re.I,
        ),
        r"finished the migration to \1",
    ),
    (
        re.compile(
            r"\b(?:terminamos|acabamos|conclu[íi]mos|completamos|finalizamos)\s+(?:la|a)\s+"
            r"(?:migraci[óo]n|migra[çc][ãa]o)\s+(?:a|al|para|para\s+o|para\s+a)\s+(.+)",
            re.I,
        ),
        r"finished the migration to \1",
    ),
    (
        re.compile(
            r"^\W*(?:the\s+|our\s+)?((?:(?!->|→|=>|\b(?:to|from|onto)\b).)+?)\s+"
            r"(?:migration|move|upgrade|switch|cut\s*over)\s+"
            r"(?:is|was|has\s+been)\s+(?:now\s+|finally\s+)?(?:done|finished|complete[d]?)\b",
            re.I,
        ),
        r"finished the migration to \1",
    ),
)


# "v15 -> v16 upgrade", "Upgraded: Node 18 → Node 20": an arrow is a change when the clause
# says it is one (a bare arrow is as often a data flow: "Kafka -> Snowflake").
ARROW_RE = re.compile(r"^(?P<head>.*?)(?P<old>\S[^>→]*?)\s*(?:->|→|=>)\s*(?P<new>.+)$")
_ARROW_CHANGE_RE = re.compile(
    r"\b(?:upgrad\w*|migrat\w*|moved?|switch\w*|bump\w*|cut\s*over|downgrad\w*)\b", re.I
)


def _versions_of_one(old: str, new: str) -> bool:
    """ "MySQL 5.7 -> MySQL 8.0": two versions of one product are an upgrade with no verb
    (two products are as often a data flow: "Kafka -> Snowflake", "Postgres -> MySQL")."""
    a, b = mentions(old), mentions(new)
    return bool(
        a
        and b
        and a[-1].product.name == b[0].product.name
        and a[-1].version
        and b[0].version
        and a[-1].version != b[0].version
    )


def in_english(clause: str) -> str:
    """A few German, French and Spanish changes, and arrows, in the English shape."""
    for rx, shape in FOREIGN_CHANGES:
        clause = rx.sub(shape, clause)
    clause = foreign_change(clause) or clause
    arrow = "->" in clause or "→" in clause or "=>" in clause
    if (
        arrow
        and (am := ARROW_RE.match(clause))
        and (_ARROW_CHANGE_RE.search(clause) or _versions_of_one(am["old"], am["new"]))
    ):
        old = re.sub(r"^\W*(?:upgrad\w*|migrat\w*|moved?|switch\w*|bump\w*)\W*", "", am["old"])
        clause = f"{am['head']}moved from {old} to {am['new']}"
    return clause


# "no longer using X", "not on X", "don't use X anymore": the negation is about X itself.
NEG_USE_RE = re.compile(
    r"(?:\bno\s+longer|\bnot|n't|n’t|\bnever)\s+(?:\w+\s+)?"
    r"(?:us(?:e|ing)|on|run(?:ning)?|hav(?:e|ing)|hosted\s+on|deployed\s+on|in)\s+"
    # the later names of a list: "we no longer run Elasticsearch or Redis"
    r"(?:the\s+|a\s+|an\s+|any\s+)?(?:[\w.+#-]+(?:\s+\d[\d.]*)?(?:,\s+|\s+(?:or|and|nor)\s+)){0,3}$",
    re.IGNORECASE,
)
RETRACT_BEFORE_RE = re.compile(
    r"\b(?:dropped|drop|removed|got\s+rid\s+of|retired|outgrew|outgrown|grew\s+out\s+of|decommission(?:ed)?|deprecated|sunset|left|"
    r"no\s+more|"
    r"ripped\s+out|moved\s+(?:off|away\s+from)|switched\s+away\s+from|migrated\s+(?:off|away\s+"
    r"from)|stopped\s+using|quit|finished\s+moving\s+off|moving\s+off|turned\s+off|shut\s+down|"
    r"uninstalled|phased\s+out|killed|abandoned|ditched|cancel(?:l)?ed|discontinued|"
    r"unsubscribed\s+from|" + RETRACT_BEFORE_FOREIGN + r")\s+"
    r"(?:(?!(?:with|by|in|for|from|alongside|along)\b)\S+\s+){0,2}$|"
    r"\b(?:ignore|disregard|forget)\s+(?:what\s+i\s+(?:said|wrote|told\s+you)|my\s+(?:note|"
    r"comment))\s+(?:about|on|re)\s+(?:the\s+)?$",
    re.IGNORECASE,
)
RETRACT_AFTER_RE = re.compile(
    # "our New Relic subscription was terminated": what holds the product ended, not a process
    # of it ("the Postgres upgrade was cancelled" cancels the upgrade)
    r"^\W*(?:(?:subscription|licen[cs]es?|contract|account|plan|integration|instance|cluster|"
    r"service|servers?|setup|deployment)\W+)?(?:is|are|was|were|has\s+been|have\s+been|got)\s+"
    r"(?:now\s+|fully\s+|completely\s+)?(?:terminated|cancel(?:l)?ed|discontinued|ended|"
    r"switched\s+off|sunset|deleted|uninstalled|phased\s+out)\b|"
    r"^\W*(?:\w+\W+){0,2}?(?:is|are|was|were|has\s+been|have\s+been|got)\s+(?:now\s+|fully\s+|"
    r"completely\s+)?(?:gone|removed|dropped|retired|decommissioned|turned\s+off|shut\s+down)\b|"
    # the product's part as the subject, a relative clause after it: "the Memcached layer we
    # had in front of search is gone" (a problem that is gone is no part: "the Redis timeouts")
    r"^\s+(?:layer|cluster|instance|setup|server|box|node|service|deployment|tier|proxy)s?\s+"
    r"(?:(?!(?:issues?|problems?|errors?|bugs?|timeouts?|lag|latency|warnings?|crash\w*|outages?|"
    r"leaks?|spikes?|gaps?|delays?|alerts?|limits?|is|are|not|never)\b)\w+\s+){0,6}"
    r"(?:is|are|has\s+been|have\s+been)\s+(?:now\s+)?(?:gone|removed|retired|decommissioned)\b|"
    r"^\W*(?:\w+\W+){0,2}?(?:isn't|aren't|isn’t|aren’t|is\s+not|are\s+not)\s+(?:used|in\s+use|"
    r"running|needed)\s+(?:any\s*more|now)\b|"
    r"^\W*(?:\w+\W+){0,2}?(?:is|are)\s+no\s+longer\s+(?:used|in\s+use|running|needed|with\s+us|"
    r"part\s+of\s+(?:our|the)\b|in\s+(?:our|the)\s+(?:stack|setup))\b|"
    r"^\W*(?:we|i)\s+(?:no\s+longer|don't|don’t|do\s+not|stopped|never)\s+(?:use|using|run|"
    r"need|have)\b",
    re.IGNORECASE,
)
# "Redis is not what we use", "MongoDB isn't ours": said of the product, not the user's stack
NEG_AFTER_RE = re.compile(
    r"^\W*(?:\w+\W+){0,2}?(?:(?:is|are|was|were)\s+(?:not|no\s+longer|never)|isn't|aren't|"
    r"isn’t|aren’t|wasn't|weren't)\b",
    re.IGNORECASE,
)
REMOVAL_RE = re.compile(
    r"\b(?:removed|dropped|retired|decommissioned|ripped\s+out|got\s+rid|gone|deleted|"
    r"uninstalled|phased\s+out|sunset|shut\s+down|turned\s+off)\b"
    # not a metric that fell ("hit rate dropped to 40%")
    r"(?!\s+(?:(?:to|by|from|below|under|up|down|significantly|sharply|again)\b|\d))",
    re.IGNORECASE,
)
PLACE_RE = re.compile(
    r"\b(?:region|zone|datacenter|data\s+center|dc|cluster|server|servers|instance|host|node|"
    r"account|project|subscription|tenant|vpc|vm|vms|[a-z]{2}-[a-z]+-\d)\b",
    re.IGNORECASE,
)
REPORTED_RE = re.compile(
    r"\b(?:docs?|documentation|readme|article|blog|guide|changelog|website|page|forum)\s+"
    r"(?:says?|said|mentions?|claims?|states?|lists?)\b|\baccording\s+to\b|"
    # someone's previous workplace: "our new hire came from a company that ran Kafka"
    r"\b(?:came|comes|coming)\s+(?:over\s+)?from\s+(?:a|an|another|his|her|their)\s+(?:\w+\s+)?"
    r"(?:company|employer|startup|job|shop|firm)\b|\b(?:previous|former)\s+(?:company|employer|job)\b",
    re.IGNORECASE,
)
# German puts the intention last: "auf GCP umzuziehen", "zu Kafka zu wechseln" covers the
# whole clause, the product before it included.
INFINITIVE_END_RE = re.compile(
    r"\b(?:\w+zu(?:ziehen|steigen|wechseln|stellen)|zu\s+(?:wechseln|migrieren|nutzen))\b", re.I
)
# "the migration to Postgres 16 (is not finished)", "die Migration auf X": the destination of
# a named move is not the stack until a rule reads the move as done ("... is done").
MOVE_TO_BEFORE_RE = re.compile(
    r"\b(?:migration|migraci[óo]n|migra[çc][ãa]o|umzug|umstieg|wechsel|move|upgrade|switch|"
    r"cut\s*over|bascule)\s+(?:auf|zu|nach|to|onto|a|al|para|vers|à|au)\s+(?:the\s+|la\s+|o\s+|a\s+)?$",
    re.IGNORECASE,
)
# "the migration to Azure completed on 3 November": the move named, and said to be done
MOVE_DONE_AFTER_RE = re.compile(
    r"^\s*(?:\w+\s+){0,2}?(?:(?:is|was|has\s+been|got)\s+)?(?:now\s+)?(?:completed?|finished|"
    r"done|went\s+live|is\s+live)\b(?!\s+(?:yet|soon|by|next|later)\b)",
    re.I,
)
COPULA_END_RE = re.compile(r"\b(?:is|are|was|were|be|been|being|isn't|aren't)\s*$", re.I)
# Markers whose subject is the product before them: "Postgres 16 would be nice", "Heroku
# used to host us", "Jenkins was our CI until last year".
MODAL_RE = re.compile(
    r"(?:would|could|should|might|will|'ll|’ll|used\s+to|previously|sounds|seems|(?:was|were)\s+\w+)$",
    re.I,
)


def ends_with_product(head: str) -> bool:
    found = mentions(head)
    return bool(found) and not head[found[-1].end :].strip(" ,")


VERSION_NOW_RE = re.compile(  # "Postgres is now 16", "clickhouse now 24.8 LTS"
    r"^\s+(?:(?:is|are)\s+(?:now\s+(?:on\s+)?|on\s+)|now\s+(?:on\s+)?)(?:version\s+|v)?"
    r"(\d+(?:\.\d+){0,3}[a-z]?)(?:\s+lts\b)?\s*(?:$|now\b|[.!;])",
    re.IGNORECASE,
)
# A request to the assistant ("please remove the Datadog integration", "can you enable
# Slack alerts"): about what the assistant should do, not a statement of the user's stack.
REQUEST_RE = re.compile(
    r"^\W*(?:so\s+|and\s+|also\s+|then\s+)?(?:please|pls|kindly|can\s+you|could\s+you)\s+"
    r"(?:\w+\s+)?(?:remove|delete|disable|enable|add|install|uninstall|connect|disconnect|revoke|"
    r"reset|cancel|deactivate|activate|configure|set\s+up|turn\s+(?:on|off)|unlink|link)\b",
    re.IGNORECASE,
)
# "Redis for jobs": the role a product is named for, when it is not the product's own.
FOR_ROLE_RE = re.compile(
    r"^\s+for\s+(?:the\s+|our\s+)?(?:background\s+)?(jobs|job\s+queues?|queues?|queueing|"
    r"queuing|workers|messaging|caching|cache)\b",
    re.IGNORECASE,
)
# "our job queue uses Redis", "a nossa fila de jobs usa Redis": the role is the clause's
# subject, said before the product with no other product between.
QUEUE_SUBJECT_RE = re.compile(
    r"\b(?:queue|queues|fila|filas|cola|colas|warteschlange|file\s+d['’]attente)\b[^,;]{0,30}$",
    re.IGNORECASE,
)
FOR_ROLES = {"caching": "cache", "cache": "cache"}  # every other role word: message_queue
KEPT_RE = re.compile(
    r"^\s*(?:\d[\d.]*\s*)?(?:in\s+place|as\s+(?:is|it\s+was)|alone|untouched|running|on\b|"
    r"unchanged|enabled|where\s+it\s+was)",
    re.IGNORECASE,
)
ROLE_RE = re.compile(
    r"^\s+(?:is\s+)?as\s+(?:a|an|the|our)?\s*([a-z]+(?:\s+[a-z]+)?)\s*(?:$|[,.;)]|for\b|too\b)",
    re.IGNORECASE,
)
TOOLING_AFTER_RE = re.compile(
    r"^[\s-]*(?:sdks?|client\s+librar(?:y|ies)|drivers?|connectors?|plugins?|adapters?|docs|"
    r"documentation|examples?|snippets?|bindings|wrappers?|integration|exporter|sink|source|"
    r"tips?|suggestions?|ideas?|recommendations?|advice|proposals?|pitch)\b",
    re.IGNORECASE,
)
CHANGE_VERB = (
    r"(?:upgraded|updated|moved|migrated|switched|changed|downgraded|went|transitioned|ported|"
    r"bumped|rolled\s+back|replatformed|swapped|replaced|ditched|traded|cut\s*over|"
    r"(?:finished|completed|done)\s+(?:moving|migrating|switching|porting|the\s+(?:move|migration|"
    r"switch)))"
)
FROM_TO_RE = re.compile(r"\bfrom\s+(?P<old>.+?)\s+(?:to|over\s+to|onto)\s+(?P<new>.+)$", re.I)
REPLACED_RE = re.compile(
    r"\b(?:replaced|swapped(?:\s+out)?|ditched|dropped|traded|left|retired|abandoned)\s+"
    r"(?P<old>.+?)\s+(?:with|for|by|in\s+fav(?:ou|o)r\s+of)\s+"
    r"(?P<new>.+)$|"
    r"^(?P<old2>.+?)\s+(?:was|were|got|has\s+been|have\s+been)\s+replaced\s+(?:by|with)\s+"
    r"(?P<new2>.+)$",
    re.I,
)
VERB_TO_RE = re.compile(
    r"\b" + CHANGE_VERB + r"\b(?P<old>(?:\s+\S+){0,6}?)\s+(?:to|onto)\s+(?P<new>.+)$", re.I
)
# a count is no version: "went from 5 to 8 developers" says nothing about the database
BARE_VERSION_RE = re.compile(
    r"^\s*(?:v(?:ersion)?\s?)?(\d+(?:\.\d+){0,3}[a-z]?)(?!\w|\.\d)(?!\s*(?:%|percent\b|"
    r"(?:devs?|developers?|engineers?|people|persons?|employees|members|staff|seats?|users?|"
    r"customers?|licen[cs]es?|instances|nodes|servers|workers|replicas|pods|ms|gb|mb|"
    r"minutes?|hours?|days?|weeks?|months?|requests?|rps|calls)\b))",
    re.I,
)
QUESTION_START_RE = re.compile(
    r"^\W*(?:can|could|does|do|is|are|will|would|should|how|what|which|why|when|where|any|"
    r"has|have)\b",
    re.IGNORECASE,
)


# The assistant addressed: "you mentioned Kafka", "your idea of using Redis", "御社の提案"
# (not an aside: "thank you", "as you know", "for your notes", "pour votre information")
_SECOND_PERSON_RE = re.compile(
    r"(?<!thank\s)(?<!as\s)\byou\b(?!\s+know\b)|\byours?\b(?!\s+(?:notes|info\w*|records|"
    r"reference|files|awareness)\b)|\bvotre\b(?!\s+information)|\b(?:vous|vos|ihr|euer|eure|"
    r"jullie|jouw|uw|dere|wasz\w*|wy|váš|vaše|teidän|sizin)\b|御社|貴社|你们|您",
    re.IGNORECASE,
)
_FIRST_RE = re.compile(
    r"\b(?:we|our|us|i|my|me|ours|nous|notre|nos|wir|unser\w*|vi|vår\w*|vores|my|nasz\w*)\b|"
    r"\b(?:we|i)['’]|弊社|当社|我们",
    re.IGNORECASE,
)


def addressed(clause: str) -> bool:
    """A clause about the assistant and nobody on the user's side: what it names is the
    assistant's suggestion or product ("you mentioned Kafka"), not the user's stack."""
    return bool(_SECOND_PERSON_RE.search(clause)) and not _FIRST_RE.search(clause)


def served_role(after: str, attr: str) -> str | None:
    """ "Redis for jobs": the role a cache or queue is named for when it is not its own (a
    database "for jobs" stays a database)."""
    if attr not in ("cache", "message_queue") or (fr := FOR_ROLE_RE.match(after)) is None:
        return None
    role = FOR_ROLES.get(fr.group(1).lower(), "message_queue")
    return role if role != attr else None


def queue_subject(before: str) -> bool:
    """A queue named as the subject just before the product, no other product between."""
    qs = QUEUE_SUBJECT_RE.search(before)
    return qs is not None and not mentions(before[qs.start() :])
