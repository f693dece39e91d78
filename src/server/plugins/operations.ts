import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Clock } from '../clock';
import type { NotificationListener } from '../db/notification-listener';
import type { AppConfig } from '../config';
import type { Db } from '../db';
import { migrationsCurrent } from '../db/migrate';

declare module 'fastify' {
  interface FastifyInstance {
    /** Set on SIGTERM (main.ts) before the listener closes: /readyz answers 503 from then on. */
    draining: { on: boolean };
  }
}

/** A request id a proxy may pass on (nginx's $request_id is 32 hex digits); anything else is replaced. */
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * The request id: the proxy's X-Request-Id when TRUST_PROXY is on and it looks like an id, else a new
 * UUID. Given to Fastify as genReqId, so every log line of the request carries it.
 */
export const requestIdGenerator = (config: AppConfig) => (req: { headers: Record<string, string | string[] | undefined> }) => {
  const given = req.headers['x-request-id'];
  return config.trustProxy && typeof given === 'string' && SAFE_ID.test(given) ? given : randomUUID();
};

const sameToken = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * What an operator runs the app with (issue 24): `x-request-id` on every response, one log line per
 * request in production, `GET /healthz` (the process answers), `GET /readyz` (database reachable,
 * migrations current, not draining) and `GET /metrics` in Prometheus text behind METRICS_TOKEN.
 * The probes say only ok/unavailable: they are public and must not describe the installation.
 */
export const operations = fp(async (app: FastifyInstance, opts: { config: AppConfig; db: Db; clock: Clock; authChanges?: NotificationListener }) => {
  const { config, db, clock } = opts;
  app.decorate('draining', { on: false });
  app.addHook('preClose', async () => {
    app.draining.on = true;
  });

  const registry = new Registry();
  const requests = new Counter({
    name: 'vetreferral_http_requests_total',
    help: 'HTTP requests answered, by route pattern, method and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const latency = new Histogram({
    name: 'vetreferral_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by route pattern and method',
    labelNames: ['method', 'route'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });

  // Route patterns, not URLs, keep the label set small; unmatched paths share one label.
  const routeOf = (request: FastifyRequest) => (request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched'));
  const logRequests = config.env === 'production';
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = routeOf(request);
    const seconds = reply.elapsedTime / 1000;
    requests.inc({ method: request.method, route, status: String(reply.statusCode) });
    latency.observe({ method: request.method, route }, seconds);
    // One line per request (production only: docs/decisions/104); the request id is bound to request.log.
    if (logRequests) {
      request.log.info(
        { method: request.method, url: request.url.split('?')[0], route, status: reply.statusCode, ms: Math.round(reply.elapsedTime), ip: request.ip },
        'request completed',
      );
    }
  });

  const probe = { config: { policy: 'static' as const } };
  app.get('/healthz', probe, async (_request, reply) => reply.header('cache-control', 'no-store').type('text/plain').send('ok'));

  // Migrations, once current, stay current for this build; only the database round trip repeats.
  let migrated = false;
  app.get('/readyz', probe, async (_request, reply) => {
    reply.header('cache-control', 'no-store').type('text/plain');
    let ready = !app.draining.on;
    if (ready) {
      try {
        await sql`select 1`.execute(db);
        migrated ||= await migrationsCurrent(db);
        ready = migrated;
      } catch {
        ready = false;
      }
    }
    return reply.code(ready ? 200 : 503).send(ready ? 'ready' : 'unavailable');
  });

  if (!config.metricsToken) return;
  collectDefaultMetrics({ register: registry, prefix: 'vetreferral_' });
  const token = config.metricsToken;
  new Gauge({
    name: 'vetreferral_outbox_mails',
    help: 'Mails in the outbox, by status (pending = queue depth; failed = gave up after every retry)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await db.selectFrom('outbox').select((eb) => ['status', eb.fn.countAll<number | string>().as('n')]).groupBy('status').execute();
      this.reset();
      for (const status of ['pending', 'sent', 'failed']) this.set({ status }, Number(rows.find((r) => r.status === status)?.n ?? 0));
    },
  });
  new Gauge({
    name: 'vetreferral_outbox_oldest_due_seconds',
    help: 'How long the oldest pending mail has been due (0 when none): the mail worker lag',
    registers: [registry],
    async collect() {
      const now = clock.now();
      const row = await db.selectFrom('outbox').select((eb) => eb.fn.min('next_at').as('due')).where('status', '=', 'pending').where('next_at', '<=', now.toISOString()).executeTakeFirst();
      this.set(row?.due ? Math.max(0, (now.getTime() - Date.parse(String(row.due))) / 1000) : 0);
    },
  });
  new Gauge({
    name: 'vetreferral_job_lag_seconds',
    help: 'How long past its period a scheduled job has gone unclaimed (0 while claimed): the scheduler lag',
    labelNames: ['job'] as const,
    registers: [registry],
    async collect() {
      const now = clock.now();
      const rows = await db.selectFrom('job_claims').select(['name', 'claimed_until']).execute();
      this.reset();
      for (const r of rows) {
        const until = Date.parse(r.claimed_until);
        this.set({ job: r.name }, Number.isFinite(until) ? Math.max(0, (now.getTime() - until) / 1000) : 0);
      }
    },
  });

  const authChanges = opts.authChanges;
  if (authChanges) {
    new Gauge({
      name: 'vetreferral_session_cache_listening',
      help: '1 while the session cache hears changes to users and sessions (docs/decisions/127); 0: down, every request reads its session',
      registers: [registry],
      collect() {
        this.set(authChanges.listening ? 1 : 0);
      },
    });
  }

  app.get('/metrics', { config: { policy: 'static' as const } }, async (request, reply) => {
    const auth = request.headers.authorization ?? '';
    // Without the token the route does not exist, as far as the caller can tell.
    if (!auth.startsWith('Bearer ') || !sameToken(auth.slice(7), token)) {
      return reply.code(404).send({ message: 'Not found', code: 'NOT_FOUND' });
    }
    return reply.header('cache-control', 'no-store').type(registry.contentType).send(await registry.metrics());
  });
});
