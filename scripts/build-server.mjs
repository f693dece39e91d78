// Bundles the server (and create-admin, backup/restore) into dist/server with esbuild; npm packages stay external.
// letter-worker is the thread letters are drawn on (src/server/modules/referrals/letter-render.ts finds
// it beside main.js).
import { build } from 'esbuild';

await build({
  entryPoints: { main: 'src/server/main.ts', 'create-admin': 'src/server/create-admin.ts', backup: 'src/server/backup-cli.ts', 'letter-worker': 'src/server/modules/referrals/letter-worker.ts' },
  outdir: 'dist/server',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  tsconfig: 'tsconfig.json',
  logLevel: 'warning',
});
