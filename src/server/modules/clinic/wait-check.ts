import { WAIT_CHECK_AFTER_DAYS, WAIT_CHECK_EVERY_DAYS } from '@shared/constants';
import type { Db } from '../../db';
import type { Clock } from '../../clock';
import { claimJob } from '../../scheduler';
import { appLink, enqueueMail, type MailSettings, mailQueued } from '../mail';
import * as repo from './wait-check-repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const BATCH = 50;

/** How often the check looks for clinics to mail (one instance per period, claimed). */
export const WAIT_CHECK_POLL_MS = 60 * 60 * 1000;

/** Where the mail's button leads: the clinic dashboard, which then offers the one-click confirmation. */
export const WAIT_CHECK_PATH = '/dashboard/clinic?confirm-waits=1';

/**
 * Issue 21: once a month at most, each clinic with a wait entry older than WAIT_CHECK_AFTER_DAYS gets
 * a mail (to its owner and members, each in their language) linking to the one-click confirmation.
 * The month's (clinic, month) row and the mail are written in one transaction, so a clinic is mailed
 * once whatever the number of instances (docs/decisions/099). Answers how many clinics were mailed.
 */
export async function sendWaitTimeChecks(db: Db, deps: { clock: Clock; mail: MailSettings }): Promise<number> {
  const now = deps.clock.now();
  if (!(await claimJob(db, 'wait-times-check', now.toISOString(), new Date(now.getTime() + WAIT_CHECK_POLL_MS - 30_000).toISOString()))) return 0;
  const before = new Date(now.getTime() - WAIT_CHECK_AFTER_DAYS * DAY_MS).toISOString();
  const since = new Date(now.getTime() - WAIT_CHECK_EVERY_DAYS * DAY_MS).toISOString();
  const month = now.toISOString().slice(0, 7);
  let mailed = 0;
  for (;;) {
    const batch = await repo.candidates(db, before, since, month, BATCH);
    for (const c of batch) {
      const won = await db.transaction().execute(async (trx) => {
        if (!(await repo.claim(trx, c.id, month, now.toISOString()))) return false;
        for (const to of await repo.accountsOf(trx, c.id)) {
          await enqueueMail(trx, deps.clock, deps.mail, {
            kind: 'wait_times_check',
            to: to.email,
            language: to.language,
            data: { clinicName: c.name, entries: c.stale, days: WAIT_CHECK_AFTER_DAYS, link: appLink(deps.mail, WAIT_CHECK_PATH) },
          });
        }
        return true;
      });
      if (won) mailed++;
    }
    if (batch.length < BATCH) break;
  }
  if (mailed > 0) mailQueued();
  return mailed;
}
