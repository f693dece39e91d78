import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '@shared/contracts/field-rules';
import { ERRORS } from '@shared/errors';
import { createTestContext } from '../../test/context';
import { completeReferral, draftReferral } from '../../test/referrals';
import { LETTER_QUEUE_MAX, LETTER_WORKERS } from './letter-render';

/**
 * Letters under load (issue 56, point 10): a worst-case letter (every text at its limit, 30
 * medications, 200 files) took ~270 ms of the event loop, and 20 at once stalled /healthz for
 * seconds. Letters are drawn on worker threads: the server keeps answering while they render, each
 * letter is still the whole PDF, and past the queue's length a letter gets 503 with Retry-After.
 */
const ctx = await createTestContext();
let base: string;
let vet: string;
let referralId: number;

/** Prose that wraps like real notes: words of varied length, accents, punctuation. */
const prose = (n: number) => {
  const words = ['Lameness', 'cranial', 'cruciate', 'rupture,', 'médial', 'épaule', 'radiographs', 'NSAIDs', 'twice', 'daily;', 'recheck', 'in', 'six', 'weeks.', 'Owner', 'reports', 'improvement', 'after', 'rest'];
  let out = '';
  for (let i = 0; out.length < n; i++) out += `${words[(i * 7) % words.length]} `;
  return out.slice(0, n).trim();
};

beforeAll(async () => {
  const draft = await draftReferral(ctx);
  vet = draft.vet.cookie;
  referralId = draft.referralId;
  const full = completeReferral(draft.clinicId, {
    procedure: prose(LIMITS.short),
    reason: prose(LIMITS.text),
    question: prose(LIMITS.text),
    clinical: {
      history: prose(LIMITS.text),
      treatments: prose(LIMITS.text),
      tests: prose(LIMITS.text),
      medications: Array.from({ length: 30 }, (_, i) => ({ name: prose(LIMITS.short - 3) + ` ${i}`, dose: prose(100), frequency: prose(100) })),
    },
  });
  const { clinic_id: _c, ...patch } = full;
  const res = await ctx.inject('PATCH', `/api/referrals/${referralId}`, { as: vet, body: patch });
  expect(res.statusCode, res.body).toBe(200);
  // 200 files with long names and descriptions, linked straight in the database (their bytes do not matter here).
  const now = new Date().toISOString();
  for (let i = 0; i < 200; i++) {
    const file = await ctx.db.insertInto('files').values({ sha256: 'x', content_type: 'application/pdf', size: 1_000_000 + i, created_at: now }).returning('id').executeTakeFirstOrThrow();
    await ctx.db
      .insertInto('referral_attachments')
      .values({ referral_id: referralId, file_id: Number(file.id), kind: 'attachment', filename: `${prose(190)}-${i}.pdf`, description: prose(500), uploaded_by: draft.vet.user.id, uploaded_by_name: 'Vet', created_at: now })
      .execute();
  }
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(() => ctx.app.close());

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
async function pageTexts(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`, isEvalSupported: false }).promise;
  const texts: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await pdf.destroy();
  return texts;
}

/** The page count and the last page's text: enough to tell a whole letter from a cut one, at a fraction of the parse. */
async function lastPage(bytes: Uint8Array) {
  const pdf = await getDocument({ data: bytes, standardFontDataUrl: `${pdfjsRoot}/standard_fonts/`, isEvalSupported: false }).promise;
  const content = await (await pdf.getPage(pdf.numPages)).getTextContent();
  const result = { count: pdf.numPages, text: content.items.map((item) => ('str' in item ? item.str : '')).join(' ') };
  await pdf.destroy();
  return result;
}

// In French, as the owner reads it (the letter follows the reader unless asked, decision 155).
const letter = () => fetch(`${base}/api/referrals/${referralId}/letter.pdf?lang=fr`, { headers: { cookie: `vr_session=${vet}` } });

/** Sends /healthz one after another until `until` settles; answers each round trip's milliseconds. */
async function probeWhile(until: Promise<unknown>) {
  let done = false;
  void until.finally(() => (done = true));
  const latencies: number[] = [];
  while (!done) {
    const started = performance.now();
    const res = await fetch(`${base}/healthz`);
    await res.text();
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 10));
  }
  return latencies;
}

describe('letters under load', () => {
  it('keeps /healthz answering while 20 worst-case letters render at once, and every letter is the whole PDF', async () => {
    const one = await letter();
    expect(one.status).toBe(200);
    const reference = Buffer.from(await one.arrayBuffer());
    const pages = await pageTexts(new Uint8Array(reference));
    expect(pages.length).toBeGreaterThan(10);
    expect(pages.at(-1)).toContain(`Page ${pages.length} de ${pages.length}`);

    const started = performance.now();
    const all = Promise.all(Array.from({ length: 20 }, () => letter().then(async (r) => ({ status: r.status, body: Buffer.from(await r.arrayBuffer()) }))));
    const latencies = await probeWhile(all);
    const letters = await all;
    const elapsed = performance.now() - started;
    const worst = Math.max(...latencies);
    console.log(
      `20 worst-case letters (${(reference.length / 1024).toFixed(0)} KB, ${pages.length} pages) in ${elapsed.toFixed(0)} ms (${process.env.TEST_DB ?? 'sqlite'}); /healthz: ${latencies.length} probes, median ${latencies.sort((a, b) => a - b)[latencies.length >> 1]!.toFixed(0)} ms, worst ${worst.toFixed(0)} ms`,
    );
    // A letter drawn on the event loop stalled it ~370 ms a letter (7.5 s for 20); off it, a probe waited
    // 131 ms at worst here. The bound is loose on purpose: a guard against the stall on a loaded CI
    // machine, not a speed target.
    expect(worst).toBeLessThan(2500);
    for (const [i, l] of letters.entries()) {
      expect(l.status).toBe(200);
      // The same referral drawn at the same minute: the same pages of text (the bytes differ by the PDF's dates and ids).
      if (i < 3) expect(await pageTexts(new Uint8Array(l.body))).toEqual(pages);
      else expect(await lastPage(new Uint8Array(l.body))).toEqual({ count: pages.length, text: pages.at(-1) });
    }
  }, 120_000);

  it(`answers 503 LETTER_BUSY with Retry-After once ${LETTER_WORKERS} letters render and ${LETTER_QUEUE_MAX} wait, and draws the rest`, async () => {
    const n = LETTER_WORKERS + LETTER_QUEUE_MAX + 5;
    const answers = await Promise.all(Array.from({ length: n }, () => letter().then(async (r) => ({ status: r.status, retry: r.headers.get('retry-after'), body: await r.arrayBuffer() }))));
    const busy = answers.filter((a) => a.status === 503);
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(LETTER_WORKERS + LETTER_QUEUE_MAX);
    expect(busy.length).toBeGreaterThan(0);
    for (const b of busy) {
      expect(JSON.parse(Buffer.from(b.body).toString())).toEqual({ message: ERRORS.LETTER_BUSY.message, code: 'LETTER_BUSY' });
      expect(Number(b.retry)).toBeGreaterThan(0);
    }
    // Once the queue has drained, a letter is drawn again.
    expect((await letter()).status).toBe(200);
  }, 120_000);
});
