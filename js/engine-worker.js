// The Web Worker that runs the Python engine: boots the vendored Pyodide, installs the parlour wheel,
// then answers {id, op, args} messages through parlour.api (JSON in, JSON out). No game rule lives here.
const siteURL = new URL("../", import.meta.url);
// The boot progress counts what crosses the network against what will: each file of the boot at the size it is
// sent (its brotli or gzip copy's size from build.json when the server sent that, as Content-Encoding says),
// counted once, in proportion to its decoded bytes read so far (a body is read decoded), never past the total.
/** @typedef {{bytes: number, br?: number, gzip?: number}} FileSizes */
const progress = {
  loaded: 0,
  total: 0,
  /** @type {Record<string, FileSizes>} the files counted, by path in the site */
  files: {},
  /** @type {Record<string, number>} each file's size on the wire, as far as its response says (else brotli's) */
  sent: {},
  /** @type {Record<string, number>} of each file, the bytes on the wire read so far */
  done: {},
  /** @type {Set<string>} the files whose response is being counted (a second response of one is not) */
  counting: new Set(),
};

// Boot phases as absolute times (ms since the epoch), so the page can put them on its own time line:
// bench/boot.py prints where a start spends its time.
const phases = {};
const mark = (name) => (phases[name] ??= performance.timeOrigin + performance.now());
mark("worker");
// Pyodide's modules load while build.json and the snapshot are read (loadPyodide would import
// pyodide.asm.mjs, 1.2 MB of JS, only once it is called).
const pyodideModule = import("../vendor/pyodide/pyodide.mjs");
import("../vendor/pyodide/pyodide.asm.mjs").then(() => mark("asm-mjs"), () => {}); // loadPyodide reports failures

function report(stage) {
  const sum = (sizes) => Object.values(sizes).reduce((a, b) => a + b, 0);
  progress.total = sum(progress.sent);
  progress.loaded = Math.min(sum(progress.done), progress.total);
  postMessage({ type: "progress", stage, loaded: progress.loaded, total: progress.total });
}

/** @param {string[]} paths the files of the boot, @param {Record<string, FileSizes>} files build.json's table */
function expectDownloads(paths, files) {
  for (const path of paths) {
    const sizes = files[path];
    if (!sizes) continue;
    progress.files[path] = sizes;
    progress.sent[path] = sizes.br ?? sizes.bytes;
    progress.done[path] = 0;
  }
}

// Files come from the service worker's cache of this build, read here directly once it exists (no hop through
// the service worker), else from the network, their bytes counted for the progress bar on a first visit.
/** @type {(cache: Promise<Cache | null>) => void} */
let nameSiteFiles = () => {};
/** @type {Promise<Cache | null>} that cache, once build.json names it (the boot's files are known by then) */
const siteFiles = new Promise((resolve) => (nameSiteFiles = resolve));
const plainFetch = self.fetch.bind(self);

async function openSiteFiles(build) {
  const name = `parlour-site-${build.version}`; // the service worker's name for this build's cache
  try {
    return (await caches.has(name)) ? await caches.open(name) : null;
  } catch {
    return null; // no Cache Storage (e.g. an insecure origin)
  }
}

// pyodide.asm.wasm (9.6 MB) is the exception. Chromium keeps the machine code it compiled for a wasm response
// beside the response's HTTP cache entry and reuses it on the next start, which then skips most of the
// compiling; it does not for a response from Cache Storage or from a service worker, nor for one rebuilt in
// JS. So the wasm is fetched by its content address (?sha256= from build.json: that URL never names other
// bytes) from the HTTP cache (force-cache, which the service worker leaves alone), and its response is never
// rebuilt (a clone counts its bytes). The service worker's install fetches it the same way, so a first visit
// downloads it once and a new Pyodide is in the HTTP cache before its first start. If the browser dropped that
// entry, a start downloads the wasm again when online (and puts it back), and takes it from Cache Storage like
// every other file when offline.
const WASM = "vendor/pyodide/pyodide.asm.wasm";
// Python's standard library, trimmed by the build to what the engine imports (tools/stdlib-keep.txt).
const STDLIB = "vendor/pyodide/python_stdlib.parlour.zip";
/** @typedef {{plain: string, addressed: string}} WasmURLs its address in the site, and its content address */
/** @type {WasmURLs | null} once build.json is read */
let wasm = null;

