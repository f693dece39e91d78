import type { z } from '@shared/zod';
import type { CurrentUser } from '@shared/contracts/auth';
import {
  ACCESS_LOG_LIMIT,
  ATTACHMENT_MAX_BYTES,
  DECLINE_REASONS,
  REFERRAL_ATTACHMENTS_MAX_BYTES,
  REFERRAL_PAGE_SIZE,
  type Attachment,
  type Referral,
  type ReferralAccessLog,
  type ReferralMessage,
  type ReferralMessageList,
  type referralMessageBody,
  type ReferralList,
  type ReferralDue,
  type ReferralSummary,
  type ReferralTargets,
  type ViewCounts,
  type referralListQuery,
  type referralCreateBody,
  type letterQuery,
  type referralPatchBody,
  type StatusChangeBody,
  REFERRER_FIELDS,
  REFERRER_REQUIRED,
  type ReferrerPath,
  appointmentInRange,
  missingForSubmit,
  missingReferrer,
} from '@shared/contracts/referrals';
import { ERRORS } from '@shared/errors';
import { ensurePractice } from '../../db/rows/practice-members';
import type { AdminReferralStats } from '@shared/contracts/referral-stats';
import type { NotificationData } from '@shared/contracts/notifications';
import {
  REDIRECTABLE_STATUSES,
  type ReferralColumn,
  type ReferralStatus,
  type Transition,
  type TransitionField,
  type TransitionGuard,
  findTransition,
} from '@shared/referral-status';
import type { Db } from '../../db';
import { addBusinessDaysOfWork, addBusinessHours, businessDaysPassed, latestStartDueBy } from '@shared/business-days';
import { provinceTimeZone } from '@shared/time-zones';
import { MESSAGE_LIMIT, MESSAGE_WINDOW_MS, NOT_RECEIVED_BUSINESS_DAYS } from '@shared/constants';
import type { Clock } from '../../clock';
import type { ReferralsTable } from '../../db/schema';
import { gatedWrite, runWrites } from '../../db/gated-write';
import type { Updateable } from 'kysely';
import { searchKey } from '../../db/search-key';
import { AppError, appError, fieldError } from '../../errors';
import { type Actor, auditInsert, record } from '../audit';
import { membershipOfUser } from '../../db/rows/clinic-members';
import * as hospitalsRepo from '../hospitals';
import type { FileLimits } from '../../config';
import { deleteFile, putFile, readFile } from '../files';
import { mailQueued, type MailSettings } from '../mail';
import { answeredInTime } from '../measures';
import { referralEventWrites } from '../notifications';
import * as limits from '../rate-limit';
import { type LetterInput, letterLanguage } from './letter';
import { drawLetter, drawReport } from './letter-render';
import { decodeCursor, encodeCursor } from './list-cursor';
import * as repo from './repository';
import type { Viewer } from './repository';

type CreateBody = z.output<typeof referralCreateBody>;
type PatchBody = z.output<typeof referralPatchBody>;
type LetterQuery = z.output<typeof letterQuery>;
type ReferralMessageInput = z.output<typeof referralMessageBody>;

export interface ReferralContext {
  db: Db;
  clock: Clock;
  mail: MailSettings;
  actor: Actor;
}

/** A row's answer without its timeline, files or assignments: for checks on its fields alone. */
const NO_PARTS: repo.ReferralParts = { timeline: [], files: [], assignments: [] };

/** Statuses in which the referring vet may still add files (a draft, or while the case is open). */
const VET_FILE_STATUSES: ReferralStatus[] = ['draft', 'submitted', 'received', 'info_requested', 'accepted', 'booked'];
/** The clinic adds files with its report. */
const CLINIC_FILE_STATUSES: ReferralStatus[] = ['accepted', 'booked'];

/** The caller as a party to referrals: a vet, or a member of a clinic; undefined for anyone else. */
export async function viewerOf(db: Db, user: CurrentUser): Promise<Viewer | undefined> {
  return viewerFrom(user, user.role === 'clinic' ? (await membershipOfUser(db, user.id))?.clinicId : undefined);
}

/**
 * Whose referrals a user sees: a vet their own, a clinic user their clinic's; an admin none. A list finds
 * the clinic inside its own statement (`repo.ListViewer`, docs/decisions/128).
 */
const listViewerOf = (user: CurrentUser): repo.ListViewer | undefined =>
  user.role === 'vet' || user.role === 'clinic' ? { party: user.role, userId: user.id } : undefined;

/** The viewer a user is, given the clinic they act for (a clinic user acting for none is no viewer). */
function viewerFrom(user: CurrentUser, clinicId: number | null | undefined): Viewer | undefined {
  const viewer = listViewerOf(user);
  if (viewer?.party !== 'clinic') return viewer;
  return typeof clinicId === 'number' ? { ...viewer, clinicId } : undefined;
}

/** The referral for one of its parties; everyone else (admins too) gets the same 404. */
const requireParty = async (db: Db, user: CurrentUser, id: number) => partyRow(db, id, await viewerOf(db, user));

async function partyRow(db: Db, id: number, viewer: Viewer | undefined) {
  const row = viewer && (await repo.findForViewer(db, id, viewer));
  if (!viewer || !row) throw appError('REFERRAL_NOT_FOUND');
  return { viewer, row };
}

/** How a user signs a timeline row: their professional name, else their display name, else their e-mail. */
async function nameOf(db: Db, userId: number): Promise<string> {
  const name = await repo.signatureOf(db, userId);
  // The account was deleted after its session was read: the caller is no longer signed in.
  if (name === undefined) throw appError('UNAUTHENTICATED');
  return name;
}

