import { openDb } from '../src/server/db';
import { findSessionUser } from '../src/server/modules/auth/repository';
import { preparedQuery } from '../src/server/db/prepared';
import { specialtySearchQuery } from '../src/server/modules/search/repository';
import * as service from '../src/server/modules/search/service';
const handle = openDb(process.argv[2]!);
const db = handle.db;
const cardiology = Number((await db.selectFrom('specialties').select('id').where('name', '=', 'Cardiology').executeTakeFirstOrThrow()).id);
const floor = preparedQuery((db, id: number) => specialtySearchQuery(db, id), [-1_000_001]);
const cases: Array<[string, () => Promise<unknown>]> = [
  ['session lookup', () => findSessionUser(db, 'x'.repeat(64), new Date().toISOString())],
  ['floor statement', () => floor(db, cardiology)],
  ['specialty search (service)', () => service.bySpecialty(db, cardiology)],
];
for (const [name, run] of cases) {
  for (let i = 0; i < 50; i++) await run();
  const t = performance.now();
  for (let i = 0; i < 300; i++) await run();
  console.log(`${name}: ${(((performance.now() - t) / 300) * 1000).toFixed(0)} µs`);
}
await handle.close();
