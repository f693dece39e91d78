import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '../test/context';
import { type BuildPages, documentFor, withHtmlLang } from './web';

const doc = (lang: string, body = '<div id="root"></div>') => `<!doctype html><html lang="${lang}"><head></head><body>${body}</body></html>`;
const INDEX = doc('en-CA');
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-web-'));
fs.mkdirSync(path.join(root, 'assets'));
fs.writeFileSync(path.join(root, 'index.html'), INDEX);
fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js'), 'console.log(1)');
// What scripts/compress-web.mjs writes next to the build's text files.
fs.writeFileSync(path.join(root, 'index.html.br'), zlib.brotliCompressSync(INDEX));
fs.writeFileSync(path.join(root, 'assets', 'app-abc123.js.gz'), zlib.gzipSync('console.log(1)'));
// What scripts/prerender.mjs writes: public pages rendered at build time in each language, and their index.
fs.mkdirSync(path.join(root, 'prerendered'));
const put = (file: string, html: string) => fs.writeFileSync(path.join(root, 'prerendered', file), html);
put('about.html', doc('en-CA', '<div id="root"><h1>About</h1></div>'));
put('about.fr.html', doc('fr-CA', '<div id="root"><h1>À propos</h1></div>'));
put('index.fr.html', doc('fr-CA'));
fs.writeFileSync(path.join(root, 'prerendered', 'index.fr.html.br'), zlib.brotliCompressSync(doc('fr-CA')));
// ...and, per route, index.html with links that preload the route's chunks (and, in French, the French strings').
const shell = (route: string, lang = 'en-CA') => doc(lang, `<link rel="modulepreload" href="/assets/${route}.js"><div id="root"></div>`);
put('route-about.html', shell('about-page'));
put('route-about.fr.html', shell('about-page', 'fr-CA'));
put('route-hospitals-id.html', shell('hospital-page'));
put('route-hospitals-id.fr.html', shell('hospital-page', 'fr-CA'));
// A route whose French shell the index does not list: the English one goes out with lang="fr-CA".
put('route-hospitals-id-internal.html', shell('hospital-internal-page'));
fs.writeFileSync(
  path.join(root, 'prerendered', 'pages.json'),
  JSON.stringify({
    pages: {
      '/about': { 'en-CA': 'prerendered/about.html', 'fr-CA': 'prerendered/about.fr.html' },
      '/contact': { 'en-CA': '../../etc/passwd', 'fr-CA': 'prerendered/../../x.html' },
    },
    routes: [
      { path: '/about', files: { 'en-CA': 'prerendered/route-about.html', 'fr-CA': 'prerendered/route-about.fr.html' } },
      { path: '/hospitals/:id', files: { 'en-CA': 'prerendered/route-hospitals-id.html', 'fr-CA': 'prerendered/route-hospitals-id.fr.html' } },
      { path: '/hospitals/:id/internal', files: { 'en-CA': 'prerendered/route-hospitals-id-internal.html' } },
      { path: '/profile', files: { 'en-CA': '/etc/passwd' } },
      // Routes the app has with no shell of their own (the build lists every route of the router).
      { path: '/', files: {} },
      { path: '/contact', files: {} },
      { path: '/dashboard/vet', files: {} },
    ],
    index: { 'en-CA': 'index.html', 'fr-CA': 'prerendered/index.fr.html' },
  }),
);
const { app } = await createTestContext({ WEB_ROOT: root });
const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const FRENCH: Array<Record<string, string>> = [{ cookie: 'lang=fr-CA' }, { 'accept-language': 'fr-CA,fr;q=0.9,en;q=0.8' }, { cookie: 'x=1', 'accept-language': 'fr-FR' }];

