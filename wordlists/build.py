"""Regenerate Parlour's word lists and their LICENSES from the pinned Debian package ``scowl``.

    python wordlists/build.py                 # apt-get download scowl=2020.12.07-2 (no root needed)
    python wordlists/build.py --deb FILE.deb  # use a .deb fetched before

The package is checked against its pinned sha256, unpacked in Python (ar + tar.xz) and its raw SCOWL lists
(``/usr/share/dict/scowl/<spelling>-<category>.<size>``) are turned into ``words-60.bin``, ``words-80.bin``
and ``LICENSES`` next to this script. The selection rules are the constants below; the file format is
``parlour.words.store``. If apt cannot find the version, run ``apt-get update`` first.
"""

from __future__ import annotations

import argparse
import hashlib
import io
import re
import subprocess
import sys
import tarfile
import tempfile
import unicodedata
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "py"))

from parlour.words import store  # noqa: E402  (the format lives in one place: the engine's reader)

PACKAGE = "scowl=2020.12.07-2"
SHA256 = "de692546df9b169f2cbdf4d8d88111a374733a9c382b820a6f943914ca705718"
SOURCE = "SCOWL 2020.12.07 (Debian package scowl 2020.12.07-2)"
DICT_DIR = "usr/share/dict/scowl/"
README = "usr/share/doc/scowl/README.gz"

# "All spellings": every spelling category of SCOWL, variants of every level included (Collins-like).
ALL_SPELLINGS = (
    "english",
    "american",
    "british",
    "british_z",
    "canadian",
    "australian",
    "variant_1",
    "variant_2",
    "variant_3",
    "british_variant_1",
    "british_variant_2",
    "canadian_variant_1",
    "canadian_variant_2",
    "australian_variant_1",
    "australian_variant_2",
)
# "American spellings": what SCOWL's own mk-list gives for `american` with -v1 (NWL-like).
AMERICAN_SPELLINGS = ("english", "american", "variant_1")
# Only ordinary words: proper names, "upper" (capitalised) words, abbreviations and contractions are left out.
CATEGORY = "words"
COMMON_SIZE, LARGE_SIZE = 60, 80
WORD = re.compile(r"[a-z]{2,}")  # lowercase a-z only: no capitals, apostrophes, hyphens or accents


def fold(word: str) -> str:
    """``word`` without its accents ("café" -> "cafe"), as word games spell it; other letters stay."""
    return "".join(ch for ch in unicodedata.normalize("NFKD", word) if not unicodedata.combining(ch))


def fetch(scratch: Path) -> Path:
    """``apt-get download`` the pinned package into ``scratch``."""
    result = subprocess.run(["apt-get", "download", PACKAGE], cwd=scratch, capture_output=True, text=True)
    debs = list(scratch.glob("scowl_*.deb"))
    if result.returncode or not debs:
        sys.exit(f"apt-get download {PACKAGE} failed (run `apt-get update` first?):\n{result.stderr}")
    return debs[0]


def unpack(deb: bytes) -> dict[str, bytes]:
    """The files of a .deb's data archive, by path (an ar archive holding data.tar.xz)."""
    if not deb.startswith(b"!<arch>\n"):
        sys.exit("not a .deb file")
    pos = 8
    while pos < len(deb):
        name = deb[pos : pos + 16].decode().strip().rstrip("/")
        size = int(deb[pos + 48 : pos + 58])
        body = deb[pos + 60 : pos + 60 + size]
        pos += 60 + size + (size & 1)
        if name.startswith("data.tar"):
            with tarfile.open(fileobj=io.BytesIO(body)) as tar:
                return {
                    m.name.removeprefix("./"): tar.extractfile(m).read()  # type: ignore[union-attr]
                    for m in tar.getmembers()
                    if m.isfile()
                }
    sys.exit("no data archive in the .deb")


def select(files: dict[str, bytes]) -> tuple[dict[str, int], dict[str, int]]:
    """``(tier, american)``: each word's smallest size over all spellings, and over American spellings.

    Accents are dropped (SCOWL spells "café", word games "cafe"); what is left must be two or more of a-z.
    """
    tier: dict[str, int] = {}
    american: dict[str, int] = {}
    for path, data in files.items():
        if not path.startswith(DICT_DIR):
            continue
        spelling, _, rest = path[len(DICT_DIR) :].partition("-")
        category, _, size_text = rest.partition(".")
        size = int(size_text)
        if category != CATEGORY or size > LARGE_SIZE or spelling not in ALL_SPELLINGS:
            continue
        for word in map(fold, data.decode("utf-8").split("\n")):  # Debian ships the lists in UTF-8
            if WORD.fullmatch(word):
                tier[word] = min(tier.get(word, size), size)
                if spelling in AMERICAN_SPELLINGS:
                    american[word] = min(american.get(word, size), size)
    return tier, american


def licences(files: dict[str, bytes]) -> str:
    """LICENSES: a preamble, then SCOWL's own copyright section verbatim (with the UKACD notice)."""
    import gzip

    readme = gzip.decompress(files[README]).decode("utf-8")
    start = readme.index("COPYRIGHT, SOURCES, and CREDITS:")
    end = readme.index("FUTURE PLANS:")
    return (
        "Parlour's word lists (words-60.bin, words-80.bin) are derived from SCOWL (Spell Checker Oriented\n"
        "Word Lists) by Kevin Atkinson, version 2020.12.07, as packaged by Debian (scowl 2020.12.07-2).\n"
        "They contain words from SCOWL sizes 10 to 80. Size 80 includes the UK Advanced Cryptics Dictionary\n"
        "(UKACD), whose notice below must be displayed prominently and included verbatim.\n"
        "The copyright, sources and credits section of SCOWL's README follows verbatim.\n\n"
        + "-" * 78
        + "\n\n"
        + readme[start:end].rstrip()
        + "\n"
    )


def build(deb_path: Path | None) -> None:
    """Write words-60.bin, words-80.bin and LICENSES; print the counts and sizes."""
    with tempfile.TemporaryDirectory() as scratch:
        deb = (deb_path or fetch(Path(scratch))).read_bytes()
    digest = hashlib.sha256(deb).hexdigest()
    if digest != SHA256:
        sys.exit(f"sha256 mismatch for {PACKAGE}: {digest} (pinned {SHA256})")
    files = unpack(deb)
    tier, american = select(files)
    meta = {"source": SOURCE, "licence": "see LICENSES (SCOWL and UKACD notices)"}
    parts = {
        "words-60.bin": ("10-60", sorted(w for w, t in tier.items() if t <= COMMON_SIZE)),
        "words-80.bin": ("70-80", sorted(w for w, t in tier.items() if t > COMMON_SIZE)),
    }
    for name, (sizes, words) in parts.items():
        data = store.encode(words, [tier[w] for w in words], [american.get(w) for w in words], {**meta, "sizes": sizes})
        (HERE / name).write_bytes(data)
        print(f"{name}: {len(words)} words, {len(data)} bytes")
    (HERE / "LICENSES").write_text(licences(files), encoding="utf-8")
    common = sum(1 for t in tier.values() if t <= COMMON_SIZE)
    print(f"common {common}, american {len(american)}, british {len(tier)} words")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deb", type=Path, help="a scowl_2020.12.07-2_all.deb downloaded before")
    build(parser.parse_args().deb)


if __name__ == "__main__":
    main()
