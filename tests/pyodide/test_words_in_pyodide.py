"""The word engine inside Pyodide reads the same committed files and finds the same words as CPython."""

from __future__ import annotations

import json

import pytest

from parlour import words
from tests.browser import pyodide_page, run_python

pytestmark = pytest.mark.browser

# Run as is in both runtimes: in Pyodide its last line is the answer, in CPython `results` is read back.
CHECKS = """
import json
from parlour import words

def by_length(candidate):
    return len(candidate.word)

results = {}
for name in sorted(words.LISTS):
    wl = words.load(name)
    results[name] = {
        "size": len(wl),
        "contains": [wl.contains(w) for w in ["zebra", "colour", "color", "london", "nasa", "qi", "aa", "cafe"]],
        "searches": [
            [c.word for c in wl.search(rack, min_length=3, limit=25, score=by_length)]
            for rack in ["tcaesrn", "qzxuieo", "lmnaeoprs", "bbeeooy"]
        ],
        "wild": [c.word for c in wl.search("qnt", min_length=3, wildcards=1, limit=25, score=by_length)],
    }
json.dumps(results)
"""


def test_lists_and_searches_match_cpython(context, site_url):
    page = context.new_page()
    version = pyodide_page(page, site_url, words.files_for("british"))
    assert version.startswith("3.1")
    in_pyodide = run_python(page, CHECKS)
    namespace: dict = {}
    exec(CHECKS, namespace)
    assert in_pyodide == json.loads(json.dumps(namespace["results"]))
    assert in_pyodide["british"]["size"] > in_pyodide["american"]["size"] > in_pyodide["common"]["size"]
