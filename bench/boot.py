"""Boot figures, measured in one Chromium run: time from navigation to playable.

    python bench/boot.py [--runs 5] [--installs] [--app NAME=SITE_DIR ...] [--starts 3] [--pause-s 3]
    python bench/boot.py --network [--runs 3] [--app NAME=SITE_DIR ...]

Pages:
- app: the Parlour page until it is playable: the engine is ready (<html data-engine="ready">: Pyodide booted,
  the wheel installed, Python answered a first API call) and the home screen's "New game" buttons are painted
  (the frame after they are inserted).
  A game really starts from there: opening a match is one more engine call, with nothing left to load first.
- bare: a page that boots the same vendored Pyodide in a module worker and runs ``1+1``;
- with --installs, bare+zipimport / bare+unpack / bare+loadPackage / bare+micropip: the bare page plus four
  ways to install our wheel and import parlour.api (the README's "Installing the wheel");
- with --app NAME=DIR, other builds of the app (a variant under test), measured like app.

Each run gives every page a fresh persistent Chromium profile, as a player's browser is: an incognito context
(Playwright's default) never reuses the code Chromium compiled for pyodide.asm.wasm, a player's profile does. The
bench starts those Chromiums itself and drives each through the DevTools protocol on its page alone: Playwright
attaches a debugger to every worker, which made each start of the engine worker 40-100 ms slower than in a player's
browser (DevToolsPage).
In it: cold (empty caches), warm (a reload right after: the app has no snapshot yet), then, once the app's
interpreter snapshot is stored, --starts more reloads, taken round-robin over the pages with --pause-s of idle
before each (so the machine's drift hits every page alike, and one page's background compiling does not fall
in another's start): "warm+snapshot" is their median. Bare pages have no snapshot: that column is just more
warm starts of theirs.

Prints medians, each app build's ratios to bare and to the first app, the app's cold/bare ratio (goal: at most
1.15), its warm start with its snapshot (goal: at most 0.2x bare's warm start, or 0.5 s where bare's is 2.5 s or
less) and when its home screen is painted (at most 0.2 s), and where that start spends its time: the phases
the engine worker marks (js/engine-worker.js) on the page's time line, up to the home screen painted.

With --network, first visits instead, through Chrome's network emulation (DevTools' Network.emulateNetworkConditions
on the page and on its engine worker; 20 Mbit/s with 40 ms of latency, then 5 Mbit/s): a fresh profile each,
the home screen painted, the engine ready, the bytes the server sent until then (bodies, as sent: compressed
where the client took a compressed copy) and once the service worker has cached the build, then a warm start
with the snapshot through the same link. Goals (issue #22): at 20 Mbit/s home <= 0.8 s and engine <= 4 s; at
5 Mbit/s engine <= 10 s.

The machine is shared: compare pages within one run, never runs with each other. Last measured, idle, since the
bench drives Chromium without Playwright: app warm+snapshot 394, 411 and 413 ms (0.19x, 0.21x and 0.20x bare warm),
home painted at 132-159 ms, cold app/bare 0.46-0.48. README, "Warm starts", has the phases, what was tried and the
figures measured through Playwright before.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import http.server
import itertools
import json
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path
from typing import ClassVar

from websockets.sync.client import connect

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from tests.browser import SITE, launch_options, wait_until  # noqa: E402
from tools import serve  # noqa: E402

# Marks on the page's time line (ms since navigation): the engine ready, the home screen inserted and then
# painted (the next frame after it), and playable: both the engine ready and the home screen painted. Bare pages
# only set data-engine.
PLAYABLE_MESSAGE = "bench: playable"
MARK_READY = """
window.bootMarks = {};
const isApp = () => document.querySelector("[data-testid=boot], [data-testid^=new-]") !== null;
const settle = () => {
  const marks = window.bootMarks;
  if (marks.engine !== undefined && (!isApp() || marks.homePainted !== undefined)) {
    if (marks.playable === undefined) {
      marks.playable = Math.max(marks.engine, marks.homePainted ?? 0);
      console.debug(PLAYABLE_MESSAGE);
    }
  }
};
new MutationObserver((_, observer) => {
  const marks = window.bootMarks;
  if (document.documentElement.dataset.engine === "ready") marks.engine ??= performance.now();
  if (marks.home === undefined && document.querySelector("[data-testid^=new-]")) {
    marks.home = performance.now();
    requestAnimationFrame(() => setTimeout(() => ((marks.homePainted = performance.now()), settle())));
  }
  settle();
  if (marks.playable !== undefined) observer.disconnect();
}).observe(document, { attributes: true, childList: true, subtree: true });
""".replace("PLAYABLE_MESSAGE", json.dumps(PLAYABLE_MESSAGE))

# The worker's phase marks (absolute ms) put on the page's time line.
PHASES = """() => {
  const phases = window.parlourBootPhases ?? {};
  const relative = Object.fromEntries(Object.entries(phases).filter(([k]) => !k.endsWith("Bytes"))
    .map(([k, v]) => [k, v - performance.timeOrigin]));
  return { ...relative, ...window.bootMarks, snapshotBytes: phases.snapshotBytes };
}"""

PHASE_NAMES = {
    "worker-created": "engine worker created (page, main.js, engine.js loaded)",
    "worker": "engine worker's script running",
    "snapshot-found": "snapshot found in Cache Storage",
    "build-json": "build.json read",
    "wasm-compile": "pyodide.asm.wasm: compile started",
    "asm-mjs": "pyodide.asm.mjs loaded",
    "snapshot-read": "snapshot read",
    "wasm-compiled": "wasm compiled",
    "wasm-instantiated": "wasm instantiated",
    "python-started": "loadPyodide done (snapshot restored)",
    "wheel-installed": "wheel written to the file system",
    "first-call": "first API call answered",
    "ready": "worker posts ready",
    "engine": "page: data-engine=ready",
    "home": "page: home screen inserted",
    "homePainted": "page: home screen painted (next frame)",
    "playable": "playable",
}

INSTALLS = {
    "bare+zipimport": """
        const buffer = await (await fetch(site + wheel)).arrayBuffer();
        py.FS.writeFile("/lib/parlour.whl", new Uint8Array(buffer));
        py.runPython("import sys; sys.path.insert(0, '/lib/parlour.whl')");
        py.pyimport("parlour.api");""",
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
ALL_CACHED = """async () => {
  const registration = await navigator.serviceWorker.getRegistration();
  const build = await (await fetch("build.json")).json();
  const cached = await (await caches.open(`parlour-site-${build.version}`)).keys();
  return Boolean(registration?.active) && cached.length > Object.keys(build.files).length;
}"""
# Chrome's network emulation: name -> (bits per second, latency in ms).
NETWORKS = {"20 Mbit/s, 40 ms": (20e6, 40), "5 Mbit/s, 40 ms": (5e6, 40)}


class CountingHandler(serve.SiteHandler):
    """The site's server, counting the bytes of the bodies it sends (into ``sent``, a one-item list)."""

    sent: ClassVar[list[int]] = [0]

    def copyfile(self, source, outputfile) -> None:
        data = source.read()
        type(self).sent[0] += len(data)
        outputfile.write(data)


