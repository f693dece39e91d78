import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import type { Db } from '../../db';
import { appError } from '../../errors';
import { sniffContentType } from './content-type';

/**
 * Files kept in the database, behind one interface, so every instance serves every file (issue 19,
 * docs/decisions/085). A file is a `files` row and its bytes in 1 MB `file_chunks`: an upload is
 * written a chunk at a time as it arrives and a download read a chunk at a time, so a 25 MB file never
 * sits in memory whole, on SQLite or PostgreSQL.
 */
export const CHUNK_BYTES = 1024 * 1024;
/** Bytes read before the type is decided (DICOM's marker sits at 128). */
const SNIFF_BYTES = 4096;

export interface StoredFile {
  id: number;
  size: number;
  sha256: string;
  contentType: string;
}

export interface PutOptions {
  maxBytes: number;
  /** Thrown (as the domain error it names) when the stream exceeds maxBytes. */
  tooLarge: 'ATTACHMENT_TOO_LARGE' | 'ATTACHMENTS_FULL' | 'ATTACHMENT_QUOTA_FULL';
  now: string;
}

/**
 * Streams `source` into a new file. Refuses a type it does not accept (415) or a file larger than
 * maxBytes (413) as soon as it knows, deleting what was written. The file is not yet linked to
 * anything: the caller links it (or a sweep removes it, docs/decisions/085).
 */
export async function putFile(db: Db, source: AsyncIterable<Buffer> | Iterable<Buffer>, opts: PutOptions): Promise<StoredFile> {
  const hash = createHash('sha256');
  let fileId: number | undefined;
  let contentType: string | undefined;
  let pending: Buffer[] = [];
  let pendingBytes = 0;
  let size = 0;
  let seq = 0;

  const flush = async () => {
    if (pendingBytes === 0) return;
    const bytes = Buffer.concat(pending, pendingBytes);
    pending = [];
    pendingBytes = 0;
    if (fileId === undefined) {
      contentType = sniffContentType(bytes.subarray(0, SNIFF_BYTES));
      if (!contentType) throw appError('ATTACHMENT_TYPE');
      const row = await db.insertInto('files').values({ sha256: '', content_type: contentType, size: 0, created_at: opts.now }).returning('id').executeTakeFirstOrThrow();
      fileId = Number(row.id);
    }
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
      await db.insertInto('file_chunks').values({ file_id: fileId, seq: seq++, bytes: bytes.subarray(at, at + CHUNK_BYTES) }).execute();
    }
  };

  try {
    for await (const piece of source) {
      size += piece.length;
      if (size > opts.maxBytes) throw appError(opts.tooLarge);
      hash.update(piece);
      pending.push(piece);
      pendingBytes += piece.length;
      if (pendingBytes >= CHUNK_BYTES || (fileId === undefined && pendingBytes >= SNIFF_BYTES)) await flush();
    }
    await flush();
    if (fileId === undefined) throw appError('ATTACHMENT_MISSING');
    const sha256 = hash.digest('hex');
    await db.updateTable('files').set({ size, sha256 }).where('id', '=', fileId).execute();
    return { id: fileId, size, sha256, contentType: contentType! };
  } catch (err) {
    if (fileId !== undefined) await deleteFile(db, fileId).catch(() => {});
    throw err;
  }
}

/** The file's bytes, read a chunk at a time. */
export function readFile(db: Db, fileId: number): Readable {
  async function* chunks() {
    for (let seq = 0; ; seq++) {
      const row = await db.selectFrom('file_chunks').select('bytes').where('file_id', '=', fileId).where('seq', '=', seq).executeTakeFirst();
      if (!row) return;
      yield Buffer.from(row.bytes);
    }
  }
  return Readable.from(chunks());
}

export async function deleteFile(db: Db, fileId: number) {
  await db.deleteFrom('files').where('id', '=', fileId).execute();
}

/** Deletes files no attachment points to, older than `before` (uploads cut off, crashed processes). */
export async function sweepUnlinkedFiles(db: Db, before: string) {
  await db
    .deleteFrom('files')
    .where('created_at', '<', before)
    .where((eb) => eb.not(eb.exists(eb.selectFrom('referral_attachments').select('referral_attachments.id').whereRef('referral_attachments.file_id', '=', 'files.id'))))
    .execute();
}
