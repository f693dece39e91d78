import { describe, expect, it } from 'vitest';
import { initialsFor } from './initials';

describe('initialsFor (SPEC §3)', () => {
  it.each([
    [null, 'RV'],
    [{ username: 'anyone@x.ca', role: 'vet' as const }, 'VD'],
    [{ username: 'root@x.ca', role: 'admin' as const }, 'AD'],
    [{ username: 'rideau.specialty@x.ca', role: 'clinic' as const }, 'RS'],
    [{ username: 'a.b.c@x.ca', role: 'clinic' as const }, 'AB'],
    [{ username: 'frontdesk@x.ca', role: 'clinic' as const }, 'FR'],
    [{ username: '.lead@x.ca', role: 'clinic' as const }, 'LE'],
  ])('%j → %s', (user, expected) => {
    expect(initialsFor(user)).toBe(expected);
  });
});
