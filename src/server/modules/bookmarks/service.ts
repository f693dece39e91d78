import type { Db } from '../../db';
import { nowIso } from '../../db/search-key';
import { appError } from '../../errors';
import { findClinic, findListedClinic } from '../hospitals';
import * as repo from './repository';

/** Vets bookmark verified listings only: one in review (or rejected) is not found (issue 21). */
async function ensureClinic(db: Db, clinicId: number) {
  if (!(await findListedClinic(db, clinicId))) throw appError('CLINIC_NOT_FOUND');
}

export async function save(db: Db, userId: number, clinicId: number) {
  await ensureClinic(db, clinicId);
  await repo.addBookmark(db, userId, clinicId, nowIso());
  return { isBookmarked: true };
}

/** Removing asks only that the listing exists: a bookmark of a listing since rejected can still go. */
export async function remove(db: Db, userId: number, clinicId: number) {
  if (!(await findClinic(db, clinicId))) throw appError('CLINIC_NOT_FOUND');
  await repo.removeBookmark(db, userId, clinicId);
}

export async function status(db: Db, userId: number, clinicId: number) {
  await ensureClinic(db, clinicId);
  return { isBookmarked: await repo.isBookmarked(db, userId, clinicId) };
}

export const list = (db: Db, userId: number) => repo.listBookmarks(db, userId);
