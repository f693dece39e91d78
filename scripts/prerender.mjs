// Writes, into the built SPA, the HTML the server sends for each client route (docs/decisions/053,
// 054 and 070), in each language, with an index (prerendered/pages.json) that the server reads to
// pick the file for a path and a language:
// - each public page rendered at build time (src/web/prerender.tsx) into prerendered/<name>.html
//   (en-CA) and prerendered/<name>.fr.html (fr-CA), sent for its exact path without a query string;
// - for every route, prerendered/route-<name>.html and route-<name>.fr.html: index.html plus a
//   modulepreload link for each chunk its page needs, so the browser fetches them with the entry
//   instead of after it. Vite's preload helper then finds them in the document and appends nothing;
// - for each signed-in route whose page has a first frame (router.tsx, docs/decisions/115),
//   prerendered/route-<name>-frame.html and .fr.html: the same with that frame in the root, which the
//   server sends to a request that carries a session cookie;
// - prerendered/index.fr.html: index.html in French, for a path that is no route.
// The French documents say <html lang="fr-CA">, carry the French meta description, and also preload
// the French string chunks the page will wait for (those of the shell and of the page's namespaces).
// index.html itself stays empty (decision 053; decision 115 for the signed-in pages' frames).
// In every document written here the app's entry starts once the document has been painted (decision 117).
// Usage: node scripts/prerender.mjs [dir]   (default dist/web; the SSR bundle is dist/prerender)
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { transformSync } from 'esbuild';
import { closure as closureIn, indexKeys, readManifest } from './web-build.mjs';

process.env.NODE_ENV = 'production';
const DIR = process.argv[2] || 'dist/web';
const ROOT = '<div id="root"></div>';
const { DOCUMENTS, LANGUAGES, PRERENDERED_PAGES, renderAt, routePages } = await import(pathToFileURL(path.resolve('dist/prerender/prerender.js')).href);

const indexFile = path.join(DIR, 'index.html');
const englishTemplate = fs.readFileSync(indexFile, 'utf8');
if (!englishTemplate.includes(ROOT)) throw new Error(`${indexFile} has no empty ${ROOT}: run vite build first`);
const manifest = readManifest(DIR);

/** The chunks a manifest entry needs before it runs: itself and its static imports. */
const closure = (key, seen) => closureIn(manifest, key, seen);
const files = (keys) => [...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]);
const entryKeys = closure('index.html');
// What index.html itself loads (the entry, its static imports and the boot chunks it preloads,
// docs/decisions/139), with their style sheets: no document links them again.
const entryFiles = new Set(files(indexKeys(manifest, englishTemplate)));

/**
 * The French string chunks a set of chunks asks for (each ./namespaces module's dynamic import of
 * i18n/fr-CA/<name>.ts), with what they import: what the app waits for before it shows them in French.
 */
function frenchKeys(keys) {
  const french = new Set();
  for (const key of keys) for (const dep of manifest[key].dynamicImports ?? []) if (dep.includes('i18n/fr-CA/')) closure(dep, french);
  return french;
}

/** The link tags for chunks that index.html does not already load. */
function links(keys) {
  return [...new Set(files(keys))]
    .filter((file) => !entryFiles.has(file))
    .map((file) =>
      file.endsWith('.css') ? `<link rel="stylesheet" crossorigin href="/${file}">` : `<link rel="modulepreload" crossorigin href="/${file}">`,
    );
}

/**
 * Starts the app once the document has been painted (docs/decisions/117). A module script in the
 * document runs before the browser's first paint, which then waits for the app's code, even when the
 * document already shows the page (a public page rendered at build time, a signed-in page's frame);
 * and code fetched alongside the document takes the style sheet's bandwidth on a slow connection.
 * Such a document keeps its modulepreload links in an inert <template id="app-code">: once the browser
 * reports the first contentful paint, this puts them in <head> (every chunk is then asked for at once,
 * with no import waterfall) and adds the entry's module script. Each modulepreload link costs the main
 * thread as it goes in (the browser starts its fetch): ~60 at once made one task of 200-800 ms at 4x
 * CPU slowdown, so they go in by slices of at most 5 ms, each its own task (a message, which no timer
 * clamp delays), the entry after the last (docs/decisions/129). A document with an empty root shows
 * nothing until its code runs, and a hidden tab paints nothing: both start at once. A browser that
 * reports no paint starts after a second. Written to assets/ as a plain deferred script (the CSP
 * allows no inline script); this function's source, minified, is the file.
 */
