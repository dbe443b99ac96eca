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

async function boot() {
  const build = await (await plainFetch(new URL("build.json", siteURL))).json();
  const sizeOf = (path) => build.files[path]?.bytes ?? 0;
  progress.total = ["vendor/pyodide/pyodide.asm.wasm", "vendor/pyodide/python_stdlib.zip", build.wheel]
    .map(sizeOf)
    .reduce((a, b) => a + b, 0);
  report("download");
  const wheel = fetchBytes(build.wheel); // in parallel with Pyodide's own downloads
  const pyodide = await loadPyodide({ indexURL: new URL("vendor/pyodide/", siteURL).href });
  report("install");
  const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_paths()['purelib']");
  pyodide.unpackArchive(await wheel, "wheel", { extractDir: sitePackages });
  const api = pyodide.pyimport("parlour.api");
  return { pyodide, api, build };
}

// Word lists are fetched only when a game that needs one opens, into Pyodide's in-memory file system;
// their search indexes are then built in slices between messages, so the first bot search is quick.
const WORDLIST_DIR = "/wordlists";
const fetchedWordFiles = new Set();

async function fetchWordLists({ pyodide, api }, record) {
  const needed = JSON.parse(api.handle(JSON.stringify({ op: "word_lists", args: { record } })));
  if (!needed.ok || !needed.result.lists.length) return; // "open" reports any problem with its own message
  const words = pyodide.pyimport("parlour.words");
  const missing = needed.result.files.filter((file) => !fetchedWordFiles.has(file));
  if (missing.length) {
    if (!fetchedWordFiles.size) {
      pyodide.FS.mkdirTree(WORDLIST_DIR);
      words.set_source(WORDLIST_DIR);
    }
    await Promise.all(
      missing.map(async (file) => {
        pyodide.FS.writeFile(`${WORDLIST_DIR}/${file}`, new Uint8Array(await fetchBytes(`wordlists/${file}`)));
        fetchedWordFiles.add(file);
      }),
    );
  }
  for (const name of needed.result.lists) prepareInSlices(words.load(name));
}

function prepareInSlices(wordList) {
  const done = wordList.prepare.callKwargs({ max_ms: 30 });
  if (!done) setTimeout(() => prepareInSlices(wordList), 0);
}

const ready = boot().then(
  (engine) => {
    postMessage({ type: "ready", version: engine.build.version });
    return engine;
  },
  (error) => {
    postMessage({ type: "failed", message: String(error?.message ?? error) });
    throw error;
  },
);

self.onmessage = async ({ data }) => {
  const { id, op, args } = data;
  let answer;
  try {
    const engine = await ready;
    if (op === "open" && args?.record) await fetchWordLists(engine, args.record);
    answer = JSON.parse(engine.api.handle(JSON.stringify({ op, args })));
  } catch (error) {
    answer = { ok: false, error: { kind: "internal", message: String(error?.message ?? error) } };
  }
  postMessage({ type: "answer", id, ...answer });
};