def counting_server(directory: Path):
    handler = type("Counter", (CountingHandler,), {"sent": [0]})
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(handler, directory=str(directory)))
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, handler.sent


def emulate(context, page, bits_per_s: float, latency_ms: float) -> None:
    """Throttle the page and every worker it starts (the engine's and the service worker's requests count)."""
    conditions = {
        "offline": False,
        "latency": latency_ms,
        "downloadThroughput": bits_per_s / 8,
        "uploadThroughput": bits_per_s / 8,
    }
    session = context.new_cdp_session(page)
    session.send("Network.enable")
    session.send("Network.emulateNetworkConditions", conditions)
    # Workers are targets of their own: attach to each as it starts, paused, throttle it, then let it run.
    session.on(
        "Target.attachedToTarget",
        lambda event: throttle_target(session, event["sessionId"], conditions),
    )
    session.send("Target.setAutoAttach", {"autoAttach": True, "waitForDebuggerOnStart": True, "flatten": False})
    return session


def throttle_target(session, target_session: str, conditions: dict) -> None:
    for method, params in (
        ("Network.enable", {}),
        ("Network.emulateNetworkConditions", conditions),
        ("Runtime.runIfWaitingForDebugger", {}),
    ):
        try:
            session.send(
                "Target.sendMessageToTarget",
                {"sessionId": target_session, "message": json.dumps({"id": 1, "method": method, "params": params})},
            )
        except Exception as error:  # a target that went away
            print(f"worker not throttled: {error}", file=sys.stderr)


