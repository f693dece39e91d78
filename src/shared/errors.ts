import { z } from '@shared/zod';

/**
 * Every error the API answers with: a domain code, its HTTP status and the English sentence the
 * server sends. One table, so a code always has the same status, and the web shows a catalogue
 * message per code (i18n namespace `errors`, en-CA and fr-CA), falling back to the server's text for
 * a code it does not know. Codes name what went wrong in the domain, not the HTTP status.
 */
export const ERRORS = {
  // ---- request shape (framework level) ----
  VALIDATION: { status: 400, message: 'Invalid request' },
  BAD_REQUEST: { status: 400, message: 'Bad request' },
  INVALID_JSON: { status: 400, message: 'The request body is not valid JSON.' },
  NUL_CHARACTER: { status: 400, message: 'Text may not contain NUL characters.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'The request is too large.' },
  REQUEST_TIMEOUT: { status: 408, message: 'The request took too long to arrive. Please try again.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: 'Unsupported content type.' },
  NOT_FOUND: { status: 404, message: 'Not found' },
  INTERNAL: { status: 500, message: 'Something went wrong on our side. Please try again.' },
  // ---- who may do it ----
  UNAUTHENTICATED: { status: 401, message: 'You need to sign in to do that.' },
  NOT_SIGNED_IN: { status: 401, message: 'Not signed in.' },
  FORBIDDEN: { status: 403, message: 'You do not have permission to do that.' },
  CROSS_SITE: { status: 403, message: 'Cross-site requests are not allowed.' },
  RATE_LIMITED: { status: 429, message: 'Too many attempts. Please wait a minute and try again.' },
  // ---- accounts ----
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password.' },
  EMAIL_TAKEN: { status: 409, message: 'An account with this email already exists. Sign in instead.' },
  PASSWORD_TOO_COMMON: {
    status: 400,
    message: 'This password is one of the most common passwords. Please choose a less common one.',
  },
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: 'Current password is incorrect.' },
  USER_NOT_FOUND: { status: 404, message: 'User not found.' },
  /** Deleting an account (issue 23, docs/decisions/101). */
  ACCOUNT_OWNS_CLINIC: {
    status: 409,
    message:
      'You own a clinic listing. Before deleting your account, ask an administrator to transfer the listing to a member of your team or to close it.',
  },
  LAST_ADMIN: { status: 409, message: 'You are the only administrator. Make another account an administrator before deleting yours.' },
  AVATAR_NOT_YOURS: {
    status: 400,
    message: 'Upload a new picture: only your own current picture can be kept by its address.',
  },
  RESET_TOKEN_INVALID: {
    status: 400,
    message: 'This password reset link is invalid, has expired or has already been used. Ask for a new one.',
  },
  // ---- messages to clinics ----
  MESSAGE_RATE_LIMITED: { status: 429, message: 'You have sent many messages in a short time. Please wait a few minutes and try again.' },
  MESSAGE_NOT_FOUND: { status: 404, message: 'Message not found.' },
  CLINIC_NO_CONTACT: { status: 409, message: 'This hospital has no e-mail address on file. Please phone it instead.' },
  // ---- clinic teams ----
  TEAM_OWNER_ONLY: { status: 403, message: "Only the clinic's owner can manage its team." },
  ALREADY_MEMBER: { status: 409, message: 'This person is already on your team.' },
  MEMBER_NOT_FOUND: { status: 404, message: 'Team member not found.' },
  PRACTICE_OWNER_ONLY: { status: 403, message: "Only the practice's owner can manage its team." },
  ALREADY_IN_A_PRACTICE: { status: 409, message: 'This account already works with colleagues in another practice. Leave it (its owner removes you) before joining this one.' },
  INVITATION_NOT_VET_ACCOUNT: { status: 409, message: 'This invitation is for a veterinary practice: sign in with a referring veterinarian account.' },
  /** PATCH /api/clinic/referral-targets by a member (issue 59). */
  TARGETS_OWNER_ONLY: { status: 403, message: "Only the clinic's owner can change its referral targets." },
  OWNER_NOT_REMOVABLE: { status: 400, message: "The owner can't be removed from the team." },
  INVITATION_NOT_FOUND: { status: 404, message: 'Invitation not found.' },
  INVITATION_INVALID: {
    status: 400,
    message: 'This invitation is invalid, has expired or has already been used. Ask the clinic for a new one.',
  },
  INVITATION_PASSWORD_REQUIRED: { status: 400, message: 'Choose a password for your new account.' },
  INVITATION_NAME_REQUIRED: { status: 400, message: 'Enter your name: it is how colleagues and hospitals see you.' },
  INVITATION_SIGN_IN_REQUIRED: {
    status: 409,
    message: 'An account with this address already exists. Sign in with it, then accept the invitation.',
  },
  INVITATION_OTHER_ACCOUNT: {
    status: 403,
    message: 'This invitation is for another e-mail address. Sign out, then sign in with the invited address.',
  },
  INVITATION_NOT_CLINIC_ACCOUNT: {
    status: 409,
    message: 'The invited address belongs to a referring veterinarian account, which cannot join a clinic team.',
  },
  ALREADY_IN_A_CLINIC: { status: 409, message: 'This account already acts for a clinic. One account can belong to one clinic.' },
  // ---- referrals ----
  REFERRAL_NOT_FOUND: { status: 404, message: 'Referral not found.' },
  REFERRAL_NOT_DRAFT: { status: 409, message: 'Only a draft can be changed or deleted. This referral has been sent.' },
  REFERRAL_INCOMPLETE: { status: 409, message: 'The referral is missing required information.' },
  REFERRER_INCOMPLETE: { status: 409, message: 'Your details are incomplete: the hospital needs your name, practice, phone and licence number with its province to call you back.' },
  REFERRAL_CLINIC_UNLISTED: { status: 409, message: 'This hospital is no longer listed. Choose another hospital for this draft before sending it.' },
  TRANSITION_NOT_ALLOWED: { status: 409, message: 'This referral cannot move to that status from where it is now.' },
  TRANSITION_FIELD_REQUIRED: { status: 400, message: 'This step needs more information.' },
  INFO_REPLY_REQUIRED: { status: 400, message: 'Answer the request with a note, or attach a file first.' },
  REFERRAL_CURSOR_INVALID: { status: 400, message: 'This page of the list cannot be read (the cursor is not one the server wrote for this list). Start again from the first page.' },
  REFERRAL_CHANGED: { status: 409, message: 'Someone else changed this referral at the same time. Reload to see where it stands.' },
  /** An appointment before the referral was sent, or more than 2 years ahead (security issue 56). */
  APPOINTMENT_OUT_OF_RANGE: { status: 400, message: 'The appointment must be after the referral was sent and at most 2 years from now.' },
  REFERRAL_NOT_REDIRECTABLE: { status: 409, message: 'Only a declined or cancelled referral can be sent to another hospital.' },
  SPECIALTY_NOT_AT_CLINIC: { status: 400, message: 'Choose a specialty this hospital offers.' },
  /** POST /api/referrals/{id}/assign to someone who does not act for the receiving hospital (issue 59). */
  ASSIGNEE_NOT_ON_TEAM: { status: 400, message: "Assign the referral to someone on your hospital's team (its owner or a member)." },
  CONVERSATION_NOT_OPEN: { status: 409, message: 'Messages can be written once the referral is sent.' },
  MESSAGE_FILES_INVALID: { status: 400, message: 'Attach only files you uploaded to this referral and have not sent yet.' },
  ATTACHMENT_NOT_FOUND: { status: 404, message: 'Attachment not found.' },
  ATTACHMENT_MISSING: { status: 400, message: 'Choose a file to attach (form field "file").' },
  ATTACHMENT_TOO_LARGE: { status: 413, message: 'A file can be at most 25 MB.' },
  ATTACHMENTS_FULL: { status: 413, message: "A referral's files can total at most 150 MB." },
  ATTACHMENT_QUOTA_FULL: {
    status: 413,
    message: "Your files have reached your account's storage limit. Remove files you no longer need from your drafts, or ask the administrator for more room.",
  },
  ATTACHMENT_RATE_LIMITED: { status: 429, message: 'You have uploaded many files in a short time. Please wait a few minutes and try again.' },
  ATTACHMENT_TYPE: { status: 415, message: 'Attach PDF, JPEG, PNG, WebP, plain-text or DICOM (.dcm) files.' },
  ATTACHMENT_LOCKED: { status: 409, message: 'Files can be removed only from a draft, by whoever attached them.' },
  LETTER_BUSY: { status: 503, message: 'Many letters are being prepared right now. Please try again in a few seconds.' },
  REPORT_NOT_READY: { status: 409, message: 'The report can be downloaded once the hospital has completed the referral.' },
  CLINIC_HAS_REFERRALS: { status: 409, message: 'This hospital has referrals, which are clinical records: it cannot be deleted.' },
  // ---- mail ----
  MAIL_NOT_FOUND: { status: 404, message: 'Mail not found.' },
  MAIL_NOT_FAILED: { status: 409, message: 'Only a failed mail can be retried.' },
  // ---- clinics (hospital listings) and their rows ----
  CLINIC_NOT_FOUND: { status: 404, message: 'Hospital not found.' },
  LISTING_REQUIRED: { status: 409, message: 'Set up your clinic profile first: save it with Edit Profile.' },
  CLINIC_ID_MISMATCH: { status: 400, message: 'The clinic_id in the body does not match the hospital in the path.' },
  OWNER_NOT_CLINIC: { status: 400, message: 'The owner must be an existing clinic account.' },
  OWNER_TAKEN: { status: 409, message: 'This clinic account already has a listing.' },
  PRICING_NOT_FOUND: { status: 404, message: 'Quote not found.' },
  SPECIALTY_NOT_FOUND: { status: 404, message: 'Specialty not found.' },
  SPECIALTY_UNKNOWN: { status: 400, message: 'Unknown specialty.' },
  // ---- the search vocabulary (issue 57) ----
  SEARCH_TERM_EXISTS: { status: 409, message: 'This concept already has this term.' },
  SEARCH_TERM_NOT_FOUND: { status: 404, message: 'Search term not found.' },
  // ---- searching near a place (docs/decisions/094) ----
  PLACE_POSTAL_CODE: { status: 422, message: "This postal code can't be located — enter a city or town." },
  PLACE_NOT_FOUND: { status: 422, message: 'No Canadian city or town by that name.' },
  SPECIALTY_NAME_TAKEN: { status: 409, message: 'A specialty with this name already exists.' },
  SPECIALTY_INACTIVE: { status: 400, message: 'Only active specialties can be added.' },
  SPECIALTY_ALREADY_LISTED: { status: 409, message: 'This specialty is already listed.' },
  /** The clinic does not list the specialty named in the path. */
  SPECIALTY_NOT_LISTED: { status: 404, message: 'This specialty is not listed for the clinic.' },
  /** A procedure wait names a specialty its clinic does not list. */
  SPECIALTY_NOT_OFFERED: { status: 400, message: 'This specialty is not listed for the clinic.' },
  WAIT_TIME_INVALID: { status: 400, message: 'Choose one of the wait-time options' },
  PROCEDURE_WAIT_NOT_FOUND: { status: 404, message: 'Procedure wait entry not found.' },
  STAFF_NOT_FOUND: { status: 404, message: 'Staff member not found.' },
  STAFF_ORDER_INVALID: { status: 400, message: 'The order must list every staff member of the clinic exactly once.' },
  // ---- images ----
  IMAGE_NOT_FOUND: { status: 404, message: 'Image not found.' },
  IMAGE_UNSUPPORTED: { status: 415, message: 'Only PNG, JPEG or WebP images are accepted.' },
  IMAGE_TOO_LARGE: { status: 413, message: 'The image is larger than 5 MB.' },
  IMAGE_EMPTY: { status: 400, message: 'The image file is empty.' },
  IMAGE_BAD_DATA_URL: { status: 400, message: 'The image must be a PNG, JPEG or WebP data URL.' },
  IMAGE_TOO_MANY_PIXELS: {
    status: 400,
    message:
      'The image has too many pixels: at most 24 megapixels (for example 6000 × 4000) are accepted. Scale it down and try again.',
  },
  UPLOAD_MALFORMED: {
    status: 400,
    message:
      'The upload could not be read: the multipart/form-data body is malformed (no boundary, or cut short). Send the file again as multipart/form-data.',
  },
  UPLOAD_RATE_LIMITED: { status: 429, message: 'Too many image uploads: at most 30 every 10 minutes. Please wait and try again.' },
  LOGO_MISSING: { status: 400, message: 'Choose a logo image to upload (form field "logo").' },
  LOGO_NOT_MULTIPART: { status: 415, message: 'Send the logo as multipart/form-data with the field "logo".' },
  LOGO_TOO_LARGE: { status: 413, message: 'The logo is larger than 5 MB. Choose a smaller image.' },
  LOGO_ONE_FILE: { status: 400, message: 'Send one logo file only.' },
  // ---- privacy (issue 23) ----
  INCIDENT_RETAINED: { status: 409, message: 'An incident is kept 5 years after it became known.' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as ErrorCode[];

/** The one error body: `{ message, code, issues? }` (issues: one per invalid field, for VALIDATION). */
export const errorBody = z.object({
  message: z.string(),
  code: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiErrorBody = Omit<z.infer<typeof errorBody>, 'code'> & { code: ErrorCode };
