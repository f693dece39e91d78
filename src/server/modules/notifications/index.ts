/**
 * What the notifications module offers the other modules: they import it from here, never its files
 * (eslint.config.js, server zones). What is not listed stays inside the module.
 */
export { deleteClinicNotificationsOf } from './repository';
export { referralEventWrites } from './service';
export type { NotifyDeps } from './service';
