// `npm start`: builds when the build is missing or older than the sources, then runs the server
// (which migrates and seeds). `node scripts/start.mjs create-admin` does the same for create-admin,
// `… backup` and `… restore FILE` for backups (src/server/backup-cli.ts).
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const STAMP = 'dist/.build-stamp';
const SOURCES = ['src', 'package-lock.json', 'vite.config.ts', 'tsconfig.json', 'scripts/build-server.mjs', 'scripts/prerender.mjs', 'scripts/compress-web.mjs'];

function newestMtime(p) {
  if (!fs.existsSync(p)) return 0;
  const stat = fs.statSync(p);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

const built = fs.existsSync(STAMP) ? fs.statSync(STAMP).mtimeMs : 0;
const latest = Math.max(...SOURCES.map(newestMtime));
if (!built || latest > built) {
  console.log(built ? 'Sources changed; rebuilding…' : 'No build yet; building…');
  execSync('npm run build', { stdio: 'inherit' });
}

const command = process.argv[2];
const args =
  command === 'create-admin' ? ['dist/server/create-admin.js']
  : command === 'backup' || command === 'restore' ? ['dist/server/backup.js', ...process.argv.slice(2)]
  : ['dist/server/main.js'];
const child = spawn(process.execPath, ['--enable-source-maps', ...args], { stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