/** @param {WasmURLs} urls */
async function fetchWasm(urls) {
  try {
    const response = await plainFetch(urls.addressed, { cache: "force-cache" });
    if (response.ok) return counted(response);
  } catch {
    // offline, and not in the HTTP cache
  }
  return (await (await siteFiles)?.match(urls.plain)) ?? counted(await plainFetch(urls.plain));
}

// loadPyodide starts compiling the wasm only once pyodide.asm.mjs is loaded and the snapshot read: the worker
// starts it as its script runs instead (the build writes the wasm's sha256 below, so it need not wait for
// build.json: the compile is a warm start's longest step), and gives the compiled module to Pyodide's call of
// instantiateStreaming. Pyodide's own fetch of the wasm gets a stand-in whose body is only fetched if read,
// so the wasm is not downloaded twice on a first visit.
const WASM_SHA256 = ""; // written by tools/build_site.py
/** @type {Promise<WebAssembly.Module> | null} */
let compiledWasm = null;

/** @param {string} sha256 the wasm's, from the build */
function compileWasm(sha256) {
  const plain = new URL(WASM, siteURL).href;
  wasm = { plain, addressed: `${plain}?sha256=${sha256}` };
  mark("wasm-compile");
  compiledWasm = WebAssembly.compileStreaming(fetchWasm(wasm));
  compiledWasm.then(() => mark("wasm-compiled")).catch(() => {}); // else Pyodide compiles it itself
}
/** @type {WeakMap<Response, Promise<WebAssembly.Module>>} each stand-in, and the compiling it stands in for */
const standIns = new WeakMap();

/** @param {WasmURLs} urls @param {Promise<WebAssembly.Module>} compiling */
function wasmStandIn(urls, compiling) {
  /** @type {ReadableStreamDefaultReader<Uint8Array> | null} */
  let body = null;
  const response = new Response(
    new ReadableStream(
      {
        async pull(controller) {
          body ??= /** @type {ReadableStream<Uint8Array>} */ ((await fetchWasm(urls)).body).getReader();
          const chunk = await body.read();
          if (chunk.done) controller.close();
          else controller.enqueue(chunk.value);
        },
      },
      // highWaterMark 0: a stream pulls once as soon as it is made, to fill its queue, which fetched (and on a
      // first visit downloaded) the wasm a second time though nobody reads this body.
      { highWaterMark: 0 },
    ),
    { headers: { "Content-Type": "application/wasm" } },
  );
  standIns.set(response, compiling);
  return response;
}

const instantiateStreaming = WebAssembly.instantiateStreaming;
WebAssembly.instantiateStreaming = async (source, imports) => {
  const response = await source;
  const compiling = standIns.get(response);
  const compiled = compiling ? await compiling.catch(() => null) : null;
  if (!compiled) return instantiateStreaming.call(WebAssembly, response, imports);
  const instance = await WebAssembly.instantiate(/** @type {WebAssembly.Module} */ (compiled), imports);
  mark("wasm-instantiated");
  return { module: compiled, instance };
};

self.fetch = async (input, init) => {
  if (wasm && String(input) === wasm.plain) return compiledWasm ? wasmStandIn(wasm, compiledWasm) : fetchWasm(wasm);
  return (await (await siteFiles)?.match(input)) ?? counted(await plainFetch(input, init));
};

/**
 * The response, passed on at once (the wasm's may come before build.json is read); its bytes are counted on a clone
 * as they are read, once build.json says whether this start downloads it.
 * @param {Response} response
 */
