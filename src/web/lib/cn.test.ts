import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn, mergeClasses } from './cn';

/** Every class-looking word written in a string in src/web (components, pages, features). */
function classesInSource(dir = 'src/web', found = new Set<string>()): Set<string> {
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) classesInSource(file, found);
    else if (/\.tsx?$/.test(name) && !name.includes('.test.') && file !== path.join('src/web/lib/cn.ts')) {
      for (const [, , text] of readFileSync(file, 'utf8').matchAll(/(['"`])((?:(?!\1)[^\n])*)\1/g)) {
        for (const word of (text ?? '').split(/\s+/)) if (/^!?-?[a-z][\w:[\]\-/.%()&>*=#!]*$/.test(word) && /[-:]/.test(word)) found.add(word);
      }
    }
  }
  return found;
}

describe('cn', () => {
  it('lets the later of two classes for the same thing win, as callers of our components expect', () => {
    expect(cn('inline-flex h-10 justify-center px-4', 'h-auto justify-start px-0')).toBe('inline-flex h-auto justify-start px-0');
    expect(cn('rounded-md border border-slate-200 bg-white', 'border-brand-200 bg-brand-50')).toBe('rounded-md border border-brand-200 bg-brand-50');
    expect(cn('text-sm text-slate-700', 'text-red-700')).toBe('text-sm text-red-700');
    expect(cn('px-3 py-2', 'p-0')).toBe('p-0');
    expect(cn('hidden', 'sm:inline-flex')).toBe('hidden sm:inline-flex');
    expect(cn('a', false, undefined, { b: true, c: false })).toBe('a b');
  });

  it('merges every pair of classes written in src/web exactly as tailwind-merge does', () => {
    const classes = [...classesInSource()];
    expect(classes.length).toBeGreaterThan(300);
    const differing: string[] = [];
    for (const a of classes) {
      for (const b of classes) {
        const pair = `${a} ${b}`;
        if (mergeClasses(pair) !== twMerge(pair)) differing.push(`${pair} → ours "${mergeClasses(pair)}", tailwind-merge "${twMerge(pair)}"`);
      }
    }
    expect(differing.slice(0, 30)).toEqual([]);
    // About 300,000 pairs: a few seconds alone, more when the suite loads both cores.
  }, 120_000);
});
