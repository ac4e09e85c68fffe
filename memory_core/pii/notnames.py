"""Words that are never a person's name on their own, in the languages we mask.

The name rules take a capitalised word before ``:`` for a speaker, and a capitalised
word after a greeting for the person greeted. In a transcript in Italian or Dutch the
speakers are "Cliente", "Operatore", "Medewerker", "Klant"; lines open with "Ich",
"Le", "Können Sie"; e-mails close with "Viele Grüße"; forms label "Nombre", "Telefon",
"Pasaporte"; "answer in German" names a language. A PERSON span made only of such words
is dropped (``not_a_name``); an English word list does not know them.
"""

from __future__ import annotations

import functools
import re

from memory_core.pii.keep import words
from memory_core.pii.namewords import _DATA, _lists, english_words

NOT_NAMES = words(
    # roles in support chats and call transcripts
    "cliente clientes assistente operatore operatrice rep usuario usuaria agente medewerker "
    "medewerkster gebruiker utente utilizador utilizadora kunde kundin asistente assistent "
    "assistentin conseiller conseillère beller klant atendente anrufer anruferin berater "
    "beraterin agent customer caller user assistant support operator client cliente "
    "utilisateur utilisatrice appelant appelante mitarbeiter mitarbeiterin sachbearbeiter "
    "consultor consultora consulente operador operadora soporte suporte supporto "
    "ondersteuning helpdesk klantenservice kundendienst kundenservice servicedesk "
    "interlocutor interlocutore chiamante llamante bot system sistema "
    # pronouns, articles and other words that open a line
    "me ich moi yo eu io ik jag le la les un une des lo los las el il gli uno una der die "
    "das dem den ein eine einen sie er es wir ihr du het een mi mis tu su nous vous ils "
    "elles je oui non si sí no nee ja nein yeah yep nope ok okay sim não nao também "
    # ... that are also given names elsewhere: it "hai"/"ho" (you have / I have), ro "nu"
    # (not), "mai" (more), "sau" (or), pt "ela" (she), it "ora" (now)
    "hai ho nu mai sau ela ora "
    "pode puede può peut kann können konnen kunnen kunt könnten podría potrebbe "
    "bitte por favor per piacere svp alors also dann então entonces allora dus "
    # greetings and sign-offs
    "bonjour bonsoir salut hallo hello hola ciao buongiorno buonasera olá ola bom boa dia "
    "tarde noite goedemiddag goedemorgen goedenavond hoi hej grüße grüß gruss gruß viele "
    "beste liebe lieber freundliche freundlichen cordialement cordialmente saludos "
    "atentamente obrigado obrigada grazie danke merci gracias bedankt dank tack "
    "groeten saluti distinti met vriendelijke groet abraços abrazos un saluto "
    # labels in forms and records
    "nombre nome nom name naam correo courriel telefon telefoon teléfono telefono telefone "
    "téléphone tel mob mobile handy handynummer dirección direccion adresse adres endereço "
    "endereco indirizzo address pasaporte passeport passaporto paspoort reisepass "
    "passport aadhaar ref card karte tarjeta carte cartão ship send order orden pedido "
    "commande bestellung limits traceback main request id zugang accès acces acceso "
    "accesso acesso login passwort password mot passe contraseña senha wachtwoord token "
    "schlüssel chave chiave clave neuer neues neue nieuwe nouveau nouvelle nuevo nueva "
    "novo nova nuovo nuova mein meine meinen mijn mon ma mes mio mia meu minha hier aqui "
    "aquí ici qui hier asked endpoint depuis since seit desde dal sinds od sedan "
    # languages and nationalities ("answer in German", "the Dutch team"): a word that
    # names a language is never a person on its own, though "German Lopez" still is
    "english german french spanish portuguese italian dutch flemish polish czech slovak "
    "hungarian romanian bulgarian greek turkish russian ukrainian swedish norwegian danish "
    "finnish icelandic estonian latvian lithuanian croatian serbian slovenian albanian "
    "arabic hebrew persian farsi hindi urdu bengali punjabi tamil telugu marathi thai "
    "vietnamese indonesian malay tagalog filipino japanese chinese mandarin cantonese "
    "korean swahili catalan basque galician welsh irish scottish british american "
    "canadian mexican brazilian argentinian australian indian deutsch englisch "
    "französisch spanisch italienisch niederländisch français anglais allemand espagnol "
    "italien español inglés alemán francés português inglês alemão espanhol italiano "
    "nederlands engels duits frans spaans polski svenska norsk dansk suomi türkçe "
    # commands and tools that open a shell line
    "ssh scp sftp rsync mosh psql mysql sqlcmd redis-cli curl wget http kubectl helm docker "
    "podman git npm npx pnpm yarn pip pipx uv poetry cargo go make sudo export echo cat tail "
    "grep sed awk ls cd vim nano terraform ansible aws gcloud az oc systemctl journalctl"
)
_STRIP = ".,:;!?()[]\"'"


def not_a_name(value: str) -> bool:
    """True when every word of ``value`` is a known non-name word."""
    toks = value.split()
    return bool(toks) and all(t.strip(_STRIP).lower() in NOT_NAMES for t in toks)


@functools.cache
def _products() -> frozenset[str]:
    try:
        raw = _DATA.joinpath("product_names.txt").read_text(encoding="utf-8")
    except OSError:
        return frozenset()
    return frozenset(
        w for ln in raw.splitlines() if not ln.startswith("#") for w in ln.lower().split()
    )


