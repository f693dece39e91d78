import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

// argon2id (Algorithm.Argon2id is a const enum, unusable under isolatedModules) with OWASP's
// recommended minimum cost: 19 MiB, 2 passes.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
// Under Vitest only (it sets VITEST in its workers; a server never has it), the cheapest argon2id:
// the suites register thousands of users, at 17 ms a hash. A hash carries its own parameters, so
// verifying works the same either way; passwords.test.ts checks what a real server writes.
const TEST_OPTIONS = { ...OPTIONS, memoryCost: 256, timeCost: 1 } as const;
const COST = process.env.VITEST ? TEST_OPTIONS : OPTIONS;

export const hashPassword = (password: string) => hash(password, COST);

/** Verifies against a real hash, or against a dummy one so unknown users cost the same time. */
let dummyHash: Promise<string> | undefined;
export async function verifyPassword(storedHash: string | undefined, password: string): Promise<boolean> {
  if (storedHash === undefined) {
    dummyHash ??= hashPassword('not-a-real-password-just-for-timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

const COMMON = new Set(
  COMMON_PASSWORDS_TEXT
    .split('\n')
    .map((l) => l.trim().toLowerCase())
    .filter(Boolean),
);

export const isCommonPassword = (password: string) => COMMON.has(password.toLowerCase());
export const commonPasswordCount = () => COMMON.size;
