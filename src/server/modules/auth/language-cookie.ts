import type { FastifyReply } from 'fastify';
import type { UserLanguage } from '@shared/contracts/auth';
import type { AppConfig } from '../../config';
import { LANGUAGE_COOKIE } from '../../plugins/language';

/** A year, as the web's language switcher keeps the cookie. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

const options = (config: AppConfig) => ({
  path: '/',
  // Not HttpOnly: the web's language switcher writes the same cookie from the page.
  httpOnly: false,
  sameSite: 'lax' as const,
  secure: config.secureCookies,
});

/**
 * Carries a user's stored language to the HTML: the server picks each page's language from the
 * `lang` cookie (plugins/language.ts), so a sign-in or a saved choice sets it (docs/decisions/071).
 * null (no stored choice) leaves the cookie as it is; `clear` removes it.
 */
export function setLanguageCookie(reply: FastifyReply, config: AppConfig, language: UserLanguage | null | undefined) {
  if (language) reply.setCookie(LANGUAGE_COOKIE, language, { ...options(config), maxAge: LANGUAGE_COOKIE_MAX_AGE_S });
}

/** Forgets the browser's language choice (the user cleared their stored one): Accept-Language decides again. */
export function clearLanguageCookie(reply: FastifyReply, config: AppConfig) {
  reply.clearCookie(LANGUAGE_COOKIE, options(config));
}
