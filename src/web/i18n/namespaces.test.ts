import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * Only common and nav ship with the app shell; every other namespace is added when a module in
 * ./namespaces is first imported (docs/decisions/050). A component that reads a namespace without
 * importing its module works only while some other module happens to have loaded it first, and
 * shows raw keys otherwise, so each reader must import it itself.
 */
const WEB = fileURLToPath(new URL('..', import.meta.url));
const SHELL_NAMESPACES = new Set(['common', 'nav']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [full] : [];
  });
}

const readers = sourceFiles(WEB)
  .filter((file) => !file.startsWith(path.join(WEB, 'i18n')))
  .map((file) => {
    const text = fs.readFileSync(file, 'utf8');
    const namespaces = new Set([...text.matchAll(/useTranslation\('([a-z]+)'|\bns: '([a-z]+)'/g)].flatMap((m) => m[1] ?? m[2] ?? []));
    return { file: path.relative(WEB, file), text, namespaces: [...namespaces].filter((ns) => !SHELL_NAMESPACES.has(ns)) };
  })
  .filter((reader) => reader.namespaces.length > 0);

describe('lazily added i18n namespaces', () => {
  it('finds the readers it checks', () => {
    expect(readers.length).toBeGreaterThan(20);
  });

  it('every module that reads a namespace imports the module that adds it', () => {
    const missing = readers.flatMap(({ file, text, namespaces }) =>
      // The site namespace comes in parts (site, site-about, …); each part brings the shared strings.
      namespaces.filter((ns) => !new RegExp(`import (\\{[^}]*\\} from )?'@web/i18n/namespaces/${ns}(-[a-z]+)?';`).test(text)).map((ns) => `${file}: ${ns}`),
    );
    expect(missing).toEqual([]);
  });

  it('every namespace module adds the namespace it is named after', () => {
    const dir = path.join(WEB, 'i18n/namespaces');
    for (const name of fs.readdirSync(dir)) {
      const ns = name.replace(/(-[a-z]+)?\.ts$/, '');
      expect(fs.readFileSync(path.join(dir, name), 'utf8')).toContain(`addNamespace('${ns}',`);
    }
  });
});
