// Front-end budgets, checked from the build output (npm test runs this after `npm run build`):
// the landing route's initial JS (entry, its static imports, and the landing page chunk with its
// static imports) ≤ 100 KB gzip, and all of the app's JS ≤ 300 KB gzip.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const DIST = 'dist/web';
const LIMITS = { landing: 100 * 1024, total: 300 * 1024 };
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8'));
const gz = (file) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length;

/** The chunk and every chunk it imports statically (what the browser must fetch before running it). */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const landingKey = Object.keys(manifest).find((k) => k.endsWith('features/site/pages/landing-page.tsx'));
if (!entryKey || !landingKey) throw new Error('entry or landing chunk not found in the Vite manifest');
const landingFiles = [...new Set([...closure(entryKey), ...closure(landingKey)])].map((k) => manifest[k].file).filter((f) => f.endsWith('.js'));
const landing = landingFiles.reduce((sum, f) => sum + gz(f), 0);
const allJs = fs.readdirSync(path.join(DIST, 'assets')).filter((f) => f.endsWith('.js'));
const total = allJs.reduce((sum, f) => sum + gz(path.join('assets', f)), 0);

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log(`landing route initial JS: ${kb(landing)} gzip (${landingFiles.length} files, budget ${kb(LIMITS.landing)})`);
console.log(`whole app JS:             ${kb(total)} gzip (${allJs.length} files, budget ${kb(LIMITS.total)})`);
const over = [landing > LIMITS.landing && 'landing', total > LIMITS.total && 'total'].filter(Boolean);
if (over.length) {
  console.error(`Over budget: ${over.join(', ')}`);
  process.exit(1);
}
