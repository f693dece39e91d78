import { describe, expect, it } from 'vitest';
import { check } from './policy';

describe('policy table', () => {
  it('public needs nobody, signed-in needs a user, role rules need the role', () => {
    expect(check(null, 'public')).toBe('allow');
    expect(check(null, 'search.read')).toBe('unauthenticated');
    expect(check({ role: 'clinic' }, 'search.read')).toBe('allow');
    expect(check({ role: 'clinic' }, 'bookmarks.manage')).toBe('forbidden');
    expect(check({ role: 'vet' }, 'bookmarks.manage')).toBe('allow');
    expect(check({ role: 'vet' }, 'admin.manage')).toBe('forbidden');
    expect(check({ role: 'admin' }, 'admin.manage')).toBe('allow');
  });
});
