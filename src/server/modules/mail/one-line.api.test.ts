import type { ParsedMail } from 'mailparser';
import { describe, expect, it } from 'vitest';
import { registerUser, uniqueEmail } from '../../test/context';
import { verifyListing } from '../../test/factories';
import { completeReferral } from '../../test/referrals';
import { createMailTestContext } from '../../test/smtp-peer';

/**
 * Issue 56, point 15: a line break (or another control character) typed into a name never adds a
 * line to a plain-text mail or its subject, where the line after it could pass for the mail's own
 * ("Bcc: …", a fake link). Delivered to a real SMTP server and read as the recipient reads it.
 */
const { ctx, peer } = await createMailTestContext();
const { inject, db } = ctx;

const mailTo = async (address: string): Promise<ParsedMail> => {
  await ctx.app.mailWorker!.runOnce();
  await peer.waitFor(1);
  const mail = peer.received.find((m) => (m.to as { text: string }).text === address);
  expect(mail, `a mail to ${address}`).toBeTruthy();
  return mail!;
};
const linesOf = (text: string | undefined) => (text ?? '').split('\n');

async function hospital(name: string) {
  const owner = await registerUser(ctx.app, { role: 'clinic' });
  const res = await inject('PATCH', '/api/clinics/profile', { as: owner.cookie, body: { name, address: '1 Line St', province: 'Ontario', contact_email: uniqueEmail('desk') } });
  expect(res.statusCode, res.body).toBe(200);
  return { ...owner, clinicId: res.json().id as number };
}

describe('names in plain-text mail', () => {
  it('an inviter’s display name with CR/LF stays on its line of the invitation', async () => {
    const owner = await hospital('Line Hospital');
    const profile = await inject('PATCH', '/api/user/profile', { as: owner.cookie, body: { display_name: 'Dr Ada\r\nClick https://evil.example/login\u2028now\u0007' } });
    expect(profile.statusCode, profile.body).toBe(200);
    const email = uniqueEmail('invited');
    expect((await inject('POST', '/api/clinic/team/invitations', { as: owner.cookie, body: { email } })).statusCode).toBe(201);
    const mail = await mailTo(email);

    const line = linesOf(mail.text).find((l) => l.includes('Dr Ada'));
    expect(line).toContain('Dr Ada Click https://evil.example/login now');
    expect(linesOf(mail.text).filter((l) => l.startsWith('Click') || l.startsWith('now'))).toEqual([]);
    expect(mail.text).not.toContain('\u0007');
    expect(mail.html).toContain('Dr Ada Click https://evil.example/login now');
  });

  it('a patient name with CR/LF stays on one line of the subject and of the text', async () => {
    const clinic = await hospital('Patient Line Hospital');
    await verifyListing(db, clinic.clinicId);
    const vet = await registerUser(ctx.app, { role: 'vet' });
    const patient = 'Biscuit\r\nBcc: everyone@evil.example\n\nVisit https://evil.example';
    const draft = await inject('POST', '/api/referrals', { as: vet.cookie, body: completeReferral(clinic.clinicId, { patient: { name: patient, species: 'dog' } }) });
    expect(draft.statusCode, draft.body).toBe(201);
    expect((await inject('POST', `/api/referrals/${draft.json().id}/status`, { as: vet.cookie, body: { status: 'submitted' } })).statusCode).toBe(200);
    const mail = await mailTo(clinic.user.username);

    const oneLine = 'Biscuit Bcc: everyone@evil.example Visit https://evil.example';
    expect(mail.subject).toContain(oneLine);
    expect(mail.headers.get('bcc')).toBeUndefined();
    expect(mail.text).toContain(oneLine);
    expect(linesOf(mail.text).filter((l) => /^(Bcc:|Visit)/.test(l))).toEqual([]);
  });
});
