/**
 * What the audit module offers the other modules: they import it from here, never its files
 * (eslint.config.js, server zones). What is not listed stays inside the module.
 */
export { auditInsert, audited, record } from './service';
export type { Actor, AuditEntry } from './service';
