// The clinic feature's public entry. Besides the clinic dashboard (its page, loaded by the router), the
// clinic feature is the home of listing editing: the same api and components edit the signed-in
// clinic's own listing and, on the admin dashboard, any clinic (a ClinicTarget says which;
// docs/decisions/063).
export { useClinicSpecialties } from './api/get-clinic-specialties';
export { useDeletePricing } from './api/delete-pricing';
export { usePricings } from './api/get-pricings';
export { clinicKeys } from './api/keys';
export { useRemoveClinicSpecialty } from './api/remove-clinic-specialty';
export { adminClinic, type ClinicTarget } from './api/target';
export { ClinicSpecialtyList } from './components/clinic-specialty-list';
export { LoadError } from './components/load-error';
export { PricingForm } from './components/pricing-form';
export { PricingList } from './components/pricing-list';