async function checkSpecialty(db: Db, clinicId: number, specialtyId: number | null | undefined) {
  if (specialtyId === null || specialtyId === undefined) return;
  const listed = await db
    .selectFrom('clinic_specialties')
    .innerJoin('specialties', 'specialties.id', 'clinic_specialties.specialty_id')
    .select('clinic_specialties.specialty_id')
    .where('clinic_specialties.clinic_id', '=', clinicId)
    .where('clinic_specialties.specialty_id', '=', specialtyId)
    .where('specialties.is_active', '=', 1)
    .executeTakeFirst();
  if (!listed) throw appError('SPECIALTY_NOT_AT_CLINIC');
}

/** The columns a body sets: only what it carries (a PATCH changes only the fields sent). */
function toSet(body: PatchBody, row: Pick<ReferralsTable, 'consent_at'> | undefined, signer: { id: number; name: string }, now: string): Updateable<ReferralsTable> {
  const set: Updateable<ReferralsTable> = {};
  const put = <K extends keyof ReferralsTable>(key: K, value: ReferralsTable[K] | undefined) => {
    if (value !== undefined) (set as Record<string, unknown>)[key] = value;
  };
  put('clinic_id', body.clinic_id);
  put('specialty_id', body.specialty_id);
  put('procedure', body.procedure);
  put('urgency', body.urgency);
  put('type', body.type);
  put('reason', body.reason);
  put('question', body.question);
  const { patient: p, clinical: c, owner: o, vet: v } = body;
  put('patient_name', p?.name);
  put('species', p?.species);
  put('breed', p?.breed);
  put('sex', p?.sex);
  put('date_of_birth', p?.date_of_birth);
  put('age', p?.age);
  put('weight_kg', p?.weight_kg);
  put('weight_date', p?.weight_date);
  put('history', c?.history);
  if (c?.medications !== undefined) set.medications = JSON.stringify(c.medications.map((m) => ({ name: m.name, dose: m.dose ?? null, frequency: m.frequency ?? null })));
  put('treatments', c?.treatments);
  put('tests', c?.tests);
  put('owner_name', o?.name);
  put('owner_phone', o?.phone);
  put('owner_email', o?.email);
  put('owner_language', o?.language);
  // Consent records who attested it and when; saying it again (autosave) keeps the first record.
  if (o?.consent === true && !row?.consent_at) Object.assign(set, { consent_at: now, consent_by: signer.id, consent_by_name: signer.name });
  if (o?.consent === false) Object.assign(set, { consent_at: null, consent_by: null, consent_by_name: null });
  put('vet_name', v?.name);
  put('vet_clinic', v?.clinic);
  put('vet_phone', v?.phone);
  put('vet_email', v?.email);
  put('vet_license', v?.license);
  put('vet_license_province', v?.license_province);
  return set;
}

const keyOf = (patient: string | null | undefined, owner: string | null | undefined) => searchKey(`${patient ?? ''} ${owner ?? ''}`);

async function readBack(ctx: ReferralContext, viewer: Viewer, id: number): Promise<Referral> {
  const row = await repo.findForViewer(ctx.db, id, viewer);
  if (!row) throw appError('REFERRAL_NOT_FOUND');
  return repo.toReferral(row, await repo.timelineAndFiles(ctx.db, id));
}

/** The referrer's columns of a referral, by the path each fills (REFERRER_FIELDS). */
const REFERRER_COLUMNS = { 'vet.name': 'vet_name', 'vet.clinic': 'vet_clinic', 'vet.phone': 'vet_phone', 'vet.license': 'vet_license', 'vet.license_province': 'vet_license_province' } as const satisfies Record<ReferrerPath, keyof ReferralsTable>;

/**
 * The referring vet's details as their profile and practice have them: the block a new draft starts
 * with, and what fills a draft's blanks when it is sent. A vet without a practice gets their own.
 */
async function referrerDetails(db: Db, userId: number) {
  const practice = await ensurePractice(db, userId);
  const r = await repo.referrerOf(db, userId, practice.practiceId);
  return {
    practiceId: practice.practiceId,
    email: r?.contact_email ?? null,
    columns: { vet_name: r?.name ?? null, vet_clinic: r?.practice ?? null, vet_phone: r?.phone ?? null, vet_license: r?.license_number ?? null, vet_license_province: r?.license_province ?? null },
  };
}

/**
 * Before a draft is sent (issue 59): its referrer block's blanks are filled from the vet's profile, the
 * profile's blanks from the block (what the composer asked for in place is kept for next time), and a
 * block still incomplete refuses the submit with 409 REFERRER_INCOMPLETE naming the fields. Answers
 * the row as it will be sent.
 */
async function completeReferrer(ctx: ReferralContext, user: CurrentUser, row: repo.ReferralRow): Promise<repo.ReferralRow> {
  // What the patient's case lacks is said first (REFERRAL_INCOMPLETE), as before issue 59.
  refuseUnsendable(row, (path) => !(path in REFERRER_FIELDS));
  const details = await referrerDetails(ctx.db, user.id);
  const fill: Updateable<ReferralsTable> = {};
  const profileFill: Record<string, string> = {};
  for (const path of REFERRER_REQUIRED) {
    const column = REFERRER_COLUMNS[path];
    const current = row[column];
    const known = details.columns[column];
    if (!current && known) fill[column] = known;
    if (current && !known) profileFill[REFERRER_PROFILE_COLUMNS[path]] = current;
  }
  const next = { ...row, ...fill } as repo.ReferralRow;
  const missing = missingReferrer(repo.toReferral(next, NO_PARTS).vet);
  if (missing.length > 0) {
    const names = missing.map((p) => REFERRER_FIELDS[p]);
    throw new AppError('REFERRER_INCOMPLETE', `${ERRORS.REFERRER_INCOMPLETE.message} Missing: ${names.join(', ')}.`, {}, names.map((n) => ({ path: `referrer.${n}`, message: `${REFERRER_LABEL[n]} is required.` })));
  }
  if (Object.keys(fill).length > 0 || Object.keys(profileFill).length > 0) {
    await ctx.db.transaction().execute(async (trx) => {
      if (Object.keys(fill).length > 0) await repo.updateDraft(trx, Number(row.id), user.id, fill);
      if (Object.keys(profileFill).length > 0) await repo.fillProfileBlanks(trx, user.id, profileFill);
    });
  }
  return next;
}

