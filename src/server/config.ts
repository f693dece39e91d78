import { z } from '@shared/zod';

const bool = z
  .enum(['1', '0', 'true', 'false', 'on', 'off', 'yes', 'no'])
  .transform((v) => ['1', 'true', 'on', 'yes'].includes(v));

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-in-production';

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default('127.0.0.1'),
    DATABASE_URL: z
      .string()
      .regex(/^(sqlite:|postgres(ql)?:\/\/)/, 'must start with sqlite: or postgres://')
      .default('sqlite:./data/vetreferral.db'),
    PUBLIC_URL: z.url().optional(),
    SESSION_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(6).optional(),
    DEMO_DATA: bool.optional(),
    AUTH_RATE_LIMIT: z.coerce.number().int().positive().default(30),
    REFERRAL_RETENTION_YEARS: z.coerce.number().int().min(1).max(100).default(7),
    REMINDER_POLL_SECONDS: z.coerce.number().int().min(5).max(86_400).default(300),
    TRUST_PROXY: bool.optional(),
    SESSION_CACHE: bool.optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_ROOT: z.string().default('dist/web'),
    API_DOCS: bool.optional(),
    SMTP_URL: z
      .url()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
    MAIL_FROM: z.string().min(3).optional(),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    UPLOAD_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(3600).default(300),
    UPLOAD_MIN_BYTES_PER_SECOND: z.coerce.number().int().min(0).default(2048),
    MAX_CONNECTIONS_PER_IP: z.coerce.number().int().min(0).optional(),
    ATTACHMENT_QUOTA_MB: z.coerce.number().int().min(1).max(10_000_000).default(2048),
    ATTACHMENT_UPLOADS_PER_10_MINUTES: z.coerce.number().int().min(1).max(100_000).default(60),
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    BACKUP_DIR: z.string().min(1).default('backups'),
    BACKUP_KEEP: z.coerce.number().int().min(1).max(1000).default(14),
    PRIVACY_OFFICER_NAME: z.string().trim().min(1).max(200).optional(),
    PRIVACY_OFFICER_EMAIL: z.email().optional(),
    DATA_LOCATION: z.string().trim().min(1).max(200).optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.SESSION_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['SESSION_SECRET'],
        message: 'is required when NODE_ENV=production (generate one with: openssl rand -hex 32)',
      });
    }
    if (env.UPLOAD_TIMEOUT_SECONDS < env.REQUEST_TIMEOUT_SECONDS) {
      ctx.addIssue({ code: 'custom', path: ['UPLOAD_TIMEOUT_SECONDS'], message: 'must be at least REQUEST_TIMEOUT_SECONDS' });
    }
    if (Boolean(env.ADMIN_EMAIL) !== Boolean(env.ADMIN_PASSWORD)) {
      ctx.addIssue({ code: 'custom', path: ['ADMIN_PASSWORD'], message: 'ADMIN_EMAIL and ADMIN_PASSWORD go together' });
    }
  });