function counted(response) {
  if (!response.body || !response.ok) return response;
  countBytes(response.url, response.headers.get("Content-Encoding"), response.clone()).catch(() => {});
  return response;
}

/** @param {string} url @param {string | null} encoding @param {Response} copy */
async function countBytes(url, encoding, copy) {
  const path = decodeURIComponent(new URL(url).pathname).slice(siteURL.pathname.length);
  const fromCaches = await siteFiles; // a start from the caches downloads nothing
  const sizes = progress.files[path];
  if (fromCaches || !sizes || progress.counting.has(path)) return copy.body?.cancel(); // not a file of the boot, or counted already
  progress.counting.add(path);
  const sent = (encoding === "br" && sizes.br) || (encoding === "gzip" && sizes.gzip) || sizes.bytes;
  progress.sent[path] = sent;
  const reader = /** @type {ReadableStream<Uint8Array>} */ (copy.body).getReader();
  let read = 0;
  let sinceReport = 0;
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    read += chunk.value.byteLength;
    progress.done[path] = Math.min(sent, Math.round((read / sizes.bytes) * sent));
    sinceReport += chunk.value.byteLength;
    if (sinceReport > 256 * 1024) {
      sinceReport = 0;
      report("download");
    }
  }
  mark(`downloaded ${path.split("/").at(-1)}`); // bench/boot.py --network prints these
}

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

// The wheel is imported straight from its zip file (zipimport), not unpacked: one file write instead of
// ~60, and no Python work on a restored start, whose modules are all in the snapshot already.
const WHEEL_FILE = "/lib/parlour.whl";

// After the first start, the booted interpreter (Python initialised, every game's rules imported) is kept
// as a memory snapshot in the Cache Storage, keyed by build: the next start restores it instead of
// initialising Python again. Browsers or builds where that fails fall back to a fresh start.
const SNAPSHOTS = "parlour-snapshots";

// The snapshot is read from the moment the worker starts, before build.json says which build this is: the
// cache holds one snapshot (older builds' are deleted once a new one is saved), named after its build.
/** @typedef {{cache: Cache | null, key?: string, bytes?: Promise<ArrayBuffer>}} SnapshotLookup */
/** @type {Promise<SnapshotLookup>} */
const snapshotLookup = (async () => {
  try {
    const cache = await caches.open(SNAPSHOTS);
    const [request] = await cache.keys();
    const response = request && (await cache.match(request));
    mark("snapshot-found");
    const bytes = response?.blob().then((blob) => blob.arrayBuffer()); // faster than response.arrayBuffer()
    bytes?.then(() => mark("snapshot-read"), () => {});
    return { cache, key: request?.url, bytes };
  } catch {
    return { cache: null }; // no Cache Storage: always start fresh
  }
})();

// Half of the interpreter's memory is zero pages: the snapshot is kept sparse, as the runs of 4 KB pages
// that hold anything (about 15 of its 31 MB). Layout, little-endian 32-bit words: magic, full length,
// number of runs, then (first page, page count) per run, then the runs' bytes back to back.
const SPARSE_MAGIC = 0x31534c50; // "PLS1"
const PAGE = 4096;

function sparseSnapshot(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.byteLength >> 2);
  const pages = Math.ceil(bytes.byteLength / PAGE);
  const runs = [];
  for (let page = 0; page < pages; page++) {
    const from = (page * PAGE) >> 2;
    const to = Math.min(from + PAGE / 4, words.length);
    let used = (page + 1) * PAGE > words.length * 4; // a last partial page is always kept
    for (let i = from; !used && i < to; i++) used = words[i] !== 0;
    if (!used) continue;
    const last = runs.at(-1);
    if (last && last[0] + last[1] === page) last[1] += 1;
    else runs.push([page, 1]);
  }
  const header = new Uint32Array(3 + 2 * runs.length);
  header.set([SPARSE_MAGIC, bytes.byteLength, runs.length]);
  runs.forEach(([first, count], i) => header.set([first, count], 3 + 2 * i));
  const parts = [header];
  for (const [first, count] of runs) parts.push(bytes.subarray(first * PAGE, Math.min((first + count) * PAGE, bytes.byteLength)));
  return new Blob(parts);
}