/** The profile's column behind each referrer path (the practice's name is the profile's clinic name). */
const REFERRER_PROFILE_COLUMNS = { 'vet.name': 'name', 'vet.clinic': 'clinic_name', 'vet.phone': 'phone', 'vet.license': 'license_number', 'vet.license_province': 'license_province' } as const;
const REFERRER_LABEL = { name: 'Your name', practice: 'Your practice’s name', phone: 'Your phone', license_number: 'Your licence number', license_province: 'The province of your licence' } as const;

/** A new draft to a hospital; the referring vet's block comes from their profile unless sent. */
export async function createDraft(ctx: ReferralContext, vet: CurrentUser, body: CreateBody): Promise<Referral> {
  if (!(await hospitalsRepo.findListedClinic(ctx.db, body.clinic_id))) throw appError('CLINIC_NOT_FOUND');
  await checkSpecialty(ctx.db, body.clinic_id, body.specialty_id);
  const details = await referrerDetails(ctx.db, vet.id);
  const name = await nameOf(ctx.db, vet.id);
  const now = ctx.clock.now().toISOString();
  const set = toSet(body, undefined, { id: vet.id, name }, now);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const newId = await repo.insertReferral(trx, {
      ...details.columns,
      vet_email: details.email ?? vet.username,
      ...set,
      clinic_id: body.clinic_id,
      vet_id: vet.id,
      practice_id: details.practiceId,
      status: 'draft',
      search_key: keyOf(body.patient?.name, body.owner?.name),
      created_at: now,
      updated_at: now,
    });
    await repo.insertEvent(trx, { referral_id: newId, actor_id: vet.id, actor_name: name, from_status: null, to_status: 'draft', reason: null, note: null, appointment_at: null, at: now });
    return newId;
  });
  return readBack(ctx, { party: 'vet', userId: vet.id }, id);
}

export async function updateDraft(ctx: ReferralContext, vet: CurrentUser, id: number, body: PatchBody): Promise<Referral> {
  const viewer: Viewer = { party: 'vet', userId: vet.id };
  const row = await repo.findForViewer(ctx.db, id, viewer);
  if (!row) throw appError('REFERRAL_NOT_FOUND');
  if (row.status !== 'draft') throw appError('REFERRAL_NOT_DRAFT');
  const clinicId = body.clinic_id ?? Number(row.clinic_id);
  if (body.clinic_id !== undefined && !(await hospitalsRepo.findListedClinic(ctx.db, body.clinic_id))) throw appError('CLINIC_NOT_FOUND');
  // A new hospital must offer the specialty kept from before, or the specialty is dropped.
  if (body.specialty_id !== undefined) await checkSpecialty(ctx.db, clinicId, body.specialty_id);
  const now = ctx.clock.now().toISOString();
  const set = toSet(body, row, { id: vet.id, name: await nameOf(ctx.db, vet.id) }, now);
  if (body.clinic_id !== undefined && body.specialty_id === undefined && row.specialty_id !== null) {
    await checkSpecialty(ctx.db, clinicId, Number(row.specialty_id)).catch(() => (set.specialty_id = null));
  }
  set.search_key = keyOf(set.patient_name === undefined ? row.patient_name : (set.patient_name as string | null), set.owner_name === undefined ? row.owner_name : (set.owner_name as string | null));
  set.updated_at = now;
  if (!(await repo.updateDraft(ctx.db, id, vet.id, set))) throw appError('REFERRAL_NOT_DRAFT');
  return readBack(ctx, viewer, id);
}

export async function deleteDraft(ctx: ReferralContext, vet: CurrentUser, id: number): Promise<void> {
  const row = await repo.findForViewer(ctx.db, id, { party: 'vet', userId: vet.id });
  if (!row) throw appError('REFERRAL_NOT_FOUND');
  const files = await repo.attachmentsOf(ctx.db, id);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.deleteDraft(trx, id, vet.id))) throw appError('REFERRAL_NOT_DRAFT');
    for (const f of files) if (!(await repo.fileInUse(trx, Number(f.file_id)))) await deleteFile(trx, Number(f.file_id));
  });
}

/** A party's read, logged. A clinic member's first read of a submitted referral marks it received. */
export async function getReferral(ctx: ReferralContext, user: CurrentUser, id: number): Promise<Referral> {
  const { viewer, row } = await requireParty(ctx.db, user, id);
  let current = row;
  if (viewer.party === 'clinic' && row.status === 'submitted') {
    const received = await transition(ctx, user, viewer, row, { status: 'received' }).catch((err) => {
      // Another member opened it at the same moment: it is received either way.
      if (!(err instanceof AppError && err.code === 'REFERRAL_CHANGED')) throw err;
    });
    if (!received) return logAndReadBack(ctx, viewer, id);
    current = received;
  }
  // The row just read is the one to answer; its log row is written while its timeline and files are
  // read (on PostgreSQL, two round trips at once), and the answer waits for both.
  const [parts] = await Promise.all([repo.timelineAndFiles(ctx.db, id), repo.logAccess(ctx.db, id, viewer, 'detail', ctx.clock.now().toISOString())]);
  return repo.toReferral(current, parts);
}

async function logAndReadBack(ctx: ReferralContext, viewer: Viewer, id: number): Promise<Referral> {
  await repo.logAccess(ctx.db, id, viewer, 'detail', ctx.clock.now().toISOString());
  return readBack(ctx, viewer, id);
}

type ListQuery = z.output<typeof referralListQuery>;
const NO_COUNTS: ViewCounts = { action: 0, open: 0, closed: 0, all: 0 };
const NOT_DUE: ReferralDue = { target: null, due_at: null, overdue: false };

