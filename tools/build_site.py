"""Build the static site: the parlour wheel, the page, and Pyodide's core and the browser modules vendored
from node_modules.

    python tools/build_site.py [--out dist/site]

The output folder is all a static host needs. ``build.json`` lists every file with its size and content
hash: the page reads it for the wheel's name and the progress bar's byte totals. Beside every file that
compresses, the build writes its brotli (``.br``) and gzip (``.gz``) copies, which ``tools/serve.py`` and a
static host set up for it (README, "Serving the site") send to a browser that accepts them.
"""

from __future__ import annotations

import argparse
import ast
import gzip
import hashlib
import io
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import tokenize
import zipfile
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import brotli

ROOT = Path(__file__).resolve().parent.parent
PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "pyodide-lock.json")
# Python's standard library as the site ships it: only what the engine imports (tools/stdlib-keep.txt), its members
# stored uncompressed, so that brotli compresses the whole file (0.6 MB on the wire instead of 2.5 MB) and imports
# read it without inflating. The engine worker passes it to loadPyodide as stdLibURL.
STDLIB = "python_stdlib.parlour.zip"
STDLIB_KEEP = ROOT / "tools" / "stdlib-keep.txt"
PAGE_ITEMS = ("index.html", "manifest.webmanifest", "js", "css")
SERVICE_WORKER = "js/service-worker.js"
WORDLIST_SUFFIXES = (".bin", ".txt", ".gz", ".zz", ".z")
# ES modules the page imports by bare name (loaded only when a feature needs them), as
# specifier -> (npm package, its entry file): the build copies each package's module files into vendor/ and
# writes the import map into index.html, so the page never names a CDN.
BROWSER_MODULES = {
    "@trystero-p2p/nostr": ("@trystero-p2p/nostr", "dist/index.mjs"),
    "@trystero-p2p/core": ("@trystero-p2p/core", "dist/index.mjs"),
    "@noble/secp256k1": ("@noble/secp256k1", "index.js"),
    "lean-qr": ("lean-qr", "index.mjs"),
    "lean-qr/extras/svg": ("lean-qr", "extras/svg.mjs"),
}
RELATIVE_IMPORT = re.compile(r"""(?:from|import)\s*\(?\s*["'](\.{1,2}/[^"']+)["']""")
IMPORT_MAP_SLOT = '<script type="importmap">{}</script>'
# Files that may compress, by suffix; a copy is written only where it saves at least MIN_SAVING.
COMPRESSIBLE = {".wasm", ".zip", ".whl", ".js", ".mjs", ".css", ".json", ".bin", ".txt", ".html", ".svg"}
COMPRESSIBLE.add(".webmanifest")
ENCODINGS = {"br": ".br", "gzip": ".gz"}
MIN_SAVING = 0.05
# Brotli's best quality takes 24 s on pyodide.asm.wasm (9.6 MB) on one core here, for 2.74 MB; quality 10
# with a 4 MB window takes 15 s for 2.79 MB, quality 9 takes 1.3 s for 3.10 MB. Files over LARGE get quality
# 10 (the wasm, the standard library: 18 s of CPU), the rest 11 (8 s in all), and every copy is kept in a cache
# by content hash, outside the work tree like pip's (PARLOUR_BUILD_CACHE, else $XDG_CACHE_HOME/parlour, else
# ~/.cache/parlour), so that only a new Pyodide or a new machine pays for it, not every clone or CI run.
LARGE = 4_000_000
CACHE = (
    Path(os.environ["PARLOUR_BUILD_CACHE"])
    if os.environ.get("PARLOUR_BUILD_CACHE")
    else Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "parlour"
) / "precompressed"


