import { sql } from 'kysely';
import { MEASURED_MIN_REFERRALS, MEASURED_WINDOW_DAYS } from '@shared/constants';
import { APPOINTMENT_MAX_YEARS, APPOINTMENT_SLACK_HOURS } from '@shared/contracts/referrals';
import type { Measure, Measures } from '@shared/contracts/measures';
import type { Db } from '../../db';
import { daysBetween, dialectOf } from '../../db/dialect';

/**
 * Measured wait times (issue 20, docs/decisions/090), one query per use. Each referral submitted since
 * `since` at the given hospitals gives up to three durations in days (to acceptance, to the appointment
 * date, to the first decision), each only when its end moment is set. The durations are grouped per
 * hospital and measure, both per specialty and for the whole hospital, and each group's median is the
 * average of its middle one or two values (row_number and count over the group, which both databases
 * have). Groups under MEASURED_MIN_REFERRALS are left out in SQL. The rows are read from
 * referrals_measures_idx alone (migration 011), which holds every column the measures read.
 */

const KINDS = { to_accept: 'accepted_at', to_appointment: 'appointment_at', first_response: 'responded_at' } as const;
export type Kind = keyof typeof KINDS;
const ALL_KINDS = Object.keys(KINDS) as Kind[];

/**
 * The durations a referral can really have: an appointment may seem up to APPOINTMENT_SLACK_HOURS
 * before the submission (local time read as UTC) and lies at most APPOINTMENT_MAX_YEARS after its
 * booking, itself within the window. Anything outside (a 1970 appointment stored before the API
 * checked them gave a median of −134 days) is no measure and is left out, as unreadable moments are.
 */
const PLAUSIBLE_DAYS = { min: -APPOINTMENT_SLACK_HOURS / 24, max: MEASURED_WINDOW_DAYS + 366 * APPOINTMENT_MAX_YEARS + 1 };

/** The whole hospital's row; real specialty ids start at 1. */
const HOSPITAL = 0;

export interface MeasuredAt {
  /** All the hospital's referrals. */
  hospital: Measures;
  /** Per specialty id. */
  bySpecialty: Map<number, Measures>;
}

const none = (): Measures => ({ to_accept: null, to_appointment: null, first_response: null });

/** Half up to one decimal; the epsilon keeps 9.45 (stored as 9.4499…) rounding up. */
const round1 = (x: number) => Math.round(x * 10 + 1e-9) / 10;

/**
 * Which groups a use needs: a specialty search that specialty's and the hospital's (its first
 * response), a name search only the hospital's, the profile every specialty's and the hospital's.
 */
export type MeasuredScope = { specialty: number } | 'hospital' | 'all';

export function measuredQuery(db: Db, clinicIds: readonly number[] | 'all', since: string, scope: MeasuredScope = 'all', kinds: readonly Kind[] = ALL_KINDS) {
  const specialtyId = typeof scope === 'object' ? scope.specialty : undefined;
  // A search needs one measure of one specialty: only those rows are read (referrals_measures_idx).
  const onlyOne = specialtyId !== undefined && kinds.length === 1 && kinds[0] !== 'first_response';
  // One read of each referral in the window (the index's range per hospital), its three durations at once.
  const base = db
    .selectFrom('referrals as r')
    .select([
      'r.clinic_id',
      sql<number>`coalesce(r.specialty_id, ${-1})`.as('specialty_id'),
      ...kinds.map((kind) => daysBetween(db, sql.ref(`r.${KINDS[kind]}`), sql.ref('r.submitted_at')).as(kind)),
    ])
    .$if(clinicIds !== 'all', (q) => q.where('r.clinic_id', 'in', clinicIds as readonly number[]))
    .$if(onlyOne, (q) => q.where('r.specialty_id', '=', specialtyId!))
    .where('r.submitted_at', '>=', since);
  return db
    .with((w) => w('base').materialized(), () => base)
    .with('g', (w) => {
      // Each duration in the groups it counts in: its specialty's and/or the whole hospital's.
      const durations = kinds.flatMap((kind) => {
        const of = () =>
          w
            .selectFrom('base')
            .select(['clinic_id', sql.lit(kind).as('kind'), sql.ref<number>(kind).as('days')])
            .where(kind, '>=', sql.lit(PLAUSIBLE_DAYS.min))
            .where(kind, '<=', sql.lit(PLAUSIBLE_DAYS.max));
        const bySpecialty = of().select('specialty_id');
        const byHospital = of().select(sql.lit(HOSPITAL).as('specialty_id'));
        if (scope === 'hospital') return [byHospital];
        if (specialtyId === undefined) return [bySpecialty, byHospital];
        return kind === 'first_response' ? [byHospital] : [bySpecialty.where('specialty_id', '=', specialtyId)];
      });
      const [first, ...rest] = durations;
      return rest.reduce((acc, q) => acc.unionAll(q), first!);
    })
    .with('ranked', (w) =>
      w
        .selectFrom('g')
        .select([
          'clinic_id',
          'specialty_id',
          'kind',
          'days',
          sql<number>`row_number() over (partition by clinic_id, specialty_id, kind order by days)`.as('rn'),
          sql<number>`count(*) over (partition by clinic_id, specialty_id, kind)`.as('n'),
        ]),
    )
    .selectFrom('ranked')
    .select(['clinic_id', 'specialty_id', 'kind', sql<number | string>`avg(days)`.as('median'), sql<number | string>`max(n)`.as('n')])
    .where('n', '>=', MEASURED_MIN_REFERRALS)
    .where((eb) => eb.or([eb('rn', '=', sql<number>`(n + 1) / 2`), eb('rn', '=', sql<number>`(n + 2) / 2`)]))
    .groupBy(['clinic_id', 'specialty_id', 'kind']);
}