describe('serving the built app', () => {
  it('serves index.html uncached at / and for client routes (history fallback)', async () => {
    for (const url of ['/', '/dashboard/vet', '/hospitals/12?tab=pricing']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves a page rendered at build time for its exact path without a query string, else the shell', async () => {
    const about = await get('/about');
    expect(about.statusCode).toBe(200);
    expect(about.headers['cache-control']).toBe('no-cache');
    expect(about.body).toContain('<h1>About</h1>');
    // With a query string: the route's shell, not the frame rendered for the bare path.
    expect((await get('/about?ref=mail')).body).toBe(shell('about-page'));
    for (const url of ['/about/x', '/contact', '/', '/profile']) {
      const res = await get(url);
      // /about/x is no route of the app: the same document, as a 404.
      expect(res.statusCode, url).toBe(url === '/about/x' ? 404 : 200);
      expect(res.body, url).toBe(INDEX);
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
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toBe(shell(route));
    }
    // A path no route matches gets index.html (the app shows its not-found page).
    for (const url of ['/hospitals', '/hospitals/12/internal/x', '/hospitalsx/1']) {
      expect((await get(url)).body, url).toBe(INDEX);
    }
  });

  it('serves every document in French to a request whose lang cookie or Accept-Language says French', async () => {
    for (const headers of FRENCH) {
      const say = JSON.stringify(headers);
      expect((await get('/about', headers)).body, say).toBe(doc('fr-CA', '<div id="root"><h1>À propos</h1></div>'));
      expect((await get('/about?ref=mail', headers)).body, say).toBe(shell('about-page', 'fr-CA'));
      expect((await get('/hospitals/12', headers)).body, say).toBe(shell('hospital-page', 'fr-CA'));
      for (const url of ['/', '/contact', '/nowhere']) expect((await get(url, headers)).body, `${url} ${say}`).toBe(doc('fr-CA'));
      // No French shell in the build: the English one, its <html lang> rewritten.
      expect((await get('/hospitals/12/internal', headers)).body, say).toBe(shell('hospital-internal-page', 'fr-CA'));
    }
  });

  it('puts the lang cookie before Accept-Language, and says the document depends on both', async () => {
    const english = await get('/about', { cookie: 'lang=en-CA', 'accept-language': 'fr-CA' });
    expect(english.body).toContain('<h1>About</h1>');
    expect(english.headers.vary).toMatch(/cookie/i);
    expect(english.headers.vary).toMatch(/accept-language/i);
    expect((await get('/about', { cookie: 'lang=de', 'accept-language': 'fr' })).body).toContain('À propos');
    expect((await get('/about', { 'accept-language': 'de-DE, en;q=0.9, fr;q=0.8' })).body).toContain('<h1>About</h1>');
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/assets/app-abc123.js');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('sends the pre-compressed sibling when the client accepts it, and the plain file otherwise', async () => {
    for (const [url, lang] of [
      ['/', 'en-CA'],
      ['/dashboard/vet', 'en-CA'],
      ['/', 'fr-CA'],
    ] as const) {
      const res = await get(url, { 'accept-encoding': 'gzip, deflate, br', cookie: `lang=${lang}` });
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.headers.vary).toMatch(/accept-language/i);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(doc(lang));
    }
    // No .br for this asset: the next accepted encoding is used.
    const js = await get('/assets/app-abc123.js', { 'accept-encoding': 'br, gzip' });
    expect(js.headers['content-encoding']).toBe('gzip');
    expect(js.headers['content-type']).toMatch(/javascript/);
    expect(js.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.gunzipSync(js.rawPayload).toString()).toBe('console.log(1)');
    const plain = await get('/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain('<div id="root">');
  });

  it('does not compress API responses', async () => {
    const res = await get('/api/meta', { 'accept-encoding': 'gzip, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('answers a path the app has no route for with 404 and the app (its not-found page), not a soft 200', async () => {
    for (const url of ['/nowhere', '/hospitals', '/dashboard/nothing', '/hospitals/12/internal/extra']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toMatch(/text\/html/);
      expect(res.body, url).toContain('<div id="root">');
    }
    for (const url of ['/', '/contact', '/profile', '/hospitals/12', '/hospitals/12/internal', '/about?x=1']) expect((await get(url)).statusCode, url).toBe(200);
  });

  it('answers a missing asset and unknown API paths with 404, not the app shell', async () => {
    expect((await get('/assets/missing.js')).statusCode).toBe(404);
    const api = await get('/api/unknown/path');
    expect(api.statusCode).toBe(404);
    expect(api.headers['content-type']).toMatch(/application\/json/);
  });
});

describe('choosing the document', () => {
  const build: BuildPages = {
    pages: { '/about': { 'en-CA': 'prerendered/about.html', 'fr-CA': 'prerendered/about.fr.html' } },
    routes: [
      { pattern: /^\/about\/?$/i, files: { 'en-CA': 'prerendered/route-about.html', 'fr-CA': 'prerendered/route-about.fr.html' } },
      { pattern: /^\/terms\/?$/i, files: { 'en-CA': 'prerendered/route-terms.html' } },
      {
        pattern: /^\/hospitals\/[^/]+\/?$/i,
        files: { 'en-CA': 'prerendered/route-hospitals-id.html', 'fr-CA': 'prerendered/route-hospitals-id.fr.html' },
        framed: { 'en-CA': 'prerendered/route-hospitals-id-frame.html', 'fr-CA': 'prerendered/route-hospitals-id-frame.fr.html' },
      },
    ],
    index: { 'en-CA': 'index.html', 'fr-CA': 'prerendered/index.fr.html' },
    known: [/^\/about\/?$/i, /^\/terms\/?$/i, /^\/hospitals\/[^/]+\/?$/i],
  };

  it('takes the page, else the route shell, else index.html, in the language asked for', () => {
    expect(documentFor(build, '/about', false, 'fr-CA')).toEqual({ file: 'prerendered/about.fr.html', rewriteLang: false });
    expect(documentFor(build, '/about', false, 'en-CA')).toEqual({ file: 'prerendered/about.html', rewriteLang: false });
    expect(documentFor(build, '/about', true, 'fr-CA')).toEqual({ file: 'prerendered/route-about.fr.html', rewriteLang: false });
    expect(documentFor(build, '/x', false, 'fr-CA')).toEqual({ file: 'prerendered/index.fr.html', rewriteLang: false });
    expect(documentFor(build, '/x', false, 'en-CA')).toEqual({ file: 'index.html', rewriteLang: false });
  });

  it("gives a signed-in page's first frame only to a request with a session cookie, query string or not (docs/decisions/115)", () => {
    for (const hasQuery of [false, true]) {
      expect(documentFor(build, '/hospitals/12', hasQuery, 'fr-CA', true)).toEqual({ file: 'prerendered/route-hospitals-id-frame.fr.html', rewriteLang: false });
      expect(documentFor(build, '/hospitals/12', hasQuery, 'en-CA', false)).toEqual({ file: 'prerendered/route-hospitals-id.html', rewriteLang: false });
    }
    // A route without a frame is the same with a session.
    expect(documentFor(build, '/about', true, 'en-CA', true)).toEqual({ file: 'prerendered/route-about.html', rewriteLang: false });
  });

  it('falls back to the English document, to be sent with the right lang, when the build lacks the language', () => {
    expect(documentFor(build, '/terms', false, 'fr-CA')).toEqual({ file: 'prerendered/route-terms.html', rewriteLang: true });
    expect(documentFor({ ...build, index: { 'en-CA': 'index.html' } }, '/x', false, 'fr-CA')).toEqual({ file: 'index.html', rewriteLang: true });
  });

  it('rewrites or adds the lang attribute of <html>', () => {
    expect(withHtmlLang('<!doctype html><html lang="en-CA"><body lang="en">', 'fr-CA')).toBe('<!doctype html><html lang="fr-CA"><body lang="en">');
    expect(withHtmlLang("<html class='x' lang='en'>", 'fr-CA')).toBe('<html class=\'x\' lang="fr-CA">');
    expect(withHtmlLang('<HTML><head>', 'fr-CA')).toBe('<HTML lang="fr-CA"><head>');
  });
});
