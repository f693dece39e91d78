import { hash, verify } from '@node-rs/argon2';
import { COMMON_PASSWORDS_TEXT } from './common-passwords';

// argon2id (Algorithm.Argon2id is a const enum, unusable under isolatedModules) with OWASP's
// recommended minimum cost: 19 MiB, 2 passes.
const OPTIONS = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

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
