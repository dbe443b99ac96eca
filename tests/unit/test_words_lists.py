"""The three word lists: sizes, contents, tiers, normalisation, files and the storage format."""

from __future__ import annotations

import doctest
import importlib
import random
import re
import shutil

import pytest

from parlour import words
from parlour.words import store, wordlist

# The sizes the issue gives (SCOWL 60 all spellings, 80 American, 80 all spellings).
EXPECTED = {"common": 82_000, "american": 243_000, "british": 254_000}


@pytest.fixture(autouse=True)
def default_source():
    words.set_source(None)
    yield
    words.set_source(None)


@pytest.mark.parametrize("name", list(EXPECTED))
def test_each_list_is_within_two_percent_of_its_size(name):
    assert abs(len(words.load(name)) - EXPECTED[name]) <= 0.02 * EXPECTED[name]


def test_lists_are_nested_and_clean():
    common, american, british = (set(words.load(n)) for n in ("common", "american", "british"))
    assert common < british and american < british
    assert len(british) == len(words.load("british"))  # no word twice
    text = "\n".join(sorted(british))
    assert re.fullmatch(r"([a-z]{2,}\n)*[a-z]{2,}", text)  # lowercase a-z, two letters or more


@pytest.mark.parametrize(
    ("word", "common", "american", "british"),
    [
        ("apple", True, True, True),
        ("zebra", True, True, True),
        ("colour", True, False, True),  # British spelling
        ("color", True, True, True),
        ("theatre", True, False, True),
        ("organize", True, True, True),
        ("cafe", True, True, True),  # SCOWL's "café", accent dropped
        ("qi", False, True, True),  # size 70: large lists only
        ("zyzzyva", False, True, True),  # size 80
        ("london", False, False, False),  # proper nouns (capitalised in SCOWL)
        ("england", False, False, False),
        ("jesus", False, False, False),
        ("nasa", False, False, False),  # acronyms and abbreviations
        ("fbi", False, False, False),
        ("html", False, False, False),
        ("etc", False, False, False),
        ("dont", False, False, False),  # "don't": apostrophes are not stored, nor squeezed out
        ("a", False, False, False),  # one letter
    ],
)
def test_sample_words(word, common, american, british):
    assert [words.load(n).contains(word) for n in ("common", "american", "british")] == [common, american, british]


def test_tiers_are_scowl_sizes():
    common = words.load("common")
    assert common.tier("the") == 10 and common.tier("zebra") == 35 and common.tier("xi") == 60
    assert words.load("british").tier("zyzzyva") == 80
    assert common.tier("zyzzyva") is None
    assert {t for _, t in common.items()} == {10, 20, 35, 40, 50, 55, 60}
    assert {t for _, t in words.load("british").items()} == set(words.TIERS)


def test_american_tier_can_be_later_than_the_word_s_own():
    # Australian "arvo" is size 35 in its own spelling, but the American categories list it only at 70.
    assert words.load("british").tier("arvo") == 35
    assert words.load("american").tier("arvo") == 70


def test_iteration_is_alphabetical_and_matches_len():
    american = words.load("american")
    listed = list(american)
    assert listed == sorted(listed) and len(listed) == len(american)
    assert "colour" not in american and "color" in american


@pytest.mark.parametrize(
    ("typed", "stored"),
    [("Apple", "apple"), ("  ZEBRA\n", "zebra"), ("Café", "cafe"), ("naïve", "naive"), ("Straße", "strasse")],
)
def test_normalize(typed, stored):
    assert words.normalize(typed) == stored


@pytest.mark.parametrize(
    ("typed", "message"),
    [
        ("c4t", '"c4t" has a character that is not a letter: 4. Use the letters A to Z only.'),
        ("well-known", '"well-known" has a character that is not a letter: -. Use the letters A to Z only.'),
        ("r&d!", '"r&d!" has characters that are not letters: ! &. Use the letters A to Z only.'),
        ("ice cream", '"ice cream" is more than one word: type a single word, without spaces.'),
        ("   ", "Type a word first."),
        (None, "A word must be text."),
    ],
)
def test_bad_input_is_a_player_readable_value_error(typed, message):
    with pytest.raises(words.WordError) as err:
        words.load("common").contains(typed)
    assert isinstance(err.value, ValueError)
    assert str(err.value) == message


def test_contains_accepts_what_a_player_types():
    common = words.load("common")
    assert common.contains("  Apple ") and common.contains("CAFÉ") and "apple" in common
    assert not common.contains("applx") and "Apple" not in common  # `in` takes stored words only
    assert words.contains("colour") and not words.contains("colour", "american")