/** The hospital's targets as due moments of a submission (docs/decisions/154): never earlier for a later one. */
const dueRules = (targets: ReferralTargets) => ({
  acknowledge: (submitted: Date) => addBusinessHours(submitted, targets.acknowledge_business_hours),
  decide: (submitted: Date) => addBusinessDaysOfWork(submitted, targets.decide_business_days),
});

/** The latest submissions still on time at `at`, per target: one sent at or before a cutoff is overdue. */
function cutoffsAt(targets: ReferralTargets, at: Date): repo.QueueCutoffs {
  const rules = dueRules(targets);
  return { acknowledge: latestStartDueBy(rules.acknowledge, at).toISOString(), decide: latestStartDueBy(rules.decide, at).toISOString() };
}

/** A referral's next target at the hospital: acknowledge it while submitted, decide while received. */
function dueOf(item: { status: ReferralStatus; submitted_at: string | null }, targets: ReferralTargets, cutoffs: repo.QueueCutoffs): ReferralDue {
  const target = item.status === 'submitted' ? 'acknowledge' : item.status === 'received' ? 'decide' : null;
  if (target === null || item.submitted_at === null) return NOT_DUE;
  return { target, due_at: dueRules(targets)[target](new Date(item.submitted_at)).toISOString(), overdue: item.submitted_at <= cutoffs[target] };
}

/**
 * One keyset page of the caller's list (docs/decisions/110); `next_cursor` is null on the last page.
 * The clinic's list is a work queue (docs/decisions/154): a view (what needs its action by default),
 * filters, each row's assignee and next target, and the count of every view under the same filters.
 */
export async function listReferrals(db: Db, clock: Clock, user: CurrentUser, query: ListQuery): Promise<ReferralList> {
  const viewer = listViewerOf(user);
  const empty: ReferralList = { items: [], unopened: 0, counts: NO_COUNTS, next_cursor: null };
  if (!viewer) return empty;
  const now = clock.now();
  const filters: repo.ListFilters = { status: query.status, q: query.q ? searchKey(query.q) : undefined, urgency: query.urgency, specialtyId: query.specialty_id };
  const noResponse = (item: ReferralSummary) => item.status === 'submitted' && item.submitted_at !== null && businessDaysPassed(new Date(item.submitted_at), NOT_RECEIVED_BUSINESS_DAYS, now);
  const finish = (rows: Awaited<ReturnType<typeof repo.listForViewer>>['page'], due: (item: ReferralSummary) => ReferralDue) => {
    const page = rows.slice(0, REFERRAL_PAGE_SIZE);
    return {
      items: page.map(({ item }) => ({ ...item, no_response: noResponse(item), due: due(item) })),
      next_cursor: rows.length > REFERRAL_PAGE_SIZE ? encodeCursor(page.at(-1)!.key) : null,
    };
  };
  if (viewer.party === 'vet') {
    const after = query.cursor === undefined ? undefined : decodeCursor(query.cursor, 'sent');
    const { page, unopened } = await repo.listForViewer(db, viewer, { ...filters, after, limit: REFERRAL_PAGE_SIZE });
    return { ...finish(page, () => NOT_DUE), unopened, counts: NO_COUNTS };
  }
  // The targets decide what is overdue, so the clinic (and them) are read before its page.
  const clinic = await repo.clinicTargetsOfUser(db, user.id);
  if (!clinic) return empty;
  const view = query.view ?? 'action';
  const queued = view === 'action' || view === 'open';
  const after = query.cursor === undefined ? undefined : queued ? decodeCursor(query.cursor, 'queue', view) : decodeCursor(query.cursor, 'inbox');
  // Later pages of the queue keep the moment of its first: a row that falls overdue meanwhile does not move.
  const at = after?.list === 'queue' ? new Date(after.at) : now;
  const cutoffs = cutoffsAt(clinic, at);
  filters.assignee = query.assignee === 'me' ? user.id : query.assignee;
  const [{ page, unopened }, counts] = await Promise.all([
    repo.listForViewer(db, { ...viewer, clinicId: clinic.clinicId }, { ...filters, view, queue: { now: at.toISOString(), cutoffs }, after, limit: REFERRAL_PAGE_SIZE }),
    repo.countViews(db, clinic.clinicId, now.toISOString(), filters),
  ]);
  return { ...finish(page, (item) => dueOf(item, clinic, cutoffs)), unopened, counts };
}

/**
 * Assigns the referral to a member (or the owner) of its hospital, or to nobody (issue 59): the
 * assignment's timeline row, its audit entry and the assignee's notification and mail in one
 * transaction. Only the hospital's people assign; a closed referral may be assigned too (to say who
 * answers questions about it). Assigning the current assignee again changes nothing.
 */
export async function assign(ctx: ReferralContext, user: CurrentUser, id: number, assigneeId: number | null): Promise<Referral> {
  const found = await repo.findForSigner(ctx.db, id, 'clinic', user.id);
  if (!found) throw appError('REFERRAL_NOT_FOUND');
  const { signer_name: name, ...row } = found;
  if (name === null) throw appError('UNAUTHENTICATED');
  const clinicId = Number(row.clinic_id);
  const assigneeName = assigneeId === null ? null : await repo.teamMemberName(ctx.db, clinicId, assigneeId);
  if (assigneeName === undefined) throw fieldError('ASSIGNEE_NOT_ON_TEAM', 'body.user_id');
  const current = row.assignee_id === null ? null : Number(row.assignee_id);
  if (current === assigneeId) return repo.toReferral(row, await repo.timelineAndFiles(ctx.db, id));
  const now = ctx.clock.now().toISOString();
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await repo.moveAssignee(trx, id, current, assigneeId))) throw appError('REFERRAL_CHANGED');
    await repo.insertAssignment(trx, { referral_id: id, assignee_id: assigneeId, assignee_name: assigneeName, actor_id: user.id, actor_name: name, at: now });
    await record(trx, ctx.actor, { action: 'referral.assign', target: `referral:${id}`, detail: { from: current, to: assigneeId } });
    // Assigning oneself tells nobody: the actor is never notified of their own act.
    if (assigneeId !== null) {
      const notify = await referralEventWrites(trx, ctx, {
        referral: { id, clinic_id: clinicId, vet_id: row.vet_id === null ? null : Number(row.vet_id) },
        event: 'assigned',
        to: { clinicMember: assigneeId },
        actorId: user.id,
        data: { patient: row.patient_name, hospital: row.clinic_name, actor: name },
      });
      await runWrites(trx, notify);
    }
  });
  mailQueued();
  return readBack(ctx, { party: 'clinic', userId: user.id, clinicId }, id);
}