function fullSnapshot(buffer) {
  const [magic, length, runCount] = new Uint32Array(buffer, 0, 3);
  if (magic !== SPARSE_MAGIC) throw new Error("not a Parlour snapshot");
  const runs = new Uint32Array(buffer, 12, 2 * runCount);
  const bytes = new Uint8Array(length);
  let offset = 12 + 8 * runCount;
  for (let i = 0; i < runs.length; i += 2) {
    const start = runs[i] * PAGE;
    const size = Math.min(runs[i + 1] * PAGE, length - start);
    bytes.set(new Uint8Array(buffer, offset, size), start);
    offset += size;
  }
  if (offset !== buffer.byteLength) throw new Error("truncated snapshot");
  return bytes;
}

/**
 * @param {string} indexURL
 * @param {SnapshotLookup} lookup the snapshot found at the worker's start, if any
 * @param {string} key this build's snapshot
 */
async function startPython(indexURL, { cache: snapshots, key: found, bytes }, key) {
  const { loadPyodide } = await pyodideModule;
  const stdLibURL = new URL(STDLIB, siteURL).href;
  const saved = found === key ? bytes : (await snapshots?.match(key))?.blob().then((blob) => blob.arrayBuffer());
  if (saved) {
    // Still being read while the wasm compiles and pyodide.asm.mjs loads: loadPyodide takes a promise.
    const snapshot = saved.then((buffer) => {
      phases.snapshotBytes = buffer.byteLength;
      return fullSnapshot(buffer);
    });
    // loadPyodide awaits it only after loading pyodide.asm.mjs: a damaged snapshot's error would meanwhile be
    // reported as an unhandled rejection (a page error) though the catch below handles it.
    snapshot.catch(() => {});
    try {
      return { pyodide: await loadPyodide({ indexURL, stdLibURL, _loadSnapshot: snapshot }), restored: true };
    } catch (error) {
      console.warn(`The start-up snapshot could not be restored, starting fresh: ${error?.message ?? error}`);
      await /** @type {Cache} */ (snapshots).delete(key); // what was saved came from it
    }
  }
  return { pyodide: await loadPyodide({ indexURL, stdLibURL, _makeSnapshot: Boolean(snapshots) }), restored: false };
}

async function saveSnapshot({ pyodide, snapshots, snapshotKey }) {
  try {
    callApi(pyodide, "catalogue"); // imports every game's rules, so a restored start has them all
    await snapshots.put(snapshotKey, new Response(sparseSnapshot(pyodide.makeMemorySnapshot())));
    for (const request of await snapshots.keys()) {
      if (request.url !== snapshotKey) await snapshots.delete(request);
    }
  } catch (error) {
    console.warn(`No start-up snapshot this time: ${error?.message ?? error}`);
  }
}

/**
 * Work that waits until the page has left the engine alone for a while, so that it never delays an answer: every
 * message the page sends pushes what waits back.
 */
class WhenIdle {
  /** @type {ReturnType<typeof setTimeout> | undefined} */
  #timer;
  /** @type {(() => void) | null} */
  #work = null;
  #quietMs;

  /** @param {number} quietMs how long the page must have sent nothing */
  constructor(quietMs) {
    this.#quietMs = quietMs;
  }

  /** Do `work` once the page has been quiet; it replaces any work still waiting here. @param {() => void} work */
  run(work) {
    this.#work = work;
    this.#arm();
  }

