import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has the documented defaults', () => {
    const c = loadConfig({});
    expect(c).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      databaseUrl: 'sqlite:./data/vetreferral.db',
      demoData: true,
      authRateLimit: 30,
      secureCookies: false,
      logLevel: 'info',
      trustProxy: false,
      referralRetentionYears: 7,
    });
  });

  it('reads REFERRAL_RETENTION_YEARS as whole years from 1 to 100', () => {
    expect(loadConfig({ REFERRAL_RETENTION_YEARS: '10' }).referralRetentionYears).toBe(10);
    expect(() => loadConfig({ REFERRAL_RETENTION_YEARS: '0' })).toThrow(/REFERRAL_RETENTION_YEARS/);
    expect(() => loadConfig({ REFERRAL_RETENTION_YEARS: 'seven' })).toThrow(/REFERRAL_RETENTION_YEARS/);
  });

  it('reads the attachment quota (MB) and upload rate, with defaults of 2 GB and 60 uploads per 10 minutes', () => {
    expect(loadConfig({}).files).toEqual({ quotaBytes: 2048 * 1024 * 1024, uploads: { max: 60, windowMs: 600_000 } });
    expect(loadConfig({ ATTACHMENT_QUOTA_MB: '500', ATTACHMENT_UPLOADS_PER_10_MINUTES: '20' }).files).toEqual({ quotaBytes: 500 * 1024 * 1024, uploads: { max: 20, windowMs: 600_000 } });
    expect(() => loadConfig({ ATTACHMENT_QUOTA_MB: '0' })).toThrow(/ATTACHMENT_QUOTA_MB/);
    expect(() => loadConfig({ ATTACHMENT_UPLOADS_PER_10_MINUTES: 'many' })).toThrow(/ATTACHMENT_UPLOADS_PER_10_MINUTES/);
  });

  it('reads the privacy officer and the data location, and refuses an officer e-mail that is not one', () => {
    expect(loadConfig({}).privacy).toEqual({ officerName: null, officerEmail: null, dataLocation: null });
    expect(loadConfig({ PRIVACY_OFFICER_NAME: ' Ana Silva ', PRIVACY_OFFICER_EMAIL: 'ana@example.ca', DATA_LOCATION: 'Canada (Montréal)' }).privacy).toEqual({
      officerName: 'Ana Silva',
      officerEmail: 'ana@example.ca',
      dataLocation: 'Canada (Montréal)',
    });
    expect(() => loadConfig({ PRIVACY_OFFICER_EMAIL: 'not-an-address' })).toThrow(/PRIVACY_OFFICER_EMAIL/);
  });

  it('refuses to start in production without SESSION_SECRET, naming it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET/);
  });

  it('turns demo data off by default in production', () => {
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32) }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(32), DEMO_DATA: 'on' }).demoData).toBe(true);
  });

  it('makes cookies secure when PUBLIC_URL is https', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://vetreferral.example.ca' }).secureCookies).toBe(true);
  });

  it('lists every bad value', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x', AUTH_RATE_LIMIT: '-1' })).toThrow(
      /PORT[\s\S]*DATABASE_URL[\s\S]*AUTH_RATE_LIMIT/,
    );
  });

  it('needs ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'a@b.ca' })).toThrow(/ADMIN_PASSWORD/);
  });
});
