import { execFileSync } from 'node:child_process';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const verify = vi.fn(async () => false);
vi.mock('@node-rs/argon2', async (original) => ({ ...(await original<object>()), verify }));

const { commonPasswordCount, hashPassword, isCommonPassword, verifyPassword } = await import('./passwords');

beforeEach(() => verify.mockClear());

describe('passwords', () => {
  it('an unknown user still costs one argon2 verification, like a wrong password', async () => {
    expect(await verifyPassword(undefined, 'guess-1')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(1);
    expect(await verifyPassword(await hashPassword('real-pass-1'), 'guess-1')).toBe(false);
    expect(verify).toHaveBeenCalledTimes(2);
  });

  it('a server hashes with argon2id at OWASP\'s minimum cost', () => {
    // Outside Vitest, as a server runs (tests hash cheaply, see passwords.ts).
    const env = { ...process.env };
    delete env.VITEST;
    const script = "const { hashPassword } = await import('./src/server/modules/auth/passwords.ts'); console.log(await hashPassword('whatever-1'));";
    const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { env, encoding: 'utf8' });
    expect(out.trim()).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('ships at least 1,000 common passwords and matches them case-insensitively', () => {
    expect(commonPasswordCount()).toBeGreaterThanOrEqual(1000);
    expect(isCommonPassword('PASSWORD')).toBe(true);
    expect(isCommonPassword('Referral-Test-Pass-9')).toBe(false);
  });
});