const FIELD_LABEL = { reason: 'A reason', note: 'A note', appointment_at: 'The appointment date and time', report: 'The report' } as const;

/** A field of a status change's body, trimmed, if its transition takes it and it is not blank. */
type Take = (field: TransitionField) => string | null;

/** The code of each check a transition row names (`guards`): each refuses with its own answer. */
const GUARDS: Record<TransitionGuard, (ctx: ReferralContext, row: repo.ReferralRow, take: Take) => void | Promise<void>> = {
  complete: (_ctx, row) => refuseUnsendable(row),
  listed_reason: (_ctx, _row, take) => {
    if (!(DECLINE_REASONS as readonly (string | null)[]).includes(take('reason')))
      throw new AppError('TRANSITION_FIELD_REQUIRED', `Choose one of the reasons: ${DECLINE_REASONS.join(', ')}.`);
  },
  answered: async (ctx, row, take) => {
    if (take('note')) return;
    const askedAt = await repo.lastInfoRequestAt(ctx.db, Number(row.id));
    const files = await repo.listAttachments(ctx.db, Number(row.id));
    if (!files.some((f) => askedAt !== undefined && f.created_at > askedAt)) throw appError('INFO_REPLY_REQUIRED');
  },
  appointment_in_range: (ctx, row, take) => {
    // The schema made it a real moment; whether it fits this referral needs its submission and the clock.
    const at = take('appointment_at');
    if (at !== null && !appointmentInRange(at, row.submitted_at, ctx.clock.now())) throw fieldError('APPOINTMENT_OUT_OF_RANGE', 'body.appointment_at');
  },
};

/**
 * Applies one transition of the status machine as its row in TRANSITIONS says: its required fields
 * and checks, the columns it fills, then (writeTransition) its stamps, timeline row, audit entry and
 * notifications, in one write (`gatedWrite`); answers the row as it now stands. A caller that has read
 * the actor's name already (a status change, with the actor's clinic) passes it.
 */
async function transition(
  ctx: ReferralContext,
  user: CurrentUser,
  viewer: Viewer,
  row: repo.ReferralRow,
  body: StatusChangeBody,
  actorName?: string,
): Promise<repo.ReferralRow> {
  const from = row.status;
  const to = body.status;
  const t = findTransition(from, to, viewer.party);
  if (!t) {
    const who = viewer.party === 'vet' ? 'The referring vet' : 'The hospital';
    throw new AppError('TRANSITION_NOT_ALLOWED', `${who} cannot move a referral from ${from} to ${to}.`);
  }
  for (const field of t.requires) {
    if (!body[field]?.trim()) throw new AppError('TRANSITION_FIELD_REQUIRED', `${FIELD_LABEL[field]} is required for this step.`);
  }
  const take: Take = (field) => (t.accepts.includes(field) && body[field]?.trim() ? body[field]!.trim() : null);
  for (const guard of t.guards) await GUARDS[guard](ctx, row, take);
  const now = ctx.clock.now().toISOString();
  const set: TransitionSet = { status: to, updated_at: now };
  for (const [column, field] of Object.entries(t.sets) as [ReferralColumn, TransitionField][]) set[column] = take(field);

  const name = actorName ?? (await nameOf(ctx.db, user.id));
  const written = await writeTransition(ctx.db, ctx, row, t, { set, actorId: user.id, actorName: name, reason: take('reason'), note: take('note'), appointment_at: take('appointment_at') }).catch(
    async (err) => {
      // The submit gate also refuses a draft emptied or a listing rejected since the read: say which.
      if (t.guards.includes('complete') && err instanceof AppError && err.code === 'REFERRAL_CHANGED') {
        const current = await repo.findForViewer(ctx.db, Number(row.id), viewer);
        if (current?.status === 'draft') {
          refuseUnsendable(current);
          if (!(await hospitalsRepo.findListedClinic(ctx.db, Number(current.clinic_id)))) throw appError('REFERRAL_CLINIC_UNLISTED');
        }
      }
      throw err;
    },
  );
  mailQueued();
  return { ...row, ...written };
}

/** 409 naming the fields a draft still needs before it can be sent. */
function refuseUnsendable(row: repo.ReferralRow, which: (path: string) => boolean = () => true) {
  const missing = missingForSubmit(repo.toReferral(row, NO_PARTS)).filter(which);
  if (missing.length > 0) throw new AppError('REFERRAL_INCOMPLETE', `The referral is missing required information: ${missing.join(', ')}.`);
}

type TransitionSet = Updateable<ReferralsTable> & { status: ReferralStatus };

/**
 * The one way a referral event's side effects are written (issue 58): the notifications and mail of
 * `notify` about `row`, signed by the actor, built but not run. A status change writes them with its
 * change (`gatedWrite`), a message with its message; both in the cause's transaction.
 */
function eventWrites(db: Db, ctx: ReferralContext, row: repo.ReferralRow, notify: Transition['notify'], actor: { id: number; name: string }, data: NotificationData) {
  return referralEventWrites(db, ctx, {
    referral: { id: Number(row.id), clinic_id: Number(row.clinic_id), vet_id: row.vet_id === null ? null : Number(row.vet_id) },
    event: notify.event,
    to: notify.party,
    actorId: actor.id,
    data: { patient: row.patient_name, hospital: row.clinic_name, actor: actor.name, ...data, ...(data.appointment_at ? { time_zone: provinceTimeZone(row.clinic_province) } : {}) },
  });
}

