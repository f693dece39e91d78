#!/usr/bin/env node
/**
 * `npm test` (every check) and `npm run test:fast` (the loop while you work: no build, no browser,
 * SQLite only). Runs the stages in order, stops at the first that fails, and ends with how long each
 * took, so a slow stage is seen rather than guessed.
 *
 *   node scripts/test.mjs full | fast
 */
import { execFileSync, spawn } from 'node:child_process';

const mode = process.argv[2] ?? 'full';
if (!['full', 'fast'].includes(mode)) {
  console.error('usage: node scripts/test.mjs full|fast');
  process.exit(2);
}

const hasNginx = (() => {
  try {
    execFileSync('sh', ['-c', 'command -v nginx'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
})();

/** A stage is one command, or several run side by side (each single-threaded, on a 2-core machine). */
const STAGES =
  mode === 'fast'
    ? [
        { name: 'typecheck + lint', parallel: ['npx tsc --noEmit', 'npx eslint --max-warnings=0 .'] },
        // The fuzz test sends 1,000 hostile requests and 60 broken uploads a route here instead of
        // 5,000 and 400, and the tests of server processes (vitest.config.ts PROCESS_TESTS) wait for
        // npm test.
        { name: 'vitest (sqlite, web)', run: 'TEST_LOOP=fast FUZZ_REQUESTS=1000 FUZZ_UPLOADS=60 npx vitest run --project sqlite --project sqlite-isolated --project web --project web-isolated' },
      ]
    : [
        { name: 'typecheck + lint', parallel: ['npx tsc --noEmit', 'npx eslint --max-warnings=0 .'] },
        { name: 'vitest (sqlite, postgres, web)', run: 'npx vitest run' },
        { name: 'chromium', run: 'bash scripts/ensure-chromium.sh' },
        { name: 'build', run: 'npm run build' },
        { name: 'budgets', run: 'node scripts/check-budgets.mjs' },
        { name: 'playwright', run: 'npx playwright test' },
        hasNginx
          ? { name: 'deploy (nginx, two instances)', run: 'npm run test:deploy' }
          : { name: 'deploy (nginx, two instances)', skip: 'nginx not installed (.ci/run installs it)' },
      ];

/** Runs `command` in a shell; output streams through unless `capture`, which returns it instead. */
function sh(command, capture = false) {
  return new Promise((resolve) => {
    const child = spawn(command, { shell: true, stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit' });
    let out = '';
    if (capture) {
      child.stdout.on('data', (d) => (out += d));
      child.stderr.on('data', (d) => (out += d));
    }
    child.on('exit', (code, signal) => resolve({ ok: code === 0, out, code: code ?? signal }));
  });
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const results = [];
const started = Date.now();
let failed = false;

for (const stage of STAGES) {
  if (stage.skip) {
    results.push({ name: stage.name, status: `skipped: ${stage.skip}`, ms: 0 });
    continue;
  }
  console.log(`\n▶ ${stage.name}`);
  const t = Date.now();
  let ok;
  if (stage.parallel) {
    // Side by side, each printed whole when it ends, so their lines do not interleave.
    const runs = await Promise.all(stage.parallel.map((c) => sh(c, true)));
    runs.forEach((r, i) => {
      console.log(`$ ${stage.parallel[i]}${r.ok ? '' : ` (exit ${r.code})`}`);
      if (r.out.trim()) console.log(r.out.trimEnd());
    });
    ok = runs.every((r) => r.ok);
  } else {
    ok = (await sh(stage.run)).ok;
  }
  results.push({ name: stage.name, status: ok ? 'passed' : 'FAILED', ms: Date.now() - t });
  if (!ok) {
    failed = true;
    break;
  }
}
for (const stage of STAGES.slice(results.length)) results.push({ name: stage.name, status: 'not run', ms: 0 });

const width = Math.max(...results.map((r) => r.name.length));
console.log(`\nnpm ${mode === 'fast' ? 'run test:fast' : 'test'}: time per stage`);
for (const r of results) console.log(`  ${r.name.padEnd(width)}  ${(r.ms ? seconds(r.ms) : '').padStart(8)}  ${r.status}`);
console.log(`  ${'total'.padEnd(width)}  ${seconds(Date.now() - started).padStart(8)}  ${failed ? 'FAILED' : 'passed'}`);
process.exit(failed ? 1 : 0);
