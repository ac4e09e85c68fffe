"""All-lower-case chat in other languages: its words are not names merely because the
English dictionary lacks them, while listed names after a cue are still masked."""

from __future__ import annotations

import pytest

from memory_core.pii import mask_text


@pytest.mark.parametrize(
    "text",
    [
        "cliente: o programa fecha sozinho quando abro a planilha anual\n"
        "suporte: pode mandar o arquivo de log da pasta de instalação?",
        "el sistema se cierra cuando abro el informe semanal y no guarda nada",
        "il programma si chiude quando apro il rapporto mensile, non capisco perché",
        "l'application plante quand je ouvre le tableau et les données sont perdues",
        "die anwendung stürzt ab wenn ich den monatsbericht öffne, bitte helfen",
        "o backup não terminou ontem\npreciso reiniciar o servidor?",
    ],
)
def test_other_language_prose_kept(text: str) -> None:
    assert mask_text(text) == text


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("my name is ana souza and i can't log in", "ana souza"),
        ("olá, meu nome é ana souza e não consigo entrar", "ana souza"),
        ("hola, me llamo juan pérez y no puedo entrar en la cuenta", "juan"),
        ("ciao, sono marco rossi e non riesco ad accedere", "marco rossi"),
        ("bonjour, je suis marie dupont et je ne peux pas me connecter", "marie dupont"),
        ("hallo, ich bin anna schmidt und kann mich nicht anmelden", "anna schmidt"),
        ("a fatura não chegou\nfala com pedro alves amanhã", "pedro alves"),
    ],
)
def test_cued_names_in_lower_case_languages_masked(text: str, name: str) -> None:
    out = mask_text(text)
    assert name not in out
    assert "<PERSON_1>" in out
