import { expect, it } from 'vitest';
import { entryOf } from '../../modules/search/procedure-doc';
import { createTestContext } from '../../test/context';
import { createClinic } from '../../test/factories';
import { nowIso } from '../search-key';
import * as m026 from './026-procedure-doc-json';

const { db } = await createTestContext();

const docOf = async (id: number) => (await db.selectFrom('clinics').select('procedure_doc').where('id', '=', id).executeTakeFirstOrThrow()).procedure_doc.split('\n');
const addQuote = (id: number, name: string) =>
  db.insertInto('pricings').values({ clinic_id: id, procedure_name: name, price_range: '$1 – $2', search_key: name.toLowerCase(), created_at: nowIso(), updated_at: nowIso() }).execute();

it('rewrites the lines as escaped JSON, its triggers keep writing them so, and down goes back to hex throughout', async () => {
  const id = await createClinic(db, { name: 'M026 Hospital', pricings: [{ procedure_name: 'Échographie', price_range: '300 $ – 750 $' }] });
  const hex = /^5B22[0-9A-F]+$/i;

  await m026.down(db);
  expect(await docOf(id)).toEqual([expect.stringMatching(hex)]);
  await addQuote(id, 'Radiographie');
  expect(await docOf(id)).toEqual([expect.stringMatching(hex), expect.stringMatching(hex)]);

  await m026.up(db);
  const lines = await docOf(id);
  expect(lines).toEqual([expect.stringMatching(/^\["p",[\x20-\x7e]+$/), expect.stringMatching(/^\["p",[\x20-\x7e]+$/)]);
  expect(lines.map((line) => entryOf(line).slice(0, 3))).toEqual([
    ['p', 'Radiographie', '$1 – $2'],
    ['p', 'Échographie', '300 $ – 750 $'],
  ]);
  await addQuote(id, 'Tomodensitométrie');
  expect((await docOf(id)).map((line) => line.slice(0, 4))).toEqual(['["p"', '["p"', '["p"']);
});
