import { Readable } from 'node:stream';
import { EXPORT_FORMAT, EXPORT_VERSION } from '@shared/contracts/privacy';
import type { Db } from '../../db';
import { appError } from '../../errors';
import * as repo from './repository';

/**
 * GET /api/me/export (issue 23): everything the platform holds about the user as one JSON document,
 * written as it is read. Long lists (referrals, messages, notifications, audit entries) are read a
 * page at a time by keyset and each page is written before the next is read; Readable.from pulls the
 * generator only as fast as the client takes the bytes, so memory stays bounded by one page whatever
 * the user's history (a clinic with thousands of referrals).
 */
export async function exportStream(db: Db, userId: number, now: Date): Promise<Readable> {
  // Read before answering, so a vanished account is a 404 rather than a cut-off download.
  const account = await repo.findAccount(db, userId);
  if (!account) throw appError('USER_NOT_FOUND');
  return Readable.from(documentOf(db, account, now), { objectMode: false });
}

type Account = NonNullable<Awaited<ReturnType<typeof repo.findAccount>>>;

/** Rows of a keyset-paged list, one page in memory at a time. */
async function* pages<T extends { id: number }>(next: (afterId: number) => Promise<T[]>): AsyncGenerator<T> {
  for (let after = 0; ; ) {
    const page = await next(after);
    for (const row of page) yield row;
    if (page.length < repo.EXPORT_PAGE) return;
    after = Number(page.at(-1)!.id);
  }
}

/** `"key":[` … `]` with the items written one by one. */
async function* array<T>(key: string, items: AsyncIterable<T>, map: (item: T) => unknown): AsyncGenerator<string> {
  yield `,${JSON.stringify(key)}:[`;
  let first = true;
  for await (const item of items) {
    yield (first ? '' : ',') + JSON.stringify(map(item));
    first = false;
  }
  yield ']';
}

