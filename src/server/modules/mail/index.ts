/**
 * What the mail module offers the other modules: they import it from here, never its files
 * (eslint.config.js, server zones). What is not listed stays inside the module.
 */
export { appLink, enqueueMail, mailInsert, mailQueued } from './outbox';
export type { MailSettings } from './outbox';
export { MAIL_STRINGS } from './strings';