function startAfterPaint(warmIntlUrl) {
  try {
    new Worker(warmIntlUrl).postMessage(document.documentElement.lang);
  } catch {
    // No worker: the page's first formatter loads the data itself.
  }
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const code = document.getElementById('app-code')?.content.cloneNode(true);
    const links = code ? [...code.children] : [];
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = 'anonymous';
    script.src = (code?.querySelector('link[data-entry]') ?? document.querySelector('link[data-entry]')).href;
    const channel = new MessageChannel();
    const next = () => {
      const until = performance.now() + 5;
      while (links.length > 0 && performance.now() < until) document.head.append(links.shift());
      if (links.length > 0) channel.port2.postMessage(0);
      else document.head.append(script);
    };
    channel.port1.onmessage = next;
    next();
  };
  if (document.visibilityState === 'hidden' || !document.getElementById('root')?.firstElementChild) return start();
  try {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      setTimeout(start, 0);
    }).observe({ type: 'paint', buffered: true });
  } catch {
    // No paint timing: the timer below starts it.
  }
  setTimeout(start, 1000);
}
/**
 * Loads the browser's data for dates, times and numbers in a language, off the main thread
 * (docs/decisions/132). The first Intl formatter a page makes costs the main thread 25-150 ms in
 * Chromium (ICU's data for the locale), in the middle of the page's first render with data; once a
 * worker of the same page has made them, the page's own take under a millisecond, as the data is
 * loaded once per process. The starter starts it at once and posts it the document's language; the
 * options are those the app formats with (src/web/lib/intl.ts's callers). A plain worker script in
 * assets/, which the CSP's script-src 'self' allows.
 */
function warmIntl() {
  onmessage = (event) => {
    const language = String(event.data || 'en-CA');
    try {
      new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(1234.5);
      new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric' }).format(0);
      new Intl.DateTimeFormat(language, { hour: 'numeric', minute: '2-digit', timeZone: 'UTC' }).format(0);
      // An appointment in the hospital's zone, with its abbreviation (time-zones.ts, decision 155).
      new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'America/Toronto', timeZoneName: 'shortGeneric' }).format(0);
      new Intl.RelativeTimeFormat(language, { numeric: 'auto' }).format(-1, 'day');
      new Intl.PluralRules(language).select(1);
    } finally {
      close();
    }
  };
}
const assetFile = (name, source) => `assets/${name}-${crypto.createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
/** A function's source as a script that calls it, minified (both scripts count in every page's budget). */
const scriptOf = (fn, ...args) => transformSync(`(${fn.toString()})(${args.map((a) => JSON.stringify(a)).join(',')});`, { minify: true, target: 'es2020' }).code;
const warmSource = scriptOf(warmIntl);
const warmFile = assetFile('intl-warm', warmSource);
fs.writeFileSync(path.join(DIR, warmFile), warmSource);
const starterSource = scriptOf(startAfterPaint, `/${warmFile}`);
const starterFile = assetFile('start', starterSource);
fs.writeFileSync(path.join(DIR, starterFile), starterSource);
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;
if (!ENTRY_SCRIPT.test(englishTemplate)) throw new Error(`${indexFile} has no module script for the entry`);

const escapeAttribute = (s) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** index.html in a language: its lang attribute and meta description. */
function templateIn(language) {
  const html = englishTemplate
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace(/(<meta name="description" content=")[^"]*(")/, (_, open, close) => `${open}${escapeAttribute(DOCUMENTS[language].description)}${close}`)
    .replace(ENTRY_SCRIPT, (_, src) => `<script defer src="/${starterFile}"></script>\n    <link rel="modulepreload" crossorigin href="${src}" data-entry>`);
  if (!html.includes(`<html lang="${language}"`)) throw new Error(`index.html has no <html lang="…"> to set to ${language}`);
  return html;
}

/**
 * The document for one language: index.html in that language with the page module's links before
 * </head> (in French, also those of the French strings of the shell and the page) and, for a page
 * rendered at build time, its HTML.
 */
function htmlFor(language, source, root) {
  const keys = source ? closure(source) : new Set();
  const tags = [...links(keys), ...(language === 'fr-CA' ? links(frenchKeys([...entryKeys, ...keys])) : [])].join('\n    ');
  // Replacer functions, so that `$&`, `$'` and the like in the page's text are not patterns.
  const html = templateIn(language)
    .replace('</head>', () => (tags ? `  ${tags}\n  </head>` : '</head>'))
    .replace(ROOT, () => root ?? ROOT);
  if (!root) return html;
  // A document that already shows the page asks for its code after its first paint (startAfterPaint).
  const preloads = html.match(MODULEPRELOAD) ?? [];
  return html
    .replace(MODULEPRELOAD, '')
    .replace('</head>', () => `  <template id="app-code">\n      ${preloads.map((tag) => tag.trim()).join('\n      ')}\n    </template>\n  </head>`);
}
const MODULEPRELOAD = /\n\s*<link rel="modulepreload"[^>]*>/g;

