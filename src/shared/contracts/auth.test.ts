import { describe, expect, it } from 'vitest';
import { MSG, loginBody, registerForm } from './auth';

const messages = (r: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  r.error?.issues.map((i) => [i.path.join('.'), i.message]) ?? [];

describe('shared auth schemas (SPEC §5 messages)', () => {
  it('login: invalid email and short password', () => {
    expect(messages(loginBody.safeParse({ username: 'x', password: '12345' }))).toEqual([
      ['username', MSG.invalidEmail],
      ['password', MSG.passwordMin],
    ]);
    expect(MSG.invalidEmail).toBe('Invalid email address');
    expect(MSG.passwordMin).toBe('Password must be at least 6 characters');
  });

  it('login normalises the email to lower case', () => {
    expect(loginBody.parse({ username: ' Dr.Who@Clinic.CA ', password: 'secret1' }).username).toBe('dr.who@clinic.ca');
  });

  it('register form: mismatch reported on confirmPassword', () => {
    const r = registerForm.safeParse({ username: 'a@b.ca', name: 'Dr. A', password: 'abcdef', confirmPassword: 'abcdeg', role: 'vet' });
    expect(messages(r)).toEqual([['confirmPassword', 'Passwords do not match']]);
  });

  it('register form: only vet or clinic', () => {
    const r = registerForm.safeParse({ username: 'a@b.ca', name: 'Dr. A', password: 'abcdef', confirmPassword: 'abcdef', role: 'admin' });
    expect(messages(r)).toEqual([['role', MSG.roleInvalid]]);
  });
});
