import { sql } from 'kysely';
import { openDb } from '../src/server/db';
import { migrateToLatest } from '../src/server/db/migrate';
import * as service from '../src/server/modules/search/service';
import { searchBackendOf } from '../src/server/modules/search/backend';
const url = process.argv[2]!;
const handle = openDb(url);
const db = handle.db;
await migrateToLatest(db);
await searchBackendOf(db).optimize(db);
const cardiology = Number((await db.selectFrom('specialties').select('id').where('name', '=', 'Cardiology').executeTakeFirstOrThrow()).id);
const someId = Number((await db.selectFrom('clinics').select('id').orderBy('id').offset(5).limit(1).executeTakeFirstOrThrow()).id);
const oneName = (await db.selectFrom('clinics').select('name').where('id', '=', someId).executeTakeFirstOrThrow()).name.split(' ').slice(-2).join(' ');
const cases: Array<[string, () => Promise<unknown[]>]> = [
  ['specialty', () => service.bySpecialty(db, cardiology)],
  ['name ruisseau', () => service.byNameOrProcedure(db, { name: 'ruisseau' })],
  [`name ${oneName}`, () => service.byNameOrProcedure(db, { name: oneName })],
  ['procedure echocardio', () => service.byNameOrProcedure(db, { procedure: 'echocardio' })],
  ['near Ottawa 250', () => service.byNameOrProcedure(db, { near: 'Ottawa', radius_km: 250 })],
  ['specialty near Ottawa 250', () => service.bySpecialty(db, cardiology, { near: 'Ottawa', radius_km: 250 })],
];
for (const [name, run] of cases) {
  for (let i = 0; i < 30; i++) await run();
  const t = performance.now();
  const N = 200;
  for (let i = 0; i < N; i++) await run();
  console.log(`${name}: ${(((performance.now() - t) / N) * 1000).toFixed(0)} µs (${(await run()).length} results)`);
}
await handle.close();