/**
 * Writes one transition, all or nothing (`gatedWrite`): the status (only if still at `from`) with the
 * row's stamps, the timeline row, the audit entry, and the notification and mail of the row's event.
 * In a caller's transaction it joins it. The recipients are read first, outside the write.
 */
async function writeTransition(
  db: Db,
  ctx: ReferralContext,
  row: repo.ReferralRow,
  t: Transition,
  change: { set: TransitionSet; actorId: number; actorName: string; reason: string | null; note: string | null; appointment_at: string | null },
) {
  const now = String(change.set.updated_at);
  const set = { ...change.set };
  for (const stamp of t.stamps) if (!row[stamp]) set[stamp] = now;
  const actor = { id: change.actorId, name: change.actorName };
  const notify = await eventWrites(db, ctx, row, t.notify, actor, { status: t.to, reason: change.reason, note: change.note, appointment_at: change.appointment_at });
  const timelineRow = repo.eventInsert(db, {
    referral_id: Number(row.id),
    actor_id: actor.id,
    actor_name: actor.name,
    from_status: t.from,
    to_status: t.to,
    reason: change.reason,
    note: change.note,
    appointment_at: change.appointment_at,
    at: now,
  });
  const audit = auditInsert(db, ctx.actor, { action: 'referral.status', target: `referral:${row.id}`, detail: { from: t.from, to: t.to } });
  const gate = repo.moveStatus(db, Number(row.id), t.from, set, { submittable: t.guards.includes('complete') });
  if (!(await gatedWrite(db, gate, [timelineRow, audit, ...notify]))) throw appError('REFERRAL_CHANGED');
  return set;
}

/**
 * A status change, in as few statements as it can (issue 22, docs/decisions/110, 128 and 136): the
 * referral, the check that the user is its party and the actor's name come from one statement, the
 * write is one transaction, and the answer is the row as written plus its timeline and files, not a
 * second read of the row.
 */
export async function changeStatus(ctx: ReferralContext, user: CurrentUser, id: number, body: StatusChangeBody): Promise<Referral> {
  const party = listViewerOf(user)?.party;
  const found = party && (await repo.findForSigner(ctx.db, id, party, user.id));
  if (!found) throw appError('REFERRAL_NOT_FOUND');
  const { signer_name: name, ...row } = found;
  // The account was deleted after its session was read: the caller is no longer signed in.
  if (name === null) throw appError('UNAUTHENTICATED');
  const viewer: Viewer = party === 'vet' ? { party, userId: user.id } : { party: 'clinic', userId: user.id, clinicId: Number(row.clinic_id) };
  // A draft is its author's alone (ofParty), so the sender is the referrer; their details come first.
  const sending = party === 'vet' && row.status === 'draft' && body.status === 'submitted';
  const moved = await transition(ctx, user, viewer, sending ? await completeReferrer(ctx, user, row) : row, body, name);
  return repo.toReferral(moved, await repo.timelineAndFiles(ctx.db, id));
}

/** Copies a declined or cancelled referral, files included, into a new draft to another hospital. */
export async function redirect(ctx: ReferralContext, vet: CurrentUser, id: number, clinicId: number): Promise<Referral> {
  const viewer: Viewer = { party: 'vet', userId: vet.id };
  const row = await repo.findForViewer(ctx.db, id, viewer);
  if (!row) throw appError('REFERRAL_NOT_FOUND');
  if (!REDIRECTABLE_STATUSES.includes(row.status)) throw appError('REFERRAL_NOT_REDIRECTABLE');
  if (!(await hospitalsRepo.findListedClinic(ctx.db, clinicId))) throw appError('CLINIC_NOT_FOUND');
  const specialtyKept = row.specialty_id !== null && (await checkSpecialty(ctx.db, clinicId, Number(row.specialty_id)).then(() => true, () => false));
  const now = ctx.clock.now().toISOString();
  const name = await nameOf(ctx.db, vet.id);
  const {
    id: _id, clinic_name: _cn, clinic_phone: _cp, clinic_province: _cpr, specialty_name: _sn, specialty_name_fr: _sf,
    status: _s, decline_reason: _d, appointment_at: _a, report: _r, submitted_at: _sa,
    consent_at: _ca, consent_by: _cb, consent_by_name: _cbn, assignee_id: _ai, assignee_name: _an, ...copy
  } = row;
  const newId = await ctx.db.transaction().execute(async (trx) => {
    // The owner agreed to share the records with the first hospital: the vet attests it again for the new one.
    const created = await repo.insertReferral(trx, {
      ...copy,
      // A colleague of the practice may redirect it: the new draft is theirs.
      vet_id: vet.id,
      clinic_id: clinicId,
      specialty_id: specialtyKept ? row.specialty_id : null,
      status: 'draft',
      redirected_from: Number(row.id),
      created_at: now,
      updated_at: now,
    });
    for (const f of await repo.attachmentsOf(trx, Number(row.id))) {
      if (f.kind !== 'attachment') continue;
      const { id: _fid, referral_id: _rid, ...rest } = f;
      await repo.insertAttachment(trx, { ...rest, referral_id: created });
    }
    await repo.insertEvent(trx, { referral_id: created, actor_id: vet.id, actor_name: name, from_status: null, to_status: 'draft', reason: null, note: `Redirected from referral #${row.id}`, appointment_at: null, at: now });
    await record(trx, ctx.actor, { action: 'referral.redirect', target: `referral:${row.id}`, detail: { to: created } });
    return created;
  });
  return readBack(ctx, viewer, newId);
}

/**
 * Streams an upload into the referral's files, within the per-file, per-referral and per-account
 * limits and the account's upload rate (issue 56). The totals are read before the bytes stream in, so
 * a full referral or account is refused at once, and reserved again where the file is linked: with
 * the user's and the referral's rows held, parallel uploads are linked one at a time and one that
 * would pass a limit is refused (and its bytes deleted), whatever the others did meanwhile.
 */
