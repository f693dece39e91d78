// Without zod, so that the English validation catalogue (web/i18n/en-CA/validation.ts) can name them.
/** SPEC §5 messages for the clinic forms. */
export const CLINIC_MSG = {
  name: 'Clinic name is required',
  address: 'Address is required',
  province: 'Province is required',
  procedureName: 'Procedure name is required',
  priceRange: 'Price range is required',
  waitTime: 'Choose one of the wait-time options',
  staffName: 'Name is required',
  procedure: 'Procedure is required',
  nothingToChange: 'Nothing to change',
} as const;
