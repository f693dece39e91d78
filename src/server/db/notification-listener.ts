import pg from 'pg';

/** What a PostgreSQL LISTEN connection tells its owner (docs/decisions/127). */
export interface ListenerEvents {
  /** LISTEN is in place: from now on every notification committed arrives. `schema` is the
   * connection's current schema, the one the app's tables are in. */
  onListening(schema: string): void;
  /** The connection is gone (or never came): notifications may be missed until onListening again. */
  onLost(error: Error | undefined): void;
  onNotification(payload: string): void;
}

export interface ListenerOptions {
  /** Wait before reconnecting (default 1 s). */
  retryMs?: number;
  /** The pool's search_path, so that current_schema() names the app's schema. */
  searchPath?: string;
  /** How often the connection must answer a query while idle (default 5 s) … */
  heartbeatMs?: number;
  /** … and within how long (default 3 s): past it, the connection counts as lost. */
  heartbeatTimeoutMs?: number;
}

export interface NotificationListener {
  readonly listening: boolean;
  /** The listening connection's server process id, while connected (tests end it with pg_terminate_backend). */
  readonly backendPid: number | undefined;
  /** Connects and LISTENs (the app calls it when it is ready; nothing connects before). */
  start(): void;
  /**
   * Resolves once every notification committed before the call has been handed to onNotification:
   * PostgreSQL sends a listener its pending notifications before it answers the listener's next query,
   * so one round trip on the listening connection is the barrier. Resolves at once while not listening.
   */
  sync(): Promise<void>;
  close(): Promise<void>;
}

/**
 * One dedicated connection that LISTENs on `channel`, reconnecting `retryMs` after it is lost. The
 * pool's connections cannot listen: a notification reaches only the session that asked for it.
 * A connection can also die without a word (a network partition, a frozen server): TCP keepalive
 * would notice after minutes, so a heartbeat query every few seconds that must answer in time.
 */
export function listenForNotifications(url: string, channel: string, events: ListenerEvents, options: ListenerOptions = {}): NotificationListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  const { retryMs = 1000, heartbeatMs = 5000, heartbeatTimeoutMs = 3000 } = options;
  let client: pg.Client | undefined;
  let listening = false;
  let started = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const lose = (from: pg.Client, error?: Error) => {
    if (client !== from) return;
    client = undefined;
    listening = false;
    clearInterval(heartbeat);
    from.end().catch(() => {});
    events.onLost(error);
    if (!closed) retry = setTimeout(connect, retryMs);
  };

  /** Lost unless `c` answers a query within heartbeatTimeoutMs. */
  async function probe(c: pg.Client) {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), heartbeatTimeoutMs)));
    const answer = await Promise.race([c.query('select 1').then(() => 'ok' as const, () => 'failed' as const), late]);
    clearTimeout(timer);
    if (answer !== 'ok') lose(c, new Error(answer === 'late' ? `listener did not answer within ${heartbeatTimeoutMs} ms` : 'listener heartbeat failed'));
  }

  async function connect() {
    retry = undefined;
    const c = new pg.Client({
      connectionString: url,
      application_name: 'vetreferral-listener',
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
      ...(options.searchPath ? { options: `-c search_path=${options.searchPath}` } : {}),
    });
    client = c;
    // pg emits 'error' for a connection lost while idle; without a handler the process would crash.
    c.on('error', (error) => lose(c, error));
    c.on('end', () => lose(c, new Error('listener connection ended')));
    c.on('notification', (message) => {
      if (client === c && message.channel === channel) events.onNotification(message.payload ?? '');
    });
    let schema: string;
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
      schema = String((await c.query<{ schema: string }>('select current_schema() as schema')).rows[0]?.schema);
    } catch (error) {
      if (client === c) lose(c, error as Error);
      else c.end().catch(() => {});
      return;
    }
    // Closed (or replaced) while connecting: this connection is nobody's.
    if (closed || client !== c) return void c.end().catch(() => {});
    listening = true;
    heartbeat = setInterval(() => void probe(c), heartbeatMs);
    heartbeat.unref();
    events.onListening(schema);
  }

  return {
    get listening() {
      return listening;
    },
    get backendPid() {
      // Set by pg from the server's BackendKeyData; not in pg's type declarations.
      return (client as (pg.Client & { processID?: number | null }) | undefined)?.processID ?? undefined;
    },
    start() {
      if (started || closed) return;
      started = true;
      void connect();
    },
    async sync() {
      const c = client;
      if (!listening || !c) return;
      // A failure here is the connection's loss, which 'error'/'end' report: nothing was cached past it.
      await c.query('select 1').catch(() => {});
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const c = client;
      client = undefined;
      listening = false;
      await c?.end().catch(() => {});
    },
  };
}
