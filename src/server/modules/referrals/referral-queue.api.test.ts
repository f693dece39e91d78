import { beforeAll, describe, expect, it } from 'vitest';
import { REFERRAL_PAGE_SIZE, type Referral, type ReferralList, type ReferralSummary } from '@shared/contracts/referrals';
import type { ReferralStatus } from '@shared/referral-status';
import { addBusinessDaysOfWork, addBusinessHours } from '@shared/business-days';
import { createTestContext, registerUser } from '../../test/context';
import { specialtyId, verifyListing } from '../../test/factories';

/**
 * Issue 59: the hospital's inbox is a work queue (docs/decisions/154). Views (what needs the hospital's
 * action by default, open, closed, all) with their counts, filters, the order (emergencies, then the
 * overdue, then the oldest sent), each row's assignee and next target against the hospital's own
 * targets, assignment with its timeline entry and the assignee's notification, and the targets the
 * owner sets.
 */
const ctx = await createTestContext();
const { inject, db } = ctx;

let vet: { cookie: string; id: number };
let owner: { cookie: string; id: number };
let member: { cookie: string; id: number };
let otherOwner: { cookie: string; id: number };
let clinicId: number;
let cardiology: number;
let oncology: number;

const DAY = 86_400_000;
const ago = (ms: number) => new Date(ctx.clock.now().getTime() - ms).toISOString();
const ahead = (ms: number) => new Date(ctx.clock.now().getTime() + ms).toISOString();

