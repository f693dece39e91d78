import PDFDocument from 'pdfkit';
import type { Clinic } from '@shared/contracts/hospitals';
import type { Attachment, Referral } from '@shared/contracts/referrals';
import { readAge } from '@shared/patient-age';
import { formatAppointmentAt } from '@shared/time-zones';
import { LETTER_STRINGS, type LetterLanguage, type LetterStrings } from './letter-strings';

/**
 * The referral letter and the completion report as PDF (issue 20, docs/decisions/089), drawn with
 * pdfkit in its built-in Helvetica. pdfkit draws synchronously, so these run on a letter thread
 * (letter-render.ts, letter-worker.ts), never on the server's event loop: by the time `renderLetter`
 * returns, the whole (compressed) document sits in the returned stream's queue, and the thread sends
 * its bytes back as one buffer. A letter's text is bounded by the referral's field limits (tens of
 * kilobytes of text, ~100 KB of PDF at worst), so holding one letter this way is fine, and a drawing
 * error is known before any byte is sent (the client gets a clean 500, not half a file).
 */

export type Paper = 'letter' | 'a4';

export interface LetterInput {
  referral: Referral;
  clinic: Pick<Clinic, 'name' | 'address' | 'city' | 'province' | 'phone' | 'contact_email'>;
  language: LetterLanguage;
  paper: Paper;
  /** When the letter is printed (its date). */
  now: Date;
}

// ---- text the standard fonts can draw ----

/** WinAnsi's characters between 0x80 and 0x9f, the rest being Latin-1. */
const WIN_ANSI_EXTRA = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const drawable = (ch: string) => {
  const c = ch.codePointAt(0)!;
  return c === 0x0a || (c >= 0x20 && c <= 0x7e) || (c >= 0xa0 && c <= 0xff) || WIN_ANSI_EXTRA.has(ch);
};

/**
 * Text as Helvetica (WinAnsi) can draw it: French accents, ’ « » € are kept; other spaces and dashes
 * become their nearest WinAnsi form, accented letters outside it lose the accent (ő → o), and
 * anything else (an emoji, CJK) becomes "?", never a crash or mojibake.
 */
export function pdfText(s: string): string {
  let out = '';
  for (const ch of s.normalize('NFC').replace(/\r\n?/g, '\n').replace(/\t/g, '    ')) {
    if (drawable(ch)) out += ch;
    else if (/[\u202f\u2007]/.test(ch)) out += '\u00a0';
    else if (/\p{Zs}/u.test(ch)) out += ' ';
    else if (/[\u2010-\u2012\u2212]/.test(ch)) out += '-';
    else {
      const base = ch.normalize('NFD').replace(/\p{M}/gu, '');
      out += base && [...base].every(drawable) ? base : /\p{C}/u.test(ch) ? '' : '?';
    }
  }
  return out;
}

// ---- dates and sizes, in the letter's language ----

/** A moment stored in UTC, as read in Ontario (the platform's reference time zone). */
const moment = (s: LetterStrings, iso: string) => new Intl.DateTimeFormat(s.locale, { dateStyle: 'long', timeStyle: 'short', timeZone: 'America/Toronto' }).format(new Date(iso));
const today = (s: LetterStrings, when: Date) => new Intl.DateTimeFormat(s.locale, { dateStyle: 'long', timeZone: 'America/Toronto' }).format(when);

/** A calendar date ('2026-11-24') or a local appointment time ('2026-12-01T09:30'), shown as written. */
function local(s: LetterStrings, value: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2}))?/.exec(value);
  if (!m) return value;
  const at = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4] ?? 0), Number(m[5] ?? 0));
  return new Intl.DateTimeFormat(s.locale, { dateStyle: 'long', ...(m[4] ? { timeStyle: 'short' } : {}), timeZone: 'UTC' }).format(at);
}

