import { describe, expect, it } from 'vitest';
import { twoInstances } from '../../test/instances';
import { cookieOf } from '../../test/processes';
import { completeReferral } from '../../test/referrals';
import { verifyListing } from '../../test/factories';

/**
 * Two app processes on one database (SQLite file or PostgreSQL), each running the scheduler every 5
 * seconds, in front of one SMTP server: each due reminder is sent once, including while one of them
 * restarts (issue 20).
 */
const instances = twoInstances({ REMINDER_POLL_SECONDS: '5' });

const post = (base: string, path: string, body: object, cookie?: string, method = 'POST') =>
  fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) }, body: JSON.stringify(body) });

describe('reminders with two instances', () => {
  it('send each due reminder once while one instance restarts', async () => {
    const { a, b, handle, peer } = instances;
    const vet = cookieOf(await post(a.base, '/api/register', { username: `vet.${Date.now()}@test.example.ca`, password: 'Two-Instances-42', role: 'vet', name: 'Dr. Test Vet' }));
    const ownerEmail = `owner.${Date.now()}@test.example.ca`;
    const owner = cookieOf(await post(b.base, '/api/register', { username: ownerEmail, password: 'Two-Instances-42', role: 'clinic', name: 'Test Coordinator' }));
    const clinic = await (await post(a.base, '/api/clinics/profile', { name: 'Twin Hospital', address: '3 Pair Rd', province: 'Ontario', contact_email: 'desk@twin.example.ca' }, owner, 'PATCH')).json();
    await verifyListing(handle.db, clinic.id); // vets refer to verified listings (issue 21)
    const ids: number[] = [];
    for (let i = 0; i < 12; i++) {
      const draft = await (await post(i % 2 ? a.base : b.base, '/api/referrals', completeReferral(clinic.id, { patient: { name: `Twin ${i}`, species: 'dog' } }), vet)).json();
      expect((await post(a.base, `/api/referrals/${draft.id}/status`, { status: 'submitted' }, vet)).status).toBe(200);
      ids.push(draft.id);
    }
    // Sent long ago and never opened: every one is due now; the schedulers find them on their next pass.
    await handle.db.updateTable('referrals').set({ submitted_at: '2026-01-05T15:00:00.000Z' }).where('id', 'in', ids).execute();
    await instances.restartA();
    await peer.waitFor(12, 30_000);
    // Let both poll a few more times: nothing may come twice.
    await new Promise((r) => setTimeout(r, 11_000));
    const reminders = peer.received.filter((m) => m.subject?.startsWith('Reminder: the referral for Twin'));
    expect(reminders).toHaveLength(12);
    expect(new Set(reminders.map((m) => m.subject)).size).toBe(12);
    expect(reminders.every((m) => !Array.isArray(m.to) && m.to?.value[0]?.address === ownerEmail)).toBe(true);
    const rows = await handle.db.selectFrom('notifications').select('referral_id').where('event', '=', 'reminder_not_received').execute();
    expect(rows.map((r) => Number(r.referral_id)).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
  }, 90_000);
});