const field = (key: string, value: unknown) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`;
const bool = (v: number | null) => (v === null ? null : Number(v) === 1);
const json = (text: string | null) => {
  if (text === null) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

async function* documentOf(db: Db, account: Account, now: Date): AsyncGenerator<string> {
  const id = Number(account.id);
  yield `{"format":${JSON.stringify(EXPORT_FORMAT)},"version":${EXPORT_VERSION},"exported_at":${JSON.stringify(now.toISOString())}`;
  yield field('account', {
    id,
    username: account.username,
    role: account.role,
    display_name: account.display_name,
    job_title: account.job_title,
    practice_type: account.practice_type,
    language: account.language,
    created_at: account.created_at,
    avatar: account.avatar_bytes ? { content_type: account.avatar_type, data_base64: Buffer.from(account.avatar_bytes).toString('base64') } : null,
  });
  const profile = await repo.findVetProfile(db, id);
  yield field('vet_profile', profile ? { ...profile, user_id: undefined } : null);

  const clinic = account.role === 'clinic' ? await repo.clinicOf(db, id) : undefined;
  // The owner's export carries the listing they keep up; a member's names the clinic they act for.
  yield field('clinic', clinic ? { role: clinic.role, id: clinic.clinicId, ...(clinic.role === 'owner' ? { listing: await repo.listing(db, clinic.clinicId) } : {}) } : null);

  yield field('bookmarks', await repo.bookmarks(db, id));
  yield field(
    'notification_settings',
    (await repo.notificationPrefs(db, id)).map((p) => ({ event: p.event, email: bool(p.email) })),
  );
  yield* array('messages_sent', pages((after) => repo.messagesPage(db, id, after)), (m) => ({
    id: Number(m.id),
    clinic_id: Number(m.clinic_id),
    signature: { name: m.sender_name, email: m.sender_email, clinic: m.sender_clinic, phone: m.sender_phone },
    body: m.body,
    created_at: m.created_at,
    read_at: m.read_at,
    replies: m.replies.map((r) => ({ party: r.author_party, author: r.author_name, body: r.body, at: r.created_at })),
  }));

  const scope: repo.ReferralScope | undefined =
    account.role === 'vet' ? { party: 'vet', userId: id } : clinic ? { party: 'clinic', clinicId: clinic.clinicId } : undefined;
  yield* array(
    account.role === 'vet' ? 'referrals_sent' : 'referrals_received',
    scope ? referralPages(db, scope) : emptyIterable<ReferralPageItem>(),
    toExportedReferral,
  );
  yield* array('notifications', pages((after) => repo.notificationsPage(db, id, after)), (n) => ({
    id: Number(n.id),
    event: n.event,
    referral_id: n.referral_id === null ? null : Number(n.referral_id),
    data: json(n.data),
    created_at: n.created_at,
    read_at: n.read_at,
  }));
  yield* array('audit_entries', pages((after) => repo.auditPage(db, id, account.username, after)), (a) => ({
    id: Number(a.id),
    action: a.action,
    by_you: a.actor_user_id !== null && Number(a.actor_user_id) === id,
    target: a.target,
    ip: a.ip,
    detail: json(a.detail),
    at: a.created_at,
  }));
  yield '}\n';
}

async function* emptyIterable<T>(): AsyncGenerator<T> {}

type ReferralPageItem = Awaited<ReturnType<typeof repo.referralsPage>>[number];

async function* referralPages(db: Db, scope: repo.ReferralScope): AsyncGenerator<ReferralPageItem> {
  for (let after = 0; ; ) {
    const page = await repo.referralsPage(db, scope, after);
    yield* page;
    if (page.length < repo.EXPORT_PAGE) return;
    after = Number(page.at(-1)!.row.id);
  }
}

/** A referral as stored, grouped as the referral screen shows it, with its consent record and history. */
function toExportedReferral({ row: r, events, assignments, messages, files }: ReferralPageItem) {
  return {
    id: Number(r.id),
    status: r.status,
    clinic: { id: Number(r.clinic_id), name: r.clinic_name },
    specialty: r.specialty_name,
    procedure: r.procedure,
    urgency: r.urgency,
    type: r.type,
    reason: r.reason,
    question: r.question,
    patient: { name: r.patient_name, species: r.species, breed: r.breed, sex: r.sex, date_of_birth: r.date_of_birth, age: r.age, weight_kg: r.weight_kg === null ? null : Number(r.weight_kg), weight_date: r.weight_date },
    clinical: { history: r.history, medications: json(r.medications), treatments: r.treatments, tests: r.tests },
    owner: { name: r.owner_name, phone: r.owner_phone, email: r.owner_email, language: r.owner_language },
    // The owner's consent as the referring vet attested it: who, and when.
    consent: r.consent_at === null ? null : { attested_at: r.consent_at, attested_by: r.consent_by_name, attested_by_user_id: r.consent_by === null ? null : Number(r.consent_by) },
    referring_vet: { user_id: r.vet_id === null ? null : Number(r.vet_id), name: r.vet_name, clinic: r.vet_clinic, phone: r.vet_phone, email: r.vet_email, license: r.vet_license },
    decline_reason: r.decline_reason,
    appointment_at: r.appointment_at,
    report: r.report,
    redirected_from: r.redirected_from === null ? null : Number(r.redirected_from),
    created_at: r.created_at,
    submitted_at: r.submitted_at,
    responded_at: r.responded_at,
    accepted_at: r.accepted_at,
    updated_at: r.updated_at,
    timeline: events.map((e) => ({ from: e.from_status, to: e.to_status, by: e.actor_name, by_user_id: e.actor_id === null ? null : Number(e.actor_id), reason: e.reason, note: e.note, appointment_at: e.appointment_at, at: e.at })),
    // Who at the hospital was given it, by whom (issue 59); assignee null: nobody any more.
    assignments: assignments.map((a) => ({ assignee: a.assignee_name, assignee_user_id: a.assignee_id === null ? null : Number(a.assignee_id), by: a.actor_name, by_user_id: a.actor_id === null ? null : Number(a.actor_id), at: a.at })),
    conversation: messages.map((m) => ({ id: Number(m.id), party: m.party, author: m.author_name, body: m.body, at: m.created_at })),
    files: files.map((f) => ({
      id: Number(f.id),
      kind: f.kind,
      filename: f.filename,
      description: f.description,
      content_type: f.content_type,
      size: Number(f.size),
      sha256: f.sha256,
      uploaded_by: f.uploaded_by_name,
      message_id: f.message_id === null ? null : Number(f.message_id),
      created_at: f.created_at,
    })),
  };
}
