// What scripts/prerender.mjs and scripts/check-budgets.mjs both read from a Vite build of the web app:
// its manifest, a chunk's static imports, and what index.html itself loads.
import fs from 'node:fs';
import path from 'node:path';

/** The build's manifest (build.manifest in vite.config.ts): source key → { file, imports, css, … }. */
export function readManifest(dir) {
  return JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8'));
}

/** The chunk and every chunk it imports statically (what the browser must fetch before running it). */
export function closure(manifest, key, seen = new Set()) {
  if (seen.has(key)) return seen;
  if (!manifest[key]) throw new Error(`the build manifest has no ${key}`);
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * The manifest keys of the chunks index.html loads: its module script and modulepreload links, that is
 * the entry with its static imports and the boot chunks it imports dynamically (tooling/boot-preload.ts,
 * docs/decisions/139). Every document is made from index.html, so every page loads these first. Fails
 * if index.html links a file the manifest does not know, or misses one of the entry's static imports.
 */
export function indexKeys(manifest, html) {
  const keyOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  const linked = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map(([, file]) => file);
  const unknown = linked.filter((file) => !keyOf.has(file));
  const keys = linked.filter((file) => keyOf.has(file)).map((file) => keyOf.get(file));
  const missing = [...closure(manifest, 'index.html')].filter((key) => !keys.includes(key));
  if (unknown.length || missing.length) {
    throw new Error(`index.html and the Vite manifest disagree (${[...unknown, ...missing].join(' ')}): run npm run build`);
  }
  return keys;
}
