// Writes the build-time first frames into the built SPA (src/web/prerender.tsx, docs/decisions/053):
// each public page into prerendered/<name>.html, a copy of index.html, with an index
// (prerendered/pages.json) that the server reads to pick the file for a path. index.html itself
// stays empty (see the decision for why there is no app shell).
// Usage: node scripts/prerender.mjs [dir]   (default dist/web; the SSR bundle is dist/prerender)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const DIR = process.argv[2] || 'dist/web';
const ROOT = '<div id="root"></div>';
const { PRERENDERED_PAGES, renderAt } = await import(pathToFileURL(path.resolve('dist/prerender/prerender.js')).href);

const indexFile = path.join(DIR, 'index.html');
const template = fs.readFileSync(indexFile, 'utf8');
if (!template.includes(ROOT)) throw new Error(`${indexFile} has no empty ${ROOT}: run vite build first`);
// data-prerendered names the path a page was rendered for: main.tsx hydrates it there and only there.
// A replacer function, so that `$&`, `$'` and the like in the page's text are not patterns.
const withRoot = (html, pagePath) => template.replace(ROOT, () => `<div id="root" data-prerendered="${pagePath}">${html}</div>`);

const out = path.join(DIR, 'prerendered');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out);
const pages = {};
// The CSP allows no inline script, and nothing would run one before the app's code.
async function firstFrame(pagePath) {
  const html = await renderAt(pagePath);
  if (/<script|<template/.test(html)) throw new Error(`${pagePath}: the first frame must be plain HTML`);
  return html;
}

for (const [pagePath, name] of Object.entries(PRERENDERED_PAGES)) {
  const html = await firstFrame(pagePath);
  fs.writeFileSync(path.join(out, `${name}.html`), withRoot(html, pagePath));
  pages[pagePath] = `prerendered/${name}.html`;
}
fs.writeFileSync(path.join(out, 'pages.json'), JSON.stringify(pages, null, 2) + '\n');
console.log(`prerender: ${Object.keys(pages).length} pages in ${out}`);
