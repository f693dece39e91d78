import { describe, expect, it, vi } from 'vitest';
import { createTestContext } from './test/context';

/** Issue 24: what an operator and a load balancer rely on: probes, request ids, metrics. */
const TOKEN = 'metrics-token-for-tests-0123456789';
const ctx = await createTestContext({ METRICS_TOKEN: TOKEN });

describe('probes', () => {
  it('GET /healthz answers ok without a session and says nothing else', async () => {
    const res = await ctx.inject('GET', '/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('ok');
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /readyz is ready while the database answers, and unavailable once the instance drains', async () => {
    const ready = await ctx.inject('GET', '/readyz');
    expect([ready.statusCode, ready.body]).toEqual([200, 'ready']);
    ctx.app.draining.on = true;
    try {
      const draining = await ctx.inject('GET', '/readyz');
      expect([draining.statusCode, draining.body]).toEqual([503, 'unavailable']);
    } finally {
      ctx.app.draining.on = false;
    }
  });

  it('GET /readyz is unavailable when the migrations are not all applied', async () => {
    const other = await createTestContext();
    try {
      await other.db.deleteFrom('kysely_migration' as never).where('name' as never, '=', '012-search-measures' as never).execute();
      const res = await other.inject('GET', '/readyz');
      expect([res.statusCode, res.body]).toEqual([503, 'unavailable']);
    } finally {
      await other.close();
    }
  });

  it('GET /readyz is unavailable when the database does not answer', async () => {
    const other = await createTestContext();
    await other.db.destroy();
    const res = await other.inject('GET', '/readyz');
    expect([res.statusCode, res.body]).toEqual([503, 'unavailable']);
    await other.close();
  });
});

describe('request ids', () => {
  it('every response carries a fresh x-request-id, errors included', async () => {
    const a = await ctx.inject('GET', '/api/meta');
    const b = await ctx.inject('GET', '/api/user');
    expect(b.statusCode).toBe(401);
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(b.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it("a client's x-request-id is ignored unless the app trusts its proxy", async () => {
    const res = await ctx.inject('GET', '/healthz', { headers: { 'x-request-id': 'chosen-by-client-123' } });
    expect(res.headers['x-request-id']).not.toBe('chosen-by-client-123');
  });

  it("behind a trusted proxy the proxy's id is kept; a malformed one is replaced", async () => {
    const proxied = await createTestContext({ TRUST_PROXY: 'on' });
    try {
      const id = '0123456789abcdef0123456789abcdef';
      expect((await proxied.inject('GET', '/healthz', { headers: { 'x-request-id': id } })).headers['x-request-id']).toBe(id);
      const bad = await proxied.inject('GET', '/healthz', { headers: { 'x-request-id': 'evil\u0007id with spaces' } });
      expect(bad.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    } finally {
      await proxied.close();
    }
  });
});

describe('GET /metrics', () => {
  it('is not found without the token, or with a wrong one', async () => {
    expect((await ctx.inject('GET', '/metrics')).statusCode).toBe(404);
    expect((await ctx.inject('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(404);
  });

  it('gives request counts and latencies by route, outbox depth and job lag in Prometheus text', async () => {
    await ctx.inject('GET', '/api/meta');
    await ctx.inject('GET', '/api/meta');
    await ctx.inject('GET', '/api/no-such-route-12345');
    await ctx.db.insertInto('job_claims').values({ name: 'reminders', claimed_until: new Date(Date.now() - 120_000).toISOString() }).onConflict((oc) => oc.column('name').doUpdateSet({ claimed_until: new Date(Date.now() - 120_000).toISOString() })).execute();
    const res = await ctx.inject('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toMatch(/vetreferral_http_requests_total\{method="GET",route="\/api\/meta",status="200"\} [2-9]/);
    // Unknown paths share one label, so scanners cannot grow the series without bound.
    expect(res.body).toContain('route="unmatched",status="404"');
    expect(res.body).not.toContain('no-such-route-12345');
    expect(res.body).toContain('vetreferral_http_request_duration_seconds_bucket{le="0.005",method="GET",route="/api/meta"}');
    expect(res.body).toContain('vetreferral_outbox_mails{status="pending"} 0');
    expect(res.body).toContain('vetreferral_outbox_oldest_due_seconds 0');
    const lag = Number(/vetreferral_job_lag_seconds\{job="reminders"\} ([\d.]+)/.exec(res.body)?.[1]);
    expect(lag).toBeGreaterThanOrEqual(119);
    // PostgreSQL only: whether the session cache can be trusted (docs/decisions/127).
    if (ctx.dialect === 'postgres') {
      await vi.waitFor(() => expect(ctx.app.authChanges!.listening).toBe(true));
      const again = await ctx.inject('GET', '/metrics', { headers: { authorization: `Bearer ${TOKEN}` } });
      expect(again.body).toMatch(/^vetreferral_session_cache_listening 1$/m);
    } else {
      expect(res.body).not.toContain('vetreferral_session_cache_listening');
    }
  });

  it('does not exist when no METRICS_TOKEN is configured', async () => {
    const plain = await createTestContext();
    try {
      expect((await plain.inject('GET', '/metrics', { headers: { authorization: 'Bearer ' } })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
