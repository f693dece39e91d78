import nodemailer from 'nodemailer';
import type { Db } from '../../db';
import { type Clock, isoAfter } from '../../clock';
import { mailEvents } from './outbox';
import * as repo from './repository';
import { withoutTokenLinks } from './templates';

/** What the worker hands to SMTP. */
export interface MailEnvelope {
  from: string;
  to: string;
  replyTo: string | null;
  subject: string;
  html: string;
  text: string;
  messageId: string;
}

export interface MailTransport {
  send(mail: MailEnvelope): Promise<void>;
  close(): void;
}

/** nodemailer over SMTP_URL (smtp:// with STARTTLS when offered, smtps:// for implicit TLS). */
export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport(url, {
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 30_000,
  } as object);
  return {
    async send(m) {
      await transporter.sendMail({
        from: m.from,
        to: m.to,
        ...(m.replyTo ? { replyTo: m.replyTo } : {}),
        subject: m.subject,
        html: m.html,
        text: m.text,
        messageId: m.messageId,
      });
    },
    close: () => transporter.close(),
  };
}

/** 8 tries: the delays after tries 1–7, about a minute growing to six hours (issue 18). */
export const RETRY_DELAYS_MIN = [1, 3, 9, 27, 81, 243, 360] as const;
export const MAX_TRIES = RETRY_DELAYS_MIN.length + 1;
/** How long a claimed mail stays this worker's; longer than the transport's timeouts together. */
const LEASE_MS = 2 * 60 * 1000;
const BATCH = 10;

export interface MailWorkerOptions {
  db: Db;
  clock: Clock;
  transport: MailTransport;
  from: string;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  pollMs?: number;
}

/** SMTP error text worth keeping for admins: the server's answer, without the stack. */
const describe = (err: unknown) => {
  const e = err as { responseCode?: number; response?: string; code?: string; message?: string };
  return (e.response ?? (e.code ? `${e.code}: ${e.message ?? ''}` : (e.message ?? String(err)))).slice(0, 500);
};

/**
 * Sends what the outbox holds. Runs inside each app process; claims make it safe with several (see
 * repository.claimDue). Delivery is at least once: a process that dies after the SMTP server accepted a
 * mail but before recording it sends it again when the lease runs out, with the same Message-ID.
 */
export class MailWorker {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  private again = false;
  private stopped = false;
  private readonly onQueued = () => void this.tick();

  constructor(private readonly o: MailWorkerOptions) {}

  /** One pass: claims due mail and sends it; resolves to the number of mails tried. */
  runOnce(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = this.pass().finally(() => {
      this.running = undefined;
      if (this.again && !this.stopped) {
        this.again = false;
        void this.tick();
      }
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    let total = 0;
    for (;;) {
      const now = this.o.clock.now().toISOString();
      const batch = await repo.claimDue(this.o.db, now, isoAfter(this.o.clock, LEASE_MS), BATCH);
      for (const mail of batch) {
        if (this.stopped) {
          await repo.releaseClaims(this.o.db, batch.slice(batch.indexOf(mail)).map((m) => Number(m.id)));
          return total;
        }
        await this.deliver(mail);
        total++;
      }
      if (batch.length < BATCH) return total;
    }
  }

  private async deliver(mail: Awaited<ReturnType<typeof repo.claimDue>>[number]) {
    const id = Number(mail.id);
    try {
      await this.o.transport.send({
        from: this.o.from,
        to: mail.to_address,
        replyTo: mail.reply_to,
        subject: mail.subject,
        html: mail.html,
        text: mail.text,
        messageId: mail.message_id,
      });
    } catch (err) {
      const tries = Number(mail.tries) + 1;
      const delay = RETRY_DELAYS_MIN[tries - 1];
      const nextAt = tries >= MAX_TRIES || delay === undefined ? null : isoAfter(this.o.clock, delay * 60_000);
      await repo.markTryFailed(this.o.db, id, describe(err), nextAt);
      if (nextAt === null) this.o.log.error({ mailId: id, err: describe(err) }, 'mail failed after its last try');
      else this.o.log.warn({ mailId: id, tries, err: describe(err) }, 'mail try failed; will retry');
      return;
    }
    // Only a delivered mail loses its links: a failed one keeps them for its next try (or an admin's retry).
    await repo.markSent(this.o.db, id, this.o.clock.now().toISOString(), {
      html: withoutTokenLinks(mail.html, mail.language),
      text: withoutTokenLinks(mail.text, mail.language),
    });
  }

  private async tick() {
    try {
      await this.runOnce();
    } catch (err) {
      this.o.log.error({ err }, 'mail worker pass failed');
    }
  }

  /** Polls for due mail (retries come due with time) and answers `mailQueued()` at once. */
  start() {
    this.stopped = false;
    mailEvents.on('queued', this.onQueued);
    this.timer = setInterval(() => void this.tick(), this.o.pollMs ?? 5000);
    this.timer.unref();
    void this.tick();
  }

  /** Stops taking mail, lets the one being sent finish, gives the rest of its claims back. */
  async stop() {
    this.stopped = true;
    mailEvents.off('queued', this.onQueued);
    clearInterval(this.timer);
    await this.running?.catch(() => {});
    this.o.transport.close();
  }
}
