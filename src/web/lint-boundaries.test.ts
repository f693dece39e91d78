import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The import boundaries in eslint.config.js (DESIGN.md: web → shared ← server, features behind an
// index.ts, no cycles), run through ESLint's own API on snippets placed at real paths in the tree.
// The files named as filePath need not exist; the ones they import must, since the rules work on
// resolved paths.

const root = fileURLToPath(new URL('../..', import.meta.url));
const configFile = path.join(root, 'eslint.config.js');
const eslint = new ESLint({ cwd: root, overrideConfigFile: configFile });

/** Every problem ESLint reports for `code` saved at `file` (relative to the repository). */
async function lint(file: string, code: string): Promise<Array<{ ruleId: string | null; message: string }>> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  return result.messages.map(({ ruleId, message }) => ({ ruleId, message }));
}

const boundary = (message: string | RegExp) => expect.objectContaining({ ruleId: 'import-x/no-restricted-paths', message: expect.stringMatching(message) });

describe('lint boundaries', { timeout: 60_000 }, () => {
  describe('between web features', () => {
    const file = 'src/web/features/search/components/saved-marker.tsx';

    it('fails on an import of another feature’s internals, with alias or relative path', async () => {
      for (const from of ['@web/features/bookmarks/components/bookmark-toggle', '../../bookmarks/components/bookmark-toggle']) {
        const problems = await lint(file, `import { BookmarkToggle } from '${from}';\nexport const Saved = BookmarkToggle;\n`);
        expect(problems, from).toEqual([boundary(/Feature "search": import another feature through its public entry/)]);
      }
      for (const from of ['@web/features/auth/api/get-user', '@web/features/bookmarks/api/get-bookmarks', '@web/features/hospitals/components/freshness']) {
        expect(await lint(file, `export * from '${from}';\n`), from).toEqual([boundary(/index\.ts/)]);
      }
    });

    it('passes the same import through the feature’s index.ts', async () => {
      for (const from of ['@web/features/bookmarks', '../../bookmarks', '@web/features/bookmarks/index']) {
        expect(await lint(file, `import { BookmarkToggle } from '${from}';\nexport const Saved = BookmarkToggle;\n`), from).toEqual([]);
      }
    });

    it('passes a feature’s imports of its own files', async () => {
      expect(await lint(file, `import { useSearchResults } from '../api/search';\nexport const use = useSearchResults;\n`)).toEqual([]);
    });
  });

  describe('the app shell and the shared web code', () => {
    it('lets the app shell import a page module or an index, not other internals', async () => {
      const file = 'src/web/app/layout/example.tsx';
      expect(await lint(file, `export { HospitalPage } from '@web/features/hospitals/pages/hospital-page';\n`)).toEqual([]);
      expect(await lint(file, `export { useUser } from '@web/features/auth';\n`)).toEqual([]);
      expect(await lint(file, `export { BookmarkToggle } from '@web/features/bookmarks/components/bookmark-toggle';\n`)).toEqual([
        boundary(/The app shell may import another feature through its public entry/),
      ]);
    });

    it('fails when src/web/lib or src/web/components import a feature', async () => {
      expect(await lint('src/web/lib/example.ts', `export { useUser } from '@web/features/auth';\n`)).toEqual([boundary(/never the other way round/)]);
      expect(await lint('src/web/components/example.tsx', `export { AppRoutes } from '../app/router';\n`)).toEqual([boundary(/never the other way round/)]);
    });
  });

  describe('between web, shared and server', () => {
    it('fails when shared imports server or web code', async () => {
      const file = 'src/shared/contracts/example.ts';
      expect(await lint(file, `export { buildApp } from '@server/app';\n`)).toEqual([boundary(/imports neither web nor server/)]);
      expect(await lint(file, `export { loadConfig } from '../../server/config';\n`)).toEqual([boundary(/imports neither web nor server/)]);
      expect(await lint(file, `export { paths } from '@web/lib/paths';\n`)).toEqual([boundary(/imports neither web nor server/)]);
    });

    it('fails when the server imports web code', async () => {
      expect(await lint('src/server/modules/search/example.ts', `export { paths } from '@web/lib/paths';\n`)).toEqual([boundary(/server does not import web/)]);
    });

    it('fails when src/server/db imports a feature module', async () => {
      expect(await lint('src/server/db/rows/example.ts', `export { imageUrlFor } from '../../modules/images/repository';\n`)).toEqual([boundary(/bottom layer/)]);
      expect(await lint('src/server/db/example.ts', `export { searchKey } from './search-key';\n`)).toEqual([]);
    });

    it('fails when a server module imports another module’s files, not its index.ts', async () => {
      const file = 'src/server/modules/messages/example.ts';
      for (const from of ['../audit/service', '@server/modules/mail/outbox', '../../modules/clinic/repository']) {
        expect(await lint(file, `export * from '${from}';\n`), from).toEqual([boundary(/Module "messages": import another module through what it offers/)]);
      }
      for (const from of ['../audit', '@server/modules/mail', '../clinic/index', './service', '../../db/rows/clinic-members']) {
        expect(await lint(file, `export * from '${from}';\n`), from).toEqual([]);
      }
    });

    it('fails when web code imports server code', async () => {
      const problem = boundary(/Web code does not import server code/);
      expect(await lint('src/web/lib/example.ts', `export { buildApp } from '@server/app';\n`)).toEqual([problem]);
      expect(await lint('src/web/features/auth/api/example.ts', `export type { AppConfig } from '../../../../server/config';\n`)).toEqual([problem]);
    });

    it('passes either side importing shared', async () => {
      expect(await lint('src/web/lib/example.ts', `export { PROVINCES } from '@shared/constants';\n`)).toEqual([]);
      expect(await lint('src/server/modules/search/example.ts', `export { PROVINCES } from '@shared/constants';\n`)).toEqual([]);
    });
  });

  describe('packages our code stands in for (issue 58)', () => {
    const restricted = (message: RegExp) => expect.objectContaining({ ruleId: 'no-restricted-imports', message: expect.stringMatching(message) });

    it('fails on i18next or react-i18next imported by name, anywhere but the runtime’s compatibility test', async () => {
      const ours = restricted(/@web\/i18n/);
      expect(await lint('src/web/features/site/components/example.tsx', `import { useTranslation } from 'react-i18next';\nexport const use = useTranslation;\n`)).toEqual([ours]);
      expect(await lint('src/web/lib/example.ts', `import type { TFunction } from 'i18next';\nexport type T = TFunction;\n`)).toEqual([ours]);
      expect(await lint('src/web/i18n/runtime.ts', `export { default } from 'i18next';\n`)).toEqual([ours]);
      expect(await lint('src/web/i18n/runtime.test.ts', `export { default } from 'i18next';\n`)).toEqual([]);
    });

    it('fails on zod imported by name, in shared, server or web code, but in src/shared/zod.ts', async () => {
      const ours = restricted(/@shared\/zod/);
      expect(await lint('src/shared/contracts/example.ts', `import { z } from 'zod';\nexport const s = z.string();\n`)).toEqual([ours]);
      expect(await lint('src/server/modules/search/example.ts', `import type { z } from 'zod';\nexport type S = z.ZodString;\n`)).toEqual([ours]);
      expect(await lint('src/web/lib/example.ts', `export { config } from 'zod/v4';\n`)).toEqual([ours]);
      expect(await lint('src/shared/zod.ts', `export * from 'zod';\n`)).toEqual([]);
      expect(await lint('src/shared/contracts/example.ts', `import { z } from '@shared/zod';\nexport const s = z.string();\n`)).toEqual([]);
      // The one file that may import zod does not open the door to i18next.
      expect(await lint('src/shared/zod.ts', `export { default } from 'i18next';\n`)).toEqual([restricted(/@web\/i18n/)]);
    });
  });

  describe('import cycles', () => {
    // Real files, since the rule follows imports on disk: a copy of the tree's layout in a temporary
    // directory (ESLint's base path is `cwd` with an explicit config file), so a lint of the working
    // tree running meanwhile never sees them.
    let dir: string;
    let tmpEslint: ESLint;
    const grid = 'src/web/features/bookmarks/components/favourites-grid.ts';
    const logo = 'src/web/features/hospitals/components/hospital-logo.ts';
    const write = (file: string, code: string) => {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      fs.writeFileSync(path.join(dir, file), code);
    };
    const cycleProblems = async () =>
      (await tmpEslint.lintFiles([grid, logo])).map((r) => ({
        file: path.relative(dir, r.filePath),
        problems: r.messages.map(({ ruleId, message }) => ({ ruleId, message })),
      }));

    beforeAll(() => {
      dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-cycle-'));
      tmpEslint = new ESLint({ cwd: dir, overrideConfigFile: configFile });
    });
    afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

    it('fails on a two-file cycle, in both files', async () => {
      write(grid, `import { logo } from '../../hospitals/components/hospital-logo';\nexport const grid = (): string => logo();\n`);
      write(logo, `import { grid } from '../../bookmarks/components/favourites-grid';\nexport const logo = (): string => typeof grid;\n`);
      const cycle = { ruleId: 'import-x/no-cycle', message: expect.stringMatching(/cycle/i) };
      expect(await cycleProblems()).toEqual([
        { file: grid, problems: [cycle] },
        { file: logo, problems: [cycle] },
      ]);
    });

    it('passes the same files once one direction is gone', async () => {
      write(grid, `import { logo } from '../../hospitals/components/hospital-logo';\nexport const grid = (): string => logo();\n`);
      write(logo, `export const logo = (): string => 'logo';\n`);
      // A fresh instance: the rule caches what it parsed of each file.
      tmpEslint = new ESLint({ cwd: dir, overrideConfigFile: configFile });
      expect(await cycleProblems()).toEqual([
        { file: grid, problems: [] },
        { file: logo, problems: [] },
      ]);
    });
  });
});