def test_files_and_labels():
    assert words.files_for("common") == ["words-60.bin"]
    assert words.files_for("american") == words.files_for("british") == ["words-60.bin", "words-80.bin"]
    assert set(words.LISTS) == {"common", "american", "british"} and all(words.LISTS.values())
    assert words.load("british").label == words.LISTS["british"]
    with pytest.raises(ValueError, match="no word list called 'klingon'"):
        words.load("klingon")


def test_load_is_cached_and_set_source_reads_another_folder(tmp_path):
    assert words.load("common") is words.load("common")
    shutil.copy(words.source() / "words-60.bin", tmp_path / "words-60.bin")
    words.set_source(tmp_path)
    assert words.source() == tmp_path
    assert words.load("common").contains("apple")  # only the common list's file is there
    with pytest.raises(FileNotFoundError, match=r"words-80\.bin is not in"):
        words.load("british")


def test_environment_variable_names_the_folder(tmp_path, monkeypatch):
    monkeypatch.setenv(words.ENV_VAR, str(tmp_path))
    assert words.source() == tmp_path
    words.set_source(tmp_path / "elsewhere")
    assert words.source() == tmp_path / "elsewhere"


@pytest.mark.parametrize("file_name", ["words-60.bin", "words-80.bin"])
def test_files_decode_to_what_their_header_promises(file_name):
    data = (words.source() / file_name).read_bytes()
    header, listed, tiers, american = store.decode(data)
    assert header["count"] == len(listed) and "SCOWL 2020.12.07" in header["source"]
    assert store.digest(listed, tiers, american) == header["sha256"]
    assert len(data) < 400_000  # compact: both files together are under half a megabyte


def test_store_round_trip_and_damage():
    listed = ["aa", "aah", "ab", "abba", "zyzzyva"]
    data = store.encode(listed, [10, 80, 35, 60, 80], [10, None, 70, 60, 80], {"source": "test"})
    _, decoded, tiers, american = store.decode(data)
    assert decoded == listed and list(tiers) == [10, 80, 35, 60, 80] and list(american) == [1, 0, 9, 1, 1]
    with pytest.raises(store.CorruptList):
        store.decode(b"not a word list")
    with pytest.raises(store.CorruptList):
        store.decode(data[:-5])
    with pytest.raises(ValueError):
        store.encode(["b", "a"], [10, 10], [None, None], {})


@pytest.mark.parametrize("module", ["parlour.words", "parlour.words.search", "parlour.words.wordlist"])
def test_doctests(module):
    result = doctest.testmod(importlib.import_module(module))
    assert result.attempted > 0 and result.failed == 0


def test_prepare_in_slices_builds_every_index_once(tmp_path):
    for name in words.files_for("british"):
        shutil.copy(words.source() / name, tmp_path / name)
    words.set_source(tmp_path)  # a fresh cache: nothing indexed yet
    british = words.load("british")
    assert any(part.pending() for part in british.parts)
    rounds = 1
    while not british.prepare(max_ms=0):  # one length of one file per call
        rounds += 1
    assert rounds > 20 and not any(part.pending() for part in british.parts)
    assert british.prepare() is True
    assert [c.word for c in british.search("tca", min_length=3)] == ["act", "cat"]


def test_containing_finds_exactly_the_words_of_a_length_that_hold_the_letters():
    (part,) = words.load("common").parts
    for length, letters in ((5, "eet"), (7, "aqu"), (3, ""), (9, "zzz"), (2, "hmm")):
        expected = [
            i
            for i, word in enumerate(part.words)
            if len(word) == length and all(word.count(c) >= letters.count(c) for c in letters)
        ]
        assert part.containing(length, letters) == expected, (length, letters)


def test_the_index_keys_are_each_words_letters_sorted():
    (part,) = words.load("common").parts
    by_length: dict[int, list[int]] = {}
    for i, word in enumerate(part.words):
        by_length.setdefault(len(word), []).append(i)
    for positions in by_length.values():
        keys = wordlist.sorted_letters(part.words, positions)
        assert keys == ["".join(sorted(part.words[i])) for i in positions]
    rng = random.Random(5)
    for width in (1, 2, 7, 16, 31):
        records = [bytes(rng.randrange(256) for _ in range(width)) for _ in range(50)]
        assert wordlist.sort_columns(b"".join(records), width) == b"".join(bytes(sorted(r)) for r in records)
