import type { Expression, ExpressionBuilder, Insertable, Selectable, SqlBool, Updateable } from 'kysely';
import { expressionBuilder, sql } from 'kysely';
import type { AccessKind, AssignmentEvent, Attachment, Referral, ReferralAccessLog, ReferralSummary, ReferralView, TimelineEvent, Urgency, ViewCounts } from '@shared/contracts/referrals';
import { REFERRER_REQUIRED, REQUIRED_FOR_SUBMIT, type ReferrerPath, missingForSubmit } from '@shared/contracts/referrals';
import { CLOSED_STATUSES, type ReferralStatus } from '@shared/referral-status';
import type { Db } from '../../db';
import type { Database, ReferralAssignmentsTable, ReferralAttachmentsTable, ReferralEventsTable, ReferralMessagesTable, ReferralsTable } from '../../db/schema';
import { dialectOf } from '../../db/dialect';
import { containsPattern } from '../../db/search-key';
import { userSignature } from '../../db/rows/vet-profiles';
import { actsForClinic, clinicOfUser, clinicsOfUser } from '../../db/rows/clinic-members';
import { practiceNameOf } from '../../db/rows/practice-members';
import { provinceTimeZone } from '@shared/time-zones';

/**
 * Referral SQL. Reads that a party makes name the party in the WHERE: the referring vet and their
 * practice (`vet_id = me`, or sent from my practice) or a member of the receiving clinic (`clinic_id = my clinic`, never a draft), so a
 * referral that is not the caller's is not found at all (404, docs/decisions/084).
 */
export type ReferralRow = Selectable<ReferralsTable> & { clinic_name: string; clinic_phone: string | null; clinic_province: string | null; specialty_name: string | null; specialty_name_fr: string | null; assignee_name: string | null };

/** Who is asking: a vet (their id) or a clinic member (their clinic's id). */
export type Viewer = { party: 'vet'; userId: number } | { party: 'clinic'; userId: number; clinicId: number };

/**
 * Whose list: a vet's own, or the inbox of the clinic a user acts for. The clinic is found inside the
 * list's statement (`clinicOfUser`), not by a lookup before it: one round trip a page (issue 22).
 */
export type ListViewer = { party: 'vet'; userId: number } | { party: 'clinic'; userId: number; clinicId?: number };

// How a person is named (db/rows/vet-profiles.ts), as a scalar subquery on a column naming a user.
const nameOfUserIn = (db: Db, column: 'referrals.assignee_id') =>
  db.selectFrom('users').leftJoin('vet_profiles', 'vet_profiles.user_id', 'users.id').select(userSignature.as('name')).where('users.id', '=', sql.ref<number>(column));

const withJoins = (db: Db) =>
  db
    .selectFrom('referrals')
    .innerJoin('clinics', 'clinics.id', 'referrals.clinic_id')
    .leftJoin('specialties', 'specialties.id', 'referrals.specialty_id')
    .selectAll('referrals')
    .select(['clinics.name as clinic_name', 'clinics.phone as clinic_phone', 'clinics.province as clinic_province', 'specialties.name as specialty_name', 'specialties.name_fr as specialty_name_fr'])
    .select(nameOfUserIn(db, 'referrals.assignee_id').as('assignee_name'));

/**
 * The party rule, written once for every read that names its party: a vet's own referrals
 * (`vet_id = me`), or the receiving clinic's, never a draft (`clinic` its id, or a subquery finding the
 * user's clinic inside the statement). docs/decisions/084.
 */
type Party = { party: 'vet'; userId: number } | { party: 'clinic'; clinic: number | ReturnType<typeof clinicOfUser> };

export const ofParty = (who: Party) => (eb: ExpressionBuilder<Database, 'referrals'>) =>
  who.party === 'vet'
    ? // The practice follows what it sent (issue 59); a draft is its author's alone.
      eb.or([eb('referrals.vet_id', '=', who.userId), eb.and([eb('referrals.practice_id', '=', eb.selectFrom('practice_members').select('practice_members.practice_id').where('practice_members.user_id', '=', who.userId)), eb('referrals.status', '!=', 'draft')])])
    : eb.and([eb('referrals.clinic_id', '=', who.clinic), eb('referrals.status', '!=', 'draft')]);

/** The referral if the viewer is one of its parties. */
export async function findForViewer(db: Db, id: number, viewer: Viewer): Promise<ReferralRow | undefined> {
  const party: Party = viewer.party === 'vet' ? viewer : { party: 'clinic', clinic: viewer.clinicId };
  return withJoins(db).where('referrals.id', '=', id).where(ofParty(party)).executeTakeFirst();
}

// The user's signature (db/rows/vet-profiles.ts) as a query to run, or a scalar subquery (null when there is no such user).
const signature = (db: Db, userId: number) =>
  db.selectFrom('users').leftJoin('vet_profiles', 'vet_profiles.user_id', 'users.id').select(userSignature.as('signature')).where('users.id', '=', userId);

/** How the user signs a timeline row; undefined when there is no such user. */
export async function signatureOf(db: Db, userId: number): Promise<string | undefined> {
  return (await signature(db, userId).executeTakeFirst())?.signature;
}

