import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ERRORS } from '@shared/errors';
import type { AppConfig } from '../config';

/** An upload must bring at least uploadMinBytesPerSecond in every window this long. */
export const UPLOAD_RATE_WINDOW_MS = 5000;

/**
 * Slow and greedy clients (issue 56, point 5): without limits a client sending one byte every 10 s
 * held a connection (and a descriptor) for as long as it liked, and could open thousands.
 * - Node cuts headers that take longer than requestTimeoutMs and any request that is not in after
 *   uploadTimeoutMs (408, checked every second: buildApp passes both to the server).
 * - Here: a body other than an upload must be in within requestTimeoutMs of its headers, and an upload
 *   must bring uploadMinBytesPerSecond in every window of UPLOAD_RATE_WINDOW_MS.
 * - One client address holds at most maxConnectionsPerIp connections; the ones past it are closed.
 * - An answer sent before its request's body was read (a 413 on an oversized upload) closes the
 *   connection with Connection: close, so that the client does not send its next request there.
 */
export const slowClients = fp(async (app: FastifyInstance, opts: { config: AppConfig }) => {
  const { requestTimeoutMs, uploadMinBytesPerSecond, maxConnectionsPerIp } = opts.config.limits;

  if (maxConnectionsPerIp > 0) {
    const open = new Map<string, number>();
    app.server.on('connection', (socket: Socket) => {
      const ip = socket.remoteAddress ?? '';
      const count = (open.get(ip) ?? 0) + 1;
      if (count > maxConnectionsPerIp) return void socket.destroy();
      open.set(ip, count);
      socket.once('close', () => {
        const left = open.get(ip)! - 1;
        if (left > 0) open.set(ip, left);
        else open.delete(ip);
      });
    });
  }

  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.complete) return done();
    const upload = request.headers['content-type']?.startsWith('multipart/') ?? false;
    const socket = request.raw.socket;
    let timer: NodeJS.Timeout;
    if (upload) {
      if (uploadMinBytesPerSecond === 0) return done();
      let seen = socket.bytesRead;
      timer = setInterval(() => {
        const read = socket.bytesRead - seen;
        seen = socket.bytesRead;
        if (request.raw.complete) return void clearInterval(timer);
        // Bytes waiting on this side mean the server is the slow one (the storage applies backpressure).
        if (request.raw.readableLength > 0) return;
        if (read < (uploadMinBytesPerSecond * UPLOAD_RATE_WINDOW_MS) / 1000) cutOff(request, reply);
      }, UPLOAD_RATE_WINDOW_MS);
    } else {
      timer = setTimeout(() => {
        if (!request.raw.complete) cutOff(request, reply);
      }, requestTimeoutMs);
    }
    timer.unref();
    reply.raw.once('close', () => clearTimeout(timer));
    done();
  });

  app.addHook('onSend', async (request, reply) => {
    if (!request.raw.complete) reply.header('connection', 'close');
  });
});

/**
 * Answers 408 and closes the connection, as Node does for its own timeouts. The handler or body parser
 * still waiting on the body then fails on a closed request; the reply is hijacked so that its late
 * answer is dropped instead of logged as sent twice.
 */
function cutOff(request: FastifyRequest, reply: FastifyReply) {
  const res = reply.raw;
  request.log.warn({ ip: request.ip }, 'request body too slow: connection closed');
  reply.hijack();
  if (!res.headersSent) {
    res.writeHead(ERRORS.REQUEST_TIMEOUT.status, { 'content-type': 'application/json; charset=utf-8', connection: 'close' });
    res.end(JSON.stringify({ message: ERRORS.REQUEST_TIMEOUT.message, code: 'REQUEST_TIMEOUT' }));
  }
  res.once('finish', () => request.raw.socket.destroy());
  if (res.writableFinished) request.raw.socket.destroy();
}
