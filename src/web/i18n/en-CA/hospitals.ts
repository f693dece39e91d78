/** Hospital profile and internal clinic page (issue 4). */
export default {
  back: 'Back',
} as const;
