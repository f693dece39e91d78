import type { Db } from '../../db';
import { nowIso } from '../../db/search-key';
import { appError } from '../../errors';
import { clinicExists } from '../hospitals/repository';
import * as repo from './repository';

async function ensureClinic(db: Db, clinicId: number) {
  if (!(await clinicExists(db, clinicId))) throw appError('CLINIC_NOT_FOUND');
}

export async function save(db: Db, userId: number, clinicId: number) {
  await ensureClinic(db, clinicId);
  await repo.addBookmark(db, userId, clinicId, nowIso());
  return { isBookmarked: true };
}

export async function remove(db: Db, userId: number, clinicId: number) {
  await ensureClinic(db, clinicId);
  await repo.removeBookmark(db, userId, clinicId);
}

export async function status(db: Db, userId: number, clinicId: number) {
  await ensureClinic(db, clinicId);
  return { isBookmarked: await repo.isBookmarked(db, userId, clinicId) };
}

export const list = (db: Db, userId: number) => repo.listBookmarks(db, userId);
