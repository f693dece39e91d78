import fs from 'node:fs';
import { backup, restore } from './backup';
import { ConfigError, loadConfig } from './config';

/**
 * `npm run backup` and `npm run restore FILE` (issue 24), with the app's own configuration
 * (DATABASE_URL, BACKUP_DIR, BACKUP_KEEP from the environment or .env).
 */
async function main() {
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  const config = loadConfig();
  const [command, file] = process.argv.slice(2);
  if (command === 'backup') {
    const r = await backup(config.databaseUrl, config.backupDir, config.backupKeep);
    console.log(`Backup written: ${r.file} (${(r.bytes / 1024 / 1024).toFixed(1)} MB in ${(r.ms / 1000).toFixed(1)} s)`);
    for (const f of r.removed) console.log(`Removed old backup ${f} (keeping the last ${config.backupKeep})`);
  } else if (command === 'restore' && file) {
    const r = await restore(config.databaseUrl, file);
    console.log(`Restored ${file} in ${(r.ms / 1000).toFixed(1)} s. Start the app: it applies any newer migrations.`);
  } else {
    console.error('Usage: npm run backup | npm run restore -- FILE');
    process.exit(2);
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : `Failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
