import { beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_PAGE_SIZE, type ReferralList } from '@shared/contracts/referrals';
import type { ReferralStatus } from '@shared/referral-status';
import { createTestContext, registerUser } from '../../test/context';
import { verifyListing } from '../../test/factories';

/**
 * The referral lists page by keyset (issue 22, docs/decisions/110): the vet's sent list (last activity
 * first) and the clinic's inbox (unopened, then most urgent, then newest). Pages cover every row once,
 * in order, even when a referral arrives between two pages; a cursor the server did not write is a 400.
 */
const ctx = await createTestContext();
const { inject, db } = ctx;

let vet: { cookie: string; id: number };
let clinic: string;
let clinicId: number;

const URGENCIES = ['emergency', 'priority', 'routine', null] as const;
const STATUSES: ReferralStatus[] = ['submitted', 'received', 'accepted', 'booked', 'declined', 'draft'];
// A few moments shared by many rows, so the id must break ties across page ends.
const moment = (i: number) => new Date(Date.UTC(2026, 9, 1) + (i % 7) * 3_600_000).toISOString();

async function insertReferral(i: number, overrides: { status?: ReferralStatus; urgency?: (typeof URGENCIES)[number]; at?: string } = {}) {
  const at = overrides.at ?? moment(i);
  const status = overrides.status ?? STATUSES[i % STATUSES.length]!;
  const r = await db
    .insertInto('referrals')
    .values({
      vet_id: vet.id,
      clinic_id: clinicId,
      status,
      urgency: overrides.urgency === undefined ? URGENCIES[i % URGENCIES.length]! : overrides.urgency,
      patient_name: `Patient ${i}`,
      created_at: at,
      updated_at: at,
      submitted_at: status === 'draft' ? null : at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(r.id);
}

beforeAll(async () => {
  const v = await registerUser(ctx.app, { role: 'vet' });
  vet = { cookie: v.cookie, id: v.user.id };
  const owner = await registerUser(ctx.app, { role: 'clinic' });
  clinic = owner.cookie;
  const profile = { name: 'Keyset Hospital', address: '2 Page Rd', province: 'Ontario', contact_email: 'desk@keyset.example.ca', phone: '613-555-0101' };
  clinicId = (await inject('PATCH', '/api/clinics/profile', { as: clinic, body: profile })).json().id;
  await verifyListing(db, clinicId);
  for (let i = 0; i < 3 * REFERRAL_PAGE_SIZE + 7; i++) await insertReferral(i);
});

const page = async (as: string, box: 'sent' | 'received', cursor?: string, status?: string) => {
  // The inbox in the order of decision 110 is the clinic's `all` view; its default is the work queue (referral-queue.api.test.ts).
  const query = new URLSearchParams(box === 'received' ? { box, view: 'all' } : { box });
  if (cursor !== undefined) query.set('cursor', cursor);
  if (status) query.set('status', status);
  const res = await inject('GET', `/api/referrals?${query}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReferralList;
};

/** Every page from the first, calling `between` after each page is read. */
async function walk(as: string, box: 'sent' | 'received', between: (n: number) => Promise<unknown> = async () => {}, status?: string) {
  const ids: number[] = [];
  let cursor: string | undefined;
  for (let n = 1; ; n++) {
    const p = await page(as, box, cursor, status);
    expect(p.items.length).toBeLessThanOrEqual(REFERRAL_PAGE_SIZE);
    ids.push(...p.items.map((i) => i.id));
    if (p.next_cursor === null) return { ids, pages: n };
    expect(p.items.length).toBe(REFERRAL_PAGE_SIZE);
    cursor = p.next_cursor;
    await between(n);
  }
}

type Row = { id: number; status: string; urgency: string | null; updated_at: string; submitted_at: string | null };
const rows = async (): Promise<Row[]> =>
  (await db.selectFrom('referrals').select(['id', 'status', 'urgency', 'updated_at', 'submitted_at']).where('clinic_id', '=', clinicId).execute()).map((r) => ({ ...r, id: Number(r.id) }));
const desc = (a: string | number, b: string | number) => (a < b ? 1 : a > b ? -1 : 0);
const sentOrder = (all: Row[]) => all.sort((a, b) => desc(a.updated_at, b.updated_at) || desc(a.id, b.id)).map((r) => r.id);
const urgencyRank = (u: string | null) => ({ emergency: 3, priority: 2, routine: 1 })[u ?? ''] ?? 0;
const inboxOrder = (all: Row[]) =>
  all
    .filter((r) => r.status !== 'draft')
    .sort((a, b) => desc(Number(a.status === 'submitted'), Number(b.status === 'submitted')) || desc(urgencyRank(a.urgency), urgencyRank(b.urgency)) || desc(a.submitted_at!, b.submitted_at!) || desc(a.id, b.id))
    .map((r) => r.id);

describe('keyset pages of the referral lists', () => {
  it("the vet's sent list: every referral once, last activity first, while a new one arrives between pages", async () => {
    const before = sentOrder(await rows());
    const added: number[] = [];
    // Each new referral is the newest: with offset pages, it would push the previous page's last row onto the next page.
    const { ids, pages } = await walk(vet.cookie, 'sent', async (n) => added.push(await insertReferral(1000 + n, { at: new Date(Date.UTC(2026, 10, n)).toISOString() })));
    expect(pages).toBe(4);
    expect(ids).toEqual(before);
    expect(added).toHaveLength(3);
    expect((await walk(vet.cookie, 'sent')).ids).toEqual(sentOrder(await rows()));
    for (const id of added) await db.deleteFrom('referrals').where('id', '=', id).execute();
  });

  it("the clinic's inbox: unopened, most urgent, newest first, every referral once while an unopened emergency arrives between pages", async () => {
    const before = inboxOrder(await rows());
    const added: number[] = [];
    const { ids } = await walk(clinic, 'received', async (n) =>
      added.push(await insertReferral(2000 + n, { status: 'submitted', urgency: 'emergency', at: new Date(Date.UTC(2026, 10, n)).toISOString() })),
    );
    expect(ids).toEqual(before);
    expect(added).toHaveLength(2);
    // The order itself, on the page: no draft, unopened before opened, emergencies before routine ones.
    const first = (await page(clinic, 'received')).items;
    expect(first.slice(0, 2).map((i) => i.id)).toEqual([...added].reverse());
    expect(first.every((i) => i.status !== 'draft')).toBe(true);
    expect((await walk(clinic, 'received')).ids).toEqual(inboxOrder(await rows()));
    for (const id of added) await db.deleteFrom('referrals').where('id', '=', id).execute();
  });

  it('a filter pages the same way, and the last page says there is none after it', async () => {
    const { ids, pages } = await walk(clinic, 'received', undefined, 'received');
    expect(pages).toBe(1);
    expect(ids).toEqual(inboxOrder((await rows()).filter((r) => r.status === 'received')));
  });

  it("every page of the inbox, even an empty one, counts the hospital's unopened referrals", async () => {
    const unopened = (await rows()).filter((r) => r.status === 'submitted').length;
    expect(unopened).toBeGreaterThan(0);
    const first = await page(clinic, 'received');
    expect(first.unopened).toBe(unopened);
    expect((await page(clinic, 'received', first.next_cursor!)).unopened).toBe(unopened);
    const none = await inject('GET', '/api/referrals?box=received&view=all&q=nobody-by-this-name', { as: clinic });
    expect(none.json()).toEqual({ items: [], unopened, counts: { action: 0, open: 0, closed: 0, all: 0 }, next_cursor: null });
    expect((await page(vet.cookie, 'sent')).unopened).toBe(0);
  });

  // Lists were once compiled per shape and shared by every caller (docs/decisions/archive/121; removed
  // in issue 57). A second vet and a second hospital, asking the same shapes in turn, see their own rows only.
  it('a list compiled for one caller answers the next caller with their own rows', async () => {
    const other = await registerUser(ctx.app, { role: 'vet' });
    const otherOwner = await registerUser(ctx.app, { role: 'clinic' });
    const profile = { name: 'Other Keyset Hospital', address: '3 Page Rd', province: 'Ontario', contact_email: 'desk@other-keyset.example.ca', phone: '613-555-0102' };
    const otherClinicId = (await inject('PATCH', '/api/clinics/profile', { as: otherOwner.cookie, body: profile })).json().id;
    await verifyListing(db, otherClinicId);
    const at = new Date(Date.UTC(2026, 9, 2)).toISOString();
    const mine = await db
      .insertInto('referrals')
      .values({ vet_id: other.user.id, clinic_id: otherClinicId, status: 'submitted', urgency: 'routine', patient_name: 'Other patient', created_at: at, updated_at: at, submitted_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const ids = async (as: string, box: 'sent' | 'received', status?: string) => (await page(as, box, undefined, status)).items.map((i) => i.id);
    for (const status of [undefined, 'submitted']) {
      const first = await ids(vet.cookie, 'sent', status);
      expect(await ids(other.cookie, 'sent', status), `sent ${status}`).toEqual([Number(mine.id)]);
      expect(await ids(vet.cookie, 'sent', status)).toEqual(first);
      const inbox = await ids(clinic, 'received', status);
      expect(await ids(otherOwner.cookie, 'received', status), `received ${status}`).toEqual([Number(mine.id)]);
      expect(await ids(clinic, 'received', status)).toEqual(inbox);
      expect(first).not.toContain(Number(mine.id));
      expect(inbox).not.toContain(Number(mine.id));
    }
    // A second page, after a key, for the first vet and then the other one (whose list has no second page).
    const next = (await page(vet.cookie, 'sent')).next_cursor!;
    expect((await page(vet.cookie, 'sent', next)).items.length).toBeGreaterThan(0);
    expect((await page(other.cookie, 'sent', next)).items.map((i) => i.id)).toEqual([]);
  });

  // The inbox finds the user's clinic inside its own statement (docs/decisions/128): acting for none is
  // an empty inbox, not another clinic's and not an error.
  it('a clinic user who acts for no hospital gets an empty inbox with nothing unopened', async () => {
    const loner = await registerUser(ctx.app, { role: 'clinic' });
    for (const status of [undefined, 'submitted']) expect(await page(loner.cookie, 'received', undefined, status)).toEqual({ items: [], unopened: 0, counts: { action: 0, open: 0, closed: 0, all: 0 }, next_cursor: null });
    // The clinic's own inbox is still whole after the loner's shapes ran.
    expect((await page(clinic, 'received')).items.length).toBe(REFERRAL_PAGE_SIZE);
  });

  it('a cursor the server did not write for this list is a 400 with a clear message, not a 500', async () => {
    const sentCursor = (await page(vet.cookie, 'sent')).next_cursor!;
    const inboxCursor = (await page(clinic, 'received')).next_cursor!;
    const forge = (values: unknown) => Buffer.from(JSON.stringify(values)).toString('base64url');
    const bad = [
      'not a cursor',
      'Zm9v', // "foo"
      inboxCursor, // the inbox's cursor in the sent list
      forge(['s', "2026-10-01T00:00:00.000Z' or 1=1", 1]),
      forge(['s', '2026-10-01T00:00:00.000Z', -1]),
      forge(['s', '2026-10-01T00:00:00.000Z', 1, 2]),
      forge({ list: 'sent' }),
    ];
    for (const cursor of bad) {
      const res = await inject('GET', `/api/referrals?box=sent&cursor=${encodeURIComponent(cursor)}`, { as: vet.cookie });
      expect(res.statusCode, cursor).toBe(400);
      expect(res.json()).toMatchObject({ code: 'REFERRAL_CURSOR_INVALID', message: expect.stringMatching(/Start again from the first page/) });
    }
    const wrongList = await inject('GET', `/api/referrals?box=received&cursor=${sentCursor}`, { as: clinic });
    expect(wrongList.json().code).toBe('REFERRAL_CURSOR_INVALID');
    expect((await inject('GET', `/api/referrals?box=sent&cursor=${'a'.repeat(201)}`, { as: vet.cookie })).statusCode).toBe(400);
  });
});
