/**
 * What the clinic module offers the other modules: they import it from here, never its files
 * (eslint.config.js, server zones). What is not listed stays inside the module.
 */
export { insertClinic, logoImageId, updateClinic } from './repository';
export { ADMIN_ACCEPTED_WAITS, addPricing, addSpecialty, listPricings, listSpecialtiesOf, removePricing, removeSpecialty, replaceLogo, requireClinic, updatePricing, updateSpecialty } from './service';
export { withClinicRole } from './team-service';
