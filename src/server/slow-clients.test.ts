import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES } from '@shared/contracts/referrals';
import { UPLOAD_RATE_WINDOW_MS } from './plugins/slow-clients';
import { TEST_PASSWORD, createTestContext, registerUser } from './test/context';
import { draftReferral } from './test/referrals';

/**
 * Slow and greedy clients over real sockets (issue 56, points 5 and 13): a trickled body is cut off at
 * its deadline, one address holds a capped number of connections, and a refused upload closes its
 * connection cleanly so that the client's next request goes over a new one.
 */
const ctx = await createTestContext({ REQUEST_TIMEOUT_SECONDS: '1', UPLOAD_TIMEOUT_SECONDS: '20', UPLOAD_MIN_BYTES_PER_SECOND: '1000', MAX_CONNECTIONS_PER_IP: '4' });
let port: number;
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(() => ctx.app.server.closeAllConnections());

interface Trickled {
  /** Everything the server sent before it closed the connection. */
  answer: string;
  /** Milliseconds from the first byte sent to the close. */
  ms: number;
  /** Bytes of the body sent before the close. */
  sent: number;
}

/** Sends `head` at once, then `body` one byte every `everyMs`, until the server closes the connection. */
function trickle(head: string, body: string, everyMs: number): Promise<Trickled> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const started = Date.now();
    let answer = '';
    let sent = 0;
    const timer = setInterval(() => {
      if (sent < body.length) socket.write(body[sent++]!);
    }, everyMs);
    socket.write(head);
    socket.on('data', (d) => (answer += d.toString()));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearInterval(timer);
      resolve({ answer, ms: Date.now() - started, sent });
    });
    setTimeout(() => {
      socket.destroy();
      reject(new Error(`still open after 30 s, ${sent} bytes sent:\n${answer}`));
    }, 30_000).unref();
  });
}

/** Opens a connection and resolves once it is either usable (an answer to a GET) or closed by the server. */
function connection(): Promise<{ socket: net.Socket; closed: Promise<void>; ask(): Promise<string> }> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => {
      let answer = '';
      socket.on('data', (d) => (answer += d.toString()));
      const closed = new Promise<void>((done) => socket.on('close', () => done()));
      resolve({
        socket,
        closed,
        ask: async () => {
          socket.write(`GET /healthz HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`);
          await Promise.race([closed, new Promise((r) => setTimeout(r, 500))]);
          return answer;
        },
      });
    });
    socket.on('error', () => {});
  });
}

describe('slow bodies', () => {
  it('cuts off a login body trickled one byte at a time with 408 after REQUEST_TIMEOUT_SECONDS, and a normal sign-in still works', async () => {
    const { user } = await registerUser(ctx.app);
    const body = JSON.stringify({ username: user.username, password: TEST_PASSWORD });
    const head = `POST /api/login HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`;
    const cut = await trickle(head, body, 200);
    expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(cut.answer).toContain('"code":"REQUEST_TIMEOUT"');
    expect(cut.ms).toBeGreaterThanOrEqual(900);
    expect(cut.ms).toBeLessThan(3000);
    expect(cut.sent).toBeLessThan(body.length);

    const res = await fetch(`http://127.0.0.1:${port}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    expect(res.status).toBe(200);
  });

  it('cuts off headers trickled one byte at a time', async () => {
    const head = `GET /api/meta HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nX-Slow: ${'a'.repeat(100)}\r\n\r\n`;
    const cut = await trickle('', head, 200);
    expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(cut.ms).toBeLessThan(4000);
  });

  it('cuts off an upload that brings less than UPLOAD_MIN_BYTES_PER_SECOND in a window, long before UPLOAD_TIMEOUT_SECONDS', async () => {
    const { vet, referralId } = await draftReferral(ctx);
    const boundary = 'slowboundary';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\n${'x'.repeat(5000)}\r\n--${boundary}--\r\n`;
    const head =
      `POST /api/referrals/${referralId}/attachments HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nCookie: vr_session=${vet.cookie}\r\n` +
      `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${body.length}\r\n\r\n`;
    // 10 bytes a second, a hundredth of the minimum: cut at the end of the first window.
    const cut = await trickle(head, body, 100);
    expect(cut.answer).toMatch(/^HTTP\/1\.1 408 /);
    expect(cut.ms).toBeGreaterThanOrEqual(UPLOAD_RATE_WINDOW_MS - 100);
    expect(cut.ms).toBeLessThan(UPLOAD_RATE_WINDOW_MS + 3000);
    expect((await ctx.inject('GET', `/api/referrals/${referralId}`, { as: vet.cookie })).json().attachments).toEqual([]);
  }, 15_000);
});

describe('connections per client address', () => {
  it('closes the connections one address opens past MAX_CONNECTIONS_PER_IP and keeps the others serving', async () => {
    // The earlier tests' clients may keep theirs open.
    ctx.app.server.closeIdleConnections();
    await new Promise((r) => setTimeout(r, 100));
    const held = await Promise.all(Array.from({ length: 4 }, connection));
    const extra = await Promise.all(Array.from({ length: 2 }, connection));
    for (const c of extra) await expect(Promise.race([c.closed.then(() => 'closed'), new Promise((r) => setTimeout(() => r('open'), 2000))])).resolves.toBe('closed');
    for (const c of held) {
      const answer = await c.ask();
      expect(answer).toMatch(/^HTTP\/1\.1 200 /);
      // An answer to a request read whole keeps the connection for the next one.
      expect(answer).toMatch(/connection: keep-alive/i);
    }
    // A connection freed is available again.
    held[0]!.socket.destroy();
    await held[0]!.closed;
    const again = await connection();
    expect(await again.ask()).toMatch(/^HTTP\/1\.1 200 /);
    for (const c of [...held, again]) c.socket.destroy();
  });
});

describe('a refused oversized upload', () => {
  it("answers 413 with its JSON body and Connection: close, and the client's next request succeeds on a new connection", async () => {
    const { vet, referralId } = await draftReferral(ctx);
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<net.Socket>();
    const send = (options: http.RequestOptions, body?: Buffer) =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
        const req = http.request({ host: '127.0.0.1', port, agent, ...options }, (res) => {
          sockets.add(res.socket);
          let text = '';
          res.on('data', (d) => (text += d.toString()));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: text }));
        });
        req.on('error', reject);
        req.end(body);
      });
    const boundary = 'bigboundary';
    const big = Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`),
      Buffer.alloc(ATTACHMENT_MAX_BYTES + 1024 * 1024, 0x20),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const refused = await send(
      { method: 'POST', path: `/api/referrals/${referralId}/attachments`, headers: { cookie: `vr_session=${vet.cookie}`, 'content-type': `multipart/form-data; boundary=${boundary}`, connection: 'keep-alive' } },
      big,
    );
    expect(refused.status).toBe(413);
    expect(JSON.parse(refused.body)).toMatchObject({ code: 'ATTACHMENT_TOO_LARGE' });
    expect(refused.headers.connection).toBe('close');
    const next = await send({ method: 'GET', path: `/api/referrals/${referralId}`, headers: { cookie: `vr_session=${vet.cookie}` } });
    expect(next.status).toBe(200);
    expect(sockets.size).toBe(2);
    agent.destroy();
  });
});
