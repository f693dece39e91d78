import { sql } from 'kysely';
import { expect, it } from 'vitest';
import { createTestContext } from '../../test/context';
import { nowIso } from '../search-key';
import * as m005 from './005-image-kind';

const { db } = await createTestContext();

it('marks the pictures users already have as avatars and every other image public; down drops the column', async () => {
  // Back to the schema before 005, with one avatar, one logo and one unreferenced image.
  await m005.down(db);
  const image = async (name: string) =>
    Number(
      (
        await sql<{ id: number }>`insert into images (content_type, bytes, sha256, width, height, created_at)
          values ('image/png', ${Buffer.from(name)}, ${name}, 1, 1, ${nowIso()}) returning id`.execute(db)
      ).rows[0]!.id,
    );
  const avatar = await image('avatar');
  const logo = await image('logo');
  const loose = await image('loose');
  await db.insertInto('users').values({ username: 'm005@test.example.ca', password_hash: 'x', role: 'vet', display_name: null, avatar_image_id: avatar, job_title: null, practice_type: null, created_at: nowIso() }).execute();
  await db.insertInto('users').values({ username: 'm005b@test.example.ca', password_hash: 'x', role: 'vet', display_name: null, avatar_image_id: null, job_title: null, practice_type: null, created_at: nowIso() }).execute();

  await m005.up(db);

  const kinds = await db.selectFrom('images').select(['id', 'kind']).where('id', 'in', [avatar, logo, loose]).orderBy('id').execute();
  expect(kinds.map((r) => [Number(r.id), r.kind])).toEqual([
    [avatar, 'avatar'],
    [logo, 'public'],
    [loose, 'public'],
  ]);
  // Rows written without a kind are public; anything but the two kinds is refused.
  const plain = await db.insertInto('images').values({ content_type: 'image/png', bytes: Buffer.from('p'), sha256: 'p', width: 1, height: 1, created_at: nowIso() }).returning('kind').executeTakeFirstOrThrow();
  expect(plain.kind).toBe('public');
  await expect(
    sql`insert into images (content_type, bytes, sha256, width, height, created_at, kind) values ('image/png', ${Buffer.from('q')}, 'q', 1, 1, ${nowIso()}, 'secret')`.execute(db),
  ).rejects.toThrow();
});