export interface FileLimits {
  quotaBytes: number;
  uploads: { max: number; windowMs: number };
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  databaseUrl: string;
  publicUrl?: string;
  /** Cookies get Secure and responses get HSTS when the public URL is https. */
  secureCookies: boolean;
  sessionSecret: string;
  /** PostgreSQL: answer a session read lately from memory, kept true by notifications (docs/decisions/127). */
  sessionCache: boolean;
  admin?: { email: string; password: string };
  demoData: boolean;
  authRateLimit: number;
  /** Take the client IP from X-Forwarded-For: only behind a reverse proxy that sets it. */
  trustProxy: boolean;
  logLevel: string;
  webRoot: string;
  /** Serve the OpenAPI document and Swagger UI at /api/docs (off in production unless API_DOCS=on). */
  apiDocs: boolean;
  /** SMTP server mail is delivered through; without it mail stays in the outbox for admins to read. */
  smtpUrl?: string;
  /** The From of every mail. */
  mailFrom: string;
  /** The origin links in mails point to: PUBLIC_URL, else this server's own address. */
  linkBase: string;
  /** How often each instance looks for referrals due a reminder (issue 20). */
  reminderPollMs: number;
  /** Bearer token for GET /metrics; without one /metrics answers 404 (issue 24). */
  metricsToken?: string;
  /**
   * Slow clients (issue 56): the headers and any other body must arrive within requestTimeoutMs, an
   * upload (multipart) within uploadTimeoutMs and at uploadMinBytesPerSecond at least; one client
   * address holds at most maxConnectionsPerIp connections (0: no cap, the default behind a proxy).
   */
  limits: { requestTimeoutMs: number; uploadTimeoutMs: number; uploadMinBytesPerSecond: number; maxConnectionsPerIp: number };
  /**
   * Referral files (issue 56): what one account's uploads may total across its referrals, and how
   * many uploads (successful or not) it may start per window. The 25 MB per file and 150 MB per
   * referral are fixed (shared/contracts/referral-rules.ts), since the forms state them.
   */
  files: FileLimits;
  /** On SIGTERM, how long in-flight requests and jobs may take before the process gives up on them. */
  shutdownGraceMs: number;
  /** Where `npm run backup` writes, and how many of its files it keeps. */
  backupDir: string;
  backupKeep: number;
  /** Closed referrals (and their files) are purged this many years after closing (issue 23). */
  referralRetentionYears: number;
  /**
   * What the Privacy page and the forms that collect personal information say (issue 23): the person
   * in charge of personal information and where the data is hosted. Read at run time (GET /api/meta).
   */
  privacy: { officerName: string | null; officerEmail: string | null; dataLocation: string | null };
}

/** The host name mail is sent as when MAIL_FROM is not set: PUBLIC_URL's, else localhost. */
const mailDomain = (publicUrl: string | undefined) => (publicUrl ? new URL(publicUrl).hostname : 'localhost');

export class ConfigError extends Error {}

/** Parses the environment once; throws ConfigError with every problem listed. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== '')),
  );
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    publicUrl: e.PUBLIC_URL,
    secureCookies: e.PUBLIC_URL?.startsWith('https:') ?? false,
    sessionSecret: e.SESSION_SECRET ?? DEV_SESSION_SECRET,
    sessionCache: e.SESSION_CACHE ?? true,
    admin: e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    demoData: e.DEMO_DATA ?? e.NODE_ENV !== 'production',
    authRateLimit: e.AUTH_RATE_LIMIT,
    trustProxy: e.TRUST_PROXY ?? false,
    logLevel: e.LOG_LEVEL,
    webRoot: e.WEB_ROOT,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM ?? `VetReferral <no-reply@${mailDomain(e.PUBLIC_URL)}>`,
    linkBase: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    reminderPollMs: e.REMINDER_POLL_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN,
    shutdownGraceMs: e.SHUTDOWN_GRACE_SECONDS * 1000,
    limits: {
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      uploadTimeoutMs: e.UPLOAD_TIMEOUT_SECONDS * 1000,
      uploadMinBytesPerSecond: e.UPLOAD_MIN_BYTES_PER_SECOND,
      // Behind a proxy every connection comes from the proxy's address: the proxy caps per client there.
      maxConnectionsPerIp: e.MAX_CONNECTIONS_PER_IP ?? (e.TRUST_PROXY ? 0 : 100),
    },
    files: { quotaBytes: e.ATTACHMENT_QUOTA_MB * 1024 * 1024, uploads: { max: e.ATTACHMENT_UPLOADS_PER_10_MINUTES, windowMs: 10 * 60_000 } },
    backupDir: e.BACKUP_DIR,
    backupKeep: e.BACKUP_KEEP,
    referralRetentionYears: e.REFERRAL_RETENTION_YEARS,
    privacy: { officerName: e.PRIVACY_OFFICER_NAME ?? null, officerEmail: e.PRIVACY_OFFICER_EMAIL ?? null, dataLocation: e.DATA_LOCATION ?? null },
  };
}