export async function addAttachment(
  ctx: ReferralContext,
  user: CurrentUser,
  id: number,
  upload: { filename: string; description: string | null; stream: AsyncIterable<Buffer>; finish?: () => Promise<void> },
  fileLimits: FileLimits,
): Promise<Attachment> {
  const { viewer, row } = await requireParty(ctx.db, user, id);
  const allowed = viewer.party === 'vet' ? VET_FILE_STATUSES : CLINIC_FILE_STATUSES;
  const locked = () => appError('ATTACHMENT_LOCKED', 'Files can no longer be added to this referral at its current status.');
  if (!allowed.includes(row.status)) throw locked();
  // Every upload counts, successful or not: refused ones stream their bytes in too.
  await limits.consume(ctx.db, { bucket: `attachment-upload-user:${user.id}`, ...fileLimits.uploads, code: 'ATTACHMENT_RATE_LIMITED' }, ctx.clock.now().getTime());
  const [referralUsed, accountUsed] = await Promise.all([repo.attachmentsTotal(ctx.db, id), repo.accountFilesTotal(ctx.db, user.id)]);
  // The tightest of the three limits decides how many bytes may stream in, and what a larger file is told.
  const bound = [
    { room: ATTACHMENT_MAX_BYTES, code: 'ATTACHMENT_TOO_LARGE' as const },
    { room: REFERRAL_ATTACHMENTS_MAX_BYTES - referralUsed, code: 'ATTACHMENTS_FULL' as const },
    { room: fileLimits.quotaBytes - accountUsed, code: 'ATTACHMENT_QUOTA_FULL' as const },
  ].reduce((a, b) => (b.room < a.room ? b : a));
  const now = ctx.clock.now().toISOString();
  const file = await putFile(ctx.db, upload.stream, { maxBytes: Math.max(0, bound.room), tooLarge: bound.code, now });
  const uploader = await nameOf(ctx.db, user.id);
  try {
    await upload.finish?.();
    const attachmentId = await ctx.db.transaction().execute(async (trx) => {
      await repo.holdUser(trx, user.id);
      // The status was read before the upload streamed in: the referral may have been cancelled since.
      if (!(await repo.holdInStatus(trx, id, allowed))) throw locked();
      // Both rows are held: these totals count every upload linked before this one, none linked after.
      if ((await repo.attachmentsTotal(trx, id)) + file.size > REFERRAL_ATTACHMENTS_MAX_BYTES) throw appError('ATTACHMENTS_FULL');
      if ((await repo.accountFilesTotal(trx, user.id)) + file.size > fileLimits.quotaBytes) throw appError('ATTACHMENT_QUOTA_FULL');
      const created = await repo.insertAttachment(trx, {
        referral_id: id,
        file_id: file.id,
        kind: viewer.party === 'clinic' ? 'report' : 'attachment',
        filename: upload.filename,
        description: upload.description,
        uploaded_by: user.id,
        uploaded_by_name: uploader,
        created_at: now,
      });
      await record(trx, ctx.actor, { action: 'referral.attachment.add', target: `referral:${id}`, detail: { attachment: created, size: file.size } });
      return created;
    });
    return repo.toAttachment({ ...(await repo.findAttachment(ctx.db, id, attachmentId))!, kind: viewer.party === 'clinic' ? 'report' : 'attachment' });
  } catch (err) {
    await deleteFile(ctx.db, file.id).catch(() => {});
    throw err;
  }
}

export async function openAttachment(ctx: ReferralContext, user: CurrentUser, id: number, attachmentId: number) {
  const { viewer } = await requireParty(ctx.db, user, id);
  const found = await repo.findAttachment(ctx.db, id, attachmentId);
  if (!found) throw appError('ATTACHMENT_NOT_FOUND');
  await repo.logAccess(ctx.db, id, viewer, 'attachment', ctx.clock.now().toISOString(), attachmentId);
  return { filename: found.filename, contentType: found.content_type, size: Number(found.size), stream: readFile(ctx.db, Number(found.file_id)) };
}

/** What a letter download needs: the referral as its party reads it, its hospital, the language and paper. */
async function letterInput(ctx: ReferralContext, user: CurrentUser, id: number, query: LetterQuery, reader: ReaderLanguage): Promise<{ input: LetterInput; viewer: Viewer }> {
  const { viewer } = await requireParty(ctx.db, user, id);
  const referral = await readBack(ctx, viewer, id);
  const clinic = await hospitalsRepo.findClinic(ctx.db, referral.clinic.id);
  if (!clinic) throw appError('REFERRAL_NOT_FOUND');
  const language = letterLanguage(query.lang, user.language ?? reader);
  return { input: { referral, clinic, language, paper: query.paper ?? 'letter', now: ctx.clock.now() }, viewer };
}

/** The request's language (cookie, then Accept-Language): the letter's when the user has not chosen one. */
type ReaderLanguage = 'en-CA' | 'fr-CA';

/** The referral letter as a PDF, for either party (the vet's drafts included); each download is logged. */
export async function referralLetter(ctx: ReferralContext, user: CurrentUser, id: number, query: LetterQuery, reader: ReaderLanguage) {
  const { input, viewer } = await letterInput(ctx, user, id, query, reader);
  await repo.logAccess(ctx.db, id, viewer, 'letter', input.now.toISOString());
  return { filename: `referral-${id}.pdf`, document: await drawLetter(input) };
}

/** The completion report as a PDF, once the referral is completed (409 before). */
export async function referralReport(ctx: ReferralContext, user: CurrentUser, id: number, query: LetterQuery, reader: ReaderLanguage) {
  const { input, viewer } = await letterInput(ctx, user, id, query, reader);
  if (input.referral.status !== 'completed') throw appError('REPORT_NOT_READY');
  const completedAt = input.referral.timeline.findLast((e) => e.to === 'completed')?.at ?? null;
  await repo.logAccess(ctx.db, id, viewer, 'report', input.now.toISOString());
  return { filename: `referral-${id}-report.pdf`, document: await drawReport({ ...input, completedAt }) };
}