type Row = { status: ReferralStatus; urgency?: 'emergency' | 'priority' | 'routine' | null; sent?: string; appointment?: string; specialty?: number | null; patient?: string };
async function insert(r: Row): Promise<number> {
  const at = r.sent ?? ago(DAY);
  const created = await db
    .insertInto('referrals')
    .values({
      vet_id: vet.id,
      clinic_id: clinicId,
      status: r.status,
      urgency: r.urgency ?? 'routine',
      specialty_id: r.specialty ?? null,
      patient_name: r.patient ?? `Queue ${r.status}`,
      created_at: at,
      updated_at: at,
      submitted_at: r.status === 'draft' ? null : at,
      appointment_at: r.appointment ?? null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return Number(created.id);
}

const list = async (as: string, query: Record<string, string> = {}) => {
  const res = await inject('GET', `/api/referrals?${new URLSearchParams({ box: 'received', ...query })}`, { as });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReferralList;
};
const ids = (l: ReferralList) => l.items.map((i) => i.id);
const assign = (as: string, id: number, userId: number | null) => inject('POST', `/api/referrals/${id}/assign`, { as, body: { user_id: userId } });

// One referral in every place the views tell apart.
type Place = 'newOnTime' | 'newLate' | 'emergencyOnTime' | 'openedLate' | 'openedOnTime' | 'accepted' | 'seen' | 'bookedAhead' | 'waiting' | 'completed' | 'declined' | 'cancelled';
const q = {} as Record<Place, number>;

beforeAll(async () => {
  const v = await registerUser(ctx.app, { role: 'vet' });
  vet = { cookie: v.cookie, id: v.user.id };
  const o = await registerUser(ctx.app, { role: 'clinic' });
  owner = { cookie: o.cookie, id: o.user.id };
  const m = await registerUser(ctx.app, { role: 'clinic' });
  member = { cookie: m.cookie, id: m.user.id };
  const oo = await registerUser(ctx.app, { role: 'clinic' });
  otherOwner = { cookie: oo.cookie, id: oo.user.id };
  const profile = { name: 'Queue Hospital', address: '5 Desk Rd', province: 'Ontario', contact_email: 'desk@queue.example.ca', phone: '613-555-0105' };
  clinicId = (await inject('PATCH', '/api/clinics/profile', { as: owner.cookie, body: profile })).json().id;
  const otherId = (await inject('PATCH', '/api/clinics/profile', { as: otherOwner.cookie, body: { ...profile, name: 'Other Queue Hospital' } })).json().id;
  await verifyListing(db, clinicId, otherId);
  await db.insertInto('clinic_members').values({ user_id: member.id, clinic_id: clinicId, invited_by: owner.id, created_at: ago(0) }).execute();
  await db.updateTable('users').set({ display_name: 'Morgan Member' }).where('id', '=', member.id).execute();
  await db.updateTable('users').set({ display_name: 'Olive Owner' }).where('id', '=', owner.id).execute();
  cardiology = await specialtyId(db, 'Cardiology');
  oncology = await specialtyId(db, 'Oncology');

  q.newOnTime = await insert({ status: 'submitted', sent: ago(60_000), specialty: cardiology });
  q.newLate = await insert({ status: 'submitted', sent: ago(30 * DAY), specialty: oncology });
  q.emergencyOnTime = await insert({ status: 'submitted', urgency: 'emergency', sent: ago(30_000) });
  q.openedLate = await insert({ status: 'received', sent: ago(20 * DAY), specialty: cardiology });
  q.openedOnTime = await insert({ status: 'received', sent: ago(120_000) });
  q.accepted = await insert({ status: 'accepted', sent: ago(40 * DAY), urgency: 'priority' });
  q.seen = await insert({ status: 'booked', sent: ago(50 * DAY), appointment: ago(2 * DAY) });
  q.bookedAhead = await insert({ status: 'booked', sent: ago(10 * DAY), appointment: ahead(5 * DAY) });
  q.waiting = await insert({ status: 'info_requested', sent: ago(9 * DAY) });
  q.completed = await insert({ status: 'completed', sent: ago(60 * DAY) });
  q.declined = await insert({ status: 'declined', sent: ago(61 * DAY) });
  q.cancelled = await insert({ status: 'cancelled', sent: ago(62 * DAY), urgency: 'emergency' });
  await insert({ status: 'draft' });
});

describe('the hospital inbox as a work queue', () => {
  it('shows what needs the hospital by default: emergencies first, then the overdue, then the oldest sent, with counts per view', async () => {
    const action = await list(owner.cookie);
    expect(ids(action)).toEqual([q.emergencyOnTime, q.newLate, q.openedLate, q.seen, q.accepted, q.openedOnTime, q.newOnTime]);
    expect(action.counts).toEqual({ action: 7, open: 9, closed: 3, all: 12 });
    expect((await list(owner.cookie, { view: 'action' })).items).toEqual(action.items);
    // The unopened count stays what it was: referrals nobody at the hospital has opened.
    expect(action.unopened).toBe(3);
  });

  it('has the open, closed and all views, each as its count says', async () => {
    const open = await list(member.cookie, { view: 'open' });
    expect(new Set(ids(open))).toEqual(new Set([q.emergencyOnTime, q.newLate, q.openedLate, q.seen, q.accepted, q.openedOnTime, q.newOnTime, q.bookedAhead, q.waiting]));
    expect(ids(open)[0]).toBe(q.emergencyOnTime);
    const closed = await list(member.cookie, { view: 'closed' });
    expect(ids(closed)).toEqual([q.cancelled, q.completed, q.declined]);
    const all = await list(member.cookie, { view: 'all' });
    expect(all.items).toHaveLength(all.counts.all);
    expect(open.items).toHaveLength(open.counts.open);
    expect(closed.items).toHaveLength(closed.counts.closed);
  });

  it("says each row's next target and whether it is overdue, against the hospital's targets", async () => {
    const items = new Map((await list(owner.cookie, { view: 'all' })).items.map((i) => [i.id, i] as [number, ReferralSummary]));
    const row = (id: number) => items.get(id)!;
    expect(row(q.newOnTime).due).toEqual({ target: 'acknowledge', due_at: addBusinessHours(new Date(row(q.newOnTime).submitted_at!), 8).toISOString(), overdue: false });
    expect(row(q.newLate).due).toMatchObject({ target: 'acknowledge', overdue: true });
    expect(row(q.openedOnTime).due).toEqual({ target: 'decide', due_at: addBusinessDaysOfWork(new Date(row(q.openedOnTime).submitted_at!), 2).toISOString(), overdue: false });
    expect(row(q.openedLate).due).toMatchObject({ target: 'decide', overdue: true });
    for (const id of [q.accepted, q.waiting, q.completed]) expect(row(id).due).toEqual({ target: null, due_at: null, overdue: false });
    expect(row(q.newOnTime).specialty).toMatchObject({ id: cardiology, name: 'Cardiology' });
    expect(row(q.openedOnTime).specialty).toBeNull();
  });

  it('filters by status, urgency, specialty and assignee, and counts every view under the same filters', async () => {
    expect(ids(await list(owner.cookie, { urgency: 'emergency' }))).toEqual([q.emergencyOnTime]);
    const cardio = await list(owner.cookie, { view: 'all', specialty_id: String(cardiology) });
    expect(new Set(ids(cardio))).toEqual(new Set([q.newOnTime, q.openedLate]));
    expect(cardio.counts).toEqual({ action: 2, open: 2, closed: 0, all: 2 });
    expect(ids(await list(owner.cookie, { status: 'received' }))).toEqual([q.openedLate, q.openedOnTime]);
    const emergencies = await list(owner.cookie, { view: 'closed', urgency: 'emergency' });
    expect(ids(emergencies)).toEqual([q.cancelled]);
    expect(emergencies.counts).toEqual({ action: 1, open: 1, closed: 1, all: 2 });
    const bads: Record<string, string>[] = [{ assignee: 'someone' }, { view: 'mine' }, { urgency: 'soon' }, { specialty_id: '-1' }];
    for (const bad of bads) {
      const res = await inject('GET', `/api/referrals?${new URLSearchParams(bad)}`, { as: owner.cookie });
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
    }
  });

  it("leaves the vet's list as it was, with no targets and no counts", async () => {
    const sent = await inject('GET', '/api/referrals?box=sent&view=closed&assignee=none', { as: vet.cookie });
    const body = sent.json() as ReferralList;
    // Every referral the vet wrote (drafts too), last activity first: the clinic's view and assignee do not apply.
    expect(body.items).toHaveLength(13);
    expect(body.counts).toEqual({ action: 0, open: 0, closed: 0, all: 0 });
    expect(body.items.every((i) => i.due.due_at === null && !i.due.overdue)).toBe(true);
    expect(ids(await list(vet.cookie, { box: 'sent', urgency: 'emergency' }))).toEqual([q.emergencyOnTime, q.cancelled]);
  });
});

describe('assigning a referral', () => {
  it('assigns to a member: the referral, its timeline and the list name them, and the member is notified by app and mail', async () => {
    const res = await assign(owner.cookie, q.openedLate, member.id);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json() as Referral;
    expect(r.assignee).toEqual({ id: member.id, name: 'Morgan Member' });
    expect(r.assignments.at(-1)).toMatchObject({ assignee: { id: member.id, name: 'Morgan Member' }, actor: { id: owner.id, name: 'Olive Owner' } });
    // Read again, by the member and by the vet.
    const read = (await inject('GET', `/api/referrals/${q.openedLate}`, { as: member.cookie })).json() as Referral;
    expect(read.assignee).toEqual(r.assignee);
    expect(read.assignments).toEqual(r.assignments);
    const notes = (await inject('GET', '/api/notifications', { as: member.cookie })).json();
    expect(notes.items[0]).toMatchObject({ event: 'assigned', referral_id: q.openedLate, data: { actor: 'Olive Owner', patient: 'Queue received' } });
    const memberName = (await db.selectFrom('users').select('username').where('id', '=', member.id).executeTakeFirstOrThrow()).username;
    const mail = await db.selectFrom('outbox').select(['subject', 'to_address']).where('to_address', '=', memberName).orderBy('id', 'desc').executeTakeFirst();
    expect(mail?.subject).toBe('Assigned to you: the referral for Queue received');
    // The owner is not told of their own act, nor are the other people of the hospital.
    expect((await inject('GET', '/api/notifications', { as: owner.cookie })).json().items.filter((n: { event: string }) => n.event === 'assigned')).toEqual([]);
    const row = (await list(owner.cookie)).items.find((i) => i.id === q.openedLate)!;
    expect(row.assignee).toEqual({ id: member.id, name: 'Morgan Member' });
  });

  it('filters mine, unassigned and one person', async () => {
    await assign(member.cookie, q.newLate, member.id);
    expect(ids(await list(member.cookie, { assignee: 'me' }))).toEqual([q.newLate, q.openedLate]);
    expect(ids(await list(owner.cookie, { assignee: String(member.id) }))).toEqual([q.newLate, q.openedLate]);
    expect(ids(await list(owner.cookie, { assignee: 'me' }))).toEqual([]);
    const none = await list(owner.cookie, { assignee: 'none' });
    expect(ids(none)).not.toContain(q.openedLate);
    expect(none.counts.action).toBe(5);
    // Assigning oneself notifies nobody.
    const notes = (await inject('GET', '/api/notifications', { as: member.cookie })).json();
    expect(notes.items.filter((n: { event: string; referral_id: number }) => n.event === 'assigned' && n.referral_id === q.newLate)).toEqual([]);
  });

  it('reassigns and unassigns, each a timeline entry; assigning the same person again changes nothing', async () => {
    const read = (await inject('GET', `/api/referrals/${q.newLate}`, { as: member.cookie })).json() as Referral;
    const before = read.assignments.length;
    const again = (await assign(member.cookie, q.newLate, member.id)).json() as Referral;
    expect(again.assignments).toEqual(read.assignments);
    const moved = (await assign(member.cookie, q.newLate, owner.id)).json() as Referral;
    expect(moved.assignee).toEqual({ id: owner.id, name: 'Olive Owner' });
    const cleared = (await assign(owner.cookie, q.newLate, null)).json() as Referral;
    expect(cleared.assignee).toBeNull();
    expect(cleared.assignments.slice(before).map((a) => [a.assignee?.name ?? null, a.actor.name])).toEqual([
      ['Olive Owner', 'Morgan Member'],
      [null, 'Olive Owner'],
    ]);
    // A closed referral may be assigned too (who answers questions about it).
    expect((await assign(owner.cookie, q.completed, member.id)).statusCode).toBe(200);
  });

  it("mails the assignee only if they want that mail, and always notifies them in the app", async () => {
    await inject('PATCH', '/api/notifications/settings', { as: member.cookie, body: { email: { assigned: false } } });
    const memberName = (await db.selectFrom('users').select('username').where('id', '=', member.id).executeTakeFirstOrThrow()).username;
    const mails = async () => (await db.selectFrom('outbox').select('id').where('to_address', '=', memberName).execute()).length;
    const before = await mails();
    expect((await assign(owner.cookie, q.accepted, member.id)).statusCode).toBe(200);
    expect(await mails()).toBe(before);
    const notes = (await inject('GET', '/api/notifications', { as: member.cookie })).json();
    expect(notes.items[0]).toMatchObject({ event: 'assigned', referral_id: q.accepted });
  });

  it('refuses someone who does not act for the hospital, and callers who are not its people', async () => {
    for (const who of [otherOwner.id, vet.id, 99_999_999]) {
      const res = await assign(owner.cookie, q.seen, who);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'ASSIGNEE_NOT_ON_TEAM', message: expect.stringMatching(/team/) });
    }
    expect((await assign(otherOwner.cookie, q.seen, otherOwner.id)).statusCode).toBe(404);
    expect((await assign(vet.cookie, q.seen, null)).statusCode).toBe(403);
    for (const body of [{}, { user_id: 'me' }, { user_id: -3 }]) expect((await inject('POST', `/api/referrals/${q.seen}/assign`, { as: owner.cookie, body })).statusCode).toBe(400);
    const seen = (await inject('GET', `/api/referrals/${q.seen}`, { as: owner.cookie })).json() as Referral;
    expect(seen.assignee).toBeNull();
  });

  it("is in the hospital's export of its data (the account export)", async () => {
    const res = await inject('GET', '/api/me/export', { as: member.cookie });
    expect(res.statusCode).toBe(200);
    const exported = JSON.parse(res.body) as { referrals_received: { id: number; assignments: { assignee: string | null; by: string }[] }[] };
    const r = exported.referrals_received.find((x) => x.id === q.newLate)!;
    expect(r.assignments.map((a) => [a.assignee, a.by])).toEqual([
      ['Morgan Member', 'Morgan Member'],
      ['Olive Owner', 'Morgan Member'],
      [null, 'Olive Owner'],
    ]);
  });

  it("lists the hospital's people for any of them, by name, the owner first", async () => {
    for (const as of [owner.cookie, member.cookie]) {
      const res = await inject('GET', '/api/clinic/referral-assignees', { as });
      expect(res.json()).toEqual({ items: [{ id: owner.id, name: 'Olive Owner' }, { id: member.id, name: 'Morgan Member' }] });
    }
  });
});

