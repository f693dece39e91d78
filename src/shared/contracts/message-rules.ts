// No zod here: the referral rules (referral-rules.ts) read these without building messages' schemas.

/** SPEC §5's notice for an empty message, and the length limit issue 18 adds. */
export const MESSAGE_MAX_LENGTH = 5000;
export const MESSAGE_MSG = {
  empty: 'Please enter a message to send',
  tooLong: `A message can be at most ${MESSAGE_MAX_LENGTH} characters`,
} as const;
