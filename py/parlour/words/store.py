"""The file format of Parlour's word lists: one sorted word set, front-coded, with a commonness tier per word.

The three lists are nested (common ⊂ British large, American large ⊂ British large), so the words are stored
once, in two files: ``words-60.bin`` holds every word of SCOWL sizes 10–60 (it *is* the common list) and
``words-80.bin`` the words that sizes 70 and 80 add. The large lists need both files; the common list needs
only the first, so a Hardback game fetches a fifth of the bytes.

A file is a magic line, one line of JSON (the header), then three zlib streams, one per column:

- ``head``: one byte per word, ``prefix * 9 + tier``: ``prefix`` is how many leading letters the word shares
  with the word before it (front coding, capped at 27), ``tier`` the index in :data:`TIERS` of the word's
  SCOWL size (the smallest size, over all spelling categories, that lists it).
- ``american``: one byte per word: 0 = not in the American list, 1 = in it with the same tier, ``2 + i`` = in
  it with tier ``TIERS[i]`` (the American categories alone list it only at a larger size).
- ``suffix``: the rest of each word after the shared prefix, ASCII, joined with newlines.

Columns compress better apart than interleaved (measured: wordlists/README.md), and decoding them is a few
C-level calls plus one comprehension; ``zlib`` is in Pyodide's core (``lzma`` and ``bz2`` are not).

The search index (each word's letters sorted) is not stored: it follows from the words, and stored it would more
than double the bytes a page downloads (the anagram files the build once wrote: 811 KB gzip beside these files'
479 KB), for 0.1–0.2 s of CPU the page spends in slices while the first turn is played (wordlists/README.md).
"""

from __future__ import annotations

import hashlib
import json
import zlib
from collections.abc import Sequence

MAGIC = b"PARLOUR-WORDS\n"
FORMAT = 1
TIERS = (10, 20, 35, 40, 50, 55, 60, 70, 80)
COLUMNS = ("head", "american", "suffix")
MAX_PREFIX = 27  # 27 * 9 + 8 = 251 fits a byte
NOT_AMERICAN, SAME_TIER = 0, 1

# bytes.translate tables that split a head byte into its prefix length and its tier (the SCOWL size itself).
_PREFIX_OF = bytes(b // 9 for b in range(256))
_TIER_OF = bytes(TIERS[b % 9] for b in range(256))


class CorruptList(ValueError):
    """A word-list file that is not in this format or does not match its own header."""


def digest(words: Sequence[str], tiers: bytes, american: bytes) -> str:
    """The sha256 of a decoded part, over one ``word tier american`` line per word (stored in the header)."""
    text = "".join(f"{w} {t} {a}\n" for w, t, a in zip(words, tiers, american, strict=True))
    return hashlib.sha256(text.encode("ascii")).hexdigest()


def encode(words: Sequence[str], tiers: Sequence[int], american: Sequence[int | None], meta: dict) -> bytes:
    """One file for ``words`` (sorted, a–z), their SCOWL sizes and American sizes (``None``: not American).

    ``meta`` (source, licence pointer, ...) is copied into the header.
    """
    if list(words) != sorted(set(words)):
        raise ValueError("words must be sorted and unique")
    head, amer, suffixes = bytearray(), bytearray(), []
    prev = ""
    for word, tier, am_tier in zip(words, tiers, american, strict=True):
        if not word.isascii() or not word.isalpha() or not word.islower():
            raise ValueError(f"not a lowercase a-z word: {word!r}")
        limit = min(len(word), len(prev), MAX_PREFIX)
        n = 0
        while n < limit and word[n] == prev[n]:
            n += 1
        head.append(n * 9 + TIERS.index(tier))
        amer.append(NOT_AMERICAN if am_tier is None else SAME_TIER if am_tier == tier else 2 + TIERS.index(am_tier))
        suffixes.append(word[n:])
        prev = word
    columns = {"head": bytes(head), "american": bytes(amer), "suffix": "\n".join(suffixes).encode("ascii")}
    streams = [deflate(columns[name]) for name in COLUMNS]
    decoded_tiers = bytes(head).translate(_TIER_OF)
    header = {
        "format": FORMAT,
        "count": len(words),
        "streams": [[name, len(s)] for name, s in zip(COLUMNS, streams, strict=True)],
        "sha256": digest(words, decoded_tiers, bytes(amer)),
        **meta,
    }
    line = json.dumps(header, sort_keys=True, separators=(",", ":")).encode("ascii") + b"\n"
    return MAGIC + line + b"".join(streams)


def deflate(column: bytes) -> bytes:
    """``column`` as a zlib stream, the smallest of: zlib at level 9 (larger window state) in its default and its
    ``Z_FILTERED`` strategy (7% smaller on the head column of ``words-80.bin``), and Zopfli's, when the ``zopfli``
    package is installed (3.4% smaller than the best of those over both files: wordlists/README.md). Any zlib
    decompresses each of them; only the bytes of a regenerated file depend on what was installed."""
    streams = []
    for strategy in (zlib.Z_DEFAULT_STRATEGY, zlib.Z_FILTERED):
        packer = zlib.compressobj(9, zlib.DEFLATED, 15, 9, strategy)
        streams.append(packer.compress(column) + packer.flush())
    try:
        import zopfli.zlib  # type: ignore[import-untyped,import-not-found,unused-ignore]  # a maintainer's tool
    except ImportError:
        pass
    else:
        streams.append(zopfli.zlib.compress(column, numiterations=15))
    return min(streams, key=len)


def decode(data: bytes) -> tuple[dict, list[str], bytes, bytes]:
    """``(header, words, tiers, american)`` of one file: words sorted, ``tiers[i]`` the SCOWL size of word i."""
    if not data.startswith(MAGIC):
        raise CorruptList("This is not a Parlour word-list file.")
    try:
        end = data.index(b"\n", len(MAGIC))
        header = json.loads(data[len(MAGIC) : end])
        if header["format"] != FORMAT:
            raise CorruptList(f"Word-list format {header['format']} is not supported (expected {FORMAT}).")
        raw, pos = {}, end + 1
        for name, size in header["streams"]:
            raw[name] = zlib.decompress(data[pos : pos + size])
            pos += size
        head, american = raw["head"], raw["american"]
        suffixes = raw["suffix"].decode("ascii").split("\n")
    except (KeyError, TypeError, ValueError, zlib.error) as exc:
        raise CorruptList(f"The word-list file is damaged: {exc}") from exc
    count = header["count"]
    if not len(head) == len(american) == len(suffixes) == count:
        raise CorruptList("The word-list file is damaged: its columns disagree on the number of words.")
    prev = ""
    # The one per-word Python step of a load; everything else above and below runs in C.
    words = [prev := prev[:n] + s for n, s in zip(head.translate(_PREFIX_OF), suffixes, strict=True)]
    return header, words, head.translate(_TIER_OF), american
