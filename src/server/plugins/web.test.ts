import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../test/context';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-web-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), '<!doctype html><div id="root"></div>');
fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
// What scripts/compress-web.mjs writes next to the build's text files.
fs.writeFileSync(path.join(root, 'index.html.br'), zlib.brotliCompressSync('<!doctype html><div id="root"></div>'));
fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js.gz'), zlib.gzipSync('console.log(1)'));
// What scripts/prerender.mjs writes: public pages rendered at build time, and their index.
fs.mkdirSync(path.join(root, 'prerendered'));
fs.writeFileSync(path.join(root, 'prerendered', 'about.html'), '<!doctype html><div id="root"><h1>About</h1></div>');
// ...and, per route, index.html with links that preload the route's chunks.
const shell = (route: string) => `<!doctype html><link rel="modulepreload" href="/assets/${route}.js"><div id="root"></div>`;
fs.writeFileSync(path.join(root, 'prerendered', 'route-about.html'), shell('about-page'));
fs.writeFileSync(path.join(root, 'prerendered', 'route-hospitals-id.html'), shell('hospital-page'));
fs.writeFileSync(path.join(root, 'prerendered', 'route-hospitals-id-internal.html'), shell('hospital-internal-page'));
fs.writeFileSync(
  path.join(root, 'prerendered', 'pages.json'),
  JSON.stringify({
    pages: { '/about': 'prerendered/about.html', '/contact': '../../etc/passwd' },
    routes: [
      { path: '/about', file: 'prerendered/route-about.html' },
      { path: '/hospitals/:id', file: 'prerendered/route-hospitals-id.html' },
      { path: '/hospitals/:id/internal', file: 'prerendered/route-hospitals-id-internal.html' },
      { path: '/profile', file: '/etc/passwd' },
    ],
  }),
);
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

  it('serves a page rendered at build time for its exact path without a query string, else the shell', async () => {
    const about = await app.inject({ method: 'GET', url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.headers['cache-control']).toBe('no-cache');
    expect(about.body).toContain('<h1>About</h1>');
    // With a query string: the route's shell, not the frame rendered for the bare path.
    expect((await app.inject({ method: 'GET', url: '/about?ref=mail' })).body).toBe(shell('about-page'));
    for (const url of ['/about/x', '/contact', '/', '/profile']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it("serves a route's shell, which preloads its page's chunks, for every path the route matches", async () => {
    const cases: Array<[string, string]> = [
      ['/hospitals/12', 'hospital-page'],
      ['/hospitals/12/', 'hospital-page'],
      ['/Hospitals/12?tab=pricing', 'hospital-page'],
      ['/hospitals/12/internal', 'hospital-internal-page'],
    ];
    for (const [url, route] of cases) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(shell(route));
    }
    // A path no route matches gets index.html (the app shows its not-found page).
    for (const url of ['/hospitals', '/hospitals/12/internal/x', '/hospitalsx/1']) {
      expect((await app.inject({ method: 'GET', url })).body, url).toBe('<!doctype html><div id="root"></div>');
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await app.inject({ method: 'GET', url: '/assets/app-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed sibling when the client accepts it, and the plain file otherwise', async () => {
    for (const url of ['/', '/dashboard/vet']) {
      const res = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
    }
    // No .br for this asset: the next accepted encoding is used.
    const js = await app.inject({ method: 'GET', url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'br, gzip' } });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(js.rawPayload).toString()).toBe('console.log(1)');
    const plain = await app.inject({ method: 'GET', url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('does not compress API responses', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/meta', headers: { 'accept-encoding': 'gzip, br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers a missing asset and unknown API paths with 404, not the app shell', async () => {
    expect((await app.inject({ method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    const api = await app.inject({ method: 'GET', url: '/api/unknown/path' });
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });
});