def first_visits(playwright, targets: dict[str, tuple[str, list[int]]], runs: int) -> dict:
    """Per network and page: first visits in fresh profiles, then a warm start with the snapshot."""
    results: dict = {net: {name: [] for name in targets} for net in NETWORKS}
    for _ in range(runs):
        for net, (bits, latency) in NETWORKS.items():
            for name, (url, sent) in targets.items():
                with tempfile.TemporaryDirectory(prefix="parlour-bench-first-") as profile:
                    context = playwright.chromium.launch_persistent_context(profile, **launch_options())
                    context.add_init_script(MARK_READY)
                    page = context.pages[0] if context.pages else context.new_page()
                    emulate(context, page, bits, latency)
                    sent[0] = 0
                    marks = start(page, url)
                    marks["sentReady"] = sent[0]
                    wait_until(page, ALL_CACHED, timeout_s=300)
                    marks["sentCached"] = sent[0]
                    wait_until(page, HAS_SNAPSHOT, timeout_s=60)
                    page.wait_for_timeout(1000)
                    marks["warm"] = start(page, None)["playable"]
                    results[net][name].append(marks)
                    context.close()
    return results


def print_first_visits(results: dict, runs: int) -> None:
    print(f"First visit, fresh profile, Chrome's network emulation (median of {runs}; ms after navigation, MB sent):")
    head = f"{'network':<18}{'page':<10}{'home painted':>14}{'engine ready':>14}{'playable':>10}"
    print(head + f"{'MB to ready':>13}{'MB cached':>11}{'warm+snap':>11}")
    for net, pages in results.items():
        for name, rows in pages.items():
            cells = [median(r.get(k) for r in rows) for k in ("homePainted", "engine", "playable")]
            sent = [median(r.get(k) for r in rows) / 1e6 for k in ("sentReady", "sentCached")]
            warm = median(r.get("warm") for r in rows)
            print(
                f"{net:<18}{name:<10}"
                + "".join(f"{c:>14.0f}" for c in cells[:2])
                + f"{cells[2]:>10.0f}"
                + f"{sent[0]:>13.2f}{sent[1]:>11.2f}{warm:>11.0f}"
            )
    print("Goals: at 20 Mbit/s home painted <= 800 ms, engine ready <= 4000 ms; at 5 Mbit/s engine ready <= 10000 ms.")


def start(page, url: str | None) -> dict:
    """Navigate (or reload) a Playwright page and wait until playable; returns the marks (ms since navigation). Only
    first visits go through Playwright, for its network emulation of the page's workers."""
    # Waiting for a console message injects nothing into the page; polling it with wait_for_function would put
    # Playwright's script (330 KB) on the page's thread in the middle of the start it measures.
    with page.expect_console_message(lambda message: message.text == PLAYABLE_MESSAGE, timeout=120_000):
        page.goto(url) if url else page.reload()
    error = page.evaluate("window.bootError")
    if error:
        print(f"{page.url}: {error}", file=sys.stderr)
        return {"playable": float("nan")}
    return page.evaluate(PHASES)