def build_wheel(into: Path) -> Path:
    with tempfile.TemporaryDirectory() as scratch:
        subprocess.run(
            [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", scratch, str(ROOT)],
            check=True,
            stdout=subprocess.DEVNULL,
        )
        (wheel,) = Path(scratch).glob("parlour-*.whl")
        return site_wheel(wheel, into / wheel.name)


def site_wheel(wheel: Path, into: Path) -> Path:
    """The wheel as the site ships it. Its members are stored uncompressed: brotli then compresses across them (178
    KB on the wire instead of 260 KB deflated, before the sources were lean), and zipimport reads them without
    inflating. Its Python sources are lean (`lean_source`), and its metadata keeps its headers without the long
    description, which is the README: a page imports the package and reads no prose (110 KB on the wire with brotli
    instead of 178, 137 KB gzipped instead of 228)."""
    with zipfile.ZipFile(wheel) as source, zipfile.ZipFile(into, "w", zipfile.ZIP_STORED) as target:
        for member in source.infolist():
            data = source.read(member)
            if member.filename.endswith(".py"):
                data = lean_source(data.decode("utf-8"), member.filename).encode("utf-8")
            elif member.filename.endswith(".dist-info/METADATA"):
                data = data.split(b"\n\n", 1)[0] + b"\n"
            copy = zipfile.ZipInfo(member.filename, member.date_time)
            copy.external_attr = member.external_attr
            target.writestr(copy, data)
    return into


def lean_source(source: str, name: str = "<source>") -> str:
    """Python source without its comments and without the text of its docstrings (each becomes an empty string over
    as many lines), every statement left on its line, so that a traceback from the browser names the repository's
    lines. Nothing in the engine reads a docstring at run time; tests/unit/test_build_site.py holds every module of
    the package to the same syntax tree, docstrings aside."""
    lines = source.splitlines(keepends=True)
    starts = [0]
    for line in lines:
        starts.append(starts[-1] + len(line))

    def offset(row: int, column: int, in_bytes: bool = False) -> int:
        text = lines[row - 1]
        return starts[row - 1] + (len(text.encode("utf-8")[:column].decode("utf-8")) if in_bytes else column)

    cuts = []  # (from, to, replacement), as offsets in `source`
    for node in ast.walk(ast.parse(source, name)):
        if not isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef) or not node.body:
            continue
        first = node.body[0]
        if not (isinstance(first, ast.Expr) and isinstance(first.value, ast.Constant)):
            continue
        if not isinstance(first.value.value, str):
            continue
        doc = first.value  # ast's columns count bytes
        end_row, end_column = doc.end_lineno or doc.lineno, doc.end_col_offset or 0
        rows = end_row - doc.lineno
        blank = '"""' + "\n" * rows + '"""' if rows else '""'
        cuts.append((offset(doc.lineno, doc.col_offset, True), offset(end_row, end_column, True), blank))
    for token in tokenize.generate_tokens(io.StringIO(source).readline):
        if token.type == tokenize.COMMENT:
            cuts.append((offset(*token.start), offset(*token.end), ""))
    for start, end, replacement in sorted(cuts, reverse=True):
        source = source[:start] + replacement + source[end:]
    return source


def vendor_pyodide(into: Path) -> None:
    source = ROOT / "node_modules" / "pyodide"
    if not source.is_dir():
        sys.exit("node_modules/pyodide is missing: run `npm ci` first (make does this).")
    target = into / "vendor" / "pyodide"
    target.mkdir(parents=True)
    for name in PYODIDE_FILES:
        shutil.copy2(source / name, target / name)
    shutil.copy2(source / "package.json", target / "package.json")
    trim_stdlib(source / "python_stdlib.zip", target / STDLIB)
    # V8 compiles a script's functions lazily and its code cache keeps only what was compiled, so every start
    # compiled most of Pyodide's 1.2 MB of JS glue again as it ran. This magic comment (V8's explicit compile
    # hints, Chromium 136+; a plain comment elsewhere) has it all compiled at load and kept in the code cache:
    # warm starts ~30 ms sooner, the first visit ~0.1 s later (README, "Warm starts").
    glue = target / "pyodide.asm.mjs"
    glue.write_text("//# allFunctionsCalledOnLoad\n" + glue.read_text(encoding="utf-8"), encoding="utf-8")


