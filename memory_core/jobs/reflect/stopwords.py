"""Function words of the languages users write in (pure data).

What a repeated wish is about is a content word ("PowerShell", "ticket", "Sie", "Nairobi");
the words around it ("der", "che", "est", "agora", "wieder", "thanks") are the language's
grammar and pleasantries, shared by every turn a user writes in that language, so they
link nothing. English, German, French, Spanish, Italian, Portuguese and Dutch.
"""

from __future__ import annotations

import re

_TEXT = """
all and any are but can did for get got had has her him his how its let may not now off one
our out own put see she the too try two use via was way who why yes yet you about again also
always answer anything around back been being best better call cant could didn does doesn
doing done each else even ever every first from gets give going good great have hello here
into just keep know last like look make many maybe mean more morning most much need never
next nope okay once only other ours over perfect please really reply right said same send
should since some something sorry still stop straight sure tell than thank thanks that their
them then there these they thing think this those time told tried true using very want wants
wasn what when where which while will with without work works would write yeah your after
before because anyway quick able there's it's i'm we're don't can't isn't i've you're what's
lovely grand nice cool fine fixed worked working shows show asked asking again

der die das den dem des ein eine einen einem einer eines und oder aber nicht kein keine
keinen ist sind war waren wird werden wurde hat haben hatte mit von vom zum zur bei auf aus
für fur nach über uber unter vor wie was wer wann warum wo ich wir sie ihr ihnen mir mich uns
euch dass daß auch noch schon wieder immer bitte danke dank gern gerne hallo guten tag morgen
hier dort jetzt heute sehr mal doch nur ganz alle alles diese dieser dieses diesen können
kann könnten müssen muss soll sollte wäre würde hatte habe bin bist geht gibt passt klappt
läuft vielen dann denn weil wenn als ob also ja nein okay

le la les un une des du de et ou mais pas ne est sont était être avoir ont avec pour par sur
dans en au aux ce cette ces qui que quoi quand comment pourquoi où je nous vous ils elles il
elle me moi mon ma mes notre nos votre vos leur leurs se sa son ses plus très bien merci
bonjour bonsoir svp oui non encore toujours aussi déjà fois ça cela comme fait faire peut
pouvez puis c'est j'ai

el la los las un una unos unas y o pero no es son era ser estar está están con por para en
del al que qué quien cuando cómo como porqué por qué donde dónde yo nosotros usted ustedes me
mi mis nuestro nuestra su sus le les se lo muy bien gracias hola buenos días buenas otra vez
también ya siempre nunca esto esta este eso esa ese hay puede puedo tiene tengo hace sí más

il lo la gli le un uno una di da del della dei delle al alla ai agli e o ma non è sono era
essere avere ha hanno con per su nel nella che chi quando come perché dove io noi voi lei
loro mi ci vi si mio mia miei nostro nostra suo sua molto bene grazie ciao buongiorno
buonasera sì anche già sempre ancora questo questa quello quella c'è può posso fatto ora

o a os as um uma uns umas e ou mas não é são era ser estar está com por para em do da dos
das no na nos nas que quem quando como porque onde eu nós você vocês me meu minha nosso
nossa seu sua muito bem obrigado obrigada olá bom dia sim também já sempre isso isto esse
essa agora funcionou

de het een en of maar niet geen is zijn was waren wordt met van voor op aan in uit bij naar
dat die wat wie wanneer hoe waarom waar ik wij we jij je u mij ons mijn onze dank bedankt
graag hallo ook al nog weer altijd alstublieft dit deze dan kan kunt wil zou moet heel
zo'n zo het

i w we z ze na do od o u a ale lub czy nie tak to ten ta te jest są był była było być mam
ma mamy się sie mi mnie nas nasz nasza nasze naszych pan pani proszę prosze dziękuję dzięki
już jeszcze też tylko bardzo jak co kto gdzie kiedy dlaczego który która które znowu zawsze
dobrze super jednak bo że żeby może można

och att det en ett är var som på för med av till från jag vi du ni han hon den de dem mig
oss vår våra min mitt inte ingen inga inget alltid aldrig igen tack bra hej kan ska vill har
hade så då nu här där hur vad vem när varför också bara mycket

ve ile bir bu şu o ben biz sen siz onu bunu için gibi ama veya değil mi mı mu mü da de ki
çok daha en her hep yine lütfen teşekkürler tamam evet hayır var yok olur oldu sadece

pra pro você vocês meu minha nossa nosso uma umas não sem só mais muito está estou foi
"""
STOPWORDS = frozenset(w for w in re.findall(r"\S+", _TEXT.casefold()))
