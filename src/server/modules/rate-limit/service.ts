import type { Db } from '../../db';
import { tooManyRequests } from '../../errors';
import * as repo from './repository';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
}

const retryAfter = (windowStart: string | null, windowMs: number, now: number) =>
  Math.max(1, Math.ceil(((windowStart ? Date.parse(windowStart) : now) + windowMs - now) / 1000));

/** Counts this attempt; throws 429 with Retry-After once the window holds more than `max`. */
export async function consume(db: Db, limit: Limit, now = Date.now()): Promise<void> {
  const row = await repo.hit(db, limit.bucket, new Date(now).toISOString(), new Date(now - limit.windowMs).toISOString());
  if (Number(row.hits) > limit.max) throw tooManyRequests(retryAfter(row.window_start, limit.windowMs, now));
}

/** Throws 429 if the bucket is already full, without counting (for limits that count failures only). */
export async function ensureNotExceeded(db: Db, limit: Limit, now = Date.now()): Promise<void> {
  const row = await repo.peek(db, limit.bucket, new Date(now - limit.windowMs).toISOString());
  if (row.hits >= limit.max) throw tooManyRequests(retryAfter(row.window_start, limit.windowMs, now));
}

/** Counts a failure against a limit checked with ensureNotExceeded. */
export async function recordFailure(db: Db, limit: Limit, now = Date.now()): Promise<void> {
  await repo.hit(db, limit.bucket, new Date(now).toISOString(), new Date(now - limit.windowMs).toISOString());
}

export const reset = (db: Db, limit: Limit) => repo.clear(db, limit.bucket);