export async function removeAttachment(ctx: ReferralContext, user: CurrentUser, id: number, attachmentId: number): Promise<void> {
  const { row } = await requireParty(ctx.db, user, id);
  const found = await repo.findAttachment(ctx.db, id, attachmentId);
  if (!found) throw appError('ATTACHMENT_NOT_FOUND');
  if (row.status !== 'draft' || found.uploaded_by === null || Number(found.uploaded_by) !== user.id) throw appError('ATTACHMENT_LOCKED');
  await ctx.db.transaction().execute(async (trx) => {
    // The draft was read before: a submit committed since has sent the file to the hospital.
    if (!(await repo.holdInStatus(trx, id, ['draft']))) throw appError('ATTACHMENT_LOCKED');
    await repo.deleteAttachment(trx, attachmentId);
    if (!(await repo.fileInUse(trx, Number(found.file_id)))) await deleteFile(trx, Number(found.file_id));
  });
}

/**
 * Who at the receiving hospital opened the referral (issue 23), for either party: only reads made for
 * this referral's hospital are listed, never the vet's own.
 */
export async function accessLog(ctx: ReferralContext, user: CurrentUser, id: number): Promise<ReferralAccessLog> {
  const { row } = await requireParty(ctx.db, user, id);
  return repo.listClinicReads(ctx.db, id, Number(row.clinic_id), ACCESS_LOG_LIMIT);
}

/** The admin's numbers: counts by status and the share answered in time (issue 20), never content. */
export const referralStats = async (db: Db, clock: Clock): Promise<AdminReferralStats> => {
  const [byStatus, answered] = await Promise.all([repo.countByStatus(db), answeredInTime(db, clock)]);
  return { by_status: byStatus, answered_in_time: answered };
};

/** The conversation (issue 20). Reading it moves the caller's read marker to its newest message. */
export async function listMessages(ctx: ReferralContext, user: CurrentUser, id: number): Promise<ReferralMessageList> {
  const { viewer } = await requireParty(ctx.db, user, id);
  // The conversation is clinical text like the details: its read is logged (issue 56), while it is read.
  const [messages, marker] = await Promise.all([
    repo.listMessages(ctx.db, id),
    repo.readMarker(ctx.db, user.id, id),
    repo.logAccess(ctx.db, id, viewer, 'messages', ctx.clock.now().toISOString()),
  ]);
  const unread = messages.filter((m) => m.id > marker && m.author_id !== user.id).length;
  const last = messages[messages.length - 1];
  if (last && last.id > marker) await repo.markMessagesRead(ctx.db, user.id, id, last.id);
  return { items: messages.map((m) => toMessage(m, user.id)), unread };
}

const toMessage = (m: Awaited<ReturnType<typeof repo.listMessages>>[number], userId: number): ReferralMessage => ({
  id: m.id,
  party: m.party,
  author: { id: m.author_id === null ? null : Number(m.author_id), name: m.author_name },
  body: m.body,
  attachments: m.files,
  created_at: m.created_at,
  mine: m.author_id !== null && Number(m.author_id) === userId,
});

/** The vet's answer to a request for information, which a message while the hospital waits also is. */
const INFO_ANSWER = findTransition('info_requested', 'received', 'vet')!;

/**
 * A message to the other party, with files the writer uploaded just before. The referring vet's
 * message while the hospital waits for information answers it: the referral moves back to received
 * in the same transaction, and the hospital hears "information added" rather than "new message".
 */
export async function postMessage(ctx: ReferralContext, user: CurrentUser, id: number, body: ReferralMessageInput): Promise<ReferralMessage> {
  const { viewer, row } = await requireParty(ctx.db, user, id);
  if (row.status === 'draft') throw appError('CONVERSATION_NOT_OPEN');
  // Each message mails the other party: limited as messages to a hospital are, counted in the database.
  await limits.consume(ctx.db, { bucket: `referral-messages-user:${user.id}`, max: MESSAGE_LIMIT, windowMs: MESSAGE_WINDOW_MS, code: 'MESSAGE_RATE_LIMITED' }, ctx.clock.now().getTime());
  const name = await nameOf(ctx.db, user.id);
  const now = ctx.clock.now().toISOString();
  const fileIds = [...new Set(body.attachment_ids ?? [])];
  const answers = viewer.party === 'vet' && row.status === INFO_ANSWER.from;
  const messageId = await ctx.db.transaction().execute(async (trx) => {
    const created = await repo.insertMessage(trx, { referral_id: id, author_id: user.id, author_name: name, party: viewer.party, body: body.body, created_at: now });
    if ((await repo.linkFilesToMessage(trx, id, user.id, fileIds, created)) !== fileIds.length) throw appError('MESSAGE_FILES_INVALID');
    await repo.markMessagesRead(trx, user.id, id, created);
    await record(trx, ctx.actor, { action: 'referral.message', target: `referral:${id}`, detail: { message: created } });
    if (answers) {
      // The row of the vet's answer, with the message as its note (no other check: the message is the answer).
      await writeTransition(trx, ctx, row, INFO_ANSWER, {
        set: { status: INFO_ANSWER.to, updated_at: now },
        actorId: user.id,
        actorName: name,
        reason: null,
        note: body.body.slice(0, 2000),
        appointment_at: null,
      });
    } else {
      await repo.touch(trx, id, now);
      const to = viewer.party === 'vet' ? 'clinic' : 'vet';
      await runWrites(trx, await eventWrites(trx, ctx, row, { party: to, event: 'message' }, { id: user.id, name }, { excerpt: body.body.slice(0, 200) }));
    }
    return created;
  });
  mailQueued();
  const message = (await repo.listMessages(ctx.db, id)).find((m) => m.id === messageId)!;
  return toMessage(message, user.id);
}
