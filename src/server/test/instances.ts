import { afterAll, beforeAll } from 'vitest';
import { openDb, type DbHandle } from '../db';
import { type ServerProcess, processDatabase, startServer } from './processes';
import { createSmtpPeer, type SmtpPeer } from './smtp-peer';

export interface TwoInstances {
  a: ServerProcess;
  b: ServerProcess;
  peer: SmtpPeer;
  handle: DbHandle;
  /** Stops instance a and starts it again on the same database, as a deploy would; `meanwhile` runs while it is down. */
  restartA(meanwhile?: () => Promise<unknown>): Promise<void>;
}

/**
 * Two app processes on one fresh database (SQLite file or PostgreSQL), in front of one SMTP server,
 * started before the file's tests and stopped after them. Read the fields inside the tests: they are
 * set once beforeAll has run.
 */
export function twoInstances(env: Record<string, string> = {}): TwoInstances {
  const pair = {} as TwoInstances;
  let drop = async () => {};
  beforeAll(async () => {
    const database = await processDatabase();
    drop = database.drop;
    const peer = await createSmtpPeer();
    await peer.start();
    const serverEnv = { DATABASE_URL: database.url, SMTP_URL: peer.url, ...env };
    Object.assign(pair, {
      peer,
      a: await startServer(serverEnv),
      b: await startServer(serverEnv),
      handle: openDb(database.url),
      restartA: async (meanwhile?: () => Promise<unknown>) => {
        await pair.a.stop();
        await meanwhile?.();
        pair.a = await startServer(serverEnv);
      },
    });
  }, 60_000);
  afterAll(async () => {
    await pair.a?.stop();
    await pair.b?.stop();
    await pair.handle?.close();
    await pair.peer?.stop();
    await drop();
  });
  return pair;
}
