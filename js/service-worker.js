// Service worker: precaches every file of this build (the list and its version are written in by
// tools/build_site.py), serves them cache-first so the app starts offline, and deletes older builds' caches.
// A new build is a new script, so the browser installs it beside the running one; the page offers a reload.
/** @typedef {{version: string, files: Record<string, string>}} Build its version, and its files as {path: sha256} */
/** This script runs as a service worker, with its build written in above it (self.PARLOUR_BUILD = {...}). */
const worker = /** @type {ServiceWorkerGlobalScope & {PARLOUR_BUILD?: Build}} */ (/** @type {unknown} */ (self));
const BUILD = worker.PARLOUR_BUILD ?? { version: "dev", files: {} };
const SITE_CACHES = "parlour-site-"; // only these are this worker's to delete (the engine keeps its snapshots apart)
const CACHE = `${SITE_CACHES}${BUILD.version}`;
const scope = new URL(worker.registration.scope);

/** @param {BufferSource} buffer */
async function sha256(buffer) {
  const digest = await crypto.subtle.digest("SHA-256", buffer);
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, "0")).join("");
}

// Take each file from the HTTP cache when it still has this build's bytes (no second download on the first
// visit), else from the network; a file whose bytes differ from the build's hash fails the install. The engine
// worker fetches pyodide.asm.wasm by its content address, for Chromium's compiled code (js/engine-worker.js):
// wasm files are fetched the same way here, from or into that same HTTP cache entry.
/**
 * @param {Cache} cache
 * @param {string} path
 * @param {string | null} hash its sha256, or null for one whose bytes are not known in advance (the app's address)
 */
async function precache(cache, path, hash) {
  const url = new URL(path, scope);
  /** @type {[URL, RequestCache][]} */
  const sources = path.endsWith(".wasm") && hash ? [[new URL(`?sha256=${hash}`, url), "force-cache"]] : [];
  sources.push([url, "default"], [url, "reload"]);
  for (const [source, mode] of sources) {
    const response = await fetch(source, { cache: mode });
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    const body = await response.clone().arrayBuffer();
    if (!hash || (await sha256(body)) === hash) return cache.put(url, response);
  }
  throw new Error(`${path}: its content is not this build's`);
}

// This build's own files (same origin, no query) are served by the browser straight from the cache, without
// running this script: a start no longer waits for this worker to wake up and answer each file of the boot
// in turn (Chromium's static routing; elsewhere the fetch handler below does the same). The app's own address
// is one of them; other navigations (a query, another page of the scope) keep the handler, which maps every
// page of the scope to the app. A file missing from the cache goes to the network.
/**
 * The install event with Chromium's static routing (not in TypeScript's lib yet): the routes used here.
 * @typedef {{requestMode?: RequestMode, requestMethod?: string, urlPattern?: URLPattern}} RouterCondition
 * @typedef {{condition: RouterCondition, source: "fetch-event" | {cacheName: string}}} RouterRule
 * @typedef {ExtendableEvent & {addRoutes?: (rules: RouterRule[]) => Promise<void>}} RoutingInstallEvent
 * @param {RoutingInstallEvent} event
 */
function addStaticRoutes(event) {
  if (!event.addRoutes) return;
  const path = scope.pathname.replace(/[:*?+(){}\\]/g, "\\$&"); // the scope's path, literally
  const site = { protocol: scope.protocol.slice(0, -1), hostname: scope.hostname, port: scope.port, search: "" };
  const fromCache = { cacheName: CACHE };
  try {
    const app = new URLPattern({ ...site, pathname: path });
    const ownFiles = new URLPattern({ ...site, pathname: `${path}*` });
    event
      .addRoutes([
        { condition: { requestMode: "navigate", urlPattern: app }, source: fromCache },
        { condition: { requestMode: "navigate" }, source: "fetch-event" },
        { condition: { urlPattern: ownFiles, requestMethod: "GET" }, source: fromCache },
      ])
      .catch((error) => console.warn("static routes not added:", error));
  } catch (error) {
    console.warn("static routes not added:", error); // the fetch handler serves everything, as before
  }
}

worker.addEventListener("install", (event) => {
  addStaticRoutes(event);
  event.waitUntil(
    caches.open(CACHE).then((cache) => {
      /** @type {[string, string | null][]} the app's address (its bytes not known in advance), then the build's files */
      const files = [["./", null], ...Object.entries(BUILD.files)];
      return Promise.all(files.map(([path, hash]) => precache(cache, path, hash)));
    }),
  );
});

worker.addEventListener("activate", (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) => Promise.all(names.filter((n) => n.startsWith(SITE_CACHES) && n !== CACHE).map((n) => caches.delete(n))))
      .then(() => worker.clients.claim()),
  );
});

worker.addEventListener("message", (event) => {
  if (event.data === "activate-update") worker.skipWaiting();
});

worker.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  // A request for the HTTP cache itself is left to it: the engine worker's wasm (see precache).
  if (request.method !== "GET" || url.origin !== scope.origin || request.cache === "force-cache") return;
  const key = request.mode === "navigate" ? new URL("./", scope).href : url.origin + url.pathname;
  event.respondWith(
    caches.open(CACHE).then(async (cache) => (await cache.match(key)) ?? fetch(request)),
  );
});