class DevToolsPage:
    """A Chromium the bench starts itself on a persistent profile, driven through the DevTools protocol on its one
    page alone. Playwright attaches to every worker a page starts, and a worker with a debugger attached does work
    that no player's browser does (it collects the source positions of Pyodide's glue for stack traces, among other
    things): warm starts with the snapshot of one profile, taken in turns, were 40-100 ms slower through Playwright
    (medians of 12 starts in three runs: 462 against 365, 481 against 438, 496 against 422 ms; README, "Warm
    starts")."""

    def __init__(self, executable: str, args: list[str], profile: Path) -> None:
        self.command = [executable, *args, f"--user-data-dir={profile}", "--remote-debugging-port=0", "about:blank"]
        self.profile = profile
        self.ids = itertools.count(1)

    def __enter__(self) -> DevToolsPage:
        self.profile.mkdir(parents=True, exist_ok=True)
        with contextlib.ExitStack() as stack:
            process = subprocess.Popen(self.command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            stack.callback(process.wait)
            stack.callback(process.terminate)
            port_file = self.profile / "DevToolsActivePort"  # Chromium writes the port it chose there
            deadline = time.monotonic() + 30
            while not (port_file.exists() and port_file.read_text().strip()):
                if time.monotonic() > deadline or process.poll() is not None:
                    raise RuntimeError(f"Chromium did not open its DevTools port: {self.command[0]}")
                time.sleep(0.05)
            port = int(port_file.read_text().split()[0])
            with urllib.request.urlopen(f"http://127.0.0.1:{port}/json/list") as answer:
                page = next(target for target in json.load(answer) if target["type"] == "page")
            self.socket = stack.enter_context(connect(page["webSocketDebuggerUrl"], max_size=None))
            self.call("Page.enable")
            self.call("Runtime.enable")
            self.call("Page.addScriptToEvaluateOnNewDocument", {"source": MARK_READY})
            self.running = stack.pop_all()
        return self

    def __exit__(self, *failure) -> None:
        self.running.close()

    def send(self, method: str, params: dict | None = None) -> int:
        message_id = next(self.ids)
        self.socket.send(json.dumps({"id": message_id, "method": method, "params": params or {}}))
        return message_id

    def call(self, method: str, params: dict | None = None) -> dict:
        """The answer to one command; the events that come meanwhile are dropped."""
        message_id = self.send(method, params)
        while True:
            message = json.loads(self.socket.recv(timeout=120))
            if message.get("id") == message_id:
                if "error" in message:
                    raise RuntimeError(f"{method}: {message['error']}")
                return message["result"]

    def evaluate(self, expression: str):
        answer = self.call("Runtime.evaluate", {"expression": expression, "returnByValue": True, "awaitPromise": True})
        if "exceptionDetails" in answer:
            raise RuntimeError(f"{expression[:60]}: {answer['exceptionDetails'].get('text')}")
        return answer["result"].get("value")

    def wait_until(self, predicate: str, timeout_s: float) -> None:
        deadline = time.monotonic() + timeout_s
        while not self.evaluate(f"({predicate})()"):
            if time.monotonic() > deadline:
                raise TimeoutError(predicate)
            time.sleep(0.3)

    def start(self, url: str | None) -> dict:
        """Navigate (or reload) and wait until playable; returns the marks (ms since navigation). The page is not
        polled meanwhile: the start is over when the page says so on its console."""
        self.send("Page.navigate", {"url": url}) if url else self.send("Page.reload")
        while True:
            message = json.loads(self.socket.recv(timeout=120))
            if message.get("method") == "Runtime.consoleAPICalled" and [
                arg.get("value") for arg in message["params"]["args"]
            ] == [PLAYABLE_MESSAGE]:
                break
        error = self.evaluate("window.bootError")
        if error:
            print(f"{url or 'reload'}: {error}", file=sys.stderr)
            return {"playable": float("nan")}
        return self.evaluate(f"({PHASES})()")


def one_run(executable: str, targets: dict[str, str], builds: dict, starts: int, pause_s: float) -> dict[str, dict]:
    """Every page in a fresh persistent profile: cold and warm starts page after page, then the starts with
    the snapshot taken round-robin, so that drift of the machine's load hits every page alike."""
    results, pages = {}, {}
    args = launch_options()["args"]
    with tempfile.TemporaryDirectory(prefix="parlour-bench-profiles-") as profiles, contextlib.ExitStack() as stack:
        for name, url in targets.items():
            page = pages[name] = stack.enter_context(DevToolsPage(executable, args, Path(profiles) / name))
            results[name] = {"cold": page.start(url), "warm": page.start(None), "snapshot": []}
        for name, page in pages.items():
            if name in builds:
                page.wait_until(HAS_SNAPSHOT, timeout_s=60)
        for _ in range(starts):
            for name, page in pages.items():
                time.sleep(pause_s)  # the previous start's background compiling settles
                results[name]["snapshot"].append(page.start(None))
                if name in builds and page.evaluate("document.documentElement.dataset.boot") != "snapshot":
                    print(f"{name}: a start did not restore the snapshot", file=sys.stderr)
    return results


def median(values) -> float:
    values = [v for v in values if v is not None]
    return statistics.median(values) if values else float("nan")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--installs", action="store_true", help="also the bare pages that install the wheel")
    parser.add_argument("--app", action="append", default=[], metavar="NAME=DIR", help="another built site")
    parser.add_argument("--starts", type=int, default=3, help="warm starts with the snapshot per run and page")
    parser.add_argument("--pause-s", type=float, default=3, help="idle time before each of those starts")
    parser.add_argument("--json", type=Path, help="also write every start's marks to this file")
    parser.add_argument("--network", action="store_true", help="first visits through an emulated network instead")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    builds = {"app": SITE, **{n: Path(d) for n, d in (a.split("=", 1) for a in args.app)}}
    if args.network:
        servers = {name: counting_server(site) for name, site in builds.items()}
        targets = {name: (f"http://127.0.0.1:{server.server_port}/", sent) for name, (server, sent) in servers.items()}
        with sync_playwright() as playwright:
            results = first_visits(playwright, targets, args.runs)
        for server, _ in servers.values():
            server.shutdown()
        if args.json:
            args.json.write_text(json.dumps(results, indent=1))
        print_first_visits(results, args.runs)
        return
    wheel = json.loads((SITE / "build.json").read_text())["wheel"]
    pages = {"bare": "", **(INSTALLS if args.installs else {})}
    with tempfile.TemporaryDirectory() as scratch:
        # Copies of the built sites, each at its own address, plus the bare pages beside the first one.
        servers, targets = [], {}
        for name, site in builds.items():
            copy = Path(scratch) / name
            shutil.copytree(site, copy)
            servers.append(serve.start(copy))
            targets[name] = f"http://127.0.0.1:{servers[-1].server_port}/"
        bare_site = Path(scratch) / "app"
        # Bare Pyodide loads its whole standard library (the app ships a trimmed one, tools/stdlib-keep.txt).
        shutil.copy2(ROOT / "node_modules" / "pyodide" / "python_stdlib.zip", bare_site / "vendor" / "pyodide")
        micropip = download_micropip(bare_site / "bench-micropip") if args.installs else ""
        for name, code in pages.items():
            (bare_site / f"bench-{name}.html").write_text(bare_page(code, wheel, micropip))
            targets[name] = f"{targets['app']}bench-{name}.html"
        results: dict[str, list[dict]] = {name: [] for name in targets}
        with sync_playwright() as playwright:
            executable = launch_options().get("executable_path") or playwright.chromium.executable_path
        for _ in range(args.runs):
            for name, result in one_run(executable, targets, builds, args.starts, args.pause_s).items():
                results[name].append(result)
        for server in servers:
            server.shutdown()
    if args.json:
        args.json.write_text(json.dumps(results, indent=1))

    columns = {
        "cold": lambda r: r["cold"]["playable"],
        "warm": lambda r: r["warm"]["playable"],
        "warm+snapshot": lambda r: median(s["playable"] for s in r["snapshot"]),
    }
    print(f"Boot to playable, median of {args.runs} interleaved runs, fresh persistent profile each (ms):")
    print(f"{'page':<18}" + "".join(f"{c:>15}" for c in columns))
    medians = {name: {c: median(f(r) for r in runs) for c, f in columns.items()} for name, runs in results.items()}
    for name, row in medians.items():
        print(f"{name:<18}" + "".join(f"{row[c]:>15.0f}" for c in columns))
    bare = medians["bare"]
    for name in builds:
        row = medians[name]
        print(f"{name} / bare: " + ", ".join(f"{c} {row[c] / bare[c]:.2f}" for c in columns))
        if name != "app":
            print(f"{name} / app: " + ", ".join(f"{c} {row[c] / medians['app'][c]:.2f}" for c in columns))
    app = medians["app"]
    print(f"app / bare, cold: {app['cold'] / bare['cold']:.2f} (goal <= 1.15)")
    # Issue #22: at most 0.2x bare Pyodide's warm start, and at most 0.5 s where that is at most 2.5 s (where 0.2x
    # would ask for less than 0.5 s): both clauses are max(0.2x bare, 0.5 s). Bare's warm starts are its column of
    # warm+snapshot, the most of them (it has no snapshot).
    bare_warm = bare["warm+snapshot"]
    warm = app["warm+snapshot"]
    goal = max(0.2 * bare_warm, 500)
    print(
        f"app, warm with its snapshot: {warm:.0f} ms, {warm / bare_warm:.2f}x bare warm {bare_warm:.0f} ms"
        f" (goal <= 0.2x, or <= 500 ms where bare warm <= 2.5 s: <= {goal:.0f} ms)"
    )
    painted = [s["homePainted"] for r in results["app"] for s in r["snapshot"]]
    print(f"app, warm with its snapshot: home painted at {median(painted):.0f} ms (goal <= 200)")

    print("\nWarm start with the snapshot, phases (ms after navigation, medians of every such start):")
    print(f"{'phase':<55}" + "".join(f"{name:>12}" for name in builds))
    for key, label in PHASE_NAMES.items():
        cells = [median(s.get(key) for r in results[name] for s in r["snapshot"]) for name in builds]
        print(f"{label:<55}" + "".join(f"{c:>12.0f}" for c in cells))
    sizes = [median(s.get("snapshotBytes") for r in results[name] for s in r["snapshot"]) for name in builds]
    print(f"{'snapshot bytes read (MB)':<55}" + "".join(f"{s / 1e6:>12.1f}" for s in sizes))


if __name__ == "__main__":
    main()
