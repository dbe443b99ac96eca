// The Web Worker that runs the Python engine: boots the vendored Pyodide, installs the parlour wheel,
// then answers {id, op, args} messages through parlour.api (JSON in, JSON out). No game rule lives here.
import { loadPyodide } from "../vendor/pyodide/pyodide.mjs";

const siteURL = new URL("../", import.meta.url);
const progress = { loaded: 0, total: 0 };

function report(stage) {
  postMessage({ type: "progress", stage, loaded: progress.loaded, total: progress.total });
}

// Count the bytes of the big downloads (Pyodide's wasm and stdlib, our wheel) as they stream in,
// so the page can show a real progress bar without downloading anything twice.
const plainFetch = self.fetch.bind(self);
self.fetch = async (input, init) => {
  const response = await plainFetch(input, init);
  if (!response.body || !response.ok) return response;
  let sinceReport = 0;
  const counter = new TransformStream({
    transform(chunk, controller) {
      progress.loaded += chunk.byteLength;
      sinceReport += chunk.byteLength;
      if (sinceReport > 256 * 1024) {
        sinceReport = 0;
        report("download");
      }
      controller.enqueue(chunk);
    },
  });
  return new Response(response.body.pipeThrough(counter), {
    status: response.status,
    statusText: response.statusText,
    headers: response.headers,
  });
};

async function fetchBytes(path) {
  const response = await fetch(new URL(path, siteURL));
  if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
  return response.arrayBuffer();
}

// Every call into Python goes through parlour.api.handle with JSON text, and no Python object is held on
// the JS side: that keeps the interpreter free of JS references, which a memory snapshot requires.
function callApi(pyodide, op, args = {}) {
  const request = JSON.stringify(JSON.stringify({ op, args })); // a JSON string literal is a Python literal
  return JSON.parse(pyodide.runPython(`__import__("parlour.api").api.handle(${request})`));
}

// After the first start, the booted interpreter (Python initialised, every game's rules imported) is kept
// as a memory snapshot in the Cache Storage, keyed by build: the next start restores it instead of
// initialising Python again. Browsers or builds where that fails fall back to a fresh start.
const SNAPSHOTS = "parlour-snapshots";

async function openSnapshots(build) {
  try {
    const cache = await caches.open(SNAPSHOTS);
    return { cache, key: new URL(`snapshot-${build.version}`, siteURL).href };
  } catch {
    return null; // no Cache Storage (e.g. an insecure origin): always start fresh
  }
}

async function startPython(indexURL, snapshots) {
  const saved = await snapshots?.cache.match(snapshots.key);
  if (saved) {
    try {
      return { pyodide: await loadPyodide({ indexURL, _loadSnapshot: await saved.arrayBuffer() }), restored: true };
    } catch (error) {
      console.warn(`The start-up snapshot could not be restored, starting fresh: ${error?.message ?? error}`);
      await snapshots.cache.delete(snapshots.key);
    }
  }
  return { pyodide: await loadPyodide({ indexURL, _makeSnapshot: Boolean(snapshots) }), restored: false };
}

async function saveSnapshot({ pyodide, snapshots }) {
  try {
    callApi(pyodide, "catalogue"); // imports every game's rules, so a restored start has them all
    const bytes = pyodide.makeMemorySnapshot();
    await snapshots.cache.put(snapshots.key, new Response(bytes));
    for (const request of await snapshots.cache.keys()) {
      if (request.url !== snapshots.key) await snapshots.cache.delete(request);
    }
  } catch (error) {
    console.warn(`No start-up snapshot this time: ${error?.message ?? error}`);
  }
}

// Taking a snapshot blocks the worker for a few hundred ms: wait until the page has been quiet for a while
// (its first requests after boot answered), so the snapshot never delays the home screen or a move.
const SNAPSHOT_AFTER_IDLE_MS = 1500;
let idleTimer = null;
let pendingSnapshot = null;

function snapshotWhenIdle(engine) {
  pendingSnapshot = engine;
  clearTimeout(idleTimer);
  idleTimer = setTimeout(() => {
    pendingSnapshot = null;
    saveSnapshot(engine);
  }, SNAPSHOT_AFTER_IDLE_MS);
}

async function boot() {
  const build = await (await plainFetch(new URL("build.json", siteURL))).json();
  const sizeOf = (path) => build.files[path]?.bytes ?? 0;
  progress.total = ["vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/python_stdlib.zip", build.wheel]
    .map(sizeOf)
    .reduce((a, b) => a + b, 0);
  report("download");
  const wheel = fetchBytes(build.wheel); // in parallel with Pyodide's own downloads
  const snapshots = await openSnapshots(build);
  const { pyodide, restored } = await startPython(new URL("vendor/pyodide/", siteURL).href, snapshots);
  report("install");
  // Files are not part of a memory snapshot: unpack the wheel either way, for modules imported later.
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir: sitePackages });
  callApi(pyodide, "version"); // imports the API: Python answers, the engine is ready (rules load on demand)
  return { pyodide, build, snapshots, restored };
}

// Word lists are fetched only when a game that needs one opens, into Pyodide's in-memory file system;
// their search indexes are then built in slices between messages, so the first bot search is quick.
const WORDLIST_DIR = "/wordlists";
const fetchedWordFiles = new Set();

async function fetchWordLists({ pyodide }, record) {
  const needed = callApi(pyodide, "word_lists", { record });
  if (!needed.ok || !needed.result.lists.length) return; // "open" reports any problem with its own message
  const missing = needed.result.files.filter((file) => !fetchedWordFiles.has(file));
  if (missing.length) {
    if (!fetchedWordFiles.size) pyodide.FS.mkdirTree(WORDLIST_DIR);
    await Promise.all(
      missing.map(async (file) => {
        pyodide.FS.writeFile(`${WORDLIST_DIR}/${file}`, new Uint8Array(await fetchBytes(`wordlists/${file}`)));
        fetchedWordFiles.add(file);
      }),
    );
    callApi(pyodide, "word_source", { folder: WORDLIST_DIR });
  }
  prepareInSlices(pyodide, needed.result.lists);
}

function prepareInSlices(pyodide, lists) {
  const answer = callApi(pyodide, "prepare_words", { lists, max_ms: 30 });
  if (answer.ok && !answer.result.done) setTimeout(() => prepareInSlices(pyodide, lists), 0);
}

const ready = boot().then(
  (engine) => {
    postMessage({ type: "ready", version: engine.build.version, snapshot: engine.restored });
    if (!engine.restored && engine.snapshots) snapshotWhenIdle(engine);
    return engine;
  },
  (error) => {
    postMessage({ type: "failed", message: String(error?.message ?? error) });
    throw error;
  },
);

self.onmessage = async ({ data }) => {
  const { id, op, args } = data;
  if (pendingSnapshot) snapshotWhenIdle(pendingSnapshot);
  let answer;
  try {
    const engine = await ready;
    if (op === "open" && args?.record) await fetchWordLists(engine, args.record);
    answer = callApi(engine.pyodide, op, args);
  } catch (error) {
    answer = { ok: false, error: { kind: "internal", message: String(error?.message ?? error) } };
  }
  postMessage({ type: "answer", id, ...answer });
};
