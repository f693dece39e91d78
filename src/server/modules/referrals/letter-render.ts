import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import { AppError } from '../../errors';
import type { LetterInput } from './letter';

/**
 * Letters and reports are drawn off the event loop (issue 56, point 10): pdfkit draws synchronously,
 * and a worst-case letter (every text at its limit, 30 medications, 200 files: 58 pages) held the
 * server's one thread for ~370 ms, so 20 at once stalled every other request, /healthz included, for
 * 7 s. Each instance keeps LETTER_WORKERS threads, started on the first letter; a letter waits its
 * turn behind at most LETTER_QUEUE_MAX others, and past that gets 503 LETTER_BUSY with Retry-After.
 */
export const LETTER_WORKERS = 2;
export const LETTER_QUEUE_MAX = 20;
const RETRY_AFTER_SECONDS = 5;

export type LetterJob = { id: number; kind: 'letter'; input: LetterInput } | { id: number; kind: 'report'; input: LetterInput & { completedAt: string | null } };
export type LetterReply = { id: number; pdf: Uint8Array; error?: undefined } | { id: number; error: string; pdf?: undefined };
type Job = LetterJob & { resolve(pdf: Buffer): void; reject(err: Error): void };

// From src/ (tsx, vitest) the thread runs the TypeScript source through tsx's require hook: module
// hooks given to a worker through --import do not reach it on Node 20.
const FROM_SOURCE = `
const { workerData } = require('node:worker_threads');
require(workerData.tsx).register();
require(workerData.script);
`;

/**
 * The thread's script: beside this module's bundle in the build (scripts/build-server.mjs names it
 * letter-worker.js), or the TypeScript source when the server runs from src/.
 */
function spawn(): Worker {
  const worker = import.meta.url.endsWith('.ts')
    ? new Worker(FROM_SOURCE, { eval: true, workerData: { tsx: createRequire(import.meta.url).resolve('tsx/cjs/api'), script: fileURLToPath(new URL('./letter-worker.ts', import.meta.url)) } })
    : new Worker(new URL('./letter-worker.js', import.meta.url));
  // A drawing thread never keeps the process alive: the request waiting for it is what does.
  worker.unref();
  return worker;
}

const idle: Worker[] = [];
const queue: Job[] = [];
let running = 0;
let nextId = 1;

function dispatch() {
  while (queue.length > 0 && (idle.length > 0 || running + idle.length < LETTER_WORKERS)) {
    const worker = idle.pop() ?? spawn();
    const job = queue.shift()!;
    running++;
    const settle = (after: () => void, keep: boolean) => {
      worker.off('message', onMessage);
      worker.off('error', onError);
      worker.off('exit', onExit);
      running--;
      if (keep) idle.push(worker);
      after();
      dispatch();
    };
    const onMessage = (m: LetterReply) => settle(() => (m.error === undefined ? job.resolve(Buffer.from(m.pdf.buffer, m.pdf.byteOffset, m.pdf.byteLength)) : job.reject(new Error(`letter drawing failed: ${m.error}`))), true);
    // A thread that died (or never started) is dropped; the next letter starts another.
    const onError = (err: Error) => settle(() => job.reject(err), false);
    const onExit = (code: number) => settle(() => job.reject(new Error(`letter thread exited (${code})`)), false);
    worker.on('message', onMessage);
    worker.once('error', onError);
    worker.once('exit', onExit);
    const { resolve: _r, reject: _j, ...message } = job;
    worker.postMessage(message);
  }
}

function draw(job: Omit<LetterJob, 'id'>): Promise<Buffer> {
  if (queue.length >= LETTER_QUEUE_MAX) throw new AppError('LETTER_BUSY', undefined, { 'retry-after': String(RETRY_AFTER_SECONDS) });
  return new Promise((resolve, reject) => {
    queue.push({ ...job, id: nextId++, resolve, reject } as Job);
    dispatch();
  });
}

/** The referral letter's PDF bytes, drawn on a letter thread. */
export const drawLetter = (input: LetterInput) => draw({ kind: 'letter', input });
/** The completion report's PDF bytes, drawn on a letter thread. */
export const drawReport = (input: LetterInput & { completedAt: string | null }) => draw({ kind: 'report', input });
