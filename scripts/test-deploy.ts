/**
 * `npm run test:deploy` (issue 24): the production topology of docs/deploy.md on this machine. nginx
 * (configured from deploy/nginx.conf, TLS lines taken out) on loopback in front of two app instances
 * (started as deploy/vetreferral@.service starts them) and one PostgreSQL database. Shows: a sign-in
 * through nginx holds on both instances; client IPs reach the rate limits through X-Forwarded-For and
 * cannot be forged; a 25 MB attachment uploads; a rolling restart during a stream of referral writes
 * loses no acknowledged write and answers no 5xx; mail and the scheduled job run once across both.
 * Ports 3400–3404. Needs nginx, PostgreSQL (TEST_DATABASE_URL) and `node scripts/build-server.mjs`.
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { createPgDatabase, untilRunning } from '../src/server/test/processes';
import { localSite, SHIPPED_SITE, writeNginxConfig } from './nginx-site';

const PORTS = { nginx: 3400, a: 3401, b: 3402, smtp: 3403 };
const BASE_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'vr-deploy-'));
const failures: string[] = [];
const check = (ok: boolean, what: string) => {
  console.log(`${ok ? '  ok  ' : '  FAIL'} ${what}`);
  if (!ok) failures.push(what);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// ---- The shipped files -------------------------------------------------------------------------
const unit = fs.readFileSync('deploy/vetreferral@.service', 'utf8');
const site = fs.readFileSync(SHIPPED_SITE, 'utf8');
const guide = fs.readFileSync('docs/deploy.md', 'utf8');
const unitValue = (key: string) => [...unit.matchAll(new RegExp(`^${key}=(.*)$`, 'gm'))].map((m) => m[1]!.trim());
const unitEnv = Object.fromEntries(unitValue('Environment').map((l) => l.split(/=(.*)/s).slice(0, 2) as [string, string]));
const execStart = unitValue('ExecStart')[0]!.split(/\s+/);
console.log('The shipped files');
check(guide.includes(unit) && guide.includes(site), 'docs/deploy.md shows deploy/vetreferral@.service and deploy/nginx.conf as they are');
check(execStart[0] === '/usr/bin/node' && execStart.at(-1) === 'dist/server/main.js', 'the unit runs node dist/server/main.js');
check(unitEnv.NODE_ENV === 'production' && unitEnv.TRUST_PROXY === 'on' && unitEnv.PORT === '300%i', 'the unit sets NODE_ENV=production, TRUST_PROXY=on, PORT=300%i');
check(unitValue('KillSignal')[0] === 'SIGTERM' && Number(unitValue('TimeoutStopSec')[0]) > 10, 'the unit stops with SIGTERM and waits longer than SHUTDOWN_GRACE_SECONDS (10)');
check(/client_max_body_size 26m;/.test(site) && /X-Forwarded-For \$remote_addr;/.test(site) && /proxy_next_upstream error timeout;/.test(site), 'the site allows 26 MB bodies, overwrites X-Forwarded-For, retries unsent requests');

// The site as shipped, on loopback without TLS, upstreams on this test's ports, files under tmp.
const testSite = localSite(site, { dir: tmp, port: PORTS.nginx, upstreams: [PORTS.a, PORTS.b] });
check(!/ssl|:443|:3001|:3002/.test(testSite), 'the test site differs from the shipped one only in listen, TLS and ports');
writeNginxConfig(tmp, testSite);

// ---- HTTP without connection reuse (each request its own connection, from a chosen address) ----
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}
function request(port: number, method: string, url: string, opts: { body?: object | Buffer; headers?: Record<string, string>; from?: string } = {}): Promise<Answer> {
  const payload = opts.body === undefined ? undefined : Buffer.isBuffer(opts.body) ? opts.body : Buffer.from(JSON.stringify(opts.body));
  const headers: Record<string, string | number> = { connection: 'close', ...(payload ? { 'content-length': payload.length } : {}), ...(payload && !Buffer.isBuffer(opts.body) ? { 'content-type': 'application/json' } : {}), ...opts.headers };
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method, path: url, headers, agent: false, ...(opts.from ? { localAddress: opts.from } : {}) }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
}
const viaNginx = (method: string, url: string, opts?: Parameters<typeof request>[3]) => request(PORTS.nginx, method, url, opts);
const cookieOf = (a: Answer) => String([a.headers['set-cookie']].flat()[0] ?? '').split(';')[0]!;

// ---- Processes ------------------------------------------------------------------------------
const children: ChildProcess[] = [];
interface Instance {
  name: string;
  port: number;
  child: ChildProcess;
  output: () => string;
}
let database: { url: string; drop(): Promise<void> } | undefined;
const received: string[] = [];

async function startInstance(name: string, port: number): Promise<Instance> {
  const child = spawn(execStart[0] === '/usr/bin/node' ? process.execPath : execStart[0]!, execStart.slice(1), {
    env: {
      ...process.env,
      ...unitEnv,
      PORT: String(port),
      DATABASE_URL: database!.url,
      SESSION_SECRET: 'deploy-test-session-secret-0123456789abcdef',
      PUBLIC_URL: `http://127.0.0.1:${PORTS.nginx}`,
      SMTP_URL: `smtp://127.0.0.1:${PORTS.smtp}`,
      MAIL_FROM: 'VetReferral <no-reply@deploy.test>',
      AUTH_RATE_LIMIT: '5',
      DEMO_DATA: 'off',
      LOG_LEVEL: 'info',
      WEB_ROOT: path.join(tmp, 'no-web-build'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  return { name, port, child, output: await untilRunning(child, name, 60_000) };
}

/**
 * docs/deploy.md §7's drain step: the instance's upstream line gets `down` (or loses it) and nginx
 * reloads gracefully, so no new request goes to an instance about to stop. Without it a request nginx
 * had just written to the stopping instance was reset and answered 502 (2 runs in 5 here).
 */
