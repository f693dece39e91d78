import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import { IMAGE_MESSAGES, parseImageDataUrl, storeImage } from './service';

const { app, db } = await createTestContext();

const picture = (format: 'png' | 'jpeg' | 'webp', width = 900, height = 600) => {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } }).withMetadata({
    exif: { IFD0: { Copyright: 'secret-camera-owner' } },
  });
  return base[format]().toBuffer();
};

describe('storeImage', () => {
  it.each(['png', 'jpeg', 'webp'] as const)('accepts %s, shrinks it within maxSide, drops metadata and serves it', async (format) => {
    const stored = await storeImage(db, await picture(format), { maxSide: 512 });
    expect([stored.width, stored.height]).toEqual([512, 341]);
    expect(stored.contentType).toBe(`image/${format}`);
    const res = await app.inject({ method: 'GET', url: stored.url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(`image/${format}`);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta.format).toBe(format);
    expect(meta.exif).toBeUndefined();
    expect(res.rawPayload.toString('latin1')).not.toContain('secret-camera-owner');
  });

  it('never enlarges a small image and can force JPEG', async () => {
    const stored = await storeImage(db, await picture('png', 120, 80), { maxSide: 400, as: 'jpeg', quality: 0.85 });
    expect([stored.width, stored.height, stored.contentType]).toEqual([120, 80, 'image/jpeg']);
  });

  it.each([
    ['a text file', Buffer.from('just some text, not an image')],
    ['an SVG', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>')],
    ['a renamed PDF', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF')],
    ['a truncated PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
  ])('refuses %s with 415 and stores nothing', async (_label, bytes) => {
    const before = await db.selectFrom('images').select('id').execute();
    await expect(storeImage(db, bytes, { maxSide: 512 })).rejects.toMatchObject({ status: 415, message: IMAGE_MESSAGES.unsupported });
    expect(await db.selectFrom('images').select('id').execute()).toEqual(before);
  });

  it('refuses more than 5 MB with 413', async () => {
    await expect(storeImage(db, Buffer.alloc(5 * 1024 * 1024 + 1), { maxSide: 512 })).rejects.toMatchObject({ status: 413 });
  });
});

describe('parseImageDataUrl', () => {
  it('reads PNG, JPEG and WebP data URLs', async () => {
    const png = await picture('png', 4, 4);
    expect(parseImageDataUrl(`data:image/png;base64,${png.toString('base64')}`).equals(png)).toBe(true);
  });

  it.each(['javascript:alert(1)', 'https://example.com/a.png', 'data:image/svg+xml;base64,PHN2Zz4=', 'data:text/html;base64,PGI+', 'data:image/png;base64,'])(
    'refuses %s',
    (value) => {
      expect(() => parseImageDataUrl(value)).toThrow(IMAGE_MESSAGES.badDataUrl);
    },
  );
});
