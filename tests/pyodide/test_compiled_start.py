"""Python starts in the browser from bytecode: the build ships the standard library modules that Pyodide imports as it
starts compiled (tools/compile_pyc.mjs), since zipimport compiles a source on every fresh start and keeps nothing."""

from __future__ import annotations

import json

import pytest

pytestmark = pytest.mark.browser

# Pyodide started as the engine worker starts it; then which standard library modules came from source, and which
# from bytecode (frozen modules, built into Python, come from neither).
START = """async () => {
  const { loadPyodide } = await import(new URL("vendor/pyodide/pyodide.mjs", location.href).href);
  const py = await loadPyodide({
    indexURL: new URL("vendor/pyodide/", location.href).href,
    stdLibURL: new URL("vendor/pyodide/python_stdlib.parlour.zip", location.href).href,
  });
  return py.runPython(`
import json, sys
stdlib = next(entry for entry in sys.path if entry.endswith(".zip")) + "/"
origins = [getattr(module.__spec__, "origin", None) or "" for module in list(sys.modules.values())]
json.dumps(sorted(origin.removeprefix(stdlib) for origin in origins if origin.startswith(stdlib)))
`);
}"""


def test_the_modules_python_starts_with_are_compiled(context, site_url):
    page = context.new_page()
    page.goto(site_url + "build.json")
    loaded = json.loads(page.evaluate(START))
    assert "_pyodide/_base.pyc" in loaded and "encodings/__init__.pyc" in loaded, loaded
    assert [file for file in loaded if not file.endswith(".pyc")] == []
