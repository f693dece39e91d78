import { AVATAR_JPEG_QUALITY, AVATAR_MAX_SIDE } from '@shared/constants';

/** Types the picture input offers; the server decodes the bytes and accepts these three only. */
export const AVATAR_ACCEPT = ['image/png', 'image/jpeg', 'image/webp'] as const;

/** Larger files are refused before decoding: a phone photo is a few MB, nothing needs more. */
export const AVATAR_INPUT_MAX_BYTES = 25 * 1024 * 1024;

/** Size that fits within maxSide on the longest side, keeping the aspect ratio and never enlarging. */
export function fitWithin(width: number, height: number, maxSide: number = AVATAR_MAX_SIDE): { width: number; height: number } {
  if (width <= 0 || height <= 0) throw new Error('The image has no size.');
  const scale = Math.min(1, maxSide / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

export class UnreadableImageError extends Error {
  constructor(cause?: unknown) {
    super('The image could not be read.', { cause });
    this.name = 'UnreadableImageError';
  }
}

async function decode(file: Blob): Promise<{ source: CanvasImageSource; width: number; height: number; release: () => void }> {
  if (typeof createImageBitmap === 'function') {
    // Honours EXIF orientation, so phone photos are not sideways.
    const bitmap = await createImageBitmap(file, { imageOrientation: 'from-image' });
    return { source: bitmap, width: bitmap.width, height: bitmap.height, release: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  const img = new Image();
  img.src = url;
  try {
    await img.decode();
  } catch (err) {
    URL.revokeObjectURL(url);
    throw err;
  }
  return { source: img, width: img.naturalWidth, height: img.naturalHeight, release: () => URL.revokeObjectURL(url) };
}

/**
 * SPEC §5/§9: draws the picture at most 400 px on its longest side and encodes it as JPEG at quality
 * 0.85, returning a data URL for the preview and for PATCH /api/user/profile. Transparent areas
 * become white (JPEG has no alpha).
 */
export async function resizeToJpegDataUrl(
  file: Blob,
  maxSide: number = AVATAR_MAX_SIDE,
  quality: number = AVATAR_JPEG_QUALITY,
): Promise<string> {
  if (!(AVATAR_ACCEPT as readonly string[]).includes(file.type) || file.size > AVATAR_INPUT_MAX_BYTES) {
    throw new UnreadableImageError();
  }
  let decoded;
  try {
    decoded = await decode(file);
  } catch (err) {
    throw new UnreadableImageError(err);
  }
  try {
    const size = fitWithin(decoded.width, decoded.height, maxSide);
    const canvas = document.createElement('canvas');
    canvas.width = size.width;
    canvas.height = size.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new UnreadableImageError();
    ctx.fillStyle = '#ffffff';
    ctx.fillRect(0, 0, size.width, size.height);
    ctx.imageSmoothingEnabled = true;
    ctx.imageSmoothingQuality = 'high';
    ctx.drawImage(decoded.source, 0, 0, size.width, size.height);
    const dataUrl = canvas.toDataURL('image/jpeg', quality);
    if (!dataUrl.startsWith('data:image/jpeg')) throw new UnreadableImageError();
    return dataUrl;
  } finally {
    decoded.release();
  }
}
