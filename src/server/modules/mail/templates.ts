import type { UserLanguage } from '@shared/contracts/auth';
import type { MailKind } from '@shared/contracts/mail';
import type { NotificationData, NotificationEvent } from '@shared/contracts/notifications';
import { DECLINE_REASONS } from '@shared/contracts/referrals';
import { formatAppointmentAt } from '@shared/time-zones';
import { MAIL_STRINGS, type MailStrings } from './strings';

/**
 * A small typed renderer (docs/decisions/080): each kind of mail is a function from its data to a
 * subject, an HTML body and a plain-text body, in the recipient's language. Inline styles only, no
 * remote images or fonts, every value escaped.
 */
export interface MailData {
  password_reset: { link: string; minutes: number };
  password_changed: { when: Date; link: string };
  clinic_message: {
    clinicName: string;
    senderName: string;
    senderEmail: string;
    senderClinic: string | null;
    senderPhone: string | null;
    body: string;
    link: string;
  };
  team_invitation: { clinicName: string; inviterName: string; link: string; days: number };
  /** Issue 59: an invitation to a practice's team. */
  practice_invitation: { practiceName: string; inviterName: string; link: string; days: number };
  /** An answer in a message's thread; `from` is the side that wrote it, the mail goes to the other. */
  message_reply: { from: 'vet' | 'clinic'; authorName: string; clinicName: string; body: string; original: string; link: string };
  referral_event: NotificationData & { event: NotificationEvent; referralId: number; link: string };
  listing_rejected: { clinicName: string; note: string; link: string };
  /** Issue 21: the monthly reminder to a clinic whose wait times are older than `days` days. */
  wait_times_check: { clinicName: string; entries: number; days: number; link: string };
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One block of a mail: a paragraph, a labelled list, a quoted text or the call to action. */
type Block =
  | { p: string }
  | { fields: [label: string, value: string | null][] }
  | { quote: string }
  | { action: string; link: string };

/**
 * One line of text: line breaks and other control characters in a value (a display or patient name
 * typed with a CR/LF, a NUL, U+2028) become one space, so a value never adds a line to a plain-text
 * mail or its subject, where the line after it could pass for the mail's own.
 */
export const oneLine = (s: string) => s.replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ');

/** A quoted text keeps its lines (CR, LF, CRLF or a Unicode separator: one LF) and loses other control characters. */
const quotedLines = (s: string) =>
  s.replace(/\r\n?|[\u0085\p{Zl}\p{Zp}]/gu, '\n').replace(/[^\P{Cc}\n\t]/gu, '');

/** Every value a template put in a block, cleaned once for both bodies. */
const cleanBlock = (b: Block): Block => {
  if ('p' in b) return { p: oneLine(b.p) };
  if ('quote' in b) return { quote: quotedLines(b.quote) };
  if ('fields' in b) return { fields: b.fields.map(([k, v]) => [oneLine(k), v === null ? null : oneLine(v)]) };
  return { action: oneLine(b.action), link: oneLine(b.link) };
};

function html(s: MailStrings, language: UserLanguage, subject: string, blocks: Block[]): string {
  const body = blocks
    .map((b) => {
      if ('p' in b) return `<p style="margin:0 0 16px">${escapeHtml(b.p)}</p>`;
      if ('quote' in b)
        return `<div style="margin:0 0 16px;padding:12px 16px;border-left:4px solid #0f766e;background:#f1f5f9;white-space:pre-wrap">${escapeHtml(b.quote)}</div>`;
      if ('fields' in b)
        return `<table role="presentation" style="margin:0 0 16px;border-collapse:collapse">${b.fields
          .filter(([, v]) => v)
          .map(([k, v]) => `<tr><td style="padding:2px 12px 2px 0;color:#475569">${escapeHtml(k)}</td><td style="padding:2px 0">${escapeHtml(v!)}</td></tr>`)
          .join('')}</table>`;
      const href = escapeHtml(b.link);
      return (
        `<p style="margin:24px 0"><a href="${href}" style="display:inline-block;padding:12px 20px;background:#0f766e;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:600">${escapeHtml(b.action)}</a></p>` +
        `<p style="margin:0 0 16px;font-size:13px;color:#475569">${escapeHtml(s.linkFallback)}<br><a href="${href}" style="color:#0f766e;word-break:break-all">${href}</a></p>`
      );
    })
    .join('\n');
  return `<!doctype html>
<html lang="${language.slice(0, 2)}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#f8fafc;font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#0f172a">
<div style="max-width:560px;margin:0 auto;background:#ffffff;border:1px solid #e2e8f0;border-radius:8px;padding:24px">
<p style="margin:0 0 16px;font-weight:700;color:#0f766e">${escapeHtml(s.product)}</p>
${body}
</div>
<p style="max-width:560px;margin:16px auto 0;font-size:12px;color:#64748b">${escapeHtml(s.footer)}</p>
</body></html>`;
}

function text(s: MailStrings, blocks: Block[]): string {
  const parts = blocks.map((b) => {
    if ('p' in b) return b.p;
    if ('quote' in b) return b.quote.split('\n').map((l) => `> ${l}`).join('\n');
    if ('fields' in b) return b.fields.filter(([, v]) => v).map(([k, v]) => `${k}: ${v}`).join('\n');
    return `${b.action}:\n${b.link}`;
  });
  return `${parts.join('\n\n')}\n\n-- \n${s.footer}\n`;
}

// One formatter per language, made on first use: making one (time zone data included) for every
// referral mail with an appointment was 6 % of a status change's CPU profile under load.
const whenFormats = new Map<UserLanguage, Intl.DateTimeFormat>();
const formatWhen = (when: Date, language: UserLanguage) => {
  let format = whenFormats.get(language);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      year: 'numeric',
      month: 'long',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: 'America/Toronto',
      timeZoneName: 'short',
    });
    whenFormats.set(language, format);
  }
  return format.format(when);
};