const out = path.join(DIR, 'prerendered');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out);

/** The file name of a document in a language: English plain, any other with the language before .html. */
const fileName = (name, language) => (language === 'en-CA' ? `${name}.html` : `${name}.${language.slice(0, 2)}.html`);
const write = (name, language, html) => {
  fs.writeFileSync(path.join(out, fileName(name, language)), html);
  return `prerendered/${fileName(name, language)}`;
};

const routes = routePages();
// pages: path → language → file; routes: [{ path, files, framed? }] (each language → file); index: language → file.
const pages = { pages: {}, routes: [], index: {} };
const slug = (p) => p.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-').toLowerCase() || 'index';
for (const language of LANGUAGES) {
  pages.index[language] = language === 'en-CA' ? 'index.html' : write('index', language, htmlFor(language));
}
// The CSP allows no inline script, and nothing would run one before the app's code.
async function firstFrame(pagePath, language) {
  const html = await renderAt(pagePath, language);
  if (/<script|<template/.test(html)) throw new Error(`${pagePath} (${language}): the first frame must be plain HTML`);
  return html;
}

for (const { path: pattern, source, frame } of routes) {
  const name = `route-${slug(pattern)}`;
  const entry = { path: pattern, files: {} };
  for (const language of LANGUAGES) entry.files[language] = write(name, language, htmlFor(language, source));
  if (frame) {
    // A signed-in page's first frame (docs/decisions/115): the app at that route before the session
    // check answers (the bar without Login, the page's heading and intro), the same for any value of
    // the route's parameters. data-frame tells main.tsx to hydrate it whatever the path and query.
    const example = pattern.replace(/:[^/]+/g, '0');
    entry.framed = {};
    for (const language of LANGUAGES) {
      const root = `<div id="root" data-frame="${pattern}">${await firstFrame(example, language)}</div>`;
      entry.framed[language] = write(`${name}-frame`, language, htmlFor(language, source, root));
    }
  }
  pages.routes.push(entry);
}
for (const [pagePath, name] of Object.entries(PRERENDERED_PAGES)) {
  const route = routes.find((r) => r.path === pagePath);
  if (!route) throw new Error(`${pagePath} is rendered at build time but is no route`);
  pages.pages[pagePath] = {};
  for (const language of LANGUAGES) {
    // data-prerendered names the path a page was rendered for: main.tsx hydrates it there and only there.
    const root = `<div id="root" data-prerendered="${pagePath}">${await firstFrame(pagePath, language)}</div>`;
    pages.pages[pagePath][language] = write(name, language, htmlFor(language, route.source, root));
  }
}
fs.writeFileSync(path.join(out, 'pages.json'), JSON.stringify(pages, null, 2) + '\n');
console.log(
  `prerender: ${Object.keys(pages.pages).length} pages rendered and ${pages.routes.length} routes in ${out}, each in ${LANGUAGES.join(' and ')}`,
);
