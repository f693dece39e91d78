import { parentPort } from 'node:worker_threads';
import { renderLetter, renderReport } from './letter';
import type { LetterJob, LetterReply } from './letter-render';

/**
 * A letter-drawing thread (letter-render.ts): draws one PDF per message with pdfkit, which works
 * synchronously, and sends its bytes back (transferred, not copied). A drawing error goes back as a
 * message; the main thread answers that request 500 and the thread stays up for the next letter.
 */
parentPort!.on('message', ({ id, kind, input }: LetterJob) => {
  const reply = (message: LetterReply, transfer: ArrayBuffer[] = []) => parentPort!.postMessage(message, transfer);
  try {
    const doc = kind === 'report' ? renderReport(input) : renderLetter(input);
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('error', (err: Error) => reply({ id, error: err.message }));
    doc.on('end', () => {
      // A fresh buffer of its own: Buffer.concat may hand out a slice of the shared pool, which cannot be transferred.
      const pdf = new Uint8Array(chunks.reduce((n, c) => n + c.length, 0));
      let at = 0;
      for (const c of chunks) at += (pdf.set(c, at), c.length);
      reply({ id, pdf }, [pdf.buffer]);
    });
  } catch (err) {
    reply({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
