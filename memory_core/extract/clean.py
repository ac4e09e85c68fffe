"""What any extractor's answer goes through before it is stored: masked again, issues apart.

Text found verbatim in the masked episode was already masked in its context, and a
closed-vocabulary value (a language, a product) is no personal data (alone, "German" reads
as a given name), so only other text is masked again. A reported problem (category
``known_issues``) is an issue of the session, not a durable fact that would stay current.
"""

from __future__ import annotations

from memory_core import pii
from memory_core.extract.schema import Issue, SessionExtraction
from memory_core.model.slots import slug, vocabulary_value


def clean_extraction(ex: SessionExtraction, masker: pii.Masker, seen: str) -> SessionExtraction:
    def remask(text: str) -> str:
        if text and (text in seen or vocabulary_value(text)):
            return text
        return masker.mask(text)

    issues = [*ex.issues] + [
        Issue(key=slug(f.key), status="open", text=f.value[:500])
        for f in ex.facts
        if f.category == "known_issues"
    ]
    return ex.model_copy(
        update={
            "facts": [
                f.model_copy(
                    update={
                        "value": remask(f.value),
                        "previous": remask(f.previous) if f.previous else None,
                    }
                )
                for f in ex.facts
                if f.category != "known_issues"
            ],
            "issues": [i.model_copy(update={"text": remask(i.text)}) for i in issues],
            "summary": masker.mask(ex.summary),
            "topic": masker.mask(ex.topic),
        }
    )
