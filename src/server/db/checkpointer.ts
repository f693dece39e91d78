import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the worker copies the WAL back into the database file. */
export const CHECKPOINT_INTERVAL_MS = 100;
/**
 * The request path's own automatic checkpoint, left as a backstop for when the worker falls behind
 * (or has died): at SQLite's default of 1,000 pages a busy writer crossed it every few dozen commits.
 */
export const BACKSTOP_CHECKPOINT_PAGES = 10_000;

// CommonJS, run by the worker as given (eval): the server is one bundled file, with no worker file
// beside it. The driver is required by the path the main thread resolved.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.driver);
const db = new Database(workerData.file);
db.pragma('synchronous = FULL');
db.pragma('busy_timeout = 5000');
// A failure is reported when it first happens, not ten times a second while it lasts.
let failing = '';
const timer = setInterval(() => {
  try {
    // PASSIVE: copies what no reader still needs, never waits for a reader or a writer.
    db.pragma('wal_checkpoint(PASSIVE)');
    failing = '';
  } catch (err) {
    const message = String((err && err.message) || err);
    if (message !== failing) parentPort.postMessage({ error: message });
    failing = message;
  }
}, workerData.interval);
parentPort.on('message', () => {
  clearInterval(timer);
  db.close();
  parentPort.close();
});
`;

export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Runs SQLite's WAL checkpoints on a worker thread with its own connection (docs/decisions/119).
 * A checkpoint copies the pages committed since the last one into the database file and syncs it;
 * run by the commit that crosses `wal_autocheckpoint`, it stalled that request and every request
 * queued behind it on the server's one thread (the status change's p99). On the worker it overlaps
 * with the requests instead: commits go on appending to the WAL meanwhile.
 */
export function startCheckpointer(file: string, onError: (message: string) => void): Checkpointer {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, interval: CHECKPOINT_INTERVAL_MS } });
  // The server's lifetime is its listener's: the worker never keeps a process alive on its own.
  worker.unref();
  worker.on('message', (m: { error?: string }) => m.error && onError(m.error));
  worker.on('error', (err) => onError(err.message));
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  return {
    async stop() {
      // Held open until the worker has closed its connection: a caller awaiting this may have nothing
      // else keeping the process alive.
      worker.ref();
      worker.postMessage('stop');
      await exited;
    },
  };
}
