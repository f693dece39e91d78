import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import type { UserLanguage } from '@shared/contracts/auth';
import type { MailKind } from '@shared/contracts/mail';
import type { Insertable } from 'kysely';
import type { Db } from '../../db';
import type { OutboxTable } from '../../db/schema';
import type { Clock } from '../../clock';
import { insertMail } from './repository';
import { type MailData, renderMail } from './templates';

/** What a change needs to say about its mail; the outbox renders and stores it. */
export interface OutgoingMail<K extends MailKind> {
  kind: K;
  to: string;
  replyTo?: string | null;
  language: UserLanguage;
  data: MailData[K];
}

/** Where mail is sent from and where its links point; from the app's config. */
export interface MailSettings {
  mailFrom: string;
  linkBase: string;
}

/** Emits 'queued' after a change that wrote mail has committed, so workers in this process look now. */
export const mailEvents = new EventEmitter();

/** A stable Message-ID for the mail's life: every retry and every re-send after a crash carries it. */
function messageId(settings: MailSettings): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(settings.mailFrom)?.[1] ?? new URL(settings.linkBase).hostname;
  return `<${randomUUID()}@${domain}>`;
}

/**
 * Writes a mail to the outbox. Pass the transaction of the change that causes it: a rolled-back change
 * leaves no mail, and a committed one always has its mail, whatever happens to the process next.
 */
export async function enqueueMail<K extends MailKind>(trx: Db, clock: Clock, settings: MailSettings, mail: OutgoingMail<K>): Promise<number> {
  return insertMail(trx, outboxRow(clock, settings, mail));
}

/** The mail's outbox insert, not yet run: for a change that writes its rows together (`gatedWrite`). */
export function mailInsert<K extends MailKind>(db: Db, clock: Clock, settings: MailSettings, mail: OutgoingMail<K>) {
  return db.insertInto('outbox').values(outboxRow(clock, settings, mail));
}

function outboxRow<K extends MailKind>(clock: Clock, settings: MailSettings, mail: OutgoingMail<K>): Insertable<OutboxTable> {
  const rendered = renderMail(mail.kind, mail.language, mail.data);
  const now = clock.now().toISOString();
  return {
    kind: mail.kind,
    to_address: mail.to,
    reply_to: mail.replyTo ?? null,
    subject: rendered.subject,
    html: rendered.html,
    text: rendered.text,
    language: mail.language,
    next_at: now,
    message_id: messageId(settings),
    created_at: now,
  };
}

/** Tells this process's workers that committed mail is waiting (call after the transaction). */
export const mailQueued = () => void mailEvents.emit('queued');

/** An absolute link into the web app. */
export const appLink = (settings: MailSettings, path: string) => `${settings.linkBase}${path}`;
