"""Round 3 classes (issue 12): plates by cue, unbroken TOTP seeds, Wi-Fi QR keys, YAML
tags, back-references and verbs of use as credential cues, ids after a comma."""

from __future__ import annotations

import pytest

from memory_core.pii import mask_text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Kfz-Kennzeichen: M-XY 4412, bitte prüfen", "M-XY 4412"),
        ("car reg is LD71 KPF", "LD71 KPF"),
        ("la targa della macchina è EF 482 GH", "EF 482 GH"),
        ("kenteken van de klant: 12-ABC-3", "12-ABC-3"),
        ("numer rejestracyjny WX 12345", "WX 12345"),
        ("车牌号：沪B·7K219", "沪B·7K219"),
        ("plaque d'immatriculation : GH-304-KL", "GH-304-KL"),
    ],
)
def test_plates_after_a_cue(text: str, value: str) -> None:
    out = mask_text(text)
    assert value not in out
    assert "<VEHICLE_PLATE_1>" in out


@pytest.mark.parametrize(
    "text",
    [
        "Plate P12345 went back into the incubator",
        "registration number: 2026-03-01",
        "the plate is 4 cm wide",
        "Ticket AB12 CDE was closed",  # a plate shape with no cue
        "registration number is required for ABC1",
    ],
)
def test_plate_shapes_without_a_plate_cue_stay(text: str) -> None:
    assert mask_text(text) == text


def test_unbroken_totp_seed_after_a_setup_cue() -> None:
    seed = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP"
    out = mask_text(f"Authenticator won't read the code? Type this key: {seed}")
    assert seed not in out
    # base32-looking text with no cue, and a constant name, stay
    for clean in (f"build id {seed}", "key SEVERITY_LEVEL_TWO"):
        assert mask_text(clean) == clean


def test_wifi_qr_payload_key() -> None:
    out = mask_text("WIFI:S:Lab-Guest;T:WPA;P:q9Lm\\;Tr4vx;H:false;;")
    assert "q9Lm" not in out and "Tr4vx" not in out
    assert "S:Lab-Guest" in out


@pytest.mark.parametrize(
    "text", ["password: !vault |", "db_secret: !Ref DbSecretArn", "token: !!binary |"]
)
def test_yaml_tags_are_not_values(text: str) -> None:
    assert mask_text(text) == text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("it's identical to the previous staging one: Kq7!vRt2mWx", "Kq7!vRt2mWx"),
        ("nothing new, i.e. lantern-quokka-river7 as always", "lantern-quokka-river7"),
        ("unverändert seit letztem Monat: Bx9kLm2QwE4r", "Bx9kLm2QwE4r"),
        ("funktioniert bei mir mit Tz8#pLq2vNm — Feststelltaste?", "Tz8#pLq2vNm"),
        ("the service account got re-keyed to Hm3pQx8LvN2s yesterday", "Hm3pQx8LvN2s"),
        ("Use backup_svc:Rw4%kLp9Zq on the bastion", "Rw4%kLp9Zq"),
    ],
)
def test_credentials_by_back_reference_and_verbs(text: str, value: str) -> None:
    assert value not in mask_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "works for me with Python3.11 and Ubuntu22.04",
        "use redis:alpine on the host",
        "Revenue was identical to the forecast, i.e. flat.",
    ],
)
def test_weak_cues_leave_products_and_prose(text: str) -> None:
    assert mask_text(text) == text


def test_ids_after_a_comma_and_romanised_cnic_cue() -> None:
    assert "X1234567L" not in mask_text("mi NIE, X1234567L, está caducado")
    out = mask_text("qaumi shanakhti card number 42101-1234567-1")
    assert "42101-1234567-1" not in out


@pytest.mark.parametrize(
    ("text", "name"),
    [
        ("Gestern hat Jannik Oberhuber aus der Personalabteilung geschrieben.", "Oberhuber"),
        ("Ik heb Femke Schouten van de boekhouding gesproken.", "Schouten"),
        ("Ho parlato con Ilaria Quartararo dell'amministrazione.", "Quartararo"),
        ("[09:12] helpdesk: Brandstätter, Lukas  09:14\nthe VPN drops again", "Brandstätter"),
    ],
)
def test_people_named_with_their_department_or_in_a_chat_header(text: str, name: str) -> None:
    assert name not in mask_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "Rosa o azul, el botón? Me da igual.",
        "Giornata serena oggi, Felice di sentirti.",
        "Luz verde para el deploy de hoy.",
        "Project Phoenix from the security team shipped.",
        "[10:02] bob: Paris, France",
        "works for me with Chrome121 and FirefoxESR",
        "Registration number: HRB 12345",
        "look @ this . it works",
    ],
)
def test_word_names_products_and_places_stay(text: str) -> None:
    assert mask_text(text) == text


def test_word_names_stay_people_with_a_person_cue() -> None:
    for text in ("Hola Blanca, ¿cómo estás?", "Blanca llamó ayer.", "Why is Serena late?"):
        assert "<PERSON_1>" in mask_text(text)


def test_spaced_at_email_and_italian_call_verb() -> None:
    assert "o.lindqvist" not in mask_text("mail: o.lindqvist @ proton . me . com")
    assert "347 812 5590" not in mask_text("Mi contatti al 347 812 5590, grazie.")


def test_totp_seed_cues_in_other_languages_and_code_lookalikes() -> None:
    seed = "MFRGGZDFMZTWQ2LKNNWG23TPOBYXE4TT"
    for text in (
        f"Si el QR no funciona, introduce el código manualmente: {seed}",
        f"QRコードが読めない場合はセットアップキー {seed} を入力",
    ):
        assert seed not in mask_text(text)
    clean = "error code ERRORCODE2STATUS3X returned"
    assert mask_text(clean) == clean


def test_city_names_give_the_phone_region() -> None:
    assert "55 3438 1056" not in mask_text("mi cel en CDMX es 55 3438 1056")


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("zelfde als vorige keer: Vb7@nMq2Lk", "Vb7@nMq2Lk"),
        ("那就试试 Rt5$yUi8Op", "Rt5$yUi8Op"),
        ("Gh3#jKl6Zx で試してください", "Gh3#jKl6Zx"),
        ("попробуйте Cv2!bNm9Qw", "Cv2!bNm9Qw"),
        ("номер машины В456ОР 99", "В456ОР 99"),
    ],
)
def test_cues_in_further_scripts(text: str, value: str) -> None:
    assert value not in mask_text(text)


@pytest.mark.parametrize(
    "text", ["然后试试 v2.3.1 版本", "同じエラーです: ERR_CONN_RESET", "もう一度 kubectl を使って"]
)
def test_weak_cues_in_further_scripts_leave_tech_words(text: str) -> None:
    assert mask_text(text) == text


def test_last_first_after_a_source_prefix_and_with_a_place_like_first_name() -> None:
    out = mask_text("via Zendesk: Patient: HORVÁTH, Eszter   Ward 2   Bed 7")
    assert "HORVÁTH" not in out and "Eszter" not in out
    assert "Madison" not in mask_text("Patient: Wiśniewska, Madison   Ward 4B")
    for clean in ("Location: Portland, Oregon", "note: Paris, France 10:30"):
        assert mask_text(clean) == clean


def test_id_after_that_is_words() -> None:
    assert "44051401359" not in mask_text("PESEL, czyli 44051401359")


def test_a_surname_after_a_mis_bounded_pair_goes_with_it() -> None:
    out = mask_text("Zadzwoniła Katarzyna Wiśniewska wczoraj.")
    assert "Wiśniewska" not in out and "Katarzyna" not in out