async function setDown(port: number, down: boolean) {
  const conf = path.join(tmp, 'nginx.conf');
  const line = new RegExp(`^(\\s*server 127\\.0\\.0\\.1:${port} [^;]*?)( down)?;$`, 'm');
  fs.writeFileSync(conf, fs.readFileSync(conf, 'utf8').replace(line, (_, head: string) => `${head}${down ? ' down' : ''};`));
  execFileSync('nginx', ['-p', tmp, '-e', `${tmp}/error.log`, '-c', conf, '-s', 'reload']);
  // The old worker finishes the requests it holds; new ones go by the new configuration.
  await sleep(1500);
}

function stopInstance(i: Instance): Promise<number | null> {
  return new Promise((resolve) => {
    if (i.child.exitCode !== null) return resolve(i.child.exitCode);
    i.child.once('exit', (code) => resolve(code));
    i.child.kill('SIGTERM');
  });
}

async function untilReady(port: number) {
  for (let t = 0; t < 100; t++) {
    const r = await request(port, 'GET', '/readyz').catch(() => undefined);
    if (r?.status === 200) return;
    await sleep(200);
  }
  throw new Error(`instance on ${port} never became ready`);
}

async function main() {
  database = await createPgDatabase(BASE_URL);
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString()));
      stream.on('end', () => {
        received.push(/^Message-ID:\s*(\S+)/im.exec(raw)?.[1] ?? '?');
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(PORTS.smtp, '127.0.0.1', r));
  try {
    let a = await startInstance('A', PORTS.a);
    let b = await startInstance('B', PORTS.b);
    const nginx = spawn('nginx', ['-p', tmp, '-e', `${tmp}/error.log`, '-c', path.join(tmp, 'nginx.conf')], { stdio: ['ignore', 'inherit', 'inherit'] });
    children.push(nginx);
    for (let t = 0; t < 50 && !(await viaNginx('GET', '/healthz').catch(() => undefined)); t++) await sleep(100);

    console.log('\nThrough nginx');
    const probe = await viaNginx('GET', '/readyz');
    check(probe.status === 200 && /^[0-9a-f]{32}$/.test(String(probe.headers['x-request-id'])), "/readyz answers through nginx with nginx's $request_id as x-request-id");
    check((await viaNginx('GET', '/metrics')).status === 404, '/metrics is not served through the public site');

    const vetName = `deploy.vet.${Date.now()}@test.example.ca`;
    const reg = await viaNginx('POST', '/api/register', { body: { username: vetName, name: 'Dr. Deploy Test', password: 'Deploy-Test-Pass-9', role: 'vet' } });
    const login = await viaNginx('POST', '/api/login', { body: { username: vetName, password: 'Deploy-Test-Pass-9' } });
    const vet = cookieOf(login);
    const onA = await request(PORTS.a, 'GET', '/api/user', { headers: { cookie: vet } });
    const onB = await request(PORTS.b, 'GET', '/api/user', { headers: { cookie: vet } });
    check(reg.status === 201 && login.status === 200 && onA.status === 200 && onB.status === 200, 'a sign-in through nginx is a session on instance A and on instance B');

    // Client 127.0.0.1 has used 2 of its 5 attempts; a forged X-Forwarded-For does not buy more.
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) {
      statuses.push((await viaNginx('POST', '/api/login', { body: { username: vetName, password: 'wrong-pass-1' }, headers: { 'x-forwarded-for': `203.0.113.${i}` } })).status);
    }
    check(statuses.join() === '401,401,401,429', `the per-IP limit counts the client's real address, forged X-Forwarded-For ignored (${statuses.join(', ')})`);
    const other = await viaNginx('POST', '/api/login', { body: { username: vetName, password: 'wrong-pass-1' }, from: '127.0.0.2' });
    check(other.status === 401, 'another client address (127.0.0.2) has its own budget');
    await sleep(300);
    check([a, b].some((i) => i.output().includes('"ip":"127.0.0.2"')), "the instances' request log shows the client's address");

    // A clinic and a referral, then a 25 MB attachment through nginx.
    const owner = cookieOf(await viaNginx('POST', '/api/register', { body: { username: `deploy.clinic.${Date.now()}@test.example.ca`, name: 'Deploy Desk', password: 'Deploy-Test-Pass-9', role: 'clinic' }, from: '127.0.0.3' }));
    const clinic = await viaNginx('PATCH', '/api/clinics/profile', { headers: { cookie: owner }, body: { name: 'Deploy Hospital', address: '1 Deploy Rd', province: 'Ontario', contact_email: 'desk@deploy.example.ca', phone: '613-555-0100' } });
    const clinicId = JSON.parse(clinic.body).id as number;
    // Vets refer only to listings an admin verified (issue 21); the test plays the admin in the database.
    const verifier = new pg.Client({ connectionString: database.url });
    await verifier.connect();
    await verifier.query('update clinics set verified_at = $1 where id = $2', [new Date().toISOString(), clinicId]);
    await verifier.end();
    const referralId = JSON.parse((await viaNginx('POST', '/api/referrals', { headers: { cookie: vet }, body: { clinic_id: clinicId, patient: { name: 'Upload' } } })).body).id as number;
    const boundary = 'deployboundary';
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(25 * 1024 * 1024 - 16), Buffer.from('\n%%EOF\n')]);
    const multipart = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="description"\r\n\r\nCT scan\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="ct.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const started = Date.now();
    const upload = await viaNginx('POST', `/api/referrals/${referralId}/attachments`, { headers: { cookie: vet, 'content-type': `multipart/form-data; boundary=${boundary}` }, body: multipart });
    check(upload.status === 201, `a 25 MB attachment uploads through nginx (${upload.status}, ${Date.now() - started} ms)`);

    // ---- Rolling restart under writes ------------------------------------------------------------
    console.log('\nRolling restart during a stream of referral writes');
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    const claimOf = async () => (await db.query(`select claimed_until from job_claims where name = 'search-measures'`)).rows[0]?.claimed_until as string | undefined;
    const claimBefore = await claimOf();
    const mails: string[] = [];
    const queueMails = async (n: number) => {
      for (let i = 0; i < n; i++) {
        const id = `<deploy-${mails.length}-${randomBytes(4).toString('hex')}@deploy.test>`;
        mails.push(id);
        const now = new Date().toISOString();
        await db.query(
          `insert into outbox (kind, to_address, reply_to, subject, html, text, language, next_at, claimed_until, last_error, message_id, created_at, sent_at)
           values ('clinic_message', 'desk@deploy.example.ca', null, 'Deploy test', '<p>x</p>', 'x', 'en-CA', $1, null, null, $2, $1, null)`,
          [now, id],
        );
      }
    };

    const acked: number[] = [];
    const counts = { sent: 0, acked: 0, fiveXX: 0, otherStatus: 0, networkErrors: 0 };
    const fiveXX = new Map<number, number>();
    let writing = true;
    const writer = async () => {
      while (writing) {
        counts.sent++;
        try {
          const r = await viaNginx('POST', '/api/referrals', { headers: { cookie: vet }, body: { clinic_id: clinicId, patient: { name: `Stream ${counts.sent}` } } });
          if (r.status === 201) {
            counts.acked++;
            acked.push(JSON.parse(r.body).id);
          } else if (r.status >= 500) {
            counts.fiveXX++;
            fiveXX.set(r.status, (fiveXX.get(r.status) ?? 0) + 1);
          }
          else counts.otherStatus++;
        } catch {
          counts.networkErrors++;
        }
      }
    };
    const writers = Array.from({ length: 4 }, writer);
    await queueMails(10);
    await sleep(1000);
    await setDown(PORTS.a, true);
    const exitA = await stopInstance(a);
    await queueMails(10);
    // The deploy step between stop and start: the new build.
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { stdio: 'inherit' });
    a = await startInstance('A', PORTS.a);
    await untilReady(PORTS.a);
    await setDown(PORTS.a, false);
    await queueMails(10);
    await setDown(PORTS.b, true);
    const exitB = await stopInstance(b);
    b = await startInstance('B', PORTS.b);
    await untilReady(PORTS.b);
    await setDown(PORTS.b, false);
    await queueMails(10);
    await sleep(1000);
    writing = false;
    await Promise.all(writers);

    const stored = await db.query(`select count(*)::int as n from referrals where id = any($1::int[])`, [acked]);
    console.log(`  writes sent ${counts.sent}, acknowledged ${counts.acked}, found in the database ${stored.rows[0].n}, 5xx ${counts.fiveXX}, other statuses ${counts.otherStatus}, network errors ${counts.networkErrors}`);
    if (fiveXX.size) console.log(`  5xx by status: ${JSON.stringify(Object.fromEntries(fiveXX))}; nginx said: ${fs.readFileSync(path.join(tmp, 'error.log'), 'utf8').split('\n').slice(-3).join(' | ')}`);
    check(exitA === 0 && exitB === 0, `each instance exits 0 on SIGTERM (A ${exitA}, B ${exitB})`);
    check(counts.acked > 0 && stored.rows[0].n === counts.acked, `0 acknowledged writes lost (${counts.acked - stored.rows[0].n} lost)`);
    check(counts.fiveXX === 0 && counts.networkErrors === 0 && counts.otherStatus === 0, `0 × 5xx and 0 failed requests answered to clients`);

    // Mail: every queued mail delivered exactly once although workers on both instances restarted.
    for (let t = 0; t < 150 && new Set(received.filter((r) => mails.includes(r))).size < mails.length; t++) await sleep(200);
    await sleep(6000);
    const deliveries = mails.map((m) => received.filter((r) => r === m).length);
    console.log(`  mails queued ${mails.length}, delivered ${deliveries.filter((d) => d > 0).length}, delivered more than once ${deliveries.filter((d) => d > 1).length}`);
    check(deliveries.every((d) => d === 1), 'the mail workers of both instances delivered each mail exactly once across the restarts');
    const claimAfter = await claimOf();
    check(Boolean(claimBefore) && claimBefore === claimAfter, `the scheduled job (search-measures) was claimed once for its period across restarts (${claimBefore} → ${claimAfter})`);
    await db.end();
  } finally {
    for (const c of children) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
    await sleep(500);
    await new Promise<void>((r) => smtp.close(() => r()));
    await database.drop().catch(() => {});
  }
}

main()
  .catch((err) => {
    console.error(err);
    failures.push(String(err));
  })
  .finally(() => {
    fs.rmSync(tmp, { recursive: true, force: true });
    console.log(failures.length ? `\n${failures.length} check(s) failed` : '\nAll deploy checks passed');
    process.exit(failures.length ? 1 : 0);
  });
