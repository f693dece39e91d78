import type { FastifyBaseLogger } from 'fastify';
import type { DbHandle } from '../../db';
import type { NotificationListener } from '../../db/notification-listener';
import { AUTH_CHANGES_CHANNEL, type SessionCache, authChangeOf } from './session-cache';

/**
 * The listener that keeps `cache` true (docs/decisions/127): trusted while it listens, emptied when it
 * is lost or back, one user evicted per notification of this schema. Undefined on SQLite, which has
 * no notifications (and no cache). Nothing connects until start().
 */
export function listenForAuthChanges(handle: DbHandle, cache: SessionCache, log: FastifyBaseLogger, retryMs?: number): NotificationListener | undefined {
  let schema = '';
  let warned = false;
  const listener = handle.listen?.(
    AUTH_CHANGES_CHANNEL,
    {
      onListening: (current) => {
        schema = current;
        cache.setTrusted(true);
        if (warned) log.info('session cache on again: the notification listener is back');
        warned = false;
      },
      // Not called for close(): only a connection lost while the app runs.
      onLost: (error) => {
        cache.setTrusted(false);
        // Once an outage (it retries every second), not once a retry.
        if (!warned) log.warn({ err: error }, 'session cache off: the notification listener is down; reconnecting');
        warned = true;
      },
      onNotification: (payload) => {
        const change = authChangeOf(payload, schema);
        if (change === 'all') cache.clear();
        else if (change) cache.evictUser(change.userId);
      },
    },
    { retryMs },
  );
  if (!listener) return undefined;
  return {
    get listening() {
      return listener.listening;
    },
    get backendPid() {
      return listener.backendPid;
    },
    start: () => listener.start(),
    sync: () => listener.sync(),
    // The cache stops answering before the connection goes: nothing is trusted past close().
    close: async () => {
      cache.setTrusted(false);
      await listener.close();
    },
  };
}
