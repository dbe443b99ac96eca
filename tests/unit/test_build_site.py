"""The wheel as the site ships it: lean Python sources that keep every statement on its line and mean what the
repository's sources mean."""

from __future__ import annotations

import ast
import io
import tokenize
import zipfile
from pathlib import Path

import pytest

from tools import build_site

PACKAGE = Path(build_site.ROOT) / "py" / "parlour"
MODULES = sorted(PACKAGE.rglob("*.py"))


def program(source: str) -> tuple[str, list[tuple[str, int, int]]]:
    """What a module's code does, and where each of its nodes starts, its docstrings left out (a body that ends
    with one ends elsewhere, and nothing cares)."""
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) and node.body:
            first = node.body[0]
            if (
                isinstance(first, ast.Expr)
                and isinstance(first.value, ast.Constant)
                and isinstance(first.value.value, str)
            ):
                node.body = node.body[1:]
    places = [(type(n).__name__, n.lineno, n.col_offset) for n in ast.walk(tree) if isinstance(n, ast.stmt | ast.expr)]
    return ast.dump(tree), places


def test_the_package_has_modules_to_check():
    assert len(MODULES) > 50


@pytest.mark.parametrize("path", MODULES, ids=lambda p: str(p.relative_to(PACKAGE)))
def test_a_lean_module_is_the_same_program_on_the_same_lines(path):
    source = path.read_text(encoding="utf-8")
    lean = build_site.lean_source(source, str(path))
    assert not [t for t in tokenize.generate_tokens(io.StringIO(lean).readline) if t.type == tokenize.COMMENT]
    assert program(lean) == program(source)
    assert len(lean) <= len(source)


def test_comments_and_docstrings_go_and_strings_that_look_like_them_stay():
    source = '''"""A module.

Its second line."""

x = "# not a comment"  # a remark
y = """
not a docstring
"""


def f():  # café ☕
    """Ünïcode before the end."""; return x


class C:
    """Docs."""
'''
    lean = build_site.lean_source(source)
    assert lean.count("\n") == source.count("\n")
    for gone in ("A module", "second line", "a remark", "café", "Ünïcode", "Docs."):
        assert gone not in lean
    for kept in ('x = "# not a comment"', "not a docstring", "return x", "class C:"):
        assert kept in lean
    namespace: dict = {}
    exec(compile(lean, "lean", "exec"), namespace)
    assert namespace["f"]() == "# not a comment"


def test_the_site_wheel_keeps_its_headers_and_its_lean_modules(tmp_path):
    wheel = tmp_path / "parlour-0.0.0-py3-none-any.whl"
    with zipfile.ZipFile(wheel, "w") as archive:
        archive.writestr(
            "parlour-0.0.0.dist-info/METADATA", "Metadata-Version: 2.4\nName: parlour\n\n# Parlour\n\nprose\n"
        )
        archive.writestr("parlour/__init__.py", '"""The package."""\n\nVERSION = 1  # the first\n')
    site = build_site.site_wheel(wheel, tmp_path / "site.whl")
    with zipfile.ZipFile(site) as archive:
        assert {m.compress_type for m in archive.infolist()} == {zipfile.ZIP_STORED}
        assert archive.read("parlour-0.0.0.dist-info/METADATA") == b"Metadata-Version: 2.4\nName: parlour\n"
        assert archive.read("parlour/__init__.py") == b'""\n\nVERSION = 1  \n'
