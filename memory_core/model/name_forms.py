"""How product names appear in running text, apart from the gazetteer (``products``) that
reads them: the endings a name takes, longer names that only contain an alias, and aliases that
are ordinary words.

Languages with cases inflect a product's name ("w Hetznerze", "Herokust", "CircleCI-st",
"MongoDB-t"); the gazetteer must read the name through them and tell a case ending from a
compound that is another thing ("Render-compatible").
"""

from __future__ import annotations

# Hungarian case endings, glued ("TypeScriptben", "Sentryvel", "DigitalOceanről") or after a
# hyphen on a name or version ("MongoDB-t", "Azure-ra", "PostgreSQL 15-re"); the from- and
# to-cases also mark the two ends of a change (``extract.builtin.foreign_changes``)
HU_FROM = r"ról|ről|ból|ből|tól|től"
HU_TO = r"ra|re|ba|be|hoz|hez|höz"
HU_CASES = (
    HU_FROM + r"|" + HU_TO + r"|ban|ben|on|en|ön|val|vel|nál|nél|nak|nek|ként|ig|ot|et|öt|at|t"
)
# Case endings glued onto a capitalised name in Polish, Czech and Finnish ("serwery stoją w
# Hetznerze", "Kafkassa"); only for names of four letters or more (see ``mentions``).
INFLECTION = (
    r"(?:owi|ach|ami|ie|ze|em|om|ów|ovi|ou|ssa|ssä|sta|stä|lla|llä|lta|ltä|lle|ksi|iin|hin|istä|ista|"
    r"issa|issä|illa|illä|ille|ia|iä|" + HU_CASES + r"|"
    r"na|nä|ta|tä|a|ä|e|u|y|ą|ę|n|"
    # Estonian: elative, illative, inessive, comitative ("Herokust Renderisse", "Herokus")
    r"st|isse|sse|ist|ga|s|"
    # South Slavic after a final vowel or y: "u Sentryju", "od Sentryja"
    r"ja|ju|jem)"
)
# Endings written after a hyphen in Estonian, Croatian, Serbian, Slovene and Bosnian
# ("CircleCI-st", "Sentry-ga", "AWS-u", "CET-om"): the name still, not a compound
HYPHEN_CASES = r"st|sse|isse|ist|is|ga|le|lt|ks|ni|om|em|ovi|ima|ju|in"
COMPOUND_NOUNS = (
    r"(?:backend|frontend|app|appen|api|server\w*|cluster\w*|kluster\w*|klynge\w*|databas\w*|"
    r"instans\w*|instanz\w*|tjenest\w*|tjänst\w*|dienst\w*|kø\w*|kön|cache\w*|oppsett\w*|setup|"
    r"stack|miljø\w*|miljö\w*|omgeving\w*|baza\w*|serwer\w*|klastr\w*|instancj\w*)(?![a-z])"
)
# Names that contain a product's alias but are something else ("Azure AD" is not the Azure
# cloud, "Google Analytics" not GCP): matched so the shorter alias is not, then dropped.
SHIELDS: tuple[str, ...] = (
    "azure ad",
    "azure active directory",
    "microsoft entra",
    "entra id",
    "google analytics",
    "google workspace",
    "google sheets",
    "google docs",
    "google drive",
    "google play",
    "google ads",
    "aws marketplace",
    "oracle java",
    "oracle linux",
)
# Ordinary words: trusted only with a version or in their unambiguous spelling.
AMBIGUOUS = frozenset(
    {
        "go",
        "express",
        "spring",
        "rails",
        "drone",
        "phoenix",
        "node",
        "rust",
        "render",
        "railway",
        "dart",
        "koa",
        "scala",
        "spanner",
        "influx",
        "dragonfly",
        "pulsar",
        "jaeger",
        "oci",
        "rancher",
        "sinatra",
    }
)