describe("the hospital's targets", () => {
  it('start at 8 business hours and 2 business days; the owner changes what they send, a member may only read', async () => {
    expect((await inject('GET', '/api/clinic/referral-targets', { as: member.cookie })).json()).toEqual({ acknowledge_business_hours: 8, decide_business_days: 2 });
    const patched = await inject('PATCH', '/api/clinic/referral-targets', { as: owner.cookie, body: { decide_business_days: 5 } });
    expect(patched.json()).toEqual({ acknowledge_business_hours: 8, decide_business_days: 5 });
    const refused = await inject('PATCH', '/api/clinic/referral-targets', { as: member.cookie, body: { decide_business_days: 1 } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('TARGETS_OWNER_ONLY');
    for (const body of [{ acknowledge_business_hours: 0 }, { acknowledge_business_hours: 81 }, { decide_business_days: 1.5 }, { decide_business_days: '2' }, { decide_business_days: null }]) {
      const res = await inject('PATCH', '/api/clinic/referral-targets', { as: owner.cookie, body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/whole number from 1 to/);
    }
    // The due moments follow the new target.
    const row = (await list(owner.cookie, { view: 'all' })).items.find((i) => i.id === q.openedOnTime)!;
    expect(row.due.due_at).toBe(addBusinessDaysOfWork(new Date(row.submitted_at!), 5).toISOString());
    await inject('PATCH', '/api/clinic/referral-targets', { as: owner.cookie, body: { decide_business_days: 2 } });
  });
});

describe('pages of the queue', () => {
  it('cover every row once in the queue order, and refuse a cursor of another view', async () => {
    const extra: number[] = [];
    for (let i = 0; i < REFERRAL_PAGE_SIZE + 5; i++) extra.push(await insert({ status: i % 2 ? 'accepted' : 'submitted', urgency: i % 9 === 0 ? 'emergency' : 'routine', sent: ago((i % 3) * DAY + i * 1000) }));
    const first = await list(owner.cookie);
    expect(first.items).toHaveLength(REFERRAL_PAGE_SIZE);
    const second = await list(owner.cookie, { cursor: first.next_cursor! });
    expect(second.next_cursor).toBeNull();
    const walked = [...ids(first), ...ids(second)];
    expect(walked).toHaveLength(first.counts.action);
    expect(new Set(walked).size).toBe(walked.length);
    const keys = [...first.items, ...second.items].map((i) => [i.urgency === 'emergency' ? 0 : 1, i.due.overdue ? 0 : 1, i.submitted_at!, i.id] as const);
    const sorted = [...keys].sort((a, b) => a[0] - b[0] || a[1] - b[1] || (a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0) || a[3] - b[3]);
    expect(keys).toEqual(sorted);
    const openCursor = (await list(owner.cookie, { view: 'open' })).next_cursor!;
    const allCursor = (await list(owner.cookie, { view: 'all' })).next_cursor!;
    for (const [view, cursor] of [['action', openCursor], ['action', allCursor], ['all', first.next_cursor!], ['closed', openCursor]]) {
      const res = await inject('GET', `/api/referrals?view=${view}&cursor=${cursor}`, { as: owner.cookie });
      expect(res.statusCode, `${view} ${cursor}`).toBe(400);
      expect(res.json().code).toBe('REFERRAL_CURSOR_INVALID');
    }
    for (const id of extra) await db.deleteFrom('referrals').where('id', '=', id).execute();
  });
});