const APPOINTMENT: Intl.DateTimeFormatOptions = { year: 'numeric', month: 'long', day: 'numeric', hour: 'numeric', minute: '2-digit' };
/** An appointment typed at the hospital, in its zone with the zone's abbreviation ("10:30 a.m. ET"). */
const appointment = (s: LetterStrings, value: string, zone: string | null) => formatAppointmentAt(value, zone, s.locale, APPOINTMENT);

function ageOf(s: LetterStrings, age: string): string {
  const read = readAge(age);
  return read ? s.ageValue(read.count, read.unit) : age;
}

const number = (s: LetterStrings, n: number) => n.toLocaleString(s.locale, { maximumFractionDigits: 1 });
function size(s: LetterStrings, bytes: number): string {
  if (bytes < 1024) return s.size.b(number(s, bytes));
  if (bytes < 1024 * 1024) return s.size.kb(number(s, bytes / 1024));
  return s.size.mb(number(s, bytes / (1024 * 1024)));
}

// ---- layout ----

const MARGIN = 54;
const BODY = 10;
const MUTED = '#475569';
type Doc = PDFKit.PDFDocument;

function open(input: Pick<LetterInput, 'paper' | 'language'>, s: LetterStrings, title: string): Doc {
  // bufferPages: the footer says "page n of N", known once everything is drawn. No `font` option:
  // pdfkit re-applies the document's options on each automatic page break, which would reset a bold
  // heading that starts a page to the regular face (Helvetica is the default anyway).
  return new PDFDocument({
    size: input.paper === 'a4' ? 'A4' : 'LETTER',
    margins: { top: MARGIN, bottom: MARGIN + 14, left: MARGIN, right: MARGIN },
    bufferPages: true,
    lang: s.locale,
    displayTitle: true,
    info: { Title: pdfText(title), Creator: s.product, Producer: s.product },
  });
}

