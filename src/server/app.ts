import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { type Clock, systemClock } from './clock';
import type { AppConfig } from './config';
import type { DbHandle } from './db';
import { RECLAIM_SPACE_EVERY_MS, reclaimFreePages } from './db/maintenance';
import type { NotificationListener } from './db/notification-listener';
import { adminRoutes } from './modules/admin/routes';
import { listenForAuthChanges } from './modules/auth/auth-changes';
import { authRoutes } from './modules/auth/routes';
import { SessionCache } from './modules/auth/session-cache';
import { bookmarkRoutes } from './modules/bookmarks/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { hospitalRoutes } from './modules/hospitals/routes';
import { clinicRoutes } from './modules/clinic/routes';
import { teamRoutes } from './modules/clinic/team-routes';
import { practiceRoutes } from './modules/practice/routes';
import { clinicLogoRoutes } from './modules/clinic/logo-routes';
import { mailRoutes } from './modules/mail/routes';
import { MailWorker, type MailTransport, smtpTransport } from './modules/mail/worker';
import { messageRoutes } from './modules/messages/routes';
import { sendDueReminders } from './modules/reminders/service';
import { SEARCH_MEASURES_EVERY_MS, refreshSearchMeasuresJob } from './modules/measures/service';
import { Scheduler } from './scheduler';
import { WAIT_CHECK_POLL_MS, sendWaitTimeChecks } from './modules/clinic/wait-check';
import { referralRoutes } from './modules/referrals/routes';
import { notificationRoutes } from './modules/notifications/routes';
import { imageRoutes } from './modules/images/routes';
import { incidentRoutes } from './modules/incidents/routes';
import { profileRoutes } from './modules/profile/routes';
import { privacyRoutes } from './modules/privacy/routes';
import { RETENTION_PURGE_EVERY_MS, purgeExpiredReferrals } from './modules/privacy/service';
import { placeRoutes } from './modules/places/routes';
import { searchRoutes } from './modules/search/routes';
import { siteRoutes } from './modules/site/routes';
import { errorHandler } from './plugins/error-handler';
import { openapi } from './plugins/openapi';
import { operations, requestIdGenerator } from './plugins/operations';
import { security } from './plugins/security';
import { schemaSerializerCompiler } from './plugins/serializer';
import { session } from './plugins/session';
import { slowClients } from './plugins/slow-clients';
import { web } from './plugins/web';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: DbHandle['db'];
    /** "Now" for time rules (token expiry, mail retries); tests move it. */
    clock: Clock;
    /** Sends the outbox over SMTP_URL; idle without one. */
    mailWorker: MailWorker | undefined;
    /** Timed jobs (reminders). */
    scheduler: Scheduler;
    /** PostgreSQL with SESSION_CACHE on: the listener that keeps the session cache true (docs/decisions/127). */
    authChanges: NotificationListener | undefined;
  }
}

export interface BuildOptions {
  clock?: Clock;
  /**
   * 'auto' (the default) starts the mail worker when SMTP_URL is set; 'manual' leaves it to the caller
   * (tests call runOnce). A transport replaces nodemailer's (tests provoke failures with one).
   */
  mailWorker?: 'auto' | 'manual';
  mailTransport?: MailTransport;
  /** 'auto' (the default) runs timed jobs on their intervals; 'manual' leaves it to the caller (tests). */
  scheduler?: 'auto' | 'manual';
  /** How long the session cache's listener waits before reconnecting (tests hold it down). */
  listenerRetryMs?: number;
}

