import { describe, expect, it } from 'vitest';
import { pdfText } from './letter';
import { LETTER_STRINGS } from './letter-strings';

/** Every string of a record, functions called with sample values. */
function leaves(value: unknown, path = ''): { path: string; text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (typeof value === 'function') return [{ path, text: String((value as (...a: unknown[]) => unknown)('X', 'Y')) }];
  return Object.entries(value as object).flatMap(([k, v]) => leaves(v, `${path}.${k}`));
}

describe('letter strings', () => {
  it('follow Canadian French typography, as the web catalogues do', () => {
    const bad = leaves(LETTER_STRINGS.fr).flatMap(({ path, text }) =>
      [
        /\s[?!;]/.test(text) && 'space before ? ! ;',
        / :/.test(text) && 'plain space before :',
        /[^\s\d]:(?!\/\/)/.test(text) && 'no space before :',
        /«(?!\u00a0)|(?<!\u00a0)»/.test(text) && 'guillemets need a non-breaking space inside',
        /'/.test(text) && 'straight apostrophe',
      ]
        .filter(Boolean)
        .map((p) => `${path}: ${p}`),
    );
    expect(bad).toEqual([]);
  });

  it('are all drawable by the standard fonts', () => {
    for (const language of ['en', 'fr'] as const) {
      for (const { path, text } of leaves(LETTER_STRINGS[language])) expect(pdfText(text), path).toBe(text.normalize('NFC'));
    }
  });
});

describe('pdfText', () => {
  it('keeps French and WinAnsi punctuation, folds other spaces and dashes, and replaces what Helvetica cannot draw', () => {
    expect(pdfText('Éléonore «\u00a0Biscuit\u00a0» l’été — 12\u00a0€ œuf')).toBe('Éléonore «\u00a0Biscuit\u00a0» l’été — 12\u00a0€ œuf');
    expect(pdfText('1\u202f000 kg\u2009ok\u2011x')).toBe('1\u00a0000 kg ok-x');
    expect(pdfText('Zoë Ōtsuka')).toBe('Zoë Otsuka');
    expect(pdfText('Mochi 🐶 猫')).toBe('Mochi ? ?');
    expect(pdfText('a\r\nb\tc\u0007')).toBe('a\nb    c');
  });
});
