"""More national ids named by a cue: the value is masked only when its check holds."""

from __future__ import annotations

import pytest

from memory_core.pii import idcheck as ck
from memory_core.pii import mask_text


@pytest.mark.parametrize(
    ("text", "value"),
    [
        ("Taxpayer ID (ITIN) 913-75-8584", "913-75-8584"),
        ("R.U.T. del cliente 12.345.678-5", "12.345.678-5"),
        ("NRIC/FIN no. T5977550I", "T5977550I"),
        ("ת.ז. 051901189", "051901189"),
        ("TAJ szám: 888 515 904", "888 515 904"),
        ("страховой номер (СНИЛС) 472-292-621 93", "472-292-621 93"),
        ("Nomor KTP saya 3273420811418344", "3273420811418344"),
        ("CNIC: 35202-8235762-2", "35202-8235762-2"),
        ("RČ pojištěnce: 785119/3944", "785119/3944"),
        ("IdNr. laut Lohnsteuerbescheinigung: 54 389 603 139", "54 389 603 139"),
    ],
)
def test_cued_ids_are_masked(text: str, value: str) -> None:
    assert value not in mask_text(text)


@pytest.mark.parametrize(
    "text",
    [
        "Ticket 472-292-621 93 was closed",
        "my NIC is broken, the driver does not load",
    ],
)
def test_ids_without_a_valid_check_or_cue_stay(text: str) -> None:
    assert mask_text(text) == text


def test_check_digit_validators() -> None:
    assert ck.sg_nric("T5977550I") and not ck.sg_nric("T5977550J")
    assert ck.hu_taj("888515904") and not ck.hu_taj("888515905")
    assert ck.ru_snils("47229262193") and not ck.ru_snils("47229262194")
    assert ck.itin("913758584") and not ck.itin("123456789")