/** Builds the app without listening: main.ts listens, tests inject. The caller owns the database. */
export async function buildApp(config: AppConfig, handle: DbHandle, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // One line per request belongs in production logs; in development it scrolled `npm start`'s demo
    // accounts out of sight within seconds (issue 21). Errors and warnings are logged everywhere.
    // Fastify's own two lines per request are replaced by one line with status and timing
    // (plugins/operations.ts, docs/decisions/104), written in production only.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: requestIdGenerator(config),
    // Behind nginx each proxied request opens its own connection; one accepted while the listener
    // closes is served, not refused with a 503 a client would see during a rolling restart.
    return503OnClosing: false,
    bodyLimit: 1024 * 1024,
    // Node's own deadline for a whole request, headers and body: the longest, an upload's (issue 56).
    requestTimeout: config.limits.uploadTimeoutMs,
    // Off by default: a directly exposed server must not let clients choose their IP (rate limits).
    trustProxy: config.trustProxy,
    // Rejects absurd ids and query strings early instead of letting them reach zod.
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  // Headers must be in within the ordinary request deadline; Node looks every second instead of its
  // default 30 s, so that a deadline is kept to about a second (plugins/slow-clients.ts does bodies).
  app.server.headersTimeout = config.limits.requestTimeoutMs;
  // Read when the server starts listening; @types/node leaves it out.
  (app.server as { connectionsCheckingInterval?: number }).connectionsCheckingInterval = 1000;
  await app.register(slowClients, { config });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(schemaSerializerCompiler);
  app.decorate('config', config);
  app.decorate('db', handle.db);
  const clock = options.clock ?? systemClock;
  app.decorate('clock', clock);
  const transport = options.mailTransport ?? (config.smtpUrl ? smtpTransport(config.smtpUrl) : undefined);
  const worker = transport
    ? new MailWorker({ db: handle.db, clock, transport, from: config.mailFrom, log: app.log })
    : undefined;
  app.decorate('mailWorker', worker);
  if (worker && (options.mailWorker ?? 'auto') === 'auto') app.addHook('onReady', async () => worker.start());
  if (worker) app.addHook('onClose', async () => worker.stop());
  const scheduler = new Scheduler(
    [
      { name: 'reminders', everyMs: config.reminderPollMs, run: () => sendDueReminders(handle.db, { clock, mail: config }) },
      // The search cards' measured waits (docs/decisions/090): recomputed each period by one instance.
      { name: 'search-measures', everyMs: SEARCH_MEASURES_EVERY_MS, run: () => refreshSearchMeasuresJob(handle.db, clock) },
      // Closed referrals past REFERRAL_RETENTION_YEARS, files included (issue 23, docs/decisions/102).
      { name: 'retention-purge', everyMs: RETENTION_PURGE_EVERY_MS, run: () => purgeExpiredReferrals(handle.db, clock, config.referralRetentionYears) },
      // Issue 56: free pages (deleted drafts, purges) go back to the file system on SQLite.
      { name: 'reclaim-space', everyMs: RECLAIM_SPACE_EVERY_MS, run: () => reclaimFreePages(handle.db) },
      // Issue 21: the monthly "are your wait times still current?" mail (docs/decisions/099).
      { name: 'wait-times-check', everyMs: WAIT_CHECK_POLL_MS, run: () => sendWaitTimeChecks(handle.db, { clock, mail: config }) },
    ],
    app.log,
  );
  app.decorate('scheduler', scheduler);
  if ((options.scheduler ?? 'auto') === 'auto') app.addHook('onReady', async () => scheduler.start());
  app.addHook('onClose', async () => scheduler.stop());

  await app.register(errorHandler);
  const sessionCache = handle.listen && config.sessionCache ? new SessionCache() : undefined;
  const authChanges = sessionCache && listenForAuthChanges(handle, sessionCache, app.log, options.listenerRetryMs);
  app.decorate('authChanges', authChanges);
  if (authChanges) {
    // Connects once the app is ready: an app whose build fails leaves no connection behind.
    app.addHook('onReady', async () => authChanges.start());
    app.addHook('onClose', async () => authChanges.close());
  }
  await app.register(operations, { config, db: handle.db, clock, authChanges });
  await app.register(security, { config });
  await app.register(session, { config, db: handle.db, cache: sessionCache });
  await app.register(openapi, { enabled: config.apiDocs });

  const deps = { config, db: handle.db };
  await app.register(
    async (api) => {
      await api.register(authRoutes, deps);
      await api.register(siteRoutes, deps);
      await api.register(catalogueRoutes, deps);
      await api.register(searchRoutes, deps);
      await api.register(placeRoutes);
      await api.register(hospitalRoutes, deps);
      await api.register(bookmarkRoutes, deps);
      await api.register(imageRoutes, deps);
      await api.register(profileRoutes, deps);
      await api.register(privacyRoutes, deps);
      await api.register(clinicRoutes, deps);
      await api.register(clinicLogoRoutes, deps);
      await api.register(teamRoutes, deps);
      await api.register(practiceRoutes, deps);
      await api.register(messageRoutes, deps);
      await api.register(mailRoutes, deps);
      await api.register(referralRoutes, deps);
      await api.register(notificationRoutes, deps);
      await api.register(adminRoutes, deps);
      await api.register(incidentRoutes, deps);
    },
    { prefix: '/api' },
  );

  await app.register(web, { root: config.webRoot });
  return app;
}
