"""Boot figures, measured in one Chromium run: time from navigation to a ready engine.

    python bench/boot.py [--runs 5]

Pages, interleaved run by run so the machine's drift hits all of them alike:
- app: the Parlour page until <html data-engine="ready"> (Pyodide booted, wheel installed, catalogue answered);
- bare: a page that boots the same vendored Pyodide in a module worker and runs ``1+1``;
- bare+unpack / bare+loadPackage / bare+micropip: the bare page plus the three ways to install our wheel.
Each is measured cold (a fresh browser profile: empty cache), warm (a reload in the same profile) and, for the
app, warm again once its interpreter snapshot is stored. Prints medians, the cold app/bare ratio (goal: at most
1.15) and the app's warm start with its snapshot (goal: at most 0.5 s).
"""

from __future__ import annotations

import argparse
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from tests.browser import SITE, launch_options, wait_until  # noqa: E402
from tools import serve  # noqa: E402

MARK_READY = """
new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.engine === "ready") {
    window.readyAt = performance.now();
    observer.disconnect();
  }
}).observe(document, { attributes: true, subtree: true });
"""

INSTALLS = {
    "bare": "",
    "bare+unpack": """
        const buffer = await (await fetch(site + wheel)).arrayBuffer();
        const purelib = py.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
        py.unpackArchive(buffer, "wheel", { extractDir: purelib });
        py.pyimport("parlour.api");""",
    "bare+loadPackage": """
        await py.loadPackage(site + wheel);
        py.pyimport("parlour.api");""",
    "bare+micropip": """
        await py.loadPackage(site + "bench-micropip/" + micropip);
        await py.pyimport("micropip").install(site + wheel);
        py.pyimport("parlour.api");""",
}


def bare_page(install: str, wheel: str, micropip: str) -> str:
    worker = f"""
        import {{ loadPyodide }} from "SITE/vendor/pyodide/pyodide.mjs";
        const site = "SITE", wheel = "{wheel}", micropip = "{micropip}";
        try {{
            const py = await loadPyodide({{ indexURL: site + "vendor/pyodide/" }});
            {install}
            py.runPython("1+1");
            postMessage("ready");
        }} catch (error) {{
            postMessage(String(error).slice(0, 300));
        }}
    """
    return f"""<!doctype html><html><head><link rel="icon" href="data:,"></head><body><script type="module">
        const source = {worker!r}.replaceAll("SITE", new URL("./", location.href).href);
        const url = URL.createObjectURL(new Blob([source], {{ type: "text/javascript" }}));
        new Worker(url, {{ type: "module" }}).onmessage = ({{ data }}) => {{
            if (data !== "ready") window.bootError = data;
            document.documentElement.dataset.engine = "ready";
        }};
    </script></body></html>"""


def download_micropip(into: Path) -> str:
    """micropip's wheel for Pyodide's Python (the npm package ships none): see PLATFORM-NOTES.md."""
    subprocess.run(
        [
            sys.executable,
            "-m",
            "pip",
            "download",
            "micropip==0.11.1",
            "--no-deps",
            "--python-version",
            "3.14",
            "--only-binary=:all:",
            "-d",
            str(into),
            "--quiet",
        ],
        check=True,
    )
    return next(into.glob("micropip-*.whl")).name


HAS_SNAPSHOT = "async () => (await (await caches.open('parlour-snapshots')).keys()).length > 0"


def measure(browser, url: str) -> tuple[float, float, float]:
    """(cold, warm, warm with snapshot) ms from navigation to ready, in a fresh profile (bare pages have no
    snapshot: their third figure is just another warm start)."""
    context = browser.new_context()
    context.add_init_script(MARK_READY)
    page = context.new_page()
    times = []
    for _ in range(3):  # cold; warm; warm again once the app's interpreter snapshot exists
        if len(times) == 2 and "bench-" not in url:
            wait_until(page, HAS_SNAPSHOT, timeout_s=30)
        page.goto(url) if not times else page.reload()
        page.wait_for_function("window.readyAt !== undefined", timeout=120_000)
        error = page.evaluate("window.bootError")
        times.append(float("nan") if error else page.evaluate("window.readyAt"))
        if error:
            print(f"{url}: {error}", file=sys.stderr)
    context.close()
    return tuple(times)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    wheel = json.loads((SITE / "build.json").read_text())["wheel"]
    with tempfile.TemporaryDirectory() as scratch:
        # A copy of the built site plus the bare pages and micropip's wheel, so every page is a plain file.
        site = Path(scratch) / "site"
        shutil.copytree(SITE, site)
        (site / "bench-micropip").mkdir()
        micropip = download_micropip(site / "bench-micropip")
        for name, code in INSTALLS.items():
            (site / f"bench-{name}.html").write_text(bare_page(code, wheel, micropip))
        server = serve.start(site)
        base = f"http://127.0.0.1:{server.server_port}/"
        targets = {"app": "", **{name: f"bench-{name}.html" for name in INSTALLS}}
        results: dict[str, list[tuple[float, float, float]]] = {name: [] for name in targets}
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(**launch_options())
            for _ in range(args.runs):
                for name, path in targets.items():
                    results[name].append(measure(browser, base + path))
            browser.close()
        server.shutdown()

    print(f"Boot to a ready engine, median of {args.runs} interleaved runs (ms):")
    print(f"{'page':<18}{'cold':>8}{'warm':>8}{'warm+snapshot':>15}")
    medians = {}
    for name, runs in results.items():
        medians[name] = [statistics.median(r[i] for r in runs) for i in range(3)]
        cold, warm, snap = medians[name]
        print(f"{name:<18}{cold:>8.0f}{warm:>8.0f}{snap:>15.0f}")
    app, bare = medians["app"], medians["bare"]
    print(f"app / bare, cold: {app[0] / bare[0]:.2f} (goal <= 1.15)")
    print(f"app, warm with its snapshot: {app[2]:.0f} ms (goal <= 500)")


if __name__ == "__main__":
    main()
