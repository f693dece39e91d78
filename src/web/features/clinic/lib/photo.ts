/** Staff photos are prepared in the browser: checked, decoded and scaled down before upload. */

export const PHOTO_MAX_SIDE = 600;
export const PHOTO_MAX_MB = 15;
export const PHOTO_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
const PHOTO_JPEG_QUALITY = 0.85;

export type PhotoProblem = 'type' | 'size' | 'unreadable';

export class PhotoError extends Error {
  constructor(readonly problem: PhotoProblem) {
    super(`photo: ${problem}`);
    this.name = 'PhotoError';
  }
}

/** Scales width × height down (never up) so the longest side is at most `max`, keeping the ratio. */
export function fitWithin(width: number, height: number, max: number): { width: number; height: number } {
  if (width <= 0 || height <= 0) return { width: 0, height: 0 };
  const scale = Math.min(1, max / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}

function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (typeof reader.result === 'string' ? resolve(reader.result) : reject(new PhotoError('unreadable')));
    reader.onerror = () => reject(new PhotoError('unreadable'));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new PhotoError('unreadable'));
    img.src = src;
  });
}

/**
 * A PNG/JPEG/WebP file → a JPEG data URL (quality 0.85) whose longest side is at most `maxSide`,
 * drawn on white so transparent areas do not turn black. Throws PhotoError saying what is wrong.
 */
export async function preparePhoto(file: File, maxSide = PHOTO_MAX_SIDE): Promise<string> {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) throw new PhotoError('type');
  if (file.size > PHOTO_MAX_MB * 1024 * 1024) throw new PhotoError('size');
  const img = await loadImage(await readAsDataUrl(file));
  const { width, height } = fitWithin(img.naturalWidth, img.naturalHeight, maxSide);
  if (width === 0) throw new PhotoError('unreadable');
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new PhotoError('unreadable');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.imageSmoothingQuality = 'high';
  ctx.drawImage(img, 0, 0, width, height);
  return canvas.toDataURL('image/jpeg', PHOTO_JPEG_QUALITY);
}
