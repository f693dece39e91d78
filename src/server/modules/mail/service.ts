import type { MailDetail, MailList, MailStatus, MailSummary } from '@shared/contracts/mail';
import type { Db } from '../../db';
import type { Clock } from '../../clock';
import { appError } from '../../errors';
import { audited, type Actor } from '../audit/service';
import { mailQueued } from './outbox';
import * as repo from './repository';

const LIST_LIMIT = 200;

type SummaryRow = Awaited<ReturnType<typeof repo.listMail>>[number];
const toSummary = ({ to_address, tries, id, ...r }: SummaryRow): MailSummary => ({ ...r, id: Number(id), to: to_address, tries: Number(tries) });

/** The admin's Mail tab. `delivering`: SMTP is configured, so contents are the recipients' alone. */
export async function listMail(db: Db, status: MailStatus | undefined, delivering: boolean): Promise<MailList> {
  const [rows, counts] = await Promise.all([repo.listMail(db, status, LIST_LIMIT), repo.countByStatus(db)]);
  return { items: rows.map(toSummary), counts, delivering };
}

/**
 * One mail. Its body is shown only while the deployment delivers no mail: then the admin is the only
 * way a demo's reset link reaches anyone. With SMTP configured, a body (a reset or invitation link is
 * a key to an account) is for its recipient alone (docs/decisions/080).
 */
export async function getMail(db: Db, id: number, delivering: boolean): Promise<MailDetail> {
  const row = await repo.findMail(db, id);
  if (!row) throw appError('MAIL_NOT_FOUND');
  const { reply_to, message_id, html, text, ...summary } = row;
  return { ...toSummary(summary), reply_to, message_id, html: delivering ? null : html, text: delivering ? null : text };
}

/** Gives a failed mail a fresh set of tries. */
export async function retryMail(db: Db, clock: Clock, actor: Actor, id: number): Promise<MailSummary> {
  await audited(
    db,
    actor,
    async (trx) => {
      if (await repo.requeueFailed(trx, id, clock.now().toISOString())) return;
      throw appError((await repo.findMail(trx, id)) ? 'MAIL_NOT_FAILED' : 'MAIL_NOT_FOUND');
    },
    () => ({ action: 'admin.mail.retry', target: `mail:${id}` }),
  );
  mailQueued();
  const { reply_to: _r, message_id: _m, html: _h, text: _t, ...summary } = (await repo.findMail(db, id))!;
  return toSummary(summary);
}
