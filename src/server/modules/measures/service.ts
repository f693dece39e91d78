import { MEASURED_WINDOW_DAYS, NOT_RECEIVED_BUSINESS_DAYS } from '@shared/constants';
import { addBusinessDays } from '@shared/business-days';
import { type Measures, NO_MEASURES } from '@shared/contracts/measures';
import type { AdminReferralStats, ClinicReferralStats } from '@shared/contracts/referral-stats';
import type { Db } from '../../db';
import type { Clock } from '../../clock';
import { claimJob } from '../../scheduler';
import * as repo from './repository';

/** Measured wait times and the referral dashboards (issue 20, docs/decisions/090). */

const DAY = 24 * 60 * 60 * 1000;

/** The first moment of the measuring window: MEASURED_WINDOW_DAYS before the clock's now. */
export const windowStart = (clock: Clock): string => new Date(clock.now().getTime() - MEASURED_WINDOW_DAYS * DAY).toISOString();

/** How often the search cards' measures are recomputed (one instance per period, claimed). */
export const SEARCH_MEASURES_EVERY_MS = 10 * 60 * 1000;

/**
 * The scheduled job behind the search cards' measures: the instance that claims this period
 * recomputes them; the others skip. Answers whether it ran.
 */
export async function refreshSearchMeasuresJob(db: Db, clock: Clock): Promise<boolean> {
  const now = clock.now();
  // The claim lasts a little less than the period, so the next period's pass finds it free.
  if (!(await claimJob(db, 'search-measures', now.toISOString(), new Date(now.getTime() + SEARCH_MEASURES_EVERY_MS - 30_000).toISOString()))) return false;
  await repo.refreshSearchMeasures(db, windowStart(clock));
  return true;
}

/** One hospital's measures: the whole hospital's and each specialty's. */
export async function hospitalMeasures(db: Db, clock: Clock, clinicId: number): Promise<{ hospital: Measures; specialty: (id: number) => Measures }> {
  const at = await repo.hospitalMeasures(db, clinicId, windowStart(clock));
  return { hospital: at.hospital, specialty: (id) => at.bySpecialty.get(id) ?? NO_MEASURES };
}

/** The clinic dashboard's numbers: its own measures over the window and its open referrals by status. */
export async function clinicReferralStats(db: Db, clock: Clock, clinicId: number): Promise<ClinicReferralStats> {
  const [measured, open] = await Promise.all([repo.measuredWaits(db, [clinicId], windowStart(clock), 'hospital'), repo.openByStatus(db, clinicId)]);
  return { measured: measured.get(clinicId)!.hospital, open_by_status: open };
}

/**
 * The share of referrals answered within NOT_RECEIVED_BUSINESS_DAYS business days: over the referrals
 * submitted in the window that were answered or whose business days have passed (a referral cancelled
 * unanswered is left out), those whose first decision came by then. Business days are counted in
 * JavaScript (Toronto's weekdays), over two columns and no content.
 */
export async function answeredInTime(db: Db, clock: Clock): Promise<AdminReferralStats['answered_in_time']> {
  const now = clock.now().getTime();
  let referrals = 0;
  let answered = 0;
  for (const r of await repo.responseMoments(db, windowStart(clock))) {
    const due = addBusinessDays(new Date(r.submitted_at!), NOT_RECEIVED_BUSINESS_DAYS).getTime();
    const respondedAt = r.responded_at === null ? null : new Date(r.responded_at).getTime();
    if (respondedAt === null && due > now) continue;
    referrals++;
    if (respondedAt !== null && respondedAt <= due) answered++;
  }
  return { referrals, answered, share: referrals === 0 ? null : answered / referrals };
}