  /** The page sent a message: what waits, waits longer. */
  interrupt() {
    if (this.#work) this.#arm();
  }

  #arm() {
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      const work = this.#work;
      this.#work = null;
      work?.();
    }, this.#quietMs);
  }
}

// Taking a snapshot blocks the worker for a few hundred ms: it waits until the page has been quiet for a while (its
// first requests after boot answered), so the snapshot never delays the home screen or a move.
const snapshotWhenIdle = new WhenIdle(1500);
// Building a word index takes slices of 30-140 ms in Pyodide: the first starts once the page has drawn the table
// (its view, the take-back verdict) and left the engine alone, so a word game's first view never waits for one.
const wordsWhenIdle = new WhenIdle(100);

async function boot() {
  const build = await (await plainFetch(new URL("build.json", siteURL))).json();
  mark("build-json");
  expectDownloads([WASM, STDLIB, "vendor/pyodide/pyodide-lock.json", build.wheel], build.files);
  nameSiteFiles(openSiteFiles(build));
  if (build.files[WASM]?.sha256 !== WASM_SHA256) compileWasm(build.files[WASM]?.sha256); // no address written in
  report((await siteFiles) ? "start" : "download");
  const wheel = fetchBytes(build.wheel); // in parallel with Pyodide's own downloads
  const snapshotKey = new URL(`snapshot-${build.version}`, siteURL).href;
  const found = await snapshotLookup;
  const { pyodide, restored } = await startPython(new URL("vendor/pyodide/", siteURL).href, found, snapshotKey);
  mark("python-started");
  report("install");
  // Files are not part of a memory snapshot: write the wheel either way, for modules imported later.
  pyodide.FS.writeFile(WHEEL_FILE, new Uint8Array(await wheel));
  if (!restored) pyodide.runPython(`import sys; sys.path.insert(0, ${JSON.stringify(WHEEL_FILE)})`);
  mark("wheel-installed");
  callApi(pyodide, "version"); // imports the API: Python answers, the engine is ready (rules load on demand)
  mark("first-call");
  return { pyodide, build, snapshots: found.cache, snapshotKey, restored };
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
        const bytes = await fetchBytes(`wordlists/${file}`);
        pyodide.FS.writeFile(`${WORDLIST_DIR}/${file}`, new Uint8Array(bytes));
        fetchedWordFiles.add(file);
      }),
    );
    callApi(pyodide, "word_source", { folder: WORDLIST_DIR });
  }
  // A new match needs no word to show its table, and the first slice reads the lists (~0.1 s in Pyodide); a search
  // made before the indexes are all built builds the ones it needs.
  wordsWhenIdle.run(() => prepareInSlices(pyodide, needed.result.lists));
}

function prepareInSlices(pyodide, lists) {
  const answer = callApi(pyodide, "prepare_words", { lists, max_ms: 30 });
  if (answer.ok && !answer.result.done) setTimeout(() => prepareInSlices(pyodide, lists), 0);
}

if (WASM_SHA256) compileWasm(WASM_SHA256);
const ready = boot().then(
  (engine) => {
    mark("ready");
    postMessage({ type: "ready", version: engine.build.version, snapshot: engine.restored, phases });
    if (!engine.restored && engine.snapshots) snapshotWhenIdle.run(() => saveSnapshot(engine));
    return engine;
  },
  (error) => {
    postMessage({ type: "failed", message: String(error?.message ?? error) });
    throw error;
  },
);

self.onmessage = async ({ data }) => {
  const { id, op, args } = data;
  snapshotWhenIdle.interrupt();
  wordsWhenIdle.interrupt();
  let answer;
  try {
    const engine = await ready;
    if ((op === "open" || op === "check_record") && args?.record) await fetchWordLists(engine, args.record);
    answer = callApi(engine.pyodide, op, args);
  } catch (error) {
    answer = { ok: false, error: { kind: "internal", message: String(error?.message ?? error) } };
  }
  postMessage({ type: "answer", id, ...answer });
};
