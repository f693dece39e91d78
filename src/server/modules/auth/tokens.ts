import { createHash, randomBytes } from 'node:crypto';

/**
 * Tokens that travel in mailed links (password reset, team invitations): 256 random bits, URL-safe.
 * Only the SHA-256 is stored, so a database leak yields no usable link. (A plain hash is enough here,
 * unlike passwords: the token has full entropy, so there is nothing to guess.)
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex');
