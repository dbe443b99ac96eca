// Compile the standard library modules that Python imports as it starts, with the very Python that runs them in the
// browser (Pyodide's, here in Node), so that a fresh start imports their bytecode instead of compiling their source
// (tools/build_site.py, compile_startup).
//
//     node tools/compile_pyc.mjs PYODIDE_DIR STDLIB_ZIP WHEEL TARGET_ZIP
//
// Pyodide starts from STDLIB_ZIP (sources) and imports parlour.api from WHEEL, as the engine worker does; TARGET_ZIP
// is STDLIB_ZIP with each module then loaded from it as `x.pyc` instead of `x.py`: an unchecked hash-based pyc, which
// zipimport takes without comparing it with anything, without functions' docstrings (as `python -OO` has them; the
// standard library is written for that), its code named as zipimport names it. The other modules keep their source:
// bytecode is larger than its source and compresses less well, and they are imported later, if at all.
import fs from "node:fs";
import path from "node:path";

const [pyodideDir, stdlibZip, wheel, targetZip] = process.argv.slice(2);
const { loadPyodide } = await import(path.resolve(pyodideDir, "pyodide.mjs"));
const pyodide = await loadPyodide({ indexURL: path.resolve(pyodideDir) + "/", stdLibURL: path.resolve(stdlibZip) });
pyodide.FS.writeFile("/tmp/parlour.whl", fs.readFileSync(wheel));
pyodide.runPython(`
import ast, importlib.util, sys, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

sys.path.insert(0, "/tmp/parlour.whl")
import parlour.api

STDLIB = next(entry for entry in sys.path if entry.endswith(".zip"))
origins = [getattr(module.__spec__, "origin", None) or "" for module in list(sys.modules.values())]
loaded = {origin.removeprefix(STDLIB + "/") for origin in origins if origin.startswith(STDLIB + "/")}  # not "frozen"


def without_docstrings(tree):
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and ast.get_docstring(node, clean=False) is not None:
            node.body = node.body[1:] or [ast.Pass(lineno=node.body[0].lineno, col_offset=node.body[0].col_offset)]
    return tree


with zipfile.ZipFile(STDLIB) as source, zipfile.ZipFile("/tmp/target.zip", "w") as target:
    for member in source.infolist():
        data, filename = source.read(member), member.filename
        if filename in loaded:
            name = f"{STDLIB}/{filename}"
            code = compile(without_docstrings(ast.parse(data, name)), name, "exec", dont_inherit=True)
            data, filename = _code_to_hash_pyc(code, importlib.util.source_hash(data), checked=False), filename + "c"
        stored = zipfile.ZipInfo(filename, member.date_time)
        stored.external_attr = member.external_attr
        target.writestr(stored, data)
`);
fs.writeFileSync(targetZip, pyodide.FS.readFile("/tmp/target.zip"));
