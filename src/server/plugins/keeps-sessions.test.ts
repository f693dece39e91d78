import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { KEEPS_SESSIONS } from './session';

/**
 * A write under a policy of KEEPS_SESSIONS leaves the session cache as it is (docs/decisions/133).
 * That is only true while the modules whose routes name those policies write none of what a cached
 * session holds. This reads their code, so that a write added there later fails here, not in a
 * signed-out cookie that still works until the notification arrives.
 */
const MODULES = path.resolve(__dirname, '../modules');
const HELD = ['users', 'sessions', 'clinics', 'clinic_members'];

const sourceFiles = (dir: string) =>
  fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
    .map((f) => path.join(dir, f));

/** The module folders whose routes name `policy`. */
function modulesOf(policy: string): string[] {
  return fs
    .readdirSync(MODULES)
    .map((m) => path.join(MODULES, m))
    .filter((dir) => {
      const routes = path.join(dir, 'routes.ts');
      return fs.existsSync(routes) && fs.readFileSync(routes, 'utf8').includes(`'${policy}'`);
    });
}

/** Writes to the held tables, through Kysely or in raw SQL. */
const writeOf = new RegExp(
  [
    `\\b(?:insertInto|updateTable|deleteFrom|replaceInto|mergeInto)\\(\\s*'(?:${HELD.join('|')})'`,
    `\\b(?:insert\\s+into|update|delete\\s+from)\\s+"?(?:${HELD.join('|')})\\b"?\\s`,
  ].join('|'),
  'i',
);

describe('the policies whose writes keep the session cache', () => {
  it('each names the modules that route it', () => {
    for (const policy of KEEPS_SESSIONS) expect(modulesOf(policy), policy).not.toEqual([]);
  });

  it('belong to modules that write no users, sessions, clinics or clinic members', () => {
    const offending: string[] = [];
    for (const policy of KEEPS_SESSIONS) {
      for (const file of modulesOf(policy).flatMap(sourceFiles)) {
        const text = fs.readFileSync(file, 'utf8');
        const hit = writeOf.exec(text);
        if (hit) offending.push(`${path.relative(MODULES, file)} (${policy}): ${hit[0]}`);
      }
    }
    expect(offending).toEqual([]);
  });

  it('reads writes in both forms (the pattern itself)', () => {
    expect(writeOf.test("db.updateTable('users').set(x)")).toBe(true);
    expect(writeOf.test("trx.deleteFrom( 'sessions' )")).toBe(true);
    expect(writeOf.test('sql`update clinics set name = ${n}`')).toBe(true);
    expect(writeOf.test('delete from clinic_members where')).toBe(true);
    expect(writeOf.test("db.selectFrom('users')")).toBe(false);
    expect(writeOf.test("db.updateTable('users_archive')")).toBe(false);
  });
});
