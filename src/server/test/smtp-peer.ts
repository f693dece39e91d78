import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeEach } from 'vitest';
import { type TestContext, createTestContext } from './context';
import { freePort } from './processes';

/**
 * A real SMTP server for tests (smtp-server), with every accepted message parsed by mailparser.
 * `reject` makes it answer the DATA command with a permanent 550; `stop()` and `start()` take it
 * down and bring it back on the same port.
 */
export interface SmtpPeer {
  url: string;
  port: number;
  received: ParsedMail[];
  reject: boolean;
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Resolves once `count` messages have arrived (or throws after `ms`). */
  waitFor(count: number, ms?: number): Promise<ParsedMail[]>;
}

export async function createSmtpPeer(port?: number): Promise<SmtpPeer> {
  const p = port ?? (await freePort());
  let server: SMTPServer | undefined;
  const peer: SmtpPeer = {
    url: `smtp://127.0.0.1:${p}`,
    port: p,
    received: [],
    reject: false,
    async start() {
      server = new SMTPServer({
        authOptional: true,
        disabledCommands: ['STARTTLS'],
        logger: false,
        onData(stream, _session, callback) {
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            if (peer.reject) {
              const err = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
              return callback(err);
            }
            simpleParser(Buffer.concat(chunks))
              .then((mail) => {
                peer.received.push(mail);
                callback();
              })
              .catch(callback);
          });
        },
      });
      await new Promise<void>((resolve, reject) => {
        server!.once('error', reject);
        server!.listen(p, '127.0.0.1', () => resolve());
      });
    },
    async stop() {
      if (!server) return;
      const s = server;
      server = undefined;
      await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    async waitFor(count, ms = 10_000) {
      const until = Date.now() + ms;
      while (peer.received.length < count) {
        if (Date.now() > until) throw new Error(`expected ${count} mails, got ${peer.received.length}`);
        await new Promise((r) => setTimeout(r, 25));
      }
      return peer.received;
    },
  };
  return peer;
}

/** The first link in a parsed mail's text that starts with `prefix` (e.g. the app's base + '/reset-password'). */
export function linkIn(mail: ParsedMail, path: string): URL {
  const match = (mail.text ?? '').match(new RegExp(`https?://\\S+${path.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}\\S*`));
  if (!match) throw new Error(`no ${path} link in:\n${mail.text}`);
  return new URL(match[0]);
}

/**
 * A test context whose app mails through a running SMTP peer (links to https://vetreferral.test); the
 * peer's inbox is emptied before each test and the peer stopped after the file.
 */
export async function createMailTestContext(): Promise<{ ctx: TestContext; peer: SmtpPeer }> {
  const peer = await createSmtpPeer();
  await peer.start();
  const ctx = await createTestContext({ SMTP_URL: peer.url, PUBLIC_URL: 'https://vetreferral.test' });
  afterAll(() => peer.stop());
  beforeEach(() => {
    peer.received.length = 0;
  });
  return { ctx, peer };
}
