// Writes, into the built SPA, the HTML the server sends for each client route (docs/decisions/053
// and 054), with an index (prerendered/pages.json) that the server reads to pick the file for a path:
// - each public page rendered at build time (src/web/prerender.tsx) into prerendered/<name>.html,
//   sent for its exact path without a query string;
// - for every route, prerendered/route-<name>.html: index.html plus a modulepreload link for each
//   chunk its page needs, so the browser fetches them with the entry instead of after it. Vite's
//   preload helper then finds them in the document and appends nothing.
// index.html itself stays empty (see decision 053 for why there is no app shell).
// Usage: node scripts/prerender.mjs [dir]   (default dist/web; the SSR bundle is dist/prerender)
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

process.env.NODE_ENV = 'production';
const DIR = process.argv[2] || 'dist/web';
const ROOT = '<div id="root"></div>';
const { PRERENDERED_PAGES, renderAt, routePages } = await import(pathToFileURL(path.resolve('dist/prerender/prerender.js')).href);

const indexFile = path.join(DIR, 'index.html');
const template = fs.readFileSync(indexFile, 'utf8');
if (!template.includes(ROOT)) throw new Error(`${indexFile} has no empty ${ROOT}: run vite build first`);
const manifest = JSON.parse(fs.readFileSync(path.join(DIR, '.vite', 'manifest.json'), 'utf8'));

/** The chunks (and style sheets) a manifest entry needs before it runs: itself and its static imports. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`the build manifest has no ${key}`);
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}
const files = (keys) => [...keys].flatMap((k) => [manifest[k].file, ...(manifest[k].css ?? [])]);
const entryFiles = new Set(files(closure('index.html')));

/** The link tags for one page module's chunks that index.html does not already load. */
function preloadLinks(source) {
  return files(closure(source))
    .filter((file) => !entryFiles.has(file))
    .map((file) =>
      file.endsWith('.css')
        ? `<link rel="stylesheet" crossorigin href="/${file}">`
        : `<link rel="modulepreload" crossorigin href="/${file}">`,
    )
    .join('\n    ');
}

const out = path.join(DIR, 'prerendered');
fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out);

/** index.html with the route's links before </head> and, for a page rendered at build time, its HTML. */
function htmlFor(source, root) {
  const links = preloadLinks(source);
  // Replacer functions, so that `$&`, `$'` and the like in the page's text are not patterns.
  return template.replace('</head>', () => (links ? `  ${links}\n  </head>` : '</head>')).replace(ROOT, () => root ?? ROOT);
}

const routes = routePages();
const pages = { pages: {}, routes: [] };
const slug = (p) => p.replace(/^\/|\/$/g, '').replace(/[^a-z0-9]+/gi, '-').toLowerCase() || 'index';
for (const { path: pattern, source } of routes) {
  const name = `route-${slug(pattern)}`;
  fs.writeFileSync(path.join(out, `${name}.html`), htmlFor(source));
  pages.routes.push({ path: pattern, file: `prerendered/${name}.html` });
}

// The CSP allows no inline script, and nothing would run one before the app's code.
async function firstFrame(pagePath) {
  const html = await renderAt(pagePath);
  if (/<script|<template/.test(html)) throw new Error(`${pagePath}: the first frame must be plain HTML`);
  return html;
}
for (const [pagePath, name] of Object.entries(PRERENDERED_PAGES)) {
  const route = routes.find((r) => r.path === pagePath);
  if (!route) throw new Error(`${pagePath} is rendered at build time but is no route`);
  // data-prerendered names the path a page was rendered for: main.tsx hydrates it there and only there.
  const root = `<div id="root" data-prerendered="${pagePath}">${await firstFrame(pagePath)}</div>`;
  fs.writeFileSync(path.join(out, `${name}.html`), htmlFor(route.source, root));
  pages.pages[pagePath] = `prerendered/${name}.html`;
}
fs.writeFileSync(path.join(out, 'pages.json'), JSON.stringify(pages, null, 2) + '\n');
console.log(`prerender: ${Object.keys(pages.pages).length} pages rendered and ${pages.routes.length} routes in ${out}`);
