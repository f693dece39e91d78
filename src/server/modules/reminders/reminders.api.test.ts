import { beforeAll, describe, expect, it } from 'vitest';
import { addBusinessDays } from '@shared/business-days';
import { registerUser } from '../../test/context';
import { completeReferral, transitionBody } from '../../test/referrals';
import { createMailTestContext } from '../../test/smtp-peer';
import { verifyListing } from '../../test/factories';

/**
 * Issue 20: reminders from the scheduler, which reads the app's clock. Each fires once at its time
 * (not a minute early) and never twice, on SQLite and PostgreSQL. reminders-instances.api.test.ts
 * shows the same with two app processes.
 */
const { ctx, peer } = await createMailTestContext();
const { inject, db } = ctx;
const MIN = 60_000;
const DAY = 24 * 60 * MIN;

const c = {} as Record<'vet' | 'owner', string>;
const addr = {} as Record<'vet' | 'owner', string>;
let clinicId: number;

beforeAll(async () => {
  const vet = await registerUser(ctx.app, { role: 'vet' });
  const owner = await registerUser(ctx.app, { role: 'clinic' });
  Object.assign(c, { vet: vet.cookie, owner: owner.cookie });
  Object.assign(addr, { vet: vet.user.username, owner: owner.user.username });
  clinicId = (await inject('PATCH', '/api/clinics/profile', { as: c.owner, body: { name: 'Clockwork Hospital', address: '2 Clock St', province: 'Ontario', contact_email: 'desk@reminder.example.ca', phone: '613-555-0111' } })).json().id;
  await verifyListing(db, clinicId); // vets refer to verified listings (issue 21)
});

const status = async (id: number, as: string, to: string, extra: object = {}) => {
  const res = await inject('POST', `/api/referrals/${id}/status`, { as, body: { ...transitionBody(to), ...extra } });
  expect(res.statusCode, res.body).toBe(200);
};
const referral = async (patient: string, path: string[]) => {
  const id = (await inject('POST', '/api/referrals', { as: c.vet, body: completeReferral(clinicId, { patient: { name: patient, species: 'cat' } }) })).json().id as number;
  await status(id, c.vet, 'submitted');
  if (path.length > 0) await inject('GET', `/api/referrals/${id}`, { as: c.owner });
  for (const to of path) await status(id, c.owner, to);
  return id;
};
/** Moves the clock to `at` and runs the scheduler; answers the reminders it sent, as [referral, step]. */
const runAt = async (at: Date) => {
  ctx.clock.advance(at.getTime() - ctx.clock.now().getTime());
  const before = await db.selectFrom('referral_reminders').select(['referral_id', 'step']).execute();
  await ctx.app.scheduler.runOnce();
  const after = await db.selectFrom('referral_reminders').select(['referral_id', 'step']).execute();
  const key = (r: { referral_id: number; step: string }) => `${Number(r.referral_id)}:${r.step}`;
  const had = new Set(before.map(key));
  return after.map(key).filter((k) => !had.has(k));
};
const mailsTo = async (address: string) => {
  await ctx.app.mailWorker!.runOnce();
  return peer.received.filter((m) => m.to && !Array.isArray(m.to) && m.to.value.some((v) => v.address === address)).map((m) => m.subject);
};
const noResponse = async (id: number) => (await inject('GET', '/api/referrals', { as: c.vet })).json().items.find((r: { id: number }) => r.id === id).no_response as boolean;

