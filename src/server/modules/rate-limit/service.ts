import type { Db } from '../../db';
import { tooManyRequests } from '../../errors';
import * as repo from './repository';

export interface Limit {
  bucket: string;
  max: number;
  windowMs: number;
  /** The 429's code; RATE_LIMITED unless the limit has a sentence of its own. */
  code?: 'RATE_LIMITED' | 'UPLOAD_RATE_LIMITED' | 'MESSAGE_RATE_LIMITED' | 'ATTACHMENT_RATE_LIMITED';
}

const retryAfter = (windowStart: string | null, windowMs: number, now: number) =>
  Math.max(1, Math.ceil(((windowStart ? Date.parse(windowStart) : now) + windowMs - now) / 1000));

/** Counts this attempt; throws 429 with Retry-After once the window holds more than `max`. */
export async function consume(db: Db, limit: Limit, now = Date.now()): Promise<void> {
  const row = await repo.hit(db, limit.bucket, new Date(now).toISOString(), new Date(now - limit.windowMs).toISOString());
  if (Number(row.hits) > limit.max) throw tooManyRequests(retryAfter(row.window_start, limit.windowMs, now), limit.code);
}

/**
 * Takes one slot before the guarded work runs (one atomic upsert that returns the new count), so
 * parallel requests cannot all pass a check made before any of them counted: at most `max` get
 * through a window. Throws 429 when the window is full.
 */
export const reserve = consume;

/** Gives back a slot taken by reserve (a sign-in that succeeded must not use up the allowance). */
export async function release(db: Db, limit: Limit, now = Date.now()): Promise<void> {
  await repo.release(db, limit.bucket, new Date(now - limit.windowMs).toISOString());
}
