import { createHash } from 'node:crypto';
import sharp, { type OutputInfo } from 'sharp';
import type { Db } from '../../db';
import { nowIso } from '../../db/search-key';
import { AppError } from '../../errors';
import * as repo from './repository';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
const ACCEPTED = new Set(['png', 'jpeg', 'webp']);
// Refuse decompression bombs before decoding: 40 megapixels is far beyond any logo or photo we keep.
const MAX_INPUT_PIXELS = 40_000_000;

export const IMAGE_MESSAGES = {
  unsupported: 'Only PNG, JPEG or WebP images are accepted.',
  tooLarge: 'The image is larger than 5 MB.',
  badDataUrl: 'The image must be a PNG, JPEG or WebP data URL.',
} as const;

const unsupported = () => new AppError('UNSUPPORTED_MEDIA_TYPE', 415, IMAGE_MESSAGES.unsupported);

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
 * `as` forces an output format (avatars are JPEG); by default the input's format is kept.
 */
export async function storeImage(
  db: Db,
  input: Buffer,
  opts: { maxSide: number; as?: 'jpeg'; quality?: number },
): Promise<StoredImage> {
  if (input.length > IMAGE_MAX_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', 413, IMAGE_MESSAGES.tooLarge);
  let format: string | undefined;
  try {
    format = (await sharp(input, { limitInputPixels: MAX_INPUT_PIXELS }).metadata()).format;
  } catch {
    throw unsupported();
  }
  if (!format || !ACCEPTED.has(format)) throw unsupported();

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
  });
  return { id, url: repo.imageUrl(id), width: output.info.width, height: output.info.height, contentType };
}

/** Reads `data:image/(png|jpeg|webp);base64,…`; anything else is refused. */
export function parseImageDataUrl(value: string): Buffer {
  const match = /^data:image\/(png|jpeg|jpg|webp);base64,([A-Za-z0-9+/=\s]+)$/.exec(value);
  if (!match) throw new AppError('BAD_REQUEST', 400, IMAGE_MESSAGES.badDataUrl);
  const bytes = Buffer.from(match[2]!, 'base64');
  if (bytes.length === 0) throw new AppError('BAD_REQUEST', 400, IMAGE_MESSAGES.badDataUrl);
  return bytes;
}

export const deleteImage = (db: Db, id: number) => repo.deleteImage(db, id);