describe('reminders', () => {
  it('each fires once at its time, to the right party, and never twice', async () => {
    const sent = await referral('Sent', []);
    const asked = await referral('Asked', ['info_requested']);
    const accepted = await referral('Accepted', ['accepted']);
    const booked = await referral('Booked', ['accepted']);
    const start = ctx.clock.now();
    await status(booked, c.owner, 'booked', { appointment_at: new Date(start.getTime() + DAY).toISOString() });
    const submittedAt = new Date((await db.selectFrom('referrals').select('submitted_at').where('id', '=', sent).executeTakeFirstOrThrow()).submitted_at!);
    const [sentDue] = [addBusinessDays(submittedAt, 2)];
    const askedAt = new Date((await db.selectFrom('referral_events').select('at').where('referral_id', '=', asked).where('to_status', '=', 'info_requested').executeTakeFirstOrThrow()).at);
    const acceptedAt = new Date((await db.selectFrom('referrals').select('accepted_at').where('id', '=', accepted).executeTakeFirstOrThrow()).accepted_at!);

    // Every due moment, a minute early then on time, in the order they come.
    const steps = [
      { due: sentDue, expect: `${sent}:not_received` },
      { due: new Date(askedAt.getTime() + 5 * DAY), expect: `${asked}:info_requested` },
      { due: new Date(start.getTime() + DAY + 7 * DAY), expect: `${booked}:no_report` },
      { due: new Date(acceptedAt.getTime() + 14 * DAY), expect: `${accepted}:not_booked` },
    ].sort((a, b) => a.due.getTime() - b.due.getTime());
    expect(await runAt(new Date(start.getTime() + MIN))).toEqual([]);
    expect(await noResponse(sent)).toBe(false);
    for (const step of steps) {
      expect(await runAt(new Date(step.due.getTime() - MIN)), `${step.expect} a minute early`).toEqual([]);
      expect(await runAt(new Date(step.due.getTime() + 1000)), step.expect).toEqual([step.expect]);
      expect(await runAt(new Date(step.due.getTime() + 2000)), `${step.expect} again`).toEqual([]);
    }
    expect(await noResponse(sent)).toBe(true);
    expect(await runAt(new Date(ctx.clock.now().getTime() + 30 * DAY))).toEqual([]);

    // In the app and by mail: the clinic for three, the vet for the unanswered request.
    const events = await db.selectFrom('notifications').select(['event', 'referral_id']).where('event', 'in', ['reminder_not_received', 'reminder_info_requested', 'reminder_not_booked', 'reminder_no_report']).orderBy('id').execute();
    expect(events.map((e) => `${e.event}:${Number(e.referral_id)}`).sort()).toEqual(
      [`reminder_not_received:${sent}`, `reminder_info_requested:${asked}`, `reminder_not_booked:${accepted}`, `reminder_no_report:${booked}`].sort(),
    );
    expect((await mailsTo(addr.owner)).filter((s) => s?.startsWith('Reminder')).sort()).toEqual(
      ['Reminder: book the appointment for Accepted', 'Reminder: send the report for Booked', 'Reminder: the referral for Sent has not been opened'].sort(),
    );
    expect((await mailsTo(addr.vet)).filter((s) => s?.startsWith('Reminder'))).toEqual(['Reminder: Clockwork Hospital is waiting for information about Asked']);
  });

  it('a referral that moved on before its time is not reminded', async () => {
    const opened = await referral('Opened', []);
    const submittedAt = new Date((await db.selectFrom('referrals').select('submitted_at').where('id', '=', opened).executeTakeFirstOrThrow()).submitted_at!);
    await inject('GET', `/api/referrals/${opened}`, { as: c.owner });
    expect((await runAt(new Date(addBusinessDays(submittedAt, 2).getTime() + DAY))).filter((k) => k.startsWith(`${opened}:`))).toEqual([]);
  });

  it('two passes at once send each reminder once', async () => {
    const ids = [await referral('Race one', []), await referral('Race two', [])];
    const submittedAt = new Date((await db.selectFrom('referrals').select('submitted_at').where('id', '=', ids[1]!).executeTakeFirstOrThrow()).submitted_at!);
    ctx.clock.advance(addBusinessDays(submittedAt, 2).getTime() + MIN - ctx.clock.now().getTime());
    const { sendDueReminders } = await import('./service');
    await Promise.all([1, 2, 3].map(() => sendDueReminders(db, { clock: ctx.clock, mail: ctx.config })));
    for (const id of ids) {
      const rows = await db.selectFrom('notifications').select('id').where('referral_id', '=', id).where('event', '=', 'reminder_not_received').execute();
      expect(rows, `referral ${id}`).toHaveLength(1);
    }
  });
});