def trim_stdlib(full: Path, into: Path) -> None:
    """Pyodide's standard library zip, trimmed to the modules and packages named in tools/stdlib-keep.txt."""
    names = [line.strip() for line in STDLIB_KEEP.read_text().splitlines() if line.strip() and line[0] != "#"]
    modules = {f"{name}.py" for name in names if not name.endswith("/")}
    packages = tuple(name for name in names if name.endswith("/"))
    with zipfile.ZipFile(full) as source, zipfile.ZipFile(into, "w", zipfile.ZIP_STORED) as trimmed:
        for member in source.infolist():
            if member.filename in modules or member.filename.startswith(packages):
                stored = zipfile.ZipInfo(member.filename, member.date_time)
                stored.external_attr = member.external_attr
                trimmed.writestr(stored, source.read(member), compress_type=zipfile.ZIP_STORED)
        missing = modules - set(trimmed.namelist())
    if missing:
        sys.exit(f"tools/stdlib-keep.txt names modules that Pyodide's standard library lacks: {sorted(missing)}")


def compile_startup(site: Path, wheel: Path) -> None:
    """The standard library modules that Python imports as it starts shipped compiled, by Pyodide's Python in Node
    (tools/compile_pyc.mjs).

    Pyodide's python_stdlib.zip holds sources only, and zipimport keeps nothing it compiles: a fresh start compiled
    every module it imported, 1.4 s of the 2.1 s that Python took to start (in Node; as much in Chromium), most of it
    Pyodide's own modules, before any of ours."""
    node = shutil.which("node")
    if not node:
        sys.exit("node is missing: the build compiles Python's start-up modules with Pyodide in Node.")
    stdlib = site / "vendor" / "pyodide" / STDLIB
    with tempfile.TemporaryDirectory() as scratch:
        compiled = Path(scratch) / STDLIB
        script, pyodide = ROOT / "tools" / "compile_pyc.mjs", ROOT / "node_modules" / "pyodide"
        subprocess.run([node, str(script), str(pyodide), str(stdlib), str(wheel), str(compiled)], check=True)
        shutil.move(compiled, stdlib)


def module_graph(entry: Path) -> list[Path]:
    """The entry module and every module it imports by relative path, transitively."""
    found, todo = [], [entry]
    while todo:
        module = todo.pop()
        if module in found:
            continue
        found.append(module)
        for relative in RELATIVE_IMPORT.findall(module.read_text()):
            todo.append((module.parent / relative).resolve())
    return found


def vendor_browser_modules(into: Path) -> None:
    """Copy each package's module graph (and licence) into vendor/, and write the page's import map."""
    imports = {}
    for specifier, (package, entry) in BROWSER_MODULES.items():
        source = (ROOT / "node_modules" / package).resolve()
        if not (source / entry).is_file():
            sys.exit(f"node_modules/{package} is missing: run `npm ci` first (make does this).")
        target = into / "vendor" / package.replace("@", "").replace("/", "-")
        for path in [*module_graph(source / entry), source / "LICENSE"]:
            relative = path.relative_to(source)
            (target / relative.parent).mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, target / relative)
        imports[specifier] = "./" + (target / entry).relative_to(into).as_posix()
    page = into / "index.html"
    html = page.read_text()
    if IMPORT_MAP_SLOT not in html:
        sys.exit(f"index.html has no {IMPORT_MAP_SLOT} for the build to fill.")
    import_map = json.dumps({"imports": imports}, sort_keys=True)
    page.write_text(html.replace(IMPORT_MAP_SLOT, f'<script type="importmap">{import_map}</script>'))


WASM_SLOT = 'const WASM_SHA256 = "";'


