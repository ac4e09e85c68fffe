"""The IBAN inside an EPC (SEPA) QR payload: ``BCD\\n002\\n1\\nSCT\\n<BIC>\\n<name>\\n<IBAN>...``.

The payload is a fixed list of lines (EPC069-12): service tag ``BCD``, version, charset,
``SCT``, BIC, beneficiary name, IBAN, amount, ... Logged, its lines are often joined by
escaped ``\\n`` or by ``|``, which glue the IBAN to its neighbours so that the IBAN
detector's word boundaries do not hold. The payload is split on real or escaped line
breaks (or ``|``) and the seventh field is masked when it is an IBAN (python-stdnum).
"""

from __future__ import annotations

import re

from stdnum import iban

from memory_core.pii.placeholders import IBAN
from memory_core.pii.spans import P_IBAN, Doc, Span

_HEAD = re.compile(r"BCD(\\n|\r?\n|\|)00[12]\1")
_MAX = 400


def detect(doc: Doc) -> list[Span]:
    """The IBAN field of EPC QR payloads."""
    text = doc.text
    if "BCD" not in text:
        return []
    out: list[Span] = []
    for m in _HEAD.finditer(text):
        sep = m.group(1)
        pos = m.start()
        for n, field in enumerate(text[pos : pos + _MAX].split(sep)[:8]):
            if n == 6:
                v = field.strip().strip("\"'")
                if v and iban.is_valid(v):
                    s = pos + field.index(v)
                    out.append(Span(s, s + len(v), IBAN, P_IBAN + 5))
                break
            pos += len(field) + len(sep)
    return out