/** An appointment typed at the hospital, shown in its zone with the zone's abbreviation ("10:30 a.m. ET"). */
const APPOINTMENT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' };

/** An invitation to a team, a clinic's or (issue 59) a practice's: who invites, what members do, the link. */
function invitation(s: MailStrings, words: Pick<MailStrings['teamInvitation'], 'subject' | 'intro' | 'what'>, team: string, d: { inviterName: string; link: string; days: number }) {
  return {
    subject: words.subject(team),
    blocks: [
      { p: words.intro(d.inviterName, team) },
      { p: words.what },
      { action: s.teamInvitation.action, link: d.link },
      { p: s.teamInvitation.expiry(d.days) },
      { p: s.ignore },
    ] satisfies Block[],
  };
}

const TEMPLATES: { [K in MailKind]: (s: MailStrings, data: MailData[K], language: UserLanguage) => { subject: string; blocks: Block[] } } = {
  password_reset: (s, d) => ({
    subject: s.passwordReset.subject,
    blocks: [{ p: s.passwordReset.intro }, { action: s.passwordReset.action, link: d.link }, { p: s.passwordReset.expiry(d.minutes) }, { p: s.ignore }],
  }),
  password_changed: (s, d, language) => ({
    subject: s.passwordChanged.subject,
    blocks: [{ p: s.passwordChanged.intro(formatWhen(d.when, language)) }, { p: s.passwordChanged.notYou }, { action: s.passwordChanged.action, link: d.link }],
  }),
  clinic_message: (s, d) => ({
    subject: s.clinicMessage.subject(d.senderName),
    blocks: [
      { p: s.clinicMessage.intro(d.clinicName) },
      {
        fields: [
          [s.clinicMessage.from, d.senderName],
          [s.clinicMessage.clinic, d.senderClinic],
          [s.clinicMessage.email, d.senderEmail],
          [s.clinicMessage.phone, d.senderPhone],
        ],
      },
      { quote: d.body },
      { p: s.clinicMessage.replyHint },
      { action: s.clinicMessage.action, link: d.link },
    ],
  }),
  message_reply: (s, d) => {
    const r = s.messageReply;
    return {
      subject: d.from === 'clinic' ? r.subject.clinic(d.clinicName) : r.subject.vet(d.authorName),
      blocks: [
        { p: d.from === 'clinic' ? r.intro.clinic(d.authorName, d.clinicName) : r.intro.vet(d.authorName) },
        { quote: d.body },
        { fields: [[r.original[d.from], d.original]] },
        { action: r.action[d.from], link: d.link },
      ],
    };
  },
  team_invitation: (s, d) => invitation(s, s.teamInvitation, d.clinicName, d),
  practice_invitation: (s, d) => invitation(s, s.practiceInvitation, d.practiceName, d),
  listing_rejected: (s, d) => ({
    subject: s.listingRejected.subject(d.clinicName),
    blocks: [{ p: s.listingRejected.intro(d.clinicName) }, { quote: d.note }, { p: s.listingRejected.next }, { action: s.listingRejected.action, link: d.link }],
  }),
  referral_event: (s, d, language) => {
    const r = s.referralEvent;
    const patient = d.patient?.trim() || r.unnamed;
    const hospital = d.hospital ?? '';
    const declined = d.event === 'declined' && d.reason && (DECLINE_REASONS as readonly string[]).includes(d.reason);
    const reason = declined ? r.declineReason[d.reason as (typeof DECLINE_REASONS)[number]] : (d.reason ?? null);
    const blocks: Block[] = [
      { p: r.intro[d.event](patient, hospital, d.actor ?? '') },
      {
        fields: [
          [r.patient, d.patient ?? null],
          [r.hospital, d.hospital ?? null],
          [r.reason, reason],
          [d.event === 'accepted' ? r.window : r.note, d.event === 'message' ? null : (d.note ?? null)],
          [r.appointment, d.appointment_at ? formatAppointmentAt(d.appointment_at, d.time_zone ?? null, language, APPOINTMENT) : null],
        ],
      },
    ];
    if (d.excerpt) blocks.push({ quote: d.excerpt });
    blocks.push({ action: r.action, link: d.link }, { p: r.settings });
    return { subject: r.subject[d.event](patient, hospital), blocks };
  },
  wait_times_check: (s, d) => ({
    subject: s.waitTimesCheck.subject(d.clinicName),
    blocks: [{ p: s.waitTimesCheck.intro(d.clinicName, d.entries, d.days) }, { p: s.waitTimesCheck.why }, { action: s.waitTimesCheck.action, link: d.link }, { p: s.waitTimesCheck.edit }],
  }),
};

/**
 * A link that carries a token (`?token=` of a reset or an invitation, `&amp;token=` once escaped in
 * HTML), up to the first character that cannot be part of it in either body.
 */
const TOKEN_LINK = /https?:\/\/[^\s"'<>]*?[?&](?:amp;)?token=[^\s"'<>]*/g;

/**
 * The body with every token-carrying link replaced by a notice, for a copy of a mail kept after (or
 * shown apart from) its delivery: the recipient's link is a key to an account (decision 149).
 */
export function withoutTokenLinks(body: string, language: UserLanguage): string {
  return body.replace(TOKEN_LINK, MAIL_STRINGS[language].linkRemoved);
}

/** Renders one mail of a kind in a language. */
export function renderMail<K extends MailKind>(kind: K, language: UserLanguage, data: MailData[K]): RenderedMail {
  const s = MAIL_STRINGS[language];
  const made = TEMPLATES[kind](s, data, language);
  const subject = oneLine(made.subject);
  const blocks = made.blocks.map(cleanBlock);
  return { subject, html: html(s, language, subject, blocks), text: text(s, blocks) };
}