def address_wasm(site: Path) -> None:
    """Write the wasm's sha256 into the engine worker: it fetches the wasm by that content address, and so can start
    compiling it as its script runs instead of once it has read build.json."""
    worker = site / "js" / "engine-worker.js"
    text = worker.read_text()
    if WASM_SLOT not in text:
        sys.exit(f"js/engine-worker.js has no {WASM_SLOT} for the build to fill.")
    digest = hashlib.sha256((site / "vendor" / "pyodide" / "pyodide.asm.wasm").read_bytes()).hexdigest()
    worker.write_text(text.replace(WASM_SLOT, f'const WASM_SHA256 = "{digest}";'))


MAIN_SCRIPT = '<script type="module" src="js/main.js"></script>'
LAZY_MODULES = "js/games/"  # a game's renderer loads when a match of it opens


def preload_modules(site: Path) -> None:
    """``<link rel="modulepreload">`` in index.html for every module the home screen needs, so the browser fetches
    them all at once instead of one level of imports after another (each a round trip: on a 40 ms link the home
    screen's modules came in three waves, done 0.77 s after navigation). Games' renderers are left to load when
    a match opens; what only they import is not listed either."""
    found, todo = [], [site / "js" / "main.js"]
    while todo:
        module = todo.pop(0)
        if module in found or module.relative_to(site).as_posix().startswith(LAZY_MODULES):
            continue
        found.append(module)
        todo.extend((module.parent / relative).resolve() for relative in RELATIVE_IMPORT.findall(module.read_text()))
    page = site / "index.html"
    html = page.read_text()
    if MAIN_SCRIPT not in html:
        sys.exit(f"index.html has no {MAIN_SCRIPT} to put the module preloads before.")
    # After main.js, in the order they were found (main.js's own imports first: engine.js starts the engine): with six
    # connections to a host, the first requests go first.
    links = "".join(
        f'\n    <link rel="modulepreload" href="{path.relative_to(site).as_posix()}">' for path in found[1:]
    )
    page.write_text(html.replace(MAIN_SCRIPT, MAIN_SCRIPT + links))


def copy_wordlists(into: Path) -> None:
    """The word lists (the page builds their search index: parlour.words.store says why)."""
    source = ROOT / "wordlists"
    target = into / "wordlists"
    target.mkdir()
    for path in sorted(source.iterdir()):
        if path.is_file() and (path.suffix in WORDLIST_SUFFIXES or path.name == "LICENSES"):
            shutil.copy2(path, target / path.name)


def write_catalogue(site: Path) -> None:
    """The home screen's list of games, from the same Python the wheel carries: the page draws it without
    importing any game's rules in the browser."""
    sys.path.insert(0, str(ROOT / "py"))
    from parlour import api

    (site / "catalogue.json").write_text(json.dumps(api.catalogue({}), sort_keys=True))


def is_copy(path: Path) -> bool:
    """A compressed copy the build wrote beside a file of the site (``x.js.br`` beside ``x.js``)."""
    return path.suffix in ENCODINGS.values() and path.with_suffix("").is_file()


def file_table(site: Path) -> dict:
    files = {}
    for path in sorted(p for p in site.rglob("*") if p.is_file() and not is_copy(p)):
        data = path.read_bytes()
        files[path.relative_to(site).as_posix()] = {"bytes": len(data), "sha256": hashlib.sha256(data).hexdigest()}
    return files


def compressed(data: bytes, sha256: str, encoding: str) -> bytes:
    """``data`` compressed for the Content-Encoding ``encoding``, from the cache when it was done before."""
    quality = 10 if len(data) > LARGE else 11
    cached = CACHE / f"{sha256}.{encoding}{quality if encoding == 'br' else ''}"
    if cached.is_file():
        return cached.read_bytes()
    if encoding == "br":
        out = brotli.compress(data, quality=quality, lgwin=22)
    else:
        out = gzip.compress(data, compresslevel=9, mtime=0)
    CACHE.mkdir(parents=True, exist_ok=True)
    scratch = cached.with_suffix(f".{os.getpid()}.tmp")
    scratch.write_bytes(out)
    scratch.replace(cached)  # whole or not at all, should two builds run at once
    return out


