/**
 * What the measures module offers the other modules: they import it from here, never its files
 * (eslint.config.js, server zones). What is not listed stays inside the module.
 */
export { answeredInTime, clinicReferralStats, hospitalMeasures } from './service';