/** Starts a new page unless `height` points are left: a heading or a label stays with what follows. */
function keep(doc: Doc, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function heading(doc: Doc, text: string) {
  keep(doc, 70);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor('black').text(pdfText(text)).moveDown(0.2);
  doc.font('Helvetica').fontSize(BODY);
}

/** Label: value lines; an empty value reads "Not given". */
function fields(doc: Doc, s: LetterStrings, rows: [string, string | null | undefined][]) {
  for (const [label, value] of rows) {
    doc.font('Helvetica-Bold').fontSize(BODY).fillColor('black').text(pdfText(label + s.colon), { continued: true });
    doc.font('Helvetica').text(pdfText(value || s.notGiven));
  }
}

/** A label on its own line, then a free text that flows onto further pages as needed. */
function paragraph(doc: Doc, s: LetterStrings, label: string, value: string | null) {
  keep(doc, 40);
  doc.moveDown(0.3).font('Helvetica-Bold').fontSize(BODY).fillColor('black').text(pdfText(label));
  doc.font('Helvetica').text(pdfText(value || s.notGiven));
}

function table(doc: Doc, head: string[], rows: string[][], widths: (number | '*')[]) {
  doc.moveDown(0.3).fontSize(BODY - 1);
  doc.table({
    columnStyles: widths.map((width) => ({ width })),
    defaultStyle: { border: 0.5, borderColor: '#94a3b8', padding: [3, 4, 3, 4] },
    data: [head.map((text) => ({ text: pdfText(text), font: { src: 'Helvetica-Bold' }, backgroundColor: '#e2e8f0', type: 'TH' as const })), ...rows.map((r) => r.map(pdfText))],
  });
  doc.font('Helvetica').fontSize(BODY).fillColor('black');
  doc.x = doc.page.margins.left;
  doc.moveDown(0.3);
}

function banner(doc: Doc, text: string, color: string) {
  doc.moveDown(0.5).font('Helvetica-Bold').fontSize(11).fillColor(color).text(pdfText(text)).fillColor('black').font('Helvetica').fontSize(BODY);
}

/** "VetReferral · Referral #12 · Page 1 of 2" at the foot of every page, then the end of the document. */
function finish(doc: Doc, s: LetterStrings, id: number): Doc {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const bottom = doc.page.margins.bottom;
    // Writing below the bottom margin would open a new page: lift it while the footer is drawn.
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(MUTED)
      .text(pdfText(`${s.product} · ${s.referralNumber(id)} · ${s.page(i - start + 1, count)}`), MARGIN, doc.page.height - MARGIN, {
        width: doc.page.width - 2 * MARGIN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
  }
  doc.end();
  return doc;
}

/** The vet's files (the letter) or the hospital's report files (the report), as a table. */
function files(doc: Doc, s: LetterStrings, all: Attachment[], kind: Attachment['kind']) {
  heading(doc, kind === 'report' ? s.sections.reportFiles : s.sections.attachments);
  const list = all.filter((a) => a.kind === kind);
  if (list.length === 0) doc.text(pdfText(kind === 'report' ? s.noReportFiles : s.noAttachments));
  else
    table(
      doc,
      [s.fields.filename, s.fields.description, s.fields.size, s.fields.fileType],
      list.map((f) => [f.filename, f.description ?? '', size(s, f.size), f.content_type]),
      ['*', '*', 60, 100],
    );
}

/** A new document: its title, number, status and date, any notices, then the receiving hospital. */
function begin(input: LetterInput, s: LetterStrings, name: string, notices: [text: string, color: string][] = []): Doc {
  const { referral: r, clinic } = input;
  const doc = open(input, s, `${name} · ${s.referralNumber(r.id)}`);
  doc.font('Helvetica-Bold').fontSize(18).text(pdfText(name));
  doc.font('Helvetica').fontSize(BODY).fillColor(MUTED).text(pdfText(`${s.referralNumber(r.id)} · ${s.fields.status}${s.colon}${s.vocab.status[r.status]}`));
  doc.text(pdfText(`${s.fields.date}${s.colon}${today(s, input.now)}`)).fillColor('black');
  for (const [text, color] of notices) banner(doc, text, color);
  heading(doc, s.sections.hospital);
  fields(doc, s, [
    [s.fields.name, clinic.name],
    [s.fields.address, [clinic.address, clinic.city, clinic.province].filter(Boolean).join(', ')],
    [s.fields.phone, clinic.phone],
    [s.fields.email, clinic.contact_email],
  ]);
  return doc;
}

/** The referral letter: everything the receiving hospital needs, to print or file. */
export function renderLetter(input: LetterInput): Doc {
  const { referral: r, clinic } = input;
  const s = LETTER_STRINGS[input.language];
  const doc = begin(input, s, s.letterTitle, [
    ...(r.status === 'draft' ? [[s.draft, MUTED] as [string, string]] : []),
    ...(r.urgency === 'emergency' ? [[s.emergency(clinic.phone), '#b91c1c'] as [string, string]] : []),
  ]);

  heading(doc, s.sections.vet);
  fields(doc, s, [
    [s.fields.name, r.vet.name],
    [s.fields.clinic, r.vet.clinic],
    [s.fields.phone, r.vet.phone],
    [s.fields.email, r.vet.email],
    [s.fields.licence, r.vet.license && [r.vet.license, r.vet.license_province].filter(Boolean).join(' · ')],
  ]);

  heading(doc, s.sections.referral);
  const specialty = r.specialty && (input.language === 'fr' ? (r.specialty.name_fr ?? r.specialty.name) : r.specialty.name);
  fields(doc, s, [
    [s.fields.urgency, r.urgency && s.vocab.urgency[r.urgency]],
    [s.fields.type, r.type && s.vocab.type[r.type]],
    [s.fields.specialty, specialty],
    [s.fields.procedure, r.procedure],
    ...(r.submitted_at ? [[s.fields.submitted, moment(s, r.submitted_at)] as [string, string]] : []),
    ...(r.decline_reason ? [[s.fields.declineReason, s.vocab.declineReason[r.decline_reason]] as [string, string]] : []),
    ...(r.appointment_at ? [[s.fields.appointment, appointment(s, r.appointment_at, r.clinic.time_zone)] as [string, string]] : []),
  ]);
  paragraph(doc, s, s.fields.reason, r.reason);
  paragraph(doc, s, s.fields.question, r.question);

  heading(doc, s.sections.patient);
  const p = r.patient;
  const weight = p.weight_kg === null ? null : s.weight(number(s, p.weight_kg), p.weight_date && local(s, p.weight_date));
  fields(doc, s, [
    [s.fields.name, p.name],
    [s.fields.species, p.species && s.vocab.species[p.species]],
    [s.fields.breed, p.breed],
    [s.fields.sex, p.sex && s.vocab.sex[p.sex]],
    // An approximate age stays an age, in the letter's language when it reads as one ("9 ans").
    ...(p.date_of_birth || !p.age ? [[s.fields.dateOfBirth, p.date_of_birth && local(s, p.date_of_birth)] as [string, string | null]] : []),
    ...(p.age ? [[s.fields.age, ageOf(s, p.age)] as [string, string]] : []),
    [s.fields.weight, weight],
  ]);

  heading(doc, s.sections.clinical);
  paragraph(doc, s, s.fields.history, r.clinical.history);
  keep(doc, 60);
  doc.moveDown(0.3).font('Helvetica-Bold').text(pdfText(s.sections.medications)).font('Helvetica');
  const meds = r.clinical.medications;
  if (meds.length === 0) doc.text(pdfText(s.noMedications));
  else table(doc, [s.fields.medication, s.fields.dose, s.fields.frequency], meds.map((m) => [m.name, m.dose ?? '', m.frequency ?? '']), ['*', 120, 140]);
  paragraph(doc, s, s.fields.treatments, r.clinical.treatments);
  paragraph(doc, s, s.fields.tests, r.clinical.tests);

  heading(doc, s.sections.owner);
  const o = r.owner;
  fields(doc, s, [
    [s.fields.name, o.name],
    [s.fields.phone, o.phone],
    [s.fields.email, o.email],
    [s.fields.language, o.language && s.vocab.language[o.language]],
    [s.fields.consent, o.consent && o.consent_at ? s.consentGiven(o.consent_by ?? s.notGiven, moment(s, o.consent_at)) : s.consentNot],
  ]);

  files(doc, s, r.attachments, 'attachment');
  return finish(doc, s, r.id);
}

/** The completion report: the hospital's answer to the referring vet. */
export function renderReport(input: LetterInput & { completedAt: string | null }): Doc {
  const r = input.referral;
  const s = LETTER_STRINGS[input.language];
  const doc = begin(input, s, s.reportTitle);
  heading(doc, s.sections.vet);
  fields(doc, s, [
    [s.fields.name, r.vet.name],
    [s.fields.clinic, r.vet.clinic],
  ]);
  heading(doc, s.sections.patient);
  const p = r.patient;
  fields(doc, s, [
    [s.fields.name, p.name],
    [s.fields.species, p.species && s.vocab.species[p.species]],
    [s.fields.breed, p.breed],
    [s.fields.owner, r.owner.name],
    [s.fields.appointment, r.appointment_at && appointment(s, r.appointment_at, r.clinic.time_zone)],
    [s.fields.completed, input.completedAt && moment(s, input.completedAt)],
  ]);
  heading(doc, s.sections.report);
  doc.text(pdfText(r.report || s.notGiven));
  files(doc, s, r.attachments, 'report');
  return finish(doc, s, r.id);
}

/**
 * The letter's language: the one the downloader asked for (`?lang=`), else the reader's own (their
 * language setting, else the request's: cookie, then Accept-Language). The owner's language is a field
 * of the referral, shown in the letter, and no longer its language (decision 155).
 */
export function letterLanguage(asked: LetterLanguage | undefined, reader: 'en-CA' | 'fr-CA'): LetterLanguage {
  return asked ?? (reader === 'fr-CA' ? 'fr' : 'en');
}
