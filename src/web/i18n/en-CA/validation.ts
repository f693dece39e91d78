/**
 * The validation messages of the shared contracts (SPEC §5's exact strings: MSG, FIELD_MSG,
 * PROFILE_MSG, CLINIC_MSG, ADMIN_MSG, SEARCH_MSG, AUDIT_MSG, ID_MSG, REFERRAL_MSG), by key. Forms keep the English
 * message the schema gives and show it through this catalogue (components/ui/validation-message.ts):
 * in en-CA each value is the contract's own string, word for word (validation.test.ts checks each
 * against the contracts, which stay the source), so English is unchanged; fr-CA/validation.ts says the
 * same in French. `{{max}}` stands for a number the message carries (the field's length limit). No
 * imports: the French chunk carries this file, and nothing else should come with it.
 */
export default {
  required: 'This field is required',
  invalidEmail: 'Invalid email address',
  passwordMin: 'Password must be at least 6 characters',
  passwordMax: 'Password must be at most 256 characters',
  passwordsMismatch: 'Passwords do not match',
  roleInvalid: 'Account type must be Referring Veterinarian or Specialty Clinic',
  province: 'Choose one of the 13 provinces and territories',
  website: 'Enter a web address such as www.example.ca or https://example.ca',
  websiteUserInfo: 'A web address cannot include a user name or password (an @ before the site name)',
  tooLong: 'At most {{max}} characters',
  jobTitle: 'Choose one of the job titles: Veterinarian, Technician, Practice Manager, Client Services, Other',
  practiceType: 'Choose one of the practice types: General Practice, Specialty, Emergency, Mobile, Other',
  avatar: 'The profile picture must be a PNG, JPEG or WebP image.',
  currentPasswordRequired: 'Enter your current password',
  currentPasswordIncorrect: 'Current password is incorrect.',
  samePassword: 'The new password must be different from the current one',
  clinicName: 'Clinic name is required',
  address: 'Address is required',
  provinceRequired: 'Province is required',
  procedureName: 'Procedure name is required',
  priceRange: 'Price range is required',
  waitTime: 'Choose one of the wait-time options',
  staffName: 'Name is required',
  procedure: 'Procedure is required',
  nothingToChange: 'Nothing to change',
  hospitalName: 'Please provide a hospital name',
  specialtyName: 'Specialty name is required',
  displayOrder: 'Display order must be a whole number from 0 to 100000',
  needCriteria: 'Choose a specialty, or enter a hospital name, a procedure or a place.',
  radius: 'Choose a distance from 1 to 5000 km',
  auditAction: 'An action prefix is at most {{max}} letters, digits, dots, hyphens or underscores',
  auditLimit: 'Limit must be a whole number from 1 to {{max}}',
  id: 'Must be a positive whole number',
  referralDate: 'Use a date such as 2026-11-24',
  referralWeight: 'Weight must be a number of kilograms above 0 and at most 2000',
  referralMedications: 'At most 30 medications',
  referralMedicationName: 'Medication name is required',
  referralAppointment: 'Use a date and time such as 2026-12-01T09:30',
  hoursTime: 'Use a time like 08:00',
  hoursOrder: 'Closing must be after opening',
  hoursWeek: 'Give the hours of all 7 days, Monday first',
  referralMessageEmpty: 'Please enter a message to send',
  referralMessageTooLong: 'A message can be at most {{max}} characters',
} as const;
