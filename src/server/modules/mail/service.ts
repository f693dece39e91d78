import type { MailDetail, MailList, MailStatus, MailSummary } from '@shared/contracts/mail';
import type { Db } from '../../db';
import type { Clock } from '../../clock';
import { appError } from '../../errors';
import { audited, type Actor } from '../audit';
import { mailQueued } from './outbox';
import * as repo from './repository';
import { withoutTokenLinks } from './templates';

const LIST_LIMIT = 200;

type SummaryRow = Awaited<ReturnType<typeof repo.listMail>>[number];
const toSummary = ({ to_address, tries, id, ...r }: SummaryRow): MailSummary => ({ ...r, id: Number(id), to: to_address, tries: Number(tries) });

/** The admin's Mail tab. `delivering`: SMTP is configured, so contents are the recipients' alone. */
export async function listMail(db: Db, status: MailStatus | undefined, delivering: boolean): Promise<MailList> {
  const [rows, counts] = await Promise.all([repo.listMail(db, status, LIST_LIMIT), repo.countByStatus(db)]);
  return { items: rows.map(toSummary), counts, delivering };
}

/**
 * Who may read what of a mail: `delivering`, SMTP is configured, so its body is its recipient's alone
 * (docs/decisions/080); `demo`, no SMTP and demo data (every password public), where the admin is the
 * demo's only mailbox and so reads its reset and invitation links.
 */
export interface MailView {
  delivering: boolean;
  demo: boolean;
}

/**
 * One mail. With SMTP configured its body is not shown (a reset or invitation link is a key to an
 * account, and a notification holds clinical text). Without, the body is shown, its token links
 * replaced by a notice except in the demo (decision 149): an admin never takes over an account by
 * reading its mail.
 */
export async function getMail(db: Db, id: number, view: MailView): Promise<MailDetail> {
  const row = await repo.findMail(db, id);
  if (!row) throw appError('MAIL_NOT_FOUND');
  const { reply_to, message_id, html, text, ...summary } = row;
  const shown = (body: string) => (view.delivering ? null : view.demo ? body : withoutTokenLinks(body, summary.language));
  return { ...toSummary(summary), reply_to, message_id, html: shown(html), text: shown(text) };
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
