// Saved matches in IndexedDB: one record per match ({id, game, players, options, seed, moves, seats, ...}),
// written after every move, so a reloaded tab resumes exactly where it was.

const DB_NAME = "parlour";
const STORE = "matches";

function open() {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: "id" });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

async function run(mode, action) {
  const db = await open();
  return new Promise((resolve, reject) => {
    const tx = db.transaction(STORE, mode);
    const request = action(tx.objectStore(STORE));
    tx.oncomplete = () => (db.close(), resolve(request?.result));
    // A full disk aborts the transaction as it commits, with no error event: both end the promise.
    tx.onerror = () => (db.close(), reject(tx.error));
    tx.onabort = () => (db.close(), reject(tx.error));
  });
}

export const saveMatch = (record) => run("readwrite", (store) => store.put({ ...record, updated: Date.now() }));
export const deleteMatch = (id) => run("readwrite", (store) => store.delete(id));
export const listMatches = async () =>
  ((await run("readonly", (store) => store.getAll())) ?? []).sort((a, b) => b.updated - a.updated);
