import { describe, expect, it } from 'vitest';
import { procedureMatchOf } from './procedure-doc';

type Entry = [kind: 'p' | 'w', name: string, detail: string, updated: string];

/** An entry's line as migration 024 wrote every line: the hex of its JSON. */
const hexLine = (entry: Entry) => Buffer.from(JSON.stringify(entry), 'utf8').toString('hex').toUpperCase();
/** An entry's line as migration 026 writes it where it can: its JSON, made ASCII by `\uXXXX` escapes. */
const jsonLine = (entry: Entry) => JSON.stringify(entry).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

/** A hospital's procedure lines: one key a line, and each entry's line in the form given for it. */
function linesOf(entries: Entry[], line: (entry: Entry, i: number) => string = hexLine) {
  const keys = entries.map(([, name]) => name.toLowerCase()).join('\n');
  const doc = entries.map((entry, i) => line(entry, i)).join('\n');
  return { keys, doc };
}

describe('procedureMatchOf', () => {
  it('reads the first matching quote and wait entry, accents and dashes intact', () => {
    const { keys, doc } = linesOf([
      ['p', 'Chimiothérapie', '1 200 $ – 3 400 $', '2026-11-01T00:00:00.000Z'],
      ['p', 'Échocardiographie', '300 $ – 750 $', '2026-11-02T00:00:00.000Z'],
      ['p', 'Échocardiographie Doppler', '500 $ – 900 $', '2026-11-03T00:00:00.000Z'],
      ['w', 'Échocardiographie', '1–2 semaines', '2026-11-04T00:00:00.000Z'],
    ]);
    expect(procedureMatchOf(keys, doc, 'échocardio')).toEqual({
      procedure: 'Échocardiographie',
      price_range: '300 $ – 750 $',
      price_updated: '2026-11-02T00:00:00.000Z',
      wait_time: '1–2 semaines',
      last_updated: '2026-11-04T00:00:00.000Z',
    });
  });

  // Lines are decoded into one buffer kept for them; one longer than it is decoded on its own.
  it('decodes a line longer than its buffer as any other', () => {
    const long = `Protocole ${'é'.repeat(20_000)}`;
    const { keys, doc } = linesOf([
      ['p', long, '10 $ – 20 $', '2026-11-05T00:00:00.000Z'],
      ['p', 'Radiographie', '90 $ – 150 $', '2026-11-06T00:00:00.000Z'],
    ]);
    expect(procedureMatchOf(keys, doc, 'protocole')?.procedure).toBe(long);
    // The next decode, through the buffer again, is not disturbed by it.
    expect(procedureMatchOf(keys, doc, 'radio')?.price_range).toBe('90 $ – 150 $');
  });

  it('reads lines stored as escaped JSON as it reads hex ones, in a doc mixing both', () => {
    const entries: Entry[] = [
      ['p', 'Chimiothérapie', '1 200 $ – 3 400 $', '2026-11-01T00:00:00.000Z'],
      ['p', 'Échocardiographie', '300 $ – 750 $', '2026-11-02T00:00:00.000Z'],
      ['w', 'Chimiothérapie', '2–3 semaines', '2026-11-03T00:00:00.000Z'],
      ['w', 'Échocardiographie', '1–2 semaines', '2026-11-04T00:00:00.000Z'],
    ];
    const expected = { procedure: 'Échocardiographie', price_range: '300 $ – 750 $', price_updated: '2026-11-02T00:00:00.000Z', wait_time: '1–2 semaines', last_updated: '2026-11-04T00:00:00.000Z' };
    for (const line of [jsonLine, (e: Entry, i: number) => (i % 2 ? jsonLine(e) : hexLine(e)), (e: Entry, i: number) => (i % 2 ? hexLine(e) : jsonLine(e))]) {
      const { keys, doc } = linesOf(entries, line);
      expect(procedureMatchOf(keys, doc, 'échocardio')).toEqual(expected);
      expect(procedureMatchOf(keys, doc, 'chimio')?.wait_time).toBe('2–3 semaines');
    }
    expect(jsonLine(entries[0]!)).toMatch(/^\["p",[\x20-\x7e]+$/);
  });

  it('answers null when no line holds the term', () => {
    const { keys, doc } = linesOf([['p', 'Radiographie', '90 $', '2026-11-06T00:00:00.000Z']]);
    expect(procedureMatchOf(keys, doc, 'irm')).toBeNull();
  });
});
