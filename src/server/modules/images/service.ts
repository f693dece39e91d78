import { createHash } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import sharp, { type Metadata, type OutputInfo } from 'sharp';
import type { Db } from '../../db';
import type { ImageKind } from '../../db/schema';
import { nowIso } from '../../db/search-key';
import { AppError, appError } from '../../errors';
import { refuseNulInPart } from '../../plugins/security';
import * as limits from '../rate-limit';
import * as repo from './repository';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['png', 'jpeg', 'webp']);
/**
 * Decompression bombs are refused from the header, before any pixel is decoded. Every output is small
 * (logos ≤ 512 px, avatars ≤ 400 px, staff photos ≤ 600 px), so the limit only has to admit the photos
 * people really pick: 24 MP is a 6000 × 4000 camera frame, twice a 12 MP phone photo, and more than a
 * 5 MB file holds at ordinary JPEG quality. PNG has no shrink-on-load, so its decode is the cost that
 * grows with pixels: at most ~0.6 of a 40 MP bomb's (docs/decisions/060).
 */
export const MAX_INPUT_PIXELS = 24_000_000;

/** Uploads that are decoded (logos, avatars, staff photos) per user and window, successful or not. */
export const IMAGE_UPLOAD_LIMIT = { max: 30, windowMs: 10 * 60_000 } as const;

const unsupported = () => appError('IMAGE_UNSUPPORTED');

/**
 * Counts one image upload of `userId` (call it before the bytes are decoded, whatever the outcome);
 * past IMAGE_UPLOAD_LIMIT it throws 429 with Retry-After.
 */
export async function consumeUpload(db: Db, userId: number, now = Date.now()): Promise<void> {
  try {
    await limits.consume(db, { bucket: `image-upload-user:${userId}`, ...IMAGE_UPLOAD_LIMIT }, now);
  } catch (err) {
    if (err instanceof AppError && err.status === 429) throw new AppError('UPLOAD_RATE_LIMITED', undefined, err.headers);
    throw err;
  }
}

/**
 * A failure while reading a multipart body (no boundary, a body cut short, a broken part header) is
 * the client's: 400 with a plain message. Errors that already carry a 4xx status keep it.
 */
export function multipartFailure(err: unknown): Error {
  if (err instanceof AppError) return err;
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) return err as Error;
  return appError('UPLOAD_MALFORMED');
}

export interface StoredImage {
  id: number;
  url: string;
  width: number;
  height: number;
  contentType: string;
}

/**
 * Decodes untrusted bytes with sharp (the content decides, never a file name or declared type),
 * accepts PNG, JPEG and WebP only, re-encodes without metadata within maxSide and stores the result.
 * The header is read first: an image over MAX_INPUT_PIXELS is refused (400) before it is decoded.
 * `as` forces an output format (avatars are JPEG); by default the input's format is kept.
 * `kind` 'avatar' keeps the image from everyone but the user whose picture it is (images routes).
 */
export async function storeImage(
  db: Db,
  input: Buffer,
  opts: { maxSide: number; as?: 'jpeg'; quality?: number; kind?: ImageKind },
): Promise<StoredImage> {
  if (input.length > IMAGE_MAX_BYTES) throw appError('IMAGE_TOO_LARGE');
  if (input.length === 0) throw appError('IMAGE_EMPTY');
  let header: Metadata;
  try {
    // Header only: no pixel is decoded here, so no limit applies yet.
    header = await sharp(input, { limitInputPixels: false }).metadata();
  } catch {
    throw unsupported();
  }
  const format = header.format;
  if (!format || !ACCEPTED.has(format)) throw unsupported();
  if (!header.width || !header.height) throw unsupported();
  if (header.width * header.height > MAX_INPUT_PIXELS) throw appError('IMAGE_TOO_MANY_PIXELS');

  const outFormat = (opts.as ?? format) as 'png' | 'jpeg' | 'webp';
  const quality = Math.round((opts.quality ?? 0.85) * 100);
  let pipeline = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize({ width: opts.maxSide, height: opts.maxSide, fit: 'inside', withoutEnlargement: true });
  pipeline =
    outFormat === 'png' ? pipeline.png() : outFormat === 'webp' ? pipeline.webp({ quality }) : pipeline.flatten({ background: '#ffffff' }).jpeg({ quality, mozjpeg: true });

  let output: { data: Buffer; info: OutputInfo };
  try {
    output = await pipeline.toBuffer({ resolveWithObject: true });
  } catch {
    throw unsupported();
  }
  const contentType = `image/${outFormat}`;
  const id = await repo.insertImage(db, {
    content_type: contentType,
    bytes: output.data,
    sha256: createHash('sha256').update(output.data).digest('hex'),
    width: output.info.width,
    height: output.info.height,
    created_at: nowIso(),
    kind: opts.kind ?? 'public',
  });
  return { id, url: repo.imageUrl(id), width: output.info.width, height: output.info.height, contentType };
}

/** Reads `data:image/(png|jpeg|webp);base64,…`; anything else is refused. */
export function parseImageDataUrl(value: string): Buffer {
  const match = /^data:image\/(png|jpeg|jpg|webp);base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  if (!match) throw appError('IMAGE_BAD_DATA_URL');
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) throw appError('IMAGE_BAD_DATA_URL');
  return bytes;
}

export const deleteImage = (db: Db, id: number) => repo.deleteImage(db, id);

/**
 * The bytes of the multipart field `logo` (admin and clinic logo routes), with plain-worded errors for
 * the ways an upload goes wrong. The route's plugin registers @fastify/multipart.
 */
export async function readLogo(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw appError('LOGO_NOT_MULTIPART');
  let part;
  try {
    part = await request.file();
    // The fields read before the file, and the file itself (its name is never stored, but one rule for NUL).
    for (const seen of Object.values(part?.fields ?? {}).flat()) if (seen) refuseNulInPart(seen);
    if (!part || part.fieldname !== 'logo') throw appError('LOGO_MISSING');
    return await part.toBuffer();
  } catch (err) {
    if (err instanceof AppError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw appError('LOGO_TOO_LARGE');
    if (code === 'FST_FILES_LIMIT') throw appError('LOGO_ONE_FILE');
    // No boundary, a body cut short, a broken part header: the client's fault, 400.
    throw multipartFailure(err);
  }
}