/**
 * The referral if the user is one of its parties (a vet: theirs; a clinic user: their clinic's, found
 * inside the statement), with how the user signs: what a status change needs before it writes, in one
 * statement instead of two (on PostgreSQL each is a round trip, decision 136).
 */
export async function findForSigner(db: Db, id: number, party: Viewer['party'], userId: number): Promise<(ReferralRow & { signer_name: string | null }) | undefined> {
  return withJoins(db)
    .select(() => signature(db, userId).as('signer_name'))
    .where('referrals.id', '=', id)
    .where(ofParty(party === 'vet' ? { party, userId } : { party, clinic: clinicOfUser(db, userId) }))
    .executeTakeFirst();
}

/** A vet's details as a referral's referrer block takes them: their profile, else their account and practice. */
export function referrerOf(db: Db, userId: number, practiceId: number) {
  return db
    .selectFrom('users')
    .leftJoin('vet_profiles', 'vet_profiles.user_id', 'users.id')
    .select((eb) => [
      eb.fn.coalesce('vet_profiles.name', 'users.display_name').as('name'),
      eb.fn.coalesce('vet_profiles.clinic_name', practiceNameOf(db, practiceId)).as('practice'),
      'vet_profiles.phone',
      'vet_profiles.license_number',
      'vet_profiles.license_province',
      'vet_profiles.contact_email',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

type ProfileFill = Partial<Record<'name' | 'clinic_name' | 'phone' | 'license_number' | 'license_province', string>>;

/** Fills the vet profile's empty fields only (a row is made if there is none): what a referral taught it. */
export async function fillProfileBlanks(db: Db, userId: number, fill: ProfileFill) {
  const keep = Object.fromEntries(Object.keys(fill).map((c) => [c, sql`coalesce(nullif(${sql.ref(`vet_profiles.${c}`)}, ''), ${sql.ref(`excluded.${c}`)})`]));
  await db.insertInto('vet_profiles').values({ user_id: userId, ...fill }).onConflict((oc) => oc.column('user_id').doUpdateSet(keep)).execute();
}

export async function insertReferral(db: Db, row: Insertable<ReferralsTable>): Promise<number> {
  const r = await db.insertInto('referrals').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Updates a draft of this vet; false when it is not one (any more). */
export async function updateDraft(db: Db, id: number, vetId: number, set: Updateable<ReferralsTable>): Promise<boolean> {
  const r = await db.updateTable('referrals').set(set).where('id', '=', id).where('vet_id', '=', vetId).where('status', '=', 'draft').executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function deleteDraft(db: Db, id: number, vetId: number): Promise<boolean> {
  const r = await db.deleteFrom('referrals').where('id', '=', id).where('vet_id', '=', vetId).where('status', '=', 'draft').executeTakeFirst();
  return Number(r.numDeletedRows) > 0;
}

/**
 * The column behind each field submitting needs. Typed by REQUIRED_FOR_SUBMIT's keys, so a field added
 * there fails `tsc` until the submit gate checks its column too.
 */
const SUBMIT_COLUMNS = {
  urgency: 'urgency',
  reason: 'reason',
  'patient.name': 'patient_name',
  'patient.species': 'species',
  'clinical.history': 'history',
  'owner.name': 'owner_name',
  'owner.phone': 'owner_phone',
  'owner.consent': 'consent_at',
  'vet.name': 'vet_name',
  'vet.clinic': 'vet_clinic',
  'vet.phone': 'vet_phone',
  'vet.license': 'vet_license',
  'vet.license_province': 'vet_license_province',
} as const satisfies Record<(typeof REQUIRED_FOR_SUBMIT)[number] | ReferrerPath, keyof ReferralsTable>;

/**
 * What a draft needs to be sent, as SQL: every required column filled (missingForSubmit's rule: not
 * null, not empty) and its hospital still listed (hospitals/repository findListedClinic: verified).
 * It sits in the gate's WHERE because the service's read is stale by the time it writes: a draft edit
 * or a listing rejected in between must refuse the submit. PostgreSQL re-checks an UPDATE's WHERE on
 * the newest version of a row it waited for; SQLite runs one write at a time.
 */
const submittable = (eb: ExpressionBuilder<Database, 'referrals'>) =>
  eb.and([
    ...[...REQUIRED_FOR_SUBMIT, ...REFERRER_REQUIRED].map((field) => {
      const column = sql.ref(`referrals.${SUBMIT_COLUMNS[field]}`);
      return sql<SqlBool>`(${column} is not null and ${column} <> '')`;
    }),
    eb.exists(eb.selectFrom('clinics').select('clinics.id').whereRef('clinics.id', '=', 'referrals.clinic_id').where('clinics.verified_at', 'is not', null)),
  ]);

/**
 * The status update, not yet run (the gate of `gatedWrite`): it moves the referral only if it is still
 * at `from`, so of two members acting at once one update matches and the other matches nothing (the
 * caller answers 409). A transition checked `complete` (the submit) moves only a draft still `submittable`.
 */
export const moveStatus = (db: Db, id: number, from: ReferralStatus, set: Updateable<ReferralsTable> & { status: ReferralStatus }, check: { submittable: boolean }) => {
  const gate = db.updateTable('referrals').set(set).where('referrals.id', '=', id).where('referrals.status', '=', from);
  return check.submittable ? gate.where(submittable) : gate;
};

/** Moves the assignee only if it is still `from`: of two members assigning at once, one wins (the other 409s). */
export async function moveAssignee(db: Db, id: number, from: number | null, to: number | null): Promise<boolean> {
  const r = await db
    .updateTable('referrals')
    .set({ assignee_id: to })
    .where('id', '=', id)
    .where((eb) => (from === null ? eb('assignee_id', 'is', null) : eb('assignee_id', '=', from)))
    .executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function insertAssignment(db: Db, row: Insertable<ReferralAssignmentsTable>) {
  await db.insertInto('referral_assignments').values(row).execute();
}

/** How a user who acts for the clinic (its owner or a member) is named; undefined for anyone else. */
export async function teamMemberName(db: Db, clinicId: number, userId: number): Promise<string | undefined> {
  const r = await signature(db, userId).where(actsForClinic(clinicId)).executeTakeFirst();
  return r?.signature;
}

/** A timeline row's insert, not yet run. */
export const eventInsert = (db: Db, row: Insertable<ReferralEventsTable>) => db.insertInto('referral_events').values(row);

export async function insertEvent(db: Db, row: Insertable<ReferralEventsTable>) {
  await eventInsert(db, row).execute();
}

/** When the latest info request was made, if any. */
export async function lastInfoRequestAt(db: Db, referralId: number): Promise<string | undefined> {
  const r = await db
    .selectFrom('referral_events')
    .select('at')
    .where('referral_id', '=', referralId)
    .where('to_status', '=', 'info_requested')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  return r?.at;
}

const attachmentColumns = [
  'referral_attachments.id',
  'referral_attachments.filename',
  'referral_attachments.description',
  'referral_attachments.kind',
  'referral_attachments.uploaded_by',
  'referral_attachments.uploaded_by_name',
  'referral_attachments.created_at',
  'referral_attachments.file_id',
  'files.content_type',
  'files.size',
] as const;

const attachments = (db: Db) => db.selectFrom('referral_attachments').innerJoin('files', 'files.id', 'referral_attachments.file_id').select(attachmentColumns);

// A column the other half of the union has: null here, typed as there.
const none = <A extends string>(alias: A) => sql<null>`null`.as(alias);

/** A row of `timelineAndFiles`: an event's columns, or a file's. */
type FileColumns = 'filename' | 'description' | 'kind' | 'uploaded_by_name' | 'created_at' | 'content_type' | 'size';
type EventColumns = Exclude<keyof ReferralEventsTable, 'id' | 'referral_id'>;
type TimelineOrFile =
  | ({ part: 'event'; id: number } & Omit<ReferralEventsTable, 'id' | 'referral_id'> & Record<FileColumns | 'assignee_id' | 'assignee_name', null>)
  | ({ part: 'file'; id: number; filename: string; description: string | null; kind: 'attachment' | 'report'; uploaded_by_name: string; created_at: string; content_type: string; size: number } & Record<EventColumns | 'assignee_id' | 'assignee_name', null>)
  | ({ part: 'assignment'; id: number; actor_id: number | null; actor_name: string; at: string; assignee_id: number | null; assignee_name: string | null } & Record<Exclude<EventColumns, 'actor_id' | 'actor_name' | 'at'> | FileColumns, null>);

function timelineAndFilesQuery(db: Db, referralId: number) {
  const events = db
    .selectFrom('referral_events as e')
    .select([
      sql<'event'>`'event'`.as('part'),
      'e.id',
      'e.from_status',
      'e.to_status',
      'e.actor_id',
      'e.actor_name',
      'e.reason',
      'e.note',
      'e.appointment_at',
      'e.at',
      none('filename'),
      none('description'),
      none('kind'),
      none('uploaded_by_name'),
      none('created_at'),
      none('content_type'),
      none('size'),
      // Typed here: PostgreSQL reads two untyped nulls as text, which the assignments' integer would not match.
      sql<null>`cast(null as integer)`.as('assignee_id'),
      none('assignee_name'),
    ])
    .where('e.referral_id', '=', referralId)
    .$castTo<TimelineOrFile>();
  const files = db
    .selectFrom('referral_attachments as a')
    .innerJoin('files', 'files.id', 'a.file_id')
    .select([
      sql<'file'>`'file'`.as('part'),
      'a.id',
      none('from_status'),
      none('to_status'),
      none('actor_id'),
      none('actor_name'),
      none('reason'),
      none('note'),
      none('appointment_at'),
      none('at'),
      'a.filename',
      'a.description',
      'a.kind',
      'a.uploaded_by_name',
      'a.created_at',
      'files.content_type',
      'files.size',
      none('assignee_id'),
      none('assignee_name'),
    ])
    .where('a.referral_id', '=', referralId)
    .$castTo<TimelineOrFile>();
  const assignments = db
    .selectFrom('referral_assignments as g')
    .select([
      sql<'assignment'>`'assignment'`.as('part'),
      'g.id',
      none('from_status'),
      none('to_status'),
      'g.actor_id',
      'g.actor_name',
      none('reason'),
      none('note'),
      none('appointment_at'),
      'g.at',
      none('filename'),
      none('description'),
      none('kind'),
      none('uploaded_by_name'),
      none('created_at'),
      none('content_type'),
      none('size'),
      'g.assignee_id',
      'g.assignee_name',
    ])
    .where('g.referral_id', '=', referralId)
    .$castTo<TimelineOrFile>();
  return events.unionAll(files).unionAll(assignments).orderBy('part', 'desc').orderBy('id');
}

/** What a referral's answer carries besides its row: its timeline, files and assignments. */
export type ReferralParts = { timeline: TimelineEvent[]; files: Attachment[]; assignments: AssignmentEvent[] };

/**
 * A referral's timeline, files and assignments in one statement (a union of the three, each row saying
 * which it is): every referral answer carries them, and on PostgreSQL each statement is a round trip
 * that costs both processes CPU (issue 22, docs/decisions/128).
 */
export async function timelineAndFiles(db: Db, referralId: number): Promise<ReferralParts> {
  const rows = await timelineAndFilesQuery(db, referralId).execute();
  const timeline: TimelineEvent[] = [];
  const list: Attachment[] = [];
  const assignments: AssignmentEvent[] = [];
  for (const r of rows) {
    if (r.part === 'assignment') {
      assignments.push({
        id: Number(r.id),
        assignee: r.assignee_name === null ? null : { id: r.assignee_id === null ? null : Number(r.assignee_id), name: r.assignee_name },
        actor: { id: r.actor_id === null ? null : Number(r.actor_id), name: r.actor_name },
        at: r.at,
      });
    } else if (r.part === 'event') {
      timeline.push({
        id: Number(r.id),
        from: r.from_status,
        to: r.to_status,
        actor: { id: r.actor_id === null ? null : Number(r.actor_id), name: r.actor_name },
        reason: r.reason,
        note: r.note,
        appointment_at: r.appointment_at,
        at: r.at,
      });
    } else {
      list.push(toAttachment(r));
    }
  }
  return { timeline, files: list, assignments };
}

export async function listAttachments(db: Db, referralId: number): Promise<Attachment[]> {
  const rows = await attachments(db).where('referral_attachments.referral_id', '=', referralId).orderBy('referral_attachments.id').execute();
  return rows.map(toAttachment);
}

export function findAttachment(db: Db, referralId: number, attachmentId: number) {
  return attachments(db).where('referral_attachments.referral_id', '=', referralId).where('referral_attachments.id', '=', attachmentId).executeTakeFirst();
}

export const toAttachment = (r: { id: number; filename: string; description: string | null; kind: 'attachment' | 'report'; uploaded_by_name: string; created_at: string; content_type: string; size: number }): Attachment => ({
  id: Number(r.id),
  filename: r.filename,
  description: r.description,
  content_type: r.content_type,
  size: Number(r.size),
  kind: r.kind,
  uploaded_by: r.uploaded_by_name,
  created_at: r.created_at,
});

/**
 * Holds the referral for the caller's transaction if it is still at one of `statuses`; false when it
 * is not. The update changes nothing but takes the row's lock on PostgreSQL, so a status change waits
 * for the transaction, and one committed first is seen (READ COMMITTED re-checks the WHERE); SQLite
 * runs one write transaction at a time.
 */
export async function holdInStatus(db: Db, id: number, statuses: readonly ReferralStatus[]): Promise<boolean> {
  const r = await db.updateTable('referrals').set((eb) => ({ status: eb.ref('status') })).where('id', '=', id).where('status', 'in', statuses).executeTakeFirst();
  return Number(r.numUpdatedRows) > 0;
}

export async function insertAttachment(db: Db, row: Insertable<ReferralAttachmentsTable>): Promise<number> {
  const r = await db.insertInto('referral_attachments').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

export async function deleteAttachment(db: Db, id: number) {
  await db.deleteFrom('referral_attachments').where('id', '=', id).execute();
}

/** Whether any attachment (of any referral: a redirect shares files) still points to the file. */
export async function fileInUse(db: Db, fileId: number): Promise<boolean> {
  return (await db.selectFrom('referral_attachments').select('id').where('file_id', '=', fileId).executeTakeFirst()) !== undefined;
}

export async function attachmentsTotal(db: Db, referralId: number): Promise<number> {
  const r = await db
    .selectFrom('referral_attachments')
    .innerJoin('files', 'files.id', 'referral_attachments.file_id')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('files.size'), sql<number>`0`).as('total'))
    .where('referral_attachments.referral_id', '=', referralId)
    .executeTakeFirstOrThrow();
  return Number(r.total);
}

/**
 * What the files a user uploaded take, across every referral: each file once (a redirect's copy of an
 * attachment points to the same file), linked files only (an upload in flight is not yet theirs).
 */
export async function accountFilesTotal(db: Db, userId: number): Promise<number> {
  const r = await db
    .selectFrom('files')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('files.size'), sql<number>`0`).as('total'))
    .where('files.id', 'in', (eb) => eb.selectFrom('referral_attachments').select('referral_attachments.file_id').where('referral_attachments.uploaded_by', '=', userId))
    .executeTakeFirstOrThrow();
  return Number(r.total);
}

/**
 * Takes the user's row lock for the rest of the transaction (PostgreSQL), so one account's uploads
 * are linked one after the other and each sees the totals of those linked before it. FOR NO KEY
 * UPDATE leaves foreign-key checks of rows naming the user free, and no trigger fires (an UPDATE
 * would tell every instance's session cache the user changed). SQLite has one writer at a time.
 */
export async function holdUser(db: Db, userId: number): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  await db.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}

export async function attachmentsOf(db: Db, referralId: number) {
  return db.selectFrom('referral_attachments').selectAll().where('referral_id', '=', referralId).orderBy('id').execute();
}

/**
 * The inbox's sort keys, all descending: unopened first, then the most urgent, then the newest, id last.
 * Spelled with literals exactly as the index of migration 017 (referrals_inbox_idx), so the planner
 * serves the order from it; a bound parameter here would not match the indexed expression. The
 * `closed` and `all` views keep this order.
 */
const inboxUnopenedKey = sql<number>`(case when referrals.status = 'submitted' then 1 else 0 end)`;
const inboxUrgencyKey = sql<number>`(case referrals.urgency when 'emergency' then 3 when 'priority' then 2 when 'routine' then 1 else 0 end)`;

/**
 * The work queue's order (views `action` and `open`, docs/decisions/154), every key ascending:
 * emergencies (0) first, then the overdue (0), then the oldest sent, id last. A referral is overdue
 * when it was sent at or before its target's cutoff: the latest submission whose acknowledgement
 * (status submitted) or decision (status received) is due by the page's moment.
 */
const queueEmergencyKey = sql<number>`(case when referrals.urgency = 'emergency' then 0 else 1 end)`;
const queueOverdueKey = (c: QueueCutoffs) =>
  sql<number>`(case when (referrals.status = 'submitted' and referrals.submitted_at <= ${c.acknowledge}) or (referrals.status = 'received' and referrals.submitted_at <= ${c.decide}) then 0 else 1 end)`;

/** The latest submissions that are overdue at the page's moment, per target (ISO moments). */
export type QueueCutoffs = { acknowledge: string; decide: string };

/** Where a page ends: the last row's sort keys (the next page starts strictly after them). */
export type ListKey =
  | { list: 'inbox'; unopened: number; urgency: number; submitted_at: string; id: number }
  | { list: 'sent'; updated_at: string; id: number }
  /** The queue's keys, with its view and the moment its first page was read (later pages keep it). */
  | { list: 'queue'; view: 'action' | 'open'; at: string; emergency: number; overdue: number; submitted_at: string; id: number };

/** What the clinic's views hold (the vet's list has none; `action`, docs/decisions/154). */
const inView = (view: ReferralView, now: string) => (eb: ExpressionBuilder<Database, 'referrals'>) => {
  const closed = eb('referrals.status', 'in', CLOSED_STATUSES);
  if (view === 'closed') return closed;
  if (view === 'open') return eb.not(closed);
  if (view === 'action')
    return eb.or([
      eb('referrals.status', 'in', ['submitted', 'received', 'accepted']),
      eb.and([eb('referrals.status', '=', 'booked'), eb('referrals.appointment_at', '<', now)]),
    ]);
  return sql<SqlBool>`1 = 1`;
};

/** The list's filters besides its view and page: the counts of every view share them. */
export type ListFilters = { status?: ReferralStatus; q?: string; urgency?: Urgency; specialtyId?: number; assignee?: 'none' | number };

const filtered = (filters: ListFilters) => (eb: ExpressionBuilder<Database, 'referrals'>) => {
  const all: Expression<SqlBool>[] = [];
  if (filters.status) all.push(eb('referrals.status', '=', filters.status));
  if (filters.q) all.push(eb('referrals.search_key', 'like', containsPattern(filters.q)));
  if (filters.urgency) all.push(eb('referrals.urgency', '=', filters.urgency));
  if (filters.specialtyId !== undefined) all.push(eb('referrals.specialty_id', '=', filters.specialtyId));
  if (filters.assignee === 'none') all.push(eb('referrals.assignee_id', 'is', null));
  else if (filters.assignee !== undefined) all.push(eb('referrals.assignee_id', '=', filters.assignee));
  return eb.and(all);
};

type ListOptions = ListFilters & { view?: ReferralView; queue?: { now: string; cutoffs: QueueCutoffs }; after?: ListKey; limit: number };

/**
 * One keyset page of the vet's sent list or the clinic's inbox (docs/decisions/110, 154): rows strictly
 * after `after` in the list's order, never an offset, so a row added or removed between two pages
 * neither repeats nor hides another. `limit + 1` rows at most: the caller trims and keeps the keys.
 * The clinic's `action` and `open` views take the queue's order (`queue` is then required); the
 * others, and the vet's list, keep theirs. Exported for the bench's EXPLAIN.
 */
export function listForViewerQuery(db: Db, viewer: ListViewer, opts: ListOptions) {
  const queue = viewer.party === 'clinic' && (opts.view === 'action' || opts.view === 'open') ? opts.queue : undefined;
  const cutoffs = queue?.cutoffs ?? { acknowledge: '', decide: '' };
  const clinic = viewer.party === 'clinic' ? (viewer.clinicId ?? clinicOfUser(db, viewer.userId)) : 0;
  let q = db
    .selectFrom('referrals')
    .innerJoin('clinics', 'clinics.id', 'referrals.clinic_id')
    .leftJoin('specialties', 'specialties.id', 'referrals.specialty_id')
    .select([
      'referrals.id',
      'referrals.status',
      'referrals.urgency',
      'referrals.clinic_id',
      'clinics.name as clinic_name',
      'referrals.patient_name',
      'referrals.species',
      'referrals.owner_name',
      'referrals.vet_name',
      'referrals.created_at',
      'referrals.updated_at',
      'referrals.submitted_at',
      'referrals.appointment_at',
      'referrals.specialty_id',
      'specialties.name as specialty_name',
      'specialties.name_fr as specialty_name_fr',
      'referrals.assignee_id',
      nameOfUserIn(db, 'referrals.assignee_id').as('assignee_name'),
      inboxUnopenedKey.as('unopened_key'),
      inboxUrgencyKey.as('urgency_key'),
      queueEmergencyKey.as('emergency_key'),
      queueOverdueKey(cutoffs).as('overdue_key'),
      // The inbox's unopened count rides along with its page: one round trip instead of two.
      (viewer.party === 'clinic' ? unopenedCount(db, clinic) : sql<number>`0`).as('unopened_total'),
    ]);
  const after = opts.after;
  if (viewer.party === 'vet') {
    q = q.where(ofParty(viewer)).orderBy('referrals.updated_at', 'desc').orderBy('referrals.id', 'desc');
    if (after?.list === 'sent') q = q.where(sql<boolean>`(referrals.updated_at, referrals.id) < (${after.updated_at}, ${after.id})`);
  } else {
    q = q.where(ofParty({ party: 'clinic', clinic }));
    if (opts.view) q = q.where(inView(opts.view, queue?.now ?? ''));
    if (queue) {
      q = q.orderBy(queueEmergencyKey).orderBy(queueOverdueKey(cutoffs)).orderBy('referrals.submitted_at').orderBy('referrals.id');
      if (after?.list === 'queue')
        q = q.where(sql<boolean>`(${queueEmergencyKey}, ${queueOverdueKey(cutoffs)}, referrals.submitted_at, referrals.id) > (${after.emergency}, ${after.overdue}, ${after.submitted_at}, ${after.id})`);
    } else {
      q = q.orderBy(inboxUnopenedKey, 'desc').orderBy(inboxUrgencyKey, 'desc').orderBy('referrals.submitted_at', 'desc').orderBy('referrals.id', 'desc');
      if (after?.list === 'inbox')
        q = q.where(sql<boolean>`(${inboxUnopenedKey}, ${inboxUrgencyKey}, referrals.submitted_at, referrals.id) < (${after.unopened}, ${after.urgency}, ${after.submitted_at}, ${after.id})`);
    }
  }
  q = q.where(filtered(viewer.party === 'vet' ? { ...opts, assignee: undefined } : opts));
  return q.limit(opts.limit + 1);
}

export async function listForViewer(db: Db, viewer: ListViewer, opts: ListOptions) {
  const rows = await listForViewerQuery(db, viewer, opts).execute();
  const clinic = viewer.party === 'clinic' ? (viewer.clinicId ?? clinicOfUser(db, viewer.userId)) : undefined;
  const unopened = rows.length > 0 ? Number(rows[0]!.unopened_total) : clinic !== undefined ? await countUnopened(db, clinic) : 0;
  const queue = viewer.party === 'clinic' && (opts.view === 'action' || opts.view === 'open') ? opts.queue : undefined;
  const page = rows.map((r) => ({
    item: {
      id: Number(r.id),
      status: r.status,
      urgency: r.urgency,
      clinic: { id: Number(r.clinic_id), name: r.clinic_name },
      patient_name: r.patient_name,
      species: r.species as ReferralSummary['species'],
      owner_name: r.owner_name,
      vet_name: r.vet_name,
      created_at: r.created_at,
      updated_at: r.updated_at,
      submitted_at: r.submitted_at,
      appointment_at: r.appointment_at,
      unopened: viewer.party === 'clinic' && r.status === 'submitted',
      no_response: false,
      specialty: r.specialty_id === null || r.specialty_name === null ? null : { id: Number(r.specialty_id), name: r.specialty_name, name_fr: r.specialty_name_fr },
      assignee: r.assignee_id === null ? null : { id: Number(r.assignee_id), name: r.assignee_name ?? '' },
      due: { target: null, due_at: null, overdue: false },
    } satisfies ReferralSummary,
    // A clinic sees sent referrals only, which all carry submitted_at.
    key: (viewer.party === 'vet'
      ? { list: 'sent', updated_at: r.updated_at, id: Number(r.id) }
      : queue
        ? { list: 'queue', view: opts.view as 'action' | 'open', at: queue.now, emergency: Number(r.emergency_key), overdue: Number(r.overdue_key), submitted_at: r.submitted_at ?? '', id: Number(r.id) }
        : { list: 'inbox', unopened: Number(r.unopened_key), urgency: Number(r.urgency_key), submitted_at: r.submitted_at ?? '', id: Number(r.id) }) satisfies ListKey,
  }));
  return { page, unopened };
}

/** How many referrals of the clinic each view holds, with the list's filters, in one statement. */
export async function countViews(db: Db, clinicId: number, now: string, filters: ListFilters): Promise<ViewCounts> {
  const count = (view: ReferralView) => sql<number | string>`sum(case when ${inView(view, now)(expressionBuilder<Database, 'referrals'>())} then 1 else 0 end)`;
  const r = await db
    .selectFrom('referrals')
    .select([count('action').as('action'), count('open').as('open'), count('closed').as('closed'), sql<number | string>`count(*)`.as('all')])
    .where(ofParty({ party: 'clinic', clinic: clinicId }))
    .where(filtered(filters))
    .executeTakeFirstOrThrow();
  return { action: Number(r.action ?? 0), open: Number(r.open ?? 0), closed: Number(r.closed ?? 0), all: Number(r.all ?? 0) };
}

/** The clinic the user acts for, with its targets; undefined when they act for none. */
export async function clinicTargetsOfUser(db: Db, userId: number): Promise<{ clinicId: number; acknowledge_business_hours: number; decide_business_days: number } | undefined> {
  const r = await clinicsOfUser(db, userId).select(['clinics.id', 'clinics.acknowledge_business_hours', 'clinics.decide_business_days']).limit(1).executeTakeFirst();
  return r && { clinicId: Number(r.id), acknowledge_business_hours: Number(r.acknowledge_business_hours), decide_business_days: Number(r.decide_business_days) };
}

/** The referrals the user's clinic has not opened yet: the inbox's badge, on every page. */
const unopenedCount = (db: Db, clinic: number | ReturnType<typeof clinicOfUser>) =>
  db
    .selectFrom('referrals as u')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('u.clinic_id', '=', clinic)
    .where('u.status', '=', 'submitted');

async function countUnopened(db: Db, clinic: number | ReturnType<typeof clinicOfUser>): Promise<number> {
  return Number((await unopenedCount(db, clinic).executeTakeFirstOrThrow()).n);
}

export async function countByStatus(db: Db): Promise<Record<string, number>> {
  const rows = await db.selectFrom('referrals').select((eb) => ['status', eb.fn.countAll<number | string>().as('n')]).groupBy('status').execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** The row as the API shows it, with its timeline and files. */
export function toReferral(r: ReferralRow, { timeline, files, assignments }: ReferralParts): Referral {
  const base = {
    id: Number(r.id),
    status: r.status,
    assignee: r.assignee_id === null ? null : { id: Number(r.assignee_id), name: r.assignee_name ?? '' },
    clinic: { id: Number(r.clinic_id), name: r.clinic_name, phone: r.clinic_phone, time_zone: provinceTimeZone(r.clinic_province) },
    specialty: r.specialty_id === null || r.specialty_name === null ? null : { id: Number(r.specialty_id), name: r.specialty_name, name_fr: r.specialty_name_fr },
    procedure: r.procedure,
    urgency: r.urgency,
    type: r.type,
    reason: r.reason,
    question: r.question,
    patient: {
      name: r.patient_name,
      species: r.species as Referral['patient']['species'],
      breed: r.breed,
      sex: r.sex as Referral['patient']['sex'],
      date_of_birth: r.date_of_birth,
      age: r.age,
      weight_kg: r.weight_kg === null ? null : Number(r.weight_kg),
      weight_date: r.weight_date,
    },
    clinical: {
      history: r.history,
      medications: JSON.parse(r.medications) as Referral['clinical']['medications'],
      treatments: r.treatments,
      tests: r.tests,
    },
    owner: {
      name: r.owner_name,
      phone: r.owner_phone,
      email: r.owner_email,
      language: r.owner_language,
      consent: r.consent_at !== null,
      consent_at: r.consent_at,
      consent_by: r.consent_by_name,
    },
    vet: { id: r.vet_id === null ? null : Number(r.vet_id), name: r.vet_name, clinic: r.vet_clinic, phone: r.vet_phone, email: r.vet_email, license: r.vet_license, license_province: r.vet_license_province },
    referrer: { name: r.vet_name, practice: r.vet_clinic, phone: r.vet_phone, license_number: r.vet_license, license_province: r.vet_license_province },
    decline_reason: r.decline_reason as Referral['decline_reason'],
    appointment_at: r.appointment_at,
    report: r.report,
    redirected_from: r.redirected_from === null ? null : Number(r.redirected_from),
    created_at: r.created_at,
    updated_at: r.updated_at,
    submitted_at: r.submitted_at,
    timeline,
    assignments,
    attachments: files,
  };
  return { ...base, missing: r.status === 'draft' ? missingForSubmit(base) : [] };
}

/** The conversation (issue 20), oldest first, with the files sent with each message. */
export async function listMessages(db: Db, referralId: number) {
  const [messages, files] = await Promise.all([
    db.selectFrom('referral_messages').selectAll().where('referral_id', '=', referralId).orderBy('id').execute(),
    attachments(db).select('referral_attachments.message_id').where('referral_attachments.referral_id', '=', referralId).where('referral_attachments.message_id', 'is not', null).orderBy('referral_attachments.id').execute(),
  ]);
  return messages.map((m) => ({ ...m, id: Number(m.id), files: files.filter((f) => Number(f.message_id) === Number(m.id)).map(toAttachment) }));
}

export async function insertMessage(db: Db, row: Insertable<ReferralMessagesTable>): Promise<number> {
  const r = await db.insertInto('referral_messages').values(row).returning('id').executeTakeFirstOrThrow();
  return Number(r.id);
}

/** Links the uploader's own files, not yet sent with a message, to a message; answers how many it linked. */
export async function linkFilesToMessage(db: Db, referralId: number, userId: number, ids: number[], messageId: number): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await db
    .updateTable('referral_attachments')
    .set({ message_id: messageId })
    .where('referral_id', '=', referralId)
    .where('uploaded_by', '=', userId)
    .where('message_id', 'is', null)
    .where('id', 'in', ids)
    .executeTakeFirst();
  return Number(r.numUpdatedRows);
}

export async function readMarker(db: Db, userId: number, referralId: number): Promise<number> {
  const r = await db.selectFrom('referral_reads').select('last_message_id').where('user_id', '=', userId).where('referral_id', '=', referralId).executeTakeFirst();
  return r ? Number(r.last_message_id) : 0;
}

/** Moves the user's read marker forward (never back: two tabs reading at once keep the newest). */
export async function markMessagesRead(db: Db, userId: number, referralId: number, lastMessageId: number) {
  await db
    .insertInto('referral_reads')
    .values({ user_id: userId, referral_id: referralId, last_message_id: lastMessageId })
    .onConflict((oc) =>
      oc.columns(['user_id', 'referral_id']).doUpdateSet({ last_message_id: lastMessageId }).where('referral_reads.last_message_id', '<', lastMessageId),
    )
    .execute();
}

/** A message counts as activity: the vet's list is ordered by it. */
export async function touch(db: Db, id: number, now: string) {
  await db.updateTable('referrals').set({ updated_at: now }).where('id', '=', id).execute();
}

/** One read of a referral, as the access log records it (issue 23, docs/decisions/106). */
export interface AccessEntry {
  referralId: number;
  viewer: Viewer;
  what: AccessKind;
  at: string;
  attachmentId: number | null;
}

/** The log row of one read: the reader's name and e-mail copied from their account inside the insert. */
function accessRow(db: Db, e: AccessEntry) {
  const int = (v: number | null) => sql<number | null>`cast(${v} as integer)`;
  return db
    .selectFrom('users')
    .leftJoin('vet_profiles', 'vet_profiles.user_id', 'users.id')
    .select([
      int(e.referralId).as('referral_id'),
      'users.id',
      userSignature.as('user_name'),
      'users.username',
      sql<string>`cast(${e.viewer.party} as text)`.as('party'),
      int(e.viewer.party === 'clinic' ? e.viewer.clinicId : null).as('clinic_id'),
      sql<string>`cast(${e.what} as text)`.as('what'),
      int(e.attachmentId).as('attachment_id'),
      sql<string>`cast(${e.at} as text)`.as('at'),
    ])
    .where('users.id', '=', e.viewer.userId);
}

/** Logs one read of a referral before the read is answered (decision 106); inside a transaction the row joins it. */
export async function logAccess(db: Db, referralId: number, viewer: Viewer, what: AccessKind, at: string, attachmentId: number | null = null): Promise<void> {
  await db
    .insertInto('referral_access_log')
    .columns(['referral_id', 'user_id', 'user_name', 'user_email', 'party', 'clinic_id', 'what', 'attachment_id', 'at'])
    .expression(accessRow(db, { referralId, viewer, what, at, attachmentId }))
    .execute();
}

/** Reads of the referral by people of its receiving hospital, newest first (the vet's own reads carry no clinic_id). */
export async function listClinicReads(db: Db, referralId: number, clinicId: number, limit: number): Promise<ReferralAccessLog> {
  const base = db.selectFrom('referral_access_log').where('referral_id', '=', referralId).where('clinic_id', '=', clinicId);
  const [rows, count] = await Promise.all([
    base.select(['id', 'user_name', 'user_email', 'what', 'at']).orderBy('id', 'desc').limit(limit).execute(),
    base.select((eb) => eb.fn.countAll<number | string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { items: rows.map((r) => ({ id: Number(r.id), name: r.user_name, email: r.user_email, what: r.what, at: r.at })), total: Number(count.n) };
}
