import net from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type NotificationListener, listenForNotifications } from './notification-listener';

/**
 * The session cache's listener (docs/decisions/127) against a real PostgreSQL, through a TCP relay
 * that can go silent the way a partitioned network does: no reset, no close, no answer.
 */
const onPostgres = process.env.TEST_DB === 'postgres';

function relay(target: URL) {
  const sockets: net.Socket[] = [];
  let frozen = false;
  const server = net.createServer((client) => {
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    sockets.push(client, upstream);
    // Frozen: bytes are read and dropped in both directions; neither side learns anything.
    client.on('data', (d) => void (frozen || upstream.write(d)));
    upstream.on('data', (d) => void (frozen || client.write(d)));
    for (const [a, b] of [[client, upstream], [upstream, client]] as const) {
      a.on('error', () => b.destroy());
      a.on('close', () => b.destroy());
    }
  });
  return {
    listen: () => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as net.AddressInfo).port))),
    freeze: () => void (frozen = true),
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

let cleanups: (() => Promise<unknown>)[] = [];
afterEach(async () => {
  for (const c of cleanups.reverse()) await c();
  cleanups = [];
});

// PostgreSQL only: SQLite has no notifications, and the app starts no listener on it.
describe.runIf(onPostgres)('the notification listener', () => {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');

  function start(connectTo: string, options: Parameters<typeof listenForNotifications>[3]) {
    const events = { listening: [] as string[], lost: [] as (Error | undefined)[], payloads: [] as string[] };
    const listener: NotificationListener = listenForNotifications(
      connectTo,
      'vr_listener_test',
      {
        onListening: (schema) => void events.listening.push(schema),
        onLost: (error) => void events.lost.push(error),
        onNotification: (payload) => void events.payloads.push(payload),
      },
      options,
    );
    cleanups.push(() => listener.close());
    listener.start();
    return { listener, events };
  }

  it("reports the schema of the pool's search_path, and hands over what is notified before a sync", async () => {
    const { listener, events } = start(url.href, { searchPath: 'pg_catalog' });
    await vi.waitFor(() => expect(listener.listening).toBe(true), { timeout: 10_000 });
    expect(events.listening).toEqual(['pg_catalog']);
    const { default: pg } = await import('pg');
    const writer = new pg.Client({ connectionString: url.href });
    await writer.connect();
    cleanups.push(() => writer.end());
    await writer.query(`select pg_notify('vr_listener_test', 'one')`);
    await listener.sync();
    expect(events.payloads).toEqual(['one']);
  });

  it('counts a connection that stops answering as lost, within its heartbeat', async () => {
    const silent = relay(url);
    const port = await silent.listen();
    cleanups.push(() => silent.close());
    const through = new URL(url.href);
    through.host = `127.0.0.1:${port}`;
    const { listener, events } = start(through.href, { heartbeatMs: 100, heartbeatTimeoutMs: 300, retryMs: 60_000 });
    await vi.waitFor(() => expect(listener.listening).toBe(true), { timeout: 10_000 });
    silent.freeze();
    await vi.waitFor(() => expect(listener.listening).toBe(false), { timeout: 3_000 });
    expect(events.lost.map((e) => e?.message)).toEqual(['listener did not answer within 300 ms']);
  });

  it('connects nothing before start(), and ends its connection on close()', async () => {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: url.href });
    await admin.connect();
    cleanups.push(() => admin.end());
    const { listener } = start(url.href, {});
    await vi.waitFor(() => expect(listener.listening).toBe(true), { timeout: 10_000 });
    const pid = listener.backendPid!;
    const alive = async () => (await admin.query('select 1 from pg_stat_activity where pid = $1', [pid])).rowCount;
    expect(await alive()).toBe(1);
    await listener.close();
    await vi.waitFor(async () => expect(await alive()).toBe(0), { timeout: 5_000 });
    const idle = listenForNotifications(url.href, 'vr_listener_test', { onListening: () => {}, onLost: () => {}, onNotification: () => {} });
    expect(idle.listening).toBe(false);
    expect(idle.backendPid).toBeUndefined();
    await idle.close();
  });
});
