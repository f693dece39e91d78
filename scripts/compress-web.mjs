// Writes .br and .gz siblings of the built SPA's text files, once at build time, so the server can
// send them as they are (@fastify/static preCompressed) instead of compressing on every request.
// Usage: node scripts/compress-web.mjs [dir]   (default dist/web; e.g. /tmp/x for a private build)
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const DIR = process.argv[2] || 'dist/web';
const TEXT = /\.(html|js|mjs|css|svg|json|txt|webmanifest|xml)$/;
// Below this a compressed body saves less than the response headers cost.
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Every compressible file under dir, skipping dot-directories (.vite holds the build manifest). */
function files(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name.startsWith('.') ? [] : files(full);
    return TEXT.test(e.name) ? [full] : [];
  });
}

if (!fs.existsSync(path.join(DIR, 'index.html'))) throw new Error(`${DIR}/index.html not found: run vite build first`);
let before = 0;
let after = 0;
await Promise.all(
  files(DIR).map(async (file) => {
    const body = fs.readFileSync(file);
    // A stale sibling from an earlier build would be served instead of the new file.
    for (const ext of ['.br', '.gz']) fs.rmSync(file + ext, { force: true });
    if (body.length < MIN_BYTES) return;
    const [br, gz] = await Promise.all([
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
          [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
      gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
    ]);
    if (br.length < body.length) fs.writeFileSync(`${file}.br`, br);
    if (gz.length < body.length) fs.writeFileSync(`${file}.gz`, gz);
    before += body.length;
    after += Math.min(br.length, body.length);
  }),
);
console.log(`compress-web: ${DIR} ${(before / 1024).toFixed(0)} KB → ${(after / 1024).toFixed(0)} KB brotli`);
