// Types the JS type check (jsconfig.json, jsconfig.workers.json) cannot find by itself; outside js/, so not part of the site.

// Pyodide is vendored by the build (tools/build_site.py copies node_modules/pyodide into vendor/pyodide/), so
// the worker's relative imports of it resolve only in the built site: these are the npm package's own types.
declare module "*/vendor/pyodide/pyodide.mjs" {
  export { loadPyodide } from "pyodide";
}
declare module "*/vendor/pyodide/pyodide.asm.mjs" {} // imported only to start loading it early

interface Window {
  /** The engine worker's boot phases (ms since the epoch, by name), read by bench/boot.py. */
  parlourBootPhases?: Record<string, number>;
}