def precompress(site: Path, path: str, sha256: str | None = None) -> dict[str, int]:
    """Write the brotli and gzip copies of one file of the site if they are worth it; their sizes in bytes."""
    source = site / path
    for suffix in ENCODINGS.values():
        source.with_name(source.name + suffix).unlink(missing_ok=True)
    if source.suffix not in COMPRESSIBLE:
        return {}
    data = source.read_bytes()
    sha256 = sha256 or hashlib.sha256(data).hexdigest()
    sizes = {}
    for encoding, suffix in ENCODINGS.items():
        out = compressed(data, sha256, encoding)
        if len(out) > (1 - MIN_SAVING) * len(data):
            return {}  # gzip first: where it saves nothing, brotli's long work is not done
        source.with_name(source.name + suffix).write_bytes(out)
        sizes[encoding] = len(out)
    return sizes


def build(out: Path) -> dict:
    out = out.resolve()  # the module preloads are found by resolved paths: `make build` gives a relative one
    if out.exists():
        shutil.rmtree(out)
    out.mkdir(parents=True)
    for item in PAGE_ITEMS:
        source = ROOT / item
        (shutil.copytree if source.is_dir() else shutil.copy2)(source, out / item)
    vendor_pyodide(out)
    address_wasm(out)
    vendor_browser_modules(out)
    preload_modules(out)
    copy_wordlists(out)
    write_catalogue(out)
    wheel = build_wheel(out)
    compile_startup(out, wheel)
    return seal(out, wheel.name)


def seal(site: Path, wheel: str) -> dict:
    """Write build.json and sw.js for the files now in ``site``: its version is a hash of their contents."""
    for path in site.rglob("*"):
        if path.is_file() and is_copy(path):
            path.unlink()
    (site / "build.json").unlink(missing_ok=True)
    (site / "sw.js").unlink(missing_ok=True)
    files = file_table(site)
    version = hashlib.sha256(json.dumps(files, sort_keys=True).encode()).hexdigest()[:12]
    # The compressed sizes go into build.json (the boot progress counts what is downloaded), not into the version.
    with ThreadPoolExecutor(max_workers=2) as pool:  # brotli and zlib let go of the GIL
        sizes = dict(zip(files, pool.map(lambda p: precompress(site, p, files[p]["sha256"]), files), strict=True))
    for path, encoded in sizes.items():
        files[path].update(encoded)
    manifest = {"version": version, "wheel": wheel, "files": files}
    (site / "build.json").write_text(json.dumps(manifest, indent=1, sort_keys=True))
    write_service_worker(site, version, files)
    precompress(site, "build.json")
    precompress(site, "sw.js")
    return manifest


def write_service_worker(site: Path, version: str, files: dict) -> None:
    """sw.js at the site's root (its scope is the whole site), with this build's files and hashes written in.

    A new build changes these bytes, which is how browsers notice an update."""
    precache = {path: info["sha256"] for path, info in files.items() if path != SERVICE_WORKER}
    precache["build.json"] = hashlib.sha256((site / "build.json").read_bytes()).hexdigest()
    build = json.dumps({"version": version, "files": precache}, sort_keys=True)
    template = (ROOT / SERVICE_WORKER).read_text()
    (site / "sw.js").write_text(f"self.PARLOUR_BUILD = {build};\n{template}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=ROOT / "dist" / "site")
    args = parser.parse_args()
    manifest = build(args.out)
    total = sum(f["bytes"] for f in manifest["files"].values())
    br = sum(f.get("br", f["bytes"]) for f in manifest["files"].values())
    print(
        f"Built {args.out} ({len(manifest['files'])} files, {total / 1e6:.1f} MB, {br / 1e6:.1f} MB with brotli, "
        f"version {manifest['version']})"
    )


if __name__ == "__main__":
    main()
