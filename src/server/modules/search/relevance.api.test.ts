import { beforeAll, describe, expect, it } from 'vitest';
import type { SearchResult } from '@shared/contracts/search';
import { HOSPITALS } from '../../db/seed/demo-hospitals.data';
import { hashPassword } from '../auth';
import { seed } from '../../db/seed';
import { createTestContext, registerUser } from '../../test/context';
import { RELEVANCE_SET, type RelevanceCase } from './relevance.data';

/*
 * Issue 57's relevance set (relevance.data.ts) against the real API, on the demo data as a fresh
 * install seeds it: each case is one test, named by its query, language and filters, so a report
 * says which searches a vet would find wanting.
 */

const ctx = await createTestContext();
let vet: string;
const specialtyIds = new Map<string, number>();

beforeAll(async () => {
  await seed(ctx.db, { demoData: true, hashPassword });
  vet = (await registerUser(ctx.app, { role: 'vet' })).cookie;
  const res = await ctx.inject('GET', '/api/specialties/active', { as: vet });
  for (const s of res.json() as { id: number; name: string }[]) specialtyIds.set(s.name, s.id);
});

function label(c: RelevanceCase): string {
  const where = [c.province && `in ${c.province}`, c.near && `near ${c.near}`, c.radius_km && `within ${c.radius_km} km`].filter(Boolean);
  return `${c.field} "${c.query}" (${c.lang})${where.length ? ` ${where.join(' ')}` : ''}`;
}

function url(c: RelevanceCase): string {
  const params = new URLSearchParams();
  if (c.field === 'name' || c.field === 'procedure') params.set(c.field, c.query);
  if (c.province) params.set('province', c.province);
  if (c.near) params.set('near', c.near);
  if (c.radius_km !== undefined) params.set('radius_km', String(c.radius_km));
  if (c.field !== 'specialty') return `/api/hospitals/search?${params}`;
  const id = specialtyIds.get(c.query);
  if (id === undefined) throw new Error(`No active specialty named "${c.query}"`);
  return `/api/specialties/${id}/search${params.size ? `?${params}` : ''}`;
}

/** One line per result: its rank, name, what it matched and whether it lies beyond the radius. */
function describeResults(results: readonly SearchResult[], count: number): string {
  if (results.length === 0) return '  (no results)';
  return results
    .slice(0, count)
    .map((r, i) => {
      const matched = r.matched ? ` [${r.matched.field} ${r.matched.via}: ${r.matched.text}${r.matched.term ? ` via "${r.matched.term}"` : ''}]` : '';
      const place = r.distance_km === undefined ? '' : ` ${r.distance_km} km${r.beyond_radius ? ', beyond the radius' : ''}`;
      return `  ${i + 1}. ${r.name}${matched}${place}`;
    })
    .join('\n');
}

describe('the relevance set', () => {
  it('names only demo hospitals, each case once, in both languages', () => {
    const demo = new Set(HOSPITALS.map((h) => h.name));
    const named = RELEVANCE_SET.flatMap((c) => [...c.expect, ...(c.absent ?? [])]);
    expect(named.filter((n) => !demo.has(n))).toEqual([]);
    const labels = RELEVANCE_SET.map(label);
    expect(labels.filter((l, i) => labels.indexOf(l) !== i)).toEqual([]);
    expect(RELEVANCE_SET.length).toBeGreaterThanOrEqual(44);
    expect(RELEVANCE_SET.filter((c) => c.lang === 'fr').length).toBeGreaterThanOrEqual(15);
    expect(RELEVANCE_SET.filter((c) => c.lang === 'en').length).toBeGreaterThanOrEqual(15);
    for (const c of RELEVANCE_SET) expect(c.expect.length <= (c.within ?? 5), label(c)).toBe(true);
  });
});

describe('search relevance (issue 57)', () => {
  it.each(RELEVANCE_SET.map((c) => [label(c), c] as const))('%s', async (name, c) => {
    const res = await ctx.inject('GET', url(c), { as: vet });
    expect(res.statusCode, `${name}: ${res.body}`).toBe(200);
    const results = res.json() as SearchResult[];
    const within = c.within ?? 5;
    const names = results.map((r) => r.name);
    const top = names.slice(0, within);
    const verdict = {
      [`missing from the first ${within}`]: c.expect.filter((n) => !top.includes(n)),
      'found though absent': (c.absent ?? []).filter((n) => names.includes(n)),
      ...(c.beyondRadius
        ? { 'not beyond the radius': results.length === 0 ? ['(no results)'] : results.filter((r) => r.beyond_radius !== true).map((r) => r.name) }
        : {}),
    };
    const want = Object.fromEntries(Object.keys(verdict).map((k) => [k, []]));
    const message = `${name}${c.note ? ` (${c.note})` : ''}; first results:\n${describeResults(results, Math.max(within, 8))}`;
    expect(verdict, message).toEqual(want);
  });
});
