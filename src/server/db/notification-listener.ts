import pg from 'pg';

/** What a PostgreSQL LISTEN connection tells its owner (docs/decisions/127). */
export interface ListenerEvents {
  /** LISTEN is in place: from now on every notification committed arrives. */
  onListening(): void;
  /** The connection is gone (or never came): notifications may be missed until onListening again. */
  onLost(error: Error | undefined): void;
  onNotification(payload: string): void;
}

export interface NotificationListener {
  readonly listening: boolean;
  /** The listening connection's server process id, while connected (tests end it with pg_terminate_backend). */
  readonly backendPid: number | undefined;
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
 */
export function listenForNotifications(
  url: string,
  channel: string,
  events: ListenerEvents,
  options: { retryMs?: number } = {},
): NotificationListener {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`invalid channel name: ${channel}`);
  const retryMs = options.retryMs ?? 1000;
  let client: pg.Client | undefined;
  let listening = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;

  const lose = (from: pg.Client, error?: Error) => {
    if (client !== from) return;
    client = undefined;
    listening = false;
    from.end().catch(() => {});
    events.onLost(error);
    if (!closed) retry = setTimeout(connect, retryMs);
  };

  async function connect() {
    retry = undefined;
    const c = new pg.Client({ connectionString: url, application_name: 'vetreferral-listener', keepAlive: true });
    client = c;
    // pg emits 'error' for a connection lost while idle; without a handler the process would crash.
    c.on('error', (error) => lose(c, error));
    c.on('end', () => lose(c, new Error('listener connection ended')));
    c.on('notification', (message) => {
      if (client === c && message.channel === channel) events.onNotification(message.payload ?? '');
    });
    try {
      await c.connect();
      await c.query(`listen ${channel}`);
    } catch (error) {
      if (client === c) lose(c, error as Error);
      else c.end().catch(() => {});
      return;
    }
    // Closed (or replaced) while connecting: this connection is nobody's.
    if (closed || client !== c) return void c.end().catch(() => {});
    listening = true;
    events.onListening();
  }

  void connect();

  return {
    get listening() {
      return listening;
    },
    get backendPid() {
      // Set by pg from the server's BackendKeyData; not in pg's type declarations.
      return (client as (pg.Client & { processID?: number | null }) | undefined)?.processID ?? undefined;
    },
    async sync() {
      const c = client;
      if (!listening || !c) return;
      // A failure here is the connection's loss, which 'error'/'end' report: nothing was cached past it.
      await c.query('select 1').catch(() => {});
    },
    async close() {
      closed = true;
      if (retry) clearTimeout(retry);
      const c = client;
      client = undefined;
      listening = false;
      await c?.end().catch(() => {});
    },
  };
}
