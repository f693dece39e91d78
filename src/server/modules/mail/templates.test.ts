import { describe, expect, it } from 'vitest';
import { USER_LANGUAGES } from '@shared/contracts/auth';
import { MAIL_KINDS } from '@shared/contracts/mail';
import { type MailData, renderMail } from './templates';

const LINK = 'https://vetreferral.example.ca/some/path?token=abc_DEF-123';
const SAMPLE: MailData = {
  password_reset: { link: LINK, minutes: 30 },
  password_changed: { when: new Date('2026-11-24T15:04:00Z'), link: LINK },
  clinic_message: {
    clinicName: 'Clinique <Vétérinaire> & Co',
    senderName: 'Dr. "Ada" O\'Neil',
    senderEmail: 'ada@example.ca',
    senderClinic: null,
    senderPhone: '613-555-0100',
    body: 'Line one\n<script>alert(1)</script>',
    link: LINK,
  },
  team_invitation: { clinicName: 'Clinique <Vétérinaire> & Co', inviterName: 'Owner', link: LINK, days: 7 },
  practice_invitation: { practiceName: 'Clinique <Vétérinaire> & Co', inviterName: 'Owner', link: LINK, days: 7 },
  message_reply: { from: 'clinic', authorName: 'Front <Desk>', clinicName: 'Clinique <Vétérinaire> & Co', body: 'Yes, <b>send</b> him', original: 'Do you see rabbits?', link: LINK },
  listing_rejected: { clinicName: 'Clinique <Vétérinaire> & Co', note: 'No licence <number>', link: LINK },
  wait_times_check: { clinicName: 'Clinique <Vétérinaire> & Co', entries: 3, days: 60, link: LINK },
  referral_event: { event: 'declined', referralId: 7, link: LINK, patient: 'Biscuit <b>', hospital: 'Clinique <Vétérinaire> & Co', reason: 'no_capacity', note: 'Try <Ottawa>' },
};

describe('mail templates', () => {
  for (const kind of MAIL_KINDS) {
    for (const language of USER_LANGUAGES) {
      it(`${kind} in ${language}: a subject, an HTML and a text body with the link, nothing remote, values escaped`, () => {
        const mail = renderMail(kind, language, SAMPLE[kind] as never);
        expect(mail.subject.length).toBeGreaterThan(5);
        expect(mail.text).toContain(LINK);
        expect(mail.html).toContain(`href="${LINK}"`);
        expect(mail.html).toContain(`<html lang="${language.slice(0, 2)}">`);
        // No remote images, fonts, stylesheets or scripts: only the links a reader follows.
        expect(mail.html).not.toMatch(/<img|<script|<link|@import|url\(/i);
        expect(mail.html.match(/https?:\/\/[^"<\s]+/g)!.every((u) => u.startsWith('https://vetreferral.example.ca/'))).toBe(true);
        expect(mail.html).not.toContain('<Vétérinaire>');
        expect(mail.html).not.toContain('<script>alert');
      });
    }
  }

  it('writes French mail in French and English mail in English', () => {
    expect(renderMail('password_reset', 'fr-CA', SAMPLE.password_reset).subject).toBe('Réinitialisez votre mot de passe VetReferral');
    expect(renderMail('password_reset', 'en-CA', SAMPLE.password_reset).subject).toBe('Reset your VetReferral password');
    expect(renderMail('password_changed', 'fr-CA', SAMPLE.password_changed).text).toContain('24 novembre 2026');
    expect(renderMail('password_changed', 'en-CA', SAMPLE.password_changed).text).toContain('November 24, 2026');
  });

  // Security issue 56: a notification written before the API checked dates could carry one that is no
  // date; its mail once failed to render (RangeError: Invalid time value), which failed the request.
  it('shows an appointment that is no date as it was written', () => {
    for (const language of USER_LANGUAGES) {
      const text = renderMail('referral_event', language, { ...SAMPLE.referral_event, event: 'booked', appointment_at: '2026-13-45T99:99' }).text;
      expect(text).toContain('2026-13-45T99:99');
    }
  });

  it('quotes a message body line by line in the text version', () => {
    const text = renderMail('clinic_message', 'en-CA', SAMPLE.clinic_message).text;
    expect(text).toContain('> Line one\n> <script>alert(1)</script>');
    expect(text).not.toContain('Practice:');
  });

  it('never lets a value add a line: names go on one line, a quoted body keeps its lines, each quoted', () => {
    const mail = renderMail('clinic_message', 'en-CA', {
      ...SAMPLE.clinic_message,
      senderName: 'Ada\r\nBcc: x@evil.example\u2028\u0085Lovelace',
      senderPhone: '613\n555',
      body: 'One\r\nTwo\rThree\u2028Four\u0007',
    });
    expect(mail.subject).not.toMatch(/[\r\n\u2028\u0085]/);
    expect(mail.subject).toContain('Ada Bcc: x@evil.example Lovelace');
    const lines = mail.text.split('\n');
    expect(lines).toContain('From: Ada Bcc: x@evil.example Lovelace');
    expect(lines).toContain('Phone: 613 555');
    expect(mail.text).toContain('> One\n> Two\n> Three\n> Four\n');
    expect(mail.text).not.toMatch(/[^\P{Cc}\n]|\u2028/u);
  });
});