type MeasuredRow = Awaited<ReturnType<ReturnType<typeof measuredQuery>['execute']>>[number];

/** The rows of measuredQuery per hospital asked for (every one has an entry, hidden measures null). */
function collect(clinicIds: readonly number[], rows: MeasuredRow[]): Map<number, MeasuredAt> {
  const out = new Map<number, MeasuredAt>(clinicIds.map((id) => [id, { hospital: none(), bySpecialty: new Map() }]));
  for (const r of rows) {
    const at = out.get(Number(r.clinic_id));
    if (!at) continue;
    const specialty = Number(r.specialty_id);
    let target = at.hospital;
    if (specialty !== HOSPITAL) {
      target = at.bySpecialty.get(specialty) ?? none();
      at.bySpecialty.set(specialty, target);
    }
    const m: Measure = { median_days: round1(Number(r.median)), referrals: Number(r.n) };
    target[r.kind as Kind] = m;
  }
  return out;
}

/** The measures of each of `clinicIds`. */
export async function measuredWaits(db: Db, clinicIds: readonly number[], since: string, scope: MeasuredScope = 'all', kinds?: readonly Kind[]): Promise<Map<number, MeasuredAt>> {
  if (clinicIds.length === 0) return collect(clinicIds, []);
  return collect(clinicIds, await measuredQuery(db, clinicIds, since, scope, kinds).execute());
}

/** One hospital's measures, each specialty's and the whole hospital's (its profile). */
export async function hospitalMeasures(db: Db, clinicId: number, since: string): Promise<MeasuredAt> {
  return (await measuredWaits(db, [clinicId], since)).get(clinicId)!;
}

/**
 * Recomputes every hospital's and specialty's median to the appointment over the window into
 * search_measures, replacing what was there in one transaction (readers see the old or the new set).
 */
export async function refreshSearchMeasures(db: Db, since: string): Promise<number> {
  const rows = (await measuredQuery(db, 'all', since, 'all', ['to_appointment']).execute()).map((r) => ({
    clinic_id: Number(r.clinic_id),
    specialty_id: Number(r.specialty_id),
    median_days: round1(Number(r.median)),
    referrals: Number(r.n),
  }));
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('search_measures').execute();
    for (let i = 0; i < rows.length; i += 500) await trx.insertInto('search_measures').values(rows.slice(i, i + 500)).execute();
  });
  // The table is rewritten whole. Until autovacuum next analyzed it, PostgreSQL planned the searches
  // with the old row count (28 rows where there were 5,132) and read every measure for every result:
  // the procedure search fell from 1,229 to 177 req/s in the bench (docs/decisions/116).
  if (dialectOf(db) === 'postgres') await sql`analyze search_measures`.execute(db);
  return rows.length;
}

/** The referrals of `clinicId` still open (neither a draft nor closed), by status. */
export async function openByStatus(db: Db, clinicId: number): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('referrals')
    .select((eb) => ['status', eb.fn.countAll<number | string>().as('n')])
    .where('clinic_id', '=', clinicId)
    .where('status', 'in', ['submitted', 'received', 'info_requested', 'accepted', 'booked'])
    .groupBy('status')
    .execute();
  return Object.fromEntries(rows.map((r) => [r.status, Number(r.n)]));
}

/** Submission and first-decision moments of the referrals submitted since `since` (no content), cancelled-unanswered left out. */
export function responseMoments(db: Db, since: string) {
  return db
    .selectFrom('referrals')
    .select(['submitted_at', 'responded_at'])
    .where('submitted_at', '>=', since)
    .where((eb) => eb.or([eb('status', '!=', 'cancelled'), eb('responded_at', 'is not', null)]))
    .execute();
}
