import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP "device cookies" (docs/decisions/062-login-limits-and-device-cookies.md): a browser that
 * signed in to an account before carries a signed token for that account, and its failed guesses
 * count against its own allowance instead of the account's shared one. An attacker who fills the
 * shared allowance therefore cannot lock the real user out of a browser they have used.
 *
 * The token is `nonce.mac`, where mac = HMAC(secret, nonce + username): the username is not in the
 * cookie, and a token is valid only for the account it was issued to.
 */
export const DEVICE_COOKIE = 'vr_device';
/** How long a browser stays trusted after its last successful sign-in. */
export const DEVICE_COOKIE_MAX_AGE_S = 180 * 24 * 60 * 60;

const mac = (secret: string, nonce: string, username: string) =>
  createHmac('sha256', secret).update(`device:${nonce}:${username}`).digest('base64url');

export function issueDeviceToken(secret: string, username: string): string {
  const nonce = randomBytes(16).toString('base64url');
  return `${nonce}.${mac(secret, nonce, username)}`;
}

/** The token's nonce (the device's id) when it was issued for this username, else null. */
export function deviceIdFor(secret: string, token: string | undefined, username: string): string | null {
  if (!token || token.length > 128) return null;
  const [nonce, given, extra] = token.split('.');
  if (!nonce || !given || extra !== undefined) return null;
  const expected = Buffer.from(mac(secret, nonce, username));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected) ? nonce : null;
}