# Words that make a nearby product name a thing: what software has or is, in the
# languages we mask, and "it"/"its" referring back to it later in the sentence.
_PRODUCT_CUE = re.compile(
    r"(?i)\b(?:integrat\w*|integra[çc]\w*|int[ée]gration|plug-?ins?|bots?|apps?|api|sdk|cli"
    r"|models?|modell|mod[èe]le|modelo|versions?|v\d[\w.]*|releases?|updates?|pipelines?"
    r"|builds?|jobs?|servers?|instances?|clusters?|dashboards?|connectors?|extensions?"
    r"|webhooks?|config\w*|workflows?|prompts?|tokens?|logs?|ci|assistants?"
    # what software does or suffers: "keeps timing out", "hallucinated", "switched TTS from"
    r"|tim(?:es|ed|ing)[ ]out|crash\w*|hallucinat\w*|latency|outage|self-hosted|tts|stt|llm"
    r"|chatbot|install\w*|deploy\w*|licen[cs]e\w*|subscriptions?|beta|release[ ]notes)\b"
)
_IT_AFTER = re.compile(r"\b(?:it|its|it's)\b")
_SENT_END = re.compile(r"[.!?\n]")


def product_mention(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` one listed product name ("Travis", "Jasper") with a product
    cue in its sentence ("Integration mit Jasper", "asked Ada ... and it missed")? Such a
    word is kept; a full name ("Ada Lovelace") or a title is no single listed word."""
    if text[start:end].lower() not in _products():
        return False
    lo = max(text.rfind(c, 0, start) for c in ".!?\n") + 1
    n = _SENT_END.search(text, end)
    hi = n.start() if n is not None else len(text)
    if _IT_AFTER.search(text, end, hi) is not None:
        return True
    return _PRODUCT_CUE.search(text, max(lo, start - 40), min(hi, end + 40)) is not None


# Given names that are everyday words of another language (es "blanca" white, "paz"
# peace, "luz" light; it "serena" calm, "felice" happy, "vera" true; fr "claire" clear;
# de "ernst" serious; tr "deniz" sea, "umut" hope; id "indah" beautiful...). Alone, with
# no person cue and in a sentence of that language, such a word is the word.
WORD_NAMES = words(
    "blanca paz luz dolores rocío rocio pilar amparo soledad consuelo esperanza milagros "
    "remedios nieves estrella alba rosario socorro caridad gracia reina perla flor clemente "
    "modesto domingo sol celeste serena rosa felice allegra bianca vera fausto stella gioia "
    "fortunata fiore speranza fedele sereno giusto vittoria letizia gemma blanche claire "
    "constance fleur perle reine victoire clément constant félicité espérance heide ernst "
    "liebe roos bloem branca bela graça glória vitória esperança alegria amor deniz umut "
    "barış sevgi yıldız güneş cinta indah bunga intan bintang"
)
# Function words of the other languages we mask (none an English word): their presence
# in the sentence says it is not English.
_FOREIGN_FUNCTION = words(
    "o y e la el los las un una unos del en con por para que es se lo al pero muy ya "
    "il gli di da della delle degli è tutti tutto nessun nessuno anche molto oggi non che per "
    "le les des du et est une pour pas dans sur avec très aujourd'hui "
    "der die das und ist nicht ein eine mit von zu im auf heute sehr auch "
    "het een en van niet op met voor ook vandaag zeer "
    "os as um uma do da em com não é hoje também "
    "ve bir bu çok ile için değil yang dan di ini itu tidak dengan untuk"
)
_WORD_RE = re.compile(r"[^\W\d_]+(?:'[^\W\d_]+)?")
# What a person does, right after the word: "Blanca llamó ayer", "Serena ha detto".
_PERSON_VERBS = words(
    "llamó llama dijo dice escribió escribe pidió pide vino viene está estaba quiere tiene "
    "ha hat hatte a ist war sagt sagte schrieb ruft rief fragt fragte kommt kam will "
    "chiama chiamato detto scritto chiesto dice disse scrive vuole è era "
    "appelle appelé dit écrit demande veut vient heeft zei belde schreef vroeg komt wil "
    "ligou disse escreveu pediu quer tem vem está estava dedi aradı yazdı istiyor bilang "
    "menelepon menulis minta"
)


def word_name_mention(text: str, start: int, end: int) -> bool:
    """Is ``text[start:end]`` one of ``WORD_NAMES`` standing in a sentence that is not
    English (its function words are another language's, its words mostly not English)?"""
    lo = max(text.rfind(c, 0, start) for c in ".!?\n") + 1
    toks = text[start:end].split()
    if len(toks) == 2 and text[lo:start].strip(" \t>*-•\"'¿¡") == "":
        # "Queremos Paz", "Giornata Serena": the capitalised first word of the sentence
        # and the word after it
        lists = _lists()
        first = toks[0].lower()
        if first in lists.any or first in english_words():
            return False
        start += len(toks[0]) + 1
        toks = toks[1:]
    if len(toks) != 1 or toks[0].lower() not in WORD_NAMES:
        return False
    after = _WORD_RE.search(text, end, min(len(text), end + 20))
    if after is not None and after.group().lower() in _PERSON_VERBS:
        return False
    n = _SENT_END.search(text, end)
    hi = n.start() if n is not None else len(text)
    english = english_words()
    foreign = en = 0
    for m in _WORD_RE.finditer(text, lo, hi):
        if m.start() == start:
            continue
        w = m.group().lower()
        if w in _FOREIGN_FUNCTION:
            foreign += 2
        elif w in english:
            en += 1
        else:
            foreign += 1
    return foreign > en and foreign >= 2
