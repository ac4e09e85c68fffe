"""Machine-readable zones (ICAO 9303): masked by their check digits, look-alikes kept."""

from __future__ import annotations

from memory_core.pii import mask_text
from memory_core.pii.records import mrz_check_digit


def _td3(surname: str, given: str, number: str, dob: str, expiry: str) -> tuple[str, str]:
    names = f"P<NLD{surname}<<{given}".ljust(44, "<")
    data = (
        number
        + mrz_check_digit(number)
        + "NLD"
        + dob
        + mrz_check_digit(dob)
        + "M"
        + expiry
        + mrz_check_digit(expiry)
    ).ljust(42, "<") + "<0"
    return names, data


def test_check_digit_matches_icao_specimen() -> None:
    # ICAO 9303 part 3 worked example: document number L898902C3, check digit 6.
    assert mrz_check_digit("L898902C3") == "6"
    assert mrz_check_digit("740812") == "2"


def test_passport_zone_masked_whole() -> None:
    names, data = _td3("VERHOEVEN", "JORIS<PIETER", "NX4K7Q2M1", "880214", "310907")
    out = mask_text(f"scan from the kiosk:\n{names}\n{data}\nthanks")
    assert "VERHOEVEN" not in out and "NX4K7Q2M1" not in out and "880214" not in out
    assert out.startswith("scan from the kiosk:\n") and out.endswith("\nthanks")


def test_id_card_zone_masked() -> None:
    number = "SPECI2014"
    first = f"IDNLD{number}{mrz_check_digit(number)}".ljust(30, "<")
    second = "900305" + mrz_check_digit("900305") + "F" + "300101" + mrz_check_digit("300101")
    second = (second + "NLD").ljust(29, "<") + "4"
    third = "DE<BRUIJN<<WILLEMIJN".ljust(30, "<")
    out = mask_text("\n".join((first, second, third)))
    assert number not in out and "BRUIJN" not in out and "900305" not in out


def test_filler_runs_without_valid_checks_kept() -> None:
    bad = "AB12345670XYZ9912319M2501017<<<<<<<<<<<<<<00"  # 44 chars, check digits wrong
    assert len(bad) == 44
    assert mask_text(bad) == bad
    divider = "<" * 44
    assert mask_text(divider) == divider
