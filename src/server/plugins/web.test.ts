import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../test/context';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-web-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
const { app } = await createTestContext({ WEB_ROOT: root });

describe('serving the built app', () => {
  it('serves index.html uncached at / and for client routes (history fallback)', async () => {
    for (const url of ['/', '/dashboard/vet', '/hospitals/12?tab=pricing']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a missing asset and unknown API paths with 404, not the app shell', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/unknown/path' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });
});
