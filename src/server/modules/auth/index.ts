/**
 * What the auth module offers the other modules: they import it from here, never its files
 * (eslint.config.js, server zones). What is not listed stays inside the module.
 */
export { clearLanguageCookie, setLanguageCookie } from './language-cookie';
export { hashPassword, isCommonPassword, verifyPassword } from './passwords';
export { deleteOtherSessions, findUserByUsername, insertUser, setPassword } from './repository';
export { createSession, destroySession } from './sessions';
export { hashLinkToken, newLinkToken } from './tokens';
